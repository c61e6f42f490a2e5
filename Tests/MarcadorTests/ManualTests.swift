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
      "/usr/bin/groff", ["-man", "-ww", "-z", pagina], entrada: Data(),
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
      .subtracting(["añadir"])
    var opciones: Set<String> = ["-h"]
    for orden in ordenes {
      for linea in try e.marcador(["completar", "opciones", orden]).salida.split(separator: "\n") {
        if let opcion = linea.split(separator: "\t").first { opciones.insert(String(opcion)) }
      }
    }
    return (ordenes.union(["completar"]), opciones.union(["--escapar"]))
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
}
