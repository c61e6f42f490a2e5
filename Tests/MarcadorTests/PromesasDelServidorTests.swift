// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Servidor
import Testing

/// What only the server store promises (issue 21, part F): a change holds its team's row
/// lock, and undo is row-level. Each test was seen failing with the code it guards broken.
@Suite(.conServidor)
struct PromesasDelServidorTests {
  /// While another transaction holds Rayo FC's row (and has changed Ana meanwhile), an edit of
  /// Ana waits for it, then edits Ana as that transaction left her: the edits serialise, and
  /// none is lost. The wait is seen in the server (pg_blocking_pids), not timed.
  @Test func dosEdicionesDeUnEquipoALaVezSeSerializan() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let otro = try Conexion(url: e.torneo)
    defer { otro.cerrar() }
    try otro.consultar("BEGIN")
    try otro.consultar("SELECT id FROM equipos WHERE nombre = 'Rayo FC' FOR UPDATE")
    try otro.consultar("UPDATE jugadores SET dorsal = 50 WHERE nombre = 'Ana'")
    let yo = try #require(try otro.consultar("SELECT pg_backend_pid()").valor())
    let rutaSalida = e.carpeta + "/.salida-de-la-edicion"
    let pid = try Hijo.lanzar(
      [rutaDelBinario, "--torneo", e.torneo, "editar", "Rayo FC", "Ana", "--nombre", "Anabel"],
      salida: .archivo(rutaSalida), entorno: e.entorno([:]))
    let observador = try Conexion(url: e.torneo)
    defer { observador.cerrar() }
    let limite = Date().addingTimeInterval(30)
    var espera = false
    while !espera && Hijo.vivo(pid) && Date() < limite {
      espera =
        try observador.consultar(
          "SELECT count(*) FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))", [yo]
        ).valor() == "1"
      if !espera { usleep(10_000) }
    }
    #expect(espera, "the edit never waited for the team's row")
    try otro.consultar("COMMIT")
    #expect(Hijo.esperar(pid) == 0)
    let texto = try String(contentsOfFile: rutaSalida, encoding: .utf8)
    #expect(texto == "Editado en Rayo FC: Ana #50 → Anabel #50\n")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Anabel #50\nLuis\nMarta #1\n")
  }

  @Test func deshacerUnaEdicionSeNiegaSiLaFilaCambioDesde() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    #expect(try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "10"]).codigo == 0)
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    // Another clerk's client (not marcador: no journal line) changes that row.
    try conexion.consultar("UPDATE jugadores SET dorsal = 11 WHERE nombre = 'Ana'")
    let antes = try e.estado()
    let r = try e.enTorneo(["deshacer"])
    #expect(r.codigo == 65)
    #expect(r.errores.contains("ha cambiado desde"), "\(r.errores)")
    #expect(try e.estado() == antes)
    // The row as the edit left it: the undo goes through.
    try conexion.consultar("UPDATE jugadores SET dorsal = 10 WHERE nombre = 'Ana'")
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\n")
  }

  @Test func deshacerUnaBajaDevuelveAlJugadorConSusClavesDesconocidas() throws {
    let e = try Escenario(.servidor)
    var liga = LigaDeEjemploTexto.texto
    liga = liga.replacingOccurrences(
      of: #"{ "nombre": "Luis" }"#,
      with: #"{ "nombre": "Luis", "apodo": "el Flaco", "altura": [1.8, {"m": true}] }"#)
    #expect(liga.contains("el Flaco"))
    try e.escribir(liga, en: e.carpeta + "/liga.json")
    #expect(try e.marcador(["copiar", e.carpeta + "/liga.json", e.torneo]).codigo == 0)
    let antes = try e.estado()
    #expect(String(decoding: antes, as: UTF8.self).contains("el Flaco"))
    #expect(try e.enTorneo(["quitar", "Rayo FC", "Luis", "--si"]).codigo == 0)
    #expect(try e.estado() != antes)
    #expect(try e.enTorneo(["deshacer"]).salida == "Deshecho: Quitado de Rayo FC: Luis\n")
    #expect(try e.estado() == antes)
    #expect(try e.marcador(["copiar", e.torneo, e.carpeta + "/vuelta.json"]).codigo == 0)
    #expect(
      try String(contentsOfFile: e.carpeta + "/vuelta.json", encoding: .utf8).contains("el Flaco"))
  }

  @Test func deshacerUnEquipoNuevoSeNiegaSiYaTieneJugadores() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Los Nuevos"]).codigo == 0)
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    // A player who got in without a journal line (another clerk's client).
    try conexion.consultar(
      "INSERT INTO jugadores (equipo_id, nombre, clave) SELECT id, 'Bea', 'bea' FROM equipos WHERE nombre = 'Los Nuevos'"
    )
    let antes = try e.estado()
    let r = try e.enTorneo(["deshacer"])
    #expect(r.codigo == 65)
    #expect(r.errores.contains("ha cambiado desde"), "\(r.errores)")
    #expect(try e.estado() == antes)
    try conexion.consultar("DELETE FROM jugadores WHERE nombre = 'Bea'")
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(!(try e.enTorneo(["equipos"]).salida.contains("Los Nuevos")))
  }

  // MARK: The clerk is the role the server authenticated (issue 41)

  /// `marcador --torneo URL ARGUMENTOS` for the scenario's league as server role `rol`, from
  /// this test's one Unix account.
  func como(_ e: Escenario, _ rol: String, _ argumentos: [String], entrada: String = "") throws
    -> Ejecucion
  {
    try e.marcador(["--torneo", try e.torneo(comoRol: rol)] + argumentos, entrada: entrada)
  }

  /// Two roles, one Unix account: a plain `deshacer` takes back the caller's latest change still
  /// in effect — not beto's later add (before: ana's took it, both being the account), and
  /// past ana's undone edit and her undo; a redo is then her latest, undone as such. `historial`
  /// names each role; ana's undo of beto's entry asks her first, naming beto.
  @Test func deshacerTomaElUltimoCambioEnVigorDelRol() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    #expect(
      try como(e, "ana", ["anadir", "Rayo FC", "--nombre", "Mía", "--dorsal", "40"]).codigo == 0)
    #expect(try como(e, "ana", ["editar", "Rayo FC", "Luis", "--dorsal", "5"]).codigo == 0)
    #expect(
      try como(e, "beto", ["anadir", "Rayo FC", "--nombre", "Pablo", "--dorsal", "42"]).codigo == 0)
    let edicion = try como(e, "ana", ["deshacer"])
    #expect(
      edicion.salida == "Deshecho: Editado en Rayo FC: Luis → Luis #5\n", "\(edicion.errores)")
    let alta = try como(e, "ana", ["deshacer"])
    #expect(alta.salida == "Deshecho: Añadido a Rayo FC: Mía #40\n", "\(alta.errores)")
    #expect(
      try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\nPablo #42\n")
    #expect(try como(e, "beto", ["rehacer"]).codigo == 65)
    let rehecho = try como(e, "ana", ["rehacer"])
    #expect(rehecho.salida == "Rehecho: Añadido a Rayo FC: Mía #40\n", "\(rehecho.errores)")
    let otraVez = try como(e, "ana", ["deshacer"])
    #expect(otraVez.salida == "Deshecho: Añadido a Rayo FC: Mía #40\n", "\(otraVez.errores)")
    let nada = try como(e, "ana", ["deshacer"])
    #expect(nada.codigo == 65)
    #expect(nada.errores.contains("no tienes ningún cambio que deshacer"), "\(nada.errores)")
    let historial = try e.enTorneo(["historial"]).salida
    #expect(historial.contains("  ana  Añadido a Rayo FC: Mía #40"), "\(historial)")
    #expect(historial.contains("  beto  Añadido a Rayo FC: Pablo #42"), "\(historial)")
    #expect(!historial.contains("root"), "\(historial)")
    // beto's entry is a colleague's to ana, asked first (and answered no); beto's own is not.
    let ajeno = try como(e, "ana", ["deshacer", "3"], entrada: "n\n")
    #expect(ajeno.errores.contains("No se ha deshecho nada."), "\(ajeno.errores)")
    #expect(ajeno.salida.isEmpty)
    let propio = try como(e, "beto", ["deshacer", "3"], entrada: "n\n")
    #expect(propio.salida == "Deshecho: Añadido a Rayo FC: Pablo #42\n", "\(propio.errores)")
  }

  /// ana's edit form follows Ana; beto changes her number: the form says beto changed it (before:
  /// the Unix account's name), and ana's own save is journaled as hers.
  @Test func elFormularioEnVivoNombraAlRolQueCambio() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let t = try Terminal(
      ["--torneo", try e.torneo(comoRol: "ana"), "editar", "Rayo FC", "Ana"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
    t.debeMostrar("Nombre [3/25]: Ana")
    t.teclear("\r")
    t.debeMostrar("Dorsal (opcional): 9")
    #expect(try como(e, "beto", ["editar", "Rayo FC", "Ana", "--dorsal", "12"]).codigo == 0)
    t.debeMostrar("(beto lo cambió a 12 hace un momento)")
    t.teclear("\u{7F}\u{7F}5\r")
    t.debeMostrar("Cambió mientras lo editabas (beto,")
    t.teclear("\r")
    t.debeMostrar("Editado en Rayo FC: Ana #12 → Ana #5")
    #expect(t.salida() == 0)
    let historial = try e.enTorneo(["historial"]).salida
    #expect(historial.contains("  beto  Editado en Rayo FC: Ana #9 → Ana #12"), "\(historial)")
    #expect(historial.contains("  ana  Editado en Rayo FC: Ana #12 → Ana #5"), "\(historial)")
  }
}
