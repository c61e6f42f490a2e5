// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// `marcador` without a command: the interactive mode (`Interprete`), on a context of its
/// own whose advice names this mode's words.
struct Interactivo: Orden {
  func correr(en contexto: Contexto) -> Resultado {
    Interprete(contexto: Interactivo.contexto(contexto)).ejecutar()
  }

  /// The context of this mode, made from the process's.
  static func contexto(_ contexto: Contexto) -> Contexto {
    var interactivo = contexto
    interactivo.interactivo = true
    interactivo.catalogo.lugar = .interactivo
    return interactivo
  }
}
