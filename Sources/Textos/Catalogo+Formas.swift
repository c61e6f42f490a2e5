// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// The shapes every message shares, written once for every language: a language gives only
// their words (`Catalogo.comillas`, `letrasSiNo`, `separadorDeMiles`, `separadorDecimal`,
// `comaAntesDeLaUltima`), and the shapes built of messages: a journal line, the tables of the
// help, a command to type.

import Formatos
import Torneo

extension Catalogo {
  /// A wait in seconds to a tenth, with this language's decimal mark: `0,5`, `0.5`, `2`.
  public func decimal(_ valor: Double) -> String {
    let decimas = Int((valor * 10).rounded())
    return String(decimas / 10) + (decimas % 10 == 0 ? "" : separadorDecimal + String(decimas % 10))
  }

  /// A size in bytes as MiB, rounded up to a tenth (`decimal` shows it): a size past a bound
  /// never reads as the bound.
  public func mebibytes(_ bytes: Int) -> Double {
    (Double(bytes) * 10 / Double(1 << 20)).rounded(.up) / 10
  }

  /// A name or a value quoted in a sentence: `«Rayo FC»`, `“Rayo FC”`.
  public func cita(_ texto: String) -> String {
    comillas.abre + texto + comillas.cierra
  }

  /// A count and its noun, the singular for one and the thousands grouped: `1 jugador`,
  /// `5.000 jugadores`.
  public func cuenta(_ numero: Int, _ uno: String, _ varios: String) -> String {
    Catalogos.miles(numero, separador: separadorDeMiles) + " " + (numero == 1 ? uno : varios)
  }

  /// Words listed in a sentence, the last joined by `conjuncion`: `a o b`, `a, b y c`, and in
  /// English `a, b, and c`.
  public func lista(_ partes: [String], _ conjuncion: String) -> String {
    guard let ultima = partes.last, partes.count > 1 else { return partes.first ?? "" }
    let coma = comaAntesDeLaUltima && partes.count > 2 ? "," : ""
    return partes.dropLast().joined(separator: ", ") + coma + " " + conjuncion + " " + ultima
  }

  /// A yes-or-no question with its choices, the capital the one an empty answer takes:
  /// `¿Quitar a Ana? [s/N] `.
  public func siNo(_ pregunta: String, porDefecto si: Bool = false) -> String {
    let (s, n) = letrasSiNo
    return pregunta + " [" + (si ? s.uppercased() + "/" + n : s + "/" + n.uppercased()) + "] "
  }

