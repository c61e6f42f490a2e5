// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

@testable import Formatos

/// The CSV reader of `importar`: every format variation RFC 4180 and spreadsheets produce.
struct CSVTests {
  func leer(_ texto: String) throws -> [[String]] {
    try CSV.leer(Array(texto.utf8)).map(\.campos)
  }

  @Test func comasComillasYComillasDobladas() throws {
    #expect(try leer("Bea,7\n") == [["Bea", "7"]])
    #expect(try leer("\"Pérez, Juan\",8\n") == [["Pérez, Juan", "8"]])
    #expect(try leer("\"Di \"\"el Mago\"\"\",\n") == [["Di \"el Mago\"", ""]])
    #expect(try leer("\"\",3") == [["", "3"]])
  }

  @Test func saltosDeLineaDentroDeComillasYLaLineaDondeEmpiezaCadaRegistro() throws {
    let registros = try CSV.leer(Array("Ana,1\n\"dos\nlíneas\",2\nEva,3\n".utf8))
    #expect(registros.map(\.campos) == [["Ana", "1"], ["dos\nlíneas", "2"], ["Eva", "3"]])
    #expect(registros.map(\.linea) == [1, 2, 4])
  }

  @Test func crlfCrYUnaUltimaLineaSinSalto() throws {
    #expect(try leer("Ana,1\r\nEva,2\r\n") == [["Ana", "1"], ["Eva", "2"]])
    #expect(try leer("Ana,1\rEva,2") == [["Ana", "1"], ["Eva", "2"]])
    #expect(try CSV.leer(Array("Ana,1\r\n\r\nEva,2".utf8)).map(\.linea) == [1, 3])
  }

