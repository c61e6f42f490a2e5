// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc

/// scripts/servidor.sh, run from a test.
public enum GuionDeServidor {
  static let ruta = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/servidor.sh").path

  /// Runs the script with `argumentos`; its standard output, or nil if it failed. Spawned
  /// and reaped by `Hijo` with its output in a file, not a pipe: the server the script starts
  /// outlives it keeping inherited descriptors open, and Foundation's Process was seen to miss
  /// the script's exit. No signal blocked or ignored here reaches that server.
  public static func ejecutar(_ argumentos: [String]) throws -> String? {
    let salida = FileManager.default.temporaryDirectory.appendingPathComponent(
      "servidor-\(UUID().uuidString)"
    ).path
    defer { unlink(salida) }
    let pid = try Hijo.lanzar(
      [ruta] + argumentos, salida: .archivo(salida), senalesPorDefecto: true)
    guard Hijo.esperar(pid) == 0 else { return nil }
    return try String(contentsOfFile: salida, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
