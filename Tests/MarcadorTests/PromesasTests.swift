// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Foundation
import Glibc
import Servidor
import Testing

/// Promises that held with nothing to notice if they stopped (issue 21, part F): each test
/// here was seen failing with the code it guards broken on purpose.
struct PromesasTests {
  /// What a change would leave behind: the league, its journal as `historial --json` lists it,
  /// and, for a file, the journal's bytes and the names beside the league (no temporary file,
  /// no lock file made for nothing).
  func rastro(_ e: Escenario) throws -> [String] {
    var rastro = [
      String(decoding: try e.estado(), as: UTF8.self),
      try e.enTorneo(["historial", "--json"]).salida,
    ]
    if e.almacen == .archivo {
      rastro.append(
        (try? String(contentsOfFile: e.torneo + ".diario", encoding: .utf8)) ?? "sin diario")
      rastro.append(
        try FileManager.default.contentsOfDirectory(atPath: e.carpeta).filter {
          $0.hasPrefix("t.json") || $0.hasPrefix(".t.json")
        }.sorted().joined(separator: " "))
    }
    return rastro
  }

  @Test(arguments: Almacen.todos)
  func comprobarNoEscribeNadaNiAnotaEnElDiario(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    // One change first, so the journal has a line that must stay the only one.
    #expect(try e.enTorneo(["quitar", "Rayo FC", "Luis", "--si"]).codigo == 0)
    try e.escribir("Bea,7\nLeo,8\n", en: e.carpeta + "/nuevos.csv")
    let antes = try rastro(e)
    let casos: [([String], String)] = [
      (["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7", "--comprobar"], ""),
      (["anadir", "Rayo FC", "--comprobar"], "Bea\n7\n"),
      (["anadir", "--comprobar"], "Rayo FC\nBea\n\n"),
      (["editar", "Rayo FC", "Ana", "--nombre", "Anabel", "--dorsal", "10", "--comprobar"], ""),
      (["editar", "Rayo FC", "Ana", "--sin-dorsal", "--comprobar"], ""),
      (["editar", "Rayo FC", "Ana", "--comprobar"], "Anabel\n10\n"),
      (["importar", "Rayo FC", "--comprobar"], "Bea,7\nLeo,8\n"),
      (["importar", "Rayo FC", e.carpeta + "/nuevos.csv", "--comprobar"], ""),
      (
        [],
        "anadir Rayo FC --nombre Bea --dorsal 7 --comprobar\nimportar Rayo FC \(e.carpeta)/nuevos.csv --comprobar\n"
      ),
    ]
    for (argumentos, entrada) in casos {
      let r = try e.enTorneo(argumentos, entrada: entrada)
      #expect(r.codigo == 0, "\(argumentos): \(r.errores)")
      #expect(try rastro(e) == antes, "\(argumentos)")
    }
    // At a terminal: the wizard for a new player and for an edit, and rows typed in.
    let alta = try e.terminal(["anadir", "Rayo FC", "--comprobar"])
    alta.debeMostrar("Nombre [0/25]:")
    alta.teclear("Bea\r7\r")
    #expect(alta.salida() == 0, "\(alta.descripcion)")
    let edicion = try e.terminal(["editar", "Rayo FC", "Ana", "--comprobar"])
    edicion.debeMostrar("Nombre [3/25]: Ana")
    edicion.teclear("bel\r\u{7F}10\r")
    #expect(edicion.salida() == 0, "\(edicion.descripcion)")
    let filas = try e.terminal(["importar", "Rayo FC", "--comprobar"])
    filas.debeMostrar("Ctrl-D")
    filas.teclear("Bea,7\rLeo,8\r\u{4}")
    #expect(filas.salida() == 0, "\(filas.descripcion)")
    #expect(try rastro(e) == antes)
  }

