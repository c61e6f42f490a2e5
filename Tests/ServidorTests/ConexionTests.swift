// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Servidor
import Testing
import Torneo

/// Connecting, the errors a person can act on, parameters and transactions, against the
/// throwaway server.
@Suite(.conServidor)
struct ConexionTests {
  @Test func conectaYConsulta() throws {
    let conexion = try Conexion(url: try ServidorDePrueba.url())
    defer { conexion.cerrar() }
    let filas = try conexion.consultar("SELECT $1::int + 1, NULL, 'ñ'", ["41"])
    #expect(filas.filas == [["42", nil, "ñ"]])
    #expect(libPQCargada())
    #expect(conexion.procesoDelServidor > 0)
    #expect(try conexion.consultar("SHOW application_name").valor() == "marcador")
  }

  @Test func siempreHablaUTF8() throws {
    let conexion = try Conexion(url: try ServidorDePrueba.url("client_encoding=LATIN1"))
    defer { conexion.cerrar() }
    #expect(try conexion.consultar("SHOW client_encoding").valor() == "UTF8")
    #expect(try conexion.consultar("SELECT $1::text", ["Peña ⚽️"]).valor() == "Peña ⚽️")
  }

  @Test func sinServidorEsInalcanzable() throws {
    let url = "postgresql://ana:clave-secreta@/marcador?host=/tmp/no-hay-servidor-\(getpid())"
    let error = try #require(throws: ErrorServidor.self) { try Conexion(url: url) }
    guard case .inalcanzable(let destino, let detalle) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(destino == URLDeServidor.redactada(url))
    #expect(detalle.contains("no-hay-servidor") && !detalle.contains("clave-secreta"))
  }

  /// A connection begun without waiting (a form's check) never waits on the network: a
  /// server that takes the connection and never answers leaves it being opened, and the call
  /// returns; against the real server it opens as its socket allows, and then asks.
  @Test func unaConexionSinEsperarNoEsperaAlServidor() throws {
    let carpeta = "/tmp/marcador-mudo-\(getpid())"
    mkdir(carpeta, 0o700)
    defer { _ = try? FileManager.default.removeItem(atPath: carpeta) }
    let mudo = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(mudo) }
    var direccion = sockaddr_un()
    direccion.sun_family = sa_family_t(AF_UNIX)
    let ruta = Array((carpeta + "/.s.PGSQL.5432").utf8CString)
    withUnsafeMutableBytes(of: &direccion.sun_path) { destino in
      for (k, byte) in ruta.enumerated() { destino[k] = UInt8(bitPattern: byte) }
    }
    let enlazado = withUnsafePointer(to: &direccion) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(mudo, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(enlazado == 0 && listen(mudo, 4) == 0)
    let callado = try Conexion(
      url: "postgresql://marcador@/marcador?host=\(carpeta)&connect_timeout=60", sinEsperar: true)
    defer { callado.cerrar() }
    #expect(callado.sinEsperar.conectando && callado.sinEsperar.descriptor >= 0)
    #expect(try callado.sinEsperar.avanzar() == false)
    #expect(callado.sinEsperar.conectando)

    let conexion = try Conexion(url: try ServidorDePrueba.url(), sinEsperar: true)
    defer { conexion.cerrar() }
    let limite = Date().addingTimeInterval(10)
    while try !conexion.sinEsperar.avanzar(), Date() < limite {
      var mirada = pollfd(
        fd: conexion.sinEsperar.descriptor, events: Int16(POLLIN | POLLOUT), revents: 0)
      _ = poll(&mirada, 1, 100)
    }
    #expect(!conexion.sinEsperar.conectando)
    #expect(try conexion.consultar("SELECT 1").valor() == "1")
  }

