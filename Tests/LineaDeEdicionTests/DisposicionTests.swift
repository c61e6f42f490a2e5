// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc
import LlamadasAlSistema
import Testing

@testable import LineaDeEdicion

/// Where libedit puts the cursor: the redraw and the error line go up and down by these rows,
/// so they must match libedit's own layout cell for cell.
struct DisposicionTests {
  init() { Sistema.asegurarLocaleUTF8() }

  @Test func unaFilaLlenaPasaALaSiguiente() {
    #expect(Disposicion.posicion(tras: ["abc"], columnas: 10) == (0, 3))
    #expect(Disposicion.posicion(tras: ["Nombre: ", "ab"], columnas: 10) == (1, 0))
    #expect(Disposicion.posicion(tras: [String(repeating: "x", count: 25)], columnas: 10) == (2, 5))
  }

  @Test func unAnchoQueNoCabeEmpiezaLaFilaSiguiente() {
    // 9 cells, then a wide character that would need cells 10 and 11 of a 10-cell row.
    #expect(Disposicion.posicion(tras: ["123456789漢"], columnas: 10) == (1, 2))
    #expect(Disposicion.posicion(tras: ["12345678漢"], columnas: 10) == (1, 0))
    #expect(Disposicion.posicion(tras: ["😀😀"], columnas: 40) == (0, 4))
  }

  @Test func lasMarcasYLasUnionesNoOcupan() {
    #expect(Disposicion.posicion(tras: ["e\u{301}"], columnas: 40) == (0, 1))
    #expect(Disposicion.posicion(tras: ["👨\u{200D}👩"], columnas: 40) == (0, 4))
  }

  @Test func seParteEntrePiezasYEntrePalabrasNuncaDentroDeUna() {
    let piezas = [
      "Añadir jugador a Rayo FC", "⏎ siguiente (en el último, guarda)", "Ctrl-C cancela",
    ]
    #expect(
      Disposicion.partir(piezas, columnas: 40) == [
        "Añadir jugador a Rayo FC ·", "⏎ siguiente (en el último, guarda) ·", "Ctrl-C cancela",
      ])
    #expect(
      Disposicion.partir(piezas, columnas: 80) == [
        "Añadir jugador a Rayo FC · ⏎ siguiente (en el último, guarda) · Ctrl-C cancela"
      ])
    // A piece longer than the row breaks between its words.
    #expect(
      Disposicion.partir(piezas, columnas: 20) == [
        "Añadir jugador a", "Rayo FC ·", "⏎ siguiente (en el", "último, guarda) ·",
        "Ctrl-C cancela",
      ])
    // Wide characters count two cells; only a word wider than the row is cut.
    #expect(Disposicion.partir(["漢字漢字 ab"], columnas: 5) == ["漢字", "漢字", "ab"])
    #expect(
      Disposicion.partir(["✗ Dorsal: Del 1 al 99"], columnas: 12, primera: "  ", siguientes: "    ")
        == ["  ✗ Dorsal:", "    Del 1 al", "    99"])
    #expect(Disposicion.partir([""], columnas: 10) == [""])
  }

  /// Issue 36: a text longer than the screen is cut around the cursor, `…` where it goes on,
  /// so the prompt and its counter stay on the screen.
  @Test func unTextoQueNoCabeSeCortaAlrededorDelCursor() {
    let d = Dibujo(
      prompt: "N [100/25]: ", antes: String(repeating: "a", count: 50),
      despues: String(repeating: "b", count: 50), columnas: 20, filas: 3)
    let antes = d.antes.map(\.texto).joined()
    let despues = d.despues.map(\.texto).joined()
    #expect(antes.hasPrefix("…") && antes.dropFirst().allSatisfy { $0 == "a" }, "\(antes)")
    #expect(despues.hasSuffix("…") && despues.dropLast().allSatisfy { $0 == "b" }, "\(despues)")
    #expect(d.fin(columnas: 20).fila < 3)
    #expect(d.fin(columnas: 20).fila == 2)
    #expect(abs(antes.count - despues.count) <= 1, "\(antes) \(despues)")
    // At the end of the text: only the start is cut.
    let alFinal = Dibujo(
      prompt: "N: ", antes: String(repeating: "a", count: 100), despues: "", columnas: 20,
      filas: 3)
    #expect(alFinal.salida(marcas: false).hasPrefix("N: …aaa"))
    #expect(alFinal.despues.isEmpty)
    // Whole when it fits.
    let entero = Dibujo(prompt: "N: ", antes: "ab", despues: "c", columnas: 20, filas: 1)
    #expect(entero.salida(marcas: false) == "N: abc")
  }

  /// Issue 36: a character that shows nothing is drawn as its code point, the joiners the
  /// rules accept as nothing.
  @Test func unCaracterInvisibleSeVeComoSuPuntoDeCodigo() {
    let d = Dibujo(
      prompt: "N: ", antes: "Ana\u{202E}", despues: "X\u{200D}Y\u{1B}", columnas: 80, filas: 24)
    #expect(d.salida(marcas: false) == "N: Ana<U+202E>XY<U+001B>")
    #expect(d.salida(marcas: true).hasPrefix("N: Ana\u{1B}[7m<U+202E>\u{1B}[27mXY"))
    #expect(d.cursor(columnas: 80) == (0, 14))
    #expect(Dibujo.marca("\u{E0001}") == "<U+E0001>")
  }

  /// The redraw is a function of what is shown and the terminal's size: from the prompt's
  /// first row (up as many rows as the cursor was down), the error line red under the text,
  /// and the cursor back after the text before it.
  @Test func laVistaDibujaLaLineaDesdeSuPrimeraFila() {
    let vista = Vista(columnas: 20, filas: 24, color: true)
    let borrar = "\r\u{1B}[K\u{1B}7\u{1B}[B\r\u{1B}[J\u{1B}8"
    let (salida, dibujo) = vista.linea(
      prompt: "D: ", antes: "1", todo: "100", debajo: vista.debajo("✗ Mal"), tras: nil)
    #expect(salida == borrar + "D: 100\r\n\u{1B}[31m  ✗ Mal\u{1B}[0m\u{1B}[1A\r\u{1B}[4C")
    #expect(vista.bajar(de: dibujo) == "\r\n\r\u{1B}[J")
    let largo = String(repeating: "a", count: 30)
    let (_, envuelto) = vista.linea(
      prompt: "D: ", antes: largo, todo: largo, debajo: [], tras: nil)
    let (otra, _) = vista.linea(prompt: "D: ", antes: "", todo: "", debajo: [], tras: envuelto)
    #expect(otra == "\u{1B}[1A" + borrar + "D: \r\u{1B}[3C")
    #expect(vista.quitar(envuelto) == "\u{1B}[1A\r\u{1B}[J")
  }

  @Test func unPegadoNoTraeSaltosNiControles() {
    let bytes = Array("Pablo\r\nQuique\n\n12\tx\u{1B}y\u{7}".utf8)
    #expect(LineaDeLibedit.textoPegado(bytes) == "Pablo Quique 12 xy")
  }
}
