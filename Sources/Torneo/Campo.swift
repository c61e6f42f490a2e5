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
  /// The edit form's field that another clerk changed too (the player now: `suyo`, by `por`),
  /// while the clerk gave it another value (`tuyo`): shown at Enter, and the next Enter saves
  /// the clerk's text.
  case conflicto(Campo, suyo: Jugador, tuyo: Jugador, por: EntradaDeDiario?)
}
