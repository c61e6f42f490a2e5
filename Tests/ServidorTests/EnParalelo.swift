// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs `trabajo(0..<n)` on `n` threads of their own, all at once, and returns the results in
/// order. Real threads: the cooperative pool has as many threads as cores, and a blocking
/// libpq call would hold one.
func enParalelo<T: Sendable>(_ n: Int, _ trabajo: @escaping @Sendable (Int) -> T) -> [T] {
  let resultados = Resultados<T>(n)
  let salida = DispatchGroup()
  let arranque = DispatchSemaphore(value: 0)
  for k in 0..<n {
    salida.enter()
    Thread.detachNewThread {
      arranque.wait()
      resultados.poner(trabajo(k), en: k)
      salida.leave()
    }
  }
  for _ in 0..<n { arranque.signal() }
  salida.wait()
  return resultados.todos()
}

/// A list that several threads fill in.
private final class Resultados<T: Sendable>: @unchecked Sendable {
  private var lista: [T?]
  private let cerrojo = NSLock()

  init(_ n: Int) { lista = Array(repeating: nil, count: n) }

  func poner(_ valor: T, en k: Int) { cerrojo.withLock { lista[k] = valor } }

  func todos() -> [T] { cerrojo.withLock { lista.compactMap { $0 } } }
}
