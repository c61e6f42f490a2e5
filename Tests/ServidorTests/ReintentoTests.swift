// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

@testable import LigaEnServidor

/// Which journal entry a change tried again is (`LigaEnServidor.hace`): the same names, as the
/// rules compare them, and the same numbers; nothing else.
struct ReintentoTests {
  let bea = Jugador(nombre: "Bea", dorsal: 7)

  @Test func unaAltaEsLaSuya() {
    let hecho = Cambio.anadido(bea, equipo: "Rayo FC")
    #expect(LigaEnServidor.hace(.anadir(bea, equipo: "Rayo FC"), hecho))
    #expect(
      LigaEnServidor.hace(.anadir(Jugador(nombre: " bea ", dorsal: 7), equipo: "rayo fc"), hecho))
    #expect(
      !LigaEnServidor.hace(.anadir(Jugador(nombre: "Bea", dorsal: 8), equipo: "Rayo FC"), hecho))
    #expect(!LigaEnServidor.hace(.anadir(Jugador(nombre: "Bea"), equipo: "Rayo FC"), hecho))
    #expect(!LigaEnServidor.hace(.anadir(bea, equipo: "Atlético B"), hecho))
    #expect(!LigaEnServidor.hace(.importar([bea], equipo: "Rayo FC"), hecho))
  }

  @Test func otrosCambios() {
    #expect(LigaEnServidor.hace(.nuevoEquipo("Lunes"), .equipoCreado("Lunes")))
    #expect(!LigaEnServidor.hace(.nuevoEquipo("Martes"), .equipoCreado("Lunes")))
    #expect(
      LigaEnServidor.hace(
        .quitar(jugador: "Bea", equipo: "Rayo FC"), .quitado(bea, equipo: "Rayo FC")))
    #expect(
      LigaEnServidor.hace(
        .traspasar(jugador: "Bea", equipo: "Rayo FC", destino: "Lunes", dorsal: .elMismo),
        .traspasado(bea, a: bea, desde: "Rayo FC", hasta: "Lunes")))
    #expect(
      !LigaEnServidor.hace(
        .traspasar(jugador: "Bea", equipo: "Rayo FC", destino: "Lunes", dorsal: .ninguno),
        .traspasado(bea, a: bea, desde: "Rayo FC", hasta: "Lunes")))
    // An undo tried again would undo another change: never taken for the first.
    #expect(!LigaEnServidor.hace(.deshacer(), .deshecho(numero: 1, cambio: .equipoCreado("Lunes"))))
  }
}
