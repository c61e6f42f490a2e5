// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LlamadasAlSistema

/// What the editor writes on the screen: the line drawn again from the prompt's first row, the
/// lines above it, and the way off it.
extension EditorDeLinea {

  /// The lines right above the question written again when the live form changed them
  /// (`Linea.encima`: the header and the fields answered follow another clerk's rename),
  /// from the first of them down; the line itself is drawn next, on the row after them. Not
  /// when they would not all be on the screen (the line under the text says what changed).
  func redibujarEncima() {
    guard let antes = encimaMostrado, let ahora = pregunta.encima?(), ahora != antes else {
      return
    }
    let columnas = self.columnas()
    let fila = dibujado?.cursor(columnas: columnas).fila ?? 0
    let subir = antes.reduce(fila) { $0 + dibujo(de: $1, columnas: columnas).filas }
    let debajo = (dibujado?.filas(columnas: columnas) ?? 1) - fila + 1
    guard subir + debajo < filas() else { return }
    encimaMostrado = ahora
    // Erased from the first row down as `redibujar` erases (never one erase-below from the
    // start of a row: tmux).
    var texto =
      (subir > 0 ? "\u{1B}[\(subir)A" : "") + "\r\u{1B}[K\u{1B}7\u{1B}[B\r\u{1B}[J\u{1B}8"
    var campos: [Dibujo] = []
    for linea in ahora {
      let (salida, _, campo) = dibujo(de: linea, columnas: columnas)
      texto += salida + "\r\n"
      campos += campo.map { [$0] } ?? []
    }
    escribir(texto)
    dibujado = nil
    // The fields answered are the lines last left: Shift-Tab goes back up over them as they
    // are now.
    dejadas = Array(dejadas.dropLast(campos.count)) + campos
  }

  /// A line above the question as written, and the rows it takes: the header laid out as
  /// `disponer` lays it, a field drawn as its line was (`Dibujo`, also given).
  func dibujo(de linea: LineaDeEncima, columnas: Int) -> (
    salida: String, filas: Int, campo: Dibujo?
  ) {
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

  /// Draws the line again from the prompt's first row: the prompt, the text as `Dibujo` shows
  /// it (whole if it fits the screen, else cut around the cursor), and the line under it (the
  /// error, or the live form's state). The way up is as many rows as the text before the
  /// cursor took, laid out at the width the terminal has now: every row is written to its end,
  /// so the terminal wraps it softly and a terminal that rewraps its lines on a resize (tmux,
  /// VTE, kitty) puts the cursor where that layout says.
  func redibujar() {
    let columnas = self.columnas()
    let subir = dibujado.map { $0.cursor(columnas: columnas).fila } ?? 0
    let (antes, todo) = lineaActual()
    let debajo = lineasDebajo(todo, columnas: columnas)
    let dibujo = Dibujo(
      prompt: pregunta.etiqueta(todo), antes: antes,
      despues: String(todo.unicodeScalars.dropFirst(antes.unicodeScalars.count)),
      columnas: columnas, filas: max(1, filas() - debajo.count))
    dibujado = dibujo
    let cursor = dibujo.cursor(columnas: columnas)
    let fin = dibujo.fin(columnas: columnas)
    // Erase from the prompt's first row down. Not with one erase-below from the start of the
    // row: at the screen's top-left, tmux takes that for a clear screen and pushes the screen
    // into the scrollback, a copy per key. So: this row, then (cursor saved) the rest below.
    var texto =
      (subir > 0 ? "\u{1B}[\(subir)A" : "") + "\r\u{1B}[K\u{1B}7\u{1B}[B\r\u{1B}[J\u{1B}8"
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
    escribir(texto)
  }

  /// The line under the text, in rows of the terminal's width broken between words
  /// (continuation rows indented under the message): the field's error while it has one, else
  /// the live state (`✓ libre` after a pause), as for a field that never showed one.
  func lineasDebajo(_ todo: String, columnas: Int) -> [String] {
    let error = errorQueSigue(todo).map { "✗ " + $0 }
    let linea = error ?? pregunta.enVivo?.estado(todo)
    estadoMostrado = error == nil ? linea : nil
    guard let linea else { return [] }
    // One cell short of the edge: a row that ends at the margin would leave the cursor there.
    // Continuation rows under the message: past an error's «✗ », else under its first word.
    return Disposicion.partir(
      [visible(linea)], columnas: columnas - 1, primera: "  ",
      siguientes: linea.hasPrefix("✗ ") ? "    " : "  ")
  }

  /// The error under the text, as the form's rule has it: an error shows once the field is
  /// done (Enter, or sent back), never while it is typed. Once shown it follows the text: it
  /// stays while the text has that very error (its words updated when the league changes it
  /// under the same text), and goes for good as soon as the text is valid or has another
  /// error, which the next Enter shows.
  func errorQueSigue(_ todo: String) -> String? {
    guard let mostrado = errorMostrado else { return nil }
    guard let actual = pregunta.validar?(todo), actual == mostrado.mensaje || todo == mostrado.texto
    else {
      errorMostrado = nil
      return nil
    }
    errorMostrado = (todo, actual)
    return actual
  }

  /// Leaves the line: the cursor to the start of the row after the text, anything below (an
  /// error line) erased, so what comes next starts on a clean row. A text that ends exactly at
  /// the edge has the cursor on that row already (`redibujar` never leaves it at the margin).
  func bajarAlFinal() {
    let columnas = self.columnas()
    guard let dibujado else { return }
    let cursor = dibujado.cursor(columnas: columnas)
    let siguiente = dibujado.filas(columnas: columnas)
    escribir(String(repeating: "\r\n", count: max(0, siguiente - cursor.fila)) + "\r\u{1B}[J")
    dejadas = Array((dejadas + [dibujado]).suffix(EditorDeLinea.lineasDejadas))
    self.dibujado = nil
  }

  /// Takes the line off the screen (Shift-Tab: the previous field comes back in its own
  /// place, `Linea.sobreLaAnterior`): the cursor to the start of its first row, and
  /// everything from there down erased.
  func quitarLinea() {
    guard let dibujado else { return }
    let fila = dibujado.cursor(columnas: columnas()).fila
    escribir((fila > 0 ? "\u{1B}[\(fila)A" : "") + "\r\u{1B}[J")
    self.dibujado = nil
  }

  /// As many lines left as a form has fields (`dejadas`).
  static let lineasDejadas = 3

  /// The header's pieces in rows of the terminal's width, broken between pieces, never inside
  /// a word.
  public func disponer(_ piezas: [String]) -> String {
    Disposicion.partir(piezas, columnas: columnas()).joined(separator: "\n")
  }

  /// Each line of `texto` in rows of the terminal's width, broken between words.
  public func ajustar(_ texto: String) -> String {
    let columnas = self.columnas()
    return texto.split(separator: "\n", omittingEmptySubsequences: false).map { linea in
      let sangria = String(linea.prefix(while: { $0 == " " }))
      let resto = String(linea.dropFirst(sangria.count))
      guard !resto.isEmpty else { return String(linea) }
      return Disposicion.partir(
        [resto], columnas: columnas, primera: sangria, siguientes: sangria
      ).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// The cells a line under the text takes at most: one short of the edge (`lineasDebajo`).
  public var ancho: Int? { columnas() - 1 }

  func columnas() -> Int { Sistema.tamano(de: salida)?.columnas ?? 80 }

  func filas() -> Int { Sistema.tamano(de: salida)?.filas ?? 24 }
}
