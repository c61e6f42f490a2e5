// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing
import Torneo

/// The form on the screen at any width, the plain prompts and the interactive mode's TAB
/// (issue 21: A1, B6, B7, B8, 12), on a real pseudo-terminal.
@Suite(.serialized)
struct PantallaDelFormularioTests {
  func terminal(
    _ e: Escenario, _ argumentos: [String], _ extra: [String: String] = [:], filas: Int = 24,
    columnas: Int = 80
  ) throws -> Terminal {
    try Terminal(
      ["--torneo", e.torneo] + argumentos,
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"].merging(extra) { $1 }),
      carpeta: e.carpeta, filas: filas, columnas: columnas)
  }

  // MARK: A1. Plain prompts take exactly what is typed

  /// The three ways to plain prompts.
  static let modosLlanos: [([String], [String: String])] = [
    ([], ["TERM": "dumb"]), (["--accesible"], [:]), ([], ["MARCADOR_ACCESIBLE": "1"]),
  ]

  @Test(arguments: 0..<3)
  func elModoLlanoGuardaLoQueSeEscribeYNadaMas(modo: Int) throws {
    let (opciones, entorno) = PantallaDelFormularioTests.modosLlanos[modo]
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, opciones + ["anadir", "Rayo FC"], entorno)
    t.debeMostrar("Nombre (hasta 25 letras):")
    // No Shift-Tab here: the header does not offer it.
    #expect(t.lineas.contains { $0.contains("Ctrl-C cancela") }, "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.contains("⇧⇥") }, "\(t.descripcion)")
    t.teclear("Ana\r")
    t.debeMostrar("✗ Nombre: Ya hay un jugador con ese nombre")
    // Asked again from an empty line: the rejected text is neither shown nor kept.
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Nombre (hasta 25 letras):") }.count == 2 },
      "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.hasPrefix("Nombre [3/25]") }, "\(t.descripcion)")
    t.teclear("Ulises\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("9\r")
    t.debeMostrar("✗ Dorsal: Ese dorsal ya lo lleva otro jugador")
    // Shift-Tab's bytes are part of the line, as in a pipe: refused, not dropped.
    t.teclear("45\u{1B}[Z\r")
    t.debeMostrar("✗ Dorsal: Escribe solo números")
    t.teclear("44\r")
    t.debeMostrar("Añadido a Rayo FC: Ulises #44")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Ulises #44\n"))
  }

