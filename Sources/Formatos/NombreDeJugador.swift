// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// The rules a name obeys wherever it comes from: how it is cleaned, which characters it may
/// not hold. (When two names are the same is the domain's: `Torneo`.)
public enum NombreDeJugador {
  /// Trims white space at both ends and turns every inner run of white space into one space.
  ///
  /// It works on Unicode scalars, not characters: a combining mark after white space would
  /// fuse with the inserted space into one character that a second pass would take for white
  /// space, so cleaning twice would differ from cleaning once (found by the rules fuzzer).
  public static func limpiar(_ texto: String) -> String {
    // ASCII text (most names) takes a byte path with the same result: Unicode's white space
    // in ASCII is tab to carriage return and space. Already clean text is returned as is.
    if texto.utf8.allSatisfy({ $0 < 0x80 }) {
      let bytes = texto.utf8
      let blanco: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
      var limpio = bytes.first.map { !blanco($0) } ?? true
      limpio = limpio && bytes.last.map { !blanco($0) } ?? true
      var anteriorBlanco = false
      for byte in bytes where limpio {
        let esBlanco = blanco(byte)
        if esBlanco && (byte != 0x20 || anteriorBlanco) { limpio = false }
        anteriorBlanco = esBlanco
      }
      if limpio { return texto }
    }
    var resultado = String.UnicodeScalarView()
    var espacioPendiente = false
    for escalar in texto.unicodeScalars {
      if escalar.properties.isWhitespace {
        espacioPendiente = !resultado.isEmpty
      } else {
        if espacioPendiente { resultado.append(" ") }
        espacioPendiente = false
        resultado.append(escalar)
      }
    }
    return String(resultado)
  }

  /// The text without U+200C (zero width non-joiner) and U+200D (zero width joiner).
  public static func sinUniones(_ texto: String) -> String {
    guard texto.unicodeScalars.contains(where: esUnion) else { return texto }
    var resultado = String.UnicodeScalarView()
    for escalar in texto.unicodeScalars where !esUnion(escalar) { resultado.append(escalar) }
    return String(resultado)
  }

  /// U+200C and U+200D: invisible, but emoji sequences and several scripts need them.
  public static func esUnion(_ escalar: Unicode.Scalar) -> Bool {
    escalar.value == 0x200C || escalar.value == 0x200D
  }

  /// Whether the text holds a character a name may not: a control character (Unicode Cc), a
  /// bidi control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), or any other
  /// invisible format character (category Cf: U+00AD, U+200B, U+2060–U+2064, U+FEFF, …)
  /// except the joiners U+200C and U+200D.
  public static func tieneCaracteresNoValidos(_ texto: String) -> Bool {
    // ASCII: the only control characters are below space and DEL; no format character.
    if texto.utf8.allSatisfy({ $0 < 0x80 }) {
      return texto.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }
    return texto.unicodeScalars.contains(where: esNoValido)
  }

  /// Whether a name may not hold this scalar (see `tieneCaracteresNoValidos`): what every output
  /// writes escaped, so a name read from a file never drives the terminal, hides, or reorders
  /// what is around it.
  public static func esNoValido(_ escalar: Unicode.Scalar) -> Bool {
    if escalar.value < 0x80 { return escalar.value < 0x20 || escalar.value == 0x7F }
    switch escalar.properties.generalCategory {
    case .control: return true
    case .format: return !esUnion(escalar)
    default: return esControlBidi(escalar)
    }
  }

  /// U+202A–U+202E (embeddings and overrides) and U+2066–U+2069 (isolates).
  public static func esControlBidi(_ escalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(escalar.value) || (0x2066...0x2069).contains(escalar.value)
  }
}
