// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import LineaDeOrdenes

/// What the commands that only read print, and where the league is, in this process.
struct ListadosTests {
  @Test func losListadosYElJSON() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    #expect(
      e.enTorneo(["equipos"]).salida == "Rayo FC\nAtlético B\nPeña L'Olivera\nUnión Deportiva Sur\n"
    )
    #expect(
      e.enTorneo(["plantilla", "Rayo FC", "--json"]).salida
        == "[\n  {\"nombre\": \"Ana\", \"dorsal\": 9},\n  {\"nombre\": \"Luis\"},\n  {\"nombre\": \"Marta\", \"dorsal\": 1}\n]\n"
    )
    #expect(e.enTorneo(["plantilla", "Unión Deportiva Sur", "--json"]).salida == "[]\n")
    let desconocido = e.enTorneo(["plantilla", "Atletico"])
    #expect(desconocido.codigo == .datos)
    #expect(
      desconocido.errores
        == "marcador: no hay ningún equipo «Atletico». ¿Quisiste decir «Atlético B»?\n")
  }

  /// `dorsales`: the roster by number for a match sheet, those without one last in roster
  /// order; an unknown team and a missing league as `plantilla` says them; in the interactive
  /// mode too.
  @Test func dorsalesDaLaPlantillaPorNumero() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    #expect(e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == .hecho)
    let porNumero = "Marta #1\nAna #9\nLuis\nBea\n"
    let r = e.enTorneo(["dorsales", "rayo fc"])
    #expect(r.codigo == .hecho)
    #expect(r.salida == porNumero)
    #expect(e.enTorneo(["dorsales", "Unión Deportiva Sur"]).salida == "")
    let desconocido = e.enTorneo(["dorsales", "Atletico"])
    #expect(desconocido.codigo == .datos)
    #expect(
      desconocido.errores
        == "marcador: no hay ningún equipo «Atletico». ¿Quisiste decir «Atlético B»?\n")
    let sinLiga = e.marcador(["--torneo", e.carpeta + "/otra.json", "dorsales", "Rayo FC"])
    #expect(sinLiga.codigo == .sinEntrada)
    #expect(e.enTorneo([], entrada: "dorsales Rayo FC\n").salida == porNumero)
  }

  @Test func losNombresConSecuenciasDeEscapeSeMuestranEscapados() throws {
    let e = try Ensayo()
    try e.escribir(
      #"{"equipos": [{"nombre": "Mal\u001b]0;pwned\u0007\u009b2J\r", "jugadores": [{"nombre": "X\u001b[31m", "dorsal": 3}]}]}"#
    )
    let equipos = e.enTorneo(["equipos"])
    #expect(equipos.salida == "Mal\\u{1B}]0;pwned\\u{7}\\u{9B}2J\\u{D}\n")
    let json = e.enTorneo(["equipos", "--json"])
    #expect(json.salida.contains(#""Mal\u001b]0;pwned\u0007\u009b2J\r""#) == false)
    #expect(json.salida.contains(#"Mal\u001b]0;pwned\u0007\u009b2J\u000d"#))
    let plantilla = e.enTorneo(["plantilla", "Mal\u{1B}]0;pwned\u{7}\u{9B}2J\r"])
    #expect(plantilla.salida == "X\\u{1B}[31m #3\n")
    for r in [equipos, json, plantilla] {
      #expect(
        !r.salida.unicodeScalars.contains {
          $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
        })
    }
  }

  /// Issue 21, item 13: a MARCADOR_TORNEO set but empty is refused as `--torneo ""` is.
  @Test func unMarcadorTorneoVacioSeRechazaComoUnTorneoVacio() throws {
    let e = try Ensayo()
    // The default league exists: an empty variable must not reach it.
    let porDefecto = e.carpeta + "/datos/marcador/torneo.json"
    #expect(e.marcador(["--torneo", porDefecto, "iniciar", "--ejemplo"]).codigo == .hecho)
    let antes = try e.bytes(porDefecto)
    let vacia = ["MARCADOR_TORNEO": ""]
    for argumentos in [
      ["equipos"], ["anadir", "Rayo FC", "--nombre", "Bea"], ["iniciar"], ["historial"], [],
    ] {
      let r = e.marcador(argumentos, entorno: vacia)
      #expect(r.codigo == .uso, "\(argumentos): \(r.salida)")
      #expect(
        r.errores
          == "marcador: «MARCADOR_TORNEO» no puede estar vacía. Prueba «marcador --help».\n",
        "\(argumentos)")
    }
    #expect(try e.bytes(porDefecto) == antes)
    // --torneo wins over the variable, and help needs no league.
    let conOpcion = e.marcador(["--torneo", porDefecto, "equipos"], entorno: vacia)
    #expect(conOpcion.codigo == .hecho && conOpcion.salida.hasPrefix("Rayo FC\n"))
    #expect(e.marcador(["--help"], entorno: vacia).codigo == .hecho)
    // Without either, the XDG data folder's league.
    #expect(e.marcador(["equipos"]).salida.hasPrefix("Rayo FC\n"))
  }
}
