// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// A new season's league made from this one.
extension DocumentoTorneo {
  /// The league's season label, its `"temporada"` member (which the format keeps as any
  /// unknown key): a string's text, any other value's JSON text (`2026`); `nil` when there is
  /// none or it is `null`.
  public var temporada: String? {
    guard let miembro = miembros(deObjetoEn: inicioDeLaLiga).first(where: esTemporada) else {
      return nil
    }
    return bytes.withUnsafeBufferPointer { buffer -> String? in
      var e = EscanerJSON(buffer, desde: miembro.inicioValor)
      if let rango = try? e.cadena() { return e.decodificar(rango) }
      let texto = String(decoding: buffer[miembro.inicioValor..<miembro.finValor], as: UTF8.self)
      return texto == "null" ? nil : texto
    }
  }

  /// A new season's tournament file made from this league: its name (`nombre`, else this
  /// one's), its season label `temporada` (never this one's: none if `nil`), its other unknown
  /// members but `partidos`, which starts empty; every team and player in order with their
  /// unknown members, and the numbers unless `sinDorsales`.
  public func temporadaNueva(nombre: String?, temporada: String?, sinDorsales: Bool)
    throws(ErrorArchivo) -> [UInt8]
  {
    var nuevos: [TextoDeTorneo.Equipo] = []
    for posicion in equipos.indices {
      let equipo = try equipo(en: posicion)
      let primero = equipos[posicion].jugadores.lowerBound
      nuevos.append(
        TextoDeTorneo.Equipo(
          nombre: equipo.nombre,
          otros: desconocidos(en: equipos[posicion].inicio, conocidas: [.nombre, .jugadores]),
          jugadores: equipo.jugadores.enumerated().map { k, j in
            TextoDeTorneo.Jugador(
              nombre: j.nombre, dorsal: sinDorsales ? nil : j.dorsal,
              otros: desconocidos(en: jugadores[primero + k].inicio, conocidas: [.nombre, .dorsal]))
          }))
    }
    // The label where the old one was, else first.
    var otros: [String] = []
    var etiqueta = temporada.map { "\"temporada\": " + TextoJSON.cadena($0) }
    for miembro in miembros(deObjetoEn: inicioDeLaLiga) where miembro.clave == .otra {
      if esTemporada(miembro) {
        if let nueva = etiqueta { otros.append(nueva) }
        etiqueta = nil
      } else if !texto(deClave: miembro).hasPrefix("\"partidos\"") {
        otros.append(texto(deClave: miembro))
      }
    }
    let texto = TextoDeTorneo.texto(
      nombre: nombre ?? self.nombre, otros: (etiqueta.map { [$0] } ?? []) + otros,
      equipos: nuevos, cola: ["\"partidos\": []"])
    return Array(texto.utf8)
  }

  /// Where the league's object starts: after a byte-order mark and white space.
  var inicioDeLaLiga: Int {
    var inicio = TextoUTF8.largoDeMarca(bytes)
    while inicio < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[inicio]) { inicio += 1 }
    return inicio
  }

  /// Whether a member of the league's object is its season label.
  private func esTemporada(_ miembro: Miembro) -> Bool {
    texto(deClave: miembro).hasPrefix("\"temporada\"")
  }

  /// A member as its JSON text (`"clave": valor`).
  private func texto(deClave miembro: Miembro) -> String {
    String(decoding: bytes[miembro.inicio..<miembro.finValor], as: UTF8.self)
  }

  /// The unknown members of the object at `inicio`, each as its text (`"clave": valor`).
  private func desconocidos(en inicio: Int, conocidas: Set<ClaveConocida>) -> [String] {
    miembros(deObjetoEn: inicio).filter { !conocidas.contains($0.clave) }.map(texto(deClave:))
  }
}

extension Empalme {
  /// The one splice that takes `viejo` to `nuevo`: the bytes between their common beginning
  /// and their common end (a change made in steps, each on the last one's bytes, as one).
  public static func diferencia(de viejo: [UInt8], a nuevo: [UInt8]) -> Empalme {
    var inicio = 0
    let corto = min(viejo.count, nuevo.count)
    while inicio < corto, viejo[inicio] == nuevo[inicio] { inicio += 1 }
    var fin = 0
    while fin < corto - inicio, viejo[viejo.count - 1 - fin] == nuevo[nuevo.count - 1 - fin] {
      fin += 1
    }
    return Empalme(
      desde: inicio, hasta: viejo.count - fin, texto: Array(nuevo[inicio..<(nuevo.count - fin)]))
  }
}
