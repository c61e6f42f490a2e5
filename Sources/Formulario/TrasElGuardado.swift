// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// The save's answer, read for the form: the run over, or what part of the form it goes on
/// with. It decides from what the form is (its fields, whether a person answers, the mode);
/// the machine (`EstadoDelAsistente`) does it, the team as it is now known to the form first
/// whenever a field goes back.
enum TrasElGuardado {
  case fin(ResultadoDelFormulario)
  /// Someone else changed the league meanwhile: the field that no longer holds goes back.
  case devolver(Campo, ErrorDeCampo)
  /// Another clerk removed the player meanwhile: add them back with these answers? (Not an
  /// edit by options, which asks nothing.)
  case anadirDeNuevo(Conflicto)
  /// Someone else changed a field this edit changed too: back to the first of them, showing
  /// their value (`suyo`) and the clerk's (`tuyo`); nothing is saved until the clerk chooses
  /// (the next Enter there).
  case conflicto(Conflicto, suyo: Jugador, tuyo: Jugador, primero: Campo)
  /// Another change held what this one needs for the whole wait, or the server went away,
  /// whenever it did: the answers are kept, the message says whether anything was saved,
  /// and the person may try again (a COMMIT left unanswered is asked about first, so
  /// nothing is applied twice).
  case reintentar(ErrorDeLiga)
  /// Ctrl-C while the save waited (for the lock, for the server): the wait is over, not the
  /// form; the message says whether anything was saved.
  case interrumpido(ErrorDeLiga)

  /// `resultado` (with the team as it is now, `ahora`) for a form with these answers and
  /// fields to ask.
  init(
    _ resultado: Result<Resultado, ErrorDeLiga>, ahora: Equipo?, formulario: FormularioJugador,
    pasos: [Campo], interactivo: Bool, modo: PeticionDeFormulario.Modo
  ) {
    let error: ErrorDeLiga
    switch resultado {
    case .success(.hecho(let entrada)): self = .fin(.guardado(entrada.cambio)); return
    case .success(.sinCambios): self = .fin(.sinCambios); return
    case .failure(let e): error = e
    }
    let editando = interactivo && formulario.original != nil && !modo.esTraspaso
    switch error {
    case .equipo(.nombreRepetido):
      self = .devolver(.nombre, .nombre(.repetido))
    case .equipo(.dorsalRepetido):
      let libres = formulario.contra(ahora)?.dorsalesLibres ?? []
      self = .devolver(.dorsal, .dorsal(.repetido, libres: libres))
    case .conflicto(let conflicto) where editando && conflicto.actual == nil && !pasos.isEmpty:
      self = .anadirDeNuevo(conflicto)
    case .conflicto(let conflicto) where editando:
      guard let suyo = conflicto.actual, let tuyo = conflicto.pedido,
        let primero = conflicto.campos.first, pasos.contains(primero)
      else {
        self = .fin(.liga(error))
        return
      }
      self = .conflicto(conflicto, suyo: suyo, tuyo: tuyo, primero: primero)
    case .equipoDesconocido(let nombre, let sugerencia):
      // A transfer's origin is not a field of the form: its refusal is the command's.
      if case .traspaso(_, let desde, _) = modo, nombre == desde {
        self = .fin(.liga(error))
      } else {
        self = .devolver(.equipo, .equipoDesconocido(nombre, sugerencia: sugerencia))
      }
    case _ where interactivo && [.ocupado, .noDisponible].contains(error.transitorio):
      self = .reintentar(error)
    case _ where error.transitorio == .interrumpido:
      self = .interrumpido(error)
    default:
      self = .fin(.liga(error))
    }
  }
}
