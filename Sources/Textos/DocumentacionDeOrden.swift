// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// What one command's documentation says in one language, written once: `--help` and
/// `ayuda ORDEN`, the completion menus, the manual's entry for the command and README's table
/// of commands all come from it and from the command's declaration (its usage and options).
public struct DocumentacionDeOrden: Sendable {
  /// One line: what the general help, the completion menus and README's table say of it.
  public let resumen: String
  /// The longer help: paragraphs separated by an empty line. Line breaks inside a paragraph
  /// are only the source's: `--help` wraps each paragraph at 80 columns, the manual joins it.
  public let texto: String
  /// Command lines that show it at work, ready to paste.
  public let ejemplos: [String]

  public init(resumen: String, texto: String, ejemplos: [String] = []) {
    self.resumen = resumen
    self.texto = texto
    self.ejemplos = ejemplos
  }

  /// The paragraphs of `texto`, each on one line.
  public var parrafos: [String] {
    texto.split(separator: "\n\n", omittingEmptySubsequences: true).map {
      $0.split(separator: "\n").joined(separator: " ")
    }
  }
}
