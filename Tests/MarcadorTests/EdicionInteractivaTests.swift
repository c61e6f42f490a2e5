// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing
import Torneo

/// Editing and removing at a terminal (issue 10), checked on the screen.
@Suite(.serialized)
struct EdicionInteractivaTests {
  @Test func editarEmpiezaConCadaValorYEnterLoConserva() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["editar", "Rayo FC", "ana"])
    t.debeMostrar("Editar a Ana #9 de Rayo FC")
    t.debeMostrar("Nombre [3/25]: Ana")
    t.teclear("\r")
    t.debeMostrar("Dorsal (opcional): 9")
    t.teclear("\u{7F}10\r")
    t.debeMostrar("Editado en Rayo FC: Ana #9 → Ana #10")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #10\nLuis\nMarta #1\n")
  }

  @Test func editarSinCambiarNadaNoGuardaYCtrlCNoPregunta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let t = try e.terminal(["editar", "Rayo FC", "Marta"])
    t.debeMostrar("Nombre [5/25]: Marta")
    t.teclear("\r\r")
    t.debeMostrar("Sin cambios: no se ha guardado nada")
    #expect(t.salida() == 0)
    // Ctrl-C with the values as they were: nothing to discard, so no question.
    let u = try e.terminal(["editar", "Rayo FC", "Marta"])
    u.debeMostrar("Nombre [5/25]: Marta")
    u.teclear("\u{3}")
    #expect(u.salida() == 130)
    #expect(!u.lineas.contains { $0.contains("¿Descartar") })
    // With a change, it asks.
    let v = try e.terminal(["editar", "Rayo FC", "Marta"])
    v.debeMostrar("Nombre [5/25]: Marta")
    v.teclear("x")
    v.debeMostrar("Nombre [6/25]: Martax")
    v.teclear("\u{3}")
    v.debeMostrar("¿Descartar los cambios? [s/N]")
    v.teclear("s\r")
    #expect(v.salida() == 130)
    #expect(try e.bytes() == antes)
  }

  @Test func quitarPreguntaEnLaTerminal() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["quitar", "Rayo FC", "luis"])
    t.debeMostrar("¿Quitar a Luis de Rayo FC? [s/N]")
    t.teclear("n\r")
    #expect(t.salida() == 130)
    let u = try e.terminal(["quitar", "Rayo FC", "luis"], ["LANG": "en_US.UTF-8"])
    u.debeMostrar("Remove Luis from Rayo FC? [y/N]")
    u.teclear("y\r")
    u.debeMostrar("Removed from Rayo FC: Luis")
    #expect(u.salida() == 0)
  }

  @Test func elInterpreteCompletaJugadoresTrasElEquipo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal([])
    t.debeMostrar("marcador>")
    t.teclear("editar Pe\t")
    t.debeMostrar("marcador> editar Peña L'Olivera")
    t.teclear("c\t")
    t.debeMostrar("marcador> editar Peña L'Olivera Carmen")
    t.teclear(" --dorsal 8\r")
    t.debeMostrar("Editado en Peña L'Olivera: Carmen #7 → Carmen #8")
    t.teclear("quitar Rayo FC M\t")
    t.debeMostrar("marcador> quitar Rayo FC Marta")
    t.teclear("\r")
    t.debeMostrar("¿Quitar a Marta #1 de Rayo FC? [s/N]")
    t.teclear("s\r")
    t.debeMostrar("Quitado de Rayo FC: Marta #1")
    t.teclear("deshacer\r")
    t.debeMostrar("Deshecho: Quitado de Rayo FC: Marta #1")
    t.teclearAlEditor("\u{4}")
    #expect(t.salida() == 0)
  }

  @Test func mayusTabVuelveAlCampoAnteriorConSuRespuesta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["anadir"])
    t.debeMostrar("Equipo:")
    // At the first field Shift-Tab only rings the bell.
    t.teclear("\u{1B}[ZRayo FC\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    // Issue 36: back up to the Nombre line itself; the Dorsal line goes, and no copy is left.
    t.teclear("12\u{1B}[Z")
    #expect(
      t.esperar { lineas in
        lineas.last { !$0.isEmpty } == "Nombre [3/25]: Bea"
          && lineas.filter { $0.hasPrefix("Nombre [") }.count == 1
          && !lineas.contains { $0.hasPrefix("Dorsal") }
      }, "\(t.descripcion)")
    t.teclear("triz\r")
    t.debeMostrar("Dorsal (opcional): 12")
    t.teclear("\u{1B}[Z\u{1B}[Z")
    #expect(
      t.esperar { lineas in
        lineas.last { !$0.isEmpty } == "Equipo: Rayo FC"
          && lineas.filter { $0.hasPrefix("Equipo:") }.count == 1
          && !lineas.contains { $0.hasPrefix("Nombre [") }
      }, "\(t.descripcion)")
    t.teclear("\r\r\r")
    t.debeMostrar("Añadido a Rayo FC: Beatriz #12")
    #expect(t.lineas.filter { $0.hasPrefix("Nombre [") }.count == 1, "\(t.descripcion)")
    #expect(t.salida() == 0)
    // Editing: back from the number to the name, both pre-filled.
    let u = try e.terminal(["editar", "Rayo FC", "Luis"])
    u.debeMostrar("Nombre [4/25]: Luis")
    u.teclear("\r5\u{1B}[Z")
    #expect(
      u.esperar { lineas in
        lineas.last { !$0.isEmpty } == "Nombre [4/25]: Luis"
          && lineas.filter { $0.hasPrefix("Nombre [") }.count == 1
      }, "\(u.descripcion)")
    u.teclear("ito\r\r")
    u.debeMostrar("Editado en Rayo FC: Luis → Luisito #5")
    #expect(u.salida() == 0)
  }
}

