import CEditLine
import Consola
import Glibc
import Textos

/// The line editor at a terminal, over Debian's libedit: emacs keys, a prompt that can follow
/// every keystroke, a rejected answer pre-filled for editing, TAB completion, one history per
/// kind of answer kept in the XDG state folder, and Ctrl-C / Ctrl-D reported as answers.
///
/// Use one for the whole run: `el_end` would throw away typed-ahead input.
public final class LectorDeTerminal: Lector {
  public let esInteractivo = true
  public private(set) var lineasLeidas = 0

  /// A key sequence no terminal sends; pushed before a read, it runs the pre-fill function
  /// (text inserted before `el_gets` starts would be wiped when it does).
  static let secuenciaDePrellenado = "\u{1B}[4242~"
  /// How many entries each history keeps.
  static let tamanoDeHistorial: Int32 = 500

  private let editor: OpaquePointer
  private let carpetaDeHistorial: String?
  private let antesDeLeer: () -> Void
  private var historiales: [Historial: OpaquePointer] = [:]
  private let sinHistorial: OpaquePointer?
  private var pregunta = Pregunta(etiqueta: { _ in "" })
  private var motivoDeFin: Respuesta?
  private var prompt: [CChar] = [0]

  /// A line editor on standard input and output, or `nil` if libedit cannot start.
  /// - Parameters:
  ///   - carpetaDeHistorial: where histories are loaded from and saved (mode 0600);
  ///     `nil` keeps them in memory only.
  ///   - antesDeLeer: called before each question (to flush pending output).
  public init?(carpetaDeHistorial: String?, antesDeLeer: @escaping () -> Void = {}) {
    LectorDeTerminal.asegurarLocaleUTF8()
    guard let editor = marcador_el_init("marcador") else { return nil }
    self.editor = editor
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
    marcador_el_prompt(editor) { e in LectorDeTerminal.de(e)?.textoDelPrompt() }
    marcador_el_getcfn(editor) { e, destino in
      guard let yo = LectorDeTerminal.de(e), let destino else { return -1 }
      return yo.leerCaracter(destino)
    }
    // ~/.editrc may rebind keys: read it first, then bind what marcador relies on.
    el_source(editor, nil)
    marcador_el_addfn(editor, "marcador-completar", "Completa equipos y órdenes") { e, _ in
      LectorDeTerminal.de(e)?.completar() ?? UInt8(CC_ERROR)
    }
    marcador_el_addfn(editor, "marcador-prellenar", "Escribe la respuesta anterior") { e, _ in
      LectorDeTerminal.de(e)?.prellenar() ?? UInt8(CC_ERROR)
    }
    marcador_el_addfn(editor, "marcador-fin", "Termina o cancela") { e, _ in
      LectorDeTerminal.de(e)?.finPedido() ?? UInt8(CC_EOF)
    }
    marcador_el_bind(editor, "^I", "marcador-completar")
    marcador_el_bind(editor, "^D", "marcador-fin")
    marcador_el_bind(editor, LectorDeTerminal.secuenciaDePrellenado, "marcador-prellenar")
    marcador_instalar_interrupcion()
  }

  static func de(_ e: OpaquePointer?) -> LectorDeTerminal? {
    guard let e, let datos = marcador_el_get_clientdata(e) else { return nil }
    return Unmanaged<LectorDeTerminal>.fromOpaque(datos).takeUnretainedValue()
  }

  // MARK: Reading

  public func leer(_ pregunta: Pregunta) -> Respuesta {
    antesDeLeer()
    self.pregunta = pregunta
    motivoDeFin = nil
    _ = marcador_tomar_interrupcion()
    if let historia = pregunta.historial.map(historial) ?? sinHistorial {
      marcador_el_hist(editor, historia)
    }
    if pregunta.errorVisible, let error = pregunta.validar?(pregunta.textoInicial) {
      escribir("  ✗ " + error + "\n")
    }
    if !pregunta.textoInicial.isEmpty { el_push(editor, LectorDeTerminal.secuenciaDePrellenado) }
    var cuenta: Int32 = 0
    if let linea = el_gets(editor, &cuenta), cuenta > 0 {
      var texto = String(cString: linea)
      if texto.hasSuffix("\n") { texto.removeLast() }
      lineasLeidas += 1
      return .texto(texto)
    }
    let escrito = lineaActual().todo
    escribir("\n")
    if marcador_tomar_interrupcion() != 0 { return .cancelado(escrito) }
    return motivoDeFin ?? .fin
  }

  /// libedit's character reader: one UTF-8 character from standard input. Before blocking it
  /// redraws the line when the prompt follows the text, because typing at the end of the line
  /// takes a fast path that echoes without calling the prompt function.
  private func leerCaracter(_ destino: UnsafeMutablePointer<wchar_t>) -> Int32 {
    if pregunta.vivo { redibujar() }
    var bytes: [UInt8] = []
    while true {
      var byte: UInt8 = 0
      let n = read(0, &byte, 1)
      if n == 1 {
        bytes.append(byte)
        switch LectorDeTerminal.decodificar(bytes) {
        case .some(.some(let escalar)):
          destino.pointee = wchar_t(bitPattern: escalar.value)
          return 1
        case .some(.none):
          bytes.removeAll()  // not UTF-8: dropped, as a terminal would show nothing sensible
        case .none:
          continue
        }
      } else if n == 0 {
        if motivoDeFin == nil { motivoDeFin = .fin }
        return 0
      } else if errno == EINTR {
        if marcador_hubo_interrupcion() != 0 {
          errno = EINTR
          return -1
        }
        redibujar()  // a resize or a return from Ctrl-Z: libedit has adjusted, show it
      } else {
        return -1
      }
    }
  }

