// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Servidor
import Textos
import Torneo

/// `copiar ORIGEN DESTINO`: the whole league from a file or a server to a file or a server,
/// all or nothing; a destination that already holds a league is refused (a file is never
/// overwritten). Unknown keys travel as JSON values.
struct Copiar: OrdenDeclarada {
  let origen: String
  let destino: String

  static let definicion = DefinicionDeOrden(
    orden: .copiar, posicionales: [(.origen, true), (.destino, true)], leeTorneo: false
  ) { a throws(ErrorDeUso) in Copiar(origen: a.posicionales[0], destino: a.posicionales[1]) }

  func correr(en contexto: Contexto) -> Resultado {
    do throws(ErrorDeLiga) {
      let equipos = try contexto.liga(enRuta: destino).cargar(
        try contexto.liga(enRuta: origen).exportar())
      contexto.salida.escribir(
        contexto.catalogo.texto(
          .copiado(visible(URLDeServidor.redactada(destino)), equipos: equipos)) + "\n")
      return Resultado(.hecho)
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }
}
