import Foundation
import LigaEnServidor
import Servidor
import Testing
import Torneo

/// marcador's schema on the throwaway server: set-up, versions, constraints, races, indexes.
@Suite(.enabled(if: ServidorDePrueba.activo, ServidorDePrueba.motivo))
struct EsquemaTests {
  /// Adds team `nombre` and returns its id.
  func equipo(_ nombre: String, en conexion: Conexion) throws -> String {
    try #require(
      try conexion.consultar(
        "INSERT INTO equipos (nombre, clave) VALUES ($1, $2) RETURNING id",
        [nombre, NombreDeJugador.clave(nombre)]
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
    #expect(try conexion.consultar("SELECT count(*) FROM marcador_esquema").valor() == "1")
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
    #expect(try conexion.consultar("SELECT count(*) FROM marcador_esquema").valor() == "2")
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

  /// A roster read uses its index: its cost does not grow with the league (10,000 teams, 25
  /// players each).
  @Test func leerUnaPlantillaUsaSuIndice() throws {
    let esquema = try EsquemaDePrueba()
    let conexion = try esquema.conectar()
    defer { conexion.cerrar() }
    try Esquema.preparar(en: conexion)
    try conexion.ejecutarGuion(
      """
      INSERT INTO equipos (nombre, clave)
        SELECT 'Equipo ' || k, 'equipo ' || k FROM generate_series(1, 10000) k;
      INSERT INTO jugadores (equipo_id, nombre, clave, dorsal)
        SELECT e.id, 'J' || j, 'j' || j, j FROM equipos e, generate_series(1, 25) j;
      ANALYZE equipos; ANALYZE jugadores;
      """)
    let id = try #require(try conexion.consultar("SELECT id FROM equipos LIMIT 1").valor())
    let plantilla = try conexion.consultar("EXPLAIN " + Esquema.plantilla, [id]).filas.compactMap {
      $0[0]
    }.joined(separator: "\n")
    #expect(plantilla.contains("jugadores_por_equipo"), "\(plantilla)")
    #expect(!plantilla.contains("Seq Scan"), "\(plantilla)")
  }
}
