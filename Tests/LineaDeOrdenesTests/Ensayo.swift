// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Consola
import Foundation
import Glibc
import Testing
import Torneo

@testable import LineaDeOrdenes

/// What one command line did in this process.
struct Corrida {
  let codigo: CodigoDeSalida
  let salida: String
  let errores: String
  let cambios: [Cambio]
  /// The questions asked, as shown.
  let preguntas: [String]
}

/// A temporary folder for one test, with a league path inside it, where command lines run in
/// this process: no terminal, output kept in memory, answers (and the interactive mode's
/// commands) from a list of lines, as from a pipe.
final class Ensayo {
  let carpeta: String
  var torneo: String { carpeta + "/t.json" }

  init() throws {
    carpeta =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("marcador-ensayo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: carpeta, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: carpeta) }

  /// The variables of a run: none inherited, HOME and the XDG folders inside the folder.
  func variables(_ extra: [String: String]) -> [String: String] {
    var v = [
      "HOME": carpeta, "XDG_DATA_HOME": carpeta + "/datos", "XDG_STATE_HOME": carpeta + "/estado",
      "XDG_CACHE_HOME": carpeta + "/cache", "MARCADOR_ESPERA": "5",
    ]
    for (clave, valor) in extra { v[clave] = valor }
    return v
  }

  /// Runs `marcador argumentos` with `entrada`'s lines as standard input.
  @discardableResult
  func marcador(_ argumentos: [String], entrada: String = "", entorno extra: [String: String] = [:])
    -> Corrida
  {
    let variables = variables(extra)
    let entorno = Entorno(variable: { variables[$0] }, terminal: { _ in false })
    var lineas = entrada.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lineas.last == "" { lineas.removeLast() }
    let lector = LectorGuionizado(lineas.map { .texto($0) }, interactivo: false)
    let salida = SalidaEnMemoria()
    let errores = SalidaEnMemoria()
    let aplicacion = Aplicacion(entorno: entorno, salida: salida, errores: errores, lector: lector)
    let resultado = aplicacion.ejecutar(argumentos: argumentos)
    aplicacion.cerrar()
    return Corrida(
      codigo: resultado.codigo, salida: salida.texto, errores: errores.texto,
      cambios: resultado.cambios, preguntas: lector.preguntas)
  }

  /// Runs `marcador --torneo t.json …`.
  @discardableResult
  func enTorneo(_ argumentos: [String], entrada: String = "", entorno extra: [String: String] = [:])
    -> Corrida
  {
    marcador(["--torneo", torneo] + argumentos, entrada: entrada, entorno: extra)
  }

  /// The sample league at the folder's league path.
  func conLigaDeEjemplo() -> Ensayo {
    #expect(enTorneo(["iniciar", "--ejemplo"]).codigo == .hecho)
    return self
  }

  func bytes(_ ruta: String? = nil) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: ruta ?? torneo)))
  }

  func escribir(_ texto: String, en ruta: String? = nil) throws {
    try Data(texto.utf8).write(to: URL(fileURLWithPath: ruta ?? torneo))
  }
}
