// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing

@testable import LlamadasAlSistema
@testable import Torneo

/// The reads and writes of a save: the file compared under the lock with what was read, a
/// piece at a time; read whole whatever size `fstat` said; written in full.
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

  /// Issue 41, item 14: a file made in a folder a group shares (set-group-ID and writable by
  /// the group, as `git init --shared=group` makes it) is writable by the group whatever the
  /// umask; elsewhere it has what the umask leaves of 0666.
  @Test func unArchivoNuevoEnUnaCarpetaDeGrupoEsDelGrupo() throws {
    try enCarpetaTemporal { carpeta in
      // The process's umask, as it is (others run beside this test): 022 leaves 0644.
      let comun = 0o666 & ~Sistema.mascara()
      chmod(carpeta, 0o755)
      #expect(Sistema.modoNuevo(en: carpeta) == comun)
      chmod(carpeta, 0o2755)
      #expect(Sistema.modoNuevo(en: carpeta) == comun)
      chmod(carpeta, 0o2775)
      #expect(Sistema.modoNuevo(en: carpeta) == comun | 0o060)
      let fd = try Sistema.abrirOCrear(carpeta + "/l.lock")
      defer { close(fd) }
      #expect(try Sistema.estado(fd).st_mode & 0o7777 == comun | 0o060)
      // One that is there is opened as it is.
      chmod(carpeta + "/l.lock", 0o600)
      let otra = try Sistema.abrirOCrear(carpeta + "/l.lock")
      defer { close(otra) }
      #expect(try Sistema.estado(otra).st_mode & 0o7777 == 0o600)
    }
  }

  enum Conocidos: CaseIterable {
    case iguales, otroPrimerByte, otroEnElSegundoTrozo, otroUltimoByte, masCortos, masLargos
  }

  /// `nil` exactly when the file holds the known bytes; otherwise the file's bytes, whether the
  /// difference is in the first piece, a later one, the last byte or the length.
  @Test(arguments: Conocidos.allCases)
  func leerSiCambioDevuelveElArchivoSiCambio(conocidos caso: Conocidos) throws {
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
      let leidos = try Sistema.leerSiCambio(fd, conocidos: conocidos, maximo: Reglas.tamanoMaximo)
      // (A Boolean: a failed comparison of 2.5 MiB arrays would print a diff for minutes.)
      let devuelto = leidos == (caso == .iguales ? nil : bytes)
      #expect(devuelto)
    }
  }

  /// The whole file, whether it turns out shorter, as long as, or longer than expected.
  @Test(arguments: [0, 1000, 4096, SistemaTests.bytes.count, SistemaTests.bytes.count + 5])
  func leerTodoLeeElArchivoEntero(previsto: Int) throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/f"
      try Data(SistemaTests.bytes).write(to: URL(fileURLWithPath: ruta))
      let fd = try abrir(ruta)
      defer { close(fd) }
      let todo = try Sistema.leerTodo(fd, tamanoPrevisto: previsto) == SistemaTests.bytes
      #expect(todo)
    }
  }

  /// Every byte of a part that starts inside its array, and nothing for an empty part.
  @Test func escribirTodoEscribeCadaByte() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/f"
      let fd = open(ruta, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      #expect(fd >= 0)
      let parte = SistemaTests.bytes[7...]
      try Sistema.escribirTodo(fd, parte)
      try Sistema.escribirTodo(fd, [][...])
      close(fd)
      let escrito = try leer(ruta) == Array(parte)
      #expect(escrito)
    }
  }

  /// A file without a write bit is refused for writing by anyone, root too (whom `access(2)`
  /// lets write anything), as `access` refuses it to others: `EACCES`.
  @Test func sinBitDeEscrituraNadieLoEscribe() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/f"
      try Data(SistemaTests.bytes[0..<10]).write(to: URL(fileURLWithPath: ruta))
      chmod(ruta, 0o444)
      var errno: Int32 = 0
      do {
        try Sistema.comprobarEscritura(ruta)
      } catch {
        errno = (error as? FalloSistema)?.errno ?? 0
      }
      #expect(errno == EACCES)
      chmod(ruta, 0o600)
      #expect(throws: Never.self) { try Sistema.comprobarEscritura(ruta) }
    }
  }
}
