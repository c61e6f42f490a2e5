// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

extension CSV {
  /// The bytes of a CSV file, or of standard input when `ruta` is `nil`; one that holds more
  /// than `Sistema.tamanoMaximo` is refused once that many are read (`demasiadoGrande`).
  public static func bytes(deArchivo ruta: String?) throws(ErrorDeLectura) -> [UInt8] {
    let bytes = try leidos(deArchivo: ruta)
    guard bytes.count <= Sistema.tamanoMaximo else {
      throw .demasiadoGrande(limite: Sistema.tamanoMaximo)
    }
    return bytes
  }

  /// What `bytes(deArchivo:)` reads: one byte past the bound at most.
  private static func leidos(deArchivo ruta: String?) throws(ErrorDeLectura) -> [UInt8] {
    guard let ruta else {
      do {
        return try Sistema.leerTodo(0, tamanoPrevisto: 0, maximo: Sistema.tamanoMaximo)
      } catch {
        throw .noLegible(llamada: error.llamada, errno: error.errno)
      }
    }
    let fd: Int32
    do {
      fd = try Sistema.abrir(ruta)
    } catch {
      throw .noLegible(llamada: error.llamada, errno: error.errno)
    }
    defer { Sistema.soltar(fd) }
    do {
      let estado = try Sistema.estado(fd)
      if estado.esCarpeta { throw ErrorDeLectura.esCarpeta }
      return try Sistema.leerTodo(
        fd, tamanoPrevisto: Int(estado.st_size), maximo: Sistema.tamanoMaximo)
    } catch let error as ErrorDeLectura {
      throw error
    } catch let error as FalloSistema {
      throw .noLegible(llamada: error.llamada, errno: error.errno)
    } catch {
      throw .noLegible(llamada: "read", errno: Errno.entradaSalida)
    }
  }
}
