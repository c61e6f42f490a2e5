import Synchronization

/// The saves this process made to each league file, by its real path: for each, the file's
/// fingerprint before and after it. A watcher (`VigiaDeArchivo`) tells another process's
/// change from this process's own by them: the file went from what it saw to what it is now
/// by this process's saves alone, or someone else changed it too (a clerk's save while this
/// process's form was open, which that form's save came after).
enum GuardadosPropios {
  private static let pasos = Mutex<[String: [Huella: Huella]]>([:])

  /// Remembers that this process took the file at `real` from `antes` to `despues`.
  static func anotar(de antes: Huella, a despues: Huella, en real: String) {
    pasos.withLock { $0[real, default: [:]][antes] = despues }
  }

  /// Whether this process's own saves alone take the file at `real` from `desde` to `hasta`.
  static func llevan(de desde: Huella, a hasta: Huella, en real: String) -> Bool {
    pasos.withLock { pasos in
      guard let propios = pasos[real] else { return false }
      var actual = desde
      // Each step at most once: an undo and its redo may make a cycle.
      for _ in 0..<propios.count {
        guard let siguiente = propios[actual] else { return false }
        if siguiente == hasta { return true }
        actual = siguiente
      }
      return false
    }
  }
}
