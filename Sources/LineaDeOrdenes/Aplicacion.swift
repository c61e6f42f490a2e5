// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import Consola
import FormatoDeLiga
import Formatos
import Formulario
import Glibc
import LigaEnServidor
import LineaDeEdicion
import LlamadasAlSistema
import Servidor
import Textos
import Torneo

/// Runs one command: chooses the file, the reader and the language, and turns every outcome
/// into text and an exit status. Nothing below this knows about exit codes.
public final class Aplicacion {
  let entorno: Entorno
  /// The messages, in the user's language; inside the interactive mode its advice names the
  /// mode's own words (`LugarDeLectura`).
  public private(set) var catalogo: any Catalogo
  /// Standard output; held in memory while a command's output may go through the pager
  /// (`paginado`).
  private(set) var salida: any Salida
  let errores: any Salida
  /// The reader of standard input, made once: it buffers what it read ahead.
  private var lectorDeEntrada: (any Lector)?
  /// Whether standard input is already read line by line (the interactive mode reads its
  /// commands there): then no command may read it raw.
  var entradaEnUso: Bool { lectorDeEntrada != nil }
  /// `--accesible`: plain prompts for screen readers, whatever the terminal.
  var accesible = false
  /// The changes saved by the command being run, in order (several in the interactive mode).
  var cambios: [Cambio] = []
  /// Whether commands come from the interactive mode (a terminal's or a pipe's): its input is
  /// commands, and a form's answers are followed by the next command, not by the end of input.
  private(set) var enInterprete = false

  /// From now on, commands come from the interactive mode.
  func entrarEnInterprete() {
    enInterprete = true
    catalogo.lugar = .interactivo
  }

  /// Commands that write to `salida` and `errores` and read their answers (and the
  /// interactive mode its commands) from `lector`, or else from standard input, with the
  /// reader the terminal calls for (`lector()`). Standard input read by `lector` cannot also
  /// be a CSV to import.
  public init(
    entorno: Entorno, salida: any Salida, errores: any Salida, lector: (any Lector)? = nil
  ) {
    self.entorno = entorno
    var catalogo = Idioma.delEntorno(entorno.variable).catalogo
    catalogo.horaLocal = Sistema.horaLocal(deUTC:)
    self.catalogo = catalogo
    self.salida = salida
    self.errores = errores
    self.lectorDeEntrada = lector
  }

  /// Runs a command line (the arguments after the program's name): parses it, runs it, and
  /// says a usage error on `errores`. Gives the exit status and the changes it saved (several
  /// from the interactive mode).
  public func ejecutar(argumentos: [String]) -> Resultado {
    do throws(ErrorDeUso) {
      return ejecutar(try analizar(argumentos))
    } catch {
      return Resultado(codigo: fallar(error), cambios: [])
    }
  }

