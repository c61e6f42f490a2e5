// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

extension CatalogoEspanol {
  public func equipoRenombrado(_ antes: String, _ despues: String, partidos: Int) -> String {
    "Equipo renombrado: \(antes) → \(despues); partidos que lo nombran: \(partidos)"
  }
  public func preguntaQuitarEquipo(_ equipo: String, jugadores: Int) -> String {
    switch jugadores {
    case 0: "¿Quitar el equipo \(equipo), que no tiene jugadores? [s/N] "
    case 1: "¿Quitar el equipo \(equipo) y su único jugador? [s/N] "
    default: "¿Quitar el equipo \(equipo) y sus \(jugadores) jugadores? [s/N] "
    }
  }
  public func equipoQuitado(_ equipo: String, jugadores: Int) -> String {
    switch jugadores {
    case 0: "Quitado el equipo \(equipo), que no tenía jugadores"
    case 1: "Quitado el equipo \(equipo) y su único jugador"
    default: "Quitado el equipo \(equipo) y sus \(jugadores) jugadores"
    }
  }
  public func noQuitadoEquipo() -> String { "No se ha quitado ningún equipo." }
  public func equipoEnPartidos(_ equipo: String, partidos: Int) -> String {
    "no se quita el equipo \(equipo): "
      + (partidos == 1 ? "lo nombra 1 partido" : "lo nombran \(partidos) partidos")
      + " de la liga, y un equipo se queda mientras un partido lo nombre"
  }
  public func nombreEnPartidos(_ nombre: String, como: String, partidos: Int) -> String {
    "no se cambia el nombre a \(nombre): "
      + (partidos == 1
        ? "1 partido de la liga ya nombra" : "\(partidos) partidos de la liga ya nombran")
      + " un equipo \(como) que no está: ese nombre pasaría a ser el de dos equipos"
  }
  public func traspasado(_ antes: String, _ despues: String, desde: String, hasta: String)
    -> String
  {
    "Traspasado de \(desde) a \(hasta): " + (antes == despues ? antes : "\(antes) → \(despues)")
  }
  public func traspasoAlMismoEquipo(_ jugador: String, equipo: String) -> String {
    "«\(jugador)» ya juega en \(equipo): no hay nada que traspasar"
  }
  public func nombreOcupadoEn(_ nombre: String, equipo: String) -> String {
    "ya hay un jugador llamado «\(nombre)» en \(equipo)"
  }
  public func dorsalOcupadoEn(_ dorsal: Int, equipo: String) -> String {
    "el \(dorsal) ya lo lleva otro jugador de \(equipo)"
  }
  public func eligeOtroDorsal() -> String { "Elige otro con --dorsal, o ninguno con --sin-dorsal" }
  public func cabeceraDeTraspaso(_ jugador: String, dorsal: Int, desde: String, hasta: String)
    -> String
  {
    "Traspaso de \(jugador) de \(desde) a \(hasta): allí el \(dorsal) ya lo lleva otro; elige"
      + " otro dorsal o déjalo vacío (Ctrl-C cancela)"
  }
}
