// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import Formatos
import Formulario
import Textos
import Torneo

/// What the parser gathered for one command: its flags, option values and positionals.
struct Argumentos {
  var banderas: Set<NombreDeOpcion>
  var valores: [NombreDeOpcion: String]
  var posicionales: [String]

  func tiene(_ bandera: NombreDeOpcion) -> Bool { banderas.contains(bandera) }
  /// The positional at `k` (the parser has checked the required ones are there).
  func posicional(_ k: Int) -> String? { k < posicionales.count ? posicionales[k] : nil }
}

/// A command of the command line, declared once: its name and aliases, its flags, options and
/// positionals, and how its arguments become the command's `Orden`; each command's type in
/// `Ordenes/` holds its own. Parsing, `--help`'s list, the interactive mode's TAB and the shell
/// completion entry point all come from `todas`; a test checks the manual and the three
/// completion scripts against it.
struct DefinicionDeOrden: Sendable {
  let orden: NombreDeOrden
  /// The word that names it on the command line.
  var nombre: String { orden.rawValue }
  var alias: [String] = []
  /// Options without a value.
  var banderas: [NombreDeOpcion] = []
  /// Options with a value.
  var opciones: [NombreDeOpcion] = []
  /// Options of which at most one may be given (the parser refuses two; the usage shows them
  /// as one group, `[--dorsal DORSAL | --sin-dorsal]`).
  var excluyentes: [[NombreDeOpcion]] = []
  /// The positional arguments' names, each with whether it is required.
  var posicionales: [(nombre: NombreDeArgumento, obligatorio: Bool)] = []
  /// The shapes its usage shows when it has more than one (`importar EQUIPO [ARCHIVO] …` and
  /// `importar ARCHIVO …`): each its positionals and the options that go with it. None: one,
  /// every positional and option.
  var formas: [Forma] = []

  /// One shape of a command's line, for its usage.
  struct Forma {
    var posicionales: [(nombre: NombreDeArgumento, obligatorio: Bool)]
    var opciones: [NombreDeOpcion]
  }
  /// Whether a person types it (the completion entry point is for scripts).
  var deUso = true
  /// Whether it reads a league, so that its help lists `--torneo` (`copiar` names both files).
  var leeTorneo = true
  let construir: @Sendable (Argumentos) throws(ErrorDeUso) -> any Orden

  /// The commands a person types.
  static var deUso: [DefinicionDeOrden] { todas.filter(\.deUso) }

  static let banderasGlobales: [NombreDeOpcion] = [.help, .h, .version, .accesible]
  static let opcionesGlobales: [NombreDeOpcion] = [.torneo]
  /// The options `marcador --help` lists, in its order.
  static let opcionesDeLaAyuda: [NombreDeOpcion] = [.torneo, .accesible, .help, .version]

  /// The options its `--help` table lists, in that order: those with a value, the flags, then
  /// `--torneo` if it reads a league, and `--help`. Completion offers the same (and the global
  /// `--version` and `--accesible`): the list lives here alone.
  var opcionesDeAyuda: [NombreDeOpcion] {
    opciones + banderas + (leeTorneo ? [.torneo] : []) + [.help]
  }

  static func buscar(_ nombre: String) -> DefinicionDeOrden? {
    todas.first { $0.nombre == nombre || $0.alias.contains(nombre) }
  }

  /// Whether the first positional names a team (TAB in the interactive mode offers teams).
  var primeroEsEquipo: Bool { posicionales.first?.nombre == .equipo }
}

/// A parsed command line: the command, the tournament path if one was given, and whether the
/// screen-reader mode was asked for.
struct Invocacion: Equatable {
  var orden: any Orden
  var torneo: String?
  var accesible = false

  static func == (una: Invocacion, otra: Invocacion) -> Bool {
    una.orden.esIgual(a: otra.orden) && una.torneo == otra.torneo
      && una.accesible == otra.accesible
  }
}

/// Why a command line could not be parsed (exit 64).
enum ErrorDeUso: Error, Equatable {
  case ordenDesconocida(String)
  case opcionDesconocida(String)
  case faltaValor(String)
  case valorVacio(String)
  /// A positional that names a league or a file, given empty.
  case rutaVacia(NombreDeArgumento)
  case sobraArgumento(String)
  case faltaArgumento(NombreDeArgumento)
  case incompatibles(String, String)
  /// `deshacer`'s ENTRADA that is not a number of `historial`.
  case entradaNoValida(String)
  /// The interactive mode's words read more than one way: each reading as the line, quoted,
  /// that runs it.
  case lecturas([String])
  /// `importar --separador` with what cannot separate columns (`CSV.separador(de:)`).
  case separadorNoValido(String)
}

