// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Formatos
import Foundation
import Servidor
import Testing
import Torneo

@testable import LigaEnServidor

/// marcador's schema on the throwaway server: set-up, versions, constraints, races, indexes.
@Suite(.conServidor)
struct EsquemaTests {
  /// Adds team `nombre` and returns its id.
  func equipo(_ nombre: String, en conexion: Conexion) throws -> String {
    try #require(
      try conexion.consultar(
        "INSERT INTO equipos (nombre, clave, busqueda) VALUES ($1, $2, $3) RETURNING id",
        [nombre, NombreDeJugador.clave(nombre), NombreDeJugador.claveSinAcentos(nombre)]
      ).valor())
  }

  func jugador(_ nombre: String, dorsal: Int?, equipo: String, en conexion: Conexion) throws {
    try conexion.consultar(
      "INSERT INTO jugadores (equipo_id, nombre, clave, dorsal) VALUES ($1, $2, $3, $4)",
      [equipo, nombre, NombreDeJugador.clave(nombre), dorsal.map(String.init)])
  }

  @Test func diezPreparacionesALaVezAcabanTodasBien() throws {
    let esquema = try EsquemaDePrueba()
    let url = esquema.url
    let resultados = enParalelo(10) { _ in
      Result { () throws(ErrorServidor) -> Int in
        let conexion = try Conexion(url: url)
        defer { conexion.cerrar() }
        do {
          return try Esquema.preparar(en: conexion)
        } catch let error as ErrorServidor {
          throw error
        } catch {
          throw .otro(codigo: "", mensaje: "\(error)")
        }
      }
    }
    let versiones = try resultados.map { try $0.get() }
    // The first found nothing; the others found it done.
    #expect(versiones.sorted() == [0] + Array(repeating: Esquema.version, count: 9))
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    #expect(try Esquema.comprobar(en: conexion) == Esquema.version)
    #expect(
      try conexion.consultar("SELECT count(*) FROM marcador_esquema").valor()
        == String(Esquema.version))
  }

  @Test func unEsquemaMasNuevoSeRechaza() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    #expect(throws: ErrorServidor.sinEsquema) { try Esquema.comprobar(en: conexion) }
    try Esquema.preparar(en: conexion)
    try conexion.consultar("INSERT INTO marcador_esquema (version) VALUES (99)")
    let esperado = ErrorServidor.esquemaMasNuevo(encontrada: 99, soportada: Esquema.version)
    #expect(throws: esperado) { try Esquema.comprobar(en: conexion) }
    #expect(throws: esperado) { try Esquema.preparar(en: conexion) }
    // Nothing added: this version's rows and the newer one's.
    #expect(
      try conexion.consultar("SELECT count(*) FROM marcador_esquema").valor()
        == String(Esquema.version + 1))
  }

  @Test func sinPermisoParaCrearEsRechazado() throws {
    let esquema = try EsquemaDePrueba()
    try esquema.permitirUso(a: "marcador_lector")
    let url = esquema.url.replacing("user=marcador&", with: "user=marcador_lector&")
    let conexion = try Conexion(url: url)
    defer { conexion.cerrar() }
    #expect(throws: ErrorServidor.rechazado(.sinPermiso)) { try Esquema.preparar(en: conexion) }
  }

  @Test func laRestriccionDiceQueCampoSeRepite() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try Esquema.preparar(en: conexion)
    let rayo = try equipo("Rayo FC", en: conexion)
    #expect(throws: ErrorServidor.repetido(restriccion: Esquema.Restriccion.equipoRepetido)) {
      _ = try equipo("RAYO  fc", en: conexion)
    }
    try jugador("Ana", dorsal: 9, equipo: rayo, en: conexion)
    #expect(throws: ErrorServidor.repetido(restriccion: Esquema.Restriccion.nombreRepetido)) {
      try jugador("ANA", dorsal: 10, equipo: rayo, en: conexion)
    }
    #expect(throws: ErrorServidor.repetido(restriccion: Esquema.Restriccion.dorsalRepetido)) {
      try jugador("Bea", dorsal: 9, equipo: rayo, en: conexion)
    }
    #expect(throws: ErrorServidor.restriccionIncumplida(restriccion: "jugadores_dorsal_valido")) {
      try jugador("Cris", dorsal: 100, equipo: rayo, en: conexion)
    }
    // Several players without a number are fine.
    try jugador("Luis", dorsal: nil, equipo: rayo, en: conexion)
    try jugador("Marta", dorsal: nil, equipo: rayo, en: conexion)
  }

  @Test func cincuentaAltasDelMismoDorsalTienenUnGanador() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try Esquema.preparar(en: conexion)
    let rayo = try equipo("Rayo FC", en: conexion)
    let url = esquema.url
    let resultados = enParalelo(50) { k in
      Result { () throws(ErrorServidor) in
        let propia = try Conexion(url: url)
        defer { propia.cerrar() }
        try propia.consultar(
          "INSERT INTO jugadores (equipo_id, nombre, clave, dorsal) VALUES ($1, $2, $2, 7)",
          [rayo, "j\(k)"])
      }
    }
    let ganadores = resultados.filter { if case .success = $0 { true } else { false } }
    #expect(ganadores.count == 1)
    for resultado in resultados {
      if case .failure(let error) = resultado {
        #expect(error == .repetido(restriccion: Esquema.Restriccion.dorsalRepetido))
      }
    }
    #expect(try conexion.consultar("SELECT count(*) FROM jugadores").valor() == "1")
  }

  @Test func losDatosDesconocidosVuelvenComoEntraron() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try Esquema.preparar(en: conexion)
    // `json` keeps the text: key order, spacing and duplicates as the file had them.
    let extra = #"{"temporada": "2026", "partidos": [], "a": {"z": 1, "b": null}, "ñ": 1.50}"#
    try conexion.consultar("INSERT INTO liga (nombre, extra) VALUES ($1, $2)", ["Liga", extra])
    #expect(try conexion.consultar("SELECT extra FROM liga").valor() == extra)
    #expect(throws: ErrorServidor.self) {
      try conexion.consultar("INSERT INTO liga (nombre) VALUES ('otra')")
    }
    #expect(throws: ErrorServidor.self) {
      try conexion.consultar("UPDATE liga SET extra = '[1]'")
    }
  }

  @Test func elPrefijoSeBuscaLiteralmente() throws {
    #expect(Esquema.patron(prefijo: #"50%_a\"#) == #"50\%\_a\\%"#)
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try Esquema.preparar(en: conexion)
    for nombre in ["100% Fútbol", "1000 Leones", "A_B", "AxB", #"C\D"#, "CD"] {
      _ = try equipo(nombre, en: conexion)
    }
    func buscar(_ prefijo: String) throws -> [String] {
      try conexion.consultar(
        Esquema.equiposPorPrefijo,
        [Esquema.patron(prefijo: NombreDeJugador.claveSinAcentos(prefijo)), "50"]
      ).filas.compactMap { $0[0] }
    }
    #expect(try buscar("100%") == ["100% Fútbol"])
    #expect(try buscar("a_") == ["A_B"])
    #expect(try buscar(#"c\"#) == [#"C\D"#])
    #expect(try buscar("100% fú") == ["100% Fútbol"])
    #expect(try buscar("100% FU") == ["100% Fútbol"])
  }

  /// The completion and roster reads use their indexes: their cost does not grow with the
  /// league (10,000 teams, 25 players each).
  @Test func completarYLeerUnaPlantillaUsanIndices() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try Esquema.preparar(en: conexion)
    try conexion.ejecutarGuion(
      """
      INSERT INTO equipos (nombre, clave, busqueda)
        SELECT 'Equipo ' || k, 'equipo ' || k, 'equipo ' || k FROM generate_series(1, 10000) k;
      INSERT INTO jugadores (equipo_id, nombre, clave, dorsal)
        SELECT e.id, 'J' || j, 'j' || j, j FROM equipos e, generate_series(1, 25) j;
      ANALYZE equipos; ANALYZE jugadores;
      """)
    let completar = try conexion.consultar(
      "EXPLAIN " + Esquema.equiposPorPrefijo, [Esquema.patron(prefijo: "equipo 12"), "50"]
    ).filas.compactMap { $0[0] }.joined(separator: "\n")
    #expect(completar.contains("equipos_por_busqueda"), "\(completar)")
    #expect(!completar.contains("Seq Scan"), "\(completar)")
    let id = try #require(try conexion.consultar("SELECT id FROM equipos LIMIT 1").valor())
    let plantilla = try conexion.consultar("EXPLAIN " + Esquema.plantilla, [id]).filas.compactMap {
      $0[0]
    }.joined(separator: "\n")
    #expect(plantilla.contains("jugadores_por_equipo"), "\(plantilla)")
    #expect(!plantilla.contains("Seq Scan"), "\(plantilla)")
  }

  /// A schema an older marcador made (version 1: no key without accents) is brought up to date
  /// by the first command of this one: every team's `busqueda` filled, so `atle` completes and
  /// `atletico b` finds the team, and two teams made before the rule stay two.
  @Test func unEsquemaDeLaVersionUnoSeMigraAlUsarlo() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion(
      """
      CREATE TABLE marcador_esquema (
        version integer PRIMARY KEY, aplicada timestamptz NOT NULL DEFAULT now());
      INSERT INTO marcador_esquema (version) VALUES (1);
      """)
    try conexion.ejecutarGuion(Esquema.migraciones[0])
    try conexion.ejecutarGuion(
      """
      INSERT INTO liga (nombre) VALUES ('Vieja');
      INSERT INTO equipos (nombre, clave) VALUES
        ('Atlético B', 'atlético b'), ('Atletico B', 'atletico b'), ('Peña Sur', 'peña sur');
      """)
    let liga = LigaEnServidor(url: esquema.url)
    defer { liga.cerrar() }
    #expect(liga.candidatos(deEquipo: "pena") == ["Peña Sur"])
    #expect(try Esquema.comprobar(en: conexion) == Esquema.version)
    #expect(
      try conexion.consultar("SELECT string_agg(busqueda, '|' ORDER BY id) FROM equipos").valor()
        == "atletico b|atletico b|pena sur")
    #expect(try liga.equipo(llamado: "pena sur").nombre == "Peña Sur")
    #expect(try liga.equipo(llamado: "atletico b").nombre == "Atletico B")
    #expect(try liga.equipo(llamado: "ATLÉTICO  B").nombre == "Atlético B")
    // Equal to both without accents, and to neither with them: neither is taken.
    #expect((try? liga.equipo(llamado: "Atletícó B")) == nil)
    #expect(throws: ErrorDeLiga.equipoRepetido("Peña Sur")) {
      try liga.aplicar(.nuevoEquipo("Pena sur"))
    }
  }

  /// A command's first read carries the schema's check in its own round trip (`enTubo`): a
  /// version-1 schema met there is migrated and the read made again, and a missing or newer
  /// schema is told as the plain check tells it.
  @Test func laPrimeraLecturaLlevaLaComprobacionDelEsquema() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    let sinEsquema = LigaEnServidor(url: esquema.url)
    #expect(throws: ErrorDeLiga.servidor(.sinEsquema)) { try sinEsquema.tieneEquipos() }
    sinEsquema.cerrar()
    try conexion.ejecutarGuion(
      """
      CREATE TABLE marcador_esquema (
        version integer PRIMARY KEY, aplicada timestamptz NOT NULL DEFAULT now());
      INSERT INTO marcador_esquema (version) VALUES (1);
      """)
    try conexion.ejecutarGuion(Esquema.migraciones[0])
    try conexion.ejecutarGuion(
      """
      INSERT INTO liga (nombre) VALUES ('Vieja');
      INSERT INTO equipos (nombre, clave) VALUES ('Peña Sur', 'peña sur');
      """)
    let liga = LigaEnServidor(url: esquema.url)
    defer { liga.cerrar() }
    try liga.comprobarQueSePuedeCambiar()
    // Found by its key without accents, a column version 1 does not have.
    #expect(try liga.equipo(llamado: "pena sur").nombre == "Peña Sur")
    #expect(try Esquema.comprobar(en: conexion) == Esquema.version)
    #expect(try liga.tieneEquipos())
    try conexion.consultar("INSERT INTO marcador_esquema (version) VALUES (99)")
    let nueva = LigaEnServidor(url: esquema.url)
    defer { nueva.cerrar() }
    #expect(
      throws: ErrorDeLiga.servidor(.esquemaMasNuevo(encontrada: 99, soportada: Esquema.version))
    ) { try nueva.equipo(llamado: "Peña Sur") }
  }

  /// A version-2 league (its journal naming the Unix account, a redone change still marked
  /// undone) is brought to version 3 by the first command: the rows already recorded keep
  /// their name, their marks are what `Reversiones.deshechas` says, and from then on the
  /// server writes who made a change — the role it authenticated, whatever a client sends.
  @Test func laVersionTresDejaQueElServidorDigaQuien() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion(
      """
      CREATE TABLE marcador_esquema (
        version integer PRIMARY KEY, aplicada timestamptz NOT NULL DEFAULT now());
      INSERT INTO marcador_esquema (version) VALUES (1), (2);
      """)
    try conexion.ejecutarGuion(Esquema.migraciones[0])
    try conexion.ejecutarGuion(Esquema.migraciones[1])
    // A team made, undone and redone, as version 2 recorded them.
    let alta = #"{"tipo": "nuevo-equipo", "equipo": "Lunes"}"#
    let deshecha = #"{"tipo": "deshacer", "deshace": 1, "cambio": "# + alta + "}"
    let rehecha = #"{"tipo": "rehacer", "rehace": 2, "cambio": "# + alta + "}"
    for cambio in [alta, deshecha, rehecha] {
      try conexion.consultar(
        """
        INSERT INTO diario (usuario, tipo, orden, datos)
        VALUES ('root', $1::jsonb->>'tipo', 'marcador', jsonb_build_object('cambio', $1::jsonb))
        """, [cambio])
    }
    try conexion.consultar("UPDATE diario SET deshecho_por = 2 WHERE n = 1")
    let liga = LigaEnServidor(url: esquema.url)
    defer { liga.cerrar() }
    let diario = try liga.diario()
    #expect(diario.map(\.usuario) == ["root", "root", "root"])
    #expect(diario.map(\.deshecha) == [false, false, false])
    #expect(try Esquema.comprobar(en: conexion) == Esquema.version)
    #expect(try liga.usuario() == "marcador")
    let quien = try conexion.consultar(
      "INSERT INTO diario (usuario, tipo, orden) VALUES ('mallory', 'x', 'y') RETURNING usuario")
    #expect(quien.valor() == "marcador")
  }

  /// A league from before rights per team (issue 43) is brought to them by the first command: its
  /// owner and the roles that could write to it are the federation's, a role that could only
  /// read is an observer, and from then on the server holds each to it.
  @Test func losDerechosDejanLaLigaAQuienPodiaCambiarla() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion(
      """
      CREATE TABLE marcador_esquema (
        version integer PRIMARY KEY, aplicada timestamptz NOT NULL DEFAULT now());
      INSERT INTO marcador_esquema (version) VALUES (1), (2), (3);
      """)
    for k in 0..<3 { try conexion.ejecutarGuion(Esquema.migraciones[k]) }
    try conexion.ejecutarGuion(
      "INSERT INTO equipos (nombre, clave, busqueda) VALUES ('Rayo FC', 'rayo fc', 'rayo fc')")
    let escritor = try esquema.url(comoRol: "escritor_43")
    let lector = try esquema.url(deRol: "miron_43")
    try esquema.permitirUso(a: "miron_43")
    try conexion.ejecutarGuion("GRANT SELECT ON ALL TABLES IN SCHEMA \(esquema.nombre) TO miron_43")
    let liga = LigaEnServidor(url: esquema.url)
    defer { liga.cerrar() }
    #expect(try liga.equipos().map(\.nombre) == ["Rayo FC"])
    #expect(try Esquema.comprobar(en: conexion) == Esquema.version)
    #expect(
      try liga.permisos() == [
        Permiso(rol: "escritor_43", equipo: nil), Permiso(rol: "marcador", equipo: nil),
      ])
    let deEscritor = LigaEnServidor(url: escritor)
    defer { deEscritor.cerrar() }
    #expect(throws: Never.self) { try deEscritor.aplicar(.nuevoEquipo("Lunes")) }
    let deLector = LigaEnServidor(url: lector)
    defer { deLector.cerrar() }
    #expect(try deLector.equipos().count == 2)
    #expect {
      try deLector.aplicar(.anadir(Jugador(nombre: "Zoe", dorsal: nil), equipo: "Rayo FC"))
    } throws: { error in
      guard case ErrorDeLiga.almacen(.sinDerechos(let equipo, let usuario, _, _)) = error else {
        return false
      }
      return equipo == "Rayo FC" && usuario == "miron_43"
    }
  }
}
