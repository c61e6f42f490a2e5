import Glibc
import Testing

@testable import Torneo

/// The fingerprints of a save are computed on a thread of their own: the answer is the one the
/// caller would have computed, whether it is asked for or not, and however many run at once.
struct TrabajoAparteTests {
  static let bytes: [UInt8] = (0..<300_000).map {
    UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 11)
  }

  @Test func daLoMismoQueHacerloAqui() {
    let bytes = TrabajoAparteTests.bytes
    let aparte = TrabajoAparte { Huella(bytes) }
    #expect(aparte.resultado() == Huella(bytes))
    // Asked twice, the same answer (the thread is joined once).
    #expect(aparte.resultado() == Huella(bytes))
  }

  /// Little work is left for `resultado()`, on the caller's thread: the same answer.
  @Test func sinHiloDaLoMismo() {
    let bytes = TrabajoAparteTests.bytes
    let aqui = TrabajoAparte(enUnHilo: false) { Huella(bytes) }
    #expect(!aqui.enHilo)
    #expect(aqui.resultado() == Huella(bytes))
    #expect(TrabajoAparte { Huella(bytes) }.enHilo == Procesadores.varios)
  }

  @Test func variosALaVezYUnoQueNadiePide() {
    let bytes = TrabajoAparteTests.bytes
    let trabajos = (0..<8).map { k in
      TrabajoAparte { Huella(partes: [bytes[k...], bytes[..<k]]) }
    }
    // One whose answer nobody asks for: its thread is joined when it goes away.
    _ = TrabajoAparte { Huella(bytes) }
    for (k, trabajo) in trabajos.enumerated() {
      #expect(trabajo.resultado() == Huella(partes: [bytes[k...], bytes[..<k]]))
    }
  }

  /// Signals keep going to the caller: the thread runs with every one blocked (Ctrl-C while
  /// waiting for the lock is looked for on the caller's thread), and the caller's mask is as
  /// it was.
  @Test(.enabled(if: Procesadores.varios, "one processor: the work runs on the caller's thread"))
  func elHiloNoRecibeSenales() {
    @Sendable func bloqueadas() -> (Bool, Bool) {
      var mascara = sigset_t()
      pthread_sigmask(SIG_BLOCK, nil, &mascara)
      return (sigismember(&mascara, SIGINT) == 1, sigismember(&mascara, SIGTERM) == 1)
    }
    let antes = bloqueadas()
    let enElHilo = TrabajoAparte { () -> [Bool] in
      let (int, term) = bloqueadas()
      return [int, term]
    }
    #expect(enElHilo.resultado() == [true, true])
    let despues = bloqueadas()
    #expect(antes == despues)
  }
}
