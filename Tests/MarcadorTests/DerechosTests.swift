// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Servidor
import Testing

/// Rights per team, enforced by the server (issue 43, items 3 and 4): three roles that are no
/// superusers — the federation's, the delegate of Rayo FC, an observer — × every changing
/// command × a team granted (Rayo FC) and one not (Atlético B), through marcador (its exit
/// status, its message, the league unchanged when refused) and through SQL as that role on
/// its own connection, as psql would send it (the rows unchanged when refused).
@Suite(.conServidor) struct DerechosTests {
  static let federacion = "fede_43"
  static let delegado = "rayo_43"
  static let observador = "miron_43"

  static let rayo = "Rayo FC"
  static let atletico = "Atlético B"

  /// The sample league on a server, made by `marcador` (the tables' owner, the federation's);
  /// through `permisos`, fede_43 the federation's too and rayo_43 Rayo FC's delegate;
  /// miron_43 granted nothing.
  static func liga() throws -> Escenario {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    for rol in [federacion, delegado, observador] { _ = try e.torneo(deRol: rol) }
    try #require(try e.enTorneo(["permisos", "dar", federacion]).codigo == 0)
    let dado = try e.enTorneo(["permisos", "dar", delegado, rayo])
    try #require(dado.codigo == 0, "\(dado.errores)")
    return e
  }

  /// Every team's players, as the league's owner reads them.
  static func estado(_ e: Escenario) throws -> String {
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    return try conexion.consultar(
      """
      SELECT string_agg(e.nombre || ':' || coalesce(j.nombre, '') || '#'
        || coalesce(j.dorsal::text, ''), ', ' ORDER BY e.id, j.id)
      FROM equipos e LEFT JOIN jugadores j ON j.equipo_id = e.id
      """
    ).valor() ?? ""
  }

  /// `marcador --torneo URL …` as role `rol`.
  static func como(
    _ e: Escenario, _ rol: String, _ argumentos: [String], idioma: String = "es_ES.UTF-8"
  ) throws -> Ejecucion {
    try e.marcador(
      ["--torneo", try e.torneo(deRol: rol)] + argumentos, entorno: ["LANG": idioma])
  }

  /// A changing command: its words on a team (in a scenario), what it needs done first (by the federation's
  /// clerk or the role itself), and whether it is the league's teams themselves (the
  /// federation's whatever the team).
  struct Orden: CustomTestStringConvertible, Sendable {
    let nombre: String
    let palabras: @Sendable (Escenario, String) -> [String]
    var preparar: @Sendable (Escenario, String, String) throws -> Void = { _, _, _ in }
    var deLaLiga = false
    /// What the federation gets when the rights let it through (65: a rule of the league's).
    var federacion: Int32 = 0
    /// Whether a delegate may run it on a team they were granted (a transfer's other team is
    /// not theirs).
    var delegadoEnElSuyo: Bool = true

    var testDescription: String { nombre }
  }

  /// The other sample team, where a player of `equipo` is transferred.
  static func otro(_ equipo: String) -> String { equipo == rayo ? atletico : rayo }

  /// A player of each team's sample roster.
  static func jugador(_ equipo: String, _ k: Int = 0) -> String {
    equipo == rayo ? ["Ana", "Luis"][k] : ["Iker", "Nerea"][k]
  }

