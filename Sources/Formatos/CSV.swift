// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// CSV as `exportar` writes it and `importar` reads it (RFC 4180): fields with a comma, a
/// quote, a line break or surrounding space are quoted, quotes doubled.
public enum CSV {
  /// One record, without its line break (`separador`: `;` for Excel in a Spanish locale).
  public static func fila(_ campos: [String], separador: String = ",") -> String {
    campos.map(campo).joined(separator: separador)
  }

  /// One field, quoted where needed, and protected from spreadsheets that run formulas: a text
  /// that starts (after any apostrophes) with `=`, `+`, `-` or `@` gets one more apostrophe in
  /// front, which `sinProteccion` takes away again on import (OWASP «CSV injection»).
  public static func campo(_ texto: String) -> String {
    // Unicode scalars, never characters: a quote or a comma followed by a combining mark is
    // one character, but the reader (and a spreadsheet) sees the quote's or comma's byte.
    let protegido = pareceFormula(texto) ? "'" + texto : texto
    let escalares = protegido.unicodeScalars
    guard
      escalares.contains(where: { ",\"\n\r;\t".unicodeScalars.contains($0) })
        || escalares.first == " " || escalares.last == " "
    else { return protegido }
    var resultado = String.UnicodeScalarView()
    resultado.append("\"")
    for escalar in escalares {
      if escalar == "\"" { resultado.append("\"") }
      resultado.append(escalar)
    }
    resultado.append("\"")
    return String(resultado)
  }

  /// A text field (a name, a team) as `importar` reads it: cleaned as a name is
  /// (`NombreDeJugador.limpiar`), and without the apostrophe `campo` put in front of a formula.
  public static func texto(de campo: String) -> String {
    sinProteccion(NombreDeJugador.limpiar(campo))
  }

  /// A field as imported: the apostrophe `campo` added in front of a formula-looking text
  /// taken away.
  public static func sinProteccion(_ texto: String) -> String {
    let escalares = texto.unicodeScalars
    guard escalares.first == "'" else { return texto }
    let resto = String(escalares.dropFirst())
    return pareceFormula(resto) ? resto : texto
  }

  /// Whether a spreadsheet could take the text for a formula: it starts, after any
  /// apostrophes, with `=`, `+`, `-` or `@` (as a Unicode scalar: `=` with a combining mark
  /// on it is still `=` to a spreadsheet).
  static func pareceFormula(_ texto: String) -> Bool {
    guard let primero = texto.unicodeScalars.first(where: { $0 != "'" }) else { return false }
    return "=+-@".unicodeScalars.contains(primero)
  }
}
