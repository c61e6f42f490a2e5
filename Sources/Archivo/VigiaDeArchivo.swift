import FormatoDeLiga
import Formatos
import Glibc
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
/// The folder watched is the real file's (symlinks resolved when watching starts). The folder
/// itself removed, moved or unmounted ends the watch: `atender` throws.
final class VigiaDeArchivo: Vigia {
  let descriptor: Int32
  private let archivo: ArchivoTorneo
  private let real: String
  private let nombre: [UInt8]
  /// The file's fingerprint when last seen (`nil`: missing or unreadable then), and how many
  /// saves this process had made to it by then (`GuardadosPropios.cuantos`).
  private var vista: Huella?
  private var propiosVistos: Int

  /// The events that may mean the file under the league's name changed; and the folder's own
  /// end (watched without asking).
  private static let mascara =
    UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
    | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK)
  private static let finDeCarpeta = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_UNMOUNT)

  /// Starts watching the file's folder; the file as it is now is the one seen.
  init(archivo: ArchivoTorneo) throws(ErrorArchivo) {
    self.archivo = archivo
    real = try archivo.rutaReal()
    let (carpeta, nombre) = Sistema.separar(real)
    self.nombre = Array(nombre.utf8)
    do {
      descriptor = try Sistema.vigilar(carpeta: carpeta, mascara: VigiaDeArchivo.mascara)
    } catch {
      throw .noLegible(ruta: carpeta, llamada: error.llamada, errno: error.errno)
    }
    propiosVistos = GuardadosPropios.cuantos(en: real)
    vista = huellaActual()
  }

  deinit { Sistema.soltar(descriptor) }

  func atender() throws(ErrorDeLiga) -> Bool {
    let eventos: [Sistema.Evento]
    do {
      eventos = try Sistema.eventos(de: descriptor)
    } catch {
      throw .archivo(.noLegible(ruta: archivo.ruta, llamada: error.llamada, errno: error.errno))
    }
    if eventos.contains(where: { $0.mascara & VigiaDeArchivo.finDeCarpeta != 0 }) {
      throw .archivo(.noExiste(ruta: Sistema.separar(real).carpeta))
    }
    // An overflowed queue lost events: the file is looked at as if it had one.
    guard
      eventos.contains(where: {
        $0.nombre == nombre || $0.mascara & UInt32(IN_Q_OVERFLOW) != 0
      })
    else { return false }
    let propios = GuardadosPropios.cuantos(en: real)
    let ahora = huellaActual()
    defer { (vista, propiosVistos) = (ahora, propios) }
    guard let antes = vista, let ahora else { return ahora != vista }
    return ahora != antes
      && !GuardadosPropios.llevan(de: antes, a: ahora, en: real, desde: propiosVistos)
  }

  /// The file's fingerprint now; `nil` when it cannot be read (removed, or not valid to read).
  private func huellaActual() -> Huella? {
    (try? archivo.leerBytes(real)).map(Huella.init)
  }
}