  /// A message on a terminal `columnas` cells wide, its rows after `sangria` cells already
  /// taken (`marcador: `, `  ✗ `): whole when its list of free numbers makes it no
  /// taller than that list's first run alone would; else the list is cut after the last run
  /// that keeps it so (`Libres: 4, 6, 8, …`), never before the first. No terminal (`nil`):
  /// whole, as `libres` says it.
  public func texto(_ mensaje: Mensaje, columnas: Int?, sangria: Int = 0) -> String {
    let entero = texto(mensaje)
    guard let columnas, columnas > 0 else { return entero }
    // Rows as words wrap (where a terminal cuts inside a word, as many at most).
    func filas(_ texto: String) -> Int {
      texto.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
        $0 + Parrafo.partir(String($1), ancho: columnas, primera: sangria, sangria: sangria).count
      }
    }
    var cortado = self
    cortado.tramosDeLibres = 1
    let primero = cortado.texto(mensaje)
    guard filas(entero) > filas(primero) else { return entero }
    var mejor = primero
    while true {
      cortado.tramosDeLibres? += 1
      let siguiente = cortado.texto(mensaje)
      guard siguiente != entero, filas(siguiente) <= filas(primero) else { return mejor }
      mejor = siguiente
    }
  }

  /// Who made the change a refusal names, in parentheses after what it says: ` (gus,
  /// 2026-12-04 20:12:03 +0100: «…»)`, or nothing when no entry says.
  public func entreParentesis(_ por: Mensaje?) -> String {
    por.map { " (" + texto($0) + ")" } ?? ""
  }

  /// What a message is about, before it, as editors and compilers write it: a file or a server
  /// (`liga.json: `), a line of a file (`lista.csv:4: `) or a character of it
  /// (`liga.json:3:7: `).
  public func enLugar(_ ruta: String, linea: Int? = nil, columna: Int? = nil) -> String {
    ruta + (linea.map { ":\($0)" } ?? "") + (columna.map { ":\($0)" } ?? "") + ": "
  }

  /// A journal entry as `historial` lists it: number (right-aligned in `ancho` columns, the
  /// widest number's, so the columns stay in line from entry 10 on), date in local time with its
  /// offset (`horaLocal`), user, change, and the command that repeats it on the next
  /// line.
  public func lineaDeHistorial(_ entrada: EntradaDeDiario, ancho: Int = 1) -> String {
    let marca =
      (entrada.fueraDeLinea ? " " + texto(.marcaFueraDeLinea) : "")
      + (entrada.deshecha ? " " + texto(.marcaDeshecho) : "")
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
      "\(relleno)\(numero)  \(horaLocal(entrada.cuando))  \(visible(entrada.usuario))  "
      + texto(.de(entrada.cambio)) + marca + "\n    " + orden + "\n"
  }

  /// An option as the usage and the table write it: its name, and its value's (`--dorsal DORSAL`).
  public func texto(deOpcion opcion: NombreDeOpcion) -> String {
    opcion.rawValue + (valor(deOpcion: opcion).map { " " + $0 } ?? "")
  }

  /// A help's table of options: each option with its value's name, and what it does in that
  /// command (`descripcion(deOpcion:en:)`, the words its completion menu shows too), in one
  /// column that wraps between words to stay within 80 columns.
  public func tablaDeOpciones(_ opciones: [NombreDeOpcion], de orden: NombreDeOrden?) -> String {
    let cabezas = opciones.map { $0 == .help ? "-h, --help" : texto(deOpcion: $0) }
    let columna = 2 + (cabezas.map(\.count).max() ?? 0) + 3
    return zip(opciones, cabezas).map { opcion, cabeza in
      Parrafo.columnas(cabeza, descripcion(deOpcion: opcion, en: orden), columna: columna)
    }.joined(separator: "\n")
  }

  /// A prompt (every one ends in «: ») that names the value an empty answer takes: the team
  /// Enter takes, «Equipo [Rayo FC]: », and, in plain prompts, the value editing keeps,
  /// «Nombre [5/25] [Marta]: », «Dorsal (opcional) [1]: ».
  public func pregunta(_ pregunta: String, conValor valor: String) -> String {
    (pregunta.hasSuffix(": ") ? String(pregunta.dropLast(2)) : pregunta) + " [\(valor)]: "
  }

  /// A command as the reader types it where the message is read: `marcador equipos` at the
  /// shell, `equipos` in the interactive mode; made visible whole, after `enOrden` quoted its
  /// words, so a name with a control character gives a command that works pasted.
  public func orden(_ palabras: String) -> String {
    visible(lugar == .shell ? "marcador " + palabras : palabras)
  }

  /// The option that names a separator, as typed: `--separador '|'` (a tab: `--separador '\t'`).
  func separador(_ byte: UInt8) -> String {
    "--separador " + enOrden(byte == 0x09 ? "\\t" : String(UnicodeScalar(byte)))
  }

  /// One word of a command `orden` shows, as given (not yet visible): quoted for a shell at the
  /// shell (`'mi liga.csv'`, `$'A\x1BB'`).
  func enOrden(_ palabra: String) -> String {
    lugar == .shell ? Shell.palabra(palabra) : palabra
  }

  /// The line the form opens with, in pieces (shown `·`-separated): where the player goes and
  /// which keys do what; Shift-Tab only where the reader has it (`conAnterior`); the last Enter
  /// saves, or with `--comprobar` only checks (`guarda` false).
  public func cabecera(jugador: String?, equipo: String?, conAnterior: Bool, guarda: Bool)
    -> [String]
  {
    let teclas: [Mensaje] =
      [.teclaSiguiente(guarda: guarda)] + (conAnterior ? [.teclaAnterior] : []) + [.teclaCancela]
    return ([.formulario(jugador: jugador, equipo: equipo)] + teclas).map(texto)
  }

  /// The interactive mode's first line, as pieces (laid out like the form's header); like the
  /// interactive help, it promises TAB and history only where the reader has them.
  public func bienvenida(conEditor: Bool) -> [String] {
    let teclas: [Mensaje] =
      conEditor ? [.tabCompleta, .flechasDelHistorial, .ctrlDSale] : [.salirOCtrlDSale]
    return ([.ayudaListaLasOrdenes] + teclas).map(texto)
  }
}

/// The shapes that need no language: sentences joined, numbers written, libpq's text as a line.
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

  /// Numbers as runs, the one way free numbers are written (in errors and by `libres`):
  /// `2–8, 10–99`, a run of two as two numbers (`4, 5`); with `maximo`, that many runs at most
  /// and an ellipsis of its own when there are more (`1–4, 6–8, 10, …`: never `10…`, which
  /// would read as «10 and up»): a message cut to a terminal's width
  /// (`Catalogo.texto(_:columnas:sangria:)`).
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
