// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Textos
import Torneo

/// `plantilla EQUIPO`: a team's roster, a player a line (`Jugador.enLista`), or as JSON.
struct Plantilla: OrdenDeclarada {
  let equipo: String
  let json: Bool

  static let definicion = DefinicionDeOrden(
    orden: .plantilla, banderas: [.json], posicionales: [(.equipo, true)]
  ) { a throws(ErrorDeUso) in Plantilla(equipo: a.posicionales[0], json: a.tiene(.json)) }

  var equipoNombrado: String? { equipo }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.paginado { contexto in
      contexto.conEquipo(self.equipo) { equipo in
        if json {
          contexto.salida.escribir(TextoJSON.lista(equipo.jugadores.map(TextoJSON.jugador)) + "\n")
        } else {
          Plantilla.escribir(equipo.jugadores, de: equipo, en: contexto)
        }
        return Resultado(.hecho)
      }
    }
  }

  /// `jugadores` of `equipo`, a player a line (`Jugador.enLista`); at a terminal, an empty
  /// team says so. `dorsales` prints its roster the same way, in another order.
  static func escribir(_ jugadores: [Jugador], de equipo: Equipo, en contexto: Contexto) {
    if jugadores.isEmpty {
      if contexto.entorno.esTerminal { contexto.avisar(.plantillaVacia(visible(equipo.nombre))) }
      return
    }
    // The lines gathered as bytes and written once: joining Strings (and a write per player)
    // cost more than the rest of the roster's printing.
    var lineas: [UInt8] = []
    lineas.reserveCapacity(jugadores.count * 20)
    for jugador in jugadores {
      lineas.append(contentsOf: jugador.enLista.utf8)
      lineas.append(0x0A)
    }
    contexto.salida.escribir(String(decoding: lineas, as: UTF8.self))
  }
}
