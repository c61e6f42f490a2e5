// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import LineaDeOrdenes

/// What a command line says when it cannot be run, in this process (the exit status a process
/// returns is `LineaDeOrdenesTests` in MarcadorTests).
struct MensajesTests {
  @Test func unaLineaDeOrdenesIncorrectaSeNombraYNoHaceNada() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let antes = try e.bytes()
    let casos: [([String], String)] = [
      (["bailar"], "no conozco la orden «bailar»"),
      (["equipos", "--nombre", "x"], "no conozco la opción «--nombre»"),
      (["equipos", "--jsn"], "no conozco la opción «--jsn»"),
      (["plantilla"], "falta EQUIPO"),
      (["plantilla", "Rayo FC", "otro"], "sobra el argumento «otro»"),
      (["anadir", "--nombre"], "a «--nombre» le falta su valor"),
      (["equipos", "--json=sí"], "no conozco la opción «--json=sí»"),
      (["editar", "Rayo FC", "Ana", "--dorsal", "3", "--sin-dorsal"], "--dorsal"),
    ]
    for (argumentos, mensaje) in casos {
      let r = e.enTorneo(argumentos)
      #expect(r.codigo == .uso, "\(argumentos)")
      #expect(r.errores.hasPrefix("marcador: "), "\(argumentos)")
      #expect(r.errores.contains(mensaje), "\(argumentos)")
      #expect(r.errores.hasSuffix(". Prueba «marcador --help».\n"), "\(argumentos)")
      #expect(r.salida == "")
      #expect(r.cambios == [])
    }
    #expect(try e.bytes() == antes)
    let ingles = e.enTorneo(["bailar"], entorno: ["LANG": "en_GB.UTF-8"])
    #expect(ingles.errores == "marcador: unknown command “bailar”. Try “marcador --help”.\n")
    #expect(e.marcador(["--torneo", "", "equipos"]).codigo == .uso)
  }

  /// Issue 21, item 11: inside the interactive mode the advice names the mode's own words; at
  /// the shell, shell commands; and a question mark is never followed by a full stop.
  /// An error's first word goes to lower case after `marcador: `, as GNU tools write it, but
  /// never a path's or an acronym's.
  @Test func soloUnaPalabraLlanaPasaAMinuscula() {
    #expect(Contexto.enMinuscula("No hay ningún equipo") == "no hay ningún equipo")
    #expect(
      Contexto.enMinuscula("Cancelado: no se ha guardado nada.")
        == "cancelado: no se ha guardado nada.")
    #expect(Contexto.enMinuscula("Liga.json: no existe") == "Liga.json: no existe")
    #expect(Contexto.enMinuscula("Mis/Liga.json: no existe") == "Mis/Liga.json: no existe")
    #expect(Contexto.enMinuscula("URL no válida") == "URL no válida")
  }

  @Test func losConsejosNombranLasPalabrasDeDondeSeLeen() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let repl = e.enTorneo([], entrada: "plantila\n")
    #expect(repl.codigo == .uso)
    #expect(
      repl.errores
        == "marcador: línea 1: no conozco la orden «plantila». ¿Quisiste decir «plantilla»? Escribe «ayuda» para ver las órdenes.\n"
    )
    let uso = e.enTorneo([], entrada: "plantilla\n")
    #expect(uso.errores.hasSuffix(". Escribe «ayuda» para ver las órdenes.\n"), "\(uso.errores)")
    #expect(e.enTorneo(["plantilla"]).errores.hasSuffix(". Prueba «marcador --help».\n"))
    let equipo = e.enTorneo([], entrada: "plantilla Nada Que Ver\n")
    #expect(equipo.errores.hasSuffix("«equipos» los lista\n"), "\(equipo.errores)")
    #expect(!equipo.errores.contains("«marcador"), "\(equipo.errores)")
    #expect(
      e.enTorneo(["plantilla", "Nada Que Ver"]).errores.hasSuffix("«marcador equipos» los lista\n"))
    let jugador = e.enTorneo([], entrada: "editar Rayo FC Zzzzzz\n")
    // Words need no quotes there.
    #expect(jugador.errores.contains("«plantilla Rayo FC» la muestra"), "\(jugador.errores)")
    #expect(
      e.enTorneo(["editar", "Rayo FC", "Zzzzzz"]).errores.contains(
        "«marcador plantilla 'Rayo FC'» la muestra"))
    // A league without teams says how to make the first one, in the words that work there.
    let vacia = try Ensayo()
    #expect(vacia.enTorneo(["iniciar"]).codigo == .hecho)
    let sinEquipos = vacia.enTorneo([], entrada: "anadir\n")
    #expect(sinEquipos.errores.contains("«nuevo-equipo NOMBRE»"), "\(sinEquipos.errores)")
    #expect(!sinEquipos.errores.contains("marcador nuevo-equipo"))
    #expect(vacia.enTorneo(["anadir"]).errores.contains("«marcador nuevo-equipo NOMBRE»"))
    let ingles = e.enTorneo([], entrada: "plantila\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(
      ingles.errores
        == "marcador: line 1: unknown command “plantila”. Did you mean “plantilla”? Type “ayuda” to see the commands.\n",
      "\(ingles.errores)")
  }

  /// Marks of Spanish text: its quotes and punctuation, and its commonest small words.
  static let espanol = [
    "«", "»", "¿", " el ", " la ", " los ", " de ", " un ", " una ", " que ", " se ", "Uso:",
  ]
  /// Marks of English text.
  static let ingles = ["“", "”", " the ", " an ", " of ", " is ", " to ", "Usage:", " with "]

  /// Every command in both languages, with no text of the other language.
  @Test func cadaOrdenHablaUnSoloIdioma() throws {
    let e = try Ensayo().conLigaDeEjemplo()
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
      let es = e.marcador(argumentos, entrada: entrada, entorno: ["LANG": "es_ES.UTF-8"])
      let en = e.marcador(argumentos, entrada: entrada, entorno: ["LANG": "en_US.UTF-8"])
      let textoEs = " " + es.salida + es.errores
      let textoEn = " " + en.salida + en.errores
      #expect(textoEs != textoEn, "\(argumentos)")
      for marca in MensajesTests.ingles where textoEs.contains(marca) {
        Issue.record("English «\(marca)» in Spanish output of \(argumentos): \(textoEs)")
      }
      for marca in MensajesTests.espanol where textoEn.contains(marca) {
        Issue.record("Spanish «\(marca)» in English output of \(argumentos): \(textoEn)")
      }
    }
  }
}
