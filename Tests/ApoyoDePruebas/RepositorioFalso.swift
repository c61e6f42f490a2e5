// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import FormatoDeLiga
import Formatos
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

  public func version() throws(ErrorDeLiga) -> Int { 0 }
  public func usuario() throws(ErrorDeLiga) -> String { "" }
  public func cambios(desde version: Int) throws(ErrorDeLiga) -> [EntradaDeDiario] { [] }
  public func aplicar(_ operacion: Operacion, desde version: Int?) throws(ErrorDeLiga)
    -> Resultado
  {
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
  public func exportar() throws(ErrorDeLiga) -> [UInt8] {
    throw .archivo(.noExiste(ruta: descripcion))
  }

  public func cargar(_ bytes: [UInt8]) throws(ErrorDeLiga) -> Int {
    throw .archivo(.yaExiste(ruta: descripcion))
  }

  /// The live form's double: a pipe whose read end is the descriptor; another clerk's change
  /// (`cambiarPorOtro`) writes a byte to it.
  public final class VigiaDePrueba: Vigia {
    private var extremos: [Int32] = [-1, -1]
    /// Whether the next `atender` throws (a store that can no longer follow the league).
    public var falla = false
    init() {
      _ = pipe(&extremos)
      _ = fcntl(extremos[0], F_SETFL, O_NONBLOCK)
    }
    deinit { extremos.forEach { _ = close($0) } }
    public var descriptor: Int32 { extremos[0] }
    func avisar() { _ = write(extremos[1], "x", 1) }
    public func atender() throws(ErrorDeLiga) -> Bool {
      if falla { throw .archivo(.noExiste(ruta: "memoria")) }
      var bytes = [UInt8](repeating: 0, count: 64)
      return read(extremos[0], &bytes, bytes.count) > 0
    }
  }

  /// The Vigia the last form opened (`vigilar`).
  public private(set) var vigia: VigiaDePrueba?

  public func vigilar() throws(ErrorDeLiga) -> any Vigia {
    let nuevo = VigiaDePrueba()
    vigia = nuevo
    return nuevo
  }

  public func consultar(equipo: String) throws(ErrorDeLiga) -> any Consulta {
    if consultasSinRespuesta { return ConsultaSinRespuesta(self) }
    return try ConsultaInmediata(
      Result { () throws(ErrorDeLiga) in
        if roto {
          throw .archivo(.noValido(ruta: descripcion, linea: 1, columna: 3, motivo: .finInesperado))
        }
        return try self.equipo(llamado: equipo)
      }, ruta: descripcion)
  }

  /// Whether another program left the league invalid (`romperPorOtro`) until the next change.
  public private(set) var roto = false

  /// Another program writes the league halfway: it cannot be read, and the Vigia wakes.
  public func romperPorOtro() {
    roto = true
    vigia?.avisar()
  }

  /// Whether checks never answer (a server slow to): they stay in flight until cancelled.
  public var consultasSinRespuesta = false
  /// How many checks in flight were cancelled.
  public fileprivate(set) var cancelaciones = 0

  final class ConsultaSinRespuesta: Consulta {
    private let liga: RepositorioFalso
    init(_ liga: RepositorioFalso) { self.liga = liga }
    var descriptor: Int32 { -1 }
    func respuesta() throws(ErrorDeLiga) -> Equipo? { nil }
    func cancelar() { liga.cancelaciones += 1 }
  }

  /// Another clerk's change: the team's roster becomes `jugadores`, and the Vigia wakes.
  public func cambiarPorOtro(_ equipo: String, _ jugadores: [Jugador]) {
    guard let k = posicion(equipo),
      let nuevo = try? Equipo(nombre: equiposEnMemoria[k].nombre, jugadores: jugadores)
    else { return }
    equiposEnMemoria[k] = nuevo
    roto = false
    vigia?.avisar()
  }

  private func posicion(_ nombre: String) -> Int? {
    equiposEnMemoria.firstIndex { $0.nombre == nombre }
      ?? equiposEnMemoria.firstIndex { NombreDeJugador.mismoNombre($0.nombre, nombre) }
  }
}
