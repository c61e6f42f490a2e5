// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Servidor
import Testing

/// A server whose processes are stopped (SIGSTOP) while a person waits: past a second without
/// an answer a line says so, in the interactive mode, the form and plain prompts, for a
/// statement and for the retry's connect, and it goes once the server answers.
@Suite(.conServidor)
struct ServidorQueSeParaTests {
  /// The postmaster and its children (its backends), from /proc.
  func procesos(de servidor: ServidorPropio) throws -> [pid_t] {
    let texto = try String(
      contentsOfFile: servidor.carpeta + "/datos/postmaster.pid", encoding: .utf8)
    let principal = try #require(texto.split(separator: "\n").first.flatMap { pid_t($0) })
    let hijos = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap {
      pid_t($0)
    }
    .filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let cierre = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(after: cierre)...].split(separator: " ").dropFirst(1).first
        == Substring(String(principal))
    }
    return [principal] + hijos
  }

  func senal(_ senal: Int32, a servidor: ServidorPropio) throws {
    for pid in try procesos(de: servidor) { kill(pid, senal) }
  }

  @Test(arguments: ["es", "en"])
  func laEsperaSeDiceYSeBorra(idioma: String) throws {
    let servidor = try ServidorPropio()
    defer {
      try? senal(SIGCONT, a: servidor)
      servidor.parar()
    }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let aviso =
      idioma == "es"
      ? "Esperando al servidor… (Ctrl-C cancela)" : "Waiting for the server… (Ctrl-C cancels)"
    let lang = idioma == "es" ? "es_ES.UTF-8" : "en_US.UTF-8"
    // The interactive mode: a command's statement waits.
    let a = try Terminal(
      ["--torneo", servidor.url], entorno: e.entorno(["TERM": "vt100", "LANG": lang]),
      carpeta: e.carpeta, columnas: 80)
    a.debeMostrar("marcador>")
    try senal(SIGSTOP, a: servidor)
    a.teclear("equipos\r")
    a.debeMostrar(aviso)
    try senal(SIGCONT, a: servidor)
    a.debeMostrar("Unión Deportiva Sur")
    #expect(!a.lineas.contains { $0.contains(aviso) }, "\(a.descripcion)")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
    // The form on plain prompts: the save's statement times out, and its retry's connect
    // waits too.
    let f = try Terminal(
      ["--torneo", servidor.url + "&connect_timeout=30", "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "dumb", "LANG": lang, "MARCADOR_ESPERA_SERVIDOR": "3"]),
      carpeta: e.carpeta, columnas: 80)
    f.debeMostrar(idioma == "es" ? "Nombre (hasta 25 letras):" : "Name (up to 25 letters):")
    f.teclear("Bea\r")
    f.debeMostrar(idioma == "es" ? "Dorsal (opcional):" : "Number (optional):")
    try senal(SIGSTOP, a: servidor)
    f.teclear("17\r")
    f.debeMostrar(aviso)
    f.debeMostrar(idioma == "es" ? "[S/n]" : "[Y/n]")
    #expect(!f.lineas.contains { $0.contains(aviso) }, "\(f.descripcion)")
    f.teclear("\r")
    f.debeMostrar(aviso)
    try senal(SIGCONT, a: servidor)
    f.debeMostrar(idioma == "es" ? "Añadido a Rayo FC: Bea #17" : "Added to Rayo FC: Bea #17")
    #expect(!f.lineas.contains { $0.contains(aviso) }, "\(f.descripcion)")
    #expect(f.salida() == 0)
  }

  /// Issue 41, item 8: Ctrl-C at «Esperando al servidor…» while the save waits on a stopped
  /// server goes back to the form, every answer kept (not the end of the run), and said not
  /// known to be saved (its one round trip carried COMMIT: issue 43); once the server answers,
  /// Enter asks first and saves them, once. (How fast Ctrl-C acts is not timed here: the
  /// wait after asking the server to cancel is `Conexion.esperaTrasCancelar`.)
  @Test(arguments: [("vt100", "es"), ("dumb", "en")])
  func ctrlCEnLaEsperaVuelveAlFormularioConLasRespuestas(_ caso: (term: String, idioma: String))
    throws
  {
    let servidor = try ServidorPropio()
    defer {
      try? senal(SIGCONT, a: servidor)
      servidor.parar()
    }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let es = caso.idioma == "es"
    let t = try Terminal(
      ["--torneo", servidor.url, "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": caso.term, "LANG": es ? "es_ES.UTF-8" : "en_US.UTF-8"]),
      carpeta: e.carpeta, columnas: 80)
    let llano = caso.term == "dumb"
    t.debeMostrar(
      es
        ? (llano ? "Nombre (hasta 25 letras):" : "Nombre [0/25]:")
        : (llano ? "Name (up to 25 letters):" : "Name [0/25]:"))
    t.teclear("Bea\r")
    let dorsal = es ? "Dorsal (opcional)" : "Number (optional)"
    t.debeMostrar(dorsal)
    try senal(SIGSTOP, a: servidor)
    t.teclear("17\r")
    t.debeMostrar(
      es ? "Esperando al servidor… (Ctrl-C cancela)" : "Waiting for the server… (Ctrl-C cancels)")
    t.teclear("\u{3}")
    t.debeMostrar(
      es
        ? "cancelado mientras se guardaba; no se sabe si el cambio quedó guardado"
        : "cancelled while saving; whether the change was saved is unknown")
    #expect(
      t.esperar { $0.last { !$0.isEmpty }?.hasPrefix(dorsal) == true }, "\(t.descripcion)")
    #expect(t.lineas.last { !$0.isEmpty }?.contains("17") == true, "\(t.descripcion)")
    try senal(SIGCONT, a: servidor)
    t.teclear("\r")
    t.debeMostrar(es ? "Añadido a Rayo FC: Bea #17" : "Added to Rayo FC: Bea #17")
    #expect(t.salida() == 0)
    let plantilla = try e.marcador(["--torneo", servidor.url, "plantilla", "Rayo FC"])
    #expect(plantilla.salida == "Ana #9\nLuis\nMarta #1\nBea #17\n")
  }

  /// A synchronous standby stopped: an add's COMMIT waits for it past MARCADOR_ESPERA_SERVIDOR.
  /// The primary holds the change, and the add says exactly that and succeeds (not 69, which
  /// sends a script to try again); a retry of the same add by the same user is recognised from
  /// the journal and said done, not refused as a repeated name; another change is refused.
  @Test(arguments: ["es", "en"])
  func unaReplicaSincronaParadaNoEsUn69(idioma: String) throws {
    let par = try ParDeServidores()
    defer { par.parar() }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", par.url, "iniciar", "--ejemplo"]).codigo == 0)
    try par.pararReplica()
    let entorno = [
      "LANG": idioma == "es" ? "es_ES.UTF-8" : "en_US.UTF-8", "MARCADOR_ESPERA_SERVIDOR": "3",
    ]
    let alta = ["--torneo", par.url, "anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"]
    let r = try e.marcador(alta, entorno: entorno)
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      r.salida == (idioma == "es" ? "Añadido a Rayo FC: Bea #7\n" : "Added to Rayo FC: Bea #7\n"))
    #expect(
      r.errores
        == "marcador: "
        + (idioma == "es"
          ? "el servidor guardó el cambio, pero en 3 s no confirmó que su réplica síncrona lo tenga: si cae antes de que le llegue, podría perderse (compruébalo con «marcador historial»)"
          : "the server saved the change, but did not confirm within 3 s that its synchronous standby has it: a failover before it gets there could lose it (check with “marcador historial”)")
        + "\n")
    let otraVez = try e.marcador(alta, entorno: entorno)
    #expect(otraVez.codigo == 0, "\(otraVez.errores)")
    #expect(otraVez.salida == r.salida)
    #expect(
      otraVez.errores.hasPrefix(
        "marcador: "
          + (idioma == "es"
            ? "este cambio ya estaba guardado: lo guardó tu intento anterior ("
            : "this change was already saved, by your earlier attempt (")), "\(otraVez.errores)")
    let otro = try e.marcador(
      ["--torneo", par.url, "anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "8"],
      entorno: entorno)
    #expect(otro.codigo == 65, "\(otro.errores)")
    // A change that is no form's (a new team), twice: the second is the first.
    let equipo = ["--torneo", par.url, "nuevo-equipo", "Lunes"]
    #expect(try e.marcador(equipo, entorno: entorno).codigo == 0)
    let equipoOtraVez = try e.marcador(equipo, entorno: entorno)
    #expect(equipoOtraVez.codigo == 0, "\(equipoOtraVez.errores)")
    #expect(equipoOtraVez.errores.contains(idioma == "es" ? "ya estaba guardado" : "already saved"))
    let conexion = try Conexion(url: par.url)
    defer { conexion.cerrar() }
    #expect(
      try conexion.consultar("SELECT count(*) FROM jugadores WHERE nombre = 'Bea'").valor() == "1")
  }
}
