// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Servidor
import Torneo

/// The messages of a league on a server, in Spanish.
extension CatalogoEspanol {
  public func sinLibPQ(_ detalle: String) -> String {
    "no se puede usar un servidor: falta libpq (instala el paquete libpq5): \(detalle)"
  }
  public func urlNoValida(_ url: String) -> String {
    "\(url): no es una dirección de servidor válida (p. ej. postgresql://usuario@máquina/liga)"
  }
  public func servidorInalcanzable(_ destino: String) -> String {
    "\(destino): no responde ningún servidor; no se ha guardado nada: comprueba la dirección o inténtalo más tarde"
  }
  public func servidorNoDisponible(_ destino: String) -> String {
    "\(destino): el servidor está arrancando o parándose; no se ha guardado nada: inténtalo de nuevo en un momento"
  }
  public func servidorSoloLectura(_ destino: String) -> String {
    "\(destino): el servidor solo admite lecturas (es una réplica); no se ha guardado nada: usa la dirección del primario, o varias con target_session_attrs=read-write"
  }
  public func servidorSinRespuesta(_ destino: String, segundos: Int) -> String {
    "\(destino): el servidor no ha contestado en \(segundos) s; no se ha guardado nada: inténtalo más tarde (connect_timeout en la dirección da más tiempo)"
  }
  public func tiempoAgotadoEnElServidor(segundos: Int, _ cambio: EstadoDelCambio) -> String {
    switch cambio {
    case .noGuardado:
      "el servidor dejó de contestar durante \(segundos) s; no se ha guardado nada: inténtalo más tarde (MARCADOR_ESPERA_SERVIDOR da más tiempo)"
    case .guardado:
      "el servidor dejó de contestar durante \(segundos) s, pero el cambio quedó guardado"
    case .incierto:
      "el servidor dejó de contestar mientras se guardaba y no se sabe si el cambio quedó guardado: compruébalo con «marcador historial»"
    }
  }
  public func canceladoEnElServidor(_ cambio: EstadoDelCambio) -> String {
    switch cambio {
    case .noGuardado: "cancelado; no se ha guardado nada"
    case .guardado: "cancelado, pero el cambio ya había quedado guardado"
    case .incierto:
      "cancelado mientras se guardaba; no se sabe si el cambio quedó guardado: compruébalo con «marcador historial»"
    }
  }
  public func faltaContrasena(usuario: String, baseDeDatos: String) -> String {
    "el servidor pide una contraseña para «\(usuario)» en «\(baseDeDatos)»: ponla en ~/.pgpass o en PGPASSWORD"
  }
  public func contrasenaRechazada(usuario: String, baseDeDatos: String) -> String {
    "el servidor no acepta la contraseña de «\(usuario)» en «\(baseDeDatos)»: revisa ~/.pgpass o PGPASSWORD"
  }
  public func conexionRechazada(usuario: String, baseDeDatos: String) -> String {
    "el servidor no admite a «\(usuario)» en «\(baseDeDatos)»: el usuario o la base de datos no existen, o no pueden conectarse"
  }
  public func sinPermisoEnElServidor() -> String {
    "el servidor no te permite hacer esto; pídeselo a quien administra la base de datos"
  }
  public func conexionPerdida(_ cambio: EstadoDelCambio) -> String {
    switch cambio {
    case .noGuardado:
      "se cortó la conexión con el servidor; no se ha guardado nada: vuelve a intentarlo cuando responda"
    case .guardado: "se cortó la conexión con el servidor, pero el cambio quedó guardado"
    case .incierto:
      "se cortó la conexión con el servidor mientras se guardaba y no se sabe si el cambio quedó guardado: compruébalo con «marcador historial»"
    }
  }
  public func anteriorSinDecidir() -> String {
    "el servidor aún no sabe si el último cambio quedó guardado (su COMMIT no tuvo respuesta); no se ha enviado nada más: vuelve a intentarlo en un momento o compruébalo con «marcador historial»"
  }
  public func guardadoSinConfirmar(segundos: Int, replicaSincrona: Bool) -> String {
    replicaSincrona
      ? "el servidor guardó el cambio, pero en \(segundos) s no confirmó que su réplica síncrona lo tenga: si cae antes de que le llegue, podría perderse (compruébalo con «marcador historial»)"
      : "el servidor tardó más de \(segundos) s en confirmar el cambio, pero quedó guardado"
  }
  public func yaGuardado(hora: String) -> String {
    "este cambio ya estaba guardado: lo guardó tu intento anterior (\(hora)); no se ha repetido"
  }
  public func datoRepetido(restriccion: String) -> String {
    "el servidor rechazó un dato repetido (\(restriccion)); no se ha guardado nada"
  }
  public func datoNoValido(restriccion: String) -> String {
    "el servidor rechazó un dato no válido (\(restriccion)); no se ha guardado nada"
  }
  public func conflictoEnElServidor() -> String {
    "otro cambio se cruzó con este en el servidor; no se ha guardado nada: vuelve a intentarlo"
  }
  public func ocupadoEnElServidor(segundos: Int) -> String {
    "otro cambio en el servidor retuvo lo que este necesita más de lo que marcador espera (MARCADOR_ESPERA_SERVIDOR, \(segundos) s); no se ha guardado nada: vuelve a intentarlo en un momento"
  }
  public func esquemaMasNuevo(encontrada: Int, soportada: Int) -> String {
    "la liga del servidor es de un marcador más nuevo (esquema \(encontrada); este entiende hasta el \(soportada)): actualiza marcador"
  }
  public func sinEsquema() -> String {
    "el servidor no tiene ninguna liga todavía: créala con «\(orden("iniciar"))»"
  }
  public func esquemaSinCrear(_ nombre: String) -> String {
    "el esquema «\(nombre)» que nombra search_path no existe, y este usuario no puede crearlo: pide a quien administra la base de datos que lo cree (CREATE SCHEMA) y te dé permiso en él"
  }
  public func caracterNulo() -> String {
    "un texto lleva el carácter nulo (U+0000), que el servidor no admite"
  }
  public func errorDelServidor(codigo: String, _ mensaje: String) -> String {
    "el servidor respondió con un error (\(codigo)): \(mensaje)"
  }
}