/// Parses arguments against `DefinicionDeOrden.todas`: options may come before or after the
/// command, `--opcion=valor` and `--opcion valor` both work, `--` ends the options.
///
/// The shell's arguments, each a word the shell has already settled.
func analizar(_ argumentos: [String]) throws(ErrorDeUso) -> Invocacion {
  try analizar(argumentos.map { Palabra(texto: $0, citada: true) }, conocidos: nil)
}

/// What the interactive mode asks of the league to keep a reading of its words: whether a text
/// names a team, a player of a team (as the commands find them: `Equipo.posicionDeJugador`, by
/// name or number), a file or league that can be read.
struct Conocidos {
  var equipo: (String) -> Bool
  var jugador: (_ jugador: String, _ equipo: String) -> Bool
  var ruta: (String) -> Bool
}

/// `conocidos` is for the interactive mode, where words need no quotes and nothing is run on a
/// guess: an option's value is every word up to the next option (`--nombre Nuria Sol`), and the
/// other words are read as the command's positionals in the one way that names what exists
/// (`leer`). A quoted word is an argument as it stands, never joined with its neighbours nor
/// split (`traspasar Rayo "Ana Unión" Sur`).
func analizar(_ palabras: [Palabra], conocidos: Conocidos?) throws(ErrorDeUso) -> Invocacion {
  let argumentos = palabras.map(\.texto)
  let conValor = Set(
    DefinicionDeOrden.opcionesGlobales + DefinicionDeOrden.todas.flatMap(\.opciones))
  var definicion: DefinicionDeOrden?
  var banderas: [String] = []
  var valores: [NombreDeOpcion: String] = [:]
  var posicionales: [String] = []
  // The interactive mode's: each positional's word, whether it may join the one before it
  // (neither quoted, no option between them), and the options as a line shows them.
  var palabrasPosicionales: [Palabra] = []
  var unibles: [Bool] = []
  var opcionesEscritas: [String] = []
  var trasOpcion = false
  var soloPosicionales = false
  // Options given without their value: refused once the command says whether it takes them.
  var sinValor: [NombreDeOpcion] = []
  func esOpcion(_ argumento: String) -> Bool {
    !soloPosicionales && argumento.hasPrefix("-") && argumento != "-"
  }
  // An option's name (`--dorsal`, `--dorsal=7`) is never the value of the option before it:
  // that one was given none (`--nombre=--dorsal` gives it).
  func nombraOpcion(_ argumento: String) -> Bool {
    esOpcion(argumento)
      && NombreDeOpcion(rawValue: String(argumento.prefix { $0 != "=" })) != nil
  }
  var k = 0
  while k < argumentos.count {
    let argumento = argumentos[k]
    k += 1
    if !soloPosicionales && argumento == "--" {
      soloPosicionales = true
      trasOpcion = true
    } else if esOpcion(argumento) {
      trasOpcion = true
      let partes = argumento.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let nombre = String(partes[0])
      if let opcion = NombreDeOpcion(rawValue: nombre), conValor.contains(opcion) {
        var valor: String
        if partes.count == 2 {
          valor = String(partes[1])
        } else {
          guard k < argumentos.count, !nombraOpcion(argumentos[k]) else {
            sinValor.append(opcion)
            continue
          }
          valor = argumentos[k]
          k += 1
        }
        // Here a value runs to the next option: `--nombre Nuria Sol` is one name.
        while conocidos != nil, k < argumentos.count, !esOpcion(argumentos[k]) {
          valor += " " + argumentos[k]
          k += 1
        }
        valores[opcion] = valor
        opcionesEscritas += [nombre, Shell.palabra(valor)]
      } else if partes.count == 1 {
        banderas.append(nombre)
        opcionesEscritas.append(nombre)
      } else {
        throw .opcionDesconocida(argumento)
      }
    } else if definicion == nil && posicionales.isEmpty {
      guard let encontrada = DefinicionDeOrden.buscar(argumento) else {
        throw .ordenDesconocida(argumento)
      }
      definicion = encontrada
    } else {
      let palabra = palabras[k - 1]
      unibles.append(
        palabrasPosicionales.last.map { !$0.citada && !palabra.citada } == true && !trasOpcion)
      posicionales.append(argumento)
      palabrasPosicionales.append(palabra)
      trasOpcion = false
    }
  }
  let admitidas =
    DefinicionDeOrden.banderasGlobales + DefinicionDeOrden.opcionesGlobales
    + (definicion.map { $0.banderas + $0.opciones } ?? [])
  var dadas: Set<NombreDeOpcion> = []
  for nombre in banderas + valores.keys.map(\.rawValue).sorted() + sinValor.map(\.rawValue) {
    guard let opcion = NombreDeOpcion(rawValue: nombre), admitidas.contains(opcion) else {
      throw .opcionDesconocida(nombre)
    }
    dadas.insert(opcion)
  }
  if let opcion = sinValor.first { throw .faltaValor(opcion.rawValue) }
  // An empty path is a script's unset variable, never "the default file".
  if valores[.torneo] == "" { throw .valorVacio(NombreDeOpcion.torneo.rawValue) }
  let torneo = valores[.torneo]
  let accesible = dadas.contains(.accesible)
  if dadas.contains(.help) || dadas.contains(.h) {
    return Invocacion(orden: Ayuda(orden: definicion?.orden), torneo: torneo, accesible: accesible)
  }
  if dadas.contains(.version) {
    return Invocacion(orden: Version(), torneo: torneo, accesible: accesible)
  }
  guard let definicion else {
    return Invocacion(orden: Interactivo(), torneo: torneo, accesible: accesible)
  }
  if let conocidos {
    posicionales = try leer(palabrasPosicionales, unibles: unibles, en: definicion, conocidos) {
      lectura in
      // The line that runs a reading: its arguments quoted, the options as given (first, and
      // `--`, where an argument starts like an option).
      let citadas = lectura.map(Shell.palabra)
      let partes =
        lectura.contains { $0.hasPrefix("-") && $0 != "-" }
        ? opcionesEscritas + ["--"] + citadas : citadas + opcionesEscritas
      return ([definicion.nombre] + partes).joined(separator: " ")
    }
  }
  let maximo = definicion.posicionales.count
  if posicionales.count > maximo { throw .sobraArgumento(posicionales[maximo]) }
  if let falta = definicion.posicionales.dropFirst(posicionales.count).first(where: \.obligatorio) {
    throw .faltaArgumento(falta.nombre)
  }
  // An empty path is a script's unset variable, as `--torneo ""` is.
  for (posicional, valor) in zip(definicion.posicionales, posicionales)
  where posicional.nombre.esRuta && valor.isEmpty {
    throw .rutaVacia(posicional.nombre)
  }
  for grupo in definicion.excluyentes {
    let puestas = grupo.filter { dadas.contains($0) || valores[$0] != nil }
    if puestas.count > 1 { throw .incompatibles(puestas[0].rawValue, puestas[1].rawValue) }
  }
  let orden = try definicion.construir(
    Argumentos(banderas: dadas, valores: valores, posicionales: posicionales))
  return Invocacion(orden: orden, torneo: torneo, accesible: accesible)
}

