// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The league as the open form follows it: the team the answers are checked against, as the
/// form first read it and as it is now, and what the live view learnt of it (the team gone,
/// the focused field's check, what another clerk did to the player being edited). Its events
/// are the league's changes (`tras(_:en:…)`), which matter only while a field is asked.
public struct LigaSeguida: Equatable, Sendable {
  /// The team the player goes to, once known, as it is now (the live form keeps it current).
  public internal(set) var equipo: Equipo? {
    didSet { conocido = equipo }
  }
  /// The roster as the form first read it (or as the save found it): a player in `equipo`
  /// but not here came since — another clerk, a moment ago.
  public internal(set) var conocido: Equipo?
  /// The focused field's check against the league as it is now.
  public internal(set) var comprobacion = Comprobacion()
  /// The live form: the team is gone (renamed or removed by another clerk), and the Equipo
  /// field's error: shown under the field asked, and the team sent back at its Enter.
  public internal(set) var equipoPerdido: ErrorDeCampo?
  /// The edit form's fields another clerk changed while it was open, and by which change: the
  /// line under the field says so (`Mensaje.cambioAjeno`).
  public internal(set) var cambiadosPorOtro: [Campo: EntradaDeDiario?] = [:]
  /// The player being edited, removed by another clerk while the form was open (the live
  /// view saw it, or the save): shown under the field asked, and at Enter the form offers to
  /// add them back with its answers.
  public internal(set) var quitado: Conflicto?

  /// What the form knows after the league changed outside it while `campo` is asked, and what
  /// it says of that where lines are not redrawn (`editaLineas` false; the team gone and the
  /// player removed, once). `nombreAntes`: the name was answered before the field;
  /// `formulario` takes the values another clerk gave the player being edited (`esTraspaso`:
  /// a transfer follows no one).
  mutating func tras(
    _ evento: EstadoDelAsistente.Evento, en campo: Campo, nombreAntes: Bool,
    formulario: inout FormularioJugador, editaLineas: Bool, esTraspaso: Bool
  ) -> [EstadoDelAsistente.Efecto] {
    switch evento {
    case .respuesta, .equipo, .guardado, .confirmado, .sobrante:
      return []
    case .liga(let ahora):
      guard let antes = equipo, ahora.nombre == antes.nombre else { return [] }
      equipoPerdido = nil
      alDia(ahora)
      if editaLineas { return [] }
      return tomados(de: antes, a: ahora, en: campo, nombreAntes: nombreAntes, formulario)
    case .equipoPerdido(let nombre, let sugerencia):
      guard nombre == equipo?.nombre, campo != .equipo else { return [] }
      let nuevo = equipoPerdido == nil
      let perdido = ErrorDeCampo.equipoDesconocido(nombre, sugerencia: sugerencia)
      equipoPerdido = perdido
      comprobacion = Comprobacion()
      return nuevo && !editaLineas ? [.perdido(perdido)] : []
    case .equipoRenombrado(let ahora):
      guard equipo != nil, formulario.original != nil, campo != .equipo else { return [] }
      equipo = ahora
      equipoPerdido = nil
      return []
    case .seguido(let ahora, let por):
      guard formulario.original != nil, !esTraspaso else { return [] }
      quitado = nil
      let tomados = formulario.seguir(ahora)
      for campo in tomados { cambiadosPorOtro[campo] = por }
      return editaLineas ? [] : tomados.map { .cambiado($0, ahora, por: por) }
    case .quitado(let por):
      guard let visto = formulario.original, let equipo, !esTraspaso else { return [] }
      let nuevo = quitado == nil
      let conflicto = Conflicto(
        equipo: equipo.nombre, visto: formulario.actual ?? visto, actual: nil, pedido: nil,
        campos: [], por: por)
      quitado = conflicto
      comprobacion = Comprobacion()
      return nuevo && !editaLineas ? [.quitado(conflicto)] : []
    case .comprobacion(let texto, let resultado):
      switch resultado {
      case nil: comprobacion = Comprobacion(texto: texto, estado: .comprobando)
      case .failure: comprobacion = Comprobacion(texto: texto, estado: .error)
      case .success(let ahora):
        if ahora.nombre == equipo?.nombre { alDia(ahora) }
        let tomado = tomadoPorOtro(texto, en: campo, nombreAntes: nombreAntes, formulario)
        comprobacion = Comprobacion(texto: texto, estado: tomado == nil ? .libre : .ocupado)
      }
      return []
    }
  }

  /// The focused field's check for this text (another text than the one checked: none yet).
  func disponibilidad(_ texto: String) -> Disponibilidad {
    comprobacion.texto == texto ? comprobacion.estado : .sinComprobar
  }

  /// The player who took a value of the form since it read the roster (another clerk, a
  /// moment ago), and which field's, if any: the name answered before comes first (another
  /// clerk entered this very player: the number no longer matters), else the focused field's
  /// text.
  func tomadoPorOtro(
    _ texto: String, en campo: Campo, nombreAntes: Bool, _ formulario: FormularioJugador
  ) -> (jugador: Jugador, campo: Campo)? {
    guard let ahora = formulario.contra(equipo) else { return nil }
    let antes = formulario.contra(conocido)
    switch campo {
    case .equipo:
      return nil
    case .nombre:
      return LigaSeguida.entrado(texto, antes: antes, ahora: ahora).map { ($0, .nombre) }
    case .dorsal:
      if nombreAntes, let otro = LigaSeguida.entrado(formulario.nombre, antes: antes, ahora: ahora)
      {
        return (otro, .nombre)
      }
      guard case .success(let numero?) = Reglas.dorsal(texto, en: nil),
        antes?.jugador(conDorsal: numero) == nil
      else { return nil }
      return ahora.jugador(conDorsal: numero).map { ($0, .dorsal) }
    }
  }

  /// The player of `ahora` named `texto` who was not in `antes`: whoever another clerk entered
  /// under that name in between.
  private static func entrado(_ texto: String, antes: Equipo?, ahora: Equipo) -> Jugador? {
    let limpio = NombreDeJugador.limpiar(texto)
    guard !limpio.isEmpty, antes?.jugador(llamado: limpio) == nil else { return nil }
    return ahora.jugador(llamado: limpio)
  }

  /// The roster as it is now, the one the form read still what it knew.
  private mutating func alDia(_ ahora: Equipo) {
    let antes = conocido
    equipo = ahora
    conocido = antes
  }

  /// Who took a number (or a name) the focused field may give, from one roster to the next.
  private func tomados(
    de antes: Equipo, a ahora: Equipo, en campo: Campo, nombreAntes: Bool,
    _ formulario: FormularioJugador
  ) -> [EstadoDelAsistente.Efecto] {
    guard let viejo = formulario.contra(antes), let nuevo = formulario.contra(ahora) else {
      return []
    }
    // Who another clerk entered under the name answered before (at the Dorsal field).
    let conElNombre =
      nombreAntes ? LigaSeguida.entrado(formulario.nombre, antes: viejo, ahora: nuevo) : nil
    return nuevo.jugadores.compactMap { jugador in
      switch campo {
      case .equipo: return nil
      case .nombre:
        return viejo.jugador(llamado: jugador.nombre) == nil ? .tomado(jugador, campo) : nil
      case .dorsal:
        // Another clerk entered the name answered before: that is the news, not the number.
        if conElNombre == jugador { return .tomado(jugador, .nombre) }
        guard let dorsal = jugador.dorsal, viejo.jugador(conDorsal: dorsal) == nil else {
          return nil
        }
        return .tomado(jugador, campo)
      }
    }
  }
}
