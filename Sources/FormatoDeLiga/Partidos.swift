// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The league's matches, a member marcador keeps without knowing it (`"partidos": [{"local":
/// "Rayo FC", "visitante": "Atlético B", …}]`), name their teams by name: where they do, so that
/// a renamed team's matches follow it and a team that a match names is not removed. One reading
/// for both stores: the file's whole object, and the server's league row's unknown members.
public enum Partidos {
  /// The byte ranges, in order, of every string value of `local` or `visitante` in the matches
  /// of the JSON object `objeto` that is exactly `equipo` (each range the whole string, quotes
  /// and all: a splice with `TextoJSON.bytes` renames it). Anything else is left alone.
  public static func referencias(a equipo: String, en objeto: [UInt8]) -> [Range<Int>] {
    var rangos: [Range<Int>] = []
    let buscado = Array(equipo.utf8)
    recorrer(objeto) { buffer, texto, rango, e in
      if es(texto, buscado, en: buffer, e) { rangos.append(rango) }
    }
    return rangos
  }

  /// Every team name the matches of the JSON object `objeto` use (`local`, `visitante`), in
  /// order, one per use, as decoded.
  public static func nombres(en objeto: [UInt8]) -> [String] {
    var nombres: [String] = []
    recorrer(objeto) { _, texto, _, e in nombres.append(e.decodificar(texto)) }
    return nombres
  }

  /// Calls `cada` with every string value of `local` or `visitante` in the matches of the JSON
  /// object `objeto`: the buffer, the text inside the quotes, the whole string's range.
  private static func recorrer(
    _ objeto: [UInt8],
    _ cada: (UnsafeBufferPointer<UInt8>, RangoTexto, Range<Int>, EscanerJSON) -> Void
  ) {
    objeto.withUnsafeBufferPointer { buffer in
      func clave(_ clave: Clave, es bytes: [UInt8], en e: EscanerJSON) -> Bool {
        let interior = RangoTexto(
          inicio: clave.inicio + 1, fin: clave.fin - 1,
          conEscapes: buffer[(clave.inicio + 1)..<(clave.fin - 1)].contains(0x5C))
        return es(interior, bytes, en: buffer, e)
      }
      let (partidos, local, visitante) = (
        Array("partidos".utf8), Array("local".utf8), Array("visitante".utf8)
      )
      var e = EscanerJSON(buffer, desde: TextoUTF8.largoDeMarca(buffer))
      e.espacios()
      try? e.objeto(profundidad: 0) { (s, miembro) throws(FalloLectura) in
        guard clave(miembro, es: partidos, en: s), s.mira() == 0x5B else {
          return try s.saltarValor(profundidad: 0)
        }
        try s.lista(profundidad: 1) { (p) throws(FalloLectura) in
          guard p.mira() == 0x7B else { return try p.saltarValor(profundidad: 1) }
          try p.objeto(profundidad: 2) { (m, lado) throws(FalloLectura) in
            guard clave(lado, es: local, en: m) || clave(lado, es: visitante, en: m),
              m.mira() == 0x22
            else { return try m.saltarValor(profundidad: 2) }
            let inicio = m.i
            let texto = try m.cadena()
            cada(buffer, texto, inicio..<m.i, m)
          }
        }
      }
    }
  }

  /// Whether a JSON text holds exactly `bytes`: compared as its bytes, decoded only when it
  /// holds escapes, so a league's thousands of matches are read without a String each.
  private static func es(
    _ texto: RangoTexto, _ bytes: [UInt8], en buffer: UnsafeBufferPointer<UInt8>, _ e: EscanerJSON
  ) -> Bool {
    texto.conEscapes
      ? Array(e.decodificar(texto).utf8) == bytes
      : buffer[texto.inicio..<texto.fin].elementsEqual(bytes)
  }

  /// How many matches the JSON object `objeto` holds (the elements of its `partidos` list).
  public static func cuantos(en objeto: [UInt8]) -> Int {
    var cuantos = 0
    let partidos = Array("partidos".utf8)
    objeto.withUnsafeBufferPointer { buffer in
      var e = EscanerJSON(buffer, desde: TextoUTF8.largoDeMarca(buffer))
      e.espacios()
      try? e.objeto(profundidad: 0) { (s, miembro) throws(FalloLectura) in
        guard buffer[(miembro.inicio + 1)..<(miembro.fin - 1)].elementsEqual(partidos),
          s.mira() == 0x5B
        else { return try s.saltarValor(profundidad: 0) }
        try s.lista(profundidad: 1) { (p) throws(FalloLectura) in
          cuantos += 1
          try p.saltarValor(profundidad: 1)
        }
      }
    }
    return cuantos
  }

  /// `objeto` with every match naming `equipo` naming `nuevo` instead, as splices.
  public static func renombrando(_ equipo: String, a nuevo: String, en objeto: [UInt8])
    -> [Empalme]
  {
    referencias(a: equipo, en: objeto).map {
      Empalme(desde: $0.lowerBound, hasta: $0.upperBound, texto: TextoJSON.bytes(nuevo))
    }
  }
}
