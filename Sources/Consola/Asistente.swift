// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LineaDeEdicion
import Textos
import Torneo

/// The player form as a conversation: team (unless given), name, number; then save. The
/// conversation is a state machine (`EstadoDelAsistente`); this runs it: asks its questions,
/// looks teams up, saves, and feeds each result back.
///
/// With a person answering (`Lector.esInteractivo`), the reader does not accept an invalid
/// answer (the error shows under the field and follows the text); Shift-Tab goes back a field;
/// Ctrl-C, or Ctrl-D on an empty field, asks before discarding a change. Otherwise the first
/// invalid answer ends the run. The save re-checks under the league's lock; a field that became
/// invalid meanwhile is asked again with its error (or ends the run).
public final class Asistente {
  private let liga: any Liga
  private let lector: any Lector
  private let pantalla: any Salida
  private let catalogo: any Catalogo
  /// Whether the answers are the whole input (a one-shot command, not the interactive mode,
  /// whose next line is the next command): input left after them refuses the form.
  private let sinEntradaSobrante: Bool
  /// Where the league is, which the answers' histories are kept by (asked once, when the
  /// first question is: a file's real path takes a system call).
  private lazy var ubicacion = liga.ubicacion
  /// What the form shows of its state.
  private let vista: VistaDelFormulario

  /// - Parameters:
  ///   - pantalla: where the header goes (the terminal, even when standard output is a pipe).
  ///   - sinEntradaSobrante: the answers read from a pipe must be all of it.
  public init(
    liga: any Liga, lector: any Lector, pantalla: any Salida, catalogo: any Catalogo,
    sinEntradaSobrante: Bool = false
  ) {
    self.liga = liga
    self.lector = lector
    self.pantalla = pantalla
    self.catalogo = catalogo
    self.sinEntradaSobrante = sinEntradaSobrante
    vista = VistaDelFormulario(catalogo: catalogo)
  }

  /// Runs the form to the end.
  public func ejecutar(_ peticion: PeticionDeFormulario) -> ResultadoDelFormulario {
    let sesion = Sesion(
      EstadoDelAsistente(
        peticion, interactivo: lector.esInteractivo, editaLineas: lector.editaLineas,
        sinEntradaSobrante: sinEntradaSobrante), vista: vista,
      pregunta: { [unowned self] in self.pregunta($0, $1) })
    var efectos = sesion.empezar()
    defer { sesion.vivo?.cerrar() }
    // What an edit was made on (read before the player is): its save names it, and the live
    // form follows the player from it (`Rastro`).
    var version: Int?
    while true {
      var evento: EstadoDelAsistente.Evento?
      for efecto in efectos {
        let estado = sesion.estado
        switch efecto {
        case .cabecera:
          pantalla.escribir(lector.disponer(vista.cabecera(estado)) + "\n")
          pantalla.vaciar()
        case .recordar(let texto, let tipo):
          lector.recordar(texto, en: Historial(tipo, de: ubicacion))
        case .aviso(let error):
          pantalla.escribir(lector.ajustar(catalogo.texto(.de(error))) + "\n")
          pantalla.vaciar()
        case .tomado, .cambiado, .perdido, .quitado:
          if let aviso = vista.aviso(efecto, estado) { sesion.vivo?.decir(aviso) }
        case .preguntar(let campo):
          if sesion.vivo == nil, estado.interactivo {
            sesion.vivo = FormularioEnVivo(liga: liga, catalogo: catalogo, version: version)
          }
          sesion.preguntado()
          var pregunta = self.pregunta(campo, sesion.estado)
          pregunta.sobreLaAnterior = estado.preguntas.sobreLaAnterior
          pregunta.escrito = estado.preguntas.yaEscrito
          pregunta.enVivo = sesion.vivo.map { _ in sesion }
          sesion.vivo?.preguntar(desde: pregunta.textoInicial)
          sesion.campo = campo
          let respuesta = lector.leer(pregunta)
          sesion.vivo?.respondido()
          evento = .respuesta(respuesta, linea: lector.lineasLeidas)
        case .buscarEquipo(let nombre):
          if version == nil, estado.peticion.modo != .alta { version = try? liga.version() }
          evento = .equipo(Result { () throws(ErrorDeLiga) in try liga.equipo(llamado: nombre) })
        case .guardar(let operacion):
          do {
            evento = .guardado(.success(try liga.aplicar(operacion, desde: version)), ahora: nil)
          } catch {
            // What no longer holds is shown against the roster as it is now (not after the league
            // went away or the wait was interrupted: no use asking it again).
            var ahora: Equipo?
            if ![.noDisponible, .interrumpido].contains(error.transitorio),
              let equipo = estado.lectura.equipo
            {
              ahora = try? liga.equipo(llamado: equipo.nombre)
            }
            evento = .guardado(.failure(error), ahora: ahora)
          }
        case .descartar: evento = .confirmado(descartar())
        case .anadirDeNuevo: evento = .confirmado(anadirDeNuevo())
        case .reintentar: evento = .confirmado(reintentar())
        case .sobrante: evento = .sobrante(lector.lineaSobrante())
        case .fin(let resultado): return resultado
        }
      }
      guard let evento else { return .respuestasNoValidas([]) }
      efectos = sesion.tras(evento)
    }
  }

