// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// Why the tournament file could not be read, created or saved. Every case names the file.
public enum ErrorArchivo: Error, Equatable, Sendable {
  /// There is no file at that path.
  case noExiste(ruta: String)
  /// The path is a symlink to `destino`, which does not exist (`iniciar` creates it).
  case enlaceRoto(ruta: String, destino: String)
  /// The file exists but cannot be read (`llamada` failed with `errno`), or is not a file.
  case noLegible(ruta: String, llamada: String, errno: Int32)
  /// The file's content is not a valid tournament; line and column are 1-based.
  case noValido(ruta: String, linea: Int, columna: Int, motivo: MotivoInvalido)
  /// Another process held the lock for longer than the wait allows.
  case bloqueado(ruta: String, segundos: Double)
  /// Ctrl-C (SIGINT) while waiting for another process's lock: nothing was written.
  case esperaInterrumpida(ruta: String)
  /// Writing failed at `llamada` with `errno`; the file was left as it was.
  case noSeEscribio(ruta: String, llamada: String, errno: Int32)
  /// This account may not write `rutas` (the league, its journal, its folder: `access(2)`),
  /// found before anything is asked; `arreglo` is the command that would let it
  /// (`chmod g+w liga.json`), which only root may run when `soloRoot` (adding the account to
  /// the group that shares the folder: `usermod -a -G club ana`).
  case sinPermiso(rutas: [String], arreglo: String, soloRoot: Bool = false)
  /// The new file is in place but its folder could not be synced (`llamada`, `errno`): the
  /// change may not survive a crash of the machine.
  case sinConfirmar(ruta: String, llamada: String, errno: Int32)
  /// `iniciar` found a file already there.
  case yaExiste(ruta: String)
  /// A league to create at a folder: one that is there, or (`existe: false`, a path ending in
  /// `/`) one that is not. The league is a file in it.
  case esCarpeta(ruta: String, existe: Bool)
  /// The file or its folder could not be created.
  case noSeCreo(ruta: String, llamada: String, errno: Int32)
  /// A change or a new file would be `tamano` bytes, more than `limite` (`Sistema.tamanoMaximo`,
  /// past which the file is never read): refused before anything was written.
  case demasiadoGrande(ruta: String, tamano: Int, limite: Int)
}

extension ErrorArchivo {
  /// The failure as one that may pass: the lock not had in time, Ctrl-C while waiting for it;
  /// and the file that cannot be had now, left as it was — a write that failed (a full disk, a
  /// quota, write permission lost, a read-only or failing file system: `noSeEscribio`), the file
  /// another program removed, emptied or left unreadable or invalid under the form — which, as a
  /// server gone away, a person may mend and try again with every answer kept.
  public var transitorio: Transitorio? {
    switch self {
    case .bloqueado: .ocupado
    case .esperaInterrumpida: .interrumpido
    case .noSeEscribio, .sinPermiso, .noValido, .noLegible, .noExiste: .noDisponible
    default: nil
    }
  }
}

extension ErrorDeLiga {
  /// The file store's failure as the domain carries it.
  public static func archivo(_ error: ErrorArchivo) -> ErrorDeLiga {
    .almacen(FalloDeAlmacen(error, transitorio: error.transitorio))
  }

  /// The file store's failure this is, if it is one.
  public var archivo: ErrorArchivo? {
    if case .almacen(let fallo) = self { fallo.valor as? ErrorArchivo } else { nil }
  }
}
