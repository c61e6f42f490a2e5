// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// Why a system call failed, as a person is told: decided once from the call and its errno
/// (`init(llamada:errno:)`), worded by each catalog. The call's name helps nobody who reads the
/// message; the errno's meaning does, and for `access(2)` and `rename(2)` the call says which
/// permission is missing.
public enum Causa: Sendable, Equatable {
  case noExiste
  /// `access(2)` for writing refused: this account may not write there.
  case sinPermisoDeEscritura
  /// `access(2)` for reading refused.
  case sinPermisoDeLectura
  /// `rename(2)` refused in a folder with the sticky bit: only the owner may replace the file.
  case carpetaConBitSticky
  case permisoDenegado
  case esCarpeta
  case parteNoEsCarpeta
  case sinEspacio
  case sinCuota
  case demasiadoGrande
  case entradaSalida
  case soloLectura
  case demasiadosEnlaces
  case rutaLarga
  case otroSistemaDeArchivos
  case yaExiste
  /// Any other errno, by its number.
  case errno(Int32)

  /// The cause of `llamada` failing with `errno`.
  public init(llamada: String, errno: Int32) {
    self =
      switch errno {
      case ENOENT: .noExiste
      case EACCES where llamada == "access": .sinPermisoDeEscritura
      case EACCES where llamada == "access(R_OK)": .sinPermisoDeLectura
      case EPERM where llamada == "rename": .carpetaConBitSticky
      case EACCES, EPERM: .permisoDenegado
      case EISDIR: .esCarpeta
      case ENOTDIR: .parteNoEsCarpeta
      case ENOSPC: .sinEspacio
      case EDQUOT: .sinCuota
      case EFBIG: .demasiadoGrande
      case EIO: .entradaSalida
      case EROFS: .soloLectura
      case ELOOP: .demasiadosEnlaces
      case ENAMETOOLONG: .rutaLarga
      case EXDEV: .otroSistemaDeArchivos
      case EEXIST: .yaExiste
      default: .errno(errno)
      }
  }
}
