extension Validador {
  /// How reading `bytes` with `Validador` differs from reading them with `LectorDeTorneo`, its
  /// oracle; `nil` when both refuse with the same motive at the same offset, or both accept
  /// with the same index. The one definition of "the same" for the differential fuzz target
  /// (`Fuzz/FuzzDiferencial.swift`) and the tests that replay its corpus.
  ///
  /// The index is compared through its reflection, so every stored field of `IndiceEquipo` and
  /// `IndiceJugador` counts, including fields added later.
  static func diferenciaConOraculo(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let esperado: Result<String, FalloLectura>
    do throws(FalloLectura) {
      var oraculo = LectorDeTorneo(bytes)
      try oraculo.leer()
      esperado = .success(descripcion(oraculo.nombre, oraculo.equipos, oraculo.jugadores))
    } catch {
      esperado = .failure(error)
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

  private static func descripcion(
    _ nombre: String?, _ equipos: [IndiceEquipo], _ jugadores: [IndiceJugador]
  ) -> String {
    String(reflecting: nombre) + "\n" + String(reflecting: equipos) + "\n"
      + String(reflecting: jugadores)
  }
}
