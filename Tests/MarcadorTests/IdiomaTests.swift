import Foundation
import Testing

/// Every command in both languages, with no text of the other language.
struct IdiomaTests {
  /// Marks of Spanish text: its quotes and punctuation, and its commonest small words.
  static let espanol = [
    "«", "»", "¿", " el ", " la ", " los ", " de ", " un ", " una ", " que ", " se ", "Uso:",
  ]
  /// Marks of English text.
  static let ingles = ["“", "”", " the ", " an ", " of ", " is ", " to ", "Usage:", " with "]

  @Test func cadaOrdenHablaUnSoloIdioma() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("{\"equipos\": [}", en: e.carpeta + "/roto.json")
    let casos: [([String], String)] = [
      (["--help"], ""), (["iniciar", "--help"], ""), (["equipos", "--help"], ""),
      (["plantilla", "--help"], ""), (["anadir", "--help"], ""),
      (["bailar"], ""), (["equipos", "--nada"], ""), (["plantilla"], ""),
      (["--torneo", e.carpeta + "/no.json", "equipos"], ""),
      (["--torneo", e.carpeta + "/roto.json", "equipos"], ""),
      (["--torneo", e.torneo, "iniciar"], ""),
      (["--torneo", e.torneo, "plantilla", "Rayo"], ""),
      (["--torneo", e.torneo, "anadir", "Rayo FC"], "Bea\n9\n"),
      (["--torneo", e.torneo, "anadir", "Rayo FC"], "\n"),
      (["--torneo", e.torneo, "anadir", "Rayo FC"], "Ana\n"),
      (["--torneo", e.torneo, "anadir", "Rayo FC"], "Bea\nx\n"),
      (["--torneo", e.torneo, "anadir", "Rayo FC", "--nombre", "Bea", "--comprobar"], ""),
      (["--torneo", e.torneo, "anadir"], "\n"),
      (["--torneo", e.torneo], "plantilla\n"),
    ]
    for (argumentos, entrada) in casos {
      let es = try e.marcador(argumentos, entrada: entrada, entorno: ["LANG": "es_ES.UTF-8"])
      let en = try e.marcador(argumentos, entrada: entrada, entorno: ["LANG": "en_US.UTF-8"])
      let textoEs = " " + es.salida + es.errores
      let textoEn = " " + en.salida + en.errores
      #expect(textoEs != textoEn, "\(argumentos)")
      for marca in IdiomaTests.ingles where textoEs.contains(marca) {
        Issue.record("English «\(marca)» in Spanish output of \(argumentos): \(textoEs)")
      }
      for marca in IdiomaTests.espanol where textoEn.contains(marca) {
        Issue.record("Spanish «\(marca)» in English output of \(argumentos): \(textoEn)")
      }
    }
  }
}
