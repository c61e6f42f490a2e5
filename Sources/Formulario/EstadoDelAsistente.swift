// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The wizard as a state machine: what the command line gave, the form, the fields to ask and
/// which one is asked, and what the machine waits for. `tras(_:)` takes one event (an answer,
/// a team looked up, a save's result, a yes or no, the league's change, a check's answer) and
/// gives the next state and what to do; it reads nothing and writes nothing, so the line
/// editor, plain prompts and pipes run the same machine (they differ only in `interactivo` and
/// `editaLineas`).
public struct EstadoDelAsistente: Equatable, Sendable {
  public let peticion: PeticionDeFormulario
  /// Whether a person answers: an invalid answer is asked again instead of ending the run.
  public let interactivo: Bool
  /// Whether the reader edits the line (`Lector.editaLineas`).
  public let editaLineas: Bool
  /// Whether a one-shot command's piped answers must be the whole input.
  public let sinEntradaSobrante: Bool

  /// The league as the open form follows it: the team, as first read and as it is now, and
  /// what the live view learnt of it.
  public private(set) var seguida = LigaSeguida()
  /// The answers and their checks.
  public private(set) var respuestas: Respuestas
  /// The player's fields as answered (`Respuestas.formulario`).
  public var formulario: FormularioJugador { respuestas.formulario }
  /// The fields to ask, which one is asked, and where on the screen.
  public private(set) var preguntas = Preguntas()
  /// The team field's text (the form holds only the player's fields).
  public private(set) var textoDeEquipo = ""
  private(set) var espera = Espera.equipoDado

  /// What the screen reads of the form now (`LecturaDelAsistente`).
  public var lectura: LecturaDelAsistente {
    LecturaDelAsistente(
      seguida: seguida, respuestas: respuestas, preguntas: preguntas,
      esperaRespuesta: espera == .respuesta)
  }

  public init(
    _ peticion: PeticionDeFormulario, interactivo: Bool, editaLineas: Bool,
    sinEntradaSobrante: Bool = false
  ) {
    self.peticion = peticion
    self.interactivo = interactivo
    self.editaLineas = editaLineas
    self.sinEntradaSobrante = sinEntradaSobrante
    respuestas = Respuestas(editaLineas: editaLineas)
  }

  /// The first thing to do.
  public mutating func empezar() -> [Efecto] {
    guard let dado = peticion.equipo else {
      preguntas.pasos.insert(.equipo, at: 0)
      return abrir()
    }
    guard case .success(let limpio) = Reglas.equipo(dado) else {
      return fin(.respuestasNoValidas([fallo(.opcion("EQUIPO"), .equipoVacio)]))
    }
    espera = .equipoDado
    return [.buscarEquipo(limpio)]
  }

  /// The next state for one event, and what to do. The league's changes matter only while a
  /// field is asked (`LigaSeguida`): at any other moment they change nothing. Every other
  /// event answers what the machine waits for.
  public mutating func tras(_ evento: Evento) -> [Efecto] {
    switch (espera, evento) {
    case (.respuesta, .liga), (.respuesta, .equipoPerdido), (.respuesta, .comprobacion),
      (.respuesta, .seguido), (.respuesta, .equipoRenombrado), (.respuesta, .quitado):
      return seguida.tras(
        evento, en: preguntas.campo, nombreAntes: preguntas.nombreAntes,
        formulario: &respuestas.formulario,
        editaLineas: editaLineas, esTraspaso: peticion.modo.esTraspaso)
    case (_, .liga), (_, .equipoPerdido), (_, .comprobacion), (_, .seguido),
      (_, .equipoRenombrado), (_, .quitado):
      return []
    case (.equipoDado, .equipo(.success(let encontrado))):
      seguida.equipo = encontrado
      return abrir()
    case (.equipoDado, .equipo(.failure(let error))):
      guard case .equipoDesconocido(let nombre, let sugerencia) = error else {
        return fin(.liga(error))
      }
      return fin(
        .respuestasNoValidas([
          fallo(.opcion("EQUIPO"), .equipoDesconocido(nombre, sugerencia: sugerencia))
        ]))
    case (.respuesta, .respuesta(let respuesta, let linea)):
      if let quitado = seguida.quitado, case .texto = respuesta, preguntas.campo != .equipo {
        return anadirDeNuevo(quitado, respuesta: respuesta, linea: linea)
      }
      return tras(respuesta, linea: linea)
    case (.anadirDeNuevo(let respuesta, let linea), .confirmado(let si)):
      guard si else { return fin(.cancelado) }
      respuestas.formulario.reanadir()
      seguida.quitado = nil
      seguida.cambiadosPorOtro = [:]
      respuestas.conflictos = [:]
      espera = .respuesta
      guard let respuesta else { return terminar() }
      return tras(respuesta, linea: linea)
    case (.equipo(let texto, let origen), .equipo(let resultado)),
      (.reintentoDeBusqueda(let texto, let origen, _), .equipo(let resultado)):
      return buscado(resultado, texto: texto, origen: origen)
    case (.reintentoDeBusqueda(let texto, _, let caida), .confirmado(let si)):
      guard si else { return fin(.noReintentado(caida)) }
      return [.buscarEquipo(NombreDeJugador.limpiar(texto))]
    case (.descarte(let conLoEscrito, let texto, let escrito), .confirmado(let si)):
      if si { return fin(.cancelado) }
      // «No»: back to the same field, with what was typed.
      respuestas.formulario = conLoEscrito
      if let texto { textoDeEquipo = texto }
      preguntas.yaEscrito = escrito
      return preguntar()
    case (.sobrante, .sobrante(let linea)):
      if let linea { return fin(.entradaSobrante(linea: linea)) }
      return guardar()
    case (.guardado, .guardado(let resultado, let ahora)):
      return guardado(resultado, ahora: ahora)
    case (.reintentoDeGuardado(let error), .confirmado(let si)):
      if si { return terminar() }
      return alFormulario()
        ?? fin(error.transitorio == .noDisponible ? .noReintentado(error) : .liga(error))
    default:
      return fin(.respuestasNoValidas([]))
    }
  }

