import Synchronization

/// The fingerprint each league file had after this process last saved it, by its real path:
/// a watcher (`VigiaDeArchivo`) tells another process's save from this process's own by it.
enum GuardadosPropios {
  private static let huellas = Mutex<[String: Huella]>([:])

  /// Remembers that this process left the file at `real` with fingerprint `huella`.
  static func anotar(_ huella: Huella, en real: String) {
    huellas.withLock { $0[real] = huella }
  }

  /// The fingerprint this process last left the file at `real` with, if it saved it.
  static func huella(de real: String) -> Huella? {
    huellas.withLock { $0[real] }
  }
}
