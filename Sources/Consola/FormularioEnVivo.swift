// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LineaDeEdicion
import LlamadasAlSistema
import Textos
import Torneo

/// The live form: follows the league while a field is answered and tells the wizard's state
/// machine what it learns, as events (`EstadoDelAsistente.Evento`: `.liga`, `.equipoPerdido`,
/// `.comprobacion`…), through the wizard's driver; every notice the machine gives back is said.
/// The league's changes come from a `Vigia`; after a pause in typing (`pausa`) a check of the
/// typed text against the league as it is now starts (`Liga.consultar`), shows `comprobando…`
/// only past `umbral`, is given up past `limite`, and is dropped silently by the next key.
/// Nothing is timed while nothing is pending. Whatever fails (the Vigia, a read, a check)
/// turns the live view off, said once, and the form goes on with what it had; but for what
/// is only «not now» (`porAhora`).
final class FormularioEnVivo: EnVivo {
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
  /// The machine as it is now (read only: what to check, what a field shows).
  private let estado: () -> EstadoDelAsistente
  /// The driver's: gives the machine an event and returns the notices it gives back, as lines.
  private let recibir: (EstadoDelAsistente.Evento) -> [String]
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
  init(
    liga: any Liga, catalogo: any Catalogo, version: Int?,
    estado: @escaping () -> EstadoDelAsistente,
    recibir: @escaping (EstadoDelAsistente.Evento) -> [String]
  ) {
    self.liga = liga
    self.catalogo = catalogo
    self.version = version
    self.estado = estado
    self.recibir = recibir
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

  func escrito(_ texto: String) {
    dejarConsulta()
    let cuenta = !apagado && texto != textoInicial && estado().lectura.debeComprobar(texto)
    pausaHasta = cuenta ? CtrlCRetenido.ahora() + Self.pausa : nil
  }

  func atender(_ texto: String) -> Bool {
    var cambio = false
    do throws(ErrorDeLiga) {
      if let vigia, try vigia.atender(), let nombre = estado().lectura.equipo?.nombre {
        releyendo?.cancelar()
        releyendo = try liga.consultar(equipo: nombre)
      }
      if let releyendo, let ahora = try releyendo.respuesta() {
        self.releyendo = nil
        releido(ahora)
        cambio = true
      }
    } catch {
      releyendo = nil
      if case .equipoDesconocido(let nombre, let sugerencia) = error {
        if let renombrado = renombrado() {
          contar(.equipoRenombrado(renombrado))
        } else {
          contar(.equipoPerdido(nombre, sugerencia: sugerencia))
        }
        cambio = true
      }
      if !Self.porAhora(error) {
        apagar()
        return true
      }
    }
    let ahora = CtrlCRetenido.ahora()
    if let hasta = pausaHasta, ahora >= hasta {
      pausaHasta = nil
      comprobar(texto, ahora: ahora)
    }
    guard let consulta else { return cambio || apagado }
    do throws(ErrorDeLiga) {
      guard let equipo = try consulta.respuesta() else {
        if ahora >= desde + Self.limite {
          dejarConsulta()
          // The seed's `error` state: nothing is shown; Enter saves as always.
          let agotada = FalloDeAlmacen.tiempoAgotado(
            segundos: Int(Self.limite), cambio: .noGuardado)
          contar(.comprobacion(consultado, .failure(.almacen(agotada))))
          return true
        }
        if comprobandoVisible || ahora < desde + Self.umbral { return cambio }
        comprobandoVisible = true
        return true
      }
      self.consulta = nil
      contar(.comprobacion(consultado, .success(equipo)))
    } catch {
      self.consulta = nil
      contar(.comprobacion(consultado, .failure(error)))
      if !Self.porAhora(error) { apagar() }
    }
    return true
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

  func estado(_ texto: String) -> String? {
    VistaDelFormulario(catalogo: catalogo).debajo(
      estado(), texto: texto, apagado: apagadoEnEstaPregunta,
      comprobandoVisible: comprobandoVisible)
  }

  func avisos() -> [String] {
    defer { pendientes = [] }
    return pendientes
  }

  /// A notice to say, as one line (which plain prompts print before asking again).
  func decir(_ aviso: String) { pendientes.append(aviso) }

  /// An event to the machine, and every notice it gives back said.
  private func contar(_ evento: EstadoDelAsistente.Evento) {
    pendientes += recibir(evento)
  }

  /// The team as it is now, after the league changed; in an edit, the player being edited as
  /// they are now too, when they changed: followed through the journal from what the form
  /// opened on (a rename keeps them the same player), with the change that did it.
  private func releido(_ ahora: Equipo) {
    // The player first, so that the roster's news do not take them for someone else.
    switch seguido(en: ahora) {
    case (let jugador?, let por)?: contar(.seguido(jugador, por: por))
    case (nil, let por)?: contar(.quitado(por: por))
    case nil: break
    }
    contar(.liga(ahora))
  }

  /// The player being edited in the team as it is now, when they changed, with the change
  /// that did it; `nil` as the player when that change removed them.
  private func seguido(en ahora: Equipo) -> (Jugador?, EntradaDeDiario?)? {
    guard let actual = estado().formulario.actual, ahora.jugador(llamado: actual.nombre) != actual,
      let rastro = rastro(desde: ahora.nombre)
    else { return nil }
    guard rastro.presente else { return (nil, rastro.por) }
    guard NombreDeJugador.clave(rastro.equipo) == NombreDeJugador.clave(ahora.nombre),
      let jugador = ahora.jugador(llamado: rastro.nombre)
    else { return nil }
    return (jugador, rastro.por)
  }

  /// The team of the player being edited as another clerk renamed it (the journal says so), read
  /// now; `nil` for a team removed, or when this is no edit.
  private func renombrado() -> Equipo? {
    guard let equipo = estado().lectura.equipo, let rastro = rastro(desde: equipo.nombre),
      rastro.presente, rastro.equipo != equipo.nombre
    else { return nil }
    return try? liga.equipo(llamado: rastro.equipo)
  }

  /// Where the player being edited (`equipo` their team when the form read them) is now, by the
  /// journal since the form's version (`Rastro`); `nil` when this is no edit or the journal
  /// cannot be read.
  private func rastro(desde equipo: String) -> Rastro? {
    let estado = self.estado()
    guard let version, let visto = estado.formulario.original, !estado.peticion.modo.esTraspaso,
      let entradas = try? liga.cambios(desde: version)
    else { return nil }
    return Rastro.de(visto.nombre, en: equipo, tras: entradas)
  }

  func reemplazo(_ texto: String) -> String? {
    let estado = self.estado()
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

  private func comprobar(_ texto: String, ahora: Double) {
    guard let nombre = estado().lectura.equipo?.nombre else { return }
    do throws(ErrorDeLiga) {
      consulta = try liga.consultar(equipo: nombre)
    } catch {
      apagar()
      return
    }
    consultado = texto
    desde = ahora
    comprobandoVisible = false
    contar(.comprobacion(texto, nil))
  }

  private func dejarConsulta() {
    consulta?.cancelar()
    consulta = nil
    comprobandoVisible = false
  }

  /// The live view off, said once.
  private func apagar() {
    cerrar()
    guard !apagado else { return }
    apagado = true
    apagadoEnEstaPregunta = true
    pendientes.append(catalogo.texto(.vistaEnVivoApagada))
  }
}
