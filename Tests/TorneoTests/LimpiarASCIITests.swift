// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

@testable import Formatos

/// The ASCII byte paths of `limpiar` and `tieneCaracteresNoValidos` (taken by most names, and
/// by every row of an import) give what the Unicode paths give.
struct LimpiarASCIITests {
  /// The rule as PRODUCT.md states it, on Unicode scalars.
  func referencia(_ texto: String) -> String {
    var resultado = ""
    var pendiente = false
    for escalar in texto.unicodeScalars {
      if escalar.properties.isWhitespace {
        pendiente = !resultado.isEmpty
      } else {
        if pendiente { resultado += " " }
        pendiente = false
        resultado.unicodeScalars.append(escalar)
      }
    }
    return resultado
  }

  @Test func cadaTextoCortoDeEstasLetras() {
    let letras: [String] = [" ", "\t", "\n", "\r", "\u{B}", "a", "B", "\u{7F}", "\u{1}", "é"]
    var textos = [""]
    for _ in 0..<4 { textos = textos + textos.flatMap { t in letras.map { t + $0 } } }
    for texto in Set(textos) {
      #expect(NombreDeJugador.limpiar(texto) == referencia(texto), "\(Array(texto.utf8))")
      let control = texto.unicodeScalars.contains { $0.properties.generalCategory == .control }
      #expect(NombreDeJugador.tieneCaracteresNoValidos(texto) == control, "\(Array(texto.utf8))")
    }
  }
}
