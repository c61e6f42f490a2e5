// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing

/// The built `marcador` on a real pseudo-terminal: spawned as a session leader with the
/// terminal as its controlling one (so Ctrl-C is a real SIGINT), keystrokes written to the
/// primary side, output drained on another thread into a small VT100 screen.
///
/// The reader thread holds only the shared screen, never the `Terminal`: when a test drops it,
/// `deinit` kills the child, the terminal hangs up, and the thread ends and closes its copy.
final class Terminal: @unchecked Sendable {
  let primario: Int32
  let pid: pid_t
  /// Whether `waitpid` has collected the child: from then on its pid may be another process's
  /// (pid_max is 32,768 here, and the suite starts thousands), and nothing may be sent to it.
  private var recogido = false
  private let pantalla: PantallaCompartida
  /// A second descriptor of the terminal, to read its modes even after the child is gone.
  private let control: Int32

  init(
    _ argumentos: [String], programa: String = rutaDelBinario, entorno: [String: String],
    carpeta: String, filas: Int = 24, columnas: Int = 80, salidaA: String? = nil,
    erroresA: String? = nil
  ) throws {
    var primario: Int32 = 0
    var secundario: Int32 = 0
    var tamano = winsize(
      ws_row: UInt16(filas), ws_col: UInt16(columnas), ws_xpixel: 0, ws_ypixel: 0)
    var bufferDeNombre = [CChar](repeating: 0, count: 256)
    guard openpty(&primario, &secundario, &bufferDeNombre, nil, &tamano) == 0 else {
      throw FalloDeTerminal.openpty(errno)
    }
    let nombre = String(
      decoding: bufferDeNombre.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    close(secundario)
    // Other tests spawn processes too: none of them may inherit this terminal.
    _ = fcntl(primario, F_SETFD, FD_CLOEXEC)
    self.primario = primario
    control = fcntl(primario, F_DUPFD_CLOEXEC, 3)
    pantalla = PantallaCompartida(Pantalla(filas: filas, columnas: columnas))

    // A session leader whose first terminal, its standard input, becomes its own; standard
    // output or error may go to a file instead (`marcador anadir | tee log`).
    pid = try Hijo.lanzar(
      [programa] + argumentos, entrada: .terminal(nombre),
      salida: salidaA.map { .archivo($0) } ?? .copia(0),
      errores: erroresA.map { .archivo($0) } ?? .copia(0), entorno: entorno,
      senalesPorDefecto: true, sesion: true)
    let compartida = pantalla
    // The thread reads and closes a descriptor of its own: `primario` stays open until
    // deinit, so a keystroke typed after the child is gone never lands on a number that
    // another test has opened since.
    let descriptor = fcntl(primario, F_DUPFD_CLOEXEC, 3)
    Thread {
      var trozo = [UInt8](repeating: 0, count: 4096)
      while true {
        let n = trozo.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if n > 0 {
          compartida.procesar(Array(trozo[0..<n]))
        } else if !(n < 0 && errno == EINTR) {
          break  // EIO: the child and every copy of its terminal are gone
        }
      }
      close(descriptor)
    }.start()
  }

  deinit {
    if !recogido {
      kill(pid, SIGKILL)
      _ = Hijo.esperar(pid)
    }
    close(control)
    close(primario)
  }

  /// Whether the terminal is in its ordinary (canonical, echoing) mode, as a shell leaves it.
  var modoCocinado: Bool {
    var modos = termios()
    guard tcgetattr(control, &modos) == 0 else { return false }
    return modos.c_lflag & tcflag_t(ICANON) != 0 && modos.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Changes the terminal's size, as a window manager does; the kernel sends SIGWINCH.
  func redimensionar(filas: Int, columnas: Int) {
    var tamano = winsize(
      ws_row: UInt16(filas), ws_col: UInt16(columnas), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(control, UInt(TIOCSWINSZ), &tamano)
    pantalla.redimensionar(filas: filas, columnas: columnas)
  }

  /// Waits until the child is stopped (Ctrl-Z).
  func esperarParada(_ segundos: Double = 10) -> Bool {
    let limite = Date().addingTimeInterval(segundos)
    var estado: Int32 = 0
    while Date() < limite {
      if waitpid(pid, &estado, WNOHANG | WUNTRACED) == pid {
        if estado & 0xFF == 0x7F { return true }
        recogido = true  // it ended instead
        return false
      }
      usleep(10_000)
    }
    return false
  }

  /// Types text (UTF-8) as keystrokes.
  func teclear(_ texto: String) {
    let bytes = Array(texto.utf8)
    bytes.withUnsafeBytes { _ = write(primario, $0.baseAddress, $0.count) }
  }

  /// Types keys once the line editor has the terminal again (its raw mode), as a person who
  /// waits for the prompt does. Keys typed while a command runs meet the terminal's own line
  /// discipline, as at any shell: there a Ctrl-D on an empty line becomes a NUL, not the end.
  func teclearAlEditor(_ texto: String, _ segundos: Double = 10) {
    let limite = Date().addingTimeInterval(segundos)
    while Date() < limite && modoCocinado { usleep(5_000) }
    teclear(texto)
  }

  /// Pastes text as a terminal with bracketed paste on does: between `ESC[200~` and `ESC[201~`.
  func pegar(_ texto: String) {
    teclear("\u{1B}[200~" + texto + "\u{1B}[201~")
  }

  /// Whether the program has bracketed paste on (`ESC[?2004h`, not yet `ESC[?2004l`).
  var pegadoActivo: Bool { pantalla.pegadoActivo }

  /// The lines that left the screen for the scrollback (see `Pantalla.historial`).
  var historial: [String] { pantalla.historial }

  /// The screen's lines, trailing spaces removed.
  var lineas: [String] { pantalla.lineas }
  /// Everything the program wrote, escapes included.
  var salidaCruda: [UInt8] { pantalla.crudo }

  /// Waits until the screen satisfies `condicion` (up to `segundos`: long enough for a shell
  /// that starts its completion system while the whole suite runs on two cores); false on
  /// time-out.
  @discardableResult
  func esperar(_ segundos: Double = 30, hasta condicion: ([String]) -> Bool) -> Bool {
    let limite = Date().addingTimeInterval(segundos)
    while Date() < limite {
      if condicion(lineas) { return true }
      usleep(10_000)
    }
    return condicion(lineas)
  }

  /// Waits until some line of the screen contains `texto` (up to `segundos`); if none does,
  /// records an issue at the caller's line that shows the screen as it was, after `contexto` if
  /// given. Returns whether it appeared.
  @discardableResult
  func debeMostrar(
    _ texto: String, _ contexto: String? = nil, segundos: Double = 30,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let visto = esperar(segundos) { $0.contains { $0.contains(texto) } }
    if !visto {
      let prefijo = contexto.map { $0 + ": " } ?? ""
      Issue.record(
        "\(prefijo)«\(texto)» no apareció en la pantalla:\n\(descripcion)",
        sourceLocation: sourceLocation)
    }
    return visto
  }

  /// How the program ended, as `waitpid` tells it.
  enum Fin: Equatable {
    /// It exited with this status.
    case salio(Int32)
    /// A signal ended it (WIFSIGNALED, WTERMSIG).
    case senal(Int32)
    /// It was still running when the wait ran out.
    case sigueVivo
  }

  /// Waits for the program to end and says how (up to `segundos`).
  func fin(_ segundos: Double = 10) -> Fin {
    let limite = Date().addingTimeInterval(segundos)
    var estado: Int32 = 0
    while Date() < limite {
      let r = waitpid(pid, &estado, WNOHANG)
      if r == pid {
        recogido = true
        vaciar()
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: Swift does not import the macros.
        return (estado & 0x7F) == 0 ? .salio((estado >> 8) & 0xFF) : .senal(estado & 0x7F)
      }
      usleep(10_000)
    }
    return .sigueVivo
  }

  /// Waits (a second at most) until the reader thread has taken what the child wrote before it
  /// ended: on a loaded machine the exit is collected before the output is read, and a test
  /// that reads the screen after `salida()` would see it empty.
  private func vaciar() {
    let limite = Date().addingTimeInterval(1)
    var pendientes: Int32 = 0
    while Date() < limite, ioctl(primario, UInt(FIONREAD), &pendientes) == 0, pendientes > 0 {
      usleep(5_000)
    }
    usleep(20_000)  // the last piece read, still being put on the screen
  }

  /// Waits for the program to exit and returns its status (or -1 on time-out / a signal).
  func salida(_ segundos: Double = 10) -> Int32 {
    if case .salio(let codigo) = fin(segundos) { return codigo }
    return -1
  }

  /// The screen as text, for failure messages, and what the child is doing (its state and
  /// where it waits in the kernel), while it has not been collected.
  var descripcion: String {
    var texto = lineas.joined(separator: "\n")
    if !recogido {
      let estado = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "?"
      let espera = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? "?"
      let letra = estado.split(separator: " ").dropFirst(2).first ?? "?"
      texto += "\n[pid \(pid): \(letra), \(espera)]"
    }
    return texto
  }
}

/// The screen and the raw output, shared between a `Terminal` and its reader thread.
final class PantallaCompartida: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var pantalla: Pantalla
  private var bytes: [UInt8] = []

  init(_ pantalla: Pantalla) { self.pantalla = pantalla }

  func procesar(_ nuevos: [UInt8]) {
    cerrojo.withLock {
      bytes += nuevos
      pantalla.procesar(nuevos)
    }
  }

  var lineas: [String] { cerrojo.withLock { pantalla.lineas } }
  var crudo: [UInt8] { cerrojo.withLock { bytes } }
  var pegadoActivo: Bool { cerrojo.withLock { pantalla.pegadoActivo } }
  var historial: [String] { cerrojo.withLock { pantalla.historial } }

  /// A new, empty screen of another size (what was drawn before is not kept).
  func redimensionar(filas: Int, columnas: Int) {
    cerrojo.withLock { pantalla = Pantalla(filas: filas, columnas: columnas) }
  }
}

enum FalloDeTerminal: Error {
  case openpty(Int32)
}

/// Enough of a VT100 to read what libedit draws: printable characters (wide ones take two
/// cells, combining marks join the cell before), auto-wrap with the cursor waiting at the
/// right margin until the next character (as `am` and `xn` in terminfo say), CR, LF, BS, cursor
/// moves, save and restore, erase in line and display, and the bracketed-paste mode; colours
/// are ignored.
struct Pantalla {
  let filas: Int
  let columnas: Int
  private var celdas: [[String]]
  private var fila = 0
  private var columna = 0
  /// The last column was just written: the next character wraps first.
  private var enElMargen = false
  private var guardada = (fila: 0, columna: 0)
  private var pendiente: [UInt8] = []
  private(set) var pegadoActivo = false
  /// The scrollback: lines scrolled off the top, and, as tmux does, the screen's lines when
  /// it is erased from the top-left corner (a redraw that does so leaves a copy per key).
  private(set) var historial: [String] = []

  init(filas: Int, columnas: Int) {
    self.filas = filas
    self.columnas = columnas
    celdas = Array(repeating: Array(repeating: " ", count: columnas), count: filas)
  }

  var lineas: [String] {
    celdas.map { fila in
      var texto = fila.joined()
      while texto.hasSuffix(" ") { texto.removeLast() }
      return texto
    }
  }

  mutating func procesar(_ bytes: [UInt8]) {
    pendiente += bytes
    var k = 0
    while k < pendiente.count {
      let b = pendiente[k]
      if b == 0x1B {
        guard let consumidos = escape(desde: k) else { break }
        k += consumidos
        continue
      }
      if b < 0x20 || b == 0x7F {
        control(b)
        k += 1
        continue
      }
      let largo = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
      guard k + largo <= pendiente.count else { break }
      let texto = String(decoding: pendiente[k..<(k + largo)], as: UTF8.self)
      escribir(texto)
      k += largo
    }
    pendiente.removeSubrange(0..<k)
  }

  private mutating func control(_ b: UInt8) {
    if b == 0x0D || b == 0x0A || b == 0x08 || b == 0x09 { enElMargen = false }
    switch b {
    case 0x0D: columna = 0
    case 0x0A: bajar()
    case 0x08: columna = max(0, columna - 1)
    case 0x09: columna = min(columnas - 1, (columna / 8 + 1) * 8)
    default: break
    }
  }

  private mutating func bajar() {
    if fila == filas - 1 {
      historial.append(celdas[0].joined())
      celdas.removeFirst()
      celdas.append(Array(repeating: " ", count: columnas))
    } else {
      fila += 1
    }
  }

  private mutating func escribir(_ texto: String) {
    guard let escalar = texto.unicodeScalars.first else { return }
    let ancho = Pantalla.ancho(escalar)
    if ancho == 0 {
      // A combining mark joins the character before it.
      let anterior = enElMargen ? columna : columna - 1
      if anterior >= 0 {
        var c = anterior
        if celdas[fila][c].isEmpty, c > 0 { c -= 1 }  // the second cell of a wide character
        celdas[fila][c] += texto
      }
      return
    }
    if enElMargen || columna + ancho > columnas {
      enElMargen = false
      columna = 0
      bajar()
    }
    celdas[fila][columna] = texto
    if ancho == 2, columna + 1 < columnas { celdas[fila][columna + 1] = "" }
    columna += ancho
    // Like a VT100, the cursor waits at the margin until the next character.
    if columna >= columnas {
      columna = columnas - 1
      enElMargen = true
    }
  }

  /// Cells a character takes: 0 for combining marks, 2 for East Asian wide ones and emoji.
  static func ancho(_ escalar: Unicode.Scalar) -> Int {
    switch escalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch escalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }

  /// Handles an escape sequence at `k`; returns its length, or nil if it is incomplete.
  private mutating func escape(desde k: Int) -> Int? {
    guard k + 1 < pendiente.count else { return nil }
    switch pendiente[k + 1] {
    case 0x5B: break
    case 0x37:  // ESC 7: save the cursor
      guardada = (fila, columna)
      return 2
    case 0x38:  // ESC 8: restore it
      (fila, columna) = guardada
      enElMargen = false
      return 2
    default: return 2  // ESC x: ignored
    }
    var j = k + 2
    while j < pendiente.count, !(0x40...0x7E).contains(pendiente[j]) { j += 1 }
    guard j < pendiente.count else { return nil }
    let parametros = String(decoding: pendiente[(k + 2)..<j], as: UTF8.self)
    let numeros = parametros.split(separator: ";").map { Int($0.filter(\.isNumber)) ?? 0 }
    let n = max(1, numeros.first ?? 1)
    if parametros.hasPrefix("?") {
      if parametros == "?2004" { pegadoActivo = pendiente[j] == 0x68 }
      return j - k + 1
    }
    if pendiente[j] != 0x4B && pendiente[j] != 0x4A && pendiente[j] != 0x6D { enElMargen = false }
    switch pendiente[j] {
    case 0x41: fila = max(0, fila - n)
    case 0x42: fila = min(filas - 1, fila + n)
    case 0x43: columna = min(columnas - 1, columna + n)
    case 0x44: columna = max(0, columna - n)
    case 0x48, 0x66:
      fila = min(filas - 1, max(1, numeros.first ?? 1) - 1)
      columna = min(columnas - 1, max(1, numeros.count > 1 ? numeros[1] : 1) - 1)
    case 0x4B:
      let modo = numeros.first ?? 0
      let rango = modo == 0 ? columna..<columnas : modo == 1 ? 0..<(columna + 1) : 0..<columnas
      for c in rango { celdas[fila][c] = " " }
    case 0x4A:
      let modo = numeros.first ?? 0
      let blanca = Array(repeating: " ", count: columnas)
      if modo == 0 {
        if fila == 0 && columna == 0 {
          historial += lineas.filter { !$0.isEmpty }
        }
        for c in columna..<columnas { celdas[fila][c] = " " }
        for f in (fila + 1)..<filas { celdas[f] = blanca }
      } else if modo == 1 {
        for c in 0...columna { celdas[fila][c] = " " }
        for f in 0..<fila { celdas[f] = blanca }
      } else {
        celdas = Array(repeating: blanca, count: filas)
      }
    case 0x50:
      for _ in 0..<n {
        celdas[fila].remove(at: columna)
        celdas[fila].append(" ")
      }
    case 0x40:
      for _ in 0..<n {
        celdas[fila].insert(" ", at: columna)
        celdas[fila].removeLast()
      }
    default: break
    }
    return j - k + 1
  }
}

extension Escenario {
  /// `marcador --torneo t.json …` on a pseudo-terminal (vt100, C.UTF-8 unless `extra` says
  /// otherwise).
  func terminal(_ argumentos: [String], _ extra: [String: String] = [:]) throws -> Terminal {
    try Terminal(
      ["--torneo", torneo] + argumentos,
      entorno: entorno(["TERM": "vt100", "LANG": "C.UTF-8"].merging(extra) { $1 }),
      carpeta: carpeta)
  }
}
