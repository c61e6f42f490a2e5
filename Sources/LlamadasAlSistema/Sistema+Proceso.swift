// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// What the command layer asks of the process: its arguments, variables, terminals and exit.
extension Sistema {
  /// The arguments after the program's name, as bytes: `CommandLine.arguments` would silently
  /// turn invalid UTF-8 into U+FFFD, and a name must never be saved altered.
  public static func argumentos() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).compactMap { k in
      CommandLine.unsafeArgv[k].map { puntero in
        Array(
          UnsafeBufferPointer(start: puntero, count: strlen(puntero))
            .withMemoryRebound(to: UInt8.self) { $0 })
      }
    }
  }

  /// A file-size limit must turn into EFBIG (reported, nothing replaced), not a silent death.
  public static func ignorarLimiteDeTamano() { signal(SIGXFSZ, SIG_IGN) }

  /// Ends the process with `codigo`.
  public static func salir(_ codigo: Int32) -> Never { exit(codigo) }

  /// An environment variable's value, `nil` when unset.
  public static func variable(_ nombre: String) -> String? {
    getenv(nombre).map { String(cString: $0) }
  }

  /// Whether a descriptor is a terminal.
  public static func esTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// Whether something is at `ruta` (`access(F_OK)`).
  public static func existe(_ ruta: String) -> Bool { access(ruta, F_OK) == 0 }

  /// Whether the file at `ruta` can be read (`access(R_OK)`).
  public static func sePuedeLeer(_ ruta: String) -> Bool { access(ruta, R_OK) == 0 }

  /// Writes `texto` to `fd` in one call, whatever it writes: a line for a person on the
  /// terminal, which nothing can be done about if it fails.
  public static func escribirEnTerminal(_ texto: String, en fd: Int32) {
    let bytes = Array(texto.utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }

  /// A terminal's columns (`ioctl(TIOCGWINSZ)`), 0 when it says none or is no terminal.
  public static func columnas(de fd: Int32) -> Int {
    var tamano = winsize()
    return ioctl(fd, UInt(TIOCGWINSZ), &tamano) == 0 ? Int(tamano.ws_col) : 0
  }

  /// Whether two descriptors are the same device (a terminal open twice).
  public static func mismoDispositivo(_ uno: Int32, _ otro: Int32) -> Bool {
    var a = stat()
    var b = stat()
    return fstat(uno, &a) == 0 && fstat(otro, &b) == 0 && a.st_rdev == b.st_rdev
  }

  /// The process's terminal, opened (`/dev/tty`); `nil` when there is none.
  public static func abrirTerminal() -> Int32? {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard terminal >= 0 else { return nil }
    guard isatty(terminal) == 1 else {
      close(terminal)
      return nil
    }
    return terminal
  }

  /// The user's home folder in the password database.
  public static func carpetaPersonal() -> String? {
    guard let entrada = getpwuid(getuid()), let dir = entrada.pointee.pw_dir else { return nil }
    return String(cString: dir)
  }
}
