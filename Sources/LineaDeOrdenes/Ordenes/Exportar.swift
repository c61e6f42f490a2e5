// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Textos
import Torneo

/// `exportar [EQUIPO]`: one team as `nombre,dorsal`, or the whole league as
/// `equipo,nombre,dorsal` (a team without players as a row with the team alone), with a
/// header row; or JSON (a team: its roster list; the league: its teams with theirs). With
/// `excel`, the CSV as Excel in a Spanish locale opens it: `;`, CRLF and a byte-order mark.
struct Exportar: OrdenDeclarada {
  /// `nil`: the whole league.
  let equipo: String?
  let json: Bool
  let excel: Bool

  static let definicion = DefinicionDeOrden(
    orden: .exportar, banderas: [.json, .excel], excluyentes: [[.json, .excel]],
    posicionales: [(.equipo, false)]
  ) { a throws(ErrorDeUso) in
    Exportar(equipo: a.posicional(0), json: a.tiene(.json), excel: a.tiene(.excel))
  }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    let nombre = equipo
    let equipos: [Equipo]
    do {
      if let nombre {
        equipos = [try liga.equipo(llamado: nombre)]
      } else {
        equipos = try liga.torneo().equipos
      }
    } catch {
      return Resultado(contexto.fallar(error))
    }
    // CSV holds a name as it is: at a terminal it is shown escaped (`visible`), but a file or a
    // pipe gets the exact names or nothing, since one the rules refuse would come back from
    // `importar` as neither itself nor an error. JSON escapes any name exactly.
    if !json, !contexto.entorno.salidaEsTerminal {
      var fuera: [(nombre: String, equipo: String?, error: ErrorNombre)] = []
      for equipo in equipos {
        if nombre == nil,
          case .failure(let error) = Reglas.forma(
            equipo.nombre, maximo: Reglas.maximoNombreDeEquipo)
        {
          fuera.append((equipo.nombre, nil, error))
        }
        for jugador in equipo.jugadores {
          if case .failure(let error) = Reglas.forma(jugador.nombre, maximo: Reglas.maximoNombre) {
            fuera.append((jugador.nombre, equipo.nombre, error))
          }
        }
      }
      if !fuera.isEmpty {
        for (nombre, equipo, error) in fuera {
          contexto.fallar(
            .nombreFueraDeRegla(visible(nombre), equipo: equipo.map(visible), error: error))
        }
        contexto.fallar(.exportacionNoHecha)
        return Resultado(.datos)
      }
    }
    func dorsal(_ jugador: Jugador) -> String { jugador.dorsal.map(String.init) ?? "" }
    let separador = excel ? ";" : ","
    let fin = excel ? "\r\n" : "\n"
    func fila(_ campos: [String]) -> String { CSV.fila(campos, separador: separador) + fin }
    var texto = ""
    switch (nombre, json) {
    case (.some, false):
      texto = fila(["nombre", "dorsal"])
      for jugador in equipos[0].jugadores {
        texto += fila([visible(jugador.nombre), dorsal(jugador)])
      }
    case (nil, false):
      texto = fila(["equipo", "nombre", "dorsal"])
      for equipo in equipos {
        if equipo.jugadores.isEmpty { texto += fila([visible(equipo.nombre), "", ""]) }
        for jugador in equipo.jugadores {
          texto += fila([visible(equipo.nombre), visible(jugador.nombre), dorsal(jugador)])
        }
      }
    case (.some, true):
      texto = TextoJSON.lista(equipos[0].jugadores.map(TextoJSON.jugador)) + "\n"
    case (nil, true):
      let filas = equipos.map {
        "{\"nombre\": \(TextoJSON.cadena($0.nombre)), \"jugadores\": "
          + TextoJSON.lista($0.jugadores.map(TextoJSON.jugador), sangria: "    ") + "}"
      }
      texto = TextoJSON.lista(filas) + "\n"
    }
    contexto.salida.escribir((excel && !json ? "\u{FEFF}" : "") + texto)
    return Resultado(.hecho)
  }
}
