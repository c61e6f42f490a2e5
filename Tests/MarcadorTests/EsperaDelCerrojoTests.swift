// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing

/// Waiting for another process's lock (issue 11, item 2): said after half a second, cancelled
/// by Ctrl-C with nothing written, and at a terminal the answers survive a wait that ran out.
@Suite(.serialized)
struct EsperaDelCerrojoTests {
  /// Holds the league's lock from this process until `soltar()`.
  final class Cerrojo {
    private var fd: Int32
    init(_ e: Escenario) {
      fd = open(e.torneo + ".lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
      flock(fd, LOCK_EX)
    }
    /// Closes the descriptor once: a second close(2) of the same number, after `soltar()`,
    /// would close whatever a concurrent test had opened under it meanwhile (a pipe Foundation
    /// then failed to close, EBADF, crashing the whole run one time in 24).
    func soltar() {
      guard fd >= 0 else { return }
      close(fd)
      fd = -1
    }
    deinit { soltar() }
  }

  func terminal(_ e: Escenario, _ argumentos: [String], espera: String) throws -> Terminal {
    try Terminal(
      ["--torneo", e.torneo] + argumentos,
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8", "MARCADOR_ESPERA": espera]),
      carpeta: e.carpeta)
  }

  /// Ctrl-C while the save waits for the lock ends the wait, not the form (issue 41, item 8):
  /// said unsaved, the Dorsal field again with its answer; the form's own Ctrl-C then leaves.
  @Test func ctrlCMientrasEsperaCancelaSinEscribir() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let cerrojo = Cerrojo(e)
    let t = try terminal(e, ["anadir", "Rayo FC"], espera: "30")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("7\r")
    t.debeMostrar("Esperando a que otro proceso suelte el torneo")
    t.teclear("\u{3}")
    t.debeMostrar("Cancelado: no se ha guardado nada.")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Dorsal (opcional): 7") }.count == 2 },
      "\(t.descripcion)")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("s\r")
    #expect(t.salida() == 130)
    cerrojo.soltar()
    #expect(try e.bytes() == antes)
  }

  /// `lento`: the open of the lock file returns a second late (strace's fault injection), so
  /// SIGINT comes as soon as another process can see the file open, before the wait began.
  @Test(arguments: [false, true]) func sigintEnUnaEjecucionPorTuberiaCancelaSinEscribir(
    lento: Bool
  ) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let cerrojo = Cerrojo(e)
    // Spawned with SIGINT at its default action (a test runner may ignore it, and an ignored
    // signal is inherited), standard input from /dev/null, standard error to a file.
    let rutaErrores = e.carpeta + "/errores"
    let orden = [rutaDelBinario, "--torneo", e.torneo, "anadir", "Rayo FC", "--nombre", "Bea"]
    let palabras =
      lento
      ? OrdenDeLlamadasTests.conStrace(
        ["-P", e.torneo + ".lock", "-e", "inject=openat:delay_exit=1000000"], orden) : orden
    let pid = try Hijo.lanzar(
      palabras, salida: .heredado, errores: .archivo(rutaErrores),
      entorno: e.entorno(["MARCADOR_ESPERA": "30"]), senalesPorDefecto: true)
    // Wait until it is waiting: the lock file is open in marcador (strace's child, under it).
    let limite = Date().addingTimeInterval(10)
    var marcador = lento ? 0 : pid
    var esperando = false
    while Date() < limite, !esperando {
      if lento {
        let hijos = try? String(
          contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
        marcador = hijos.flatMap { Int32($0.split(separator: " ").first ?? "") } ?? 0
      }
      let fds =
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(marcador)/fd")) ?? []
      esperando = fds.contains { fd in
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(marcador)/fd/\(fd)"))?
          .hasSuffix(".lock") == true
      }
      usleep(10_000)
    }
    #expect(esperando)
    if marcador > 0 { kill(marcador, SIGINT) }  // never 0: that would be this whole group
    #expect(Hijo.esperar(pid) == 130, "-1: killed by a signal instead of exiting")
    let texto = try String(contentsOfFile: rutaErrores, encoding: .utf8)
    #expect(texto == "marcador: cancelado: no se ha guardado nada.\n")
    cerrojo.soltar()
    #expect(try e.bytes() == antes)
  }

  @Test func siLaEsperaSeAgotaEnLaTerminalLasRespuestasNoSePierden() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let cerrojo = Cerrojo(e)
    let t = try terminal(e, ["anadir", "Rayo FC"], espera: "1")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r7\r")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    // The question says what happened first: the wait ran out and nothing was saved.
    // (The line breaks between words at the terminal's width.)
    #expect(
      t.lineas.joined(separator: " ").contains(
        "lo ha tenido bloqueado el 1 s que se ha esperado; no se ha guardado nada"),
      "\(t.descripcion)")
    cerrojo.soltar()
    t.teclear("\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
  }
}

