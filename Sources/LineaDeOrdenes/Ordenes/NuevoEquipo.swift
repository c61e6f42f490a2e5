// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// `nuevo-equipo NOMBRE`: a team without players.
struct NuevoEquipo: OrdenDeclarada {
  let nombre: String

  static let definicion = DefinicionDeOrden(orden: .nuevoEquipo, posicionales: [(.nombre, true)]) {
    a throws(ErrorDeUso) in NuevoEquipo(nombre: a.posicionales[0])
  }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.cambiar(contexto.liga(), .nuevoEquipo(nombre))
  }
}
