/// A team and its roster, in file order. A team never holds two players with the same
/// name or the same number: that is checked here (`choque`), whoever adds the player.
///
/// The roster's names (by `NombreDeJugador.clave`) and numbers are also kept in dictionaries,
/// so adding a player, checking a rule or finding a name costs a probe or two, not a pass over the
/// roster: building a team of n players, checking an edit against it or filling a form's
/// errors on every keystroke stays linear in n (it was quadratic: a team of 5,000 took 1.3 s).
public struct Equipo: Equatable, Sendable {
  /// The team's name as written in the file.
  public let nombre: String
  /// The roster, in file order.
  public private(set) var jugadores: [Jugador]
  /// Each player by the key of their name.
  private var porClave: [String: Jugador] = [:]
  /// Each numbered player by their number.
  private var porDorsal: [Int: Jugador] = [:]

  /// Creates a team with an empty roster.
  public init(nombre: String) {
    self.nombre = nombre
    self.jugadores = []
  }

  /// Creates a team, refusing a roster that repeats a name or a number.
  public init(nombre: String, jugadores: [Jugador]) throws(ErrorEquipo) {
    self.init(nombre: nombre)
    reservar(jugadores.count)
    for jugador in jugadores { try anadir(jugador) }
  }

  /// Makes room for `cuantos` players in all, so a large roster is built without regrowing.
  public mutating func reservar(_ cuantos: Int) {
    jugadores.reserveCapacity(cuantos)
    porClave.reserveCapacity(cuantos)
    porDorsal.reserveCapacity(min(cuantos, 99))
  }

  /// Adds a player at the end of the roster.
  /// - Throws: `ErrorEquipo` when the name or the number is already taken (`choque`).
  public mutating func anadir(_ nuevo: Jugador) throws(ErrorEquipo) {
    let clave = NombreDeJugador.clave(nuevo.nombre)
    if let error = choque(clave: clave, dorsal: nuevo.dorsal) { throw error }
    porClave[clave] = nuevo
    if let dorsal = nuevo.dorsal { porDorsal[dorsal] = nuevo }
    jugadores.append(nuevo)
  }

  /// Whether a name or a number is taken on this roster: the one place that rule is decided
  /// (the form, the import and both stores reach it through `Reglas` and `anadir`). A name is
  /// taken when a player's has the same `NombreDeJugador.clave`; `nil` checks nothing.
  public func choque(nombre: String?, dorsal: Int?) -> ErrorEquipo? {
    choque(clave: nombre.map(NombreDeJugador.clave), dorsal: dorsal)
  }

  private func choque(clave: String?, dorsal: Int?) -> ErrorEquipo? {
    if let clave, let otro = porClave[clave] { return .nombreRepetido(otro.nombre) }
    if let dorsal, porDorsal[dorsal] != nil { return .dorsalRepetido(dorsal) }
    return nil
  }

  /// The player with that name, compared as `NombreDeJugador.mismoNombre` does.
  public func jugador(llamado nombre: String) -> Jugador? {
    porClave[NombreDeJugador.clave(nombre)]
  }

  /// The player who wears that number.
  public func jugador(conDorsal dorsal: Int) -> Jugador? {
    porDorsal[dorsal]
  }

  /// The numbers from 1 to 99 nobody wears, in order.
  public var dorsalesLibres: [Int] {
    (1...99).filter { porDorsal[$0] == nil }
  }

  /// The team without that player (to check an edit against the others).
  public func sin(_ jugador: Jugador) -> Equipo {
    guard let k = jugadores.firstIndex(of: jugador) else { return self }
    var otro = self
    otro.jugadores.remove(at: k)
    otro.porClave[NombreDeJugador.clave(jugador.nombre)] = nil
    if let dorsal = jugador.dorsal { otro.porDorsal[dorsal] = nil }
    return otro
  }

  /// The index of the player with that name, found as `NombreDeJugador.posicion` finds a name.
  /// - Throws: `.jugadorDesconocido` with the closest name, if one is close.
  public func posicionDeJugador(llamado nombre: String) throws(ErrorDeLiga) -> Int {
    if let k = NombreDeJugador.posicion(de: nombre, en: jugadores.lazy.map(\.nombre)) {
      return k
    }
    throw .jugadorDesconocido(
      nombre, equipo: self.nombre,
      sugerencia: Sugerencia.masParecido(a: nombre, entre: jugadores.map(\.nombre)))
  }
}
