// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LlamadasAlSistema

/// What a person is told while a connection waits for the server: `empieza` once a connect or
/// a statement's answer has been awaited `tras` seconds, `termina` when the wait ends; nothing
/// for a shorter wait.
public struct AvisoDeEspera: Sendable {
  public var tras: Double
  public var empieza: @Sendable () -> Void
  public var termina: @Sendable () -> Void

  public init(
    tras: Double = 1, empieza: @escaping @Sendable () -> Void,
    termina: @escaping @Sendable () -> Void
  ) {
    self.tras = tras
    self.empieza = empieza
    self.termina = termina
  }

  /// Runs `cuerpo`, a wait on the network that blocks this thread (libpq's connect, a poll of
  /// the socket): `empieza` runs if `cuerpo` lasts `tras` seconds (`Temporizador`, a thread of
  /// its own that takes no signal: a Ctrl-C is this thread's, as without it), and `termina`
  /// runs here once it is over.
  func durante<T, E: Error>(_ cuerpo: () throws(E) -> T) throws(E) -> T {
    let temporizador = Temporizador(segundos: tras, alVencer: empieza)
    defer { if temporizador?.terminar() == true { termina() } }
    return try cuerpo()
  }
}
