// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import LlamadasAlSistema
import Torneo

/// A league file's lock (`flock(2)` on a lock file beside it), held by every change from
/// before it reads to after its journal is written, and what may be cleaned under it: the
/// temporary files a killed save left.
enum CerrojoDeLiga {
  /// Takes the lock of the league at `ruta`, on its lock file `camino`, waiting at most
  /// `espera` seconds (`alEsperar` once the wait starts): the lock's descriptor, which
  /// `Sistema.soltar` frees.
  static func tomar(
    _ camino: String, ruta: String, espera: Double, alEsperar: () -> Void = {}
  ) throws(ErrorArchivo) -> Int32 {
    // SIGINT held from before the lock file is opened: a Ctrl-C typed as soon as another
    // process can see this one waiting is then pending for the wait, never lost before it.
    var ctrlC = CtrlCRetenido()
    defer { ctrlC.soltar() }
    let fd: Int32
    do {
      fd = try Sistema.abrirOCrear(camino, .sinSeguirEnlace)
    } catch {
      throw .noSeEscribio(ruta: camino, llamada: error.llamada, errno: error.errno)
    }
    let fin: Sistema.FinDeEspera
    do {
      fin = try Sistema.bloquear(fd, esperando: espera, ctrlC: &ctrlC, alEsperar: alEsperar)
    } catch {
      Sistema.soltar(fd)
      throw .noSeEscribio(ruta: camino, llamada: error.llamada, errno: error.errno)
    }
    switch fin {
    case .tomado:
      return fd
    case .agotado:
      Sistema.soltar(fd)
      throw .bloqueado(ruta: ruta, segundos: espera)
    case .interrumpido:
      Sistema.soltar(fd)
      throw .esperaInterrumpida(ruta: ruta)
    }
  }

  /// The temporary files a killed save left beside the file at `real`, as paths. Only names
  /// of exactly the form a save gives (the prefix, a process number, `-`, a hexadecimal
  /// number): another file's, whose name merely starts the same, is never taken for one.
  /// Only under the lock is such a file an orphan.
  static func temporalesHuerfanos(de real: String) -> [String] {
    let (carpeta, nombre) = Sistema.separar(real)
    let prefijo = Sistema.prefijoTemporal(de: nombre)
    return Sistema.nombres(en: carpeta).filter { resto in
      guard resto.hasPrefix(prefijo) else { return false }
      let partes = resto.dropFirst(prefijo.count).split(
        separator: "-", omittingEmptySubsequences: false)
      return partes.count == 2 && !partes[0].isEmpty && !partes[1].isEmpty
        && partes[0].allSatisfy { $0.isASCII && $0.isNumber }
        && partes[1].allSatisfy { $0.isASCII && $0.isHexDigit }
    }.map { carpeta + "/" + $0 }
  }
}
