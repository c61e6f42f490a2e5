// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import Foundation
import Testing

@testable import Torneo

/// The rows of an import, checked with the form's rules against the roster and the rows
/// before them.
struct ImportacionDeJugadoresTests {
  /// The sample league's Rayo FC: Ana #9, Luis, Marta #1.
  func rayo() throws -> Equipo {
    try Equipo(
      nombre: "Rayo FC",
      jugadores: [
        Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis"),
        Jugador(nombre: "Marta", dorsal: 1),
      ])
  }

  func importar(_ texto: String) throws -> ImportacionDeJugadores.Resultado {
    let bytes = Array(texto.utf8)
    let resultado = ImportacionDeJugadores.jugadores(de: try CSV.leer(bytes), en: try rayo())
    // Record by record as they are read, as `importar` checks a file (issue 36, item 8): the
    // same.
    #expect(
      ImportacionDeJugadores.jugadores(de: try CSV.lectura(bytes), en: try rayo()) == resultado)
    return resultado
  }

  @Test func filasValidasConYSinCabecera() throws {
    let esperado = ImportacionDeJugadores.Resultado.validas([
      Jugador(nombre: "Bea", dorsal: 7), Jugador(nombre: "Pérez, Juan"),
    ])
    #expect(try importar("nombre,dorsal\nBea,07\n\"Pérez,  Juan \",\n") == esperado)
    #expect(try importar("Bea,7\n\"Pérez, Juan\"\n") == esperado)
    #expect(try importar("Name;Number\r\n  Bea ; 7 \r\n\"Pérez, Juan\";\r\n") == esperado)
  }

  @Test func cadaFilaContraLaPlantillaYLasAnteriores() throws {
    let resultado = try importar("Bea,7\nBEA,8\nEva,7\nana,\nLia,9\n")
    // BEA's 8 counts as taken: once the name is fixed, the row will wear it.
    let libres = (1...99).filter { ![1, 7, 8, 9].contains($0) }
    #expect(
      resultado
        == .noValidas([
          .init(linea: 2, error: .campo(.nombre, .nombre(.repetido))),
          .init(linea: 3, error: .campo(.dorsal, .dorsal(.repetido, libres: libres))),
          .init(linea: 4, error: .campo(.nombre, .nombre(.repetido))),
          .init(linea: 5, error: .campo(.dorsal, .dorsal(.repetido, libres: libres))),
        ]))
  }

  @Test func unaFilaRechazadaPorSuDorsalCuentaSuNombre() throws {
    // Eva's 9 is Ana's; once it is fixed she is in the team, so a second Eva is repeated.
    let libres = (1...99).filter { ![1, 8, 9].contains($0) }
    #expect(
      try importar("Eva,9\nEVA ,8\nTeo,8\n")
        == .noValidas([
          .init(
            linea: 1,
            error: .campo(.dorsal, .dorsal(.repetido, libres: (2...99).filter { $0 != 9 }))),
          .init(linea: 2, error: .campo(.nombre, .nombre(.repetido))),
          .init(linea: 3, error: .campo(.dorsal, .dorsal(.repetido, libres: libres))),
        ]))
  }

  @Test func lasColumnasEnElOrdenDeLaCabecera() throws {
    let esperado = ImportacionDeJugadores.Resultado.validas([
      Jugador(nombre: "Bea", dorsal: 7), Jugador(nombre: "Pérez, Juan"),
    ])
    #expect(try importar("Dorsal;Jugador\n07;Bea\n;\"Pérez, Juan\"\n") == esperado)
    #expect(try importar("#,Name,\n7,Bea,\n,\"Pérez, Juan\",\n") == esperado)
    #expect(try importar("NOMBRE\nBea;7\nPérez, Juan;\n") == esperado)
  }

  @Test func unaPrimeraFilaQueNoEsNiCabeceraNiJugador() throws {
    #expect(
      try importar("Nombre;Edad\nBea;x\n")
        == .noValidas([
          .init(linea: 1, error: .niCabeceraNiJugador("Edad")),
          .init(linea: 2, error: .campo(.dorsal, .dorsal(.noEsNumero, libres: []))),
        ]))
    // A whole league's header, in any order: the file is a league's, refused on its first line.
    for texto in ["Equipo,Nombre,Dorsal\nRayo FC,Bea,7\n", "\nName;Team\nBea;Rayo FC\n"] {
      #expect(
        try importar(texto)
          == .noValidas([.init(linea: texto.hasPrefix("\n") ? 2 : 1, error: .cabeceraDeLiga)]),
        "\(texto)")
    }
    // A first row wrong in any other way is a player's.
    #expect(
      try importar("Bea;100\n")
        == .noValidas([.init(linea: 1, error: .campo(.dorsal, .dorsal(.fueraDeRango, libres: [])))])
    )
  }

  @Test func todasLasFilasNoValidasSeDicen() throws {
    guard case .noValidas(let fallos) = try importar(",5\nX,abc\nY,100\nZ,1,2\nW,3,,\n\u{7}a,4\n")
    else {
      Issue.record("accepted")
      return
    }
    #expect(
      fallos == [
        .init(linea: 1, error: .campo(.nombre, .nombre(.vacio))),
        .init(linea: 2, error: .campo(.dorsal, .dorsal(.noEsNumero, libres: []))),
        .init(linea: 3, error: .campo(.dorsal, .dorsal(.fueraDeRango, libres: []))),
        .init(linea: 4, error: .demasiadasColumnas(3, esperadas: [.nombre, .dorsal])),
        .init(
          linea: 6, error: .campo(.nombre, .nombre(.caracterInvisible("\u{7}", posicion: 1)))),
      ])
  }

  @Test func unNombreProtegidoDeLasHojasDeCalculoVuelveSinApostrofo() throws {
    #expect(
      try importar("'=SUM(A1),\n'@Bea,\n''-x,\nL'Olivera,\n")
        == .validas([
          Jugador(nombre: "=SUM(A1)"), Jugador(nombre: "@Bea"), Jugador(nombre: "'-x"),
          Jugador(nombre: "L'Olivera"),
        ]))
  }

  @Test func sinFilasNoEsUnError() throws {
    #expect(try importar("") == .validas([]))
    #expect(try importar("nombre,dorsal\r\n") == .validas([]))
  }

  @Test func milFilasSinRepetir() throws {
    let texto = (1...1000).map { k in
      "Jugador \(k)," + ((10...90).contains(k) ? String(k) : "") + "\n"
    }.joined()
    guard case .validas(let jugadores) = try importar(texto) else {
      Issue.record("refused")
      return
    }
    #expect(jugadores.count == 1000)
  }

  /// The fuzzer's invariants (Fuzz/FuzzCSV.swift) for one input: what it accepts obeys the
  /// rules (checked the slow, independent way) and reads back the same once exported, as UTF-8,
  /// after a `sep=` line and as UTF-16.
  func problemas(_ bytes: [UInt8]) throws -> [String] {
    guard let registros = try? CSV.leer(bytes) else { return [] }
    let inicial = try rayo()
    guard
      case .validas(let jugadores) = ImportacionDeJugadores.jugadores(de: registros, en: inicial)
    else { return [] }
    var equipo = inicial
    var problemas: [String] = []
    for jugador in jugadores {
      if Reglas.nombre(jugador.nombre, en: equipo).error != nil
        || (try? equipo.anadir(jugador)) == nil
      {
        problemas.append("accepted \(jugador)")
      }
    }
    let texto =
      "nombre,dorsal\n"
      + jugadores.map { CSV.fila([$0.nombre, $0.dorsal.map(String.init) ?? ""]) + "\n" }
      .joined()
    let unidades = Array(texto.utf16)
    for copia: [UInt8] in [
      Array(texto.utf8), Array(("sep=,\r\n" + texto).utf8),
      [0xFF, 0xFE] + unidades.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
      [0xFE, 0xFF] + unidades.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
    ] {
      let otra = try CSV.leer(copia)
      if ImportacionDeJugadores.jugadores(de: otra, en: inicial) != .validas(jugadores) {
        problemas.append("the round trip changed \(jugadores)")
      }
    }
    return problemas
  }

  /// Every input the CSV fuzzer crashed on (Fuzz/regresiones/csv-*, where `make fuzz` writes
  /// them) and its seed corpus, through the fuzzer's invariants.
  @Test func lasRegresionesDelFuzzerDeCSV() throws {
    let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var rutas: [URL] = []
    for (carpeta, prefijo) in [("Fuzz/regresiones", "csv-"), ("Fuzz/corpus/csv", "")] {
      let url = raiz.appendingPathComponent(carpeta)
      for nombre in try FileManager.default.contentsOfDirectory(atPath: url.path)
      where nombre.hasPrefix(prefijo) {
        rutas.append(url.appendingPathComponent(nombre))
      }
    }
    #expect(rutas.count >= 5)
    for ruta in rutas {
      #expect(try problemas(Array(Data(contentsOf: ruta))) == [], "\(ruta.lastPathComponent)")
    }
  }

  /// The fuzzer's first find: a quote followed by a combining mark is one character, and was
  /// not doubled on export; a comma or `=` with a mark on it likewise.
  @Test func unaMarcaCombinanteTrasUnaComillaUnaComaOUnIgual() throws {
    for nombre in ["o\u{65D}\"\u{65D}\"t", "a,\u{301}b", "=\u{301}A1", "'\u{301}=x"] {
      let texto = "nombre,dorsal\n" + CSV.fila([nombre, "5"]) + "\n"
      #expect(
        ImportacionDeJugadores.jugadores(de: try CSV.leer(Array(texto.utf8)), en: try rayo())
          == .validas([Jugador(nombre: nombre, dorsal: 5)]), "\(nombre)")
    }
    #expect(CSV.campo("=\u{301}A1").hasPrefix("'"))
  }
}
