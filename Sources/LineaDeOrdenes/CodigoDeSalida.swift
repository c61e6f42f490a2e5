// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Servidor
import Torneo

/// The exit statuses (sysexits.h, and 130 for a cancel as shells report SIGINT).
public enum CodigoDeSalida: Int32, Sendable {
  case hecho = 0
  /// `buscar` found nothing (grep's habit).
  case ninguno = 1
  case uso = 64
  case datos = 65
  case sinEntrada = 66
  case noSeCrea = 73
  case servicioNoDisponible = 69
  case entradaSalida = 74
  case temporal = 75
  case sinPermiso = 77
  case cancelado = 130

  /// Whether the command failed: anything but done, and but «found nothing», which is an
  /// answer, not a failure (a script of commands goes on after it, as `grep` in `sh -e`
  /// would not let it).
  public var esFallo: Bool { self != .hecho && self != .ninguno }

  /// The status for a file error.
  init(_ error: ErrorArchivo) {
    switch error {
    case .noExiste, .enlaceRoto, .noLegible: self = .sinEntrada
    case .noValido, .demasiadoGrande: self = .datos
    case .bloqueado: self = .temporal
    case .esperaInterrumpida: self = .cancelado
    case .noSeEscribio, .sinPermiso, .sinConfirmar: self = .entradaSalida
    case .yaExiste, .esCarpeta, .noSeCreo: self = .noSeCrea
    }
  }

  /// The status for a league error: the file's own, else a refused change (65).
  init(_ error: ErrorDeLiga) {
    switch error {
    case .almacen(let fallo):
      switch fallo.valor {
      case let e as ErrorArchivo: self.init(e)
      case let e as ErrorServidor: self.init(e)
      default: self = .entradaSalida
      }
    default: self = .datos
    }
  }

  /// The status for a server error: 69 when no server answered (or the connection dropped,
  /// or it stopped answering), 130 for Ctrl-C, 77 when it refused or was not trusted; a schema from a newer marcador is invalid data (65) and a database
  /// without one is like a missing file (66).
  init(_ error: ErrorServidor) {
    switch error {
    case .sinLibPQ, .inalcanzable, .noDisponible, .soloLectura, .sinRespuesta, .conexionPerdida,
      .anteriorSinDecidir, .tiempoAgotado:
      self = .servicioNoDisponible
    case .cancelado: self = .cancelado
    case .urlNoValida: self = .uso
    // Not trusting the server is refusing it, as a server refuses a password: 77, never the
    // 69 a script may retry, since trying again meets the same certificate.
    case .rechazado, .esquemaSinCrear, .certificadoNoConfiable, .sinTLS: self = .sinPermiso
    case .repetido, .restriccionIncumplida, .esquemaMasNuevo, .caracterNulo: self = .datos
    case .sinEsquema: self = .sinEntrada
    case .conflicto, .ocupado: self = .temporal
    case .otro: self = .entradaSalida
    }
  }
}
