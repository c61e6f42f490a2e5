import Formulario
import Textos
import Torneo

/// What the command line already gave the wizard; it asks only for the rest.
public struct PeticionDeAlta: Equatable, Sendable {
  public var equipo: String?
  public var nombre: String?
  public var dorsal: String?
  /// Validate everything, write nothing.
  public var soloComprobar: Bool

  public init(
    equipo: String? = nil, nombre: String? = nil, dorsal: String? = nil,
    soloComprobar: Bool = false
  ) {
    self.equipo = equipo
    self.nombre = nombre
    self.dorsal = dorsal
    self.soloComprobar = soloComprobar
  }
}

/// Where an answer came from, for error messages: a line of input or an option.
public enum Origen: Equatable, Sendable {
  case linea(Int)
  case opcion(String)
}

/// How the wizard ended.
public enum ResultadoDeAlta: Equatable, Sendable {
  case guardado(Jugador, equipo: String)
  case comprobado(Jugador, equipo: String)
  case cancelado
  /// Without a person to ask again: the first invalid answer ends the run.
  case respuestaNoValida(Origen, Campo, ErrorDeCampo)
  case archivo(ErrorArchivo)
}

/// The «Añadir jugador» form as a conversation: team (unless given), name, number; then save.
///
/// With a person answering (`Lector.esInteractivo`), an invalid answer shows its error under
/// the line and the same field is asked again starting from the rejected text; Ctrl-C or
/// Ctrl-D asks before discarding anything typed. Otherwise the first invalid answer ends the
/// run. The save re-checks under the file's lock; a field that became invalid meanwhile is
/// asked again (or ends the run) with its error.
public final class Asistente {
  private let fuente: any FuenteDeEquipos
  private let lector: any Lector
  private let salida: any Salida
  private let catalogo: any Catalogo
  private let color: Bool

  public init(
    fuente: any FuenteDeEquipos, lector: any Lector, salida: any Salida,
    catalogo: any Catalogo, color: Bool
  ) {
    self.fuente = fuente
    self.lector = lector
    self.salida = salida
    self.catalogo = catalogo
    self.color = color
  }

  /// Runs the form to the end.
  public func ejecutar(_ peticion: PeticionDeAlta) -> ResultadoDeAlta {
    let campos: [Campo] = [.equipo, .nombre, .dorsal]
    var dados: [Campo: String] = [:]
    dados[.equipo] = peticion.equipo
    dados[.nombre] = peticion.nombre
    dados[.dorsal] = peticion.dorsal
    var textos: [Campo: String] = [:]
    var origenes: [Campo: Origen] = [:]
    var pendientes: [Campo: ErrorDeCampo] = [:]
    // What the person typed (not what the options gave): only that is asked about on cancel.
    var tecleados: [Campo: String] = [:]
    var equipo: Equipo?
    var k = 0
    while true {
      while k < campos.count {
        let campo = campos[k]
        let texto: String
        let origen: Origen
        // A line with no usable text (not UTF-8, or too long to hold) is its field's error.
        var sinTexto: ErrorDeCampo?
        if let dado = dados.removeValue(forKey: campo) {
          (texto, origen) = (dado, .opcion(Asistente.opcion(de: campo)))
        } else {
          if let error = pendientes.removeValue(forKey: campo) { mostrar(error) }
          let respuesta = lector.leer(pregunta(campo, desde: textos[campo] ?? "", equipo: equipo))
          switch respuesta {
          case .texto(let t):
            (texto, origen) = (t, .linea(lector.lineasLeidas))
          case .noValida:
            (texto, origen) = ("", .linea(lector.lineasLeidas))
            sinTexto = Asistente.errorDeLineaNoValida(campo)
          case .demasiadoLarga:
            (texto, origen) = ("", .linea(lector.lineasLeidas))
            sinTexto = Asistente.errorDeLineaLarga(campo)
          case .fin where !lector.esInteractivo:
            (texto, origen) = ("", .linea(lector.lineasLeidas + 1))
          case .fin:
            if descartar(escrito: "", tecleados: tecleados) { return .cancelado }
            continue
          case .cancelado(let t):
            if descartar(escrito: t, tecleados: tecleados) { return .cancelado }
            textos[campo] = t
            continue
          case .anterior(let t):
            // Not asked for yet (no question sets `anterior`): the same field again.
            textos[campo] = t
            continue
          }
          tecleados[campo] = texto
        }
        let validacion: Result<Equipo?, ErrorDeCampo>
        do throws(ErrorArchivo) {
          if let sinTexto {
            validacion = .failure(sinTexto)
          } else {
            validacion = try validar(campo, texto, equipo: equipo)
          }
        } catch {
          return .archivo(error)
        }
        switch validacion {
        case .failure(let error):
          guard lector.esInteractivo else { return .respuestaNoValida(origen, campo, error) }
          pendientes[campo] = error
          textos[campo] = texto
        case .success(let encontrado):
          if campo == .equipo { equipo = encontrado }
          textos[campo] = campo == .equipo ? encontrado?.nombre ?? texto : texto
          origenes[campo] = origen
          k += 1
        }
      }
      guard let elegido = equipo else { return .archivo(.noExiste(ruta: "")) }
      let alta = AltaDeJugador(equipo: elegido.nombre, repositorio: fuente)
      alta.formulario.nombre = textos[.nombre] ?? ""
      alta.formulario.dorsal = textos[.dorsal] ?? ""
      if peticion.soloComprobar, let jugador = alta.formulario.jugador(en: elegido) {
        return .comprobado(jugador, equipo: elegido.nombre)
      }
      let fallo: (Campo, ErrorDeCampo)
      do {
        let jugador = try alta.intentarGuardar()
        return .guardado(jugador, equipo: elegido.nombre)
      } catch {
        switch error {
        case .nombre(let e):
          fallo = (.nombre, .nombre(e))
        case .dorsal(let e):
          fallo = (.dorsal, .dorsal(e, libres: alta.plantilla?.dorsalesLibres ?? []))
        case .repositorio(.equipoDesconocido(let nombre, let sugerencia)):
          fallo = (.equipo, .equipoDesconocido(nombre, sugerencia: sugerencia))
        case .repositorio(.archivo(let e)):
          return .archivo(e)
        case .repositorio(.equipo(let e)):
          fallo =
            e.esDeNombre ? (.nombre, .nombre(.repetido)) : (.dorsal, .dorsal(.repetido, libres: []))
        }
      }
      guard lector.esInteractivo else {
        return .respuestaNoValida(
          origenes[fallo.0] ?? .linea(lector.lineasLeidas), fallo.0, fallo.1)
      }
      pendientes[fallo.0] = fallo.1
      k = campos.firstIndex(of: fallo.0) ?? 0
      if fallo.0 == .equipo { equipo = nil }
    }
  }

