// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine

/// The editor's functions, which its keys are bound to (`EditorDeLinea.funciones`): each edits
/// the line through libedit and tells it what to do next (`CC_REFRESH`, `CC_NORM`…); a key
/// that ends the line says why (`motivoDeFin`, `textoAceptado`): the line's end is the
/// editor's, not libedit's (which, unbuffered, would put a Ctrl-D in the line).
extension EditorDeLinea {

  // MARK: Bound keys

  func prellenar() -> UInt8 {
    linea.insertar(pregunta.textoInicial)
    if cursorDelRelleno > 0 { linea.mover(-cursorDelRelleno) }
    return UInt8(CC_REFRESH)
  }

  /// Ctrl-L: the screen cleared and drawn again from its top, as a shell does: the lines right
  /// above the question (a form's header and the fields answered, `Linea.encima`), then the
  /// line (libedit's own clear would go to the stream that keeps only the bell).
  func limpiarPantalla() -> UInt8 {
    pantalla.limpiar(encima: pregunta.encima)
    redibujar()
    return UInt8(CC_NORM)
  }

  /// Enter: a text the question's rule refuses stays, its error shown under it and following
  /// it from now on; else the line is drawn as it ends (keys typed ahead were not redrawn
  /// yet) and left, any error line erased.
  func aceptar() -> UInt8 {
    let todo = linea.actual().todo
    if let mensaje = pregunta.validar?(todo) {
      error.mostrar(mensaje, de: todo)
      hayCambios = true
      return UInt8(CC_NORM)
    }
    dibujarComoAcaba()
    pantalla.bajarAlFinal()
    textoAceptado = linea.actual().todo
    return UInt8(CC_NORM)
  }

  /// The line drawn as it ends before it is left (Enter, Ctrl-D): keys typed ahead
  /// in the same burst were not redrawn yet (the counter, the text), and no error follows it.
  func dibujarComoAcaba() {
    if hayCambios {
      _ = linea.componer()
      error.olvidar()
      redibujar()
    }
  }

  /// Shift-Tab: back to the previous field with what was typed, this line taken off the
  /// screen; the bell at the first.
  func volver() -> UInt8 {
    guard pregunta.anterior else { return UInt8(CC_REFRESH_BEEP) }
    motivoDeFin = .anterior(linea.actual().todo)
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
    let texto = LineaDeLibedit.textoPegado(bytes)
    guard !texto.isEmpty else { return UInt8(CC_REFRESH) }
    linea.insertar(texto)
    hayCambios = true
    return UInt8(CC_REFRESH)
  }

  func borrarAtras() -> UInt8 { UInt8(linea.borrarAtras() ? CC_REFRESH : CC_ERROR) }

  func borrarAdelante() -> UInt8 { UInt8(linea.borrarAdelante() ? CC_REFRESH : CC_ERROR) }

  func mover(adelante: Bool) -> UInt8 {
    UInt8(linea.mover(adelante: adelante) ? CC_CURSOR : CC_ERROR)
  }

  /// Ctrl-W: the word before the cursor and the spaces after it, by whole characters.
  func borrarPalabra() -> UInt8 { UInt8(linea.borrarPalabra() ? CC_REFRESH : CC_ERROR) }

  /// Ctrl-D: the end of input on an empty line only; with text it deletes the character under
  /// the cursor (the bell at the end of the line), as readline and emacs do.
  func finPedido() -> UInt8 {
    guard linea.actual().todo.isEmpty else { return borrarAdelante() }
    motivoDeFin = .fin
    dibujarComoAcaba()
    return UInt8(CC_NORM)
  }

  /// TAB: one candidate replaces the word; several insert what they share, or are listed.
  func completar() -> UInt8 {
    guard let completar = pregunta.completar else { return UInt8(CC_REFRESH_BEEP) }
    let (antes, todo) = linea.actual()
    let completado = completar(antes)
    switch completado.accion(tras: antes) {
    case .campana:
      return UInt8(CC_REFRESH_BEEP)
    case .reemplazar(let borrados, let texto):
      linea.borrar(borrados)
      linea.insertar(texto)
      return UInt8(CC_REFRESH)
    case .preguntar:
      // The line is left for the caller's question, and comes back after it.
      motivoDeFin = .listaLarga(nombres: completado.mostrados, antes: antes, todo: todo)
      return UInt8(CC_NORM)
    case .listar:
      pantalla.bajarAlFinal()
      pantalla.listar(completado.mostrados)
      return UInt8(CC_REDISPLAY)
    }
  }
}
