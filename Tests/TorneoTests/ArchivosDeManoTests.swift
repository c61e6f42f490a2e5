// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import Formatos
import Foundation
import Glibc
import LlamadasAlSistema
import Testing

@testable import FormatoDeLiga
@testable import Torneo

/// What marcador reads whole and what a hand-edited league holds (issue 36, items 8 and 11).
struct ArchivosDeManoTests {
  /// A file of `tamano` bytes that takes no disk (a hole), at `ruta`.
  func archivoHueco(_ ruta: String, tamano: Int) throws {
    let fd = open(ruta, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(ftruncate(fd, off_t(tamano)) == 0)
  }

  /// Item 8: one bound for every input read whole, a CSV to import and a league's file; past it
  /// the file is refused, saying the bound, and read no further than one byte past it.
  @Test func unaEntradaDeMasDe64MiBSeRechazaDiciendoElLimite() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/grande"
      try archivoHueco(ruta, tamano: Reglas.tamanoMaximo + 1)
      #expect(Reglas.tamanoMaximo == 64 << 20)
      #expect(throws: CSV.ErrorDeLectura.demasiadoGrande(limite: 64 << 20)) {
        try CSV.bytes(deArchivo: ruta)
      }
      #expect(
        throws: ErrorArchivo.noValido(
          ruta: ruta, linea: 1, columna: 1, motivo: .demasiadoGrande(limite: 64 << 20))
      ) {
        try ArchivoTorneo(ruta: ruta).leer()
      }
      // An endless input stops at the bound, whatever it is.
      let fd = open("/dev/zero", O_RDONLY)
      try #require(fd >= 0)
      defer { close(fd) }
      #expect(try Sistema.leerTodo(fd, tamanoPrevisto: 0, maximo: 1000).count == 1001)
    }
  }

  /// Item 8: a roster keeps each player once, its names' keys pointing at positions; those
  /// follow a player who leaves (set apart, then someone added).
  @Test func lasPosicionesSiguenAlQueSeVa() throws {
    let nombres = ["Ana", "Bea", "Cris", "Dani"]
    let equipo = try Equipo(
      nombre: "E", jugadores: nombres.enumerated().map { Jugador(nombre: $1, dorsal: $0 + 1) })
    var sinBea = equipo.sin(Jugador(nombre: "Bea", dorsal: 2))
    try sinBea.anadir(Jugador(nombre: "Eva", dorsal: 2))
    #expect(sinBea.jugadores.map(\.nombre) == ["Ana", "Cris", "Dani", "Eva"])
    #expect(sinBea.jugador(llamado: "dani") == Jugador(nombre: "Dani", dorsal: 4))
    #expect(sinBea.jugador(llamado: "Bea") == nil)
    #expect(sinBea.choque(nombre: "CRIS", dorsal: nil) == .nombreRepetido("Cris"))
    #expect(throws: ErrorEquipo.nombreRepetido("Eva")) { try sinBea.anadir(Jugador(nombre: "eva")) }
    // Two set apart: the first leaves for good, the second stays apart.
    let dos = equipo.sin(Jugador(nombre: "Ana", dorsal: 1)).sin(Jugador(nombre: "Cris", dorsal: 3))
    #expect(dos.jugadores.map(\.nombre) == ["Bea", "Dani"])
    #expect(dos.jugador(llamado: "Dani") == Jugador(nombre: "Dani", dorsal: 4))
    #expect(dos.choque(nombre: "Cris", dorsal: 3) == nil)
  }

  /// Item 11: a file that starts with no JSON value is said to be no JSON, at its line and
  /// column; JSON of another type is the schema's refusal, as before.
  @Test func unArchivoQueNoEsJSONLoDiceEnSuLineaYColumna() {
    #expect(
      errorAlLeer("hola\n")
        == .noValido(ruta: "t.json", linea: 1, columna: 1, motivo: .noEsJSON(empieza: "h")))
    #expect(
      errorAlLeer("\n  nombre,dorsal\nAna,9\n")
        == .noValido(ruta: "t.json", linea: 2, columna: 3, motivo: .noEsJSON(empieza: "n")))
    #expect(
      errorAlLeer("[1]")
        == .noValido(
          ruta: "t.json", linea: 1, columna: 1,
          motivo: .tipoIncorrecto(clave: "torneo", esperado: .objeto)))
    #expect(
      errorAlLeer("[1, x]")
        == .noValido(
          ruta: "t.json", linea: 1, columna: 5,
          motivo: .inesperado(encontrado: "x", esperado: .valor)))
  }

  /// Item 11: the names the rules would refuse are found, with their lines, without refusing
  /// the league; names that obey them (escaped, accented, spaced) are not.
  @Test func losNombresFueraDeReglaSeSenalanConSuLinea() throws {
    let texto = """
      {"equipos": [
        {"nombre": "Rayo FC", "jugadores": [
          {"nombre": "Ana"},
          {"nombre": "\\u001B[31mRojo"},
          {"nombre": "Jos\\u00e9  Pérez"},
          {"nombre": "\(String(repeating: "A", count: 26))"},
          {"nombre": "   "}
        ]},
        {"jugadores": [], "nombre": ""},
        {"nombre": "\(String(repeating: "B", count: 40))"}
      ]}
      """
    let leido = try documento(texto)
    #expect(
      leido.nombresFueraDeRegla() == [
        NombreFueraDeRegla(
          linea: 4, nombre: "\u{1B}[31mRojo", equipo: "Rayo FC",
          error: .caracterInvisible("\u{1B}", posicion: 1)),
        NombreFueraDeRegla(
          linea: 6, nombre: String(repeating: "A", count: 26), equipo: "Rayo FC", error: .largo),
        NombreFueraDeRegla(linea: 7, nombre: "   ", equipo: "Rayo FC", error: .vacio),
        NombreFueraDeRegla(linea: 9, nombre: "", equipo: nil, error: .vacio),
      ])
  }

  /// Item 11: the byte shortcut that spares a league's 250,000 names their decoding never
  /// passes a name the rules refuse, and passes the usual ones (ASCII, Latin letters).
  @Test func elAtajoDeBytesDiceLoQueLasReglas() throws {
    let letras: [String] = [
      "a", "Z", " ", "  ", "é", "ñ", "Ç", "ɐ", "\u{7F}", "\u{A0}", "\u{AD}", "\u{85}", "\u{301}",
      "\u{200B}", "\u{200D}", "\u{2028}", "\u{3000}", "\t", "-", "'", "漢", "🙂", "\u{1B}",
    ]
    var generador = SystemRandomNumberGenerator()
    for _ in 0..<3000 {
      let largo = Int.random(in: 0...30, using: &generador)
      let nombre = (0..<largo).map { _ in letras.randomElement(using: &generador) ?? "" }.joined()
      for maximo in [Reglas.maximoNombre, Reglas.maximoNombreDeEquipo] {
        // Inside a larger buffer, as in a file: what follows the name is never looked at.
        let bytes = Array(("\"" + nombre + "\",\n").utf8)
        let atajo = bytes.withUnsafeBufferPointer {
          DocumentoTorneo.obedece($0, 1..<($0.count - 3), maximo: maximo)
        }
        let regla = (try? Reglas.forma(nombre, maximo: maximo).get()) != nil
        #expect(!atajo || regla, "«\(nombre.unicodeScalars.map(\.value))» \(maximo)")
        let usual = nombre.unicodeScalars.allSatisfy {
          (0x20...0x7E).contains($0.value) || (0xC0...0x24F).contains($0.value)
        }
        if usual, regla, nombre.unicodeScalars.count <= maximo {
          #expect(atajo, "«\(nombre)» \(maximo)")
        }
      }
    }
  }

  /// Item 11: a name nothing typed can find (empty once cleaned) is never the suggestion.
  @Test func nuncaSeSugiereUnNombreVacio() {
    #expect(Sugerencia.masParecido(a: "Ra", entre: ["", " "]) == nil)
    #expect(Sugerencia.masParecido(a: "Rayo", entre: ["", "Rayo FC"]) == "Rayo FC")
  }
}
