// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos
import Torneo

/// `quitar EQUIPO JUGADOR`: a player off the roster, asked first (`--si` does not ask).
struct Quitar: OrdenDeclarada {
  let equipo: String
  let jugador: String
  let sinPreguntar: Bool

  static let definicion = DefinicionDeOrden(
    orden: .quitar, banderas: [.si], posicionales: [(.equipo, true), (.jugador, true)]
  ) { a throws(ErrorDeUso) in
    Quitar(equipo: a.posicionales[0], jugador: a.posicionales[1], sinPreguntar: a.tiene(.si))
  }

  var equipoNombrado: String? { equipo }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    guard !sinPreguntar else {
      return contexto.cambiar(liga, .quitar(jugador: jugador, equipo: equipo))
    }
    let equipo: Equipo
    let encontrado: Jugador
    let version: Int
    do {
      try liga.comprobarQueSePuedeCambiar(equipos: [self.equipo])
      version = try liga.version()
      equipo = try liga.equipo(llamado: self.equipo)
      encontrado = equipo.jugadores[try equipo.posicionDeJugador(llamado: jugador)]
    } catch {
      return Resultado(contexto.fallar(error))
    }
    let catalogo = contexto.catalogo
    let pregunta = catalogo.texto(
      .preguntaQuitar(encontrado.enLista, equipo: visible(equipo.nombre)))
    if let negativa = contexto.confirmar(pregunta, siNo: catalogo.texto(.noQuitado)) {
      return negativa
    }
    // Removed as the clerk saw them when they said yes: changed since, nothing is removed.
    return contexto.cambiar(
      liga, .quitar(jugador: encontrado.nombre, equipo: equipo.nombre, visto: encontrado),
      desde: version)
  }
}
