// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// The shapes every message shares, written once for every language: a language gives only
// their words (`Catalogo.comillas`, `letrasSiNo`, `separadorDeMiles`, `comaAntesDeLaUltima`).
extension Catalogo {
  /// A name or a value quoted in a sentence: `«Rayo FC»`, `“Rayo FC”`.
  public func cita(_ texto: String) -> String {
    comillas.abre + texto + comillas.cierra
  }

  /// A count and its noun, the singular for one and the thousands grouped: `1 jugador`,
  /// `5.000 jugadores`.
  public func cuenta(_ numero: Int, _ uno: String, _ varios: String) -> String {
    Catalogos.miles(numero, separador: separadorDeMiles) + " " + (numero == 1 ? uno : varios)
  }

  /// Words listed in a sentence, the last joined by `conjuncion`: `a o b`, `a, b y c`, and in
  /// English `a, b, and c`.
  public func lista(_ partes: [String], _ conjuncion: String) -> String {
    guard let ultima = partes.last, partes.count > 1 else { return partes.first ?? "" }
    let coma = comaAntesDeLaUltima && partes.count > 2 ? "," : ""
    return partes.dropLast().joined(separator: ", ") + coma + " " + conjuncion + " " + ultima
  }

  /// A yes-or-no question with its choices, the capital the one an empty answer takes:
  /// `¿Quitar a Ana? [s/N] `.
  public func siNo(_ pregunta: String, porDefecto si: Bool = false) -> String {
    let (s, n) = letrasSiNo
    return pregunta + " [" + (si ? s.uppercased() + "/" + n : s + "/" + n.uppercased()) + "] "
  }

  /// What a message is about, before it, as editors and compilers write it: a file or a server
  /// (`liga.json: `), a line of a file (`lista.csv:4: `) or a character of it
  /// (`liga.json:3:7: `).
  public func enLugar(_ ruta: String, linea: Int? = nil, columna: Int? = nil) -> String {
    ruta + (linea.map { ":\($0)" } ?? "") + (columna.map { ":\($0)" } ?? "") + ": "
  }
}
