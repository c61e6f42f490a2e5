// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// What can go wrong with a league where it is kept, whichever store keeps it: each store maps
/// its own errors (the file's `ErrorArchivo`, the server's `ErrorServidor`) into these once, at
/// its boundary, with what a message needs (a path, a host, an SQLSTATE, why a call failed) as
/// plain values. The words come from the catalog, the exit status from the command line.
public enum FalloDeAlmacen: Error, Equatable, Sendable {
  /// There is no league at that path.
  case noExiste(ruta: String)
  /// The path is a symlink to `destino`, which does not exist (`iniciar` creates it).
  case enlaceRoto(ruta: String, destino: String)
  /// The league's file exists but cannot be read, or is not a file.
  case noLegible(ruta: String, Causa)
  /// The league's file is not a valid tournament at `linea`:`columna` (1-based).
  case noValido(ruta: String, linea: Int, columna: Int, motivo: MotivoInvalido)
  /// Another change held the league's lock for longer than the wait allows.
  case bloqueado(ruta: String, segundos: Double)
  /// Ctrl-C while waiting for another change's lock: nothing was written.
  case esperaInterrumpida(ruta: String)
  /// Writing failed; the league was left as it was.
  case noSeEscribio(ruta: String, Causa)
  /// This account may not write `rutas` (the league, its journal, its folder), found before
  /// anything is asked; `arreglo` is the command that would let it, which only root may run
  /// when `soloRoot`.
  case sinPermiso(rutas: [String], arreglo: String, soloRoot: Bool)
  /// The change is written but could not be made sure on the disk: a crash may lose it.
  case sinConfirmar(ruta: String, Causa)
  /// A league is already there (`iniciar`, `copiar`'s destination).
  case yaExiste(ruta: String)
  /// A league to create at a folder: one that is there, or (`existe: false`) one that is not.
  case esCarpeta(ruta: String, existe: Bool)
  /// The league's file or its folder could not be created.
  case noSeCreo(ruta: String, Causa)
  /// A change or a new league would be `tamano` bytes, more than `limite`: refused before
  /// anything was written.
  case demasiadoGrande(ruta: String, tamano: Int, limite: Int)
  /// The server's client library could not be loaded (`detalle` is the loader's reason).
  case sinLibPQ(detalle: String)
  /// The text is not a server URL; `url` has its password hidden.
  case urlNoValida(url: String)
  /// No server answered at `destino`; `detalle` is the client library's own text.
  case inalcanzable(destino: String, detalle: String)
  /// A server answered but cannot take connections now (starting, stopping, recovering).
  case noDisponible(destino: String)
  /// The only server reached is a read-only standby.
  case soloLectura(destino: String)
  /// The server at `host` offers TLS with a certificate not trusted for that host.
  case certificadoNoConfiable(host: String)
  /// TLS is required and the server at `host` answers only without it.
  case sinTLS(host: String)
  /// No server finished the connection within `segundos`.
  case sinRespuesta(destino: String, segundos: Int)
  /// The server wants a password and none was given.
  case faltaContrasena(usuario: String, baseDeDatos: String)
  /// The password given was not accepted.
  case contrasenaRechazada(usuario: String, baseDeDatos: String)
  /// The server refused a connection for that role and database.
  case conexionRechazada(usuario: String, baseDeDatos: String)
  /// The role may connect but not do this.
  case sinPermisoEnElServidor
  /// The server's rights per team refuse clerk `usuario` this change: team `equipo` (`nil`: the
  /// league's teams themselves, made, renamed or removed, or a new season) is changed by its
  /// `delegados` and by the federation's roles `federacion`, who grant rights.
  case sinDerechos(equipo: String?, usuario: String, delegados: [String], federacion: [String])
  /// No role `rol` on the server to grant rights to.
  case rolDesconocido(rol: String)
  /// The connection dropped; `cambio` says whether the change being saved is there.
  case conexionPerdida(cambio: EstadoDelGuardado)
  /// The last change's outcome is still undecided on the server: nothing of this one was sent.
  case anteriorSinDecidir
  /// A statement got no answer within `segundos`; the connection is given up.
  case tiempoAgotado(segundos: Int, cambio: EstadoDelGuardado)
  /// Ctrl-C while a statement was in flight: it was cancelled.
  case cancelado(cambio: EstadoDelGuardado)
  /// A uniqueness rule of the server's (`restriccion`) refused the row.
  case repetido(restriccion: String)
  /// Another integrity rule of the server's (`restriccion`) refused the row.
  case restriccionIncumplida(restriccion: String)
  /// A concurrent change got in the way: nothing was saved; trying again may succeed.
  case conflicto
  /// Another change held what this one needs past its wait of `segundos`: the server's lock.
  case ocupado(segundos: Int)
  /// The league's schema was made by a newer marcador.
  case esquemaMasNuevo(encontrada: Int, soportada: Int)
  /// The database holds no league yet.
  case sinEsquema
  /// The league's schema `nombre` does not exist and may not be created by this role.
  case esquemaSinCrear(nombre: String)
  /// A text holds U+0000, which the server cannot keep (`parametro`, 1-based).
  case caracterNulo(parametro: Int)
  /// Anything else the server said: its SQLSTATE and message, for a bug report.
  case otro(codigo: String, mensaje: String)
}

