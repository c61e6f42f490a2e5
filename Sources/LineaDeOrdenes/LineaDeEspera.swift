// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LlamadasAlSistema
import Servidor
import Synchronization

/// The server wait's line on the terminal's standard error (`AvisoDeEspera`): written over the
/// row the cursor is on and blanked when the answer comes; on a terminal too narrow for it on
/// one row (a blanked row cannot take back a wrapped one, on a plain terminal least of all) it
/// is a line of its own that stays, as the file's lock wait is.
final class LineaDeEspera: Sendable {
  private let texto: String
  /// How many columns to blank once the wait is over: the line's, when it was written over the
  /// row, and the `^C` the terminal echoes after it when Ctrl-C ends the wait (at the start of
  /// the next row when the line is a row of its own); 0 where standard error is no terminal.
  private let enLaFila = Mutex(0)

  init(_ texto: String) { self.texto = texto }

  var aviso: AvisoDeEspera {
    AvisoDeEspera(empieza: { self.empieza() }, termina: { self.termina() })
  }

  private func empieza() {
    let ancho = Sistema.columnas(de: 2)
    let cabe = texto.count + 2 <= ancho
    enLaFila.withLock { $0 = cabe ? texto.count + 2 : min(ancho, 2) }
    LineaDeEspera.escribir(cabe ? "\r" + texto : LineaDeEspera.partir(texto, ancho) + "\n")
  }

  /// `texto` broken between words into rows of `ancho` columns at most (a word longer than
  /// that is a row of its own); `ancho` 0 (not known) leaves it whole.
  static func partir(_ texto: String, _ ancho: Int) -> String {
    guard ancho > 0 else { return texto }
    var filas: [String] = []
    for palabra in texto.split(separator: " ") {
      if let ultima = filas.last, ultima.count + 1 + palabra.count <= ancho {
        filas[filas.count - 1] = ultima + " " + palabra
      } else {
        filas.append(String(palabra))
      }
    }
    return filas.joined(separator: "\n")
  }

  private func termina() {
    let columnas = enLaFila.withLock { $0 }
    guard columnas > 0 else { return }
    LineaDeEspera.escribir("\r" + String(repeating: " ", count: columnas) + "\r")
  }

  private static func escribir(_ texto: String) { Sistema.escribirEnTerminal(texto, en: 2) }
}
