// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing

/// The guarantees of «Qué garantiza marcador» for every change, not just the add: edit, remove
/// and undo are all-or-nothing under `kill -9` and injected faults, and the journal never
/// claims a change the file does not have.
@Suite(.serialized)
struct GarantiasDeCambiosTests {
  static let escala = ProcessInfo.processInfo.environment["MARCADOR_ESTRES"] == nil ? 1 : 10

  func lineasDelDiario(_ e: Escenario) -> Int {
    ((try? String(contentsOfFile: e.torneo + ".diario", encoding: .utf8)) ?? "")
      .split(separator: "\n").count
  }

  /// The change each step makes, cycling through edit, add, remove and undo; each one valid
  /// whatever the steps before left (a killed step may or may not have landed).
  func paso(_ k: Int, _ e: Escenario) throws -> [String] {
    switch k % 4 {
    case 0: return ["editar", "Atlético B", "Nerea", "--dorsal", "\(k % 80 + 11)"]
    case 1: return ["anadir", "Atlético B", "--nombre", "N\(k)"]
    case 2:
      let plantilla = try e.enTorneo(["plantilla", "Atlético B"]).salida.split(separator: "\n")
      if let nuevo = plantilla.first(where: { $0.hasPrefix("N") && $0 != "Nerea" }) {
        return ["quitar", "Atlético B", String(nuevo.split(separator: " ")[0]), "--si"]
      }
      return ["quitar", "Atlético B", "Iker", "--si"]
    default: return ["deshacer"]
    }
  }

  /// Where a run is killed: at a system call of the save (through the injector), where the
  /// state it must leave is known, or at a random moment.
  enum Muerte: CaseIterable {
    case trasAbrirElTemporal, trasEscribirElTemporal, trasSincronizarElTemporal
    case trasEscribirElDiario, trasSincronizarElDiario, antesDeRenombrar
    case trasRenombrar, trasSincronizarLaCarpeta, alAzar

    func fallo(_ e: Escenario) -> [String: String] {
      switch self {
      case .trasAbrirElTemporal:
        ["FALLO_LLAMADA": "open", "FALLO_RUTA": ".tmp-", "FALLO_MATAR": "despues"]
      case .trasEscribirElTemporal:
        ["FALLO_LLAMADA": "write", "FALLO_RUTA": ".tmp-", "FALLO_MATAR": "despues"]
      case .trasSincronizarElTemporal:
        ["FALLO_LLAMADA": "fsync", "FALLO_RUTA": ".tmp-", "FALLO_MATAR": "despues"]
      case .trasEscribirElDiario:
        ["FALLO_LLAMADA": "write", "FALLO_RUTA": ".diario", "FALLO_MATAR": "despues"]
      case .trasSincronizarElDiario:
        ["FALLO_LLAMADA": "fsync", "FALLO_RUTA": ".diario", "FALLO_MATAR": "despues"]
      case .antesDeRenombrar:
        ["FALLO_LLAMADA": "rename", "FALLO_RUTA": ".tmp-", "FALLO_MATAR": "antes"]
      case .trasRenombrar:
        ["FALLO_LLAMADA": "rename", "FALLO_RUTA": ".tmp-", "FALLO_MATAR": "despues"]
      case .trasSincronizarLaCarpeta:
        ["FALLO_LLAMADA": "fsync", "FALLO_RUTA_EXACTA": e.carpeta, "FALLO_MATAR": "despues"]
      case .alAzar: [:]
      }
    }

