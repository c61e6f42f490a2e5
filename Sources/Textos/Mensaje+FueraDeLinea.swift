// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

extension Mensaje {
  /// An offline change the server refused, as `sincronizar` lists it: a line per field both
  /// sides changed to different values («Rayo FC, Ana #9, dorsal: tú 7, gus 11 (…)»), else
  /// one line naming the change and why the server cannot take it as it was made.
  public static func de(_ conflicto: ConflictoFueraDeLinea) -> [Mensaje] {
    if case .conflicto(let c) = conflicto.motivo, let actual = c.actual, let pedido = c.pedido,
      !c.campos.isEmpty
    {
      return c.campos.map { campo in
        .conflictoFueraDeLinea(
          equipo: visible(c.equipo), jugador: c.visto.enLista, campo: campo,
          tuyo: .valor(de: campo, en: pedido), suyo: .valor(de: campo, en: actual),
          usuario: conflicto.por.map { visible($0.usuario) }, cuando: conflicto.por?.cuando)
      }
    }
    // A conflict's own words already say who made the change it met.
    let por: Mensaje? =
      if case .conflicto = conflicto.motivo { nil } else { conflicto.por.map(Mensaje.autor(de:)) }
    return [
      .fueraDeLineaRechazado(
        .de(conflicto.entrada.cambio), motivo: .de(conflicto.motivo), por: por)
    ]
  }
}
