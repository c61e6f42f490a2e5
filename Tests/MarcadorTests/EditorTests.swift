// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing
import Torneo

/// The line editor's edges, on the screen of a real pseudo-terminal: wrapped lines, resizes,
/// pastes, wide and combined characters, errors that live with their field, Shift-Tab, the
/// plain and accessible modes, histories of two sessions, and a terminal whose standard
/// output is a pipe. The wizard's rules and texts are the lead's: where a test needs a rule,
/// it runs `editor-de-prueba` (Tests/EditorDePrueba), a two-question form over the reader.
@Suite(.serialized)
struct EditorTests {
  /// The form over the line editor alone, built next to `marcador`.
  static let editorDePrueba =
    URL(fileURLWithPath: rutaDelBinario).deletingLastPathComponent()
    .appendingPathComponent("editor-de-prueba").path

  func terminal(
    _ e: Escenario, _ argumentos: [String], _ extra: [String: String] = [:], filas: Int = 24,
    columnas: Int = 80, salidaA: String? = nil, erroresA: String? = nil
  ) throws -> Terminal {
    try Terminal(
      ["--torneo", e.torneo] + argumentos,
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"].merging(extra) { $1 }),
      carpeta: e.carpeta, filas: filas, columnas: columnas, salidaA: salidaA, erroresA: erroresA)
  }

  func formulario(
    _ e: Escenario, _ argumentos: [String] = [], _ extra: [String: String] = [:],
    columnas: Int = 80
  ) throws -> Terminal {
    try Terminal(
      argumentos, programa: EditorTests.editorDePrueba,
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"].merging(extra) { $1 }),
      carpeta: e.carpeta, columnas: columnas)
  }

  /// The rows from the one that starts with `prompt` to the last non-empty one, joined, with
  /// no spaces (libedit pads a row where a wide character did not fit).
  static func campo(_ prompt: String, en lineas: [String]) -> String? {
    guard let k = lineas.lastIndex(where: { $0.hasPrefix(prompt) }) else { return nil }
    var fin = k
    while fin + 1 < lineas.count, !lineas[fin + 1].isEmpty { fin += 1 }
    return lineas[k...fin].joined().filter { $0 != " " }
  }

  /// Exactly one row holds `prompt`, and from it the screen shows `prompt` + `texto`.
  static func unaSolaLinea(_ prompt: String, _ texto: String, en lineas: [String]) -> Bool {
    lineas.filter { $0.contains(prompt.prefix(8)) }.count == 1
      && campo(String(prompt.prefix(8)), en: lineas) == (prompt + texto).filter { $0 != " " }
  }

  // MARK: 1. Redraw at any width

