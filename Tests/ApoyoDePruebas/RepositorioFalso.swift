import Formulario
import Glibc
import Torneo

/// The seed's fake repository, shared by the test targets, as a league in memory: Rayo FC with
/// Ana #9, Luis and Marta #1, and Atlético B; it records every add.
public final class RepositorioFalso: Liga {
  public private(set) var jugadoresAnadidos: [(jugador: Jugador, equipo: String)] = []
  private var equiposEnMemoria: [Equipo]
  /// Players someone else adds between reading and saving (to test the save's re-check).
  public var anadidosPorOtro: [Jugador] = []

  public init() {
    // The sample roster has no repetition, so this cannot throw.
    equiposEnMemoria = [
      (try? Equipo(
        nombre: "Rayo FC",
        jugadores: [
          Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis"),
          Jugador(nombre: "Marta", dorsal: 1),
        ])) ?? Equipo(nombre: "Rayo FC"),
      Equipo(nombre: "Atlético B"),
    ]
  }

  public var descripcion: String { "memoria" }
  public func iniciar(ejemplo: Bool) throws(ErrorDeLiga) -> Int { equiposEnMemoria.count }
  public func comprobarQueSePuedeCambiar() throws(ErrorDeLiga) {}

  public func equipos() throws(ErrorDeLiga) -> [ResumenDeEquipo] {
    equiposEnMemoria.map { ResumenDeEquipo(nombre: $0.nombre, jugadores: $0.jugadores.count) }
  }

  public func equipo(llamado nombre: String) throws(ErrorDeLiga) -> Equipo {
    guard let k = posicion(nombre) else {
      throw .equipoDesconocido(
        nombre, sugerencia: Sugerencia.masParecido(a: nombre, entre: equiposEnMemoria.map(\.nombre))
      )
    }
    return equiposEnMemoria[k]
  }

  public func torneo() throws(ErrorDeLiga) -> Torneo {
    Torneo(nombre: nil, equipos: equiposEnMemoria)
  }

  public func candidatos(deEquipo prefijo: String) -> [String] {
    NombreDeJugador.empiezanPor(prefijo, equiposEnMemoria.map(\.nombre))
  }

  public func candidatos(deJugador prefijo: String, enEquipo equipo: String) -> [String] {
    guard let k = posicion(equipo) else { return [] }
    return NombreDeJugador.empiezanPor(prefijo, equiposEnMemoria[k].jugadores.map(\.nombre))
  }

  public func aplicar(_ operacion: Operacion) throws(ErrorDeLiga) -> Resultado {
    guard case .anadir(let jugador, let nombre) = operacion else { return .sinCambios }
    guard let k = posicion(nombre) else { throw .equipoDesconocido(nombre, sugerencia: nil) }
    do {
      for otro in anadidosPorOtro { try equiposEnMemoria[k].anadir(otro) }
      anadidosPorOtro = []
      try equiposEnMemoria[k].anadir(jugador)
    } catch {
      throw .equipo(error)
    }
    jugadoresAnadidos.append((jugador, nombre))
    return .hecho(
      EntradaDeDiario(
        numero: jugadoresAnadidos.count, cuando: "", usuario: "",
        cambio: .anadido(jugador, equipo: equiposEnMemoria[k].nombre)))
  }

  public func diario() throws(ErrorDeLiga) -> [EntradaDeDiario] { [] }
  public func partidos(deEquipo nombre: String) throws(ErrorDeLiga) -> Int { 0 }

  /// No test copies a fake league.
  public func exportar() throws(ErrorDeLiga) -> DocumentoTorneo {
    throw .archivo(.noExiste(ruta: descripcion))
  }

  public func cargar(_ documento: DocumentoTorneo) throws(ErrorDeLiga) -> Int {
    throw .archivo(.yaExiste(ruta: descripcion))
  }

  /// Nobody else changes a league in memory: a watcher that never wakes.
  public func vigilar() throws(ErrorDeLiga) -> any Vigia { try VigiaQuieto() }

  public func consultar(equipo nombre: String) throws(ErrorDeLiga) -> any Consulta {
    try ConsultaInmediata(
      Result { () throws(ErrorDeLiga) in try equipo(llamado: nombre) }, ruta: descripcion)
  }

  private func posicion(_ nombre: String) -> Int? {
    equiposEnMemoria.firstIndex { $0.nombre == nombre }
      ?? equiposEnMemoria.firstIndex { NombreDeJugador.mismoNombre($0.nombre, nombre) }
  }
}

/// A watcher whose descriptor never becomes readable: the read end of a pipe whose write end
/// stays open and silent.
public final class VigiaQuieto: Vigia {
  public let descriptor: Int32
  private let escritura: Int32

  public init() throws(ErrorDeLiga) {
    var extremos: [Int32] = [-1, -1]
    guard pipe(&extremos) == 0 else {
      throw .archivo(.noLegible(ruta: "memoria", llamada: "pipe", errno: errno))
    }
    (descriptor, escritura) = (extremos[0], extremos[1])
  }

  deinit {
    close(descriptor)
    close(escritura)
  }

  public func atender() throws(ErrorDeLiga) -> Bool { false }
}