  /// The form opened: the player being edited found, the options written in and checked.
  private mutating func abrir() -> [Efecto] {
    if case .edicion(let buscado) = peticion.modo, let equipo = seguida.equipo {
      do {
        let k = try equipo.posicionDeJugador(llamado: buscado)
        respuestas.formulario = FormularioJugador(editando: equipo.jugadores[k])
      } catch {
        return fin(.liga(error))
      }
      if peticion.nombre != nil || peticion.dorsal != nil || peticion.sinDorsal {
        preguntas.pasos = []
      }
    }
    if case .traspaso(let jugador, _, _) = peticion.modo {
      // Edited from no number, the one asked for typed in: an empty answer is none, at the
      // line editor and at a plain prompt alike.
      respuestas.formulario = FormularioJugador(traspasando: Jugador(nombre: jugador.nombre))
      respuestas.formulario.dorsal = jugador.dorsal.map(String.init) ?? ""
      respuestas.formulario.mostrar(.dorsal)
      preguntas.pasos = [.dorsal]
    }
    let dados = respuestas.escribir(peticion, contra: seguida.equipo)
    preguntas.pasos.removeAll(where: dados.contains)
    if !respuestas.fallos.isEmpty { return fin(.respuestasNoValidas(respuestas.fallos)) }
    // A transfer's command says above the field what it is.
    let cabecera = interactivo && !preguntas.pasos.isEmpty && !peticion.modo.esTraspaso
    return (cabecera ? [.cabecera] : []) + siguiente(seguido: cabecera)
  }

  /// The next field (`seguido`: right after the previous one was answered), or the end of the
  /// questions.
  private mutating func siguiente(seguido: Bool = false) -> [Efecto] {
    preguntas.campoPreguntado == nil ? terminar() : preguntar(seguido: seguido)
  }

  /// Asks the field at `preguntas.k` (`Preguntas.preguntar`).
  private mutating func preguntar(seguido: Bool = false) -> [Efecto] {
    espera = .respuesta
    return [.preguntar(preguntas.preguntar(seguido: seguido))]
  }

  /// Marks that the question was asked (`Preguntas.preguntado`).
  public mutating func preguntado() { preguntas.preguntado() }

