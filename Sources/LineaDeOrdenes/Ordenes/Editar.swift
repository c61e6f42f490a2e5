// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario

/// `editar EQUIPO JUGADOR`: a player's name or number, through the form.
struct Editar: OrdenDeclarada {
  let peticion: PeticionDeFormulario

  static let definicion = DefinicionDeOrden(
    orden: .editar, banderas: [.sinDorsal, .comprobar], opciones: [.nombre, .dorsal],
    excluyentes: [[.dorsal, .sinDorsal]], posicionales: [(.equipo, true), (.jugador, true)]
  ) { a throws(ErrorDeUso) in
    Editar(
      peticion: PeticionDeFormulario(
        modo: .edicion(jugador: a.posicionales[1]), equipo: a.posicionales[0],
        nombre: a.valores[.nombre], dorsal: a.valores[.dorsal],
        sinDorsal: a.tiene(.sinDorsal), soloComprobar: a.tiene(.comprobar)))
  }

  var equipoNombrado: String? { peticion.equipo }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.formulario(contexto.liga(), peticion)
  }
}
