// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

@testable import Servidor

/// Telling a URL from a path, and hiding passwords: no server needed.
struct URLDeServidorTests {
  @Test(arguments: [
    ("postgresql://ana:s3cr3t@db.example/liga", "postgresql://ana:***@db.example/liga"),
    ("postgres://ana:s3cr3t@db.example:5433/liga", "postgres://ana:***@db.example:5433/liga"),
    ("postgresql://ana@db.example/liga", "postgresql://ana@db.example/liga"),
    ("postgresql:///liga?host=/run/postgresql", "postgresql:///liga?host=/run/postgresql"),
    ("postgresql://db/liga?user=ana&password=s3cr3t", "postgresql://db/liga?user=ana&password=***"),
    ("postgresql://db/liga?pass%77ord=s3cr3t&x=1", "postgresql://db/liga?pass%77ord=***&x=1"),
    ("postgresql://a:p%40ss@h1,h2/liga", "postgresql://a:***@h1,h2/liga"),
    ("postgresql://a:pa@ss@h/liga", "postgresql://a:***@h/liga"),
  ])
  func ocultaLaContrasena(url: String, esperada: String) {
    #expect(URLDeServidor.redactada(url) == esperada)
  }

  /// What a copy taken to the pitch keeps of its server (`llevar`): no password at all, not
  /// even a mark of one.
  @Test(arguments: [
    ("postgresql://ana:s3cr3t@db.example/liga", "postgresql://ana@db.example/liga"),
    ("postgresql://ana@db.example/liga", "postgresql://ana@db.example/liga"),
    ("postgresql://db/liga?user=ana&password=s3cr3t", "postgresql://db/liga?user=ana"),
    ("postgresql://db/liga?pass%77ord=s3cr3t&x=1", "postgresql://db/liga?x=1"),
    ("postgresql://a:pa@ss@h/liga?host=/run", "postgresql://a@h/liga?host=/run"),
  ])
  func sinContrasenaNoQuedaNiLaMarca(url: String, esperada: String) {
    #expect(URLDeServidor.sinContrasena(url) == esperada)
  }

  /// A row another change holds is waited for less than the whole wait, by a margin the
  /// server's answer (55P03) can arrive in: a tenth, half a second at least, half of a short
  /// wait; never zero (0 would mean «no limit» to the server).
  @Test(arguments: [
    (30_000, 27_000), (5_000, 4_500), (1_000, 500), (600, 300), (1, 1),
    (2_147_483_000, 1_932_734_700),
  ])
  func unaFilaRetenidaSeEsperaMenosQueLaRespuesta(milisegundos: Int, fila: Int) {
    #expect(Conexion.esperaDeUnaFila(milisegundos: milisegundos) == fila)
  }

  @Test func distingueUnaURLDeUnaRuta() {
    #expect(URLDeServidor.esURL("postgresql:///liga"))
    #expect(URLDeServidor.esURL("postgres://h/liga"))
    #expect(!URLDeServidor.esURL("liga.json"))
    #expect(!URLDeServidor.esURL("./postgresql://x"))
    #expect(!URLDeServidor.esURL("POSTGRESQL://h/liga"))
  }

  @Test func losErroresSeDistinguenPorCodigoYRestriccion() {
    #expect(
      ErrorServidor.desde(
        sqlstate: "23505", restriccion: "r", mensaje: "", destino: "d", espera: 30)
        == .repetido(restriccion: "r"))
    #expect(
      ErrorServidor.desde(
        sqlstate: "23514", restriccion: "c", mensaje: "", destino: "d", espera: 30)
        == .restriccionIncumplida(restriccion: "c"))
    #expect(
      ErrorServidor.desde(
        sqlstate: "42501", restriccion: nil, mensaje: "", destino: "d", espera: 30)
        == .rechazado(.sinPermiso))
    #expect(
      ErrorServidor.desde(
        sqlstate: "40P01", restriccion: nil, mensaje: "", destino: "d", espera: 30)
        == .conflicto)
    #expect(
      ErrorServidor.desde(
        sqlstate: "57P01", restriccion: nil, mensaje: "", destino: "d", espera: 30)
        == .conexionPerdida(cambio: .noGuardado))
    #expect(
      ErrorServidor.desde(
        sqlstate: "08006", restriccion: nil, mensaje: "", destino: "d", espera: 30)
        == .conexionPerdida(cambio: .noGuardado))
    // A server shutting down or starting up is a lost connection, never a refusal.
    for codigo in ["57P02", "57P03"] {
      #expect(
        ErrorServidor.desde(
          sqlstate: codigo, restriccion: nil, mensaje: "", destino: "d", espera: 30)
          == .conexionPerdida(cambio: .noGuardado))
    }
    // A row held by another change past the lock_timeout a change sets: busy, as the file's lock.
    #expect(
      ErrorServidor.desde(
        sqlstate: "55P03", restriccion: nil, mensaje: "", destino: "d", espera: 30)
        == .ocupado(segundos: 30))
    #expect(
      ErrorServidor.desde(
        sqlstate: "25006", restriccion: nil, mensaje: "", destino: "d", espera: 30)
        == .soloLectura(destino: "d"))
    #expect(
      ErrorServidor.desde(
        sqlstate: "42P01", restriccion: nil, mensaje: "m", destino: "d", espera: 30)
        == .otro(codigo: "42P01", mensaje: "m"))
  }
}
