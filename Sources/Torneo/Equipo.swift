// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// A team and its roster, in file order. A team never holds two players with the same
/// name or the same number: that is checked here (`choque`), whoever adds the player.
///
/// The roster's names (by `NombreDeJugador.clave`) are also kept in a dictionary and its
/// numbers in a set of 99 bits, so adding a player, checking a rule or finding a name costs one
/// probe, not a pass over the roster: building a team of n players, checking an edit against it
/// or filling a form's errors on every keystroke stays linear in n (it was quadratic: a team of
/// 5,000 took 1.3 s), and a player added is hashed once. Setting a player apart (`sin`, what an
/// edit is checked against, on every keystroke of an edit's form) copies neither the
/// dictionary nor the roster: the player is only marked, until the roster is read or added to.
public struct Equipo: Equatable, Sendable {
  /// The team's name as written in the file.
  public let nombre: String
  /// The roster, in file order.
  public var jugadores: [Jugador] {
    guard let apartado else { return plantilla }
    var sin = plantilla
    sin.remove(at: apartado.indice)
    return sin
  }
  /// The roster as built: with the player `sin` set apart, if any.
  private var plantilla: [Jugador] = []
  /// Where in `plantilla` each player is, by the key of their name (a position, not the
  /// player: a roster imported from a million rows keeps each player once; 32 bits, as a
  /// league's 64 MiB bound holds far fewer players, and a dictionary keeps its values apart
  /// from its keys: 4 bytes a slot less).
  private var porClave: [String: Int32] = [:]
  /// The numbers worn: bit `d` for number `d` (1–99).
  private var dorsales: UInt128 = 0
  /// The player `sin` set apart: where in `plantilla`, and their name's key (still in
  /// `porClave`, but nobody's). Their number's bit is already cleared.
  private var apartado: (indice: Int, clave: String)?

  /// Creates a team with an empty roster.
  public init(nombre: String) {
    self.nombre = nombre
  }

  /// Creates a team, refusing a roster that repeats a name or a number.
  public init(nombre: String, jugadores: [Jugador]) throws(ErrorEquipo) {
    self.init(nombre: nombre)
    reservar(jugadores.count)
    for jugador in jugadores { try anadir(jugador) }
  }

  /// Makes room for `cuantos` players in all, so a large roster is built without regrowing.
  public mutating func reservar(_ cuantos: Int) {
    plantilla.reserveCapacity(cuantos)
    porClave.reserveCapacity(cuantos)
  }

  /// Adds a player at the end of the roster.
  /// - Throws: `ErrorEquipo` when the name or the number is already taken (`choque`).
  public mutating func anadir(_ nuevo: Jugador) throws(ErrorEquipo) {
    soltarApartado()
    switch tomar(nuevo, en: plantilla.count) {
    case .nombre(let anterior)?: throw .nombreRepetido(plantilla[anterior].nombre)
    case .dorsal(let dorsal)?: throw .dorsalRepetido(dorsal)
    case nil: plantilla.append(nuevo)
    }
  }

  /// Whether `nuevos`, in order, could all be added (`anadir`'s rule, its first refusal
  /// thrown), checked without adding them: only their names' keys and numbers are taken, on a
  /// copy of the dictionary, and no second roster is built (an import's check under the lock
  /// held two rosters of a million players).
  public func admite(_ nuevos: [Jugador]) throws(ErrorEquipo) {
    var prueba = self
    prueba.soltarApartado()
    prueba.porClave.reserveCapacity(prueba.porClave.count + nuevos.count)
    let plantilla = prueba.plantilla
    for (k, nuevo) in nuevos.enumerated() {
      switch prueba.tomar(nuevo, en: plantilla.count + k) {
      case .nombre(let anterior)?:
        throw .nombreRepetido(
          anterior < plantilla.count
            ? plantilla[anterior].nombre : nuevos[anterior - plantilla.count].nombre)
      case .dorsal(let dorsal)?: throw .dorsalRepetido(dorsal)
      case nil: break
      }
    }
  }

  /// What a new player's name or number clashed with: the position of the player of that name,
  /// or the number.
  private enum Choque {
    case nombre(Int)
    case dorsal(Int)
  }

  /// The player set apart (`sin`) leaves for good: before anyone joins.
  private mutating func soltarApartado() {
    if let (indice, clave) = apartado {
      quitar(en: indice, clave: clave)
      apartado = nil
    }
  }

  /// `nuevo`'s name key taken for the player at `posicion` and its number's bit set, or what
  /// either clashed with (then nothing is taken): the rule `anadir` and `admite` share.
  private mutating func tomar(_ nuevo: Jugador, en posicion: Int) -> Choque? {
    let clave = NombreDeJugador.clave(nuevo.nombre)
    // One probe both finds a player of that name and, when there is none, takes the name.
    if let anterior = porClave.updateValue(Int32(posicion), forKey: clave) {
      porClave[clave] = anterior
      return .nombre(Int(anterior))
    }
    if let dorsal = nuevo.dorsal {
      guard !lleva(dorsal) else {
        porClave[clave] = nil
        return .dorsal(dorsal)
      }
      dorsales |= Equipo.bit(dorsal)
    }
    return nil
  }

