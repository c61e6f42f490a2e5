// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine
import LlamadasAlSistema

/// The line editor's histories (history(3)), one per file name, each loaded from its file in
/// `carpeta` when first asked for and kept for the whole run; the entries are the answers the
/// caller says were accepted (`recordar`).
final class Historiales {
  /// How many entries each history keeps.
  static let tamano: Int32 = 500

  /// Where histories are loaded from and saved (mode 0600); `nil` keeps them in memory only.
  private let carpeta: String?
  private var abiertos: [String: OpaquePointer] = [:]
  /// The history of a line that has none: one entry, never saved, so Up finds nothing of
  /// another line's.
  private let ninguno: OpaquePointer?

  init(carpeta: String?) {
    self.carpeta = carpeta
    ninguno = history_init()
    if let ninguno { marcador_history_setsize(ninguno, 1) }
  }

  deinit {
    for h in abiertos.values { history_end(h) }
    if let ninguno { history_end(ninguno) }
  }

  /// The history kept in file `archivo`, or the empty one for `nil`.
  func historia(_ archivo: String?) -> OpaquePointer? {
    guard let archivo else { return ninguno }
    if let existente = abiertos[archivo] { return existente }
    guard let nuevo = Historiales.cargar(carpeta.map { $0 + "/" + archivo }) else { return nil }
    abiertos[archivo] = nuevo
    return nuevo
  }

  /// A history that keeps `tamano` entries, none twice in a row, loaded from `ruta`.
  private static func cargar(_ ruta: String?) -> OpaquePointer? {
    guard let nuevo = history_init() else { return nil }
    marcador_history_setsize(nuevo, tamano)
    marcador_history_setunique(nuevo, 1)
    if let ruta { marcador_history_load(nuevo, ruta) }
    return nuevo
  }

  /// Adds an accepted answer to its history and saves it merged with the file, as bash's
  /// `histappend` does: under a lock on the folder (`Sistema.enCarpetaBloqueada`), the file is
  /// loaded again (another session may have added to it), the answer added (not twice in a
  /// row), and the result written to the file with mode 0600 by the one durable write
  /// (`GuardadoDuradero`), so a crash never leaves half a history.
  func recordar(_ texto: String, en archivo: String) {
    guard !texto.allSatisfy(\.isWhitespace), let historia = historia(archivo) else { return }
    marcador_history_enter(historia, texto)
    guard let carpeta else { return }
    let ruta = carpeta + "/" + archivo
    Sistema.enCarpetaBloqueada(carpeta) {
      guard let fusion = Historiales.cargar(ruta) else { return }
      defer { history_end(fusion) }
      marcador_history_enter(fusion, texto)
      var largo = 0
      guard let datos = marcador_history_bytes(fusion, &largo) else { return }
      GuardadoDuradero.guardar(Sistema.tomar(datos, largo: largo), en: ruta, modo: 0o600)
    }
  }
}
