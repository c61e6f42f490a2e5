// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ

/// A statement's results read: its rows copied out as `Filas`, or its failure classified as an
/// `ErrorServidor` (passwords hidden, a lost connection closed); every result cleared.
struct LecturaDeResultados {
  /// The connection the results came on.
  let enlace: Enlace
  /// Its parameters: the URL to name and the passwords to hide.
  let parametros: ParametrosDeConexion
  /// How long an answer was awaited, for messages (`Conexion.espera` in whole seconds).
  let segundosDeEspera: Int

  /// Each result's rows up to the first that fails, and that failure; every result is cleared.
  func filas(de resultados: [OpaquePointer?], fin: FinDeEspera)
    -> (filas: [Filas], error: ErrorServidor?)
  {
    var filas: [Filas] = []
    for (k, resultado) in resultados.enumerated() {
      do {
        filas.append(try self.filas(de: resultado, fin: fin))
      } catch {
        for resto in resultados.dropFirst(k + 1) { if let resto { marcador_PQclear(resto) } }
        return (filas, error)
      }
    }
    return (filas, nil)
  }

  /// Keeps in `guardado` what a statement's results come to, one result at a time: its first
  /// error, else its last result. The one not kept is cleared.
  static func guardar(_ siguiente: OpaquePointer, en guardado: inout OpaquePointer?) {
    if let anterior = guardado, esError(anterior), !esError(siguiente) {
      marcador_PQclear(siguiente)
    } else {
      if let anterior = guardado { marcador_PQclear(anterior) }
      guardado = siguiente
    }
  }

  static func esError(_ resultado: OpaquePointer) -> Bool {
    let estado = marcador_PQresultStatus(resultado)
    return estado != PGRES_COMMAND_OK && estado != PGRES_TUPLES_OK && estado != PGRES_EMPTY_QUERY
  }

  /// The rows of `resultado`, or the error it carries; clears it either way.
  func filas(de resultado: OpaquePointer?, fin: FinDeEspera) throws(ErrorServidor)
    -> Filas
  {
    defer { if let resultado { marcador_PQclear(resultado) } }
    switch fin {
    case .agotada: throw .tiempoAgotado(segundos: segundosDeEspera, cambio: .noGuardado)
    case .interrumpida: throw .cancelado(cambio: .noGuardado)
    case .respuesta: break
    }
    let conectada = enlace.pg.map { marcador_PQstatus($0) == CONNECTION_OK } ?? false
    guard let resultado else {
      guard conectada else { throw enlace.perdida() }
      throw .otro(codigo: "", mensaje: "PQgetResult: sin resultado")
    }
    guard LecturaDeResultados.esError(resultado) else {
      return LecturaDeResultados.filas(de: resultado)
    }
    let campo = { (codigo: Int32) in
      marcador_PQresultErrorField(resultado, codigo).map { String(cString: $0) }
    }
    // An error without a SQLSTATE is libpq's own: with the connection gone (closed, reset,
    // or the server's goodbye read first), it is the lost connection.
    let sqlstate = campo(MARCADOR_PG_DIAG_SQLSTATE) ?? ""
    guard conectada, !sqlstate.isEmpty else { throw enlace.perdida() }
    let mensaje =
      campo(MARCADOR_PG_DIAG_MESSAGE_PRIMARY)
      ?? String(cString: marcador_PQresultErrorMessage(resultado))
    let error = ErrorServidor.desde(
      sqlstate: sqlstate, restriccion: campo(MARCADOR_PG_DIAG_CONSTRAINT_NAME),
      mensaje: parametros.sinContrasenas(mensaje), destino: parametros.destino,
      espera: segundosDeEspera)
    // A server that is going away (57P01…) or a standby: this connection is of no more use.
    if error.esDeConexion { enlace.cerrar() }
    throw error
  }

  /// The rows of a successful result, copied out as text.
  static func filas(de resultado: OpaquePointer) -> Filas {
    let numeroDeFilas = Int(marcador_PQntuples(resultado))
    let columnas = Int(marcador_PQnfields(resultado))
    var lista: [[String?]] = []
    lista.reserveCapacity(numeroDeFilas)
    for f in 0..<Int32(numeroDeFilas) {
      var fila: [String?] = []
      fila.reserveCapacity(columnas)
      for c in 0..<Int32(columnas) {
        if marcador_PQgetisnull(resultado, f, c) == 1 {
          fila.append(nil)
        } else {
          let bytes = UnsafeRawBufferPointer(
            start: marcador_PQgetvalue(resultado, f, c),
            count: Int(marcador_PQgetlength(resultado, f, c)))
          fila.append(String(decoding: bytes, as: UTF8.self))
        }
      }
      lista.append(fila)
    }
    let afectadas = Int(String(cString: marcador_PQcmdTuples(resultado))) ?? 0
    return Filas(filas: lista, afectadas: afectadas)
  }
}
