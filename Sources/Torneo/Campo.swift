// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// A field of the player form, as the wizard asks it and messages name it.
public enum Campo: Sendable, Equatable, Hashable, CaseIterable {
  case equipo, nombre, dorsal
}

/// What is wrong with one answer of the form (any field), with what helps to fix it.
public enum ErrorDeCampo: Error, Equatable, Sendable {
  case equipoVacio
  case equipoDesconocido(String, sugerencia: String?)
  case jugadorDesconocido(String, sugerencia: String?)
  case nombre(ErrorNombre)
  /// `libres`: some free numbers, to suggest when the number is taken.
  case dorsal(ErrorDorsal, libres: [Int])
}
