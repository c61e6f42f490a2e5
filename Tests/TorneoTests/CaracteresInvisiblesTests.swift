// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import Formatos
@testable import Torneo

/// PRODUCT.md «Rules and messages»: invisible characters a name may not hold, and the two
/// joiners it may, which repetition ignores.
struct CaracteresInvisiblesTests {
  @Test(arguments: [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x00AD, 0x200B, 0x2060, 0x2064,
    0xFEFF, 0x180E, 0xE0001,
  ])
  func seRechazanLosDeFormato(valor: UInt32) throws {
    let escalar = try #require(Unicode.Scalar(valor))
    #expect(NombreDeJugador.tieneCaracteresNoValidos("An" + String(Character(escalar)) + "a"))
  }

  @Test func lasUnionesSePermitenYNoCuentanParaRepetir() {
    #expect(!NombreDeJugador.tieneCaracteresNoValidos("A\u{200D}na"))
    #expect(!NombreDeJugador.tieneCaracteresNoValidos("می\u{200C}خواهم"))
    #expect(NombreDeJugador.mismoNombre("Ana", "A\u{200D}na"))
    #expect(NombreDeJugador.mismoNombre("ana", "A\u{200C}NA"))
    #expect(NombreDeJugador.clave("A\u{200D}na") == NombreDeJugador.clave("Ana"))
    #expect(!NombreDeJugador.mismoNombre("Ana", "Ana María"))
  }
}
