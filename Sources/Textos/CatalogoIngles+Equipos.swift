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
}
