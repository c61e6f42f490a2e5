import Torneo

/// Where the form reads a team's roster and saves a new player.
public protocol RepositorioDeJugadores: AnyObject {
  /// The team with that name as it is now, or `nil` if there is none.
  func equipo(llamado nombre: String) -> Equipo?
  /// Adds the player to the team, checking again that the team accepts it.
  func anadir(_ jugador: Jugador, aEquipo nombre: String) throws(ErrorAlta)
}
