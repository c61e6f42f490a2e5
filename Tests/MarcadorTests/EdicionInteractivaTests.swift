import Foundation
import Glibc
import Testing

/// Editing and removing at a terminal (issue 10), checked on the screen.
@Suite(.serialized)
struct EdicionInteractivaTests {
  func terminal(_ e: Escenario, _ argumentos: [String], _ extra: [String: String] = [:]) throws
    -> Terminal
  { try e.terminal(argumentos, extra) }

  @Test func editarEmpiezaConCadaValorYEnterLoConserva() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["editar", "Rayo FC", "ana"])
    #expect(t.esperar("Editar a Ana #9 de Rayo FC"), "\(t.descripcion)")
    #expect(t.esperar("Nombre [3/25]: Ana"), "\(t.descripcion)")
    t.teclear("\r")
    #expect(t.esperar("Dorsal (opcional): 9"), "\(t.descripcion)")
    t.teclear("\u{7F}10\r")
    #expect(t.esperar("Editado en Rayo FC: Ana #9 → Ana #10"), "\(t.descripcion)")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #10\nLuis\nMarta #1\n")
  }

  @Test func editarSinCambiarNadaNoGuardaYCtrlCNoPregunta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let t = try terminal(e, ["editar", "Rayo FC", "Marta"])
    #expect(t.esperar("Nombre [5/25]: Marta"), "\(t.descripcion)")
    t.teclear("\r\r")
    #expect(t.esperar("Sin cambios: no se ha guardado nada"), "\(t.descripcion)")
    #expect(t.salida() == 0)
    // Ctrl-C with the values as they were: nothing to discard, so no question.
    let u = try terminal(e, ["editar", "Rayo FC", "Marta"])
    #expect(u.esperar("Nombre [5/25]: Marta"), "\(u.descripcion)")
    u.teclear("\u{3}")
    #expect(u.salida() == 130)
    #expect(!u.lineas.contains { $0.contains("¿Descartar") })
    // With a change, it asks.
    let v = try terminal(e, ["editar", "Rayo FC", "Marta"])
    #expect(v.esperar("Nombre [5/25]: Marta"), "\(v.descripcion)")
    v.teclear("x")
    #expect(v.esperar("Nombre [6/25]: Martax"), "\(v.descripcion)")
    v.teclear("\u{3}")
    #expect(v.esperar("¿Descartar los cambios? [s/N]"), "\(v.descripcion)")
    v.teclear("s\r")
    #expect(v.salida() == 130)
    #expect(try e.bytes() == antes)
  }

  @Test func quitarPreguntaEnLaTerminal() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["quitar", "Rayo FC", "luis"])
    #expect(t.esperar("¿Quitar a Luis de Rayo FC? [s/N]"), "\(t.descripcion)")
    t.teclear("n\r")
    #expect(t.salida() == 130)
    let u = try terminal(e, ["quitar", "Rayo FC", "luis"], ["LANG": "en_US.UTF-8"])
    #expect(u.esperar("Remove Luis from Rayo FC? [y/N]"), "\(u.descripcion)")
    u.teclear("y\r")
    #expect(u.esperar("Removed from Rayo FC: Luis"), "\(u.descripcion)")
    #expect(u.salida() == 0)
  }

  @Test func elInterpreteCompletaJugadoresTrasElEquipo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [])
    #expect(t.esperar("marcador>"), "\(t.descripcion)")
    t.teclear("editar Pe\t")
    #expect(t.esperar("marcador> editar Peña L'Olivera"), "\(t.descripcion)")
    t.teclear("c\t")
    #expect(t.esperar("marcador> editar Peña L'Olivera Carmen"), "\(t.descripcion)")
    t.teclear(" --dorsal 8\r")
    #expect(t.esperar("Editado en Peña L'Olivera: Carmen #7 → Carmen #8"), "\(t.descripcion)")
    t.teclear("quitar Rayo FC M\t")
    #expect(t.esperar("marcador> quitar Rayo FC Marta"), "\(t.descripcion)")
    t.teclear("\r")
    #expect(t.esperar("¿Quitar a Marta #1 de Rayo FC? [s/N]"), "\(t.descripcion)")
    t.teclear("s\r")
    #expect(t.esperar("Quitado de Rayo FC: Marta #1"), "\(t.descripcion)")
    t.teclear("deshacer\r")
    #expect(t.esperar("Deshecho: Quitado de Rayo FC: Marta #1"), "\(t.descripcion)")
    t.teclearAlEditor("\u{4}")
    #expect(t.salida() == 0)
  }

  @Test func mayusTabVuelveAlCampoAnteriorConSuRespuesta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir"])
    #expect(t.esperar("Equipo:"), "\(t.descripcion)")
    // At the first field Shift-Tab only rings the bell.
    t.teclear("\u{1B}[ZRayo FC\r")
    #expect(t.esperar("Nombre [0/25]:"), "\(t.descripcion)")
    t.teclear("Bea\r")
    #expect(t.esperar("Dorsal (opcional):"), "\(t.descripcion)")
    // Issue 36: back up to the Nombre line itself; the Dorsal line goes, and no copy is left.
    t.teclear("12\u{1B}[Z")
    #expect(
      t.esperar { lineas in
        lineas.last { !$0.isEmpty } == "Nombre [3/25]: Bea"
          && lineas.filter { $0.hasPrefix("Nombre [") }.count == 1
          && !lineas.contains { $0.hasPrefix("Dorsal") }
      }, "\(t.descripcion)")
    t.teclear("triz\r")
    #expect(t.esperar("Dorsal (opcional): 12"), "\(t.descripcion)")
    t.teclear("\u{1B}[Z\u{1B}[Z")
    #expect(
      t.esperar { lineas in
        lineas.last { !$0.isEmpty } == "Equipo: Rayo FC"
          && lineas.filter { $0.hasPrefix("Equipo:") }.count == 1
          && !lineas.contains { $0.hasPrefix("Nombre [") }
      }, "\(t.descripcion)")
    t.teclear("\r\r\r")
    #expect(t.esperar("Añadido a Rayo FC: Beatriz #12"), "\(t.descripcion)")
    #expect(t.lineas.filter { $0.hasPrefix("Nombre [") }.count == 1, "\(t.descripcion)")
    #expect(t.salida() == 0)
    // Editing: back from the number to the name, both pre-filled.
    let u = try terminal(e, ["editar", "Rayo FC", "Luis"])
    #expect(u.esperar("Nombre [4/25]: Luis"), "\(u.descripcion)")
    u.teclear("\r5\u{1B}[Z")
    #expect(
      u.esperar { lineas in
        lineas.last { !$0.isEmpty } == "Nombre [4/25]: Luis"
          && lineas.filter { $0.hasPrefix("Nombre [") }.count == 1
      }, "\(u.descripcion)")
    u.teclear("ito\r\r")
    #expect(u.esperar("Editado en Rayo FC: Luis → Luisito #5"), "\(u.descripcion)")
    #expect(u.salida() == 0)
  }
}

