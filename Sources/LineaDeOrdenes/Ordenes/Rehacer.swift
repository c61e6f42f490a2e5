// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// `rehacer`: the caller's latest undo, made again.
struct Rehacer: OrdenDeclarada {
  static let definicion = DefinicionDeOrden(orden: .rehacer) { _ throws(ErrorDeUso) in Rehacer() }

  func correr(en contexto: Contexto) -> Resultado { contexto.cambiar(contexto.liga(), .rehacer) }
}
