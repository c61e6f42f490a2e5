// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Servidor
import Torneo

/// The messages of a league on a server, in English.
extension CatalogoIngles {
  public func sinLibPQ(_ detalle: String) -> String {
    "cannot use a server: libpq is missing (install the libpq5 package): \(detalle)"
  }
  public func urlNoValida(_ url: String) -> String {
    "\(url): not a valid server address (e.g. postgresql://user@host/league)"
  }
  public func servidorInalcanzable(_ destino: String) -> String {
    "\(destino): no server answers; nothing was saved: check the address or try again later"
  }
  public func servidorNoDisponible(_ destino: String) -> String {
    "\(destino): the server is starting up or shutting down; nothing was saved: try again in a moment"
  }
  public func servidorSoloLectura(_ destino: String) -> String {
    "\(destino): the server only allows reading (it is a standby); nothing was saved: use the primary's address, or several with target_session_attrs=read-write"
  }
  public func servidorSinRespuesta(_ destino: String, segundos: Int) -> String {
    "\(destino): the server did not answer within \(segundos) s; nothing was saved: try again later (connect_timeout in the address gives more time)"
  }
  public func tiempoAgotadoEnElServidor(segundos: Int, _ cambio: EstadoDelCambio) -> String {
    switch cambio {
    case .noGuardado:
      "the server stopped answering for \(segundos) s; nothing was saved: try again later (MARCADOR_ESPERA_SERVIDOR gives more time)"
    case .guardado:
      "the server stopped answering for \(segundos) s, but the change was saved"
    case .incierto:
      "the server stopped answering while saving, and whether the change was saved is unknown: check with “marcador historial”"
    }
  }
  public func canceladoEnElServidor(_ cambio: EstadoDelCambio) -> String {
    switch cambio {
    case .noGuardado: "cancelled; nothing was saved"
    case .guardado: "cancelled, but the change had already been saved"
    case .incierto:
      "cancelled while saving; whether the change was saved is unknown: check with “marcador historial”"
    }
  }
  public func faltaContrasena(usuario: String, baseDeDatos: String) -> String {
    "the server wants a password for “\(usuario)” on “\(baseDeDatos)”: put it in ~/.pgpass or PGPASSWORD"
  }
  public func contrasenaRechazada(usuario: String, baseDeDatos: String) -> String {
    "the server does not accept the password of “\(usuario)” on “\(baseDeDatos)”: check ~/.pgpass or PGPASSWORD"
  }
  public func conexionRechazada(usuario: String, baseDeDatos: String) -> String {
    "the server does not let “\(usuario)” into “\(baseDeDatos)”: the user or the database does not exist, or may not connect"
  }
  public func sinPermisoEnElServidor() -> String {
    "the server does not allow you to do this; ask whoever runs the database"
  }
  public func conexionPerdida(_ cambio: EstadoDelCambio) -> String {
    switch cambio {
    case .noGuardado:
      "the connection to the server dropped; nothing was saved: try again once it answers"
    case .guardado: "the connection to the server dropped, but the change was saved"
    case .incierto:
      "the connection to the server dropped while saving, and whether the change was saved is unknown: check with “marcador historial”"
    }
  }
  public func anteriorSinDecidir() -> String {
    "the server does not know yet whether the last change was saved (its COMMIT got no answer); nothing more was sent: try again in a moment or check with “marcador historial”"
  }
  public func guardadoSinConfirmar(segundos: Int, replicaSincrona: Bool) -> String {
    replicaSincrona
      ? "the server saved the change, but did not confirm within \(segundos) s that its synchronous standby has it: a failover before it gets there could lose it (check with “marcador historial”)"
      : "the server took more than \(segundos) s to confirm the change, but it was saved"
  }
  public func yaGuardado(hora: String) -> String {
    "this change was already saved, by your earlier attempt (\(hora)); it was not made again"
  }
  public func datoRepetido(restriccion: String) -> String {
    "the server refused a repeated value (\(restriccion)); nothing was saved"
  }
  public func datoNoValido(restriccion: String) -> String {
    "the server refused an invalid value (\(restriccion)); nothing was saved"
  }
  public func conflictoEnElServidor() -> String {
    "another change crossed this one on the server; nothing was saved: try again"
  }
  public func ocupadoEnElServidor(segundos: Int) -> String {
    "another change on the server held what this one needs for longer than marcador waits (MARCADOR_ESPERA_SERVIDOR, \(segundos) s); nothing was saved: try again in a moment"
  }
  public func esquemaMasNuevo(encontrada: Int, soportada: Int) -> String {
    "the league on the server is from a newer marcador (schema \(encontrada); this one knows up to \(soportada)): upgrade marcador"
  }
  public func sinEsquema() -> String {
    "the server holds no league yet: create it with “\(orden("iniciar"))”"
  }
  public func esquemaSinCrear(_ nombre: String) -> String {
    "the schema “\(nombre)” named by search_path does not exist, and this role may not create it: ask the database administrator to create it (CREATE SCHEMA) and grant you rights on it"
  }
  public func caracterNulo() -> String {
    "a text holds the null character (U+0000), which the server does not accept"
  }
  public func errorDelServidor(codigo: String, _ mensaje: String) -> String {
    "the server answered with an error (\(codigo)): \(mensaje)"
  }
}
