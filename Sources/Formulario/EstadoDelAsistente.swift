// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The wizard as a state machine: what the command line gave, the form, the fields to ask and
/// which one is asked, and what the machine waits for. `tras(_:)` takes one input (an answer,
/// a team looked up, a save's result, a yes or no) and gives the next state and what to do; it
/// reads nothing and writes nothing, so the line editor, plain prompts and pipes run the same
/// machine (they differ only in `interactivo` and `editaLineas`).
public struct EstadoDelAsistente: Equatable, Sendable {
  /// What happens next: shown or done before the next input (`cabecera`, `recordar`,
  /// `aviso`), or what the next input answers (the rest).
  public enum Efecto: Equatable, Sendable {
    /// The form's header (it opens with questions at a terminal).
    case cabecera
    /// An accepted answer for the history of its kind (in the form's league).
    case recordar(String, Historial.Tipo)
    /// The save or the lookup failed this way: said before asking to try again.
    case aviso(ErrorDeLiga)
    /// Ask the focused field (`Entrada.respuesta`).
    case preguntar(Campo)
    /// Look the team up (`Entrada.equipo`).
    case buscarEquipo(String)
    /// Save (`Entrada.guardado`).
    case guardar(Operacion)
    /// «¿Descartar los cambios?» (`Entrada.confirmado`).
    case descartar
    /// The player being edited is gone (another clerk removed them): add them back with the
    /// form's answers? (`Entrada.confirmado`; no discards them.)
    case anadirDeNuevo
    /// «¿Intentarlo de nuevo?» (`Entrada.confirmado`).
    case reintentar
    /// Read what input is left after a one-shot command's answers (`Entrada.sobrante`).
    case sobrante
    /// The form is over.
    case fin(ResultadoDelFormulario)
  }

  /// What the machine is given.
  public enum Entrada: Equatable, Sendable {
    /// The reader's answer to the focused field, and how many lines it had read then.
    case respuesta(Respuesta, linea: Int)
    /// The team looked up, or why not.
    case equipo(Result<Equipo, ErrorDeLiga>)
    /// The save's result; on a failure, the team as it is now (when it could be read).
    case guardado(Result<Resultado, ErrorDeLiga>, ahora: Equipo?)
    /// Yes or no to `descartar` or `reintentar`.
    case confirmado(Bool)
    /// The first line left after the answers that holds anything, or `nil`.
    case sobrante(Int?)
  }

  /// What the live form tells the machine while a field is asked: the league changed outside
  /// this form (`tras(_: Suceso)`). An event, never a mode: it changes the roster the form
  /// checks against and what the focused field shows, never what the machine waits for.
  public enum Suceso: Equatable, Sendable {
    /// The team as it is now (the league changed, and was read again).
    case liga(Equipo)
    /// The team, read again, is gone (another clerk renamed or removed it).
    case equipoPerdido(String, sugerencia: String?)
    /// The focused field's check for this text started (`nil`), answered with the team as it
    /// is now, or failed.
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

  /// What a `Suceso` makes the form say, besides what its field shows when redrawn.
  public enum Aviso: Equatable, Sendable {
    /// Where lines are not redrawn (plain prompts): another clerk just took this player's
    /// number or name, which the focused field may be about to give.
    case tomado(Jugador, Campo)
    /// Where lines are not redrawn: another clerk (`por`) changed this field of the player
    /// being edited, which the form now holds (the player as they are now).
    case cambiado(Campo, Jugador, por: EntradaDeDiario?)
  }

  /// What the next input answers.
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

  public let peticion: PeticionDeFormulario
  /// Whether a person answers: an invalid answer is asked again instead of ending the run.
  public let interactivo: Bool
  /// Whether the reader edits the line (`Lector.editaLineas`).
  public let editaLineas: Bool
  /// Whether a one-shot command's piped answers must be the whole input.
  public let sinEntradaSobrante: Bool

