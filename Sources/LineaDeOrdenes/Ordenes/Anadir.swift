// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario

/// `anadir [EQUIPO]`: a player, through the form (its options answer its fields).
struct Anadir: OrdenDeclarada {
  var peticion: PeticionDeFormulario

  static let definicion = DefinicionDeOrden(
    orden: .anadir, alias: ["añadir"], banderas: [.comprobar], opciones: [.nombre, .dorsal],
    posicionales: [(.equipo, false)]
  ) { a throws(ErrorDeUso) in
    Anadir(
      peticion: PeticionDeFormulario(
        equipo: a.posicional(0), nombre: a.valores[.nombre], dorsal: a.valores[.dorsal],
        soloComprobar: a.tiene(.comprobar)))
  }

  var equipoNombrado: String? { peticion.equipo }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.formulario(contexto.liga(), peticion)
  }
}
