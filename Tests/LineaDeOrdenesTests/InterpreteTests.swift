// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Consola
import Formulario
import Testing
import Torneo

@testable import LineaDeOrdenes

/// `marcador` without a command and without a terminal: commands from standard input, in this
/// process (a line that is not UTF-8 is `InterpreteTests` in MarcadorTests).
struct InterpreteTests {
  @Test func leeOrdenesYUnAsistenteTomaLasLineasSiguientes() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let guion = """
      # una liga de prueba
      equipos
      plantilla Rayo FC
      anadir Rayo FC
      Bea
      7

      añadir "Atlético B" --nombre Pep --dorsal ''
      plantilla 'Atlético B'
      salir
      equipos
      """
    let r = e.enTorneo([], entrada: guion)
    #expect(r.codigo == .hecho)
    #expect(r.errores == "")
    #expect(
      r.salida == """
        Rayo FC
        Atlético B
        Peña L'Olivera
        Unión Deportiva Sur
        Ana #9
        Luis
        Marta #1
        Añadido a Rayo FC: Bea #7
        Añadido a Atlético B: Pep
        Iker #10
        Nerea #4
        Pep

        """)
    // What the runner says changed: both adds, in order.
    #expect(
      r.cambios == [
        .anadido(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"),
        .anadido(Jugador(nombre: "Pep", dorsal: nil), equipo: "Atlético B"),
      ])
  }

  @Test func elPrimerErrorTerminaConSuEstado() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let antes = try e.bytes()
    let r = e.enTorneo([], entrada: "equipos\nanadir Rayo FC\nBea\n9\nplantilla Rayo FC\n")
    #expect(r.codigo == .datos)
    #expect(r.errores.hasPrefix("línea 4 (Dorsal): Ese dorsal ya lo lleva otro jugador"))
    #expect(!r.salida.contains("Ana #9"))
    #expect(r.cambios == [])
    #expect(try e.bytes() == antes)
    let uso = e.enTorneo([], entrada: "equipos\nbailar\nequipos\n")
    #expect(uso.codigo == .uso)
    #expect(
      uso.errores
        == "marcador: línea 2: no conozco la orden «bailar». Escribe «ayuda» para ver las órdenes.\n"
    )
  }

  /// The words people type by habit to leave, and comments and blank lines, which do nothing.
  @Test func salirYLosComentariosNoSonOrdenes() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    for palabra in ["salir", "quit", "exit", "q", "adios", "adiós", "SALIR"] {
      let r = e.enTorneo([], entrada: "\n# nada\n   \n\(palabra)\nnuevo-equipo Otro\n")
      #expect(r.codigo == .hecho && r.salida == "" && r.errores == "", "\(palabra)")
      #expect(r.cambios == [], "\(palabra)")
    }
  }

  /// At a terminal, an error shows and the prompt comes back; a form without a team offers
  /// the last one named, and a change says the roster's size.
  @Test func aUnaPersonaElInterpreteLaDejaDondeEstaba() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let variables = e.variables([:])
    let lector = LectorGuionizado(
      ["bailar", "plantilla rayo fc", "anadir", "", "Bea", "7", "salir"].map { .texto($0) },
      interactivo: true, editaLineas: false)
    let salida = SalidaEnMemoria()
    let errores = SalidaEnMemoria()
    let aplicacion = Aplicacion(
      entorno: Entorno(variable: { variables[$0] }, terminal: { _ in false }), salida: salida,
      errores: errores, lector: lector)
    let r = aplicacion.ejecutar(argumentos: ["--torneo", e.torneo])
    #expect(r.codigo == .hecho)
    #expect(r.cambios == [.anadido(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC")])
    #expect(errores.texto.contains("«bailar»"))
    #expect(lector.preguntas.contains("Equipo [Rayo FC]: "), "\(lector.preguntas)")
    #expect(salida.texto.contains("Añadido a Rayo FC: Bea #7\nRayo FC: 4 jugadores\n"))
  }

  /// `ayuda` promises TAB and the history only to a reader that has them (not to plain
  /// prompts, `--accesible` or `TERM=dumb`), in both languages.
  @Test func laAyudaPrometeTABSoloSiLoHay() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    for (lang, tab) in [
      ("es_ES.UTF-8", "TAB completa órdenes"), ("en_GB.UTF-8", "TAB completes commands"),
    ] {
      for editaLineas in [true, false] {
        let variables = e.variables(["LANG": lang])
        let salida = SalidaEnMemoria()
        let aplicacion = Aplicacion(
          entorno: Entorno(variable: { variables[$0] }, terminal: { _ in false }),
          salida: salida, errores: SalidaEnMemoria(),
          lector: LectorGuionizado(
            [.texto("ayuda")], interactivo: true, editaLineas: editaLineas))
        #expect(aplicacion.ejecutar(argumentos: ["--torneo", e.torneo]).codigo == .hecho)
        #expect(salida.texto.contains("editar Peña L'Olivera Carmen"), "\(lang)")
        #expect(salida.texto.contains(tab) == editaLineas, "\(lang) \(editaLineas)")
      }
    }
  }

  /// A server URL typed in the interactive mode reaches the history with its password hidden.
  @Test func laHistoriaNoGuardaContrasenas() {
    #expect(
      Interprete.sinContrasenas("copiar t.json postgresql://ana:secreto@localhost/liga")
        == "copiar t.json postgresql://ana:***@localhost/liga")
    #expect(Interprete.sinContrasenas("plantilla Rayo FC") == "plantilla Rayo FC")
  }
}

