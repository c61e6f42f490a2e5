// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// `marcador` without a command and without a terminal: the bytes of standard input (the
/// interactive mode's logic is `InterpreteTests` in LineaDeOrdenesTests).
struct InterpreteTests {
  @Test func unaLineaQueNoEsUTF8SeNombra() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.ejecutar(
      rutaDelBinario, ["--torneo", e.torneo],
      entrada: Data(Array("equipos\n".utf8) + [0xFF, 0x0A]),
      entorno: e.entorno([:]))
    #expect(r.codigo == 64)
    #expect(r.errores == "marcador: línea 2: no es texto UTF-8 válido\n")
  }
}
