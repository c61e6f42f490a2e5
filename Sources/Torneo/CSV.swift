/// CSV as `exportar` writes it and `importar` reads it (RFC 4180): fields with a comma, a
/// quote, a line break or surrounding space are quoted, quotes doubled.
public enum CSV {
  /// One record, without its line break.
  public static func fila(_ campos: [String]) -> String {
    campos.map(campo).joined(separator: ",")
  }

  /// One field, quoted where needed, and protected from spreadsheets that run formulas: a text
  /// that starts (after any apostrophes) with `=`, `+`, `-` or `@` gets one more apostrophe in
  /// front, which `sinProteccion` takes away again on import (OWASP «CSV injection»).
  public static func campo(_ texto: String) -> String {
    let protegido = pareceFormula(texto) ? "'" + texto : texto
    let especiales: Set<Character> = [",", "\"", "\n", "\r", ";", "\t"]
    guard
      protegido.contains(where: especiales.contains) || protegido.first == " "
        || protegido.last == " "
    else { return protegido }
    return "\"" + protegido.replacing("\"", with: "\"\"") + "\""
  }

  /// A field as imported: the apostrophe `campo` added in front of a formula-looking text
  /// taken away.
  public static func sinProteccion(_ texto: String) -> String {
    guard texto.hasPrefix("'"), pareceFormula(String(texto.dropFirst())) else { return texto }
    return String(texto.dropFirst())
  }

  /// Whether a spreadsheet could take the text for a formula: it starts, after any
  /// apostrophes, with `=`, `+`, `-` or `@`.
  static func pareceFormula(_ texto: String) -> Bool {
    guard let primera = texto.first(where: { $0 != "'" }) else { return false }
    return "=+-@".contains(primera)
  }
}
