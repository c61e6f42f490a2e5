// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos
import Torneo

/// The manual in each language, README's table of commands and the three shells' completion
/// scripts, made from the commands' declarations and each language's documentation, as
/// `--help` is (`Ayuda.swift`): the one place each fact about a command is written. `make
/// documentos` writes them into `man/`, README.md and `completions/` (`generar-documentos`); a
/// test fails when a checked-in one is stale.
public enum Documentos {
  /// Where each language's manual is made from and written to (Debian's paths at install:
  /// `man1/marcador.1` in English, `es/man1/marcador.1` in Spanish).
  public static func plantilla(_ idioma: Idioma) -> String { "man/plantilla.\(idioma.rawValue).1" }
  public static func manual(_ idioma: Idioma) -> String {
    idioma == .ingles ? "man/marcador.1" : "man/marcador.\(idioma.rawValue).1"
  }

  /// The manual: the template with its placeholders filled (`@FECHA@`, `@VERSION@`, the rules'
  /// numbers `reglas`, the synopsis `@SINOPSIS@` and the commands `@ORDENES@`), every character
  /// past ASCII written as groff's `\[uXXXX]`, with a plain fallback for those the printer's
  /// fonts lack.
  public static func manual(plantilla: String, idioma: Idioma, fecha: String) -> String {
    let catalogo = idioma.catalogo
    var lineas: [String] = []
    for linea in plantilla.split(separator: "\n", omittingEmptySubsequences: false) {
      switch linea {
      case "@SINOPSIS@": lineas += sinopsis(catalogo)
      case "@ORDENES@": lineas += ordenes(catalogo)
      default:
        let valores = [("@FECHA@", fecha), ("@VERSION@", Version.texto)] + reglas
        lineas.append(valores.reduce(String(linea)) { $0.replacing($1.0, with: $1.1) })
      }
    }
    let texto = lineas.joined(separator: "\n")
    return reservas(de: texto) + escapado(texto)
  }

  /// The rules' numbers the manuals state, each a placeholder of the templates filled from
  /// `Reglas`, where the program reads them: a manual cannot state another limit.
  private static let reglas = [
    ("@MAXIMO_NOMBRE@", String(Reglas.maximoNombre)),
    ("@MAXIMO_NOMBRE_DE_EQUIPO@", String(Reglas.maximoNombreDeEquipo)),
    ("@DORSAL_MINIMO@", String(Reglas.dorsales.lowerBound)),
    ("@DORSAL_MAXIMO@", String(Reglas.dorsales.upperBound)),
  ]

  /// README's table of commands: each with its usage and its one line (English).
  public static func tablaDeOrdenes() -> String {
    let catalogo = Idioma.ingles.catalogo
    let filas = DefinicionDeOrden.deUso.map { d in
      let usos = d.usos(en: catalogo, torneo: false).map {
        "`marcador " + ([d.nombre] + $0).joined(separator: " ").replacing("|", with: "\\|") + "`"
      }
      return "| " + usos.joined(separator: "<br>")
        + " | \(catalogo.documentacion(de: d.orden).resumen) |"
    }
    return (["| command | what it does |", "|---|---|"] + filas).joined(separator: "\n")
  }

  /// README with its table of commands made anew between its two markers.
  public static func readme(_ texto: String) -> String {
    let inicio = "<!-- ordenes: made by `make documentos` from the declarations -->\n"
    let fin = "<!-- /ordenes -->"
    guard let a = texto.firstRange(of: inicio),
      let b = texto[a.upperBound...].firstRange(of: fin)
    else { return texto }
    return String(texto[..<a.upperBound]) + tablaDeOrdenes() + "\n"
      + String(texto[b.lowerBound...])
  }

  /// The date of the newest entry of `debian/changelog` (`… Tue, 01 Dec 2026 13:00:00 +0000`)
  /// as `2026-12-01`: the manual is dated by the release it describes.
  public static func fecha(deChangelog changelog: String) -> String {
    let meses = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    guard let linea = changelog.split(separator: "\n").first(where: { $0.hasPrefix(" -- ") }),
      let coma = linea.lastIndex(of: ",")
    else { return "" }
    let partes = linea[linea.index(after: coma)...].split(separator: " ")
    guard partes.count >= 3, let mes = meses.firstIndex(of: String(partes[1])) else { return "" }
    let dia = partes[0].count == 1 ? "0" + partes[0] : String(partes[0])
    return "\(partes[2])-" + (mes < 9 ? "0" : "") + "\(mes + 1)-" + dia
  }

