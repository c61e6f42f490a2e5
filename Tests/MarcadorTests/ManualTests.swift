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
        primera.allSatisfy(\.isLetter), primera.first?.isLowercase == true
      {
        ordenes.insert(String(primera))
      }
    }
    let opciones = Set(
      texto.matches(of: /(?:^|[\s\[|,(])(--[a-z]+|-h)\b/).map { String($0.output.1) })
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
        ordenes.insert(String(palabra))
      }
      anterior = linea
    }
    let opciones = Set(
      texto.matches(of: /Fl (\\-[a-z]+|h)\b/).map {
        String($0.output.1).replacingOccurrences(of: "\\-", with: "--")
      }
      .map { $0 == "h" ? "-h" : $0 })
    return (ordenes, opciones)
  }

  @Test func laAyudaYElManualNombranLoMismo() throws {
    let e = try Escenario()
    let manual = delManual(try String(contentsOfFile: pagina, encoding: .utf8))
    for lang in ["es_ES.UTF-8", "en_US.UTF-8"] {
      var ayuda = try e.marcador(["--help"], entorno: ["LANG": lang]).salida
      for orden in ["iniciar", "equipos", "plantilla", "anadir"] {
        ayuda += try e.marcador([orden, "--help"], entorno: ["LANG": lang]).salida
      }
      let deAyuda = deLaAyuda(ayuda)
      #expect(deAyuda.ordenes == manual.ordenes, "\(lang)")
      #expect(deAyuda.opciones == manual.opciones, "\(lang)")
    }
    #expect(manual.ordenes == ["iniciar", "equipos", "plantilla", "anadir", "completar"])
    #expect(manual.opciones.count == 10)
  }
}
