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
