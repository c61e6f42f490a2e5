// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine
import Consola
import Formatos
import Formulario
import Glibc
import LlamadasAlSistema
import Textos
import Torneo

/// The line editor at a terminal, over Debian's libedit, which reads the keys and edits the
/// line while this reader draws it (`Dibujo`; libedit's own drawing keeps only its bell):
/// emacs keys that move and delete whole characters (grapheme clusters), a prompt that
/// follows every keystroke at any width, a text taller than the screen cut around the cursor,
/// a character that would show nothing drawn as its code point, an error line that follows
/// the text, a rejected answer pre-filled for editing, bracketed paste, TAB completion,
/// Shift-Tab back, one history per kind of answer (and league, for the form's: `Historial`) kept
/// in the XDG state folder, Ctrl-C
/// reported as an answer, and Ctrl-D as the end on an empty line.
///
/// Use one for the whole run: `el_end` would throw away typed-ahead input.
public final class LectorDeTerminal: Lector {
  public let esInteractivo = true
  public let editaLineas = true
  public private(set) var lineasLeidas = 0
  /// The terminal gave an end of file or an error (it is gone), not a Ctrl-D.
  public private(set) var entradaAgotada = false

  /// A key sequence no terminal sends; pushed before a read, it runs the pre-fill function
  /// (text inserted before `el_gets` starts would be wiped when it does).
  static let secuenciaDePrellenado = "\u{1B}[4242~"
  /// The words the editor says itself (`¿Ver las 10.000 posibilidades? [s/N] `); without
  /// them TAB lists any number of candidates without asking.
  public var catalogo: (any Catalogo)?
  /// How many entries each history keeps.
  static let tamanoDeHistorial: Int32 = 500

  private let editor: OpaquePointer
  private let entrada: Int32
  private let salida: Int32
  private let color: Bool
  private let carpetaDeHistorial: String?
  private let antesDeLeer: () -> Void
  private var historiales: [Historial: OpaquePointer] = [:]
  private let sinHistorial: OpaquePointer?
  private var pregunta = Pregunta(etiqueta: { _ in "" })
  private var motivoDeFin: Respuesta?
  /// The line as last drawn (prompt and text as shown): where the cursor is follows from it.
  private var dibujado: Dibujo?
  /// Bytes read from the terminal and not yet handed to libedit (a paste arrives at once).
  private var pendientes: [UInt8] = []
  private var posicion = 0
  /// Whether a key reached libedit since the last redraw.
  private var hayCambios = false
  /// The error under the text and the text it was last true of: shown by Enter on an invalid
  /// text (or from the start, for a field sent back with it), kept while the text has that
  /// very error (`errorQueSigue`).
  private var errorMostrado: (texto: String, mensaje: String)?
  /// The live form's line under the text as last drawn, and the text it last saw.
  private var estadoMostrado: String?
  private var textoVisto = ""
  /// The lines right above the question as last drawn (`Pregunta.encima`); `nil` once they
  /// are off the screen (Ctrl-L).
  private var encimaMostrado: [LineaDeEncima]?
  /// The line Enter accepted (taken from the line itself: `el_gets` would say nothing for an
  /// empty one, and its string is only as right as the line's terminator).
  private var textoAceptado: String?
  /// TAB's candidates to list once the line is left for the question before a long list, and
  /// the line as it was (it comes back under the list, the cursor where it was).
  private var listaPendiente: (nombres: [String], antes: String, todo: String)?
  /// Where the pre-filled text leaves the cursor: this many characters (code points) before
  /// its end.
  private var cursorDelRelleno = 0