  /// The option that gives a field on the command line.
  static func opcion(de campo: Campo) -> String {
    switch campo {
    case .equipo: "EQUIPO"
    case .nombre: "--nombre"
    case .dorsal: "--dorsal"
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

  private func validar(_ campo: Campo, _ texto: String, equipo: Equipo?)
    throws(ErrorArchivo) -> Result<Equipo?, ErrorDeCampo>
  {
    switch campo {
    case .equipo:
      let limpio = NombreDeJugador.limpiar(texto)
      if limpio.isEmpty { return .failure(.equipoVacio) }
      guard let encontrado = try fuente.buscarEquipo(limpio) else {
        let sugerencia = Sugerencia.masParecido(a: limpio, entre: fuente.nombresDeEquipos)
        return .failure(.equipoDesconocido(limpio, sugerencia: sugerencia))
      }
      return .success(encontrado)
    case .nombre:
      if let error = FormularioJugador.error(deNombre: texto, en: equipo) {
        return .failure(.nombre(error))
      }
      return .success(equipo)
    case .dorsal:
      if case .failure(let error) = FormularioJugador.dorsal(de: texto, en: equipo) {
        let libres = error == .repetido ? equipo?.dorsalesLibres ?? [] : []
        return .failure(.dorsal(error, libres: libres))
      }
      return .success(equipo)
    }
  }

  private func pregunta(_ campo: Campo, desde texto: String, equipo: Equipo?) -> Pregunta {
    let catalogo = self.catalogo
    switch campo {
    case .equipo:
      let nombres = fuente.nombresDeEquipos
      return Pregunta(
        etiqueta: { _ in catalogo.preguntaEquipo() }, textoInicial: texto, historial: .equipos,
        completar: { Completado(desde: 0, candidatos: Asistente.equipos(nombres, empiezanPor: $0)) }
      )
    case .nombre:
      return Pregunta(
        etiqueta: {
          catalogo.preguntaNombre(
            longitud: FormularioJugador.longitud(deNombre: $0),
            maximo: FormularioJugador.maximoNombre)
        }, textoInicial: texto, historial: .nombres, vivo: true)
    case .dorsal:
      return Pregunta(
        etiqueta: { _ in catalogo.preguntaDorsal() }, textoInicial: texto, historial: .dorsales)
    }
  }

  /// The team names that start with `texto`, ignoring case and spacing, in file order.
  public static func equipos(_ nombres: [String], empiezanPor texto: String) -> [String] {
    let prefijo = NombreDeJugador.clave(texto)
    return nombres.filter { NombreDeJugador.clave($0).hasPrefix(prefijo) }
  }

  /// Whether to leave: at once with nothing typed, else if the person confirms.
  private func descartar(escrito: String, tecleados: [Campo: String]) -> Bool {
    let hayAlgo = !escrito.isEmpty || tecleados.values.contains { !$0.isEmpty }
    guard hayAlgo else { return true }
    let catalogo = self.catalogo
    switch lector.leer(Pregunta(etiqueta: { _ in catalogo.preguntaDescartar() })) {
    case .texto(let respuesta): return catalogo.esAfirmativa(respuesta)
    case .fin, .cancelado: return true
    case .noValida, .demasiadoLarga, .anterior: return false
    }
  }

  private func mostrar(_ error: ErrorDeCampo) {
    let linea = "  ✗ " + catalogo.mensaje(de: error)
    salida.escribir(color ? "\u{1B}[31m" + linea + "\u{1B}[0m\n" : linea + "\n")
    salida.vaciar()
  }
}

extension ErrorEquipo {
  var esDeNombre: Bool {
    if case .nombreRepetido = self { return true }
    return false
  }
}
