// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// Ctrl-C held back while a command waits (for a lock, for a server's answer), so that the wait
/// can notice it between tries and end the way it chooses (SIGINT blocked with
/// `pthread_sigmask`, looked for with `sigpending`, taken with `sigtimedwait`).
public struct CtrlCRetenido {
  private var sigint = sigset_t()
  private var anterior = sigset_t()
  /// Whether Ctrl-C reached this thread before: only then is it watched for.
  public let atento: Bool

  /// Blocks SIGINT on this thread until `soltar`.
  public init() {
    sigemptyset(&sigint)
    sigaddset(&sigint, SIGINT)
    pthread_sigmask(SIG_BLOCK, &sigint, &anterior)
    atento = sigismember(&anterior, SIGINT) == 0
  }

  /// Whether Ctrl-C was pressed since the wait began; it is then taken, never delivered.
  public mutating func pulsado() -> Bool {
    guard atento else { return false }
    var pendientes = sigset_t()
    sigpending(&pendientes)
    guard sigismember(&pendientes, SIGINT) == 1 else { return false }
    var cero = timespec()
    _ = sigtimedwait(&sigint, nil, &cero)
    return true
  }

  /// pselect(2) for input on `descriptores`, for `plazo` milliseconds (`nil`: for ever), with
  /// the mask from before: Ctrl-C is let in inside the wait alone, so one that came while the
  /// caller drew is delivered here (`.senal`), never lost before the wait.
  public func esperarLectura(_ descriptores: [Int32], plazo: Int32?) -> Sistema.Espera {
    var lectura = fd_set()
    let bits = MemoryLayout.size(ofValue: lectura.__fds_bits.0) * 8
    let capacidad = MemoryLayout.size(ofValue: lectura.__fds_bits) * 8
    let validos = descriptores.filter { $0 >= 0 && Int($0) < capacidad }
    withUnsafeMutableBytes(of: &lectura.__fds_bits) { marcas in
      let palabras = marcas.bindMemory(to: Int.self)
      for fd in validos { palabras[Int(fd) / bits] |= 1 << (Int(fd) % bits) }
    }
    var mascara = anterior
    let tope = (validos.max() ?? -1) + 1
    let n: Int32
    if let plazo {
      var hasta = timespec(tv_sec: Int(plazo / 1000), tv_nsec: Int(plazo % 1000) * 1_000_000)
      n = pselect(tope, &lectura, nil, nil, &hasta, &mascara)
    } else {
      n = pselect(tope, &lectura, nil, nil, nil, &mascara)
    }
    if n < 0 { return errno == EINTR ? .senal : .fallo }
    return withUnsafeBytes(of: &lectura.__fds_bits) { marcas in
      let palabras = marcas.bindMemory(to: Int.self)
      return .listos(
        descriptores.map { fd in
          validos.contains(fd) && palabras[Int(fd) / bits] & (1 << (Int(fd) % bits)) != 0
        })
    }
  }

  /// The thread's signal mask as it was before.
  public mutating func soltar() {
    pthread_sigmask(SIG_SETMASK, &anterior, nil)
  }

  /// Seconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`): what a wait's deadline
  /// is measured in.
  public static func ahora() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
}
