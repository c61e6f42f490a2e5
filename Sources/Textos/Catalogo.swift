// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Formulario
import LlamadasAlSistema
import Servidor
import Torneo

/// Where a message is read, which decides how its advice names a command: at the shell
/// (`marcador equipos`, `marcador --help`) or inside the interactive mode, whose commands are
/// the bare words (`equipos`, `ayuda`).
public enum LugarDeLectura: Sendable {
  case shell, interactivo
}

/// Every text a person reads, in one language: what marcador says (`Mensaje`), the words of the
/// commands' documentation, and the answers a yes-or-no question takes. A new language is one
/// more type conforming to this protocol (the compiler lists whatever it still lacks, and each
/// `switch` over `Mensaje` every message it does not say yet) and one more case of `Idioma`.
public protocol Catalogo: Sendable {
  /// Where the messages are read: the shell unless the interactive mode says otherwise.
  var lugar: LugarDeLectura { get set }
  /// A message in this language's words: one exhaustive function per language.
  func texto(_ mensaje: Mensaje) -> String
  /// «s», «sí»: what a yes-or-no question takes for yes.
  func esAfirmativa(_ respuesta: String) -> Bool
  /// «n», «no»: what a yes-or-no question takes for no (anything else is asked again).
  func esNegativa(_ respuesta: String) -> Bool

  // The words the shapes every message shares take in this language (`Catalogo+Formas`).
  /// The marks around a name or a value quoted in a sentence: `«` `»`, `“` `”`.
  var comillas: (abre: String, cierra: String) { get }
  /// The letters a yes-or-no question offers, yes first: `s`, `n`.
  var letrasSiNo: (si: String, no: String) { get }
  /// What groups a count's thousands: `.` in `5.000`, `,` in `5,000`.
  var separadorDeMiles: String { get }
  /// Whether a list of three or more puts a comma before its last word (`a, b, and c`).
  var comaAntesDeLaUltima: Bool { get }

  /// A command's documentation in this language (`--help`, completion, the manual, README).
  func documentacion(de orden: NombreDeOrden) -> DocumentacionDeOrden
  /// The word before a command's usage lines: `Uso:`.
  var tituloDeUso: String { get }
  /// What an option does in a command (`nil`: the general help), one line: the row of that
  /// command's `--help` table (`tablaDeOpciones`) and its shell completion menu's line.
  func descripcion(deOpcion opcion: NombreDeOpcion, en orden: NombreDeOrden?) -> String
  /// The name of an option's value in the help (`RUTA`), `nil` for a flag.
  func valor(deOpcion opcion: NombreDeOpcion) -> String?
  /// The interactive mode's first line, as pieces (laid out like the form's header); like
  /// `ayudaInteractiva`, it promises TAB and history only where the reader has them.
  func bienvenida(conEditor: Bool) -> [String]
  /// The line the form opens with, in pieces (shown `·`-separated): where the player goes and
  /// which keys do what; Shift-Tab only where the reader has it (`conAnterior`); the last
  /// Enter saves, or with `--comprobar` only checks (`guarda` false).
  func cabecera(jugador: String?, equipo: String?, conAnterior: Bool, guarda: Bool) -> [String]
}

extension Catalogo {
  /// A help's table of options: each option with its value's name, and what it does in that
  /// command (`descripcion(deOpcion:en:)`, the words its completion menu shows too), in one
  /// column that wraps between words to stay within 80 columns.
  /// An option as the usage and the table write it: its name, and its value's (`--dorsal DORSAL`).
  public func texto(deOpcion opcion: NombreDeOpcion) -> String {
    opcion.rawValue + (valor(deOpcion: opcion).map { " " + $0 } ?? "")
  }

  public func tablaDeOpciones(_ opciones: [NombreDeOpcion], de orden: NombreDeOrden?) -> String {
    let cabezas = opciones.map { $0 == .help ? "-h, --help" : texto(deOpcion: $0) }
    let columna = 2 + (cabezas.map(\.count).max() ?? 0) + 3
    return zip(opciones, cabezas).map { opcion, cabeza in
      Parrafo.columnas(cabeza, descripcion(deOpcion: opcion, en: orden), columna: columna)
    }.joined(separator: "\n")
  }

