import Formulario
import Textos
import Torneo

/// What the command line already gave the form; it asks only for the rest.
public struct PeticionDeFormulario: Equatable, Sendable {
  /// A new player, or the player of that name being edited.
  public enum Modo: Equatable, Sendable {
    case alta
    case edicion(jugador: String)
    /// `jugador` (with the number asked for) moving from the team `desde` to `equipo`: only
    /// the Dorsal field, its error shown, and the save is the transfer.
    case traspaso(jugador: Jugador, desde: String)

    var esTraspaso: Bool { if case .traspaso = self { true } else { false } }
  }

  public var modo: Modo
  public var equipo: String?
  public var nombre: String?
  public var dorsal: String?
  /// `--sin-dorsal`: the edited player loses its number.
  public var sinDorsal: Bool
  /// Validate everything, write nothing.
  public var soloComprobar: Bool
  /// The team offered when none is given (the last one named in the interactive mode): an
  /// empty answer to «Equipo [Rayo FC]:» takes it.
  public var equipoSugerido: String?

  public init(
    modo: Modo = .alta, equipo: String? = nil, nombre: String? = nil, dorsal: String? = nil,
    sinDorsal: Bool = false, soloComprobar: Bool = false
  ) {
    self.modo = modo
    self.equipo = equipo
    self.nombre = nombre
    self.dorsal = dorsal
    self.sinDorsal = sinDorsal
    self.soloComprobar = soloComprobar
  }
}

/// Where an answer came from, for error messages: a line of input or an option.
public enum Origen: Equatable, Sendable {
  case linea(Int)
  case opcion(String)
}

/// One invalid answer: where it came from, its field, what is wrong.
public struct Fallo: Equatable, Sendable {
  public let origen: Origen
  public let campo: Campo
  public let error: ErrorDeCampo

  public init(origen: Origen, campo: Campo, error: ErrorDeCampo) {
    self.origen = origen
    self.campo = campo
    self.error = error
  }
}

/// How the form ended.
public enum ResultadoDelFormulario: Equatable, Sendable {
  case guardado(Cambio)
  case sinCambios
  case comprobado(Jugador, equipo: String)
  case cancelado
  /// Without a person to ask again: every invalid answer found (the first, for piped answers).
  case respuestasNoValidas([Fallo])
  /// A one-shot command's answers came from a pipe, and input was left after them: this line.
  case entradaSobrante(linea: Int)
  case liga(ErrorDeLiga)
  /// The person was told why the save failed (`ErrorDeLiga`, already on the screen) and
  /// chose not to try again: nothing was saved, and nothing more is to be said.
  case noReintentado(ErrorDeLiga)
}

