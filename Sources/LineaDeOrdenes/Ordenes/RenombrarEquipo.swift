// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// `renombrar-equipo EQUIPO NUEVO`: a team's name.
struct RenombrarEquipo: OrdenDeclarada {
  let equipo: String
  let nuevo: String

  static let definicion = DefinicionDeOrden(
    orden: .renombrarEquipo, posicionales: [(.equipo, true), (.nuevo, true)]
  ) { a throws(ErrorDeUso) in RenombrarEquipo(equipo: a.posicionales[0], nuevo: a.posicionales[1]) }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.cambiar(contexto.liga(), .renombrarEquipo(equipo, a: nuevo))
  }
}
