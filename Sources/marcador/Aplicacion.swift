import Consola
import Formulario
import LineaDeEdicion
import Textos
import Torneo

/// Runs one command: chooses the file, the reader and the language, and turns every outcome
/// into text and an exit status. Nothing below this knows about exit codes.
final class Aplicacion {
  let entorno: Entorno
  let catalogo: any Catalogo
  let salida: any Salida
  let errores: any Salida
  /// The reader of standard input, made once: it buffers what it read ahead.
  private var lectorDeEntrada: (any Lector)?

  init(entorno: Entorno, salida: any Salida, errores: any Salida) {
    self.entorno = entorno
    self.catalogo = Idioma.delEntorno(entorno.variable).catalogo
    self.salida = salida
    self.errores = errores
  }

  /// The terminal's descriptor for prompts and the wizard's own lines (see
  /// `Entorno.descriptorDePantalla`), found once.
  private lazy var descriptorDePantalla: Int32? = entorno.descriptorDePantalla()

  /// Where the wizard's prompts, errors and header go: standard output at a terminal, the
  /// terminal itself when standard output is a pipe and standard input a terminal
  /// (`marcador anadir | tee log`), else standard output (nobody sees them).
  private(set) lazy var pantalla: any Salida = {
    guard let fd = descriptorDePantalla, fd != 1 else { return salida }
    return SalidaDescriptor(fd: fd)
  }()

  /// The reader for answers: a line editor at a capable terminal, plain prompts at a dumb
  /// or unknown one or in the accessible mode, no prompts from a pipe. Prompts and editing go
  /// to `pantalla`'s terminal.
  func lector() -> any Lector {
    if let lectorDeEntrada { return lectorDeEntrada }
    let salida = self.salida
    let pantalla = self.pantalla
    let nuevo: any Lector =
      if let fd = descriptorDePantalla {
        if !entorno.accesible, entorno.terminalCapaz,
          let editor = LectorDeTerminal(
            carpetaDeHistorial: entorno.carpetaDeHistorial, salida: fd,
            color: entorno.color(en: fd),
            antesDeLeer: {
              salida.vaciar()
              pantalla.vaciar()
            })
        {
          editor
        } else {
          LectorDeLineas(fd: 0, eco: pantalla)
        }
      } else {
        LectorDeLineas(fd: 0)
      }
    lectorDeEntrada = nuevo
    return nuevo
  }

  /// Writes an error line, `marcador: …`, to standard error.
  func fallar(_ mensaje: String) {
    salida.vaciar()
    errores.escribir("marcador: " + mensaje + "\n")
    errores.vaciar()
  }

  func fallar(_ error: ErrorArchivo) -> CodigoDeSalida {
    fallar(catalogo.mensaje(de: error))
    return CodigoDeSalida(error)
  }

  func fallar(_ error: ErrorDeUso, contexto: String = "") -> CodigoDeSalida {
    let mensaje: String =
      switch error {
      case .ordenDesconocida(let orden): catalogo.ordenDesconocida(orden)
      case .opcionDesconocida(let opcion): catalogo.opcionDesconocida(opcion)
      case .faltaValor(let opcion): catalogo.faltaValor(opcion)
      case .sobraArgumento(let argumento): catalogo.sobraArgumento(argumento)
      case .faltaArgumento(let nombre): catalogo.faltaArgumento(nombre)
      }
    fallar(contexto + mensaje + ". " + catalogo.pruebaAyuda())
    return .uso
  }

