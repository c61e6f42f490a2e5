// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine

/// The editor's functions, which its keys are bound to (`EditorDeLinea.funciones`): each edits
/// the line through libedit and tells it what to do next (`CC_REFRESH`, `CC_NORM`…); a key
/// that ends the line says why (`motivoDeFin`, `textoAceptado`): the line's end is the
/// editor's, not libedit's (which, unbuffered, would put a Ctrl-D in the line).
extension EditorDeLinea {

  /// Composes the line to NFC when it holds combining marks (libedit draws a mark of width 0
  /// over nothing; `e` + U+0301 and `é` are canonically the same name). Keeps the cursor
  /// after the same characters. Whether the line changed.
  func componer() -> Bool {
    let (antes, todo) = lineaActual()
    guard
      todo.unicodeScalars.contains(where: {
        $0.properties.canonicalCombiningClass != .notReordered
      })
    else { return false }
    // The standard library's NFC (what `String` comparison uses), not Foundation's.
    let compuesto = String(decoding: todo._nfcCodeUnits, as: UTF8.self)
    guard !compuesto.unicodeScalars.elementsEqual(todo.unicodeScalars) else { return false }
    let nuevoCursor = String(decoding: antes._nfcCodeUnits, as: UTF8.self).unicodeScalars.count
    reemplazarLinea(por: compuesto)
    _ = el_cursor(editor, Int32(nuevoCursor - compuesto.unicodeScalars.count))
    return true
  }

  // MARK: Bound keys

  func prellenar() -> UInt8 {
    insertar(pregunta.textoInicial)
    if cursorDelRelleno > 0 { _ = el_cursor(editor, Int32(-cursorDelRelleno)) }
    return UInt8(CC_REFRESH)
  }

  /// Ctrl-L: the screen cleared and drawn again from its top, as a shell does: the lines right
  /// above the question (a form's header and the fields answered, `Linea.encima`), then the
  /// line (libedit's own clear would go to the stream that keeps only the bell).
  func limpiarPantalla() -> UInt8 {
    let vista = self.vista()
    let encima = pregunta.encima?() ?? []
    let dibujos = encima.map { vista.dibujo(de: $0) }
    escribir("\u{1B}[H\u{1B}[2J" + dibujos.map { $0.salida + "\r\n" }.joined())
    dibujado = nil
    dejadas = dibujos.compactMap(\.campo)
    encimaMostrado = pregunta.encima == nil ? nil : encima
    redibujar()
    return UInt8(CC_NORM)
  }

  /// Enter: a text the question's rule refuses stays, its error shown under it and following
  /// it from now on; else the line is drawn as it ends (keys typed ahead were not redrawn
  /// yet) and left, any error line erased.
  func aceptar() -> UInt8 {
    let todo = lineaActual().todo
    if let error = pregunta.validar?(todo) {
      errorMostrado = (todo, error)
      hayCambios = true
      return UInt8(CC_NORM)
    }
    dibujarComoAcaba()
    bajarAlFinal()
    textoAceptado = lineaActual().todo
    return UInt8(CC_NORM)
  }

  /// The line drawn as it ends before it is left (Enter, Ctrl-D): keys typed ahead
  /// in the same burst were not redrawn yet (the counter, the text), and no error follows it.
  func dibujarComoAcaba() {
    if hayCambios {
      _ = componer()
      errorMostrado = nil
      redibujar()
    }
  }

  /// Shift-Tab: back to the previous field with what was typed, this line taken off the
  /// screen; the bell at the first.
  func volver() -> UInt8 {
    guard pregunta.anterior else { return UInt8(CC_REFRESH_BEEP) }
    motivoDeFin = .anterior(lineaActual().todo)
    return UInt8(CC_NORM)
  }

  /// Bracketed paste (`ESC[200~` … `ESC[201~`): the text goes into the field as typed text,
  /// line breaks and tabs as spaces and other control characters dropped, so a paste of
  /// several lines never answers several questions.
  func pegar() -> UInt8 {
    let fin: [UInt8] = Array("\u{1B}[201~".utf8)
    var bytes: [UInt8] = []
    while let byte = siguienteByte() {
      bytes.append(byte)
      if bytes.count >= fin.count, bytes[(bytes.count - fin.count)...].elementsEqual(fin) {
        bytes.removeLast(fin.count)
        break
      }
    }
    let texto = EditorDeLinea.textoPegado(bytes)
    guard !texto.isEmpty else { return UInt8(CC_REFRESH) }
    insertar(texto)
    hayCambios = true
    return UInt8(CC_REFRESH)
  }

