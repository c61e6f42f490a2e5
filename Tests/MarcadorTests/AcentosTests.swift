// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Torneo

/// Names typed without their accents (issue 21, item 10): a new team equal to another but for
/// case, spacing and accents is a repeated name; a team or a player typed without accents is
/// found and completed when exactly one matches; player names keep their own rule (`Jose` and
/// `José` are two players). On the file and on the server alike.
struct AcentosTests {
  @Test(arguments: Almacen.todos)
  func unEquipoIgualSalvoAcentosEsUnNombreRepetido(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try e.estado()
    for nombre in ["Atletico B", "  ATLETICO   b ", "Atle\u{301}tico B", "Union Deportiva Sur"] {
      let r = try e.enTorneo(["nuevo-equipo", nombre])
      #expect(r.codigo == 65, "\(nombre): \(r.salida)")
      let otro = nombre.hasPrefix("Union") ? "Unión Deportiva Sur" : "Atlético B"
      #expect(r.errores == "marcador: ya hay un equipo «\(otro)»\n", "\(nombre)")
    }
    let ingles = try e.enTorneo(
      ["nuevo-equipo", "Pena L'Olivera"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.codigo == 65)
    #expect(ingles.errores == "marcador: there is already a team “Peña L'Olivera”\n")
    #expect(try e.estado() == antes)
    // A name that differs by more than accents is another team.
    #expect(try e.enTorneo(["nuevo-equipo", "Atlético C"]).codigo == 0)
  }

  @Test(arguments: Almacen.todos)
  func unEquipoYUnJugadorSeEncuentranEscritosSinAcentos(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let plantilla = try e.enTorneo(["plantilla", "Atlético B"]).salida
    #expect(try e.enTorneo(["plantilla", "atletico b"]).salida == plantilla)
    #expect(try e.enTorneo(["plantilla", "PENA L'OLIVERA"]).codigo == 0)
    let alta = try e.enTorneo(["anadir", "atletico b"], entrada: "José\n\n")
    #expect(alta.codigo == 0, "\(alta.errores)")
    #expect(alta.salida == "Añadido a Atlético B: José\n")
    // `Jose` is not `José`'s name again: the rule for player names is unchanged.
    let otro = try e.enTorneo(["anadir", "ATLETICO  B", "--nombre", "Jose"])
    #expect(otro.codigo == 0, "\(otro.errores)")
    // With both there, each is found by its own spelling; typed with the accent elsewhere, it
    // matches both without accents, so neither is taken.
    #expect(
      try e.enTorneo(["editar", "atletico b", "JOSÉ", "--dorsal", "40"]).salida
        == "Editado en Atlético B: José → José #40\n")
    let ambiguo = try e.enTorneo(["quitar", "atletico b", "Jóse", "--si"])
    #expect(ambiguo.codigo == 65, "\(ambiguo.salida)")
    #expect(try e.enTorneo(["quitar", "atletico b", "jose", "--si"]).salida.contains("Jose\n"))
    // Alone again, José is found without the accent.
    #expect(
      try e.enTorneo(["quitar", "Atletico B", "jose", "--si"]).salida
        == "Quitado de Atlético B: José #40\n")
    // In the REPL the words name the team without accents too.
    let repl = try e.enTorneo([], entrada: "plantilla atletico b\n")
    #expect(repl.salida == plantilla, "\(repl.errores)")
  }

  @Test(arguments: Almacen.todos)
  func completarAceptaElPrefijoSinAcentos(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["completar", "equipos", "atle"]).salida == "Atlético B\n")
    #expect(try e.enTorneo(["completar", "equipos", "union"]).salida == "Unión Deportiva Sur\n")
    #expect(try e.enTorneo(["anadir", "Atlético B", "--nombre", "José"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Atlético B", "--nombre", "Jose"]).codigo == 0)
    let jugadores = try e.enTorneo(["completar", "jugadores", "atletico b", "jo"]).salida
    #expect(jugadores == "José\nJose\n")
  }

  @Test(arguments: Almacen.todos)
  func elCampoEquipoDelAsistenteAceptaYCompletaSinAcentos(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let t = try e.terminal(["anadir"])
    t.debeMostrar("Equipo:")
    t.teclear("atle\t")
    t.debeMostrar("Equipo: Atlético B")
    // Typed whole without accents, it is accepted as it is.
    t.teclear(String(repeating: "\u{7F}", count: 10) + "atletico b\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Zoe\r\r")
    #expect(t.salida() == 0, "\(t.descripcion)")
    #expect(try e.plantilla("Atlético B").last?["nombre"] == "Zoe")
  }
}
