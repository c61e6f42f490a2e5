// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LineaDeEdicion
import LlamadasAlSistema
import Textos
import Torneo

/// The live form: follows the league while a field is answered and says what it learns as
/// the wizard's events (`EstadoDelAsistente.Evento`: `.liga`, `.equipoPerdido`,
/// `.comprobacion`…), which its caller gives the state machine (`Asistente.preguntar`): it is
/// given the state as a value and never changes it.
/// The league's changes come from a `Vigia`; after a pause in typing (`pausa`) a check of the
/// typed text against the league as it is now starts (`Liga.consultar`), shows `comprobando…`
/// only past `umbral`, is given up past `limite`, and is dropped silently by the next key.
/// Nothing is timed while nothing is pending. Whatever fails (the Vigia, a read, a check)
/// turns the live view off, said once, and the form goes on with what it had; but for what
/// is only «not now» (`porAhora`).
final class FormularioEnVivo {
  /// How long typing must pause before the check starts.
  static let pausa = 0.25
  /// How long a check may take before `comprobando…` shows.
  static let umbral = 0.15
  /// How long a check may go unanswered before it is given up (the seed's `error`: the field
  /// shows nothing, Enter still saves, the live view stays on and the next pause checks again).
  static let limite = 5.0
  /// How often a check whose connection waits to write (being opened) is taken on.
  static let tanteo = 0.02

  private let liga: any Liga
  private let catalogo: any Catalogo
  /// The league's version the form was opened on (`Liga.version`): the player being edited is
  /// followed from it through the journal (`Rastro`).
  private let version: Int?
  private var vigia: (any Vigia)?
  /// The team read again after the league changed (a check of its own, so that a store that
  /// keeps what it read answers with the league as it is now).
  private var releyendo: (any Consulta)?
  private var consulta: (any Consulta)?
  /// The text being checked, and when the check started.
  private var consultado = ""
  private var desde = 0.0
  private var comprobandoVisible = false
  /// When the pause in typing ends (a check is due then).
  private var pausaHasta: Double?
  /// The text the question started with: nothing typed, nothing to check.
  private var textoInicial = ""
  private var pendientes: [String] = []
  private(set) var apagado = false
  /// Whether the question being asked shows that the live view went off.
  private var apagadoEnEstaPregunta = false

  /// Starts following the league (a Vigia that cannot start: the live view is off).
  init(liga: any Liga, catalogo: any Catalogo, version: Int?) {
    self.liga = liga
    self.catalogo = catalogo
    self.version = version
    do throws(ErrorDeLiga) {
      vigia = try liga.vigilar()
    } catch {
      apagar()
    }
  }

  /// A new question: its text as it starts.
  func preguntar(desde texto: String) {
    textoInicial = texto
    pausaHasta = nil
    dejarConsulta()
  }

  /// The question was answered: what showed for it goes with it.
  func respondido() { apagadoEnEstaPregunta = false }

  /// The form is over: nothing more is followed.
  func cerrar() {
    dejarConsulta()
    releyendo?.cancelar()
    releyendo = nil
    vigia = nil
    pausaHasta = nil
  }

  var descriptores: [Int32] {
    [vigia?.descriptor, releyendo?.descriptor, consulta?.descriptor].compactMap { $0 }
      .filter { $0 >= 0 }
  }

  var plazo: Int32? {
    let ahora = CtrlCRetenido.ahora()
    var hasta =
      pausaHasta ?? consulta.map { _ in desde + (comprobandoVisible ? Self.limite : Self.umbral) }
    if [releyendo, consulta].contains(where: { $0?.escribiendo == true }) {
      hasta = min(hasta ?? .infinity, ahora + Self.tanteo)
    }
    return hasta.map { Int32(max(0, min(($0 - ahora) * 1000, 60_000)).rounded(.up)) }
  }

  /// The line's text changed (a key): a check in flight is dropped, silently, and the pause
  /// starts again, for a text the state says is to be checked (`debeComprobar`).
  func escrito(_ texto: String, debeComprobar: Bool) {
    dejarConsulta()
    let cuenta = !apagado && texto != textoInicial && debeComprobar
    pausaHasta = cuenta ? CtrlCRetenido.ahora() + Self.pausa : nil
  }

