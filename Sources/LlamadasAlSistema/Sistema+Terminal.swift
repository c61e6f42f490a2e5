// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

extension Sistema {
  /// libedit never calls `setlocale`; without a UTF-8 `LC_CTYPE` it drops non-ASCII input. Uses
  /// the environment's when it is UTF-8, else C.UTF-8 (bookworm always has it).
  public static func asegurarLocaleUTF8() {
    setlocale(LC_CTYPE, "")
    if let codigo = nl_langinfo(nl_item(CODESET)), String(cString: codigo) == "UTF-8" { return }
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  /// Runs `cuerpo` holding an exclusive lock on folder `carpeta`, created first with its
  /// missing parents (mode 0700: what is kept there is the person's own), so two sessions
  /// never write the same file at once. A folder that cannot be locked runs it unlocked: what
  /// is kept there may be lost, never held up.
  public static func enCarpetaBloqueada<T>(_ carpeta: String, _ cuerpo: () -> T) -> T {
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
    return cuerpo()
  }

  /// The bytes a C function allocated with malloc(3), copied, and the memory freed.
  public static func tomar(_ datos: UnsafeMutablePointer<CChar>, largo: Int) -> [UInt8] {
    defer { free(datos) }
    return Array(UnsafeRawBufferPointer(start: datos, count: largo))
  }

  /// What one read(2) got.
  public enum Leido {
    case datos([UInt8])
    /// The end of the input (a terminal gone, a pipe's writer done).
    case fin
    /// A signal came first (EINTR).
    case senal
    case fallo
  }

  /// One read(2) of at most `maximo` bytes from `fd`: what is there, waiting for it if nothing
  /// is.
  public static func leerLoQueHaya(_ fd: Int32, maximo: Int) -> Leido {
    var trozo = [UInt8](repeating: 0, count: maximo)
    let n = trozo.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n > 0 { return .datos(Array(trozo[0..<n])) }
    if n == 0 { return .fin }
    return errno == EINTR ? .senal : .fallo
  }

  /// How a wait for input ended (`CtrlCRetenido.esperarLectura`).
  public enum Espera {
    /// Which of the descriptors can be read (none: the time passed).
    case listos([Bool])
    /// A signal came first (EINTR).
    case senal
    case fallo
  }
}
