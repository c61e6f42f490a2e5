// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos
import Torneo

/// `permisos [dar|quitar ROL [EQUIPO]]`: a server league's rights per team, which the server
/// itself enforces. Alone, who may change what (anyone else who may connect reads); `dar` and
/// `quitar`, the federation's clerk's alone, grant or take away role ROL's right over EQUIPO,
/// or over every team without one (the federation's). A file's rights are its Unix permissions:
/// listed, that is said; granted, it is refused (77).
struct Permisos: OrdenDeclarada {
  /// What to grant (`dar`) or take away; `nil`: list.
  let cambio: Cambio?

  struct Cambio: Equatable {
    let dar: Bool
    let rol: String
    let equipo: String?
  }

  static let definicion = DefinicionDeOrden(
    orden: .permisos, posicionales: [(.que, false), (.rol, false), (.equipo, false)]
  ) { a throws(ErrorDeUso) in
    guard let que = a.posicional(0) else { return Permisos(cambio: nil) }
    guard que == "dar" || que == "quitar" else { throw .ordenDesconocida(que) }
    guard let rol = a.posicional(1) else { throw .faltaArgumento(.rol) }
    return Permisos(cambio: Cambio(dar: que == "dar", rol: rol, equipo: a.posicional(2)))
  }

  var equipoNombrado: String? { cambio?.equipo }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    let catalogo = contexto.catalogo
    let deArchivo = Mensaje.permisosDeArchivo(visible(liga.descripcion))
    do {
      guard let cambio else {
        guard let permisos = try liga.permisos() else {
          contexto.salida.escribir(catalogo.texto(deArchivo) + "\n")
          return Resultado(.hecho)
        }
        contexto.salida.escribir(
          Permisos.lineas(permisos).map { catalogo.texto($0) + "\n" }.joined())
        return Resultado(.hecho)
      }
      let equipos = cambio.equipo.map { [$0] }
      guard try liga.cambiarPermisos(dar: cambio.dar, rol: cambio.rol, equipos: equipos) else {
        // Rights a file cannot keep: granted with chmod and chgrp, not here.
        contexto.fallar(deArchivo)
        return Resultado(.sinPermiso)
      }
      contexto.salida.escribir(
        catalogo.texto(
          .permisosCambiados(
            dar: cambio.dar, rol: visible(cambio.rol), equipos: equipos?.map(visible)))
          + "\n")
      return Resultado(.hecho)
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }

  /// The federation's line, then a line per team with delegates, in league order.
  static func lineas(_ permisos: [Permiso]) -> [Mensaje] {
    var equipos: [String] = []
    var delegados: [String: [String]] = [:]
    for permiso in permisos {
      guard let equipo = permiso.equipo else { continue }
      if delegados[equipo] == nil { equipos.append(equipo) }
      delegados[equipo, default: []].append(visible(permiso.rol))
    }
    let federacion = permisos.filter { $0.equipo == nil }.map { visible($0.rol) }
    return [.permisosDeLaFederacion(federacion)]
      + equipos.map { .permisosDeEquipo(visible($0), delegados: delegados[$0] ?? []) }
  }
}
