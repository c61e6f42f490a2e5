// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario
import Torneo

/// The «Añadir jugador» screen's logic without a screen (the seed's view model), kept for
/// the tests that drive the form and a league together; the product has its own (`Asistente`).
///
/// Errors show only for touched fields; whether the form can be saved is derived from the text
/// and the team's roster as the league has it now, so a saved player makes the same name an
/// error at once. `guardar()` checks again before going to the league, which checks a third
/// time under its lock (the team refuses repetition whoever calls it).
public final class AltaDeJugador {
  /// The team the player joins.
  public let equipo: String
  /// The form's state.
  public var formulario: FormularioJugador
  private let liga: any Liga

  /// A new, untouched form for a team.
  public init(equipo: String, liga: any Liga) {
    self.equipo = equipo
    self.liga = liga
    self.formulario = FormularioJugador()
  }

  /// The team's current roster.
  public var plantilla: Equipo? { try? liga.equipo(llamado: equipo) }

  /// The name's error, once the field has been touched.
  public var errorNombre: ErrorNombre? {
    formulario.nombreTocado ? formulario.errorNombre(en: plantilla) : nil
  }

  /// The number's error, once the field has been touched.
  public var errorDorsal: ErrorDorsal? {
    formulario.dorsalTocado ? formulario.errorDorsal(en: plantilla) : nil
  }

  /// Whether every field is valid (touched or not).
  public var sePuedeGuardar: Bool { formulario.jugador(en: plantilla) != nil }

  /// Saves if the form is valid; `false` when it is not or the league refused.
  public func guardar() -> Bool {
    (try? intentarGuardar()) != nil
  }

  /// Saves, saying why not.
  /// - Returns: the player as saved.
  /// - Throws: `ErrorAlGuardar`: a field's error, or the league's.
  @discardableResult
  public func intentarGuardar() throws(ErrorAlGuardar) -> Jugador {
    let plantilla = self.plantilla
    if let error = formulario.errorNombre(en: plantilla) { throw .nombre(error) }
    if let error = formulario.errorDorsal(en: plantilla) { throw .dorsal(error) }
    guard let jugador = formulario.jugador(en: plantilla) else { throw .nombre(.vacio) }
    do {
      _ = try liga.aplicar(.anadir(jugador, equipo: equipo))
    } catch {
      switch error {
      case .equipo(.nombreRepetido): throw .nombre(.repetido)
      case .equipo(.dorsalRepetido): throw .dorsal(.repetido)
      default: throw .liga(error)
      }
    }
    return jugador
  }
}

/// Why `AltaDeJugador.intentarGuardar()` did not save.
public enum ErrorAlGuardar: Error, Equatable, Sendable {
  case nombre(ErrorNombre)
  case dorsal(ErrorDorsal)
  case liga(ErrorDeLiga)
}