  @Test func unRolQueNoExisteEsRechazado() throws {
    let url = try ServidorDePrueba.url(usuario: "nadie_\(getpid())")
    #expect(
      throws: ErrorServidor.rechazado(
        .conexion(usuario: "nadie_\(getpid())", baseDeDatos: "marcador"))
    ) { try Conexion(url: url) }
  }

  @Test func sinContrasenaOConUnaMala() throws {
    #expect(
      throws: ErrorServidor.rechazado(
        .faltaContrasena(usuario: "marcador_clave", baseDeDatos: "marcador"))
    ) { try Conexion(url: try ServidorDePrueba.url(usuario: "marcador_clave")) }
    let mala = try ServidorDePrueba.url(usuario: "marcador_clave", "password=clave-mala-7Yq")
    let error = try #require(throws: ErrorServidor.self) { try Conexion(url: mala) }
    #expect(
      error == .rechazado(.contrasenaRechazada(usuario: "marcador_clave", baseDeDatos: "marcador")))
    #expect(!"\(error)".contains("clave-mala-7Yq"))
    let buena = try Conexion(
      url: try ServidorDePrueba.url(usuario: "marcador_clave", "password=clave-de-prueba"))
    buena.cerrar()
  }

  @Test func laContrasenaNoApareceEnNingunMensaje() throws {
    let url = try ServidorDePrueba.url(usuario: "marcador_clave", "password=clave-de-prueba")
    let conexion = try Conexion(url: url)
    defer { conexion.cerrar() }
    #expect(!conexion.destino.contains("clave-de-prueba"))
    // A server error that quotes the password back.
    let error = try #require(throws: ErrorServidor.self) {
      try conexion.consultar("SELECT 'clave-de-prueba'::int")
    }
    guard case .otro(_, let mensaje) = error else {
      Issue.record("esperaba .otro, llegó \(error)")
      return
    }
    #expect(mensaje.contains("***"))
    #expect(!mensaje.contains("clave-de-prueba"))
    let invalida = "postgresql://u:clave-de-prueba@/x?host=/tmp&sslmode=ninguno"
    let otro = try #require(throws: ErrorServidor.self) { try Conexion(url: invalida) }
    #expect(!"\(otro)".contains("clave-de-prueba"))
  }

  @Test func unaURLMalFormadaNoEsValida() throws {
    #expect(throws: ErrorServidor.urlNoValida(url: "postgresql://h/x?opcion=1")) {
      try Conexion(url: "postgresql://h/x?opcion=1")
    }
    #expect(throws: ErrorServidor.urlNoValida(url: "liga.json")) {
      try Conexion(url: "liga.json")
    }
  }

  @Test func unNombreHostilSeGuardaTalCual() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion("CREATE TABLE nombres (k serial, nombre text)")
    let nombres = [
      "'; DROP TABLE nombres; --", "Robert'); DROP TABLE nombres;--", "\"comillas\" y 'otras'",
      "barra \\ invertida \\'", "$1 $2", "50%_", "⚽️ 👩🏽‍🦱 Peña", "ctl \u{1}\u{7}\t\n\u{1B}[31m",
      "José", "Jose\u{301}", String(repeating: "ñ", count: 2000),
    ]
    for nombre in nombres {
      try conexion.consultar("INSERT INTO nombres (nombre) VALUES ($1)", [nombre])
    }
    let leidos = try conexion.consultar("SELECT nombre FROM nombres ORDER BY k").filas.map { $0[0] }
    #expect(leidos == nombres)
    // Byte for byte: Swift's == would take José and Jose + U+0301 for the same string.
    #expect(leidos.map { Array(($0 ?? "").utf8) } == nombres.map { Array($0.utf8) })
    #expect(throws: ErrorServidor.caracterNulo(parametro: 2)) {
      try conexion.consultar("SELECT $1, $2", ["a", "b\u{0}c"])
    }
  }

  @Test func losAvisosNoSalenPorLaSalidaDeErrores() throws {
    let conexion = try Conexion(url: try ServidorDePrueba.url())
    defer { conexion.cerrar() }
    let ruta = FileManager.default.temporaryDirectory.appendingPathComponent(
      "avisos-\(UUID().uuidString)"
    ).path
    defer { unlink(ruta) }
    let archivo = open(ruta, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let copia = dup(2)
    dup2(archivo, 2)
    close(archivo)
    let resultado = Result { () throws(ErrorServidor) in
      try conexion.ejecutarGuion("DO $$ BEGIN RAISE NOTICE 'aviso-de-prueba'; END $$")
    }
    dup2(copia, 2)
    close(copia)
    try resultado.get()
    let escrito = try String(contentsOfFile: ruta, encoding: .utf8)
    #expect(!escrito.contains("aviso-de-prueba"))
  }

  @Test func unaTransaccionQueFallaNoDejaNada() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion("CREATE TABLE t (x int UNIQUE)")
    struct Abandono: Error {}
    #expect(throws: Abandono.self) {
      try conexion.transaccion(fallo: { $0 }) { c in
        try c.consultar("INSERT INTO t VALUES (1)")
        throw Abandono()
      }
    }
    #expect(throws: ErrorServidor.repetido(restriccion: "t_x_key")) {
      try conexion.transaccion(fallo: { $0 }) { c in
        try c.consultar("INSERT INTO t VALUES (2)")
        try c.consultar("INSERT INTO t VALUES (2)")
      }
    }
    // A body that swallows a failed statement cannot commit half a change.
    #expect(throws: ErrorServidor.self) {
      try conexion.transaccion(fallo: { $0 }) { c in
        try c.consultar("INSERT INTO t VALUES (3)")
        _ = try? c.consultar("INSERT INTO t VALUES (3)")
      }
    }
    let hecho = try conexion.transaccion(fallo: { $0 }) { c in
      try c.consultar("INSERT INTO t VALUES (4)").afectadas
    }
    #expect(hecho == 1)
    #expect(try conexion.consultar("SELECT x FROM t").filas == [["4"]])
  }

  @Test func laConexionPerdidaAntesDelCommitNoGuardaNada() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    let otra = try esquema.conectar()
    defer {
      conexion.cerrar()
      otra.cerrar()
    }
    try conexion.ejecutarGuion("CREATE TABLE t (x int)")
    #expect(throws: ErrorServidor.conexionPerdida(cambio: .noGuardado)) {
      try conexion.transaccion(fallo: { $0 }) { c in
        try c.consultar("INSERT INTO t VALUES (1)")
        try otra.consultar("SELECT pg_terminate_backend($1)", [String(c.procesoDelServidor)])
        try c.consultar("INSERT INTO t VALUES (2)")
      }
    }
    #expect(try otra.consultar("SELECT count(*) FROM t").valor() == "0")
    // Outside a transaction, nothing is being saved: the message must not say otherwise.
    #expect(throws: ErrorServidor.conexionPerdida(cambio: .noGuardado)) {
      try conexion.consultar("SELECT 1")
    }
  }

  @Test func laConexionPerdidaEnElCommitPreguntaQueFueDelCambio() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    // A deferred trigger runs inside COMMIT: this one ends its own server process there, so
    // COMMIT is sent and its answer never comes.
    try conexion.ejecutarGuion(
      """
      CREATE TABLE t (x int);
      CREATE FUNCTION cortar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); PERFORM pg_sleep(5); RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER cortar AFTER INSERT ON t DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION cortar();
      """)
    #expect(throws: ErrorServidor.conexionPerdida(cambio: .noGuardado)) {
      try conexion.transaccion(fallo: { $0 }) { c in try c.consultar("INSERT INTO t VALUES (1)") }
    }
    let otra = try esquema.conectar()
    defer { otra.cerrar() }
    #expect(try otra.consultar("SELECT count(*) FROM t").valor() == "0")
  }
}

/// Whether libpq is in this process, whoever brought it in: RTLD_NOLOAD answers without
/// loading it.
private func libPQCargada() -> Bool {
  guard let biblioteca = dlopen("libpq.so.5", RTLD_LAZY | RTLD_NOLOAD) else { return false }
  dlclose(biblioteca)
  return true
}