  private mutating func tras(_ respuesta: Respuesta, linea: Int) -> [Efecto] {
    let campo = preguntas.campo
    var texto: String
    switch respuesta {
    case .texto(let t):
      texto = t
    case .noValida, .demasiadoLarga:
      let error = respuesta.errorDeLinea(en: campo)
      if !interactivo { return fin(.respuestasNoValidas([fallo(.linea(linea), error, campo)])) }
      return preguntar()
    case .anterior(let t):
      if campo == .equipo {
        textoDeEquipo = t
      } else {
        respuestas.formulario.escribir(t, en: campo)
      }
      preguntas.atras()
      return preguntar()
    case .fin where !interactivo:
      texto = ""
    case .fin, .cancelado:
      var conLoEscrito = formulario
      // A team chosen counts as typed, unless it is the one offered (accepting an offer
      // changes nothing).
      var equipoEscrito =
        campo != .equipo && preguntas.pasos.first == .equipo
        && seguida.equipo.map { $0.nombre != peticion.equipoSugerido } == true
      var textoEscrito: String?
      var escrito = ""
      if case .cancelado(let t) = respuesta {
        escrito = t
        if campo == .equipo {
          equipoEscrito = !NombreDeJugador.limpiar(t).isEmpty
          textoEscrito = t
        } else {
          conLoEscrito.escribir(t, en: campo)
        }
      }
      if !conLoEscrito.cambiado && !equipoEscrito { return fin(.cancelado) }
      espera = .descarte(conLoEscrito, textoDeEquipo: textoEscrito, escrito: escrito)
      return [.descartar]
    }
    let origen = Origen.linea(respuesta == .fin ? linea + 1 : linea)
    guard campo == .equipo else {
      respuestas.resolver(campo)
      let escrito = texto
      texto = leido(texto, en: campo)
      respuestas.formulario.escribir(texto, en: campo)
      // The live form saw the team go: the answer kept, the team asked now, not at the save.
      if let perdido = seguida.equipoPerdido {
        return devolver(.equipo, perdido, respondidos: preguntas.k + 1)
      }
      if let (anterior, error) = lectura.anteriorQueYaNoVale() {
        // This answer is kept for when the form comes back to its field (`leido`).
        respuestas.origenes[campo] = origen
        return devolver(anterior, error)
      }
      return validado(texto, origen: origen, error: lectura.error(de: escrito, en: campo))
    }
    if let sugerido = peticion.equipoSugerido, case .failure = Reglas.equipo(texto) {
      texto = sugerido
    }
    textoDeEquipo = texto
    if let error = peticion.errorDeEquipo(texto, buscado: { _ in nil }) {
      return validado(texto, origen: origen, error: error)
    }
    espera = .equipo(texto: texto, origen: origen)
    return [.buscarEquipo(NombreDeJugador.limpiar(texto))]
  }

  private mutating func buscado(
    _ resultado: Result<Equipo, ErrorDeLiga>, texto: String, origen: Origen
  ) -> [Efecto] {
    switch resultado {
    case .success(let encontrado):
      seguida.equipo = encontrado
      textoDeEquipo = encontrado.nombre
      return validado(texto, origen: origen, error: nil)
    case .failure(.equipoDesconocido):
      return validado(
        texto, origen: origen, error: peticion.errorDeEquipo(texto, buscado: { _ in resultado }))
    case .failure(let caida) where interactivo && caida.transitorio == .noDisponible:
      // The team could not be looked up: again, once the person says so.
      espera = .reintentoDeBusqueda(texto, origen: origen, caida)
      return [.aviso(caida), .reintentar]
    case .failure(let error):
      return fin(.liga(error))
    }
  }

  /// The answer written in: the next field, or the same one with its error.
  private mutating func validado(_ texto: String, origen: Origen, error: ErrorDeCampo?) -> [Efecto]
  {
    let campo = preguntas.campo
    if let error {
      respuestas.formulario.mostrar(campo)
      if interactivo { return preguntar() }
      guard peticion.soloComprobar else {
        return fin(.respuestasNoValidas([fallo(origen, error, campo)]))
      }
      respuestas.fallos.append(fallo(origen, error, campo))
      preguntas.k += 1
      return siguiente()
    }
    respuestas.origenes[campo] = origen
    let seguido = preguntas.respondido(campo)
    guard !texto.isEmpty else { return siguiente(seguido: seguido) }
    return [.recordar(texto, Historial.Tipo(de: campo))] + siguiente(seguido: seguido)
  }

  /// Every field answered: the checks of the whole input, then the save.
  private mutating func terminar() -> [Efecto] {
    if !respuestas.fallos.isEmpty { return fin(.respuestasNoValidas(respuestas.fallos)) }
    if sinEntradaSobrante, !interactivo,
      respuestas.origenes.values.contains(where: { if case .linea = $0 { true } else { false } })
    {
      espera = .sobrante
      return [.sobrante]
    }
    return guardar()
  }

  private mutating func guardar() -> [Efecto] {
    guard let elegido = seguida.equipo else { return fin(.respuestasNoValidas([])) }
    guard let jugador = formulario.jugador(en: elegido) else {
      // The live form brought the league as it is now, and a field answered before no longer
      // holds: it goes back, as when the save finds it so.
      for campo in [Campo.nombre, .dorsal] {
        if let error = formulario.error(de: campo, en: elegido) { return devolver(campo, error) }
      }
      return fin(.respuestasNoValidas([]))
    }
    if peticion.soloComprobar { return fin(.comprobado(jugador, equipo: elegido.nombre)) }
    guard let operacion = peticion.operacion(jugador, en: elegido.nombre, formulario) else {
      return fin(.sinCambios)
    }
    espera = .guardado
    return [.guardar(operacion)]
  }

