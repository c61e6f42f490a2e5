// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

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

  /// The status for a league error: the store's failure, else a refused change (65).
  init(_ error: ErrorDeLiga) {
    switch error {
    case .almacen(let fallo): self.init(fallo)
    case .equipoDesconocido, .jugadorDesconocido, .equipo, .nombreDeEquipo, .equipoRepetido,
      .nadaQueDeshacer, .nadaQueRehacer, .entradaDesconocida, .yaDeshecha, .cambiadaDesde,
      .conflicto, .equipoCambiado, .diarioNoValido, .equipoEnPartidos, .nombreEnPartidos,
      .traspasoAlMismoEquipo:
      self = .datos
    }
  }

  /// The status for what went wrong where the league is kept: a league that is not there 66;
  /// invalid or too large 65; held by another change 75; Ctrl-C 130; not writable 74; not
  /// creatable 73; no server answered (or the connection dropped, or it stopped answering) 69;
  /// a server that refused or was not trusted 77; a URL that is not one 64.
  init(_ fallo: FalloDeAlmacen) {
    switch fallo {
    case .noExiste, .enlaceRoto, .noLegible, .sinEsquema: self = .sinEntrada
    case .noValido, .demasiadoGrande, .repetido, .restriccionIncumplida, .esquemaMasNuevo,
      .caracterNulo, .rolDesconocido:
      self = .datos
    case .bloqueado, .conflicto, .ocupado: self = .temporal
    case .esperaInterrumpida, .cancelado: self = .cancelado
    case .noSeEscribio, .sinPermiso, .sinConfirmar, .otro: self = .entradaSalida
    case .yaExiste, .esCarpeta, .noSeCreo: self = .noSeCrea
    case .sinLibPQ, .inalcanzable, .noDisponible, .soloLectura, .sinRespuesta, .conexionPerdida,
      .anteriorSinDecidir, .tiempoAgotado:
      self = .servicioNoDisponible
    case .urlNoValida: self = .uso
    // Not trusting the server is refusing it, as a server refuses a password: 77, never the
    // 69 a script may retry, since trying again meets the same certificate.
    case .faltaContrasena, .contrasenaRechazada, .conexionRechazada, .sinPermisoEnElServidor,
      .sinDerechos, .esquemaSinCrear, .certificadoNoConfiable, .sinTLS:
      self = .sinPermiso
    }
  }
}
