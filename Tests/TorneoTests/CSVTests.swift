import Testing
import Torneo

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

  @Test func elSeparadorSeDecideConElPrimerRegistroQueTieneUno() throws {
    #expect(
      try leer("Nombre;Dorsal\n\"Pérez; Juan\";7\n") == [
        ["Nombre", "Dorsal"], ["Pérez; Juan", "7"],
      ])
    #expect(try leer("Bea\t7\nAna, la de Vigo\t8\n") == [["Bea", "7"], ["Ana, la de Vigo", "8"]])
    // A first row with no separator (a player without number) does not decide it.
    #expect(try leer("Bea\nLuis;7\n") == [["Bea"], ["Luis", "7"]])
    // A separator inside quotes does not count.
    #expect(try leer("\"a;b;c\",1\n") == [["a;b;c", "1"]])
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

  @Test func laCabeceraEnCualquierCaja() {
    #expect(CSV.esCabecera(CSV.Registro(linea: 1, campos: ["Nombre", "Dorsal"])))
    #expect(CSV.esCabecera(CSV.Registro(linea: 1, campos: ["NAME", " number "])))
    #expect(!CSV.esCabecera(CSV.Registro(linea: 1, campos: ["Nombre", "7"])))
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
