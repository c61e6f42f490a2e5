// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Formulario
import Testing
import Torneo

/// The seed's three view-model tests, with the fake repository (Rayo FC: Ana #9, Luis, Marta #1).
struct AltaDeJugadorTests {
  @Test func alAbrirNoSeVeNingunErrorYNoSePuedeGuardar() {
    let alta = AltaDeJugador(equipo: "Rayo FC", liga: RepositorioFalso())
    #expect(alta.errorNombre == nil)
    #expect(alta.errorDorsal == nil)
    #expect(!alta.sePuedeGuardar)
  }

  @Test func unDorsalDeLaPlantillaGuardadaEsUnError() {
    let alta = AltaDeJugador(equipo: "Rayo FC", liga: RepositorioFalso())
    alta.formulario.nombre = "Bea"
    alta.formulario.dorsal = "9"
    #expect(alta.errorDorsal == .repetido)
    #expect(!alta.guardar())
  }

  @Test func guardarUnJugadorValidoLoAnadeAlEquipo() {
    let repositorio = RepositorioFalso()
    let alta = AltaDeJugador(equipo: "Rayo FC", liga: repositorio)
    alta.formulario.nombre = "Bea"
    alta.formulario.dorsal = "7"
    #expect(alta.guardar())
    #expect(repositorio.jugadoresAnadidos.map(\.jugador) == [Jugador(nombre: "Bea", dorsal: 7)])
    // Already on the roster: the same name again is an error.
    #expect(alta.errorNombre == .repetido)
  }

  @Test func soloSeVenLosErroresDeLosCamposTocados() {
    let alta = AltaDeJugador(equipo: "Rayo FC", liga: RepositorioFalso())
    alta.formulario.dorsal = "0"
    #expect(alta.errorNombre == nil)
    #expect(alta.errorDorsal == .fueraDeRango)
    #expect(!alta.sePuedeGuardar)
  }

  @Test func guardarVuelveAComprobarAunqueElFormularioParezcaValido() {
    let repositorio = RepositorioFalso()
    let alta = AltaDeJugador(equipo: "Rayo FC", liga: repositorio)
    alta.formulario.nombre = "Bea"
    alta.formulario.dorsal = "7"
    #expect(alta.sePuedeGuardar)
    repositorio.anadidosPorOtro = [Jugador(nombre: "Otro", dorsal: 7)]
    #expect(throws: ErrorAlGuardar.dorsal(.repetido)) { try alta.intentarGuardar() }
    #expect(repositorio.jugadoresAnadidos.isEmpty)
  }
}
