// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine
import Formatos
import LlamadasAlSistema

/// The line editor at a terminal, over Debian's libedit, which edits the line with the keys
/// its caller read (`teclear`; libedit unbuffered, one key's function per `el_wgets`) while
/// this editor draws it when asked (`dibujar`, `Dibujo`; libedit's own drawing keeps only its
/// bell); it waits for nothing but the rest of a key sequence cut in the middle. It has
/// emacs keys that move and delete whole characters (grapheme clusters), a prompt that
/// follows every keystroke at any width, a text taller than the screen cut around the cursor,
/// a character that would show nothing drawn as its code point, an error line that follows
/// the text, a rejected answer pre-filled for editing, bracketed paste, TAB completion,
/// Shift-Tab back, one history per file name (`Linea.historial`) kept in a folder of the
/// caller's (`Historiales`), Ctrl-C reported as an end of its own, and Ctrl-D as the end on an
/// empty line. Every word it shows is the caller's (`Linea`, the help of its functions).
///
/// Use one for the whole run: `el_end` would throw away typed-ahead input.
public final class EditorDeLinea {
  /// The terminal gave an end of file or an error (it is gone), not a Ctrl-D.
  public private(set) var entradaAgotada = false

  let editor: OpaquePointer
  /// libedit's line, as text.
  let linea: LineaDeLibedit
  let entrada: Int32
  /// What is on the screen, and its one writer.
  public let pantalla: PantallaDeLinea
  private let historiales: Historiales
  var pregunta = Linea(etiqueta: { _ in "" })
  var motivoDeFin: FinDeLinea?
  /// Bytes read from the terminal and not yet handed to libedit (a paste arrives at once).
  var pendientes: [UInt8] = []
  var posicion = 0
  /// Whether a key reached libedit since the last redraw.
  var hayCambios = false
  /// The error under the text, which follows it once shown.
  var error = ErrorQueSigue()
  /// The line Enter accepted (taken from the line itself: libedit's own end of a line would
  /// leave its terminator in it).
  var textoAceptado: String?
  /// Where the pre-filled text leaves the cursor: this many characters (code points) before
  /// its end.
  var cursorDelRelleno = 0

  /// A line editor on a terminal, or `nil` if libedit cannot start.
  /// - Parameters:
  ///   - carpetaDeHistorial: where histories are loaded from and saved (mode 0600);
  ///     `nil` keeps them in memory only.
  ///   - entrada: the terminal's descriptor for keys (standard input).
  ///   - salida: the terminal's descriptor for prompts and editing: standard output, or the
  ///     terminal itself when standard output is a pipe (`marcador anadir | tee log`).
  ///   - color: whether error lines are red (they always carry `✗` too).
  ///   - ayuda: the help of each of the editor's functions, in the person's language.
  ///   - visible: a text from elsewhere as it may be shown.
  public init?(
    carpetaDeHistorial: String?, entrada: Int32 = 0, salida: Int32 = 1, color: Bool = false,
    ayuda: (FuncionDelEditor) -> String, visible: @escaping (String) -> String
  ) {
    Sistema.asegurarLocaleUTF8()
    guard let editor = marcador_el_init("marcador", entrada, salida) else { return nil }
    self.editor = editor
    linea = LineaDeLibedit(editor: editor)
    self.entrada = entrada
    pantalla = PantallaDeLinea(salida: salida, color: color, visible: visible)
    self.historiales = Historiales(carpeta: carpetaDeHistorial)
    configurar(ayuda)
  }

  deinit { el_end(editor) }

  /// Adds an accepted answer to the history kept in file `archivo` (`Historiales.recordar`);
  /// the editor never records on its own: only the caller knows which answers were accepted.
  public func recordar(_ texto: String, en archivo: String) {
    historiales.recordar(texto, en: archivo)
  }

