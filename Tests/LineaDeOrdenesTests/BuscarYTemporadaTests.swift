// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing
import Torneo

@testable import LineaDeOrdenes

/// `buscar` and `temporada` as a person and a script meet them, in this process (defects of
/// day one; what they do on the server is `TemporadaTests` in MarcadorTests).
struct BuscarYTemporadaTests {
  /// Item 9: «found nothing» is an answer, not a failure: a script of commands goes on.
  @Test func unBuscarSinNadaNoDetieneUnGuionDeOrdenes() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let r = e.enTorneo([], entrada: "buscar zzz\nequipos\n")
    #expect(r.codigo == .hecho)
    #expect(r.errores == "")
    #expect(r.salida == "Rayo FC\nAtlético B\nPeña L'Olivera\nUnión Deportiva Sur\n")
    // A real failure after it still ends the run with its own status.
    let falla = e.enTorneo([], entrada: "buscar zzz\nplantilla Nadie\nequipos\n")
    #expect(falla.codigo == .datos)
    #expect(falla.salida == "")
    // From the shell, grep's status stays.
    #expect(e.enTorneo(["buscar", "zzz"]).codigo == .ninguno)
  }

  /// Item 11: a team without players is said as everywhere else; one player, in the singular.
  @Test func lasFrasesDeBuscarYDeImportarConCeroYUno() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    #expect(
      e.enTorneo(["buscar", "sur"]).salida
        == "Unión Deportiva Sur · equipo que no tiene jugadores\n")
    #expect(
      e.enTorneo(["buscar", "sur"], entorno: ["LANG": "en_US.UTF-8"]).salida
        == "Unión Deportiva Sur · team that has no players\n")
    #expect(e.enTorneo(["buscar", "atlético"]).salida == "Atlético B · equipo de 2 jugadores\n")
    let csv = e.carpeta + "/uno.csv"
    try e.escribir("Rayo FC,Bea,7\n", en: csv)
    #expect(
      e.enTorneo(["importar", csv, "--comprobar"]).salida
        == "Columnas separadas por «,»: equipo, nombre y dorsal (sin cabecera)\n"
        + "  Bea #7 · Rayo FC\n"
        + "Todo correcto, no se ha guardado nada: se importaría 1 jugador en 1 equipo\n")
    try e.escribir("Rayo FC,Bea,7\nRayo FC,Leo,\n", en: csv)
    #expect(
      e.enTorneo(["importar", csv, "--comprobar"]).salida
        == "Columnas separadas por «,»: equipo, nombre y dorsal (sin cabecera)\n"
        + "  Bea #7 · Rayo FC\n  Leo · Rayo FC\n"
        + "Todo correcto, no se ha guardado nada: se importarían 2 jugadores en 1 equipo\n")
  }
}

/// `temporada`'s journal and name, and what a destination or a rename must not lose (defects
/// of day one, items 13 and 14).
struct TemporadaYPartidosTests {
  /// Item 13: the replay line names both leagues by their real path, whatever folder or
  /// spelling they were given in.
  @Test func elDiarioDeLaTemporadaGuardaLasRutasReales() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    try FileManager.default.createDirectory(
      atPath: e.carpeta + "/sub", withIntermediateDirectories: true)
    let origen = e.carpeta + "/sub/../t.json"
    let r = e.marcador(["--torneo", origen, "temporada", e.carpeta + "/sub/../nueva.json"])
    #expect(r.codigo == .hecho, "\(r.errores)")
    let real = try #require(realpath(e.carpeta, nil).map { String(cString: $0) })
    guard case .temporadaIniciada(let t)? = r.cambios.first else {
      Issue.record("\(r.cambios)")
      return
    }
    #expect(t.origen == real + "/t.json")
    #expect(t.destino == real + "/nueva.json")
    #expect(
      Cambio.temporadaIniciada(t).orden
        == "marcador --torneo \(real)/t.json temporada \(real)/nueva.json --temporada 2027-28")
  }

  /// Item 13: `--nombre` obeys a team name's rules; nothing is made when it does not.
  @Test(arguments: ["Liga\u{1}2027", "Liga \u{202E}2027", String(repeating: "a", count: 300)])
  func elNombreDeLaTemporadaSigueLasReglasDeUnNombre(_ nombre: String) throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let destino = e.carpeta + "/nueva.json"
    let r = e.enTorneo(["temporada", destino, "--nombre", nombre])
    #expect(r.codigo == .datos)
    #expect(r.errores.hasPrefix("marcador: --nombre: "), "\(r.errores)")
    #expect(!FileManager.default.fileExists(atPath: destino))
    let bien = e.enTorneo(["temporada", destino, "--nombre", "  Liga   2027-28 "])
    #expect(bien.codigo == .hecho, "\(bien.errores)")
    #expect(try String(contentsOfFile: destino, encoding: .utf8).contains("\"Liga 2027-28\""))
  }

  /// Item 14: a destination with matches holds a league: refused, left as it was.
  @Test func unDestinoConPartidosNoSeSobrescribe() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let destino = e.carpeta + "/vieja.json"
    let texto = """
      {"nombre": "Mía", "equipos": [], "partidos": [{"local": "A", "visitante": "B"}], "x": 1}

      """
    try e.escribir(texto, en: destino)
    let r = e.enTorneo(["temporada", destino])
    #expect(r.codigo == .noSeCrea, "\(r.errores)")
    #expect(try String(contentsOfFile: destino, encoding: .utf8) == texto)
    #expect(!FileManager.default.fileExists(atPath: destino + ".diario"))
  }

  /// Item 14: renaming a team to the name matches give a team that is not there is refused.
  @Test func noSeRenombraAUnNombreQueYaTienenLosPartidos() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let bytes = try e.bytes()
    let texto = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(
        of: "\"visitante\": \"Atlético B\"", with: "\"visitante\": \"Fantasma\"")
    try e.escribir(texto)
    let antes = try e.bytes()
    #expect(antes != bytes)
    let r = e.enTorneo(["renombrar-equipo", "Rayo FC", "Fantasma"])
    #expect(r.codigo == .datos)
    #expect(
      r.errores
        == "marcador: no se cambia el nombre a Fantasma: 1 partido de la liga ya nombra un equipo"
        + " Fantasma que no está: ese nombre pasaría a ser el de dos equipos\n")
    #expect(try e.bytes() == antes)
    #expect(e.enTorneo(["renombrar-equipo", "Rayo FC", "Rayo CF"]).codigo == .hecho)
  }
}
