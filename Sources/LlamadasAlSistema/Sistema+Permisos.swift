// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// What this account may do to a file and its folder, judged as the kernel judges it.
extension Sistema {
  /// Whether this process may write the file, by its permission bits as well as by
  /// `access(2)`: root passes `access` for any file, but a file with no write bit is one its
  /// owner made read-only, and replacing it would undo that (`EACCES`, as for anyone else).
  /// `siExiste`: a file that is not there passes (it will be made).
  public static func comprobarEscritura(_ ruta: String, siExiste: Bool = false)
    throws(FalloSistema)
  {
    guard access(ruta, W_OK) == 0 else {
      if siExiste, errno == ENOENT { return }
      throw FalloSistema(llamada: "access", errno: errno)
    }
    let s = try estado(de: ruta)
    if !s.esCarpeta, s.st_mode & 0o222 == 0 {
      throw FalloSistema(llamada: "access", errno: EACCES)
    }
  }

  /// The permission class `access(2)` judges this process by for `ruta`, as `chmod` writes it:
  /// `u` as its owner (and root, refused only a file with no write bit), else `g` as one of
  /// its group, else `o`.
  public static func clase(de ruta: String) -> String {
    guard let s = try? estado(de: ruta) else { return "u" }
    let uid = geteuid()
    if uid == 0 || s.st_uid == uid { return "u" }
    var grupos = [gid_t](repeating: 0, count: Int(max(getgroups(0, nil), 0)))
    let cuantos = Int(max(getgroups(Int32(grupos.count), &grupos), 0))
    return s.st_gid == getegid() || grupos.prefix(cuantos).contains(s.st_gid) ? "g" : "o"
  }

  /// The mode of a file marcador makes in `carpeta` (a league, its lock): what the umask
  /// leaves of 0666; in a folder a group shares (set-group-ID, so its files take its group, and
  /// writable by the group) read and write for the group whatever the umask, so that every
  /// account of the group may save, as `git init --shared=group` does.
  public static func modoNuevo(en carpeta: String) -> mode_t {
    let modo = 0o666 & ~mascara()
    guard grupoQueComparte(carpeta) != nil else { return modo }
    return modo | 0o060
  }

  /// The group that shares `carpeta` (set-group-ID and writable by the group, as `git init
  /// --shared=group` leaves it), if one does.
  public static func grupoQueComparte(_ carpeta: String) -> gid_t? {
    guard let s = try? estado(de: carpeta), s.st_mode & S_ISGID != 0, s.st_mode & 0o020 != 0
    else { return nil }
    return s.st_gid
  }

  /// Whether this process may read the file (`access(2)` with `R_OK`, named `access(R_OK)`
  /// when refused); `siExiste`: a file that is not there passes.
  public static func comprobarLectura(_ ruta: String, siExiste: Bool = false)
    throws(FalloSistema)
  {
    guard access(ruta, R_OK) == 0 else {
      if siExiste, errno == ENOENT { return }
      throw FalloSistema(llamada: "access(R_OK)", errno: errno)
    }
  }

  /// Whether this process may rename a file over `ruta` in `carpeta`: in a folder with the
  /// sticky bit only the file's owner, the folder's, or root may (`rename(2)`'s `EPERM`).
  public static func comprobarSustitucion(_ ruta: String, en carpeta: String)
    throws(FalloSistema)
  {
    let uid = geteuid()
    guard uid != 0 else { return }
    let deLaCarpeta = try estado(de: carpeta)
    guard deLaCarpeta.st_mode & S_ISVTX != 0, deLaCarpeta.st_uid != uid else { return }
    if try estado(de: ruta).st_uid != uid { throw FalloSistema(llamada: "rename", errno: EPERM) }
  }
}
