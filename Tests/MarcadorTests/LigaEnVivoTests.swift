// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Archivo
import Foundation
import Glibc
import Testing
import Torneo

/// The league followed live (issue 26) through the built binary: another process's save wakes
/// a file's watcher; the interactive mode's prompt says another clerk changed the league and
/// TAB completes what they added, without a keystroke and without polling; idle, it costs
/// nothing; a server that goes away only stops the marker.
@Suite struct LigaEnVivoTests {
  /// Whether `fd` becomes readable within `segundos` (poll(2) with that deadline).
  func legible(_ fd: Int32, en segundos: Double = 5) -> Bool {
    var mirada = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&mirada, 1, Int32(segundos * 1000)) == 1
  }

  @Test func elGuardadoDeOtroProcesoDespiertaAlVigiaDelArchivo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let vigia = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: e.torneo)).vigilar()
    #expect(!legible(vigia.descriptor, en: 0))
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"]).codigo == 0)
    #expect(legible(vigia.descriptor))
    #expect(try vigia.atender())
    #expect(try !vigia.atender())
    // A refused change writes nothing: no event, nothing to say.
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Eva", "--dorsal", "7"]).codigo != 0)
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(legible(vigia.descriptor))
    #expect(try vigia.atender())
  }

  /// The last prompt on the screen.
  func prompt(_ t: Terminal) -> String? { t.lineas.last { $0.hasPrefix("marcador") } }

  @Test(arguments: Almacen.todos)
  func otroEmpleadoCambiaLaLigaYElPromptLoDice(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal([])
    a.debeMostrar("marcador>")
    // A's TAB reads the team names once…
    a.teclear("plantilla \t")
    a.debeMostrar("Unión Deportiva Sur")
    // …then clerk B adds a team through a pipe, and A's prompt says so with no keystroke.
    #expect(try e.enTorneo(["nuevo-equipo", "Club Nuevo"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*> plantilla" }, "\(a.descripcion)")
    // TAB completes the new team: the names were read again.
    a.teclear("Cl\t")
    #expect(a.esperar { _ in prompt(a) == "marcador*> plantilla Club Nuevo" }, "\(a.descripcion)")
    a.teclear("\r")
    a.debeMostrar("Club Nuevo no tiene jugadores todavía")
    // The next command saw the league as it is: the marker goes.
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    // A's own change is no one else's.
    a.teclear("nuevo-equipo Club Propio\r")
    a.debeMostrar("Equipo creado: Club Propio")
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    // B again, while A has not typed anything.
    #expect(try e.enTorneo(["anadir", "Club Nuevo", "--nombre", "Bea"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
    #expect(!a.lineas.contains { $0.hasPrefix("marcador: ") }, "\(a.descripcion)")
  }

  /// A session started before its league exists follows it once another clerk makes it: in
  /// the league's folder, and in folders that do not exist yet either (`iniciar` makes them);
  /// its own `iniciar` is no one else's.
  @Test(arguments: ["t.json", "nueva/liga/t.json"])
  func unaLigaQueApareceDespuesSeSigue(ruta: String) throws {
    let e = try Escenario()
    let torneo = e.carpeta + "/" + ruta
    let entorno = e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"])
    let a = try Terminal(["--torneo", torneo], entorno: entorno, carpeta: e.carpeta)
    a.debeMostrar("marcador>")
    #expect(try e.marcador(["--torneo", torneo, "iniciar"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    a.teclear("equipos\r")
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    #expect(try e.marcador(["--torneo", torneo, "nuevo-equipo", "Lunes"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
    // The session's own `iniciar`: no marker; another clerk's change after it: the marker.
    let propia = e.carpeta + "/propia/" + ruta
    let b = try Terminal(["--torneo", propia], entorno: entorno, carpeta: e.carpeta)
    b.debeMostrar("marcador>")
    b.teclear("iniciar\r")
    b.debeMostrar("Torneo creado en")
    #expect(b.esperar { _ in prompt(b) == "marcador>" }, "\(b.descripcion)")
    #expect(try e.marcador(["--torneo", propia, "nuevo-equipo", "Lunes"]).codigo == 0)
    #expect(b.esperar { _ in prompt(b) == "marcador*>" }, "\(b.descripcion)")
    b.teclear("salir\r")
    #expect(b.salida() == 0)
  }

  /// Another clerk's change while A's own form is open is someone else's even though A's save
  /// comes after it: the prompt after the form says so.
  @Test(arguments: Almacen.todos)
  func unCambioAjenoDuranteElFormularioPropioTambienSeDice(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal([])
    a.debeMostrar("marcador>")
    a.teclear("anadir Rayo FC\r")
    a.debeMostrar("Nombre [0/25]:")
    #expect(try e.enTorneo(["nuevo-equipo", "Club Nuevo"]).codigo == 0)
    a.teclear("Bea\r7\r")
    a.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    // A's own form alone leaves no marker.
    a.teclear("anadir Rayo FC\rEva\r8\r")
    a.debeMostrar("Añadido a Rayo FC: Eva #8")
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
  }

  /// Another clerk's change that leaves the file as one of A's own saves once did (B removes
  /// what A added, then adds it again; B undoes B's own change) is still another's.
  @Test(arguments: Almacen.todos)
  func unCambioAjenoQueRepiteUnGuardadoPropioTambienSeDice(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal([])
    a.debeMostrar("marcador>")
    a.teclear("anadir Rayo FC --nombre Eva --dorsal 7\r")
    a.debeMostrar("Añadido a Rayo FC: Eva #7")
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    #expect(try e.enTorneo(["quitar", "Rayo FC", "Eva", "--si"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    a.teclear("equipos\r")
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    // B adds Eva back: the league is again what A's own add left it as.
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Eva", "--dorsal", "7"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    a.teclear("equipos\r")
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    // B undoes B's add: the league is again what A saw before it.
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
  }

  @Test func unPromptSencilloLoDiceAlVolver() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let a = try e.terminal([], ["TERM": "dumb"])
    a.debeMostrar("marcador>")
    #expect(try e.enTorneo(["nuevo-equipo", "Club Nuevo"]).codigo == 0)
    // Nothing redraws here: the next prompt says it.
    a.teclear("\r")
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    a.teclear("equipos\r")
    a.debeMostrar("Club Nuevo")
    #expect(a.esperar { _ in prompt(a) == "marcador>" }, "\(a.descripcion)")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
  }

  /// The CPU time a process has used so far, in clock ticks (utime + stime of /proc/PID/stat).
  func cpu(de pid: pid_t) throws -> Int {
    let texto = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The fields after the command's name, which is in parentheses and may hold spaces.
    let campos = try #require(texto.split(separator: ")").last).split(separator: " ")
    return (Int(campos[11]) ?? 0) + (Int(campos[12]) ?? 0)
  }

  @Test(arguments: Almacen.todos)
  func unInterpreteQuietoNoGastaNada(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal([])
    a.debeMostrar("marcador>")
    // The watcher is up: a change by another shows.
    #expect(try e.enTorneo(["nuevo-equipo", "Club Nuevo"]).codigo == 0)
    #expect(a.esperar { _ in prompt(a) == "marcador*>" }, "\(a.descripcion)")
    let antes = try cpu(de: a.pid)
    // What is measured is ten seconds of nothing: the wait is the measure, not a guess.
    Thread.sleep(forTimeInterval: 10)
    let gastado = try cpu(de: a.pid) - antes
    // A clock tick is 10 ms: polling at any rate would show; waiting in poll(2) shows none.
    #expect(gastado <= 1, "\(gastado) ticks en 10 s")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
  }
}

