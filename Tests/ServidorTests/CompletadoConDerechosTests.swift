// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import LigaEnServidor
import Testing
import Torneo

/// TAB in a form that changes the league offers the teams the clerk may change (issue 43):
/// Rayo FC's delegate is offered Rayo FC alone there, and every team elsewhere (`plantilla`).
@Suite(.conServidor) struct CompletadoConDerechosTests {
  @Test func elFormularioOfreceLosEquiposQuePuedeCambiar() throws {
    let esquema = try EsquemaDePrueba()
    let federacion = LigaEnServidor(url: esquema.url)
    defer { federacion.cerrar() }
    _ = try federacion.iniciar(ejemplo: true)
    let url = try esquema.url(deRol: "rayo_43")
    #expect(try federacion.cambiarPermisos(dar: true, rol: "rayo_43", equipos: ["rayo fc"]))
    let delegado = LigaEnServidor(url: url)
    defer { delegado.cerrar() }
    #expect(delegado.completandoLosQueCambia { delegado.candidatos(deEquipo: "") } == ["Rayo FC"])
    #expect(delegado.candidatos(deEquipo: "").count == 4)
    #expect(federacion.completandoLosQueCambia { federacion.candidatos(deEquipo: "") }.count == 4)
    #expect(try federacion.permisos()?.contains(Permiso(rol: "rayo_43", equipo: "Rayo FC")) == true)
  }
}