  /// At 40 columns the interactive mode's banner and its error lines break between words,
  /// as the form's header does; the terminal alone would cut «plantila» from its «.».
  @Test func elModoInteractivoPartePorPalabras() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [], ["LANG": "es_ES.UTF-8"], columnas: 40)
    t.debeMostrar("marcador>")
    #expect(
      Array(t.lineas.prefix(3)) == [
        "«ayuda» lista las órdenes ·", "TAB completa · ↑↓ historial ·", "Ctrl-D sale",
      ], "\(t.descripcion)")
    t.teclear("plantila\r")
    t.debeMostrar("«ayuda» para ver las órdenes.")
    let pantalla = t.lineas.joined(separator: "\n")
    #expect(!t.lineas.contains { $0.hasPrefix(".") || $0.hasPrefix(" ·") }, "\(pantalla)")
    #expect(t.lineas.contains("marcador: no conozco la orden"), "\(pantalla)")
    t.teclear("salir\r")
    #expect(t.salida() == 0)
  }
  @Test(arguments: [40, 100])
  func elContadorNoRepiteLaLineaAlPartirseNiAlPegar(columnas: Int) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"], filas: 120, columnas: columnas)
    t.debeMostrar("Nombre [0/25]:")
    // Key by key, waiting for each redraw: past the edge at 40 columns.
    let nombre = "María José Fernández Ruiz😀漢"
    var escrito = ""
    for letra in nombre {
      t.teclear(String(letra))
      escrito.append(letra)
      // The counter counts the name as it would be saved: no space at the end.
      let cuenta = escrito.count - (letra == " " ? 1 : 0)
      t.debeMostrar("Nombre [\(cuenta)/25]")
    }
    #expect(
      t.esperar { EditorTests.unaSolaLinea("Nombre [27/25]: ", nombre, en: $0) },
      "\(t.descripcion)")
    // 80 characters at once, as a terminal without bracketed paste sends a paste.
    let ochenta = String(repeating: "Añ漢😀bcdefg", count: 8)
    t.teclear("\u{15}" + ochenta)
    #expect(
      t.esperar { EditorTests.unaSolaLinea("Nombre [80/25]: ", ochenta, en: $0) },
      "\(t.descripcion)")
    // 3,000 characters, then one more key: still one prompt, the text intact.
    let tresMil = String(repeating: "abcd漢", count: 600)
    t.teclear("\u{15}" + tresMil)
    t.debeMostrar("Nombre [3000/25]")
    t.teclear("z")
    #expect(
      t.esperar(30) { EditorTests.unaSolaLinea("Nombre [3001/25]: ", tresMil + "z", en: $0) },
      "\(t.descripcion)")
    // Nothing went to the scrollback either (the prompt is on the first row).
    #expect(t.historial.isEmpty, "\(t.historial.prefix(3))")
    t.teclear("\u{15}Bea\r\r")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Bea\n"))
  }

  @Test func trasCambiarElAnchoConLaLineaPartidaSigueHabiendoUnaSola() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"], columnas: 40)
    t.debeMostrar("Nombre [0/25]:")
    var texto = "Abcdefghijklmnopqrstuvwxyz漢字"
    t.teclear(texto)
    t.debeMostrar("Nombre [28/25]")
    t.redimensionar(filas: 24, columnas: 25)
    for letra in ["1", "2", "3", "😀"] {
      t.teclear(letra)
      texto += letra
      t.debeMostrar("Nombre [\(texto.count)/25]")
    }
    #expect(
      t.esperar { EditorTests.unaSolaLinea("Nombre [32/25]: ", texto, en: $0) },
      "\(t.descripcion)")
    t.redimensionar(filas: 24, columnas: 100)
    t.teclear("\u{7F}")
    texto.removeLast()
    #expect(
      t.esperar { EditorTests.unaSolaLinea("Nombre [31/25]: ", texto, en: $0) },
      "\(t.descripcion)")
  }

  // MARK: Errors that live with their field

  @Test(arguments: [40, 100])
  func elErrorSigueAlTextoYSeVaAlSerValido(columnas: Int) throws {
    let e = try Escenario()
    let t = try formulario(e, columnas: columnas)
    t.debeMostrar("Nombre [0/25]:")
    // 30 characters: past 25, and wrapped at 40 columns; Enter does not submit.
    let largo = "Abcdefghijklmnopqrstuvwxyz漢字ab"
    t.teclear(largo + "\r")
    t.debeMostrar("✗ Nombre: Como mucho 25 letras")
    #expect(!t.lineas.contains { $0.hasPrefix("→") }, "\(t.descripcion)")
    // The error is the row right under the (wrapped) text.
    #expect(
      t.esperar { lineas in
        guard let k = lineas.firstIndex(where: { $0.contains("✗") }) else { return false }
        return EditorTests.campo("Nombre", en: Array(lineas[..<k]))
          == ("Nombre [30/25]: " + largo).filter { $0 != " " }
      }, "\(t.descripcion)")
    // It follows the text: gone as soon as the text is valid.
    t.teclear("\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}")
    #expect(t.esperar { !$0.contains { $0.contains("✗") } }, "\(t.descripcion)")
    t.debeMostrar("Nombre [25/25]")
    t.teclear("\r")
    t.debeMostrar("→ texto(\"Abcdefghijklmnopqrstuvwxy\")")
    t.debeMostrar("Dorsal (opcional):")
    // No error while first typing; after Enter, live.
    t.teclear("100")
    t.debeMostrar("Dorsal (opcional): 100")
    #expect(!t.lineas.contains { $0.contains("✗") }, "\(t.descripcion)")
    t.teclear("\r")
    t.debeMostrar("  ✗ Dorsal: Del 1 al 99")
    #expect(
      t.esperar { lineas in
        guard let k = lineas.firstIndex(where: { $0.contains("✗ Dorsal") }) else { return false }
        return k > 0 && lineas[k - 1] == "Dorsal (opcional): 100"
      }, "\(t.descripcion)")
    t.teclear("\u{7F}")
    #expect(t.esperar { !$0.contains { $0.contains("✗") } }, "\(t.descripcion)")
    // Gone for good: a new error shows at Enter, not while typing.
    t.teclear("x")
    t.debeMostrar("Dorsal (opcional): 10x")
    t.teclear("\r")
    t.debeMostrar("  ✗ Dorsal: Escribe solo números")
    t.teclear("\u{7F}\r")
    t.debeMostrar("→ texto(\"10\")")
    #expect(t.salida() == 0)
    // An accepted answer leaves no stale error line.
    #expect(!t.lineas.contains { $0.contains("✗") }, "\(t.descripcion)")
    let crudo = String(decoding: t.salidaCruda, as: UTF8.self)
    #expect(crudo.contains("\u{1B}[31m  ✗ Dorsal: Del 1 al 99"))
  }

  /// Issue 36: emptying a field whose error shows (Ctrl-U) takes that error away, and the empty
  /// field's own shows only at Enter.
  @Test func unErrorNuevoNoApareceMientrasSeEscribe() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Ana\r")
    t.debeMostrar("  ✗ Nombre: Ya hay un jugador con ese nombre")
    t.teclear("\u{15}")
    #expect(t.esperar { !$0.contains { $0.contains("✗") } }, "\(t.descripcion)")
    t.teclear("\r")
    t.debeMostrar("  ✗ Nombre: Escribe un nombre")
    // Drawn once, by that Enter.
    let crudo = String(decoding: t.salidaCruda, as: UTF8.self)
    #expect(crudo.components(separatedBy: "Escribe un nombre").count == 2)
    t.teclear("Bea")
    #expect(t.esperar { !$0.contains { $0.contains("✗") } }, "\(t.descripcion)")
    t.teclear("\r7\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
  }

  @Test func elErrorVisibleDesdeElPrincipio() throws {
    let e = try Escenario()
    let t = try formulario(e, ["--error-visible"], columnas: 40)
    #expect(
      t.esperar { lineas in
        guard let k = lineas.firstIndex(where: { $0 == "  ✗ Dorsal: Del 1 al 99" }) else {
          return false
        }
        return k > 0 && lineas[k - 1] == "Dorsal (opcional): 100"
      }, "\(t.descripcion)")
    t.teclear("\u{7F}\u{7F}9\r")
    t.debeMostrar("→ texto(\"19\")")
    #expect(t.salida() == 0)
  }

  // MARK: Shift-Tab

  @Test func mayusTabVuelveConLoEscritoYEnElPrimeroSoloSuena() throws {
    let e = try Escenario()
    let t = try formulario(e)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\u{1B}[Z")
    t.teclear("\r")
    t.debeMostrar("→ texto(\"Bea\")")
    #expect(!t.lineas.contains { $0.contains("anterior") }, "\(t.descripcion)")
    #expect(t.salidaCruda.contains(0x07))
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("7\u{1B}[Z")
    t.debeMostrar("→ anterior(\"7\")")
    #expect(
      t.esperar { $0.last { !$0.isEmpty } == "Nombre [3/25]: Bea" }, "\(t.descripcion)")
    t.teclear("\r")
    #expect(t.esperar { $0.last { !$0.isEmpty } == "Dorsal (opcional): 7" }, "\(t.descripcion)")
    t.teclear("\r")
    t.debeMostrar("→ texto(\"7\")")
    #expect(t.salida() == 0)
  }

  // MARK: Issue 36. Ctrl-D deletes on text, and is the end on an empty line only

  @Test func ctrlDConTextoBorraElCaracterYEnUnaPreguntaTomaSuDefecto() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [])
    t.debeMostrar("marcador>")
    // Ctrl-A, Ctrl-D: the «e» goes and the line stays, to be run.
    t.teclear("equipos\u{1}\u{4}")
    t.debeMostrar("marcador> quipos")
    t.teclear("e\r")
    t.debeMostrar("Atlético B")
    // The same in a form field; at the end of the text, only the bell.
    t.teclear("anadir Rayo FC\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bxea\u{2}\u{2}\u{2}\u{4}\u{5}\u{4}")
    t.debeMostrar("Nombre [3/25]: Bea")
    t.teclear("\r")
    t.debeMostrar("Dorsal (opcional):")
    // On the empty field the form asks; Ctrl-D there takes the default, no: back to the field
    // with the answers kept.
    t.teclear("\u{4}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("\u{4}")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Dorsal (opcional):") }.count == 2 },
      "\(t.descripcion)")
    t.teclear("7\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("marcador>") }.count == 3 }, "\(t.descripcion)")
    t.teclear("\u{4}")
    #expect(t.salida() == 0)
  }

  // MARK: Issue 36. A long paste, an invisible character

  /// 10,000 characters pasted at 80 × 24: the counter is the true count, and the field is
  /// drawn cut around the cursor (`…` where it goes on), so its prompt never leaves the screen.
  @Test func unPegadoLargoSeCortaYElContadorEsCierto() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    #expect(t.esperar(10) { _ in t.pegadoActivo })
    t.pegar(String(repeating: "a", count: 5000) + String(repeating: "b", count: 5000))
    #expect(
      t.esperar { $0.contains { $0.hasPrefix("Nombre [10000/25]: …bbb") } }, "\(t.descripcion)")
    t.teclear("\u{1}")
    #expect(
      t.esperar { lineas in
        lineas.contains { $0.hasPrefix("Nombre [10000/25]: aaa") }
          && lineas.contains { $0.hasSuffix("aaa…") }
      }, "\(t.descripcion)")
    t.teclear("\r")
    t.debeMostrar("  ✗ Nombre: Como mucho 25 letras")
    #expect(t.lineas.filter { $0.contains("Nombre [") }.count == 1, "\(t.descripcion)")
    #expect(!t.historial.contains { $0.contains("Nombre [") }, "\(t.historial.suffix(3))")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("s\r")
    #expect(t.salida() == 130)
  }

  /// U+202E is drawn as its code point (in reverse video), not as nothing; the counter counts
  /// it as the rule does, and the error names it.
  @Test func unCaracterInvisibleSeVeComoSuPuntoDeCodigo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Ana\u{202E}XY")
    t.debeMostrar("Nombre [6/25]: Ana<U+202E>XY")
    let crudo = String(decoding: t.salidaCruda, as: UTF8.self)
    #expect(crudo.contains("\u{1B}[7m<U+202E>\u{1B}[27m"))
    // The error names it: its code point and where it is.
    t.teclear("\r")
    t.debeMostrar("  ✗ Nombre: El nombre tiene un carácter invisible (U+202E) en la posición 4")
    t.teclear("\u{2}\u{2}\u{7F}\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("\r")
    #expect(t.salida() == 0)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("AnaXY\n"))
  }

  // MARK: 10. Bracketed paste

  @Test func unPegadoDeVariasLineasQuedaEnElCampo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"])
    t.debeMostrar("Nombre [0/25]:")
    #expect(t.esperar(10) { _ in t.pegadoActivo })
    t.pegar("Pablo\r\nQuique\n12\tx")
    t.debeMostrar("Nombre [17/25]: Pablo Quique 12 x")
    #expect(!t.lineas.contains { $0.contains("Dorsal") }, "\(t.descripcion)")
    t.teclear("\u{15}")
    t.pegar("Pablo")
    t.teclear("\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("\r")
    #expect(t.salida() == 0)
    #expect(!t.pegadoActivo)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Pablo\n"))
  }

  // MARK: 15. Editing by character

  @Test func seEditaPorCaracteresNoPorPuntosDeCodigo() throws {
    let e = try Escenario()
    let t = try formulario(e)
    t.debeMostrar("Nombre [0/25]:")
    // One Backspace takes the whole 👍🏽, skin tone included.
    t.teclear("Ana👍🏽")
    t.debeMostrar("Nombre [4/25]")
    t.teclear("\u{7F}")
    #expect(t.esperar { $0.contains("Nombre [3/25]: Ana") }, "\(t.descripcion)")
    // Ctrl-B steps over the whole family; typing there does not split it.
    t.teclear("👨‍👩‍👧\u{2}X")
    t.debeMostrar("Nombre [5/25]")
    // Left arrow over X, Delete removes it; Ctrl-A and Delete remove the A.
    t.teclear("\u{1B}[D\u{1B}[3~\u{1}\u{1B}[3~")
    t.debeMostrar("Nombre [3/25]")
    // A decomposed é is drawn with its accent (composed as typed). libedit draws no joiner
    // (its width is 0), so the family shows as three faces.
    t.teclear("\u{5} Jose\u{301}")
    t.debeMostrar("Nombre [8/25]")
    let esperada = "Nombre [8/25]: na👨👩👧 Jos\u{E9}"
    #expect(
      t.esperar { $0.contains { $0.unicodeScalars.elementsEqual(esperada.unicodeScalars) } },
      "\(t.descripcion)")
    // Ctrl-W takes the last word, by characters.
    t.teclear("\u{17}\r")
    t.debeMostrar("→ texto(\"na👨‍👩‍👧 \")")
  }

  // MARK: 14. Histories

  @Test func soloLasRespuestasAceptadasVanAlHistorial() throws {
    let e = try Escenario()
    let t = try formulario(e)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("100\r")
    t.debeMostrar("✗ Dorsal")
    t.teclear("\u{15}7\r")
    #expect(t.salida() == 0)
    let dorsales = try String(
      contentsOfFile: e.carpeta + "/estado/marcador/historial-dorsales", encoding: .utf8)
    #expect(dorsales.split(separator: "\n").dropFirst() == ["7"], "\(dorsales)")
  }

  @Test func dosSesionesNoSeBorranElHistorial() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let a = try terminal(e, [])
    let b = try terminal(e, [])
    a.debeMostrar("marcador>")
    b.debeMostrar("marcador>")
    a.teclear("equipos\r")
    a.debeMostrar("Atlético B")
    b.teclear("plantilla Rayo FC\r")
    b.debeMostrar("Ana #9")
    a.teclear("plantilla Atlético B\r")
    #expect(a.esperar { $0.filter { $0.hasPrefix("marcador>") }.count == 3 }, "\(a.descripcion)")
    a.teclear("\u{4}")
    b.teclear("\u{4}")
    #expect(a.salida() == 0)
    #expect(b.salida() == 0)
    let historial = e.carpeta + "/estado/marcador/historial-ordenes"
    let lineas = try String(contentsOfFile: historial, encoding: .utf8).split(separator: "\n")
    #expect(lineas.count == 4, "\(lineas)")
    #expect(lineas.contains("equipos"), "\(lineas)")
    #expect(lineas.contains { $0.hasPrefix("plantilla") && $0.contains("Rayo") }, "\(lineas)")
    #expect(lineas.contains { $0.hasPrefix("plantilla") && $0.contains("Atl") }, "\(lineas)")
    var s = stat()
    #expect(stat(historial, &s) == 0 && s.st_mode & 0o777 == 0o600)
    // A third session's Up finds the other sessions' last command.
    let c = try terminal(e, [])
    c.debeMostrar("marcador>")
    c.teclear("\u{1B}[A")
    #expect(
      c.esperar { $0.contains { $0.hasPrefix("marcador> plantilla Atl") } }, "\(c.descripcion)")
  }

  /// ↑ at `Equipo:` offers the teams typed in this league only (issue 36, item 12): the form's
  /// answers have a history per league, by where it is; the commands' stays one for all.
  @Test func cadaLigaTieneSuHistorialDeEquipos() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let otra = e.carpeta + "/otra.json"
    #expect(try e.marcador(["--torneo", otra, "iniciar", "--ejemplo"]).codigo == 0)
    #expect(try e.marcador(["--torneo", otra, "nuevo-equipo", "Solo Aquí"]).codigo == 0)
    /// Adds a player at a terminal in `liga`: ↑ at Equipo: (then a mark, so the line shows
    /// what ↑ put there), the line as it was, then `equipo` typed and saved.
    func anadir(en liga: String, _ nombre: String, _ dorsal: Int, _ equipo: String) throws
      -> String?
    {
      let t = try Terminal(
        ["--torneo", liga, "anadir", "--nombre", nombre, "--dorsal", "\(dorsal)"],
        entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
      t.debeMostrar("Equipo:")
      t.teclear("\u{1B}[A|")
      #expect(t.esperar { $0.contains { $0.hasPrefix("Equipo:") && $0.hasSuffix("|") } })
      let linea = t.lineas.last { $0.hasPrefix("Equipo:") }
      t.teclear("\u{15}\(equipo)\r")
      t.debeMostrar("Añadido a \(equipo)")
      #expect(t.salida() == 0)
      return linea
    }
    #expect(try anadir(en: otra, "Bea", 51, "Solo Aquí") == "Equipo: |")
    // The league the test's other commands use has none of the other's teams.
    #expect(try anadir(en: e.torneo, "Eva", 52, "Rayo FC") == "Equipo: |")
    #expect(try anadir(en: otra, "Isa", 53, "Atlético B") == "Equipo: Solo Aquí|")
    #expect(try anadir(en: e.torneo, "Leo", 54, "Rayo FC") == "Equipo: Rayo FC|")
    let carpeta = e.carpeta + "/estado/marcador"
    let equipos = try FileManager.default.contentsOfDirectory(atPath: carpeta).filter {
      $0.hasPrefix("historial-equipos")
    }
    #expect(equipos.count == 2 && !equipos.contains("historial-equipos"), "\(equipos)")
    for archivo in equipos {
      var s = stat()
      #expect(stat(carpeta + "/" + archivo, &s) == 0 && s.st_mode & 0o777 == 0o600)
    }
  }

  // MARK: 13. Standard output to a pipe

  @Test(arguments: [false, true])
  func conLaSalidaEnUnaTuberiaSigueSiendoInteractivo(erroresEnArchivo: Bool) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let log = e.carpeta + "/log"
    let t = try terminal(
      e, ["anadir", "Rayo FC"], salidaA: log, erroresA: erroresEnArchivo ? e.carpeta + "/err" : nil
    )
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea")
    t.debeMostrar("Nombre [3/25]: Bea")
    t.teclear("\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("7\r")
    #expect(t.salida() == 0)
    let salida = try String(contentsOfFile: log, encoding: .utf8)
    #expect(salida == "Añadido a Rayo FC: Bea #7\n", "\(salida)")
    #expect(!t.lineas.contains { $0.contains("Añadido") }, "\(t.descripcion)")
  }

  // MARK: 6. Plain prompts (TERM=dumb) and the accessible mode

  /// `lento`: each write returns half a second late (strace's fault injection), so the Ctrl-C
  /// comes while marcador is still drawing the prompt, before it waits for the answer.
  @Test(arguments: [false, true]) func enModoLlanoCtrlCConTextoPreguntaYNoMata(lento: Bool) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let orden = [rutaDelBinario, "--torneo", e.torneo, "anadir", "Rayo FC"]
    let palabras =
      lento
      ? OrdenDeLlamadasTests.conStrace(
        ["-e", "trace=write", "-e", "inject=write:delay_exit=500000"], orden) : orden
    let t = try Terminal(
      Array(palabras.dropFirst()), programa: palabras[0],
      entorno: e.entorno(["TERM": "dumb", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
    t.debeMostrar("Nombre (hasta 25 letras):")
    t.teclear("Zoe")
    t.debeMostrar("Nombre (hasta 25 letras): Zoe")
    t.teclear("\u{3}")
    t.debeMostrar("¿Descartar los cambios? [s/N]")
    t.teclear("n\r")
    // Asked again from an empty line: a plain line cannot show what was typed, so it does
    // not pretend to hold it.
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("Nombre (hasta 25 letras):") }.count == 2 },
      "\(t.descripcion)")
    t.teclear("Zoe\r\r")
    #expect(t.salida() == 0)
    #expect(try e.bytes() != antes)
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Zoe\n"))
  }

  @Test func enModoLlanoCtrlDTerminaLaPreguntaYLasFlechasSeTomanTalCual() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, [], ["TERM": "dumb"])
    t.debeMostrar("marcador>")
    // An arrow key's bytes stay in the line, as the terminal shows them: the line is taken
    // exactly as typed, and here refused (not quietly edited into another command).
    t.teclear("equi\u{1B}[Dpos\r")
    t.debeMostrar("no conozco la orden «equi\\u{1B}[Dpos»")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("marcador>") }.count == 2 }, "\(t.descripcion)")
    t.teclear("equipos\r")
    t.debeMostrar("Atlético B")
    t.teclear("anadir Rayo FC\r")
    t.debeMostrar("Nombre (hasta 25 letras):")
    // Ctrl-D on the empty name: the wizard ends, the prompt's line too; the session goes on.
    t.teclear("\u{4}")
    #expect(
      t.esperar { $0.filter { $0.hasPrefix("marcador>") }.count == 4 }, "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.contains("Nombre (hasta 25 letras): ") && $0.count > 27 })
    t.teclear("salir\r")
    #expect(t.salida() == 0)
  }

  @Test func elModoLlanoMuestraElErrorEnUnaLineaYPreguntaOtraVez() throws {
    let e = try Escenario()
    let t = try formulario(e, ["--llano"])
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    t.teclear("100\r")
    #expect(t.esperar { $0.contains("✗ Dorsal: Del 1 al 99") }, "\(t.descripcion)")
    // Asked again from an empty line: what is typed now is the whole answer.
    #expect(
      t.esperar { $0.last { !$0.isEmpty } == "Dorsal (opcional):" }, "\(t.descripcion)")
    t.teclear("7\r")
    t.debeMostrar("→ texto(\"7\")")
    #expect(t.salida() == 0)
  }

  @Test func elModoAccesibleNoRedibujaNiPintaColores() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["anadir", "Rayo FC"], ["MARCADOR_ACCESIBLE": "1"])
    t.debeMostrar("Nombre (hasta 25 letras):")
    t.teclear("Ana\r")
    t.debeMostrar("✗ Nombre: Ya hay un jugador con ese nombre")
    t.teclear("\u{15}Eva\r\r")
    #expect(t.salida() == 0)
    #expect(!t.salidaCruda.contains(0x1B), "\(String(decoding: t.salidaCruda, as: UTF8.self))")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Eva\n"))
  }

  // MARK: 4. Invisible characters and Windows pipes

  @Test func losCaracteresInvisiblesNoPasanPorNombresDistintos() throws {
    let e = try Escenario().conLigaDeEjemplo()
    for nombre in ["A\u{200B}na", "Ana\u{2060}", "An\u{AD}a", "\u{200E}Ana", "Ana\u{FEFF}"] {
      let r = try e.enTorneo(["anadir", "Rayo FC", "--nombre", nombre])
      #expect(r.codigo == 65, "\(nombre.unicodeScalars.map(\.value))")
      #expect(r.errores.contains("un carácter invisible (U+"), "\(r.errores)")
    }
    let union = try e.enTorneo(["anadir", "Rayo FC", "--nombre", "A\u{200D}na"])
    #expect(union.codigo == 65)
    #expect(union.errores.contains("Ya hay un jugador con ese nombre"), "\(union.errores)")
    let r = try e.enTorneo(["anadir", "Rayo FC"], entrada: "\u{FEFF}Bea\r\n7\r\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("\nBea #7\n"))
  }
}
