// libFuzzer target: `Validador` against `LectorDeTorneo`, today's reader kept as the oracle.
// Built by `make fuzz` together with the Torneo sources (one module). Both read the same
// bytes; any difference in verdict, error (motive and offset) or index is a crash, written to
// Fuzz/regresiones/ and replayed by `make test` (TorneoTests.ValidadorTests).

@_cdecl("LLVMFuzzerTestOneInput")
public func probarDiferencial(_ datos: UnsafePointer<UInt8>, _ tamano: Int) -> CInt {
  // Stage one on its own thread for one input in 61 (by length; 61 and 64 share no factor, so
  // the text's last block is as often partial as not): starting the threads costs more than
  // reading a small input, and the rest of the reading is the same either way.
  if let diferencia = Validador.diferenciaConOraculo(
    UnsafeBufferPointer(start: datos, count: tamano), conHilos: tamano % 61 == 0)
  {
    fatalError(diferencia)
  }
  return 0
}
