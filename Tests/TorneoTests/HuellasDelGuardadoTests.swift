import Foundation
import Testing

@testable import Torneo

/// A save of a large league fingerprints it on a thread of its own, the bytes the command read
/// while the file is compared under the lock and the new bytes while they are written: the
/// journal must hold the fingerprints of the whole file before and after, whether the file is
/// what the command read earlier or was changed meanwhile.
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
      // Undo trusts those fingerprints: it reverts to exactly the bytes before.
      _ = try liga.aplicar(.deshacer)
      let deshecho = try leer(ruta) == otro
      #expect(deshecho)
    }
  }
}
