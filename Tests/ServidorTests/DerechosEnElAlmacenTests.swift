// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import LigaEnServidor
import Testing
import Torneo

/// The server store's side of rights per team (issue 43).
@Suite(.conServidor) struct DerechosEnElAlmacenTests {
  /// TAB in a form that changes the league offers the teams the clerk may change: Rayo FC's
  /// delegate is offered Rayo FC alone there, and every team elsewhere (`plantilla`).
  @Test func elFormularioOfreceLosEquiposQuePuedeCambiar() throws {
    let esquema = try EsquemaDePrueba()
    let federacion = LigaEnServidor(url: esquema.url)
    defer { federacion.cerrar() }
    _ = try federacion.iniciar(ejemplo: true)
    let url = try esquema.url(deRol: "rayo_43")
    #expect(try federacion.cambiarPermisos(dar: true, rol: "rayo_43", equipos: ["rayo fc"]))
    let delegado = LigaEnServidor(url: url)
    defer { delegado.cerrar() }
    #expect(delegado.paraCambiar { delegado.candidatos(deEquipo: "") } == ["Rayo FC"])
    #expect(delegado.candidatos(deEquipo: "").count == 4)
    #expect(federacion.paraCambiar { federacion.candidatos(deEquipo: "") }.count == 4)
    #expect(try federacion.permisos()?.contains(Permiso(rol: "rayo_43", equipo: "Rayo FC")) == true)
  }

  /// Rights taken away while a clerk's session kept them (read with its first command): the
  /// server refuses the change, and the store says it as the rights say it, whatever the
  /// server's refusal looked like (a row its lock could not see, a 42501).
  @Test func unDerechoRetiradoEnMitadDeLaSesionSeDiceIgual() throws {
    let esquema = try EsquemaDePrueba()
    let federacion = LigaEnServidor(url: esquema.url)
    defer { federacion.cerrar() }
    _ = try federacion.iniciar(ejemplo: true)
    let url = try esquema.url(deRol: "rayo_43")
    #expect(try federacion.cambiarPermisos(dar: true, rol: "rayo_43", equipos: ["Rayo FC"]))
    let delegado = LigaEnServidor(url: url)
    defer { delegado.cerrar() }
    try delegado.comprobarQueSePuedeCambiar(equipos: ["Rayo FC"])
    #expect(try federacion.cambiarPermisos(dar: false, rol: "rayo_43", equipos: ["Rayo FC"]))
    let operaciones: [Operacion] = [
      .anadir(Jugador(nombre: "Zoe", dorsal: 70), equipo: "Rayo FC"),
      .editar(
        jugador: Jugador(nombre: "Ana", dorsal: 9), equipo: "Rayo FC",
        a: Jugador(nombre: "Ana", dorsal: 5)),
    ]
    for operacion in operaciones {
      #expect(
        throws: ErrorDeLiga.almacen(
          .sinDerechos(
            equipo: "Rayo FC", usuario: "rayo_43", delegados: [], federacion: ["marcador"]))
      ) { try delegado.aplicar(operacion) }
    }
    #expect(try federacion.equipo(llamado: "Rayo FC").jugadores.count == 3)
  }
}