  /// Runs a parsed command; `contexto` goes before each error it says («línea 3: » for a command
  /// the interactive mode read from a pipe). Gives its status and the changes it saved.
  func ejecutar(_ invocacion: Invocacion, contexto: String = "") -> Resultado {
    let antes = cambios
    cambios = []
    contextoDeLinea = contexto
    // The interactive mode reads the league between its commands too (TAB, its watcher):
    // its commands say the names, each once.
    var interactivo = false
    if case .interactivo = invocacion.orden { interactivo = true }
    ligasRevisadas = invocacion.orden.usaLaLiga && !interactivo ? [] : nil
    let codigo = correr(invocacion)
    ligasRevisadas = nil
    contextoDeLinea = ""
    let hechos = cambios
    cambios = antes + hechos
    return Resultado(codigo: codigo, cambios: hechos)
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
        if !entorno.accesible, !accesible, entorno.terminalCapaz,
          let editor = LectorDeTerminal(
            carpetaDeHistorial: entorno.carpetaDeHistorial, salida: fd,
            color: entorno.color(en: fd),
            antesDeLeer: {
              salida.vaciar()
              pantalla.vaciar()
            })
        {
          editor.configurado(con: catalogo)
        } else {
          LectorDeLineas(fd: 0, eco: pantalla).configurado(con: catalogo)
        }
      } else {
        LectorDeLineas(fd: 0)
      }
    lectorDeEntrada = nuevo
    return nuevo
  }

  /// A message as GNU tools write it after the program's name: its first word in lower case
  /// (`marcador: no hay…`), unless it is an acronym (`URL`) or no plain word: a place or a
  /// file (`Liga.json: …`).
  static func enMinuscula(_ mensaje: String) -> String {
    let letras = Array(mensaje.prefix(2))
    let trasLasLetras = mensaje.prefix(while: { $0 != " " }).drop(while: \.isLetter)
    guard letras.count == 2, letras[0].isUppercase, letras[1].isLowercase,
      trasLasLetras.allSatisfy({ ",.:;".contains($0) })
    else { return mensaje }
    return letras[0].lowercased() + mensaje.dropFirst()
  }

  /// Writes an error line, `marcador: …`, to standard error.
  /// While a command read from a pipe runs, every error it says goes after that command's line
  /// (`línea 3: `, `contextoDeLinea`), whichever path says it.
  public func fallar(_ mensaje: String) {
    salida.vaciar()
    let linea = "marcador: " + contextoDeLinea + Aplicacion.enMinuscula(mensaje)
    // In the interactive mode, at the terminal, a long message breaks between words.
    let texto = enInterprete && isatty(2) == 1 ? lector().ajustar(linea) : linea
    errores.escribir(texto + "\n")
    errores.vaciar()
  }

  /// Writes a message as an error line, in the reader's language, a list of free numbers cut
  /// to the terminal's width.
  public func fallar(_ mensaje: Mensaje) {
    let prefijo = "marcador: " + contextoDeLinea
    fallar(catalogo.texto(mensaje, columnas: columnasDeErrores, sangria: prefijo.count))
  }

  /// The width of standard error when a person reads it there (a terminal, not the accessible
  /// mode, whose lines stay whole); `nil` otherwise.
  var columnasDeErrores: Int? {
    guard entorno.terminal(2), !accesible, !entorno.accesible else { return nil }
    return Sistema.tamano(de: 2)?.columnas
  }

  func fallar(_ error: ErrorArchivo) -> CodigoDeSalida { fallar(ErrorDeLiga.archivo(error)) }

  func fallar(_ error: ErrorDeUso, contexto: String = "") -> CodigoDeSalida {
    let mensaje: Mensaje =
      switch error {
      case .ordenDesconocida(let orden): .ordenDesconocida(visible(orden))
      case .opcionDesconocida(let opcion): .opcionDesconocida(visible(opcion))
      case .faltaValor(let opcion): .faltaValor(opcion)
      case .valorVacio(let opcion): .valorVacio(opcion)
      case .rutaVacia(let argumento): .argumentoVacio(argumento)
      case .sobraArgumento(let argumento): .sobraArgumento(visible(argumento))
      case .faltaArgumento(let nombre): .faltaArgumento(nombre)
      case .incompatibles(let una, let otra): .incompatibles(una, otra)
      case .entradaNoValida(let texto): .entradaNoValida(visible(texto))
      case .lecturas(let lineas): .lecturas(lineas)
      case .separadorNoValido(let texto): .separadorNoValido(visible(texto))
      }
    // The readings end the message: each is what to type.
    let ayuda: [Mensaje] = if case .lecturas = error { [] } else { [.pruebaAyuda] }
    fallar(contexto + catalogo.texto(.frases([mensaje] + ayuda)))
    return .uso
  }

  /// Where the command being run came from, before each of its errors (`ejecutar(_:contexto:)`).
  private var contextoDeLinea = ""

  func fallar(_ error: ErrorDeLiga) -> CodigoDeSalida {
    fallar(.de(error))
    return CodigoDeSalida(error)
  }

  /// The leagues on servers this process talks to, by URL: one connection each, reused by
  /// every command of an interactive session.
  private var ligasEnServidor: [String: LigaEnServidor] = [:]

  /// Closes the server connections (before `exit()`, which skips `deinit`).
  public func cerrar() {
    for liga in ligasEnServidor.values { liga.cerrar() }
    ligasEnServidor = [:]
  }

  /// The league a command works on: a server for a `postgresql://` or `postgres://` URL (libpq
  /// is loaded only then, on first use), else the file.
  func liga(_ torneo: String?) -> any Liga { liga(enRuta: entorno.rutaDelTorneo(torneo)) }

  /// The league at that path or URL, as given (`copiar`'s two).
  func liga(enRuta ruta: String) -> any Liga {
    if URLDeServidor.esURL(ruta) {
      if let existente = ligasEnServidor[ruta] { return existente }
      let nueva = LigaEnServidor(url: ruta, espera: entorno.esperaDelServidor)
      // Said on the terminal only, as the file's wait, and cleared when the server answers.
      if entorno.terminal(2) {
        nueva.alEsperar = LineaDeEspera(catalogo.texto(.esperandoServidor)).aviso
      }
      // A saved change's warning: on standard error, the command still succeeds.
      nueva.alAvisar = { [unowned self] aviso in self.fallar(.de(aviso)) }
      ligasEnServidor[ruta] = nueva
      return nueva
    }
    var archivo = ArchivoTorneo(
      ruta: ruta, esperaMaxima: entorno.esperaDelCerrojo)
    // Said on the terminal only: a script's standard error stays for errors.
    if entorno.terminal(2) {
      let aviso = Array((catalogo.texto(.esperandoCerrojo) + "\n").utf8)
      archivo.alEsperar = { _ = aviso.withUnsafeBytes { write(2, $0.baseAddress, $0.count) } }
    }
    let liga = LigaEnArchivo(archivo: archivo)
    liga.alLeer = { [weak self] documento in self?.avisarDeNombres(de: documento) }
    return liga
  }

  /// The files whose names the command being run has said (`avisarDeNombres`), or nil while
  /// nothing that says them runs (completion, help, the interactive mode between commands).
  private var ligasRevisadas: Set<String>?

  /// The names of a league's file that the rules refuse, one warning each on standard error
  /// (`ARCHIVO:N: aviso: …`), the first time the command being run reads that file: a form
  /// that follows the league live, and a save's reading under the lock, say nothing again.
  private func avisarDeNombres(de documento: DocumentoTorneo) {
    guard ligasRevisadas?.insert(documento.ruta).inserted == true else { return }
    for nombre in documento.nombresFueraDeRegla() {
      avisar(.aviso(de: nombre, archivo: documento.ruta))
    }
  }

  private func correr(_ invocacion: Invocacion) -> CodigoDeSalida {
    if invocacion.accesible { accesible = true }
    // Set but empty is a script's unset variable, as `--torneo ""` is: never the default league.
    if invocacion.torneo == nil, entorno.variable("MARCADOR_TORNEO") == "",
      invocacion.orden.usaLaLiga
    {
      return fallar(.valorVacio("MARCADOR_TORNEO"))
    }
    let liga = liga(invocacion.torneo)
    switch invocacion.orden {
    case .ayuda(let orden):
      salida.escribir(
        orden.map { DefinicionDeOrden.de($0).ayuda(en: catalogo) }
          ?? DefinicionDeOrden.ayudaGeneral(en: catalogo))
      return .hecho
    case .version:
      salida.escribir("marcador \(Version.texto)\n")
      return .hecho
    case .iniciar(let ejemplo):
      do {
        let equipos = try liga.iniciar(ejemplo: ejemplo)
        salida.escribir(catalogo.texto(.creado(visible(liga.descripcion), equipos: equipos)) + "\n")
        return .hecho
      } catch {
        return fallar(error)
      }
    case .equipos(let json):
      return equipos(liga, json: json)
    case .plantilla(let equipo, let json):
      return paginado { plantilla(liga, equipo: equipo, json: json) }
    case .formulario(let peticion):
      return formulario(liga, peticion)
    case .quitar(let equipo, let jugador, let sinPreguntar):
      return quitar(liga, equipo: equipo, jugador: jugador, sinPreguntar: sinPreguntar)
    case .nuevoEquipo(let nombre):
      return cambiar(liga, .nuevoEquipo(nombre))
    case .importar(let equipo, let archivo, let soloComprobar, let reemplazar, let separador):
      return importar(
        liga, equipo: equipo, archivo: archivo, soloComprobar: soloComprobar,
        reemplazar: reemplazar, separador: separador)
    case .exportar(let equipo, let json, let excel):
      return exportar(liga, equipo: equipo, json: json, excel: excel)
    case .deshacer(let entrada, let sinPreguntar):
      return deshacer(liga, entrada: entrada, sinPreguntar: sinPreguntar)
    case .rehacer:
      return cambiar(liga, .rehacer)
    case .historial(let json):
      return paginado { historial(liga, json: json) }
    case .copiar(let origen, let destino):
      return copiar(de: origen, a: destino)
    case .completarEquipos(let prefijo, let bash, let corte):
      completarEquipos(invocacion.torneo, prefijo: prefijo, bash: bash, corte: corte)
      return .hecho
    case .completarJugadores(let equipo, let prefijo, let bash, let corte):
      // A number being typed: the numbers worn too, each with its player's name as the
      // description zsh and fish show.
      let numeros = Aplicacion.dorsales(queEmpiezan: prefijo, enEquipo: equipo, en: liga)
      escribirCandidatos(
        liga.candidatos(deJugador: prefijo, enEquipo: equipo),
        numeros.map { (numero: $0.texto, jugador: $0.jugador.nombre) }, bash: bash, corte: corte)
      return .hecho
    case .completarOrdenes:
      for definicion in DefinicionDeOrden.deUso {
        for nombre in [definicion.nombre] + definicion.alias {
          salida.escribir(
            nombre + "\t" + catalogo.documentacion(de: definicion.orden).resumen + "\n")
        }
      }
      return .hecho
    case .completarOpciones(let orden):
      let definicion = DefinicionDeOrden.buscar(orden)
      // That command's `--help` table, from the one place both take it, and the globals.
      let opciones =
        (definicion?.opcionesDeAyuda ?? DefinicionDeOrden.opcionesGlobales + [.help])
        + [.version, .accesible]
      for opcion in opciones {
        let descripcion = catalogo.descripcion(deOpcion: opcion, en: definicion?.orden)
        salida.escribir(opcion.rawValue + "\t" + descripcion + "\n")
      }
      return .hecho
    case .completarArgumentos(let orden):
      for posicional in DefinicionDeOrden.buscar(orden)?.posicionales ?? [] {
        salida.escribir(posicional.nombre.palabra + "\n")
      }
      return .hecho
    case .interactivo:
      entrarEnInterprete()
      return Interprete(aplicacion: self, torneo: invocacion.torneo).ejecutar()
    case .renombrarEquipo(let equipo, let nuevo):
      return cambiar(liga, .renombrarEquipo(equipo, a: nuevo))
    case .quitarEquipo(let equipo, let sinPreguntar):
      return quitarEquipo(liga, equipo, sinPreguntar: sinPreguntar)
    case .traspasar(let equipo, let jugador, let destino, let dorsal, let sinDorsal):
      return traspasar(
        liga, jugador, de: equipo, a: destino, dorsal: dorsal, sinDorsal: sinDorsal)
    case .buscar(let texto, let json):
      return paginado { buscar(liga, texto, json: json) }
    case .libres(let equipo):
      return libres(liga, equipo: equipo)
    case .temporada(let destino, let nombre, let etiqueta, let sinDorsales):
      return temporada(
        de: liga, a: destino, nombre: nombre, etiqueta: etiqueta, sinDorsales: sinDorsales)
    }
  }

  /// The completion entry point: the team names that start with `prefijo` (ignoring case,
  /// spacing and accents: `NombreDeJugador.claveSinAcentos`), one per line. Prints nothing else and never fails: a missing or broken file
  /// simply has no candidates, and names holding control characters are never offered.
  ///
  /// The names come from a cache in `${XDG_CACHE_HOME:-~/.cache}/marcador` when it matches the
  /// file (see `CacheDeEquipos`), else from reading the file, which refreshes the cache.
  /// With `bash`, each name as bash's completion inserts it (`Shell.palabraDeBash`).
  private func completarEquipos(
    _ torneo: String?, prefijo: String, bash: Shell.Comilla?, corte: String
  ) {
    let ruta = entorno.rutaDelTorneo(torneo)
    if URLDeServidor.esURL(ruta) {
      // The server answers from its index: no cache to keep fresh.
      escribirCandidatos(liga(torneo).candidatos(deEquipo: prefijo), bash: bash, corte: corte)
      return
    }
    let cache = CacheDeEquipos(
      para: ruta,
      en: entorno.carpetaXDG("XDG_CACHE_HOME", porDefecto: ".cache") + "/marcador")
    var candidatos = cache.candidatos(de: ruta, prefijo: prefijo)
    if candidatos == nil {
      guard let documento = try? ArchivoTorneo(ruta: ruta).leer() else { return }
      let ofrecibles = documento.nombresDeEquipos.filter {
        !NombreDeJugador.tieneCaracteresNoValidos($0)
      }
      let pares = ofrecibles.map { (clave: NombreDeJugador.claveSinAcentos($0), nombre: $0) }
      cache.guardar(pares, de: ruta)
      let buscado = NombreDeJugador.claveDePrefijo(prefijo)
      candidatos = pares.filter { $0.clave.hasPrefix(buscado) }.map(\.nombre)
    }
    escribirCandidatos(candidatos ?? [], bash: bash, corte: corte)
  }

  /// The numbers TAB offers for a player of `equipo` after `prefijo` (`Equipo.dorsales(queEmpiezan:)`);
  /// the roster is read only when a number is being typed. None when the league does not answer.
  static func dorsales(queEmpiezan prefijo: String, enEquipo equipo: String, en liga: any Liga)
    -> [(texto: String, jugador: Jugador)]
  {
    guard prefijo.first.map({ $0 == "#" || $0.isASCII && $0.isNumber }) == true,
      let equipo = try? liga.equipo(llamado: equipo)
    else { return [] }
    return equipo.dorsales(queEmpiezan: prefijo)
  }

  /// Completion candidates, one a line, each as bash inserts it after `bash`
  /// (`Shell.palabraDeBash`) or else as it is, then the `numeros` worn, each with its player's
  /// name after a tab (the description zsh and fish show; bash gets the number alone). A name
  /// holding characters no name may hold is never offered. For bash, each word without its
  /// first `corte.count` characters: readline completes the word after a word break (`=`,
  /// `:`), and what the line holds before it stays.
  private func escribirCandidatos(
    _ nombres: [String], _ numeros: [(numero: String, jugador: String)] = [],
    bash: Shell.Comilla?, corte: String = ""
  ) {
    let lineas =
      nombres.map { (palabra: $0, nombre: $0, descripcion: "") }
      + numeros.map { (palabra: $0.numero, nombre: $0.jugador, descripcion: "\t" + $0.jugador) }
    for (palabra, nombre, descripcion) in lineas
    where !NombreDeJugador.tieneCaracteresNoValidos(nombre) {
      let texto =
        bash.map { Shell.palabraDeBash(String(palabra.dropFirst(corte.count)), tras: $0) }
        ?? palabra + descripcion
      salida.escribir(texto + "\n")
    }
  }

  private func equipos(_ liga: any Liga, json: Bool) -> CodigoDeSalida {
    let equipos: [ResumenDeEquipo]
    do {
      equipos = try liga.equipos()
    } catch {
      return fallar(error)
    }
    if json {
      let filas = equipos.map {
        "{\"nombre\": \(TextoJSON.cadena($0.nombre)), \"jugadores\": \($0.jugadores)}"
      }
      salida.escribir(TextoJSON.lista(filas) + "\n")
    } else {
      for equipo in equipos { salida.escribir(visible(equipo.nombre) + "\n") }
      if equipos.isEmpty, entorno.esTerminal { avisar(.ligaSinEquipos) }
    }
    return .hecho
  }

  /// Runs a command whose output may be long (`plantilla`, `historial`, `buscar`): at a
  /// terminal, output taller than the screen goes through the pager (`Entorno.paginador`), as
  /// git's does, in the interactive mode too; never when standard output is not a terminal, nor
  /// at plain prompts (a pager redraws the screen).
  private func paginado(_ correr: () -> CodigoDeSalida) -> CodigoDeSalida {
    guard let paginador = entorno.paginador, entorno.salidaEsTerminal, entorno.terminalCapaz,
      !accesible, !entorno.accesible, let pantalla = Sistema.tamano(de: 1)
    else { return correr() }
    let real = salida
    let retenida = SalidaRetenida()
    salida = retenida
    let codigo = correr()
    salida = real
    let filas = retenida.texto.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().reduce(0) { $0 + max(1, ($1.count + pantalla.columnas - 1) / pantalla.columnas) }
    if filas >= pantalla.filas {
      real.vaciar()
      errores.vaciar()
      if Sistema.paginar(Array(retenida.texto.utf8), con: paginador) { return codigo }
    }
    real.escribir(retenida.texto)
    return codigo
  }

  /// A line for the person at the terminal (never part of a command's output).
  func avisar(_ texto: String) {
    salida.vaciar()
    errores.escribir(texto + "\n")
    errores.vaciar()
  }

  /// A message for the person at the terminal, in the reader's language.
  func avisar(_ mensaje: Mensaje) { avisar(catalogo.texto(mensaje)) }

  private func plantilla(_ liga: any Liga, equipo nombre: String, json: Bool) -> CodigoDeSalida {
    let equipo: Equipo
    do {
      equipo = try liga.equipo(llamado: nombre)
    } catch {
      return fallar(error)
    }
    if json {
      salida.escribir(TextoJSON.lista(equipo.jugadores.map(TextoJSON.jugador)) + "\n")
    } else if equipo.jugadores.isEmpty {
      if entorno.esTerminal { avisar(.plantillaVacia(visible(equipo.nombre))) }
    } else {
      // The lines gathered as bytes and written once: joining Strings (and a write per
      // player) cost more than the rest of the roster's printing.
      var lineas: [UInt8] = []
      lineas.reserveCapacity(equipo.jugadores.count * 20)
      for jugador in equipo.jugadores {
        lineas.append(contentsOf: jugador.enLista.utf8)
        lineas.append(0x0A)
      }
      salida.escribir(String(decoding: lineas, as: UTF8.self))
    }
    return .hecho
  }

  func formulario(_ liga: any Liga, _ peticion: PeticionDeFormulario) -> CodigoDeSalida {
    // What can be checked before the first question is: never ask for answers that cannot
    // be saved.
    do {
      if peticion.soloComprobar {
        _ = try liga.tieneEquipos()
      } else {
        try liga.comprobarQueSePuedeCambiar()
      }
      // A team named on the command line is looked up first (on a server, one round trip
      // fewer): found, the league has teams; not found, the league is asked below.
      if peticion.equipo == nil, try !liga.tieneEquipos() {
        fallar(.ligaSinEquipos)
        return .datos
      }
    } catch {
      return fallar(error)
    }
    let lector = lector()
    let asistente = Asistente(
      liga: liga, lector: lector, pantalla: pantalla, catalogo: catalogo,
      sinEntradaSobrante: !enInterprete)
    switch asistente.ejecutar(peticion) {
    case .guardado(let cambio):
      cambios.append(cambio)
      salida.escribir(catalogo.texto(.de(cambio)) + "\n")
      return .hecho
    case .sinCambios:
      salida.escribir(catalogo.texto(.sinCambios) + "\n")
      return .hecho
    case .comprobado(let jugador, let equipo):
      salida.escribir(
        catalogo.texto(
          .comprobado(
            jugador.enLista, equipo: visible(equipo), editado: peticion.modo != .alta))
          + "\n")
      return .hecho
    case .cancelado:
      avisar(.cancelado)
      return .cancelado
    case .entradaSobrante(let linea):
      return fallarPorLineaSobrante(linea)
    case .respuestasNoValidas(let fallos):
      // An add given whole by its options, refused (the name is there): this clerk's earlier
      // attempt may have made it (a server that could not say so then).
      if peticion.modo == .alta, !peticion.soloComprobar, let equipo = peticion.equipo,
        let nombre = peticion.nombre,
        fallos.allSatisfy({ if case .opcion = $0.origen { true } else { false } }),
        let hecha = liga.yaHecha(
          .anadir(
            Jugador(nombre: nombre, dorsal: peticion.dorsal.flatMap { Int($0) }), equipo: equipo))
      {
        cambios.append(hecha.cambio)
        salida.escribir(catalogo.texto(.de(hecha.cambio)) + "\n")
        return .hecho
      }
      if peticion.equipo != nil, fallos.contains(where: { $0.campo == .equipo }) {
        do {
          if try !liga.tieneEquipos() {
            fallar(.ligaSinEquipos)
            return .datos
          }
        } catch {
          return fallar(error)
        }
      }
      for fallo in fallos {
        let mensaje = Mensaje.de(fallo.error)
        switch fallo.origen {
        case .linea(let linea):
          salida.vaciar()
          errores.escribir(
            catalogo.texto(.enLinea(linea, campo: fallo.campo, mensaje))
              + "\n")
          errores.vaciar()
        case .opcion("EQUIPO"), .opcion("JUGADOR"):
          fallar(mensaje)
        case .opcion(let opcion):
          fallar(.enOpcion(opcion, mensaje))
        }
      }
      return .datos
    case .liga(.equipo(let rechazo)) where peticion.modo.esTraspaso:
      let destino = peticion.equipo ?? ""
      return fallarTraspaso(rechazo, destino: try? liga.equipo(llamado: destino), llamado: destino)
    case .liga(let error):
      return fallar(error)
    case .noReintentado(let error):
      return CodigoDeSalida(error)
    }
  }

  private func quitar(_ liga: any Liga, equipo nombre: String, jugador: String, sinPreguntar: Bool)
    -> CodigoDeSalida
  {
    if !sinPreguntar {
      let equipo: Equipo
      let encontrado: Jugador
      let version: Int
      do {
        try liga.comprobarQueSePuedeCambiar()
        version = try liga.version()
        equipo = try liga.equipo(llamado: nombre)
        encontrado = equipo.jugadores[try equipo.posicionDeJugador(llamado: jugador)]
      } catch {
        return fallar(error)
      }
      let pregunta = catalogo.texto(
        .preguntaQuitar(
          encontrado.enLista, equipo: visible(equipo.nombre)))
      if let negativa = confirmar(pregunta, siNo: catalogo.texto(.noQuitado)) { return negativa }
      // Removed as the clerk saw them when they said yes: changed since, nothing is removed.
      return cambiar(
        liga, .quitar(jugador: encontrado.nombre, equipo: equipo.nombre, visto: encontrado),
        desde: version)
    }
    return cambiar(liga, .quitar(jugador: jugador, equipo: nombre))
  }

  /// `deshacer`: the caller's latest change, or the entry `entrada` of `historial`; someone
  /// else's is confirmed first, naming who made it and when (`--si` does not ask).
  private func deshacer(_ liga: any Liga, entrada: Int?, sinPreguntar: Bool) -> CodigoDeSalida {
    if let entrada, !sinPreguntar {
      let elegida: EntradaDeDiario
      let usuario: String
      do throws(ErrorDeLiga) {
        try liga.comprobarQueSePuedeCambiar()
        let diario = try liga.diario()
        usuario = try liga.usuario()
        elegida = try Reversiones.aDeshacer(diario, usuario: usuario, numero: entrada)
      } catch {
        return fallar(error)
      }
      if elegida.usuario != usuario {
        let pregunta = catalogo.texto(
          .preguntaDeshacer(
            entrada, .de(elegida.cambio), de: visible(elegida.usuario),
            cuando: Sistema.horaLocal(deUTC: elegida.cuando)))
        if let negativa = confirmar(pregunta, siNo: catalogo.texto(.noDeshecho)) { return negativa }
      }
    }
    return cambiar(liga, .deshacer(entrada: entrada))
  }

  /// `quitar-equipo`: asks first, as `quitar` does, naming how many players go with the team;
  /// a team that matches name is refused before the question (and again under the lock).
  private func quitarEquipo(_ liga: any Liga, _ nombre: String, sinPreguntar: Bool)
    -> CodigoDeSalida
  {
    guard !sinPreguntar else { return cambiar(liga, .quitarEquipo(nombre)) }
    let equipo: Equipo
    do throws(ErrorDeLiga) {
      try liga.comprobarQueSePuedeCambiar()
      equipo = try liga.equipo(llamado: nombre)
      let partidos = try liga.partidos(deEquipo: equipo.nombre)
      if partidos > 0 { throw .equipoEnPartidos(equipo.nombre, partidos: partidos) }
    } catch {
      return fallar(error)
    }
    let pregunta = catalogo.texto(
      .preguntaQuitarEquipo(
        visible(equipo.nombre), jugadores: equipo.jugadores.count))
    if let negativa = confirmar(pregunta, siNo: catalogo.texto(.noQuitadoEquipo)) {
      return negativa
    }
    return cambiar(liga, .quitarEquipo(equipo.nombre, jugadores: equipo.jugadores.count))
  }

  /// `traspasar`: `--dorsal` by the number rule (an empty one is no number), then one change.
  /// A number worn in the destination is refused naming the free ones; at a terminal the
  /// form's Dorsal field opens instead, its error shown, and its save is the transfer.
  private func traspasar(
    _ liga: any Liga, _ jugador: String, de equipo: String, a destino: String, dorsal: String?,
    sinDorsal: Bool
  ) -> CodigoDeSalida {
    var numero = sinDorsal ? DorsalDeTraspaso.ninguno : .elMismo
    if let dorsal {
      switch Reglas.dorsal(dorsal, en: nil) {
      case .success(let n): numero = n.map(DorsalDeTraspaso.otro) ?? .ninguno
      case .failure(let error):
        fallar(
          .enOpcion(NombreDeOpcion.dorsal.rawValue, .errorDeDorsal(error)))
        return .datos
      }
    }
    let operacion = Operacion.traspasar(
      jugador: jugador, equipo: equipo, destino: destino, dorsal: numero)
    do throws(ErrorDeLiga) {
      return try guardar(liga, operacion)
    } catch .equipo(let rechazo) {
      let llegada = try? liga.equipo(llamado: destino)
      let hasta = llegada?.nombre ?? destino
      if case .dorsalRepetido(let n) = rechazo, lector().esInteractivo,
        let origen = try? liga.equipo(llamado: equipo),
        let k = try? origen.posicionDeJugador(llamado: jugador)
      {
        let quien = origen.jugadores[k]
        avisar(
          lector().ajustar(
            catalogo.texto(
              .cabeceraDeTraspaso(
                quien.enLista, dorsal: n, desde: visible(origen.nombre),
                hasta: visible(hasta)))))
        return formulario(
          liga,
          PeticionDeFormulario(
            modo: .traspaso(
              jugador: Jugador(nombre: quien.nombre, dorsal: n), desde: origen.nombre,
              visto: quien),
            equipo: hasta))
      }
      return fallarTraspaso(rechazo, destino: llegada, llamado: hasta)
    } catch {
      return fallar(error)
    }
  }

  /// A transfer the destination refused, as the command says it (with the form or without).
  private func fallarTraspaso(_ rechazo: ErrorEquipo, destino: Equipo?, llamado nombre: String)
    -> CodigoDeSalida
  {
    fallar(
      .traspasoRechazado(
        rechazo, en: destino?.nombre ?? nombre, libres: destino?.dorsalesLibres ?? []))
    return .datos
  }

  /// A yes-or-no question before a removal (`Lector.siNo`): `nil` for yes; for anything else
  /// `siNo` is said and the status is 130. Answered from a one-shot command's pipe, it must be
  /// all the input.
  private func confirmar(_ pregunta: String, siNo: String) -> CodigoDeSalida? {
    guard lector().siNo(pregunta, en: catalogo) == true else {
      avisar(siNo)
      return .cancelado
    }
    if !enInterprete, !lector().esInteractivo, let linea = lector().lineaSobrante() {
      return fallarPorLineaSobrante(linea)
    }
    return nil
  }

  /// Input left after a one-shot command's answers: `línea 3: esta línea sobra…`, 65.
  private func fallarPorLineaSobrante(_ linea: Int) -> CodigoDeSalida {
    salida.vaciar()
    errores.escribir(catalogo.texto(.lineaDeOrdenes(linea)) + catalogo.texto(.lineaSobrante) + "\n")
    errores.vaciar()
    return .datos
  }

  /// Carries out a change and prints what it did.
  func cambiar(_ liga: any Liga, _ operacion: Operacion, desde version: Int? = nil)
    -> CodigoDeSalida
  {
    do {
      return try guardar(liga, operacion, desde: version)
    } catch .nombreDeEquipo(let error) {
      // A team's new name the rule refused: said of the argument that carried it, as an
      // option's is (`NUEVO: Escribe un nombre`, `--nombre: Como mucho 40 letras`).
      let mensaje = Mensaje.de(.nombreDeEquipo(error))
      switch operacion {
      case .nuevoEquipo:
        fallar(.enOpcion(catalogo.texto(.argumento(.nombre)), mensaje))
      case .renombrarEquipo:
        fallar(.enOpcion(catalogo.texto(.argumento(.nuevo)), mensaje))
      default:
        fallar(mensaje)
      }
      return CodigoDeSalida(ErrorDeLiga.nombreDeEquipo(error))
    } catch {
      return fallar(error)
    }
  }

  /// Carries out a change and prints what it did, or `sinCambios` when nothing differed; a
  /// refusal is the caller's to say.
  func guardar(
    _ liga: any Liga, _ operacion: Operacion, desde version: Int? = nil,
    sinCambios: Mensaje = .sinCambios
  ) throws(ErrorDeLiga) -> CodigoDeSalida {
    switch try liga.aplicar(operacion, desde: version) {
    case .hecho(let entrada):
      cambios.append(entrada.cambio)
      salida.escribir(catalogo.texto(.de(entrada.cambio)) + "\n")
    case .sinCambios:
      salida.escribir(catalogo.texto(sinCambios) + "\n")
    }
    return .hecho
  }

  private func historial(_ liga: any Liga, json: Bool) -> CodigoDeSalida {
    let entradas: [EntradaDeDiario]
    do {
      entradas = try liga.diario()
    } catch {
      return fallar(error)
    }
    if json {
      let filas = entradas.map { e in
        "{\"n\": \(e.numero), \"cuando\": \(TextoJSON.cadena(e.cuando)), \"usuario\": "
          + "\(TextoJSON.cadena(e.usuario)), \"cambio\": \(TextoJSON.cadena(catalogo.texto(.de(e.cambio)))), "
          + "\"orden\": \(TextoJSON.cadena(e.orden)), \"deshecho\": \(e.deshecha)}"
      }
      salida.escribir(TextoJSON.lista(filas) + "\n")
    } else {
      let ancho = String(entradas.map(\.numero).max() ?? 0).count
      for entrada in entradas { salida.escribir(catalogo.lineaDeHistorial(entrada, ancho: ancho)) }
    }
    return .hecho
  }

  /// `copiar ORIGEN DESTINO`: the whole league from a file or a server to a file or a server,
  /// all or nothing; a destination that already holds a league is refused (a file is never
  /// overwritten). Unknown keys travel as JSON values.
  private func copiar(de origen: String, a destino: String) -> CodigoDeSalida {
    do throws(ErrorDeLiga) {
      let equipos = try liga(enRuta: destino).cargar(try liga(enRuta: origen).exportar())
      salida.escribir(
        catalogo.texto(.copiado(visible(URLDeServidor.redactada(destino)), equipos: equipos)) + "\n"
      )
      return .hecho
    } catch {
      return fallar(error)
    }
  }
}

/// Output kept in memory until it is known whether it fits the screen (`paginado`).
private final class SalidaRetenida: Salida {
  private(set) var texto = ""
  func escribir(_ nuevo: String) { texto += nuevo }
  func vaciar() {}
}

/// What a command line did: its exit status, and the changes it saved, in order.
public struct Resultado: Equatable, Sendable {
  public let codigo: CodigoDeSalida
  public let cambios: [Cambio]
}

/// The version `--version` prints: debian/changelog's (PaqueteTests).
enum Version {
  static let texto = "0.1.1"
}

extension LectorDeTerminal {
  /// The editor with the words it says itself in the user's language.
  func configurado(con catalogo: any Catalogo) -> LectorDeTerminal {
    self.catalogo = catalogo
    return self
  }
}

extension LectorDeLineas {
  /// Plain prompts with the words they say themselves in the user's language.
  func configurado(con catalogo: any Catalogo) -> LectorDeLineas {
    self.catalogo = catalogo
    return self
  }
}
