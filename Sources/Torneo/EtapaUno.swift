import CIndiceJSON

/// Stage one of the reader (`CIndiceJSON`) over a text, block after block: one word of marks
/// per 64 bytes, with what one block leaves to the next carried along. The last partial block
/// is padded with spaces (white space outside a string, plain content inside one, so the
/// padding adds no mark), and its bits past the text are cleared all the same, so that no mark
/// can lie outside it.
///
/// A value over text it does not own: it is `@unchecked Sendable` so that `EtapaUnoAparte` can
/// hand it to its thread, which is joined before the text goes away.
struct EtapaUno: @unchecked Sendable {
  private let texto: UnsafePointer<UInt8>
  private let hasta: Int
  /// The widest instructions stage one may use: 2 AVX-512BW, 1 AVX2, 0 SSE2, as the CPU
  /// allows; -1 one byte at a time everywhere (the tests compare them all).
  private let anchura: Int32
  private var estado = IndiceJSONEstado(dentro: 0, escapado: 0, escalar: 0)
  /// Where the next block starts; past the padded last block, as if it had been whole.
  private(set) var desde: Int

  init(_ texto: UnsafePointer<UInt8>, desde: Int, hasta: Int, anchura: Int32) {
    self.texto = texto
    self.desde = desde
    self.hasta = hasta
    self.anchura = anchura
  }

  /// How many blocks are left, the padded last one included.
  var bloquesQuedan: Int { (max(hasta - desde, 0) + 63) / 64 }

  /// Marks up to `maximo` blocks into `palabras`; returns how many (0 at the end of the text).
  mutating func marcar(en palabras: UnsafeMutablePointer<UInt64>, maximo: Int) -> Int {
    let resto = hasta &- desde
    guard resto > 0, maximo > 0 else { return 0 }
    if resto >= 64 {
      let cuantos = min(resto / 64, maximo)
      marcar(texto + desde, cuantos, palabras)
      desde &+= cuantos &* 64
      return cuantos
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { bloque in
      guard let relleno = bloque.baseAddress else { return }
      relleno.initialize(repeating: 0x20, count: 64)
      relleno.update(from: texto + desde, count: resto)
      marcar(UnsafePointer(relleno), 1, palabras)
    }
    palabras[0] &= (1 &<< UInt64(resto)) &- 1
    desde &+= 64
    return 1
  }

  private mutating func marcar(
    _ bloques: UnsafePointer<UInt8>, _ cuantos: Int, _ palabras: UnsafeMutablePointer<UInt64>
  ) {
    if anchura < 0 {
      indice_json_marcar_portable(bloques, cuantos, &estado, palabras)
    } else {
      indice_json_marcar(bloques, cuantos, &estado, palabras, anchura)
    }
  }
}

/// Stage one on a thread of its own, for a large file: it marks the whole text, a window at a
/// time, ahead of stage two, which walks the blocks published so far and waits when it
/// catches up (rarely: stage one is several times faster). The marks of the whole text take
/// one byte in eight of it.
///
/// The thread writes the marks and then publishes how many blocks it has marked with a release
/// store (`indice_json_publicar`); stage two reads that count with an acquire load before it
/// reads those marks. The thread's closure holds the marks and the counters, not this object,
/// so whoever drops it last joins the thread (`deinit`) before the memory is freed.
final class EtapaUnoAparte: @unchecked Sendable {
  /// One word of marks per block of the text from `desde`, the padded last one included.
  let palabras: UnsafeMutablePointer<UInt64>
  let bloques: Int
  let desde: Int
  /// How many blocks are marked, and whether stage two has stopped wanting them.
  private let contadores: UnsafeMutablePointer<UInt64>
  private var trabajo: TrabajoAparte<Bool>?

  /// Takes over `etapa` (at the start of the text); `nil` when no thread can be started.
  init?(_ etapa: EtapaUno) {
    desde = etapa.desde
    bloques = etapa.bloquesQuedan
    palabras = .allocate(capacity: max(bloques, 1))
    contadores = .allocate(capacity: 2)
    contadores.initialize(repeating: 0, count: 2)
    let destino = Destino(palabras: palabras, contadores: contadores)
    let bloques = bloques
    let trabajo = TrabajoAparte {
      var etapa = etapa
      var hechos = 0
      while hechos < bloques {
        if indice_json_leer(destino.contadores + 1) != 0 { return false }
        hechos += etapa.marcar(
          en: destino.palabras + hechos, maximo: LecturaRapida.ventana / 64)
        indice_json_publicar(destino.contadores, UInt64(hechos))
      }
      return true
    }
    guard trabajo.enHilo else { return nil }
    self.trabajo = trabajo
  }

  deinit {
    terminar()
    palabras.deallocate()
    contadores.deallocate()
  }

  /// How many blocks are marked, once more than `consumidos` are.
  func esperar(masDe consumidos: Int) -> Int {
    Int(indice_json_esperar(contadores, UInt64(consumidos)))
  }

  /// Tells the thread to stop after its current window, and joins it.
  func terminar() {
    indice_json_publicar(contadores + 1, 1)
    _ = trabajo?.resultado()
    trabajo = nil
  }

  /// Where the thread writes: the marks and the counters, shared only through the atomics.
  private struct Destino: @unchecked Sendable {
    let palabras: UnsafeMutablePointer<UInt64>
    let contadores: UnsafeMutablePointer<UInt64>
  }
}
