// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LlamadasAlSistema

/// What the editor writes on the screen, as `Vista` draws it at the terminal's size now: the
/// line drawn again from the prompt's first row, the lines above it, and the way off it.
extension EditorDeLinea {

  /// The lines right above the question written again when what the line follows changed them
  /// (`Linea.encima`: the header and the fields answered follow another clerk's rename),
  /// from the first of them down; the line itself is drawn next, on the row after them. Not
  /// when they would not all be on the screen (the line under the text says what changed).
  func redibujarEncima() {
    guard let antes = encimaMostrado, let ahora = pregunta.encima?(), ahora != antes else {
      return
    }
    let vista = self.vista()
    let fila = dibujado?.cursor(columnas: vista.columnas).fila ?? 0
    let subir = antes.reduce(fila) { $0 + vista.dibujo(de: $1).filas }
    let debajo = (dibujado?.filas(columnas: vista.columnas) ?? 1) - fila + 1
    guard subir + debajo < vista.filas else { return }
    encimaMostrado = ahora
    let (texto, campos) = vista.encima(ahora, subiendo: subir)
    escribir(texto)
    dibujado = nil
    // The fields answered are the lines last left: Shift-Tab goes back up over them as they
    // are now.
    dejadas = Array(dejadas.dropLast(campos.count)) + campos
  }

  /// Draws the line again from the prompt's first row (`Vista.linea`), with the line under
  /// the text: the field's error while it has one, else the live state (`✓ libre` after a
  /// pause), as for a field that never showed one.
  func redibujar() {
    let vista = self.vista()
    let (antes, todo) = lineaActual()
    let linea = errorQueSigue(todo).map { "✗ " + $0 } ?? pregunta.debajo?(todo)
    let (texto, dibujo) = vista.linea(
      prompt: pregunta.etiqueta(todo), antes: antes, todo: todo,
      debajo: vista.debajo(linea.map(visible)), tras: dibujado)
    dibujado = dibujo
    escribir(texto)
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

  /// Leaves the line (`Vista.bajar`), so what comes next starts on a clean row (`redibujar`
  /// never leaves the cursor at the margin).
  func bajarAlFinal() {
    guard let dibujado else { return }
    escribir(vista().bajar(de: dibujado))
    dejadas = Array((dejadas + [dibujado]).suffix(EditorDeLinea.lineasDejadas))
    self.dibujado = nil
  }

  /// Takes the line off the screen (Shift-Tab: the previous field comes back in its own
  /// place, `Linea.sobreLaAnterior`).
  func quitarLinea() {
    guard let dibujado else { return }
    escribir(vista().quitar(dibujado))
    self.dibujado = nil
  }

  /// As many lines left as a form has fields (`dejadas`).
  static let lineasDejadas = 3

  /// The header's pieces in rows of the terminal's width, broken between pieces, never inside
  /// a word.
  public func disponer(_ piezas: [String]) -> String { vista().disponer(piezas) }

  /// Each line of `texto` in rows of the terminal's width, broken between words.
  public func ajustar(_ texto: String) -> String { vista().ajustar(texto) }

  /// The cells a line under the text takes at most: one short of the edge (`Vista.debajo`).
  public var ancho: Int? { vista().columnas - 1 }

  /// How the screen is drawn at the terminal's size now.
  func vista() -> Vista {
    let tamano = Sistema.tamano(de: salida)
    return Vista(columnas: tamano?.columnas ?? 80, filas: tamano?.filas ?? 24, color: color)
  }
}
