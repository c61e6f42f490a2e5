// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import FormatoDeLiga
import LigaEnServidor
import Textos
import Torneo

/// `sincronizar ARCHIVO`: the offline changes of a file `llevar` wrote, sent to the server it
/// came from in one transaction (`LigaEnServidor.sincronizar`), then the file made the
/// server's league as it is now, with the new origin (`ArchivoTorneo.sustituir`, under the
/// file's lock the whole time). With no change to send, it just brings the file up to date.
/// A change the server cannot take as it was made is a conflict: every one is listed and
/// nothing is sent (65).
struct Sincronizar: OrdenDeclarada {
  let archivo: String

  static let definicion = DefinicionDeOrden(
    orden: .sincronizar, posicionales: [(.archivo, true)], leeTorneo: false
  ) { a throws(ErrorDeUso) in Sincronizar(archivo: a.posicionales[0]) }

  func correr(en contexto: Contexto) -> Resultado {
    var sinOrigen = false
    var dicho: Mensaje?
    var conflictos: [ConflictoFueraDeLinea] = []
    do throws(ErrorDeLiga) {
      try contexto.archivo(archivo).sustituir { (documento, diario) throws(ErrorDeLiga) in
        guard let origen = documento.origen else {
          sinOrigen = true
          return nil
        }
        let servidor = contexto.servidor(origen.servidor)
        let pendientes = FueraDeLinea.pendientes(diario, tras: origen.enviadas)
        let (enviados, yaEstaban): (Int, Int)
        switch try servidor.sincronizar(pendientes, de: origen) {
        case .conflictos(let hallados):
          conflictos = hallados
          return nil
        case .aplicada(let e, let y): (enviados, yaEstaban) = (e, y)
        }
        let (bytes, version) = try servidor.copia { entrada in
          OrigenDeCopia(
            servidor: origen.servidor, entrada: entrada, copia: origen.copia,
            enviadas: max(origen.enviadas, diario.last?.numero ?? 0))
        }
        dicho = .sincronizada(
          visible(archivo), con: visible(servidor.descripcion), enviados: enviados,
          yaEstaban: yaEstaban, entrada: version)
        return bytes
      }
    } catch {
      return Resultado(contexto.fallar(error))
    }
    if !conflictos.isEmpty {
      contexto.fallar(.sincronizacionRechazada(visible(archivo), conflictos: conflictos.count))
      for conflicto in conflictos {
        for mensaje in Mensaje.de(conflicto) { contexto.avisar(mensaje) }
      }
      return Resultado(.datos)
    }
    if sinOrigen {
      contexto.fallar(.noEsUnaCopia(visible(archivo)))
      return Resultado(.datos)
    }
    if let dicho { contexto.salida.escribir(contexto.catalogo.texto(dicho) + "\n") }
    return Resultado(.hecho)
  }
}