  /// The team the player goes to, once known, as it is now (the live form keeps it current).
  public private(set) var equipo: Equipo? {
    didSet { conocido = equipo }
  }
  /// The roster as the form first read it (or as the save found it): a player in `equipo`
  /// but not here came since — another clerk, a moment ago.
  public private(set) var conocido: Equipo?
  /// The focused field's check against the league as it is now.
  public private(set) var comprobacion = Comprobacion()
  /// The live form: the team is gone (renamed or removed by another clerk), and the Equipo
  /// field's error: shown under the field asked, and the team sent back at its Enter.
  public private(set) var equipoPerdido: ErrorDeCampo?
  /// The edit form's fields another clerk changed while it was open, and by which change: the
  /// line under the field says so (`Mensaje.cambioAjeno`).
  public private(set) var cambiadosPorOtro: [Campo: EntradaDeDiario?] = [:]
  /// The edit form's fields the save found changed by someone else too (`.conflicto`), shown
  /// under the field (not an error of its text: Enter is what settles it,
  /// `FormularioJugador.resolver`).
  public private(set) var conflictos: [Campo: ErrorDeCampo] = [:]
  /// The player being edited, removed by another clerk while the form was open (the live
  /// view saw it, or the save): shown under the field asked, and at Enter the form offers to
  /// add them back with its answers.
  public private(set) var quitado: Conflicto?
  public private(set) var formulario = FormularioJugador()
  /// The fields to ask, in order, and the index of the one asked.
  public private(set) var pasos: [Campo] = [.nombre, .dorsal]
  public private(set) var k = 0
  /// The team field's text (the form holds only the player's fields).
  public private(set) var textoDeEquipo = ""
  /// Whether the question takes the place of the line just answered (the last field, sent
  /// back by the save).
  public private(set) var sobreLaAnterior = false
  /// What was typed at the field before a Ctrl-C the person took back («No» to discarding):
  /// the field is asked again with it still typed. Readers that start from an empty line
  /// (plain prompts) start from it (`Pregunta.escrito`); `""` otherwise.
  public private(set) var yaEscrito = ""
  /// The fields whose line sits right under the previous field's line on the screen (asked as
  /// soon as that one was answered, and not elsewhere since; the first field, under the
  /// header): Shift-Tab from one of them goes back up to that line instead of asking it again
  /// below.
  private var bajoElAnterior: Set<Campo> = []
  /// The team field sent back: the step the form goes on at once it is answered, past the
  /// fields answered before (all of them when the save sent it back: the form saves with the
  /// answers it has, checked against the team picked, and any that no longer holds is sent
  /// back in turn; the live form at an Enter: the field after that one).
  private var reanudacion: Int?
  private var origenes: [Campo: Origen] = [:]
  private var fallos: [Fallo] = []
  private(set) var espera = Espera.equipoDado

  public init(
    _ peticion: PeticionDeFormulario, interactivo: Bool, editaLineas: Bool,
    sinEntradaSobrante: Bool = false
  ) {
    self.peticion = peticion
    self.interactivo = interactivo
    self.editaLineas = editaLineas
    self.sinEntradaSobrante = sinEntradaSobrante
  }

  /// The first thing to do.
  public mutating func empezar() -> [Efecto] {
    guard let dado = peticion.equipo else {
      pasos.insert(.equipo, at: 0)
      return abrir()
    }
    guard case .success(let limpio) = Reglas.equipo(dado) else {
      return fin(.respuestasNoValidas([fallo(.opcion("EQUIPO"), .equipoVacio)]))
    }
    espera = .equipoDado
    return [.buscarEquipo(limpio)]
  }

  /// The history a field's answers are kept in.
  public static func historial(de campo: Campo) -> Historial.Tipo? {
    switch campo {
    case .equipo: .equipos
    case .nombre: .nombres
    case .dorsal: .dorsales
    }
  }