  /// The scalar the bytes spell; `.some(nil)` if they can never be UTF-8; `nil` if incomplete.
  static func decodificar(_ bytes: [UInt8]) -> Unicode.Scalar?? {
    guard let primero = bytes.first else { return nil }
    let longitud =
      switch primero {
      case 0x00...0x7F: 1
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard longitud > 0 else { return .some(nil) }
    guard bytes.count >= longitud else { return nil }
    guard let texto = String(validating: bytes, as: UTF8.self),
      let escalar = texto.unicodeScalars.first
    else { return .some(nil) }
    return .some(escalar)
  }

  private func redibujar() {
    escribir("\r\u{1B}[K")
    marcador_el_refresh(editor)
  }

  private func textoDelPrompt() -> UnsafeMutablePointer<CChar>? {
    prompt = Array(pregunta.etiqueta(lineaActual().todo).utf8CString)
    return prompt.withUnsafeMutableBufferPointer { $0.baseAddress }
  }

  // MARK: Bound keys

  private func prellenar() -> UInt8 {
    var texto = pregunta.textoInicial.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    texto.append(0)
    el_winsertstr(editor, texto)
    return UInt8(CC_REFRESH)
  }

  /// Ctrl-D: the end on an empty line; with text, a cancel that asks before discarding.
  private func finPedido() -> UInt8 {
    let escrito = lineaActual().todo
    motivoDeFin = escrito.isEmpty ? .fin : .cancelado(escrito)
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
      let comun = LectorDeTerminal.prefijoComun(candidatos)
      guard comun.count > escrito.count else {
        listar(completado.mostrados)
        return UInt8(CC_REDISPLAY)
      }
      reemplazo = comun
    }
    el_deletestr(editor, Int32(escrito.unicodeScalars.count))
    var texto = reemplazo.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    texto.append(0)
    el_winsertstr(editor, texto)
    return UInt8(CC_REFRESH)
  }

  static func prefijoComun(_ textos: [String]) -> String {
    guard var comun = textos.first.map(Array.init) else { return "" }
    for texto in textos.dropFirst() {
      let otro = Array(texto)
      var k = 0
      while k < comun.count, k < otro.count, comun[k] == otro[k] { k += 1 }
      comun.removeSubrange(k...)
    }
    return String(comun)
  }

  /// Lists candidates under the line in columns, names escaped (a file's name could hold
  /// escape sequences).
  private func listar(_ candidatos: [String]) {
    let nombres = candidatos.map(visible)
    let ancho = nombres.map(\.count).max() ?? 0
    var tamano = winsize()
    let columnasTerminal =
      ioctl(1, UInt(TIOCGWINSZ), &tamano) == 0 && tamano.ws_col > 0 ? Int(tamano.ws_col) : 80
    let porFila = max(1, columnasTerminal / (ancho + 2))
    var texto = "\n"
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
      var resultado = String.UnicodeScalarView()
      var p = inicio
      while p < fin {
        if let escalar = Unicode.Scalar(UInt32(bitPattern: p.pointee)) { resultado.append(escalar) }
        p += 1
      }
      return String(resultado)
    }
    return (texto(hasta: info.cursor), texto(hasta: info.lastchar))
  }

  private func escribir(_ texto: String) {
    var bytes = Array(texto.utf8)
    var hecho = 0
    while hecho < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        write(1, $0.baseAddress.map { $0 + hecho }, $0.count - hecho)
      }
      if n > 0 {
        hecho += n
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
    bytes.removeAll()
  }

  // MARK: History

  private func historial(_ tipo: Historial) -> OpaquePointer? {
    if let existente = historiales[tipo] { return existente }
    guard let nuevo = history_init() else { return nil }
    marcador_history_setsize(nuevo, LectorDeTerminal.tamanoDeHistorial)
    marcador_history_setunique(nuevo, 1)
    if let ruta = ruta(de: tipo) { marcador_history_load(nuevo, ruta) }
    historiales[tipo] = nuevo
    return nuevo
  }

  private func ruta(de tipo: Historial) -> String? {
    carpetaDeHistorial.map { $0 + "/historial-" + tipo.rawValue }
  }

  /// Adds an answer to its history and saves the history: written to a temporary file with
  /// mode 0600 and renamed, so a crash never leaves half a history.
  public func recordar(_ texto: String, en tipo: Historial) {
    guard !texto.allSatisfy(\.isWhitespace), let historia = historial(tipo) else {
      return
    }
    marcador_history_enter(historia, texto)
    guard let carpeta = carpetaDeHistorial, let ruta = ruta(de: tipo) else { return }
    var actual = ""
    for parte in carpeta.split(separator: "/") {
      actual += "/" + parte
      mkdir(actual, 0o700)
    }
    let temporal = ruta + ".tmp-" + String(getpid())
    let mascara = umask(0o077)
    defer { umask(mascara) }
    if marcador_history_save(historia, temporal) >= 0, chmod(temporal, 0o600) == 0 {
      rename(temporal, ruta)
    } else {
      unlink(temporal)
    }
  }
}