  @Test func alEditarEnModoLlanoUnaLineaVaciaConservaElValor() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["editar", "Rayo FC", "Ana"], ["TERM": "dumb"])
    t.debeMostrar("Editar a Ana #9 de Rayo FC")
    // The prompt counts and names what an empty line keeps (it cannot show it pre-filled).
    t.debeMostrar("Nombre (hasta 25 letras) [Ana]:")
    t.teclear("Luis\r")
    t.debeMostrar("✗ Nombre: Ya hay un jugador con ese nombre")
    // Empty: the name it had, not the rejected one.
    t.teclear("\r")
    t.debeMostrar("Dorsal (opcional) [9]:")
    t.teclear("12\r")
    t.debeMostrar("Editado en Rayo FC: Ana #9 → Ana #12")
    #expect(t.salida() == 0)
  }

  // MARK: B6. Error lines wrap at any width

  /// The rows from the first that starts with `inicio` to the next empty one, each trimmed,
  /// joined by spaces.
  static func parrafo(desde inicio: String, en lineas: [String]) -> String? {
    guard let k = lineas.firstIndex(where: { $0.hasPrefix(inicio) }) else { return nil }
    var fin = k
    while fin + 1 < lineas.count, !lineas[fin + 1].isEmpty { fin += 1 }
    return lineas[k...fin].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  @Test(arguments: [20, 30, 40, 80, 160])
  func lasLineasDeErrorSePartenAlAnchoSinPerderNada(columnas: Int) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir"], filas: 40, columnas: columnas)
    t.debeMostrar("Equipo:")
    t.teclear("union deportiva del sur\r")
    let mensaje =
      "✗ Equipo: No hay ningún equipo «union deportiva del sur». ¿Quisiste decir "
      + "«Unión Deportiva Sur»?"
    #expect(
      t.esperar { PantallaDelFormularioTests.parrafo(desde: "  ✗", en: $0) == mensaje },
      "\(t.descripcion)")
    // Broken between words only: every row's words are the message's.
    let palabras = Set(mensaje.split(separator: " "))
    let filas = t.lineas.drop { !$0.hasPrefix("  ✗") }.prefix { !$0.isEmpty }
    #expect(filas.allSatisfy { $0.split(separator: " ").allSatisfy(palabras.contains) })
    t.teclear("\u{15}Rayo FC\rBea\r9\r")
    // The free numbers whole, unless they would make the line a row taller than its first run
    // alone (issue 41, item 11): at 20 columns, cut after that run.
    let libres = columnas == 20 ? "2–8, …" : "2–8, 10–99"
    #expect(
      t.esperar {
        PantallaDelFormularioTests.parrafo(desde: "  ✗ Dorsal", en: $0)
          == "✗ Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: " + libres
      }, "\(t.descripcion)")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar")
    t.teclear("s\r")
    #expect(t.salida() == 130)
  }

  @Test func trasCambiarElAnchoElErrorSeParteOtraVez() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"], columnas: 80)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r9\r")
    let mensaje = "✗ Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 2–8, 10–99"
    #expect(
      t.esperar { PantallaDelFormularioTests.parrafo(desde: "  ✗ Dorsal", en: $0) == mensaje },
      "\(t.descripcion)")
    t.redimensionar(filas: 24, columnas: 30)
    // «09» is still 9, taken: the same error, drawn again at the new width.
    t.teclear("\u{1}0")
    t.debeMostrar("Dorsal (opcional): 09")
    #expect(
      t.esperar { lineas in
        PantallaDelFormularioTests.parrafo(desde: "  ✗ Dorsal", en: lineas) == mensaje
          && lineas.filter { $0.contains("Libres") }.count == 1
      }, "\(t.descripcion)")
  }

  // MARK: B7. The header and a name that fills the row

  /// Narrowing the window mid-edit (38 → 30 columns with a wrapped 24-letter name, then one
  /// key) in tmux, which rewraps what is on the screen as most terminals do (the VT100 model
  /// here starts blank instead): one prompt, no stale copy above it. Issue 36's case: accents,
  /// the first row ending in a space at the edge (a row libedit ended with a line break, which
  /// tmux does not rejoin), the cursor on the second row and the live line under it.
  @Test func alEstrecharLaVentanaNoQuedaOtraCopiaDelPrompt() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let servidor = "marcador-\(getpid())-\(UInt32.random(in: 0...999_999))"
    let captura = e.carpeta + "/pantalla"
    // tmux waited for as a child alone (Foundation's Process would wait for its server too);
    // its server takes the scenario's environment.
    func tmux(_ argumentos: [String]) {
      let entorno = e.entorno([:]).map { "\($0.key)=\($0.value)" }
      _ = Hijo.correr(
        ["/usr/bin/env", "-i"] + entorno + ["/usr/bin/tmux", "-L", servidor] + argumentos,
        salida: .archivo(captura), senalesPorDefecto: true)
    }
    func pantalla() -> [String] {
      tmux(["capture-pane", "-p"])
      return ((try? String(contentsOfFile: captura, encoding: .utf8)) ?? "")
        .split(separator: "\n").map(String.init)
    }
    defer { tmux(["kill-server"]) }
    tmux([
      "new-session", "-d", "-x", "38", "-y", "20",
      "'\(rutaDelBinario)' --torneo '\(e.torneo)' anadir 'Rayo FC'",
    ])
    #expect(esperar { pantalla().contains { $0.hasPrefix("Nombre [0/25]:") } }, "\(pantalla())")
    tmux(["send-keys", "-l", "Inmaculada Concepción Ruiz"])
    #expect(esperar { pantalla().contains { $0.hasPrefix("Nombre [26/25]:") } }, "\(pantalla())")
    tmux(["send-keys", "BSpace", "BSpace"])
    #expect(esperar { pantalla().contains { $0.contains("✓ libre") } }, "\(pantalla())")
    tmux(["resize-window", "-x", "30", "-y", "20"])
    tmux(["send-keys", "-l", "x"])
    #expect(esperar { pantalla().contains { $0.hasPrefix("Nombre [25/25]:") } }, "\(pantalla())")
    let lineas = pantalla()
    #expect(lineas.filter { $0.contains("Nombre [") }.count == 1, "\(lineas)")
    #expect(
      lineas.drop { !$0.hasPrefix("Nombre [") }.prefix(2).joined()
        == "Nombre [25/25]: Inmaculada Concepción Rux", "\(lineas)")
  }

  @Test(arguments: [20, 30, 40, 80, 160])
  func laCabeceraSeParteEntrePalabras(columnas: Int) throws {
    for (idioma, cabecera) in [
      (
        "C.UTF-8",
        "Añadir jugador a Rayo FC · ⏎ siguiente (en el último, guarda) · ⇧⇥ anterior · Ctrl-C cancela"
      ),
      (
        "en_US.UTF-8",
        "Add a player to Rayo FC · ⏎ next (on the last, saves) · ⇧⇥ back · Ctrl-C cancels"
      ),
    ] {
      let e = try Escenario().conLigaDeEjemplo()
      let t = try terminal(e, ["anadir", "Rayo FC"], ["LANG": idioma], columnas: columnas)
      let prompt = idioma == "C.UTF-8" ? "Nombre [0/25]:" : "Name [0/25]:"
      t.debeMostrar(prompt)
      let filas = t.lineas.prefix { !$0.hasPrefix(prompt) }
      #expect(filas.joined(separator: " ") == cabecera, "\(t.descripcion)")
      // No row starts with a separator or holds part of a word.
      let palabras = Set(cabecera.split(separator: " "))
      #expect(filas.allSatisfy { !$0.hasPrefix("·") }, "\(t.descripcion)")
      #expect(
        filas.allSatisfy { $0.split(separator: " ").allSatisfy(palabras.contains) },
        "\(t.descripcion)")
      t.teclear("\u{3}")
      #expect(t.salida() == 130)
    }
  }

  /// `--comprobar` saves nothing: its header says the last Enter checks.
  @Test func conComprobarLaCabeceraNoPrometeGuardar() throws {
    for (idioma, prompt, cabecera) in [
      ("C.UTF-8", "Nombre [0/25]:", "⏎ siguiente (en el último, comprueba)"),
      ("en_US.UTF-8", "Name [0/25]:", "⏎ next (on the last, checks)"),
    ] {
      let e = try Escenario().conLigaDeEjemplo()
      let t = try terminal(
        e, ["anadir", "Rayo FC", "--comprobar"], ["LANG": idioma], columnas: 160)
      t.debeMostrar(prompt)
      #expect(t.lineas.first?.contains(" · \(cabecera) · ") == true, "\(t.descripcion)")
      t.teclear("\u{3}")
      #expect(t.salida() == 130)
    }
  }

  @Test(arguments: [30, 40])
  func unNombreQueLlenaLaFilaNoDejaUnaLineaEnBlanco(columnas: Int) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"], columnas: columnas)
    t.debeMostrar("Nombre [0/25]:")
    // «Nombre [NN/25]: » is 16 cells: the name takes the rest of the row, exactly.
    let nombre = String("Abcdefghijklmnopqrstuvwx".prefix(columnas - 16))
    t.teclear(nombre)
    t.debeMostrar("Nombre [\(nombre.count)/25]: \(nombre)")
    t.teclear("\r")
    #expect(
      t.esperar { lineas in
        guard let k = lineas.firstIndex(where: { $0.hasPrefix("Nombre [") }) else { return false }
        return k + 1 < lineas.count && lineas[k + 1].hasPrefix("Dorsal (opcional):")
      }, "\(t.descripcion)")
    t.teclear("7\r")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("\(nombre) #7\n"))
  }

  // MARK: B8. TAB in the interactive mode, as in the wizard

  @Test func tabCompletaJugadoresSinNadaEscritoYSinBarras() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [])
    t.debeMostrar("marcador>")
    // After the whole team and a space: every player, nothing typed.
    t.teclear("quitar Atlético B \t")
    #expect(
      t.esperar { $0.contains { $0.hasPrefix("Iker") && $0.contains("Nerea") } },
      "\(t.descripcion)")
    t.teclear("\u{15}")
    // A completed name is inserted as it is, as the wizard's team field does.
    t.teclear("plantilla Peña L'\t")
    t.debeMostrar("marcador> plantilla Peña L'Olivera")
    #expect(!t.lineas.contains { $0.contains("\\") }, "\(t.descripcion)")
    t.teclear("\r")
    t.debeMostrar("Carmen #7")
    t.teclear("quitar Peña L'Olivera \t")
    t.debeMostrar("marcador> quitar Peña L'Olivera Carmen")
    // After the only word a command takes, TAB keeps the space typed.
    t.teclear("\u{15}plantilla Rayo FC \tx")
    t.debeMostrar("marcador> plantilla Rayo FC x")
    t.teclear("\u{15}\u{4}")
    #expect(t.salida() == 0)
  }

  // MARK: 12. Accepting the offered team is no change

  @Test func ctrlCTrasAceptarElEquipoOfrecidoSaleSinPreguntar() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [])
    t.debeMostrar("marcador>")
    t.teclear("plantilla Rayo FC\r")
    t.debeMostrar("Marta #1")
    t.teclear("anadir\r")
    t.debeMostrar("Equipo [Rayo FC]:")
    t.teclear("\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("\u{3}")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("marcador>") }.count == 3 }, "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.contains("¿Descartar") }, "\(t.descripcion)")
    // A team other than the offered one is a change: then it asks.
    t.teclear("anadir\r")
    t.debeMostrar("Equipo [Rayo FC]:")
    t.teclear("Atlético B\r")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Nombre [0/25]:") }.count == 2 }, "\(t.descripcion)")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("s\r\u{4}")
    #expect(t.salida() == 0)
  }
}
