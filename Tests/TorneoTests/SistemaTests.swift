import Foundation
import Glibc
import Testing

@testable import Torneo

/// The reads and writes that show each piece to a watcher (the fingerprint) as it passes:
/// every byte once, in order, and the same bytes on disk or in memory as without a watcher.
struct SistemaTests {
  /// 2.5 MiB that are not all alike: three pieces of `Sistema.trozo`, the last one short.
  static let bytes: [UInt8] = (0..<(Sistema.trozo * 5 / 2)).map {
    UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13)
  }

  func abrir(_ ruta: String) throws -> Int32 {
    let fd = open(ruta, O_RDONLY | O_CLOEXEC)
    try #require(fd >= 0)
    return fd
  }

  enum Conocidos: CaseIterable {
    case iguales, otroPrimerByte, otroEnElSegundoTrozo, otroUltimoByte, masCortos, masLargos
  }

  @Test(arguments: Conocidos.allCases)
  func leerSiCambioVeCadaByteUnaVez(conocidos caso: Conocidos) throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/f"
      let bytes = SistemaTests.bytes
      try Data(bytes).write(to: URL(fileURLWithPath: ruta))
      var conocidos = bytes
      switch caso {
      case .iguales: break
      case .otroPrimerByte: conocidos[0] ^= 1
      case .otroEnElSegundoTrozo: conocidos[Sistema.trozo + 12_345] ^= 1
      case .otroUltimoByte: conocidos[bytes.count - 1] ^= 1
      case .masCortos: conocidos.removeLast(Sistema.trozo)
      case .masLargos: conocidos += [1, 2, 3]
      }
      let fd = try abrir(ruta)
      defer { close(fd) }
      var vistos: [UInt8] = []
      let leidos = try Sistema.leerSiCambio(
        fd, conocidos: conocidos,
        comparar: { p, q in
          vistos += p
          return p.elementsEqual(q)
        }, alLeer: { vistos += $0 })
      // (Booleans: a failed comparison of 2.5 MiB arrays would print a diff for minutes.)
      let vistoUnaVez = vistos == bytes
      let devuelto = leidos == (caso == .iguales ? nil : bytes)
      #expect(vistoUnaVez)
      #expect(devuelto)
    }
  }

  /// With a watcher the file is read in pieces, also when it is longer than expected.
  @Test(arguments: [0, 1000, SistemaTests.bytes.count, SistemaTests.bytes.count + 5])
  func leerTodoEnTrozos(previsto: Int) throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/f"
      try Data(SistemaTests.bytes).write(to: URL(fileURLWithPath: ruta))
      let fd = try abrir(ruta)
      defer { close(fd) }
      var piezas: [Int] = []
      var vistos: [UInt8] = []
      let leidos = try Sistema.leerTodo(fd, tamanoPrevisto: previsto) {
        piezas.append($0.count)
        vistos += $0
      }
      let (todo, vistoUnaVez) = (leidos == SistemaTests.bytes, vistos == SistemaTests.bytes)
      #expect(todo)
      #expect(vistoUnaVez)
      #expect(piezas.allSatisfy { $0 <= Sistema.trozo }, "\(piezas)")
    }
  }

  @Test func escribirTodoEnTrozos() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/f"
      let fd = open(ruta, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      #expect(fd >= 0)
      var piezas: [Int] = []
      var vistos: [UInt8] = []
      let parte = SistemaTests.bytes[7...]
      try Sistema.escribirTodo(fd, parte) {
        piezas.append($0.count)
        vistos += $0
      }
      try Sistema.escribirTodo(fd, [][...]) { _ in Issue.record("an empty part shows nothing") }
      close(fd)
      let (escrito, vistoUnaVez) = (try leer(ruta) == Array(parte), vistos == Array(parte))
      #expect(escrito)
      #expect(vistoUnaVez)
      #expect(piezas == [Sistema.trozo, Sistema.trozo, parte.count - 2 * Sistema.trozo])
    }
  }
}