extension FalloDeAlmacen {
  /// The failure as one that may pass: the lock not had in time, Ctrl-C while waiting; the
  /// store that cannot be had now — the file's write that failed, the file another program
  /// removed, emptied or left unreadable or invalid under the form, as a server gone away or
  /// not answering — which a person may mend and try again with every answer kept. (Ctrl-C
  /// after the change was saved is no failure: it is done.)
  public var transitorio: Transitorio? {
    switch self {
    case .bloqueado, .ocupado: .ocupado
    case .esperaInterrumpida: .interrumpido
    case .cancelado(cambio: .guardado): nil
    case .cancelado: .interrumpido
    case .noSeEscribio, .sinPermiso, .noValido, .noLegible, .noExiste, .inalcanzable,
      .noDisponible, .soloLectura, .sinRespuesta, .conexionPerdida, .anteriorSinDecidir,
      .tiempoAgotado:
      .noDisponible
    case .enlaceRoto, .sinConfirmar, .yaExiste, .esCarpeta, .noSeCreo, .demasiadoGrande,
      .sinLibPQ, .urlNoValida, .certificadoNoConfiable, .sinTLS, .faltaContrasena,
      .contrasenaRechazada, .conexionRechazada, .sinPermisoEnElServidor, .sinDerechos,
      .rolDesconocido, .repetido,
      .restriccionIncumplida, .conflicto, .esquemaMasNuevo, .sinEsquema, .esquemaSinCrear,
      .caracterNulo, .otro:
      nil
    }
  }
}

/// Whether a change whose connection dropped is in the league.
public enum EstadoDelGuardado: Equatable, Sendable {
  /// Nothing of it was saved.
  case noGuardado
  /// It was saved before the connection dropped.
  case guardado
  /// Its commit was sent but the answer never came, and the server could not be asked.
  case incierto
}

/// What a change that was saved leaves to be said (on standard error, the exit still 0).
public enum AvisoDelServidor: Equatable, Sendable {
  /// The commit's answer never came within `segundos`, and the server, asked afterwards, says
  /// the change is there. `replicaSincrona`: the server waits for a synchronous standby to
  /// confirm each commit, and that confirmation is what never came (a failover before the
  /// standby has it could lose the change).
  case guardadoSinConfirmar(segundos: Int, replicaSincrona: Bool)
  /// The change asked for was already made, by this user's earlier attempt (an outcome the
  /// earlier run could not know): the journal's entry `cuando` (UTC), not made again.
  case yaGuardado(cuando: String)
  /// What the server decided of the change before, whose commit got no answer and which no
  /// server could be asked about then: asked before the next change, and said first.
  case anteriorDecidido(guardado: Bool)
}
