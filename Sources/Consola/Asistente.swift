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

  /// Runs the form to the end: the one loop of the form. It holds the state, gives it every
  /// event (the answers, the league's, the live form's), runs the effects, and asks each
  /// question by waiting on the reader (`preguntar`).
  public func ejecutar(_ peticion: PeticionDeFormulario) -> ResultadoDelFormulario {
    var estado = EstadoDelAsistente(
      peticion, interactivo: lector.esInteractivo, editaLineas: lector.editaLineas,
      sinEntradaSobrante: sinEntradaSobrante)
    var efectos = estado.empezar()
    // The live form, once a person is asked something.
    var vivo: FormularioEnVivo?
    defer { vivo?.cerrar() }
    // What an edit was made on (read before the player is): its save names it, and the live
    // form follows the player from it (`Rastro`).
    var version: Int?
    while true {
      var evento: EstadoDelAsistente.Evento?
      for efecto in efectos {
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
          if let aviso = vista.aviso(efecto, estado) { vivo?.decir(aviso) }
        case .preguntar(let campo):
          if vivo == nil, estado.interactivo {
            vivo = FormularioEnVivo(liga: liga, catalogo: catalogo, version: version)
          }
          let respuesta = preguntar(campo, &estado, vivo)
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
      efectos = estado.tras(evento)
    }
  }

  /// Asks `campo` until it is answered. The reader waits — for keys, and for the live form's
  /// descriptors and deadline — and says what came; what the live form learns goes to the
  /// state here, and the question as the state now has it goes back to the reader, as values.
  private func preguntar(
    _ campo: Campo, _ estado: inout EstadoDelAsistente, _ vivo: FormularioEnVivo?
  ) -> Respuesta {
    let preguntas = estado.preguntas
    estado.preguntado()
    var pregunta = self.pregunta(campo, estado)
    pregunta.sobreLaAnterior = preguntas.sobreLaAnterior
    pregunta.escrito = preguntas.yaEscrito
    vivo?.preguntar(desde: pregunta.textoInicial)
    pregunta.debajo = vivo?.debajo(estado)
    pregunta.avisos = vivo?.avisos() ?? []
    defer { vivo?.respondido() }
    lector.empezar(pregunta)
    // The text the live form last saw.
    var visto = pregunta.textoInicial
    while true {
      switch lector.esperar(vivo?.descriptores ?? [], plazo: vivo?.plazo) {
      case .respuesta(let respuesta): return respuesta
      case .escrito(let texto):
        if texto != visto, let vivo {
          visto = texto
          vivo.escrito(texto, debeComprobar: estado.lectura.debeComprobar(texto))
        }
        lector.mostrar(Muestra(debajo: vivo?.debajo(estado)))
      case .despierto(let texto):
        guard let vivo else { continue }
        let cambio = atender(vivo, texto, &estado)
        let reemplazo = cambio && lector.editaLineas ? vivo.reemplazo(texto, estado) : nil
        if let reemplazo { visto = reemplazo }
        lector.mostrar(
          Muestra(
            pregunta: self.pregunta(campo, estado), reemplazo: reemplazo,
            debajo: vivo.debajo(estado), avisos: vivo.avisos(), redibujar: cambio))
      }
    }
  }

  /// What the live form's descriptors or deadline brought, given to the state: the league's
  /// side first, its events taken, then the check's on the state they left. Whether what the
  /// question shows changed.
  private func atender(
    _ vivo: FormularioEnVivo, _ texto: String, _ estado: inout EstadoDelAsistente
  ) -> Bool {
    let deLaLiga = vivo.atenderLiga(estado)
    contar(deLaLiga, vivo, &estado)
    if deLaLiga.acabado { return true }
    let comprobacion = vivo.atenderComprobacion(
      texto, equipo: estado.lectura.equipo?.nombre, cambio: deLaLiga.cambio)
    contar(comprobacion, vivo, &estado)
    return comprobacion.cambio
  }

  /// Each event to the state, and every notice it gives back said; then the live view's
  /// going off, if it did.
  private func contar(
    _ atendido: FormularioEnVivo.Atendido, _ vivo: FormularioEnVivo,
    _ estado: inout EstadoDelAsistente
  ) {
    for evento in atendido.eventos {
      for aviso in estado.tras(evento).compactMap({ vista.aviso($0, estado) }) {
        vivo.decir(aviso)
      }
    }
    if let aviso = atendido.apagado { vivo.decir(aviso) }
  }

  /// The focused field as a question, as the state `estado` has it: its prompt, its text, its
  /// error and history, the lines above it. Made again when the state changes while it is
  /// asked (`preguntar`): its closures read the value they were made with.
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
