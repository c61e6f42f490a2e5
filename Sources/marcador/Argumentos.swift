import Consola

/// A command of the command line, as the parser's table describes it.
struct DefinicionDeOrden {
  let nombre: String
  let alias: [String]
  /// Options without a value.
  let banderas: [String]
  /// Options with a value.
  let opciones: [String]
  /// The positional arguments' names, each with whether it is required.
  let posicionales: [(nombre: String, obligatorio: Bool)]

  static let todas: [DefinicionDeOrden] = [
    DefinicionDeOrden(
      nombre: "iniciar", alias: [], banderas: ["--ejemplo"], opciones: [], posicionales: []),
    DefinicionDeOrden(
      nombre: "equipos", alias: [], banderas: ["--json"], opciones: [], posicionales: []),
    DefinicionDeOrden(
      nombre: "plantilla", alias: [], banderas: ["--json"], opciones: [],
      posicionales: [("EQUIPO", true)]),
    DefinicionDeOrden(
      nombre: "anadir", alias: ["añadir"], banderas: ["--comprobar"],
      opciones: ["--nombre", "--dorsal"], posicionales: [("EQUIPO", false)]),
    // For shell completion scripts: never fails, never writes to standard error.
    DefinicionDeOrden(
      nombre: "completar", alias: [], banderas: ["--escapar"], opciones: [],
      posicionales: [("QUE", true), ("PREFIJO", false)]),
  ]

  /// The commands a person types (the completion entry point is for scripts).
  static var deUso: [DefinicionDeOrden] { todas.filter { $0.nombre != "completar" } }

  static let banderasGlobales = ["--help", "-h", "--version"]
  static let opcionesGlobales = ["--torneo"]

  static func buscar(_ nombre: String) -> DefinicionDeOrden? {
    todas.first { $0.nombre == nombre || $0.alias.contains(nombre) }
  }
}

/// What the command line asks for.
enum Orden: Equatable {
  case interactivo
  case iniciar(ejemplo: Bool)
  case equipos(json: Bool)
  case plantilla(String, json: Bool)
  case anadir(PeticionDeAlta)
  case completarEquipos(prefijo: String, escapar: Bool)
  case completarOrdenes
  case completarOpciones(orden: String)
  case ayuda(String?)
  case version
}

/// A parsed command line: the command and the tournament path if one was given.
struct Invocacion: Equatable {
  var orden: Orden
  var torneo: String?
}

/// Why a command line could not be parsed (exit 64).
enum ErrorDeUso: Error, Equatable {
  case ordenDesconocida(String)
  case opcionDesconocida(String)
  case faltaValor(String)
  case sobraArgumento(String)
  case faltaArgumento(String)
}

/// Parses arguments against `DefinicionDeOrden.todas`: options may come before or after the
/// command, `--opcion=valor` and `--opcion valor` both work, `--` ends the options.
///
/// `unirPosicionales` is for the interactive mode, where `plantilla Rayo FC` means the team
/// «Rayo FC»: the words after the command become one argument.
func analizar(_ argumentos: [String], unirPosicionales: Bool = false) throws(ErrorDeUso)
  -> Invocacion
{
  let conValor = Set(
    DefinicionDeOrden.opcionesGlobales + DefinicionDeOrden.todas.flatMap(\.opciones))
  var definicion: DefinicionDeOrden?
  var banderas: [String] = []
  var valores: [String: String] = [:]
  var posicionales: [String] = []
  var soloPosicionales = false
  var k = 0
  while k < argumentos.count {
    let argumento = argumentos[k]
    k += 1
    if !soloPosicionales && argumento == "--" {
      soloPosicionales = true
    } else if !soloPosicionales && argumento.hasPrefix("-") && argumento != "-" {
      let partes = argumento.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let nombre = String(partes[0])
      if conValor.contains(nombre) {
        if partes.count == 2 {
          valores[nombre] = String(partes[1])
        } else {
          guard k < argumentos.count else { throw .faltaValor(nombre) }
          valores[nombre] = argumentos[k]
          k += 1
        }
      } else if partes.count == 1 {
        banderas.append(nombre)
      } else {
        throw .opcionDesconocida(argumento)
      }
    } else if definicion == nil && posicionales.isEmpty {
      guard let encontrada = DefinicionDeOrden.buscar(argumento) else {
        throw .ordenDesconocida(argumento)
      }
      definicion = encontrada
    } else {
      posicionales.append(argumento)
    }
  }
  let admitidas =
    DefinicionDeOrden.banderasGlobales + DefinicionDeOrden.opcionesGlobales
    + (definicion.map { $0.banderas + $0.opciones } ?? [])
  if let ajena = (banderas + valores.keys.sorted()).first(where: { !admitidas.contains($0) }) {
    throw .opcionDesconocida(ajena)
  }
  let torneo = valores["--torneo"]
  if banderas.contains("--help") || banderas.contains("-h") {
    return Invocacion(orden: .ayuda(definicion?.nombre), torneo: torneo)
  }
  if banderas.contains("--version") { return Invocacion(orden: .version, torneo: torneo) }
  guard let definicion else { return Invocacion(orden: .interactivo, torneo: torneo) }
  let maximo = definicion.posicionales.count
  if unirPosicionales, maximo == 1, posicionales.count > 1 {
    posicionales = [posicionales.joined(separator: " ")]
  }
  if posicionales.count > maximo { throw .sobraArgumento(posicionales[maximo]) }
  if let falta = definicion.posicionales.dropFirst(posicionales.count).first(where: \.obligatorio) {
    throw .faltaArgumento(falta.nombre)
  }
  let orden: Orden
  switch definicion.nombre {
  case "iniciar":
    orden = .iniciar(ejemplo: banderas.contains("--ejemplo"))
  case "equipos":
    orden = .equipos(json: banderas.contains("--json"))
  case "plantilla":
    orden = .plantilla(posicionales[0], json: banderas.contains("--json"))
  case "completar":
    let resto = posicionales.count > 1 ? posicionales[1] : ""
    switch posicionales[0] {
    case "equipos":
      orden = .completarEquipos(prefijo: resto, escapar: banderas.contains("--escapar"))
    case "ordenes": orden = .completarOrdenes
    case "opciones": orden = .completarOpciones(orden: resto)
    default: throw .ordenDesconocida(posicionales[0])
    }
  default:
    orden = .anadir(
      PeticionDeAlta(
        equipo: posicionales.first, nombre: valores["--nombre"], dorsal: valores["--dorsal"],
        soloComprobar: banderas.contains("--comprobar")))
  }
  return Invocacion(orden: orden, torneo: torneo)
}

/// Splits a line of the interactive mode into words as a shell would: white space separates,
/// `'…'` and `"…"` quote, a backslash escapes the next character. `nil` for an open quote.
func palabras(de linea: String) -> [String]? {
  var resultado: [String] = []
  var actual = ""
  var hayPalabra = false
  var comilla: Character?
  var escapado = false
  for c in linea {
    if escapado {
      actual.append(c)
      escapado = false
    } else if c == "\\" && comilla != "'" {
      escapado = true
      hayPalabra = true
    } else if let abierta = comilla {
      if c == abierta { comilla = nil } else { actual.append(c) }
    } else if c == "'" || c == "\"" {
      comilla = c
      hayPalabra = true
    } else if c.isWhitespace {
      if hayPalabra { resultado.append(actual) }
      actual = ""
      hayPalabra = false
    } else {
      actual.append(c)
      hayPalabra = true
    }
  }
  guard comilla == nil, !escapado else { return nil }
  if hayPalabra { resultado.append(actual) }
  return resultado
}
