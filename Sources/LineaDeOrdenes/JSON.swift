import Torneo

/// A JSON string literal safe to print: quotes and backslashes escaped, and every character a
/// name may not hold (`NombreDeJugador.esNoValido`: controls, bidi controls, the other
/// invisible format characters) written as `\uXXXX`, so output is plain text.
func literalJSON(_ texto: String) -> String {
  var resultado = "\""
  for escalar in texto.unicodeScalars {
    switch escalar.value {
    case 0x22: resultado += "\\\""
    case 0x5C: resultado += "\\\\"
    case 0x0A: resultado += "\\n"
    case 0x09: resultado += "\\t"
    case _ where NombreDeJugador.esNoValido(escalar):
      // Every such character is in the Basic Multilingual Plane but the tags (U+E0001…),
      // written as their UTF-16 surrogate pair.
      for unidad in String(escalar).utf16 {
        let hex = String(unidad, radix: 16)
        resultado += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    default: resultado.unicodeScalars.append(escalar)
    }
  }
  return resultado + "\""
}
