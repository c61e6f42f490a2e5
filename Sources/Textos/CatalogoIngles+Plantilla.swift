// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario
import Torneo

extension CatalogoIngles {
  public func enCampo(_ campo: Campo, _ mensaje: String) -> String {
    "\(nombre(de: campo)): \(mensaje)"
  }
  public func cabecera(
    jugador: String?, equipo: String?, conAnterior: Bool, guarda: Bool
  ) -> [String] {
    let que =
      switch (jugador, equipo) {
      case (let j?, let e?): "Edit \(j) of \(e)"
      case (nil, let e?): "Add a player to \(e)"
      default: "Add a player"
      }
    let anterior = conAnterior ? ["⇧⇥ back"] : []
    let ultimo = guarda ? "saves" : "checks"
    return [que, "⏎ next (on the last, \(ultimo))"] + anterior + ["Ctrl-C cancels"]
  }
  public func jugadorDesconocido(_ nombre: String) -> String { "There is no player “\(nombre)”" }
  public func jugadorDesconocidoEn(_ nombre: String, equipo: String) -> String {
    "There is no player “\(nombre)” in \(equipo)"
  }
  public func sinCambios() -> String { "No changes: nothing was saved" }
  public func editado(_ antes: String, _ despues: String, equipo: String) -> String {
    "Edited in \(equipo): \(antes) → \(despues)"
  }
  public func quitado(_ jugador: String, equipo: String) -> String {
    "Removed from \(equipo): \(jugador)"
  }
  public func preguntaQuitar(_ jugador: String, equipo: String) -> String {
    "Remove \(jugador) from \(equipo)? [y/N] "
  }
  public func noQuitado() -> String { "Nobody was removed." }
  public func importado(_ cuantos: Int, equipo: String) -> String {
    cuantos == 1
      ? "Imported into \(equipo): 1 player" : "Imported into \(equipo): \(cuantos) players"
  }
  public func resumenDeImportacion(_ cuantos: Int, equipo: String) -> String {
    "importar \(equipo): \(Catalogos.miles(cuantos, separador: ",")) "
      + (cuantos == 1 ? "player" : "players") + " (the whole command is in “historial --json”)"
  }
  public func equipoCreado(_ nombre: String) -> String { "Team created: \(nombre)" }
  public func equipoRepetido(_ nombre: String) -> String { "There is already a team “\(nombre)”" }
  public func nombreDeEquipoLargo(maximo: Int) -> String { "\(maximo) letters at most" }
  public func deshecho(_ cambio: String) -> String { "Undone: \(cambio)" }
  public func diarioNoValido(_ ruta: String, linea: Int) -> String {
    "\(ruta):\(linea): the journal of changes cannot be read; nothing was touched"
  }
  public func marcaDeshecho() -> String { "(undone)" }
  public func ligaSinEquipos() -> String {
    "The league has no teams yet: create the first one with “\(orden("nuevo-equipo NAME"))”"
  }
  public func valorVacio(_ opcion: String) -> String { "“\(opcion)” cannot be empty" }
  public func incompatibles(_ una: String, _ otra: String) -> String {
    "“\(una)” and “\(otra)” cannot go together"
  }
  public func esperandoCerrojo() -> String {
    "Waiting for another process to release the league… (Ctrl-C cancels)"
  }
  public func esperandoServidor() -> String { "Waiting for the server… (Ctrl-C cancels)" }
  public func preguntaReintentar() -> String { "Try again? [Y/n] " }
  public func comoVerLosEquipos() -> String { "“\(orden("equipos"))” lists them" }
  public func comoVerLaPlantilla(_ equipo: String) -> String {
    "“\(orden("plantilla " + equipo))” shows it"
  }
  public func enlaceRoto(_ ruta: String, destino: String) -> String {
    "\(ruta): is a link to “\(destino)”, which does not exist; create it with “\(orden("iniciar"))” (or “\(orden("iniciar --ejemplo"))”)"
  }
  public func resumenDePlantilla(_ equipo: String, jugadores: Int) -> String {
    jugadores == 1 ? "\(equipo): 1 player" : "\(equipo): \(jugadores) players"
  }
  public func preguntaListar(_ cuantos: Int) -> String {
    "Display all \(cuantos) possibilities? [y/N] "
  }
}
