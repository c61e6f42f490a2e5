import Foundation
import Testing

/// The manual: lint clean, and in step with `--help`.
struct ManualTests {
  let pagina = raizDelRepositorio + "/man/marcador.1"

  @Test func pasaMandocYGroffSinAvisos() throws {
    let e = try Escenario()
    let mandoc = try e.ejecutar(
      "/usr/bin/mandoc", ["-Tlint", pagina], entrada: Data(), entorno: ["PATH": "/usr/bin:/bin"])
    // mandoc also checks cross-references against the machine's man index, which may predate
    // installed pages: that says nothing about this page.
    let avisos = (mandoc.salida + mandoc.errores).split(separator: "\n").filter {
      !$0.contains("mandoc.db")
    }
    #expect(avisos == [])
    #expect(mandoc.codigo == 0)
    let groff = try e.ejecutar(
      // A terminal's device: the page shows the wizard's own marks (✗), which PostScript lacks.
      "/usr/bin/groff", ["-man", "-ww", "-z", "-Tutf8", pagina], entrada: Data(),
      entorno: ["PATH": "/usr/bin:/bin"])
    #expect(groff.codigo == 0)
    #expect(groff.salida + groff.errores == "")
    let man = try e.ejecutar(
      "/usr/bin/man", ["-l", pagina], entrada: Data(),
      entorno: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"])
    #expect(man.codigo == 0)
    #expect(man.errores == "")
    #expect(man.salida.contains("EXIT STATUS"))
  }

  /// FILES names each completion where `make install` puts it (its default PREFIX).
  @Test func nombraDondeSeInstalanLosCompletados() throws {
    let e = try Escenario()
    let make = try e.ejecutar(
      "/usr/bin/make", ["-s", "-n", "-C", raizDelRepositorio, "instalar", "BINARIO=x"],
      entrada: Data(), entorno: ["PATH": "/usr/bin:/bin"])
    let destinos = make.salida.split(separator: "\n").filter { $0.contains(" completions/") }
      .compactMap { $0.split(separator: " ").last.map(String.init) }
    #expect(destinos.count == 3, "\(make.salida)")
    let manual = try String(contentsOfFile: pagina, encoding: .utf8)
      .replacingOccurrences(of: "\\-", with: "-")
    for destino in destinos {
      let nombrado = manual.contains("\n.It Pa \(destino)\n")
      #expect(nombrado, "\(destino)")
    }
  }

  /// The commands and options `--help` lists.
  func deLaAyuda(_ texto: String) -> (ordenes: Set<String>, opciones: Set<String>) {
    var ordenes: Set<String> = []
    var enOrdenes = false
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      if linea.hasSuffix(":") { enOrdenes = linea == "Órdenes:" || linea == "Commands:" }
      // A command line starts with two spaces and the command; wrapped text is indented more.
      if enOrdenes, linea.hasPrefix("  "), !linea.hasPrefix("   "),
        let primera = linea.split(separator: " ").first,
        primera.allSatisfy({ $0.isLetter || $0 == "-" }), primera.first?.isLowercase == true
      {
        ordenes.insert(String(primera))
      }
    }
    let opciones = Set(
      texto.matches(of: /(?:^|[\s\[|,(])(--[a-z][a-z-]*[a-z]|-h)\b/).map { String($0.output.1) })
    return (ordenes, opciones)
  }

  /// The commands of the manual's SYNOPSIS and every option it describes.
  func delManual(_ texto: String) -> (ordenes: Set<String>, opciones: Set<String>) {
    let lineas = texto.split(separator: "\n").map(String.init)
    guard let inicio = lineas.firstIndex(of: ".Sh SYNOPSIS"),
      let fin = lineas.firstIndex(of: ".Sh DESCRIPTION")
    else { return ([], []) }
    var ordenes: Set<String> = []
    var anterior = ""
    for linea in lineas[inicio..<fin] {
      // The first .Cm of each synopsis line is the command (later ones are its words).
      if linea.hasPrefix(".Cm "), !anterior.hasPrefix(".Cm "),
        let palabra = linea.split(separator: " ").dropFirst().first
      {
        ordenes.insert(String(palabra).replacingOccurrences(of: "\\-", with: "-"))
      }
      anterior = linea
    }
    let opciones = Set(
      texto.matches(of: /Fl (\\-[a-z](?:[a-z]|\\-)*|h)\b/).map {
        "-" + String($0.output.1).replacingOccurrences(of: "\\-", with: "-")
      }
      .map { $0 == "h" ? "-h" : $0 })
    return (ordenes, opciones)
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

  @Test func laAyudaYElManualNombranLoMismoQueLaDeclaracion() throws {
    let e = try Escenario()
    let declarados = try declarados(e)
    let manual = delManual(try String(contentsOfFile: pagina, encoding: .utf8))
    #expect(manual.ordenes == declarados.ordenes)
    #expect(manual.opciones == declarados.opciones)
    for lang in ["es_ES.UTF-8", "en_US.UTF-8"] {
      var ayuda = try e.marcador(["--help"], entorno: ["LANG": lang]).salida
      for orden in declarados.ordenes where orden != "completar" {
        let propia = try e.marcador([orden, "--help"], entorno: ["LANG": lang])
        #expect(propia.codigo == 0)
        #expect(propia.salida.contains("marcador \(orden)"), "\(lang) \(orden)")
        ayuda += propia.salida
      }
      let deAyuda = deLaAyuda(ayuda)
      #expect(deAyuda.ordenes == declarados.ordenes, "\(lang)")
      #expect(deAyuda.opciones == declarados.opciones, "\(lang)")
    }
  }

  /// Each command's headings in the manual's DESCRIPTION (`.It Cm importar …`, one or more)
  /// name every option of its own it declares (the global ones aside).
  @Test func cadaEncabezadoDelManualNombraLasOpcionesDeSuOrden() throws {
    let e = try Escenario()
    let lineas = try String(contentsOfFile: pagina, encoding: .utf8).split(separator: "\n")
    var propias: [String: Set<String>] = [:]
    for orden in try declarados(e).ordenes where orden != "completar" {
      let salida = try e.marcador(["completar", "opciones", orden]).salida
      propias[orden] = Set(
        salida.split(separator: "\n").compactMap {
          $0.split(separator: "\t").first.map(String.init)
        })
    }
    // The global ones: what is offered after a word that names no command.
    let globales = Set(
      try e.marcador(["completar", "opciones", "nada"]).salida.split(separator: "\n").compactMap {
        $0.split(separator: "\t").first.map(String.init)
      })
    for (orden, opciones) in propias {
      let cm = ".It Cm " + orden.replacingOccurrences(of: "-", with: "\\-")
      let encabezados = lineas.filter { $0 == cm || $0.hasPrefix(cm + " ") }.joined(separator: " ")
      #expect(!encabezados.isEmpty, "\(orden)")
      for opcion in opciones.subtracting(globales) {
        let enElManual = "Fl " + opcion.replacingOccurrences(of: "-", with: "\\-").dropFirst(2)
        #expect(encabezados.contains(enElManual), "\(orden) \(opcion)")
      }
    }
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
  func renderizado(_ e: Escenario) throws -> String {
    try e.ejecutar(
      "/usr/bin/man", ["-l", pagina], entrada: Data(),
      entorno: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"]
    ).salida
  }

  /// Every exit status the binary has (`CodigoDeSalida`) is in the manual's EXIT STATUS and in
  /// both `--help`s (issue 21, item 18: 69 and 77 were in none).
  @Test func cadaEstadoDeSalidaEstaEnElManualYEnLasAyudas() throws {
    let e = try Escenario()
    let fuente = try String(
      contentsOfFile: raizDelRepositorio + "/Sources/LineaDeOrdenes/CodigoDeSalida.swift",
      encoding: .utf8)
    let codigos = Set(fuente.matches(of: /case \w+ = (\d+)/).map { String($0.output.1) })
    #expect(codigos.isSuperset(of: ["0", "64", "65", "69", "77", "130"]))
    let manual = try String(contentsOfFile: pagina, encoding: .utf8)
    let seccion =
      manual.components(separatedBy: ".Sh EXIT STATUS").last?
      .components(separatedBy: ".Sh ").first ?? ""
    #expect(Set(seccion.matches(of: /\.It (\d+)/).map { String($0.output.1) }) == codigos)
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

  /// The manual and both helps describe the league on a server: URLs, where a password goes,
  /// `copiar`; `--torneo` takes a URL.
  @Test func elManualYLasAyudasHablanDelServidor() throws {
    let e = try Escenario()
    let manual = try String(contentsOfFile: pagina, encoding: .utf8)
    let texto = try renderizado(e)
    for palabra in [
      "postgresql://", "postgres://", "PGPASSWORD", "~/.pgpass", "copiar", "MARCADOR_TORNEO",
    ] {
      #expect(texto.contains(palabra), "\(palabra)")
    }
    #expect(manual.contains(".Op Fl \\-torneo Ar PATH | URL\n"))
    #expect(manual.contains(".It Fl \\-torneo Ar PATH | URL\n"))
    #expect(!manual.contains(".Op Fl \\-torneo Ar PATH\n"))
    for lang in ["es_ES.UTF-8", "en_US.UTF-8"] {
      let ayuda = try e.marcador(["--help"], entorno: ["LANG": lang]).salida
      let torneo = ayuda.split(separator: "\n").first { $0.hasPrefix("  --torneo") } ?? ""
      #expect(torneo.contains("postgresql://"), "\(lang)")
    }
  }

  /// What the manual says of the screen and the interactive mode is what they are: the wizard's
  /// error mark, TAB completing players, every word the interactive mode takes, and each
  /// command's own option naming every command that takes it.
  @Test func elManualDiceLoQueHaceLaPantalla() throws {
    let e = try Escenario()
    let manual = try String(contentsOfFile: pagina, encoding: .utf8)
    let texto = try renderizado(e)
    #expect(texto.contains("  ✗ Dorsal: Ese dorsal ya lo lleva otro jugador"))
    #expect(!texto.contains("×"))
    // The key's entry (its tag, then the column), not a sentence that a wrap starts with TAB.
    let tab =
      texto.components(separatedBy: "\n     TAB  ").dropFirst().first?
      .components(separatedBy: "\n\n").first ?? ""
    #expect(tab.contains("player"), "\(tab)")
    // The interactive mode's paragraph names every command and its own words.
    let interactivo =
      manual.components(separatedBy: "opens the interactive mode").last?
      .components(separatedBy: "The words after a command").first ?? ""
    let declarados = try declarados(e).ordenes.subtracting(["completar"])
    for palabra in declarados.union(["help", "salir", "quit", "exit"]) {
      let enRoff = palabra.replacingOccurrences(of: "-", with: "\\-")
      #expect(
        interactivo.contains(".Cm \(enRoff) ") || interactivo.contains(".Cm \(enRoff)\n")
          || interactivo.contains("Cm \(enRoff) ,") || interactivo.contains("Cm \(enRoff) ."),
        "\(palabra)")
    }
    // An option of some commands names them all in its entry.
    let opciones =
      manual.components(separatedBy: ".Ss Options").last?
      .components(separatedBy: ".Sh ").first ?? ""
    let globales: Set = ["--torneo", "--help", "--version", "--accesible"]
    for orden in declarados {
      for linea in try e.marcador(["completar", "opciones", orden]).salida.split(separator: "\n") {
        guard let opcion = linea.split(separator: "\t").first.map(String.init),
          !globales.contains(opcion)
        else { continue }
        // `Fl` writes the first dash itself.
        let enRoff = ".It Fl " + opcion.dropFirst().replacingOccurrences(of: "-", with: "\\-")
        guard
          let entrada = [enRoff + "\n", enRoff + " "].lazy.compactMap({
            opciones.components(separatedBy: $0).dropFirst().first
          }).first
        else { continue }
        let propia = entrada.components(separatedBy: ".It ").first ?? ""
        // A command's dashes are escaped in roff, as the option's are.
        let cm = ".Cm " + orden.replacingOccurrences(of: "-", with: "\\-")
        #expect(propia.contains(cm), "\(opcion) for \(orden)")
      }
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
