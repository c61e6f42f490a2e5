// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// Where a player a clerk saw is now: the journal's entries after what the clerk saw, read in
/// order, rename, move and remove them (an undo does the reverse of what it undid). A change
/// names the league it was made on (`Liga.aplicar(_:desde:)`), like an HTTP `If-Match`: both
/// stores follow its player by these entries, so a colleague's rename is the same player renamed.
public struct Rastro: Equatable, Sendable {
  /// The player's team now.
  public var equipo: String
  /// The player's name now.
  public var nombre: String
  /// Whether they are still on the roster (a removal takes them off, its undo puts them back).
  public var presente = true
  /// The latest entry that changed, moved or removed the player (not a team's rename).
  public var por: EntradaDeDiario?

  public init(equipo: String, nombre: String) {
    self.equipo = equipo
    self.nombre = nombre
  }

  /// The player named `nombre` in `equipo`, followed through `entradas` (oldest first).
  public static func de(_ nombre: String, en equipo: String, tras entradas: [EntradaDeDiario])
    -> Rastro
  {
    var rastro = Rastro(equipo: equipo, nombre: nombre)
    for entrada in entradas {
      if let efecto = entrada.cambio.efecto { rastro.seguir(efecto, por: entrada) }
    }
    return rastro
  }

  private mutating func seguir(_ cambio: Cambio, por entrada: EntradaDeDiario) {
    func es(_ a: String, _ b: String) -> Bool {
      NombreDeJugador.clave(a) == NombreDeJugador.clave(b)
    }
    let aqui = es(equipo, cambio.equipoTocado ?? "")
    switch cambio {
    case .editado(let antes, let despues, _) where aqui && presente && es(antes.nombre, nombre):
      nombre = despues.nombre
      por = entrada
    case .quitado(let jugador, _) where aqui && presente && es(jugador.nombre, nombre):
      presente = false
      por = entrada
    case .anadido(let jugador, _) where aqui && !presente && es(jugador.nombre, nombre):
      nombre = jugador.nombre
      presente = true
      por = entrada
    case .traspasado(let antes, let despues, _, let hasta)
    where aqui && presente && es(antes.nombre, nombre):
      equipo = hasta
      nombre = despues.nombre
      por = entrada
    case .equipoRenombrado(_, let nuevo, _) where aqui:
      equipo = nuevo
    case .equipoQuitado where aqui && presente:
      presente = false
      por = entrada
    case .reemplazado(let jugadores, _, _, _, _, _) where aqui:
      let mismo = jugadores.first { es($0.nombre, nombre) }
      nombre = mismo?.nombre ?? nombre
      presente = mismo != nil
      por = entrada
    case .importado(let jugadores, _) where aqui && !presente:
      if let mismo = jugadores.first(where: { es($0.nombre, nombre) }) {
        nombre = mismo.nombre
        presente = true
        por = entrada
      }
    default:
      break
    }
  }

  /// `operacion` aimed at its player as they are now (`Operacion.apuntada(tras:)`) and run by
  /// `cuerpo`; a conflict the rules meet says which entry made it. No entries: run as it is.
  public static func condicionada<T>(
    _ operacion: Operacion, tras entradas: [EntradaDeDiario]?,
    _ cuerpo: (Operacion) throws(ErrorDeLiga) -> T
  ) throws(ErrorDeLiga) -> T {
    guard let entradas, !entradas.isEmpty else { return try cuerpo(operacion) }
    let (apuntada, por) = try operacion.apuntada(tras: entradas)
    do {
      return try cuerpo(apuntada)
    } catch .conflicto(let conflicto) where conflicto.por == nil {
      throw .conflicto(conflicto.con(por: por))
    }
  }
}

/// A change that met a player changed since the clerk saw them: what it saw, what is there
/// now, and what it asked for. Nothing was saved.
public struct Conflicto: Error, Equatable, Sendable {
  public let equipo: String
  /// The player as the clerk saw them.
  public let visto: Jugador
  /// The player now (`nil`: removed since).
  public let actual: Jugador?
  /// What the edit asked for (`nil`: a removal or a transfer, which need the player unchanged).
  public let pedido: Jugador?
  /// The fields in conflict (an edit: both changed, to different values) or that changed.
  public let campos: [Campo]
  /// The journal's entry that made the player what they are now, when it is known.
  public let por: EntradaDeDiario?

  public init(
    equipo: String, visto: Jugador, actual: Jugador?, pedido: Jugador?, campos: [Campo],
    por: EntradaDeDiario? = nil
  ) {
    self.equipo = equipo
    self.visto = visto
    self.actual = actual
    self.pedido = pedido
    self.campos = campos
    self.por = por
  }

  /// The same conflict, said to be made by `entrada`.
  public func con(por entrada: EntradaDeDiario?) -> Conflicto {
    Conflicto(
      equipo: equipo, visto: visto, actual: actual, pedido: pedido, campos: campos, por: entrada)
  }

