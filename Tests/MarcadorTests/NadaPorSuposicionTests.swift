// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// Issue 41, through the built binary: a CSV whose separator marcador does not take by itself
/// is refused, never imported as names (item 2); `--separador` names it, and `--comprobar`
/// shows how the file was read; no change writes a league marcador would not read back
/// (item 7); an import's count groups its thousands (item 18).
struct NadaPorSuposicionTests {
  /// A refusal: exit 65, only `errores` on standard error, and nothing written.
  func rechazado(_ e: Escenario, _ r: Ejecucion, _ errores: String, antes: [UInt8]) throws {
    #expect(r.codigo == 65, "\(r.errores)")
    #expect(r.salida == "")
    #expect(r.errores == errores)
    #expect(try e.bytes() == antes)
    #expect(!FileManager.default.fileExists(atPath: e.torneo + ".diario"))
  }

  func plantilla(_ e: Escenario, _ equipo: String) throws -> [String] {
    try e.enTorneo(["plantilla", equipo]).salida.split(separator: "\n").map(String.init)
  }

  @Test func unSeparadorQueNoSeDeduceSeRechazaEnVezDeImportarNombres() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    try e.escribir("Nombre|Dorsal\nJuan|3\nPedro|4\n", en: e.carpeta + "/p.csv")
    let pista =
      "ni «,» ni «;» ni un tabulador separan las columnas, y esta fila parece separarlas con"
    // A header that a `|` would split, from a file and from standard input, in both forms of
    // the command and with --reemplazar and --comprobar.
    for argumentos in [
      ["importar", "Rayo FC", "p.csv"], ["importar", "Rayo FC", "p.csv", "--reemplazar"],
      ["importar", "Rayo FC", "p.csv", "--comprobar"],
    ] {
      try rechazado(
        e, try e.enTorneo(argumentos),
        "p.csv:1: \(pista) «|»: nada se importa por suposición; si es así, di «--separador '|'»\n",
        antes: antes)
    }
    try rechazado(
      e, try e.enTorneo(["importar", "Rayo FC"], entrada: "Jugador - Dorsal\nJuan - 3\n"),
      "-:1: \(pista) «-»: nada se importa por suposición; si es así, di «--separador -»\n",
      antes: antes)
    // No header: every row holds the character with digits after it.
    try rechazado(
      e, try e.enTorneo(["importar", "Rayo FC"], entrada: "Juan: 3\nPedro: 4\n"),
      "-:1: \(pista) «:»: nada se importa por suposición; si es así, di «--separador :»\n",
      antes: antes)
    // A whole league's file.
    try e.escribir("Equipo|Nombre|Dorsal\nRayo FC|Bea|12\n", en: e.carpeta + "/liga.csv")
    try rechazado(
      e, try e.enTorneo(["importar", "liga.csv"]),
      "liga.csv:1: \(pista) «|»: nada se importa por suposición; si es así, di «--separador '|'»\n",
      antes: antes)
    try rechazado(
      e,
      try e.enTorneo(
        ["importar", "Rayo FC"], entrada: "Ana #12\nEva #14\n", entorno: ["LANG": "en_US.UTF-8"]),
      "-:1: neither “,” nor “;” nor a tab separates the columns, and this row seems to separate"
        + " them with “#”: nothing is imported on a guess; if so, say “--separador '#'”\n",
      antes: antes)
  }

  /// A first row of header words that the separator in use, found or named, does not split
  /// into a header: refused, never imported as a player.
  @Test func unaCabeceraQueElSeparadorNoParteSeRechaza() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    try e.escribir("Jugador Dorsal\nJuan 3\nPedro 4\n", en: e.carpeta + "/s.csv")
    try e.escribir("Nombre|Dorsal\nJuan|3\nPedro|4\n", en: e.carpeta + "/p.csv")
    let ninguno =
      "esta fila parece una cabecera, pero ni «,» ni «;» ni un tabulador la separan en columnas"
      + " conocidas: nada se importa por suposición; separa sus columnas con «,» o di con"
      + " «--separador» el carácter que las separa\n"
    for argumentos in [
      ["importar", "Rayo FC", "s.csv"], ["importar", "Rayo FC", "s.csv", "--comprobar"],
    ] {
      try rechazado(e, try e.enTorneo(argumentos), "s.csv:1: " + ninguno, antes: antes)
    }
    try rechazado(
      e,
      try e.enTorneo(
        ["importar", "Rayo FC"], entrada: "Name Number\nAna 3\n", entorno: ["LANG": "en_US.UTF-8"]),
      "-:1: this row seems a header, but neither “,” nor “;” nor a tab splits it into known"
        + " columns: nothing is imported on a guess; separate its columns with “,” or name the"
        + " character that does with “--separador”\n",
      antes: antes)
    // A separator named, by --separador or a `sep=` line, that does not split it.
    for (separador, nombre) in [(";", "«;»"), ("\\t", "un tabulador")] {
      for comprobar in [[], ["--comprobar"]] {
        try rechazado(
          e,
          try e.enTorneo(
            ["importar", "Atlético B", "p.csv", "--separador", separador] + comprobar),
          "p.csv:1: esta fila parece una cabecera, pero \(nombre) no la separa en columnas"
            + " conocidas: nada se importa por suposición; si las separa «|», di «--separador '|'»\n",
          antes: antes)
      }
    }
    try rechazado(
      e,
      try e.enTorneo(
        ["importar", "Atlético B", "--separador", ";"], entrada: "Name - Number\nAna - 3\n",
        entorno: ["LANG": "en_US.UTF-8"]),
      "-:1: this row seems a header, but “;” does not split it into known columns: nothing is"
        + " imported on a guess; if “-” separates them, say “--separador -”\n",
      antes: antes)
    try rechazado(
      e, try e.enTorneo(["importar", "Rayo FC"], entrada: "sep=;\nNombre,Dorsal\nBea,3\n"),
      "-:2: esta fila parece una cabecera, pero «;» no la separa en columnas conocidas: nada se"
        + " importa por suposición; si las separa «,», di «--separador ,»\n",
      antes: antes)
    // One column's words, or a name, are no header written as one.
    let r = try e.enTorneo(
      ["importar", "Unión Deportiva Sur"], entrada: "Player name\nJuan Pablo\nNombre Apellido\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Juan Pablo", "Nombre Apellido"])
  }

  /// The row that shows the separator is named, not the first.
  @Test func elSeparadorParecidoNombraSuFila() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    try rechazado(
      e, try e.enTorneo(["importar", "Rayo FC"], entrada: "Juan\nPedro|4\n"),
      "-:2: ni «,» ni «;» ni un tabulador separan las columnas, y esta fila parece separarlas con"
        + " «|»: nada se importa por suposición; si es así, di «--separador '|'»\n",
      antes: antes)
    try rechazado(
      e,
      try e.enTorneo(
        ["importar", "Rayo FC"], entrada: "Juan\nPedro|4\n", entorno: ["LANG": "en_US.UTF-8"]),
      "-:2: neither “,” nor “;” nor a tab separates the columns, and this row seems to separate"
        + " them with “|”: nothing is imported on a guess; if so, say “--separador '|'”\n",
      antes: antes)
  }

  /// ` - ` between the columns and a `-` inside a name: `--separador -` would split the name,
  /// so it is not suggested.
  @Test func unGuionDentroDeUnNombreNoSugiereSepararConGuion() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let filas = "Jugador - Dorsal\nAna-María - 33\nJuan - 4\n"
    try rechazado(
      e, try e.enTorneo(["importar", "Rayo FC"], entrada: filas),
      "-:1: ni «,» ni «;» ni un tabulador separan las columnas, y esta fila parece separarlas con"
        + " « - », pero la línea 2 lleva «-» dentro de un nombre y «--separador» toma un solo"
        + " carácter: nada se importa por suposición; guarda el archivo con «,» o «;» entre las"
        + " columnas\n",
      antes: antes)
    try rechazado(
      e,
      try e.enTorneo(
        ["importar", "Rayo FC"], entrada: "Juan - 4\nAna-María - 33\n",
        entorno: ["LANG": "en_US.UTF-8"]),
      "-:1: neither “,” nor “;” nor a tab separates the columns, and this row seems to separate"
        + " them with “ - ”, but line 2 holds “-” inside a name and “--separador” takes one"
        + " character: nothing is imported on a guess; save the file with “,” or “;” between the"
        + " columns\n",
      antes: antes)
    try rechazado(
      e, try e.enTorneo(["importar", "Rayo FC"], entrada: "Ana-María - 33\nJuan - 4\n"),
      "-:1: ni «,» ni «;» ni un tabulador separan las columnas, y esta fila parece separarlas con"
        + " « - », pero también lleva «-» dentro de un nombre y «--separador» toma un solo"
        + " carácter: nada se importa por suposición; guarda el archivo con «,» o «;» entre las"
        + " columnas\n",
      antes: antes)
  }

  @Test func unaSolaColumnaDeNombresSigueImportandose() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(["importar", "Unión Deportiva Sur"], entrada: "nombre\nBea\nJean-Luc\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Bea", "Jean-Luc"])
  }

  @Test func separadorNombraElSeparador() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("Nombre|Dorsal\nJuan|3\nPedro|4\n", en: e.carpeta + "/p.csv")
    let comprobado = try e.enTorneo(
      ["importar", "Unión Deportiva Sur", "p.csv", "--separador", "|", "--comprobar"])
    #expect(comprobado.codigo == 0, "\(comprobado.errores)")
    #expect(
      comprobado.salida
        == "Columnas separadas por «|»: nombre y dorsal (cabecera en la línea 1)\n"
        + "  Juan #3\n  Pedro #4\n"
        + "Todo correcto, no se ha guardado nada: 2 jugadores pueden entrar en Unión Deportiva Sur\n"
    )
    let r = try e.enTorneo(["importar", "Unión Deportiva Sur", "p.csv", "--separador=|"])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Juan #3", "Pedro #4"])
    let guion = try e.enTorneo(
      ["importar", "Unión Deportiva Sur", "--separador", "-", "--reemplazar"],
      entrada: "Jugador - Dorsal\nJuan - 3\n")
    #expect(guion.codigo == 0, "\(guion.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Juan #3"])
    let tab = try e.enTorneo(
      ["importar", "Unión Deportiva Sur", "--separador", "\\t", "--comprobar"],
      entrada: "Ana\t5\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(
      tab.salida
        == "Columns separated by a tab: name and number (no header)\n  Ana #5\n"
        + "All valid, nothing saved: 1 player can join Unión Deportiva Sur\n")
    for malo in ["ab", "a", "7", "\"", " "] {
      let r = try e.enTorneo(["importar", "Unión Deportiva Sur", "--separador", malo])
      #expect(r.codigo == 64, "\(malo)")
      #expect(
        r.errores.hasPrefix("marcador: «--separador» es un carácter de puntuación"),
        "\(r.errores)")
    }
  }

  @Test func comprobarEnseñaComoSeLeeElArchivo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let filas = (1...8).map { "\($0 + 10);Fichaje \($0)" }.joined(separator: "\n")
    let r = try e.enTorneo(
      ["importar", "Unión Deportiva Sur", "--comprobar"], entrada: "dorsal;nombre\n" + filas)
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      r.salida
        == "Columnas separadas por «;»: dorsal y nombre (cabecera en la línea 1)\n"
        + "  Fichaje 1 #11\n  Fichaje 2 #12\n  Fichaje 3 #13\n  Fichaje 4 #14\n  Fichaje 5 #15\n"
        + "  … y 3 filas más\n"
        + "Todo correcto, no se ha guardado nada: 8 jugadores pueden entrar en Unión Deportiva Sur\n"
    )
    let liga = try e.enTorneo(
      ["importar", "-", "--comprobar"], entrada: "Rayo FC,Bea,12\nNuevo,Eva,\n")
    #expect(liga.codigo == 0, "\(liga.errores)")
    #expect(
      liga.salida.hasPrefix(
        "Columnas separadas por «,»: equipo, nombre y dorsal (sin cabecera)\n"
          + "  Bea #12 · Rayo FC\n  Eva · Nuevo\nTodo correcto"), "\(liga.salida)")
    let unaColumna = try e.enTorneo(
      ["importar", "Unión Deportiva Sur", "--comprobar"], entrada: "Bea\n")
    #expect(
      unaColumna.salida.hasPrefix(
        "Ni «,» ni «;» ni un tabulador parten ninguna fila: nombre (sin cabecera)\n"
          + "  Bea\n"), "\(unaColumna.salida)")
    let unaColumnaEn = try e.enTorneo(
      ["importar", "Unión Deportiva Sur", "--comprobar"], entrada: "name\nBea\n",
      entorno: ["LANG": "en_US.UTF-8"])
    #expect(
      unaColumnaEn.salida.hasPrefix(
        "Neither “,” nor “;” nor a tab splits any row: name (header on line 1)\n  Bea\n"),
      "\(unaColumnaEn.salida)")
  }

  /// Item 7: a league near the 64 MiB bound (the sample league and an unknown member of
  /// 64 MiB less 2 KiB, written here in one go), then an import that would pass the bound:
  /// refused before anything is written, and the league still reads. marcador reads the
  /// 64 MiB five times: about 1.5 s in all (the debug build, on a shared 2-core machine).
  @Test func ningunCambioEscribeUnaLigaQueNoSePuedaLeer() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let ejemplo = try e.bytes()
    let llave = try #require(ejemplo.firstIndex(of: UInt8(ascii: "{")))
    // Made with Data's bulk operations: element by element, the test's debug build took
    // longer than marcador's five readings.
    var datos = Data(ejemplo[...llave])
    datos.append(contentsOf: Array("\"relleno\": \"".utf8))
    datos.append(Data(repeating: UInt8(ascii: "a"), count: (64 << 20) - 2048 - ejemplo.count - 16))
    datos.append(contentsOf: Array("\",\n".utf8) + ejemplo[(llave + 1)...])
    let ruta = URL(fileURLWithPath: e.torneo)
    try datos.write(to: ruta)
    let filas = (1...200).map { "Fichaje número \($0)," }.joined(separator: "\n")
    let r = try e.enTorneo(["importar", "Unión Deportiva Sur"], entrada: filas)
    #expect(r.codigo == 65, "\(r.errores)")
    #expect(r.salida == "")
    #expect(
      r.errores.hasPrefix("marcador: \(e.torneo): quedaría en 64,1 MiB, más de los 64 MiB"),
      "\(r.errores)")
    #expect(r.errores.hasSuffix("; no se ha guardado nada\n"), "\(r.errores)")
    #expect(try Data(contentsOf: ruta) == datos)
    #expect(e.junto() == ["t.json", "t.json.lock"])
    // What fits is saved, and read back.
    let poco = try e.enTorneo(["importar", "Unión Deportiva Sur"], entrada: "Bea,\n")
    #expect(poco.codigo == 0, "\(poco.errores)")
    let equipos = try e.enTorneo(["equipos"])
    #expect(equipos.codigo == 0, "\(equipos.errores)")
  }

  /// Item 18: the count of an import groups its thousands in each language.
  @Test func laCuentaDeUnaImportacionAgrupaLosMiles() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let filas = "nombre,dorsal\n" + (1...5000).map { "Fichaje \($0)," }.joined(separator: "\n")
    let r = try e.enTorneo(["importar", "Unión Deportiva Sur"], entrada: filas)
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Importados a Unión Deportiva Sur: 5.000 jugadores\n")
    let en = try e.enTorneo(
      ["importar", "Atlético B"], entrada: filas, entorno: ["LANG": "en_US.UTF-8"])
    #expect(en.codigo == 0, "\(en.errores)")
    #expect(en.salida == "Imported into Atlético B: 5,000 players\n")
  }
}
