// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

@testable import LineaDeOrdenes

/// What the season's commands say, in both languages, in this process (what they do to the
/// file and the server is `TemporadaTests` in MarcadorTests).
struct TemporadaEnProcesoTests {
  @Test func loQueDicenEnInglesYLosCambiosQueDan() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let ingles = ["LANG": "en_US.UTF-8"]
    try e.escribir("Marta,9\nAna,1\nBea,\n", en: e.carpeta + "/semana.csv")
    let plan = e.enTorneo(
      ["importar", "Rayo FC", e.carpeta + "/semana.csv", "--reemplazar", "--comprobar"],
      entorno: ingles)
    #expect(
      plan.salida == """
        Columns separated by “,”: name and number (no header)
        ~ Marta #1 → Marta #9
        ~ Ana #9 → Ana #1
        + Bea
        - Luis
        ↕ The file's order: 1 player moves
        All valid, nothing saved: in Rayo FC, 1 added, 2 changed, 1 removed, 1 moved

        """)
    #expect(plan.cambios == [])
    let hecho = e.enTorneo(
      ["importar", "Rayo FC", e.carpeta + "/semana.csv", "--reemplazar"], entorno: ingles)
    #expect(hecho.salida == "Roster of Rayo FC replaced: 1 added, 2 changed, 1 removed, 1 moved\n")
    let jugadores = [
      Jugador(nombre: "Marta", dorsal: 9), Jugador(nombre: "Ana", dorsal: 1),
      Jugador(nombre: "Bea"),
    ]
    #expect(
      hecho.cambios
        == [
          .reemplazado(
            jugadores, equipo: "Rayo FC", anadidos: 1, cambiados: 2, quitados: 1, movidos: 1)
        ])
    try e.escribir("equipo,nombre,dorsal\nNuevo CF,Leo,\n", en: e.carpeta + "/liga.csv")
    let liga = e.enTorneo(["importar", e.carpeta + "/liga.csv"], entorno: ingles)
    #expect(liga.salida == "Imported into the league: 1 player into 1 team (1 new)\n")
    let libres = e.enTorneo(["libres", "Rayo FC"], entorno: ingles)
    #expect(libres.salida == "2–8, 10–99\n")
    let nada = e.enTorneo(["buscar", "zzz"], entorno: ingles)
    #expect(nada.codigo == .ninguno && nada.salida == "")
    let nueva = e.enTorneo(["temporada", e.carpeta + "/nueva.json"], entorno: ingles)
    #expect(
      nueva.salida
        == "New season in \(e.carpeta)/nueva.json, from \(e.torneo): 5 teams; season “2027-28”,"
        + " the one after “2026-27”\n")
    // Incompatible and empty options are usage errors.
    #expect(e.enTorneo(["exportar", "--json", "--excel"]).codigo == .uso)
    #expect(e.enTorneo(["temporada", e.carpeta + "/otra.json", "--nombre", " "]).codigo == .uso)
  }
}