extension EdicionInteractivaTests {
  @Test func elInterpreteVuelveDondeEstabas() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal([])
    t.debeMostrar("marcador>")
    t.teclear("plantilla rayo fc\r")
    t.debeMostrar("Marta #1")
    t.teclear("anadir\r")
    t.debeMostrar("Equipo [Rayo FC]:")
    t.teclear("\rBea\r7\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    t.debeMostrar("Rayo FC: 4 jugadores")
    t.teclear("quitar Atlético B Iker --si\r")
    t.debeMostrar("Atlético B: 1 jugador")
    t.teclear("anadir\r")
    t.debeMostrar("Equipo [Atlético B]:")
    t.teclear("\u{3}")
    #expect(t.esperar { $0.last { !$0.isEmpty } == "marcador>" }, "\(t.descripcion)")
    t.teclear("\u{4}")
    #expect(t.salida() == 0)
  }
}

extension EdicionInteractivaTests {
  @Test func tabConMuchosCandidatosPreguntaAntesDeListar() throws {
    let e = try Escenario()
    let equipos = (1...150).map { "{\"nombre\": \"Equipo \(1000 + $0)\"}" }
    try e.escribir("{\"equipos\": [" + equipos.joined(separator: ", ") + "]}")
    let t = try e.terminal([], ["LINES": "40"])
    t.debeMostrar("marcador>")
    t.teclear("plantilla equ\t")
    t.debeMostrar("marcador> plantilla Equipo 1")
    t.teclear("\t")
    t.debeMostrar("¿Ver las 150 posibilidades? [s/N]")
    t.teclear("n\r")
    #expect(
      t.esperar { $0.last { !$0.isEmpty } == "marcador> plantilla Equipo 1" }, "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.contains("Equipo 1150") })
    t.teclear("\t")
    #expect(t.esperar { $0.filter { $0.contains("¿Ver las 150") }.count == 2 }, "\(t.descripcion)")
    t.teclear("s\r")
    #expect(t.esperar { $0.contains { $0.contains("Equipo 1150") } }, "\(t.descripcion)")
    t.teclear("\u{15}\u{4}")
    #expect(t.salida() == 0)
  }
}
