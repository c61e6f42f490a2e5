// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// The changes of a league file taken to the pitch (`llevar`), sent back to its server
/// (`sincronizar`) as git rebases a branch: each made again there, oldest first, as the
/// conditional change it was (`Cambio.repeticion(tras:)`, `Operacion.apuntada(tras:)`), made
/// on the server's entry the copy was taken at and followed through what others did since.
public enum FueraDeLinea {
  /// The entries of the file's journal to send: those after `enviadas` still in effect, in
  /// order. An undo and what it undid are not sent (own undo on the copy takes offline work
  /// back before it leaves), nor is a redo: what it made again is its original entry's,
  /// which a redo puts back in effect (`Reversiones.deshechas`), and that entry is sent.
  public static func pendientes(_ diario: [EntradaDeDiario], tras enviadas: Int)
    -> [EntradaDeDiario]
  {
    diario.filter { entrada in
      if case .rehecho = entrada.cambio { return false }
      return entrada.numero > enviadas && !entrada.deshecha && !entrada.cambio.esDeshacer
    }
  }
}

/// An offline change the server cannot take as it was made: what `entrada` (of the file's
/// journal) did, why it is refused now (a `Conflicto` per field, a player removed, a number
/// or a name taken, a team gone), and the server's change it met, when one is known.
public struct ConflictoFueraDeLinea: Equatable, Sendable {
  public let entrada: EntradaDeDiario
  public let motivo: ErrorDeLiga
  public let por: EntradaDeDiario?

  public init(entrada: EntradaDeDiario, motivo: ErrorDeLiga, por: EntradaDeDiario?) {
    self.entrada = entrada
    self.motivo = motivo
    self.por = por
  }
}

/// What a sync did.
public enum Sincronizacion: Equatable, Sendable {
  /// The changes were applied, in one transaction: how many, and how many the server had
  /// already applied in an earlier run of the same sync (whose answer was lost).
  case aplicada(enviados: Int, yaEstaban: Int)
  /// Nothing was applied: every offline change the server cannot take as it was made.
  case conflictos([ConflictoFueraDeLinea])
}

extension FueraDeLinea {
  /// The server's change (of `ajenas`, those since the copy was taken) that the offline change
  /// `entrada`, refused for `motivo`, met: for a name or a number taken, the latest that left a
  /// player with it in that team; else the latest that bears on the same team.
  public static func culpable(
    de entrada: EntradaDeDiario, por motivo: ErrorDeLiga?, entre ajenas: [EntradaDeDiario]
  ) -> EntradaDeDiario? {
    if case .equipo(let error) = motivo, let equipo = entrada.cambio.hecho.destino {
      let clave = NombreDeJugador.clave(equipo)
      let toma = { (jugador: Jugador) in
        switch error {
        case .dorsalRepetido(let dorsal): jugador.dorsal == dorsal
        case .nombreRepetido(let nombre):
          NombreDeJugador.clave(jugador.nombre) == NombreDeJugador.clave(nombre)
        }
      }
      if let quien = ajenas.last(where: { ajena in
        guard let efecto = ajena.cambio.efecto, let destino = efecto.destino else { return false }
        return NombreDeJugador.clave(destino) == clave && efecto.dejados.contains(where: toma)
      }) {
        return quien
      }
    }
    guard let equipo = entrada.cambio.claveDelEquipo else { return nil }
    return ajenas.last { $0.cambio.claveDelEquipo == equipo }
  }
}

extension Cambio {
  /// The team a roster change leaves players in (a transfer's destination).
  fileprivate var destino: String? {
    if case .traspasado(_, _, _, let hasta) = self { hasta } else { equipoTocado }
  }

  /// The players a roster change leaves in `destino` with the name and number it gave them.
  fileprivate var dejados: [Jugador] {
    switch self {
    case .anadido(let jugador, _), .editado(_, let jugador, _), .traspasado(_, let jugador, _, _):
      [jugador]
    case .importado(let jugadores, _), .reemplazado(let jugadores, _, _, _, _, _): jugadores
    default: []
    }
  }
}

/// How the clerk settled an offline change the server refused (`sincronizar` at a terminal).
public enum Resolucion: Equatable, Sendable {
  /// Not sent: the server's stays.
  case descartar
  /// Sent as this change instead, naming the player as they are on the server now.
  case hacer(Operacion)
}

extension Conflicto {
  /// The edit this conflict refused, settled field by field: the clerk's changes to the other
  /// fields kept (`Jugador.cambiado`), each field in conflict given the value it has in
  /// `elegido(campo)` (the clerk's, the server's, or another typed), made on the player as they
  /// are now; `descartar` when that leaves them as they are. `nil`: not an edit of a player
  /// still there.
  public func resuelto(_ elegido: (Campo) -> Jugador) -> Resolucion? {
    guard let actual, let pedido else { return nil }
    var nuevo = actual.cambiado(de: visto, a: pedido)
    for campo in campos {
      let valor = elegido(campo)
      switch campo {
      case .nombre: nuevo = Jugador(nombre: valor.nombre, dorsal: nuevo.dorsal)
      case .dorsal: nuevo = Jugador(nombre: nuevo.nombre, dorsal: valor.dorsal)
      case .equipo: break
      }
    }
    return nuevo == actual ? .descartar : .hacer(.editar(jugador: actual, equipo: equipo, a: nuevo))
  }
}
