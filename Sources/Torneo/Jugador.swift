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
}
