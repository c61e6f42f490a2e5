// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// JSON text: the one place a string becomes a JSON string literal.
public enum TextoJSON {
  /// `texto` as a JSON string literal, quotes included, as every writer gives it (the file,
  /// its journal, `--json`, the server's unknown members): quotes and backslashes escaped,
  /// `\n` and `\t` as such, and every character a name may not hold
  /// (`NombreDeJugador.esNoValido`: controls, bidi controls, the other invisible format
  /// characters) as `\uXXXX` (its UTF-16 surrogate pair for the tags, U+E0001…), so the text
  /// is plain to look at; the rest as UTF-8.
  public static func bytes(_ texto: String) -> [UInt8] {
    var t: [UInt8] = [0x22]
    t.reserveCapacity(texto.utf8.count + 2)
    let hex = Array("0123456789abcdef".utf8)
    for escalar in texto.unicodeScalars {
      switch escalar.value {
      case 0x22: t += [0x5C, 0x22]
      case 0x5C: t += [0x5C, 0x5C]
      case 0x0A: t += [0x5C, 0x6E]
      case 0x09: t += [0x5C, 0x74]
      case _ where NombreDeJugador.esNoValido(escalar):
        for u in String(escalar).utf16 {
          t += [0x5C, 0x75] + [12, 8, 4, 0].map { hex[Int(u >> $0 & 0xF)] }
        }
      default: UTF8.encode(escalar) { t.append($0) }
      }
    }
    t.append(0x22)
    return t
  }

  /// `bytes(texto)` as a `String`.
  public static func cadena(_ texto: String) -> String {
    String(decoding: bytes(texto), as: UTF8.self)
  }

  /// Values already written as JSON, as an array the way every `--json` output lays it out:
  /// `[]`, or one value a line after `sangria`, the closing bracket two spaces less indented.
  public static func lista(_ valores: [String], sangria: String = "  ") -> String {
    guard !valores.isEmpty else { return "[]" }
    return "[\n" + valores.map { sangria + $0 }.joined(separator: ",\n") + "\n"
      + sangria.dropLast(2) + "]"
  }
}