/// Issue 35, item 4: a save the file refuses — a full disk, write permission lost, the file
/// emptied under the form — says what happened and that nothing was saved, then offers to try
/// again with every answer kept, as a held lock and a server gone away do.
@Suite(.serialized)
struct FallosDelArchivoTests {
  func terminal(_ e: Escenario, _ extra: [String: String]) throws -> Terminal {
    try Terminal(
      ["--torneo", e.torneo, "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"].merging(extra) { $1 }),
      carpeta: e.carpeta)
  }

  @Test(arguments: [(ENOSPC, "no queda espacio en el disco"), (EIO, "error de entrada/salida")])
  func unDiscoQueFallaOfreceVolverAIntentarloConLasRespuestas(
    _ fallo: (errno: Int32, causa: String)
  ) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    // The first write of the new league's temporary file fails; the retry's goes through.
    let t = try terminal(
      e,
      [
        "LD_PRELOAD": biblioteca, "FALLO_LLAMADA": "write", "FALLO_RUTA": ".t.json.tmp-",
        "FALLO_ERRNO": "\(fallo.errno)",
      ])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r7\r")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    #expect(
      t.lineas.joined(separator: " ").contains(
        "no se pudo guardar (\(fallo.causa)); el archivo sigue como estaba"),
      "\(t.descripcion)")
    #expect(try e.bytes() == antes)
    t.teclear("\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
    #expect(try e.plantilla("Rayo FC").contains(["nombre": "Bea", "dorsal": "7"]))
  }

  /// Issue 41, item 8: «n» to trying again after a full disk goes back to the form, every answer
  /// kept (not the end of the run, 74 and nothing said); leaving is then the form's own Ctrl-C,
  /// and Enter there saves the answers. At the line editor and at plain prompts, in both
  /// languages.
  @Test(arguments: [("vt100", "es"), ("dumb", "en")])
  func noAVolverAIntentarloVuelveAlFormularioConLasRespuestas(
    _ caso: (term: String, idioma: String)
  ) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    let es = caso.idioma == "es"
    let t = try terminal(
      e,
      [
        "LD_PRELOAD": biblioteca, "FALLO_LLAMADA": "write", "FALLO_RUTA": ".t.json.tmp-",
        "FALLO_ERRNO": "\(ENOSPC)", "TERM": caso.term,
        "LANG": es ? "es_ES.UTF-8" : "en_US.UTF-8",
      ])
    let llano = caso.term == "dumb"
    t.debeMostrar(
      es
        ? (llano ? "Nombre (hasta 25 letras):" : "Nombre [0/25]:")
        : (llano ? "Name (up to 25 letters):" : "Name [0/25]:"))
    t.teclear("Bea\r")
    t.debeMostrar(es ? "Dorsal (opcional):" : "Number (optional):")
    t.teclear("7\r")
    t.debeMostrar(es ? "¿Volver a intentarlo? [S/n]" : "Try again? [Y/n]")
    t.teclear("n\r")
    // The Dorsal field again, with its answer: in the line at the line editor, as the value an
    // empty answer keeps at plain prompts.
    let dorsal = es ? "Dorsal (opcional)" : "Number (optional)"
    #expect(
      t.esperar { $0.last { !$0.isEmpty }?.hasPrefix(dorsal) == true },
      "\(t.descripcion)")
    #expect(t.lineas.last { !$0.isEmpty }?.contains("7") == true, "\(t.descripcion)")
    #expect(try e.bytes() == antes)
    // The injector fails the first write only: Enter now saves what was answered.
    t.teclear("\r")
    t.debeMostrar(es ? "Añadido a Rayo FC: Bea #7" : "Added to Rayo FC: Bea #7")
    #expect(t.salida() == 0)
  }

  /// Leaving after «n» is the form's Ctrl-C: asked first, then 130 with nothing written.
  @Test func trasElNoSeSaleConCtrlCDelFormulario() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    let t = try terminal(
      e,
      [
        "LD_PRELOAD": biblioteca, "FALLO_LLAMADA": "write", "FALLO_RUTA": ".t.json.tmp-",
        "FALLO_ERRNO": "\(ENOSPC)", "LANG": "es_ES.UTF-8",
      ])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r7\r")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    t.teclear("n\r")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Dorsal (opcional): 7") }.count == 2 },
      "\(t.descripcion)")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("s\r")
    #expect(t.salida() == 130)
    #expect(try e.bytes() == antes)
  }

  /// The file emptied by another program while the form is open: at Enter the save finds it
  /// invalid, says so, and once it is put back, trying again saves the answers.
  @Test func unArchivoVaciadoBajoElFormularioSeVuelveAIntentar() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let t = try terminal(e, [:])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    try Data().write(to: URL(fileURLWithPath: e.torneo))
    t.teclear("7\r")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    #expect(try e.bytes() == [])
    try Data(antes).write(to: URL(fileURLWithPath: e.torneo))
    t.teclear("\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
  }
}
