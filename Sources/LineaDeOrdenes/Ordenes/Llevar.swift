// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LigaEnServidor
import Servidor
import Textos
import Torneo

/// `llevar URL ARCHIVO`: the server's league written to a new file, as `copiar` writes it
/// (one snapshot), that remembers where it came from (`OrigenDeCopia`: the URL without any
/// password, the server journal's last entry in that snapshot, a new copy id). The file is
/// then a league like any other, worked on offline; `sincronizar` brings its changes back.
struct Llevar: OrdenDeclarada {
  let origen: String
  let destino: String

  static let definicion = DefinicionDeOrden(
    orden: .llevar, posicionales: [(.origen, true), (.destino, true)], leeTorneo: false
  ) { a throws(ErrorDeUso) in Llevar(origen: a.posicionales[0], destino: a.posicionales[1]) }

  func correr(en contexto: Contexto) -> Resultado {
    do throws(ErrorDeLiga) {
      guard URLDeServidor.esURL(origen) else { throw .almacen(.urlNoValida(url: origen)) }
      let servidor = contexto.servidor(origen)
      let (bytes, _) = try servidor.copia { entrada in
        OrigenDeCopia(
          servidor: URLDeServidor.sinContrasena(origen), entrada: entrada,
          copia: OrigenDeCopia.nuevaCopia(), enviadas: 0)
      }
      let equipos = try contexto.liga(enRuta: destino).cargar(bytes)
      contexto.salida.escribir(
        contexto.catalogo.texto(
          .llevada(
            visible(destino), desde: visible(servidor.descripcion), equipos: equipos,
            ruta: Shell.palabra(destino))) + "\n")
      return Resultado(.hecho)
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }
}
