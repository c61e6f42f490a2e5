// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// One change as the journal keeps it: when, who, what, the command that repeats it, and
/// what is needed to revert it.
public struct EntradaDeDiario: Equatable, Sendable {
  /// 1, 2, 3… in the order the changes were made.
  public let numero: Int
  /// When, in UTC, ISO 8601 (`2026-11-30T07:12:03Z`).
  public let cuando: String
  /// The user name of whoever made it.
  public let usuario: String
  public let cambio: Cambio
  /// Whether a later `deshacer` reverted it (derived when the journal is read).
  public var deshecha: Bool = false
  /// Whether it was made offline, on a copy taken to the pitch, and sent by `sincronizar`
  /// (a server's journal says so).
  public var fueraDeLinea = false
  /// The league's fingerprint before and after the change.
  public let antes: Huella
  public let despues: Huella
  /// The splices that take the league after the change back to before it (file store).
  public let revertir: [Empalme]

  /// The command line that repeats the change.
  public var orden: String { cambio.orden }

  /// An entry of a store that reverts by other means than splices (the server, a test).
  public init(
    numero: Int, cuando: String, usuario: String, cambio: Cambio, deshecha: Bool = false
  ) {
    self.init(
      numero: numero, cuando: cuando, usuario: usuario, cambio: cambio,
      antes: Huella(tamano: 0, valor: 0), despues: Huella(tamano: 0, valor: 0), revertir: [])
    self.deshecha = deshecha
  }

  public init(
    numero: Int, cuando: String, usuario: String, cambio: Cambio, antes: Huella,
    despues: Huella, revertir: [Empalme]
  ) {
    self.numero = numero
    self.cuando = cuando
    self.usuario = usuario
    self.cambio = cambio
    self.antes = antes
    self.despues = despues
    self.revertir = revertir
  }
}
