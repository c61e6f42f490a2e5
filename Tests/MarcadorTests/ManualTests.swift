// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Foundation
import Testing

/// The manuals, English and Spanish: what `make documentos` makes of the declarations and the
/// templates (never stale), lint clean, installed where man(1) finds each language, and true
/// to what the program does.
struct ManualTests {
  /// Each language's manual, as installed, and the words its sections are named by.
  struct Pagina: Sendable, CustomTestStringConvertible {
    let archivo: String
    let idioma: String
    let salida: String
    let archivos: String
    let tabulador: String
    let errorDeDorsal: String
    var testDescription: String { archivo }
    var ruta: String { raizDelRepositorio + "/man/" + archivo }
  }

  static let paginas = [
    Pagina(
      archivo: "marcador.1", idioma: "en", salida: "EXIT STATUS", archivos: "FILES",
      tabulador: "player", errorDeDorsal: "  ✗ Number: Another player already wears that number"),
    Pagina(
      archivo: "marcador.es.1", idioma: "es", salida: "ESTADO DE SALIDA", archivos: "ARCHIVOS",
      tabulador: "jugador", errorDeDorsal: "  ✗ Dorsal: Ese dorsal ya lo lleva otro jugador"),
  ]

  /// Runs the generator in a copy of what it reads; what it writes (the manuals, README, the
  /// completion scripts) is what is checked in.
  @Test func losDocumentosHechosDeLasDeclaracionesEstanAlDia() throws {
    let e = try Escenario()
    let leer = { (ruta: String) in try String(contentsOfFile: ruta, encoding: .utf8) }
    let guiones = ["marcador.bash", "_marcador", "marcador.fish"]
    let plantillas = guiones.map { "completions/plantillas/" + $0 }
    for ruta in ["man/plantilla.en.1", "man/plantilla.es.1", "debian/changelog", "README.md"]
      + plantillas
    {
      let destino = e.carpeta + "/" + ruta
      try FileManager.default.createDirectory(
        atPath: (destino as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try leer(raizDelRepositorio + "/" + ruta).write(
        toFile: destino, atomically: false, encoding: .utf8)
    }
    let generador = (rutaDelBinario as NSString).deletingLastPathComponent + "/generar-documentos"
    let r = try e.ejecutar(generador, [], entrada: Data(), entorno: ["PATH": "/usr/bin:/bin"])
    #expect(r.codigo == 0, "\(r.errores)")
    for ruta in ["man/marcador.1", "man/marcador.es.1", "README.md"]
      + guiones.map({ "completions/" + $0 })
    {
      let hecho = try leer(e.carpeta + "/" + ruta)
      #expect(
        hecho == (try leer(raizDelRepositorio + "/" + ruta)), "\(ruta) is stale: make documentos")
    }
  }

  @Test(arguments: paginas) func pasaMandocYGroffSinAvisos(_ pagina: Pagina) throws {
    let e = try Escenario()
    let mandoc = try e.ejecutar(
      "/usr/bin/mandoc", ["-Tlint", "-Wwarning", pagina.ruta], entrada: Data(),
      entorno: ["PATH": "/usr/bin:/bin"])
    // mandoc also checks cross-references against the machine's man index, which may predate
    // installed pages: that says nothing about this page.
    let avisos = (mandoc.salida + mandoc.errores).split(separator: "\n").filter {
      !$0.contains("mandoc.db")
    }
    #expect(avisos == [])
    #expect(mandoc.codigo == 0)
    // groff's default device too (PostScript, whose fonts lack ✗: the page says what instead).
    for dispositivo in [[], ["-Tutf8"]] {
      let groff = try e.ejecutar(
        "/usr/bin/groff", ["-man", "-ww", "-z"] + dispositivo + [pagina.ruta], entrada: Data(),
        entorno: ["PATH": "/usr/bin:/bin"])
      #expect(groff.codigo == 0)
      #expect(groff.salida + groff.errores == "", "\(dispositivo)")
    }
    let texto = try renderizado(e, pagina)
    #expect(texto.contains(pagina.salida))
    #expect(texto.contains(pagina.idioma == "es" ? "Manual de marcador" : "marcador manual"))
    #expect(!texto.contains("BSD"))
  }

  /// `make instalar` puts each language's manual where man(1) looks for that language:
  /// `man marcador` under a Spanish locale shows the Spanish one.
  @Test func cadaIdiomaSeInstalaDondeLoBuscaMan() throws {
    let e = try Escenario()
    let make = try e.ejecutar(
      "/usr/bin/make",
      [
        "-s", "-C", raizDelRepositorio, "instalar", "BINARIO=" + rutaDelBinario,
        "DESTDIR=" + e.carpeta + "/raiz", "PREFIX=/usr",
      ],
      entrada: Data(), entorno: ["PATH": "/usr/bin:/bin"])
    #expect(make.codigo == 0, "\(make.errores)")
    let manpath = e.carpeta + "/raiz/usr/share/man"
    for (locale, pagina) in [("es_ES.UTF-8", "marcador.es.1"), ("en_US.UTF-8", "marcador.1")] {
      let man = try e.ejecutar(
        "/usr/bin/man", ["-L", locale, "-w", "marcador"], entrada: Data(),
        entorno: ["PATH": "/usr/bin:/bin", "MANPATH": manpath])
      let encontrada = man.salida.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(
        try String(contentsOfFile: encontrada, encoding: .utf8)
          == String(contentsOfFile: raizDelRepositorio + "/man/" + pagina, encoding: .utf8),
        "\(locale): \(encontrada)")
    }
  }

  /// FILES names each completion where `make install` puts it (its default PREFIX).
  @Test(arguments: paginas) func nombraDondeSeInstalanLosCompletados(_ pagina: Pagina) throws {
    let e = try Escenario()
    let make = try e.ejecutar(
      "/usr/bin/make", ["-s", "-n", "-C", raizDelRepositorio, "instalar", "BINARIO=x"],
      entrada: Data(), entorno: ["PATH": "/usr/bin:/bin"])
    let destinos = make.salida.split(separator: "\n").filter { $0.contains(" completions/") }
      .compactMap { $0.split(separator: " ").last.map(String.init) }
    #expect(destinos.count == 3, "\(make.salida)")
    let manual = try String(contentsOfFile: pagina.ruta, encoding: .utf8)
      .replacingOccurrences(of: "\\-", with: "-")
    for destino in destinos {
      #expect(manual.contains(".TP\n.I \(destino)\n"), "\(destino)")
    }
  }

  /// Every command and option, as the binary's one declaration gives them.
  func declarados(_ e: Escenario) throws -> (ordenes: Set<String>, opciones: Set<String>) {
    let lineas = try e.marcador(["completar", "ordenes"]).salida.split(separator: "\n")
    let ordenes = Set(lineas.compactMap { $0.split(separator: "\t").first.map(String.init) })
      .subtracting(["añadir", "help"])
    var opciones: Set<String> = ["-h"]
    for orden in ordenes {
      for linea in try e.marcador(["completar", "opciones", orden]).salida.split(separator: "\n") {
        if let opcion = linea.split(separator: "\t").first { opciones.insert(String(opcion)) }
      }
    }
    return (ordenes.union(["completar"]), opciones.union(["--escapar", "--comilla"]))
  }

  /// Each completion script completes teams and players after exactly the commands whose
  /// declared positionals are EQUIPO and JUGADOR.
  @Test func losGuionesDeCompletadoConocenCadaOrden() throws {
    let e = try Escenario()
    let declarados = try declarados(e)
    let guiones = ["marcador.bash", "_marcador", "marcador.fish"].map {
      (try? String(contentsOfFile: raizDelRepositorio + "/completions/" + $0, encoding: .utf8))
        ?? ""
    }
    for orden in declarados.ordenes {
      let posicionales = try e.marcador(["completar", "argumentos", orden]).salida
      for guion in guiones where posicionales.hasPrefix("EQUIPO") {
        #expect(guion.contains(orden), "\(orden)")
      }
      if posicionales.contains("JUGADOR") {
        for guion in guiones { #expect(guion.contains("jugadores"), "\(orden)") }
      }
    }
  }

  /// The manual rendered for a terminal, as `man` shows it.
  func renderizado(_ e: Escenario, _ pagina: Pagina) throws -> String {
    try e.ejecutar(
      "/usr/bin/man", ["-l", pagina.ruta], entrada: Data(),
      entorno: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"]
    ).salida
  }

  /// The examples of a rendered manual, as a reader copies them: the lines under each command's
  /// «Example:» (indented under it, up to the blank line) and the `$ ` lines of EXAMPLES.
  func ejemplos(de texto: String) -> [String] {
    var ejemplos: [String] = []
    var sangria: Int?
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      let margen = linea.prefix { $0 == " " }.count
      if let cabeza = sangria, margen > cabeza, !linea.isEmpty {
        ejemplos.append(String(linea.dropFirst(margen)))
        continue
      }
      sangria = nil
      if linea.wholeMatch(of: /\s+(Examples?|Ejemplos?):/) != nil {
        sangria = margen
      } else if let orden = linea.wholeMatch(of: /\s+\$ (.+)/) {
        ejemplos.append(String(orden.output.1))
      }
    }
    return ejemplos
  }

  /// Every example of each manual runs as `man` prints it (issue 41, item 10: a `.B` line
  /// lost its quotes to roff, and `marcador importar Rayo FC roster.csv` exited 64). Each one,
  /// in order, goes through sh in one folder with the sample league (MARCADOR_TORNEO), the
  /// built binary first on PATH and no input; the files the examples read are there (each
  /// CSV they import, with a new player; `jornada.txt`, a command), and the server's lines
  /// reach that file instead. Runs means read as the example means it: none exits 64 (a usage
  /// error); one may refuse what another left (`iniciar` on the league that exists, an entry
  /// 12 the journal lacks), with that refusal's own status.
  @Test(arguments: paginas) func cadaEjemploSeEjecutaComoSeImprime(_ pagina: Pagina) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let lista = ejemplos(de: try renderizado(e, pagina))
    #expect(lista.count(where: { $0.hasPrefix("marcador ") }) >= 20, "\(lista)")
    for csv in ["roster.csv", "plantilla.csv", "nuevos.csv"] {
      try "nombre,dorsal\nNora,30\n".write(
        toFile: e.carpeta + "/" + csv, atomically: false, encoding: .utf8)
    }
    try "equipos\n".write(toFile: e.carpeta + "/jornada.txt", atomically: false, encoding: .utf8)
    let binarios = (rutaDelBinario as NSString).deletingLastPathComponent
    for ejemplo in lista {
      let r = try e.ejecutar(
        "/bin/sh", ["-c", ejemplo], entrada: Data(),
        entorno: e.entorno([
          "PATH": binarios + ":/usr/bin:/bin", "MARCADOR_TORNEO": e.torneo,
          "LANG": pagina.idioma == "es" ? "es_ES.UTF-8" : "en_US.UTF-8",
        ]))
      #expect(r.codigo != 64, "\(pagina.archivo): \(ejemplo)\n\(r.errores)")
    }
  }

