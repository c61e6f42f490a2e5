// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine
import Formatos

/// The line as the reader draws it: the prompt, then the text, every character in a form the
/// terminal shows as `Disposicion` lays it out. A character a name may not hold
/// (`NombreDeJugador.esNoValido`: controls, bidi controls, other invisible format characters)
/// or one the terminal cannot show is a mark, `<U+202E>`, as less shows it (in reverse video
/// where styles are on); a format character the rules accept (the joiners) is drawn as
/// nothing, as libedit did (terminals disagree on how wide a joined emoji is). Nothing is
/// hidden, and the counter still counts what the rules count.
///
/// A text that does not fit the screen's rows is cut around the cursor, `…` on each side that
/// goes on, so the prompt (its counter) is always on the screen to be drawn again.
struct Dibujo {
  /// A piece of what is drawn, and whether it stands for a character that shows nothing.
  struct Pieza {
    let texto: String
    let marca: Bool
  }

  let prompt: String
  /// The text before and after the cursor as drawn (with `…` where it is cut).
  let antes: [Pieza]
  let despues: [Pieza]

  /// The line for `prompt` and the text around the cursor, cut to `filas` rows of `columnas`
  /// if it does not fit in them whole.
  init(prompt: String, antes: String, despues: String, columnas: Int, filas: Int) {
    let izquierda = antes.map(Dibujo.forma)
    let derecha = despues.map(Dibujo.forma)
    let entero = Dibujo(
      prompt: prompt, antes: izquierda.flatMap { $0 }, despues: derecha.flatMap { $0 })
    if entero.fin(columnas: columnas).fila < filas {
      self = entero
      return
    }
    // The characters nearest the cursor, one on each side in turn, while they fit in the
    // cells the rows hold (a row may lose a cell to a wide character that does not fit).
    let ancho = { (piezas: [Pieza]) in piezas.reduce(0) { $0 + Disposicion.ancho($1.texto) } }
    let capacidad = filas * max(1, columnas - 1) - Disposicion.ancho(prompt) - 2
    var desde = izquierda.count
    var hasta = 0
    var usado = 0
    var crece = true
    while crece {
      crece = false
      if hasta < derecha.count, usado + ancho(derecha[hasta]) <= capacidad {
        usado += ancho(derecha[hasta])
        hasta += 1
        crece = true
      }
      if desde > 0, usado + ancho(izquierda[desde - 1]) <= capacidad {
        usado += ancho(izquierda[desde - 1])
        desde -= 1
        crece = true
      }
    }
    func cortado() -> Dibujo {
      let puntos = [Pieza(texto: "…", marca: false)]
      return Dibujo(
        prompt: prompt,
        antes: (desde > 0 ? puntos : []) + izquierda[desde...].flatMap { $0 },
        despues: derecha[..<hasta].flatMap { $0 } + (hasta < derecha.count ? puntos : []))
    }
    var dibujo = cortado()
    // The estimate is checked against the layout: one more character off the longer side
    // while the rows are too many.
    while dibujo.fin(columnas: columnas).fila >= filas, hasta > 0 || desde < izquierda.count {
      if hasta > izquierda.count - desde { hasta -= 1 } else { desde += 1 }
      dibujo = cortado()
    }
    self = dibujo
  }

  private init(prompt: String, antes: [Pieza], despues: [Pieza]) {
    self.prompt = prompt
    self.antes = antes
    self.despues = despues
  }

  /// How a character is drawn: each of its scalars as it is, as a mark, or as nothing.
  static func forma(_ caracter: Character) -> [Pieza] {
    caracter.unicodeScalars.compactMap { escalar in
      let ancho = marcador_wcwidth(wchar_t(bitPattern: escalar.value))
      if NombreDeJugador.esNoValido(escalar) || ancho < 0 {
        return Pieza(texto: marca(escalar), marca: true)
      }
      if escalar.properties.generalCategory == .format { return nil }
      return Pieza(texto: String(escalar), marca: false)
    }
  }

  /// `<U+202E>`: the code point, as less writes it.
  static func marca(_ escalar: Unicode.Scalar) -> String { "<" + puntoDeCodigo(escalar) + ">" }

  /// Where the cursor is, from the prompt's first cell.
  func cursor(columnas: Int) -> (fila: Int, columna: Int) {
    Disposicion.posicion(tras: [prompt] + antes.map(\.texto), columnas: columnas)
  }

  /// Where the line ends.
  func fin(columnas: Int) -> (fila: Int, columna: Int) {
    Disposicion.posicion(tras: [prompt] + (antes + despues).map(\.texto), columnas: columnas)
  }

  /// The rows the line takes once left: to the end of the text, and the row after a text that
  /// ends at the edge (where the cursor went).
  func filas(columnas: Int) -> Int {
    let fin = fin(columnas: columnas)
    return fin.columna == 0 && fin.fila > 0 ? fin.fila : fin.fila + 1
  }

  /// What to write: the prompt and the text, marks in reverse video when `marcas`.
  func salida(marcas: Bool) -> String {
    (antes + despues).reduce(into: prompt) { texto, pieza in
      texto += marcas && pieza.marca ? "\u{1B}[7m" + pieza.texto + "\u{1B}[27m" : pieza.texto
    }
  }
}
