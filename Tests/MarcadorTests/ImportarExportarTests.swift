// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Foundation
import Testing
import Torneo

/// `importar` and `exportar` through the built binary: every format, all or nothing, the round
/// trip, undo, bad input, languages, completion and the interactive mode.
struct ImportarExportarTests {
  /// The journal's lines (one per change).
  func diario(_ e: Escenario) -> [Substring] {
    ((try? String(contentsOfFile: e.torneo + ".diario", encoding: .utf8)) ?? "")
      .split(separator: "\n")
  }

  func plantilla(_ e: Escenario, _ equipo: String) throws -> [String] {
    try e.enTorneo(["plantilla", equipo]).salida.split(separator: "\n").map(String.init)
  }

  /// Runs `importar` with raw bytes on standard input.
  func importar(_ e: Escenario, _ equipo: String, _ bytes: [UInt8], _ extra: [String] = [])
    throws -> Ejecucion
  {
    try e.ejecutar(
      rutaDelBinario, ["--torneo", e.torneo, "importar", equipo] + extra, entrada: Data(bytes),
      entorno: e.entorno([:]))
  }

  @Test func unCSVGuardadoPorUnaHojaDeCalculoEnEspanol() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let hoja = raizDelRepositorio + "/Tests/Fixtures/plantilla-hoja-es.csv"
    let comprobado = try e.enTorneo(["importar", "Unión Deportiva Sur", hoja, "--comprobar"])
    #expect(comprobado.codigo == 0, "\(comprobado.errores)")
    #expect(comprobado.salida.contains("5 jugadores pueden entrar en Unión Deportiva Sur"))
    #expect(try e.bytes() == antes)
    #expect(diario(e).isEmpty)
    let r = try e.enTorneo(["importar", "UNIÓN DEPORTIVA  SUR", hoja])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Importados a Unión Deportiva Sur: 5 jugadores\n")
    #expect(r.errores == "")
    #expect(
      try plantilla(e, "Unión Deportiva Sur") == [
        "Bea #5", "Pérez; Juan #10", "Núñez", "María \"la Rubia\" #7", "Álvaro Fernández #23",
      ])
    // One change: the old bytes with one run inserted, and one journal entry.
    #expect(esInsercion(antes, try e.bytes()))
    #expect(diario(e).count == 1)
  }

  @Test(arguments: [
    ("coma y cabecera", "nombre,dorsal\nBea,7\nLuis Mar,\n"),
    ("sin cabecera", "Bea,7\nLuis Mar\n"),
    ("cabecera inglesa en mayúsculas", "NAME,NUMBER\nBea,7\nLuis Mar,\n"),
    ("punto y coma", "Nombre;Dorsal\nBea;7\nLuis Mar;\n"),
    ("tabulador", "nombre\tdorsal\nBea\t7\nLuis Mar\t\n"),
    ("CRLF", "nombre,dorsal\r\nBea,7\r\nLuis Mar,\r\n"),
    ("BOM", "\u{FEFF}nombre,dorsal\nBea,7\nLuis Mar,\n"),
    ("líneas en blanco", "\nnombre,dorsal\n\n   \nBea,7\n\nLuis Mar,\n\n"),
    ("comillas", "\"nombre\",\"dorsal\"\n\"Bea\",\"07\"\n\"Luis \"\"\"\"\",\"\"\n"),
    ("salto dentro de comillas", "\"Bea\",7\n\"Luis\nMar\",\n"),
    ("sin salto al final", "Bea,7\nLuis Mar"),
    ("columnas vacías al final", "Bea;7;;\nLuis Mar;;\n"),
  ])
  func cadaVariacionDelFormato(_ caso: String, _ texto: String) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(["importar", "Unión Deportiva Sur"], entrada: texto)
    #expect(r.codigo == 0, "\(caso): \(r.errores)")
    #expect(r.salida == "Importados a Unión Deportiva Sur: 2 jugadores\n", "\(caso)")
    let segundo = caso == "comillas" ? "Luis \"\"" : "Luis Mar"
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Bea #7", segundo], "\(caso)")
  }

  @Test func todoONadaConVariasFilasMalasTodasDichas() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let csv = "nombre,dorsal\nBea,7\nana,\nEva,100\n,5\nTeo,7\nLía,abc\nOk,12\n"
    try e.escribir(csv, en: e.carpeta + "/malo.csv")
    let r = try e.enTorneo(["importar", "Rayo FC", "malo.csv"])
    #expect(r.codigo == 65)
    #expect(r.salida == "")
    #expect(
      r.errores == """
        malo.csv:3: Nombre: Ya hay un jugador con ese nombre
        malo.csv:4: Dorsal: Del 1 al 99
        malo.csv:5: Nombre: Escribe un nombre
        malo.csv:6: Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 2–4, 6, 8, 10–99
        malo.csv:7: Dorsal: Escribe solo números

        """)
    #expect(try e.bytes() == antes)
    #expect(!FileManager.default.fileExists(atPath: e.torneo + ".diario"))
    // The same rows from standard input are named `-`.
    let tuberia = try e.enTorneo(["importar", "Rayo FC", "-"], entrada: csv)
    #expect(tuberia.codigo == 65)
    #expect(tuberia.errores.hasPrefix("-:3: Nombre: Ya hay un jugador con ese nombre\n"))
    #expect(try e.bytes() == antes)
  }

  @Test func duplicadosDentroDeLaImportacion() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let r = try e.enTorneo(
      ["importar", "Unión Deportiva Sur"], entrada: "Bea,7\nEva,7\nBEA,8\nJose\u{301},\nJosé,\n")
    #expect(r.codigo == 65)
    #expect(
      r.errores == """
        -:2: Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 1–6, 8–99
        -:3: Nombre: Ya hay un jugador con ese nombre
        -:5: Nombre: Ya hay un jugador con ese nombre

        """)
    #expect(try e.bytes() == antes)
  }

  @Test func idaYVueltaExportarImportarDaLaMismaPlantilla() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let nombres = [
      ("Pérez, Juan", "7"), ("Di \"el Mago\"", ""), ("Uno; Dos", "12"), ("José 🇪🇸⚽", "3"),
      ("=SUM(A1)", ""), ("+34 600", "44"), ("-Menos", ""), ("@usuario", "99"), ("'=ya", ""),
      ("L'Olivera", "1"), ("Zoë Ñandú", ""),
    ]
    for (nombre, dorsal) in nombres {
      let r = try e.enTorneo(
        ["anadir", "Unión Deportiva Sur", "--nombre", nombre, "--dorsal", dorsal])
      #expect(r.codigo == 0, "\(nombre): \(r.errores)")
    }
    try #require(try e.enTorneo(["nuevo-equipo", "Vacío CF"]).codigo == 0)
    let exportado = try e.enTorneo(["exportar", "Unión Deportiva Sur"])
    #expect(exportado.codigo == 0)
    #expect(exportado.salida.hasPrefix("nombre,dorsal\n\"Pérez, Juan\",7\n"))
    let r = try e.enTorneo(["importar", "Vacío CF"], entrada: exportado.salida)
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Importados a Vacío CF: 11 jugadores\n")
    let original = try e.enTorneo(["plantilla", "Unión Deportiva Sur", "--json"]).salida
    #expect(try e.enTorneo(["plantilla", "Vacío CF", "--json"]).salida == original)
    #expect(try e.enTorneo(["exportar", "Vacío CF"]).salida == exportado.salida)
  }

  @Test func losNombresQueParecenFormulasNoSeEjecutanYVuelvenIguales() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(
      ["importar", "Unión Deportiva Sur"],
      entrada: "\"=HYPERLINK(\"\"http://x\"\")\",\n+1,\n-2,\n@SUM,\n")
    #expect(r.codigo == 0, "\(r.errores)")
    let exportado = try e.enTorneo(["exportar", "Unión Deportiva Sur"]).salida
    #expect(
      exportado == """
        nombre,dorsal
        "'=HYPERLINK(""http://x"")",
        '+1,
        '-2,
        '@SUM,

        """)
    // No field starts with a formula character, in the team's or the league's export.
    let liga = try e.enTorneo(["exportar"]).salida
    for linea in (exportado + liga).split(separator: "\n") {
      for campo in linea.split(separator: ",", omittingEmptySubsequences: false) {
        let sinComilla = campo.drop { $0 == "\"" }
        #expect(!"=+-@".contains(sinComilla.first ?? " "), "\(linea)")
      }
    }
    #expect(
      try plantilla(e, "Unión Deportiva Sur") == [
        "=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM",
      ])
  }

  @Test func deshacerUnaImportacionDevuelveLosMismosBytes() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let filas = (1...40).map { "Jugador \($0),\($0 + 20)\n" }.joined()
    let r = try e.enTorneo(["importar", "Rayo FC"], entrada: filas)
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try plantilla(e, "Rayo FC").count == 43)
    #expect(diario(e).count == 1)
    let historial = try e.enTorneo(["historial"]).salida
    #expect(historial.contains("Importados a Rayo FC: 40 jugadores"))
    #expect(historial.contains("\n    importar Rayo FC: 40 jugadores (la orden entera, en"))
    #expect(
      try e.enTorneo(["historial", "--json"]).salida.contains("| marcador importar 'Rayo FC'"))
    let d = try e.enTorneo(["deshacer"])
    #expect(d.codigo == 0)
    #expect(d.salida == "Deshecho: Importados a Rayo FC: 40 jugadores\n")
    #expect(try e.bytes() == antes)
  }

  @Test func elHistorialRepiteLaImportacion() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(
      try e.enTorneo(["importar", "Rayo FC"], entrada: "\"Pérez, 'Juan'\",7\n=X,\n").codigo == 0)
    let orden = try e.enTorneo(["historial", "--json"]).salida
    #expect(orden.contains("marcador importar"))
    let otra = try Escenario().conLigaDeEjemplo()
    // The whole command is in --json (the listing shows an import as one short line).
    let entradas = try #require(
      try JSONSerialization.jsonObject(with: Data(orden.utf8)) as? [[String: Any]])
    let linea = try #require(entradas.last?["orden"] as? String)
    let r = try otra.ejecutar(
      "/bin/sh", ["-c", linea], entrada: Data(),
      entorno: otra.entorno([
        "PATH": carpetaDelBinario + ":/usr/bin:/bin", "MARCADOR_TORNEO": otra.torneo,
      ]))
    #expect(r.codigo == 0, "\(linea): \(r.errores)")
    #expect(try otra.bytes() == e.bytes())
  }

  @Test func entradasQueNoSePuedenLeer() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let carpeta = try e.enTorneo(["importar", "Rayo FC", e.carpeta])
    #expect(carpeta.codigo == 66)
    #expect(carpeta.errores == "marcador: \(e.carpeta): es una carpeta, no un archivo CSV\n")
    let falta = try e.enTorneo(["importar", "Rayo FC", "no-esta.csv"])
    #expect(falta.codigo == 66)
    #expect(falta.errores == "marcador: no-esta.csv: no se puede leer (no existe)\n")
    let comilla = try e.enTorneo(["importar", "Rayo FC"], entrada: "Bea,7\n\"Eva,8\nTeo,9\n")
    #expect(comilla.codigo == 65)
    #expect(comilla.errores == "-:2: la comilla que se abre en esta línea no se cierra nunca\n")
    let bytes = Array("Bea,7\nE".utf8) + [0xE9] + Array("a,8\n".utf8)
    let latin1 = try importar(e, "Rayo FC", bytes)
    #expect(latin1.codigo == 65)
    #expect(
      latin1.errores == "-:2: el byte 8 del archivo no es UTF-8; guárdalo como «CSV UTF-8»\n")
    let columnas = try e.enTorneo(["importar", "Rayo FC"], entrada: "Bea,7\nEva,8,extra\n")
    #expect(columnas.codigo == 65)
    #expect(columnas.errores == "-:2: tiene 3 columnas y se esperan 2: nombre y dorsal\n")
    #expect(try e.bytes() == antes)
    #expect(diario(e).isEmpty)
  }

  @Test func unArchivoVacioNoEsUnError() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    for texto in ["", "\n\n", "nombre,dorsal\r\n", "\u{FEFF}"] {
      let r = try e.enTorneo(["importar", "Rayo FC"], entrada: texto)
      #expect(r.codigo == 0)
      #expect(
        r.salida
          == "Nada que importar: la entrada estándar no tiene filas. No se ha guardado nada.\n"
      )
      #expect(r.errores == "")
    }
    // Standard input is named in words, for a team's import and a league's, `-` or none.
    for orden in [["importar", "Rayo FC", "-"], ["importar", "-"]] {
      let r = try e.enTorneo(orden, entrada: "", entorno: ["LANG": "en_GB.UTF-8"])
      #expect(
        r.salida == "Nothing to import: standard input has no rows. Nothing was saved.\n",
        "\(orden)")
    }
    try e.escribir("", en: e.carpeta + "/vacio.csv")
    let r = try e.enTorneo(["importar", "Rayo FC", "vacio.csv"], entorno: ["LANG": "en_GB.UTF-8"])
    #expect(r.salida == "Nothing to import: vacio.csv has no rows. Nothing was saved.\n")
    #expect(try e.bytes() == antes)
    #expect(diario(e).isEmpty)
  }

  @Test func unEquipoDesconocidoSeDiceAntesDeLeerNada() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(["importar", "Rayo"], entrada: "Bea,7\n")
    #expect(r.codigo == 65)
    #expect(r.errores.contains("Rayo FC"))
    let sinArchivo = try Escenario()
    #expect(try sinArchivo.enTorneo(["importar", "Rayo FC"], entrada: "Bea,7\n").codigo == 66)
  }

  @Test func losMensajesEnIngles() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let en = ["LANG": "en_US.UTF-8"]
    let malo = try e.enTorneo(["importar", "Rayo FC"], entrada: "Bea,0\nluis,\n", entorno: en)
    #expect(
      malo.errores == """
        -:1: Number: From 1 to 99
        -:2: Name: There is already a player with that name

        """)
    let bien = try e.enTorneo(["importar", "Rayo FC"], entrada: "Bea,7\n", entorno: en)
    #expect(bien.salida == "Imported into Rayo FC: 1 player\n")
  }

  @Test func exportarLaLigaEnCSVYEnJSON() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let csv = try e.enTorneo(["exportar"])
    #expect(csv.codigo == 0)
    #expect(
      csv.salida == """
        equipo,nombre,dorsal
        Rayo FC,Ana,9
        Rayo FC,Luis,
        Rayo FC,Marta,1
        Atlético B,Iker,10
        Atlético B,Nerea,4
        Peña L'Olivera,Carmen,7
        Unión Deportiva Sur,,

        """)
    let equipo = try e.enTorneo(["exportar", "rayo fc", "--json"])
    #expect(equipo.salida == (try e.enTorneo(["plantilla", "Rayo FC", "--json"]).salida))
    let liga = try e.enTorneo(["exportar", "--json"])
    let valor = try JSONSerialization.jsonObject(with: Data(liga.salida.utf8))
    let equipos = try #require(valor as? [[String: Any]])
    #expect(
      equipos.map { $0["nombre"] as? String } == [
        "Rayo FC", "Atlético B", "Peña L'Olivera", "Unión Deportiva Sur",
      ])
    let rayo = try #require(equipos.first?["jugadores"] as? [[String: Any]])
    #expect(rayo.map { $0["nombre"] as? String } == ["Ana", "Luis", "Marta"])
    #expect(rayo.map { $0["dorsal"] as? Int } == [9, nil, 1])
    #expect(try e.enTorneo(["exportar", "Nadie"]).codigo == 65)
  }

  @Test func bashCompletaElEquipoYDespuesLosArchivos() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("Bea,7\n", en: e.carpeta + "/plantilla-rayo.csv")
    let completado = CompletadoTests()
    #expect(try completado.bash(e, "marcador imp") == ["importar"])
    #expect(try completado.bash(e, "marcador exp") == ["exportar"])
    #expect(try completado.bash(e, "marcador importar Ra") == ["Rayo\\ FC"])
    #expect(try completado.bash(e, "marcador exportar Ra") == ["Rayo\\ FC"])
    #expect(try completado.bash(e, "marcador importar Rayo\\ FC pla") == ["plantilla-rayo.csv"])
    #expect(try completado.bash(e, "marcador importar Rayo\\ FC --c") == ["--comprobar"])
    #expect(try completado.bash(e, "marcador exportar Rayo\\ FC ") == [])
  }

  @Test func desdeOrdenesEnUnaTuberiaLasPalabrasNoNecesitanComillas() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("Bea,7\nEva,8\n", en: e.carpeta + "/nuevos.csv")
    let r = try e.enTorneo([], entrada: "importar Rayo FC nuevos.csv\nexportar Rayo FC\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida.contains("Importados a Rayo FC: 2 jugadores\n"))
    #expect(r.salida.contains("nombre,dorsal\nAna,9\nLuis,\nMarta,1\nBea,7\nEva,8\n"))
    // Without a file it would read the commands that follow as rows: refused, said so.
    let sinArchivo = try e.enTorneo([], entrada: "importar Rayo FC\nZoe,5\n")
    #expect(sinArchivo.codigo == 64)
    #expect(sinArchivo.errores.contains("da el archivo, «importar EQUIPO ARCHIVO»"))
    #expect(!(try e.enTorneo(["plantilla", "Rayo FC"]).salida.contains("Zoe")))
  }
}
