// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// When two names are the same, and how a name is found and completed; how a name is cleaned
/// and which characters it may not hold is in `Formatos`, since every format applies it.
extension NombreDeJugador {
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
    let buscado = claveDePrefijo(prefijo)
    return nombres.filter { claveSinAcentos($0).hasPrefix(buscado) }
  }

  /// What a name's `claveSinAcentos` starts with when the name starts with `prefijo`: its key,
  /// and the one space its trailing white space is in a name (`Ana ` starts `Ana María`,
  /// not `Anabel`): a word typed is not a whole name, so its end is not trimmed.
  public static func claveDePrefijo(_ prefijo: String) -> String {
    let clave = claveSinAcentos(prefijo)
    return !clave.isEmpty && prefijo.last?.isWhitespace == true ? clave + " " : clave
  }
}
