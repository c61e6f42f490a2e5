// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// Why a team refused a player.
public enum ErrorEquipo: Error, Equatable, Sendable {
  /// Another player already has that name (case-insensitive, canonical equivalence).
  case nombreRepetido(String)
  /// Another player already wears that number.
  case dorsalRepetido(Int)
}
