// libFuzzer target: `Validador` against `LectorDeTorneo`, today's reader kept as the oracle.
// Built by `make fuzz` together with the Torneo sources (one module). Both read the same
// bytes; any difference in verdict, error (motive and offset) or index is a crash, written to
// Fuzz/regresiones/ and replayed by `make test` (TorneoTests.ValidadorTests).

@_cdecl("LLVMFuzzerTestOneInput")
public func probarDiferencial(_ datos: UnsafePointer<UInt8>, _ tamano: Int) -> CInt {
  if let diferencia = Validador.diferenciaConOraculo(
    UnsafeBufferPointer(start: datos, count: tamano))
  {
    fatalError(diferencia)
  }
  return 0
}
