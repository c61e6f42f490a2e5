// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

extension CSV {
  /// The bytes of a CSV file, or of standard input when `ruta` is `nil`; one that holds more
  /// than `Reglas.tamanoMaximo` is refused once that many are read (`demasiadoGrande`).
  public static func bytes(deArchivo ruta: String?) throws(ErrorDeLectura) -> [UInt8] {
    let bytes = try leidos(deArchivo: ruta)
    guard bytes.count <= Reglas.tamanoMaximo else {
      throw .demasiadoGrande(limite: Reglas.tamanoMaximo)
    }
    return bytes
  }

  /// What `bytes(deArchivo:)` reads: one byte past the bound at most.
  private static func leidos(deArchivo ruta: String?) throws(ErrorDeLectura) -> [UInt8] {
    let bytes: [UInt8]?
    do {
      bytes = try delSistema(ruta)
    } catch {
      throw .noLegible(Causa(llamada: error.llamada, errno: error.errno))
    }
    guard let bytes else { throw .esCarpeta }
    return bytes
  }

  /// The bytes read, `nil` when the path names a folder.
  private static func delSistema(_ ruta: String?) throws(FalloSistema) -> [UInt8]? {
    guard let ruta else {
      return try Sistema.leerTodo(0, tamanoPrevisto: 0, maximo: Reglas.tamanoMaximo)
    }
    let fd = try Sistema.abrir(ruta)
    defer { Sistema.soltar(fd) }
    let estado = try Sistema.estado(fd)
    guard !estado.esCarpeta else { return nil }
    return try Sistema.leerTodo(
      fd, tamanoPrevisto: Int(estado.st_size), maximo: Reglas.tamanoMaximo)
  }
}