  /// A shell's completion script: where `make install` and the package take it, and how the
  /// shell writes a list in a `case` pattern or to `contains`.
  public struct Guion: Sendable {
    public let destino: String
    let separador: String
    /// What stands before an option in its patterns: bash's and zsh's match `$fin$palabra`,
    /// `fin` being 0 before `--`.
    let antesDeOpcion: String
    /// The template it is made from: the shell's machinery, with placeholders for what the
    /// declarations say.
    public var plantilla: String {
      destino.replacing("completions/", with: "completions/plantillas/")
    }
  }

  /// The three shells' scripts.
  public static let guiones = [
    Guion(destino: "completions/marcador.bash", separador: " | ", antesDeOpcion: "0"),
    Guion(destino: "completions/_marcador", separador: "|", antesDeOpcion: "0"),
    Guion(destino: "completions/marcador.fish", separador: " ", antesDeOpcion: ""),
  ]

  /// A completion script: its template with the options that take a value (`@CON_VALOR@`: the
  /// word after one is its value, never completed) and, for each kind of positional, the
  /// positions that take one (`orden:k`, by the command's name and each alias: `@EQUIPOS@`,
  /// `@JUGADORES@`, `@ARCHIVOS@`, and `@EQUIPOS_Y_ARCHIVOS@` where a form takes a team and
  /// another a file). The commands and options themselves, with their descriptions in the
  /// user's language, the scripts ask `marcador completar` for.
  public static func guion(_ guion: Guion, plantilla: String) -> String {
    let conValor = NombreDeOpcion.allCases.filter { opcion in
      DefinicionDeOrden.deUso.contains { $0.opciones.contains(opcion) }
    }
    let valores: [(String, [String])] = [
      ("@CON_VALOR@", conValor.map { guion.antesDeOpcion + $0.rawValue }),
      ("@EQUIPOS_Y_ARCHIVOS@", posiciones(que: [.equipo, .archivo])),
      ("@EQUIPOS@", posiciones(que: [.equipo])),
      ("@JUGADORES@", posiciones(que: [.jugador])),
      ("@ARCHIVOS@", posiciones(que: [.archivo])),
    ]
    return valores.reduce(plantilla) {
      $0.replacing($1.0, with: $1.1.joined(separator: guion.separador))
    }
  }

  /// What a positional completes in the shells.
  private enum Completado { case equipo, jugador, archivo }

  /// The positions of the commands a person types whose positional completes `que`: in every
  /// form of the command (`importar EQUIPO` and `importar ARCHIVO`), those of that place.
  private static func posiciones(que: Set<Completado>) -> [String] {
    DefinicionDeOrden.deUso.flatMap { d in
      let formas = d.formas.isEmpty ? [d.posicionales] : d.formas.map(\.posicionales)
      let lugares = (0..<(formas.map(\.count).max() ?? 0)).filter { k in
        Set(formas.compactMap { k < $0.count ? completado($0[k].nombre) : nil }) == que
      }
      return lugares.flatMap { k in ([d.nombre] + d.alias).map { "\($0):\(k)" } }
    }
  }

  /// A team where the positional names one (`buscar`'s text too: it finds teams by name), a
  /// player of the first positional's team, a file where it is a path.
  private static func completado(_ argumento: NombreDeArgumento) -> Completado? {
    switch argumento {
    case .equipo, .equipoDestino, .texto: .equipo
    case .jugador: .jugador
    default: argumento.esRuta ? .archivo : nil
    }
  }

  // MARK: The generated parts

  /// One usage per command a person types, each a `.SY` block (continuation lines hang under
  /// the command): `marcador anadir [EQUIPO] … [--torneo RUTA]`.
  private static func sinopsis(_ catalogo: any Catalogo) -> [String] {
    DefinicionDeOrden.deUso.flatMap { d in
      d.usos(en: catalogo).flatMap {
        [".SY marcador", roff(([d.nombre] + $0).joined(separator: " ")), ".YS"]
      }
    }
  }

