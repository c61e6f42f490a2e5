// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing

/// scripts/servidor.sh, run from a test.
public enum GuionDeServidor {
  static let ruta = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/servidor.sh").path

  /// Runs the script with `argumentos`; its standard output, or nil if it failed. Spawned
  /// and reaped here (posix_spawn, waitpid) with its output in a file: the script's server
  /// outlives it, and Foundation's Process was seen to miss the script's exit.
  public static func ejecutar(_ argumentos: [String]) throws -> String? {
    let salida = FileManager.default.temporaryDirectory.appendingPathComponent(
      "servidor-\(UUID().uuidString)"
    ).path
    defer { unlink(salida) }
    var acciones = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&acciones)
    defer { posix_spawn_file_actions_destroy(&acciones) }
    posix_spawn_file_actions_addopen(&acciones, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&acciones, 1, salida, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&acciones, 2, "/dev/null", O_WRONLY, 0)
    cerrarLosDemas(&acciones)
    let argv = ([ruta] + argumentos).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let codigo = posix_spawn(&pid, ruta, &acciones, nil, argv, environ)
    try #require(codigo == 0)
    var estado: Int32 = 0
    while waitpid(pid, &estado, 0) == -1 && errno == EINTR {}
    // Exited (low 7 bits 0) with status 0.
    guard estado & 0x7F == 0, (estado >> 8) & 0xFF == 0 else { return nil }
    return try String(contentsOfFile: salida, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
