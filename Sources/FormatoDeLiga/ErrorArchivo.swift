// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import LlamadasAlSistema
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
  /// A change or a new file would be `tamano` bytes, more than `limite` (`Reglas.tamanoMaximo`,
  /// past which the file is never read): refused before anything was written.
  case demasiadoGrande(ruta: String, tamano: Int, limite: Int)
}

extension FalloDeAlmacen {
  /// The file store's error as the domain names it, every errno turned into its cause.
  public init(_ error: ErrorArchivo) {
    self =
      switch error {
      case .noExiste(let ruta): .noExiste(ruta: ruta)
      case .enlaceRoto(let ruta, let destino): .enlaceRoto(ruta: ruta, destino: destino)
      case .noLegible(let ruta, let llamada, let errno):
        .noLegible(ruta: ruta, Causa(llamada: llamada, errno: errno))
      case .noValido(let ruta, let linea, let columna, let motivo):
        .noValido(ruta: ruta, linea: linea, columna: columna, motivo: motivo)
      case .bloqueado(let ruta, let segundos): .bloqueado(ruta: ruta, segundos: segundos)
      case .esperaInterrumpida(let ruta): .esperaInterrumpida(ruta: ruta)
      case .noSeEscribio(let ruta, let llamada, let errno):
        .noSeEscribio(ruta: ruta, Causa(llamada: llamada, errno: errno))
      case .sinPermiso(let rutas, let arreglo, let soloRoot):
        .sinPermiso(rutas: rutas, arreglo: arreglo, soloRoot: soloRoot)
      case .sinConfirmar(let ruta, let llamada, let errno):
        .sinConfirmar(ruta: ruta, Causa(llamada: llamada, errno: errno))
      case .yaExiste(let ruta): .yaExiste(ruta: ruta)
      case .esCarpeta(let ruta, let existe): .esCarpeta(ruta: ruta, existe: existe)
      case .noSeCreo(let ruta, let llamada, let errno):
        .noSeCreo(ruta: ruta, Causa(llamada: llamada, errno: errno))
      case .demasiadoGrande(let ruta, let tamano, let limite):
        .demasiadoGrande(ruta: ruta, tamano: tamano, limite: limite)
      }
  }
}

extension ErrorDeLiga {
  /// The file store's failure as the domain carries it.
  public static func archivo(_ error: ErrorArchivo) -> ErrorDeLiga {
    .almacen(FalloDeAlmacen(error))
  }
}

extension Causa {
  /// The cause of `llamada` failing with `errno`.
  public init(llamada: String, errno: Int32) {
    self =
      switch errno {
      case Errno.noExiste: .noExiste
      case Errno.sinPermiso where llamada == "access": .sinPermisoDeEscritura
      case Errno.sinPermiso where llamada == "access(R_OK)": .sinPermisoDeLectura
      case Errno.noPermitido where llamada == "rename": .carpetaConBitSticky
      case Errno.sinPermiso, Errno.noPermitido: .permisoDenegado
      case Errno.esCarpeta: .esCarpeta
      case Errno.noEsCarpeta: .parteNoEsCarpeta
      case Errno.sinEspacio: .sinEspacio
      case Errno.sinCuota: .sinCuota
      case Errno.demasiadoGrande: .demasiadoGrande
      case Errno.entradaSalida: .entradaSalida
      case Errno.soloLectura: .soloLectura
      case Errno.demasiadosEnlaces: .demasiadosEnlaces
      case Errno.rutaLarga: .rutaLarga
      case Errno.otroSistemaDeArchivos: .otroSistemaDeArchivos
      case Errno.yaExiste: .yaExiste
      default: .errno(errno)
      }
  }
}
