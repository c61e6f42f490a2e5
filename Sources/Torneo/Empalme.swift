// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// One change to a file's bytes: the bytes in `desde..<hasta` become `texto`. An insertion has
/// an empty range, a deletion an empty text. Every change `marcador` makes to the tournament
/// file is a list of these, so every byte outside them stays as it was.
public struct Empalme: Equatable, Sendable {
  public let desde: Int
  public let hasta: Int
  public let texto: [UInt8]

  public init(desde: Int, hasta: Int, texto: [UInt8]) {
    self.desde = desde
    self.hasta = hasta
    self.texto = texto
  }

  /// The file after the splices (sorted, not overlapping), as slices of the old bytes and the
  /// new texts: saving writes them as they are, so a large file is never copied in memory.
  public static func partes(de bytes: [UInt8], con empalmes: [Empalme]) -> [ArraySlice<UInt8>] {
    var partes: [ArraySlice<UInt8>] = []
    var k = 0
    for empalme in empalmes {
      partes.append(bytes[k..<empalme.desde])
      partes.append(empalme.texto[...])
      k = empalme.hasta
    }
    partes.append(bytes[k...])
    return partes
  }

  /// The splices that take the file after `empalmes` back to `bytes`, byte for byte.
  public static func inversos(de empalmes: [Empalme], en bytes: [UInt8]) -> [Empalme] {
    var desplazamiento = 0
    var inversos: [Empalme] = []
    for empalme in empalmes {
      let desde = empalme.desde + desplazamiento
      inversos.append(
        Empalme(
          desde: desde, hasta: desde + empalme.texto.count,
          texto: Array(bytes[empalme.desde..<empalme.hasta])))
      desplazamiento += empalme.texto.count - (empalme.hasta - empalme.desde)
    }
    return inversos
  }

  /// Whether the splices are sorted, within `0...tamano` and do not overlap.
  public static func sonValidos(_ empalmes: [Empalme], tamano: Int) -> Bool {
    var k = 0
    for empalme in empalmes {
      guard empalme.desde >= k, empalme.hasta >= empalme.desde, empalme.hasta <= tamano else {
        return false
      }
      k = empalme.hasta
    }
    return true
  }
}

/// The bytes with the splices applied.
public func aplicando(_ empalmes: [Empalme], a bytes: [UInt8]) -> [UInt8] {
  Empalme.partes(de: bytes, con: empalmes).reduce(into: []) { $0 += $1 }
}