  private func configurar(_ ayuda: (FuncionDelEditor) -> String) {
    marcador_el_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
    marcador_el_editor(editor, "emacs")
    marcador_el_signal(editor, 1)
    // libedit edits; marcador draws (`redibujar`).
    marcador_el_solo_campana(editor, pantalla.salida)
    marcador_el_getcfn(editor) { e, destino in
      guard let yo = EditorDeLinea.de(e), let destino else { return -1 }
      return yo.leerCaracter(destino)
    }
    MapaDeTeclas.instalar(en: editor, ayuda: ayuda)
    marcador_instalar_interrupcion()
    marcador_instalar_fin_de_pegado()
  }

  /// The editor whose libedit is `e`.
  static func de(_ e: OpaquePointer?) -> EditorDeLinea? {
    guard let e, let datos = marcador_el_get_clientdata(e) else { return nil }
    return Unmanaged<EditorDeLinea>.fromOpaque(datos).takeUnretainedValue()
  }

  // MARK: Reading

  /// Starts editing one line (its prompt not drawn yet: `dibujar`); the cursor starts
  /// `cursorAtras` characters (code points) before the end of its text. Keys come in through
  /// `teclear` until one ends the line, or the caller ends it (`cancelar`, `agotar`).
  ///
  /// libedit runs unbuffered: each `el_wgets` runs one key's function and returns with the line
  /// kept; turning that mode on starts a fresh line in raw mode, turning it off goes back to
  /// the terminal's modes (`acabar`).
  public func empezar(_ nueva: Linea, cursorAtras: Int = 0) {
    pantalla.empezar(encima: nueva.encima, sobreLaAnterior: nueva.sobreLaAnterior)
    cursorDelRelleno = cursorAtras
    pregunta = nueva
    motivoDeFin = nil
    textoAceptado = nil
    hayCambios = true
    error = ErrorQueSigue()
    if nueva.errorVisible, let mensaje = nueva.validar?(nueva.textoInicial) {
      error.mostrar(mensaje, de: nueva.textoInicial)
    }
    _ = marcador_tomar_interrupcion()
    if let historia = historiales.historia(nueva.historial) { marcador_el_hist(editor, historia) }
    // Raw mode before the prompt shows: keys typed as soon as it appears must not meet the
    // terminal's own line editing.
    marcador_el_prep_term(editor, 1)
    // Bracketed paste while reading only: the shell after us may not expect it.
    pantalla.escribir("\u{1B}[?2004h")
    marcador_pegado_activo(pantalla.salida)
    marcador_seguir_cambios_de_tamano()
    marcador_el_unbuffered(editor, 1)
    if !nueva.textoInicial.isEmpty {
      el_push(editor, MapaDeTeclas.secuenciaDePrellenado)
      var cuenta: Int32 = 0
      _ = el_wgets(editor, &cuenta)
    }
    cursorDelRelleno = 0
  }

  /// Runs the keys in `bytes` (what the terminal had), after those a line that ended left
  /// (typed ahead), through libedit, one key's function at a time; a key sequence or a
  /// character cut in the middle reads its rest, as a terminal sends it whole. How the line
  /// ended, if a key ended it; the keys after that one wait for the next line.
  public func teclear(_ bytes: [UInt8] = []) -> FinDeLinea? {
    pendientes.append(contentsOf: bytes)
    var cuenta: Int32 = 0
    while posicion < pendientes.count {
      _ = el_wgets(editor, &cuenta)
      if let fin = finPorTecla() { return fin }
    }
    pendientes.removeAll()
    posicion = 0
    if hayCambios { _ = linea.componer() }
    return nil
  }

  /// Whether the line has changed since it was last drawn.
  public var porDibujar: Bool { hayCambios }

  /// The line's whole text.
  public var texto: String { linea.actual().todo }

  /// Whether Ctrl-C came (the editor's handler keeps it until the line ends).
  public var interrumpido: Bool { marcador_hubo_interrupcion() != 0 }

  /// Ctrl-C ends the line: `cancelado` with what was typed.
  public func cancelar() -> FinDeLinea { acabar() }

  /// The terminal gave an end of file or an error: the line ends, and the input with it.
  public func agotar() -> FinDeLinea {
    entradaAgotada = true
    return acabar()
  }

