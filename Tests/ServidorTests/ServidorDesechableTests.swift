// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Servidor
import Testing

/// scripts/servidor.sh: a server left behind by a killed run is stopped and wiped by `wipe`,
/// which leaves nothing behind; `stop` and `start` keep a server's data.
@Suite(.conServidor)
struct ServidorDesechableTests {
  /// Runs scripts/servidor.sh with `argumentos` (`GuionDeServidor`).
  func servidor(_ argumentos: String...) throws -> String? {
    try GuionDeServidor.ejecutar(argumentos)
  }

  /// The process id of the server at `url`, from its postmaster.pid.
  func proceso(_ url: String) throws -> pid_t {
    let carpeta = try #require(url.split(separator: "host=").last?.split(separator: "&").first)
    let pid = try String(contentsOfFile: "\(carpeta)/datos/postmaster.pid", encoding: .utf8)
    return try #require(pid.split(separator: "\n").first.flatMap { pid_t($0) })
  }

  /// Whether process `pid` still runs: a zombie does not (the stopped server is reparented,
  /// and whoever reaps it may take its time).
  func vivo(_ pid: pid_t) -> Bool {
    guard let estado = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let fin = estado.lastIndex(of: ")")
    else { return false }
    return !estado[fin...].hasPrefix(") Z")
  }

  @Test func unServidorAbandonadoSeRecupera() throws {
    defer { _ = try? servidor("wipe", "recuperacion") }
    let url = try #require(try servidor("start", "recuperacion"))
    let abandonado = try proceso(url)
    // A start finds it running: left as it is.
    #expect(try servidor("start", "recuperacion") == url)
    #expect(try proceso(url) == abandonado)
    // As if the run that started it had been killed: no stop; `make test` wipes, then starts.
    #expect(try servidor("wipe", "recuperacion") == "")
    #expect(!vivo(abandonado))
    #expect(try servidor("start", "recuperacion") == url)
    let nuevo = try proceso(url)
    #expect(nuevo != abandonado)
    let conexion = try Conexion(url: url)
    #expect(try conexion.consultar("SELECT current_user").valor() == "marcador")
    conexion.cerrar()
    #expect(try servidor("url", "recuperacion") == url)
    #expect(try servidor("wipe", "recuperacion") == "")
    #expect(try servidor("url", "recuperacion") == nil)
    #expect(!vivo(nuevo))
    let carpeta = try #require(url.split(separator: "host=").last?.split(separator: "&").first)
    #expect(!FileManager.default.fileExists(atPath: String(carpeta)))
  }

  /// Trying marcador on `make servidor` (issue 36, item 13): stopped and started again, the
  /// server keeps its league; only `wipe` throws it away.
  @Test func pararYArrancarGuardaLosDatosYWipeLosBorra() throws {
    defer { _ = try? servidor("wipe", "reinicio") }
    _ = try servidor("wipe", "reinicio")
    let url = try #require(try servidor("start", "reinicio"))
    var conexion = try Conexion(url: url)
    _ = try conexion.consultar("CREATE TABLE guardada (n int)")
    _ = try conexion.consultar("INSERT INTO guardada VALUES (7)")
    conexion.cerrar()
    let antes = try proceso(url)
    #expect(try servidor("stop", "reinicio") == "")
    #expect(!vivo(antes))
    #expect(try servidor("url", "reinicio") == nil)
    #expect(try servidor("start", "reinicio") == url)
    conexion = try Conexion(url: url)
    #expect(try conexion.consultar("SELECT n FROM guardada").valor() == "7")
    conexion.cerrar()
    #expect(try servidor("wipe", "reinicio") == "")
    #expect(try servidor("start", "reinicio") == url)
    conexion = try Conexion(url: url)
    #expect(
      try conexion.consultar("SELECT count(*) FROM pg_tables WHERE tablename = 'guardada'")
        .valor() == "0")
    #expect(try conexion.consultar("SELECT current_user").valor() == "marcador")
    conexion.cerrar()
  }
}
