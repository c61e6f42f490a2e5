// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc

/// A child of the test's (`Hijo.lanzar`) talked to a line at a time: what the test writes goes
/// to its standard input through a pipe, and its standard output (and its errors too, when
/// asked) comes back through another, read a line at a time (a proxy's commands, an interactive
/// session fed by a pipe).
public final class Conversacion {
  public let pid: pid_t
  private let entrada: Int32
  private let salida: Int32
  private var leido: [UInt8] = []
  private let matarAlFinal: Bool

  /// - Parameters:
  ///   - erroresTambien: its standard error comes back with its output.
  ///   - matarAlFinal: it is killed (SIGKILL) when this goes, not left to end on its input's end.
  public init(
    _ argumentos: [String], entorno: [String: String]? = nil, erroresTambien: Bool = false,
    matarAlFinal: Bool = false
  ) throws {
    var haciaEl: [Int32] = [0, 0]
    var desdeEl: [Int32] = [0, 0]
    guard pipe(&haciaEl) == 0, pipe(&desdeEl) == 0 else { throw FalloAlLanzar(codigo: errno) }
    // Neither pipe leaks into a child another test starts meanwhile.
    for fd in haciaEl + desdeEl { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let lanzado = Result {
      try Hijo.lanzar(
        argumentos, entrada: .copia(haciaEl[0]), salida: .copia(desdeEl[1]),
        errores: erroresTambien ? .copia(desdeEl[1]) : .nulo, entorno: entorno)
    }
    close(haciaEl[0])
    close(desdeEl[1])
    entrada = haciaEl[1]
    salida = desdeEl[0]
    self.matarAlFinal = matarAlFinal
    pid = try lanzado.get()
  }

  /// Writes `texto` to its standard input; whether all of it went.
  @discardableResult
  public func escribir(_ texto: String) -> Bool {
    let bytes = Array(texto.utf8)
    return write(entrada, bytes, bytes.count) == bytes.count
  }

  /// Its next line of output, or nil after 20 s or at its end.
  public func linea() -> String? {
    let limite = Date().addingTimeInterval(20)
    while true {
      if let fin = leido.firstIndex(of: 10) {
        let texto = String(decoding: leido[..<fin], as: UTF8.self)
        leido.removeSubrange(...fin)
        return texto
      }
      let resto = limite.timeIntervalSinceNow
      guard resto > 0 else { return nil }
      var mirada = pollfd(fd: salida, events: Int16(POLLIN), revents: 0)
      guard poll(&mirada, 1, Int32(resto * 1000)) > 0 else { return nil }
      var bloque = [UInt8](repeating: 0, count: 4096)
      let n = read(salida, &bloque, bloque.count)
      guard n > 0 else { return nil }
      leido += bloque[..<n]
    }
  }

  deinit {
    if matarAlFinal { kill(pid, SIGKILL) }
    close(entrada)
    _ = Hijo.esperar(pid)
    close(salida)
  }
}
