import Torneo

/// The repository over the tournament file: rosters come from the last read, saves go through
/// `ArchivoTorneo.anadir` (lock, re-read, re-validate, atomic replace) and refresh that team.
public final class RepositorioEnArchivo: RepositorioDeJugadores {
  /// The file.
  public let archivo: ArchivoTorneo
  /// The file as last read.
  public private(set) var documento: DocumentoTorneo
  private var equipos: [String: Equipo] = [:]

  /// Reads the file once.
  public init(archivo: ArchivoTorneo) throws(ErrorArchivo) {
    self.archivo = archivo
    self.documento = try archivo.leer()
  }

  /// The team's roster as last read or saved; `nil` for an unknown team or an invalid roster.
  public func equipo(llamado nombre: String) -> Equipo? {
    if let equipo = equipos[nombre] { return equipo }
    guard let posicion = documento.posicionDeEquipo(llamado: nombre),
      let equipo = try? documento.equipo(en: posicion)
    else { return nil }
    equipos[nombre] = equipo
    return equipo
  }

  /// Saves through the file's protocol and remembers the team as saved.
  public func anadir(_ jugador: Jugador, aEquipo nombre: String) throws(ErrorAlta) {
    do {
      equipos[nombre] = try archivo.anadir(jugador, aEquipo: nombre, conocido: documento)
    } catch {
      if case .equipo = error { try? releer() }
      throw error
    }
  }

  /// Reads the file again (someone else may have changed it).
  public func releer() throws(ErrorArchivo) {
    documento = try archivo.leer()
    equipos = [:]
  }
}
