// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// What a reader got for one question.
public enum Respuesta: Equatable, Sendable {
  /// A line of text (without its newline).
  case texto(String)
  /// The end of input: Ctrl-D on an empty line, or no more lines in a pipe.
  case fin
  /// Ctrl-C; carries what was typed.
  case cancelado(String)
  /// A line that is not valid UTF-8.
  case noValida
  /// A line longer than a reader accepts (its bytes were skipped, never held).
  case demasiadoLarga
  /// Shift-Tab in a question with a previous field (`Pregunta.anterior`); carries what was
  /// typed, so coming back can start from it.
  case anterior(String)

  /// A line that is not UTF-8 (`.noValida`) holds characters no field accepts; a line too long
  /// to hold (`.demasiadoLarga`) is too long for any field.
  func errorDeLinea(en campo: Campo) -> ErrorDeCampo {
    let noValida = self == .noValida
    switch campo {
    case .equipo: return .equipoDesconocido(noValida ? "\u{FFFD}" : "…", sugerencia: nil)
    case .nombre: return .nombre(noValida ? .caracteresNoValidos : .largo)
    case .dorsal: return .dorsal(noValida ? .noEsNumero : .fueraDeRango, libres: [])
    }
  }
}

/// Which history a question's answers go to and come back from: a kind of answer, and for the
/// form's fields the league they were given in.
public struct Historial: Hashable, Sendable {
  public enum Tipo: String, Sendable, CaseIterable {
    case ordenes, equipos, nombres, dorsales

    /// The history a field's answers are kept in.
    public init(de campo: Campo) {
      switch campo {
      case .equipo: self = .equipos
      case .nombre: self = .nombres
      case .dorsal: self = .dorsales
      }
    }
  }

  public var tipo: Tipo
  /// Where the league is (`Liga.ubicacion`: a file's real path, a server's URL without its
  /// password), so one league's teams, names and numbers are not offered in another; `nil`
  /// for the interactive mode's command lines, every league's (a line may name its own).
  public var liga: String?

  public init(_ tipo: Tipo, de liga: String? = nil) {
    self.tipo = tipo
    self.liga = liga
  }

  /// The interactive mode's command lines.
  public static let ordenes = Historial(.ordenes)

  /// The name of the file it is kept in: `historial-ordenes`, and a league's
  /// `historial-equipos-` with the hash (`Huella`) of where the league is, in hexadecimal.
  public var archivo: String {
    "historial-" + tipo.rawValue
      + (liga.map { "-" + String(Huella(Array($0.utf8)).valor, radix: 16) } ?? "")
  }
}
