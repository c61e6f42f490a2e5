// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos

/// `ayuda [ORDEN]`, `--help`: the general help, or a command's. `marcador ayuda` and
/// `marcador help` are what a person means by them: the help.
struct Ayuda: OrdenDeclarada {
  /// `nil`: the general help.
  let orden: NombreDeOrden?

  static let definicion = DefinicionDeOrden(
    orden: .ayuda, alias: ["help"], posicionales: [(.orden, false)], leeTorneo: false
  ) { a throws(ErrorDeUso) in
    guard let palabra = a.posicional(0) else { return Ayuda(orden: nil) }
    guard let definicion = DefinicionDeOrden.buscar(palabra) else {
      throw .ordenDesconocida(palabra)
    }
    return Ayuda(orden: definicion.orden)
  }

  var usaLaLiga: Bool { false }

  func correr(en contexto: Contexto) -> Resultado {
    let catalogo = contexto.catalogo
    contexto.salida.escribir(
      orden.map { DefinicionDeOrden.de($0).ayuda(en: catalogo) }
        ?? DefinicionDeOrden.ayudaGeneral(en: catalogo))
    return Resultado(.hecho)
  }
}
