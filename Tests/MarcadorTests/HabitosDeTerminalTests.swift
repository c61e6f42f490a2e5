// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing

/// The habits of a terminal (issue 41: items 11, 13, 15 and 16): free numbers said whole
/// unless the line would not fit, every yes-or-no question answered by a line, plain prompts
/// that complete and show again what was typed, Ctrl-L; on a real pseudo-terminal, at 80 and
/// 40 columns, in both languages.
@Suite(.serialized)
struct HabitosDeTerminalTests {
  func terminal(
    _ e: Escenario, _ argumentos: [String], _ extra: [String: String] = [:], columnas: Int = 80
  ) throws -> Terminal {
    try Terminal(
      ["--torneo", e.torneo] + argumentos,
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"].merging(extra) { $1 }),
      carpeta: e.carpeta, columnas: columnas)
  }

  /// The sample league and a team wearing every even number: free, the fifty odd ones.
  func conPares() throws -> Escenario {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Pares"]).codigo == 0)
    let csv = stride(from: 2, through: 98, by: 2).map { "J\($0),\($0)\n" }.joined()
    #expect(try e.enTorneo(["importar", "Pares"], entrada: csv).codigo == 0)
    return e
  }

  static let impares = stride(from: 1, through: 99, by: 2).map(String.init)

  /// The screen's rows run together without spaces: a line the terminal wrapped reads whole.
  static func seguido(_ lineas: [String]) -> String {
    lineas.joined().filter { $0 != " " }
  }

  // MARK: 11. Free numbers