  /// A field's value another clerk took since the form read the roster:
  /// `Ese dorsal ya lo lleva otro jugador (Bea, hace un momento)`.
  public func tomadoHaceUnMomento(_ campo: Campo, por jugador: Jugador) -> String {
    let base =
      campo == .nombre
      ? texto(.errorDeNombre(ErrorNombre.repetido)) : texto(.errorDeDorsal(ErrorDorsal.repetido))
    return base + " " + texto(.haceUnMomento(visible(jugador.nombre)))
  }

  /// Plain prompts: what another clerk just took, as a line of its own.
  public func avisoDeTomado(_ campo: Campo, por jugador: Jugador, equipo: String) -> String {
    guard campo == .dorsal, let dorsal = jugador.dorsal else {
      return texto(.avisoNombreTomado(visible(jugador.nombre), equipo: visible(equipo)))
    }
    return texto(.avisoDorsalTomado(visible(jugador.nombre), dorsal: dorsal))
  }

  /// The message for a wizard answer's error, with its suggestion if it has one.
  public func mensaje(de error: ErrorDeCampo) -> String {
    switch error {
    case .conflicto(let campo, let suyo, let tuyo, let por):
      return texto(
        .conflictoEnCampo(
          valor(de: campo, en: suyo), tuyo: valor(de: campo, en: tuyo), por: por.map(hechoPor)))
    case .equipoVacio:
      return texto(.equipoVacio)
    case .equipoDesconocido(let nombre, let sugerencia):
      return conSugerencia(texto(.equipoDesconocido(visible(nombre))), equipo: sugerencia)
    case .nombre(let e):
      return texto(.errorDeNombre(e))
    case .jugadorDesconocido(let nombre, let sugerencia):
      let base = texto(.jugadorDesconocido(visible(nombre)))
      return Catalogos.frases(base, sugerencia.map { texto(.quisisteDecir(visible($0))) } ?? "")
    case .dorsal(let e, let libres):
      guard e == .repetido else { return texto(.errorDeDorsal(e)) }
      return Catalogos.frases(
        texto(.errorDeDorsal(e)),
        libres.isEmpty ? texto(.ningunDorsalLibre) : self.texto(.libres(libres)))
    }
  }

  /// `importar NOMBRE` where NOMBRE names no team and no file, with the team it may mean.
  public func mensaje(deNiEquipoNiArchivo nombre: String, sugerencia: String?) -> String {
    conSugerencia(texto(.niEquipoNiArchivo(visible(nombre))), equipo: sugerencia)
  }

  /// A message about an unknown team, then the team it may mean or how to see them all.
  private func conSugerencia(_ base: String, equipo sugerencia: String?) -> String {
    Catalogos.frases(
      base, sugerencia.map { texto(.quisisteDecir(visible($0))) } ?? texto(.comoVerLosEquipos))
  }

  /// The message for a store's own failure: the file's or the server's.
  private func mensaje(de fallo: FalloDeAlmacen) -> String {
    switch fallo.valor {
    case let e as ErrorArchivo: mensaje(de: e)
    case let e as ErrorServidor: mensaje(de: e)
    default: String(describing: fallo.valor)
    }
  }