  /// The save's answer (`TrasElGuardado`) done.
  private mutating func guardado(_ resultado: Result<Resultado, ErrorDeLiga>, ahora: Equipo?)
    -> [Efecto]
  {
    switch TrasElGuardado(
      resultado, ahora: ahora, formulario: formulario, pasos: preguntas.pasos,
      interactivo: interactivo, modo: peticion.modo)
    {
    case .fin(let resultado):
      return fin(resultado)
    case .devolver(let campo, let error):
      if let ahora { seguida.equipo = ahora }
      return devolver(campo, error)
    case .anadirDeNuevo(let conflicto):
      if let ahora { seguida.equipo = ahora }
      return anadirDeNuevo(conflicto, respuesta: nil, linea: 0)
    case .conflicto(let conflicto, let suyo, let tuyo, let primero):
      respuestas.enConflicto(conflicto, suyo: suyo, tuyo: tuyo)
      if let ahora { seguida.equipo = ahora }
      // Plain prompts say it once, above the field asked again; the line editor under it.
      return (editaLineas ? [] : [.aviso(.conflicto(conflicto))])
        + devolver(primero, respuestas.conflictos[primero] ?? .nombre(.repetido))
    case .reintentar(let error):
      espera = .reintentoDeGuardado(error)
      return [.aviso(error), .reintentar]
    case .interrumpido(let error):
      return alFormulario().map { [.aviso(error)] + $0 } ?? fin(.liga(error))
    }
  }

  /// The player being edited is gone (another clerk removed them, `conflicto`): said with who
  /// and when, then the question whether to add them back with the form's answers; the answer
  /// Enter gave (`nil`: the save's) is taken once they say yes.
  private mutating func anadirDeNuevo(_ conflicto: Conflicto, respuesta: Respuesta?, linea: Int)
    -> [Efecto]
  {
    seguida.quitado = conflicto
    espera = .anadirDeNuevo(respuesta, linea: linea)
    return [.aviso(.conflicto(conflicto)), .anadirDeNuevo]
  }

  /// The save given up by the person (Ctrl-C while it waited, «no» to trying again): back to
  /// the last field, on a row of its own, every answer kept; leaving is then the form's own
  /// Ctrl-C. `nil` where no person is asked anything (options only, a pipe).
  private mutating func alFormulario() -> [Efecto]? {
    guard interactivo, preguntas.alUltimo() else { return nil }
    return preguntar()
  }

  /// What an answer to a player's field stands for (`Respuestas.leido`).
  public func leido(_ texto: String, en campo: Campo) -> String {
    respuestas.leido(texto, en: campo)
  }

  /// A field that no longer holds against the league as it is now (another clerk changed it
  /// since the field was answered): asked again with its error, or, when it is not asked (an
  /// option, or no person to ask), the end of the run naming where it came from. A transfer
  /// asks no name: the destination refuses it as the command does without the form. The team
  /// (renamed or removed by another clerk) is asked again even when the command gave it, once
  /// the form asks a person anything: its text the name it had, the other answers kept, and
  /// the steps not yet answered (from `respondidos` on; none when the save sent it back)
  /// asked after it.
  private mutating func devolver(_ campo: Campo, _ error: ErrorDeCampo, respondidos: Int? = nil)
    -> [Efecto]
  {
    if case .traspaso(let leido, _, _) = peticion.modo, campo == .nombre {
      let quien = seguida.equipo?.jugador(llamado: leido.nombre)?.nombre ?? leido.nombre
      return fin(.liga(.equipo(.nombreRepetido(quien))))
    }
    let devuelto = respuestas.fallo(campo, error)
    guard preguntas.volver(a: campo, respondidos: respondidos, interactivo: interactivo) else {
      return fin(.respuestasNoValidas([devuelto]))
    }
    respuestas.formulario.mostrar(campo)
    if campo == .equipo {
      textoDeEquipo = seguida.equipo?.nombre ?? textoDeEquipo
      seguida.equipo = nil
      seguida.equipoPerdido = nil
    }
    return preguntar()
  }

  private mutating func fin(_ resultado: ResultadoDelFormulario) -> [Efecto] {
    espera = .fin
    return [.fin(resultado)]
  }

  private func fallo(_ origen: Origen, _ error: ErrorDeCampo, _ campo: Campo = .equipo) -> Fallo {
    Fallo(origen: origen, campo: campo, error: error)
  }
}
