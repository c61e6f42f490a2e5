// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing
import Torneo

/// The wizard and the interactive mode through a real pseudo-terminal, checked on the screen.
@Suite(.serialized)
struct InteractivoTests {
  @Test func elContadorSigueCadaTeclaYElDorsalRepetidoVuelveConSuTexto() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let t = try e.terminal(["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea")
    t.debeMostrar("Nombre [3/25]: Bea")
    t.teclear("€")
    t.debeMostrar("Nombre [4/25]: Bea€")
    t.teclear("漢")
    t.debeMostrar("Nombre [5/25]: Bea€漢")
    t.teclear("\u{7F}\u{7F}")
    t.debeMostrar("Nombre [3/25]: Bea")
    // Ctrl-A moves to the start: the counter stays right while the cursor moves.
    t.teclear("\u{1}  \u{5}")
    t.debeMostrar("Nombre [3/25]:   Bea")
    t.teclear("\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("9\r")
    #expect(
      t.esperar { lineas in
        guard
          let k = lineas.firstIndex(where: {
            $0.contains("✗ Dorsal: Ese dorsal ya lo lleva otro jugador")
          })
        else {
          return false
        }
        // The error lives under its field, which stays where it was with its text.
        return k > 0 && lineas[k - 1].hasPrefix("Dorsal (opcional): 9")
      }, "\(t.descripcion)")
    // No error was shown while typing: the only one is the one after Enter.
    #expect(t.lineas.filter { $0.contains("✗") }.count == 1)
    #expect(try e.bytes() == antes)
    t.teclear("\u{7F}7\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Bea #7\n"))
    // The error was red, with its text marker.
    #expect(
      String(decoding: t.salidaCruda, as: UTF8.self).contains("\u{1B}[31m  ✗ Dorsal: Ese dorsal"))
    // An accepted answer leaves no stale error line behind.
    #expect(!t.lineas.contains { $0.contains("✗") }, "\(t.descripcion)")
  }

  @Test func alCambiarElTamanoDeLaTerminalSigueFuncionando() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Be")
    t.debeMostrar("Nombre [2/25]: Be")
    t.redimensionar(filas: 10, columnas: 30)
    usleep(100_000)
    t.teclear("a")
    t.debeMostrar("Nombre [3/25]: Bea")
    t.teclear("\r7\r")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Bea #7\n"))
  }

  @Test func tabCompletaElEquipoYNoColorQuitaElColor() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["anadir"], ["NO_COLOR": "1"])
    t.debeMostrar("Equipo:")
    t.teclear("Ra\t")
    t.debeMostrar("Equipo: Rayo FC")
    t.teclear("\rAna\r")
    t.debeMostrar("✗ Nombre: Ya hay un jugador con ese nombre")
    t.debeMostrar("Nombre [3/25]: Ana")
    #expect(!String(decoding: t.salidaCruda, as: UTF8.self).contains("\u{1B}[31m"))
  }

  @Test func ctrlCConTextoPreguntaYNoEscribeNada() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let t = try e.terminal(["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Zoe")
    t.debeMostrar("Nombre [3/25]: Zoe")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("n\r")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Nombre [3/25]: Zoe") }.count == 2 }, "\(t.descripcion)")
    // Ctrl-D on the field emptied: the form's answers are still there, so it asks too.
    t.teclear("\u{15}\u{4}")
    #expect(t.esperar { $0.filter { $0.contains("¿Descartar") }.count == 2 }, "\(t.descripcion)")
    t.teclear("s\r")
    #expect(t.salida() == 130)
    #expect(try e.bytes() == antes)
  }

  @Test func ctrlCSinNadaEscritoSaleEnseguida() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("\u{3}")
    #expect(t.salida() == 130)
    #expect(!t.lineas.contains { $0.contains("¿Descartar") })
  }

  @Test func siOtroProcesoOcupaElDorsalAlGuardarVuelveAlDorsal() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("7")
    // Meanwhile someone else takes number 7.
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Otro", "--dorsal", "7"]).codigo == 0)
    t.teclear("\r")
    t.debeMostrar("✗ Dorsal: Ese dorsal ya lo lleva otro jugador")
    #expect(
      t.esperar { lineas in
        guard let k = lineas.firstIndex(where: { $0.contains("✗ Dorsal: Ese dorsal") }) else {
          return false
        }
        return k > 0 && lineas[k - 1].hasPrefix("Dorsal (opcional): 7")
      }, "\(t.descripcion)")
    // Asked again where it was answered: no stale copy of the line above it.
    #expect(
      t.lineas.filter { $0.hasPrefix("Dorsal (opcional):") }.count == 1, "\(t.descripcion)")
    t.teclear("\u{7F}8\r")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Otro #7\nBea #8\n"))
  }

  @Test func elInterpreteCompletaOrdenesYEquiposYGuardaElHistorial() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal([])
    /// Waits for the n-th `marcador>` prompt to be the last line: a person types at a prompt.
    func prompt(_ n: Int) -> Bool {
      t.esperar { lineas in
        lineas.filter { $0.hasPrefix("marcador>") }.count == n
          && lineas.last { !$0.isEmpty } == "marcador>"
      }
    }
    #expect(prompt(1), "\(t.descripcion)")
    t.teclear("pla\t")
    t.debeMostrar("marcador> plantilla")
    t.teclear("Ra\t")
    t.debeMostrar("marcador> plantilla Rayo FC")
    t.teclear("\r")
    t.debeMostrar("Marta #1")
    #expect(prompt(2), "\(t.descripcion)")
    t.teclear("plantilla Pe\t")
    t.debeMostrar("marcador> plantilla Peña L'Olivera")
    t.teclear("\r")
    t.debeMostrar("Carmen #7")
    #expect(prompt(3), "\(t.descripcion)")
    // After an opening quote TAB completes inside it and closes it (in the other quote when
    // the name holds the one typed).
    t.teclear("\u{15}plantilla \"Atl\t")
    t.debeMostrar("marcador> plantilla \"Atlético B\"")
    t.teclear("\u{15}plantilla 'Pe\t")
    t.debeMostrar("marcador> plantilla \"Peña L'Olivera\"")
    t.teclear("\u{15}quitar \"Rayo FC\" 'Ma\t")
    t.debeMostrar("marcador> quitar \"Rayo FC\" 'Marta'")
    t.teclear("\u{15}")
    // The same command again: the history keeps it once.
    t.teclear("\u{1B}[A\r")
    #expect(t.esperar { $0.filter { $0.contains("Carmen #7") }.count == 2 }, "\(t.descripcion)")
    #expect(prompt(4), "\(t.descripcion)")
    // A wizard started here returns here; Ctrl-C cancels the wizard, not the interactive mode.
    t.teclear("anadir Rayo FC\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("\u{3}")
    #expect(prompt(5), "\(t.descripcion)")
    // Up recalls the last command.
    t.teclear("\u{1B}[A")
    #expect(t.esperar { $0.last { !$0.isEmpty } == "marcador> anadir Rayo FC" }, "\(t.descripcion)")
    t.teclear("\u{15}\u{4}")
    #expect(t.salida() == 0)
    let historial = e.carpeta + "/estado/marcador/historial-ordenes"
    var s = stat()
    #expect(stat(historial, &s) == 0)
    #expect(s.st_mode & 0o777 == 0o600)
    let lineas = try String(contentsOfFile: historial, encoding: .utf8).split(separator: "\n")
    #expect(lineas.filter { $0.contains("plantilla") && $0.contains("Pe") }.count == 1, "\(lineas)")
    #expect(
      lineas.filter { $0.contains("plantilla") && $0.contains("Rayo") }.count == 1, "\(lineas)")
  }

  @Test func variasCoincidenciasSeListan() throws {
    let e = try Escenario()
    try e.escribir(
      #"{"equipos": [{"nombre": "Real A"}, {"nombre": "Real B"}, {"nombre": "Mal\u001b[2J"}]}"#)
    let t = try e.terminal(["anadir"])
    t.debeMostrar("Equipo:")
    t.teclear("re\t")
    t.debeMostrar("Equipo: Real")
    t.teclear("\t")
    #expect(
      t.esperar { $0.contains { $0.contains("Real A") && $0.contains("Real B") } },
      "\(t.descripcion)")
    t.teclear("\u{15}Mal\t\r")
    t.debeMostrar("Nombre [0/25]:")
    // The escape sequence in the name never reached the terminal raw.
    #expect(!String(decoding: t.salidaCruda, as: UTF8.self).contains("\u{1B}[2J"))
  }

  @Test func conLangCYTermDumbTambienFunciona() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["anadir", "Rayo FC"], ["LANG": "C", "LC_ALL": "C"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Zoë\r\r")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Zoë\n"))
    let tonto = try e.terminal(["anadir", "Rayo FC"], ["TERM": "dumb"])
    tonto.debeMostrar("Nombre (hasta 25 letras):")
    tonto.teclear("Íñigo\r\r")
    #expect(tonto.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Zoë\nÍñigo\n"))
    // A terminal without a terminfo entry: plain prompts too, and no complaint from libedit.
    let desconocido = try e.terminal(["anadir", "Rayo FC"], ["TERM": "terminal-que-no-existe"])
    desconocido.debeMostrar("Nombre (hasta 25 letras):")
    desconocido.teclear("Olga\r\r")
    #expect(desconocido.salida() == 0)
    #expect(!desconocido.lineas.contains { $0.contains("termcap") || $0.contains("terminfo") })
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Íñigo\nOlga\n"))
  }
}
