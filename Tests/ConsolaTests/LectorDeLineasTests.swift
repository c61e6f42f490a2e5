// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import Glibc
import Testing

struct LectorDeLineasTests {
  /// A reader over a pipe that already holds `bytes` and is closed for writing.
  func lector(_ bytes: [UInt8]) -> LectorDeLineas {
    var extremos: [Int32] = [0, 0]
    pipe(&extremos)
    // Other tests spawn processes: a child holding the write end would keep EOF from coming.
    for fd in extremos { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    // Write on another thread: more than a pipe's buffer would block here.
    let escritor = extremos[1]
    let hilo = Thread {
      bytes.withUnsafeBytes { _ = write(escritor, $0.baseAddress, $0.count) }; close(escritor)
    }
    hilo.start()
    return LectorDeLineas(fd: extremos[0])
  }

  let pregunta = Pregunta(etiqueta: { _ in "" })

  @Test func laUltimaLineaSinSaltoCuenta() {
    let l = lector(Array("Bea\n\n7".utf8))
    #expect(l.leer(pregunta) == .texto("Bea"))
    #expect(l.leer(pregunta) == .texto(""))
    #expect(l.leer(pregunta) == .texto("7"))
    #expect(l.lineasLeidas == 3)
    #expect(l.leer(pregunta) == .fin)
    #expect(!l.esInteractivo)
  }

  @Test func losBytesQueNoSonUTF8NoSeConviertenEnOtraCosa() {
    let l = lector([0x42, 0xFF, 0x0A, 0x41, 0x0A])
    #expect(l.leer(pregunta) == .noValida)
    #expect(l.leer(pregunta) == .texto("A"))
  }

  @Test func unaLineaEnormeSeRechazaSinGuardarla() {
    let l = lector([UInt8](repeating: 0x61, count: 3 << 20) + [0x0A, 0x62])
    #expect(l.leer(pregunta) == .demasiadoLarga)
    #expect(l.leer(pregunta) == .texto("b"))
  }
}

/// Foundation-free thread for the writer end.
final class Thread: @unchecked Sendable {
  private let cuerpo: () -> Void
  init(_ cuerpo: @escaping () -> Void) { self.cuerpo = cuerpo }
  func start() {
    var hilo = pthread_t()
    let caja = Unmanaged.passRetained(self).toOpaque()
    pthread_create(
      &hilo, nil,
      { p in
        guard let p else { return nil }
        let yo = Unmanaged<Thread>.fromOpaque(p).takeRetainedValue()
        yo.cuerpo()
        return nil
      }, caja)
    pthread_detach(hilo)
  }
}
