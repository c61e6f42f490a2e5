// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// A season's roster work: finding, replacing a roster, importing a league, a new season.
extension CatalogoIngles {
  public func equipoEncontrado(_ nombre: String, jugadores: Int) -> String {
    switch jugadores {
    case 0: "\(nombre) · team that has no players"
    case 1: "\(nombre) · team of 1 player"
    default: "\(nombre) · team of \(jugadores) players"
    }
  }
  public func nadaCoincide(_ texto: String) -> String {
    "No team or player has “\(texto)” in their name"
  }
  public func reemplazado(
    equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int
  ) -> String {
    "Roster of \(equipo) replaced: "
      + CatalogoIngles.cuentas(
        anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
  }
  public func planAnadido(_ jugador: String) -> String { "+ \(jugador)" }
  public func planCambiado(_ antes: String, _ despues: String) -> String {
    "~ \(antes) → \(despues)"
  }
  public func planQuitado(_ jugador: String) -> String { "- \(jugador)" }
  public func planOrden(movidos: Int) -> String {
    "↕ The file's order: " + (movidos == 1 ? "1 player moves" : "\(movidos) players move")
  }
  public func reemplazoComprobado(
    equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int
  ) -> String {
    "All valid, nothing saved: in \(equipo), "
      + CatalogoIngles.cuentas(
        anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
  }
  public func ligaImportada(jugadores: Int, equipos: Int, nuevos: Int, comprobado: Bool) -> String {
    let cuerpo =
      (jugadores == 1 ? "1 player" : "\(jugadores) players") + " into "
      + (equipos == 1 ? "1 team" : "\(equipos) teams")
      + (nuevos == 0 ? "" : " (\(nuevos) new)")
    return comprobado
      ? "All valid, nothing saved: it would import " + cuerpo
      : "Imported into the league: " + cuerpo
  }
  public func resumenDeLigaImportada(_ jugadores: Int) -> String {
    "importar: \(Catalogos.miles(jugadores, separador: ",")) "
      + (jugadores == 1 ? "player" : "players") + " (the whole command is in “historial --json”)"
  }
  public func temporadaIniciada(_ destino: String, desde origen: String, equipos: Int) -> String {
    "New season in \(destino), from \(origen): " + (equipos == 1 ? "1 team" : "\(equipos) teams")
  }

  /// Added, changed and removed always; moved only when some are (a new order).
  static func cuentas(anadidos: Int, cambiados: Int, quitados: Int, movidos: Int) -> String {
    "\(anadidos) added, \(cambiados) changed, \(quitados) removed"
      + (movidos == 0 ? "" : ", \(movidos) moved")
  }
}