  /// What a paste inserts: a run of line breaks (the terminal may turn CR into LF, so CR LF
  /// arrives as two) becomes one space, a TAB one space; other controls go.
  static func textoPegado(_ bytes: [UInt8]) -> String {
    var resultado = String.UnicodeScalarView()
    var anterior: Unicode.Scalar?
    for escalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      defer { anterior = escalar }
      let salto = escalar == "\r" || escalar == "\n"
      if salto, anterior == "\r" || anterior == "\n" { continue }
      switch escalar {
      case "\r", "\n", "\t":
        resultado.append(" ")
      default:
        if escalar.properties.generalCategory == .control { continue }
        resultado.append(escalar)
      }
    }
    return String(resultado)
  }

  /// Where the cursor is among the line's characters (grapheme clusters): its offset in code
  /// points, and the offsets of the character boundaries before and after it.
  func limites() -> (cursor: Int, anterior: Int, siguiente: Int, total: Int) {
    let (antes, todo) = lineaActual()
    let cursor = antes.unicodeScalars.count
    var anterior = 0
    var siguiente = todo.unicodeScalars.count
    var offset = 0
    for caracter in todo {
      let proximo = offset + caracter.unicodeScalars.count
      if proximo < cursor { anterior = proximo }
      if proximo > cursor {
        siguiente = proximo
        break
      }
      offset = proximo
    }
    return (cursor, anterior, siguiente, todo.unicodeScalars.count)
  }

  func borrarAtras() -> UInt8 {
    let l = limites()
    guard l.cursor > 0 else { return UInt8(CC_ERROR) }
    el_deletestr(editor, Int32(l.cursor - l.anterior))
    return UInt8(CC_REFRESH)
  }

  func borrarAdelante() -> UInt8 {
    let l = limites()
    guard l.cursor < l.total else { return UInt8(CC_ERROR) }
    _ = el_cursor(editor, Int32(l.siguiente - l.cursor))
    el_deletestr(editor, Int32(l.siguiente - l.cursor))
    return UInt8(CC_REFRESH)
  }

  func mover(adelante: Bool) -> UInt8 {
    let l = limites()
    guard adelante ? l.cursor < l.total : l.cursor > 0 else { return UInt8(CC_ERROR) }
    _ = el_cursor(editor, Int32((adelante ? l.siguiente : l.anterior) - l.cursor))
    return UInt8(CC_CURSOR)
  }

  /// Ctrl-W: the word before the cursor and the spaces after it, by whole characters.
  func borrarPalabra() -> UInt8 {
    let antes = Array(lineaActual().antes)
    var k = antes.count
    while k > 0, antes[k - 1].isWhitespace { k -= 1 }
    while k > 0, !antes[k - 1].isWhitespace { k -= 1 }
    let borrados = antes[k...].reduce(0) { $0 + $1.unicodeScalars.count }
    guard borrados > 0 else { return UInt8(CC_ERROR) }
    el_deletestr(editor, Int32(borrados))
    return UInt8(CC_REFRESH)
  }

  /// Ctrl-D: the end of input on an empty line only; with text it deletes the character under
  /// the cursor (the bell at the end of the line), as readline and emacs do.
  func finPedido() -> UInt8 {
    guard lineaActual().todo.isEmpty else { return borrarAdelante() }
    motivoDeFin = .fin
    dibujarComoAcaba()
    return UInt8(CC_NORM)
  }

  /// TAB: one candidate replaces the word; several insert what they share, or are listed.
  func completar() -> UInt8 {
    guard let completar = pregunta.completar else { return UInt8(CC_REFRESH_BEEP) }
    let antes = lineaActual().antes
    let completado = completar(antes)
    let letras = Array(antes)
    let desde = min(max(completado.desde, 0), letras.count)
    let escrito = String(letras[desde...])
    let candidatos = completado.candidatos
    guard let primero = candidatos.first else { return UInt8(CC_REFRESH_BEEP) }
    let reemplazo: String
    if candidatos.count == 1 {
      reemplazo = primero + completado.sufijoSiUnico
    } else {
      let comun = Completado.prefijoComun(candidatos)
      guard comun.count > escrito.count else {
        // A long list asks first, as readline does (10,000 teams would scroll everything
        // away): the line is left for the caller's question, and comes back after it.
        if candidatos.count > Completado.listaSinPreguntar {
          let (antes, todo) = lineaActual()
          motivoDeFin = .listaLarga(nombres: completado.mostrados, antes: antes, todo: todo)
          return UInt8(CC_NORM)
        }
        bajarAlFinal()
        listar(completado.mostrados)
        return UInt8(CC_REDISPLAY)
      }
      reemplazo = comun
    }
    el_deletestr(editor, Int32(escrito.unicodeScalars.count))
    insertar(reemplazo)
    return UInt8(CC_REFRESH)
  }

  /// Lists candidates under the line in columns, names escaped (a file's name could hold
  /// escape sequences); the line is drawn again under them.
  public func listar(_ candidatos: [String]) {
    encimaMostrado = nil  // the list goes between the lines above and the line
    escribir(vista().lista(candidatos.map(visible)))
  }
}
