// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// What the line editor shows, as bytes for the terminal: a pure function of what there is to
/// show (the prompt, the text around the cursor, the lines under and above it, the line as last
/// drawn) and the terminal's size, so that the editor only reads keys and writes what this
/// gives.
///
/// Every redraw erases from the prompt's first row down. Not with one erase-below from the
/// start of a row: at the screen's top-left, tmux takes that for a clear screen and pushes the
/// screen into the scrollback, a copy per key. So: that row, then (cursor saved) the rest below.
struct Vista {
  let columnas: Int
  let filas: Int
  /// Whether error lines are red and marks in reverse video.
  let color: Bool

  /// The line drawn again from the prompt's first row (the cursor `anterior` left on it): the
  /// prompt, the text as `Dibujo` shows it (whole if it fits the screen, else cut around the
  /// cursor), and the lines under it. The way up is as many rows as the text before the
  /// cursor took, laid out at the width the terminal has now: every row is written to its end,
  /// so the terminal wraps it softly and a terminal that rewraps its lines on a resize (tmux,
  /// VTE, kitty) puts the cursor where that layout says.
  func linea(
    prompt: String, antes: String, todo: String, debajo: [String], tras anterior: Dibujo?
  ) -> (salida: String, dibujo: Dibujo) {
    let dibujo = Dibujo(
      prompt: prompt, antes: antes,
      despues: String(todo.unicodeScalars.dropFirst(antes.unicodeScalars.count)),
      columnas: columnas, filas: max(1, filas - debajo.count))
    let cursor = dibujo.cursor(columnas: columnas)
    let fin = dibujo.fin(columnas: columnas)
    var texto = Vista.borrar(subiendo: anterior?.cursor(columnas: columnas).fila ?? 0)
    texto += dibujo.salida(marcas: color)
    // A text that ends at the edge: the cursor goes to the next row by writing there (a space,
    // then back over it), so the terminal wraps softly there too, and never waits at the margin.
    if fin.columna == 0 && fin.fila > 0 { texto += " \u{8}" }
    let rojo = color && debajo.first?.hasPrefix("  ✗") == true
    for fila in debajo {
      texto += "\r\n" + (rojo ? "\u{1B}[31m" + fila + "\u{1B}[0m" : fila)
    }
    let arriba = fin.fila + debajo.count - cursor.fila
    texto += (arriba > 0 ? "\u{1B}[\(arriba)A" : "") + "\r"
    if cursor.columna > 0 { texto += "\u{1B}[\(cursor.columna)C" }
    return (texto, dibujo)
  }

  /// The line under the text (an error, `✗ …`, or the live state), in rows broken between
  /// words, one cell short of the edge (a row that ends at the margin would leave the cursor
  /// there); continuation rows past an error's «✗ », else under its first word.
  func debajo(_ linea: String?) -> [String] {
    guard let linea else { return [] }
    return Disposicion.partir(
      [linea], columnas: columnas - 1, primera: "  ",
      siguientes: linea.hasPrefix("✗ ") ? "    " : "  ")
  }

  /// The lines right above the line written again from the first of them down (the cursor
  /// `subir` rows under it), each followed by a new row; and the fields among them as drawn.
  func encima(_ lineas: [LineaDeEncima], subiendo subir: Int) -> (salida: String, campos: [Dibujo])
  {
    var texto = Vista.borrar(subiendo: subir)
    var campos: [Dibujo] = []
    for linea in lineas {
      let (salida, _, campo) = dibujo(de: linea)
      texto += salida + "\r\n"
      campos += campo.map { [$0] } ?? []
    }
    return (texto, campos)
  }

  /// A line above the question as written, and the rows it takes: the header laid out as
  /// `disponer` lays it, a field drawn as its line was (`Dibujo`, also given).
  func dibujo(de linea: LineaDeEncima) -> (salida: String, filas: Int, campo: Dibujo?) {
    switch linea {
    case .cabecera(let piezas):
      let filas = Disposicion.partir(piezas, columnas: columnas)
      return (filas.joined(separator: "\r\n"), filas.count, nil)
    case .campo(let prompt, let texto):
      let dibujo = Dibujo(
        prompt: prompt, antes: texto, despues: "", columnas: columnas, filas: .max)
      return (dibujo.salida(marcas: color), dibujo.filas(columnas: columnas), dibujo)
    }
  }

  /// The way off a line: the cursor to the start of the row after the text, anything below
  /// erased. A text that ends exactly at the edge has the cursor on that row already.
  func bajar(de dibujado: Dibujo) -> String {
    let cursor = dibujado.cursor(columnas: columnas)
    let siguiente = dibujado.filas(columnas: columnas)
    return String(repeating: "\r\n", count: max(0, siguiente - cursor.fila)) + "\r\u{1B}[J"
  }

  /// The line taken off the screen: the cursor to the start of its first row, and everything
  /// from there down erased.
  func quitar(_ dibujado: Dibujo) -> String {
    let fila = dibujado.cursor(columnas: columnas).fila
    return (fila > 0 ? "\u{1B}[\(fila)A" : "") + "\r\u{1B}[J"
  }

  /// Back to the first row of the line just left (the cursor on the row after it), and
  /// everything from there down erased.
  func volver(sobre anterior: Dibujo) -> String {
    "\u{1B}[\(anterior.filas(columnas: columnas))A\r\u{1B}[J"
  }

  /// Names in columns as wide as the longest and two cells apart, as many a row as fit.
  func lista(_ nombres: [String]) -> String {
    let ancho = nombres.map(\.count).max() ?? 0
    let porFila = max(1, columnas / (ancho + 2))
    var texto = ""
    for (k, nombre) in nombres.enumerated() {
      let ultimo = k % porFila == porFila - 1 || k == nombres.count - 1
      texto +=
        ultimo ? nombre + "\n" : nombre + String(repeating: " ", count: ancho + 2 - nombre.count)
    }
    return texto
  }

  /// The header's pieces in rows of the terminal's width, broken between pieces, never inside
  /// a word.
  func disponer(_ piezas: [String]) -> String {
    Disposicion.partir(piezas, columnas: columnas).joined(separator: "\n")
  }

  /// Each line of `texto` in rows of the terminal's width, broken between words.
  func ajustar(_ texto: String) -> String {
    texto.split(separator: "\n", omittingEmptySubsequences: false).map { linea in
      let sangria = String(linea.prefix(while: { $0 == " " }))
      let resto = String(linea.dropFirst(sangria.count))
      guard !resto.isEmpty else { return String(linea) }
      return Disposicion.partir(
        [resto], columnas: columnas, primera: sangria, siguientes: sangria
      ).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Up `subir` rows, and from there down erased (see the type's note).
  private static func borrar(subiendo subir: Int) -> String {
    (subir > 0 ? "\u{1B}[\(subir)A" : "") + "\r\u{1B}[K\u{1B}7\u{1B}[B\r\u{1B}[J\u{1B}8"
  }
}
