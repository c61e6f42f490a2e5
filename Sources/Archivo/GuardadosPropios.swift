// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Synchronization
import Torneo

/// The saves this process made to each league file, by its real path, in order: for each,
/// the file's fingerprint before and after it. A watcher (`VigiaDeArchivo`) tells another
/// process's change from this process's own by them: the file went from what it saw to what
/// it is now by the saves this process made since, or someone else changed it too (a clerk's
/// save while this process's form was open, which that form's save came after; or a change
/// that left the file as one of this process's earlier saves once did).
enum GuardadosPropios {
  private static let pasos = Mutex<[String: [(antes: Huella, despues: Huella)]]>([:])

  /// Remembers that this process took the file at `real` from `antes` to `despues`.
  static func anotar(de antes: Huella, a despues: Huella, en real: String) {
    pasos.withLock { $0[real, default: []].append((antes, despues)) }
  }

  /// How many saves this process has made to the file at `real`: a watcher's mark of where
  /// it looked last.
  static func cuantos(en real: String) -> Int {
    pasos.withLock { $0[real]?.count ?? 0 }
  }

  /// Whether the saves this process made to the file at `real` after the first `desde` take
  /// it from `vista` to `ahora`, one after another.
  static func llevan(de vista: Huella, a ahora: Huella, en real: String, desde: Int) -> Bool {
    pasos.withLock { pasos in
      var actual = vista
      for paso in (pasos[real] ?? []).dropFirst(desde) where paso.antes == actual {
        actual = paso.despues
      }
      return actual == ahora
    }
  }
}