/// The interactive mode's free words as the command's positionals, with nothing run on a
/// guess. Every way to cut them into the arguments the command takes (a word may join the one
/// before it where `unibles` says so) is a reading; one that names what exists where the
/// command looks it up (a team, a player of that team, a file to read: `Conocidos`) is kept.
/// One kept: that one. Several: refused (`lecturas`), each as the quoted line that runs it
/// (`linea`). None, but the first words name what exists in every argument the command takes:
/// the words left over are refused (`sobra`), as a shell refuses them. Otherwise the reading
/// that names the most that exists (a whole one before one an argument short, then the fewest
/// arguments) goes on, and the command says what it does not find, as it would from a shell;
/// so does a line no cut fits (`sobra`, `falta`).
func leer(
  _ palabras: [Palabra], unibles: [Bool], en definicion: DefinicionDeOrden,
  _ conocidos: Conocidos, linea: ([String]) -> String
) throws(ErrorDeUso) -> [String] {
  let maximo = definicion.posicionales.count
  // Every cut into at most `maximo` arguments, fewest first; a line of hundreds of words (a
  // paste) has too many to weigh, and is read as from a shell.
  let limite = 2_000
  var lecturas: [[String]] = []
  // Readings of the first words that leave the rest over, each with where the rest starts.
  var cortas: [(lectura: [String], resto: Int)] = []
  func cortar(desde k: Int, _ hechas: [String]) {
    if !hechas.isEmpty { cortas.append((hechas, k)) }
    guard hechas.count < maximo else { return }
    var pieza = palabras[k].texto
    var fin = k + 1
    while lecturas.count <= limite {
      guard fin < palabras.count else { return lecturas.append(hechas + [pieza]) }
      cortar(desde: fin, hechas + [pieza])
      guard unibles[fin] else { return }
      pieza += " " + palabras[fin].texto
      fin += 1
    }
  }
  if !palabras.isEmpty { cortar(desde: 0, []) }
  if lecturas.count > limite { return juntar(palabras, unibles) }
  lecturas = (1...max(maximo, 1)).flatMap { n in lecturas.filter { $0.count == n } }
  let formas =
    definicion.formas.isEmpty ? [definicion.posicionales] : definicion.formas.map(\.posicionales)
  // A reading against each shape of the line: whether it is whole (nothing required missing),
  // how many of the names it looks up exist, and whether all do.
  // `llena`: only against the shapes it fills, so that what is left over is more than the
  // command takes.
  func juicio(_ lectura: [String], llena: Bool = false) -> (
    valida: Bool, entera: Bool, halladas: Int
  ) {
    var mejor = (valida: false, entera: false, halladas: -1)
    for forma in formas
    where llena ? lectura.count == forma.count : lectura.count <= forma.count {
      let entera = !forma.dropFirst(lectura.count).contains(where: \.obligatorio)
      var halladas = 0
      var todas = true
      var equipo: String?
      for (posicional, pieza) in zip(forma, lectura) {
        let existe: Bool
        switch posicional.nombre {
        case .equipo, .equipoDestino:
          existe = conocidos.equipo(pieza)
          if existe && posicional.nombre == .equipo { equipo = pieza }
        case .jugador: existe = equipo.map { conocidos.jugador(pieza, $0) } ?? false
        case .archivo, .origen: existe = conocidos.ruta(pieza)
        default: continue
        }
        if existe { halladas += 1 } else { todas = false }
      }
      let juicio = (valida: entera && todas, entera: entera, halladas: halladas)
      func orden(_ j: (Bool, Bool, Int)) -> (Int, Int, Int) { (j.0 ? 1 : 0, j.1 ? 1 : 0, j.2) }
      if orden(juicio) > orden(mejor) { mejor = juicio }
    }
    return mejor
  }
  // One cut and no words that could be left over: the command looks up what it names itself.
  if lecturas.count == 1 && cortas.isEmpty { return lecturas[0] }
  let juicios = lecturas.map { juicio($0) }
  let validas = lecturas.indices.filter { juicios[$0].valida }
  if validas.count > 1 { throw .lecturas(validas.map { linea(lecturas[$0]) }) }
  if let unica = validas.first { return lecturas[unica] }
  // None names what exists, but the first words, taking every argument the command takes, do:
  // what is left over is refused as a shell refuses it (the fewest words left over).
  if let corta = cortas.filter({ juicio($0.lectura, llena: true).valida }).max(by: {
    $0.resto < $1.resto
  }) {
    throw .sobraArgumento(palabras[corta.resto].texto)
  }
  // One cut only: the command looks up what it names itself.
  guard lecturas.count > 1 else { return lecturas.first ?? juntar(palabras, unibles) }
  let cerca = lecturas.indices.max { a, b in
    (juicios[a].halladas, juicios[a].entera ? 1 : 0, -a)
      < (juicios[b].halladas, juicios[b].entera ? 1 : 0, -b)
  }
  return cerca.map { lecturas[$0] } ?? juntar(palabras, unibles)
}

