// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// A tournament as far as `marcador` understands it: its name and its teams.
public struct Torneo: Equatable, Sendable {
  /// The tournament's name, when the file has one.
  public var nombre: String?
  /// The teams, in file order.
  public var equipos: [Equipo]

  /// Creates a tournament.
  public init(nombre: String?, equipos: [Equipo]) {
    self.nombre = nombre
    self.equipos = equipos
  }
}