    /// Runs `marcador --torneo t.json …` to its death here (or to its end), output discarded.
    func ejecutar(
      _ argumentos: [String], en e: Escenario, biblioteca: String, azar microsegundos: UInt32
    ) throws -> (codigo: Int32, senal: Int32?) {
      var fallo = self.fallo(e)
      if !fallo.isEmpty { fallo["LD_PRELOAD"] = biblioteca }
      let pid = try Hijo.lanzar(
        [rutaDelBinario, "--torneo", e.torneo] + argumentos, entorno: e.entorno(fallo))
      if self == .alAzar {
        usleep(UInt32.random(in: 0...microsegundos))
        // Not reaped yet (an exited one stays a zombie until `terminacion`): the pid is still
        // this child's, and a kill after its exit changes nothing.
        kill(pid, SIGKILL)
      }
      return Hijo.terminacion(pid)
    }

    /// Whether a death here must leave the new state (`nil`: either).
    var dejaElNuevo: Bool? {
      switch self {
      case .trasRenombrar, .trasSincronizarLaCarpeta: true
      case .alAzar: nil
      default: false
      }
    }
  }

  @Test func matarEnCadaPasoDeEditarQuitarYDeshacer() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let ensayo = try Escenario().conLigaDeEjemplo()
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    var cuentas: [String: Int] = [:]
    let pasos = 72 * GarantiasDeCambiosTests.escala
    for k in 0..<pasos {
      let antes = try e.bytes()
      // The new state, from the same change run to the end on an identical copy.
      try Data(antes).write(to: URL(fileURLWithPath: ensayo.torneo))
      try? FileManager.default.removeItem(atPath: ensayo.torneo + ".diario")
      if FileManager.default.fileExists(atPath: e.torneo + ".diario") {
        try FileManager.default.copyItem(
          atPath: e.torneo + ".diario", toPath: ensayo.torneo + ".diario")
      }
      let orden = try paso(k, e)
      let limpia = try ensayo.enTorneo(orden)
      let nuevo = try ensayo.bytes()
      let muerte = Muerte.allCases[k % Muerte.allCases.count]
      let proceso = try muerte.ejecutar(orden, en: e, biblioteca: biblioteca, azar: 12_000)
      let ahora = try e.bytes()
      let muerto = proceso.senal != nil
      #expect(ahora == antes || ahora == nuevo, "paso \(k) \(orden) \(muerte): archivo roto")
      if muerto {
        #expect(proceso.senal == SIGKILL, "paso \(k)")
        if let dejaElNuevo = muerte.dejaElNuevo, limpia.codigo == 0 {
          #expect((ahora == nuevo) == dejaElNuevo, "paso \(k) \(orden) \(muerte)")
        }
      } else {
        // Not killed: the change was refused before the save (undo with nothing to undo), or
        // the kill came after the exit; either way it said what the clean run said.
        #expect(proceso.codigo == limpia.codigo, "paso \(k) \(muerte)")
        if proceso.codigo == 0 {
          #expect(ahora == nuevo, "paso \(k): 0 sin el estado nuevo")
        }
      }
      let resultado =
        muerto ? (ahora == antes ? "muerto, estado viejo" : "muerto, estado nuevo") : "terminó"
      cuentas[resultado, default: 0] += 1
      // The journal always reads, and never lists a change the file does not have.
      let historial = try e.enTorneo(["historial", "--json"])
      #expect(historial.codigo == 0, "paso \(k): \(historial.errores)")
    }
    #expect(cuentas["muerto, estado viejo", default: 0] >= pasos / 2)
    #expect(cuentas["muerto, estado nuevo", default: 0] >= pasos / 6)
    #expect(
      e.temporales().count <= 1)
    let resumen = cuentas.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    print(
      "cambios: \(pasos) ediciones, bajas y deshacer muertos con kill -9 en cada paso del guardado y al azar: "
        + resumen.joined(separator: ", ") + "; ningún archivo roto, el diario siempre legible")
  }

  @Test func unaEntradaDelDiarioSinSuRenombradoSeDescarta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    let antes = try e.bytes()
    // Killed after the journal entry is synced, before the rename.
    let r = try e.conFallo(
      ["editar", "Rayo FC", "Ana", "--nombre", "Anabel"],
      ["FALLO_LLAMADA": "rename", "FALLO_RUTA": ".tmp-", "FALLO_MATAR": "antes"])
    #expect(r.codigo != 0)
    #expect(try e.bytes() == antes)
    #expect(lineasDelDiario(e) == 2)
    // The journal does not claim it, and undo reverts the change that did happen.
    let historial = try e.enTorneo(["historial"]).salida
    #expect(!historial.contains("Anabel"))
    #expect(try e.enTorneo(["deshacer"]).salida == "Deshecho: Añadido a Rayo FC: Bea\n")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\n")
    // The next change dropped the orphan entry.
    #expect(lineasDelDiario(e) == 2)
    #expect(
      !((try? String(contentsOfFile: e.torneo + ".diario", encoding: .utf8)) ?? "").contains(
        "Anabel"))
  }

  @Test func siElDiarioOElRenombradoFallanNadaCambia() throws {
    for (llamada, ruta) in [("write", ".diario"), ("fsync", ".diario"), ("rename", ".tmp-")] {
      let e = try Escenario().conLigaDeEjemplo()
      #expect(try e.enTorneo(["quitar", "Rayo FC", "Luis", "--si"]).codigo == 0)
      let antes = try e.bytes()
      let diario = try e.bytes(e.torneo + ".diario")
      let r = try e.conFallo(
        ["quitar", "Rayo FC", "Ana", "--si"],
        ["FALLO_LLAMADA": llamada, "FALLO_RUTA": ruta, "FALLO_ERRNO": String(EIO)])
      #expect(r.codigo == 74, "\(llamada): \(r.errores)")
      #expect(r.errores.contains("no se pudo guardar"), "\(llamada): \(r.errores)")
      #expect(try e.bytes() == antes, "\(llamada)")
      #expect(
        e.temporales() == [], "\(llamada)")
      // The journal holds no entry for the failed change (cut back, or dropped next time).
      #expect(
        !((try? String(contentsOfFile: e.torneo + ".diario", encoding: .utf8)) ?? "").contains(
          "Ana\""), "\(llamada)")
      if llamada != "write" { #expect(try e.bytes(e.torneo + ".diario") == diario, "\(llamada)") }
      #expect(try e.enTorneo(["deshacer"]).salida == "Deshecho: Quitado de Rayo FC: Luis\n")
    }
  }

  @Test func unDiarioIlegibleNoImpideCambiosPeroSiDeshacer() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: e.torneo + ".diario"))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("esto no es json\n".utf8))
    try handle.close()
    let historial = try e.enTorneo(["historial"])
    #expect(historial.codigo == 65)
    #expect(historial.errores.contains("t.json.diario:2: el diario de cambios no se puede leer"))
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Cris"]).codigo == 0)
    let deshacer = try e.enTorneo(["deshacer"])
    #expect(deshacer.codigo == 65)
  }
}

/// A save leaves nothing beside the league but its journal and its lock, however large the
/// league; a save killed before its rename leaves its temporary file, which the next save
/// removes.
@Suite(.serialized)
struct NadaJuntoALaLigaTests {
  @Test func unaLigaGrandeNoDejaNadaMasQueElDiarioYElCerrojo() throws {
    let e = try Escenario().conLigaGrande()
    let antes = try e.bytes()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    let despues = try e.bytes()
    #expect(esInsercion(antes, despues))
    #expect(e.junto() == ["t.json", "t.json.diario", "t.json.lock"])
    let r = try e.conFallo(
      ["anadir", "Rayo FC", "--nombre", "Cris"],
      ["FALLO_LLAMADA": "rename", "FALLO_RUTA": ".tmp-", "FALLO_MATAR": "antes"])
    #expect(r.senal == SIGKILL)
    #expect(try e.bytes() == despues)
    #expect(e.temporales().count == 1)
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Cris"]).codigo == 0)
    #expect(e.junto() == ["t.json", "t.json.diario", "t.json.lock"])
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try e.bytes() == antes)
  }
}