/// Words as arguments where no cut fits the command: each run of words that may join one
/// argument, as a shell would count them for `sobra` or `falta`.
func juntar(_ palabras: [Palabra], _ unibles: [Bool]) -> [String] {
  var argumentos: [String] = []
  for (palabra, unible) in zip(palabras, unibles) {
    if unible, let ultimo = argumentos.popLast() {
      argumentos.append(ultimo + " " + palabra.texto)
    } else {
      argumentos.append(palabra.texto)
    }
  }
  return argumentos
}

/// Splits a line of the interactive mode into words as POSIX sh does, expanding nothing: white
/// space separates; `'…'` quotes every character up to the next `'`; `"…"` quotes too, where a
/// backslash escapes only `$`, `` ` ``, `"` and `\`; elsewhere a backslash escapes the next
/// character; `$'…'` reads the escapes `Shell.palabra` writes (`\xHH`, `\'`, `\\`). So
/// a line of `historial` (`plantilla 'Peña L'\''Olivera'`) or one bash's completion wrote
/// (`Peña\ L\'Olivera`) reads as the shell reads it. Two exceptions keep names typed bare
/// readable, where sh would fail or join words: an apostrophe between two letters or digits
/// (`L'Olivera`, `O'Neil`, `d'Ávila`) is a letter, and so is a quote never closed. A word with a
/// quoted part or an escaped white space is `citada`: quotes settle where it ends (what TAB
/// inserts for a name, `Los \"Pibes\" d'Ávila`, is not; see `CompletadoInteractivo.protegido`).
func palabras(de linea: String) -> [Palabra] {
  var resultado: [Palabra] = []
  var actual = ""
  var hayPalabra = false
  var citada = false
  let letras = Array(linea)
  var k = 0
  /// Where a quote opened before `inicio` closes, if it does: at the next `comilla`, or the
  /// next one no backslash escapes (`"…"`, `$'…'`).
  func cierre(de comilla: Character, desde inicio: Int, escapes: Bool) -> Int? {
    var j = inicio
    while j < letras.count {
      if letras[j] == comilla { return j }
      j += escapes && letras[j] == "\\" ? 2 : 1
    }
    return nil
  }
  while k < letras.count {
    let c = letras[k]
    if c == "\\", k + 1 < letras.count {
      actual.append(letras[k + 1])
      hayPalabra = true
      // An escaped space settles where the word ends; an escaped quote is only a letter.
      if letras[k + 1].isWhitespace { citada = true }
      k += 2
      continue
    }
    let entreLetras =
      c == "'" && k > 0 && k + 1 < letras.count && esLetra(letras[k - 1]) && esLetra(letras[k + 1])
    let ansi = c == "$" && k + 1 < letras.count && letras[k + 1] == "'"
    let inicio = ansi ? k + 1 : k
    if ansi || c == "'" || c == "\"", !entreLetras,
      let fin = cierre(de: letras[inicio], desde: inicio + 1, escapes: c != "'")
    {
      let dentro = letras[(inicio + 1)..<fin]
      actual += ansi ? ansiC(dentro) : c == "\"" ? entreComillasDobles(dentro) : String(dentro)
      hayPalabra = true
      citada = true
      k = fin + 1
      continue
    }
    if c.isWhitespace {
      if hayPalabra { resultado.append(Palabra(texto: actual, citada: citada)) }
      actual = ""
      hayPalabra = false
      citada = false
    } else {
      actual.append(c)
      hayPalabra = true
    }
    k += 1
  }
  if hayPalabra { resultado.append(Palabra(texto: actual, citada: citada)) }
  return resultado
}

