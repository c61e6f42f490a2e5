// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Servidor
import Torneo

extension FalloDeAlmacen {
  /// The server's error as the domain names it.
  public init(_ error: ErrorServidor) {
    self =
      switch error {
      case .sinLibPQ(let detalle): .sinLibPQ(detalle: detalle)
      case .urlNoValida(let url): .urlNoValida(url: url)
      case .inalcanzable(let destino, let detalle):
        .inalcanzable(destino: destino, detalle: detalle)
      case .noDisponible(let destino): .noDisponible(destino: destino)
      case .soloLectura(let destino): .soloLectura(destino: destino)
      case .certificadoNoConfiable(let host): .certificadoNoConfiable(host: host)
      case .sinTLS(let host): .sinTLS(host: host)
      case .sinRespuesta(let destino, let segundos):
        .sinRespuesta(destino: destino, segundos: segundos)
      case .rechazado(.faltaContrasena(let usuario, let baseDeDatos)):
        .faltaContrasena(usuario: usuario, baseDeDatos: baseDeDatos)
      case .rechazado(.contrasenaRechazada(let usuario, let baseDeDatos)):
        .contrasenaRechazada(usuario: usuario, baseDeDatos: baseDeDatos)
      case .rechazado(.conexion(let usuario, let baseDeDatos)):
        .conexionRechazada(usuario: usuario, baseDeDatos: baseDeDatos)
      case .rechazado(.sinPermiso): .sinPermisoEnElServidor
      case .conexionPerdida(let cambio): .conexionPerdida(cambio: .init(cambio))
      case .anteriorSinDecidir: .anteriorSinDecidir
      case .tiempoAgotado(let segundos, let cambio):
        .tiempoAgotado(segundos: segundos, cambio: .init(cambio))
      case .cancelado(let cambio): .cancelado(cambio: .init(cambio))
      case .repetido(let restriccion): .repetido(restriccion: restriccion)
      case .restriccionIncumplida(let restriccion): .restriccionIncumplida(restriccion: restriccion)
      case .conflicto: .conflicto
      case .ocupado(let segundos): .ocupado(segundos: segundos)
      case .esquemaMasNuevo(let encontrada, let soportada):
        .esquemaMasNuevo(encontrada: encontrada, soportada: soportada)
      case .sinEsquema: .sinEsquema
      case .esquemaSinCrear(let nombre): .esquemaSinCrear(nombre: nombre)
      case .caracterNulo(let parametro): .caracterNulo(parametro: parametro)
      case .otro(let codigo, let mensaje): .otro(codigo: codigo, mensaje: mensaje)
      }
  }
}

extension EstadoDelGuardado {
  /// Whether the server says the change is saved, in the domain's words.
  init(_ estado: EstadoDelCambio) {
    self =
      switch estado {
      case .noGuardado: .noGuardado
      case .guardado: .guardado
      case .incierto: .incierto
      }
  }
}

extension ErrorDeLiga {
  /// The server store's failure as the domain carries it.
  public static func servidor(_ error: ErrorServidor) -> ErrorDeLiga {
    .almacen(FalloDeAlmacen(error))
  }
}
