// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

@testable import FormatoDeLiga

/// Where the league's matches name a team (`Partidos`), and the rules of the team commands
/// that read them: a rename follows them, a removal is refused by them, a transfer checks the
/// destination as any new player.
struct PartidosTests {
  func referencias(_ texto: String, _ equipo: String) -> [String] {
    let bytes = Array(texto.utf8)
    return Partidos.referencias(a: equipo, en: bytes).map {
      String(decoding: bytes[$0], as: UTF8.self)
    }
  }

  @Test func soloElLocalYElVisitanteDeCadaPartidoPorSuNombreExacto() {
    let liga = #"""
      {"equipos": [{"nombre": "Rayo FC", "local": "Rayo FC"}],
       "otro": {"partidos": [{"local": "Rayo FC"}]},
       "partidos": [
         {"local": "Rayo FC", "visitante": "Pe\u00f1a"},
         {"visitante": "Rayo FC", "arbitro": "Rayo FC", "local": null},
         {"l\u006fcal": "Rayo FC", "visitante": "rayo fc"},
         "Rayo FC", 7, [{"local": "Rayo FC"}]
       ]}
      """#
    #expect(referencias(liga, "Rayo FC") == [#""Rayo FC""#, #""Rayo FC""#, #""Rayo FC""#])
    #expect(referencias(liga, "Peña") == [#""Pe\u00f1a""#])
    #expect(referencias(liga, "rayo") == [])
    // Not a league's object, or no matches: nothing, never a failure.
    #expect(referencias("[1, 2]", "Rayo FC") == [])
    #expect(referencias(#"{"partidos": {"local": "Rayo FC"}}"#, "Rayo FC") == [])
    #expect(referencias("{roto", "Rayo FC") == [])
  }

  @Test func renombrarCambiaCadaReferenciaPorElNombreNuevoComoTextoJSON() {
    let liga = Array(#"{"partidos": [{"local": "A", "visitante": "B"}, {"local": "B"}]}"#.utf8)
    let nuevo = aplicando(Partidos.renombrando("B", a: "Bé \"2\"", en: liga), a: liga)
    #expect(
      String(decoding: nuevo, as: UTF8.self)
        == #"{"partidos": [{"local": "A", "visitante": "Bé \"2\""}, {"local": "Bé \"2\""}]}"#)
  }

  /// A rename is refused while a match writes the new name, as the team-name rule compares
  /// names, for a team that is not the one renamed as the matches write it; the team's own
  /// name is never in the way.
  @Test func unRenombreNoDejaDosEquiposBajoUnNombre() throws {
    let propio = Array(#"{"partidos": [{"local": "Rayo FC", "visitante": "B"}]}"#.utf8)
    #expect(try Reglas.partidosDelRenombre(de: "Rayo FC", a: "RAYO FC", en: propio).count == 1)
    for (partidos, nuevo) in [
      (#"[{"local": "Fantasma", "visitante": "B"}]"#, "fántasma"),
      // A match already writes the new spelling (as if it were another team): refused, as it
      // was when names were compared exactly.
      (#"[{"local": "Rayo FC", "visitante": "RAYO FC"}]"#, "RAYO FC"),
    ] {
      let liga = Array(#"{"partidos": \#(partidos)}"#.utf8)
      #expect(throws: ErrorDeLiga.self) {
        try Reglas.partidosDelRenombre(de: "Rayo FC", a: nuevo, en: liga)
      }
    }
  }

  @Test func reglasDeLosEquipos() throws {
    // A rename: another spelling of its own name is allowed, another team's is not.
    #expect(try Reglas.renombre(de: "Rayo FC", a: "RAYO  fc", entre: ["Atlético B"]) == "RAYO fc")
    #expect(try Reglas.renombre(de: "Rayo FC", a: " Rayo FC ", entre: ["Atlético B"]) == nil)
    #expect(throws: ErrorDeLiga.equipoRepetido("Atlético B")) {
      try Reglas.renombre(de: "Rayo FC", a: "atletico b", entre: ["Atlético B"])
    }
    // A removal: refused while a match names the team.
    let liga = Array(#"{"partidos": [{"local": "Rayo FC"}, {"visitante": "Rayo FC"}]}"#.utf8)
    #expect(throws: ErrorDeLiga.equipoEnPartidos("Rayo FC", partidos: 2)) {
      try Reglas.retirada(de: "Rayo FC", jugadores: 3, en: liga)
    }
    #expect(
      try Reglas.retirada(de: "Cantera", jugadores: 1, en: liga)
        == .equipoQuitado("Cantera", jugadores: 1))
    // A transfer: the destination's rules, and never to the player's own team.
    let rayo = try Equipo(
      nombre: "Rayo FC", jugadores: [Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis")])
    let atletico = try Equipo(
      nombre: "Atlético B", jugadores: [Jugador(nombre: "Nerea", dorsal: 9)])
    #expect(throws: ErrorDeLiga.equipo(.dorsalRepetido(9))) {
      try Reglas.traspaso(de: "ana", en: rayo, a: atletico, dorsal: .elMismo)
    }
    let hecho = try Reglas.traspaso(de: "ana", en: rayo, a: atletico, dorsal: .otro(11))
    #expect(
      hecho.cambio
        == .traspasado(
          Jugador(nombre: "Ana", dorsal: 9), a: Jugador(nombre: "Ana", dorsal: 11),
          desde: "Rayo FC", hasta: "Atlético B"))
    #expect(hecho.posicion == 0)
    #expect(throws: ErrorDeLiga.traspasoAlMismoEquipo(jugador: "Luis", equipo: "Rayo FC")) {
      try Reglas.traspaso(de: "luis", en: rayo, a: rayo, dorsal: .ninguno)
    }
  }
}
