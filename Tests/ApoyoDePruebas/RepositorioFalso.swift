import Formulario
import Torneo

/// The seed's fake repository, shared by the test targets: Rayo FC with Ana #9, Luis and Marta #1; it records every add.
public final class RepositorioFalso: FuenteDeEquipos {
  public private(set) var jugadoresAnadidos: [(jugador: Jugador, equipo: String)] = []
  private var equipos: [Equipo]
  /// Players someone else adds between reading and saving (to test the save's re-check).
  public var anadidosPorOtro: [Jugador] = []

  public init() {
    // The sample roster has no repetition, so this cannot throw.
    equipos = [
      (try? Equipo(
        nombre: "Rayo FC",
        jugadores: [
          Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis"),
          Jugador(nombre: "Marta", dorsal: 1),
        ])) ?? Equipo(nombre: "Rayo FC"),
      Equipo(nombre: "Atlético B"),
    ]
  }

  public var nombresDeEquipos: [String] { equipos.map(\.nombre) }

  public func equipo(llamado nombre: String) -> Equipo? {
    equipos.first { $0.nombre == nombre }
  }

  public func buscarEquipo(_ nombre: String) throws(ErrorArchivo) -> Equipo? {
    equipo(llamado: nombre) ?? equipos.first { NombreDeJugador.mismoNombre($0.nombre, nombre) }
  }

  public func anadir(_ jugador: Jugador, aEquipo nombre: String) throws(ErrorAlta) {
    guard let k = equipos.firstIndex(where: { $0.nombre == nombre }) else {
      throw .equipoDesconocido(nombre, sugerencia: nil)
    }
    do {
      for otro in anadidosPorOtro { try equipos[k].anadir(otro) }
      anadidosPorOtro = []
      try equipos[k].anadir(jugador)
    } catch {
      throw .equipo(error)
    }
    jugadoresAnadidos.append((jugador, nombre))
  }
}
