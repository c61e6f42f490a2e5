// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Servidor
import Testing

/// A federation's clerk over the internet (issue 43, item 2), against a throwaway server with
/// TLS on localhost and a certificate openssl makes for it (`scripts/servidor.sh tls`): a
/// verify-full URL works with the password from ~/.pgpass, PGPASSFILE or a service file; a
/// certificate from another authority or for another host is refused naming the host (77),
/// as is a server without TLS under `sslmode=require`; the password is never in argv, a
/// message, the journal or a file marcador writes.
@Suite(.conServidor)
struct ServidorConTLSTests {
  static let contrasena = "clave-de-prueba"

  @Test func verificadoDeExtremoAExtremoYSinContrasenaALaVista() throws {
    defer { _ = try? GuionDeServidor.ejecutar(["wipe", "tls"]) }
    let url = try #require(try GuionDeServidor.ejecutar(["tls", "tls"]))
    #expect(!url.contains(Self.contrasena))
    let raiz = try #require(url.split(separator: "sslrootcert=").last).dropLast("/ca.crt".count)
    let puerto = try #require(url.split(separator: ":").last?.split(separator: "/").first)
    let e = try Escenario()
    let pgpass = e.carpeta + "/claves"
    try "localhost:\(puerto):marcador:marcador_clave:\(Self.contrasena)\n".write(
      toFile: pgpass, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: pgpass)
    let conClaves = ["PGPASSFILE": pgpass]
    var vistas: [Ejecucion] = []
    func marcador(_ args: [String], _ entorno: [String: String] = conClaves) throws -> Ejecucion {
      let r = try e.marcador(args, entorno: entorno)
      vistas.append(r)
      return r
    }

    // Verified: PGPASSFILE, then ~/.pgpass with a service file's URL.
    let inicio = try marcador(["--torneo", url, "iniciar"])
    #expect(inicio.codigo == 0, "\(inicio.errores)")
    let equipo = try marcador(["--torneo", url, "nuevo-equipo", "Rayo FC"])
    #expect(equipo.codigo == 0, "\(equipo.errores)")
    let alta = try marcador(
      ["--torneo", url, "anadir", "Rayo FC", "--nombre", "Ana Torres", "--dorsal", "9"])
    #expect(alta.codigo == 0, "\(alta.errores)")
    try FileManager.default.copyItem(atPath: pgpass, toPath: e.carpeta + "/.pgpass")
    let servicios = e.carpeta + "/servicios.conf"
    try """
    [liga]
    host=localhost
    port=\(puerto)
    dbname=marcador
    user=marcador_clave
    sslmode=verify-full
    sslrootcert=\(raiz)/ca.crt

    """.write(toFile: servicios, atomically: true, encoding: .utf8)
    let porServicio = try marcador(
      ["--torneo", "postgresql:///?service=liga", "equipos"], ["PGSERVICEFILE": servicios])
    #expect(porServicio.codigo == 0, "\(porServicio.errores)")
    #expect(porServicio.salida.contains("Rayo FC"))
    let historial = try marcador(["--torneo", url, "historial"])
    #expect(historial.codigo == 0 && historial.salida.contains("Ana Torres"))

    // Another authority's root, and a host the certificate does not name: refused, said so,
    // and no password was sent (the server logs each authentication, log_connections).
    let registro = String(raiz) + "/servidor.log"
    let autenticaciones = {
      ((try? String(contentsOfFile: registro, encoding: .utf8)) ?? "")
        .components(separatedBy: "connection authorized").count
    }
    let antes = autenticaciones()
    #expect(antes > 1)
    let otraCA = try marcador([
      "--torneo", url.replacing("/ca.crt", with: "/otra-ca.crt"), "equipos",
    ])
    #expect(otraCA.codigo == 77)
    #expect(
      otraCA.errores
        == "marcador: el certificado del servidor no es de confianza para «localhost», así que no se le ha enviado nada, ni la contraseña: comprueba sslrootcert (el certificado de la autoridad de la federación) y el nombre del servidor en la URL\n"
    )
    let otroHost = try marcador(
      [
        "--torneo", url.replacing("@localhost:", with: ":\(Self.contrasena)@127.0.0.1:"), "equipos",
      ],
      ["LANG": "en_US.UTF-8"])
    #expect(otroHost.codigo == 77)
    #expect(
      otroHost.errores
        == "marcador: the server's certificate is not trusted for “127.0.0.1”, so nothing was sent to it, no password either: check sslrootcert (the federation's authority certificate) and the server's name in the URL\n"
    )
    #expect(autenticaciones() == antes)
    #expect(!(try String(contentsOfFile: registro, encoding: .utf8)).contains("password"))

    // The same server without TLS, under sslmode=require.
    let administrador =
      "postgresql:///postgres?host=\(raiz)&port=\(puerto)&user=postgres"
    let conexion = try Conexion(url: administrador)
    try conexion.consultar("ALTER SYSTEM SET ssl = off")
    try conexion.consultar("SELECT pg_reload_conf()")
    conexion.cerrar()
    // A reload reaches new connections within moments.
    let conTLS = url.replacing("verify-full", with: "require")
    var sinTLS = try marcador(["--torneo", conTLS, "equipos"])
    for _ in 0..<50 where sinTLS.codigo != 77 {
      usleep(100_000)
      sinTLS = try marcador(["--torneo", conTLS, "equipos"])
    }
    #expect(sinTLS.codigo == 77)
    #expect(
      sinTLS.errores
        == "marcador: el servidor de «localhost» no ofrece TLS y la URL lo exige (sslmode), así que no se le ha enviado nada, ni la contraseña\n"
    )

    // Never in a message, and never in a file marcador wrote (history, state).
    for r in vistas {
      #expect(!r.salida.contains(Self.contrasena) && !r.errores.contains(Self.contrasena))
    }
    let archivos = FileManager.default.enumerator(atPath: e.carpeta)?.compactMap { $0 as? String }
    for archivo in archivos ?? [] where !["claves", ".pgpass"].contains(archivo) {
      let texto = (try? String(contentsOfFile: e.carpeta + "/" + archivo, encoding: .utf8)) ?? ""
      #expect(!texto.contains(Self.contrasena), "\(archivo)")
    }
  }
}
