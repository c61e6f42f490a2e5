/// A JSON string literal safe to print: quotes and backslashes escaped, and every control
/// character (C0, DEL, C1) and bidi control written as `\uXXXX`, so output is plain text.
func literalJSON(_ texto: String) -> String {
  var resultado = "\""
  for escalar in texto.unicodeScalars {
    switch escalar.value {
    case 0x22: resultado += "\\\""
    case 0x5C: resultado += "\\\\"
    case 0x0A: resultado += "\\n"
    case 0x09: resultado += "\\t"
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      let hex = String(escalar.value, radix: 16)
      resultado += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: resultado.unicodeScalars.append(escalar)
    }
  }
  return resultado + "\""
}
