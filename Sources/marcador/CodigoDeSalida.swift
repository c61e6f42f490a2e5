import Torneo

/// The exit statuses (sysexits.h, and 130 for a cancel as shells report SIGINT).
enum CodigoDeSalida: Int32 {
  case hecho = 0
  case uso = 64
  case datos = 65
  case sinEntrada = 66
  case noSeCrea = 73
  case entradaSalida = 74
  case temporal = 75
  case cancelado = 130

  /// The status for a file error.
  init(_ error: ErrorArchivo) {
    switch error {
    case .noExiste, .noLegible: self = .sinEntrada
    case .noValido: self = .datos
    case .bloqueado: self = .temporal
    case .esperaInterrumpida: self = .cancelado
    case .noSeEscribio, .sinConfirmar: self = .entradaSalida
    case .yaExiste, .noSeCreo: self = .noSeCrea
    }
  }

  /// The status for a league error: the file's own, else a refused change (65).
  init(_ error: ErrorDeLiga) {
    if case .archivo(let e) = error { self.init(e) } else { self = .datos }
  }
}