  /// Each command: its usage (and aliases), its paragraphs, its options, its examples.
  private static func ordenes(_ catalogo: any Catalogo) -> [String] {
    var lineas: [String] = []
    for d in DefinicionDeOrden.deUso {
      let documentacion = catalogo.documentacion(de: d.orden)
      let usos = d.usos(en: catalogo).map { roff(([d.nombre] + $0).joined(separator: " ")) }
      lineas += [".TP", usos[0]]
      for uso in usos.dropFirst() { lineas += [uso, ".br"] }
      for alias in d.alias { lineas += ["\\fB" + texto(alias) + "\\fR \\&...", ".br"] }
      for (k, parrafo) in documentacion.parrafos.enumerated() {
        if k > 0 || usos.count > 1 || !d.alias.isEmpty { lineas.append(".IP") }
        lineas.append(texto(parrafo))
      }
      let opciones = d.opcionesDeAyuda.filter { $0 != .help }
      guard !opciones.isEmpty || !documentacion.ejemplos.isEmpty else { continue }
      lineas += [".RS"]
      for opcion in opciones {
        let cabeza = opcion == .help ? "\\-h, \\-\\-help" : guiones(opcion.rawValue)
        lineas += [
          ".TP",
          "\\fB" + cabeza + "\\fR"
            + (catalogo.valor(deOpcion: opcion).map { " \\fI" + $0 + "\\fR" } ?? ""),
        ]
        lineas.append(texto(catalogo.descripcion(deOpcion: opcion, en: d.orden)))
      }
      if !documentacion.ejemplos.isEmpty {
        lineas += [".TP", texto(catalogo.texto(.tituloDeEjemplos(documentacion.ejemplos.count)))]
        // Command lines as a reader pastes them: text lines of an example block (no filling,
        // every space kept) keep the quotes a macro's arguments (`.B`) would lose to roff.
        lineas += [".EX"] + documentacion.ejemplos.map { guiones(texto($0)) } + [".EE"]
      }
      lineas.append(".RE")
    }
    return lineas
  }

  /// Usage words in roff: options bold, values and arguments italic, brackets and bars plain.
  private static func roff(_ uso: String) -> String {
    var salida = ""
    var palabra = ""
    var corchetes = 0
    func cerrar() {
      guard !palabra.isEmpty else { return }
      if palabra.hasPrefix("-") {
        salida += "\\fB" + guiones(palabra) + "\\fR"
      } else if palabra.allSatisfy({ $0.isUppercase || $0 == "_" }) {
        salida += "\\fI" + palabra + "\\fR"
      } else {
        salida += "\\fB" + texto(palabra) + "\\fR"
      }
      palabra = ""
    }
    for c in uso {
      switch c {
      case "[", "]", "|", " ", "…":
        cerrar()
        if c == "[" { corchetes += 1 }
        if c == "]" { corchetes -= 1 }
        // Inside brackets, an unbreakable space: `[--nombre NOMBRE]` stays on one line.
        salida += c == " " ? (corchetes > 0 ? "\\ " : " ") : String(c)
      default: palabra.append(c)
      }
    }
    cerrar()
    return salida
  }

  /// A minus sign for every `-` of an option or a command line (roff's `-` is a hyphen).
  private static func guiones(_ opcion: String) -> String { opcion.replacing("-", with: "\\-") }

  /// Plain text as roff: backslashes escaped, and a line never starting with a control
  /// character (`.` or `'`).
  private static func texto(_ t: String) -> String {
    let escapado = t.replacing("\\", with: "\\e")
    return escapado.first == "." || escapado.first == "'" ? "\\&" + escapado : escapado
  }

  /// Every character past ASCII as `\[uXXXX]`, which groff and mandoc both read.
  private static func escapado(_ texto: String) -> String {
    var salida = ""
    for escalar in texto.unicodeScalars {
      if escalar.isASCII {
        salida.unicodeScalars.append(escalar)
      } else {
        salida += "\\[u" + hex(escalar.value) + "]"
      }
    }
    return salida
  }

  /// For each character past ASCII the text uses, a plain one where the output device has no
  /// glyph for it (groff's PostScript fonts lack ✗, ✓, ⇥…): `groff -man -ww` stays silent.
  private static func reservas(de texto: String) -> String {
    var vistos = Set<UInt32>()
    var lineas = ""
    for escalar in texto.unicodeScalars
    where !escalar.isASCII && vistos.insert(escalar.value).inserted {
      let u = "\\[u" + hex(escalar.value) + "]"
      lineas += ".if !c\(u) .char \(u) \(reserva(escalar))\n"
    }
    return lineas
  }

  private static func reserva(_ escalar: Unicode.Scalar) -> String {
    switch escalar {
    case "✗": "x"
    case "✓": "v"
    case "…": "..."
    case "«", "»", "“", "”": "\""
    case "–", "—": "-"
    // Latin letters with accents have glyphs in every device: this is never printed for them.
    default: "?"
    }
  }

  private static func hex(_ valor: UInt32) -> String {
    let h = String(valor, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - h.count)) + h
  }
}
