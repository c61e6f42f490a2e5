// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Servidor
import Torneo

extension ErrorServidor {
  /// The failure as one that may pass: a row held, Ctrl-C, the server gone or not answering.
  /// (Ctrl-C after the change was saved is no failure: it is done.)
  public var transitorio: Transitorio? {
    switch self {
    case .ocupado: .ocupado
    case .cancelado(cambio: .guardado): nil
    case .cancelado: .interrumpido
    default: esDeConexion ? .noDisponible : nil
    }
  }
}

extension ErrorDeLiga {
  /// The server store's failure as the domain carries it.
  public static func servidor(_ error: ErrorServidor) -> ErrorDeLiga {
    .almacen(FalloDeAlmacen(error, transitorio: error.transitorio))
  }

  /// The server store's failure this is, if it is one.
  public var servidor: ErrorServidor? {
    if case .almacen(let fallo) = self { fallo.valor as? ErrorServidor } else { nil }
  }
}
