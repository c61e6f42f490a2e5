// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Foundation
import Testing
import Torneo

/// `marcador anadir` fed from a pipe, as a script uses it.
struct AnadirPorTuberiaTests {
  struct Idioma: Sendable, CustomStringConvertible {
    let lang: String
    let repetido: String
    let dorsalRepetido: String
    let rango: String
    let campoDorsal: String
    let linea: String
    var description: String { lang }
  }

  static let idiomas = [
    Idioma(
      lang: "es_ES.UTF-8", repetido: "Ya hay un jugador con ese nombre",
      dorsalRepetido: "Ese dorsal ya lo lleva otro jugador", rango: "Del 1 al 99",
      campoDorsal: "Dorsal", linea: "línea"),
    Idioma(
      lang: "en_US.UTF-8", repetido: "There is already a player with that name",
      dorsalRepetido: "Another player already wears that number", rango: "From 1 to 99",
      campoDorsal: "Number", linea: "line"),
  ]

  @Test(arguments: idiomas, Almacen.todos)
  func guardaABeaYLaSegundaVezNoTocaNada(_ idioma: Idioma, _ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let entorno = ["LANG": idioma.lang]
    let antes = try e.estado()
    let r = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n", entorno: entorno)
    #expect(r.codigo == 0)
    #expect(r.salida.contains("Bea #7"))
    #expect(r.errores == "")
    let despues = try e.estado()
    if almacen == .archivo { #expect(esInsercion(antes, despues)) }
    let plantilla = try e.enTorneo(["plantilla", "Rayo FC"], entorno: entorno)
    #expect(plantilla.salida == "Ana #9\nLuis\nMarta #1\nBea #7\n")
    let otra = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n", entorno: entorno)
    #expect(otra.codigo == 65)
    #expect(otra.errores.contains(idioma.repetido))
    #expect(otra.errores.hasPrefix("\(idioma.linea) 1 ("))
    #expect(try e.estado() == despues)
  }

  @Test(arguments: idiomas, Almacen.todos)
  func elEscenarioDeLaSemilla(_ idioma: Idioma, _ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let entorno = ["LANG": idioma.lang]
    let antes = try e.estado()
    let nueve = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n9\n", entorno: entorno)
    #expect(nueve.codigo == 65)
    #expect(
      nueve.errores.hasPrefix("\(idioma.linea) 2 (\(idioma.campoDorsal)): \(idioma.dorsalRepetido)")
    )
    let cero = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n0\n", entorno: entorno)
    #expect(cero.codigo == 65)
    #expect(cero.errores == "\(idioma.linea) 2 (\(idioma.campoDorsal)): \(idioma.rango)\n")
    #expect(try e.estado() == antes)
    let siete = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n", entorno: entorno)
    #expect(siete.codigo == 0)
    // A new process reads the file again: Rayo FC has four players.
    let equipos = try e.enTorneo(["equipos", "--json"])
    #expect(equipos.salida.contains("{\"nombre\": \"Rayo FC\", \"jugadores\": 4}"))
  }

  @Test(arguments: Almacen.todos)
  func preguntaElEquipoSiNoSeDaYSugiereElMasParecido(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let r = try e.enTorneo(["anadir"], entrada: "Rayo\nBea\n")
    #expect(r.codigo == 65)
    #expect(
      r.errores == "línea 1 (Equipo): No hay ningún equipo «Rayo». ¿Quisiste decir «Rayo FC»?\n")
    let bien = try e.enTorneo(["añadir"], entrada: "rayo fc\nBea\n")
    #expect(bien.codigo == 0)
    #expect(bien.salida == "Añadido a Rayo FC: Bea\n")
  }

  @Test(arguments: Almacen.todos)
  func unaUltimaLineaSinSaltoCuentaYElFinalEsSinDorsal(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Atlético B"], entrada: "Pep\n5").codigo == 0)
    #expect(try e.enTorneo(["anadir", "Atlético B"], entrada: "Quim").codigo == 0)
    #expect(try e.enTorneo(["anadir", "Atlético B"], entrada: "Rita\n\n").codigo == 0)
    #expect(
      try e.enTorneo(["plantilla", "Atlético B"]).salida
        == "Iker #10\nNerea #4\nPep #5\nQuim\nRita\n")
  }

  @Test(arguments: Almacen.todos)
  func lasOpcionesEvitanLasPreguntasYSusErroresLasNombran(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try e.estado()
    let malo = try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "100"])
    #expect(malo.codigo == 65)
    #expect(malo.errores == "marcador: --dorsal: Del 1 al 99\n")
    let comprobar = try e.enTorneo([
      "anadir", "Rayo FC", "--nombre=Bea", "--dorsal=7", "--comprobar",
    ])
    #expect(comprobar.codigo == 0)
    #expect(comprobar.salida.contains("no se ha guardado nada"))
    #expect(try e.estado() == antes)
    let bien = try e.enTorneo(["anadir", "--nombre", "  Bea   Ruiz ", "--dorsal", "07", "Rayo FC"])
    #expect(bien.codigo == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Bea Ruiz #7\n"))
  }

  @Test(arguments: Almacen.todos)
  func respuestasHostilesNoSeGuardan(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try e.estado()
    for (entrada, mensaje) in [
      ("Bea\u{1B}]0;hola\u{7}\n", "carácter invisible (U+001B) en la posición 4"),
      ("Be\u{0}a\n", "carácter invisible (U+0000) en la posición 3"),
      ("\u{202E}aeB\n", "carácter invisible (U+202E) en la posición 1"),
      (String(repeating: "x", count: 2_000_000) + "\n", "Como mucho 25 letras"),
      ("Bea\n٣\n", "Escribe solo números"),
    ] {
      let r = try e.enTorneo(["anadir", "Rayo FC"], entrada: entrada)
      #expect(r.codigo == 65)
      #expect(r.errores.contains(mensaje))
    }
    let invalido = try e.ejecutar(
      rutaDelBinario, ["--torneo", e.torneo, "anadir", "Rayo FC"],
      entrada: Data([0x42, 0xFF, 0x0A]),
      entorno: e.entorno([:]))
    #expect(invalido.codigo == 65)
    #expect(invalido.errores == "línea 1 (Nombre): El nombre tiene caracteres no válidos\n")
    #expect(try e.estado() == antes)
  }

  @Test(arguments: Almacen.todos)
  func veinteProcesosALaVezLleganTodos(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let codigos = Anotaciones<Int32>()
    DispatchQueue.concurrentPerform(iterations: 20) { k in
      let r = try? e.enTorneo([
        "anadir", "Rayo FC", "--nombre", "Jugador \(k)", "--dorsal", "\(20 + k)",
      ])
      codigos.anotar(r?.codigo ?? -1)
    }
    #expect(codigos.todos == Array(repeating: 0, count: 20))
    let plantilla = try e.enTorneo(["plantilla", "Rayo FC"]).salida.split(separator: "\n")
    #expect(plantilla.count == 23)
    #expect(Set(plantilla.dropFirst(3)) == Set((0..<20).map { "Jugador \($0) #\(20 + $0)" }))
  }
}

/// A list several threads append to.
final class Anotaciones<Valor: Sendable>: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var lista: [Valor] = []
  func anotar(_ valor: Valor) { cerrojo.withLock { lista.append(valor) } }
  var todos: [Valor] { cerrojo.withLock { lista } }
}
