// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Foundation
import Glibc
import Testing
import Torneo

/// The form sees the league as it is now (issue 26): two clerks, A at a pseudo-terminal and B
/// through a pipe, on both stores. Every wait polls the screen with a deadline.
@Suite(.serialized)
struct FormularioEnVivoTests {
  /// A at the Dorsal field with «7» typed, B takes 7 and frees it again.
  @Test(arguments: Almacen.todos)
  func otroEmpleadoTomaElDorsalEscritoYLoDejaLibre(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Bea\r")
    a.debeMostrar("Dorsal (opcional):")
    a.teclear("7")
    a.debeMostrar("Dorsal (opcional): 7")
    let b = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Eva\n7\n")
    #expect(b.codigo == 0, "\(b.errores)")
    // Without a key, within the deadline.
    a.debeMostrar("✗ Dorsal: Ese dorsal ya lo lleva otro jugador (Eva, hace un momento)")
    // Enter behaves as today: refused, the text kept, the error following it.
    a.teclear("\r")
    a.debeMostrar("✗ Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 2–6, 8, 10–99")
    let quitado = try e.enTorneo(["quitar", "Rayo FC", "Eva", "--si"])
    #expect(quitado.codigo == 0, "\(quitado.errores)")
    #expect(a.esperar { !$0.contains { $0.contains("✗") } }, "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(a.salida() == 0)
  }

  @Test(arguments: Almacen.todos)
  func otroEmpleadoTomaElNombreEscrito(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Eva")
    a.debeMostrar("Nombre [3/25]: Eva")
    #expect(try e.enTorneo(["anadir", "Rayo FC"], entrada: "EVA\n\n").codigo == 0)
    a.debeMostrar("✗ Nombre: Ya hay un jugador con ese nombre (EVA, hace un momento)")
    #expect(try e.enTorneo(["quitar", "Rayo FC", "EVA", "--si"]).codigo == 0)
    #expect(a.esperar { !$0.contains { $0.contains("✗") } }, "\(a.descripcion)")
    a.teclear("\r\r")
    a.debeMostrar("Añadido a Rayo FC: Eva")
    #expect(a.salida() == 0)
  }

