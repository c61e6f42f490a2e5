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

  /// Creates a team, refusing a roster that repeats a name or a number. Keys and numbers go
  /// in sets: a roster of thousands (after a few imports) costs one check per player.
  public init(nombre: String, jugadores: [Jugador]) throws(ErrorEquipo) {
    var nombres: [String: String] = [:]
    var dorsales: Set<Int> = []
    for jugador in jugadores {
      let clave = NombreDeJugador.clave(jugador.nombre)
      if let otro = nombres[clave] { throw .nombreRepetido(otro) }
      if let dorsal = jugador.dorsal, !dorsales.insert(dorsal).inserted {
        throw .dorsalRepetido(dorsal)
      }
      nombres[clave] = jugador.nombre
    }
    self.nombre = nombre
    self.jugadores = jugadores
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
