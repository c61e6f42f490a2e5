/// What went wrong talking to a PostgreSQL server, in terms a person can act on. No SQLSTATE
/// or libpq text is needed to tell the cases apart; none holds a password.
///
/// The executable's exit statuses: `inalcanzable` 69 (EX_UNAVAILABLE), `rechazado` 77
/// (EX_NOPERM), `urlNoValida` 64 (EX_USAGE).
public enum ErrorServidor: Error, Equatable, Sendable {
  /// libpq could not be loaded (`detalle` is the loader's reason): Debian's `libpq5` is missing.
  case sinLibPQ(detalle: String)
  /// The text is not a connection URL libpq accepts; `url` has its password hidden.
  case urlNoValida(url: String)
  /// No server answered at `destino` (a URL with its password hidden), or it was starting or
  /// shutting down: trying again later, or fixing the address, may help.
  case inalcanzable(destino: String)
  /// The server answered and said no.
  case rechazado(Rechazo)
  /// The connection dropped; `cambio` says whether the change that was being saved happened.
  case conexionPerdida(cambio: EstadoDelCambio)
  /// A UNIQUE constraint refused the row: `restriccion` names it, and so the field.
  case repetido(restriccion: String)
  /// Another integrity rule (CHECK, NOT NULL, foreign key) refused the row.
  case restriccionIncumplida(restriccion: String)
  /// A concurrent transaction got in the way (serialization failure, deadlock): nothing was
  /// saved, and trying again may succeed.
  case conflicto
  /// The league's schema was made by a newer marcador (`encontrada` > `soportada`).
  case esquemaMasNuevo(encontrada: Int, soportada: Int)
  /// The database holds no marcador schema yet (`marcador iniciar` creates it).
  case sinEsquema
  /// Parameter `parametro` (1-based) holds U+0000, which no PostgreSQL text can hold.
  case caracterNulo(parametro: Int)
  /// Anything else: the SQLSTATE and the server's primary message, for a bug report.
  case otro(codigo: String, mensaje: String)
}

/// Why the server refused.
public enum Rechazo: Equatable, Sendable {
  /// The server wants a password and none was given (`~/.pgpass` or `PGPASSWORD`).
  case faltaContrasena(usuario: String, baseDeDatos: String)
  /// The password given was not accepted.
  case contrasenaRechazada(usuario: String, baseDeDatos: String)
  /// The connection was refused for that role and database: the role or database does not
  /// exist, `pg_hba.conf` has no line for it, or it lacks CONNECT.
  case conexion(usuario: String, baseDeDatos: String)
  /// The role may connect but not do this (SQLSTATE 42501 or class 28 on a statement).
  case sinPermiso
}

/// Whether a change whose connection dropped is in the database.
public enum EstadoDelCambio: Equatable, Sendable {
  /// Nothing of it was saved: the transaction rolled back.
  case noGuardado
  /// It was committed before the connection dropped.
  case guardado
  /// The COMMIT was sent but its answer never came, and the server could not be asked.
  case incierto
}
