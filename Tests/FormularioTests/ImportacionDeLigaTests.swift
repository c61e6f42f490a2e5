// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import Testing

@testable import Torneo

/// A whole league's rows: grouped by team as a team is found, new teams checked by the
/// team-name rule, each team's rows by a team's import.
struct ImportacionDeLigaTests {
  func liga() throws -> Torneo {
    Torneo(
      nombre: nil,
      equipos: [
        try Equipo(nombre: "Atlético B", jugadores: [Jugador(nombre: "Iker", dorsal: 10)]),
        Equipo(nombre: "Unión Deportiva Sur"),
      ])
  }

  func importar(_ texto: String) throws -> ImportacionDeLiga.Resultado {
    ImportacionDeLiga.plantillas(de: try CSV.leer(Array(texto.utf8)), en: try liga())
  }

  @Test func lasFilasSeAgrupanPorEquipoYLosNuevosSeCrean() throws {
    let r = try importar(
      "Equipo;Dorsal;Nombre\natletico b;4;Nerea\nNuevo  CF;;Leo\nATLÉTICO B;;Ona\nNuevo CF;;\n")
    #expect(
      r
        == .validas([
          PlantillaDeLiga(
            equipo: "Atlético B",
            jugadores: [Jugador(nombre: "Nerea", dorsal: 4), Jugador(nombre: "Ona")]),
          PlantillaDeLiga(equipo: "Nuevo CF", jugadores: [Jugador(nombre: "Leo")]),
        ]))
    // Without a header: equipo, nombre, dorsal; a row with its team alone names it.
    #expect(
      try importar("Otro,,\n")
        == .validas([PlantillaDeLiga(equipo: "Otro", jugadores: [])]))
    #expect(
      try importar("Otro;Eva\nOtro;Leo;3\n")
        == .validas([
          PlantillaDeLiga(
            equipo: "Otro", jugadores: [Jugador(nombre: "Eva"), Jugador(nombre: "Leo", dorsal: 3)])
        ]))
    // Every row two columns at most, no header: a team's roster in shape, refused whole.
    for texto in ["ANA;7\nBea;12\n", "Zoe\nLeo\n", "Otro;Eva\n"] {
      #expect(try importar(texto) == .noValidas([.init(linea: 1, error: .filasDeEquipo)]))
    }
  }

  @Test func laCabeceraNombraLasColumnasEnCualquierOrden() throws {
    #expect(
      try importar("Nombre;Dorsal;Club\nLeo;3;'=Nuevo\nEva;;Atlético B\n")
        == .validas([
          PlantillaDeLiga(equipo: "=Nuevo", jugadores: [Jugador(nombre: "Leo", dorsal: 3)]),
          PlantillaDeLiga(equipo: "Atlético B", jugadores: [Jugador(nombre: "Eva")]),
        ]))
    // The number's column, left out, is the one after the header's.
    #expect(
      try importar("Jugador,Equipo\nLeo,Nuevo,5\n")
        == .validas([
          PlantillaDeLiga(equipo: "Nuevo", jugadores: [Jugador(nombre: "Leo", dorsal: 5)])
        ]))
    // A team's header: the whole file refused, on its first line.
    for texto in ["Nombre;Dorsal\nANA;7\n", "\n\nname\nZoe\n"] {
      let r = try importar(texto)
      guard case .noValidas(let fallos) = r, fallos.count == 1 else {
        Issue.record("\(r)")
        continue
      }
      #expect(fallos[0].error == .cabeceraDeEquipo)
    }
  }

  @Test func cadaFilaMalaSeDiceConSuLinea() throws {
    let r = try importar("Atlético B,Iker,\nNuevo,Leo,5\nnuevo,Eva,5\n,Isa,\nA,b,1,x\n")
    #expect(
      r
        == .noValidas([
          .init(linea: 1, error: .campo(.nombre, .nombre(.repetido))),
          .init(
            linea: 3,
            error: .campo(.dorsal, .dorsal(.repetido, libres: Array(1...4) + Array(6...99)))),
          .init(linea: 4, error: .equipo(.nombreDeEquipo(.vacio))),
          .init(linea: 5, error: .demasiadasColumnas(4, esperadas: ImportacionDeLiga.columnas)),
        ]))
  }
}
