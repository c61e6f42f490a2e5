// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Servidor
import Testing
import Torneo

/// A server that goes away, through the built binary: a connection cut at each phase of a
/// save (by a proxy the test controls), a server that hangs, Ctrl-C mid-statement, a server
/// stopped (fast and immediate), restarted or killed outright under a wizard and a REPL.
@Suite(.conServidor)
struct ServidorQueSeVaTests {
  static let perdida = [
    "es":
      "se cortó la conexión con el servidor; no se ha guardado nada: vuelve a intentarlo cuando responda",
    "en": "the connection to the server dropped; nothing was saved: try again once it answers",
  ]
  static let lang = ["es": "es_ES.UTF-8", "en": "en_US.UTF-8"]

  /// A piped add whose connection is cut before BEGIN, after the write, or before COMMIT's
  /// answer: the first saves nothing and says so. The write goes with COMMIT in one round trip
  /// (issue 43): cut right after it, the server may run it or not before it sees the cut, and
  /// the change's key, asked, says which; what is said is what the league holds. Cut before
  /// COMMIT's answer, it was saved, once.
  @Test(arguments: ["es", "en"])
  func unCorteEnCadaFaseDeUnAlta(idioma: String) throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let proxy = try ProxyDePrueba(delante: e.torneo)
    let url = proxy.url(e.torneo)
    let entorno = ["LANG": ServidorQueSeVaTests.lang[idioma]!]
    let antes = try e.estado()
    let alta = ["--torneo", url, "anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"]
    let anadida =
      idioma == "es" ? "Añadido a Rayo FC: Bea #7\n" : "Added to Rayo FC: Bea #7\n"
    func beas() throws -> Int { try e.plantilla("Rayo FC").filter { $0["nombre"] == "Bea" }.count }
    try proxy.orden("cortar-antes BEGIN")
    let r = try e.marcador(alta, entorno: entorno)
    #expect(proxy.hecho())
    #expect(r.codigo == 69, "\(r.errores)")
    #expect(r.errores == "marcador: " + ServidorQueSeVaTests.perdida[idioma]! + "\n")
    #expect(try e.estado() == antes)
    try proxy.orden("cortar-tras INSERT INTO jugadores")
    let tras = try e.marcador(alta, entorno: entorno)
    #expect(proxy.hecho())
    if tras.codigo == 0 {
      #expect(tras.salida == anadida)
      #expect(try beas() == 1)
    } else {
      #expect(tras.codigo == 69, "\(tras.errores)")
      #expect(tras.errores == "marcador: " + ServidorQueSeVaTests.perdida[idioma]! + "\n")
      #expect(try e.estado() == antes)
    }
    try Conexion(url: e.torneo).consultar("DELETE FROM jugadores WHERE nombre = 'Bea'")
    try proxy.orden("cortar-respuesta COMMIT")
    let respuesta = try e.marcador(alta, entorno: entorno)
    #expect(proxy.hecho())
    #expect(respuesta.codigo == 0, "\(respuesta.errores)")
    #expect(respuesta.salida == anadida)
    #expect(try beas() == 1)
  }

  /// COMMIT without an answer and no server to ask: the wizard says nobody knows, keeps the
  /// answers, and its retry asks first: the player is there once.
  @Test func unCommitSinRespuestaSeReintentaSinRepetirse() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let proxy = try ProxyDePrueba(delante: e.torneo)
    let t = try Terminal(
      ["--torneo", proxy.url(e.torneo), "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta, columnas: 200)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    try proxy.orden("cortar-respuesta-y-rechazar COMMIT")
    t.teclear("7\r")
    t.debeMostrar("no se sabe si el cambio quedó guardado")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    #expect(proxy.hecho())
    try proxy.orden("normal")
    t.teclear("\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
    #expect(try e.plantilla("Rayo FC").filter { $0["nombre"] == "Bea" }.count == 1)
  }

  /// A REPL session whose edit, undo and redo each lose COMMIT's answer with no server to ask:
  /// each one retried is not made twice — the server, asked first, says it was saved, and the
  /// session says so before anything else (before: it said nothing) — and the next change goes
  /// on from there. The journal holds each change once.
  @Test func unCambioSinRespuestaReintentadoNoSeRepite() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"]).codigo == 0)
    let proxy = try ProxyDePrueba(delante: e.torneo)
    let t = try Terminal(
      ["--torneo", proxy.url(e.torneo)], entorno: e.entorno(["TERM": "dumb", "LANG": "C.UTF-8"]),
      carpeta: e.carpeta)
    var texto: String { String(decoding: t.salidaCruda, as: UTF8.self) }
    func veces(_ frase: String) -> Int { texto.components(separatedBy: frase).count - 1 }
    var indicaciones: Int { veces("marcador> ") + veces("marcador*> ") }
    #expect(t.esperar(20) { _ in indicaciones == 1 }, "\(texto)")
    // The edit's form offers to try again; an undo or a redo is typed again.
    try proxy.orden("cortar-respuesta-y-rechazar COMMIT")
    t.teclear("editar Rayo FC Ana --dorsal 10\r")
    #expect(t.esperar(20) { _ in veces("¿Volver a intentarlo? [S/n]") == 1 }, "\(texto)")
    #expect(proxy.hecho())
    try proxy.orden("normal")
    t.teclear("\r")
    #expect(t.esperar(20) { _ in indicaciones == 2 }, "\(texto)")
    for (k, orden) in ["deshacer", "rehacer"].enumerated() {
      try proxy.orden("cortar-respuesta-y-rechazar COMMIT")
      t.teclear(orden + "\r")
      #expect(t.esperar(20) { _ in indicaciones == 3 + 2 * k }, "\(orden): \(texto)")
      #expect(proxy.hecho(), "\(orden)")
      try proxy.orden("normal")
      t.teclear(orden + "\r")
      #expect(t.esperar(20) { _ in indicaciones == 4 + 2 * k }, "\(orden): \(texto)")
    }
    t.teclear("editar Rayo FC Luis --dorsal 5\r")
    #expect(t.esperar(20) { _ in indicaciones == 7 }, "\(texto)")
    t.teclear("\u{4}")
    _ = t.salida()
    let dicho =
      "el servidor dice que tu cambio anterior, cuyo COMMIT no tuvo respuesta, quedó guardado"
    #expect(veces(dicho) == 3, "\(texto)")
    #expect(veces("no se sabe si el cambio quedó guardado") == 3, "\(texto)")
    #expect(!texto.contains("nada que"), "\(texto)")
    #expect(
      try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #10\nLuis #5\nMarta #1\nBea #7\n")
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    let tipos = try conexion.consultar("SELECT string_agg(tipo, ' ' ORDER BY n) FROM diario")
      .valor()
    #expect(tipos == "anadir editar deshacer rehacer editar")
  }

  /// Another clerk's transaction holds the team's row for longer than marcador waits: the
  /// server says so (lock_timeout, 55P03), and marcador says the team was busy, exit 75 as for
  /// the file's lock, not that the server stopped answering; the form keeps its answers and
  /// saves once the row is free.
  @Test(arguments: ["es", "en"])
  func unEquipoBloqueadoPorOtroCambioSeDiceOcupado(idioma: String) throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let otro = try Conexion(url: e.torneo)
    defer { otro.cerrar() }
    try otro.ejecutarGuion("BEGIN")
    try otro.consultar("SELECT 1 FROM equipos WHERE nombre = 'Rayo FC' FOR UPDATE")
    let entorno = ["LANG": ServidorQueSeVaTests.lang[idioma]!, "MARCADOR_ESPERA_SERVIDOR": "1"]
    let antes = try e.estado()
    let alta = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"], entorno: entorno)
    #expect(alta.codigo == 75)
    #expect(
      alta.errores
        == (idioma == "es"
          ? "marcador: otro cambio en el servidor retuvo lo que este necesita más de lo que marcador espera (MARCADOR_ESPERA_SERVIDOR, 1 s); no se ha guardado nada: vuelve a intentarlo en un momento\n"
          : "marcador: another change on the server held what this one needs for longer than marcador waits (MARCADOR_ESPERA_SERVIDOR, 1 s); nothing was saved: try again in a moment\n"),
      "\(alta.errores)")
    #expect(try e.estado() == antes)
    let t = try Terminal(
      ["--torneo", e.torneo, "anadir", "Rayo FC"],
      entorno: e.entorno(entorno.merging(["TERM": "vt100"]) { $1 }), carpeta: e.carpeta,
      columnas: 200)
    t.debeMostrar(idioma == "es" ? "Nombre [0/25]:" : "Name [0/25]:")
    t.teclear("Bea\r7\r")
    t.debeMostrar(idioma == "es" ? "¿Volver a intentarlo? [S/n]" : "Try again? [Y/n]")
    #expect(
      t.lineas.contains {
        $0.contains(idioma == "es" ? "retuvo lo que este necesita" : "held what this one needs")
      },
      "\(t.descripcion)")
    try otro.ejecutarGuion("ROLLBACK")
    t.teclear("\r")
    t.debeMostrar(idioma == "es" ? "Añadido a Rayo FC: Bea #7" : "Added to Rayo FC: Bea #7")
    #expect(t.salida() == 0)
  }

  /// A server that accepts and then never answers: the connect timeout and the statement
  /// timeout fire with their messages, and nothing is saved.
  @Test(arguments: ["es", "en"])
  func unServidorQueSeCuelga(idioma: String) throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let proxy = try ProxyDePrueba(delante: e.torneo)
    let entorno = ["LANG": ServidorQueSeVaTests.lang[idioma]!, "MARCADOR_ESPERA_SERVIDOR": "1"]
    try proxy.orden("colgar-todo")
    let conectar = try e.marcador(
      ["--torneo", proxy.url(e.torneo) + "&connect_timeout=2", "equipos"], entorno: entorno)
    #expect(conectar.codigo == 69)
    #expect(
      conectar.errores.contains(
        idioma == "es"
          ? "el servidor no ha contestado en 2 s; no se ha guardado nada"
          : "the server did not answer within 2 s; nothing was saved"), "\(conectar.errores)")
    try proxy.orden("normal")
    let antes = try e.estado()
    try proxy.orden("colgar INSERT INTO jugadores")
    let alta = try e.marcador(
      ["--torneo", proxy.url(e.torneo), "anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"],
      entorno: entorno)
    #expect(proxy.hecho())
    #expect(alta.codigo == 69)
    #expect(
      alta.errores
        == (idioma == "es"
          ? "marcador: el servidor dejó de contestar durante 1 s; no se ha guardado nada: inténtalo más tarde (MARCADOR_ESPERA_SERVIDOR da más tiempo)\n"
          : "marcador: the server stopped answering for 1 s; nothing was saved: try again later (MARCADOR_ESPERA_SERVIDOR gives more time)\n")
    )
    #expect(try e.estado() == antes)
    // The proxy keeps the server's side of that connection open, as a network that stopped
    // carrying packets does, with Rayo FC's row locked: the server ends the transaction once
    // idle for as long as marcador waits (1 s), so the next add, straight to the server, gets
    // the team instead of waiting for the lock until TCP gives up.
    let siguiente = try e.marcador(
      ["--torneo", e.torneo, "anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"],
      entorno: ["LANG": ServidorQueSeVaTests.lang[idioma]!, "MARCADOR_ESPERA_SERVIDOR": "20"])
    #expect(siguiente.codigo == 0, "\(siguiente.errores)")
    #expect(try e.plantilla("Rayo FC").filter { $0["nombre"] == "Bea" }.count == 1)
    // A wait longer than the server's setting holds (a 32-bit count of milliseconds) is
    // taken as the longest it holds, never refused by the server nor a crash.
    for espera in ["3000000", "1e300"] {
      let lejos = try e.marcador(
        ["--torneo", e.torneo, "nuevo-equipo", "Lejos \(espera.count)"],
        entorno: ["MARCADOR_ESPERA_SERVIDOR": espera])
      #expect(lejos.codigo == 0, "\(espera): \(lejos.errores)")
    }
  }

  /// Ctrl-C while the add waits for a row another clerk holds: the statement is cancelled
  /// (PQcancel), the exit is 130 and the message says nothing was saved. `lento`: each send's
  /// return is held back (strace's fault injection), so the Ctrl-C comes while the statement is
  /// already on the server and marcador has not yet begun to wait for its answer.
  @Test(arguments: [false, true]) func ctrlCCancelaLaConsultaEnCurso(lento: Bool) throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let otro = try Conexion(url: e.torneo)
    defer { otro.cerrar() }
    try otro.consultar("BEGIN")
    try otro.consultar("SELECT 1 FROM equipos WHERE nombre = 'Rayo FC' FOR UPDATE")
    let nombre = "ctrlc_" + UUID().uuidString.lowercased().replacing("-", with: "")
    let antes = try e.estado()
    let orden = [
      rutaDelBinario, "--torneo", e.torneo + "&application_name=" + nombre, "anadir", "Rayo FC",
      "--nombre", "Bea", "--dorsal", "7",
    ]
    let palabras =
      lento
      ? OrdenDeLlamadasTests.conStrace(
        ["-e", "trace=sendto", "-e", "inject=sendto:delay_exit=1000000"], orden) : orden
    let t = try Terminal(
      Array(palabras.dropFirst()), programa: palabras[0],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta, columnas: 200)
    let vigia = try Conexion(url: try ServidorDePrueba.url())
    defer { vigia.cerrar() }
    #expect(
      try esperar {
        try vigia.consultar(
          "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
          [nombre]
        ).valor() == "1"
      })
    t.teclear("\u{3}")
    t.debeMostrar("cancelado; no se ha guardado nada")
    #expect(t.salida() == 130)
    try otro.consultar("ROLLBACK")
    #expect(try e.estado() == antes)
  }

  /// The REPL over a server that restarts (immediately or fast) between two commands: the
  /// next command simply works; a stopped one gives one message, and the next command after
  /// it is back works again.
  @Test func elInterpreteSeReconectaSolo() throws {
    let servidor = try ServidorPropio()
    defer { servidor.parar() }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let t = try Terminal(
      ["--torneo", servidor.url],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta, columnas: 200)
    t.debeMostrar("marcador>")
    var vistas = 0
    func plantilla() {
      t.teclear("plantilla Rayo FC\r")
      vistas += 1
      #expect(
        t.esperar { $0.filter { $0.hasPrefix("Marta #1") }.count >= vistas }, "\(t.descripcion)")
    }
    plantilla()
    for modo in ["immediate", "fast"] {
      try servidor.pg_ctl(["stop", "-m", modo, "-w"])
      try servidor.arrancar()
      plantilla()
    }
    try servidor.pg_ctl(["stop", "-m", "immediate", "-w"])
    t.teclear("plantilla Rayo FC\r")
    t.debeMostrar("no responde ningún servidor")
    try servidor.arrancar()
    plantilla()
    t.teclear("salir\r")
    #expect(t.salida() == 0)
    let pantalla = t.lineas.joined(separator: "\n")
    #expect(t.lineas.filter { $0.hasPrefix("marcador: ") }.count == 1, "\(pantalla)")
    #expect(!pantalla.contains("\\u{"), "\(pantalla)")
  }

  /// A server that is starting up (57P03 at connect) is said so, never as a refused role.
  @Test(arguments: ["es", "en"])
  func unServidorQueArrancaNoEsUnRolRechazado(idioma: String) throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let proxy = try ProxyDePrueba(delante: e.torneo)
    try proxy.orden("arrancando")
    let r = try e.marcador(
      ["--torneo", proxy.url(e.torneo), "equipos"],
      entorno: ["LANG": ServidorQueSeVaTests.lang[idioma]!])
    #expect(r.codigo == 69)
    #expect(
      r.errores.contains(
        idioma == "es"
          ? ": el servidor está arrancando o parándose; no se ha guardado nada: inténtalo de nuevo en un momento\n"
          : ": the server is starting up or shutting down; nothing was saved: try again in a moment\n"
      ),
      "\(r.errores)")
  }

  /// A piped REPL reports a failure on the line where it happened.
  @Test func unaTuberiaDiceEnQueLineaSeCorto() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let proxy = try ProxyDePrueba(delante: e.torneo)
    try proxy.orden("cortar-antes ORDER BY posicion")
    let r = try e.marcador(
      ["--torneo", proxy.url(e.torneo)], entrada: "equipos\nplantilla Rayo FC\nequipos\n")
    #expect(r.codigo == 69)
    #expect(r.errores == "marcador: línea 2: " + ServidorQueSeVaTests.perdida["es"]! + "\n")
    #expect(r.salida.contains("Rayo FC"))
  }

  /// A wizard whose server stops (fast and immediate) while a field is open, at the team
  /// lookup and at the save: the message, the answers kept, the retry once it is back.
  @Test(arguments: ["fast", "immediate"])
  func unServidorParadoEnCadaPasoDelAsistente(modo: String) throws {
    let servidor = try ServidorPropio()
    defer { servidor.parar() }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let t = try Terminal(
      ["--torneo", servidor.url, "anadir"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "en_US.UTF-8"]), carpeta: e.carpeta,
      columnas: 200)
    t.debeMostrar("Team:")
    try servidor.pg_ctl(["stop", "-m", modo, "-w"])
    t.teclear("Rayo FC\r")
    t.debeMostrar("no server answers; nothing was saved")
    t.debeMostrar("Try again? [Y/n]")
    try servidor.arrancar()
    t.teclear("\r")
    t.debeMostrar("Name [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Number (optional):")
    try servidor.pg_ctl(["stop", "-m", modo, "-w"])
    t.teclear("7\r")
    #expect(
      t.esperar { $0.filter { $0.contains("Try again? [Y/n]") }.count >= 2 }, "\(t.descripcion)")
    try servidor.arrancar()
    t.teclear("\r")
    t.debeMostrar("Added to Rayo FC: Bea #7")
    #expect(t.salida() == 0)
    // Restarted between the last answer and Enter: the save just happens.
    let otra = try Terminal(
      ["--torneo", servidor.url, "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "en_US.UTF-8"]), carpeta: e.carpeta,
      columnas: 200)
    otra.debeMostrar("Name [0/25]:")
    otra.teclear("Leo\r")
    otra.debeMostrar("Number (optional):")
    try servidor.pg_ctl(["stop", "-m", modo, "-w"])
    try servidor.arrancar()
    otra.teclear("8\r")
    otra.debeMostrar("Added to Rayo FC: Leo #8")
    #expect(otra.salida() == 0)
    let plantilla = try e.marcador(["--torneo", servidor.url, "plantilla", "Rayo FC"])
    #expect(plantilla.salida == "Ana #9\nLuis\nMarta #1\nBea #7\nLeo #8\n")
  }

  /// The server stops before the save, and the person declines to try again: the error is
  /// said once (by the wizard, not again on exit); an answer that is neither yes nor no (a
  /// name typed where the question stands) is asked again; «n» goes back to the form with its
  /// answers (issue 41, item 8), whose own Ctrl-C leaves with nothing saved.
  @Test func noReintentarDiceElErrorUnaVez() throws {
    let servidor = try ServidorPropio()
    defer { servidor.parar() }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let t = try Terminal(
      ["--torneo", servidor.url, "anadir"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "es_ES.UTF-8"]), carpeta: e.carpeta,
      columnas: 80)
    t.debeMostrar("Equipo:")
    t.teclear("Rayo FC\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Dani\r")
    t.debeMostrar("Dorsal (opcional):")
    try servidor.pg_ctl(["stop", "-m", "fast", "-w"])
    t.teclear("13\r")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    t.teclear("Fer\r")
    #expect(
      t.esperar { $0.filter { $0.contains("¿Volver a intentarlo? [S/n]") }.count >= 2 },
      "\(t.descripcion)")
    t.teclear("n\r")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Dorsal (opcional): 13") }.count == 2 },
      "\(t.descripcion)")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("s\r")
    let codigo = t.salida()
    let pantalla = t.lineas.joined(separator: "\n")
    #expect(codigo == 130, "\(pantalla)")
    #expect(
      t.lineas.filter { $0.contains("no responde ningún servidor") }.count == 1, "\(pantalla)")
    #expect(t.lineas.filter { $0.contains("libpq:") }.count <= 1, "\(pantalla)")
    // At 80 columns the message breaks between words (the terminal alone would cut them),
    // and libpq's detail keeps its indent on every row.
    #expect(t.lineas.contains { $0.hasSuffix(" o inténtalo más tarde") }, "\(pantalla)")
    #expect(t.lineas.allSatisfy { $0.count <= 80 }, "\(pantalla)")
    // Where libpq's detail breaks depends on the socket's path: every row from its first to
    // its last (`…that socket?`) is indented.
    let primera = t.lineas.firstIndex { $0.contains("libpq:") }
    let ultima = t.lineas.lastIndex { $0.hasSuffix("socket?") }
    #expect(primera != nil && ultima != nil, "\(pantalla)")
    if let primera, let ultima {
      #expect(
        primera <= ultima && t.lineas[primera...ultima].allSatisfy { $0.hasPrefix("  ") },
        "\(pantalla)")
    }
  }

  /// kill -9 of the postmaster while the wizard's change waits for a row: its one round trip
  /// carried COMMIT, so the wizard says nobody knows yet whether it was saved; its retry asks
  /// first (by the change's key: it was not) and saves once the server is back.
  @Test func matarAlServidorAMitadDeLaTransaccion() throws {
    let servidor = try ServidorPropio()
    defer { servidor.parar() }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let otro = try Conexion(url: servidor.url)
    defer { otro.cerrar() }
    try otro.consultar("BEGIN")
    try otro.consultar("SELECT 1 FROM equipos WHERE nombre = 'Rayo FC' FOR UPDATE")
    let t = try Terminal(
      ["--torneo", servidor.url + "&application_name=asistente", "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta, columnas: 200)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("7\r")
    #expect(
      try esperar {
        try otro.consultar(
          "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'asistente' AND wait_event_type = 'Lock'"
        ).valor() == "1"
      })
    try servidor.matar()
    t.debeMostrar("se cortó la conexión con el servidor mientras se guardaba y no se sabe si")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    try servidor.arrancar()
    t.teclear("\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
    let plantilla = try e.marcador(["--torneo", servidor.url, "plantilla", "Rayo FC"])
    #expect(plantilla.salida == "Ana #9\nLuis\nMarta #1\nBea #7\n")
  }

  /// `copiar` into a league `iniciar` made (no teams yet) fills it; one with teams is refused.
  @Test func copiarAUnaLigaSinEquiposLaLlena() throws {
    let e = try Escenario(.servidor)
    #expect(try e.enTorneo(["iniciar"]).codigo == 0)
    let origen = e.carpeta + "/origen.json"
    try e.escribir(
      #"{"nombre": "Liga B", "equipos": [{"nombre": "Rayo FC", "jugadores": [{"nombre": "Ana", "dorsal": 9}]}]}"#,
      en: origen)
    let r = try e.marcador(["copiar", origen, e.torneo])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try e.plantilla("Rayo FC") == [["nombre": "Ana", "dorsal": "9"]])
    let otra = try e.marcador(["copiar", origen, e.torneo])
    #expect(otra.codigo == 73)
    #expect(otra.errores.hasSuffix("ya existe; no se sobrescribe\n"), "\(otra.errores)")
  }

  /// A failover: the primary of a synchronous pair stops at once and its standby is promoted,
  /// under a REPL, a wizard and ten clerks adding as fast as they can. The wizard's retry and
  /// the REPL's next command work on the new primary; every add that was acknowledged is
  /// there, none twice.
  @Test func unaConmutacionNoPierdeNadaConfirmado() throws {
    let par = try ParDeServidores()
    defer { par.parar() }
    let e = try Escenario()
    let origen = e.carpeta + "/oficinas.json"
    let equipos = (0..<10).map { #"{"nombre": "Oficina \#($0)", "jugadores": []}"# }
    try e.escribir(
      #"{"equipos": [{"nombre": "Rayo FC", "jugadores": [{"nombre": "Ana", "dorsal": 9}]}, "#
        + equipos.joined(separator: ", ") + "]}", en: origen)
    #expect(try e.marcador(["copiar", origen, par.url]).codigo == 0)
    // The standby alone takes no change: said so, not as a server error; it is read as ever
    // (it refuses the LISTEN a session's first read sends on a primary).
    let replica = try #require(
      par.url.firstMatch(of: /host=[^,]+,([^&]+)/).map {
        "postgresql:///marcador?host=\($0.output.1)&user=marcador"
      })
    let soloLectura = try e.marcador(
      ["--torneo", replica, "anadir", "Rayo FC", "--nombre", "Eva", "--dorsal", "3"])
    #expect(soloLectura.codigo == 69)
    #expect(
      soloLectura.errores.contains(
        ": el servidor solo admite lecturas (es una réplica); no se ha guardado nada"),
      "\(soloLectura.errores)")
    let lectura = try e.marcador(["--torneo", replica, "plantilla", "Rayo FC"])
    #expect(lectura.codigo == 0, "\(lectura.errores)")
    #expect(lectura.salida == "Ana #9\n")
    let entorno = e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"])
    let repl = try Terminal(
      ["--torneo", par.url], entorno: entorno, carpeta: e.carpeta, columnas: 200)
    repl.debeMostrar("marcador>")
    repl.teclear("plantilla Rayo FC\r")
    repl.debeMostrar("Ana #9")
    let asistente = try Terminal(
      ["--torneo", par.url, "anadir", "Rayo FC"], entorno: entorno, carpeta: e.carpeta,
      columnas: 200)
    asistente.debeMostrar("Nombre [0/25]:")
    asistente.teclear("Bea\r")
    asistente.debeMostrar("Dorsal (opcional):")
    // Ten clerks, each adding to a team of its own, one process per add.
    let oficinistas = Oficinistas(url: par.url, entorno: entorno)
    oficinistas.empezar(10)
    #expect(esperar(60) { oficinistas.minimo() >= 3 }, "antes de la conmutación")
    try par.pararPrimario()
    asistente.teclear("7\r")
    asistente.debeMostrar("¿Volver a intentarlo? [S/n]")
    let antes = oficinistas.confirmadas()
    try par.promover()
    asistente.teclear("\r")
    asistente.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(asistente.salida() == 0)
    repl.teclear("anadir Rayo FC --nombre Leo --dorsal 8\r")
    repl.debeMostrar("Añadido a Rayo FC: Leo #8")
    repl.teclear("salir\r")
    #expect(repl.salida() == 0)
    #expect(esperar(60) { oficinistas.confirmadas().count >= antes.count + 20 }, "tras ella")
    oficinistas.parar()
    let confirmadas = oficinistas.confirmadas()
    let conexion = try Conexion(url: par.url)
    defer { conexion.cerrar() }
    let filas = try conexion.consultar(
      "SELECT e.nombre || '/' || j.nombre FROM jugadores j JOIN equipos e ON e.id = j.equipo_id")
    let guardadas = filas.filas.compactMap { $0[0] }
    #expect(Set(guardadas).count == guardadas.count, "ninguna dos veces")
    let faltan = confirmadas.subtracting(guardadas)
    #expect(faltan.isEmpty, "confirmadas y perdidas: \(faltan.sorted())")
    #expect(guardadas.contains("Rayo FC/Bea") && guardadas.contains("Rayo FC/Leo"))
  }
}

