// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Textos
import Torneo

/// `buscar TEXTO`: the teams, then the players, whose name holds the text ignoring case and
/// accents (`NombreDeJugador.claveSinAcentos`), in league order. Nothing found: no output,
/// status 1 (grep's), and a line for the person at a terminal.
struct Buscar: OrdenDeclarada {
  let texto: String
  let json: Bool

  static let definicion = DefinicionDeOrden(
    orden: .buscar, banderas: [.json], posicionales: [(.texto, true)]
  ) { a throws(ErrorDeUso) in Buscar(texto: a.posicionales[0], json: a.tiene(.json)) }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.paginado { Resultado(buscar(en: $0)) }
  }

  private func buscar(en contexto: Contexto) -> CodigoDeSalida {
    let torneo: Torneo
    do {
      torneo = try contexto.liga().torneo()
    } catch {
      return contexto.fallar(error)
    }
    let buscado = NombreDeJugador.claveSinAcentos(texto)
    func coincide(_ nombre: String) -> Bool {
      buscado.isEmpty || NombreDeJugador.claveSinAcentos(nombre).contains(buscado)
    }
    let equipos = torneo.equipos.filter { coincide($0.nombre) }
    let jugadores = torneo.equipos.flatMap { equipo in
      equipo.jugadores.filter { coincide($0.nombre) }.map { (jugador: $0, equipo: equipo.nombre) }
    }
    let salida = contexto.salida
    if json {
      let filas =
        equipos.map {
          "{\"equipo\": \(TextoJSON.cadena($0.nombre)), \"jugadores\": \($0.jugadores.count)}"
        }
        + jugadores.map {
          "{\"nombre\": \(TextoJSON.cadena($0.jugador.nombre))"
            + ($0.jugador.dorsal.map { ", \"dorsal\": \($0)" } ?? "")
            + ", \"equipo\": \(TextoJSON.cadena($0.equipo))}"
        }
      salida.escribir(TextoJSON.lista(filas) + "\n")
    } else {
      for equipo in equipos {
        salida.escribir(
          contexto.catalogo.texto(
            .equipoEncontrado(visible(equipo.nombre), jugadores: equipo.jugadores.count))
            + "\n")
      }
      for (jugador, equipo) in jugadores {
        salida.escribir(jugador.enLista + " · " + visible(equipo) + "\n")
      }
    }
    guard equipos.isEmpty, jugadores.isEmpty else { return .hecho }
    if contexto.entorno.esTerminal { contexto.avisar(.nadaCoincide(visible(texto))) }
    return .ninguno
  }
}
