// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import FormatoDeLiga
import Foundation
import Servidor
import Testing

/// The two stores every end-to-end suite runs against: one parameterized suite, not two copies.
enum Almacen: String, Sendable, CustomStringConvertible {
  case archivo
  case servidor

  var description: String { rawValue }

  /// Both, always: the server case runs on the server `make test` started (MARCADOR_PRUEBAS_PG);
  /// without one it fails in CI, and elsewhere stops at its start with a warning saying it was
  /// skipped and why (`ServidorDePrueba.url`), never vanishing from the run.
  static let todos: [Almacen] = [.archivo, .servidor]
}

extension Escenario {
  /// The league as stored: the file's bytes, or every team and player row (name, number,
  /// unknown keys) in league order on the server. Equal before and after means nothing changed.
  func estado() throws -> [UInt8] {
    guard almacen == .servidor else { return try bytes() }
    let conexion = try Conexion(url: torneo)
    defer { conexion.cerrar() }
    let filas = try conexion.consultar(
      """
      SELECT e.nombre, e.extra::text, j.nombre, j.dorsal::text, j.extra::text
      FROM equipos e LEFT JOIN jugadores j ON j.equipo_id = e.id ORDER BY e.posicion, j.posicion
      """)
    let texto = filas.filas.map { $0.map { $0 ?? "∅" }.joined(separator: "\t") }
      .joined(separator: "\n")
    return Array(texto.utf8)
  }

  /// A team's roster as `plantilla --json` gives it, decoded: names and numbers in order.
  func plantilla(_ equipo: String) throws -> [[String: String]] {
    let r = try enTorneo(["plantilla", equipo, "--json"])
    let lista = try #require(
      try JSONSerialization.jsonObject(with: Data(r.salida.utf8)) as? [[String: Any]],
      "\(r.errores)")
    return lista.map { $0.mapValues { "\($0)" } }
  }
}
