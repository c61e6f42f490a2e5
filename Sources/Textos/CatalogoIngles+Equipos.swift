// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

extension CatalogoIngles {
  public func equipoRenombrado(_ antes: String, _ despues: String, partidos: Int) -> String {
    "Team renamed: \(antes) → \(despues); matches naming it: \(partidos)"
  }
  public func preguntaQuitarEquipo(_ equipo: String, jugadores: Int) -> String {
    switch jugadores {
    case 0: "Remove the team \(equipo), which has no players? [y/N] "
    case 1: "Remove the team \(equipo) and its one player? [y/N] "
    default: "Remove the team \(equipo) and its \(jugadores) players? [y/N] "
    }
  }
  public func equipoQuitado(_ equipo: String, jugadores: Int) -> String {
    switch jugadores {
    case 0: "Removed the team \(equipo), which had no players"
    case 1: "Removed the team \(equipo) and its one player"
    default: "Removed the team \(equipo) and its \(jugadores) players"
    }
  }
  public func noQuitadoEquipo() -> String { "No team was removed." }
  public func equipoEnPartidos(_ equipo: String, partidos: Int) -> String {
    "the team \(equipo) is not removed: "
      + (partidos == 1
        ? "1 match of the league names it" : "\(partidos) matches of the league name it")
      + ", and a team stays while a match names it"
  }
  public func nombreEnPartidos(_ nombre: String, como: String, partidos: Int) -> String {
    "the team is not renamed \(nombre): "
      + (partidos == 1
        ? "1 match of the league already names" : "\(partidos) matches of the league already name")
      + " a team \(como) that is not there: the name would then stand for two teams"
  }
  public func traspasado(_ antes: String, _ despues: String, desde: String, hasta: String)
    -> String
  {
    "Transferred from \(desde) to \(hasta): " + (antes == despues ? antes : "\(antes) → \(despues)")
  }
  public func traspasoAlMismoEquipo(_ jugador: String, equipo: String) -> String {
    "“\(jugador)” already plays for \(equipo): there is nothing to transfer"
  }
  public func nombreOcupadoEn(_ nombre: String, equipo: String) -> String {
    "there is already a player called “\(nombre)” in \(equipo)"
  }
  public func dorsalOcupadoEn(_ dorsal: Int, equipo: String) -> String {
    "another player of \(equipo) already wears \(dorsal)"
  }
  public func eligeOtroDorsal() -> String {
    "Choose another with --dorsal, or none with --sin-dorsal"
  }
  public func cabeceraDeTraspaso(_ jugador: String, dorsal: Int, desde: String, hasta: String)
    -> String
  {
    "Transfer of \(jugador) from \(desde) to \(hasta): another player wears \(dorsal) there;"
      + " choose another number or leave it empty (Ctrl-C cancels)"
  }
}
