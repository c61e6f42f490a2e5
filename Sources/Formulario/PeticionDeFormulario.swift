// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// What the command line already gave the form; it asks only for the rest.
public struct PeticionDeFormulario: Equatable, Sendable {
  /// A new player, or the player of that name being edited.
  public enum Modo: Equatable, Sendable {
    case alta
    case edicion(jugador: String)
    /// `jugador` (with the number asked for) moving from the team `desde` to `equipo`: only
    /// the Dorsal field, its error shown, and the save is the transfer, of the player as the
    /// command read them (`visto`: changed since, nothing moves).
    case traspaso(jugador: Jugador, desde: String, visto: Jugador? = nil)

    public var esTraspaso: Bool { if case .traspaso = self { true } else { false } }
  }

  public var modo: Modo
  public var equipo: String?
  public var nombre: String?
  public var dorsal: String?
  /// `--sin-dorsal`: the edited player loses its number.
  public var sinDorsal: Bool
  /// Validate everything, write nothing.
  public var soloComprobar: Bool
  /// The team offered when none is given (the last one named in the interactive mode): an
  /// empty answer to «Equipo [Rayo FC]:» takes it.
  public var equipoSugerido: String?

  public init(
    modo: Modo = .alta, equipo: String? = nil, nombre: String? = nil, dorsal: String? = nil,
    sinDorsal: Bool = false, soloComprobar: Bool = false
  ) {
    self.modo = modo
    self.equipo = equipo
    self.nombre = nombre
    self.dorsal = dorsal
    self.sinDorsal = sinDorsal
    self.soloComprobar = soloComprobar
  }

  /// What the Equipo field shows for `texto`, live and at Enter: the one decision. A text that
  /// names no team is `.equipoVacio` (but where a team is offered, which an empty answer
  /// takes); one the league lacks, the league's `.equipoDesconocido` with its suggestion.
  /// `buscar` looks the team up (`nil`: not looked up yet, as at Enter before the store
  /// answers); only a team the league lacks is the field's error: a store that does not
  /// answer is said at Enter, where the answer is kept and a retry offered.
  public func errorDeEquipo(
    _ texto: String, buscado: (String) -> Result<Equipo, ErrorDeLiga>?
  ) -> ErrorDeCampo? {
    switch Reglas.equipo(texto) {
    case .failure(let error): return equipoSugerido == nil ? error : nil
    case .success(let limpio):
      guard case .failure(.equipoDesconocido(let nombre, let sugerencia))? = buscado(limpio)
      else { return nil }
      return .equipoDesconocido(nombre, sugerencia: sugerencia)
    }
  }

  /// What this request saves: `jugador`, the form's answers, in the team `equipo`; `nil` for
  /// an edit that changes nothing.
  func operacion(_ jugador: Jugador, en equipo: String, _ formulario: FormularioJugador)
    -> Operacion?
  {
    if case .traspaso(let leido, let desde, let visto) = modo {
      return .traspasar(
        jugador: leido.nombre, equipo: desde, destino: equipo,
        dorsal: jugador.dorsal.map(DorsalDeTraspaso.otro) ?? .ninguno, visto: visto)
    }
    guard let original = formulario.original else { return .anadir(jugador, equipo: equipo) }
    guard formulario.cambiado else { return nil }
    // A field the form took from another clerk's change (untouched since) is not the clerk's
    // to write back: the save leaves it as the league has it then.
    var pedido = jugador
    if let actual = formulario.actual {
      pedido = Jugador(
        nombre: jugador.nombre == actual.nombre && actual.nombre != original.nombre
          ? original.nombre : jugador.nombre,
        dorsal: jugador.dorsal == actual.dorsal && actual.dorsal != original.dorsal
          ? original.dorsal : jugador.dorsal)
    }
    return .editar(jugador: original, equipo: equipo, a: pedido)
  }
}

/// Where an answer came from, for error messages: a line of input or an option.
public enum Origen: Equatable, Sendable {
  case linea(Int)
  case opcion(String)
}

/// One invalid answer: where it came from, its field, what is wrong.
public struct Fallo: Equatable, Sendable {
  public let origen: Origen
  public let campo: Campo
  public let error: ErrorDeCampo
}

/// How the form ended.
public enum ResultadoDelFormulario: Equatable, Sendable {
  case guardado(Cambio)
  case sinCambios
  case comprobado(Jugador, equipo: String)
  case cancelado
  /// Without a person to ask again: every invalid answer found (the first, for piped answers).
  case respuestasNoValidas([Fallo])
  /// A one-shot command's answers came from a pipe, and input was left after them: this line.
  case entradaSobrante(linea: Int)
  case liga(ErrorDeLiga)
  /// The person was told why the save failed (`ErrorDeLiga`, already on the screen) and
  /// chose not to try again: nothing was saved, and nothing more is to be said.
  case noReintentado(ErrorDeLiga)
}
