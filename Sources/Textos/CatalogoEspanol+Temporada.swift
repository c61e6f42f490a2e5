// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// A season's roster work: finding, replacing a roster, importing a league, a new season.
extension CatalogoEspanol {
  public func equipoEncontrado(_ nombre: String, jugadores: Int) -> String {
    switch jugadores {
    case 0: "\(nombre) · equipo que no tiene jugadores"
    case 1: "\(nombre) · equipo de 1 jugador"
    default: "\(nombre) · equipo de \(jugadores) jugadores"
    }
  }
  public func nadaCoincide(_ texto: String) -> String {
    "Ningún equipo ni jugador tiene «\(texto)» en el nombre"
  }
  public func reemplazado(
    equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int
  ) -> String {
    "Plantilla de \(equipo) sustituida: "
      + CatalogoEspanol.cuentas(
        anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
  }
  public func planAnadido(_ jugador: String) -> String { "+ \(jugador)" }
  public func planCambiado(_ antes: String, _ despues: String) -> String {
    "~ \(antes) → \(despues)"
  }
  public func planQuitado(_ jugador: String) -> String { "- \(jugador)" }
  public func planOrden(movidos: Int) -> String {
    "↕ El orden del archivo: "
      + (movidos == 1 ? "1 jugador cambia de puesto" : "\(movidos) jugadores cambian de puesto")
  }
  public func reemplazoComprobado(
    equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int
  ) -> String {
    "Todo correcto, no se ha guardado nada: en \(equipo), "
      + CatalogoEspanol.cuentas(
        anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
  }
  public func ligaImportada(jugadores: Int, equipos: Int, nuevos: Int, comprobado: Bool) -> String {
    let cuerpo =
      (jugadores == 1 ? "1 jugador" : "\(jugadores) jugadores") + " en "
      + (equipos == 1 ? "1 equipo" : "\(equipos) equipos")
      + (nuevos == 0 ? "" : nuevos == 1 ? " (1 nuevo)" : " (\(nuevos) nuevos)")
    return comprobado
      ? "Todo correcto, no se ha guardado nada: se importar" + (jugadores == 1 ? "ía " : "ían ")
        + cuerpo
      : "Importados a la liga: " + cuerpo
  }
  public func resumenDeLigaImportada(_ jugadores: Int) -> String {
    "importar: \(Catalogos.miles(jugadores, separador: ".")) "
      + (jugadores == 1 ? "jugador" : "jugadores") + " (la orden entera, en «historial --json»)"
  }
  public func temporadaIniciada(_ destino: String, desde origen: String, equipos: Int) -> String {
    "Temporada nueva en \(destino), desde \(origen): "
      + (equipos == 1 ? "1 equipo" : "\(equipos) equipos")
  }

  /// Added, changed and removed always; moved only when some are (a new order).
  static func cuentas(anadidos: Int, cambiados: Int, quitados: Int, movidos: Int) -> String {
    (anadidos == 1 ? "1 añadido" : "\(anadidos) añadidos") + ", "
      + (cambiados == 1 ? "1 cambiado" : "\(cambiados) cambiados") + ", "
      + (quitados == 1 ? "1 quitado" : "\(quitados) quitados")
      + (movidos == 0
        ? "" : movidos == 1 ? ", 1 movido de puesto" : ", \(movidos) movidos de puesto")
  }
}
