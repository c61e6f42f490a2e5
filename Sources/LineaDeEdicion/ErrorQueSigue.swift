// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// The error under the text, as the form's rule has it: an error shows once the field is done
/// (Enter, or sent back), never while it is typed. Once shown it follows the text: it stays
/// while the text has that very error (its words updated when the league changes it under the
/// same text), and goes for good as soon as the text is valid or has another error, which the
/// next Enter shows.
struct ErrorQueSigue {
  /// The error shown and the text it was last true of.
  private var mostrado: (texto: String, mensaje: String)?

  /// Shows `mensaje`, the error of `texto` (Enter, or a field sent back with it).
  mutating func mostrar(_ mensaje: String, de texto: String) { mostrado = (texto, mensaje) }

  /// Forgets it (the line ends valid).
  mutating func olvidar() { mostrado = nil }

  /// The error to show under `todo` now, if one is shown and still holds.
  mutating func seguir(_ todo: String, _ validar: ((String) -> String?)?) -> String? {
    guard let mostrado else { return nil }
    guard let actual = validar?(todo), actual == mostrado.mensaje || todo == mostrado.texto else {
      self.mostrado = nil
      return nil
    }
    self.mostrado = (todo, actual)
    return actual
  }
}
