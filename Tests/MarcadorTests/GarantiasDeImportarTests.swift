// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing

/// The guarantees for a bulk import: killed at each system call of the save, or at a random
/// moment, the league holds all of the rows or none of them, never a torn file; a fault
/// changes nothing; a conflict that appears while it waits for the lock writes nothing.
@Suite(.serialized)
struct GarantiasDeImportarTests {
  /// Each step imports this many new players into Atlético B (the random kills get a long
  /// enough save to land in).
  static let filas = 100

  func filas(_ k: Int) -> String {
    "nombre,dorsal\n"
      + (1...GarantiasDeImportarTests.filas).map { "Paso \(k) fila \($0),\n" }
      .joined()
  }

  @Test func matarEnCadaPasoDeUnaImportacionNuncaDejaMedia() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let ensayo = try Escenario().conLigaDeEjemplo()
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    let muertes = GarantiasDeCambiosTests.Muerte.allCases
    var cuentas: [String: Int] = [:]
    let pasos = muertes.count * 3 * GarantiasDeCambiosTests.escala
    for k in 0..<pasos {
      let antes = try e.bytes()
      let csv = e.carpeta + "/paso.csv"
      try e.escribir(filas(k), en: csv)
      // The new state, from the same import run to the end on an identical copy.
      try Data(antes).write(to: URL(fileURLWithPath: ensayo.torneo))
      try? FileManager.default.removeItem(atPath: ensayo.torneo + ".diario")
      if FileManager.default.fileExists(atPath: e.torneo + ".diario") {
        try FileManager.default.copyItem(
          atPath: e.torneo + ".diario", toPath: ensayo.torneo + ".diario")
      }
      let limpia = try ensayo.enTorneo(["importar", "Atlético B", csv])
      try #require(limpia.codigo == 0, "paso \(k): \(limpia.errores)")
      let nuevo = try ensayo.bytes()
      let muerte = muertes[k % muertes.count]
      let proceso = try muerte.ejecutar(
        ["importar", "Atlético B", csv], en: e, biblioteca: biblioteca, azar: 30_000)
      let ahora = try e.bytes()
      let muerto = proceso.senal != nil
      #expect(ahora == antes || ahora == nuevo, "paso \(k) \(muerte): archivo roto")
      // Never half-imported: all of this step's rows, or none.
      let plantilla = try e.enTorneo(["plantilla", "Atlético B"]).salida
      let deEstePaso = plantilla.split(separator: "\n").filter { $0.hasPrefix("Paso \(k) ") }
      #expect(
        deEstePaso.count == 0 || deEstePaso.count == GarantiasDeImportarTests.filas,
        "paso \(k) \(muerte): \(deEstePaso.count) filas")
      if muerto, let dejaElNuevo = muerte.dejaElNuevo {
        #expect((ahora == nuevo) == dejaElNuevo, "paso \(k) \(muerte)")
      }
      if !muerto {
        #expect(proceso.codigo == 0, "paso \(k) \(muerte)")
        #expect(ahora == nuevo, "paso \(k): 0 sin el estado nuevo")
      }
      // The journal reads, and claims this import exactly when the file has it.
      let historial = try e.enTorneo(["historial", "--json"])
      #expect(historial.codigo == 0, "paso \(k): \(historial.errores)")
      let registrado = historial.salida.contains("Paso \(k) fila 1,")
      #expect(registrado == (ahora == nuevo), "paso \(k) \(muerte): el diario miente")
      let resultado =
        muerto ? (ahora == antes ? "muerto, estado viejo" : "muerto, estado nuevo") : "terminó"
      cuentas[resultado, default: 0] += 1
    }
    #expect(cuentas["muerto, estado viejo", default: 0] >= pasos / 2)
    #expect(cuentas["muerto, estado nuevo", default: 0] >= pasos / 6)
    // Whatever landed, one undo per landed import gives the original league back.
    let resumen = cuentas.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    print(
      "importar: \(pasos) importaciones de \(GarantiasDeImportarTests.filas) filas muertas con "
        + "kill -9 en cada paso del guardado y al azar: " + resumen.joined(separator: ", ")
        + "; ninguna a medias, ningún archivo roto")
  }

  @Test func unFalloAlGuardarNoCambiaNada() throws {
    for (llamada, ruta) in [("write", ".tmp-"), ("fsync", ".tmp-"), ("write", ".diario")] {
      let e = try Escenario().conLigaDeEjemplo()
      let antes = try e.bytes()
      let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
      let r = try e.enTorneo(
        ["importar", "Rayo FC"], entrada: "Bea,7\nEva,8\n",
        entorno: [
          "LD_PRELOAD": biblioteca, "FALLO_LLAMADA": llamada, "FALLO_RUTA": ruta,
          "FALLO_ERRNO": String(EIO),
        ])
      #expect(r.codigo == 74, "\(llamada) \(ruta): \(r.errores)")
      #expect(try e.bytes() == antes, "\(llamada) \(ruta)")
      #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\n")
    }
  }

  /// Whether process `pid` has opened the lock (it does so only to save, after its checks).
  func abrioElCerrojo(_ pid: Int32, _ e: Escenario) -> Bool {
    let carpeta = "/proc/\(pid)/fd"
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: carpeta)) ?? []
    return fds.contains {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: carpeta + "/" + $0))
        == e.torneo + ".lock"
    }
  }

  @Test func unConflictoQueApareceMientrasEsperaElCerrojoNoEscribeNada() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let otro = try Escenario().conLigaDeEjemplo()
    // What another clerk saves meanwhile: Bea #7 in Rayo FC.
    #expect(
      try otro.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"]).codigo == 0)
    let conBea = try otro.bytes()
    try e.escribir("nombre,dorsal\nEva,8\nbea,\nTeo,7\n", en: e.carpeta + "/nuevos.csv")
    let fd = open(e.torneo + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(flock(fd, LOCK_EX) == 0)
    let rutaErrores = e.carpeta + "/.errores-importar"
    let pid = try Hijo.lanzar(
      [rutaDelBinario, "--torneo", e.torneo, "importar", "Rayo FC", "nuevos.csv"],
      errores: .archivo(rutaErrores), entorno: e.entorno(["MARCADOR_ESPERA": "60"]),
      carpeta: e.carpeta)
    // It has checked the rows against the old roster once it waits for the lock.
    let limite = Date().addingTimeInterval(60)
    while !abrioElCerrojo(pid, e), Date() < limite { usleep(10_000) }
    try #require(abrioElCerrojo(pid, e), "it never opened the lock")
    try Data(conBea).write(to: URL(fileURLWithPath: e.torneo))
    flock(fd, LOCK_UN)
    #expect(Hijo.esperar(pid) == 65)
    let texto = try String(contentsOfFile: rutaErrores, encoding: .utf8)
    #expect(
      texto == """
        nuevos.csv:3: Nombre: Ya hay un jugador con ese nombre
        nuevos.csv:4: Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 2–6, 10–99
        marcador: la plantilla ha cambiado mientras se leía el archivo; no se ha guardado nada

        """)
    #expect(try e.bytes() == conBea)
    #expect(!FileManager.default.fileExists(atPath: e.torneo + ".diario"))
  }
}
