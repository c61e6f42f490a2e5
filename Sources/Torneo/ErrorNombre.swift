// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// What is wrong with the name field's text.
public enum ErrorNombre: Error, Equatable, Sendable {
  /// Nothing but white space.
  case vacio
  /// A control character or a bidi override/isolate (a line that is not UTF-8: no character
  /// to name).
  case caracteresNoValidos
  /// The first character a name may not hold (`NombreDeJugador.esNoValido`: a control, a bidi
  /// control, another invisible format character), and its position among the cleaned name's
  /// characters, from 1 (the characters the rule and the form's counter count).
  case caracterInvisible(Unicode.Scalar, posicion: Int)
  /// More than `Reglas.maximoNombre` characters.
  case largo
  /// The team already has a player with that name.
  case repetido
}
