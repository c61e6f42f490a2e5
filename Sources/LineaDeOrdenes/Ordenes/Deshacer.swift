// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos
import Torneo

/// `deshacer [ENTRADA]`: the caller's latest change, or the entry `entrada` of `historial`;
/// someone else's is confirmed first, naming who made it and when (`--si` does not ask).
struct Deshacer: OrdenDeclarada {
  let entrada: Int?
  let sinPreguntar: Bool

  static let definicion = DefinicionDeOrden(
    orden: .deshacer, banderas: [.si], posicionales: [(.entrada, false)]
  ) { a throws(ErrorDeUso) in
    let entrada = try a.posicional(0).map { texto throws(ErrorDeUso) in
      guard let numero = Int(texto), numero > 0, texto.allSatisfy(\.isASCII) else {
        throw .entradaNoValida(texto)
      }
      return numero
    }
    return Deshacer(entrada: entrada, sinPreguntar: a.tiene(.si))
  }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    if let entrada, !sinPreguntar {
      let elegida: EntradaDeDiario
      let usuario: String
      do throws(ErrorDeLiga) {
        try liga.comprobarQueSePuedeCambiar()
        let diario = try liga.diario()
        usuario = try liga.usuario()
        elegida = try Reversiones.aDeshacer(diario, usuario: usuario, numero: entrada)
        try liga.comprobarQueSePuedeCambiar(equipos: elegida.cambio.equipos)
      } catch {
        return Resultado(contexto.fallar(error))
      }
      if elegida.usuario != usuario {
        let catalogo = contexto.catalogo
        let pregunta = catalogo.texto(
          .preguntaDeshacer(
            entrada, .de(elegida.cambio), de: visible(elegida.usuario),
            cuando: elegida.cuando))
        if let negativa = contexto.confirmar(pregunta, siNo: catalogo.texto(.noDeshecho)) {
          return negativa
        }
      }
    }
    return contexto.cambiar(liga, .deshacer(entrada: entrada))
  }
}
