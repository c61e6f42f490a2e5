// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// The rows of a whole-league CSV (`equipo,nombre,dorsal`, what `exportar` writes for the
/// league) turned into each team's players, with the rules of a team's import: a team is
/// found as `EQUIPO` is found, else it is a new team, checked by the team-name rule against
/// the league and the new teams before it; each team's rows are checked against its roster
/// and the rows before them (`ImportacionDeJugadores`). A row with a team and nothing else
/// names the team (an empty team, as `exportar` writes it). A file that is a team's roster in
/// shape (its header, or no header and two columns at most) is refused whole. All or nothing.
public enum ImportacionDeLiga {
  /// What the rows gave: each team's players, teams in the order the file first names them,
  /// or every invalid row, in file order.
  public enum Resultado: Equatable, Sendable {
    case validas([PlantillaDeLiga])
    case noValidas([ImportacionDeJugadores.Fallo])
  }

  /// A league's columns, in the order of rows without a header.
  public static let columnas: [CSV.Columna] = [.equipo, .nombre, .dorsal]

  /// The rows' teams and players. The columns are `equipo,nombre,dorsal`, or the order a header
  /// row names (`CSV.cabecera`: any order; a column it leaves out is the next one after it);
  /// a header without a team's column is a team's roster, refused whole, and one that names a
  /// column twice is refused too. The team's text, as
  /// the name's, loses the apostrophe `exportar` put in front of a formula.
  public static func plantillas(de registros: [CSV.Registro], en torneo: Torneo) -> Resultado {
    let leida: [CSV.Columna]?
    do throws(CSV.ColumnaRepetida) {
      leida = try registros.first.flatMap { (r) throws(CSV.ColumnaRepetida) in
        try CSV.cabecera(de: r)
      }
    } catch {
      return .noValidas([.init(repetida: error)])
    }
    if let leida, let primera = registros.first, !leida.contains(.equipo),
      leida.contains(.nombre)
    {
      return .noValidas([.init(linea: primera.linea, error: .cabeceraDeEquipo)])
    }
    // A number's word alone is no header (as for a team's).
    let cabecera = leida?.contains(.equipo) == true ? leida : nil
    // Without a header a league's rows have its three columns (`exportar` writes them, the
    // number's empty or not): two at most is a team's roster in shape, refused whole.
    if cabecera == nil, let primera = registros.first,
      registros.allSatisfy({ $0.campos.count <= 2 })
    {
      return .noValidas([.init(linea: primera.linea, error: .filasDeEquipo)])
    }
    let posiciones = CSV.posiciones(de: columnas, bajo: cabecera)
    let filas = cabecera == nil ? registros[...] : registros.dropFirst()
    var fallos: [ImportacionDeJugadores.Fallo] = []
    var orden: [String] = []
    var grupos: [String: (equipo: Equipo, filas: [CSV.Registro])] = [:]
    var nuevos: [String] = []
    let nombres = torneo.equipos.map(\.nombre)
    for registro in filas {
      let usadas = ImportacionDeJugadores.ultimaNoVacia(registro.campos)
      if usadas > columnas.count {
        fallos.append(
          .init(linea: registro.linea, error: .demasiadasColumnas(usadas, esperadas: columnas)))
        continue
      }
      func campo(_ k: Int) -> String { k < registro.campos.count ? registro.campos[k] : "" }
      let texto = CSV.texto(de: campo(posiciones[0]))
      let equipo: Equipo
      if let k = NombreDeJugador.posicion(de: texto, en: nombres) {
        equipo = torneo.equipos[k]
      } else if let k = NombreDeJugador.posicion(de: texto, en: nuevos) {
        equipo = Equipo(nombre: nuevos[k])
      } else {
        do throws(ErrorDeLiga) {
          let nombre = try Reglas.nombreDeEquipo(texto, entre: nombres + nuevos)
          nuevos.append(nombre)
          equipo = Equipo(nombre: nombre)
        } catch {
          fallos.append(.init(linea: registro.linea, error: .equipo(error)))
          continue
        }
      }
      if grupos[equipo.nombre] == nil {
        orden.append(equipo.nombre)
        grupos[equipo.nombre] = (equipo, [])
      }
      // The player's fields as a team's rows without a header have them.
      let resto = CSV.Registro(
        linea: registro.linea, campos: [campo(posiciones[1]), campo(posiciones[2])])
      // A row with its team alone names the team, and no player.
      if resto.campos.allSatisfy({ NombreDeJugador.limpiar($0).isEmpty }) { continue }
      grupos[equipo.nombre]?.filas.append(resto)
    }
    var plantillas: [PlantillaDeLiga] = []
    for nombre in orden {
      guard let grupo = grupos[nombre] else { continue }
      switch ImportacionDeJugadores.jugadores(
        de: grupo.filas, en: grupo.equipo, columnas: .sinCabecera)
      {
      case .validas(let jugadores):
        plantillas.append(PlantillaDeLiga(equipo: nombre, jugadores: jugadores))
      case .noValidas(let propios):
        fallos += propios
      }
    }
    if !fallos.isEmpty { return .noValidas(fallos.sorted { $0.linea < $1.linea }) }
    return .validas(plantillas)
  }
}
