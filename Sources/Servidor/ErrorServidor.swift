// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// What went wrong talking to a PostgreSQL server, in terms a person can act on. No SQLSTATE
/// or libpq text is needed to tell the cases apart; none holds a password. The league on a
/// server says these as the domain's `FalloDeAlmacen`.
public enum ErrorServidor: Error, Equatable, Sendable {
  /// libpq could not be loaded (`detalle` is the loader's reason): Debian's `libpq5` is missing.
  case sinLibPQ(detalle: String)
  /// The text is not a connection URL libpq accepts; `url` has its password hidden.
  case urlNoValida(url: String)
  /// No server answered at `destino` (a URL with its password hidden): refused, no such
  /// socket or host. `detalle` is libpq's own text (English, may span lines), for a detail line.
  case inalcanzable(destino: String, detalle: String)
  /// A server answered but cannot take connections now: it is starting up, shutting down or
  /// recovering (SQLSTATE 57P03 at connect). Trying again in a moment may work.
  case noDisponible(destino: String)
  /// The only server reached is a read-only standby (SQLSTATE 25006, or no host of the URL
  /// accepts writes under `target_session_attrs=read-write`).
  case soloLectura(destino: String)
  /// The URL requires TLS and verifies the server (`sslmode=verify-ca` or `verify-full`), and
  /// the server at `host` offers TLS, but its certificate is not trusted for that host: no
  /// root certificate given (`sslrootcert`, PGSSLROOTCERT, ~/.postgresql/root.crt) signs it,
  /// or it names another host. Nothing, no password either, was sent to it.
  case certificadoNoConfiable(host: String)
  /// The URL requires TLS (`sslmode=require` or stricter) and the server at `host` answers
  /// only without it. Nothing, no password either, was sent to it.
  case sinTLS(host: String)
  /// No server finished the connection within `segundos` (libpq's `connect_timeout`).
  case sinRespuesta(destino: String, segundos: Int)
  /// The server answered and said no.
  case rechazado(Rechazo)
  /// The connection dropped (closed, reset, the server shutting down: 57P01, 57P02, class 08);
  /// `cambio` says whether the change that was being saved happened.
  case conexionPerdida(cambio: EstadoDelCambio)
  /// The last change's COMMIT got no answer, and the server says that transaction is still
  /// in progress (left open by a connection that stopped carrying packets): nothing of this
  /// change was sent, so that the last one is never applied twice.
  case anteriorSinDecidir
  /// A statement got no answer within `segundos` (`MARCADOR_ESPERA_SERVIDOR`): the server hangs or is
  /// unreachable mid-session. The connection is given up.
  case tiempoAgotado(segundos: Int, cambio: EstadoDelCambio)
  /// Ctrl-C while a statement was in flight: it was cancelled (PQcancel).
  case cancelado(cambio: EstadoDelCambio)
  /// A UNIQUE constraint refused the row: `restriccion` names it, and so the field.
  case repetido(restriccion: String)
  /// Another integrity rule (CHECK, NOT NULL, foreign key) refused the row.
  case restriccionIncumplida(restriccion: String)
  /// A concurrent transaction got in the way (serialization failure, deadlock): nothing was
  /// saved, and trying again may succeed.
  case conflicto
  /// Another change held a row or lock this one needs (a team, a player, the league) past the
  /// `lock_timeout` a change sets, a little less than its wait `segundos` (SQLSTATE 55P03): the
  /// file's `bloqueado` on a server. Nothing was saved; trying again soon may work.
  case ocupado(segundos: Int)
  /// The league's schema was made by a newer marcador (`encontrada` > `soportada`).
  case esquemaMasNuevo(encontrada: Int, soportada: Int)
  /// The database holds no marcador schema yet (`marcador iniciar` creates it).
  case sinEsquema
  /// The URL's `search_path` names schema `nombre`, which does not exist, and the role may not
  /// create it (`marcador iniciar` creates it when the role may).
  case esquemaSinCrear(nombre: String)
  /// Parameter `parametro` (1-based) holds U+0000, which no PostgreSQL text can hold.
  case caracterNulo(parametro: Int)
  /// Anything else: the SQLSTATE and the server's primary message, for a bug report.
  case otro(codigo: String, mensaje: String)
}

extension ErrorServidor {
  /// Whether the server could not be reached or stopped answering (as opposed to a refusal or
  /// a rule): nothing was applied unless `cambio` says so, and trying again later may work.
  public var esDeConexion: Bool {
    switch self {
    case .inalcanzable, .noDisponible, .soloLectura, .sinRespuesta, .conexionPerdida,
      .anteriorSinDecidir, .tiempoAgotado:
      true
    default: false
    }
  }
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