  /// A line editor on a terminal, or `nil` if libedit cannot start.
  /// - Parameters:
  ///   - carpetaDeHistorial: where histories are loaded from and saved (mode 0600);
  ///     `nil` keeps them in memory only.
  ///   - entrada: the terminal's descriptor for keys (standard input).
  ///   - salida: the terminal's descriptor for prompts and editing: standard output, or the
  ///     terminal itself when standard output is a pipe (`marcador anadir | tee log`).
  ///   - color: whether error lines are red (they always carry `✗` too).
  ///   - antesDeLeer: called before each question (to flush pending output).
  public init?(
    carpetaDeHistorial: String?, entrada: Int32 = 0, salida: Int32 = 1, color: Bool = false,
    antesDeLeer: @escaping () -> Void = {}
  ) {
    LectorDeTerminal.asegurarLocaleUTF8()
    guard let editor = marcador_el_init("marcador", entrada, salida) else { return nil }
    self.editor = editor
    self.entrada = entrada
    self.salida = salida
    self.color = color
    self.carpetaDeHistorial = carpetaDeHistorial
    self.antesDeLeer = antesDeLeer
    self.sinHistorial = history_init()
    if let sinHistorial { marcador_history_setsize(sinHistorial, 1) }
    configurar()
  }

  deinit {
    el_end(editor)
    for h in historiales.values { history_end(h) }
    if let sinHistorial { history_end(sinHistorial) }
  }

