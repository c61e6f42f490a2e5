// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LlamadasAlSistema

/// Where text goes: standard output or error, or a buffer in tests.
public protocol Salida: AnyObject {
  /// Appends text (it may be buffered until `vaciar()`).
  func escribir(_ texto: String)
  /// Sends whatever is buffered.
  func vaciar()
}

/// A file descriptor, buffered; `write(2)` until every byte is out (`Sistema.escribirTodo`).
public final class SalidaDescriptor: Salida {
  private let fd: Int32
  private var pendiente: [UInt8] = []
  /// The `errno` of the first failed write (a full device, a closed pipe), if any.
  public private(set) var fallo: Int32?

  /// Output to `fd` (1 for standard output, 2 for standard error).
  public init(fd: Int32) { self.fd = fd }

  public func escribir(_ texto: String) {
    pendiente.append(contentsOf: texto.utf8)
    if pendiente.count >= 64 * 1024 { vaciar() }
  }

  public func vaciar() {
    // A full device or a closed pipe: nothing more can be said there; remember it so the
    // command does not report success.
    do {
      try Sistema.escribirTodo(fd, pendiente[...])
    } catch {
      if fallo == nil { fallo = error.errno }
    }
    pendiente.removeAll(keepingCapacity: true)
  }

  deinit { vaciar() }
}
