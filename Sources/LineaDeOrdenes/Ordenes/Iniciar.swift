// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos
import Torneo

/// `iniciar`: an empty league, or the sample one, where there is none.
struct Iniciar: OrdenDeclarada {
  let ejemplo: Bool

  static let definicion = DefinicionDeOrden(orden: .iniciar, banderas: [.ejemplo]) {
    a throws(ErrorDeUso) in Iniciar(ejemplo: a.tiene(.ejemplo))
  }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    do {
      let equipos = try liga.iniciar(ejemplo: ejemplo)
      contexto.salida.escribir(
        contexto.catalogo.texto(.creado(visible(liga.descripcion), equipos: equipos)) + "\n")
      return Resultado(.hecho)
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }
}
