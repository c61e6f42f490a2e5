// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ
import LlamadasAlSistema

/// Why a connection failed, told apart without reading libpq's translated text: PQping, a
/// second attempt that only settles TLS, one without `target_session_attrs`.
struct DiagnosticoDeConexion {
  /// The failed connection's parameters.
  let parametros: ParametrosDeConexion

  /// The error for a connection that failed: PQping tells a server that did not answer from
  /// one that cannot take connections now (57P03: starting, stopping, recovering) and from
  /// one that answered and refused, without reading libpq's (translated) text; an attempt
  /// that lasted the whole `connect_timeout` is a server that did not answer in time.
  func fallo(de pg: OpaquePointer, tardanza: Double) -> ErrorServidor {
    if tardanza >= Double(parametros.esperaAlConectar) - 0.05 {
      return .sinRespuesta(destino: parametros.destino, segundos: parametros.esperaAlConectar)
    }
    let usuario = marcador_PQuser(pg).map { String(cString: $0) } ?? ""
    let baseDeDatos = marcador_PQdb(pg).map { String(cString: $0) } ?? ""
    let ping = conCadenas(parametros.claves) { c in
      conCadenas(parametros.valores) { v in marcador_PQpingParams(c, v, 1) }
    }
    switch ping {
    case PQPING_OK where marcador_PQconnectionNeedsPassword(pg) == 1:
      return .rechazado(.faltaContrasena(usuario: usuario, baseDeDatos: baseDeDatos))
    case PQPING_OK where marcador_PQconnectionUsedPassword(pg) == 1:
      return .rechazado(.contrasenaRechazada(usuario: usuario, baseDeDatos: baseDeDatos))
    case PQPING_OK: return .rechazado(.conexion(usuario: usuario, baseDeDatos: baseDeDatos))
    case PQPING_REJECT: return .noDisponible(destino: parametros.destino)
    case PQPING_NO_ATTEMPT: return .urlNoValida(url: parametros.destino)
    default:
      if let error = errorDeTLS(de: pg) { return error }
      let detalle = marcador_PQerrorMessage(pg).map { String(cString: $0) } ?? ""
      return .inalcanzable(destino: parametros.destino, detalle: parametros.sinContrasenas(detalle))
    }
  }

  /// Why a connection that requires TLS (`sslmode` require, verify-ca or verify-full, from the
  /// URL, PGSSLMODE or a service file) reached no server, told without reading libpq's
  /// (translated) text, by asking again for TLS only if the server offers it, unverified
  /// (`sslmode=prefer`, no root certificate, no GSS): a server that completes TLS so has a
  /// certificate not trusted for its host; one that declines it offers none. The attempt is
  /// dropped once TLS is settled, before the startup packet: nothing is sent to a server not
  /// trusted, no password least of all. `nil`: neither, no server answers.
  func errorDeTLS(de pg: OpaquePointer) -> ErrorServidor? {
    var modo = ""
    if let lista = marcador_PQconninfo(pg) {
      var opcion = lista
      while let clave = opcion.pointee.keyword, String(cString: clave) != "sslmode" { opcion += 1 }
      modo = opcion.pointee.val.map { String(cString: $0) } ?? ""
      marcador_PQconninfoFree(lista)
    }
    guard ["require", "verify-ca", "verify-full"].contains(modo),
      let prueba = try? ParametrosDeConexion.conectar(
        parametros.claves + ["sslmode", "sslrootcert", "gssencmode"],
        parametros.valores + ["prefer", "/dev/null/ninguno", "disable"], sinEsperar: true)
    else { return nil }
    defer { marcador_PQfinish(prueba) }
    let limite = CtrlCRetenido.ahora() + Double(parametros.esperaAlConectar)
    var estado = PGRES_POLLING_WRITING
    var pidioTLS = false
    // CONNECTION_SSL_STARTUP: the SSLRequest is sent; back to CONNECTION_MADE: TLS is
    // settled, one way or the other, and the startup packet is next. Any other state (the
    // startup packet sent) gives up.
    while true {
      let paso = marcador_PQstatus(prueba)
      pidioTLS = pidioTLS || paso == CONNECTION_SSL_STARTUP
      if pidioTLS, paso == CONNECTION_MADE { break }
      let queda = limite - CtrlCRetenido.ahora()
      guard [CONNECTION_STARTED, CONNECTION_MADE, CONNECTION_SSL_STARTUP].contains(paso),
        queda > 0, estado == PGRES_POLLING_READING || estado == PGRES_POLLING_WRITING,
        Sistema.listo(
          marcador_PQsocket(prueba), paraEscribir: estado == PGRES_POLLING_WRITING,
          milisegundos: Int32((queda * 1000).rounded(.up)))
      else { return nil }
      estado = marcador_PQconnectPoll(prueba)
    }
    let host = marcador_PQhost(prueba).map { String(cString: $0) } ?? ""
    if marcador_PQsslInUse(prueba) == 0 { return .sinTLS(host: host) }
    return modo == "require" ? nil : .certificadoNoConfiable(host: host)
  }

  /// Whether the URL's servers refused only because it asks for a writable one
  /// (`target_session_attrs`) and all are read-only standbys: a connection without that
  /// requirement works.
  func soloHayReplicas() -> Bool {
    guard let k = parametros.claves.firstIndex(of: "dbname"),
      let opciones = try? ParametrosDeConexion.opciones(
        de: parametros.valores[k], destino: parametros.destino),
      let requisito = opciones.requisito, requisito != "any"
    else { return false }
    guard
      let prueba = try? ParametrosDeConexion.conectar(
        parametros.claves + ["target_session_attrs"], parametros.valores + ["any"])
    else { return false }
    defer { marcador_PQfinish(prueba) }
    return marcador_PQstatus(prueba) == CONNECTION_OK
  }
}
