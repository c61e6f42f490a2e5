// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// A plain prompt's terminal while a question is asked (`LectorDeLineas`): neither gathering
/// lines nor echoing nor making signals of keys (the reader edits the line and reads Ctrl-C in
/// its place), and SIGINT from elsewhere (`kill`) caught by a handler that writes a byte to the
/// pipe `ctrlC` (write(2) is async-signal-safe), so the wait (`CtrlCRetenido.esperarLectura`)
/// sees a Ctrl-C whenever it came, between the prompt and the wait too, where a read it
/// interrupted would miss it. `restaurar` puts the modes and the signal's action back.
public struct ModoDeLinea {
  /// The pipe, made once, both ends close-on-exec and non-blocking; a global, as the handler
  /// cannot capture.
  nonisolated(unsafe) public private(set) static var ctrlC: (lectura: Int32, escritura: Int32) =
    (-1, -1)
  let fd: Int32
  /// Whether `fd` is a terminal (else nothing is changed but SIGINT's action).
  public let esTerminal: Bool
  /// The terminal's modes as they were.
  let modos: termios
  private let anterior: sigaction

  public init(_ fd: Int32) {
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
      // The reader edits the line and writes what each key does (`lineaEditada`): the
      // terminal neither gathers lines nor echoes, nor turns Ctrl-C into SIGINT: the reader
      // takes it as a key, after the keys typed before it (a signal would overtake them),
      // and raises Ctrl-Z's and Ctrl-\'s signals itself (`senal`).
      modos.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      modos.c_lflag |= tcflag_t(NOFLSH)
      withUnsafeMutableBytes(of: &modos.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      tcsetattr(fd, TCSANOW, &modos)
    }
  }

  /// Takes every byte the handler wrote; whether there was any (a Ctrl-C came).
  @discardableResult
  public static func vaciar() -> Bool {
    var trozo = [UInt8](repeating: 0, count: 64)
    var hubo = false
    while (trozo.withUnsafeMutableBytes { read(ctrlC.lectura, $0.baseAddress, $0.count) }) > 0 {
      hubo = true
    }
    return hubo
  }

  /// The keys the terminal's modes give its line editing and signals (`stty -a`).
  public enum Tecla {
    case fin, borrar, borrarLinea, borrarPalabra, interrumpir, suspender, salir
  }

  /// The byte the terminal's modes say `tecla` is (Ctrl-D, Backspace, Ctrl-U, Ctrl-W, Ctrl-C,
  /// Ctrl-Z, Ctrl-\\ unless changed).
  public func tecla(_ tecla: Tecla) -> UInt8 {
    let indice =
      switch tecla {
      case .fin: VEOF
      case .borrar: VERASE
      case .borrarLinea: VKILL
      case .borrarPalabra: VWERASE
      case .interrumpir: VINTR
      case .suspender: VSUSP
      case .salir: VQUIT
      }
    return withUnsafeBytes(of: modos.c_cc) { $0[Int(indice)] }
  }

  /// The signals of keys the reader raises itself.
  public enum Senal { case suspender, salir }

  /// Raises `senal` (Ctrl-Z's SIGTSTP, Ctrl-\\'s SIGQUIT) with the terminal's modes as they
  /// were, and puts the reader's back if the process goes on (resumed after Ctrl-Z).
  public func senal(de cual: Senal) {
    let senal = cual == .suspender ? SIGTSTP : SIGQUIT
    guard esTerminal else { return }
    var antes = modos
    var ahora = termios()
    tcgetattr(fd, &ahora)
    tcsetattr(fd, TCSANOW, &antes)
    raise(senal)
    tcsetattr(fd, TCSANOW, &ahora)
  }

  public func restaurar() {
    if esTerminal {
      var modos = modos
      tcsetattr(fd, TCSANOW, &modos)
    }
    var anterior = anterior
    sigaction(SIGINT, &anterior, nil)
  }
}
