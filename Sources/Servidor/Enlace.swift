// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ
import LlamadasAlSistema

/// One connection's PGconn while it is open, and what reads it outside any answer: every part of
/// a connection (`Conexion`, `SinEsperar`, `EsperaDeRespuesta`, `LecturaDeResultados`) reaches
/// libpq's connection through here, and closes it here when it is lost.
final class Enlace {
  /// libpq's connection; `nil` once closed.
  var pg: OpaquePointer?
  /// What the server said outside any answer (its notice receiver's).
  let avisos = Avisos()
  /// The answer `recibir` has taken so far for the statement `enviar` sent.
  var recibido: OpaquePointer?

  /// Notices and warnings go to `avisos`, never to stderr: a goodbye (FATAL, or SQLSTATE
  /// 57P0x or class 08, as a server shutting down or an administrator sends before closing an
  /// idle connection) marks the connection as ending.
  func escucharAvisos() {
    guard let pg else { return }
    _ = marcador_PQsetNoticeReceiver(
      pg,
      { contexto, resultado in
        guard let contexto, let resultado else { return }
        let campo = { (codigo: Int32) in
          marcador_PQresultErrorField(resultado, codigo).map { String(cString: $0) } ?? ""
        }
        let estado = campo(MARCADOR_PG_DIAG_SQLSTATE)
        let gravedad = campo(MARCADOR_PG_DIAG_SEVERITY_NONLOCALIZED)
        if gravedad == "FATAL" || gravedad == "PANIC" || estado.hasPrefix("57P")
          || estado.hasPrefix("08")
        {
          Unmanaged<Avisos>.fromOpaque(contexto).takeUnretainedValue().despedida = true
        }
      }, Unmanaged.passUnretained(avisos).toOpaque())
  }

  /// Closes the connection (PQfinish). Later statements fail with `conexionPerdida`.
  func cerrar() {
    if let recibido { marcador_PQclear(recibido) }
    recibido = nil
    if let pg { marcador_PQfinish(pg) }
    pg = nil
  }

  /// Whether the connection is still open, as far as can be told without a round trip: the
  /// server's goodbye to an idle connection (a restart, a failover, an administrator) is
  /// already on its socket, and is read here. A connection that is not open is closed.
  var abierta: Bool {
    guard let pg = try? abierto() else { return false }
    for _ in 0..<4 where Sistema.listo(marcador_PQsocket(pg)) {
      if marcador_PQconsumeInput(pg) == 0 || marcador_PQstatus(pg) != CONNECTION_OK { break }
    }
    // Anything read here (a NOTIFY) stays for whoever asks for it; a goodbye ends it.
    guard marcador_PQstatus(pg) == CONNECTION_OK, !avisos.despedida else {
      cerrar()
      return false
    }
    return true
  }

  /// The connection's PGconn while it is open, having read what its socket holds when
  /// `leyendo` (PQconsumeInput); else it is closed and `conexionPerdida` thrown.
  func abierto(leyendo: Bool = false) throws(ErrorServidor) -> OpaquePointer {
    guard let pg, marcador_PQstatus(pg) == CONNECTION_OK,
      !leyendo || marcador_PQconsumeInput(pg) == 1
    else { throw perdida() }
    return pg
  }

  /// Closes the connection, which was lost: the error to throw.
  func perdida() -> ErrorServidor {
    cerrar()
    return .conexionPerdida(cambio: .noGuardado)
  }
}

/// What a connection's notice receiver heard: written and read on the connection's thread
/// (libpq calls the receiver from inside the call that reads the message).
final class Avisos {
  var despedida = false
}
