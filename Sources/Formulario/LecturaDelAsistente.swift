// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// What the screen reads of the wizard (`EstadoDelAsistente.lectura`): the field asked, the
/// team, and what each text shows against the league as it is now. It only reads, so the live
/// form, the line editor and plain prompts ask it as often as they draw, and the machine keeps
/// only what it decides.
public struct LecturaDelAsistente: Sendable {
  let seguida: LigaSeguida
  let respuestas: Respuestas
  let preguntas: Preguntas
  /// Whether the machine waits for the focused field's answer.
  let esperaRespuesta: Bool

  /// The field being asked, if any (`Preguntas.campoPreguntado`).
  public var campoPreguntado: Campo? { preguntas.campoPreguntado }

  /// The team the player goes to, once known, as it is now (`LigaSeguida.equipo`).
  public var equipo: Equipo? { seguida.equipo }

  /// What the Nombre or Dorsal field shows for `texto`, live (under the field, once its error
  /// was shown) and at Enter: the one decision. Against the roster as the form knows it now
  /// (the live form keeps it current; a team the live view saw go has none: only the rules that
  /// need no roster). `nil`: nothing — valid, or a field before it that another clerk took
  /// since, which Enter goes back to first (`anteriorQueYaNoVale`), whatever this one holds.
  public func error(de texto: String, en campo: Campo) -> ErrorDeCampo? {
    if anteriorQueYaNoVale() != nil { return nil }
    return respuestas.error(
      de: texto, en: campo, contra: seguida.equipoPerdido == nil ? equipo : nil)
  }

  /// The focused field's check for this text (another text than the one checked: none yet).
  public func disponibilidad(_ texto: String) -> Disponibilidad {
    seguida.disponibilidad(texto)
  }

  /// Whether the text is worth a check against the league as it is now: a player's field
  /// whose text the rules accept against the roster the form has (what they refuse is said
  /// at Enter, as always; an empty number has nothing to check).
  public func debeComprobar(_ texto: String) -> Bool {
    guard esperaRespuesta, let campo = campoPreguntado,
      campo != .equipo, equipo != nil, !NombreDeJugador.limpiar(texto).isEmpty
    else { return false }
    return respuestas.error(de: texto, en: campo, contra: equipo, comoLeido: false) == nil
  }

  /// The player who took a value of the form since it read the roster (another clerk, a
  /// moment ago), and which field's, if any (`LigaSeguida.tomadoPorOtro`). The line editor
  /// shows it while the text is typed.
  public func tomadoPorOtro(_ texto: String) -> (jugador: Jugador, campo: Campo)? {
    guard let campo = campoPreguntado else { return nil }
    return seguida.tomadoPorOtro(
      texto, en: campo, nombreAntes: preguntas.nombreAntes, respuestas.formulario)
  }

  /// The first field answered and accepted before the focused one that no longer holds
  /// against the league as it is now (another clerk took its value since), with its error:
  /// Enter goes back there before saying the focused field's own, as the save would. (A field
  /// refused and passed over, `--comprobar` from a pipe, is already among the errors.)
  public func anteriorQueYaNoVale() -> (campo: Campo, error: ErrorDeCampo)? {
    let contra = seguida.equipoPerdido == nil ? equipo : nil
    return respuestas.anteriorQueYaNoVale(
      entre: preguntas.pasos.prefix(preguntas.k), contra: contra)
  }
}