  /// What a descriptor or the time brought: the events for the state machine, whether what
  /// the question shows changed, and whether nothing more is to be attended to now.
  struct Atendido {
    var eventos: [EstadoDelAsistente.Evento] = []
    var cambio = false
    var acabado = false
    /// The notice that the live view went off, said after the events' own.
    var apagado: String?
  }

  /// The league's side, on the state as it is (`estado`): the team read again after a
  /// change, or lost.
  func atenderLiga(_ estado: EstadoDelAsistente) -> Atendido {
    var atendido = Atendido()
    do throws(ErrorDeLiga) {
      if let vigia, try vigia.atender(), let nombre = estado.lectura.equipo?.nombre {
        releyendo?.cancelar()
        releyendo = try liga.consultar(equipo: nombre)
      }
      if let releyendo, let ahora = try releyendo.respuesta() {
        self.releyendo = nil
        atendido.eventos = releido(ahora, estado)
        atendido.cambio = true
      }
    } catch {
      releyendo = nil
      if case .equipoDesconocido(let nombre, let sugerencia) = error {
        if let renombrado = renombrado(estado) {
          atendido.eventos = [.equipoRenombrado(renombrado)]
        } else {
          atendido.eventos = [.equipoPerdido(nombre, sugerencia: sugerencia)]
        }
        atendido.cambio = true
      }
      if !Self.porAhora(error) {
        atendido.apagado = apagar(diferido: true)
        atendido.cambio = true
        atendido.acabado = true
      }
    }
    return atendido
  }

  /// The check's side, once the league's events are taken: a pause that ended starts a check
  /// of `texto` in team `equipo` (the state's, as it is now); a check in flight answers, shows
  /// `comprobando…` past `umbral`, or is given up past `limite`.
  func atenderComprobacion(_ texto: String, equipo: String?, cambio: Bool) -> Atendido {
    var atendido = Atendido(cambio: cambio)
    let ahora = CtrlCRetenido.ahora()
    if let hasta = pausaHasta, ahora >= hasta {
      pausaHasta = nil
      atendido.eventos += comprobar(texto, equipo: equipo, ahora: ahora)
    }
    guard let consulta else {
      atendido.cambio = atendido.cambio || apagado
      return atendido
    }
    atendido.cambio = true
    do throws(ErrorDeLiga) {
      guard let equipo = try consulta.respuesta() else {
        if ahora >= desde + Self.limite {
          dejarConsulta()
          // The seed's `error` state: nothing is shown; Enter saves as always.
          let agotada = FalloDeAlmacen.tiempoAgotado(
            segundos: Int(Self.limite), cambio: .noGuardado)
          atendido.eventos.append(.comprobacion(consultado, .failure(.almacen(agotada))))
          return atendido
        }
        if comprobandoVisible || ahora < desde + Self.umbral {
          atendido.cambio = cambio
          return atendido
        }
        comprobandoVisible = true
        return atendido
      }
      self.consulta = nil
      atendido.eventos.append(.comprobacion(consultado, .success(equipo)))
    } catch {
      self.consulta = nil
      atendido.eventos.append(.comprobacion(consultado, .failure(error)))
      if !Self.porAhora(error) { atendido.apagado = apagar(diferido: true) }
    }
    return atendido
  }

  /// What the league may be for a moment, and the view follows on from: the team renamed or
  /// removed (said under the field; Enter asks the team), a file another program left invalid (its next
  /// change, valid again, is read as any other). Anything else turns the live view off.
  private static func porAhora(_ error: ErrorDeLiga) -> Bool {
    switch error {
    case .equipoDesconocido, .almacen(.noValido): true
    default: false
    }
  }

  /// The line under the text when no error follows it (`Linea.debajo`), for the state as it
  /// is (`estado`) and what shows of the live view now: a value, made again when they change.
  func debajo(_ estado: EstadoDelAsistente) -> (String) -> String? {
    let vista = VistaDelFormulario(catalogo: catalogo)
    let (apagado, comprobandoVisible) = (apagadoEnEstaPregunta, comprobandoVisible)
    return {
      vista.debajo(estado, texto: $0, apagado: apagado, comprobandoVisible: comprobandoVisible)
    }
  }

  /// Lines to say at once (`Muestra.avisos`); taken by the call.
  func avisos() -> [String] {
    defer { pendientes = [] }
    return pendientes
  }

