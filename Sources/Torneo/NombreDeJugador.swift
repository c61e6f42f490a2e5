/// The rules a name obeys wherever it comes from: how it is cleaned and when two are the same.
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

  /// The key two names are compared by: case-insensitive, canonical equivalents equal, and
  /// the joiners U+200C and U+200D (the only invisible characters a name may hold) ignored.
  ///
  /// Upper- then lower-casing folds `ß`/`SS` and final sigma together; Swift's `String`
  /// equality already treats canonically equivalent strings (`é` and `e` + U+0301) as equal.
  public static func clave(_ nombre: String) -> String {
    if let ascii = claveASCII(nombre) { return ascii }
    return limpiar(sinUniones(nombre)).uppercased().lowercased()
  }

  /// `clave` of an ASCII name (most), or `nil` for any other: a byte path with the same result
  /// (Unicode case mapping of ASCII letters is A–Z to a–z, and its ASCII white space is tab to
  /// carriage return and space), written straight into the new string. Completion and every
  /// roster built compute it once per player, so it is kept to one pass and one allocation.
  static func claveASCII(_ nombre: String) -> String? {
    var nombre = nombre
    return nombre.withUTF8 { fuente -> String? in
      // One pass: the first byte outside ASCII gives up (the key written so far is dropped).
      var ascii = true
      let clave = String(unsafeUninitializedCapacity: fuente.count) { destino in
        var n = 0
        var espacioPendiente = false
        for byte in fuente {
          if byte >= 0x80 {
            ascii = false
            return 0
          }
          if byte == 0x20 || byte &- 0x09 < 5 {
            espacioPendiente = n > 0
            continue
          }
          if espacioPendiente {
            destino[n] = 0x20
            n &+= 1
            espacioPendiente = false
          }
          destino[n] = byte &- 0x41 < 26 ? byte | 0x20 : byte
          n &+= 1
        }
        return n
      }
      return ascii ? clave : nil
    }
  }

  /// Whether two names are the same player name.
  public static func mismoNombre(_ uno: String, _ otro: String) -> Bool {
    clave(uno) == clave(otro)
  }

  /// The key a name is found and completed by, and a team name told apart by: `clave` without
  /// accents (the combining diacritical marks U+0300–U+036F, written apart or precomposed:
  /// `é`, `ñ`, `ü`, `ç`), so `atletico b` finds `Atlético B`. Player names stay told apart by
  /// `clave` (`Jose` and `José` may play in one team).
  public static func claveSinAcentos(_ nombre: String) -> String {
    if let ascii = claveASCII(nombre) { return ascii }
    let clave = clave(nombre)
    var resultado = String.UnicodeScalarView()
    for escalar in clave.unicodeScalars where !Acentos.esAcento(escalar) {
      resultado.append(Acentos.base(de: escalar))
    }
    return String(resultado)
  }

  /// Where `buscado` is among `nombres`: the exact name; else the one name equal by `clave`
  /// (case, spacing, canonical equivalence); else the one name equal by `claveSinAcentos`.
  /// `nil` when none is, or when several are equally close. Every team and player look-up,
  /// on the file and on the server, goes through here.
  public static func posicion<Nombres: Collection<String>>(
    de buscado: String, en nombres: Nombres
  ) -> Nombres.Index? {
    if let exacta = nombres.firstIndex(of: buscado) { return exacta }
    for llave in [clave, claveSinAcentos] as [(String) -> String] {
      let buscada = llave(buscado)
      var encontrada: Nombres.Index?
      for k in nombres.indices where llave(nombres[k]) == buscada {
        guard encontrada == nil else { return nil }
        encontrada = k
      }
      if let encontrada { return encontrada }
    }
    return nil
  }

  /// The names that `prefijo` starts, compared by `claveSinAcentos`, in order: what TAB offers.
  public static func empiezanPor(_ prefijo: String, _ nombres: [String]) -> [String] {
    let buscado = claveSinAcentos(prefijo)
    return nombres.filter { claveSinAcentos($0).hasPrefix(buscado) }
  }

  /// The text without U+200C (zero width non-joiner) and U+200D (zero width joiner).
  static func sinUniones(_ texto: String) -> String {
    guard texto.unicodeScalars.contains(where: esUnion) else { return texto }
    var resultado = String.UnicodeScalarView()
    for escalar in texto.unicodeScalars where !esUnion(escalar) { resultado.append(escalar) }
    return String(resultado)
  }

  /// U+200C and U+200D: invisible, but emoji sequences and several scripts need them.
  static func esUnion(_ escalar: Unicode.Scalar) -> Bool {
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
