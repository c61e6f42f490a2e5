// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// `marcador` without a command: the interactive mode (`Interprete`), on a context of its
/// own whose advice names this mode's words.
struct Interactivo: Orden {
  func correr(en contexto: Contexto) -> Resultado {
    var interactivo = contexto
    interactivo.interactivo = true
    interactivo.catalogo.lugar = .interactivo
    return Interprete(contexto: interactivo).ejecutar()
  }
}