  /// Where nobody reads at a terminal, the free numbers are said whole, as `libres` says them.
  @Test(arguments: ["es", "en"]) func losLibresPorTuberiaSeDicenEnteros(idioma: String) throws {
    let e = try conPares()
    let lang = ["LANG": idioma == "es" ? "C.UTF-8" : "en_US.UTF-8"]
    let todos = HabitosDeTerminalTests.impares.joined(separator: ", ")
    #expect(try e.enTorneo(["libres", "Pares"]).salida == todos + "\n")
    let r = try e.enTorneo(["importar", "Pares"], entrada: "Bea,4\n", entorno: lang)
    #expect(
      r.errores
        == (idioma == "es"
          ? "-:1: Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: \(todos)\n"
          : "-:1: Number: Another player already wears that number. Free: \(todos)\n"))
    let f = try e.enTorneo(["anadir", "Pares", "--nombre", "Bea", "--dorsal", "4"], entorno: lang)
    #expect(f.errores.hasSuffix(": \(todos)\n"), "\(f.errores)")
  }

  /// At a terminal, as many runs as let the line keep the rows it takes anyway, cut after a
  /// run: the CSV's errors and the form's line under the text, at 80 and 40 columns.
  @Test(arguments: [80, 40]) func losLibresEnLaTerminalSeCortanSoloSiNoCaben(columnas: Int)
    throws
  {
    let e = try conPares()
    try e.escribir("Bea,4\n", en: e.carpeta + "/malo.csv")
    // Run from the league's folder, so that the file is named as typed.
    let csv = try Terminal(
      [
        "-c", "cd \"$1\" && exec \"$2\" --torneo t.json importar Pares malo.csv", "sh", e.carpeta,
        rutaDelBinario,
      ],
      programa: "/bin/sh", entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]),
      carpeta: e.carpeta, columnas: columnas)
    let dichos = columnas == 80 ? "1,3,5,7,…" : "1,3,5,…"
    // Read from the screen before the exit is collected: a loaded machine may end the process
    // before the terminal's reader has its output.
    #expect(
      csv.esperar {
        HabitosDeTerminalTests.seguido($0).contains(
          "malo.csv:1:Dorsal:Esedorsalyalollevaotrojugador.Libres:" + dichos)
      }, "\(csv.descripcion)")
    #expect(csv.salida() == 65)
    let t = try terminal(e, ["anadir", "Pares"], columnas: columnas)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r4\r")
    let enElFormulario = columnas == 80 ? "1,3,5,7,9,11,…" : "1,3,5,7,9,…"
    #expect(
      t.esperar {
        HabitosDeTerminalTests.seguido($0).contains(
          "✗Dorsal:Esedorsalyalollevaotrojugador.Libres:" + enElFormulario)
      }, "\(t.descripcion)")
    #expect(t.lineas.allSatisfy { $0.count <= columnas })
    t.teclear("\u{15}5\r")
    t.debeMostrar("Añadido a Pares: Bea #5")
    #expect(t.salida() == 0)
  }

  // MARK: 13. Yes or no: a line, everywhere

  /// «¿Descartar los cambios?» and «¿Ver las 150 posibilidades?» take a line, at the line
  /// editor and at plain prompts alike: `n` then `x` is `nx`, asked again; Enter takes the
  /// default.
  @Test(arguments: [false, true]) func todaPreguntaDeSiONoSeRespondeConUnaLinea(llano: Bool)
    throws
  {
    let e = try Escenario()
    let equipos = (1...150).map { "{\"nombre\": \"Equipo \(1000 + $0)\"}" }
    try e.escribir("{\"equipos\": [" + equipos.joined(separator: ", ") + "]}")
    let t = try terminal(e, [], llano ? ["TERM": "dumb"] : [:])
    t.debeMostrar("marcador>")
    t.teclear("plantilla equ\t")
    t.debeMostrar("marcador> plantilla Equipo 1")
    t.teclear("\t")
    t.debeMostrar("¿Ver las 150 posibilidades? [s/N]")
    t.teclear("nx\r")
    #expect(
      t.esperar { $0.filter { $0.contains("¿Ver las 150") }.count == 2 }, "\(t.descripcion)")
    t.teclear("\r")
    // What was typed comes back on a new prompt, the list not shown.
    #expect(
      t.esperar { $0.last { !$0.isEmpty } == "marcador> plantilla Equipo 1" }, "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.contains("Equipo 1150") })
    t.teclear("\t")
    #expect(
      t.esperar { $0.filter { $0.contains("¿Ver las 150") }.count == 3 }, "\(t.descripcion)")
    t.teclear("s\r")
    #expect(t.esperar { $0.contains { $0.contains("Equipo 1150") } }, "\(t.descripcion)")
    #expect(
      t.esperar { $0.last { !$0.isEmpty } == "marcador> plantilla Equipo 1" }, "\(t.descripcion)")
    t.teclear("007\r")
    t.debeMostrar("Equipo 1007 no tiene jugadores")
    t.teclear("anadir Equipo 1007\r")
    t.debeMostrar("Nombre ")
    t.teclear("Bea")
    t.debeMostrar(": Bea")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("nx\r")
    #expect(
      t.esperar { $0.filter { $0.contains("¿Descartar los cambios?") }.count == 2 },
      "\(t.descripcion)")
    t.teclear("s\r")
    #expect(
      t.esperar { $0.last { !$0.isEmpty } == "marcador>" }, "\(t.descripcion)")
    t.teclear("salir\r")
    #expect(t.salida() == 0)
  }

  // MARK: 15. Plain prompts

  /// TAB completes at plain prompts too: one candidate in place, several listed on one line
  /// and the prompt again with what was typed; the name's limit said, not counted.
  @Test(arguments: [(["--accesible"], [String: String]()), ([], ["TERM": "dumb"])])
  func enModoLlanoElTabCompleta(opciones: [String], entorno: [String: String]) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, opciones + ["anadir"], entorno)
    t.debeMostrar("Equipo:")
    t.teclear("Ra\t")
    t.debeMostrar("Equipo: Rayo FC")
    t.teclear("\r")
    t.debeMostrar("Nombre (hasta 25 letras):")
    t.teclear("Bea\r\r")
    t.debeMostrar("Añadido a Rayo FC: Bea")
    #expect(t.salida() == 0)
    #expect(!t.salidaCruda.contains(0x1B), "\(String(decoding: t.salidaCruda, as: UTF8.self))")
    let ingles = try terminal(e, opciones + [], entorno.merging(["LANG": "en_US.UTF-8"]) { $1 })
    ingles.debeMostrar("marcador>")
    ingles.teclear("plantilla \t")
    // The three teams on one line, then the prompt and what was typed.
    #expect(
      ingles.esperar { lineas in
        lineas.contains { $0.contains("Atlético B") && $0.contains("Rayo FC") }
          && lineas.last { !$0.isEmpty } == "marcador> plantilla"
      }, "\(ingles.descripcion)")
    ingles.teclear("Ray\t")
    ingles.debeMostrar("marcador> plantilla Rayo FC")
    ingles.teclear("\r")
    ingles.debeMostrar("Bea")
    ingles.teclear("anadir Rayo FC\r")
    ingles.debeMostrar("Name (up to 25 letters):")
    ingles.teclear("\u{3}")
    ingles.teclear("salir\r")
    #expect(ingles.salida() == 0, "\(ingles.descripcion)")
  }

  /// A notice of the live form at a plain prompt, then the prompt again with what was typed,
  /// which is still the answer.
  @Test(arguments: ["es", "en"]) func enModoLlanoElAvisoVuelveAEscribirLoTecleado(idioma: String)
    throws
  {
    let e = try Escenario().conLigaDeEjemplo()
    let lang = idioma == "es" ? "C.UTF-8" : "en_US.UTF-8"
    let a = try terminal(e, ["anadir", "Rayo FC"], ["TERM": "dumb", "LANG": lang])
    let dorsal = idioma == "es" ? "Dorsal (opcional):" : "Number (optional):"
    a.teclear("Bea\r")
    a.debeMostrar(dorsal)
    a.teclear("7")
    a.debeMostrar(dorsal + " 7")
    #expect(try e.enTorneo(["anadir", "Rayo FC"], entrada: "Eva\n7\n").codigo == 0)
    a.debeMostrar(idioma == "es" ? "Aviso: Eva acaba de tomar el dorsal 7" : "Eva just took")
    #expect(
      a.esperar { $0.filter { $0 == dorsal + " 7" }.count == 2 }, "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar(idioma == "es" ? "✗ Dorsal: Ese dorsal ya lo lleva" : "✗ Number: Another player")
    a.teclear("8\r")
    a.debeMostrar("Bea #8")
    #expect(a.salida() == 0)
  }

  /// A Ctrl-C taken back («n» to discarding) at a plain prompt asks the field again with what
  /// was typed still there, shown after the prompt, and Enter saves it (`--accesible` and
  /// `TERM=dumb`, both languages).
  @Test(arguments: [("es", ["--accesible"]), ("en", ["--accesible"]), ("es", []), ("en", [])])
  func enModoLlanoNoDescartarGuardaLoTecleado(idioma: String, opciones: [String]) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let lang = idioma == "es" ? "C.UTF-8" : "en_US.UTF-8"
    let a = try terminal(
      e, opciones + ["anadir", "Atlético B"],
      (opciones.isEmpty ? ["TERM": "dumb"] : [:]).merging(["LANG": lang]) { $1 })
    let dorsal = idioma == "es" ? "Dorsal (opcional):" : "Number (optional):"
    a.debeMostrar(idioma == "es" ? "Nombre" : "Name")
    a.teclear("Zed\r")
    a.debeMostrar(dorsal)
    a.teclear("5")
    a.debeMostrar(dorsal + " 5")
    a.teclear("\u{3}")
    a.debeMostrar(idioma == "es" ? "¿Descartar los cambios? [s/N]" : "Discard the changes? [y/N]")
    a.teclear("n\r")
    #expect(
      a.esperar { $0.filter { $0 == dorsal + " 5" }.count == 2 }, "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar("Zed #5")
    #expect(a.salida() == 0, "\(a.descripcion)")
  }

  /// Keys typed in one burst at plain prompts are taken in order: a Ctrl-C after them asks
  /// before discarding what they typed (a signal overtook them and left without asking),
  /// and «n» keeps it all (both languages).
  @Test(arguments: ["es", "en"]) func enModoLlanoElCtrlCVaEnSuSitio(idioma: String) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let lang = idioma == "es" ? "C.UTF-8" : "en_US.UTF-8"
    let a = try terminal(e, ["--accesible", "anadir", "Atlético B"], ["LANG": lang])
    let dorsal = idioma == "es" ? "Dorsal (opcional):" : "Number (optional):"
    a.debeMostrar(idioma == "es" ? "Nombre" : "Name")
    a.teclear("Zed\r5\u{3}")
    a.debeMostrar(idioma == "es" ? "¿Descartar los cambios? [s/N]" : "Discard the changes? [y/N]")
    a.teclear("n\r")
    #expect(
      a.esperar { $0.filter { $0 == dorsal + " 5" }.count == 2 }, "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar("Zed #5")
    #expect(a.salida() == 0, "\(a.descripcion)")
  }

  // MARK: 16. Ctrl-L

  /// Ctrl-L clears the screen and draws the line again at its top, in the interactive mode
  /// and in the form, at 80 and 40 columns.
  @Test(arguments: [80, 40]) func ctrlLLimpiaYVuelveADibujar(columnas: Int) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [], columnas: columnas)
    t.debeMostrar("marcador>")
    t.teclear("equipos\r")
    t.debeMostrar("Atlético B")
    t.teclear("plan\u{C}")
    #expect(
      t.esperar { $0.first == "marcador> plan" && !$0.contains { $0.contains("Atlético") } },
      "\(t.descripcion)")
    t.teclear("tilla Rayo FC\r")
    t.debeMostrar("Ana #9")
    t.teclear("anadir Rayo FC\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r7\u{C}")
    // The form whole at the top: its header, the field answered, the line being typed.
    #expect(
      t.esperar {
        $0.first?.hasPrefix("Añadir") == true && $0.contains("Nombre [3/25]: Bea")
          && $0.contains("Dorsal (opcional): 7") && !$0.contains { $0.contains("Ana #9") }
      }, "\(t.descripcion)")
    t.teclear("\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    t.teclear("salir\r")
    #expect(t.salida() == 0)
  }

  // MARK: 16. The pager

  /// The sample league and a team of 41 players: taller than a screen of 24 rows.
  func conPlantillaLarga() throws -> Escenario {
    let e = try Escenario().conLigaDeEjemplo()
    let csv = (50...90).map { "J\($0),\($0)\n" }.joined()
    #expect(try e.enTorneo(["importar", "Atlético B"], entrada: csv).codigo == 0)
    return e
  }

  /// A pager anyone can see at work: it marks every line.
  static let marcador = ["PAGER": "sed s/^/P:/"]

  /// `plantilla`, `historial` and `buscar` taller than the screen go through `$PAGER` at a
  /// terminal, in the interactive mode too; what fits the screen does not.
  @Test(arguments: [80, 40]) func loQueNoCabeVaPorElPaginador(columnas: Int) throws {
    let e = try conPlantillaLarga()
    let larga = try terminal(
      e, ["plantilla", "Atlético B"], HabitosDeTerminalTests.marcador, columnas: columnas)
    #expect(larga.salida() == 0)
    #expect(larga.lineas.contains("P:J90 #90"), "\(larga.descripcion)")
    let corta = try terminal(
      e, ["plantilla", "Rayo FC"], HabitosDeTerminalTests.marcador, columnas: columnas)
    #expect(corta.salida() == 0)
    #expect(corta.lineas.contains("Marta #1") && !corta.lineas.contains { $0.hasPrefix("P:") })
    let t = try terminal(e, [], HabitosDeTerminalTests.marcador, columnas: columnas)
    t.debeMostrar("marcador>")
    t.teclear("buscar j\r")
    t.debeMostrar("P:J90 #90 · Atlético B")
    #expect(t.esperar { $0.last { !$0.isEmpty } == "marcador>" }, "\(t.descripcion)")
    t.teclear("historial\r")
    t.debeMostrar("P:")
    #expect(t.esperar { $0.last { !$0.isEmpty } == "marcador>" }, "\(t.descripcion)")
    t.teclear("plantilla Rayo FC\r")
    t.debeMostrar("Marta #1")
    #expect(!t.lineas.contains("P:Marta #1"), "\(t.descripcion)")
    t.teclear("salir\r")
    #expect(t.salida() == 0)
  }

  /// No pager from a pipe, nor with `PAGER` empty or `cat`, as git; the default is `less -FRX`.
  @Test func sinPaginadorPorTuberiaNiConPagerVacioOCat() throws {
    let e = try conPlantillaLarga()
    let r = try e.enTorneo(["plantilla", "Atlético B"], entorno: HabitosDeTerminalTests.marcador)
    #expect(r.codigo == 0 && r.salida.hasPrefix("Iker") && !r.salida.contains("P:"))
    for pager in ["", "cat"] {
      // Through env(1): the scenario's environment leaves empty variables out.
      let t = try Terminal(
        ["PAGER=" + pager, rutaDelBinario, "--torneo", e.torneo, "plantilla", "Atlético B"],
        programa: "/usr/bin/env", entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]),
        carpeta: e.carpeta)
      #expect(t.salida() == 0)
      #expect(t.lineas.contains("J90 #90"), "\(t.descripcion)")
    }
    let menos = try terminal(e, ["plantilla", "Atlético B"], ["TERM": "xterm"])
    #expect(menos.esperar { $0.last { !$0.isEmpty } == ":" }, "\(menos.descripcion)")
    menos.teclear("q")
    #expect(menos.salida() == 0)
  }
}
