import Servidor
import Torneo

/// A team's roster as it is now, asked on a connection of its own (`Esquema.plantillaAhora`)
/// and answered without blocking: `respuesta` reads what the socket holds. Once answered, the
/// connection goes back to the store for the next check (`devolver`); cancelled in flight, the
/// server is asked to cancel the statement and the connection is closed, so nothing of it is
/// left behind.
final class ConsultaEnServidor: Consulta {
  private var conexion: Conexion?
  private let equipo: String
  private let devolver: (Conexion) -> Void
  private var respondida: Equipo?

  init(conexion: Conexion, equipo: String, devolver: @escaping (Conexion) -> Void) {
    self.conexion = conexion
    self.equipo = equipo
    self.devolver = devolver
  }

  deinit { conexion?.abandonar() }

  var descriptor: Int32 { conexion?.descriptor ?? -1 }

  func respuesta() throws(ErrorDeLiga) -> Equipo? {
    if let respondida { return respondida }
    guard let conexion else { return nil }
    let filas: Filas
    do {
      guard let llegadas = try conexion.recibir() else { return nil }
      filas = llegadas
    } catch {
      self.conexion = nil
      throw .servidor(error)
    }
    self.conexion = nil
    devolver(conexion)
    guard let nombre = filas.valor(0, 0) else {
      throw .equipoDesconocido(equipo, sugerencia: nil)
    }
    var plantilla = Equipo(nombre: nombre)
    plantilla.reservar(filas.filas.count)
    for fila in filas.filas {
      guard let jugador = fila[1] else { continue }
      do {
        try plantilla.anadir(Jugador(nombre: jugador, dorsal: fila[2].flatMap { Int($0) }))
      } catch {
        throw .equipo(error)
      }
    }
    respondida = plantilla
    return plantilla
  }

  func cancelar() {
    conexion?.abandonar()
    conexion = nil
  }
}
