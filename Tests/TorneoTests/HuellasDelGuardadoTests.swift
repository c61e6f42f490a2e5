// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import Archivo
@testable import Torneo

/// A save compares the file under the lock with what the command read, a piece at a time, and
/// fingerprints the file and the new bytes: the journal must hold the fingerprints of the whole
/// file before and after, whether the file is what the command read earlier or was changed
/// meanwhile (in any piece, or in length), and a change another process made impossible must
/// leave nothing behind.
struct HuellasDelGuardadoTests {
  /// The sample league with an unknown member of 3 MiB, so that the comparison takes several
  /// pieces.
  static let liga: [UInt8] = {
    let relleno = "\"relleno\": \"" + String(repeating: "a", count: 3 << 20) + "\",\n"
    var texto = LigaDeEjemplo.texto
    let llave = texto.firstIndex(of: "{") ?? texto.startIndex
    texto.insert(contentsOf: relleno, at: texto.index(after: llave))
    return Array(texto.utf8)
  }()

  /// What another program does to the file between the command's read and its save.
  enum Entretanto: CaseIterable {
    case nada, mismoTamano, masLargo, masCorto
  }

  @Test(arguments: Entretanto.allCases)
  func elDiarioTieneLasHuellasDelArchivoEntero(entretanto: Entretanto) throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      let inicio = HuellasDelGuardadoTests.liga
      try Data(inicio).write(to: URL(fileURLWithPath: ruta))
      let liga = LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta))
      _ = try liga.leido()
      var otro = inicio
      let a = try #require(otro.firstIndex(of: UInt8(ascii: "a")))
      switch entretanto {
      case .nada: break
      case .mismoTamano: otro[a + (3 << 19)] = UInt8(ascii: "b")
      case .masLargo: otro.insert(contentsOf: Array("bb".utf8), at: a + (1 << 20) + 3)
      case .masCorto: otro.removeSubrange((a + (2 << 20))..<(a + (2 << 20) + 40))
      }
      if entretanto != .nada { try Data(otro).write(to: URL(fileURLWithPath: ruta)) }

      let resultado = try liga.aplicar(
        .anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
      guard case .hecho(let entrada) = resultado else {
        Issue.record("no change: \(resultado)")
        return
      }
      let despues = try leer(ruta)
      #expect(esInsercion(otro, despues))
      #expect(entrada.antes == Huella(otro))
      #expect(entrada.despues == Huella(despues))
      #expect(try liga.diario().last == entrada)
      #expect(try soloLaLiga(carpeta))
      // Undo trusts those fingerprints: it reverts to exactly the bytes before.
      _ = try liga.aplicar(.deshacer())
      let deshecho = try leer(ruta) == otro
      #expect(deshecho)
    }
  }

  /// Another program adds the same player between the command's read and its save: the change
  /// is planned from the file as it is, refused, and the file, the journal and the folder are
  /// as the other program left them.
  @Test func unCambioQueOtroHizoImposibleNoDejaNada() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try Data(HuellasDelGuardadoTests.liga).write(to: URL(fileURLWithPath: ruta))
      let liga = LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta))
      _ = try liga.leido()
      let otra = LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta))
      _ = try otra.aplicar(.anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
      let antes = try leer(ruta)
      let diario = try liga.diario()
      #expect(throws: ErrorDeLiga.self) {
        try liga.aplicar(.anadir(Jugador(nombre: "Bea", dorsal: 8), equipo: "Rayo FC"))
      }
      #expect(try leer(ruta) == antes)
      #expect(try liga.diario() == diario)
      #expect(try soloLaLiga(carpeta))
    }
  }

  /// Whether the folder holds only the league and its journal and lock.
  private func soloLaLiga(_ carpeta: String) throws -> Bool {
    let nombres = try FileManager.default.contentsOfDirectory(atPath: carpeta)
    return Set(nombres).isSubset(of: ["t.json", "t.json.diario", "t.json.lock"])
  }
}

/// The roster a form was checked against is reused under the lock only for the very bytes it
/// was decoded from: a file changed meanwhile is checked against its own roster.
struct PlantillaDelFormularioTests {
  @Test(arguments: [false, true])
  func bajoElCerrojoSoloSirveLaPlantillaDeLosMismosBytes(cambiado: Bool) throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      let liga = LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta))
      let visto = try liga.equipo(llamado: "Rayo FC")
      #expect(visto.jugador(llamado: "Bea") == nil)
      if cambiado {
        _ = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).aplicar(
          .anadir(Jugador(nombre: "Bea", dorsal: 70), equipo: "Rayo FC"))
      }
      let bea = Jugador(nombre: "BEA", dorsal: 71)
      if cambiado {
        #expect(throws: ErrorDeLiga.equipo(.nombreRepetido("Bea"))) {
          try liga.aplicar(.anadir(bea, equipo: "Rayo FC"))
        }
      } else {
        _ = try liga.aplicar(.anadir(bea, equipo: "Rayo FC"))
      }
      // After a change the next read decodes the file again.
      let ahora = try liga.equipo(llamado: "Rayo FC")
      #expect(ahora.jugador(llamado: "bea")?.dorsal == (cambiado ? 70 : 71))
    }
  }
}
