// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc
import Testing

@testable import Consola

/// Piped input written on Windows: a byte-order mark before the first line, CR LF endings.
struct LectorDeLineasDeWindowsTests {
  func lector(_ bytes: [UInt8]) -> LectorDeLineas {
    var extremos: [Int32] = [0, 0]
    pipe(&extremos)
    for fd in extremos { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let escritor = extremos[1]
    Thread {
      bytes.withUnsafeBytes { _ = write(escritor, $0.baseAddress, $0.count) }
      close(escritor)
    }.start()
    return LectorDeLineas(fd: extremos[0])
  }

  let pregunta = Pregunta(etiqueta: { _ in "" })

  @Test func laMarcaDeOrdenYLosCRNoSonParteDeLasRespuestas() {
    let l = lector([0xEF, 0xBB, 0xBF] + Array("Bea\r\n7\r\n\r\nfin".utf8))
    #expect(l.leer(pregunta) == .texto("Bea"))
    #expect(l.leer(pregunta) == .texto("7"))
    #expect(l.leer(pregunta) == .texto(""))
    #expect(l.leer(pregunta) == .texto("fin"))
    #expect(l.leer(pregunta) == .fin)
  }

  @Test func soloLaPrimeraLineaPierdeLaMarca() {
    let l = lector(Array("Bea\n\u{FEFF}Ana\n".utf8))
    #expect(l.leer(pregunta) == .texto("Bea"))
    #expect(l.leer(pregunta) == .texto("\u{FEFF}Ana"))
  }
}