/// A letter or a digit: an apostrophe with one on each side is part of a name (`L'Olivera`).
func esLetra(_ c: Character) -> Bool { c.isLetter || c.isNumber }

/// The text of `"…"` as sh reads it: a backslash before `$`, `` ` ``, `"` or `\` is dropped.
private func entreComillasDobles(_ dentro: ArraySlice<Character>) -> String {
  var texto = ""
  var k = dentro.startIndex
  while k < dentro.endIndex {
    if dentro[k] == "\\", k + 1 < dentro.endIndex, "$`\"\\".contains(dentro[k + 1]) { k += 1 }
    texto.append(dentro[k])
    k += 1
  }
  return texto
}

/// The text of `$'…'` (bash, zsh, ksh, POSIX.1-2024): `\xHH` is a byte, `\'`, `\"` and
/// `\\` the character, `\n` and `\t` a line feed and a tab; bytes that are not UTF-8
/// become U+FFFD.
private func ansiC(_ dentro: ArraySlice<Character>) -> String {
  var bytes: [UInt8] = []
  var k = dentro.startIndex
  while k < dentro.endIndex {
    let c = dentro[k]
    k += 1
    guard c == "\\", k < dentro.endIndex else {
      bytes += Array(String(c).utf8)
      continue
    }
    let escapada = dentro[k]
    k += 1
    switch escapada {
    case "x":
      var cifras = ""
      while cifras.count < 2, k < dentro.endIndex, dentro[k].isHexDigit {
        cifras.append(dentro[k])
        k += 1
      }
      if let byte = UInt8(cifras, radix: 16) { bytes.append(byte) } else { bytes += [0x5C, 0x78] }
    case "n": bytes.append(0x0A)
    case "t": bytes.append(0x09)
    case "'", "\"", "\\": bytes += Array(String(escapada).utf8)
    default: bytes += Array(("\\" + String(escapada)).utf8)
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// A word of the interactive mode, and whether it was quoted (`"Ana Unión"`, `Rayo\ FC`): a
/// quoted word is an argument as it stands, as in a shell.
struct Palabra: Equatable {
  var texto: String
  var citada = false
}
