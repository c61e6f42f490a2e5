import Torneo

/// A repository that also knows every team: what the wizard needs to ask for a team, complete
/// its name and suggest the closest one.
public protocol FuenteDeEquipos: RepositorioDeJugadores {
  /// The teams' names, in file order.
  var nombresDeEquipos: [String] { get }
  /// The team with that name (exact, else the one equal ignoring case), `nil` if none.
  /// - Throws: `ErrorArchivo.noValido` when that team's roster in the file is broken.
  func buscarEquipo(_ nombre: String) throws(ErrorArchivo) -> Equipo?
}

extension RepositorioEnArchivo: FuenteDeEquipos {
  public var nombresDeEquipos: [String] { documento.nombresDeEquipos }

  public func buscarEquipo(_ nombre: String) throws(ErrorArchivo) -> Equipo? {
    guard let posicion = documento.posicionDeEquipo(llamado: nombre) else { return nil }
    return try documento.equipo(en: posicion)
  }
}
