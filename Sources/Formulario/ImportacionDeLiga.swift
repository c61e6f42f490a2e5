import Torneo

/// The rows of a whole-league CSV (`equipo,nombre,dorsal`, what `exportar` writes for the
/// league) turned into each team's players, with the rules of a team's import: a team is
/// found as `EQUIPO` is found, else it is a new team, checked by the team-name rule against
/// the league and the new teams before it; each team's rows are checked against its roster
/// and the rows before them (`ImportacionDeJugadores`). A row with a team and nothing else
/// names the team (an empty team, as `exportar` writes it). All or nothing.
public enum ImportacionDeLiga {
  /// What the rows gave: each team's players, teams in the order the file first names them,
  /// or every invalid row, in file order.
  public enum Resultado: Equatable, Sendable {
    case validas([PlantillaDeLiga])
    case noValidas([ImportacionDeJugadores.Fallo])
  }

  /// The words a header's team column may hold (in lower case).
  static let palabrasDeEquipo: Set<String> = ["equipo", "equipos", "team", "club"]

  /// The columns of a header row (`equipo,nombre,dorsal`, the name and the number in either
  /// order, as a team's header takes them), or `nil` when the record is no header.
  static func columnas(de registro: CSV.Registro) -> CSV.Columnas? {
    guard let primera = registro.campos.first,
      palabrasDeEquipo.contains(NombreDeJugador.limpiar(primera).lowercased()),
      let resto = CSV.columnas(
        de: CSV.Registro(linea: registro.linea, campos: Array(registro.campos.dropFirst())))
    else { return nil }
    return resto
  }

  public static func plantillas(de registros: [CSV.Registro], en torneo: Torneo) -> Resultado {
    let cabecera = registros.first.flatMap(columnas(de:))
    let columnas = cabecera ?? .sinCabecera
    let filas = cabecera == nil ? registros[...] : registros.dropFirst()
    var fallos: [ImportacionDeJugadores.Fallo] = []
    var orden: [String] = []
    var grupos: [String: (equipo: Equipo, filas: [CSV.Registro])] = [:]
    var nuevos: [String] = []
    let nombres = torneo.equipos.map(\.nombre)
    for registro in filas {
      let usadas = ImportacionDeJugadores.ultimaNoVacia(registro.campos)
      if usadas > 3 {
        fallos.append(.init(linea: registro.linea, error: .demasiadasColumnas(usadas)))
        continue
      }
      let texto = NombreDeJugador.limpiar(registro.campos.first ?? "")
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
      let resto = CSV.Registro(linea: registro.linea, campos: Array(registro.campos.dropFirst()))
      // A row with its team alone names the team, and no player.
      if ImportacionDeJugadores.ultimaNoVacia(resto.campos) == 1,
        NombreDeJugador.limpiar(resto.campos.first ?? "").isEmpty
      {
        continue
      }
      grupos[equipo.nombre]?.filas.append(resto)
    }
    var plantillas: [PlantillaDeLiga] = []
    for nombre in orden {
      guard let grupo = grupos[nombre] else { continue }
      switch ImportacionDeJugadores.jugadores(
        de: grupo.filas, en: grupo.equipo, columnas: columnas)
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
