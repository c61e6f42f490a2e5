import Glibc

extension Validador {
  /// How reading `bytes` with `Validador` differs from reading them with `LectorDeTorneo`, its
  /// oracle; `nil` when both refuse with the same motive at the same offset, or both accept
  /// with the same index. The one definition of "the same" for the differential fuzz target
  /// (`Fuzz/FuzzDiferencial.swift`) and the tests that replay its corpus.
  ///
  /// The index is compared through its reflection, so every stored field of `IndiceEquipo` and
  /// `IndiceJugador` counts, including fields added later.
  ///
  /// Since `Validador` leaves every refusal to the oracle, the comparison also looks inside:
  /// stage two must give the same answer whatever instructions stage one used (AVX-512BW,
  /// AVX2, SSE2 and one byte at a time, as far as this CPU has them) and whether stage one ran
  /// on the caller's thread or ahead on its own (whatever the size), must never accept what
  /// the oracle refuses, and may give up on a file the oracle accepts only for the two
  /// reasons it leaves to the oracle on purpose.
  ///
  /// With `conHilos`, the text is also read as it arrives from a file (`lecturaQueLlega`): the
  /// same answer, with the text arrived whole and its fingerprint right. `conHilos: false`
  /// leaves out the readings with stage one on its own thread (the fuzz target samples them:
  /// starting threads costs more than the reading of a small input).
  static func diferenciaConOraculo(
    _ bytes: UnsafeBufferPointer<UInt8>, conHilos: Bool = true
  ) -> String? {
    let esperado: Result<String, FalloLectura>
    do throws(FalloLectura) {
      var oraculo = LectorDeTorneo(bytes)
      try oraculo.leer()
      esperado = .success(descripcion(oraculo.nombre, oraculo.equipos, oraculo.jugadores))
    } catch {
      esperado = .failure(error)
    }
    if let diferencia = diferenciaDeLaLecturaRapida(bytes, esperado, conHilos: conHilos) {
      return diferencia
    }
    let obtenido: Result<String, FalloLectura>
    do throws(FalloLectura) {
      var validador = try Validador(bytes)
      try validador.leer()
      obtenido = .success(
        descripcion(validador.nombre, validador.equipos, validador.jugadores))
    } catch {
      obtenido = .failure(error)
    }
    switch (esperado, obtenido) {
    case (.success(let a), .success(let b)):
      return a == b ? nil : "distinto índice:\n\(a)\n\(b)"
    case (.failure(let a), .failure(let b)):
      return a.posicion == b.posicion && a.motivo == b.motivo
        ? nil : "distinto error: \(a.motivo) en \(a.posicion), \(b.motivo) en \(b.posicion)"
    case (.success, .failure(let b)):
      return "el oráculo acepta, Validador rechaza: \(b.motivo) en \(b.posicion)"
    case (.failure(let a), .success):
      return "el oráculo rechaza (\(a.motivo) en \(a.posicion)), Validador acepta"
    }
  }

