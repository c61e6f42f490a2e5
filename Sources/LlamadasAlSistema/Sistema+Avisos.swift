// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// The system calls that tell a process something happened without it asking again and
/// again: inotify on a folder, and a descriptor that is readable from the start.
extension Sistema {
  /// `inotify_init1(2)`, non-blocking and close-on-exec: a descriptor with nothing watched yet.
  public static func vigilancia() throws(FalloSistema) -> Int32 {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw FalloSistema(llamada: "inotify_init1", errno: errno) }
    return fd
  }

  /// `inotify_add_watch(2)` on `carpeta` for the events of `mascara`, on the inotify
  /// descriptor `fd`: the watch's number, which its events carry (`Evento.vigilancia`).
  public static func vigilar(carpeta: String, mascara: UInt32, en fd: Int32)
    throws(FalloSistema) -> Int32
  {
    let numero = inotify_add_watch(fd, carpeta, mascara)
    guard numero >= 0 else { throw FalloSistema(llamada: "inotify_add_watch", errno: errno) }
    return numero
  }

  /// One inotify event: which watch it is of, what happened (`IN_…` bits) and to which name in
  /// the folder.
  public struct Evento {
    public let vigilancia: Int32
    public let mascara: UInt32
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
          let mascara = p.loadUnaligned(fromByteOffset: k + 4, as: UInt32.self)
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
}
