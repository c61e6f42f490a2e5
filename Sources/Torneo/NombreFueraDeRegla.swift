// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// A name read from a league's file that the rules would refuse (a hand-edited file's: the
/// rules hold for what marcador writes, not for what it reads): said as a warning, never a
/// reason to refuse the league.
public struct NombreFueraDeRegla: Equatable, Sendable {
  /// The line the name's string starts on (1-based).
  public let linea: Int
  /// The name as the file has it.
  public let nombre: String
  /// The team of the player so named; `nil` when the name is a team's.
  public let equipo: String?
  /// The rule it breaks: `.vacio`, `.largo` or `.caracterInvisible`.
  public let error: ErrorNombre

  public init(linea: Int, nombre: String, equipo: String?, error: ErrorNombre) {
    self.linea = linea
    self.nombre = nombre
    self.equipo = equipo
    self.error = error
  }
}
