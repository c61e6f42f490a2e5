// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc
import LlamadasAlSistema

/// What a person is told while a connection waits for the server: `empieza` once a connect or
/// a statement's answer has been awaited `tras` seconds, `termina` when the wait ends; nothing
/// for a shorter wait.
public struct AvisoDeEspera: Sendable {
  public var tras: Double
  public var empieza: @Sendable () -> Void
  public var termina: @Sendable () -> Void

  public init(
    tras: Double = 1, empieza: @escaping @Sendable () -> Void,
    termina: @escaping @Sendable () -> Void
  ) {
    self.tras = tras
    self.empieza = empieza
    self.termina = termina
  }

  /// Runs `cuerpo`, a wait on the network that blocks this thread (libpq's connect, a poll of
  /// the socket): a thread of its own runs `empieza` if `cuerpo` lasts `tras` seconds, and
  /// `termina` runs here once it is over. The thread takes no signal: a Ctrl-C is this
  /// thread's, as without it.
  func durante<T, E: Error>(_ cuerpo: () throws(E) -> T) throws(E) -> T {
    let guardia = Guardia(self)
    defer { guardia?.terminar() }
    return try cuerpo()
  }
}

/// The thread of one `AvisoDeEspera.durante`: it waits `tras` seconds on a pipe that the end of
/// the wait closes (poll(2)), and runs `empieza` if the time came first.
private final class Guardia: @unchecked Sendable {
  private let aviso: AvisoDeEspera
  private let lectura: Int32
  private let escritura: Int32
  private var hilo = pthread_t()
  /// Written by the thread, read after pthread_join, which orders the two.
  private var avisado = false

  /// Starts the thread; `nil` (no notice, the wait goes on) when no pipe or thread can be had.
  init?(_ aviso: AvisoDeEspera) {
    self.aviso = aviso
    var extremos: [Int32] = [-1, -1]
    guard pipe(&extremos) == 0 else { return nil }
    (lectura, escritura) = (extremos[0], extremos[1])
    for fd in extremos { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let contexto = Unmanaged.passUnretained(self).toOpaque()
    // Every signal blocked in the new thread (it inherits the mask it is created with), so
    // that none is delivered there instead of to this thread.
    var todas = sigset_t()
    var antes = sigset_t()
    sigfillset(&todas)
    pthread_sigmask(SIG_SETMASK, &todas, &antes)
    defer { pthread_sigmask(SIG_SETMASK, &antes, nil) }
    let creado = pthread_create(
      &hilo, nil,
      { contexto in
        guard let contexto else { return nil }
        Unmanaged<Guardia>.fromOpaque(contexto).takeUnretainedValue().vigilar()
        return nil
      }, contexto)
    guard creado == 0 else {
      close(lectura)
      close(escritura)
      return nil
    }
  }

  private func vigilar() {
    let limite = CtrlCRetenido.ahora() + aviso.tras
    var mirada = pollfd(fd: lectura, events: Int16(POLLIN), revents: 0)
    while true {
      let resto = limite - CtrlCRetenido.ahora()
      guard resto > 0 else { break }
      let n = poll(&mirada, 1, Int32((resto * 1000).rounded(.up)))
      if n > 0 { return }  // the wait is over
      if n < 0, errno != EINTR { return }
    }
    avisado = true
    aviso.empieza()
  }

  /// Ends the wait: the thread woken and joined, then `termina` if it said anything.
  func terminar() {
    close(escritura)
    pthread_join(hilo, nil)
    close(lectura)
    if avisado { aviso.termina() }
  }
}
