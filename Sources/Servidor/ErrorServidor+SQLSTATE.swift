// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

extension ErrorServidor {
  /// The error for a failed statement, from its SQLSTATE and constraint name.
  ///
  /// Errors are told apart by SQLSTATE class and, for integrity errors, by the constraint's
  /// name: a 23505 alone may come from a system catalog (concurrent `CREATE TABLE`). A
  /// failure of any statement but COMMIT leaves nothing saved (`Conexion.transaccion` asks
  /// about a COMMIT).
  static func desde(
    sqlstate: String, restriccion: String?, mensaje: String, destino: String, espera: Int
  ) -> ErrorServidor {
    switch sqlstate {
    case "23505": return .repetido(restriccion: restriccion ?? "")
    case "55P03": return .ocupado(segundos: espera)
    case "42501": return .rechazado(.sinPermiso)
    case "40001", "40P01": return .conflicto
    // The server is going away (administrator, crash, not accepting), or ended this session
    // (idle in a transaction, 25P03, as a change sets it; idle, 57P05): the connection ends.
    case "57P01", "57P02", "57P03", "57P04", "57P05", "25P03":
      return .conexionPerdida(cambio: .noGuardado)
    // A read-only standby (hot standby, or a primary demoted under a failover).
    case "25006": return .soloLectura(destino: destino)
    default: break
    }
    switch sqlstate.prefix(2) {
    case "23": return .restriccionIncumplida(restriccion: restriccion ?? "")
    case "28": return .rechazado(.sinPermiso)
    case "08": return .conexionPerdida(cambio: .noGuardado)
    default: return .otro(codigo: sqlstate, mensaje: mensaje)
    }
  }
}
