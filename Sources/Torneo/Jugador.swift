// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// A player on a team's roster: a name and, optionally, a shirt number ("dorsal").
public struct Jugador: Equatable, Hashable, Sendable {
  /// The name as it is stored (already cleaned by whoever created the player).
  public let nombre: String
  /// The shirt number, or `nil` for a player without one.
  public let dorsal: Int?

  /// Creates a player; no rule is checked here (a team checks repetition).
  public init(nombre: String, dorsal: Int? = nil) {
    self.nombre = nombre
    self.dorsal = dorsal
  }

  /// This player with the fields in which `nuevo` differs from `leido` (the same player, as an
  /// edit read them before the league's lock): what an edit changes, applied to the player as
  /// they are under the lock, so that another clerk's change to the other field meanwhile is
  /// kept, not silently undone by the value this edit happened to read.
  public func cambiado(de leido: Jugador, a nuevo: Jugador) -> Jugador {
    Jugador(
      nombre: nuevo.nombre != leido.nombre ? nuevo.nombre : nombre,
      dorsal: nuevo.dorsal != leido.dorsal ? nuevo.dorsal : dorsal)
  }
}
