// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Textos
import Torneo

/// `historial`: the league's journal, a change a line, or as JSON.
struct HistorialDeCambios: OrdenDeclarada {
  let json: Bool

  static let definicion = DefinicionDeOrden(orden: .historial, banderas: [.json]) {
    a throws(ErrorDeUso) in HistorialDeCambios(json: a.tiene(.json))
  }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.paginado { contexto in
      let catalogo = contexto.catalogo
      let entradas: [EntradaDeDiario]
      do throws(ErrorDeLiga) {
        entradas = try contexto.liga().diario()
      } catch {
        return Resultado(contexto.fallar(error))
      }
      if json {
        let filas = entradas.map { e in
          "{\"n\": \(e.numero), \"cuando\": \(TextoJSON.cadena(e.cuando)), \"usuario\": "
            + "\(TextoJSON.cadena(e.usuario)), \"cambio\": \(TextoJSON.cadena(catalogo.texto(.de(e.cambio)))), "
            + "\"orden\": \(TextoJSON.cadena(e.orden)), \"deshecho\": \(e.deshecha)"
            + (e.fueraDeLinea ? ", \"fueraDeLinea\": true}" : "}")
        }
        contexto.salida.escribir(TextoJSON.lista(filas) + "\n")
      } else {
        let ancho = String(entradas.map(\.numero).max() ?? 0).count
        for entrada in entradas {
          contexto.salida.escribir(catalogo.lineaDeHistorial(entrada, ancho: ancho))
        }
      }
      return Resultado(.hecho)
    }
  }
}
