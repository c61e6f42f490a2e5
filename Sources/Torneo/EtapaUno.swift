import CIndiceJSON
import Glibc

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
  /// Where the text ends.
  let hasta: Int
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

/// A text still arriving in its buffer: `fuente` fills `destino`, of which `leidos` bytes are
/// in, up to `capacidad`, one byte more than the text is expected to have (to see whether the
/// file has more). `fuente` answers as `read(2)` does: how many bytes, 0 at the end, -1 with
/// `errno` set. The caller reads the start with it, then hands it to `EtapaUnoAparte`, whose
/// thread reads the rest as it marks.
struct Llegada: @unchecked Sendable {
  let destino: UnsafeMutablePointer<UInt8>
  let capacidad: Int
  let fuente: @Sendable (UnsafeMutableRawPointer, Int) -> Int
  private(set) var leidos: Int
  /// The `errno` of the read that failed (0 if none has).
  private(set) var fallo: Int32 = 0

  init(
    destino: UnsafeMutablePointer<UInt8>, capacidad: Int, leidos: Int = 0,
    fuente: @escaping @Sendable (UnsafeMutableRawPointer, Int) -> Int
  ) {
    self.destino = destino
    self.capacidad = capacidad
    self.fuente = fuente
    self.leidos = leidos
  }

  /// Reads until `objetivo` bytes are in (at most the capacity), asking for
  /// `EtapaUnoAparte.pieza` bytes or more a call and showing each piece to `alLlegar`; `false`
  /// if the text ended or a read failed (`fallo`) first.
  mutating func leer(
    hasta objetivo: Int, alLlegar: (UnsafeRawBufferPointer) -> Void = { _ in }
  ) -> Bool {
    let objetivo = min(objetivo, capacidad)
    while leidos < objetivo {
      let pedidos = min(max(objetivo - leidos, EtapaUnoAparte.pieza), capacidad - leidos)
      let n = fuente(destino + leidos, pedidos)
      if n > 0 {
        alLlegar(UnsafeRawBufferPointer(start: destino + leidos, count: n))
        leidos += n
      } else if n == 0 {
        return false
      } else if errno != EINTR {
        fallo = errno
        return false
      }
    }
    return true
  }
}

/// How an arriving text arrived: how many bytes, the `errno` of a failed read (0 if none),
/// and the fingerprint of the bytes that arrived, hashed as they did (a save needs it).
struct Llegado: Equatable {
  let leidos: Int
  let fallo: Int32
  let huella: Huella
}

/// Stage one on a thread of its own, for a large file: it marks the whole text, a window at a
/// time, ahead of stage two, which walks the blocks published so far and waits when it
/// catches up (rarely: stage one is several times faster). The marks of the whole text take
/// one byte in eight of it.
///
/// The thread may also read the text as it goes (`Llegada`): before marking a window it reads
/// that window and one block more, so that stage two, which reads a few bytes past a mark it
/// was handed, never reads a byte not yet there; stage two waits for the whole text
/// (`esperarTexto`) before a scan that may run further (a number, a string with escapes).
/// Reading then overlaps with validating instead of coming before it. If the text ends early,
/// or a read fails, no more blocks are marked: the thread publishes one more block than there
/// are, and stage two gives up.
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
  /// Shared with the thread, only through the atomics: how many blocks are marked; whether
  /// stage two has stopped wanting them; whether the arriving text has all arrived; and then
  /// how many bytes did, the `errno` of a failed read, and their hash.
  private let contadores: UnsafeMutablePointer<UInt64>
  private var trabajo: TrabajoAparte<Bool>?
  /// Bytes read at a time when the text is arriving: a few windows, so that reading stays ahead.
  static let pieza = 1 << 18

  /// Takes over `etapa` (at the start of the text), reading the text from `llegada` if it is
  /// still arriving; `nil` when no thread can be started for a text already whole (stage one
  /// then runs on the caller's thread, a window at a time). A text still arriving is read and
  /// marked whole here when no thread can be started.
  init?(_ etapa: EtapaUno, llegada: Llegada? = nil) {
    desde = etapa.desde
    bloques = etapa.bloquesQuedan
    palabras = .allocate(capacity: max(bloques, 1))
    contadores = .allocate(capacity: 6)
    contadores.initialize(repeating: 0, count: 6)
    let destino = Destino(palabras: palabras, contadores: contadores)
    let bloques = bloques
    let trabajo = TrabajoAparte {
      var etapa = etapa
      var hechos = 0
      var llegada = llegada
      var calculo = Huella.Calculo()
      if let llegada {
        calculo.anadir(UnsafeRawBufferPointer(start: llegada.destino, count: llegada.leidos))
      }
      /// Reads the arriving text until `objetivo` bytes are in, hashing each piece; `false` if
      /// it ended or a read failed first.
      func leer(hasta objetivo: Int) -> Bool {
        llegada?.leer(hasta: objetivo) { calculo.anadir($0) } ?? true
      }
      var entero = true
      while hechos < bloques {
        if indice_json_leer(destino.contadores + 1) != 0 { break }
        // The window, and one block more: stage two reads a few bytes past its marks.
        guard leer(hasta: min(etapa.hasta, etapa.desde + LecturaRapida.ventana + 64)) else {
          entero = false
          break
        }
        hechos += etapa.marcar(
          en: destino.palabras + hechos, maximo: LecturaRapida.ventana / 64)
        indice_json_publicar(destino.contadores, UInt64(hechos))
      }
      if let capacidad = llegada?.capacidad {
        // To the end, even when stage two has given up: the reference reader needs it all.
        if entero { _ = leer(hasta: capacidad) }
        destino.contadores[3] = UInt64(llegada?.leidos ?? 0)
        destino.contadores[4] = UInt64(UInt32(bitPattern: llegada?.fallo ?? 0))
        destino.contadores[5] = calculo.resultado()
        indice_json_publicar(destino.contadores + 2, 1)
        if !entero { indice_json_publicar(destino.contadores, UInt64(bloques + 1)) }
      }
      return true
    }
    guard trabajo.enHilo || llegada != nil else { return nil }
    if !trabajo.enHilo { _ = trabajo.resultado() }
    self.trabajo = trabajo
  }

  deinit {
    terminar()
    palabras.deallocate()
    contadores.deallocate()
  }

  /// How many blocks are marked, once more than `consumidos` are; more than `bloques` when no
  /// more will be (the text did not arrive whole).
  func esperar(masDe consumidos: Int) -> Int {
    Int(indice_json_esperar(contadores, UInt64(consumidos)))
  }

  /// Waits until the arriving text has all arrived; how it did.
  func esperarTexto() -> Llegado {
    _ = indice_json_esperar(contadores + 2, 0)
    let leidos = Int(contadores[3])
    return Llegado(
      leidos: leidos, fallo: Int32(bitPattern: UInt32(contadores[4])),
      huella: Huella(tamano: leidos, valor: contadores[5]))
  }

  /// Tells the thread to stop marking after its current window, and joins it (an arriving text
  /// is still read to its end first).
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