  /// The message for a league error (the file's, or a refused change).
  public func mensaje(de error: ErrorDeLiga) -> String {
    switch error {
    case .almacen(let fallo): mensaje(de: fallo)
    case .equipoDesconocido(let nombre, let sugerencia):
      mensaje(de: ErrorDeCampo.equipoDesconocido(nombre, sugerencia: sugerencia))
    case .jugadorDesconocido(let nombre, let equipo, let sugerencia):
      Catalogos.frases(
        texto(.jugadorDesconocidoEn(visible(nombre), equipo: visible(equipo))),
        sugerencia.map { texto(.quisisteDecir(visible($0))) }
          ?? texto(
            .comoVerLaPlantilla(
              visible(lugar == .shell ? Shell.palabra(equipo) : equipo))))
    case .equipo(.nombreRepetido): texto(.errorDeNombre(ErrorNombre.repetido))
    case .equipo(.dorsalRepetido): texto(.errorDeDorsal(ErrorDorsal.repetido))
    case .nombreDeEquipo(.largo): texto(.nombreDeEquipoLargo(maximo: Reglas.maximoNombreDeEquipo))
    case .nombreDeEquipo(let e): texto(.errorDeNombre(e))
    case .equipoRepetido(let nombre): texto(.equipoRepetido(visible(nombre)))
    case .nadaQueDeshacer: texto(.nadaQueDeshacer)
    case .nadaQueRehacer: texto(.nadaQueRehacer)
    case .entradaDesconocida(let numero): texto(.entradaDesconocida(numero))
    case .yaDeshecha(let entrada) where entrada.cambio.esDeshacer:
      texto(.esUnDeshacer(entrada.numero))
    case .yaDeshecha(let entrada):
      texto(.yaDeshecha(entrada.numero, descripcion(de: entrada.cambio)))
    case .cambiadaDesde(let entrada, let por):
      if case .deshecho(_, let original) = entrada.cambio {
        texto(.noSeRehace(descripcion(de: original), por: por.map(hechoPor)))
      } else {
        texto(
          .cambiadaDesde(entrada.numero, descripcion(de: entrada.cambio), por: por.map(hechoPor)))
      }
    case .conflicto(let conflicto): mensaje(de: conflicto)
    case .equipoCambiado(let equipo, let jugadores):
      texto(.equipoCambiado(visible(equipo), jugadores: jugadores))
    case .diarioNoValido(let ruta, let linea): texto(.diarioNoValido(visible(ruta), linea: linea))
    case .equipoEnPartidos(let equipo, let partidos):
      texto(.equipoEnPartidos(visible(equipo), partidos: partidos))
    case .nombreEnPartidos(let nombre, let como, let partidos):
      texto(.nombreEnPartidos(visible(nombre), como: visible(como), partidos: partidos))
    case .traspasoAlMismoEquipo(let jugador, let equipo):
      texto(.traspasoAlMismoEquipo(visible(jugador), equipo: visible(equipo)))
    }
  }

  /// Who made a journal entry, when (local time) and what: what a conflict names.
  public func hechoPor(_ entrada: EntradaDeDiario) -> String {
    texto(
      .hechoPor(
        visible(entrada.usuario), cuando: Sistema.horaLocal(deUTC: entrada.cuando),
        descripcion(de: entrada.cambio)))
  }

  /// A change that met a player changed since the clerk saw them: what changed, and by whom.
  public func mensaje(de conflicto: Conflicto) -> String {
    let por = conflicto.por.map(hechoPor)
    guard let actual = conflicto.actual else {
      return texto(
        .conflictoQuitado(
          jugador(conflicto.visto), equipo: visible(conflicto.equipo), por: por))
    }
    guard let pedido = conflicto.pedido else {
      return texto(.conflictoCambiado(jugador(conflicto.visto), ahora: jugador(actual), por: por))
    }
    return texto(
      .conflictoEditado(
        jugador(conflicto.visto),
        campos: conflicto.campos.map {
          CampoEnConflicto(
            campo: texto(.campo($0)), suyo: valor(de: $0, en: actual),
            tuyo: valor(de: $0, en: pedido))
        }, por: por))
  }

  /// The edit form's line for a field another clerk (`por`) changed: `(gus lo cambió a 71 hace
  /// un momento)`, the value as `jugador` has it now.
  public func cambiadoPorOtro(_ campo: Campo, en jugador: Jugador, por: EntradaDeDiario?)
    -> String
  {
    texto(.cambiadoPorOtro(visible(por?.usuario ?? "?"), a: valor(de: campo, en: jugador)))
  }

