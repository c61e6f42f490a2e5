// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing

/// How many round trips each change costs on a server, counted by the proxy
/// (scripts/proxy-pg.py's `rondas`: a burst of the client's messages answered by the server is
/// one), never timed: a change in an open session (the REPL fed by a pipe, one command a line)
/// and a one-shot piped `anadir` process, after connecting.
@Suite(.conServidor)
struct RondasTests {
  /// The interactive mode reading its commands from a pipe, a line at a time; each command's
  /// output line awaited before the next.
  final class Sesion {
    private let hijo: Conversacion

    init(_ url: String, _ e: Escenario) throws {
      hijo = try Conversacion(
        [rutaDelBinario, "--torneo", url], entorno: e.entorno(["LANG": "C.UTF-8"]),
        erroresTambien: true)
    }

    /// Sends `lineas` and returns the next line of output (nil after 20 s).
    func orden(_ lineas: [String] = []) -> String? {
      #expect(hijo.escribir(lineas.map { $0 + "\n" }.joined()))
      return hijo.linea()
    }
  }

  /// Each change in an open session, and a one-shot process's add: its round trips and what
  /// it said. A session reads a team the first time a command names it (one round trip, the
  /// schema's check riding with a session's first read); from then on it follows the league
  /// (LISTEN on its own connection) and a change is one round trip; an undo or a redo takes
  /// the full way (its first reads in the transaction's first round trip). A one-shot process
  /// reads the team and commits: two.
  @Test func rondasDeCadaCambio() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    try e.escribir("Nombre,Dorsal\nCris,21\nDani,22\n", en: e.carpeta + "/nuevos.csv")
    let proxy = try ProxyDePrueba(delante: e.torneo)
    let sesion = try Sesion(proxy.url(e.torneo), e)
    // Connected, the schema checked: what follows is each change's own cost.
    #expect(sesion.orden(["equipos"])?.contains("Rayo FC") == true)
    _ = sesion.orden()
    _ = sesion.orden()
    _ = sesion.orden()
    var rondas: [String: Int] = [:]
    func contar(_ nombre: String, _ lineas: String..., dice: String) throws {
      try proxy.orden("contar")
      // A question (`quitar`'s) and its answer go together; the question ends no line.
      let ultima = sesion.orden(lineas)
      #expect(ultima?.contains(dice) == true, "\(nombre): \(ultima ?? "-")")
      rondas[nombre] = try proxy.rondas()
    }
    try contar(
      "anadir sin haber leído el equipo", "anadir 'Rayo FC' --nombre Bea --dorsal 7", dice: "Bea #7"
    )
    try contar("anadir", "anadir 'Rayo FC' --nombre Bruno --dorsal 17", dice: "Bruno #17")
    try contar("editar", "editar 'Rayo FC' Bea --dorsal 8", dice: "Bea #8")
    try contar("traspasar", "traspasar 'Rayo FC' Bea 'Atlético B'", dice: "Bea")
    try contar("quitar sin haber leído el equipo", "quitar 'Atlético B' Bea", "s", dice: "Bea")
    try contar("quitar", "quitar 'Rayo FC' Bruno", "s", dice: "Bruno")
    try contar("importar", "importar 'Rayo FC' \(e.carpeta)/nuevos.csv", dice: "2")
    try contar("deshacer", "deshacer", dice: "Importados")
    try contar("rehacer", "rehacer", dice: "Importados")
    try proxy.orden("contar")
    let r = try e.marcador(
      ["--torneo", proxy.url(e.torneo), "anadir", "Rayo FC"], entrada: "Eva\n30\n")
    #expect(r.codigo == 0, "\(r.errores)")
    rondas["proceso anadir"] = try proxy.rondas()
    #expect(
      rondas == [
        "anadir sin haber leído el equipo": 2, "anadir": 1, "editar": 1, "traspasar": 1,
        "quitar sin haber leído el equipo": 2, "quitar": 1, "importar": 1, "deshacer": 5,
        "rehacer": 6, "proceso anadir": 2,
      ])
  }
}

extension ProxyDePrueba {
  /// The round trips counted since `contar` (`rondas N`).
  func rondas() throws -> Int {
    #expect(hijo.escribir("rondas\n"))
    let texto = try #require(linea(), "proxy: rondas")
    try #require(linea() == "ok")
    return try #require(Int(texto.dropFirst("rondas ".count)), "proxy: \(texto)")
  }
}