/// A server that goes away while the interactive mode is open: the marker stops, no message
/// is shown, the next command reconnects (as ever), and the marker comes back with it.
@Suite(.conServidor)
struct LigaEnVivoConServidorPropioTests {
  @Test func unServidorQueSeVaApagaElMarcadorYVuelveConLaOrden() throws {
    let servidor = try ServidorPropio()
    defer { servidor.parar() }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let a = try Terminal(
      ["--torneo", servidor.url],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
    func prompt() -> String? { a.lineas.last { $0.hasPrefix("marcador") } }
    func otro(_ argumentos: [String]) throws {
      #expect(try e.marcador(["--torneo", servidor.url] + argumentos).codigo == 0)
    }
    a.debeMostrar("marcador>")
    try otro(["nuevo-equipo", "Club Uno"])
    #expect(a.esperar { _ in prompt() == "marcador*>" }, "\(a.descripcion)")
    for modo in ["immediate", "fast"] {
      try servidor.pg_ctl(["stop", "-m", modo, "-w"])
      try servidor.arrancar()
      // The next command works as ever, and follows the league again.
      a.teclear("equipos\r")
      a.debeMostrar("Club Uno")
      #expect(a.esperar { _ in prompt() == "marcador>" }, "\(a.descripcion)")
      try otro(["nuevo-equipo", "Club " + modo])
      #expect(a.esperar { _ in prompt() == "marcador*>" }, "\(a.descripcion)")
    }
    a.teclear("salir\r")
    #expect(a.salida() == 0)
    let pantalla = a.lineas.joined(separator: "\n")
    #expect(!a.lineas.contains { $0.hasPrefix("marcador: ") }, "\(pantalla)")
  }
}