  /// A player's name or number as a conflict shows it.
  public func valor(de campo: Campo, en jugador: Jugador) -> String {
    switch campo {
    case .dorsal: jugador.dorsal.map(String.init) ?? texto(.sinDorsalComoValor)
    case .nombre, .equipo: visible(jugador.nombre)
    }
  }

  /// A change as one line: `Añadido a Rayo FC: Bea #7`.
  public func descripcion(de cambio: Cambio) -> String {
    switch cambio {
    case .anadido(let j, let equipo): texto(.guardado(jugador(j), equipo: visible(equipo)))
    case .importado(let js, let equipo): texto(.importado(js.count, equipo: visible(equipo)))
    case .editado(let antes, let despues, let equipo):
      texto(.editado(jugador(antes), jugador(despues), equipo: visible(equipo)))
    case .quitado(let j, let equipo): texto(.quitado(jugador(j), equipo: visible(equipo)))
    case .equipoCreado(let nombre): texto(.equipoCreado(visible(nombre)))
    case .deshecho(_, let otro): texto(.deshecho(descripcion(de: otro.hecho)))
    case .rehecho(_, let otro): texto(.rehecho(descripcion(de: otro)))
    case .equipoRenombrado(let antes, let despues, let partidos):
      texto(.equipoRenombrado(visible(antes), visible(despues), partidos: partidos))
    case .equipoQuitado(let equipo, let jugadores):
      texto(.equipoQuitado(visible(equipo), jugadores: jugadores))
    case .traspasado(let antes, let despues, let desde, let hasta):
      texto(
        .traspasado(jugador(antes), jugador(despues), desde: visible(desde), hasta: visible(hasta)))
    case .reemplazado(_, let equipo, let anadidos, let cambiados, let quitados, let movidos):
      texto(
        .reemplazado(
          equipo: visible(equipo), anadidos: anadidos, cambiados: cambiados, quitados: quitados,
          movidos: movidos))
    case .ligaImportada(let plantillas, let nuevos):
      texto(
        .ligaImportada(
          jugadores: plantillas.reduce(0) { $0 + $1.jugadores.count }, equipos: plantillas.count,
          nuevos: nuevos.count, comprobado: false))
    case .temporadaIniciada(let t):
      texto(
        .temporadaIniciada(
          visible(t.destino), desde: visible(t.origen),
          equipos: t.equipos))
    }
  }

  /// A journal entry as `historial` lists it: number (right-aligned in `ancho` columns, the
  /// widest number's, so the columns stay in line from entry 10 on), date in local time with its
  /// offset (`Sistema.horaLocal`), user, change, and
  /// the command that repeats it on the next line.
  public func lineaDeHistorial(_ entrada: EntradaDeDiario, ancho: Int = 1) -> String {
    let marca = entrada.deshecha ? " " + texto(.marcaDeshecho) : ""
    // An import's replay holds every row of its CSV (80 kB for 5,000 players): one readable
    // line here, the whole command in `historial --json`.
    let orden =
      switch entrada.cambio {
      case .importado(let jugadores, let equipo),
        .reemplazado(let jugadores, let equipo, _, _, _, _):
        texto(.resumenDeImportacion(jugadores.count, equipo: visible(equipo)))
      case .ligaImportada(let plantillas, _):
        texto(.resumenDeLigaImportada(plantillas.reduce(0) { $0 + $1.jugadores.count }))
      default:
        visible(entrada.orden)
      }
    let numero = String(entrada.numero)
    let relleno = String(repeating: " ", count: max(0, ancho - numero.count))
    return
      "\(relleno)\(numero)  \(Sistema.horaLocal(deUTC: entrada.cuando))  \(visible(entrada.usuario))  "
      + descripcion(de: entrada.cambio) + marca + "\n    " + orden + "\n"
  }

