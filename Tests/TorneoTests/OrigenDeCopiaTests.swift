// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import FormatoDeLiga
@testable import Torneo

/// Where a copy taken to the pitch came from, as the league's `"origen"` member.
struct OrigenDeCopiaTests {
  let origen = OrigenDeCopia(
    servidor: "postgresql://ana@db/liga", entrada: 42, copia: "c0ffee", enviadas: 3)

  @Test func seEscribePrimeroYSeLeeIgual() throws {
    let texto = #"{"nombre": "L", "temporada": "2026", "equipos": []}"#
    let bytes = try DocumentoTorneo(bytes: Array(texto.utf8), ruta: "t.json").con(origen: origen)
    let leido = try DocumentoTorneo(bytes: bytes, ruta: "t.json")
    #expect(leido.origen == origen)
    #expect(leido.temporada == "2026" && leido.nombre == "L")
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{\n  \"origen\": {"))
  }

  /// A second origin takes the first one's place; every other byte stays.
  @Test func otroOrigenSustituyeAlPrimero() throws {
    let texto = "{\"a\": [1, 2.50],\n \"equipos\": []}"
    let primero = try DocumentoTorneo(bytes: Array(texto.utf8), ruta: "t.json").con(origen: origen)
    let nuevo = OrigenDeCopia(
      servidor: "postgresql://db/x", entrada: 50, copia: "c0ffee", enviadas: 9)
    let segundo = try DocumentoTorneo(bytes: primero, ruta: "t.json").con(origen: nuevo)
    let leido = try DocumentoTorneo(bytes: segundo, ruta: "t.json")
    #expect(leido.origen == nuevo)
    #expect(leido.desconocidosDeLaLiga.hasSuffix("\"a\": [1, 2.50]}"))
    #expect(segundo.count - primero.count == nuevo.miembro.utf8.count - origen.miembro.utf8.count)
  }

  @Test func unaLigaSinMiembrosYOtroOrigen() throws {
    let vacia = try DocumentoTorneo(bytes: Array(#"{"equipos": []}"#.utf8), ruta: "t.json")
    #expect(vacia.origen == nil)
    #expect(try DocumentoTorneo(bytes: vacia.con(origen: origen), ruta: "t.json").origen == origen)
    let otra = try DocumentoTorneo(
      bytes: Array(#"{"origen": "Vallecas", "equipos": []}"#.utf8), ruta: "t.json")
    #expect(otra.origen == nil)
  }

  @Test func cadaCopiaTieneSuIdentificador() {
    let a = OrigenDeCopia.nuevaCopia()
    #expect(a.count == 32 && a != OrigenDeCopia.nuevaCopia())
  }
}
