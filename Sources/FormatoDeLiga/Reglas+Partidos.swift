// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// The rules of a team that the league's matches name (`Partidos`): both stores read the
/// matches as JSON, the file its whole object, the server its league row's unknown members.
extension Reglas {
  /// The matches of the league whose JSON object is `liga` that follow a team renamed from
  /// `actual` to `nuevo`, as splices; refused when matches already name a team that is not
  /// there whose name is `nuevo`'s as the team-name rule compares names (case, spacing,
  /// accents: `claveDeEquipo`) and is not the team's own name as the matches write it, which
  /// would leave two teams under one name. A new spelling of the team's own name (`Rayo FC` →
  /// `RAYO FC`) is refused so only when a match already writes the other spelling.
  public static func partidosDelRenombre(de actual: String, a nuevo: String, en liga: [UInt8])
    throws(ErrorDeLiga) -> [Empalme]
  {
    let clave = claveDeEquipo(nuevo)
    let ya = Partidos.nombres(en: liga).filter { $0 != actual && claveDeEquipo($0) == clave }
    if let primero = ya.first {
      throw .nombreEnPartidos(nuevo, como: primero, partidos: ya.count)
    }
    return Partidos.renombrando(actual, a: nuevo, en: liga)
  }

  /// Removing a team with `jugadores` players from the league whose JSON object (the file's,
  /// or the server's league row's unknown members) is `liga`: refused while a match names it,
  /// and when `vistos` (the players the clerk was told go with it) are not `jugadores` now.
  public static func retirada(
    de equipo: String, jugadores: Int, en liga: [UInt8], vistos: Int? = nil
  ) throws(ErrorDeLiga) -> Cambio {
    if let vistos, vistos != jugadores { throw .equipoCambiado(equipo, jugadores: jugadores) }
    let partidos = Partidos.referencias(a: equipo, en: liga).count
    if partidos > 0 { throw .equipoEnPartidos(equipo, partidos: partidos) }
    return .equipoQuitado(equipo, jugadores: jugadores)
  }
}
