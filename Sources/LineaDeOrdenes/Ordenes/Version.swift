// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// `--version`.
struct Version: Orden {
  /// The version it prints: debian/changelog's (PaqueteTests).
  static let texto = "0.1.1"

  var usaLaLiga: Bool { false }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.salida.escribir("marcador \(Version.texto)\n")
    return Resultado(.hecho)
  }
}
