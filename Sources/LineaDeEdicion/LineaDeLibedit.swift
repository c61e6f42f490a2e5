// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine
import Formatos

/// libedit's line as Swift text, edited by whole characters (grapheme clusters), as the
/// editor's keys edit it. Offsets are code points, as in libedit's wide line.
struct LineaDeLibedit {
  let editor: OpaquePointer

  /// The text before the cursor, and the whole text.
  func actual() -> (antes: String, todo: String) {
    guard let info = el_wline(editor)?.pointee, let inicio = info.buffer else { return ("", "") }
    func texto(hasta fin: UnsafePointer<wchar_t>?) -> String {
      guard let fin else { return "" }
      let anchos = UnsafeBufferPointer(start: inicio, count: max(0, fin - inicio))
      return String(
        String.UnicodeScalarView(anchos.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
    }
    return (texto(hasta: info.cursor), texto(hasta: info.lastchar))
  }

  /// Inserts `texto` at the cursor (`el_winsertstr`).
  func insertar(_ texto: String) {
    _ = el_winsertstr(editor, texto.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0])
  }

  /// The cursor moved `n` code points (back when negative).
  func mover(_ n: Int) { _ = el_cursor(editor, Int32(n)) }

  /// The `n` code points before the cursor deleted.
  func borrar(_ n: Int) { el_deletestr(editor, Int32(n)) }

  /// The whole text replaced, the cursor at its end.
  func reemplazar(por nuevo: String) {
    let (antes, todo) = actual()
    mover(todo.unicodeScalars.count - antes.unicodeScalars.count)
    borrar(todo.unicodeScalars.count)
    insertar(nuevo)
  }

  /// Composes the line to NFC when it holds combining marks (libedit draws a mark of width 0
  /// over nothing; `e` + U+0301 and `é` are canonically the same name). Keeps the cursor
  /// after the same characters. Whether the line changed.
  func componer() -> Bool {
    let (antes, todo) = actual()
    guard
      todo.unicodeScalars.contains(where: {
        $0.properties.canonicalCombiningClass != .notReordered
      })
    else { return false }
    // The standard library's NFC (what `String` comparison uses), not Foundation's.
    let compuesto = String(decoding: todo._nfcCodeUnits, as: UTF8.self)
    guard !compuesto.unicodeScalars.elementsEqual(todo.unicodeScalars) else { return false }
    let nuevoCursor = String(decoding: antes._nfcCodeUnits, as: UTF8.self).unicodeScalars.count
    reemplazar(por: compuesto)
    mover(nuevoCursor - compuesto.unicodeScalars.count)
    return true
  }

  /// Where the cursor is among the line's characters: its offset, and the offsets of the
  /// character boundaries before and after it.
  func limites() -> (cursor: Int, anterior: Int, siguiente: Int, total: Int) {
    let (antes, todo) = actual()
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

  /// The character before the cursor deleted; whether there was one.
  func borrarAtras() -> Bool {
    let l = limites()
    guard l.cursor > 0 else { return false }
    borrar(l.cursor - l.anterior)
    return true
  }

  /// The character under the cursor deleted; whether there was one.
  func borrarAdelante() -> Bool {
    let l = limites()
    guard l.cursor < l.total else { return false }
    mover(l.siguiente - l.cursor)
    borrar(l.siguiente - l.cursor)
    return true
  }

  /// The cursor one character on (or back); whether it could move.
  func mover(adelante: Bool) -> Bool {
    let l = limites()
    guard adelante ? l.cursor < l.total : l.cursor > 0 else { return false }
    mover((adelante ? l.siguiente : l.anterior) - l.cursor)
    return true
  }

  /// The word before the cursor and the spaces after it deleted; whether there was one.
  func borrarPalabra() -> Bool {
    let antes = Array(actual().antes)
    var k = antes.count
    while k > 0, antes[k - 1].isWhitespace { k -= 1 }
    while k > 0, !antes[k - 1].isWhitespace { k -= 1 }
    let borrados = antes[k...].reduce(0) { $0 + $1.unicodeScalars.count }
    guard borrados > 0 else { return false }
    borrar(borrados)
    return true
  }

  /// The scalar the bytes spell; `.some(nil)` if they can never be UTF-8; `nil` if incomplete.
  static func decodificar(_ bytes: [UInt8]) -> Unicode.Scalar?? {
    guard let primero = bytes.first else { return nil }
    let longitud = TextoUTF8.largoPrevisto(primero)
    guard longitud > 0 else { return .some(nil) }
    guard bytes.count >= longitud else { return nil }
    guard let texto = TextoUTF8.texto(bytes),
      let escalar = texto.unicodeScalars.first
    else { return .some(nil) }
    return .some(escalar)
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
}
