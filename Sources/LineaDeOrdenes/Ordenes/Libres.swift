// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos
import Torneo

/// `libres EQUIPO`: the numbers nobody on the team wears, as runs (`Catalogos.rangos`, the
/// one way free numbers are written).
struct Libres: OrdenDeclarada {
  let equipo: String

  static let definicion = DefinicionDeOrden(orden: .libres, posicionales: [(.equipo, true)]) {
    a throws(ErrorDeUso) in Libres(equipo: a.posicionales[0])
  }

  func correr(en contexto: Contexto) -> Resultado {
    contexto.conEquipo(self.equipo) { equipo in
      let libres = equipo.dorsalesLibres
      if libres.isEmpty {
        if contexto.entorno.esTerminal { contexto.avisar(.ningunDorsalLibre) }
      } else {
        contexto.salida.escribir(Catalogos.rangos(libres) + "\n")
      }
      return Resultado(.hecho)
    }
  }
}
