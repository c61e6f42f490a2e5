// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// The system calls that tell a process something happened without it asking again and
/// again: inotify on a folder, a descriptor that is readable from the start, whether one is
/// ready, and a notice for a wait that lasts.
extension Sistema {
  /// `inotify_init1(2)`, non-blocking and close-on-exec: a descriptor with nothing watched yet.
  public static func vigilancia() throws(FalloSistema) -> Int32 {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw FalloSistema(llamada: "inotify_init1", errno: errno) }
    return fd
  }

  /// What an inotify watch asks for and an event says happened (`IN_…` bits): a name moved
  /// in or out, a file written in place and closed, a name made or removed; the watched folder
  /// itself removed or moved, the watch gone, its file system unmounted, events lost; asked
  /// only: the path must be a folder, nothing of a name once it is removed.
  public struct Suceso: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let llegada = Suceso(rawValue: UInt32(IN_MOVED_TO))
    public static let salida = Suceso(rawValue: UInt32(IN_MOVED_FROM))
    public static let escritoYCerrado = Suceso(rawValue: UInt32(IN_CLOSE_WRITE))
    public static let creado = Suceso(rawValue: UInt32(IN_CREATE))
    public static let borrado = Suceso(rawValue: UInt32(IN_DELETE))
    public static let carpetaBorrada = Suceso(rawValue: UInt32(IN_DELETE_SELF))
    public static let carpetaMovida = Suceso(rawValue: UInt32(IN_MOVE_SELF))
    public static let ignorada = Suceso(rawValue: UInt32(IN_IGNORED))
    public static let desmontada = Suceso(rawValue: UInt32(IN_UNMOUNT))
    public static let desbordada = Suceso(rawValue: UInt32(IN_Q_OVERFLOW))
    public static let soloCarpeta = Suceso(rawValue: UInt32(IN_ONLYDIR))
    public static let sinDesenlazados = Suceso(rawValue: UInt32(IN_EXCL_UNLINK))
  }

  /// `inotify_add_watch(2)` on `carpeta` for the events of `mascara`, on the inotify
  /// descriptor `fd`: the watch's number, which its events carry (`Evento.vigilancia`).
  public static func vigilar(carpeta: String, mascara: Suceso, en fd: Int32)
    throws(FalloSistema) -> Int32
  {
    let numero = inotify_add_watch(fd, carpeta, mascara.rawValue)
    guard numero >= 0 else { throw FalloSistema(llamada: "inotify_add_watch", errno: errno) }
    return numero
  }

  /// One inotify event: which watch it is of, what happened (`IN_…` bits) and to which name in
  /// the folder.
  public struct Evento {
    public let vigilancia: Int32
    public let mascara: Suceso
    public let nombre: [UInt8]
  }

  /// The events waiting on an inotify descriptor (`read(2)` until `EAGAIN`), never blocking.
  public static func eventos(de fd: Int32) throws(FalloSistema) -> [Evento] {
    // Room for many events at once; `struct inotify_event` is 16 bytes, then the name.
    let tamano = 16 * 1024
    var buffer = [UInt8](repeating: 0, count: tamano)
    var eventos: [Evento] = []
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, tamano) }
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK { return eventos }
        throw FalloSistema(llamada: "read", errno: errno)
      }
      if n == 0 { return eventos }
      var k = 0
      buffer.withUnsafeBytes { p in
        while k + 16 <= n {
          let vigilancia = p.loadUnaligned(fromByteOffset: k, as: Int32.self)
          let mascara = Suceso(rawValue: p.loadUnaligned(fromByteOffset: k + 4, as: UInt32.self))
          let largo = Int(p.loadUnaligned(fromByteOffset: k + 12, as: UInt32.self))
          let nombre = p[(k + 16)..<min(k + 16 + largo, n)].prefix { $0 != 0 }
          eventos.append(Evento(vigilancia: vigilancia, mascara: mascara, nombre: Array(nombre)))
          k += 16 + largo
        }
      }
    }
  }

  /// A descriptor that is readable at once and stays so until closed: a pipe holding one byte,
  /// its writing end closed (`pipe(2)`, close-on-exec), for an answer that needs no wait.
  public static func descriptorListo() throws(FalloSistema) -> Int32 {
    var extremos: [Int32] = [-1, -1]
    guard pipe(&extremos) == 0 else { throw FalloSistema(llamada: "pipe", errno: errno) }
    defer { soltar(extremos[1]) }
    _ = fcntl(extremos[0], F_SETFD, FD_CLOEXEC)
    do {
      try escribirTodo(extremos[1], [0][...])
    } catch {
      soltar(extremos[0])
      throw error
    }
    return extremos[0]
  }

  /// Whether descriptor `fd` is ready, to read or `paraEscribir`, within `milisegundos`
  /// (`poll(2)`; 0: no wait). A failure is no readiness.
  public static func listo(_ fd: Int32, paraEscribir: Bool = false, milisegundos: Int32 = 0)
    -> Bool
  {
    var mirada = pollfd(fd: fd, events: Int16(paraEscribir ? POLLOUT : POLLIN), revents: 0)
    return poll(&mirada, 1, milisegundos) > 0
  }
}

/// A notice for a wait that blocks its thread (libpq's connect, a poll of a socket): a thread
/// of its own waits `segundos` on a pipe that `terminar` closes (`poll(2)`), and runs
/// `alVencer` if the time came first. That thread takes no signal: a Ctrl-C stays the waiting
/// thread's, as without it.
public final class Temporizador: @unchecked Sendable {
  private let segundos: Double
  private let alVencer: @Sendable () -> Void
  private let lectura: Int32
  private let escritura: Int32
  private var hilo = pthread_t()
  /// Written by the thread, read after pthread_join, which orders the two.
  private var vencido = false

  /// Starts the thread; `nil` (no notice, the wait goes on) when no pipe or thread can be had.
  public init?(segundos: Double, alVencer: @escaping @Sendable () -> Void) {
    (self.segundos, self.alVencer) = (segundos, alVencer)
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
        Unmanaged<Temporizador>.fromOpaque(contexto).takeUnretainedValue().esperar()
        return nil
      }, contexto)
    guard creado == 0 else {
      close(lectura)
      close(escritura)
      return nil
    }
  }

  private func esperar() {
    let limite = CtrlCRetenido.ahora() + segundos
    var mirada = pollfd(fd: lectura, events: Int16(POLLIN), revents: 0)
    while true {
      let resto = limite - CtrlCRetenido.ahora()
      guard resto > 0 else { break }
      let n = poll(&mirada, 1, Int32((resto * 1000).rounded(.up)))
      if n > 0 { return }  // the wait is over
      if n < 0, errno != EINTR { return }
    }
    vencido = true
    alVencer()
  }

  /// Ends the wait: the thread woken and joined. Whether `alVencer` ran.
  public func terminar() -> Bool {
    close(escritura)
    pthread_join(hilo, nil)
    close(lectura)
    return vencido
  }
}
