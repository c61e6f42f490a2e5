// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine

/// Where the reader's drawing (`Dibujo`, which holds only characters the terminal shows) puts
/// things on the screen: cell by cell, `wcwidth` cells per character, a wide character that
/// does not fit moved to the next row (as the terminal wraps it), and a full row followed by
/// the next one (the cursor never waits at the margin).
enum Disposicion {
  /// The row and column after drawing `textos` one after the other from the top-left cell.
  static func posicion(tras textos: [String], columnas: Int) -> (fila: Int, columna: Int) {
    let columnas = max(1, columnas)
    var fila = 0
    var columna = 0
    for texto in textos {
      for escalar in texto.unicodeScalars {
        let ancho = min(celdas(escalar), columnas)
        if ancho == 0 { continue }
        if columna + ancho > columnas {
          fila += 1
          columna = 0
        }
        columna += ancho
        if columna >= columnas {
          fila += 1
          columna = 0
        }
      }
    }
    return (fila, columna)
  }

  /// Cells a character takes on the terminal (`wcwidth`; nothing for one it cannot show).
  static func celdas(_ escalar: Unicode.Scalar) -> Int {
    max(0, Int(marcador_wcwidth(wchar_t(bitPattern: escalar.value))))
  }

  /// Cells a text takes on the terminal.
  static func ancho(_ texto: some StringProtocol) -> Int {
    texto.unicodeScalars.reduce(0) { $0 + celdas($1) }
  }

  /// A line of pieces laid out in rows of at most `columnas` cells: a row breaks between
  /// pieces (each but the last keeps its ` ·` at the row's end, so no row starts with one), a
  /// piece longer than a row breaks between its words, and only a word longer than a row is
  /// cut. The first row starts with `primera`, the others with `siguientes` (an indent).
  static func partir(
    _ piezas: [String], columnas: Int, primera: String = "", siguientes: String = ""
  ) -> [String] {
    var filas: [String] = []
    var fila = primera
    var vacia = true
    func cerrar() {
      filas.append(fila)
      fila = siguientes
      vacia = true
    }
    /// Adds `texto` to the row after a space, or on a new row if it does not fit there.
    func poner(_ texto: String) -> Bool {
      let junto = vacia ? fila + texto : fila + " " + texto
      if ancho(junto) <= columnas {
        fila = junto
        vacia = false
        return true
      }
      if vacia { return false }
      cerrar()
      return poner(texto)
    }
    for (k, pieza) in piezas.enumerated() {
      let texto = k < piezas.count - 1 ? pieza + " ·" : pieza
      if poner(texto) { continue }
      for palabra in texto.split(separator: " ").map(String.init) where !poner(palabra) {
        // A word wider than a whole row: cut, a row at a time.
        var resto = Substring(palabra)
        while !resto.isEmpty {
          var trozo = ""
          while let c = resto.first, ancho(fila + trozo + String(c)) <= columnas || trozo.isEmpty {
            trozo.append(c)
            resto.removeFirst()
          }
          fila += trozo
          vacia = false
          if !resto.isEmpty { cerrar() }
        }
      }
    }
    if !vacia || filas.isEmpty { filas.append(fila) }
    return filas
  }
}
