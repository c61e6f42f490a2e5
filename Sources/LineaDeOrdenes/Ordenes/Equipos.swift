// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Textos
import Torneo

/// `equipos`: the league's teams, a name a line, or as JSON with their sizes.
struct Equipos: OrdenDeclarada {
  let json: Bool

  static let definicion = DefinicionDeOrden(orden: .equipos, banderas: [.json]) {
    a throws(ErrorDeUso) in Equipos(json: a.tiene(.json))
  }

  func correr(en contexto: Contexto) -> Resultado {
    let equipos: [ResumenDeEquipo]
    do {
      equipos = try contexto.liga().equipos()
    } catch {
      return Resultado(contexto.fallar(error))
    }
    if json {
      let filas = equipos.map {
        "{\"nombre\": \(TextoJSON.cadena($0.nombre)), \"jugadores\": \($0.jugadores)}"
      }
      contexto.salida.escribir(TextoJSON.lista(filas) + "\n")
    } else {
      for equipo in equipos { contexto.salida.escribir(visible(equipo.nombre) + "\n") }
      if equipos.isEmpty, contexto.entorno.esTerminal { contexto.avisar(.ligaSinEquipos) }
    }
    return Resultado(.hecho)
  }
}