  @Test func elSeparadorSaleDeTodoElTexto() throws {
    #expect(
      try leer("Nombre;Dorsal\n\"Pérez; Juan\";7\n") == [
        ["Nombre", "Dorsal"], ["Pérez; Juan", "7"],
      ])
    #expect(try leer("Bea\t7\nAna, la de Vigo\t8\n") == [["Bea", "7"], ["Ana, la de Vigo", "8"]])
    // A row with no separator (a player without number) does not decide it.
    #expect(try leer("Bea\nLuis;7\n") == [["Bea"], ["Luis", "7"]])
    #expect(try leer("Bea,7\nLuis\nEva,8\n") == [["Bea", "7"], ["Luis"], ["Eva", "8"]])
    // A separator inside quotes does not count.
    #expect(try leer("\"a;b;c\",1\n") == [["a;b;c", "1"]])
    // The one that splits every row another splits: «;» here, «,» only the first row.
    #expect(try leer("Pérez, Juan;10\nBea;12\n") == [["Pérez, Juan", "10"], ["Bea", "12"]])
    #expect(try leer("Bea,7\nUno; Dos,12\n") == [["Bea", "7"], ["Uno; Dos", "12"]])
    // None splits a row: one column.
    #expect(try leer("Bea\nLuis Mar\n") == [["Bea"], ["Luis Mar"]])
  }

  @Test func unaComillaSoloAbreAlPrincipioDeUnCampo() throws {
    #expect(
      try leer("Tito \"Gato;7\nBea;12\nLeo;12\n") == [
        ["Tito \"Gato", "7"], ["Bea", "12"], ["Leo", "12"],
      ])
    #expect(try leer("O\"Neil;7\n") == [["O\"Neil", "7"]])
    #expect(try leer("a;\"b;c\"\n") == [["a", "b;c"]])
    // Text after a closing quote is text.
    #expect(try leer("\"Di\" Mago,3\n") == [["Di Mago", "3"]])
  }

  @Test func dosSeparadoresQueSirvenIgualSeDesempatanPorElDorsal() throws {
    // «,» splits every row as well; only «;» leaves a number (or nothing) in the second column.
    #expect(
      try leer("Pérez, Juan;10\nGómez, Ana;\n") == [["Pérez, Juan", "10"], ["Gómez, Ana", ""]])
    #expect(try leer("Pérez, Juan;10\n") == [["Pérez, Juan", "10"]])
    #expect(
      throws: CSV.ErrorDeLectura.separadorDudoso(linea: 2, separadores: [.coma, .puntoYComa])
    ) {
      try leer("\nAna,b;c\nEva,d;e\n")
    }
  }

  @Test func separadoresMezcladosNombranLasDosLineas() {
    #expect(
      throws: CSV.ErrorDeLectura.separadoresMezclados(
        linea: 2, separador: .puntoYComa, otraLinea: 1, otroSeparador: .coma)
    ) { try leer("Pedro,2\nJuan;3\n") }
    #expect(
      throws: CSV.ErrorDeLectura.separadoresMezclados(
        linea: 3, separador: .coma, otraLinea: 2, otroSeparador: .tabulador)
    ) { try leer("Ana\nPedro\t2\nJuan,3\nEva\t4\n") }
    // A quote never closed under «;» still makes «;» a separator this file mixes with «,».
    #expect(
      throws: CSV.ErrorDeLectura.separadoresMezclados(
        linea: 2, separador: .puntoYComa, otraLinea: 1, otroSeparador: .coma)
    ) { try leer("Ana,1\nTito;\"Gato\nBea,7\n") }
  }

  @Test func unaComillaSinCerrarConElSeparadorQueSeria() {
    #expect(throws: CSV.ErrorDeLectura.comillaSinCerrar(linea: 1)) {
      try leer("Tito;\"Gato\nBea;7\n")
    }
  }

  @Test func laLineaSepDeExcel() throws {
    let registros = try CSV.leer(Array("sep=;\r\nNombre;Dorsal\r\nPérez, Juan;7\r\n".utf8))
    #expect(registros.map(\.campos) == [["Nombre", "Dorsal"], ["Pérez, Juan", "7"]])
    #expect(registros.map(\.linea) == [2, 3])
    #expect(try leer("SEP=,\nTeo;Gil,8") == [["Teo;Gil", "8"]])
    #expect(try leer("sep=|\nBea|7\n") == [["Bea", "7"]])
    #expect(try leer("sep=\t\nBea\t7\n") == [["Bea", "7"]])
    #expect(try leer("\u{FEFF}sep=;") == [])
    // Not the line: a letter, a quote, more after the separator.
    #expect(try leer("sep=a\n") == [["sep=a"]])
    #expect(try leer("sep=;x\nBea;7\n") == [["sep=", "x"], ["Bea", "7"]])
    #expect(throws: CSV.ErrorDeLectura.comillaSinCerrar(linea: 2)) {
      try leer("sep=;\n\"Bea;7\n")
    }
  }

  @Test func laMarcaBOMYLasLineasEnBlancoNoCuentan() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("nombre,dorsal\n\n  \n,\nBea,7\n".utf8)
    let registros = try CSV.leer(bytes)
    #expect(registros.map(\.campos) == [["nombre", "dorsal"], ["Bea", "7"]])
    #expect(registros.map(\.linea) == [1, 5])
    #expect(try CSV.leer([]) == [])
    #expect(try CSV.leer([0xEF, 0xBB, 0xBF]) == [])
  }

  @Test func unaComillaSinCerrarNombraLaLineaDondeSeAbre() {
    #expect(throws: CSV.ErrorDeLectura.comillaSinCerrar(linea: 2)) {
      try CSV.leer(Array("Ana,1\n\"Eva,2\nLuis,3\n".utf8))
    }
  }

  @Test func utf8NoValidoNombraLineaYByte() {
    #expect(throws: CSV.ErrorDeLectura.noUTF8(linea: 2, byte: 7)) {
      try CSV.leer(Array("Ana,1\n".utf8) + [0xFF] + Array(",2\n".utf8))
    }
    // Overlong forms and surrogates are not UTF-8 either.
    #expect(throws: CSV.ErrorDeLectura.noUTF8(linea: 1, byte: 1)) { try CSV.leer([0xC0, 0x80]) }
    #expect(throws: CSV.ErrorDeLectura.noUTF8(linea: 1, byte: 2)) {
      try CSV.leer([0x41, 0xED, 0xA0, 0x80])
    }
    #expect(throws: CSV.ErrorDeLectura.noUTF8(linea: 1, byte: 1)) { try CSV.leer([0xE2, 0x82]) }
  }

  /// `texto` as UTF-16 with its byte-order mark, little- or big-endian.
  func utf16(_ texto: String, alReves: Bool = false) -> [UInt8] {
    (alReves ? [0xFE, 0xFF] : [0xFF, 0xFE])
      + texto.utf16.flatMap {
        alReves ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
      }
  }

  @Test func utf16ConSuMarcaSeLee() throws {
    let texto = "Nombre\tDorsal\r\n\"María \"\"la Rubia\"\"\"\t7\r\nJosé 🇪🇸\t\r\n"
    for alReves in [false, true] {
      #expect(Array(try CSV.utf8(de: utf16(texto, alReves: alReves))) == Array(texto.utf8))
      #expect(
        try CSV.leer(utf16(texto, alReves: alReves)).map(\.campos) == [
          ["Nombre", "Dorsal"], ["María \"la Rubia\"", "7"], ["José 🇪🇸", ""],
        ])
    }
    #expect(try CSV.leer([0xFF, 0xFE]) == [])
    #expect(Array(try CSV.utf8(de: [0xEF, 0xBB, 0xBF, 0x41])) == [0x41])
  }

  @Test func utf16RotoNombraLineaYByte() {
    // A high surrogate followed by a letter; a low one alone; half a code unit at the end.
    #expect(throws: CSV.ErrorDeLectura.noUTF16(linea: 2, byte: 9)) {
      try CSV.leer(utf16("A\r\n") + [0x3D, 0xD8, 0x41, 0x00])
    }
    #expect(throws: CSV.ErrorDeLectura.noUTF16(linea: 3, byte: 11)) {
      try CSV.leer(utf16("A\rB\n") + [0x00, 0xDC])
    }
    #expect(throws: CSV.ErrorDeLectura.noUTF16(linea: 1, byte: 5)) {
      try CSV.leer(utf16("A", alReves: true) + [0x00])
    }
    #expect(throws: CSV.ErrorDeLectura.noUTF16(linea: 1, byte: 3)) {
      try CSV.leer(utf16("", alReves: true) + [0xD8, 0x3D])
    }
  }

  @Test func laCabeceraEnCualquierCajaIdiomaYOrden() {
    func columnas(_ campos: [String]) -> CSV.Columnas? {
      try? CSV.columnas(de: CSV.Registro(linea: 1, campos: campos)) ?? nil
    }
    for campos in [
      ["Nombre", "Dorsal"], ["NAME", " number "], ["Jugador", "Número"], ["nombre", "NUMERO"],
      ["Nombre", "Nº"], ["nombre", "n.º"], ["Player", "#"], ["name", "No."], ["NOMBRE"],
      ["Nombre", "Dorsal", "", " "], ["Nombre", ""],
    ] {
      #expect(columnas(campos) == .sinCabecera, "\(campos)")
    }
    for campos in [["Dorsal", "Nombre"], ["#", "jugadora"], ["Number", "Name", ""]] {
      #expect(columnas(campos) == CSV.Columnas(nombre: 1, dorsal: 0), "\(campos)")
    }
    for campos in [
      ["Nombre", "7"], ["Bea", "Dorsal"], ["Dorsal"], ["Nombre", "Dorsal", "Edad"], ["", "Nombre"],
    ] {
      #expect(columnas(campos) == nil, "\(campos)")
    }
  }

  /// T3 defect: a row of column words that names one twice is a header written wrong, said
  /// with both fields as written, not a row of data; a row with a word that names no column
  /// is still data.
  /// A header of two columns or more written as one row: its words, joined by anything.
  @Test func unaCabeceraEscritaComoUnaSolaColumna() {
    for texto in [
      "Jugador Dorsal", "Name Number", "Nombre|Dorsal", "Jugador - Dorsal", "EQUIPO  NOMBRE  Nº",
      "nombre y apellidos / número", "Player name: shirt number",
    ] {
      #expect(CSV.pareceCabecera(texto), "\(texto)")
    }
    // One column's words, a name, or words that are no column's.
    for texto in [
      "Player name", "Nombre completo", "Juan Pablo", "Nombre Apellido", "Dorsal", "Juan 3",
    ] {
      #expect(!CSV.pareceCabecera(texto), "\(texto)")
    }
    #expect(
      throws: CSV.ErrorDeLectura.cabeceraSinSeparar(linea: 1, separador: 0x3B, parecido: 0x7C)
    ) { try CSV.leer(Array("Nombre|Dorsal\nJuan|3\n".utf8), separador: 0x3B) }
    #expect(
      throws: CSV.ErrorDeLectura.cabeceraSinSeparar(linea: 1, separador: nil, parecido: nil)
    ) { try CSV.leer(Array("Jugador Dorsal\nJuan 3\n".utf8)) }
  }

  @Test func unaCabeceraQueNombraUnaColumnaDosVecesEsUnError() {
    func repetida(_ campos: [String]) -> CSV.ColumnaRepetida? {
      do {
        _ = try CSV.cabecera(de: CSV.Registro(linea: 3, campos: campos))
        return nil
      } catch {
        return error
      }
    }
    #expect(
      repetida(["equipo", "Equipo", "dorsal"])
        == CSV.ColumnaRepetida(linea: 3, primera: "equipo", segunda: "Equipo"))
    #expect(
      repetida(["Nombre", " Jugador ", ""])
        == CSV.ColumnaRepetida(linea: 3, primera: "Nombre", segunda: "Jugador"))
    #expect(
      repetida(["Dorsal", "#"]) == CSV.ColumnaRepetida(linea: 3, primera: "Dorsal", segunda: "#"))
    #expect(repetida(["Nombre", "Nombre", "Ana"]) == nil)
    #expect(throws: CSV.ColumnaRepetida.self) {
      try CSV.columnas(de: CSV.Registro(linea: 1, campos: ["nombre", "nombre"]))
    }
  }

  @Test func unaCabeceraNombraSusColumnasYLasQueFaltanVanDetras() throws {
    func cabecera(_ campos: [String]) -> [CSV.Columna]? {
      try? CSV.cabecera(de: CSV.Registro(linea: 1, campos: campos)) ?? nil
    }
    #expect(cabecera(["Nombre", "Equipo", ""]) == [.nombre, .equipo])
    #expect(cabecera(["CLUB", "#", "Jugadora"]) == [.equipo, .dorsal, .nombre])
    #expect(cabecera(["Dorsal"]) == [.dorsal])
    for campos in [["Equipo", "Ana"], ["", "Equipo"], [" "]] {
      #expect(cabecera(campos) == nil, "\(campos)")
    }
    let liga: [CSV.Columna] = [.equipo, .nombre, .dorsal]
    #expect(CSV.posiciones(de: liga, bajo: nil) == [0, 1, 2])
    #expect(CSV.posiciones(de: liga, bajo: [.nombre, .equipo]) == [1, 0, 2])
    #expect(CSV.posiciones(de: liga, bajo: [.dorsal]) == [1, 2, 0])
    #expect(CSV.posiciones(de: [.nombre, .dorsal], bajo: [.nombre]) == [0, 1])
    // A team's header names no team.
    #expect(try CSV.columnas(de: CSV.Registro(linea: 1, campos: ["Equipo", "Nombre"])) == nil)
  }

  @Test func loQueEscribeFilaSeLeeIgual() throws {
    let nombres = [
      "Pérez, Juan", "Di \"el Mago\"", "Uno; Dos", "José 🇪🇸", "=SUM(A1)", "+34", "-1", "@x",
      "'=ya", "L'Olivera", "a\tb",
    ]
    for nombre in nombres {
      let texto = CSV.fila([nombre, "7"]) + "\n"
      let campos = try #require(try CSV.leer(Array(texto.utf8)).first).campos
      #expect(campos.count == 2, "\(nombre)")
      #expect(CSV.sinProteccion(campos[0]) == nombre, "\(nombre)")
    }
    // What a spreadsheet would run as a formula never starts the field.
    for nombre in ["=SUM(A1)", "+34", "-1", "@x"] {
      #expect(CSV.campo(nombre).first == "'")
    }
  }
}