  /// A notice to say, as one line (which plain prompts print before asking again).
  func decir(_ aviso: String) { pendientes.append(aviso) }

  /// The team as it is now, after the league changed; in an edit, the player being edited as
  /// they are now too, when they changed: followed through the journal from what the form
  /// opened on (a rename keeps them the same player), with the change that did it.
  private func releido(_ ahora: Equipo, _ estado: EstadoDelAsistente)
    -> [EstadoDelAsistente.Evento]
  {
    // The player first, so that the roster's news do not take them for someone else.
    switch seguido(en: ahora, estado) {
    case (let jugador?, let por)?: [.seguido(jugador, por: por), .liga(ahora)]
    case (nil, let por)?: [.quitado(por: por), .liga(ahora)]
    case nil: [.liga(ahora)]
    }
  }

  /// The player being edited in the team as it is now, when they changed, with the change
  /// that did it; `nil` as the player when that change removed them.
  private func seguido(en ahora: Equipo, _ estado: EstadoDelAsistente)
    -> (Jugador?, EntradaDeDiario?)?
  {
    guard let actual = estado.formulario.actual, ahora.jugador(llamado: actual.nombre) != actual,
      let rastro = rastro(desde: ahora.nombre, estado)
    else { return nil }
    guard rastro.presente else { return (nil, rastro.por) }
    guard NombreDeJugador.clave(rastro.equipo) == NombreDeJugador.clave(ahora.nombre),
      let jugador = ahora.jugador(llamado: rastro.nombre)
    else { return nil }
    return (jugador, rastro.por)
  }

  /// The team of the player being edited as another clerk renamed it (the journal says so), read
  /// now; `nil` for a team removed, or when this is no edit.
  private func renombrado(_ estado: EstadoDelAsistente) -> Equipo? {
    guard let equipo = estado.lectura.equipo, let rastro = rastro(desde: equipo.nombre, estado),
      rastro.presente, rastro.equipo != equipo.nombre
    else { return nil }
    return try? liga.equipo(llamado: rastro.equipo)
  }

  /// Where the player being edited (`equipo` their team when the form read them) is now, by the
  /// journal since the form's version (`Rastro`); `nil` when this is no edit or the journal
  /// cannot be read.
  private func rastro(desde equipo: String, _ estado: EstadoDelAsistente) -> Rastro? {
    guard let version, let visto = estado.formulario.original, !estado.peticion.modo.esTraspaso,
      let entradas = try? liga.cambios(desde: version)
    else { return nil }
    return Rastro.de(visto.nombre, en: equipo, tras: entradas)
  }

  /// After `atender…`: the text the line should hold instead of `texto`, the clerk's untouched
  /// value that another clerk changed (the edit form's, as the state now has it), or `nil`.
  func reemplazo(_ texto: String, _ estado: EstadoDelAsistente) -> String? {
    guard texto == textoInicial, let campo = estado.lectura.campoPreguntado else { return nil }
    let formulario = estado.formulario
    let ahora: String
    switch campo {
    case .nombre: ahora = formulario.nombre
    case .dorsal: ahora = formulario.dorsal
    case .equipo: return nil
    }
    guard ahora != texto else { return nil }
    textoInicial = ahora
    return ahora
  }

  /// A check of `texto` in team `equipo` started (none without a team; a failure to start
  /// turns the live view off).
  private func comprobar(_ texto: String, equipo: String?, ahora: Double)
    -> [EstadoDelAsistente.Evento]
  {
    guard let equipo else { return [] }
    do throws(ErrorDeLiga) {
      consulta = try liga.consultar(equipo: equipo)
    } catch {
      apagar()
      return []
    }
    consultado = texto
    desde = ahora
    comprobandoVisible = false
    return [.comprobacion(texto, nil)]
  }

  private func dejarConsulta() {
    consulta?.cancelar()
    consulta = nil
    comprobandoVisible = false
  }

  /// The live view off, said once: at once, or after the events of the same attention
  /// (`Atendido.apagado`, which its caller says after theirs).
  @discardableResult
  private func apagar(diferido: Bool = false) -> String? {
    cerrar()
    guard !apagado else { return nil }
    apagado = true
    apagadoEnEstaPregunta = true
    let aviso = catalogo.texto(.vistaEnVivoApagada)
    guard diferido else {
      pendientes.append(aviso)
      return nil
    }
    return aviso
  }
}
