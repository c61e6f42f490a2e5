// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema

extension ArchivoTorneo {
  /// Checks that a change could be saved, before anyone types answers for it, with the
  /// permissions this account has (`access(2)`, by the real user and its groups): the file
  /// can be written (`Sistema.comprobarEscritura`: a file without a write bit is refused,
  /// whoever runs this), its journal too and its lock read, when they exist (another account
  /// may have made them), and its folder written (for the lock, the temporary file and the
  /// journal). Those this account may not write are said together (`sinPermiso`), with the
  /// `chmod` that would let it, by the class it is judged by (`Sistema.clase`). In a folder with
  /// the sticky bit (`/tmp`'s) only a file's owner may replace it: another account's league is
  /// refused as the rename would refuse it (`EPERM`).
  public func comprobarEscritura() throws(ErrorArchivo) {
    let real = try rutaReal()
    let (carpeta, _) = Sistema.separar(real)
    func comprobar(_ camino: String, _ paso: () throws(FalloSistema) -> Void)
      throws(ErrorArchivo)
    {
      do { try paso() } catch {
        throw .noSeEscribio(ruta: camino, llamada: error.llamada, errno: error.errno)
      }
    }
    var sinPermiso: [(camino: String, real: String)] = []
    for (camino, real, siExiste) in [
      (ruta, real, false), (real + ".diario", real + ".diario", true), (carpeta, carpeta, false),
    ] {
      do {
        try Sistema.comprobarEscritura(real, siExiste: siExiste)
      } catch {
        guard error.errno == Errno.sinPermiso else {
          throw .noSeEscribio(ruta: camino, llamada: error.llamada, errno: error.errno)
        }
        sinPermiso.append((camino, real))
      }
    }
    if !sinPermiso.isEmpty {
      // In a folder a group shares, an account outside the group joins it (opening the files
      // to everyone with `o+w` is no fix); files of the group it cannot write get `g+w`.
      let grupo = Sistema.grupoQueComparte(carpeta)
      var fueraDelGrupo = false
      var porClase: [String: [(camino: String, real: String)]] = [:]
      for (camino, real) in sinPermiso {
        var clase = Sistema.clase(de: real)
        if clase == "o", let grupo, let s = try? Sistema.estado(de: real), s.st_gid == grupo {
          fueraDelGrupo = true
          if s.st_mode & 0o020 != 0 { continue }
          clase = "g"
        }
        porClase[clase, default: []].append((camino, real))
      }
      var arreglo: [String] = []
      if fueraDelGrupo, let grupo {
        arreglo.append(
          "usermod -a -G " + Shell.palabra(Sistema.nombreDeGrupo(grupo)) + " "
            + Shell.palabra(Sistema.usuarioActual()))
      }
      arreglo += ["u", "g", "o"].compactMap { clase in
        porClase[clase].map {
          "chmod \(clase)+w " + $0.map { Shell.palabra($0.camino) }.joined(separator: " ")
        }
      }
      throw .sinPermiso(
        rutas: sinPermiso.map(\.camino), arreglo: arreglo.joined(separator: "; "),
        soloRoot: fueraDelGrupo)
    }
    try comprobar(real + ".lock") { () throws(FalloSistema) in
      try Sistema.comprobarLectura(real + ".lock", siExiste: true)
    }
    try comprobar(ruta) { () throws(FalloSistema) in
      try Sistema.comprobarSustitucion(real, en: carpeta)
    }
  }
}
