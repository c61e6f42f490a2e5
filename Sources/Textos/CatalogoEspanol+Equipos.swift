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
}
