import Servidor
import Torneo

/// A league's watcher on a server: a connection of its own that LISTENs on the league's
/// channel (`Esquema.escucha`), where each change's transaction notifies (`Esquema.aviso`),
/// so only committed changes wake it. Its descriptor is the connection's socket.
///
/// A notification sent by the store's own connection (its server process, `propio`) is no
/// change of another's. A server that goes away (a restart, a failover, the connection cut)
/// makes the socket readable too, and `atender` throws the classified error.
final class VigiaDeServidor: Vigia {
  private let conexion: Conexion
  private let propio: () -> Int32

  /// Connects and starts listening; `propio` gives the server process of the connection this
  /// process changes the league through (0 for none).
  init(url: String, espera: Double, propio: @escaping () -> Int32) throws(ErrorServidor) {
    conexion = try Conexion(url: url, espera: espera)
    self.propio = propio
    let escucha = try conexion.consultar(Esquema.escucha).valor() ?? ""
    try conexion.ejecutarGuion(escucha)
  }

  deinit { conexion.cerrar() }

  var descriptor: Int32 { conexion.descriptor }

  func atender() throws(ErrorDeLiga) -> Bool {
    do {
      let avisos = try conexion.notificaciones()
      guard !avisos.isEmpty else { return false }
      let propio = self.propio()
      return avisos.contains { $0.proceso != propio }
    } catch {
      throw .servidor(error)
    }
  }
}