  /// A line that is not UTF-8 (`.noValida`) holds characters no field accepts; a line too long
  /// to hold (`.demasiadoLarga`) is too long for any field.
  static func error(deLinea respuesta: Respuesta, en campo: Campo) -> ErrorDeCampo {
    let noValida = respuesta == .noValida
    switch campo {
    case .equipo: return .equipoDesconocido(noValida ? "\u{FFFD}" : "…", sugerencia: nil)
    case .nombre: return .nombre(noValida ? .caracteresNoValidos : .largo)
    case .dorsal: return .dorsal(noValida ? .noEsNumero : .fueraDeRango, libres: [])
    }
  }

  /// What the Nombre or Dorsal field shows for `texto`, live (under the field, once its error
  /// was shown) and at Enter: the one decision. Against the roster as the form knows it now
  /// (the live form keeps it current; a team the live view saw go has none: only the rules that
  /// need no roster). `nil`: nothing — valid, or a field before it that another clerk took
  /// since, which Enter goes back to first (`anteriorQueYaNoVale`), whatever this one holds.
  public func error(de texto: String, en campo: Campo) -> ErrorDeCampo? {
    if anteriorQueYaNoVale() != nil { return nil }
    var copia = formulario
    copia.escribir(leido(texto, en: campo), en: campo)
    return copia.error(de: campo, en: equipoPerdido == nil ? equipo : nil)
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
    case .failure(let error): return peticion.equipoSugerido == nil ? error : nil
    case .success(let limpio):
      guard case .failure(.equipoDesconocido(let nombre, let sugerencia))? = buscado(limpio)
      else { return nil }
      return .equipoDesconocido(nombre, sugerencia: sugerencia)
    }
  }

