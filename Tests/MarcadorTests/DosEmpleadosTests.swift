// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing

/// Two clerks on one league (issue 35), each a process of the built binary, on both stores:
/// no change lost to another's, none undone by surprise. The other clerk is another Unix
/// account (`nobody`, by setpriv) where undo is whose, on the server also another role (the
/// clerk is the role the server authenticated, issue 41); a process that must wait at a
/// question reads answers from a pipe this test writes when it is blocked reading it.
@Suite(.serialized)
struct DosEmpleadosTests {
  /// A league both root and nobody may write.
  func compartida(_ almacen: Almacen) throws -> Escenario {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    chmod(e.carpeta, 0o777)
    if almacen == .archivo { chmod(e.torneo, 0o666) }
    return e
  }

  /// `marcador --torneo … ARGUMENTOS` as nobody (uid and gid 65534), on the server as the
  /// role `nobody`.
  func comoNadie(_ e: Escenario, _ argumentos: [String], entrada: String = "") throws
    -> Ejecucion
  {
    let torneo = e.almacen == .servidor ? try e.torneo(comoRol: "nobody") : e.torneo
    return try e.ejecutar(
      "/usr/bin/setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", rutaDelBinario, "--torneo", torneo]
        + argumentos,
      entrada: Data(entrada.utf8), entorno: e.entorno(["HOME": "/nonexistent"]))
  }

  /// `marcador` reading its answers from a pipe this test writes a line at a time.
  final class ConTuberia {
    let pid: pid_t
    /// The pipe's end this test writes the answers to; -1 once closed (`terminar`).
    private var escritura: Int32
    private let rutaSalida: String
    private let rutaErrores: String

    init(_ e: Escenario, _ argumentos: [String], torneo: String? = nil) throws {
      rutaSalida = e.carpeta + "/.tuberia-salida"
      rutaErrores = e.carpeta + "/.tuberia-errores"
      var extremos: [Int32] = [0, 0]
      try #require(pipe(&extremos) == 0)
      // Neither end leaks into a child another test starts meanwhile.
      for extremo in extremos { _ = fcntl(extremo, F_SETFD, FD_CLOEXEC) }
      defer { close(extremos[0]) }
      escritura = extremos[1]
      pid = try Hijo.lanzar(
        [rutaDelBinario, "--torneo", torneo ?? e.torneo] + argumentos,
        entrada: .copia(extremos[0]), salida: .archivo(rutaSalida),
        errores: .archivo(rutaErrores), entorno: e.entorno([:]))
    }

    deinit { if escritura >= 0 { close(escritura) } }

    /// Waits (up to 20 s) until the process is blocked reading its input: it has read the
    /// league and asks.
    func esperarPregunta() -> Bool {
      let limite = Date().addingTimeInterval(20)
      while Date() < limite && Hijo.vivo(pid) {
        let wchan = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)
        if wchan?.hasSuffix("pipe_read") == true || wchan == "pipe_wait" { return true }
        usleep(10_000)
      }
      return false
    }

    func escribir(_ texto: String) {
      let bytes = Array(texto.utf8)
      var hecho = 0
      while hecho < bytes.count {
        let n = bytes[hecho...].withUnsafeBytes { write(escritura, $0.baseAddress, $0.count) }
        guard n > 0 || errno == EINTR else { return }
        hecho += max(n, 0)
      }
    }

    func terminar() -> Ejecucion {
      close(escritura)
      escritura = -1
      let codigo = Hijo.esperar(pid)
      return Ejecucion(
        codigo: codigo,
        salida: (try? String(contentsOfFile: rutaSalida, encoding: .utf8)) ?? "",
        errores: (try? String(contentsOfFile: rutaErrores, encoding: .utf8)) ?? "")
    }
  }

  // MARK: Undo and redo are the clerk's own

  /// Session 1 adds Mía #40, another clerk Pablo Otro #42 in the same team; session 1's
  /// `deshacer` takes back Mía, not Pablo (before: «Deshecho: Añadido a Rayo FC: Pablo Otro»),
  /// and the other clerk's takes back Pablo.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"), arguments: Almacen.todos)
  func deshacerTomaElCambioPropioNoElDeOtro(almacen: Almacen) throws {
    let e = try compartida(almacen)
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Mía", "--dorsal", "40"]).codigo == 0)
    let otro = try comoNadie(e, ["anadir", "Rayo FC", "--nombre", "Pablo Otro", "--dorsal", "42"])
    #expect(otro.codigo == 0, "\(otro.errores)")
    let mio = try e.enTorneo(["deshacer"])
    #expect(mio.codigo == 0, "\(mio.errores)")
    #expect(mio.salida == "Deshecho: Añadido a Rayo FC: Mía #40\n")
    #expect(try e.plantilla("Rayo FC").compactMap { $0["nombre"] }.suffix(1) == ["Pablo Otro"])
    let suyo = try comoNadie(e, ["deshacer"])
    #expect(suyo.salida == "Deshecho: Añadido a Rayo FC: Pablo Otro #42\n", "\(suyo.errores)")
    let nada = try e.enTorneo(["deshacer"])
    #expect(nada.codigo == 65)
    #expect(nada.errores.contains("no tienes ningún cambio que deshacer"), "\(nada.errores)")
    let historial = try e.enTorneo(["historial"]).salida
    #expect(
      historial.contains("nobody  Deshecho: Añadido a Rayo FC: Pablo Otro #42"), "\(historial)")
  }

  /// A colleague's later change to the very player blocks the undo, which names it and
  /// changes nothing; one to another team does not.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"), arguments: Almacen.todos)
  func deshacerNoPisaElCambioDeOtroAlMismoJugador(almacen: Almacen) throws {
    let e = try compartida(almacen)
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Mía", "--dorsal", "40"]).codigo == 0)
    #expect(try comoNadie(e, ["editar", "Rayo FC", "Mía", "--dorsal", "41"]).codigo == 0)
    let antes = try e.estado()
    let r = try e.enTorneo(["deshacer"])
    #expect(r.codigo == 65)
    #expect(r.errores.contains("nobody"), "\(r.errores)")
    #expect(r.errores.contains("Mía #40 → Mía #41"), "\(r.errores)")
    #expect(try e.estado() == antes)
    // Its own edit undone, nobody's other changes elsewhere do not block root's.
    #expect(try comoNadie(e, ["deshacer"]).codigo == 0)
    let otroEquipo = try comoNadie(e, ["nuevo-equipo", "Lunes"])
    #expect(otroEquipo.codigo == 0, "\(otroEquipo.errores)")
    let mio = try e.enTorneo(["deshacer"])
    #expect(mio.salida == "Deshecho: Añadido a Rayo FC: Mía #40\n", "\(mio.errores)")
    #expect(try e.enTorneo(["equipos"]).salida.contains("Lunes"))
  }

  /// An undo that would break a rule the league now holds to is refused: Ana's removal undone
  /// after a colleague gave her number to Bea, or a removed team's after one of its name came.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"), arguments: Almacen.todos)
  func deshacerNoRompeLasReglasQueOtroCumplio(almacen: Almacen) throws {
    let e = try compartida(almacen)
    #expect(try e.enTorneo(["quitar", "Rayo FC", "Ana", "--si"]).codigo == 0)
    #expect(
      try comoNadie(e, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "9"]).codigo == 0)
    let antes = try e.estado()
    let r = try e.enTorneo(["deshacer"])
    #expect(r.codigo == 65, "\(r.salida)")
    #expect(
      r.errores.contains("no se deshace el cambio 1 («Quitado de Rayo FC: Ana #9»)"), "\(r.errores)"
    )
    #expect(try e.estado() == antes)
    #expect(try e.enTorneo(["nuevo-equipo", "Lunes"]).codigo == 0)
    #expect(try e.enTorneo(["quitar-equipo", "Lunes", "--si"]).codigo == 0)
    #expect(try comoNadie(e, ["nuevo-equipo", "LUNES"]).codigo == 0)
    let equipos = try e.estado()
    #expect(try e.enTorneo(["deshacer"]).codigo == 65)
    #expect(try e.estado() == equipos)
  }

  /// `deshacer ENTRADA` takes back a colleague's change after a question naming who and when;
  /// «n» (or no answer) keeps it and exits 130, «s» or `--si` takes it back.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"), arguments: Almacen.todos)
  func deshacerLaEntradaDeOtroPreguntaAntes(almacen: Almacen) throws {
    let e = try compartida(almacen)
    #expect(
      try comoNadie(e, ["anadir", "Rayo FC", "--nombre", "Pablo", "--dorsal", "42"]).codigo == 0)
    let numero =
      try e.enTorneo(["historial", "--json"]).salida.components(separatedBy: "\"n\": ")
      .count - 1
    let antes = try e.estado()
    let no = try e.enTorneo(["deshacer", String(numero)], entrada: "n\n")
    #expect(no.codigo == 130)
    #expect(no.errores.contains("No se ha deshecho nada."), "\(no.errores)")
    #expect(try e.estado() == antes)
    // At a terminal the question names who made it and when.
    let t = try e.terminal(["deshacer", String(numero)])
    t.debeMostrar("El cambio \(numero) lo hizo nobody el ")
    t.debeMostrar("¿Deshacerlo? [s/N]")
    t.teclear("s\r")
    t.debeMostrar("Deshecho: Añadido a Rayo FC: Pablo #42")
    #expect(t.salida() == 0)
    #expect(try e.plantilla("Rayo FC").allSatisfy { $0["nombre"] != "Pablo" })
    let otraVez = try e.enTorneo(["deshacer", String(numero), "--si"])
    #expect(otraVez.codigo == 65)
    #expect(otraVez.errores.contains("ya está deshecho"), "\(otraVez.errores)")
    let mal = try e.enTorneo(["deshacer", "dos"])
    #expect(mal.codigo == 64)
    #expect(mal.errores.contains("ENTRADA es el número de un cambio de «historial»"))
    let ninguna = try e.enTorneo(["deshacer", "999", "--si"])
    #expect(ninguna.codigo == 65)
    #expect(ninguna.errores.contains("el historial no tiene el cambio 999"))
  }

  /// `rehacer` makes the clerk's undone change again (before: «¿Quisiste decir "deshacer"?»),
  /// one step per undo; nothing left, or what it touches changed since, it refuses.
  @Test(arguments: Almacen.todos)
  func rehacerVuelveAHacerLoDeshecho(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Mía", "--dorsal", "40"]).codigo == 0)
    #expect(try e.enTorneo(["editar", "Rayo FC", "Mía", "--dorsal", "41"]).codigo == 0)
    let conMia = try e.estado()
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    let r1 = try e.enTorneo(["rehacer"])
    #expect(r1.salida == "Rehecho: Añadido a Rayo FC: Mía #40\n", "\(r1.errores)")
    let r2 = try e.enTorneo(["rehacer"])
    #expect(r2.salida == "Rehecho: Editado en Rayo FC: Mía #40 → Mía #41\n", "\(r2.errores)")
    #expect(try e.estado() == conMia)
    let nada = try e.enTorneo(["rehacer"])
    #expect(nada.codigo == 65)
    #expect(nada.errores == "marcador: no hay nada que rehacer\n")
    // A redo is undone as the change it made again; the redo after it is blocked by a change
    // to what it touches.
    #expect(
      try e.enTorneo(["deshacer"]).salida == "Deshecho: Editado en Rayo FC: Mía #40 → Mía #41\n")
    #expect(try e.enTorneo(["editar", "Rayo FC", "Mía", "--dorsal", "45"]).codigo == 0)
    // A new change of one's own ends what can be redone.
    #expect(try e.enTorneo(["rehacer"]).codigo == 65)
    let en = try e.enTorneo(["rehacer"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(en.errores == "marcador: there is nothing to redo\n")
  }

  /// A change undone and then redone is in effect again: `historial` no longer marks it
  /// «(deshecho)» (before: it did, on both stores). Once the redo is undone, the redo and the
  /// change it made again are marked, and a plain `deshacer` goes past both; redone again,
  /// neither is marked. An undo is never marked.
  @Test(arguments: Almacen.todos)
  func historialNoMarcaLoRehecho(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    /// The lines of `historial` that say «(deshecho)», by the change they name.
    func marcadas() throws -> [String] {
      let r = try e.enTorneo(["historial"])
      #expect(r.codigo == 0, "\(r.errores)")
      return r.salida.split(separator: "\n").filter { $0.hasSuffix(" (deshecho)") }.map {
        $0.contains("Deshecho:") ? "deshacer" : $0.contains("Rehecho:") ? "rehacer" : "anadir"
      }
    }
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Mía", "--dorsal", "40"]).codigo == 0)
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try marcadas() == ["anadir"])
    #expect(try e.enTorneo(["rehacer"]).codigo == 0)
    #expect(try marcadas() == [])
    let json = try e.enTorneo(["historial", "--json"]).salida
    #expect(!json.contains("\"deshecho\": true"), "\(json)")
    let otraVez = try e.enTorneo(["deshacer"])
    #expect(otraVez.salida == "Deshecho: Añadido a Rayo FC: Mía #40\n", "\(otraVez.errores)")
    #expect(try marcadas() == ["anadir", "rehacer"])
    let nada = try e.enTorneo(["deshacer"])
    #expect(nada.errores.contains("no tienes ningún cambio que deshacer"), "\(nada.errores)")
    #expect(try e.enTorneo(["rehacer"]).codigo == 0)
    #expect(try marcadas() == [])
    #expect(try e.plantilla("Rayo FC").compactMap { $0["nombre"] }.last == "Mía")
  }

  /// The league changed outside marcador between two journaled changes (a hand edit of another
  /// team, no journal line): the later change still undoes (the league is as it left it), the
  /// earlier one is refused and nothing changes, as the journal's fingerprints (`Huella`) no
  /// longer follow on from it to the league (before any undo looks at the splices).
  @Test func deshacerSeNiegaSiLaLigaCambioFueraEntreDosCambios() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Mía", "--dorsal", "40"]).codigo == 0)
    let texto = String(decoding: try e.bytes(), as: UTF8.self)
    let ultimo = try #require(texto.range(of: "\"nombre\"", options: .backwards))
    try e.escribir(
      texto.replacingCharacters(in: ultimo, with: "\"nombre\": \"Otro\", \"nombre0\""),
      en: e.torneo)
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Leo", "--dorsal", "41"]).codigo == 0)
    let leo = try e.enTorneo(["deshacer"])
    #expect(leo.salida == "Deshecho: Añadido a Rayo FC: Leo #41\n", "\(leo.errores)")
    let antes = try e.bytes()
    let r = try e.enTorneo(["deshacer"])
    #expect(r.codigo == 65, "\(r.salida)")
    #expect(r.errores.contains("ha cambiado desde"), "\(r.errores)")
    #expect(try e.bytes() == antes)
  }

  @Test(arguments: Almacen.todos)
  func rehacerNoPisaLoQueOtroHizoDespues(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Mía", "--dorsal", "40"]).codigo == 0)
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    // Someone (here the same account, by a command of another kind) takes number 40.
    #expect(try e.enTorneo(["editar", "Rayo FC", "Luis", "--dorsal", "40"]).codigo == 0)
    let antes = try e.estado()
    let r = try e.enTorneo(["rehacer"])
    #expect(r.codigo == 65)
    try #require(r.errores.isEmpty == false)
    #expect(try e.estado() == antes)
  }

  // MARK: Every change names what it was made on

  /// From a pipe: A's edit read Ana #9 and answers Enter (name kept) and 5; meanwhile B gave
  /// her 71. A is refused (65) naming B's value, and B's 71 stays (before: «Ana #71 → Ana #5»).
  @Test(arguments: Almacen.todos)
  func unaEdicionPorTuberiaNoPisaElCambioDeOtro(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try ConTuberia(e, ["editar", "Rayo FC", "Ana"])
    #expect(a.esperarPregunta())
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "71"]).codigo == 0)
    a.escribir("\n5\n")
    let r = a.terminar()
    #expect(r.codigo == 65, "\(r.errores)")
    #expect(r.errores.contains("Dorsal: ahora 71, tú 5"), "\(r.errores)")
    #expect(
      r.errores.contains("no se ha guardado nada: Ana #9 ha cambiado mientras lo editabas"),
      "\(r.errores)")
    #expect(try e.plantilla("Rayo FC").first?["dorsal"] == "71")
  }

  /// B renames Ana to Anabel while A's form (a pipe) edits Ana: she is the same player
  /// renamed, A's number is saved on her and her new name kept (before: A could not save).
  @Test(arguments: Almacen.todos)
  func unaEdicionSigueAlJugadorRenombrado(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try ConTuberia(e, ["editar", "Rayo FC", "Ana"])
    #expect(a.esperarPregunta())
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--nombre", "Anabel"]).codigo == 0)
    a.escribir("\n5\n")
    let r = a.terminar()
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Editado en Rayo FC: Anabel #9 → Anabel #5\n")
    #expect(try e.plantilla("Rayo FC").first == ["nombre": "Anabel", "dorsal": "5"])
  }

  /// A journal with a line that cannot be read: an edit whose league changed meanwhile is still
  /// saved (it cannot follow its player through the journal, and compares values), as any
  /// change goes on while undo and `historial` refuse.
  @Test func unDiarioIlegibleNoImpideLaEdicionCondicionada() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    let diario = try e.bytes(e.torneo + ".diario")
    try e.escribir(
      "esto no es JSON\n" + String(decoding: diario, as: UTF8.self), en: e.torneo + ".diario")
    let a = try ConTuberia(e, ["editar", "Rayo FC", "Ana"])
    #expect(a.esperarPregunta())
    #expect(try e.enTorneo(["editar", "Rayo FC", "Luis", "--dorsal", "5"]).codigo == 0)
    a.escribir("\n7\n")
    let r = a.terminar()
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Editado en Rayo FC: Ana #9 → Ana #7\n")
  }

  /// `quitar` asked about Ana #9; B changed her to #71 before the answer: nothing is removed,
  /// and A is told what she is now.
  @Test(arguments: Almacen.todos)
  func quitarAUnJugadorCambiadoLoDice(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try ConTuberia(e, ["quitar", "Rayo FC", "Ana"])
    #expect(a.esperarPregunta())
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "71"]).codigo == 0)
    let antes = try e.estado()
    a.escribir("s\n")
    let r = a.terminar()
    #expect(r.codigo == 65, "\(r.errores)")
    #expect(
      r.errores.contains(
        "no se ha hecho nada: Ana #9 ha cambiado desde que lo viste, ahora es Ana #71"),
      "\(r.errores)")
    #expect(try e.estado() == antes)
  }

  /// `quitar-equipo` told of 3 players removes the team only with those 3.
  @Test(arguments: Almacen.todos)
  func quitarUnEquipoConOtrosJugadoresLoDice(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Lunes"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Lunes", "--nombre", "Ana"]).codigo == 0)
    let a = try ConTuberia(e, ["quitar-equipo", "Lunes"])
    #expect(a.esperarPregunta())
    #expect(try e.enTorneo(["anadir", "Lunes", "--nombre", "Eva"]).codigo == 0)
    let antes = try e.estado()
    a.escribir("s\n")
    let r = a.terminar()
    #expect(r.codigo == 65, "\(r.errores)")
    #expect(
      r.errores.contains("no se ha quitado nada: Lunes tiene ahora 2 jugadores"), "\(r.errores)")
    #expect(try e.estado() == antes)
  }

  /// A transfer whose number is taken opens the Dorsal field at a terminal; B changes the
  /// player meanwhile: A's Enter moves nothing and says what the player is now.
  @Test(arguments: Almacen.todos)
  func traspasarAUnJugadorCambiadoLoDice(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["traspasar", "Rayo FC", "Ana", "Atlético B", "--dorsal", "4"])
    a.debeMostrar("Dorsal (opcional): 4")
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "71"]).codigo == 0)
    let antes = try e.estado()
    a.teclear("\u{7F}5\r")
    a.debeMostrar("no se ha hecho nada: Ana #9 ha cambiado desde que lo viste")
    #expect(a.salida() == 65)
    #expect(try e.estado() == antes)
  }

  // MARK: The edit form follows the player being edited

  /// A edits Ana at a terminal; B changes her number: A's untouched Dorsal shows B's value
  /// within the deadline, with who changed it, and Enter saves nothing new. Then A types 5,
  /// B sets 72: A's Enter goes back showing both values, saves nothing; A's next Enter saves 5.
  @Test(arguments: Almacen.todos)
  func elFormularioDeEdicionSigueAlOtroEmpleado(almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let a = try e.terminal(["editar", "Rayo FC", "Ana"])
    a.debeMostrar("Nombre [3/25]: Ana")
    a.teclear("\r")
    a.debeMostrar("Dorsal (opcional): 9")
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "71"]).codigo == 0)
    a.debeMostrar("Dorsal (opcional): 71")
    a.debeMostrar("lo cambió a 71 hace un momento")
    a.teclear("\u{7F}\u{7F}5")
    a.debeMostrar("Dorsal (opcional): 5")
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "72"]).codigo == 0)
    a.debeMostrar("lo cambió a 72 hace un momento")
    a.teclear("\r")
    a.debeMostrar("ahora 72, tú 5")
    #expect(try e.plantilla("Rayo FC").first?["dorsal"] == "72")
    a.teclear("\r")
    a.debeMostrar("Editado en Rayo FC: Ana #72 → Ana #5")
    #expect(a.salida() == 0)
  }
}
