// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import Glibc
import Torneo

/// Reads answers line by line from a file descriptor with `read(2)`: for pipes and files, and
/// for terminals that get plain prompts (`TERM=dumb`, the accessible mode). A last line without
/// `\n` counts; a line that is not UTF-8 is `.noValida`, one longer than `longitudMaxima` bytes
/// `.demasiadoLarga`. A line may end in CR LF, and a byte-order mark before the first line is
/// not part of it (files from Windows).
///
/// With plain prompts at a terminal the terminal edits the line, and this reader takes exactly
/// what it holds: it cannot show a line pre-filled, so every question starts from an empty
/// line (`editaLineas` is false: `Pregunta.textoInicial` is not shown, and the prompt counts
/// the empty line); bytes of keys a plain line cannot act on (arrows, Shift-Tab) stay in the
/// answer, as in a pipe, and the question's rule refuses them. Ctrl-C answers `.cancelado`
/// with what was typed; Ctrl-D on an empty line ends that question only, on a line of its
/// own; and an answer its question's rule refuses is reported as one full line, `✗ …`, and
/// asked again, from an empty line.
public final class LectorDeLineas: Lector {
  /// Lines longer than this are refused (their bytes are skipped, never held).
  public static let longitudMaxima = 1 << 20

  public let esInteractivo: Bool
  public private(set) var lineasLeidas = 0
  /// A pipe's or a file's end (a terminal's Ctrl-D ends one answer only).
  public var entradaAgotada: Bool { agotado }
  private let fd: Int32
  private let eco: Salida?
  private var buffer: [UInt8] = []
  private var inicio = 0
  private var agotado = false
  private var primera = true
  /// Ctrl-C came during the read (plain prompts at a terminal).
  private var interrumpido = false
  /// The question being asked at a terminal (its live form's notices interrupt the wait).
  private var preguntaEnCurso: Pregunta?

  /// A reader of `fd`. With `eco`, each question's prompt is written there first, and the
  /// reader counts as interactive (a person answers, so invalid answers are asked again).
  public init(fd: Int32 = 0, eco: Salida? = nil) {
    self.fd = fd
    self.eco = eco
    self.esInteractivo = eco != nil
  }

  public func leer(_ pregunta: Pregunta) -> Respuesta {
    guard let eco else { return respuesta(siguienteLinea()) }
    // A field sent back with its error (a failed save) says so first, once.
    if pregunta.errorVisible, let error = pregunta.validar?(pregunta.textoInicial) {
      eco.escribir("✗ " + error + "\n")
    }
    preguntaEnCurso = pregunta
    // Ctrl-C is caught from before the prompt is drawn: one typed as soon as it shows is seen
    // by the wait, whenever it came, and never ends the program.
    let modo = ModoDeLinea(fd)
    defer {
      modo.restaurar()
      preguntaEnCurso = nil
    }
    while true {
      for aviso in pregunta.enVivo?.avisos() ?? [] { eco.escribir(aviso + "\n") }
      eco.escribir(pregunta.etiqueta(""))
      eco.vaciar()
      let linea = siguienteLineaDeTerminal(modo)
      guard let linea, !interrumpido else {
        // Ctrl-C, or Ctrl-D on an empty line: the terminal echoed no line break, so end the
        // prompt's line.
        eco.escribir("\n")
        eco.vaciar()
        guard interrumpido else { return .fin }
        interrumpido = false
        return .cancelado(linea.flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? "")
      }
      let leida = respuesta(linea)
      guard case .texto(let texto) = leida, let error = pregunta.validar?(texto) else {
        return leida
      }
      eco.escribir("✗ " + error + "\n")
    }
  }

  private func respuesta(_ linea: [UInt8]??) -> Respuesta {
    guard let linea else { return .fin }
    lineasLeidas += 1
    guard let bytes = linea else { return .demasiadoLarga }
    guard let texto = TextoUTF8.texto(bytes) else { return .noValida }
    return .texto(texto)
  }

  /// The next line's bytes; `.some(nil)` for one too long; `nil` at the end of input.
  private func siguienteLinea() -> [UInt8]?? {
    guard let linea = lineaCruda() else { return nil }
    guard var bytes = linea else { return .some(nil) }
    if primera { bytes.removeFirst(TextoUTF8.largoDeMarca(bytes)) }
    primera = false
    if bytes.last == 0x0D { bytes.removeLast() }
    return bytes
  }

  private func lineaCruda() -> [UInt8]?? {
    var demasiadoLarga = false
    while true {
      if let salto = buffer[inicio...].firstIndex(of: 0x0A) {
        let linea = Array(buffer[inicio..<salto])
        inicio = salto + 1
        return demasiadoLarga || linea.count > LectorDeLineas.longitudMaxima ? .some(nil) : linea
      }
      if buffer.count - inicio > LectorDeLineas.longitudMaxima {
        demasiadoLarga = true
        buffer.removeAll(keepingCapacity: true)
        inicio = 0
      }
      if agotado {
        guard inicio < buffer.count || demasiadoLarga else { return nil }
        let linea = Array(buffer[inicio...])
        inicio = buffer.count
        return demasiadoLarga ? .some(nil) : linea
      }
      rellenar()
      if interrumpido {
        let escrito = Array(buffer[inicio...])
        inicio = buffer.count
        return .some(escrito)
      }
    }
  }

