/// Text from a file or an argument made safe to print: control characters (C0, DEL, C1 such as
/// ESC, BEL, CR, U+009B) and bidi overrides and isolates become `\u{…}`, so a name can never
/// drive the terminal or reorder what is around it.
public func visible(_ texto: String) -> String {
  guard texto.unicodeScalars.contains(where: necesitaEscape) else { return texto }
  var resultado = ""
  for escalar in texto.unicodeScalars {
    if necesitaEscape(escalar) {
      resultado += "\\u{" + String(escalar.value, radix: 16, uppercase: true) + "}"
    } else {
      resultado.unicodeScalars.append(escalar)
    }
  }
  return resultado
}

private func necesitaEscape(_ escalar: Unicode.Scalar) -> Bool {
  switch escalar.value {
  case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
  default: false
  }
}
