// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

extension DocumentoTorneo {
  /// Every team's and player's name that breaks the name rules (`Reglas.forma`: empty, too
  /// long, invisible characters; repetition is the reader's own refusal), in file order, with
  /// its line. A name of printable ASCII that fits is seen to obey them from its bytes alone,
  /// so a league of 250,000 such players decodes none.
  public func nombresFueraDeRegla() -> [NombreFueraDeRegla] {
    // The players to look closer at, by team: one pass over the bytes, every command (a
    // 10,000-team league has 250,000 names).
    let dudosos: [(equipo: Int, jugador: Int)] = bytes.withUnsafeBufferPointer { b in
      var dudosos: [(Int, Int)] = []
      for (e, equipo) in equipos.enumerated() {
        for k in equipo.jugadores {
          let rango = jugadores[k].nombre
          if rango.conEscapes
            || !DocumentoTorneo.obedece(b, rango.inicio..<rango.fin, maximo: Reglas.maximoNombre)
          {
            dudosos.append((e, k))
          }
        }
      }
      return dudosos
    }
    var fuera: [(posicion: Int, nombre: String, equipo: String?, error: ErrorNombre)] = []
    for equipo in equipos {
      var nombre = equipo.nombre
      let claro = nombre.withUTF8 {
        DocumentoTorneo.obedece($0, 0..<$0.count, maximo: Reglas.maximoNombreDeEquipo)
      }
      if !claro,
        case .failure(let error) = Reglas.forma(nombre, maximo: Reglas.maximoNombreDeEquipo)
      {
        fuera.append((equipo.nombreEn, nombre, nil, error))
      }
    }
    for (e, k) in dudosos {
      let rango = jugadores[k].nombre
      let nombre = texto(rango)
      if case .failure(let error) = Reglas.forma(nombre, maximo: Reglas.maximoNombre) {
        fuera.append((rango.inicio, nombre, equipos[e].nombre, error))
      }
    }
    // A team's name may come after its players: lines counted in one pass, in file order.
    fuera.sort { $0.posicion < $1.posicion }
    var linea = 1
    var k = 0
    return fuera.map { nombre in
      while k < nombre.posicion {
        if bytes[k] == 0x0A { linea += 1 }
        k += 1
      }
      return NombreFueraDeRegla(
        linea: linea, nombre: nombre.nombre, equipo: nombre.equipo, error: nombre.error)
    }
  }

  /// Whether a name's raw UTF-8 (`rango` of `b`, valid) obeys `Reglas.forma` without decoding
  /// it: a letter that is not a space (not empty once cleaned), at most `maximo` characters,
  /// each printable ASCII or a Latin letter of U+00C0–U+027F (`Atlético`, `Peña`: lead bytes
  /// C3–C9), none of which is white space, invisible, or joins another into one character.
  /// `false` says only «look closer». A name of printable ASCII is looked at eight bytes at a
  /// time, as the scanner skips a string (`finDeLoSimple`).
  static func obedece(_ b: UnsafeBufferPointer<UInt8>, _ rango: Range<Int>, maximo: Int) -> Bool {
    if let ascii = obedeceASCII(b, rango, maximo: maximo), ascii { return true }
    var caracteres = 0
    var letra = false
    var k = rango.lowerBound
    while k < rango.upperBound {
      let c = b[k]
      if (0x20...0x7E).contains(c) {
        letra = letra || c != 0x20
        k &+= 1
      } else if (0xC3...0xC9).contains(c), k &+ 1 < rango.upperBound {
        letra = true
        k &+= 2
      } else {
        return false
      }
      caracteres &+= 1
      if caracteres > maximo { return false }
    }
    return letra
  }

  /// `obedece` for a name of printable ASCII, a word at a time: of 8 bytes or more, its words,
  /// the last one ending with it (overlapping the one before); a shorter one, the word it
  /// starts, the bytes after it taken for letters. `nil` when the word would pass the buffer's
  /// end; `false` for a name that is not printable ASCII, too long or all spaces.
  static func obedeceASCII(_ b: UnsafeBufferPointer<UInt8>, _ rango: Range<Int>, maximo: Int)
    -> Bool?
  {
    let n = rango.count
    guard n > 0, n <= maximo else { return false }
    let espacios = EscanerJSON.repetido(0x20)
    if n >= 8 {
      var letra = false
      var k = rango.lowerBound
      while true {
        let w = EscanerJSON.palabra(b, k)
        guard imprimible(w) else { return false }
        letra = letra || w != espacios
        if k == rango.upperBound &- 8 { return letra }
        k = min(k &+ 8, rango.upperBound &- 8)
      }
    }
    guard rango.lowerBound &+ 8 <= b.count else { return nil }
    let suyos: UInt64 = (1 << (UInt64(n) &* 8)) &- 1
    let w = EscanerJSON.palabra(b, rango.lowerBound) & suyos
    return imprimible(w | (EscanerJSON.repetido(0x41) & ~suyos)) && w != espacios & suyos
  }

  /// Whether each of a word's eight bytes is printable ASCII, 0x20 to 0x7E: none below 0x20
  /// (the borrow of `w - 0x20…` sets its high bit, or a lower byte's already set one), none
  /// 0x7F or above (`w + 0x01…` or `w` itself has its high bit).
  @inline(__always) static func imprimible(_ w: UInt64) -> Bool {
    let bajos = (w &- EscanerJSON.repetido(0x20)) & ~w
    let altos = (w &+ EscanerJSON.repetido(0x01)) | w
    return (bajos | altos) & EscanerJSON.repetido(0x80) == 0
  }
}
