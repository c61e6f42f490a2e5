// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

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