  /// One line typed at a terminal: Ctrl-C interrupts the read instead of ending the program
  /// (what was typed is kept: `NOFLSH`), and Ctrl-D on an empty line ends only this read.
  private func siguienteLineaDeTerminal(_ modo: ModoDeLinea) -> [UInt8]?? {
    defer {
      if modo.esTerminal { agotado = false }  // Ctrl-D ends one answer, not the terminal
    }
    let linea = siguienteLinea()
    guard interrumpido else { return linea }
    var escrito = linea.flatMap { $0 } ?? []
    if modo.esTerminal {
      // The half-typed line is still in the terminal's queue: readable without ICANON.
      var crudo = modo.modos
      crudo.c_lflag &= ~tcflag_t(ICANON | ECHO)
      withUnsafeMutableBytes(of: &crudo.c_cc) { cc in
        cc[Int(VMIN)] = 0
        cc[Int(VTIME)] = 0
      }
      tcsetattr(fd, TCSANOW, &crudo)
      var trozo = [UInt8](repeating: 0, count: 4096)
      let n = trozo.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 { escrito += trozo[0..<n] }
    }
    buffer.removeAll()
    inicio = 0
    return .some(Array(escrito.prefix { $0 != 0x0A }))
  }

  /// Waits with poll(2) for the terminal or Ctrl-C (`ModoDeLinea.ctrlC`) and, for the live form,
  /// its descriptors or its `plazo`, saying each of its notices at once as a line of its own,
  /// then the question again (nothing is redrawn; what was typed stays in the terminal's line).
  /// False when Ctrl-C came.
  private func esperar(_ enVivo: (any EnVivo)?, _ pregunta: Pregunta, _ eco: any Salida) -> Bool {
    while true {
      var esperados = ([fd, ModoDeLinea.ctrlC.lectura] + (enVivo?.descriptores ?? [])).map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      let n = poll(&esperados, nfds_t(esperados.count), enVivo?.plazo ?? -1)
      if n < 0 {
        guard errno == EINTR else { return true }  // the read says what is wrong
        continue
      }
      if esperados[1].revents != 0 {
        ModoDeLinea.vaciar()
        return false
      }
      if esperados[0].revents != 0 { return true }
      guard let enVivo else { continue }
      _ = enVivo.atender("")
      let avisos = enVivo.avisos()
      guard !avisos.isEmpty else { continue }
      eco.escribir("\n" + avisos.map { $0 + "\n" }.joined() + pregunta.etiqueta(""))
      eco.vaciar()
    }
  }

  private func rellenar() {
    if inicio > 0 {
      buffer.removeSubrange(0..<inicio)
      inicio = 0
    }
    var trozo = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      if let eco, let pregunta = preguntaEnCurso, !esperar(pregunta.enVivo, pregunta, eco) {
        interrumpido = true
        return
      }
      let n = trozo.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        buffer.append(contentsOf: trozo[0..<n])
        return
      }
      if n < 0 && errno == EINTR { continue }  // at a terminal, the wait sees a Ctrl-C
      agotado = true  // end of input, or an error reading it: either way no more lines
      return
    }
  }
}

/// A plain prompt's terminal while a question is asked: `NOFLSH` set (a Ctrl-C keeps what was
/// typed in the terminal's queue), and SIGINT caught by a handler that writes a byte to the
/// pipe `ctrlC` (write(2) is async-signal-safe), so the wait's poll(2) sees a Ctrl-C whenever
/// it came, between the prompt and the wait too, where a read it interrupted would miss it.
/// `restaurar` puts the modes and the signal's action back.
private struct ModoDeLinea {
  /// The pipe, made once, both ends close-on-exec and non-blocking; a global, as the handler
  /// cannot capture.
  nonisolated(unsafe) static var ctrlC: (lectura: Int32, escritura: Int32) = (-1, -1)
  let fd: Int32
  let esTerminal: Bool
  /// The terminal's modes as they were.
  let modos: termios
  private let anterior: sigaction

  init(_ fd: Int32) {
    if ModoDeLinea.ctrlC.lectura < 0 {
      var extremos: [Int32] = [-1, -1]
      _ = pipe(&extremos)
      for extremo in extremos {
        _ = fcntl(extremo, F_SETFD, FD_CLOEXEC)
        _ = fcntl(extremo, F_SETFL, fcntl(extremo, F_GETFL) | O_NONBLOCK)
      }
      ModoDeLinea.ctrlC = (extremos[0], extremos[1])
    }
    ModoDeLinea.vaciar()
    var accion = sigaction()
    accion.__sigaction_handler.sa_handler = { _ in
      var byte: UInt8 = 3
      _ = write(ModoDeLinea.ctrlC.escritura, &byte, 1)
    }
    sigemptyset(&accion.sa_mask)
    var anterior = sigaction()
    sigaction(SIGINT, &accion, &anterior)
    self.anterior = anterior
    self.fd = fd
    var modos = termios()
    esTerminal = tcgetattr(fd, &modos) == 0
    self.modos = modos
    if esTerminal {
      modos.c_lflag |= tcflag_t(NOFLSH)
      tcsetattr(fd, TCSANOW, &modos)
    }
  }

  /// Takes every byte the handler wrote.
  static func vaciar() {
    var trozo = [UInt8](repeating: 0, count: 64)
    while (trozo.withUnsafeMutableBytes { read(ctrlC.lectura, $0.baseAddress, $0.count) }) > 0 {}
  }

  func restaurar() {
    if esTerminal {
      var modos = modos
      tcsetattr(fd, TCSANOW, &modos)
    }
    var anterior = anterior
    sigaction(SIGINT, &anterior, nil)
  }
}
