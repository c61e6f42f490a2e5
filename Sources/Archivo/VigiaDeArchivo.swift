// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

/// A league file's watcher: inotify on its folder, for the events that put new content under
/// the league's name — a save's rename (`IN_MOVED_TO`), a program that wrote it in place
/// closing it (`IN_CLOSE_WRITE`), a link or a removal — its descriptor non-blocking. Such an
/// event counts as a change only if the file's fingerprint (`Huella`, a few milliseconds for a
/// 25 MB league) differs from the one seen last, and the saves this process made since do not
/// lead from that one to it (`GuardadosPropios`): a `touch`, or this process's save, is no
/// change; another clerk's save that this process's save then followed is.
///
/// The folder watched is the real file's (symlinks resolved when watching starts). A file not
/// there yet is watched for as well: its folder, or while that is missing too the nearest folder
/// above it that exists, for the next folder down to appear (`bajar`), so that a league
/// `iniciar` makes later is followed from then on. The file's folder itself removed, moved or
/// unmounted ends the watch: `atender` throws.
final class VigiaDeArchivo: Vigia {
  let descriptor: Int32
  private let archivo: ArchivoTorneo
  private let real: String
  private let carpeta: String
  private let nombre: [UInt8]
  /// The watch of the file's folder (`nil` while that folder does not exist).
  private var vigilancia: Int32?
  /// The file's fingerprint when last seen (`nil`: missing or unreadable then), and how many
  /// saves this process had made to it by then (`GuardadosPropios.cuantos`).
  private var vista: Huella?
  private var propiosVistos: Int

  /// The events that may mean the file under the league's name changed; and the folder's own
  /// end (watched without asking).
  private static let mascara: Sistema.Suceso = [
    .llegada, .escritoYCerrado, .creado, .borrado, .salida, .carpetaBorrada, .carpetaMovida,
    .soloCarpeta, .sinDesenlazados,
  ]
  /// A folder above the file's, while that one is missing: a folder made or moved in, or its
  /// own end.
  private static let mascaraDeEncima: Sistema.Suceso = [
    .creado, .llegada, .carpetaBorrada, .carpetaMovida, .soloCarpeta,
  ]
  private static let finDeCarpeta: Sistema.Suceso = [
    .carpetaBorrada, .carpetaMovida, .ignorada, .desmontada,
  ]

  /// Starts watching the file's folder (or the nearest one above it that exists); the file as
  /// it is now is the one seen.
  init(archivo: ArchivoTorneo) throws(ErrorArchivo) {
    self.archivo = archivo
    real = try archivo.rutaPrevista()
    let (carpeta, nombre) = Sistema.separar(real)
    self.carpeta = carpeta
    self.nombre = Array(nombre.utf8)
    do {
      descriptor = try Sistema.vigilancia()
    } catch {
      throw .noLegible(ruta: carpeta, llamada: error.llamada, errno: error.errno)
    }
    propiosVistos = GuardadosPropios.cuantos(en: real)
    vista = huellaActual()
    try bajar()
  }

  deinit { Sistema.soltar(descriptor) }

  /// Watches the file's folder if it exists, else the nearest folder above it that does. A
  /// folder made below the one just watched before its watch began (`mkdir -p` is quick) sends
  /// that watch nothing: it is looked for once the watch is on, and gone down into.
  private func bajar() throws(ErrorArchivo) {
    var camino = carpeta
    var debajo: String?
    while true {
      do {
        let numero = try Sistema.vigilar(
          carpeta: camino,
          mascara: camino == carpeta ? VigiaDeArchivo.mascara : VigiaDeArchivo.mascaraDeEncima,
          en: descriptor)
        if camino == carpeta {
          vigilancia = numero
          return
        }
        guard let debajo, (try? Sistema.estado(de: debajo)) != nil else { return }
        camino = carpeta
      } catch {
        guard error.errno == Errno.noExiste, camino != "/" else {
          throw .noLegible(ruta: camino, llamada: error.llamada, errno: error.errno)
        }
        debajo = camino
        camino = Sistema.separar(camino).carpeta
      }
    }
  }

  func atender() throws(ErrorDeLiga) -> Bool {
    let eventos: [Sistema.Evento]
    do {
      eventos = try Sistema.eventos(de: descriptor)
    } catch {
      throw .archivo(.noLegible(ruta: archivo.ruta, llamada: error.llamada, errno: error.errno))
    }
    guard let vigilancia else {
      // A folder above the file's changed: the next one down may be there now, and the file
      // in it already.
      guard !eventos.isEmpty else { return false }
      do throws(ErrorArchivo) { try bajar() } catch { throw .archivo(error) }
      return self.vigilancia != nil && cambio()
    }
    // Only the file's folder's events: those of the folders above it, watched while it was
    // missing, say nothing of the file.
    let propios = eventos.filter {
      $0.vigilancia == vigilancia || $0.mascara.contains(.desbordada)
    }
    if propios.contains(where: { !$0.mascara.isDisjoint(with: VigiaDeArchivo.finDeCarpeta) }) {
      throw .archivo(.noExiste(ruta: carpeta))
    }
    // An overflowed queue lost events: the file is looked at as if it had one.
    guard
      propios.contains(where: {
        $0.nombre == nombre || $0.mascara.contains(.desbordada)
      })
    else { return false }
    return cambio()
  }

  /// Whether the file is now other than when last seen, and not by this process's own saves
  /// since (a file not there is the empty one to them: `ArchivoTorneo.crear`).
  private func cambio() -> Bool {
    let propios = GuardadosPropios.cuantos(en: real)
    let ahora = huellaActual()
    defer { (vista, propiosVistos) = (ahora, propios) }
    guard let ahora else { return vista != nil }
    guard ahora != vista else { return false }
    return !GuardadosPropios.llevan(
      de: vista ?? Huella([]), a: ahora, en: real, desde: propiosVistos)
  }

  /// The file's fingerprint now; `nil` when it cannot be read (removed, or not valid to read).
  private func huellaActual() -> Huella? {
    (try? archivo.leerBytes(real)).map(Huella.init)
  }
}
