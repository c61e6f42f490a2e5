// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Servidor
import Testing

/// The throwaway server `make test` starts (scripts/servidor.sh), from `MARCADOR_PRUEBAS_PG`.
public enum ServidorDePrueba {
  public static let url = ProcessInfo.processInfo.environment["MARCADOR_PRUEBAS_PG"].flatMap {
    $0.isEmpty ? nil : $0
  }

  /// CI, where a missing server must fail the server tests rather than skip them.
  static let enCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Whether the server tests run: with a server, and always in CI.
  public static let activo = url != nil || enCI

  public static let motivo: Comment =
    "sin servidor: MARCADOR_PRUEBAS_PG no está definida (make test arranca uno con scripts/servidor.sh)"

  /// The URL of the test server as `usuario` (one of the roles scripts/servidor.sh creates),
  /// with `extra` query parameters. Without a server the test fails here in CI; elsewhere
  /// (`swift test` by hand) it stops here, cancelled, with a warning that names it (and its
  /// case: the server case of a test over both stores, which Swift Testing cannot skip
  /// alone and would report as passed) and says why.
  public static func url(usuario: String = "marcador", _ extra: String = "") throws -> String {
    if url == nil, !enCI {
      Issue.record("saltado, \(motivo.rawValue)", severity: .warning)
      try Test.cancel(motivo)
    }
    let base = try #require(
      url, "CI=true y no hay servidor: define MARCADOR_PRUEBAS_PG (make test)")
    let cambiada = base.replacing("user=marcador", with: "user=" + usuario)
    return extra.isEmpty ? cambiada : cambiada + "&" + extra
  }
}

extension Trait where Self == ConditionTrait {
  /// A test or suite that needs the server: skipped (and reported as skipped) without one,
  /// except in CI, where it runs and fails.
  public static var conServidor: Self {
    .enabled(if: ServidorDePrueba.activo, ServidorDePrueba.motivo)
  }
}

/// A schema of its own on the test server for one test or scenario (cheaper than a database:
/// about 20 ms), dropped at the end. Connections opened through `url` (its `search_path`
/// names the schema) see only it.
public final class EsquemaDePrueba: Sendable {
  public let nombre = "prueba_" + UUID().uuidString.lowercased().replacing("-", with: "")
  public let url: String
  private let administrador: String

  public init() throws {
    administrador = try ServidorDePrueba.url()
    url = administrador + "&options=-csearch_path%3D" + nombre
    let conexion = try Conexion(url: administrador)
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion("CREATE SCHEMA \(nombre)")
  }

  /// A new connection to this schema.
  public func conectar() throws -> Conexion { try Conexion(url: url) }

  /// Lets `usuario` use this schema (not create in it).
  public func permitirUso(a usuario: String) throws {
    let conexion = try Conexion(url: administrador)
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion("GRANT USAGE ON SCHEMA \(nombre) TO \(usuario)")
  }

  /// This schema's URL as role `rol`, a login that is no superuser (made if the server has
  /// none of that name) and is granted nothing here: what it may do is the league's rights
  /// alone (`permisos`; issue 43).
  public func url(deRol rol: String) throws -> String {
    let superusuario = try Conexion(
      url: administrador.replacing("user=marcador", with: "user=postgres"))
    defer { superusuario.cerrar() }
    // Tests running at once may make the same role: the second one finds it made.
    try superusuario.ejecutarGuion(
      """
      DO $$ BEGIN CREATE ROLE \(rol) LOGIN NOSUPERUSER;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$
      """)
    return url.replacing("user=marcador&", with: "user=\(rol)&")
  }

  /// This schema's URL as role `rol`, another clerk on the server: a login that is no
  /// superuser (made if the server has none of that name), allowed to read and change the
  /// tables the schema holds now, and the federation's on its league when there is one (a
  /// row of `derechos`: every team).
  public func url(comoRol rol: String) throws -> String {
    let propia = try url(deRol: rol)
    let conexion = try Conexion(url: administrador)
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion(
      """
      GRANT USAGE ON SCHEMA \(nombre) TO \(rol);
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA \(nombre) TO \(rol);
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA \(nombre) TO \(rol);
      DO $$ BEGIN
        IF to_regclass('\(nombre).derechos') IS NOT NULL THEN
          INSERT INTO \(nombre).derechos (rol) VALUES ('\(rol)') ON CONFLICT DO NOTHING;
        END IF;
      END $$;
      """)
    return propia
  }

  deinit {
    if let conexion = try? Conexion(url: administrador) {
      try? conexion.ejecutarGuion("DROP SCHEMA \(nombre) CASCADE")
      conexion.cerrar()
    }
  }
}
