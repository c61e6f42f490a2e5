// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import LineaDeOrdenes

/// The server wait's line on a terminal too narrow for it: broken between words, never inside
/// one (a row that stays, since a wrapped row cannot be blanked).
struct LineaDeEsperaTests {
  @Test func seParteEntrePalabras() {
    let texto = "Esperando al servidor… (Ctrl-C cancela)"
    #expect(LineaDeEspera.partir(texto, 38) == "Esperando al servidor… (Ctrl-C\ncancela)")
    #expect(LineaDeEspera.partir(texto, 12) == "Esperando al\nservidor…\n(Ctrl-C\ncancela)")
    #expect(LineaDeEspera.partir(texto, 0) == texto)
    #expect(LineaDeEspera.partir(texto, 80) == texto)
  }
}