  /// The message for a file error.
  public func mensaje(de error: ErrorArchivo) -> String {
    switch error {
    case .noExiste(let ruta):
      texto(.noExiste(visible(ruta)))
    case .enlaceRoto(let ruta, let destino):
      texto(.enlaceRoto(visible(ruta), destino: visible(destino)))
    case .noLegible(let ruta, let llamada, let errno):
      texto(.noLegible(visible(ruta), texto(.causa(llamada: llamada, errno: errno))))
    case .noValido(let ruta, let linea, let columna, let motivo):
      texto(
        .noValido(visible(ruta), linea: linea, columna: columna, texto(.motivoInvalido(motivo))))
    case .bloqueado(let ruta, let segundos):
      texto(.bloqueado(visible(ruta), segundos: Catalogos.decimal(segundos)))
    case .esperaInterrumpida:
      texto(.cancelado)
    case .noSeEscribio(let ruta, let llamada, let errno):
      texto(.noSeEscribio(visible(ruta), texto(.causa(llamada: llamada, errno: errno))))
    case .sinConfirmar(let ruta, let llamada, let errno):
      texto(.sinConfirmar(visible(ruta), texto(.causa(llamada: llamada, errno: errno))))
    case .yaExiste(let ruta):
      texto(.yaExiste(visible(ruta)))
    case .esCarpeta(let ruta, let existe):
      texto(.carpetaComoTorneo(visible(ruta), existe: existe))
    case .noSeCreo(let ruta, let llamada, let errno):
      texto(.noSeCreo(visible(ruta), texto(.causa(llamada: llamada, errno: errno))))
    }
  }

  /// What a saved change leaves to be said on a server.
  public func mensaje(de aviso: AvisoDelServidor) -> String {
    switch aviso {
    case .guardadoSinConfirmar(let segundos, let replicaSincrona):
      texto(.guardadoSinConfirmar(segundos: segundos, replicaSincrona: replicaSincrona))
    case .yaGuardado(let cuando): texto(.yaGuardado(hora: Sistema.horaLocal(deUTC: cuando)))
    }
  }