  /// libedit never calls `setlocale`; without a UTF-8 `LC_CTYPE` it drops non-ASCII input. Use
  /// the environment's when it is UTF-8, else C.UTF-8 (bookworm always has it).
  static func asegurarLocaleUTF8() {
    setlocale(LC_CTYPE, "")
    if let codigo = nl_langinfo(nl_item(CODESET)), String(cString: codigo) == "UTF-8" { return }
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  private func configurar() {
    marcador_el_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
    marcador_el_editor(editor, "emacs")
    marcador_el_signal(editor, 1)
    // libedit edits; marcador draws (`redibujar`).
    marcador_el_solo_campana(editor, salida)
    marcador_el_getcfn(editor) { e, destino in
      guard let yo = LectorDeTerminal.de(e), let destino else { return -1 }
      return yo.leerCaracter(destino)
    }
    // ~/.editrc may rebind keys: read it first, then bind what marcador relies on.
    el_source(editor, nil)
    for f in LectorDeTerminal.funciones {
      marcador_el_addfn(editor, "marcador-" + f.nombre, f.ayuda, f.funcion)
    }
    let esc = "\u{1B}"
    let teclas: [(String, String)] = [
      ("^M", "marcador-aceptar"), ("^J", "marcador-aceptar"), ("^I", "marcador-completar"),
      ("^D", "marcador-fin"),
      (LectorDeTerminal.secuenciaDePrellenado, "marcador-prellenar"),
      (esc + "[Z", "marcador-anterior"), (esc + "[200~", "marcador-pegar"),
      ("^?", "marcador-borrar-atras"), ("^H", "marcador-borrar-atras"),
      (esc + "[3~", "marcador-borrar"), ("^B", "marcador-atras"), (esc + "[D", "marcador-atras"),
      (esc + "OD", "marcador-atras"), ("^F", "marcador-adelante"),
      (esc + "[C", "marcador-adelante"), (esc + "OC", "marcador-adelante"),
      ("^W", "marcador-borrar-palabra"), ("^L", "marcador-limpiar"),
    ]
    for (tecla, funcion) in teclas { marcador_el_bind(editor, tecla, funcion) }
    marcador_instalar_interrupcion()
    marcador_instalar_fin_de_pegado()
  }

  /// The editor functions the keys are bound to, each named `marcador-` and its name here, with
  /// its help. libedit calls C functions, which capture nothing: each finds its reader (`en`).
  private static let funciones: [(nombre: String, ayuda: String, funcion: marcador_funcion_t)] = [
    ("completar", "Completa equipos y órdenes", { e, _ in en(e) { $0.completar() } }),
    ("prellenar", "Escribe la respuesta anterior", { e, _ in en(e) { $0.prellenar() } }),
    ("fin", "Termina o borra", { e, _ in en(e, si: CC_EOF) { $0.finPedido() } }),
    ("aceptar", "Acepta la línea si es válida", { e, _ in en(e) { $0.aceptar() } }),
    ("anterior", "Vuelve a la pregunta anterior", { e, _ in en(e) { $0.volver() } }),
    ("pegar", "Pega texto sin enviarlo", { e, _ in en(e) { $0.pegar() } }),
    ("borrar-atras", "Borra el carácter anterior", { e, _ in en(e) { $0.borrarAtras() } }),
    ("borrar", "Borra el carácter del cursor", { e, _ in en(e) { $0.borrarAdelante() } }),
    ("atras", "Un carácter a la izquierda", { e, _ in en(e) { $0.mover(adelante: false) } }),
    ("adelante", "Un carácter a la derecha", { e, _ in en(e) { $0.mover(adelante: true) } }),
    ("borrar-palabra", "Borra la palabra anterior", { e, _ in en(e) { $0.borrarPalabra() } }),
    ("limpiar", "Limpia la pantalla", { e, _ in en(e) { $0.limpiarPantalla() } }),
  ]

  /// What the reader of editor `e` answers to `accion`, or `sinLector` when `e` has none.
  private static func en(
    _ e: OpaquePointer?, si sinLector: Int32 = CC_ERROR, _ accion: (LectorDeTerminal) -> UInt8
  ) -> UInt8 {
    de(e).map(accion) ?? UInt8(sinLector)
  }

  static func de(_ e: OpaquePointer?) -> LectorDeTerminal? {
    guard let e, let datos = marcador_el_get_clientdata(e) else { return nil }
    return Unmanaged<LectorDeTerminal>.fromOpaque(datos).takeUnretainedValue()
  }

  // MARK: Reading

  public func leer(_ pregunta: Pregunta) -> Respuesta {
    antesDeLeer()
    if pregunta.sobreLaAnterior, let anterior = dejadas.popLast() {
      // Back to the first row of the line just left, and everything from there erased.
      escribir("\u{1B}[\(anterior.filas(columnas: columnas()))A\r\u{1B}[J")
    }
    var pregunta = pregunta
    while true {
      let respuesta = leerLinea(pregunta)
      guard let lista = listaPendiente, let catalogo else { return respuesta }
      // TAB's long list: asked as every yes-or-no question is (a line), then what was typed
      // comes back under the list, as readline does.
      listaPendiente = nil
      if siNo(catalogo.texto(.preguntaListar(lista.nombres.count)), en: catalogo) == true {
        listar(lista.nombres)
      }
      pregunta.textoInicial = lista.todo
      pregunta.errorVisible = false
      pregunta.encima = nil  // the list is between
      cursorDelRelleno = lista.todo.unicodeScalars.count - lista.antes.unicodeScalars.count
    }
  }

  /// One reading of the line, from `pregunta.textoInicial`.
  private func leerLinea(_ pregunta: Pregunta) -> Respuesta {
    defer { cursorDelRelleno = 0 }
    dibujado = nil
    self.pregunta = pregunta
    motivoDeFin = nil
    textoAceptado = nil
    hayCambios = true
    errorMostrado =
      pregunta.errorVisible
      ? pregunta.validar?(pregunta.textoInicial).map { (pregunta.textoInicial, $0) } : nil
    estadoMostrado = nil
    textoVisto = pregunta.textoInicial
    encimaMostrado = pregunta.encima?()
    _ = marcador_tomar_interrupcion()
    if let historia = pregunta.historial.map(historial) ?? sinHistorial {
      marcador_el_hist(editor, historia)
    }
    if !pregunta.textoInicial.isEmpty { el_push(editor, LectorDeTerminal.secuenciaDePrellenado) }
    // Raw mode before the prompt shows: libedit sets it only at the first key it reads, and
    // keys typed as soon as the prompt appears would meet the terminal's own line editing.
    marcador_el_prep_term(editor, 1)
    // Bracketed paste while reading only: the shell after us may not expect it.
    escribir("\u{1B}[?2004h")
    marcador_pegado_activo(salida)
    var cambioAnterior = sigaction()
    marcador_seguir_cambios_de_tamano(&cambioAnterior)
    defer {
      sigaction(SIGWINCH, &cambioAnterior, nil)
      marcador_pegado_activo(-1)
      escribir("\u{1B}[?2004l")
    }
    var cuenta: Int32 = 0
    let linea = el_gets(editor, &cuenta)
    if let textoAceptado {
      lineasLeidas += 1
      return .texto(textoAceptado)
    }
    if let linea, cuenta > 0 {
      // Enter rebound in ~/.editrc to libedit's own newline.
      var texto = String(cString: linea)
      if texto.hasSuffix("\n") { texto.removeLast() }
      bajarAlFinal()
      lineasLeidas += 1
      return .texto(texto)
    }
    let escrito = lineaActual().todo
    if case .anterior = motivoDeFin { quitarLinea() } else { bajarAlFinal() }
    if marcador_tomar_interrupcion() != 0 { return .cancelado(escrito) }
    return motivoDeFin ?? .fin
  }

  /// libedit's character reader: one UTF-8 character from the terminal. Before blocking for
  /// more keys it composes the line (NFC) and draws it, once per burst of keys.
  private func leerCaracter(_ destino: UnsafeMutablePointer<wchar_t>) -> Int32 {
    var bytes: [UInt8] = []
    while true {
      if posicion == pendientes.count {
        if bytes.isEmpty { antesDeEsperar() }
        switch rellenar() {
        case .datos:
          break
        case .fin:
          if motivoDeFin == nil { motivoDeFin = .fin }
          return 0
        case .interrumpido:
          errno = EINTR
          return -1
        case .senal:
          redibujar()  // a resize or a return from Ctrl-Z: libedit has adjusted, show it
          continue
        case .error:
          return -1
        }
      }
      let byte = pendientes[posicion]
      posicion += 1
      bytes.append(byte)
      switch LectorDeTerminal.decodificar(bytes) {
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

  private enum Lectura { case datos, fin, interrumpido, senal, error }

  /// Reads what the terminal has (up to 4 KiB) into `pendientes`.
  private func rellenar() -> Lectura {
    if posicion > 0 {
      pendientes.removeSubrange(0..<posicion)
      posicion = 0
    }
    if let espera = esperar(pregunta.enVivo) { return espera }
    var trozo = [UInt8](repeating: 0, count: 4096)
    let n = trozo.withUnsafeMutableBytes { read(entrada, $0.baseAddress, $0.count) }
    if n > 0 {
      pendientes.append(contentsOf: trozo[0..<n])
      return .datos
    }
    if n == 0 {
      entradaAgotada = true
      return .fin
    }
    if errno == EINTR { return marcador_hubo_interrupcion() != 0 ? .interrumpido : .senal }
    entradaAgotada = true
    return .error
  }

  /// Waits for a key and, for a live question, its descriptors or its `plazo` (none: for
  /// ever), attending to them and redrawing what they change, until a key can be read (`nil`)
  /// or a signal came. SIGINT is blocked but inside ppoll(2), so a Ctrl-C that came while the
  /// line was being drawn is seen here and never lost before the wait.
  private func esperar(_ enVivo: (any EnVivo)?) -> Lectura? {
    var sigint = sigset_t()
    var fuera = sigset_t()
    sigemptyset(&sigint)
    sigaddset(&sigint, SIGINT)
    pthread_sigmask(SIG_BLOCK, &sigint, &fuera)
    defer { pthread_sigmask(SIG_SETMASK, &fuera, nil) }
    while true {
      if marcador_hubo_interrupcion() != 0 { return .interrumpido }
      var esperados = ([entrada] + (enVivo?.descriptores ?? [])).map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      let n = marcador_ppoll(
        &esperados, nfds_t(esperados.count), enVivo?.plazo ?? -1, &fuera)
      if n < 0 {
        guard errno == EINTR else { return nil }
        return marcador_hubo_interrupcion() != 0 ? .interrumpido : .senal
      }
      if esperados[0].revents != 0 { return nil }
      guard let enVivo, enVivo.atender(lineaActual().todo) else { continue }
      if let nuevo = enVivo.reemplazo(lineaActual().todo) {
        // Not taken for typing: the live form gave it.
        reemplazarLinea(por: nuevo)
        textoVisto = nuevo
      }
      redibujarEncima()
      redibujar()
    }
  }

  /// The lines right above the question written again when the live form changed them
  /// (`Pregunta.encima`: the header and the fields answered follow another clerk's rename),
  /// from the first of them down; the line itself is drawn next, on the row after them. Not
  /// when they would not all be on the screen (the line under the text says what changed).
  private func redibujarEncima() {
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
  private func dibujo(de linea: LineaDeEncima, columnas: Int) -> (
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

  /// The line's whole text replaced, the cursor at its end (the live form's untouched value
  /// that another clerk changed, the line composed to NFC).
  private func reemplazarLinea(por nuevo: String) {
    let (antes, todo) = lineaActual()
    _ = el_cursor(editor, Int32(todo.unicodeScalars.count - antes.unicodeScalars.count))
    el_deletestr(editor, Int32(todo.unicodeScalars.count))
    insertar(nuevo)
  }

  /// The next byte from the terminal, waiting for it; `nil` at the end or on Ctrl-C.
  private func siguienteByte() -> UInt8? {
    while posicion == pendientes.count {
      switch rellenar() {
      case .datos, .senal: continue
      case .fin, .interrumpido, .error: return nil
      }
    }
    posicion += 1
    return pendientes[posicion - 1]
  }

  /// Between keys: the line composed and drawn (libedit draws nothing: `redibujar`).
  private func antesDeEsperar() {
    guard hayCambios else { return }
    hayCambios = false
    _ = componer()
    if let enVivo = pregunta.enVivo {
      let todo = lineaActual().todo
      if todo != textoVisto {
        textoVisto = todo
        enVivo.escrito(todo)
      }
    }
    redibujar()
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

  /// Draws the line again from the prompt's first row: the prompt, the text as `Dibujo` shows
  /// it (whole if it fits the screen, else cut around the cursor), and the line under it (the
  /// error, or the live form's state). The way up is as many rows as the text before the
  /// cursor took, laid out at the width the terminal has now: every row is written to its end,
  /// so the terminal wraps it softly and a terminal that rewraps its lines on a resize (tmux,
  /// VTE, kitty) puts the cursor where that layout says.
  private func redibujar() {
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
  private func lineasDebajo(_ todo: String, columnas: Int) -> [String] {
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
  private func errorQueSigue(_ todo: String) -> String? {
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
  private func bajarAlFinal() {
    let columnas = self.columnas()
    guard let dibujado else { return }
    let cursor = dibujado.cursor(columnas: columnas)
    let siguiente = dibujado.filas(columnas: columnas)
    escribir(String(repeating: "\r\n", count: max(0, siguiente - cursor.fila)) + "\r\u{1B}[J")
    dejadas = Array((dejadas + [dibujado]).suffix(LectorDeTerminal.lineasDejadas))
    self.dibujado = nil
  }

  /// Takes the line off the screen (Shift-Tab: the previous field comes back in its own
  /// place, `Pregunta.sobreLaAnterior`): the cursor to the start of its first row, and
  /// everything from there down erased.
  private func quitarLinea() {
    guard let dibujado else { return }
    let fila = dibujado.cursor(columnas: columnas()).fila
    escribir((fila > 0 ? "\u{1B}[\(fila)A" : "") + "\r\u{1B}[J")
    self.dibujado = nil
  }

  /// The lines last left (`bajarAlFinal`), newest last, for a question that takes the place
  /// of the newest; as many as a form has fields.
  private var dejadas: [Dibujo] = []
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

  private func columnas() -> Int { Sistema.tamano(de: salida)?.columnas ?? 80 }

  private func filas() -> Int { Sistema.tamano(de: salida)?.filas ?? 24 }

  /// Composes the line to NFC when it holds combining marks (libedit draws a mark of width 0
  /// over nothing; `e` + U+0301 and `é` are canonically the same name). Keeps the cursor
  /// after the same characters. Whether the line changed.
  private func componer() -> Bool {
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

  private func prellenar() -> UInt8 {
    insertar(pregunta.textoInicial)
    if cursorDelRelleno > 0 { _ = el_cursor(editor, Int32(-cursorDelRelleno)) }
    return UInt8(CC_REFRESH)
  }

  /// Ctrl-L: the screen cleared and drawn again from its top, as a shell does: the lines right
  /// above the question (a form's header and the fields answered, `Pregunta.encima`), then the
  /// line (libedit's own clear would go to the stream that keeps only the bell).
  private func limpiarPantalla() -> UInt8 {
    let columnas = self.columnas()
    let encima = pregunta.encima?() ?? []
    let dibujos = encima.map { dibujo(de: $0, columnas: columnas) }
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
  private func aceptar() -> UInt8 {
    let todo = lineaActual().todo
    if let error = pregunta.validar?(todo) {
      errorMostrado = (todo, error)
      hayCambios = true
      return UInt8(CC_NORM)
    }
    dibujarComoAcaba()
    bajarAlFinal()
    textoAceptado = lineaActual().todo
    return UInt8(CC_NEWLINE)
  }

  /// The line drawn as it ends before it is left (Enter, Ctrl-D): keys typed ahead
  /// in the same burst were not redrawn yet (the counter, the text), and no error follows it.
  private func dibujarComoAcaba() {
    if hayCambios {
      _ = componer()
      errorMostrado = nil
      redibujar()
    }
  }

  /// Shift-Tab: back to the previous field with what was typed, this line taken off the
  /// screen; the bell at the first.
  private func volver() -> UInt8 {
    guard pregunta.anterior else { return UInt8(CC_REFRESH_BEEP) }
    motivoDeFin = .anterior(lineaActual().todo)
    return UInt8(CC_EOF)
  }

  /// Bracketed paste (`ESC[200~` … `ESC[201~`): the text goes into the field as typed text,
  /// line breaks and tabs as spaces and other control characters dropped, so a paste of
  /// several lines never answers several questions.
  private func pegar() -> UInt8 {
    let fin: [UInt8] = Array("\u{1B}[201~".utf8)
    var bytes: [UInt8] = []
    while let byte = siguienteByte() {
      bytes.append(byte)
      if bytes.count >= fin.count, bytes[(bytes.count - fin.count)...].elementsEqual(fin) {
        bytes.removeLast(fin.count)
        break
      }
    }
    let texto = LectorDeTerminal.textoPegado(bytes)
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
  private func limites() -> (cursor: Int, anterior: Int, siguiente: Int, total: Int) {
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

  private func borrarAtras() -> UInt8 {
    let l = limites()
    guard l.cursor > 0 else { return UInt8(CC_ERROR) }
    el_deletestr(editor, Int32(l.cursor - l.anterior))
    return UInt8(CC_REFRESH)
  }

  private func borrarAdelante() -> UInt8 {
    let l = limites()
    guard l.cursor < l.total else { return UInt8(CC_ERROR) }
    _ = el_cursor(editor, Int32(l.siguiente - l.cursor))
    el_deletestr(editor, Int32(l.siguiente - l.cursor))
    return UInt8(CC_REFRESH)
  }

  private func mover(adelante: Bool) -> UInt8 {
    let l = limites()
    guard adelante ? l.cursor < l.total : l.cursor > 0 else { return UInt8(CC_ERROR) }
    _ = el_cursor(editor, Int32((adelante ? l.siguiente : l.anterior) - l.cursor))
    return UInt8(CC_CURSOR)
  }

  /// Ctrl-W: the word before the cursor and the spaces after it, by whole characters.
  private func borrarPalabra() -> UInt8 {
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
  private func finPedido() -> UInt8 {
    guard lineaActual().todo.isEmpty else { return borrarAdelante() }
    motivoDeFin = .fin
    dibujarComoAcaba()
    return UInt8(CC_EOF)
  }

  /// TAB: one candidate replaces the word; several insert what they share, or are listed.
  private func completar() -> UInt8 {
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
        // away): the line is left for the question, and comes back after it (`leer`).
        if candidatos.count > Completado.listaSinPreguntar, catalogo != nil {
          let (antes, todo) = lineaActual()
          listaPendiente = (completado.mostrados, antes, todo)
          return UInt8(CC_EOF)
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
  private func listar(_ candidatos: [String]) {
    encimaMostrado = nil  // the list goes between the lines above and the line
    let nombres = candidatos.map(visible)
    let ancho = nombres.map(\.count).max() ?? 0
    let columnasTerminal = columnas()
    let porFila = max(1, columnasTerminal / (ancho + 2))
    var texto = ""
    for (k, nombre) in nombres.enumerated() {
      let ultimo = k % porFila == porFila - 1 || k == nombres.count - 1
      texto +=
        ultimo ? nombre + "\n" : nombre + String(repeating: " ", count: ancho + 2 - nombre.count)
    }
    escribir(texto)
  }

  // MARK: The line and the output

  private func lineaActual() -> (antes: String, todo: String) {
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
  private func insertar(_ texto: String) {
    _ = el_winsertstr(editor, texto.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0])
  }

  private func escribir(_ texto: String) {
    _ = SalidaDescriptor.escribirTodo(Array(texto.utf8), en: salida)
  }

  // MARK: History

  private func historial(_ tipo: Historial) -> OpaquePointer? {
    if let existente = historiales[tipo] { return existente }
    guard let nuevo = LectorDeTerminal.historial(cargando: ruta(de: tipo)) else { return nil }
    historiales[tipo] = nuevo
    return nuevo
  }

  /// A history that keeps `tamanoDeHistorial` entries, none twice in a row, loaded from `ruta`.
  private static func historial(cargando ruta: String?) -> OpaquePointer? {
    guard let nuevo = history_init() else { return nil }
    marcador_history_setsize(nuevo, tamanoDeHistorial)
    marcador_history_setunique(nuevo, 1)
    if let ruta { marcador_history_load(nuevo, ruta) }
    return nuevo
  }

  private func ruta(de historial: Historial) -> String? {
    carpetaDeHistorial.map { $0 + "/" + historial.archivo }
  }

  /// Adds an accepted answer to its history and saves it merged with the file, as bash's
  /// `histappend` does: under a lock on the folder, the file is loaded again (another session
  /// may have added to it), the answer added (not twice in a row), and the result written to
  /// the file with mode 0600 by the one durable write (`GuardadoDuradero`), so a crash never
  /// leaves half a history.
  public func recordar(_ texto: String, en tipo: Historial) {
    guard !texto.allSatisfy(\.isWhitespace), let historia = historial(tipo) else { return }
    marcador_history_enter(historia, texto)
    guard let carpeta = carpetaDeHistorial, let ruta = ruta(de: tipo) else { return }
    var actual = ""
    for parte in carpeta.split(separator: "/") {
      actual += "/" + parte
      mkdir(actual, 0o700)
    }
    let cerrojo = open(carpeta, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if cerrojo >= 0 {
      while flock(cerrojo, LOCK_EX) != 0 && errno == EINTR {}
    }
    defer { if cerrojo >= 0 { close(cerrojo) } }
    guard let fusion = LectorDeTerminal.historial(cargando: ruta) else { return }
    defer { history_end(fusion) }
    marcador_history_enter(fusion, texto)
    var largo = 0
    guard let datos = marcador_history_bytes(fusion, &largo) else { return }
    defer { free(datos) }
    let bytes = UnsafeRawBufferPointer(start: datos, count: largo)
    GuardadoDuradero.guardar(Array(bytes), en: ruta, modo: 0o600)
  }
}

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