/// Polls `condicion` until it holds or `segundos` pass.
func esperar(_ segundos: Double = 10, _ condicion: () throws -> Bool) rethrows -> Bool {
  let limite = Date().addingTimeInterval(segundos)
  while Date() < limite {
    if try condicion() { return true }
    usleep(20_000)
  }
  return false
}

extension ServidorPropio {
  /// Starts the server again; after a kill -9 the old server processes may hold its shared
  /// memory for a moment, so it is retried until it starts.
  func arrancar() throws {
    let pgctl = "/usr/lib/postgresql/15/bin/pg_ctl"
    let orden =
      (getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", pgctl] : [pgctl])
      + ["-D", carpeta + "/datos", "start", "-w", "-l", carpeta + "/servidor.log"]
    #expect(esperar(30) { Hijo.correr(orden, senalesPorDefecto: true) == 0 }, "pg_ctl start")
  }

  /// kill -9 of the postmaster (its pid is the first line of postmaster.pid).
  func matar() throws {
    let texto = try String(contentsOfFile: carpeta + "/datos/postmaster.pid", encoding: .utf8)
    let pid = try #require(texto.split(separator: "\n").first.flatMap { Int32($0) })
    #expect(kill(pid, SIGKILL) == 0)
  }
}

/// scripts/proxy-pg.py in front of the test server: a unix socket of its own that forwards to
/// the server's, and cuts or hangs a connection when told.
final class ProxyDePrueba {
  let carpeta: String
  private let servidor: String
  /// The proxy's process: its commands in, its answers out.
  let hijo: Conversacion

