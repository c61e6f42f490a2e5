// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// Why a system call failed, as a person is told: decided once from the call and its errno
/// where the failure is caught (`init(llamada:errno:)`, beside the file store's errors: no
/// errno reaches the domain or the catalogs), worded by each catalog. The call's name helps
/// nobody who reads the message; the errno's meaning does, and for `access(2)` and `rename(2)`
/// the call says which permission is missing.
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
}
