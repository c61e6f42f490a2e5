// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// Finds the name closest to one that matched none: a unique prefix, else the smallest edit
/// distance when it is small for the name's length. A name that is nothing once cleaned (a
/// hand-edited file's `""`) is never suggested: nothing typed finds it.
public enum Sugerencia {
  public static func masParecido(a buscado: String, entre nombres: [String]) -> String? {
    let clave = Array(NombreDeJugador.clave(buscado))
    guard !clave.isEmpty else { return nil }
    let claves = nombres.map { Array(NombreDeJugador.clave($0)) }
    let conPrefijo = claves.indices.filter { claves[$0].starts(with: clave) }
    if conPrefijo.count == 1 { return nombres[conPrefijo[0]] }
    var mejor: (distancia: Int, posicion: Int)?
    for (posicion, candidato) in claves.enumerated() where !candidato.isEmpty {
      let limite = max(2, candidato.count / 3)
      let d = distancia(clave, candidato, limite: limite)
      if d <= limite, d < (mejor?.distancia ?? Int.max) { mejor = (d, posicion) }
    }
    return mejor.map { nombres[$0.posicion] }
  }

  /// Levenshtein distance, giving up (returning `limite + 1`) once it must exceed `limite`.
  static func distancia(_ a: [Character], _ b: [Character], limite: Int) -> Int {
    if abs(a.count - b.count) > limite { return limite + 1 }
    var anterior = Array(0...b.count)
    var fila = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      fila[0] = i
      var minimo = fila[0]
      for j in stride(from: 1, through: b.count, by: 1) {
        let coste = a[i - 1] == b[j - 1] ? 0 : 1
        fila[j] = min(anterior[j] + 1, fila[j - 1] + 1, anterior[j - 1] + coste)
        minimo = min(minimo, fila[j])
      }
      if minimo > limite { return limite + 1 }
      swap(&anterior, &fila)
    }
    return a.isEmpty ? b.count : anterior[b.count]
  }
}