  private static let guion = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "scripts/proxy-pg.py"
    ).path

  init(delante url: String) throws {
    servidor = try #require(url.firstMatch(of: /host=([^&]+)/).map { String($0.output.1) })
    var plantilla = Array("/tmp/marcador-proxy-XXXXXX".utf8CString)
    carpeta = try #require(mkdtemp(&plantilla).map { String(cString: $0) })
    hijo = try Conversacion(
      ["/usr/bin/python3", ProxyDePrueba.guion, carpeta, servidor + "/.s.PGSQL.5432"],
      matarAlFinal: true)
    try #require(linea() == "listo", "proxy-pg.py no arrancó")
  }

  /// `url` through the proxy.
  func url(_ url: String) -> String { url.replacing("host=" + servidor, with: "host=" + carpeta) }

  /// Sends a command and waits for its `ok`.
  func orden(_ texto: String) throws {
    #expect(hijo.escribir(texto + "\n"))
    try #require(linea() == "ok", "proxy: \(texto)")
  }

  /// Whether the last rule fired (its `hecho`).
  func hecho() -> Bool { linea() == "hecho" }

  /// The proxy's next line, or nil after 20 s.
  func linea() -> String? { hijo.linea() }

  deinit { try? FileManager.default.removeItem(atPath: carpeta) }
}

