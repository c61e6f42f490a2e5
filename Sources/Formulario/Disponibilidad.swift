// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// A check the form cannot decide locally (seed 003: «comprobaciones que necesitan tiempo»):
/// whether a field's text is free in the league as it is now, on a server a round trip away.
public enum Disponibilidad: Equatable, Sendable {
  /// Nothing asked for this text yet (or the text changed since).
  case sinComprobar
  /// Asked; the answer has not come.
  case comprobando
  /// The league as it is now has no player with it.
  case libre
  /// Another player took it since the form read the roster.
  case ocupado
  /// The check failed: the live view is off, the form goes on with what it had.
  case error
}

/// A field's check and the text it is for: another text is `sinComprobar`.
public struct Comprobacion: Equatable, Sendable {
  public var texto: String
  public var estado: Disponibilidad

  public init(texto: String = "", estado: Disponibilidad = .sinComprobar) {
    self.texto = texto
    self.estado = estado
  }
}