/// The player form as a conversation: team (unless given), name, number; then save. It keeps
/// no state of its own beyond the form (`FormularioJugador`): it renders the focused field as
/// a question and feeds the answer back.
///
/// With a person answering (`Lector.esInteractivo`), the reader does not accept an invalid
/// answer (the error shows under the field and follows the text); Shift-Tab goes back a field;
/// Ctrl-C or Ctrl-D asks before discarding a change. Otherwise the first invalid answer ends
/// the run. The save re-checks under the league's lock; a field that became invalid meanwhile
/// is asked again with its error (or ends the run).
public final class Asistente {
  private let liga: any Liga
  private let lector: any Lector
  private let pantalla: any Salida
  private let catalogo: any Catalogo
  /// Whether the answers are the whole input (a one-shot command, not the interactive mode,
  /// whose next line is the next command): input left after them refuses the form.
  private let sinEntradaSobrante: Bool

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
  }

  /// The team offered by the request being run.
  private var equipoSugerido: String?

  /// Runs the form to the end.
  public func ejecutar(_ peticion: PeticionDeFormulario) -> ResultadoDelFormulario {
    equipoSugerido = peticion.equipoSugerido
    let interactivo = lector.esInteractivo
    var equipo: Equipo?
    var formulario = FormularioJugador()
    var pasos: [Campo] = [.nombre, .dorsal]
    var origenes: [Campo: Origen] = [:]
    var fallos: [Fallo] = []
    var textoDeEquipo = ""

    if let dado = peticion.equipo {
      switch resolver(dado) {
      case .success(let encontrado): equipo = encontrado
      case .failure(.liga(let error)): return .liga(error)
      case .failure(.campo(let error)):
        return .respuestasNoValidas([Fallo(origen: .opcion("EQUIPO"), campo: .equipo, error: error)]
        )
      }
    } else {
      pasos.insert(.equipo, at: 0)
    }
    if case .edicion(let buscado) = peticion.modo, let equipo {
      do {
        let k = try equipo.posicionDeJugador(llamado: buscado)
        formulario = FormularioJugador(editando: equipo.jugadores[k])
      } catch {
        return .liga(error)
      }
      if peticion.nombre != nil || peticion.dorsal != nil || peticion.sinDorsal { pasos = [] }
    }
    if case .traspaso(let jugador, _) = peticion.modo {
      // Edited from no number, the one asked for typed in: an empty answer is none, at the
      // line editor and at a plain prompt alike.
      formulario = FormularioJugador(editando: Jugador(nombre: jugador.nombre))
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
      if campo == .nombre { formulario.nombre = valor } else { formulario.dorsal = valor }
      origenes[campo] = .opcion(opcion)
      pasos.removeAll { $0 == campo }
      if let error = formulario.error(de: campo, en: equipo) {
        fallos.append(Fallo(origen: .opcion(opcion), campo: campo, error: error))
      }
    }
    if !fallos.isEmpty { return .respuestasNoValidas(fallos) }
    // A transfer's command says above the field what it is.
    if interactivo, !pasos.isEmpty, !peticion.modo.esTraspaso {
      let piezas = catalogo.cabecera(
        jugador: formulario.original.map(catalogo.jugador),
        equipo: equipo.map { visible($0.nombre) }, conAnterior: lector.editaLineas)
      pantalla.escribir(lector.disponer(piezas) + "\n")
      pantalla.vaciar()
    }

    var k = 0
    // The last field sent back by the save is asked again where it was answered.
    var enSuSitio = false
    while true {
      while k < pasos.count {
        let campo = pasos[k]
        formulario.foco = campo
        var siguiente = pregunta(
          campo, formulario: formulario, equipo: equipo, textoDeEquipo: textoDeEquipo,
          anterior: k > 0)
        siguiente.sobreLaAnterior = enSuSitio
        enSuSitio = false
        let respuesta = lector.leer(siguiente)
        var texto: String
        switch respuesta {
        case .texto(let t):
          texto = t
        case .noValida, .demasiadoLarga:
          let error =
            respuesta == .noValida
            ? Asistente.errorDeLineaNoValida(campo) : Asistente.errorDeLineaLarga(campo)
          let fallo = Fallo(origen: .linea(lector.lineasLeidas), campo: campo, error: error)
          if !interactivo { return .respuestasNoValidas([fallo]) }
          continue
        case .anterior(let t):
          if campo == .equipo { textoDeEquipo = t } else { escribir(t, en: campo, &formulario) }
          if k > 0 { k -= 1 }
          continue
        case .fin where !interactivo:
          texto = ""
        case .fin, .cancelado:
          var conLoEscrito = formulario
          // A team chosen counts as typed, unless it is the one offered (accepting an offer
          // changes nothing).
          var equipoEscrito =
            campo != .equipo && pasos.first == .equipo
            && equipo.map { $0.nombre != peticion.equipoSugerido } == true
          if case .cancelado(let t) = respuesta {
            if campo == .equipo {
              equipoEscrito = !NombreDeJugador.limpiar(t).isEmpty
            } else {
              escribir(t, en: campo, &conLoEscrito)
            }
          }
          if !conLoEscrito.cambiado && !equipoEscrito || descartar() { return .cancelado }
          // «No»: back to the same field, with what was typed.
          formulario = conLoEscrito
          if campo == .equipo, case .cancelado(let t) = respuesta { textoDeEquipo = t }
          continue
        }
        if campo != .equipo { texto = leido(texto, en: campo, formulario: formulario) }
        let origen = Origen.linea(respuesta == .fin ? lector.lineasLeidas + 1 : lector.lineasLeidas)
        let error: ErrorDeCampo?
        if campo == .equipo {
          if let sugerido = peticion.equipoSugerido, NombreDeJugador.limpiar(texto).isEmpty {
            texto = sugerido
          }
          textoDeEquipo = texto
          var resuelto = resolver(texto)
          // The team could not be looked up: again, once the person says so.
          while interactivo, case .failure(.liga(let caida)) = resuelto,
            caida.transitorio == .noDisponible
          {
            guard reintentarTras(caida) else { return .noReintentado(caida) }
            resuelto = resolver(texto)
          }
          switch resuelto {
          case .success(let encontrado):
            equipo = encontrado
            textoDeEquipo = encontrado.nombre
            error = nil
          case .failure(.liga(let e)): return .liga(e)
          case .failure(.campo(let e)): error = e
          }
        } else {
          escribir(texto, en: campo, &formulario)
          error = formulario.error(de: campo, en: equipo)
        }
        if let error {
          formulario.mostrar(campo)
          let fallo = Fallo(origen: origen, campo: campo, error: error)
          if interactivo { continue }
          if peticion.soloComprobar {
            fallos.append(fallo)
            k += 1
            continue
          }
          return .respuestasNoValidas([fallo])
        }
        origenes[campo] = origen
        if let historial = Asistente.historial(de: campo), !texto.isEmpty {
          lector.recordar(texto, en: historial)
        }
        k += 1
      }
      if !fallos.isEmpty { return .respuestasNoValidas(fallos) }
      if sinEntradaSobrante, !interactivo,
        origenes.values.contains(where: { if case .linea = $0 { true } else { false } }),
        let linea = lector.lineaSobrante()
      {
        return .entradaSobrante(linea: linea)
      }
      guard let elegido = equipo, let jugador = formulario.jugador(en: elegido) else {
        return .respuestasNoValidas([])
      }
      if peticion.soloComprobar { return .comprobado(jugador, equipo: elegido.nombre) }
      let operacion: Operacion
      if case .traspaso(let leido, let desde) = peticion.modo {
        operacion = .traspasar(
          jugador: leido.nombre, equipo: desde, destino: elegido.nombre,
          dorsal: jugador.dorsal.map(DorsalDeTraspaso.otro) ?? .ninguno)
      } else if let original = formulario.original {
        guard formulario.cambiado else { return .sinCambios }
        operacion = .editar(jugador: original, equipo: elegido.nombre, a: jugador)
      } else {
        operacion = .anadir(jugador, equipo: elegido.nombre)
      }
      let fallo: Fallo
      do {
        switch try liga.aplicar(operacion) {
        case .hecho(let entrada): return .guardado(entrada.cambio)
        case .sinCambios: return .sinCambios
        }
      } catch {
        // Someone else changed the league meanwhile: the field that no longer holds goes back.
        let ahora = Asistente.esCaida(error) ? nil : try? liga.equipo(llamado: elegido.nombre)
        switch error {
        case .equipo(.nombreRepetido):
          fallo = Fallo(
            origen: origenes[.nombre] ?? .opcion("--nombre"), campo: .nombre,
            error: .nombre(.repetido))
        case .equipo(.dorsalRepetido):
          let libres = formulario.contra(ahora)?.dorsalesLibres ?? []
          fallo = Fallo(
            origen: origenes[.dorsal] ?? .opcion("--dorsal"), campo: .dorsal,
            error: .dorsal(.repetido, libres: libres))
        case .equipoDesconocido(let nombre, let sugerencia):
          fallo = Fallo(
            origen: origenes[.equipo] ?? .opcion("EQUIPO"), campo: .equipo,
            error: .equipoDesconocido(nombre, sugerencia: sugerencia))
        case _ where interactivo && error.transitorio == .ocupado:
          // The answers are not lost: the person may wait and try again.
          if reintentar() { continue }
          return .liga(error)
        case _ where interactivo && error.transitorio == .noDisponible:
          // The server went away, whenever it did: the answers are kept, the message says
          // whether anything was saved, and the person may try again once it is back (a
          // COMMIT left unanswered is asked about first, so nothing is applied twice).
          if reintentarTras(error) { continue }
          return .noReintentado(error)
        default:
          return .liga(error)
        }
        if let ahora { equipo = ahora }
      }
      guard interactivo, let vuelta = pasos.firstIndex(of: fallo.campo) else {
        return .respuestasNoValidas([fallo])
      }
      formulario.mostrar(fallo.campo)
      if fallo.campo == .equipo { equipo = nil }
      enSuSitio = vuelta == pasos.count - 1
      k = vuelta
    }
  }

  /// Whether the league went away or the wait was interrupted (no use asking it for the team
  /// again).
  private static func esCaida(_ error: ErrorDeLiga) -> Bool {
    error.transitorio == .noDisponible || error.transitorio == .interrumpido
  }

  private func escribir(_ texto: String, en campo: Campo, _ formulario: inout FormularioJugador) {
    switch campo {
    case .equipo: break
    case .nombre: formulario.nombre = texto
    case .dorsal: formulario.dorsal = texto
    }
  }

  /// What an answer to a player's field stands for. Editing, on a line that did not start
  /// from the value (a pipe, plain prompts: `Lector.editaLineas` is false), an empty line
  /// keeps the player's value and `-` removes the number; on the line editor's, the line is
  /// the value.
  private func leido(_ texto: String, en campo: Campo, formulario: FormularioJugador) -> String {
    guard !lector.editaLineas, let original = formulario.original else { return texto }
    if texto.isEmpty {
      return campo == .nombre ? original.nombre : original.dorsal.map(String.init) ?? ""
    }
    if campo == .dorsal, NombreDeJugador.limpiar(texto) == "-" { return "" }
    return texto
  }

  /// A team named as typed, or why not.
  private func resolver(_ texto: String) -> Result<Equipo, ErrorDeResolucion> {
    let limpio = NombreDeJugador.limpiar(texto)
    if limpio.isEmpty { return .failure(.campo(.equipoVacio)) }
    do {
      return .success(try liga.equipo(llamado: limpio))
    } catch {
      if case .equipoDesconocido(let nombre, let sugerencia) = error {
        return .failure(.campo(.equipoDesconocido(nombre, sugerencia: sugerencia)))
      }
      return .failure(.liga(error))
    }
  }

  private enum ErrorDeResolucion: Error {
    case campo(ErrorDeCampo)
    case liga(ErrorDeLiga)
  }

  static func historial(de campo: Campo) -> Historial? {
    switch campo {
    case .equipo: .equipos
    case .nombre: .nombres
    case .dorsal: .dorsales
    }
  }

  /// A line that is not UTF-8 holds characters no field accepts.
  static func errorDeLineaNoValida(_ campo: Campo) -> ErrorDeCampo {
    switch campo {
    case .equipo: .equipoDesconocido("\u{FFFD}", sugerencia: nil)
    case .nombre: .nombre(.caracteresNoValidos)
    case .dorsal: .dorsal(.noEsNumero, libres: [])
    }
  }

  /// A line too long to hold is too long for any field.
  static func errorDeLineaLarga(_ campo: Campo) -> ErrorDeCampo {
    switch campo {
    case .equipo: .equipoDesconocido("…", sugerencia: nil)
    case .nombre: .nombre(.largo)
    case .dorsal: .dorsal(.fueraDeRango, libres: [])
    }
  }

  /// The focused field as a question: its prompt, its text, its live error and history.
  private func pregunta(
    _ campo: Campo, formulario: FormularioJugador, equipo: Equipo?, textoDeEquipo: String,
    anterior: Bool
  ) -> Pregunta {
    let catalogo = self.catalogo
    let liga = self.liga
    let yaMostrado = formulario.mostrados.contains(campo)
    switch campo {
    case .equipo:
      let sugerido = self.equipoSugerido
      return Pregunta(
        etiqueta: { _ in catalogo.preguntaEquipo(sugerido: sugerido.map(visible)) },
        textoInicial: textoDeEquipo,
        historial: .equipos,
        completar: { Completado(desde: 0, candidatos: liga.candidatos(deEquipo: $0)) },
        anterior: anterior,
        validar: { texto in
          let limpio = NombreDeJugador.limpiar(texto)
          if limpio.isEmpty, sugerido != nil { return nil }
          if limpio.isEmpty {
            return catalogo.enCampo(.equipo, catalogo.mensaje(de: ErrorDeCampo.equipoVacio))
          }
          do throws(ErrorDeLiga) {
            _ = try liga.equipo(llamado: limpio)
            return nil
          } catch {
            // Only a team the league lacks is an error here: a server that does not answer
            // is said at Enter, where the answer is kept and a retry offered.
            guard case .equipoDesconocido = error else { return nil }
          }
          let sugerencia = Sugerencia.masParecido(a: limpio, entre: liga.candidatos(deEquipo: ""))
          return catalogo.enCampo(
            .equipo,
            catalogo.mensaje(de: ErrorDeCampo.equipoDesconocido(limpio, sugerencia: sugerencia)))
        }, errorVisible: yaMostrado)
    case .nombre, .dorsal:
      let leido = self.leido
      let validar: (String) -> String? = { texto in
        var copia = formulario
        let texto = leido(texto, campo, formulario)
        if campo == .nombre { copia.nombre = texto } else { copia.dorsal = texto }
        return copia.error(de: campo, en: equipo).map {
          catalogo.enCampo(campo, catalogo.mensaje(de: $0))
        }
      }
      return Pregunta(
        etiqueta: campo == .nombre
          ? {
            catalogo.preguntaNombre(
              longitud: Reglas.longitud(deNombre: $0),
              maximo: Reglas.maximoNombre)
          } : { _ in catalogo.preguntaDorsal() },
        textoInicial: campo == .nombre ? formulario.nombre : formulario.dorsal,
        historial: Asistente.historial(de: campo), vivo: campo == .nombre, anterior: anterior,
        validar: validar, errorVisible: yaMostrado)
    }
  }

  /// After the server went away: says what happened, and asks whether to try again.
  private func reintentarTras(_ error: ErrorDeLiga) -> Bool {
    pantalla.escribir(lector.ajustar(catalogo.mensaje(de: error)) + "\n")
    pantalla.vaciar()
    return reintentar()
  }

  /// Try to save again? Enter or yes is yes, no is no; any other answer (a name typed
  /// where the question stands) asks again rather than losing the answers.
  private func reintentar() -> Bool {
    let catalogo = self.catalogo
    while true {
      switch lector.leer(Pregunta(etiqueta: { _ in catalogo.preguntaReintentar() })) {
      case .texto(let respuesta):
        if NombreDeJugador.limpiar(respuesta).isEmpty || catalogo.esAfirmativa(respuesta) {
          return true
        }
        if catalogo.esNegativa(respuesta) { return false }
      case .fin, .cancelado: return false
      case .noValida, .demasiadoLarga, .anterior: continue
      }
    }
  }

  /// Whether to leave, once the person confirms.
  private func descartar() -> Bool {
    let catalogo = self.catalogo
    switch lector.leer(Pregunta(etiqueta: { _ in catalogo.preguntaDescartar() })) {
    case .texto(let respuesta): return catalogo.esAfirmativa(respuesta)
    case .fin, .cancelado: return true
    case .noValida, .demasiadoLarga, .anterior: return false
    }
  }
}
