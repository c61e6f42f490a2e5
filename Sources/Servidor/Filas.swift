// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// The rows a statement returned, copied out of libpq's result as text (NULL is `nil`).
public struct Filas: Equatable, Sendable {
  /// One array per row, one value per column.
  public let filas: [[String?]]
  /// Rows inserted, updated or deleted (libpq's PQcmdTuples), 0 for other statements.
  public let afectadas: Int

  /// The number of rows.
  public var count: Int { filas.count }

  /// The value at `fila`, `columna` (both 0-based), or `nil` for NULL or out of range.
  public func valor(_ fila: Int = 0, _ columna: Int = 0) -> String? {
    guard filas.indices.contains(fila), filas[fila].indices.contains(columna) else { return nil }
    return filas[fila][columna]
  }
}