  private static func diferenciaDeLaLecturaRapida(
    _ bytes: UnsafeBufferPointer<UInt8>, _ esperado: Result<String, FalloLectura>,
    conHilos: Bool
  ) -> String? {
    let formas: [(anchura: Int32, enParalelo: Bool)] =
      [(2, false), (1, false), (0, false), (-1, false)] + (conHilos ? [(2, true), (-1, true)] : [])
    let lecturas = formas.map { forma in
      LecturaRapida.leer(bytes, anchura: forma.anchura, enParalelo: forma.enParalelo).map {
        descripcion($0.nombre, $0.equipos, $0.jugadores)
      }
    }
    if conHilos, bytes.count >= LecturaRapida.inicioLeido {
      let (lectura, llegado) = lecturaQueLlega(bytes)
      let esperada = Llegado(leidos: bytes.count, fallo: 0, huella: Huella(Array(bytes)))
      guard llegado == esperada else { return "el texto llegó como \(llegado), no \(esperada)" }
      let leida = lectura.map { descripcion($0.nombre, $0.equipos, $0.jugadores) }
      guard leida == lecturas[0] else {
        return "la lectura cambia cuando el texto llega: \(lecturas[0]) / \(leida)"
      }
    }
    if let distinta = lecturas.firstIndex(where: { $0 != lecturas[0] }) {
      let forma = formas[distinta]
      return "la etapa uno cambia con la anchura \(forma.anchura)"
        + (forma.enParalelo ? " en su propio hilo" : "") + ": \(lecturas[0]) / "
        + "\(lecturas[distinta])"
    }
    switch (lecturas[0], esperado) {
    case (.success(let a), .success(let b)):
      return a == b ? nil : "distinto índice en la lectura rápida:\n\(b)\n\(a)"
    case (.success, .failure(let e)):
      return "el oráculo rechaza (\(e.motivo) en \(e.posicion)), la lectura rápida acepta"
    case (.failure(.noValido), .success):
      return "la lectura rápida rechaza un archivo que el oráculo acepta"
    default:
      return nil
    }
  }

  /// Reads `bytes` as a text arriving from a file (`LecturaRapida.leer(_:llegando:)`): the
  /// first bytes already in, the rest handed over in pieces of uneven sizes (`piezas`, in
  /// turn; after each one, `pausa` microseconds), into a buffer whose bytes not arrived yet
  /// are `relleno`, which stage two must never look at.
  static func lecturaQueLlega(
    _ bytes: UnsafeBufferPointer<UInt8>, piezas: [Int] = [1, 13, 64, 4093, 65_537, 300_007],
    pausa: UInt32 = 0, relleno: UInt8 = 0x01
  ) -> (Result<IndiceLeido, Renuncia>, Llegado) {
    let n = bytes.count
    let destino = UnsafeMutablePointer<UInt8>.allocate(capacity: n + 1)
    defer { destino.deallocate() }
    destino.initialize(repeating: relleno, count: n + 1)
    guard let origen = bytes.baseAddress else { preconditionFailure("un texto vacío no llega") }
    let inicio = LecturaRapida.inicioLeido
    destino.update(from: origen, count: inicio)
    let fuente = FuenteDePrueba(Array(bytes), entregados: inicio, piezas: piezas, pausa: pausa)
    let llegada = Llegada(
      destino: destino, capacidad: n + 1, leidos: inicio, fuente: { fuente.entregar(en: $0, $1) })
    return LecturaRapida.leer(UnsafeBufferPointer(start: destino, count: n), llegando: llegada)
  }

  private static func descripcion(
    _ nombre: String?, _ equipos: [IndiceEquipo], _ jugadores: [IndiceJugador]
  ) -> String {
    String(reflecting: nombre) + "\n" + String(reflecting: equipos) + "\n"
      + String(reflecting: jugadores)
  }
}

/// A file's bytes handed over as `read(2)` would, in pieces of the sizes given, in turn (only
/// the thread of `EtapaUnoAparte` calls it).
final class FuenteDePrueba: @unchecked Sendable {
  private let bytes: [UInt8]
  private var entregados: Int
  private let piezas: [Int]
  private var turno = 0
  private let pausa: UInt32

  /// Hands over `bytes` from `entregados` on.
  init(_ bytes: [UInt8], entregados: Int, piezas: [Int], pausa: UInt32) {
    self.bytes = bytes
    self.entregados = entregados
    self.piezas = piezas
    self.pausa = pausa
  }

  func entregar(en destino: UnsafeMutableRawPointer, _ pedidos: Int) -> Int {
    let n = min(pedidos, piezas[turno % piezas.count], bytes.count - entregados)
    turno += 1
    guard n > 0 else { return 0 }
    if pausa > 0 { usleep(pausa) }
    bytes.withUnsafeBytes { origen in
      guard let base = origen.baseAddress else { return }
      destino.copyMemory(from: base + entregados, byteCount: n)
    }
    entregados += n
    return n
  }
}
