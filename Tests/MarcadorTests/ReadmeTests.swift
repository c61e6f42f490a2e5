// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Torneo

/// The README's console sessions, followed from the top in a fresh folder, give what they show
/// (issue 21, item 19): every `$ ` line of every `console` block runs, in order, in one shell,
/// against the built binary, and its output must be the lines the block shows under it.
///
/// Left out: a block with no `$ ` line (the interactive session captured with tmux, checked by
/// the pseudo-terminal suites instead), and a block that needs what a fresh folder lacks — a
/// server (`postgres…`, `$url`), `make`, root (`sudo `), or keys typed at a shell (`⇥`). A `cat` of a file the
/// folder does not have shows the reader's own file: it is written from what the block shows.
/// What varies from run to run is masked on both sides: the folder (`/tmp/readme` in the
/// README), and `historial`'s date and user.
struct ReadmeTests {
  /// One `$ ` line and the output the README shows for it.
  struct Paso {
    let orden: String
    let esperado: [String]
  }

  /// The steps of every console block the test runs, in the README's order.
  static func pasos(de readme: String) -> [Paso] {
    var pasos: [Paso] = []
    var bloque: [String]?
    for linea in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if bloque == nil {
        if linea == "```console" { bloque = [] }
        continue
      }
      guard linea != "```" else {
        pasos += pasosDelBloque(bloque ?? [])
        bloque = nil
        continue
      }
      bloque?.append(linea)
    }
    return pasos
  }

  static let ajenos = ["⇥", "make ", "make\n", "postgres", "$url", "\"$url\"", "sudo "]

  static func pasosDelBloque(_ lineas: [String]) -> [Paso] {
    guard lineas.contains(where: { $0.hasPrefix("$ ") }),
      !lineas.contains(where: { linea in ajenos.contains { linea.contains($0) } })
    else { return [] }
    var pasos: [Paso] = []
    for linea in lineas {
      if linea.hasPrefix("$ ") {
        pasos.append(Paso(orden: String(linea.dropFirst(2)), esperado: []))
      } else if let ultimo = pasos.popLast() {
        pasos.append(Paso(orden: ultimo.orden, esperado: ultimo.esperado + [linea]))
      }
    }
    return pasos
  }

  /// A line with what varies masked: the folder, and a `historial` line's date and user.
  static func enmascarada(_ linea: String, carpeta: String) -> String {
    linea.replacingOccurrences(of: carpeta, with: "/tmp/readme").replacing(
      #/^(\d+)  \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}  \S+  /#
    ) { "\($0.output.1)  FECHA  USUARIO  " }
  }

  @Test func susSesionesDanLoQueMuestran() throws {
    let readme = try String(contentsOfFile: raizDelRepositorio + "/README.md", encoding: .utf8)
    let pasos = ReadmeTests.pasos(de: readme)
    #expect(pasos.count >= 20, "\(pasos.count) steps")
    let e = try Escenario()
    // One shell for the whole session (an `export` holds for what follows); a mark after
    // each step splits the output; standard error goes with standard output, as on a screen.
    var guion = ""
    for (k, paso) in pasos.enumerated() {
      if let archivo = paso.orden.firstMatch(of: /^cat (\S+)/)?.output.1,
        !FileManager.default.fileExists(atPath: e.carpeta + "/" + archivo)
      {
        try e.escribir(
          paso.esperado.map { $0 + "\n" }.joined(), en: e.carpeta + "/" + String(archivo))
      }
      guion += "{ \(paso.orden)\n} 2>&1\nprintf '\\n@@paso \(k)@@\\n'\n"
    }
    let r = try e.ejecutar(
      "/bin/bash", ["--noprofile", "--norc", "-c", guion], entrada: Data(),
      entorno: e.entorno(["PATH": carpetaDelBinario + ":/usr/bin:/bin"]))
    var salida = r.salida
    for (k, paso) in pasos.enumerated() {
      let marca = "\n@@paso \(k)@@\n"
      guard let fin = salida.range(of: marca) else {
        Issue.record("step \(k) «\(paso.orden)» never ended: \(r.errores)")
        return
      }
      var obtenidas = salida[..<fin.lowerBound].split(
        separator: "\n", omittingEmptySubsequences: false
      ).map { ReadmeTests.enmascarada(String($0), carpeta: e.carpeta) }
      // The newline that ends the step's last line (the mark starts on a line of its own).
      if obtenidas.last == "" { obtenidas.removeLast() }
      salida = String(salida[fin.upperBound...])
      let esperadas = paso.esperado.map { ReadmeTests.enmascarada($0, carpeta: e.carpeta) }
      #expect(obtenidas == esperadas, "README step \(k): $ \(paso.orden)")
    }
  }

  /// The files a text names (issue 34, item 7): its links, its paths from the top
  /// (`scripts/mutantes.py`) and the sources, tests and documents it names by file name
  /// (`OrdenDeLlamadasTests.swift`, `ARCHITECTURE.md`), with `{a,b}` read as a shell reads it.
  /// Not a folder the build makes (`.build/`, `scratch/`), an absolute path, nor a glob.
  static func archivosNombrados(en texto: String) -> Set<String> {
    var texto = texto
    while let llaves = texto.firstMatch(of: /([\w.\/+-]*)\{([\w.+-]+(?:,[\w.+-]+)+)\}([\w.\/+-]*)/)
    {
      let (_, antes, opciones, despues) = llaves.output
      texto.replaceSubrange(
        llaves.range,
        with: opciones.split(separator: ",").map { antes + $0 + despues }.joined(separator: " "))
    }
    var nombres: Set<String> = []
    for enlace in texto.matches(of: /\]\(([^)#\s]+)[^)]*\)/) where !enlace.output.1.contains(":") {
      nombres.insert(String(enlace.output.1))
    }
    let letras = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./+-")
    for palabra in texto.split(whereSeparator: { !letras.contains($0) }) {
      var nombre = String(palabra)
      while nombre.hasSuffix(".") { nombre.removeLast() }
      guard [".swift", ".md", ".py", ".sh"].contains(where: { nombre.hasSuffix($0) }),
        let primera = nombre.first, primera != ".", primera != "/",
        !nombre.hasPrefix("scratch/")
      else { continue }
      nombres.insert(nombre)
    }
    return nombres
  }

  /// README is for someone deciding to use marcador (about 20 KB at most, as ripgrep's),
  /// ARCHITECTURE.md for someone about to change it (12 KB at most: the idea, not a second copy
  /// of the code), and neither they nor TESTING.md name a file the repository lacks.
  @Test func losDocumentosNombranArchivosQueExisten() throws {
    let readme = try String(contentsOfFile: raizDelRepositorio + "/README.md", encoding: .utf8)
    #expect(readme.utf8.count <= 20 * 1024, "README.md: \(readme.utf8.count) bytes")
    var todos: Set<String> = []
    let recorrido = FileManager.default.enumerator(atPath: raizDelRepositorio)
    while let ruta = recorrido?.nextObject() as? String {
      if ruta.hasPrefix(".") || ruta.hasPrefix("scratch") {
        recorrido?.skipDescendants()
        continue
      }
      todos.insert(ruta)
      todos.insert((ruta as NSString).lastPathComponent)
    }
    let arquitectura = try String(
      contentsOfFile: raizDelRepositorio + "/ARCHITECTURE.md", encoding: .utf8)
    #expect(
      arquitectura.utf8.count <= 12 * 1024, "ARCHITECTURE.md: \(arquitectura.utf8.count) bytes")
    for documento in ["README.md", "TESTING.md", "ARCHITECTURE.md"] {
      let texto = try String(
        contentsOfFile: raizDelRepositorio + "/" + documento, encoding: .utf8)
      let nombrados = ReadmeTests.archivosNombrados(en: texto)
      #expect(nombrados.count >= 3, "\(documento): \(nombrados)")
      for nombre in nombrados.sorted() {
        #expect(todos.contains(nombre), "\(documento) names \(nombre), not in the repository")
      }
    }
  }

  /// The rules' numbers README's guarantees state are `Reglas`' (the manuals take theirs from
  /// it when `make documentos` makes them).
  @Test func lasReglasDelReadmeSonLasDelPrograma() throws {
    let readme = try String(contentsOfFile: raizDelRepositorio + "/README.md", encoding: .utf8)
    let dorsales = Reglas.dorsales
    #expect(readme.contains("1 to \(Reglas.maximoNombre) characters as a person counts them"))
    #expect(readme.contains("the number (\(dorsales.lowerBound) to \(dorsales.upperBound))"))
  }
}
