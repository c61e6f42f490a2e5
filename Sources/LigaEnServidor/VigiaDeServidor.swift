// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Servidor
import Torneo

/// A league's listening connection on a server: a connection of its own that LISTENs on the
/// league's channel (`Esquema.escucha`), where each change's transaction notifies
/// (`Esquema.aviso`), so only committed changes wake it. Its descriptor is the connection's
/// socket.
///
/// One per store, however many follow the league in the process (the interactive mode and
/// the form it opens): each follower is a `SeguidorDeServidor` and learns of every change
/// once, even of one another follower took from the socket first. So a clerk's session holds
/// one listening connection, not one per thing on the screen.
///
/// A notification sent by the store's own connection (its server process, `propio`) is no
/// change of another's. A server that goes away (a restart, a failover, the connection cut)
/// makes the socket readable too, and `atender` throws the classified error, to every
/// follower from then on: the store then opens a new one for the next to follow.
final class VigiaDeServidor {
  private let conexion: Conexion
  private let propio: () -> Int32
  /// How many times another's change was seen on the socket.
  private(set) var cambios = 0
  private(set) var fallo: ErrorDeLiga?

  /// Connects and starts listening; `propio` gives the server process of the connection this
  /// process changes the league through (0 for none); `aviso`, what a person is told while
  /// its connect and its LISTEN wait.
  init(
    url: String, espera: Double, aviso: AvisoDeEspera?, propio: @escaping () -> Int32
  ) throws(ErrorServidor) {
    conexion = try Conexion(url: url, espera: espera, aviso: aviso)
    self.propio = propio
    let escucha = try conexion.consultar(Esquema.escucha).valor() ?? ""
    try conexion.ejecutarGuion(escucha)
  }

  deinit { conexion.cerrar() }

  var descriptor: Int32 { conexion.sinEsperar.descriptor }

  /// Takes what the socket holds, never blocking.
  func atender() throws(ErrorDeLiga) {
    if let fallo { throw fallo }
    do {
      let avisos = try conexion.sinEsperar.notificaciones()
      let propio = self.propio()
      if avisos.contains(where: { $0.proceso != propio }) { cambios += 1 }
    } catch {
      fallo = .servidor(error)
      throw .servidor(error)
    }
  }
}

/// One follower of a store's `VigiaDeServidor`: whether the league changed since it last
/// asked, whoever took the notification from the socket.
final class SeguidorDeServidor: Vigia {
  private let vigia: VigiaDeServidor
  private var vistos: Int

  init(_ vigia: VigiaDeServidor) {
    self.vigia = vigia
    vistos = vigia.cambios
  }

  var descriptor: Int32 { vigia.descriptor }

  func atender() throws(ErrorDeLiga) -> Bool {
    try vigia.atender()
    guard vigia.cambios != vistos else { return false }
    vistos = vigia.cambios
    return true
  }
}
