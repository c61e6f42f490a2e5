// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Foundation
import Testing
import Torneo

/// `importar` on what spreadsheets and people really write, through the built binary: the
/// separator decided from the whole file, Excel's `sep=` line, header words in both
/// languages and either order, UTF-16 with a byte-order mark. A refused file writes nothing.
struct ImportarDeHojasTests {
  static let fixtures = raizDelRepositorio + "/Tests/Fixtures/"

  func plantilla(_ e: Escenario, _ equipo: String) throws -> [String] {
    try e.enTorneo(["plantilla", equipo]).salida.split(separator: "\n").map(String.init)
  }

  /// Runs `importar` with raw bytes on standard input.
  func importar(
    _ e: Escenario, _ equipo: String, _ bytes: [UInt8], entorno extra: [String: String] = [:]
  ) throws -> Ejecucion {
    try e.ejecutar(
      rutaDelBinario, ["--torneo", e.torneo, "importar", equipo], entrada: Data(bytes),
      entorno: e.entorno(extra))
  }

  /// Imports `texto` from standard input into Unión Deportiva Sur (empty in the sample).
  func alSur(_ e: Escenario, _ texto: String, en: Bool = false) throws -> Ejecucion {
    try e.enTorneo(
      ["importar", "Unión Deportiva Sur"], entrada: texto,
      entorno: en ? ["LANG": "en_US.UTF-8"] : [:])
  }

  /// A refusal: exit 65, only `errores` on standard error, and the league untouched.
  func rechazado(_ e: Escenario, _ r: Ejecucion, _ errores: String, antes: [UInt8]) throws {
    #expect(r.codigo == 65, "\(r.errores)")
    #expect(r.salida == "")
    #expect(r.errores == errores)
    #expect(try e.bytes() == antes)
    #expect(!FileManager.default.fileExists(atPath: e.torneo + ".diario"))
  }

  @Test(arguments: ["Tito \"Gato", "O\"Neil"])
  func unaComillaDentroDeUnCampoEsUnaLetraYElSeparadorSaleDeTodoElArchivo(_ nombre: String)
    throws
  {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    // Read with «;»: three players, and 12 twice is refused.
    try rechazado(
      e, try alSur(e, "\(nombre);7\nBea;12\nLeo;12\n"),
      "-:3: Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 1–6, 8–11, 13–99\n", antes: antes)
    let r = try alSur(e, "\(nombre);7\nBea;12\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["\(nombre) #7", "Bea #12"])
  }

  @Test func separadoresMezcladosSeRechazanDiciendoDonde() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    try rechazado(
      e, try alSur(e, "Pedro,2\nJuan;3\n"),
      "-:2: esta fila separa sus columnas con «;» y la línea 1 con «,»; usa el mismo separador"
        + " en todo el archivo (o pon entre comillas el campo que lleva el otro)\n", antes: antes)
    try rechazado(
      e, try alSur(e, "Pedro\t2\nJuan,3\n", en: true),
      "-:2: this row separates its columns with “,” and line 1 with a tab; use the same"
        + " separator in the whole file (or quote the field that holds the other)\n",
      antes: antes)
  }

