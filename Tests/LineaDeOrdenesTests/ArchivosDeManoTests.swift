// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Formatos
import Foundation
import Testing
import Torneo

@testable import LineaDeOrdenes

/// Imports and exports of files a person made or edited by hand (issue 36, items 9 to 11).
struct ImportacionesYExportacionesTests {
  /// The sample league with a player whose name holds ESC, one too long, and a team without a
  /// name, as a text editor leaves them.
  func ligaEditadaAMano(_ e: Ensayo) throws {
    try e.escribir(
      """
      {"nombre": "Liga", "equipos": [
        {"nombre": "Rayo FC", "jugadores": [
          {"nombre": "Ana", "dorsal": 9},
          {"nombre": "\\u001B[31mRojo"},
          {"nombre": "\(String(repeating: "A", count: 30))"}
        ]},
        {"nombre": "", "jugadores": []}
      ], "partidos": []}

      """)
  }

  /// Item 9: past the first 20 errors, one line says how many more (as a compiler does).
  @Test func muchasFilasMalasDicenLasPrimerasYCuantasMas() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let csv = e.carpeta + "/malas.csv"
    try e.escribir(
      "nombre,dorsal\n" + (1...30).map { "Jugador \($0),100\n" }.joined(), en: csv)
    let r = e.enTorneo(["importar", "Rayo FC", csv])
    #expect(r.codigo == .datos)
    let lineas = r.errores.split(separator: "\n").map(String.init)
    #expect(lineas.count == 21)
    #expect(lineas.first == "\(csv):2: Dorsal: Del 1 al 99")
    #expect(lineas[19] == "\(csv):21: Dorsal: Del 1 al 99")
    #expect(lineas.last == "\(csv): y 10 errores más en las filas siguientes")
    let en = e.enTorneo(["importar", "Rayo FC", csv], entorno: ["LANG": "en_US.UTF-8"])
    #expect(en.errores.hasSuffix("\n\(csv): and 10 more errors in the rows after these\n"))
    // Twenty are all said, with no count after them.
    try e.escribir(
      "nombre,dorsal\n" + (1...20).map { "Jugador \($0),100\n" }.joined(), en: csv)
    #expect(e.enTorneo(["importar", "Rayo FC", csv]).errores.split(separator: "\n").count == 20)
  }

  /// Item 10: to a file or a pipe, a CSV gets the exact names or nothing: a name the rules
  /// refuse is named on standard error and nothing is written (exit 65); JSON, which escapes
  /// any name exactly, is written.
  @Test func exportarAUnArchivoDaLosNombresExactosONada() throws {
    let e = try Ensayo()
    try ligaEditadaAMano(e)
    let r = e.enTorneo(["exportar", "Rayo FC"])
    #expect(r.codigo == .datos)
    #expect(r.salida == "")
    #expect(
      r.errores.contains(
        "marcador: el nombre de un jugador de «Rayo FC», «\\u{1B}[31mRojo», tiene un carácter"
          + " invisible (U+001B) en la posición 1\n"))
    #expect(r.errores.contains("«\(String(repeating: "A", count: 30))», pasa de 25 letras\n"))
    #expect(
      r.errores.hasSuffix(
        "marcador: no se ha exportado nada: " + "el CSV llevaría esos"
          + " nombres tal cual y «importar» no los admite; corrígelos, o exporta con «--json»\n"))
    let liga = e.enTorneo(["exportar"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(liga.codigo == .datos)
    #expect(liga.errores.contains("marcador: a team's name is empty\n"))
    let json = e.enTorneo(["exportar", "Rayo FC", "--json"])
    #expect(json.codigo == .hecho)
    #expect(json.salida.contains("\"\\u001b[31mRojo\""))
    // At a terminal a person reads it: escaped, never run.
    let variables = e.variables([:])
    let salida = SalidaEnMemoria()
    let aplicacion = Aplicacion(
      entorno: Entorno(variable: { variables[$0] }, terminal: { $0 == 1 }), salida: salida,
      errores: SalidaEnMemoria(), lector: LectorGuionizado([], interactivo: false))
    let terminal = aplicacion.ejecutar(argumentos: ["--torneo", e.torneo, "exportar", "Rayo FC"])
    #expect(terminal.codigo == .hecho)
    #expect(salida.texto.contains("\n\\u{1B}[31mRojo,\n"))
    #expect(!salida.texto.contains("\u{1B}"))
  }

  /// Item 10: what is exported to a file imports back to the same rosters, names as they are
  /// (a formula's, a separator's, accents).
  @Test func loExportadoSeImportaIgual() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let csv = e.carpeta + "/nuevos.csv"
    try e.escribir("nombre,dorsal\n'=Gol,\n\"Pérez; Juan\",17\nZoë,\n", en: csv)
    #expect(e.enTorneo(["importar", "Rayo FC", csv]).codigo == .hecho)
    let exportado = e.enTorneo(["exportar"])
    #expect(exportado.codigo == .hecho)
    try e.escribir(exportado.salida, en: csv)
    let otra = e.carpeta + "/otra.json"
    #expect(e.marcador(["--torneo", otra, "iniciar"]).codigo == .hecho)
    #expect(e.marcador(["--torneo", otra, "importar", csv]).codigo == .hecho)
    #expect(
      e.marcador(["--torneo", otra, "exportar"]).salida == exportado.salida)
    #expect(
      e.marcador(["--torneo", otra, "plantilla", "Rayo FC"]).salida
        == e.enTorneo(["plantilla", "Rayo FC"]).salida)
  }

  /// Item 11: a hand-edited file's names that break the rules are warned about at their
  /// line, once per command that reads the league (not at each of its readings), in both
  /// languages; the league is still used, and an empty name is never the suggestion.
  @Test func losNombresFueraDeReglaSeAvisanUnaVezPorOrden() throws {
    let e = try Ensayo()
    try ligaEditadaAMano(e)
    let avisos = [
      "\(e.torneo):4: aviso: el nombre de un jugador de «Rayo FC», «\\u{1B}[31mRojo», tiene"
        + " un carácter invisible (U+001B) en la posición 1; corrígelo en el archivo",
      "\(e.torneo):5: aviso: el nombre de un jugador de «Rayo FC», «\(String(repeating: "A", count: 30))»,"
        + " pasa de 25 letras; corrígelo en el archivo",
      "\(e.torneo):7: aviso: el nombre de un equipo está vacío; corrígelo en el archivo",
    ]
    let plantilla = e.enTorneo(["plantilla", "Rayo FC"])
    #expect(plantilla.codigo == .hecho)
    #expect(plantilla.errores == avisos.map { $0 + "\n" }.joined())
    // Each command of the interactive mode is a reading of its own.
    let dos = e.enTorneo([], entrada: "equipos\nplantilla Rayo FC\n")
    #expect(dos.errores == (avisos + avisos).map { $0 + "\n" }.joined())
    let en = e.enTorneo(["equipos"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(
      en.errores.hasSuffix("\(e.torneo):7: warning: a team's name is empty; fix it in the file\n"))
    // Completion prints nothing but candidates.
    #expect(e.enTorneo(["completar", "equipos", "R"]).errores == "")
    let desconocido = e.enTorneo(["plantilla", "Xy"])
    #expect(desconocido.codigo == .datos)
    #expect(!desconocido.errores.contains("«»?"))
    // An add reads the league, then again under the lock to save: warned once.
    let anadir = e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"])
    #expect(anadir.codigo == .hecho)
    #expect(anadir.errores == avisos.map { $0 + "\n" }.joined())
  }
}
