// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

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
}

/// Helpers shared by the catalogs.
public enum Catalogos {
  /// Sentences joined into one message: each ends with a full stop unless it already ends
  /// with its own mark (`¿Quisiste decir «plantilla»?`, never `?.`); empty ones are left out.
  public static func frases(_ partes: [String]) -> String {
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

  /// libpq's own text (English, several lines, a tab before each but the first) as one
  /// detail line after the message: a line that goes on with the sentence (lowercase) or
  /// follows a finished one joins with a space, another joins with `; ` (so `…No such file
  /// or directory; Is the server running…` reads); tabs become spaces, any other control
  /// is shown escaped; nothing at all when it says nothing.
  public static func lineaDeDetalle(_ texto: String) -> String {
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
