// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

extension Jugador {
  /// The player as lists show them, in every language: `Ana #9`, `Luis`.
  public var enLista: String {
    // Without a number, the name itself (`plantilla` prints thousands: no joining).
    guard let dorsal else { return visible(nombre) }
    return visible(nombre) + " #" + String(dorsal)
  }
}
