// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import LlamadasAlSistema
import Torneo

extension ArchivoTorneo {
  /// A copy taken to the pitch brought back and up to date (`sincronizar`): under the file's
  /// lock, held throughout so that no offline change is made while its entries are sent,
  /// `cuerpo` is given the file and its journal and returns the file's new bytes (`nil`: left
  /// as it is), which replace it as a save does (a temporary file synced, renamed over it, the
  /// folder synced) but with no journal entry: the league is the server's now. The journal's
  /// entries stay for `historial`; their fingerprints end at the bytes replaced, so none of
  /// them can be undone on the file any more (each is undone on the server).
  public func sustituir(
    _ cuerpo: (DocumentoTorneo, [EntradaDeDiario]) throws(ErrorDeLiga) -> [UInt8]?
  ) throws(ErrorDeLiga) {
    let cerrojo: Int32
    let real: String
    let documento: DocumentoTorneo
    do throws(ErrorArchivo) {
      try comprobarEscritura()
      real = try rutaReal()
      cerrojo = try CerrojoDeLiga.tomar(
        real + ".lock", ruta: ruta, espera: esperaMaxima, alEsperar: alEsperar)
      documento = try DocumentoTorneo(bytes: leerBytes(real), ruta: ruta)
    } catch {
      throw .archivo(error)
    }
    defer { Sistema.soltar(cerrojo) }
    guard let bytes = try cuerpo(documento, try diario()) else { return }
    do throws(ErrorArchivo) {
      try legible([bytes[...]])
      let original = try estadoParaSustituir(real)
      do throws(FalloAlSustituir) {
        try Sistema.sustituir(
          real, con: [bytes[...]], modo: original.st_mode & 0o7777, dueno: original)
      } catch {
        switch error {
        case .temporal(let f), .antesDeRenombrar(let f), .renombrar(let f):
          throw .noSeEscribio(ruta: ruta, llamada: f.llamada, errno: f.errno)
        case .carpeta(let f):
          throw .sinConfirmar(ruta: ruta, llamada: f.llamada, errno: f.errno)
        }
      }
    } catch {
      throw .archivo(error)
    }
  }
}