  /// The message for a server error. Every text from the server or the URL goes through
  /// `visible`; none holds a password (Servidor hides them).
  public func mensaje(de error: ErrorServidor) -> String {
    switch error {
    case .sinLibPQ(let detalle): texto(.sinLibPQ(visible(detalle)))
    case .urlNoValida(let url): texto(.urlNoValida(visible(url)))
    case .inalcanzable(let destino, let detalle):
      texto(.servidorInalcanzable(visible(destino))) + lineaDeDetalle(detalle)
    case .noDisponible(let destino): texto(.servidorNoDisponible(visible(destino)))
    case .soloLectura(let destino): texto(.servidorSoloLectura(visible(destino)))
    case .sinRespuesta(let destino, let segundos):
      texto(.servidorSinRespuesta(visible(destino), segundos: segundos))
    case .tiempoAgotado(let segundos, let cambio):
      texto(.tiempoAgotadoEnElServidor(segundos: segundos, cambio))
    case .cancelado(let cambio): texto(.canceladoEnElServidor(cambio))
    case .rechazado(.faltaContrasena(let usuario, let baseDeDatos)):
      texto(.faltaContrasena(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos)))
    case .rechazado(.contrasenaRechazada(let usuario, let baseDeDatos)):
      texto(.contrasenaRechazada(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos)))
    case .rechazado(.conexion(let usuario, let baseDeDatos)):
      texto(.conexionRechazada(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos)))
    case .rechazado(.sinPermiso): texto(.sinPermisoEnElServidor)
    case .conexionPerdida(let cambio): texto(.conexionPerdida(cambio))
    case .anteriorSinDecidir: texto(.anteriorSinDecidir)
    case .repetido(let restriccion): texto(.datoRepetido(restriccion: visible(restriccion)))
    case .restriccionIncumplida(let restriccion):
      texto(.datoNoValido(restriccion: visible(restriccion)))
    case .conflicto: texto(.conflictoEnElServidor)
    case .ocupado(let segundos): texto(.ocupadoEnElServidor(segundos: segundos))
    case .esquemaMasNuevo(let encontrada, let soportada):
      texto(.esquemaMasNuevo(encontrada: encontrada, soportada: soportada))
    case .sinEsquema: texto(.sinEsquema)
    case .esquemaSinCrear(let nombre): texto(.esquemaSinCrear(visible(nombre)))
    case .caracterNulo: texto(.caracterNulo)
    case .otro(let codigo, let mensaje):
      texto(.errorDelServidor(codigo: visible(codigo), visible(mensaje)))
    }
  }

  /// libpq's own text (English, several lines, a tab before each but the first) as one
  /// detail line after the message: a line that goes on with the sentence (lowercase) or
  /// follows a finished one joins with a space, another joins with `; ` (so `…No such file
  /// or directory; Is the server running…` reads); tabs become spaces, any other control
  /// is shown escaped; nothing at all when it says nothing.
  public func lineaDeDetalle(_ texto: String) -> String {
    let lineas = texto.split(whereSeparator: \.isNewline).map {
      $0.split(whereSeparator: { $0 == "\t" || $0 == " " }).joined(separator: " ")
    }.filter { !$0.isEmpty }
    guard var unido = lineas.first else { return "" }
    for linea in lineas.dropFirst() {
      let sigue =
        linea.first?.isLowercase == true || unido.last.map { ".?!:;".contains($0) } == true
      unido += (sigue ? " " : "; ") + linea
    }
    return "\n  libpq: " + visible(unido)
  }

  /// A transfer the destination refused, as the command line says it: the name taken there,
  /// or the number worn there with the numbers free there (`libres`) and what to do.
  public func mensaje(deTraspasoRechazado error: ErrorEquipo, en equipo: String, libres: [Int])
    -> String
  {
    switch error {
    case .nombreRepetido(let nombre):
      texto(.nombreOcupadoEn(visible(nombre), equipo: visible(equipo)))
    case .dorsalRepetido(let dorsal):
      Catalogos.frases(
        texto(.dorsalOcupadoEn(dorsal, equipo: visible(equipo))),
        libres.isEmpty ? texto(.ningunDorsalLibre) : self.texto(.libres(libres)),
        texto(.eligeOtroDorsal))
    }
  }

  /// A player as lists show it: `Ana #9`, `Luis`.
  public func jugador(_ jugador: Jugador) -> String {
    // Without a number, the name itself (`plantilla` prints thousands: no joining).
    guard let dorsal = jugador.dorsal else { return visible(jugador.nombre) }
    return visible(jugador.nombre) + " #" + String(dorsal)
  }
}

extension Catalogo {
  /// A prompt (every one ends in «: ») that names the value an empty answer takes: the team
  /// Enter takes, «Equipo [Rayo FC]: », and, in plain prompts, the value editing keeps,
  /// «Nombre [5/25] [Marta]: », «Dorsal (opcional) [1]: ».
  public func pregunta(_ pregunta: String, conValor valor: String) -> String {
    (pregunta.hasSuffix(": ") ? String(pregunta.dropLast(2)) : pregunta) + " [\(valor)]: "
  }

  /// An invalid row of an import, as editors jump to it: `lista.csv:4: Dorsal: Del 1 al 99`.
  public func mensaje(de fallo: ImportacionDeJugadores.Fallo, archivo: String) -> String {
    let texto: String =
      switch fallo.error {
      case .campo(let campo, let error): texto(.enCampo(campo, mensaje(de: error)))
      case .demasiadasColumnas(let columnas, let esperadas):
        texto(.demasiadasColumnas(columnas, esperadas: esperadas))
      case .cabeceraDeLiga: texto(.cabeceraDeLiga(archivo: archivo))
      case .cabeceraDeEquipo: texto(.cabeceraDeEquipo(archivo: archivo))
      case .filasDeEquipo: texto(.filasDeEquipo(archivo: archivo))
      case .niCabeceraNiJugador(let primera): texto(.niCabeceraNiJugador(visible(primera)))
      case .columnaRepetida(let primera, let segunda):
        texto(.columnaRepetida(visible(primera), visible(segunda)))
      case .equipo(let error): texto(.enCampo(.equipo, mensaje(de: error)))
      }
    return "\(archivo):\(fallo.linea): " + texto
  }
}

