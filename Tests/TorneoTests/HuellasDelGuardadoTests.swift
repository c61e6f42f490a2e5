import Foundation
import Testing

@testable import Torneo

/// A large league is read as it arrives, fingerprinted as it is read; its save compares the
/// file under the lock on a thread of its own while the change is written to a temporary file,
/// and fingerprints the new bytes while they are written: the journal must hold the
/// fingerprints of the whole file before and after, whether the file is what the command read
/// earlier or was changed meanwhile, and a change planned from bytes the file no longer holds
/// must leave nothing behind.
struct HuellasDelGuardadoTests {
  /// The sample league with an unknown member of 3 MiB, so that reads and writes take several
  /// pieces, and the fingerprints and stage one of the reader get threads of their own.
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
      #expect(try liga.leido().huella == Huella(inicio))
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
      _ = try liga.aplicar(.deshacer)
      let deshecho = try leer(ruta) == otro
      #expect(deshecho)
    }
  }

  /// Reading a large league as it arrives gives what reading its bytes gives.
  @Test func leerUnaLigaGrandeEsLeerSusBytes() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      let bytes = HuellasDelGuardadoTests.liga
      try Data(bytes).write(to: URL(fileURLWithPath: ruta))
      let leido = try ArchivoTorneo(ruta: ruta).leer()
      let esperado = try DocumentoTorneo(bytes: bytes, ruta: ruta)
      #expect(leido.bytes == bytes)
      #expect(leido.huella == Huella(bytes))
      #expect(String(reflecting: leido.equipos) == String(reflecting: esperado.equipos))
      #expect(String(reflecting: leido.jugadores) == String(reflecting: esperado.jugadores))
      #expect(leido.nombre == esperado.nombre)
    }
  }

  /// Another program adds the same player between the command's read and its save: the change
  /// planned from what the command read is written to a temporary file before the verdict,
  /// then dropped; planned again from the file, it is refused, and the file, the journal and
  /// the folder are as the other program left them.
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

  /// Whether the folder holds only the league and its journal and lock, and at most the
  /// previous version the last save left (`VersionAnteriorTests`): no temporary file.
  private func soloLaLiga(_ carpeta: String) throws -> Bool {
    let nombres = try FileManager.default.contentsOfDirectory(atPath: carpeta)
    let anteriores = nombres.filter { $0.hasPrefix(ArchivoTorneo.prefijoAnterior(de: "t.json")) }
    return anteriores.count <= 1
      && Set(nombres).subtracting(anteriores).isSubset(of: [
        "t.json", "t.json.diario", "t.json.lock",
      ])
  }
}
