// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The members `marcador` does not know (a league's `temporada`, a team's `color`…), as JSON
/// text, so another store can keep them and give them back.
extension DocumentoTorneo {
  /// The league's unknown members as one JSON object, in file order (`{}` when none).
  public var desconocidosDeLaLiga: String {
    var inicio = TextoUTF8.largoDeMarca(bytes)
    while inicio < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[inicio]) { inicio += 1 }
    return objeto(deDesconocidosEn: inicio, conocidas: [.nombre, .equipos])
  }

  /// The unknown members of the team at `posicion`, as one JSON object (`{}` when none).
  public func desconocidos(deEquipo posicion: Int) -> String {
    objeto(deDesconocidosEn: equipos[posicion].inicio, conocidas: [.nombre, .jugadores])
  }

  /// The unknown members of the `k`-th player (0-based) of the team at `posicion`.
  public func desconocidos(deJugador k: Int, enEquipo posicion: Int) -> String {
    let indice = equipos[posicion].jugadores.lowerBound + k
    return objeto(deDesconocidosEn: jugadores[indice].inicio, conocidas: [.nombre, .dorsal])
  }

  private func objeto(deDesconocidosEn inicio: Int, conocidas: Set<ClaveConocida>) -> String {
    let partes = miembros(deObjetoEn: inicio).filter { !conocidas.contains($0.clave) }.map {
      String(decoding: bytes[$0.inicio..<$0.finValor], as: UTF8.self)
    }
    return "{" + partes.joined(separator: ", ") + "}"
  }
}