  /// Every exit status the binary has (`CodigoDeSalida`) is in each manual's EXIT STATUS and
  /// in both `--help`s (issue 21, item 18: 69 and 77 were in none).
  @Test func cadaEstadoDeSalidaEstaEnElManualYEnLasAyudas() throws {
    let e = try Escenario()
    let fuente = try String(
      contentsOfFile: raizDelRepositorio + "/Sources/LineaDeOrdenes/CodigoDeSalida.swift",
      encoding: .utf8)
    let codigos = Set(fuente.matches(of: /case \w+ = (\d+)/).map { String($0.output.1) })
    #expect(codigos.isSuperset(of: ["0", "64", "65", "69", "77", "130"]))
    for pagina in Self.paginas {
      let manual = try String(contentsOfFile: pagina.ruta, encoding: .utf8)
      let seccion =
        manual.components(
          separatedBy: ".SH " + pagina.salida.replacingOccurrences(of: " ", with: " ")
        ).last?
        .components(separatedBy: ".SH ").first ?? ""
      #expect(
        Set(seccion.matches(of: /\.TP\n(\d+)\n/).map { String($0.output.1) }) == codigos,
        "\(pagina.archivo)")
    }
    for lang in ["es_ES.UTF-8", "en_US.UTF-8"] {
      let ayuda = try e.marcador(["--help"], entorno: ["LANG": lang]).salida
      let parrafo =
        ayuda.components(separatedBy: "\n\n").first {
          $0.hasPrefix("Estado de salida:") || $0.hasPrefix("Exit status:")
        } ?? ""
      let nombrados = Set(
        parrafo.matches(of: /(?:[:;]\s+|\n)(\d+)\s/).map { String($0.output.1) })
      #expect(nombrados == codigos, "\(lang)")
    }
  }

  /// Each manual and both helps describe the league on a server: URLs, where a password goes,
  /// `copiar`; `--torneo` takes a URL.
  @Test(arguments: paginas) func elManualYLasAyudasHablanDelServidor(_ pagina: Pagina) throws {
    let e = try Escenario()
    let texto = try renderizado(e, pagina)
    for palabra in [
      "postgresql://", "postgres://", "PGPASSWORD", "~/.pgpass", "copiar", "MARCADOR_TORNEO",
      "--torneo " + (pagina.idioma == "es" ? "RUTA|URL" : "PATH|URL"),
    ] {
      #expect(texto.contains(palabra), "\(palabra)")
    }
    let ayuda = try e.marcador(["--help"], entorno: ["LANG": pagina.idioma + "_ES.UTF-8"]).salida
    let torneo = ayuda.split(separator: "\n").first { $0.hasPrefix("  --torneo") } ?? ""
    #expect(torneo.contains("postgresql://"))
  }

  /// What each manual says of the screen and the interactive mode is what they are: the
  /// wizard's error mark and line in the page's language, TAB completing players, and the
  /// interactive mode's own words.
  @Test(arguments: paginas) func elManualDiceLoQueHaceLaPantalla(_ pagina: Pagina) throws {
    let e = try Escenario()
    let texto = try renderizado(e, pagina)
    #expect(texto.contains(pagina.errorDeDorsal))
    #expect(!texto.contains("×"))
    // The key's entry (its tag, then the column), not a sentence that a wrap starts with TAB.
    let tab =
      texto.components(separatedBy: "\n       TAB  ").dropFirst().first?
      .components(separatedBy: "\n\n").first ?? ""
    #expect(tab.contains(pagina.tabulador), "\(tab)")
    for palabra in ["ayuda", "help", "salir", "quit", "exit", "completar"] {
      #expect(texto.contains(palabra), "\(palabra)")
    }
  }

  /// Each help is laid out as a reader expects (issue 21, item 11): the descriptions of an
  /// option table start at one column, and no line of a paragraph but its last stops at half
  /// the paragraph's width (`no se` / `puede leer;`).
  @Test func cadaAyudaEstaBienCompuesta() throws {
    let e = try Escenario()
    let ordenes = try declarados(e).ordenes.subtracting(["completar"]).sorted()
    for lang in ["es_ES.UTF-8", "en_US.UTF-8"] {
      for orden in [nil] + ordenes {
        let ayuda = try e.marcador(
          orden.map { [$0, "--help"] } ?? ["--help"], entorno: ["LANG": lang]
        ).salida
        let donde = "\(lang) \(orden ?? "--help")"
        for bloque in ayuda.components(separatedBy: "\n\n") {
          let lineas = bloque.split(separator: "\n").map(String.init)
          // An option table: its rows start with «  -», the description after two spaces.
          let columnas = lineas.filter { $0.hasPrefix("  -") }.compactMap { fila in
            fila.firstMatch(of: /^  -\S.*?\S  +(\S)/).map {
              fila.distance(from: fila.startIndex, to: $0.output.1.startIndex)
            }
          }
          #expect(Set(columnas).count <= 1, "\(donde): \(bloque)")
          // A paragraph of prose.
          let prosa = lineas.filter { !$0.hasPrefix(" ") }
          guard prosa.count == lineas.count, lineas.count > 1,
            let ancho = lineas.map(\.count).max()
          else { continue }
          for linea in lineas.dropLast() {
            #expect(linea.count * 2 > ancho, "\(donde): «\(linea)» in \(bloque)")
          }
        }
      }
    }
  }
}
