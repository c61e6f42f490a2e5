// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// What the command layer asks of the process: its arguments, variables, terminals and exit.
extension Sistema {
  /// Ends the process with `codigo`.
  public static func salir(_ codigo: Int32) -> Never { exit(codigo) }

  /// An environment variable's value, `nil` when unset.
  public static func variable(_ nombre: String) -> String? {
    getenv(nombre).map { String(cString: $0) }
  }
}