  /// The focused field as a question, as the state `estado` has it: its prompt, its text, its
  /// error and history, the lines above it. Made again when the state changes while it is
  /// asked (`Sesion.preguntaAhora`): its closures read the value they were made with.
  private func pregunta(_ campo: Campo, _ estado: EstadoDelAsistente) -> Pregunta {
    let catalogo = self.catalogo
    let vista = self.vista
    let liga = self.liga
    let formulario = estado.formulario
    let anterior = estado.preguntas.k > 0
    let yaMostrado = formulario.mostrados.contains(campo)
    switch campo {
    case .equipo:
      return Pregunta(
        etiqueta: { _ in vista.etiqueta(.equipo, estado, texto: "") },
        textoInicial: estado.textoDeEquipo,
        historial: Historial(.equipos, de: ubicacion),
        completar: { Completado(desde: 0, candidatos: liga.candidatos(deEquipo: $0)) },
        anterior: anterior,
        validar: { texto in
          let error = estado.peticion.errorDeEquipo(texto) { limpio in
            Result { () throws(ErrorDeLiga) in try liga.equipo(llamado: limpio) }
          }
          return error.map { catalogo.texto(.enCampo(.equipo, .de($0))) }
        }, errorVisible: yaMostrado, encima: vista.encima(estado))
    case .nombre, .dorsal:
      let lector = self.lector
      let validar: (String) -> String? = { texto in
        estado.lectura.error(de: texto, en: campo).map {
          // Under the text, after «  ✗ ».
          catalogo.texto(.enCampo(campo, .de($0)), columnas: lector.ancho, sangria: 4)
        }
      }
      return Pregunta(
        etiqueta: { vista.etiqueta(campo, estado, texto: $0) },
        textoInicial: campo == .nombre ? formulario.nombre : formulario.dorsal,
        historial: Historial(Historial.Tipo(de: campo), de: ubicacion),
        anterior: anterior,
        validar: validar, errorVisible: yaMostrado, encima: vista.encima(estado))
    }
  }

  /// Try to save again? Enter, yes or Ctrl-D is yes (`Lector.siNo`); no, Ctrl-C or the input
  /// gone is no.
  private func reintentar() -> Bool {
    lector.siNo(catalogo.texto(.preguntaReintentar), porDefecto: true, en: catalogo) ?? false
  }

  /// Whether to add back the player another clerk removed, with the form's answers: only on
  /// yes (`Lector.siNo`); no, Enter, Ctrl-C or the end of input discard them.
  private func anadirDeNuevo() -> Bool {
    lector.siNo(catalogo.texto(.preguntaAnadirDeNuevo), en: catalogo) ?? false
  }

  /// Whether to leave, once the person confirms: yes, or Ctrl-C again. Enter and Ctrl-D take
  /// the question's default, no, so two Ctrl-D in a row never discard answers; input gone for
  /// good (`Lector.entradaAgotada`) leaves, as nothing more can be typed.
  private func descartar() -> Bool {
    lector.siNo(catalogo.texto(.preguntaDescartar), en: catalogo) ?? true
  }
}

/// The form's state while it runs, and the one place it changes: the driver's effects and the
/// live form's events both go to `tras` here. The terminal's loop calls it between keys
/// (`EnVivo`); the live form (`FormularioEnVivo`) is given the state as a value and gives back
/// events, each taken here with the notices it brings.
private final class Sesion: EnVivo {
  private(set) var estado: EstadoDelAsistente
  private let vista: VistaDelFormulario
  /// A field as a question, for a state given as a value.
  private let pregunta: (Campo, EstadoDelAsistente) -> Pregunta
  /// The live form, once a person is asked something.
  var vivo: FormularioEnVivo?
  /// The field being asked.
  var campo: Campo?

  init(
    _ estado: EstadoDelAsistente, vista: VistaDelFormulario,
    pregunta: @escaping (Campo, EstadoDelAsistente) -> Pregunta
  ) {
    self.estado = estado
    self.vista = vista
    self.pregunta = pregunta
  }

  func empezar() -> [EstadoDelAsistente.Efecto] { estado.empezar() }
  func tras(_ evento: EstadoDelAsistente.Evento) -> [EstadoDelAsistente.Efecto] {
    estado.tras(evento)
  }
  func preguntado() { estado.preguntado() }

  var descriptores: [Int32] { vivo?.descriptores ?? [] }
  var plazo: Int32? { vivo?.plazo }

  func escrito(_ texto: String) {
    vivo?.escrito(texto, debeComprobar: estado.lectura.debeComprobar(texto))
  }

  /// The league's side first, its events taken, then the check's on the state they left.
  func atender(_ texto: String) -> Bool {
    guard let vivo else { return false }
    let liga = vivo.atenderLiga(estado)
    contar(liga)
    if liga.acabado { return true }
    let comprobacion = vivo.atenderComprobacion(
      texto, equipo: estado.lectura.equipo?.nombre, cambio: liga.cambio)
    contar(comprobacion)
    return comprobacion.cambio
  }

  /// Each event to the machine, and every notice it gives back said; then the live view's
  /// going off, if it did.
  private func contar(_ atendido: FormularioEnVivo.Atendido) {
    for evento in atendido.eventos {
      for aviso in estado.tras(evento).compactMap({ vista.aviso($0, estado) }) {
        vivo?.decir(aviso)
      }
    }
    if let aviso = atendido.apagado { vivo?.decir(aviso) }
  }

  func estado(_ texto: String) -> String? { vivo?.debajo(texto, estado) }
  func avisos() -> [String] { vivo?.avisos() ?? [] }
  func reemplazo(_ texto: String) -> String? { vivo?.reemplazo(texto, estado) }
  func preguntaAhora() -> Pregunta? { campo.map { pregunta($0, estado) } }
}
