// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// Which step of `Sistema.sustituir` failed. All but `carpeta` leave the file as it was and no
/// temporary file behind.
public enum FalloAlSustituir: Error {
  /// The temporary file could not be created, written or synced.
  case temporal(FalloSistema)
  /// What had to happen before the rename (a journal's entry) failed.
  case antesDeRenombrar(FalloSistema)
  /// The rename over the file failed.
  case renombrar(FalloSistema)
  /// The file is replaced, but syncing its folder failed: a crash may still bring the old one
  /// back.
  case carpeta(FalloSistema)
}

/// The one durable write, that the league, its journal's file, the team-name cache and the
/// line histories all go through.
extension Sistema {
  /// The prefix of the temporary files that replace the file named `nombre`, in its folder.
  public static func prefijoTemporal(de nombre: String) -> String { "." + nombre + ".tmp-" }

  /// Replaces the file at `ruta` with `contenido`, whole or not at all, and durably: a new
  /// temporary file in the same folder (`escribirTemporal`: exclusive, never through a
  /// symlink, with `modo` and `dueno`'s owner, written and `fsync`ed), then
  /// `antesDeRenombrar`, then `rename(2)` over the file, then `fsync(2)` of the folder. On any
  /// failure before the rename the temporary file is removed.
  public static func sustituir(
    _ ruta: String, con contenido: [ArraySlice<UInt8>], modo: mode_t, dueno: stat? = nil,
    antesDeRenombrar: () throws(FalloSistema) -> Void = {}
  ) throws(FalloAlSustituir) {
    let (carpeta, nombre) = separar(ruta)
    let temporal: String
    do {
      temporal = try escribirTemporal(
        en: carpeta, nombre: nombre, contenido, modo: modo, dueno: dueno)
    } catch {
      throw .temporal(error)
    }
    do {
      try antesDeRenombrar()
    } catch {
      borrar(temporal)
      throw .antesDeRenombrar(error)
    }
    do {
      try renombrar(temporal, a: ruta)
    } catch {
      borrar(temporal)
      throw .renombrar(error)
    }
    do {
      try sincronizarCarpeta(carpeta)
    } catch {
      throw .carpeta(error)
    }
  }

  /// Writes a new temporary file in `carpeta` (named `prefijoTemporal(de: nombre)`, this
  /// process's number, `-` and a random hexadecimal number; another one if that name is
  /// taken) and syncs it; on any failure it is removed.
  public static func escribirTemporal(
    en carpeta: String, nombre: String, _ contenido: [ArraySlice<UInt8>], modo: mode_t,
    dueno: stat? = nil
  ) throws(FalloSistema) -> String {
    let prefijo = carpeta + "/" + prefijoTemporal(de: nombre) + String(getpid())
    var intentos = 0
    while true {
      let temporal = prefijo + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
      let fd: Int32
      do {
        fd = try abrir(
          temporal, [.escritura, .crear, .exclusiva, .sinSeguirEnlace], modo: 0o600)
      } catch {
        intentos += 1
        if error.errno == EEXIST, intentos < 16 { continue }
        throw error
      }
      do throws(FalloSistema) {
        if let dueno, dueno.st_uid != geteuid() || dueno.st_gid != getegid() {
          darDueno(fd, a: dueno)
        }
        try cambiarModo(fd, modo)
        for parte in contenido { try escribirTodo(fd, parte) }
        try sincronizar(fd)
      } catch {
        soltar(fd)
        borrar(temporal)
        throw error
      }
      do {
        try cerrar(fd)
      } catch {
        borrar(temporal)
        throw error
      }
      return temporal
    }
  }
}

/// The durable write for what may be lost but never half-written (the team-name cache, the
/// line histories): `Sistema.sustituir` with the file's mode, every failure silent.
public enum GuardadoDuradero {
  /// Replaces the file at `ruta` with `contenido` (mode `modo`); whether it was.
  @discardableResult
  public static func guardar(_ contenido: [UInt8], en ruta: String, modo: mode_t) -> Bool {
    (try? Sistema.sustituir(ruta, con: [contenido[...]], modo: modo)) != nil
  }
}
