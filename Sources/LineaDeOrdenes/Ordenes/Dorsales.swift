// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// `dorsales EQUIPO`: a team's roster for a match sheet, by number (those without one last, in
/// roster order), a player a line as `plantilla` writes them.
struct Dorsales: OrdenDeclarada {
  let equipo: String

  static let definicion = DefinicionDeOrden(orden: .dorsales, posicionales: [(.equipo, true)]) {
    a throws(ErrorDeUso) in Dorsales(equipo: a.posicionales[0])
  }

  var equipoNombrado: String? { equipo }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.conEquipo(self.equipo) { equipo in
      // A stable sort: the players without a number keep the roster's order.
      let ordenados = equipo.jugadores.enumerated().sorted { a, b in
        (a.element.dorsal ?? Int.max, a.offset) < (b.element.dorsal ?? Int.max, b.offset)
      }
      Plantilla.escribir(ordenados.map(\.element), de: equipo, en: contexto)
      return Resultado(.hecho)
    }
  }
}