  /// The next state for one input, and what to do.
  public mutating func tras(_ entrada: Entrada) -> [Efecto] {
    switch (espera, entrada) {
    case (.equipoDado, .equipo(.success(let encontrado))):
      equipo = encontrado
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
      if let quitado, case .texto = respuesta, pasos[k] != .equipo {
        return anadirDeNuevo(quitado, respuesta: respuesta, linea: linea)
      }
      return tras(respuesta, linea: linea)
    case (.anadirDeNuevo(let respuesta, let linea), .confirmado(let si)):
      guard si else { return fin(.cancelado) }
      formulario.reanadir()
      quitado = nil
      cambiadosPorOtro = [:]
      conflictos = [:]
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
      formulario = conLoEscrito
      if let texto { textoDeEquipo = texto }
      yaEscrito = escrito
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

  /// What the form knows after the league changed outside it, and what it says of that. The
  /// league's changes matter only while a field is asked: at any other moment nothing changes.
  public mutating func tras(_ suceso: Suceso) -> [Aviso] {
    guard espera == .respuesta else { return [] }
    switch suceso {
    case .liga(let ahora):
      guard let antes = equipo, ahora.nombre == antes.nombre else { return [] }
      equipoPerdido = nil
      alDia(ahora)
      return editaLineas ? [] : tomados(de: antes, a: ahora)
    case .equipoPerdido(let nombre, let sugerencia):
      guard nombre == equipo?.nombre, pasos[k] != .equipo else { return [] }
      equipoPerdido = .equipoDesconocido(nombre, sugerencia: sugerencia)
      comprobacion = Comprobacion()
      return []
    case .equipoRenombrado(let ahora):
      guard equipo != nil, formulario.original != nil, pasos[k] != .equipo else { return [] }
      equipo = ahora
      equipoPerdido = nil
      return []
    case .seguido(let ahora, let por):
      guard formulario.original != nil, !peticion.modo.esTraspaso else { return [] }
      quitado = nil
      let tomados = formulario.seguir(ahora)
      for campo in tomados { cambiadosPorOtro[campo] = por }
      return editaLineas ? [] : tomados.map { .cambiado($0, ahora, por: por) }
    case .quitado(let por):
      guard let visto = formulario.original, let equipo, !peticion.modo.esTraspaso else {
        return []
      }
      quitado = Conflicto(
        equipo: equipo.nombre, visto: formulario.actual ?? visto, actual: nil, pedido: nil,
        campos: [], por: por)
      comprobacion = Comprobacion()
      return []
    case .comprobacion(let texto, let resultado):
      switch resultado {
      case nil: comprobacion = Comprobacion(texto: texto, estado: .comprobando)
      case .failure: comprobacion = Comprobacion(texto: texto, estado: .error)
      case .success(let ahora):
        if ahora.nombre == equipo?.nombre { alDia(ahora) }
        let estado: Disponibilidad = tomadoPorOtro(texto) == nil ? .libre : .ocupado
        comprobacion = Comprobacion(texto: texto, estado: estado)
      }
      return []
    }
  }

  /// The form opened: the player being edited found, the options written in and checked.
  private mutating func abrir() -> [Efecto] {
    if case .edicion(let buscado) = peticion.modo, let equipo {
      do {
        let k = try equipo.posicionDeJugador(llamado: buscado)
        formulario = FormularioJugador(editando: equipo.jugadores[k])
      } catch {
        return fin(.liga(error))
      }
      if peticion.nombre != nil || peticion.dorsal != nil || peticion.sinDorsal { pasos = [] }
    }
    if case .traspaso(let jugador, _, _) = peticion.modo {
      // Edited from no number, the one asked for typed in: an empty answer is none, at the
      // line editor and at a plain prompt alike.
      formulario = FormularioJugador(traspasando: Jugador(nombre: jugador.nombre))
      formulario.dorsal = jugador.dorsal.map(String.init) ?? ""
      formulario.mostrar(.dorsal)
      pasos = [.dorsal]
    }
    for (campo, valor, opcion) in [
      (Campo.nombre, peticion.nombre, "--nombre"),
      (
        .dorsal, peticion.sinDorsal ? "" : peticion.dorsal,
        peticion.sinDorsal ? "--sin-dorsal" : "--dorsal"
      ),
    ] {
      guard let valor else { continue }
      formulario.escribir(valor, en: campo)
      origenes[campo] = .opcion(opcion)
      pasos.removeAll { $0 == campo }
      if let error = formulario.error(de: campo, en: equipo) {
        fallos.append(fallo(.opcion(opcion), error, campo))
      }
    }
    if !fallos.isEmpty { return fin(.respuestasNoValidas(fallos)) }
    // A transfer's command says above the field what it is.
    let cabecera = interactivo && !pasos.isEmpty && !peticion.modo.esTraspaso
    return (cabecera ? [.cabecera] : []) + siguiente(seguido: cabecera)
  }

  /// The field at `k` (`seguido`: right after the previous one was answered), or the end of
  /// the questions.
  private mutating func siguiente(seguido: Bool = false) -> [Efecto] {
    k < pasos.count ? preguntar(seguido: seguido) : terminar()
  }

  /// Asks the field at `k`: right under the previous field's line (`seguido`), in its own
  /// line's place (`sobreLaAnterior`), or on a row of its own below whatever was said.
  private mutating func preguntar(seguido: Bool = false) -> [Efecto] {
    espera = .respuesta
    if seguido {
      bajoElAnterior.insert(pasos[k])
    } else if !sobreLaAnterior {
      bajoElAnterior.remove(pasos[k])
    }
    return [.preguntar(pasos[k])]
  }

  /// What is right above the field asked on the screen, top first: the header (`true`: the
  /// first field is right under it, and it was written knowing the team, so that it reads as it
  /// did but for a change), and the fields answered just before, each right under the previous
  /// one (`bajoElAnterior`).
  public var encima: (cabecera: Bool, campos: [Campo]) {
    guard k < pasos.count else { return (false, []) }
    var desde = k
    while desde > 0, bajoElAnterior.contains(pasos[desde]) { desde -= 1 }
    let cabecera = desde == 0 && pasos[0] != .equipo && bajoElAnterior.contains(pasos[0])
    return (cabecera, Array(pasos[desde..<k]))
  }

  /// Marks that the question was asked: the next one is asked on a row of its own.
  public mutating func preguntado() {
    sobreLaAnterior = false
    yaEscrito = ""
  }

  private mutating func tras(_ respuesta: Respuesta, linea: Int) -> [Efecto] {
    let campo = pasos[k]
    var texto: String
    switch respuesta {
    case .texto(let t):
      texto = t
    case .noValida, .demasiadoLarga:
      let error = EstadoDelAsistente.error(deLinea: respuesta, en: campo)
      if !interactivo { return fin(.respuestasNoValidas([fallo(.linea(linea), error, campo)])) }
      return preguntar()
    case .anterior(let t):
      if campo == .equipo { textoDeEquipo = t } else { formulario.escribir(t, en: campo) }
      if k > 0 {
        // Back up to the previous field's line when it is right above this one (the reader
        // takes this line off the screen).
        sobreLaAnterior = bajoElAnterior.contains(campo)
        k -= 1
      }
      return preguntar()
    case .fin where !interactivo:
      texto = ""
    case .fin, .cancelado:
      var conLoEscrito = formulario
      // A team chosen counts as typed, unless it is the one offered (accepting an offer
      // changes nothing).
      var equipoEscrito =
        campo != .equipo && pasos.first == .equipo
        && equipo.map { $0.nombre != peticion.equipoSugerido } == true
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
      // A conflict shown under the field, settled by this Enter: what it holds is saved.
      if case .conflicto(_, let suyo, _, _)? = conflictos.removeValue(forKey: campo) {
        formulario.resolver(campo, con: suyo)
      }
      let escrito = texto
      texto = leido(texto, en: campo)
      formulario.escribir(texto, en: campo)
      // The live form saw the team go: the answer kept, the team asked now, not at the save.
      if let perdido = equipoPerdido { return devolver(.equipo, perdido, respondidos: k + 1) }
      if let (anterior, error) = anteriorQueYaNoVale() {
        // This answer is kept for when the form comes back to its field (`leido`).
        origenes[campo] = origen
        return devolver(anterior, error)
      }
      return validado(texto, origen: origen, error: error(de: escrito, en: campo))
    }
    if let sugerido = peticion.equipoSugerido, case .failure = Reglas.equipo(texto) {
      texto = sugerido
    }
    textoDeEquipo = texto
    if let error = errorDeEquipo(texto, buscado: { _ in nil }) {
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
      equipo = encontrado
      textoDeEquipo = encontrado.nombre
      return validado(texto, origen: origen, error: nil)
    case .failure(.equipoDesconocido):
      return validado(
        texto, origen: origen, error: errorDeEquipo(texto, buscado: { _ in resultado }))
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
    let campo = pasos[k]
    if let error {
      formulario.mostrar(campo)
      if interactivo { return preguntar() }
      guard peticion.soloComprobar else {
        return fin(.respuestasNoValidas([fallo(origen, error, campo)]))
      }
      fallos.append(fallo(origen, error, campo))
      k += 1
      return siguiente()
    }
    origenes[campo] = origen
    k += 1
    var seguido = true
    if campo == .equipo, let reanudacion {
      self.reanudacion = nil
      seguido = reanudacion <= k
      k = max(k, reanudacion)
    }
    guard let historial = EstadoDelAsistente.historial(de: campo), !texto.isEmpty else {
      return siguiente(seguido: seguido)
    }
    return [.recordar(texto, historial)] + siguiente(seguido: seguido)
  }

  /// Every field answered: the checks of the whole input, then the save.
  private mutating func terminar() -> [Efecto] {
    if !fallos.isEmpty { return fin(.respuestasNoValidas(fallos)) }
    if sinEntradaSobrante, !interactivo,
      origenes.values.contains(where: { if case .linea = $0 { true } else { false } })
    {
      espera = .sobrante
      return [.sobrante]
    }
    return guardar()
  }

  private mutating func guardar() -> [Efecto] {
    guard let elegido = equipo else { return fin(.respuestasNoValidas([])) }
    guard let jugador = formulario.jugador(en: elegido) else {
      // The live form brought the league as it is now, and a field answered before no longer
      // holds: it goes back, as when the save finds it so.
      for campo in [Campo.nombre, .dorsal] {
        if let error = formulario.error(de: campo, en: elegido) { return devolver(campo, error) }
      }
      return fin(.respuestasNoValidas([]))
    }
    if peticion.soloComprobar { return fin(.comprobado(jugador, equipo: elegido.nombre)) }
    espera = .guardado
    if case .traspaso(let leido, let desde, let visto) = peticion.modo {
      return [
        .guardar(
          .traspasar(
            jugador: leido.nombre, equipo: desde, destino: elegido.nombre,
            dorsal: jugador.dorsal.map(DorsalDeTraspaso.otro) ?? .ninguno, visto: visto))
      ]
    }
    guard let original = formulario.original else {
      return [.guardar(.anadir(jugador, equipo: elegido.nombre))]
    }
    guard formulario.cambiado else { return fin(.sinCambios) }
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
    return [.guardar(.editar(jugador: original, equipo: elegido.nombre, a: pedido))]
  }

  private mutating func guardado(_ resultado: Result<Resultado, ErrorDeLiga>, ahora: Equipo?)
    -> [Efecto]
  {
    let error: ErrorDeLiga
    switch resultado {
    case .success(.hecho(let entrada)): return fin(.guardado(entrada.cambio))
    case .success(.sinCambios): return fin(.sinCambios)
    case .failure(let e): error = e
    }
    // Someone else changed the league meanwhile: the field that no longer holds goes back.
    switch error {
    case .equipo(.nombreRepetido):
      if let ahora { equipo = ahora }
      return devolver(.nombre, .nombre(.repetido))
    case .equipo(.dorsalRepetido):
      let libres = formulario.contra(ahora)?.dorsalesLibres ?? []
      if let ahora { equipo = ahora }
      return devolver(.dorsal, .dorsal(.repetido, libres: libres))
    case .conflicto(let conflicto)
    where conflicto.actual == nil && interactivo && !pasos.isEmpty && formulario.original != nil
      && !peticion.modo.esTraspaso:
      // Another clerk removed the player meanwhile: add them back with these answers? (Not an
      // edit by options, which asks nothing.)
      if let ahora { equipo = ahora }
      return anadirDeNuevo(conflicto, respuesta: nil, linea: 0)
    case .conflicto(let conflicto)
    where interactivo && formulario.original != nil && !peticion.modo.esTraspaso:
      // Someone else changed a field this edit changed too: back to it, showing their value
      // and the clerk's; nothing is saved until the clerk chooses (the next Enter there).
      guard let suyo = conflicto.actual, let tuyo = conflicto.pedido,
        let primero = conflicto.campos.first, pasos.contains(primero)
      else { return fin(.liga(error)) }
      _ = formulario.seguir(suyo)
      if let ahora { equipo = ahora }
      for campo in conflicto.campos {
        conflictos[campo] = .conflicto(campo, suyo: suyo, tuyo: tuyo, por: conflicto.por)
        formulario.mostrar(campo)
      }
      // Plain prompts say it once, above the field asked again; the line editor under it.
      return (editaLineas ? [] : [.aviso(error)])
        + devolver(primero, conflictos[primero] ?? .nombre(.repetido))
    case .equipoDesconocido(let nombre, let sugerencia):
      // A transfer's origin is not a field of the form: its refusal is the command's.
      if case .traspaso(_, let desde, _) = peticion.modo, nombre == desde {
        return fin(.liga(error))
      }
      if let ahora { equipo = ahora }
      return devolver(.equipo, .equipoDesconocido(nombre, sugerencia: sugerencia))
    case _ where interactivo && [.ocupado, .noDisponible].contains(error.transitorio):
      // Another change held what this one needs for the whole wait, or the server went away,
      // whenever it did: the answers are kept, the message says whether anything was saved,
      // and the person may try again (a COMMIT left unanswered is asked about first, so
      // nothing is applied twice).
      espera = .reintentoDeGuardado(error)
      return [.aviso(error), .reintentar]
    case _ where error.transitorio == .interrumpido:
      // Ctrl-C while the save waited (for the lock, for the server): the wait is over, not the
      // form; the message says whether anything was saved.
      return alFormulario().map { [.aviso(error)] + $0 } ?? fin(.liga(error))
    default:
      return fin(.liga(error))
    }
  }

  /// The player being edited is gone (another clerk removed them, `conflicto`): said with who
  /// and when, then the question whether to add them back with the form's answers; the answer
  /// Enter gave (`nil`: the save's) is taken once they say yes.
  private mutating func anadirDeNuevo(_ conflicto: Conflicto, respuesta: Respuesta?, linea: Int)
    -> [Efecto]
  {
    quitado = conflicto
    espera = .anadirDeNuevo(respuesta, linea: linea)
    return [.aviso(.conflicto(conflicto)), .anadirDeNuevo]
  }

  /// The save given up by the person (Ctrl-C while it waited, «no» to trying again): back to
  /// the last field, on a row of its own, every answer kept; leaving is then the form's own
  /// Ctrl-C. `nil` where no person is asked anything (options only, a pipe).
  private mutating func alFormulario() -> [Efecto]? {
    guard interactivo, !pasos.isEmpty else { return nil }
    k = pasos.count - 1
    sobreLaAnterior = false
    return preguntar()
  }

  /// What an answer to a player's field stands for. On a line that did not start from the
  /// field's value (a pipe, plain prompts: `editaLineas` false), an empty line keeps the value
  /// the field holds, and `-` as the number removes it: the value answered or given before
  /// (a field asked again after the save or Enter sent the form back), else the player's;
  /// a new player's field asked the first time has none. On the line editor's, the line is
  /// the value.
  public func leido(_ texto: String, en campo: Campo) -> String {
    guard !editaLineas else { return texto }
    let valor: String
    if origenes[campo] != nil {
      valor = campo == .nombre ? formulario.nombre : formulario.dorsal
    } else if let actual = formulario.actual {
      valor = campo == .nombre ? actual.nombre : actual.dorsal.map(String.init) ?? ""
    } else {
      return texto
    }
    if texto.isEmpty { return valor }
    if campo == .dorsal, NombreDeJugador.limpiar(texto) == "-" { return "" }
    return texto
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
      let quien = equipo?.jugador(llamado: leido.nombre)?.nombre ?? leido.nombre
      return fin(.liga(.equipo(.nombreRepetido(quien))))
    }
    let opcion = campo == .nombre ? "--nombre" : campo == .dorsal ? "--dorsal" : "EQUIPO"
    let devuelto = fallo(origenes[campo] ?? .opcion(opcion), error, campo)
    var respondidos = respondidos ?? pasos.count
    if campo == .equipo, interactivo, !pasos.isEmpty, !pasos.contains(.equipo) {
      pasos.insert(.equipo, at: 0)
      respondidos += 1
    }
    guard interactivo, let vuelta = pasos.firstIndex(of: campo) else {
      return fin(.respuestasNoValidas([devuelto]))
    }
    formulario.mostrar(campo)
    if campo == .equipo {
      textoDeEquipo = equipo?.nombre ?? textoDeEquipo
      equipo = nil
      equipoPerdido = nil
      reanudacion = respondidos
    }
    sobreLaAnterior = vuelta == pasos.count - 1
    k = vuelta
    return preguntar()
  }

  // MARK: The live form

  /// The field being asked, if any (none once the questions are over).
  public var campoPreguntado: Campo? { pasos.indices.contains(k) ? pasos[k] : nil }

  /// The focused field's check for this text (another text than the one checked: none yet).
  public func disponibilidad(_ texto: String) -> Disponibilidad {
    comprobacion.texto == texto ? comprobacion.estado : .sinComprobar
  }

  /// Whether the text is worth a check against the league as it is now: a player's field
  /// whose text the rules accept against the roster the form has (what they refuse is said
  /// at Enter, as always; an empty number has nothing to check).
  public func debeComprobar(_ texto: String) -> Bool {
    guard espera == .respuesta, let campo = campoPreguntado,
      campo != .equipo, equipo != nil, !NombreDeJugador.limpiar(texto).isEmpty
    else { return false }
    var copia = formulario
    copia.escribir(texto, en: campo)
    return copia.error(de: campo, en: equipo) == nil
  }

  /// The player who took a value of the form since it read the roster (another clerk, a
  /// moment ago), and which field's, if any: the name answered before comes first (another
  /// clerk entered this very player: the number no longer matters), else the focused field's
  /// text. The line editor shows it while the text is typed.
  public func tomadoPorOtro(_ texto: String) -> (jugador: Jugador, campo: Campo)? {
    guard let campo = campoPreguntado, let ahora = formulario.contra(equipo) else { return nil }
    let antes = formulario.contra(conocido)
    switch campo {
    case .equipo:
      return nil
    case .nombre:
      return EstadoDelAsistente.entrado(texto, antes: antes, ahora: ahora).map { ($0, .nombre) }
    case .dorsal:
      if let otro = conElNombreRespondido(antes: antes, ahora: ahora) { return (otro, .nombre) }
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

  /// Who another clerk entered between `antes` and `ahora` under the name this form answered
  /// before the focused field (at the Dorsal field, after Nombre), if anyone.
  private func conElNombreRespondido(antes: Equipo?, ahora: Equipo) -> Jugador? {
    guard pasos.prefix(k).contains(.nombre) else { return nil }
    return EstadoDelAsistente.entrado(formulario.nombre, antes: antes, ahora: ahora)
  }

  /// The first field answered and accepted before the focused one that no longer holds
  /// against the league as it is now (another clerk took its value since), with its error:
  /// Enter goes back there before saying the focused field's own, as the save would. (A field
  /// refused and passed over, `--comprobar` from a pipe, is already among the errors.)
  public func anteriorQueYaNoVale() -> (campo: Campo, error: ErrorDeCampo)? {
    let contra = equipoPerdido == nil ? equipo : nil
    for campo in pasos.prefix(k) where campo != .equipo && origenes[campo] != nil {
      if let error = formulario.error(de: campo, en: contra) { return (campo, error) }
    }
    return nil
  }

  /// The roster as it is now, the one the form read still what it knew.
  private mutating func alDia(_ ahora: Equipo) {
    let antes = conocido
    equipo = ahora
    conocido = antes
  }

  /// Who took a number (or a name) the focused field may give, from one roster to the next.
  private func tomados(de antes: Equipo, a ahora: Equipo) -> [Aviso] {
    guard let campo = campoPreguntado, let viejo = formulario.contra(antes),
      let nuevo = formulario.contra(ahora)
    else { return [] }
    return nuevo.jugadores.compactMap { jugador in
      switch campo {
      case .equipo: return nil
      case .nombre:
        return viejo.jugador(llamado: jugador.nombre) == nil ? .tomado(jugador, campo) : nil
      case .dorsal:
        // Another clerk entered the name answered before: that is the news, not the number.
        if conElNombreRespondido(antes: viejo, ahora: nuevo) == jugador {
          return .tomado(jugador, .nombre)
        }
        guard let dorsal = jugador.dorsal, viejo.jugador(conDorsal: dorsal) == nil else {
          return nil
        }
        return .tomado(jugador, campo)
      }
    }
  }

  private mutating func fin(_ resultado: ResultadoDelFormulario) -> [Efecto] {
    espera = .fin
    return [.fin(resultado)]
  }

  private func fallo(_ origen: Origen, _ error: ErrorDeCampo, _ campo: Campo = .equipo) -> Fallo {
    Fallo(origen: origen, campo: campo, error: error)
  }
}