  /// Runs a parsed command.
  func ejecutar(_ invocacion: Invocacion) -> CodigoDeSalida {
    let archivo = ArchivoTorneo(
      ruta: entorno.rutaDelTorneo(invocacion.torneo), esperaMaxima: entorno.esperaDelCerrojo)
    switch invocacion.orden {
    case .ayuda(let orden):
      salida.escribir(catalogo.ayuda(de: orden))
      return .hecho
    case .version:
      salida.escribir("marcador \(Version.texto)\n")
      return .hecho
    case .iniciar(let ejemplo):
      return iniciar(archivo, ejemplo: ejemplo)
    case .equipos(let json):
      return equipos(archivo, json: json)
    case .plantilla(let equipo, let json):
      return plantilla(archivo, equipo: equipo, json: json)
    case .anadir(let peticion):
      return anadir(archivo, peticion)
    case .completarEquipos(let prefijo, let escapar):
      completarEquipos(archivo, prefijo: prefijo, escapar: escapar)
      return .hecho
    case .completarOrdenes:
      for definicion in DefinicionDeOrden.deUso {
        for nombre in [definicion.nombre] + definicion.alias {
          salida.escribir(nombre + "\t" + catalogo.descripcion(deOrden: definicion.nombre) + "\n")
        }
      }
      return .hecho
    case .completarOpciones(let orden):
      let propias = DefinicionDeOrden.buscar(orden).map { $0.banderas + $0.opciones } ?? []
      let globales =
        DefinicionDeOrden.opcionesGlobales
        + DefinicionDeOrden.banderasGlobales.filter { $0.hasPrefix("--") }
      for opcion in propias + globales {
        salida.escribir(opcion + "\t" + catalogo.descripcion(deOpcion: opcion) + "\n")
      }
      return .hecho
    case .interactivo:
      return Interprete(aplicacion: self, torneo: invocacion.torneo).ejecutar()
    }
  }

  /// The completion entry point: the team names that start with `prefijo` (ignoring case and
  /// spacing), one per line. Prints nothing else and never fails: a missing or broken file
  /// simply has no candidates, and names holding control characters are never offered.
  ///
  /// The names come from a cache in `${XDG_CACHE_HOME:-~/.cache}/marcador` when it matches the
  /// file (see `CacheDeEquipos`), else from reading the file, which refreshes the cache.
  /// `escapar` writes each name as one shell word (`Rayo\ FC`), for bash.
  private func completarEquipos(_ archivo: ArchivoTorneo, prefijo: String, escapar: Bool) {
    let cache = CacheDeEquipos(
      para: archivo.ruta,
      en: entorno.carpetaXDG("XDG_CACHE_HOME", porDefecto: ".cache") + "/marcador")
    var candidatos = cache.candidatos(de: archivo.ruta, prefijo: prefijo)
    if candidatos == nil {
      guard let documento = try? archivo.leer() else { return }
      let ofrecibles = documento.nombresDeEquipos.filter {
        !NombreDeJugador.tieneCaracteresNoValidos($0)
      }
      let pares = ofrecibles.map { (clave: NombreDeJugador.clave($0), nombre: $0) }
      cache.guardar(pares, de: archivo.ruta)
      let buscado = NombreDeJugador.clave(prefijo)
      candidatos = pares.filter { $0.clave.hasPrefix(buscado) }.map(\.nombre)
    }
    for nombre in candidatos ?? [] {
      salida.escribir((escapar ? Aplicacion.palabraDeShell(nombre) : nombre) + "\n")
    }
  }

  /// A name as one shell word: a backslash before every character a shell treats specially.
  static func palabraDeShell(_ nombre: String) -> String {
    var resultado = ""
    for c in nombre {
      if c.isWhitespace || "'\"\\$`&|;<>()[]*?!#~{}=:,".contains(c) { resultado.append("\\") }
      resultado.append(c)
    }
    return resultado
  }

  private func iniciar(_ archivo: ArchivoTorneo, ejemplo: Bool) -> CodigoDeSalida {
    do {
      let texto = ejemplo ? LigaDeEjemplo.texto : LigaDeEjemplo.vacio
      try archivo.crear(con: Array(texto.utf8))
    } catch {
      return fallar(error)
    }
    let equipos = ejemplo ? LigaDeEjemplo.numeroDeEquipos : 0
    salida.escribir(catalogo.creado(visible(archivo.ruta), equipos: equipos) + "\n")
    return .hecho
  }