  /// An edit of `visto` to `pedido` on the player as they are (`actual`): the fields the edit
  /// changed take its value, the others the player's (`Jugador.cambiado`); a field both the
  /// edit and someone else changed, to different values, is a conflict.
  public static func edicion(
    de visto: Jugador, a pedido: Jugador, sobre actual: Jugador, equipo: String
  ) -> Result<Jugador, Conflicto> {
    var campos: [Campo] = []
    if pedido.nombre != visto.nombre, actual.nombre != visto.nombre, actual.nombre != pedido.nombre
    {
      campos.append(.nombre)
    }
    if pedido.dorsal != visto.dorsal, actual.dorsal != visto.dorsal, actual.dorsal != pedido.dorsal
    {
      campos.append(.dorsal)
    }
    guard campos.isEmpty else {
      return .failure(
        Conflicto(equipo: equipo, visto: visto, actual: actual, pedido: pedido, campos: campos))
    }
    return .success(actual.cambiado(de: visto, a: pedido))
  }

  /// A removal or a transfer of `visto`: refused (the fields that differ) unless the player is
  /// as the clerk saw them.
  public static func mismo(_ visto: Jugador?, que actual: Jugador, equipo: String)
    -> Conflicto?
  {
    guard let visto, visto != actual else { return nil }
    var campos: [Campo] = []
    if visto.nombre != actual.nombre { campos.append(.nombre) }
    if visto.dorsal != actual.dorsal { campos.append(.dorsal) }
    return Conflicto(equipo: equipo, visto: visto, actual: actual, pedido: nil, campos: campos)
  }
}

extension Operacion {
  /// The operation aimed at its player as they are now (`Rastro`): their team and name since
  /// the clerk's reading, the player as seen kept for the rules to compare (`Reglas.cambio`).
  /// A player removed since is a conflict here.
  public func apuntada(tras entradas: [EntradaDeDiario]) throws(ErrorDeLiga) -> (
    Operacion, por: EntradaDeDiario?
  ) {
    func rastro(_ nombre: String, _ equipo: String, visto: Jugador?) throws(ErrorDeLiga) -> Rastro {
      let rastro = Rastro.de(nombre, en: equipo, tras: entradas)
      if !rastro.presente {
        throw .conflicto(
          Conflicto(
            equipo: rastro.equipo, visto: visto ?? Jugador(nombre: nombre), actual: nil,
            pedido: nil, campos: [], por: rastro.por))
      }
      return rastro
    }
    switch self {
    case .editar(let visto, let equipo, let pedido, let llamado):
      let r = try rastro(llamado ?? visto.nombre, equipo, visto: visto)
      return (.editar(jugador: visto, equipo: r.equipo, a: pedido, llamado: r.nombre), r.por)
    case .quitar(let nombre, let equipo, let visto):
      let r = try rastro(nombre, equipo, visto: visto)
      return (.quitar(jugador: r.nombre, equipo: r.equipo, visto: visto), r.por)
    case .traspasar(let nombre, let equipo, let destino, let dorsal, let visto):
      let r = try rastro(nombre, equipo, visto: visto)
      return (
        .traspasar(
          jugador: r.nombre, equipo: r.equipo, destino: destino, dorsal: dorsal, visto: visto),
        r.por
      )
    default:
      return (self, nil)
    }
  }
}

extension Cambio {
  /// What the change does to players and teams, for following them: an undo does the reverse
  /// of what it undid, a redo what it did again.
  public var efecto: Cambio? {
    switch self {
    case .deshecho(_, let cambio): cambio.inverso
    case .rehecho(_, let cambio): cambio.efecto
    default: self
    }
  }

  /// The change that takes this one back, as far as following a player needs (`nil`: one
  /// whose undo no player is followed through).
  var inverso: Cambio? {
    switch self {
    case .anadido(let jugador, let equipo): .quitado(jugador, equipo: equipo)
    case .editado(let antes, let despues, let equipo): .editado(despues, a: antes, equipo: equipo)
    case .quitado(let jugador, let equipo): .anadido(jugador, equipo: equipo)
    case .traspasado(let antes, let despues, let desde, let hasta):
      .traspasado(despues, a: antes, desde: hasta, hasta: desde)
    case .equipoRenombrado(let antes, let despues, let partidos):
      .equipoRenombrado(despues, a: antes, partidos: partidos)
    case .deshecho(_, let cambio): cambio.efecto
    case .rehecho(_, let cambio): cambio.inverso
    default: nil
    }
  }

  /// The team a roster change or a team change names (where it was, for a transfer).
  public var equipoTocado: String? {
    switch self {
    case .anadido(_, let equipo), .importado(_, let equipo), .editado(_, _, let equipo),
      .quitado(_, let equipo), .reemplazado(_, let equipo, _, _, _, _):
      equipo
    case .traspasado(_, _, let desde, _): desde
    case .equipoRenombrado(let antes, _, _): antes
    case .equipoQuitado(let nombre, _), .equipoCreado(let nombre): nombre
    default: nil
    }
  }
}