  /// How the last key ended the line, if it did: one of marcador's functions said why, or
  /// libedit's own newline (Enter rebound in ~/.editrc) left a line break before the cursor, or
  /// the terminal went away or Ctrl-C came while a key sequence was read.
  private func finPorTecla() -> FinDeLinea? {
    let (antes, todo) = linea.actual()
    if todo.hasSuffix("\n"), antes.count < todo.count, textoAceptado == nil {
      pantalla.bajarAlFinal()
      textoAceptado = String(todo.dropLast())
    }
    guard textoAceptado != nil || motivoDeFin != nil || entradaAgotada || interrumpido else {
      return nil
    }
    return acabar()
  }

  /// The line left (or taken off the screen, for Shift-Tab) and the terminal's modes back.
  private func acabar() -> FinDeLinea {
    marcador_el_unbuffered(editor, 0)
    defer {
      marcador_dejar_cambios_de_tamano()
      marcador_pegado_activo(-1)
      pantalla.escribir("\u{1B}[?2004l")
    }
    if let textoAceptado { return .texto(textoAceptado) }
    let escrito = linea.actual().todo
    if case .anterior = motivoDeFin { pantalla.quitarLinea() } else { pantalla.bajarAlFinal() }
    // A long list's question is asked whatever came after TAB (the next line takes any Ctrl-C).
    if case .listaLarga = motivoDeFin, let motivoDeFin { return motivoDeFin }
    if marcador_tomar_interrupcion() != 0 { return .cancelado(escrito) }
    return motivoDeFin ?? .fin
  }

  /// libedit's character reader: one UTF-8 character of the keys being run (`teclear`), or of
  /// the rest of a key sequence read now; 0 at the terminal's end, -1 (EINTR) for Ctrl-C.
  private func leerCaracter(_ destino: UnsafeMutablePointer<wchar_t>) -> Int32 {
    var bytes: [UInt8] = []
    while true {
      guard let byte = siguienteByte() else {
        return entradaAgotada ? 0 : marcador_lectura_interrumpida()
      }
      bytes.append(byte)
      switch LineaDeLibedit.decodificar(bytes) {
      case .some(.some(let escalar)):
        destino.pointee = wchar_t(bitPattern: escalar.value)
        hayCambios = true
        return 1
      case .some(.none):
        bytes.removeAll()  // not UTF-8: dropped, as a terminal would show nothing sensible
      case .none:
        continue
      }
    }
  }

  /// The next byte of the keys, reading from the terminal when they ran out in the middle of
  /// a sequence (a paste's end, an escape sequence); `nil` at the end or on Ctrl-C.
  func siguienteByte() -> UInt8? {
    while posicion == pendientes.count {
      if interrumpido || entradaAgotada { return nil }
      switch Sistema.leerLoQueHaya(entrada, maximo: 4096) {
      case .datos(let bytes): pendientes.append(contentsOf: bytes)
      case .senal: continue
      case .fin, .fallo: entradaAgotada = true
      }
    }
    posicion += 1
    return pendientes[posicion - 1]
  }

  /// Draws the line, with what it follows besides the keys under it (`Linea.debajo`), and the
  /// lines above it again when `encima` says they changed.
  public func dibujar(encimaTambien: Bool = false) {
    if encimaTambien { pantalla.redibujarEncima(pregunta.encima) }
    hayCambios = false
    redibujar()
  }

  /// Draws the line again, with the line under the text: the field's error while it has one,
  /// else what the caller follows (`✓ libre` after a pause), as for a field that never showed
  /// one.
  func redibujar() {
    let (antes, todo) = linea.actual()
    let debajo = error.seguir(todo, pregunta.validar).map { "✗ " + $0 } ?? pregunta.debajo?(todo)
    pantalla.dibujar(prompt: pregunta.etiqueta(todo), antes: antes, todo: todo, debajo: debajo)
  }

  /// The line as its caller has it now, while it is edited (the prompt, the rule and the lines
  /// above follow another clerk's change); its text stays as typed.
  public func cambiar(_ linea: Linea) { pregunta = linea }

  /// The line's whole text replaced, the cursor at its end (the live form's untouched value
  /// that another clerk changed).
  public func reemplazarLinea(por nuevo: String) { linea.reemplazar(por: nuevo) }
}
