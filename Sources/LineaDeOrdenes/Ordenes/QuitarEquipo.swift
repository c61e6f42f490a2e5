// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos
import Torneo

/// `quitar-equipo EQUIPO`: asks first, as `quitar` does, naming how many players go with the
/// team; a team that matches name is refused before the question (and again under the lock).
struct QuitarEquipo: OrdenDeclarada {
  let equipo: String
  let sinPreguntar: Bool

  static let definicion = DefinicionDeOrden(
    orden: .quitarEquipo, banderas: [.si], posicionales: [(.equipo, true)]
  ) { a throws(ErrorDeUso) in
    QuitarEquipo(equipo: a.posicionales[0], sinPreguntar: a.tiene(.si))
  }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    guard !sinPreguntar else { return contexto.cambiar(liga, .quitarEquipo(equipo)) }
    let equipo: Equipo
    do throws(ErrorDeLiga) {
      try liga.comprobarQueSePuedeCambiar(equipos: nil)
      equipo = try liga.equipo(llamado: self.equipo)
      let partidos = try liga.partidos(deEquipo: equipo.nombre)
      if partidos > 0 { throw .equipoEnPartidos(equipo.nombre, partidos: partidos) }
    } catch {
      return Resultado(contexto.fallar(error))
    }
    let catalogo = contexto.catalogo
    let pregunta = catalogo.texto(
      .preguntaQuitarEquipo(visible(equipo.nombre), jugadores: equipo.jugadores.count))
    if let negativa = contexto.confirmar(pregunta, siNo: catalogo.texto(.noQuitadoEquipo)) {
      return negativa
    }
    return contexto.cambiar(
      liga, .quitarEquipo(equipo.nombre, jugadores: equipo.jugadores.count))
  }
}