  static let ordenes: [Orden] = [
    Orden(nombre: "anadir") { _, t in ["anadir", t, "--nombre", "Zoe", "--dorsal", "70"] },
    Orden(nombre: "editar") { _, t in ["editar", t, jugador(t), "--dorsal", "71"] },
    Orden(nombre: "quitar") { _, t in ["quitar", t, jugador(t, 1), "--si"] },
    Orden(
      nombre: "traspasar", palabras: { _, t in ["traspasar", t, jugador(t), otro(t)] },
      delegadoEnElSuyo: false),
    Orden(
      nombre: "importar", palabras: { e, t in ["importar", t, e.carpeta + "/nuevos.csv"] },
      preparar: { e, _, _ in
        try e.escribir("nombre,dorsal\nNora,30\n", en: e.carpeta + "/nuevos.csv")
      }),
    // A whole league's CSV (a team column): rows for that team alone.
    Orden(
      nombre: "importar liga", palabras: { e, _ in ["importar", e.carpeta + "/liga.csv"] },
      preparar: { e, _, t in
        try e.escribir("equipo,nombre,dorsal\n\(t),Nora,30\n", en: e.carpeta + "/liga.csv")
      }),
    Orden(
      nombre: "nuevo-equipo", palabras: { _, _ in ["nuevo-equipo", "Rayo C"] }, deLaLiga: true),
    Orden(
      nombre: "renombrar-equipo", palabras: { _, t in ["renombrar-equipo", t, t + " 2"] },
      deLaLiga: true),
    // Both teams play a match of the sample: the federation passes the rights, and the rule
    // that keeps a team in a match refuses it (65).
    Orden(
      nombre: "quitar-equipo", palabras: { _, t in ["quitar-equipo", t, "--si"] },
      deLaLiga: true, federacion: 65),
    // Another clerk's change (the league's maker's), undone by its number.
    Orden(
      nombre: "deshacer", palabras: { _, _ in ["deshacer", "1", "--si"] },
      preparar: { e, _, t in
        try #require(try e.enTorneo(["anadir", t, "--nombre", "Zoe"]).codigo == 0)
      }),
    // The role's own change, undone while it could change the team; a team not theirs is
    // granted for that and taken away again before the redo.
    Orden(
      nombre: "rehacer", palabras: { _, _ in ["rehacer"] },
      preparar: { e, rol, t in
        let prestado = !(rol == federacion || (rol == delegado && t == rayo))
        if prestado { try #require(try e.enTorneo(["permisos", "dar", rol, t]).codigo == 0) }
        try #require(try como(e, rol, ["anadir", t, "--nombre", "Zoe"]).codigo == 0)
        try #require(try como(e, rol, ["deshacer"]).codigo == 0)
        if prestado { try #require(try e.enTorneo(["permisos", "quitar", rol, t]).codigo == 0) }
      }),
    Orden(
      nombre: "permisos dar", palabras: { _, t in ["permisos", "dar", observador, t] },
      deLaLiga: true),
  ]

  /// What `rol` gets from `orden` on `equipo`: the federation's status, the delegate's on
  /// Rayo FC when it may, else 77.
  static func esperado(_ orden: Orden, _ rol: String, _ equipo: String) -> Int32 {
    if rol == federacion { return orden.federacion }
    if rol == delegado, equipo == rayo, !orden.deLaLiga, orden.delegadoEnElSuyo { return 0 }
    return 77
  }

  /// Each cell through marcador: the exit status; a refusal names whose team it is and who
  /// grants rights, and leaves the league as it was.
  @Test(arguments: ordenes) func cadaOrdenPorRolYEquipo(_ orden: Orden) throws {
    for rol in [DerechosTests.federacion, DerechosTests.delegado, DerechosTests.observador] {
      for equipo in [DerechosTests.rayo, DerechosTests.atletico] {
        let e = try DerechosTests.liga()
        try orden.preparar(e, rol, equipo)
        let antes = try DerechosTests.estado(e)
        let r = try DerechosTests.como(e, rol, orden.palabras(e, equipo))
        let esperado = DerechosTests.esperado(orden, rol, equipo)
        #expect(r.codigo == esperado, "\(orden.nombre) \(rol) \(equipo): \(r.errores)")
        guard esperado == 77 else { continue }
        #expect(try DerechosTests.estado(e) == antes, "\(orden.nombre) \(rol) \(equipo)")
        #expect(r.salida.isEmpty, "\(orden.nombre) \(rol) \(equipo): \(r.salida)")
        #expect(
          r.errores.hasPrefix("marcador: «\(rol)» no "),
          "\(orden.nombre) \(rol) \(equipo): \(r.errores)")
        #expect(
          r.errores.contains("la federación (\(DerechosTests.federacion) y marcador)"),
          "\(orden.nombre) \(rol) \(equipo): \(r.errores)")
      }
    }
  }

