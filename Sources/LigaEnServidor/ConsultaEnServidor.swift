// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Servidor
import Torneo

/// A team's roster as it is now, asked on a connection of its own (`Esquema.plantillaAhora`)
/// and answered without blocking: a connection still being opened is taken on
/// (`Conexion.avanzar`) and the statement sent once it is open; `respuesta` reads what the
/// socket holds. Once answered, the
/// connection goes back to the store for the next check (`devolver`); cancelled in flight, the
/// server is asked to cancel the statement and the connection is closed, so nothing of it is
/// left behind.
final class ConsultaEnServidor: Consulta {
  private var conexion: Conexion?
  private let equipo: String
  private let devolver: (Conexion) -> Void
  private var respondida: Equipo?
  /// Whether the statement went out (a connection being opened sends it once open).
  private var enviada = false

  init(conexion: Conexion, equipo: String, devolver: @escaping (Conexion) -> Void)
    throws(ErrorDeLiga)
  {
    self.conexion = conexion
    self.equipo = equipo
    self.devolver = devolver
    _ = try enviar()
  }

  /// Sends the statement once the connection is open: whether it went out.
  private func enviar() throws(ErrorDeLiga) -> Bool {
    guard !enviada, let conexion else { return enviada }
    do {
      guard try conexion.sinEsperar.avanzar() else { return false }
      try conexion.sinEsperar.enviar(Esquema.plantillaAhora, [NombreDeJugador.clave(equipo)])
    } catch {
      self.conexion = nil
      throw .servidor(error)
    }
    enviada = true
    return true
  }

  var escribiendo: Bool { conexion?.sinEsperar.conectandoParaEscribir ?? false }

  deinit { conexion?.sinEsperar.abandonar() }

  var descriptor: Int32 { conexion?.sinEsperar.descriptor ?? -1 }

  func respuesta() throws(ErrorDeLiga) -> Equipo? {
    if let respondida { return respondida }
    guard try enviar(), let conexion else { return nil }
    let filas: Filas
    do {
      guard let llegadas = try conexion.sinEsperar.recibir() else { return nil }
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
    conexion?.sinEsperar.abandonar()
    conexion = nil
  }
}
