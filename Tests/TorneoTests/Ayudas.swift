// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import Archivo
@testable import FormatoDeLiga
@testable import Torneo

/// A fresh temporary folder, removed when the closure ends.
func enCarpetaTemporal<T>(_ cuerpo: (String) throws -> T) throws -> T {
  let ruta = FileManager.default.temporaryDirectory
    .appendingPathComponent("marcador-pruebas-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: ruta, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: ruta) }
  return try cuerpo(ruta)
}

func escribir(_ texto: String, en ruta: String) throws {
  try Data(texto.utf8).write(to: URL(fileURLWithPath: ruta))
}

func leer(_ ruta: String) throws -> [UInt8] {
  Array(try Data(contentsOf: URL(fileURLWithPath: ruta)))
}

func documento(_ texto: String) throws -> DocumentoTorneo {
  try DocumentoTorneo(bytes: Array(texto.utf8), ruta: "t.json")
}

/// The error reading `texto` gives, if any.
func errorAlLeer(_ texto: String) -> ErrorArchivo? {
  errorAlLeer(Array(texto.utf8))
}

func errorAlLeer(_ bytes: [UInt8]) -> ErrorArchivo? {
  do {
    _ = try DocumentoTorneo(bytes: bytes, ruta: "t.json")
    return nil
  } catch {
    return error
  }
}

/// Whether `nuevo` is `viejo` with one run of bytes inserted (the only change a save may make).
func esInsercion(_ viejo: [UInt8], _ nuevo: [UInt8]) -> Bool {
  guard nuevo.count > viejo.count else { return false }
  var inicio = 0
  while inicio < viejo.count, viejo[inicio] == nuevo[inicio] { inicio += 1 }
  let añadidos = nuevo.count - viejo.count
  return Array(viejo[inicio...]) == Array(nuevo[(inicio + añadidos)...])
}

extension ArchivoTorneo {
  /// Adds one player through the league's one transaction; the team as saved.
  @discardableResult
  func anadir(_ jugador: Jugador, aEquipo nombre: String) throws(ErrorDeLiga) -> Equipo {
    let liga = LigaEnArchivo(archivo: self)
    _ = try liga.aplicar(.anadir(jugador, equipo: nombre))
    return try liga.equipo(llamado: nombre)
  }
}
