// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// What is wrong with the number field's text.
public enum ErrorDorsal: Error, Equatable, Sendable {
  /// Something other than ASCII digits.
  case noEsNumero
  /// Digits, but not a number from 1 to 99.
  case fueraDeRango
  /// Another player of the team wears it.
  case repetido
}