extension EdicionInteractivaTests {
  @Test func elInterpreteVuelveDondeEstabas() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [])
    #expect(t.esperar("marcador>"), "\(t.descripcion)")
    t.teclear("plantilla rayo fc\r")
    #expect(t.esperar("Marta #1"), "\(t.descripcion)")
    t.teclear("anadir\r")
    #expect(t.esperar("Equipo [Rayo FC]:"), "\(t.descripcion)")
    t.teclear("\rBea\r7\r")
    #expect(t.esperar("Añadido a Rayo FC: Bea #7"), "\(t.descripcion)")
    #expect(t.esperar("Rayo FC: 4 jugadores"), "\(t.descripcion)")
    t.teclear("quitar Atlético B Iker --si\r")
    #expect(t.esperar("Atlético B: 1 jugador"), "\(t.descripcion)")
    t.teclear("anadir\r")
    #expect(t.esperar("Equipo [Atlético B]:"), "\(t.descripcion)")
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
    let t = try terminal(e, [], ["LINES": "40"])
    #expect(t.esperar("marcador>"), "\(t.descripcion)")
    t.teclear("plantilla equ\t")
    #expect(t.esperar("marcador> plantilla Equipo 1"), "\(t.descripcion)")
    t.teclear("\t")
    #expect(t.esperar("¿Ver las 150 posibilidades? [s/N]"), "\(t.descripcion)")
    t.teclear("n")
    #expect(
      t.esperar { $0.last { !$0.isEmpty } == "marcador> plantilla Equipo 1" }, "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.contains("Equipo 1150") })
    t.teclear("\t")
    #expect(t.esperar { $0.filter { $0.contains("¿Ver las 150") }.count == 2 }, "\(t.descripcion)")
    t.teclear("s")
    #expect(t.esperar { $0.contains { $0.contains("Equipo 1150") } }, "\(t.descripcion)")
    t.teclear("\u{15}\u{4}")
    #expect(t.salida() == 0)
  }
}
