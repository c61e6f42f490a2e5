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

  /// These splices (sorted, not overlapping, of the bytes as some change left them) moved past a
  /// later change, given as the splices that revert it (`inversos`: where it changed the bytes):
  /// every offset shifts by what the later change added or removed before it, and a range the
  /// later change edited inside (`dentro`) grows or shrinks with it. `nil` when a range of the
  /// later change crosses a boundary of one of these. A later insertion right at a splice's
  /// start goes before it, one right at its end (or at the same point as an insertion) after it.
  public static func trasladados(_ empalmes: [Empalme], tras revertir: [Empalme]) -> (
    empalmes: [Empalme], dentro: Bool
  )? {
    // The later change as it was made: on the bytes before it, `desde..<hasta` became `largo`.
    var cambios: [(desde: Int, hasta: Int, largo: Int)] = []
    var desplazamiento = 0
    for r in revertir {
      let desde = r.desde - desplazamiento
      cambios.append((desde, desde + r.texto.count, r.hasta - r.desde))
      desplazamiento += (r.hasta - r.desde) - r.texto.count
    }
    var movidos: [Empalme] = []
    var dentro = false
    for empalme in empalmes {
      let (a, b) = (empalme.desde, empalme.hasta)
      var antes = 0
      var crece = 0
      for c in cambios {
        let delta = c.largo - (c.hasta - c.desde)
        let insercion = c.desde == c.hasta
        if c.hasta < a || (c.hasta == a && (!insercion || a < b)) {
          antes += delta  // before it (an insertion at its start too)
        } else if c.desde >= b {
          continue  // after it (an insertion at its end, or at the same point, too)
        } else if a <= c.desde && c.hasta <= b {
          crece += delta  // inside it
          dentro = true
        } else {
          return nil  // across a boundary
        }
      }
      movidos.append(Empalme(desde: a + antes, hasta: b + antes + crece, texto: empalme.texto))
    }
    return (movidos, dentro)
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
