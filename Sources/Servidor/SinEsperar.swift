// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ
import LlamadasAlSistema

/// A connection used without waiting on the network: one begun without waiting
/// (`Conexion(sinEsperar:)`) taken on as its socket allows, one statement sent and its answer
/// taken once it has come (a form's check), a LISTEN's notifications. What a loop that polls
/// the connection's socket (`descriptor`) calls.
public final class SinEsperar {
  /// The connection's PGconn.
  let enlace: Enlace
  /// Its parameters, for why an attempt failed.
  let parametros: ParametrosDeConexion
  /// The reading of its results.
  let lectura: LecturaDeResultados

  init(enlace: Enlace, parametros: ParametrosDeConexion, espera: Double) {
    self.enlace = enlace
    self.parametros = parametros
    lectura = LecturaDeResultados(
      enlace: enlace, parametros: parametros, segundosDeEspera: Int(espera.rounded(.up)))
  }

  /// Whether a connection begun without waiting (`sinEsperar`) is not established yet.
  public internal(set) var conectando = false
  /// Whether that connection waits to write (its socket's POLLOUT), not for an answer.
  public private(set) var conectandoParaEscribir = false

  /// Takes a connection begun without waiting as far as its socket allows now
  /// (PQconnectPoll, and poll(2) with no wait for a socket that may be written): true once it
  /// is established. Never blocks.
  /// - Throws: what `init` throws when the attempt failed; the connection is closed.
  public func avanzar() throws(ErrorServidor) -> Bool {
    guard conectando else { return enlace.pg != nil }
    guard let pg = enlace.pg else { throw .conexionPerdida(cambio: .noGuardado) }
    while true {
      let estado = marcador_PQconnectPoll(pg)
      switch estado {
      case PGRES_POLLING_OK:
        conectando = false
        conectandoParaEscribir = false
        return true
      case PGRES_POLLING_READING, PGRES_POLLING_WRITING:
        conectandoParaEscribir = estado == PGRES_POLLING_WRITING
        if !Sistema.listo(marcador_PQsocket(pg), paraEscribir: conectandoParaEscribir) {
          return false
        }
      default:
        let error = DiagnosticoDeConexion(parametros: parametros).fallo(de: pg, tardanza: 0)
        conectando = false
        enlace.cerrar()
        throw error
      }
    }
  }

  /// The connection's socket (PQsocket), to wait on with poll(2); -1 once closed.
  public var descriptor: Int32 { enlace.pg.map { marcador_PQsocket($0) } ?? -1 }

  /// Sends one statement with `parametros` and does not wait for its answer
  /// (PQsendQueryParams): `recibir` takes it when the socket is readable.
  public func enviar(_ sql: String, _ parametros: [String?] = []) throws(ErrorServidor) {
    try Conexion.sinNulos(parametros)
    guard Conexion.enviar(sql, parametros, a: try enlace.abierto()) else { throw enlace.perdida() }
  }

  /// The answer to what `enviar` sent, once it has all arrived; `nil` while it has not. Reads
  /// only what the socket already holds (PQconsumeInput, PQisBusy): never blocks. The
  /// statement's failure is thrown as `consultar` throws it.
  public func recibir() throws(ErrorServidor) -> Filas? {
    let pg = try enlace.abierto(leyendo: true)
    while marcador_PQisBusy(pg) == 0 {
      guard let siguiente = marcador_PQgetResult(pg) else {
        // The statement's last result: its first error, else its rows.
        let resultado = enlace.recibido
        enlace.recibido = nil
        return try lectura.filas(de: resultado, fin: .respuesta)
      }
      LecturaDeResultados.guardar(siguiente, en: &enlace.recibido)
    }
    return nil
  }

  /// Drops the statement in flight: the server is asked to cancel it (PQcancel, on a thread
  /// of its own: `marcador_pq_cancelar_aparte`) and the connection is closed.
  public func abandonar() {
    if let pg = enlace.pg, marcador_PQtransactionStatus(pg) == PQTRANS_ACTIVE {
      _ = marcador_pq_cancelar_aparte(pg)
    }
    enlace.cerrar()
  }

  /// The notifications the server has sent, reading only what the socket already holds
  /// (PQconsumeInput, PQnotifies): never blocks.
  /// - Throws: `conexionPerdida` once the connection is gone (closed, reset, or the server's
  ///   goodbye: a restart, a failover), and the connection is closed.
  public func notificaciones() throws(ErrorServidor) -> [Notificacion] {
    let pg = try enlace.abierto(leyendo: true)
    // PQnotifies parses what was read: a goodbye among it reaches the notice receiver there.
    var lista: [Notificacion] = []
    while let aviso = marcador_PQnotifies(pg) {
      lista.append(
        Notificacion(
          canal: String(cString: aviso.pointee.relname),
          proceso: aviso.pointee.be_pid))
      marcador_PQfreemem(aviso)
    }
    guard marcador_PQstatus(pg) == CONNECTION_OK, !enlace.avisos.despedida else {
      throw enlace.perdida()
    }
    return lista
  }
}

/// A notification from a channel this connection listens to (`LISTEN`, `pg_notify`).
public struct Notificacion: Equatable, Sendable {
  public let canal: String
  /// The server process whose transaction sent it (`procesoDelServidor` of its connection).
  public let proceso: Int32
}
