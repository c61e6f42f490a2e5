// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// A run without the test server says what it did not run (issue 41, item 17): this test
/// bundle runs one of its tests over both stores again, as a child with no server in its
/// environment (a developer's `swift test`), and then as CI.
struct AlmacenTests {
  /// The test bundle this process is, run with `filtro` and the scenario's clean environment.
  func estaSuite(_ e: Escenario, filtro: String, _ extra: [String: String]) throws -> Ejecucion {
    let paquete = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    return try e.ejecutar(
      paquete, ["--testing-library", "swift-testing", "--filter", filtro], entrada: Data(),
      entorno: e.entorno(["MARCADOR_BIN": rutaDelBinario].merging(extra) { $1 }))
  }

  /// Without MARCADOR_PRUEBAS_PG the server case is there, reported as skipped with the
  /// reason, and the run passes; with CI=true the same case fails the run.
  @Test func sinServidorElCasoDelServidorSeDiceSaltado() throws {
    let e = try Escenario()
    let filtro = "PlantillaTests/editarPorOpcionesCambiaSoloEsosValores"
    let aMano = try estaSuite(e, filtro: filtro, [:])
    #expect(aMano.codigo == 0, "\(aMano.salida)\(aMano.errores)")
    let avisos = (aMano.salida + aMano.errores).split(separator: "\n").filter {
      $0.contains("warning") && $0.contains("servidor")
    }
    #expect(avisos.count == 1, "\(aMano.salida)\(aMano.errores)")
    #expect((aMano.salida + aMano.errores).contains("MARCADOR_PRUEBAS_PG no está definida"))
    let enCI = try estaSuite(e, filtro: filtro, ["CI": "true"])
    #expect(enCI.codigo != 0, "\(enCI.salida)\(enCI.errores)")
  }
}