  private func equipos(_ archivo: ArchivoTorneo, json: Bool) -> CodigoDeSalida {
    let documento: DocumentoTorneo
    do {
      documento = try archivo.leer()
    } catch {
      return fallar(error)
    }
    let nombres = documento.nombresDeEquipos
    if json {
      let filas = nombres.indices.map { k in
        "  {\"nombre\": \(literalJSON(nombres[k])), \"jugadores\": "
          + "\(documento.numeroDeJugadores(en: k))}"
      }
      salida.escribir(filas.isEmpty ? "[]\n" : "[\n" + filas.joined(separator: ",\n") + "\n]\n")
    } else {
      for nombre in nombres { salida.escribir(visible(nombre) + "\n") }
    }
    return .hecho
  }

  private func plantilla(_ archivo: ArchivoTorneo, equipo nombre: String, json: Bool)
    -> CodigoDeSalida
  {
    let equipo: Equipo
    do {
      let documento = try archivo.leer()
      guard let posicion = documento.posicionDeEquipo(llamado: nombre) else {
        let error = ErrorDeCampo.equipoDesconocido(
          nombre, sugerencia: documento.sugerencia(para: nombre))
        fallar(catalogo.mensaje(de: error))
        return .datos
      }
      equipo = try documento.equipo(en: posicion)
    } catch {
      return fallar(error)
    }
    if json {
      let filas = equipo.jugadores.map { j in
        "  {\"nombre\": \(literalJSON(j.nombre))" + (j.dorsal.map { ", \"dorsal\": \($0)" } ?? "")
          + "}"
      }
      salida.escribir(filas.isEmpty ? "[]\n" : "[\n" + filas.joined(separator: ",\n") + "\n]\n")
    } else if equipo.jugadores.isEmpty {
      if entorno.esTerminal {
        errores.escribir(catalogo.plantillaVacia(visible(equipo.nombre)) + "\n")
      }
    } else {
      for jugador in equipo.jugadores { salida.escribir(catalogo.jugador(jugador) + "\n") }
    }
    return .hecho
  }

  func anadir(_ archivo: ArchivoTorneo, _ peticion: PeticionDeAlta) -> CodigoDeSalida {
    let repositorio: RepositorioEnArchivo
    do {
      repositorio = try RepositorioEnArchivo(archivo: archivo)
    } catch {
      return fallar(error)
    }
    let lector = lector()
    let asistente = Asistente(
      fuente: repositorio, lector: lector, salida: salida, catalogo: catalogo,
      color: lector.esInteractivo && entorno.color)
    switch asistente.ejecutar(peticion) {
    case .guardado(let jugador, let equipo):
      salida.escribir(catalogo.guardado(catalogo.jugador(jugador), equipo: visible(equipo)) + "\n")
      return .hecho
    case .comprobado(let jugador, let equipo):
      salida.escribir(
        catalogo.comprobado(catalogo.jugador(jugador), equipo: visible(equipo)) + "\n")
      return .hecho
    case .cancelado:
      salida.vaciar()
      errores.escribir(catalogo.cancelado() + "\n")
      return .cancelado
    case .respuestaNoValida(let origen, let campo, let error):
      let mensaje = catalogo.mensaje(de: error)
      switch origen {
      case .linea(let linea):
        salida.vaciar()
        errores.escribir(
          catalogo.enLinea(linea, campo: catalogo.nombre(de: campo), mensaje) + "\n")
      case .opcion("EQUIPO"):
        fallar(mensaje)
      case .opcion(let opcion):
        fallar(catalogo.enOpcion(opcion, mensaje))
      }
      return .datos
    case .archivo(let error):
      return fallar(error)
    }
  }
}

/// The version `--version` prints.
enum Version {
  static let texto = "0.1.0"
}