/// A primary and a synchronous streaming standby (scripts/servidor.sh par), for a failover.
final class ParDeServidores {
  let nombre = "par\(getpid())\(UInt32.random(in: 0...999_999))"
  let url: String
  init() throws {
    url = try ServidorPropio.servidorSh("par", nombre)
    try #require(url.contains("target_session_attrs"), "servidor.sh par: \(url)")
  }

  private var carpeta: String {
    url.firstMatch(of: /host=([^,]+)\/p,/).map { String($0.output.1) } ?? ""
  }

  /// Stops the primary at once, as a crash would.
  func pararPrimario() throws {
    let pgctl = "/usr/lib/postgresql/15/bin/pg_ctl"
    let orden =
      (getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", pgctl] : [pgctl])
      + ["-D", carpeta + "/p/datos", "stop", "-m", "immediate", "-w"]
    try #require(Hijo.correr(orden, senalesPorDefecto: true) == 0, "pg_ctl stop")
  }

  /// Stops the standby: the primary's COMMITs then wait for it.
  func pararReplica() throws {
    let pgctl = "/usr/lib/postgresql/15/bin/pg_ctl"
    let orden =
      (getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", pgctl] : [pgctl])
      + ["-D", carpeta + "/r/datos", "stop", "-m", "fast", "-w"]
    try #require(Hijo.correr(orden, senalesPorDefecto: true) == 0, "pg_ctl stop")
  }

  /// The standby becomes the primary.
  func promover() throws {
    try #require(
      (try? ServidorPropio.servidorSh("promover", nombre)) != nil)
  }

  func parar() { _ = try? ServidorPropio.servidorSh("wipe", nombre) }
}

/// Clerks adding players as fast as they can, one `marcador anadir` process at a time each,
/// to a team of their own («Oficina k»): what each add that exited 0 added.
final class Oficinistas: @unchecked Sendable {
  private let url: String
  private let entorno: [String: String]
  private let cerrojo = NSLock()
  private var hechas: [Int: [String]] = [:]
  private var seguir = true
  private let fin = DispatchGroup()

  init(url: String, entorno: [String: String]) {
    self.url = url
    self.entorno = entorno
  }

  func empezar(_ n: Int) {
    for k in 0..<n {
      cerrojo.withLock { hechas[k] = [] }
      fin.enter()
      Thread.detachNewThread { [self] in
        var intento = 0
        while cerrojo.withLock({ seguir }) {
          intento += 1
          let nombre = "J\(intento)"
          let orden = [
            rutaDelBinario, "--torneo", url, "anadir", "Oficina \(k)", "--nombre", nombre,
          ]
          if Hijo.correr(orden, entorno: entorno) == 0 {
            cerrojo.withLock { hechas[k, default: []].append("Oficina \(k)/" + nombre) }
          }
        }
        fin.leave()
      }
    }
  }

  func parar() {
    cerrojo.withLock { seguir = false }
    fin.wait()
  }

  /// The fewest adds any clerk has had acknowledged.
  func minimo() -> Int { cerrojo.withLock { hechas.values.map(\.count).min() ?? 0 } }

  func confirmadas() -> Set<String> { cerrojo.withLock { Set(hechas.values.joined()) } }

}
