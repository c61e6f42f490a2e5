// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// What the file holds, read on demand from its bytes and index.
extension DocumentoTorneo {
  /// The player names of the team at `equipo`, in file order.
  public func nombresDeJugadores(enEquipo equipo: Int) -> [String] {
    equipos[equipo].jugadores.map { texto(jugadores[$0].nombre) }
  }

  /// The player at `k` as read.
  public func jugador(en k: Int) -> Jugador {
    Jugador(nombre: texto(jugadores[k].nombre), dorsal: jugadores[k].dorsal)
  }

  /// The members of an already validated object: where each key starts and its value ends.
  public func miembros(deObjetoEn inicio: Int) -> [Miembro] {
    var resultado: [Miembro] = []
    bytes.withUnsafeBufferPointer { buffer in
      var e = EscanerJSON(buffer, desde: inicio)
      try? e.objeto(profundidad: 0) { (s, clave) throws(FalloLectura) in
        try s.saltarValor(profundidad: 0)
        resultado.append(
          Miembro(
            clave: clave.conocida, inicio: clave.inicio, inicioValor: clave.inicioValor,
            finValor: s.i))
      }
    }
    return resultado
  }

  /// The leading spaces and tabs of the line holding `offset`.
  public func sangriaDeLinea(en offset: Int) -> [UInt8] {
    var inicio = offset
    while inicio > 0, bytes[inicio - 1] != 0x0A { inicio -= 1 }
    var fin = inicio
    while fin < offset, bytes[fin] == 0x20 || bytes[fin] == 0x09 { fin += 1 }
    return Array(bytes[inicio..<fin])
  }
}