  /// 73 is «cannot create» and 74 «could not write», each from a cause of its own: a folder
  /// that cannot be made, and a full disk under the save.
  @Test func setentaYTresYSetentaYCuatroTienenCadaUnoSuCaso() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("no soy una carpeta\n", en: e.carpeta + "/archivo")
    let crear = try e.marcador(["--torneo", e.carpeta + "/archivo/liga.json", "iniciar"])
    #expect(crear.codigo == 73, "\(crear.errores)")
    #expect(crear.errores.contains(e.carpeta + "/archivo"), "\(crear.errores)")
    #expect(
      try String(contentsOfFile: e.carpeta + "/archivo", encoding: .utf8) == "no soy una carpeta\n")
    let antes = try e.bytes()
    let lleno = try e.conFallo(
      ["anadir", "Rayo FC", "--nombre", "Bea"],
      ["FALLO_LLAMADA": "write", "FALLO_RUTA": ".tmp-", "FALLO_ERRNO": String(ENOSPC)])
    #expect(lleno.codigo == 74, "\(lleno.errores)")
    #expect(lleno.errores.contains("no se pudo guardar"), "\(lleno.errores)")
    #expect(try e.bytes() == antes)
    #expect(e.temporales() == [])
  }

  /// A server URL typed in the REPL, with its password in the authority or as libpq's
  /// `password=` parameter, in either spelling of the scheme, reaches the history hidden:
  /// accepted lines and refused ones alike.
  @Test func unaContrasenaTecleadaNoLlegaAlHistorial() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let lineas = [
      "equipos --torneo postgres://ana:secreto-uno@/liga?host=/sin/servidor",
      "equipos --torneo postgresql://ana:secreto-dos@/liga?host=/sin/servidor",
      "equipos --torneo postgresql:///liga?host=/sin/servidor&password=secreto-tres",
      "equipos --torneo 'postgres:///liga?pass%77ord=secreto-cuatro&host=/sin/servidor'",
      "copiar \(e.torneo) postgresql://ana:secreto-cinco@/otra?host=/sin/servidor",
      "equipoz --torneo postgresql://ana:secreto-seis@/liga",
    ]
    // Rows enough for every line and its error: the prompts are counted on the screen.
    let t = try Terminal(
      ["--torneo", e.torneo], entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]),
      carpeta: e.carpeta, filas: 80, columnas: 200)
    for (k, linea) in lineas.enumerated() {
      #expect(
        t.esperar { $0.filter { $0.hasPrefix("marcador>") }.count == k + 1 }, "\(t.descripcion)")
      t.teclear(linea + "\r")
    }
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("marcador>") }.count == lineas.count + 1 },
      "\(t.descripcion)")
    t.teclear("\u{4}")
    #expect(t.salida() == 0, "\(t.descripcion)")
    // libedit's history file writes a space as `\040`.
    let historial = try String(
      contentsOfFile: e.carpeta + "/estado/marcador/historial-ordenes", encoding: .utf8
    ).replacingOccurrences(of: "\\040", with: " ")
    #expect(!historial.contains("secreto"), "\(historial)")
    for oculto in [
      "postgres://ana:***@/liga", "postgresql://ana:***@/liga", "&password=***",
      "pass%77ord=***", "postgresql://ana:***@/otra", "equipoz --torneo postgresql://ana:***@",
    ] {
      #expect(historial.contains(oculto), "\(oculto): \(historial)")
    }
  }

  @Test(arguments: Almacen.todos)
  func editarYQuitarEncuentranAlJugadorEnOtraCajaYEspaciado(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let editado = try e.enTorneo(["editar", "Rayo FC", "ana", "--dorsal", "10"])
    #expect(editado.salida == "Editado en Rayo FC: Ana #9 → Ana #10\n", "\(editado.errores)")
    let porTuberia = try e.enTorneo(["editar", "Rayo FC", "ANA "], entrada: "Anabel\n\n")
    #expect(
      porTuberia.salida == "Editado en Rayo FC: Ana #10 → Anabel #10\n", "\(porTuberia.errores)")
    let quitado = try e.enTorneo(["quitar", "Rayo FC", "  MARTA ", "--si"])
    #expect(quitado.salida == "Quitado de Rayo FC: Marta #1\n", "\(quitado.errores)")
    let preguntado = try e.enTorneo(["quitar", "Rayo FC", "luis"], entrada: "s\n")
    #expect(preguntado.codigo == 0, "\(preguntado.errores)")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Anabel #10\n")
  }

  /// While a form edits Ana's name, another clerk changes her number: saving the new name
  /// keeps that number (only what this edit changed is written), on the file and the server.
  @Test(arguments: Almacen.todos)
  func unaEdicionNoDeshaceLoQueOtroCambioMientras(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let t = try e.terminal(["editar", "Rayo FC", "Ana"])
    t.debeMostrar("Nombre [3/25]: Ana")
    let otro = try e.enTorneo(["editar", "Rayo FC", "Ana", "--dorsal", "50"])
    #expect(otro.codigo == 0, "\(otro.errores)")
    t.teclear("bel\r\r")
    t.debeMostrar("Editado en Rayo FC: Ana #50 → Anabel #50")
    #expect(t.salida() == 0, "\(t.descripcion)")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Anabel #50\nLuis\nMarta #1\n")
  }

  /// Every character a name may not hold, in a name that came from a file: written escaped
  /// by every output, as the bidi overrides always were; the replay line gives the name back.
  @Test func losCaracteresInvisiblesDeUnArchivoSalenEscapadosEnTodaSalida() throws {
    let e = try Escenario()
    let escalares: [UInt32] = [
      0x2066, 0x2067, 0x2068, 0x2069, 0x202A, 0x202E, 0x200E, 0x200F, 0x061C, 0x200B, 0x00AD,
      0x2060, 0x2064, 0xFEFF, 0x1B, 0x07, 0x9B, 0xE0001,
    ]
    let nombres = escalares.map { "A" + String(Unicode.Scalar($0)!) + "b" }
    let equipo = "Eq\u{2066}uipo"
    func cadena(_ texto: String) -> String {
      "\"" + texto.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined() + "\""
    }
    let jugadores = nombres.enumerated().map { k, nombre in
      "{\"nombre\": \(cadena(nombre)), \"dorsal\": \(k + 1)}"
    }
    let liga =
      "{\"equipos\": [{\"nombre\": \(cadena(equipo)), \"jugadores\": ["
      + jugadores.joined(separator: ", ") + "]}]}\n"
    try e.escribir(liga)
    try e.escribir(liga, en: e.carpeta + "/copia.json")
    func limpia(_ texto: String, _ donde: String) {
      for escalar in texto.unicodeScalars where escalares.contains(escalar.value) {
        Issue.record("\(donde): U+\(String(escalar.value, radix: 16)) sin escapar")
      }
    }
    let salidas: [[String]] = [
      ["equipos"], ["equipos", "--json"], ["plantilla", equipo], ["plantilla", equipo, "--json"],
      ["exportar", "--json"], ["completar", "jugadores", equipo],
    ]
    for argumentos in salidas {
      let r = try e.enTorneo(argumentos)
      #expect(r.codigo == 0, "\(argumentos): \(r.errores)")
      limpia(r.salida, "\(argumentos)")
      limpia(r.errores, "\(argumentos)")
    }
    // A CSV to a pipe gets the exact names or nothing (issue 36, item 10): nothing, and the
    // names it would not carry said on standard error, escaped.
    for argumentos in [["exportar"], ["exportar", equipo]] {
      let r = try e.enTorneo(argumentos)
      #expect(r.codigo == 65, "\(argumentos): \(r.errores)")
      #expect(r.salida == "", "\(argumentos)")
      limpia(r.errores, "\(argumentos)")
    }
    #expect(
      try e.enTorneo(["plantilla", equipo]).salida.hasPrefix("A\\u{2066}b #1\nA\\u{2067}b #2\n"))
    // Errors: an unknown player beside them (the suggestion names one), a repeated number.
    for argumentos in [
      ["quitar", equipo, "A\u{2066}bc", "--si"],
      ["anadir", equipo, "--nombre", "Zoe", "--dorsal", "1"],
    ] {
      let r = try e.enTorneo(argumentos)
      #expect(r.codigo == 65, "\(argumentos)")
      limpia(r.errores, "\(argumentos)")
    }
    // The journal, human and JSON; and its replay lines, run by bash, rebuild the league.
    for nombre in nombres.prefix(4) {
      #expect(try e.enTorneo(["quitar", equipo, nombre, "--si"]).codigo == 0)
    }
    #expect(try e.enTorneo(["editar", equipo, nombres[4], "--nombre", "Ed"]).codigo == 0)
    for argumentos in [["historial"], ["historial", "--json"]] {
      limpia(try e.enTorneo(argumentos).salida, "\(argumentos)")
    }
    // The listing shows each replay line as it is: plain text, nothing in it left to escape,
    // so the line a person copies from it is the one that works.
    let listado = try e.enTorneo(["historial"]).salida
    for orden in try ordenes(e) {
      #expect(orden.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, "\(orden)")
      #expect(listado.contains("    " + orden + "\n"), "\(orden): \(listado)")
    }
    try repetir(e, en: e.carpeta + "/copia.json")
  }

  /// The replay line of every journal entry, as `historial --json` gives them.
  func ordenes(_ e: Escenario) throws -> [String] {
    let json = try e.enTorneo(["historial", "--json"]).salida
    let entradas = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    return try entradas.map { try #require($0["orden"] as? String) }
  }

  /// Runs every replay line of the league's journal with bash against `otra`, which held the
  /// league before them, and expects the same league.
  func repetir(_ e: Escenario, en otra: String) throws {
    let carpetaDelBinario = URL(fileURLWithPath: rutaDelBinario).deletingLastPathComponent().path
    for linea in try ordenes(e) {
      let r = try e.ejecutar(
        // History expansion on, as where a person pastes the line (`!` must be quoted there).
        "/bin/bash", ["-c", "set -o history -H\n" + linea], entrada: Data(),
        entorno: e.entorno([
          "PATH": carpetaDelBinario + ":/usr/bin:/bin", "MARCADOR_TORNEO": otra,
          "LANG": "C.UTF-8",
        ]))
      #expect(r.codigo == 0, "\(linea): \(r.errores)")
    }
    #expect(
      try e.marcador(["--torneo", otra, "exportar", "--json"]).salida
        == e.enTorneo(["exportar", "--json"]).salida)
  }

  /// The replay lines of `historial` rebuild the league for names holding each character a
  /// shell treats specially, one at a time: a new team, an add, an import, an edit, a removal
  /// and an undo.
  @Test(arguments: [
    "$", "`", "!", "*", "?", "~", "#", "&", ";", "|", "<", ">", "'", "\"", "\\", "-",
  ])
  func lasOrdenesDelHistorialRehacenLaLigaConCaracteresDeShell(_ c: String) throws {
    let e = try Escenario().conLigaDeEjemplo()
    try FileManager.default.copyItem(atPath: e.torneo, toPath: e.carpeta + "/copia.json")
    // A leading `-` is what a command line reads as an option; the others go in the middle
    // and at the start.
    let equipo = c == "-" ? "-Eq" : "E\(c)q \(c)"
    let (uno, dos, tres) = c == "-" ? ("-Ana", "-Bob", "-Cid") : ("A\(c)na", "\(c)Bob", "Cid\(c)")
    let csv = CSVDePrueba.fila([dos, "21"]) + "\n" + CSVDePrueba.fila([tres, ""]) + "\n"
    // Options first and `--` before the names: how a script passes a name starting with `-`.
    func orden(_ nombre: String, _ posicionales: [String], _ opciones: [String] = []) -> [String] {
      [nombre] + opciones + ["--"] + posicionales
    }
    for (argumentos, entrada) in [
      (orden("nuevo-equipo", [equipo]), ""),
      (orden("anadir", [equipo], ["--nombre", uno, "--dorsal", "20"]), ""),
      (orden("importar", [equipo]), csv),
      (orden("editar", [equipo, uno], ["--nombre", tres + "2"]), ""),
      (orden("quitar", [equipo, dos], ["--si"]), ""),
      (orden("anadir", ["Rayo FC"], ["--nombre", dos]), ""), (["deshacer"], ""),
      (orden("anadir", [equipo]), "\(dos)\n5\n"),
    ] {
      let r = try e.enTorneo(argumentos, entrada: entrada)
      #expect(r.codigo == 0, "\(argumentos): \(r.errores)")
    }
    let plantilla = try e.enTorneo(["plantilla", "--", equipo]).salida
    #expect(plantilla == "\(tres)2 #20\n\(tres)\n\(dos) #5\n")
    try repetir(e, en: e.carpeta + "/copia.json")
  }
}

/// A CSV row written here, not by the code under test: every field quoted.
enum CSVDePrueba {
  static func fila(_ campos: [String]) -> String {
    campos.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(
      separator: ",")
  }
}