  /// A at the Dorsal field, Bea's name answered; B adds Bea #7: what A is told, whatever number
  /// is typed, is that Bea's name is taken now, and Enter sends A back to Nombre with its
  /// error (the save's own way), never the end of the form with nothing said.
  @Test(arguments: Almacen.todos)
  func otroEmpleadoTomaElNombreYaRespondidoYEnterVuelveASuCampo(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Bea\r")
    a.debeMostrar("Dorsal (opcional):")
    a.teclear("7")
    a.debeMostrar("Dorsal (opcional): 7")
    let b = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n")
    #expect(b.codigo == 0, "\(b.errores)")
    // The form has the roster as it is now: the name answered is taken, which is the news
    // under any number.
    let nombreTomado = "✗ Nombre: Ya hay un jugador con ese nombre (Bea, hace un momento)"
    a.debeMostrar(nombreTomado)
    a.teclear("\u{7F}8")
    a.debeMostrar("Dorsal (opcional): 8")
    a.debeMostrar(nombreTomado)
    a.teclear("\r")
    // Back at Nombre: asked a second time, its error under it (the live line said it before,
    // with «hace un momento»).
    #expect(
      a.esperar { lineas in
        lineas.filter { $0.hasPrefix("Nombre [3/25]: Bea") }.count == 2
          && lineas.contains { $0.hasSuffix("✗ Nombre: Ya hay un jugador con ese nombre") }
      }, "\(a.descripcion)")
    a.teclearAlEditor("\u{3}")
    a.debeMostrar("¿Descartar los cambios? [s/N]")
    a.teclear("s\r")
    #expect(a.salida() == 130)
  }

  /// In the interactive mode after an add and its undo (the league again as it was): B takes
  /// A's number, then frees it, leaving the league byte for byte as A's own undo left it; the
  /// form still sees the number freed, and Enter saves (T3's intermittent «stays taken»).
  @Test func unNumeroLiberadoQueDejaLaLigaComoUnGuardadoPropioSeVe() throws {
    let e = try Escenario(.archivo).conLigaDeEjemplo()
    let a = try e.terminal([])
    a.debeMostrar("marcador>")
    a.teclear("anadir Rayo FC --nombre Zoe --dorsal 30\r")
    a.debeMostrar("Añadido a Rayo FC: Zoe #30")
    a.teclear("deshacer\r")
    a.debeMostrar("Deshecho: Añadido a Rayo FC: Zoe #30")
    let vacia = try e.bytes()
    a.teclearAlEditor("anadir Rayo FC\rBea\r7")
    a.debeMostrar("Dorsal (opcional): 7")
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Eva", "--dorsal", "7"]).codigo == 0)
    a.debeMostrar("(Eva, hace un momento)")
    #expect(try e.enTorneo(["quitar", "Rayo FC", "Eva", "--si"]).codigo == 0)
    #expect(try e.bytes() == vacia)
    #expect(a.esperar { !$0.contains { $0.contains("✗") } }, "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar("Añadido a Rayo FC: Bea #7")
    a.teclearAlEditor("salir\r")
    #expect(a.salida() == 0)
  }

  /// A at the Dorsal field of a team given as EQUIPO; B renames the team: Enter sends A back
  /// to the Equipo field with its error and suggestion, the answers kept; the team picked
  /// (TAB completes it), Enter saves them.
  @Test(arguments: Almacen.todos)
  func otroEmpleadoRenombraElEquipoYEnterVuelveAlCampoEquipo(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Nico\r")
    a.debeMostrar("Dorsal (opcional):")
    a.teclear("22")
    a.debeMostrar("Dorsal (opcional): 22")
    let b = try e.enTorneo(["renombrar-equipo", "Rayo FC", "Rayo CF"])
    #expect(b.codigo == 0, "\(b.errores)")
    a.teclear("\r")
    a.debeMostrar("✗ Equipo: No hay ningún equipo «Rayo FC». ¿Quisiste decir «Rayo CF»?")
    #expect(a.esperar { $0.contains { $0.hasPrefix("Equipo: Rayo FC") } }, "\(a.descripcion)")
    a.teclearAlEditor("\u{15}Rayo C\t")
    #expect(a.esperar { $0.contains { $0.hasPrefix("Equipo: Rayo CF") } }, "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar("Añadido a Rayo CF: Nico #22")
    #expect(a.salida() == 0)
    #expect(try e.plantilla("Rayo CF").contains(["nombre": "Nico", "dorsal": "22"]))
  }

  /// The live form sees the team go: the line under the field says so without a key (plain
  /// prompts: one line), and Enter asks the team at once, the answer kept.
  @Test(arguments: Almacen.todos, [false, true])
  func elEquipoRenombradoSeVeEnVivoYEnterLoPregunta(almacen: Almacen, llano: Bool) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"], llano ? ["TERM": "dumb"] : [:])
    a.debeMostrar(llano ? "Nombre (hasta 25 letras):" : "Nombre [0/25]:")
    a.teclear("Nico\r")
    a.debeMostrar("Dorsal (opcional):")
    #expect(try e.enTorneo(["renombrar-equipo", "Rayo FC", "Rayo CF"]).codigo == 0)
    a.debeMostrar("✗ Equipo: No hay ningún equipo «Rayo FC»")
    a.teclear("22\r")
    #expect(a.esperar { $0.contains { $0.hasPrefix("Equipo:") } }, "\(a.descripcion)")
    a.teclearAlEditor(llano ? "Rayo CF\r" : "\u{15}Rayo CF\r")
    a.debeMostrar("Añadido a Rayo CF: Nico #22")
    #expect(a.salida() == 0)
  }

  /// The team renamed while Nombre is asked: Enter asks the team, and once it is answered the
  /// form goes on at Dorsal (the name kept) instead of saving without it; an edit follows it.
  @Test(arguments: Almacen.todos)
  func elEquipoDevueltoEnVivoSigueConElDorsal(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Zoe")
    a.debeMostrar("Nombre [3/25]: Zoe")
    #expect(try e.enTorneo(["renombrar-equipo", "Rayo FC", "Rayo CF"]).codigo == 0)
    a.debeMostrar("✗ Equipo: No hay ningún equipo «Rayo FC»")
    a.teclear("\r")
    #expect(a.esperar { $0.contains { $0.hasPrefix("Equipo:") } }, "\(a.descripcion)")
    a.teclearAlEditor("\u{15}Rayo CF\r")
    a.debeMostrar("Dorsal (opcional):")
    a.teclear("22\r")
    a.debeMostrar("Añadido a Rayo CF: Zoe #22")
    #expect(a.salida() == 0)
    // Editing, the player's team renamed is the same team (the journal says so): followed,
    // nothing asked again.
    let b = try e.terminal(["editar", "Rayo CF", "Ana"])
    b.debeMostrar("Nombre [3/25]: Ana")
    #expect(try e.enTorneo(["renombrar-equipo", "Rayo CF", "Rayo FC"]).codigo == 0)
    b.teclear("\r")
    b.debeMostrar("Dorsal (opcional): 9")
    #expect(!b.lineas.contains { $0.contains("No hay ningún equipo") }, "\(b.descripcion)")
    b.teclear("\u{7F}5\r")
    b.debeMostrar("Editado en Rayo FC: Ana #9 → Ana #5")
    #expect(b.salida() == 0)
  }

  /// Plain prompts: B removes the team; Enter says it on its own line and asks the team.
  @Test(arguments: Almacen.todos)
  func otroEmpleadoQuitaElEquipoYEnModoLlanoSePreguntaOtro(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Sur B"]).codigo == 0)
    let a = try e.terminal(["anadir", "Sur B"], ["TERM": "dumb"])
    a.debeMostrar("Nombre (hasta 25 letras):")
    a.teclear("Bea\r")
    a.debeMostrar("Dorsal (opcional):")
    let b = try e.enTorneo(["quitar-equipo", "Sur B", "--si"])
    #expect(b.codigo == 0, "\(b.errores)")
    a.teclear("23\r")
    a.debeMostrar("✗ Equipo: No hay ningún equipo «Sur B»")
    #expect(a.esperar { $0.contains { $0.hasPrefix("Equipo:") } }, "\(a.descripcion)")
    a.teclear("Atletico B\r")
    a.debeMostrar("Añadido a Atlético B: Bea #23")
    #expect(a.salida() == 0)
  }

  /// The form opened on a team whose Eva wears 7; B removes the team: Enter with 7 asks the
  /// team, not the number again against the roster that went with it.
  @Test(arguments: Almacen.todos, [false, true])
  func elDorsalDeUnEquipoQuitadoNoSeNiega(almacen: Almacen, llano: Bool) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Cantera"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Cantera", "--nombre", "Eva", "--dorsal", "7"]).codigo == 0)
    let a = try e.terminal(["anadir", "Cantera"], llano ? ["TERM": "dumb"] : [:])
    a.debeMostrar(llano ? "Nombre (hasta 25 letras):" : "Nombre [0/25]:")
    a.teclear("Bea\r")
    a.debeMostrar("Dorsal (opcional):")
    #expect(try e.enTorneo(["quitar-equipo", "Cantera", "--si"]).codigo == 0)
    a.debeMostrar("✗ Equipo: No hay ningún equipo «Cantera»")
    // The rules that need no roster still hold at this Enter.
    a.teclear("abc\r")
    a.debeMostrar("✗ Dorsal: Escribe solo números")
    a.teclearAlEditor(llano ? "7\r" : "\u{15}7\r")
    #expect(a.esperar { $0.contains { $0.hasPrefix("Equipo:") } }, "\(a.descripcion)")
    #expect(!a.lineas.contains { $0.contains("Ese dorsal ya lo lleva") }, "\(a.descripcion)")
    a.teclearAlEditor(llano ? "Rayo FC\r" : "\u{15}Rayo FC\r")
    a.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(a.salida() == 0)
  }

  /// Editing a player whose team B renames: the same team renamed (the journal says so), the
  /// player followed into it, live and at the save, whichever comes first; nothing asked again.
  @Test(arguments: Almacen.todos)
  func otroEmpleadoRenombraElEquipoDeLaJugadoraEditada(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["editar", "Rayo FC", "Ana"])
    a.debeMostrar("Nombre [3/25]: Ana")
    a.teclear("\r")
    a.debeMostrar("Dorsal (opcional): 9")
    a.teclear("\u{7F}5")
    a.debeMostrar("Dorsal (opcional): 5")
    #expect(try e.enTorneo(["renombrar-equipo", "Rayo FC", "Rayo CF"]).codigo == 0)
    a.teclear("\r")
    a.debeMostrar("Editado en Rayo CF: Ana #9 → Ana #5")
    #expect(!a.lineas.contains { $0.contains("Quisiste decir") }, "\(a.descripcion)")
    #expect(a.salida() == 0)
  }

  /// A transfer's Dorsal field open; B renames the destination: Enter asks the destination.
  @Test(arguments: Almacen.todos)
  func otroEmpleadoRenombraElDestinoDeUnTraspaso(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Eva", "--dorsal", "10"]).codigo == 0)
    let a = try e.terminal(["traspasar", "Atlético B", "Iker", "Rayo FC"])
    a.debeMostrar("Dorsal (opcional): 10")
    a.teclear("\u{7F}\u{7F}11")
    a.debeMostrar("Dorsal (opcional): 11")
    #expect(try e.enTorneo(["renombrar-equipo", "Rayo FC", "Rayo CF"]).codigo == 0)
    a.teclear("\r")
    a.debeMostrar("¿Quisiste decir «Rayo CF»?")
    // The live line under Dorsal says it already: wait for the field Enter asks.
    #expect(a.esperar { $0.contains { $0.hasPrefix("Equipo: Rayo FC") } }, "\(a.descripcion)")
    a.teclearAlEditor("\u{15}Rayo CF\r")
    a.debeMostrar("Traspasado de Atlético B a Rayo CF: Iker #10 → Iker #11")
    #expect(a.salida() == 0)
  }

  /// A field that showed its error says `✓ libre` after a pause once its text is valid.
  @Test func unCampoQueMostroSuErrorDiceLibreAlCorregirlo() throws {
    let e = try Escenario(.archivo).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Bea\r")
    a.debeMostrar("Dorsal (opcional):")
    a.teclear("9\r")
    a.debeMostrar("✗ Dorsal: Ese dorsal ya lo lleva otro jugador")
    a.teclear("\u{7F}8")
    a.debeMostrar("✓ libre")
    a.teclear("\r")
    a.debeMostrar("Añadido a Rayo FC: Bea #8")
    #expect(a.salida() == 0)
  }

  /// A burst of keys that ends in the key that leaves the field (Enter; Ctrl-D on an empty
  /// line, Shift-Tab) leaves the line drawn as it ends: the counter too.
  @Test func unaRafagaQueAcabaEnEnterDejaElContadorAlDia() throws {
    let e = try Escenario(.archivo).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Xi\r")
    a.debeMostrar("Dorsal (opcional):")
    a.debeMostrar("Nombre [2/25]: Xi")
    a.teclear("\u{3}")
    a.debeMostrar("¿Descartar los cambios? [s/N]")
    a.teclear("s\r")
    #expect(a.salida() == 130)
  }

  /// After a pause the check says `✓ libre`; typing on drops it and no message is left.
  @Test(arguments: Almacen.todos)
  func laComprobacionDiceLibreYTeclearLaQuitaSinMensaje(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Bea")
    a.debeMostrar("✓ libre")
    for letra in "triz" { a.teclear(String(letra)) }
    a.debeMostrar("Nombre [7/25]: Beatriz")
    a.debeMostrar("✓ libre")
    // Only the field and its state: no error, no «comprobando» left behind.
    let bajo = a.lineas.drop { !$0.hasPrefix("Nombre") }.dropFirst().filter { !$0.isEmpty }
    #expect(bajo == ["  ✓ libre"], "\(a.descripcion)")
    a.teclear("\u{3}")
    a.debeMostrar("¿Descartar los cambios? [s/N]")
    a.teclear("s\r")
    #expect(a.salida() == 130)
  }

  /// Plain prompts never redraw: one line says it.
  @Test(arguments: Almacen.todos, ["es", "en"])
  func enModoLlanoElCambioEsUnaLinea(almacen: Almacen, idioma: String) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let lang = idioma == "es" ? "C.UTF-8" : "en_US.UTF-8"
    let a = try e.terminal(["anadir", "Rayo FC"], ["TERM": "dumb", "LANG": lang])
    let dorsal = idioma == "es" ? "Dorsal (opcional):" : "Number (optional):"
    a.debeMostrar(idioma == "es" ? "Nombre (hasta 25 letras):" : "Name (up to 25 letters):")
    a.teclear("Bea\r")
    a.debeMostrar(dorsal)
    #expect(try e.enTorneo(["anadir", "Rayo FC"], entrada: "Eva\n7\n").codigo == 0)
    let aviso =
      idioma == "es" ? "Aviso: Eva acaba de tomar el dorsal 7" : "Notice: Eva just took number 7"
    a.debeMostrar(aviso)
    // The question again on its own line, and the answer as always.
    #expect(a.esperar { $0.filter { $0.hasPrefix(dorsal) }.count == 2 }, "\(a.descripcion)")
    a.teclear("8\r")
    a.debeMostrar(idioma == "es" ? "Añadido a Rayo FC: Bea #8" : "Bea #8")
    #expect(a.salida() == 0)
  }

  /// An open form that waits for a key uses no CPU: utime + stime from /proc over 10 s, with
  /// a name typed and checked (no timer left behind).
  @Test(arguments: Almacen.todos)
  func unFormularioQuietoNoGastaCPU(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["anadir", "Rayo FC"])
    a.debeMostrar("Nombre [0/25]:")
    a.teclear("Bea")
    a.debeMostrar("✓ libre")
    func ticks() throws -> Int {
      let stat = try String(contentsOfFile: "/proc/\(a.pid)/stat", encoding: .utf8)
      // After the command's name in parentheses: utime and stime are fields 14 and 15.
      let campos = stat.split(separator: ")").last?.split(separator: " ") ?? []
      return (Int(campos[11]) ?? 0) + (Int(campos[12]) ?? 0)
    }
    let antes = try ticks()
    // Not a wait for something to happen: the span the idle CPU is measured over.
    Thread.sleep(forTimeInterval: 10)
    let despues = try ticks()
    #expect(despues - antes <= 2, "\(despues - antes) ticks en 10 s")
    a.teclear("\u{3}")
    a.debeMostrar("¿Descartar los cambios? [s/N]")
    a.teclear("s\r")
    #expect(a.salida() == 130)
  }

  /// Issue 41, item 6: A at Dorsal, Ana's name answered; B renames her Anita. The line under
  /// Dorsal says who did, naming the field; Enter saves nothing of it back (nothing else
  /// changed: no changes).
  @Test(arguments: Almacen.todos)
  func unCampoYaRespondidoQueOtroCambiaSeDiceBajoElActual(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["editar", "Rayo FC", "Ana"])
    a.debeMostrar("Nombre [3/25]: Ana")
    a.teclear("\r")
    a.debeMostrar("Dorsal (opcional): 9")
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--nombre", "Anita"]).codigo == 0)
    a.debeMostrar("Nombre: (")
    a.debeMostrar("lo cambió a Anita hace un momento)")
    a.teclear("\r")
    a.debeMostrar("Sin cambios: no se ha guardado nada")
    #expect(a.salida() == 0)
    #expect(try e.plantilla("Rayo FC").contains(["nombre": "Anita", "dorsal": "9"]))
  }

  /// Issue 41, item 6: A at Dorsal, Ana's name answered (kept, or B's typed instead); another
  /// clerk renames her Anita and gives her 71. The header (its rows as many as the new name
  /// takes) and the name's line above are written again in place: the header names Anita #71,
  /// the name's line follows where A kept it and keeps Bea where A typed it; Dorsal follows.
  /// In Spanish and English, at 80 and 40 columns (A keeps the name in Spanish, types Bea in
  /// English).
  @Test(arguments: Almacen.todos, [(false, 80), (false, 40), (true, 80), (true, 40)])
  func laCabeceraYLosCamposRespondidosSiguenAlRenombre(
    almacen: Almacen, idioma: (ingles: Bool, columnas: Int)
  ) throws {
    let ingles = idioma.ingles
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try Terminal(
      ["--torneo", e.torneo, "editar", "Rayo FC", "Ana"],
      entorno: e.entorno(["TERM": "vt100", "LANG": ingles ? "en_US.UTF-8" : "es_ES.UTF-8"]),
      carpeta: e.carpeta, columnas: idioma.columnas)
    let (nombre, dorsal) = ingles ? ("Name", "Number (optional)") : ("Nombre", "Dorsal (opcional)")
    a.debeMostrar("\(nombre) [3/25]: Ana")
    a.teclear(ingles ? "\u{15}Bea\r" : "\r")
    a.debeMostrar("\(dorsal): 9")
    #expect(
      try e.enTorneo(["editar", "Rayo FC", "Ana", "--nombre", "Anita", "--dorsal", "71"]).codigo
        == 0)
    a.debeMostrar("\(dorsal): 71")
    let cabecera = ingles ? "Edit Anita #71 of Rayo FC ·" : "Editar a Anita #71 de Rayo FC ·"
    let respondido = ingles ? "\(nombre) [3/25]: Bea" : "\(nombre) [5/25]: Anita"
    let bien = a.esperar { lineas in
      guard let k = lineas.firstIndex(where: { $0.hasPrefix(cabecera) }),
        let n = lineas.firstIndex(of: respondido)
      else { return false }
      // The header's rows, then the name's line, then Dorsal's: no stale row left between.
      return k == 0 && lineas[n + 1] == "\(dorsal): 71"
        && lineas[(k + 1)..<n].allSatisfy { !$0.isEmpty && !$0.contains(":") }
        && !lineas.contains { $0.contains("#9") || $0.contains(": Ana") }
    }
    #expect(bien, "\(a.descripcion)")
  }

  /// Issue 41, item 6, at plain prompts, which never redraw: the header's new name and number
  /// are said once, a line each, naming the field; the number's prompt names the new value an
  /// empty answer keeps.
  @Test(arguments: Almacen.todos, ["es", "en"])
  func enModoLlanoElRenombreEsUnaLineaPorCampo(almacen: Almacen, idioma: String) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let es = idioma == "es"
    let a = try e.terminal(
      ["editar", "Rayo FC", "Ana"], ["TERM": "dumb", "LANG": es ? "C.UTF-8" : "en_US.UTF-8"])
    a.debeMostrar(es ? "Nombre (hasta 25 letras) [Ana]:" : "Name (up to 25 letters) [Ana]:")
    a.teclear("\r")
    a.debeMostrar(es ? "Dorsal (opcional) [9]:" : "Number (optional) [9]:")
    #expect(
      try e.enTorneo(["editar", "Rayo FC", "Ana", "--nombre", "Anita", "--dorsal", "71"]).codigo
        == 0)
    let (cambio, momento) =
      es ? ("lo cambió a", "hace un momento)") : ("changed it to", "just now)")
    for (campo, valor) in es
      ? [("Nombre", "Anita"), ("Dorsal", "71")] : [("Name", "Anita"), ("Number", "71")]
    {
      #expect(
        a.esperar {
          $0.contains {
            $0.hasPrefix("\(campo): (") && $0.hasSuffix("\(cambio) \(valor) \(momento)")
          }
        },
        "\(a.descripcion)")
    }
    a.debeMostrar(es ? "Dorsal (opcional) [71]:" : "Number (optional) [71]:")
    a.teclear("\r")
    a.debeMostrar(es ? "Sin cambios: no se ha guardado nada" : "No changes: nothing was saved")
    #expect(a.salida() == 0)
  }

  /// Issue 41, item 18: a value the edit form only followed from another clerk is never
  /// written back, also when the league changes again between the follow and Enter. A renames
  /// Ana to Anita; B sets her number to 71, which A's untouched Dorsal follows; A is stopped
  /// (SIGSTOP) while B sets 72 and A's Enter is typed, so that both wait when A goes on (on the
  /// server the key is taken first: the form still shows 71 at Enter). The save leaves the
  /// number as the league has it: Anita #72, no conflict naming a 71 A never typed.
  @Test(arguments: Almacen.todos)
  func unValorSeguidoNoSeEscribeAunqueLaLigaVuelvaACambiar(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["editar", "Rayo FC", "Ana"])
    a.debeMostrar("Nombre [3/25]: Ana")
    a.teclear("\u{15}Anita\r")
    a.debeMostrar("Dorsal (opcional): 9")
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "71"]).codigo == 0)
    a.debeMostrar("Dorsal (opcional): 71")
    kill(a.pid, SIGSTOP)
    #expect(a.esperarParada())
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "72"]).codigo == 0)
    a.teclear("\r")
    kill(a.pid, SIGCONT)
    a.debeMostrar("Editado en Rayo FC: Ana #72 → Anita #72")
    #expect(!a.lineas.contains { $0.contains("71") && $0.contains("✗") }, "\(a.descripcion)")
    #expect(a.salida() == 0)
    #expect(try e.plantilla("Rayo FC").contains(["nombre": "Anita", "dorsal": "72"]))
  }

  /// Issue 41, item 6: A edits Ana; B removes her. The removal shows under the form without a
  /// key, naming who (plain prompts: one line), not «✓ libre»; Enter says who removed her and
  /// when, and offers to add her back with the answers: yes goes on to the next field and saves
  /// an add. At the line editor in Spanish, at plain prompts in English; at 40 columns, the line
  /// editor's lines broken between words.
  @Test(arguments: Almacen.todos, [false, true])
  func laJugadoraEditadaQueOtroQuitaSeVeYSePuedeAnadirDeNuevo(almacen: Almacen, llano: Bool)
    throws
  {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try Terminal(
      ["--torneo", e.torneo, "editar", "Rayo FC", "Ana"],
      entorno: e.entorno([
        "TERM": llano ? "dumb" : "vt100", "LANG": llano ? "en_US.UTF-8" : "es_ES.UTF-8",
      ]), carpeta: e.carpeta, columnas: 40)
    a.debeMostrar(llano ? "Name (up to 25 letters) [Ana]:" : "Nombre [3/25]: Ana")
    #expect(try e.enTorneo(["quitar", "Rayo FC", "Ana", "--si"]).codigo == 0)
    // The line editor breaks lines between words (a row's end is a space); plain prompts keep
    // each line whole, and the terminal breaks it anywhere: compared without spaces.
    let pantalla = {
      a.lineas.joined(separator: llano ? "" : " ").split(separator: " ")
        .joined(separator: llano ? "" : " ")
    }
    let frase = { (texto: String) in llano ? texto.filter { $0 != " " } : texto }
    #expect(
      a.esperar { _ in
        pantalla().contains(
          frase(llano ? "✗ Ana #9 is no longer in Rayo FC (" : "✗ Ana #9 ya no está en Rayo FC ("))
          && pantalla().contains(frase(llano ? ", a moment ago)" : ", hace un momento)"))
      }, "\(a.descripcion)")
    #expect(!pantalla().contains("libre") && !pantalla().contains("free"), "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar(llano ? "Add back with your answers? [y/N]" : "¿Añadir con tus respuestas? [s/N]")
    #expect(
      pantalla().contains(
        frase(
          llano
            ? "nothing was saved: Ana #9 is no longer in Rayo FC ("
            : "no se ha guardado nada: Ana #9 ya no está en Rayo FC (")),
      "\(a.descripcion)")
    #expect(try e.plantilla("Rayo FC").allSatisfy { $0["nombre"] != "Ana" })
    a.teclear(llano ? "y\r" : "s\r")
    a.debeMostrar(llano ? "Number (optional) [9]:" : "Dorsal (opcional): 9")
    a.teclear("\r")
    a.debeMostrar(llano ? "Added to Rayo FC: Ana #9" : "Añadido a Rayo FC: Ana #9")
    #expect(a.salida() == 0)
    #expect(try e.plantilla("Rayo FC").contains(["nombre": "Ana", "dorsal": "9"]))
  }

  /// No to adding her back discards the answers: 130, nothing written.
  @Test(arguments: Almacen.todos)
  func noAAnadirDeNuevoALaJugadoraQuitadaDescarta(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["editar", "Rayo FC", "Ana"])
    a.debeMostrar("Nombre [3/25]: Ana")
    a.teclear("\u{15}Anita\r")
    a.debeMostrar("Dorsal (opcional): 9")
    #expect(try e.enTorneo(["quitar", "Rayo FC", "Ana", "--si"]).codigo == 0)
    a.debeMostrar("ya no está en Rayo FC")
    let antes = try e.estado()
    a.teclear("\r")
    a.debeMostrar("[s/N]")
    a.teclear("n\r")
    #expect(a.salida() == 130)
    #expect(try e.estado() == antes)
  }
}
