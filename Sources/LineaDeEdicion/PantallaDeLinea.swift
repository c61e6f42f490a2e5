// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LlamadasAlSistema

/// What the line editor has on the terminal and the one writer of it, as `Vista` draws at the
/// terminal's size now: the line drawn again from the prompt's first row, the lines above it,
/// the lines left, and the way off the line.
public final class PantallaDeLinea {
  let salida: Int32
  let color: Bool
  /// A text as it may be shown (the caller's escaping of what could drive the terminal): the
  /// line under the text and TAB's list.
  let visible: (String) -> String
  /// The line as last drawn (prompt and text as shown): where the cursor is follows from it.
  var dibujado: Dibujo?
  /// The lines right above the question as last drawn (`Linea.encima`); `nil` once they
  /// are off the screen (Ctrl-L).
  var encimaMostrado: [LineaDeEncima]?
  /// The lines last left (`bajarAlFinal`), newest last, for a question that takes the place
  /// of the newest.
  var dejadas: [Dibujo] = []

  /// As many lines left as a form has fields (`dejadas`).
  static let lineasDejadas = 3

  init(salida: Int32, color: Bool, visible: @escaping (String) -> String) {
    self.salida = salida
    self.color = color
    self.visible = visible
  }

  /// A new line to draw, with the lines above it as they show now; taking the place of the
  /// line left last (`Linea.sobreLaAnterior`), which goes off the screen first.
  func empezar(encima: [LineaDeEncima]?, sobreLaAnterior: Bool) {
    if sobreLaAnterior, let anterior = dejadas.popLast() {
      escribir(vista().volver(sobre: anterior))
    }
    dibujado = nil
    encimaMostrado = encima
  }

  /// The lines right above the question written again when they changed (`Linea.encima`: the
  /// header and the fields answered follow another clerk's rename), from the first of them
  /// down; the line itself is drawn next, on the row after them. Not when they would not all
  /// be on the screen (the line under the text says what changed).
  func redibujarEncima(_ ahora: [LineaDeEncima]?) {
    guard let antes = encimaMostrado, let ahora, ahora != antes else { return }
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
  /// the text, if any.
  func dibujar(prompt: String, antes: String, todo: String, debajo: String?) {
    let vista = self.vista()
    let (texto, dibujo) = vista.linea(
      prompt: prompt, antes: antes, todo: todo, debajo: vista.debajo(debajo.map(visible)),
      tras: dibujado)
    dibujado = dibujo
    escribir(texto)
  }

  /// Ctrl-L: the screen cleared and drawn again from its top, as a shell does: the lines right
  /// above the question (`Linea.encima`), then the line (drawn next).
  func limpiar(encima: [LineaDeEncima]?) {
    let vista = self.vista()
    let dibujos = (encima ?? []).map { vista.dibujo(de: $0) }
    escribir("\u{1B}[H\u{1B}[2J" + dibujos.map { $0.salida + "\r\n" }.joined())
    dibujado = nil
    dejadas = dibujos.compactMap(\.campo)
    encimaMostrado = encima
  }

  /// Leaves the line (`Vista.bajar`), so what comes next starts on a clean row (`dibujar`
  /// never leaves the cursor at the margin).
  func bajarAlFinal() {
    guard let dibujado else { return }
    escribir(vista().bajar(de: dibujado))
    dejadas = Array((dejadas + [dibujado]).suffix(PantallaDeLinea.lineasDejadas))
    self.dibujado = nil
  }

  /// Takes the line off the screen (Shift-Tab: the previous field comes back in its own
  /// place, `Linea.sobreLaAnterior`).
  func quitarLinea() {
    guard let dibujado else { return }
    escribir(vista().quitar(dibujado))
    self.dibujado = nil
  }

  /// The header's pieces in rows of the terminal's width, broken between pieces, never inside
  /// a word.
  public func disponer(_ piezas: [String]) -> String { vista().disponer(piezas) }

  /// Each line of `texto` in rows of the terminal's width, broken between words.
  public func ajustar(_ texto: String) -> String { vista().ajustar(texto) }

  /// The cells a line under the text takes at most: one short of the edge (`Vista.debajo`).
  public var ancho: Int? { vista().columnas - 1 }

  /// Candidates under the line in columns, names escaped (a file's name could hold escape
  /// sequences); the line is drawn again under them.
  public func listar(_ candidatos: [String]) {
    encimaMostrado = nil  // the list goes between the lines above and the line
    escribir(vista().lista(candidatos.map(visible)))
  }

  func escribir(_ texto: String) {
    try? Sistema.escribirTodo(salida, Array(texto.utf8)[...])
  }

  /// How the screen is drawn at the terminal's size now.
  func vista() -> Vista {
    let tamano = Sistema.tamano(de: salida)
    return Vista(columnas: tamano?.columnas ?? 80, filas: tamano?.filas ?? 24, color: color)
  }
}
