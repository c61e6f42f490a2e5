// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// A character's code point as a person reads it in a message or a mark: `U+202E` (at least
/// four hex digits).
public func puntoDeCodigo(_ escalar: Unicode.Scalar) -> String {
  let cifras = String(escalar.value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - cifras.count)) + cifras
}

/// Text from a file or an argument made safe to print: every character a name may not hold
/// (`NombreDeJugador.esNoValido`: control characters such as ESC, BEL, CR and U+009B, bidi
/// controls, and the other invisible format characters) becomes `\u{…}`, so a name can never
/// drive the terminal, hide, or reorder what is around it.
public func visible(_ texto: String) -> String {
  // Printable ASCII (most names, and `plantilla` prints thousands) needs no look at scalars.
  var copia = texto
  if copia.withUTF8({ !$0.contains { $0 < 0x20 || $0 >= 0x7F } }) { return texto }
  guard texto.unicodeScalars.contains(where: NombreDeJugador.esNoValido) else { return texto }
  var resultado = ""
  for escalar in texto.unicodeScalars {
    if NombreDeJugador.esNoValido(escalar) {
      resultado += "\\u{" + String(escalar.value, radix: 16, uppercase: true) + "}"
    } else {
      resultado.unicodeScalars.append(escalar)
    }
  }
  return resultado
}
