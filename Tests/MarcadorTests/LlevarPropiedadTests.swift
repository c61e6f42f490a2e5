// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Servidor
import Testing

/// Issue 44's property: a server clerk and two copies taken to the pitch make random changes
/// (adds, edits, renames, removals, transfers, imports, undos on the copies) to overlapping
/// players; the copies sync in random orders, some syncs cut by the proxy after COMMIT was
/// sent and run again. Every time: a sync that went through put each of the copy's changes on
/// the server once (`fuera_de_linea` holds each, no journal row twice) and left the file equal
/// to the server's league; one refused listed its conflicts (a field's with both values),
/// changed nothing on the server nor the file; and the server's journal, replayed on a file,
/// gives the server's league.
@Suite(.conServidor)
struct LlevarPropiedadTests {
  /// A seeded generator (SplitMix64): a failing run is repeated by its seed.
  struct Azar: RandomNumberGenerator {
    var estado: UInt64
    mutating func next() -> UInt64 {
      estado &+= 0x9E37_79B9_7F4A_7C15
      var z = estado
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let equipos = ["Rayo FC", "Atlético B"]

  /// A random change's command line; `copia`: a clerk's offline copy (which may undo).
  func orden(_ azar: inout Azar, nombres: [String], nuevo: String, copia: Bool) -> (
    [String], entrada: String
  ) {
    let k = Int.random(in: 0...1, using: &azar)
    let (equipo, otro) = (LlevarPropiedadTests.equipos[k], LlevarPropiedadTests.equipos[1 - k])
    // Mostly the sample's players, and few numbers: the clerks meet on them.
    let jugador = nombres[
      Int.random(in: 0..<(Bool.random(using: &azar) ? 5 : nombres.count), using: &azar)]
    let dorsal = String(Int.random(in: 1...6, using: &azar))
    switch Int.random(in: 0..<(copia ? 8 : 7), using: &azar) {
    case 0: return (["anadir", equipo, "--nombre", nuevo, "--dorsal", dorsal], "")
    case 1, 2: return (["editar", equipo, jugador, "--dorsal", dorsal], "")
    case 3: return (["editar", equipo, jugador, "--nombre", jugador + " " + nuevo], "")
    case 4: return (["quitar", equipo, jugador, "--si"], "")
    case 5: return (["traspasar", equipo, jugador, otro, "--sin-dorsal"], "")
    case 6: return (["importar", equipo], "nombre,dorsal\n\(nuevo) A,\n\(nuevo) B,\(dorsal)\n")
    default: return (["deshacer"], "")
    }
  }

  /// The league's teams and players (names and numbers), as a JSON value, of a tournament
  /// file's bytes.
  func liga(_ bytes: [UInt8]) throws -> NSArray {
    let objeto = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
    return (objeto["equipos"] as? NSArray) ?? []
  }

  /// The server's league now, as `liga` reads a file.
  func delServidor(_ e: Escenario) throws -> NSArray {
    let ruta = e.carpeta + "/servidor-\(UUID().uuidString).json"
    let r = try e.marcador(["copiar", e.torneo, ruta])
    #expect(r.codigo == 0, "\(r.errores)")
    return try liga(e.bytes(ruta))
  }

  /// The changes of the copy at `ruta` a sync would send: its journal's entries after the
  /// origin's last sent one, still in effect, not undos.
  func pendientes(_ e: Escenario, _ ruta: String) throws -> Int {
    let origen =
      (try JSONSerialization.jsonObject(with: Data(e.bytes(ruta))) as? [String: Any])?["origen"]
      as? [String: Any]
    let enviadas = origen?["enviadas"] as? Int ?? 0
    let json = try e.marcador(["--torneo", ruta, "historial", "--json"]).salida
    let filas = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    return filas.filter {
      ($0["n"] as? Int ?? 0) > enviadas && $0["deshecho"] as? Bool == false
        && $0["orden"] as? String != "marcador deshacer"
    }.count
  }

  @Test func copiasYServidorAlAzar() throws {
    let semilla = UInt64.random(in: 0...UInt64.max)
    var azar = Azar(estado: semilla)
    print("LlevarPropiedadTests semilla \(semilla)")
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let gus = try e.torneo(comoRol: "gus")
    let proxy = try ProxyDePrueba(delante: e.torneo)
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    var nombres = ["Ana", "Luis", "Marta", "Iker", "Nerea"]
    var contador = 0
    var (sincronizadas, rechazadas, cortadas) = (0, 0, 0)
    for ronda in 0..<6 {
      let copias = try (0..<2).map { k -> String in
        let ruta = e.carpeta + "/copia-\(ronda)-\(k).json"
        let r = try e.marcador(["llevar", proxy.url(e.torneo), ruta])
        #expect(r.codigo == 0, "\(r.errores)")
        return ruta
      }
      for _ in 0..<16 {
        contador += 1
        let quien = Int.random(in: 0...2, using: &azar)
        let nuevo = "J\(contador)"
        let (argumentos, entrada) = orden(
          &azar, nombres: nombres, nuevo: nuevo, copia: quien < 2)
        let torneo = quien < 2 ? copias[quien] : gus
        let r = try e.marcador(["--torneo", torneo] + argumentos, entrada: entrada)
        if r.codigo == 0 { nombres.append(contentsOf: [nuevo, nuevo + " A", nuevo + " B"]) }
      }
      for ruta in copias.shuffled(using: &azar) {
        let esperadas = try pendientes(e, ruta)
        let servidor = try e.estado()
        let archivo = try e.bytes(ruta)
        let cortar = Bool.random(using: &azar)
        if cortar { try proxy.orden("cortar-respuesta-y-rechazar COMMIT") }
        var r = try e.marcador(["sincronizar", ruta])
        if r.codigo == 65 {
          // Refused: no COMMIT went, nothing changed, every conflict said.
          if cortar { try proxy.orden("normal") }
          rechazadas += 1
          #expect(try e.estado() == servidor, "\(semilla)")
          #expect(try e.bytes(ruta) == archivo, "\(semilla)")
          let lineas = r.errores.split(separator: "\n").dropFirst()
          #expect(!lineas.isEmpty, "\(semilla): \(r.errores)")
          #expect(
            lineas.allSatisfy { $0.hasPrefix("  «") || $0.contains(": tú ") },
            "\(semilla): \(r.errores)")
          continue
        }
        if cortar {
          #expect(proxy.hecho(), "\(semilla)")
          #expect(r.codigo == 69, "\(semilla): \(r.errores)")
          #expect(try e.bytes(ruta) == archivo, "\(semilla)")
          try proxy.orden("normal")
          cortadas += 1
          r = try e.marcador(["sincronizar", ruta])
        }
        #expect(r.codigo == 0, "\(semilla): \(r.errores)")
        sincronizadas += 1
        let copia =
          ((try JSONSerialization.jsonObject(with: Data(e.bytes(ruta))) as? [String: Any])?[
            "origen"] as? [String: Any])?["copia"] as? String ?? ""
        let aplicadas = try conexion.consultar(
          "SELECT count(*) FROM fuera_de_linea WHERE copia = $1", [copia]
        ).valor().flatMap { Int($0) }
        #expect(aplicadas == esperadas, "\(semilla): \(ruta)")
        #expect(try liga(e.bytes(ruta)) == delServidor(e), "\(semilla): \(ruta)")
      }
      let repetidas = try conexion.consultar(
        """
        SELECT count(*) FROM (SELECT 1 FROM diario WHERE datos ? 'fueraDeLinea'
        GROUP BY datos->'fueraDeLinea' HAVING count(*) > 1) r
        """
      ).valor()
      #expect(repetidas == "0", "\(semilla)")
    }
    // The server's journal, replayed on a file, gives the server's league.
    let repeticion = e.carpeta + "/repeticion.json"
    #expect(try e.marcador(["--torneo", repeticion, "iniciar", "--ejemplo"]).codigo == 0)
    let json = try e.enTorneo(["historial", "--json"]).salida
    let filas = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    let marcador = URL(fileURLWithPath: rutaDelBinario).deletingLastPathComponent().path
    for fila in filas {
      let linea = fila["orden"] as? String ?? ""
      let r = try e.ejecutar(
        "/bin/sh", ["-c", linea], entrada: Data(),
        entorno: e.entorno(["PATH": marcador + ":/usr/bin:/bin", "MARCADOR_TORNEO": repeticion]))
      #expect(r.codigo == 0, "\(semilla): \(linea): \(r.errores)")
    }
    #expect(try liga(e.bytes(repeticion)) == delServidor(e), "\(semilla)")
    print(
      "LlevarPropiedadTests: \(sincronizadas) sincronizadas (\(cortadas) tras un corte), \(rechazadas) rechazadas, \(filas.count) entradas en el diario"
    )
  }
}
