// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Consola
import Testing
import Torneo

@testable import LineaDeOrdenes

/// The runner: a command line's exit status and the changes it saved, answers read from a
/// script.
struct EjecucionTests {
  @Test func cadaOrdenDiceLoQueCambio() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let bea = Jugador(nombre: "Bea", dorsal: 7)
    let alta = e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n")
    #expect(alta.codigo == .hecho)
    #expect(alta.cambios == [.anadido(bea, equipo: "Rayo FC")])
    // The last, silent read looks for input left over.
    #expect(alta.preguntas == ["Nombre (hasta 25 letras): ", "Dorsal (opcional): ", ""])
    // Checking only, or answering no, changes nothing.
    let comprobado = e.enTorneo(["anadir", "Rayo FC", "--comprobar"], entrada: "Cris\n\n")
    #expect(comprobado.codigo == .hecho && comprobado.cambios == [])
    let no = e.enTorneo(["quitar", "Rayo FC", "Bea"], entrada: "n\n")
    #expect(no.codigo == .cancelado && no.cambios == [])
    let quitado = e.enTorneo(["quitar", "Rayo FC", "Bea"], entrada: "s\n")
    #expect(quitado.cambios == [.quitado(bea, equipo: "Rayo FC")])
    let deshecho = e.enTorneo(["deshacer"])
    #expect(deshecho.cambios.count == 1)
    guard case .deshecho(_, let cambio) = deshecho.cambios.first else {
      Issue.record("\(deshecho.cambios)")
      return
    }
    #expect(cambio == .quitado(bea, equipo: "Rayo FC"))
    // A refused change is said, with its status, and nothing changed.
    let repetido = e.enTorneo(["nuevo-equipo", "rayo fc"])
    #expect(repetido.codigo == .datos && repetido.cambios == [])
    #expect(e.enTorneo(["nuevo-equipo", "Nuevo"]).cambios == [.equipoCreado("Nuevo")])
  }

  /// `--comprobar` says a new player can join the team, and an edited one is valid in it
  /// (Luis is in Rayo FC already), in both languages.
  @Test func comprobarUnaEdicionNoDiceQueElJugadorEntra() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let editar = ["editar", "Rayo FC", "Luis", "--dorsal", "3", "--comprobar"]
    #expect(
      e.enTorneo(editar).salida
        == "Todo correcto, no se ha guardado nada: Luis #3 vale en Rayo FC\n")
    #expect(
      e.enTorneo(editar, entorno: ["LANG": "en_GB.UTF-8"]).salida
        == "All valid, nothing saved: Luis #3 is valid in Rayo FC\n")
    #expect(
      e.enTorneo(["anadir", "Rayo FC", "--nombre", "Cris", "--comprobar"]).salida
        == "Todo correcto, no se ha guardado nada: Cris puede entrar en Rayo FC\n")
  }

  /// An import is one change, reported as such; at a terminal the interactive mode then says
  /// the roster's size, as after any change.
  @Test func unaImportacionEsUnCambio() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let csv = e.carpeta + "/nuevos.csv"
    try e.escribir("nombre,dorsal\nBea,7\nCris,\n", en: csv)
    let nuevos = [Jugador(nombre: "Bea", dorsal: 7), Jugador(nombre: "Cris")]
    let r = e.enTorneo(["importar", "Rayo FC", csv])
    #expect(r.codigo == .hecho, "\(r.errores)")
    #expect(r.cambios == [.importado(nuevos, equipo: "Rayo FC")])
    #expect(e.enTorneo(["deshacer"]).codigo == .hecho)
    let variables = e.variables([:])
    let salida = SalidaEnMemoria()
    let aplicacion = Aplicacion(
      entorno: Entorno(variable: { variables[$0] }, terminal: { _ in false }), salida: salida,
      errores: SalidaEnMemoria(),
      lector: LectorGuionizado([.texto("importar Rayo FC " + csv)], interactivo: true))
    #expect(aplicacion.ejecutar(argumentos: ["--torneo", e.torneo]).cambios.count == 1)
    #expect(salida.texto.hasSuffix("Importados a Rayo FC: 2 jugadores\nRayo FC: 5 jugadores\n"))
  }

  /// Answers left over after a one-shot command's last one are an error, and nothing is saved.
  @Test func unaLineaQueSobraNoGuardaNada() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let antes = try e.bytes()
    let r = e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\nbasura\n")
    #expect(r.codigo == .datos && r.cambios == [])
    #expect(
      r.errores
        == "línea 3: esta línea sobra: ya estaban todas las respuestas; no se ha guardado nada\n")
    #expect(try e.bytes() == antes)
  }

  /// A league without teams is said so before any question, whether the team was named (then
  /// it is looked up first, and the league asked only when it is not found) or is to be asked.
  @Test func unaLigaSinEquiposLoDiceAunqueSeNombreElEquipo() throws {
    let e = try Ensayo()
    #expect(e.enTorneo(["iniciar"]).codigo == .hecho)
    let mensaje = "la liga no tiene equipos todavía"
    for argumentos in [
      ["anadir", "Rayo FC"], ["anadir"], ["anadir", "Rayo FC", "--comprobar"],
      ["editar", "Rayo FC", "Ana"], ["anadir", " "],
    ] {
      let r = e.enTorneo(argumentos, entrada: "Bea\n7\n")
      #expect(r.codigo == .datos, "\(argumentos): \(r.errores)")
      #expect(r.errores.contains(mensaje), "\(argumentos): \(r.errores)")
      #expect(r.preguntas.isEmpty, "\(argumentos)")
    }
  }
}
