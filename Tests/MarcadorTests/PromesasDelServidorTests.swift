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
    let proceso = Process()
    proceso.executableURL = URL(fileURLWithPath: rutaDelBinario)
    proceso.arguments = ["--torneo", e.torneo, "editar", "Rayo FC", "Ana", "--nombre", "Anabel"]
    proceso.environment = e.entorno([:])
    let salida = Pipe()
    proceso.standardOutput = salida
    proceso.standardError = FileHandle(forWritingAtPath: "/dev/null")
    proceso.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try proceso.run()
    let observador = try Conexion(url: e.torneo)
    defer { observador.cerrar() }
    let limite = Date().addingTimeInterval(30)
    var espera = false
    while !espera && proceso.isRunning && Date() < limite {
      espera =
        try observador.consultar(
          "SELECT count(*) FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))", [yo]
        ).valor() == "1"
      if !espera { usleep(10_000) }
    }
    #expect(espera, "the edit never waited for the team's row")
    try otro.consultar("COMMIT")
    proceso.waitUntilExit()
    #expect(proceso.terminationStatus == 0)
    let texto = String(decoding: salida.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
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
}
