// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

extension EstadoDelAsistente {
  /// What happens next: shown or done before the next event (`cabecera`, `recordar`,
  /// `aviso`, and the notices `tomado`, `cambiado`, `perdido`, `quitado`), or what the next
  /// event answers (the rest).
  public enum Efecto: Equatable, Sendable {
    /// The form's header (it opens with questions at a terminal).
    case cabecera
    /// An accepted answer for the history of its kind (in the form's league).
    case recordar(String, Historial.Tipo)
    /// The save or the lookup failed this way: said before asking to try again.
    case aviso(ErrorDeLiga)
    /// Where lines are not redrawn (plain prompts): another clerk just took this player's
    /// number or name, which the focused field may be about to give.
    case tomado(Jugador, Campo)
    /// Where lines are not redrawn: another clerk (`por`) changed this field of the player
    /// being edited, which the form now holds (the player as they are now).
    case cambiado(Campo, Jugador, por: EntradaDeDiario?)
    /// Where lines are not redrawn, once: the team is gone (renamed or removed by another
    /// clerk), the Equipo field's error.
    case perdido(ErrorDeCampo)
    /// Where lines are not redrawn, once: the player being edited was removed by another clerk.
    case quitado(Conflicto)
    /// Ask the focused field (`Evento.respuesta`).
    case preguntar(Campo)
    /// Look the team up (`Evento.equipo`).
    case buscarEquipo(String)
    /// Save (`Evento.guardado`).
    case guardar(Operacion)
    /// «¿Descartar los cambios?» (`Evento.confirmado`).
    case descartar
    /// The player being edited is gone (another clerk removed them): add them back with the
    /// form's answers? (`Evento.confirmado`; no discards them.)
    case anadirDeNuevo
    /// «¿Intentarlo de nuevo?» (`Evento.confirmado`).
    case reintentar
    /// Read what input is left after a one-shot command's answers (`Evento.sobrante`).
    case sobrante
    /// The form is over.
    case fin(ResultadoDelFormulario)
  }

  /// What the machine is given: what the reader read (an answer, a yes or no — Ctrl-C and
  /// Ctrl-D among them —, what input is left), a slow result back (a team looked up, a save,
  /// a check of the league as it is now, or its wait given up), and the league's changes
  /// outside this form. The league's changes are events, never modes: they change the roster
  /// the form checks against and what the focused field shows, never what the machine waits
  /// for.
  public enum Evento: Equatable, Sendable {
    /// The reader's answer to the focused field, and how many lines it had read then.
    case respuesta(Respuesta, linea: Int)
    /// The team looked up, or why not.
    case equipo(Result<Equipo, ErrorDeLiga>)
    /// The save's result; on a failure, the team as it is now (when it could be read).
    case guardado(Result<Resultado, ErrorDeLiga>, ahora: Equipo?)
    /// Yes or no to `descartar`, `anadirDeNuevo` or `reintentar`.
    case confirmado(Bool)
    /// The first line left after the answers that holds anything, or `nil`.
    case sobrante(Int?)
    /// The team as it is now (the league changed, and was read again).
    case liga(Equipo)
    /// The team, read again, is gone (another clerk renamed or removed it).
    case equipoPerdido(String, sugerencia: String?)
    /// The focused field's check for this text started (`nil`), answered with the team as it
    /// is now, or failed (its wait given up among the failures).
    case comprobacion(String, Result<Equipo, ErrorDeLiga>?)
    /// The player being edited, as another clerk's change (`por`) left them, followed by
    /// identity (`Rastro`): a field the clerk has not touched takes the new value.
    case seguido(Jugador, por: EntradaDeDiario?)
    /// The team of the player being edited, renamed by another clerk (the journal says so):
    /// the same team, under its new name.
    case equipoRenombrado(Equipo)
    /// The player being edited, removed by another clerk (`por`), as the journal says.
    case quitado(por: EntradaDeDiario?)
  }

  /// What the next event answers (but the league's changes).
  enum Espera: Equatable, Sendable {
    case equipoDado
    case respuesta
    case equipo(texto: String, origen: Origen)
    case reintentoDeBusqueda(String, origen: Origen, ErrorDeLiga)
    /// The form (and team text) to go back to if the person says no, and what was typed at
    /// the field when Ctrl-C came.
    case descarte(FormularioJugador, textoDeEquipo: String?, escrito: String)
    /// The answer Enter gave when the form asked to add back the player another clerk removed
    /// (`nil`: the save found them gone).
    case anadirDeNuevo(Respuesta?, linea: Int)
    case sobrante
    case guardado
    case reintentoDeGuardado(ErrorDeLiga)
    case fin
  }
}