  /// The player at `indice` of `plantilla` removed for good, with their key: the positions
  /// after it move back one (a pass over the roster, once per player that leaves).
  private mutating func quitar(en indice: Int, clave: String) {
    plantilla.remove(at: indice)
    porClave[clave] = nil
    for (otra, posicion) in porClave where posicion > indice { porClave[otra] = posicion - 1 }
  }

  /// Two teams are equal when their names and rosters are (the indexes follow the roster).
  public static func == (uno: Equipo, otro: Equipo) -> Bool {
    uno.nombre == otro.nombre && uno.jugadores == otro.jugadores
  }

  /// Whether a name or a number is taken on this roster: the one place that rule is decided
  /// (the form, the import and both stores reach it through `Reglas` and `anadir`). A name is
  /// taken when a player's has the same `NombreDeJugador.clave`; `nil` checks nothing.
  public func choque(nombre: String?, dorsal: Int?) -> ErrorEquipo? {
    choque(clave: nombre.map(NombreDeJugador.clave), dorsal: dorsal)
  }

  private func choque(clave: String?, dorsal: Int?) -> ErrorEquipo? {
    if let clave, clave != apartado?.clave, let otro = porClave[clave].map(Int.init) {
      return .nombreRepetido(plantilla[otro].nombre)
    }
    if let dorsal, lleva(dorsal) { return .dorsalRepetido(dorsal) }
    return nil
  }

  /// Whether someone wears that number.
  private func lleva(_ dorsal: Int) -> Bool { dorsales & Equipo.bit(dorsal) != 0 }

  /// The bit of a number in `dorsales` (none outside `Reglas.dorsales`, which nobody can
  /// wear; the set has room up to 127).
  private static func bit(_ dorsal: Int) -> UInt128 {
    Reglas.dorsales.contains(dorsal) ? 1 << dorsal : 0
  }

  /// The player with that name, compared as `NombreDeJugador.mismoNombre` does.
  public func jugador(llamado nombre: String) -> Jugador? {
    let clave = NombreDeJugador.clave(nombre)
    return clave == apartado?.clave ? nil : porClave[clave].map { plantilla[Int($0)] }
  }

  /// The player who wears that number.
  public func jugador(conDorsal dorsal: Int) -> Jugador? {
    lleva(dorsal) ? jugadores.first { $0.dorsal == dorsal } : nil
  }

  /// The numbers of `Reglas.dorsales` nobody wears, in order.
  public var dorsalesLibres: [Int] {
    Reglas.dorsales.filter { !lleva($0) }
  }

  /// The team without that player (to check an edit against the others). The player is set
  /// apart, not removed: neither the dictionary nor the roster is copied (the form asks on
  /// every keystroke of an edit).
  public func sin(_ jugador: Jugador) -> Equipo {
    let clave = NombreDeJugador.clave(jugador.nombre)
    guard clave != apartado?.clave, let indice = porClave[clave].map(Int.init),
      plantilla[indice] == jugador
    else { return self }
    var otro = self
    if let (previo, clavePrevia) = otro.apartado {
      // A second one set apart: the first leaves for good.
      otro.quitar(en: previo, clave: clavePrevia)
      otro.apartado = (previo < indice ? indice - 1 : indice, clave)
    } else {
      otro.apartado = (indice, clave)
    }
    if let dorsal = jugador.dorsal { otro.dorsales &= ~Equipo.bit(dorsal) }
    return otro
  }

  /// The index of the player a text names: the name, found as `NombreDeJugador.posicion` finds
  /// a name; else the number (`Reglas.dorsal(nombrado:)`) of the player who wears it. Every
  /// command and both stores find a player here.
  /// - Throws: `.jugadorDesconocido` with the closest name, if one is close.
  public func posicionDeJugador(llamado nombre: String) throws(ErrorDeLiga) -> Int {
    if let k = NombreDeJugador.posicion(de: nombre, en: jugadores.lazy.map(\.nombre)) {
      return k
    }
    // By number (`9`, `#9`), where no player is called that.
    if let dorsal = Reglas.dorsal(nombrado: nombre),
      let k = jugadores.firstIndex(where: { $0.dorsal == dorsal })
    {
      return k
    }
    throw .jugadorDesconocido(
      nombre, equipo: self.nombre,
      sugerencia: Sugerencia.masParecido(a: nombre, entre: jugadores.map(\.nombre)))
  }

  /// The worn numbers TAB offers for a player after `prefijo`, a number being typed (`9`, `#`,
  /// `#1`): each one the digits start, written as typed (`#` kept), with who wears it, in order
  /// of number; only where the look-up finds that player by it (no player is called that).
  public func dorsales(queEmpiezan prefijo: String) -> [(texto: String, jugador: Jugador)] {
    let almohadilla = prefijo.hasPrefix("#")
    let cifras = almohadilla ? String(prefijo.dropFirst()) : prefijo
    guard almohadilla || !cifras.isEmpty, cifras.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return [] }
    return jugadores.compactMap { jugador in jugador.dorsal.map { (jugador, $0) } }
      .sorted { $0.1 < $1.1 }
      .compactMap { jugador, dorsal in
        let texto = (almohadilla ? "#" : "") + String(dorsal)
        guard String(dorsal).hasPrefix(cifras),
          let k = try? posicionDeJugador(llamado: texto), jugadores[k] == jugador
        else { return nil }
        return (texto, jugador)
      }
  }
}
