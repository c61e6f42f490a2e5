/// A team and its roster, in file order. A team never holds two players with the same
/// name or the same number: that is checked here, whoever adds the player.
public struct Equipo: Equatable, Sendable {
  /// The team's name as written in the file.
  public let nombre: String
  /// The roster, in file order.
  public private(set) var jugadores: [Jugador]

  /// Creates a team with an empty roster.
  public init(nombre: String) {
    self.nombre = nombre
    self.jugadores = []
  }

  /// Creates a team, refusing a roster that repeats a name or a number.
  public init(nombre: String, jugadores: [Jugador]) throws(ErrorEquipo) {
    self.init(nombre: nombre)
    self.jugadores.reserveCapacity(jugadores.count)
    for jugador in jugadores { try anadir(jugador) }
  }

  /// Adds a player at the end of the roster.
  /// - Throws: `ErrorEquipo` when the name or the number is already taken.
  public mutating func anadir(_ nuevo: Jugador) throws(ErrorEquipo) {
    if let otro = jugador(llamado: nuevo.nombre) { throw .nombreRepetido(otro.nombre) }
    if let dorsal = nuevo.dorsal, jugador(conDorsal: dorsal) != nil {
      throw .dorsalRepetido(dorsal)
    }
    jugadores.append(nuevo)
  }

  /// The player with that name, compared as `NombreDeJugador.mismoNombre` does.
  public func jugador(llamado nombre: String) -> Jugador? {
    let clave = NombreDeJugador.clave(nombre)
    return jugadores.first { NombreDeJugador.clave($0.nombre) == clave }
  }

  /// The player who wears that number.
  public func jugador(conDorsal dorsal: Int) -> Jugador? {
    jugadores.first { $0.dorsal == dorsal }
  }

  /// The numbers from 1 to 99 nobody wears, in order.
  public var dorsalesLibres: [Int] {
    let ocupados = Set(jugadores.compactMap(\.dorsal))
    return (1...99).filter { !ocupados.contains($0) }
  }
}
