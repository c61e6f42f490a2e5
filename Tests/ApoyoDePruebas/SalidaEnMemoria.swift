// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola

/// Text kept in memory.
public final class SalidaEnMemoria: Salida {
  public private(set) var texto = ""
  public init() {}
  public func escribir(_ texto: String) { self.texto += texto }
  public func vaciar() {}
}