  @Test func dosSeparadoresQueSirvenIgualSeRechazan() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    try rechazado(
      e, try alSur(e, "Ana,b;c\nEva,d;e\n"),
      "-:1: no se sabe qué separa las columnas, «,» o «;»: los dos sirven para todas las filas;"
        + " pon «sep=,» o «sep=;» como primera línea\n", antes: antes)
    try rechazado(
      e, try alSur(e, "Ana,b;c\n", en: true),
      "-:1: cannot tell which separates the columns, “,” or “;”: both fit every row; put"
        + " “sep=,” or “sep=;” as the first line\n", antes: antes)
  }

  @Test func libreOfficeSinCabeceraConComasEnLosNombres() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(
      [
        "importar", "Unión Deportiva Sur",
        ImportarDeHojasTests.fixtures
          + "libreoffice-sin-cabecera.csv",
      ])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      try plantilla(e, "Unión Deportiva Sur") == [
        "Pérez, Juan #10", "Gómez; Ana #7", "O'Neil, Tom", "Tito \"Gato\" #23", "Ñúñez #4",
      ])
  }

  @Test func libreOfficeConTodosLosNombresConComa() throws {
    // Every name «Apellidos, Nombre»: «,» splits every row too, and only «;» leaves numbers.
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(
      [
        "importar", "Unión Deportiva Sur",
        ImportarDeHojasTests.fixtures
          + "libreoffice-apellidos.csv",
      ])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      try plantilla(e, "Unión Deportiva Sur") == [
        "Pérez, Juan #10", "Gómez Ruiz, Ana #7", "Núñez, Eva", "Ortega, Luis #23",
      ])
  }

  @Test func unaSolaFilaConUnaComaEnElNombre() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try alSur(e, "Pérez, Juan;10\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Pérez, Juan #10"])
  }

  @Test func laLineaSepDeExcelYUnaCabeceraConColumnasVacias() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(
      ["importar", "Unión Deportiva Sur", ImportarDeHojasTests.fixtures + "excel-sep.csv"])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Importados a Unión Deportiva Sur: 3 jugadores\n")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Bea #5", "Pérez; Juan #10", "Núñez"])
    // The line it names counts: an error below it is on line 3.
    let malo = try alSur(e, "sep=,\nNoa,7\nLeo,\n\"Pérez; Juan\",\n")
    #expect(malo.codigo == 65)
    #expect(malo.errores == "-:4: Nombre: Ya hay un jugador con ese nombre\n")
    // With it, «,» is the separator even where «;» would split every row.
    let coma = try alSur(e, "sep=,\r\nTeo;Gil,8\r\n")
    #expect(coma.codigo == 0, "\(coma.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur").last == "Teo;Gil #8")
  }

  @Test(arguments: [
    "Nombre;Dorsal;\nBea;7;\nLuis Mar;;\n",
    "Jugador;Número\nBea;7\nLuis Mar;\n",
    "Nombre;Nº\nBea;7\nLuis Mar;\n",
    "Dorsal;Nombre\n7;Bea\n;Luis Mar\n",
    "NAME,#\nBea,7\nLuis Mar,\n",
    "player\tno.\nBea\t7\nLuis Mar\t\n",
    "nombre;n.º\nBea;7\nLuis Mar;\n",
    "NÚMERO,JUGADORA\n07,Bea\n,Luis Mar\n",
    "Number,Player,\n7,Bea,\n,Luis Mar,\n",
  ])
  func lasPalabrasDeCabeceraEnLosDosIdiomasYEnCualquierOrden(_ texto: String) throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try alSur(e, texto)
    #expect(r.codigo == 0, "\(texto): \(r.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Bea #7", "Luis Mar"], "\(texto)")
  }

  @Test func unaSolaColumnaConCabecera() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try alSur(e, "NOMBRE\nBea\nLuis Mar\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try plantilla(e, "Unión Deportiva Sur") == ["Bea", "Luis Mar"])
  }

  @Test func unaPrimeraFilaQueNoEsNiCabeceraNiJugadorSeDiceAsi() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    try rechazado(
      e, try alSur(e, "Nombre;Edad\nBea;7\nLeo;x\n"),
      """
      -:1: la primera fila no es una cabecera conocida (nombre, dorsal) ni un jugador: «Edad» no es un dorsal
      -:3: Dorsal: Escribe solo números

      """, antes: antes)
    try rechazado(
      e, try alSur(e, "Name;Age\nBea;7\n", en: true),
      "-:1: the first row is neither a known header (name, number) nor a player: “Age” is not"
        + " a number\n", antes: antes)
  }

  @Test func excelTextoUnicodeEsUTF16ConBOM() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(
      [
        "importar", "Unión Deportiva Sur",
        ImportarDeHojasTests.fixtures
          + "excel-texto-unicode.txt",
      ])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      try plantilla(e, "Unión Deportiva Sur") == [
        "María \"la Rubia\" #7", "Pérez, Juan #10", "José 🇪🇸", "Núñez #3",
      ])
    // Big-endian too; an error names the line as the text has it.
    let texto = "Nombre\tDorsal\nNoa\t8\nLeo\t100\n"
    let be: [UInt8] = [0xFE, 0xFF] + texto.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let r2 = try importar(e, "Unión Deportiva Sur", be)
    #expect(r2.codigo == 65)
    #expect(r2.errores == "-:3: Dorsal: Del 1 al 99\n")
  }

  @Test func utf16RotoYWindows1252SiguenRechazados() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    // A high surrogate with no low one after it, on line 2, at byte 15.
    let roto: [UInt8] =
      [0xFF, 0xFE] + Array("Bea,7\n".utf16).flatMap { [UInt8($0), 0] } + [
        0x3D, 0xD8, 0x41, 0x00,
      ]
    try rechazado(
      e, try importar(e, "Rayo FC", roto),
      "-:2: el byte 15 del archivo no es UTF-16 válido; guárdalo como «CSV UTF-8»\n",
      antes: antes)
    // «Núñez;7» in Windows-1252: today's message.
    let ansi: [UInt8] = [0x4E, 0xFA, 0xF1, 0x65, 0x7A, 0x3B, 0x37, 0x0D, 0x0A]
    try rechazado(
      e, try importar(e, "Rayo FC", ansi, entorno: ["LANG": "en_US.UTF-8"]),
      "-:1: byte 2 of the file is not UTF-8; save it as “CSV UTF-8”\n", antes: antes)
  }

  /// UTF-16 without a byte-order mark (little- and big-endian, «Núñez» and CRLF): one
  /// sentence that says so, in both languages, not an error on every row or a wrong line.
  @Test func utf16SinMarcaSeDiceAsi() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let texto = "Nombre,Dorsal\r\nNúñez,7\r\n"
    let le = texto.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let be = texto.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    try rechazado(
      e, try importar(e, "Rayo FC", le),
      "marcador: -: parece UTF-16 sin marca de orden de bytes; guárdalo como «CSV UTF-8»\n",
      antes: antes)
    try rechazado(
      e, try importar(e, "Rayo FC", be, entorno: ["LANG": "en_US.UTF-8"]),
      "marcador: -: looks like UTF-16 without a byte-order mark; save it as “CSV UTF-8”\n",
      antes: antes)
  }

  @Test func unaFilaRechazadaPorSuDorsalCuentaSuNombre() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    // Eva's 9 is Ana's; her name still counts for the rows after it.
    try rechazado(
      e, try e.enTorneo(["importar", "Rayo FC"], entrada: "Eva,9\nEVA ,8\n"),
      """
      -:1: Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 2–8, 10–99
      -:2: Nombre: Ya hay un jugador con ese nombre

      """, antes: antes)
  }

  @Test func idaYVueltaConNombresQueConfundenAlSeparador() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let nombres = [
      ("Nombre", "1"), ("sep=;", ""), ("Dorsal", "2"), ("Pérez, Juan", "3"), ("Uno; Dos", ""),
      ("Tito \"Gato", "4"), ("=1;2", ""), ("#", "6"),
    ]
    try #require(try e.enTorneo(["nuevo-equipo", "Origen"]).codigo == 0)
    try #require(try e.enTorneo(["nuevo-equipo", "Destino"]).codigo == 0)
    for (nombre, dorsal) in nombres {
      let r = try e.enTorneo(["anadir", "Origen", "--nombre", nombre, "--dorsal", dorsal])
      #expect(r.codigo == 0, "\(nombre): \(r.errores)")
    }
    let exportado = try e.enTorneo(["exportar", "Origen"]).salida
    let r = try e.enTorneo(["importar", "Destino"], entrada: exportado)
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      try e.enTorneo(["plantilla", "Destino", "--json"]).salida
        == e.enTorneo(["plantilla", "Origen", "--json"]).salida)
  }
}
