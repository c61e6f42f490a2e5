// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

/// The pty helper's own promise: a text that never appears fails the test at the line that
/// expected it, and the failure shows what was on the screen.
struct TerminalTests {
  @Test func unTextoQueNoApareceFallaEnLaLineaQueLoEsperabaYMuestraLaPantalla() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try e.terminal(["anadir", "Rayo FC"])
    #expect(t.debeMostrar("Nombre [0/25]:"))
    // The text is never drawn: the short wait only keeps the test quick.
    var visto = true
    let linea = #line + 2  // the call's line
    withKnownIssue {
      visto = t.debeMostrar("Ningún texto así", "en el alta", segundos: 0.2)
    } matching: { issue in
      let texto = issue.comments.map(\.rawValue).joined(separator: "\n")
      return issue.sourceLocation?.line == linea
        && issue.sourceLocation?.fileID.hasSuffix("/TerminalTests.swift") == true
        && texto.hasPrefix("en el alta: «Ningún texto así» no apareció en la pantalla:\n")
        && texto.contains("Nombre [0/25]:")
    }
    #expect(!visto)
  }
}