/// A scripted person whose `alLeer` runs before each answer is read (another clerk at work
/// between two commands).
final class LectorConOtroEmpleado: Lector {
  let guion: LectorGuionizado
  let alLeer: (Int) -> Void
  init(_ lineas: [String], alLeer: @escaping (Int) -> Void) {
    guion = LectorGuionizado(lineas.map { .texto($0) }, interactivo: true, editaLineas: false)
    self.alLeer = alLeer
  }
  var esInteractivo: Bool { true }
  var lineasLeidas: Int { guion.lineasLeidas }
  var entradaAgotada: Bool { guion.entradaAgotada }
  func empezar(_ pregunta: Pregunta) {
    alLeer(guion.lineasLeidas)
    guion.empezar(pregunta)
  }
  func esperar(_ descriptores: [Int32], plazo: Int32?) -> Suceso {
    guion.esperar(descriptores, plazo: plazo)
  }
  func recordar(_ texto: String, en historial: Historial) {}
}

/// Defects of day one, item 3: the team a form offers follows the league. One's own removal,
/// an undone rename and another clerk's removal drop it or give the name it has now.
struct EquipoRecordadoTests {
  /// Runs `lineas` in the interactive mode as a person would (no terminal needed), `alLeer`
  /// before each line is read: the questions asked, and the changes saved.
  func sesion(_ e: Ensayo, _ lineas: [String], alLeer: @escaping (Int) -> Void = { _ in })
    -> (preguntas: [String], cambios: [Cambio])
  {
    let variables = e.variables([:])
    let lector = LectorConOtroEmpleado(lineas + ["salir"], alLeer: alLeer)
    let aplicacion = Aplicacion(
      entorno: Entorno(variable: { variables[$0] }, terminal: { _ in false }),
      salida: SalidaEnMemoria(), errores: SalidaEnMemoria(), lector: lector)
    let r = aplicacion.ejecutar(argumentos: ["--torneo", e.torneo])
    return (lector.guion.preguntas, r.cambios)
  }

  @Test func trasQuitarElEquipoNoSeOfrece() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let s = sesion(
      e, ["nuevo-equipo Temp", "quitar-equipo Temp --si", "anadir", "Rayo FC", "Bea", ""])
    #expect(s.preguntas.contains("Equipo: "), "\(s.preguntas)")
    #expect(!s.preguntas.contains { $0.contains("[Temp]") }, "\(s.preguntas)")
    #expect(s.cambios.last == .anadido(Jugador(nombre: "Bea"), equipo: "Rayo FC"))
  }

  @Test func unRenombreDeshechoVuelveAlNombreDeAntes() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let s = sesion(e, ["renombrar-equipo Rayo FC Rayo CF", "deshacer", "anadir", "", "Bea", ""])
    #expect(s.preguntas.contains("Equipo [Rayo FC]: "), "\(s.preguntas)")
    #expect(s.cambios.last == .anadido(Jugador(nombre: "Bea"), equipo: "Rayo FC"))
  }

  /// Another clerk removes the team, or renames it, between two commands.
  @Test func loQueOtroQuitaNoSeOfreceYLoQueRenombraSiSuMayusculas() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    #expect(e.enTorneo(["nuevo-equipo", "Temp"]).codigo == .hecho)
    let quitado = sesion(e, ["plantilla Temp", "anadir", "Rayo FC", "Bea", ""]) { leidas in
      if leidas == 1 { #expect(e.enTorneo(["quitar-equipo", "Temp", "--si"]).codigo == .hecho) }
    }
    #expect(quitado.preguntas.contains("Equipo: "), "\(quitado.preguntas)")
    #expect(quitado.cambios.last == .anadido(Jugador(nombre: "Bea"), equipo: "Rayo FC"))
    let renombrado = sesion(e, ["plantilla Rayo FC", "anadir", "", "Leo", ""]) { leidas in
      if leidas == 1 {
        #expect(e.enTorneo(["renombrar-equipo", "Rayo FC", "RAYO FC"]).codigo == .hecho)
      }
    }
    #expect(renombrado.preguntas.contains("Equipo [RAYO FC]: "), "\(renombrado.preguntas)")
    #expect(renombrado.cambios.last == .anadido(Jugador(nombre: "Leo"), equipo: "RAYO FC"))
  }
}