  /// The messages whole, in both languages: the team and its delegate named, or that it has
  /// none; the league's teams themselves, the federation's.
  @Test func elRechazoDiceDeQuienEsElEquipoYQuienDaPermisos() throws {
    let e = try DerechosTests.liga()
    let ajeno = try DerechosTests.como(
      e, DerechosTests.observador, ["editar", "Rayo FC", "Ana", "--dorsal", "5"])
    #expect(ajeno.codigo == 77)
    #expect(
      ajeno.errores
        == "marcador: «miron_43» no puede cambiar «Rayo FC», que lleva rayo_43: los permisos los da la federación (fede_43 y marcador) con «marcador permisos»\n"
    )
    let sinDelegado = try DerechosTests.como(
      e, DerechosTests.delegado, ["quitar", "Atlético B", "Iker", "--si"],
      idioma: "en_US.UTF-8")
    #expect(
      sinDelegado.errores
        == "marcador: “rayo_43” may not change “Atlético B”, which has no delegate: the federation (fede_43 and marcador) grants rights with “marcador permisos”\n"
    )
    let equipo = try DerechosTests.como(e, DerechosTests.delegado, ["nuevo-equipo", "Rayo C"])
    #expect(
      equipo.errores
        == "marcador: «rayo_43» no puede crear, renombrar ni quitar equipos ni empezar temporada: eso lo hace la federación (fede_43 y marcador)\n"
    )
  }

  /// The form is refused before it asks anything: no «Nombre» on standard output, with the
  /// name still to be typed on its input.
  @Test func elFormularioSeNiegaAntesDePreguntar() throws {
    let e = try DerechosTests.liga()
    let r = try e.marcador(
      ["--torneo", try e.torneo(deRol: DerechosTests.delegado), "anadir", "Atlético B"],
      entrada: "Zoe\n70\n")
    #expect(r.codigo == 77)
    #expect(r.salida.isEmpty, "\(r.salida)")
    #expect(r.errores.contains("«Atlético B»"), "\(r.errores)")
  }

  /// The team typed in the form (none on the command line) is refused as the form reads it,
  /// before the name after it is taken; a whole league's import that would make a team is the
  /// federation's, said so.
  @Test func elEquipoEscritoEnElFormularioYElEquipoNuevoDeUnaImportacion() throws {
    let e = try DerechosTests.liga()
    let url = try e.torneo(deRol: DerechosTests.delegado)
    let antes = try DerechosTests.estado(e)
    let r = try e.marcador(["--torneo", url, "anadir"], entrada: "Atlético B\nZoe\n70\n")
    #expect(r.codigo == 77, "\(r.errores)")
    #expect(r.errores.contains("«rayo_43» no puede cambiar «Atlético B»"), "\(r.errores)")
    try e.escribir("equipo,nombre\nRayo FC,Nora\nLos Nuevos,Iris\n", en: e.carpeta + "/liga.csv")
    let nueva = try e.marcador(["--torneo", url, "importar", e.carpeta + "/liga.csv"])
    #expect(nueva.codigo == 77, "\(nueva.errores)")
    #expect(
      nueva.errores.contains("no puede crear, renombrar ni quitar equipos"), "\(nueva.errores)")
    #expect(try DerechosTests.estado(e) == antes)
  }

  /// A transfer out of the delegate's team into another they were granted too is theirs; into
  /// a team that is not, it takes whoever may change both (the federation).
  /// A league from before the rule on accents holds «Atletico B» beside «Atlético B»
  /// (`Esquema.rellenar`); Atlético B's delegate naming the other is refused, and no player
  /// lands in their own team instead: the team is picked among all of them, then locked.
  @Test func unEquipoIgualSalvoAcentosNoSeTomaPorElPropio() throws {
    let e = try DerechosTests.liga()
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    try conexion.consultar(
      "INSERT INTO equipos (nombre, clave, busqueda) VALUES ('Atletico B', 'atletico b', 'atletico b')"
    )
    _ = try e.torneo(deRol: "atleti_43")
    let dado = try e.enTorneo(["permisos", "dar", "atleti_43", DerechosTests.atletico])
    try #require(dado.codigo == 0, "\(dado.errores)")
    let antes = try DerechosTests.estado(e)
    let r = try DerechosTests.como(
      e, "atleti_43", ["anadir", "Atletico B", "--nombre", "Intrusa", "--dorsal", "77"])
    #expect(r.codigo == 77, "\(r.salida) \(r.errores)")
    #expect(try DerechosTests.estado(e) == antes)
  }

  @Test func unTraspasoEntreDosEquiposPropiosEsDelDelegado() throws {
    let e = try DerechosTests.liga()
    #expect(
      try e.enTorneo(["permisos", "dar", DerechosTests.delegado, "Peña L'Olivera"]).codigo == 0)
    let r = try DerechosTests.como(
      e, DerechosTests.delegado, ["traspasar", "Rayo FC", "Ana", "Peña L'Olivera"])
    #expect(r.codigo == 0, "\(r.errores)")
    let lista = try e.enTorneo(["permisos"])
    #expect(
      lista.salida
        == "Federación (todos los equipos): fede_43 y marcador\nRayo FC: rayo_43\nPeña L'Olivera: rayo_43\n"
    )
    // Anyone who may connect reads, the journal whole.
    let historial = try DerechosTests.como(e, DerechosTests.observador, ["historial"])
    #expect(historial.codigo == 0)
    #expect(historial.salida.contains("rayo_43  Traspasado"), "\(historial.salida)")
  }

  /// The same rights through SQL as each role, as psql would send it: a refused statement fails
  /// or touches no row, and the rows stay as they were.
  @Test func porSQLCadaRolCambiaSoloLoQuePuede() throws {
    for rol in [DerechosTests.federacion, DerechosTests.delegado, DerechosTests.observador] {
      let e = try DerechosTests.liga()
      // A journal row for its marks.
      try #require(try e.enTorneo(["anadir", "Peña L'Olivera", "--nombre", "Eva"]).codigo == 0)
      let propia = try Conexion(url: e.torneo)
      let ids = try propia.consultar("SELECT nombre, id::text FROM equipos").filas
      propia.cerrar()
      func id(_ equipo: String) -> String { ids.first { $0[0] == equipo }?[1] ?? "" }
      let conexion = try Conexion(url: try e.torneo(deRol: rol))
      defer { conexion.cerrar() }
      let esFederacion = rol == DerechosTests.federacion
      for (k, equipo) in [DerechosTests.rayo, DerechosTests.atletico].enumerated() {
        let puede = esFederacion || (rol == DerechosTests.delegado && equipo == DerechosTests.rayo)
        let (este, otro) = (id(equipo), id(DerechosTests.otro(equipo)))
        let uno = "equipo_id = \(este) AND nombre = '\(DerechosTests.jugador(equipo))'"
        let sentencias: [(sql: String, permitida: Bool)] = [
          (
            "INSERT INTO jugadores (equipo_id, nombre, clave, dorsal) VALUES (\(este), 'Psql', 'psql', 88)",
            puede
          ),
          ("UPDATE jugadores SET dorsal = \(80 + k) WHERE \(uno)", puede),
          ("DELETE FROM jugadores WHERE equipo_id = \(este) AND nombre = 'Psql'", puede),
          // Out of the team, and into it from the other.
          ("UPDATE jugadores SET equipo_id = \(otro) WHERE \(uno)", esFederacion),
          (
            "UPDATE jugadores SET equipo_id = \(este) WHERE equipo_id = \(otro) AND dorsal IS NULL",
            esFederacion
          ),
          ("INSERT INTO derechos (rol, equipo_id) VALUES (session_user, \(otro))", esFederacion),
          ("UPDATE equipos SET nombre = nombre || ' 2' WHERE id = \(este)", esFederacion),
          ("DELETE FROM equipos WHERE id = \(este) AND false", esFederacion),
          // The journal's undone marks: whoever has a right may write them (their column
          // alone), an observer not.
          ("UPDATE diario SET deshecho_por = NULL", rol != DerechosTests.observador),
          ("UPDATE diario SET orden = 'x'", false),
        ]
        for (sql, permitida) in sentencias {
          let antes = try DerechosTests.estado(e)
          let tocadas: Int
          do {
            tocadas = try conexion.consultar(sql).afectadas
          } catch {
            #expect(!permitida, "\(rol) \(equipo): \(sql): \(error)")
            #expect(try DerechosTests.estado(e) == antes, "\(rol): \(sql)")
            continue
          }
          #expect(
            permitida || tocadas == 0, "\(rol) \(equipo): \(sql) touched \(tocadas) rows")
          if !permitida { #expect(try DerechosTests.estado(e) == antes, "\(rol): \(sql)") }
          if permitida, sql.hasPrefix("UPDATE jugadores SET dorsal") || sql.hasPrefix("INSERT") {
            #expect(tocadas == 1, "\(rol) \(equipo): \(sql)")
          }
        }
      }
    }
  }
}

/// A file league has no rights per team: `permisos` says its rights are its Unix permissions,
/// and refuses to grant any (77).
struct PermisosEnArchivoTests {
  @Test func unArchivoTieneLosPermisosDeUnix() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let lista = try e.enTorneo(["permisos"])
    #expect(lista.codigo == 0)
    #expect(
      lista.salida
        == "«\(e.torneo)» es un archivo: sus permisos son los de Unix, y quien puede escribirlo puede cambiar cualquier equipo («chmod», «chgrp»)\n"
    )
    let dar = try e.enTorneo(
      ["permisos", "dar", "ana", "Rayo FC"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(dar.codigo == 77)
    #expect(
      dar.errores
        == "marcador: “\(e.torneo)” is a file: its rights are its Unix permissions, and whoever may write it may change every team (“chmod”, “chgrp”)\n"
    )
    #expect(try e.enTorneo(["permisos", "prestar", "ana"]).codigo == 64)
  }
}
