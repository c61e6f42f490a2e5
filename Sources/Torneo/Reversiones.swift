// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// Which entry `deshacer` and `rehacer` take, from the journal (oldest first, undone entries
/// marked): undo and redo are the clerk's own, as in an editor shared by several people, and a
/// colleague's change is taken back only when named (`deshacer ENTRADA`). Both stores ask here;
/// the file carries the answer out by the entry's own splices moved past the later ones
/// (`PlanEnArchivo.revertir`), the server by rows, a redo as the change made again
/// (`Cambio.repeticion(tras:)`).
public enum Reversiones {
  /// The entry `deshacer` takes back: `numero` (as `historial` numbers it), or else `usuario`'s
  /// latest change still in effect (neither undone nor an undo).
  public static func aDeshacer(
    _ entradas: [EntradaDeDiario], usuario: String, numero: Int?
  ) throws(ErrorDeLiga) -> EntradaDeDiario {
    if let numero {
      guard let entrada = entradas.first(where: { $0.numero == numero }) else {
        throw .entradaDesconocida(numero)
      }
      if entrada.deshecha || entrada.cambio.esDeshacer { throw .yaDeshecha(entrada) }
      return entrada
    }
    let suya = entradas.last { $0.usuario == usuario && !$0.deshecha && !$0.cambio.esDeshacer }
    guard let suya else { throw .nadaQueDeshacer }
    return suya
  }

  /// The undo `rehacer` takes back: `usuario`'s latest undo not redone yet, when nothing but
  /// undos and redos of theirs came after it (a new change of theirs ends what can be redone,
  /// as in an editor), and the change it undid.
  public static func aRehacer(_ entradas: [EntradaDeDiario], usuario: String)
    throws(ErrorDeLiga) -> (deshecho: EntradaDeDiario, original: Cambio)
  {
    var pila: [EntradaDeDiario] = []
    for entrada in entradas where entrada.usuario == usuario {
      switch entrada.cambio {
      case .deshecho: pila.append(entrada)
      case .rehecho(let numero, _): pila.removeAll { $0.numero == numero }
      default: pila.removeAll()
      }
    }
    guard let deshecho = pila.last, case .deshecho(_, let original) = deshecho.cambio else {
      throw .nadaQueRehacer
    }
    return (deshecho, original)
  }

  /// The entries whose change is not in effect (what `historial` marks undone, what `deshacer`
  /// skips), each with the undo that took it back, from the journal oldest first: an undo takes
  /// back the entry it names and, when that is a redo, the change it made again (and so on
  /// back); a redo gives back what its undo took.
  public static func deshechas(_ entradas: [EntradaDeDiario]) -> [Int: Int] {
    var cambios: [Int: Cambio] = [:]
    var por: [Int: Int] = [:]
    for entrada in entradas {
      cambios[entrada.numero] = entrada.cambio
      switch entrada.cambio {
      case .deshecho(let numero, _):
        var tomada: Int? = numero
        while let n = tomada {
          por[n] = entrada.numero
          // Numbers only go down (a redo names an earlier undo, which names an earlier entry).
          guard case .rehecho(let deshecho, _)? = cambios[n], deshecho < n,
            case .deshecho(let original, _)? = cambios[deshecho], original < deshecho
          else { break }
          tomada = original
        }
      case .rehecho(let deshecho, _):
        por = por.filter { $0.value != deshecho }
      default:
        break
      }
    }
    return por
  }

  /// The change a refused undo or redo of `entrada` names: the latest of `despues` (the entries
  /// after it) to the team it touched, else the latest of all.
  public static func culpable(de entrada: EntradaDeDiario, entre despues: [EntradaDeDiario])
    -> EntradaDeDiario?
  {
    let equipo = entrada.cambio.claveDelEquipo
    return despues.last { $0.cambio.claveDelEquipo == equipo } ?? despues.last
  }
}

extension Cambio {
  /// The key (`NombreDeJugador.clave`) of the team the change bears on, an undo's or a redo's
  /// as its effect's: what tells a later change to the same team.
  var claveDelEquipo: String? { efecto?.equipoTocado.map(NombreDeJugador.clave) }

  /// Whether this is an undo (which `deshacer` never reverts: `rehacer` does).
  public var esDeshacer: Bool {
    if case .deshecho = self { return true }
    return false
  }

  /// The change itself, a redo as the change it made again.
  public var hecho: Cambio {
    if case .rehecho(_, let cambio) = self { cambio.hecho } else { self }
  }

  /// The change made again after its undo, as an operation conditional on what the undo left
  /// (a store that takes changes back by rows: the server; the file moves its splices), checked
  /// and followed like any other from the undo on (`despues`: the entries after it). `nil` for
  /// a season (made only into a league without teams), an undo, and a roster replaced or a team
  /// removed when a later entry touched that team: they set or take a whole team, and redone
  /// over a colleague's change would lose it.
  public func repeticion(tras despues: [EntradaDeDiario]) -> Operacion? {
    switch self {
    case .reemplazado(_, let equipo, _, _, _, _), .equipoQuitado(let equipo, _):
      let clave = NombreDeJugador.clave(equipo)
      if despues.contains(where: { $0.cambio.claveDelEquipo == clave }) { return nil }
    default:
      break
    }
    return repeticion
  }

  private var repeticion: Operacion? {
    switch self {
    case .anadido(let jugador, let equipo): .anadir(jugador, equipo: equipo)
    case .importado(let jugadores, let equipo): .importar(jugadores, equipo: equipo)
    case .editado(let antes, let despues, let equipo):
      .editar(jugador: antes, equipo: equipo, a: despues)
    case .quitado(let jugador, let equipo):
      .quitar(jugador: jugador.nombre, equipo: equipo, visto: jugador)
    case .equipoCreado(let nombre): .nuevoEquipo(nombre)
    case .equipoRenombrado(let antes, let despues, _): .renombrarEquipo(antes, a: despues)
    case .equipoQuitado(let nombre, let jugadores): .quitarEquipo(nombre, jugadores: jugadores)
    case .traspasado(let antes, let despues, let desde, let hasta):
      .traspasar(
        jugador: antes.nombre, equipo: desde, destino: hasta,
        dorsal: despues.dorsal.map(DorsalDeTraspaso.otro) ?? .ninguno, visto: antes)
    case .reemplazado(let jugadores, let equipo, _, _, _, _):
      .reemplazar(jugadores, equipo: equipo)
    case .ligaImportada(let plantillas, _): .importarLiga(plantillas)
    case .rehecho(_, let cambio): cambio.repeticion
    case .deshecho, .temporadaIniciada: nil
    }
  }
}