extension Catalogo {
  /// A command as the reader types it where the message is read: `marcador equipos` at the
  /// shell, `equipos` in the interactive mode.
  public func orden(_ palabras: String) -> String {
    lugar == .shell ? "marcador " + palabras : palabras
  }

  /// One word of a command `orden` shows: quoted for a shell at the shell (`'mi liga.csv'`).
  func enOrden(_ palabra: String) -> String {
    lugar == .shell ? Shell.palabra(palabra) : palabra
  }
}

/// Helpers shared by the catalogs.
public enum Catalogos {
  /// Sentences joined into one message: each ends with a full stop unless it already ends
  /// with its own mark (`¿Quisiste decir «plantilla»?`, never `?.`); empty ones are left out.
  public static func frases(_ partes: String...) -> String {
    var resultado = ""
    for parte in partes where !parte.isEmpty {
      if let ultimo = resultado.last {
        if !".?!…".contains(ultimo) { resultado += "." }
        resultado += " "
      }
      resultado += parte
    }
    return resultado
  }

  /// A count with its thousands grouped: `5.000` in Spanish, `5,000` in English.
  static func miles(_ numero: Int, separador: String) -> String {
    let cifras = Array(String(numero.magnitude))
    var texto = ""
    for (k, cifra) in cifras.enumerated() {
      if k > 0, (cifras.count - k) % 3 == 0 { texto += separador }
      texto.append(cifra)
    }
    return (numero < 0 ? "-" : "") + texto
  }

  /// A tournament file inside the folder `carpeta`, as an example: `/tmp` → `/tmp/liga.json`.
  static func dentro(de carpeta: String) -> String {
    var texto = carpeta
    while texto.count > 1, texto.hasSuffix("/") { texto.removeLast() }
    return (texto == "/" ? "" : texto) + "/liga.json"
  }

  static func decimal(_ valor: Double) -> String {
    let redondeado = (valor * 10).rounded() / 10
    return redondeado == redondeado.rounded() ? String(Int(redondeado)) : String(redondeado)
  }

  /// Numbers as runs, the one way free numbers are written (in errors and by `libres`):
  /// `2–8, 10–99`, a run of two as two numbers (`4, 5`); with `maximo`, that many runs at most
  /// and an ellipsis of its own when there are more (`1–4, 6–8, 10, …`: never `10…`, which
  /// would read as «10 and up»).
  public static func rangos(_ numeros: [Int], maximo: Int? = nil) -> String {
    var tramos: [ClosedRange<Int>] = []
    for numero in numeros.sorted() {
      if let ultimo = tramos.last, ultimo.upperBound + 1 == numero {
        tramos[tramos.count - 1] = ultimo.lowerBound...numero
      } else if tramos.last?.contains(numero) != true {
        tramos.append(numero...numero)
      }
    }
    let textos = tramos.flatMap { tramo -> [String] in
      switch tramo.count {
      case 1: ["\(tramo.lowerBound)"]
      case 2: ["\(tramo.lowerBound)", "\(tramo.upperBound)"]
      default: ["\(tramo.lowerBound)–\(tramo.upperBound)"]
      }
    }
    guard let maximo, textos.count > maximo else { return textos.joined(separator: ", ") }
    return (textos.prefix(maximo) + ["…"]).joined(separator: ", ")
  }
}

/// How many invalid rows of an import are listed; past them, one line says how many more, as a
/// compiler stops at its first errors (clang's `-ferror-limit` is 20 too).
public let fallosListados = 20

/// The range of `Reglas.dorsales`, as every message and help that names it writes it.
let dorsalMinimo = Reglas.dorsales.lowerBound
let dorsalMaximo = Reglas.dorsales.upperBound
