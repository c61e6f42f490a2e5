// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Textos

@testable import LineaDeOrdenes

/// The positionals' names come from the declaration and each language's catalog: the usage
/// errors and every command's `--help` say them alike (defects of day one, items 7 and 8).
struct NombresDeArgumentosTests {
  @Test func losErroresDeUsoNombranElArgumentoEnSuIdioma() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let casos: [([String], String, String)] = [
      (["renombrar-equipo", "Rayo FC"], "falta NUEVO", "missing NEW"),
      (["buscar"], "falta TEXTO", "missing TEXT"),
      (["traspasar", "Rayo FC", "Ana"], "falta DESTINO", "missing DESTINATION"),
      (["temporada", ""], "DESTINO no puede estar vacío", "DESTINATION cannot be empty"),
      (["copiar", "", "b.json"], "ORIGEN no puede estar vacío", "SOURCE cannot be empty"),
    ]
    for (argumentos, es, en) in casos {
      let r = e.enTorneo(argumentos, entorno: ["LANG": "es_ES.UTF-8"])
      #expect(r.codigo == .uso, "\(argumentos)")
      #expect(r.errores.hasPrefix("marcador: \(es)."), "\(argumentos): \(r.errores)")
      let ingles = e.enTorneo(argumentos, entorno: ["LANG": "en_US.UTF-8"])
      #expect(ingles.codigo == .uso, "\(argumentos)")
      #expect(ingles.errores.hasPrefix("marcador: \(en)."), "\(argumentos): \(ingles.errores)")
    }
    // Nothing was created for the empty destination.
    #expect(e.enTorneo(["equipos"]).codigo == .hecho)
  }

  /// Each command's usage line names its positionals as the catalog does, in both languages.
  @Test(arguments: [("C.UTF-8", "Uso: marcador "), ("en_US.UTF-8", "Usage: marcador ")])
  func laAyudaDeCadaOrdenNombraSusArgumentosComoElCatalogo(_ lang: String, _ uso: String)
    throws
  {
    let e = try Ensayo()
    let catalogo: any Catalogo = lang.hasPrefix("en") ? CatalogoIngles() : CatalogoEspanol()
    for definicion in DefinicionDeOrden.deUso {
      let ayuda = e.marcador([definicion.nombre, "--help"], entorno: ["LANG": lang]).salida
      let linea = ayuda.split(separator: "\n").first { $0.hasPrefix(uso) }.map(String.init) ?? ""
      let palabras = linea.dropFirst(uso.count).split(separator: " ").dropFirst()
        .map { $0.trimmingCharacters(in: ["[", "]"]) }
        .filter { $0.allSatisfy(\.isUppercase) && !$0.isEmpty }
      // The usage line's capitals are the positionals, then the options' values.
      let esperados = definicion.posicionales.map { catalogo.texto(.argumento($0.nombre)) }
      #expect(Array(palabras.prefix(esperados.count)) == esperados, "\(lang) \(linea)")
    }
  }

  /// T3: a team name the rule refuses says which argument carried it, as `--nombre` does, in
  /// both languages; nothing is written.
  @Test func unNombreDeEquipoRechazadoNombraSuArgumento() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let antes = try e.bytes()
    let largo = String(repeating: "a", count: 41)
    let casos: [([String], String, String)] = [
      (["renombrar-equipo", "Rayo FC", ""], "NUEVO: Escribe un nombre", "NEW: Enter a name"),
      (
        ["renombrar-equipo", "Rayo FC", largo], "NUEVO: Como mucho 40 letras",
        "NEW: 40 letters at most"
      ),
      (["nuevo-equipo", largo], "NOMBRE: Como mucho 40 letras", "NAME: 40 letters at most"),
    ]
    for (argumentos, es, en) in casos {
      let r = e.enTorneo(argumentos, entorno: ["LANG": "es_ES.UTF-8"])
      #expect(r.codigo == .datos, "\(argumentos)")
      #expect(r.errores == "marcador: \(es)\n", "\(argumentos)")
      let ingles = e.enTorneo(argumentos, entorno: ["LANG": "en_US.UTF-8"])
      #expect(ingles.errores == "marcador: \(en)\n", "\(argumentos)")
    }
    let linea = e.enTorneo([], entrada: "renombrar-equipo Rayo FC \(largo)\n")
    #expect(linea.errores == "marcador: línea 1: NUEVO: Como mucho 40 letras\n")
    #expect(try e.bytes() == antes)
  }

  /// T3: in the interactive mode read from a pipe, every error of a command follows its line,
  /// whichever path says it (`importar EQUIPO` without a file was the one that did not).
  @Test func cadaErrorDeUnaOrdenLeidaDeUnaTuberiaDiceSuLinea() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    for (linea, mensaje) in [
      ("importar Rayo FC", "aquí la entrada trae órdenes"),
      ("plantilla Nadie", "no hay ningún equipo «Nadie»"),
      ("renombrar-equipo Rayo FC \"\"", "NUEVO: Escribe un nombre"),
    ] {
      let r = e.enTorneo([], entrada: "equipos\n" + linea + "\n")
      #expect(r.codigo != .hecho, "\(linea)")
      #expect(r.errores.hasPrefix("marcador: línea 2: \(mensaje)"), "\(linea): \(r.errores)")
    }
  }

  /// T3: the interactive mode splits its words into teams and players even when there are
  /// no more words than arguments: `traspasar Rayo FC Ana` is Rayo FC's Ana, DESTINO missing
  /// (as on the command line), not the teams «Rayo» and «Ana».
  @Test func unaLineaSinDestinoDiceQueFaltaDestino() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let r = e.enTorneo([], entrada: "traspasar Rayo FC Ana\n")
    #expect(r.codigo == .uso)
    #expect(r.errores.hasPrefix("marcador: línea 1: falta DESTINO."), "\(r.errores)")
    let sinJugador = e.enTorneo([], entrada: "traspasar Rayo FC\n")
    #expect(sinJugador.errores.hasPrefix("marcador: línea 1: falta JUGADOR."))
    let ingles = e.enTorneo(
      [], entrada: "traspasar Rayo FC Ana\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.errores.hasPrefix("marcador: line 1: missing DESTINATION."))
  }

  /// The reviewer's case: a quoted player is the player, whatever teams its words name.
  @Test func unJugadorEntreComillasSeTraspasaEntero() throws {
    let e = try Ensayo()
    let csv = e.carpeta + "/rayo.csv"
    try e.escribir("Rayo,Ana Unión,9\n", en: csv)
    for orden in [
      ["iniciar"], ["nuevo-equipo", "Sur"], ["nuevo-equipo", "Unión Sur"], ["importar", csv],
    ] {
      #expect(e.enTorneo(orden).codigo == .hecho, "\(orden)")
    }
    let r = e.enTorneo([], entrada: "traspasar Rayo \"Ana Unión\" Sur\n")
    #expect(r.codigo == .hecho, "\(r.errores)")
    #expect(e.enTorneo(["plantilla", "Sur"]).salida.contains("Ana Unión"))
  }
}
