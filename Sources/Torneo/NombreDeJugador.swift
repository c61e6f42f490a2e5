/// The rules a name obeys wherever it comes from: how it is cleaned and when two are the same.
public enum NombreDeJugador {
  /// Trims white space at both ends and turns every inner run of white space into one space.
  public static func limpiar(_ texto: String) -> String {
    var resultado = ""
    resultado.reserveCapacity(texto.utf8.count)
    var espacioPendiente = false
    for caracter in texto {
      if caracter.isWhitespace {
        espacioPendiente = !resultado.isEmpty
      } else {
        if espacioPendiente { resultado.append(" ") }
        espacioPendiente = false
        resultado.append(caracter)
      }
    }
    return resultado
  }

  /// The key two names are compared by: case-insensitive, canonical equivalents equal.
  ///
  /// Upper- then lower-casing folds `ß`/`SS` and final sigma together; Swift's `String`
  /// equality already treats canonically equivalent strings (`é` and `e` + U+0301) as equal.
  public static func clave(_ nombre: String) -> String {
    limpiar(nombre).uppercased().lowercased()
  }

  /// Whether two names are the same player name.
  public static func mismoNombre(_ uno: String, _ otro: String) -> Bool {
    clave(uno) == clave(otro)
  }

  /// Whether the text holds a control character (Unicode Cc) or a bidi override or isolate.
  public static func tieneCaracteresNoValidos(_ texto: String) -> Bool {
    texto.unicodeScalars.contains { escalar in
      escalar.properties.generalCategory == .control || esControlBidi(escalar)
    }
  }

  /// U+202A–U+202E (embeddings and overrides) and U+2066–U+2069 (isolates).
  public static func esControlBidi(_ escalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(escalar.value) || (0x2066...0x2069).contains(escalar.value)
  }
}
