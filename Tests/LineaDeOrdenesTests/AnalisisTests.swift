// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import Formulario
import Testing

@testable import LineaDeOrdenes

/// The parser over the one declaration (`DefinicionDeOrden.todas`), and the interactive mode's
/// words.
struct AnalisisTests {
  func orden(_ argumentos: [String]) throws -> Orden {
    try analizar(argumentos).orden
  }

  @Test func lasOpcionesVanAntesODespuesYConOSinIgual() throws {
    let esperada = Invocacion(orden: .equipos(json: true), torneo: "t.json")
    #expect(try analizar(["--torneo", "t.json", "equipos", "--json"]) == esperada)
    #expect(try analizar(["equipos", "--json", "--torneo=t.json"]) == esperada)
    #expect(try analizar(["--json", "equipos", "--torneo", "t.json"]) == esperada)
    #expect(try analizar(["--accesible"]) == Invocacion(orden: .interactivo, accesible: true))
    #expect(try orden([]) == .interactivo)
    #expect(try orden(["--version", "equipos"]) == .version)
    #expect(try orden(["plantilla", "-h"]) == .ayuda(.plantilla))
    #expect(try orden(["--help"]) == .ayuda(nil))
    #expect(try orden(["añadir", "--help"]) == .ayuda(.anadir))
    #expect(try orden(["help", "añadir"]) == .ayuda(.anadir))
    #expect(try orden(["ayuda", "completar"]) == .ayuda(.completar))
    #expect(try orden(["completar", "--help"]) == .ayuda(.completar))
  }

  @Test func dobleGuionTerminaLasOpcionesYGuionEsUnArgumento() throws {
    #expect(try orden(["nuevo-equipo", "--", "--raro"]) == .nuevoEquipo("--raro"))
    #expect(
      try orden(["importar", "Rayo FC", "-"])
        == .importar(
          equipo: "Rayo FC", archivo: nil, soloComprobar: false, reemplazar: false, separador: nil))
    #expect(
      try orden(["anadir", "Rayo FC", "--nombre=Ana=María", "--dorsal", ""])
        == .formulario(PeticionDeFormulario(equipo: "Rayo FC", nombre: "Ana=María", dorsal: "")))
  }

  @Test func cadaErrorDeUsoSeNombra() {
    let casos: [([String], ErrorDeUso)] = [
      (["bailar"], .ordenDesconocida("bailar")),
      (["equipos", "--nombre", "x"], .opcionDesconocida("--nombre")),
      (["equipos", "--json=sí"], .opcionDesconocida("--json=sí")),
      (["anadir", "--nombre"], .faltaValor("--nombre")),
      (["--torneo", "", "equipos"], .valorVacio("--torneo")),
      (["plantilla", "A", "B"], .sobraArgumento("B")),
      (["quitar", "A"], .faltaArgumento(.jugador)),
      (["temporada", ""], .rutaVacia(.destino)),
      (["copiar", "", "b.json"], .rutaVacia(.origen)),
      (["copiar", "a.json", ""], .rutaVacia(.destino)),
      (["importar", "Rayo FC", ""], .rutaVacia(.archivo)),
      (
        ["editar", "A", "B", "--dorsal", "3", "--sin-dorsal"],
        .incompatibles("--dorsal", "--sin-dorsal")
      ),
      (["completar", "nada"], .ordenDesconocida("nada")),
    ]
    for (argumentos, error) in casos {
      #expect(throws: error, "\(argumentos)") { try analizar(argumentos) }
    }
  }

  /// The interactive mode: words need no quotes, the team is the longest leading run of words
  /// that names one.
  @Test func enElModoInteractivoLasPalabrasSeUnen() throws {
    let equipos: Set = ["Rayo FC", "Rayo", "Peña L'Olivera"]
    func orden(_ linea: String) throws -> Orden {
      try analizar(palabras(de: linea)) { equipos.contains($0) }.orden
    }
    #expect(try orden("plantilla Rayo FC") == .plantilla("Rayo FC", json: false))
    #expect(
      try orden("editar Rayo FC Ana María --dorsal 3")
        == .formulario(
          PeticionDeFormulario(
            modo: .edicion(jugador: "Ana María"), equipo: "Rayo FC", dorsal: "3")))
    #expect(
      try orden("quitar Peña L'Olivera Carmen")
        == .quitar(equipo: "Peña L'Olivera", jugador: "Carmen", sinPreguntar: false))
    #expect(try orden("nuevo-equipo Club Nuevo") == .nuevoEquipo("Club Nuevo"))
  }

  @Test func lasPalabrasSePartenComoEnUnaShell() {
    func textos(_ linea: String) -> [String] { palabras(de: linea).map(\.texto) }
    #expect(textos("  plantilla   'Rayo FC'  ") == ["plantilla", "Rayo FC"])
    #expect(
      textos(#"anadir "Atlético B" --dorsal ''"#) == ["anadir", "Atlético B", "--dorsal", ""])
    #expect(textos(#"editar Rayo\ FC Ana"#) == ["editar", "Rayo FC", "Ana"])
    // A quote inside a word, or never closed, is a letter.
    #expect(textos("plantilla Peña L'Olivera") == ["plantilla", "Peña", "L'Olivera"])
    #expect(textos("nuevo-equipo 'Sin cerrar") == ["nuevo-equipo", "'Sin", "cerrar"])
    #expect(textos("") == [])
  }

  /// The splitter says which words were quoted: those are arguments as they stand.
  @Test func lasPalabrasDicenSiIbanEntreComillas() {
    #expect(
      palabras(de: #"traspasar Rayo "Ana Unión" Sur\ B L'Olivera ''"#) == [
        Palabra(texto: "traspasar"), Palabra(texto: "Rayo"),
        Palabra(texto: "Ana Unión", citada: true), Palabra(texto: "Sur B", citada: true),
        Palabra(texto: "L'Olivera"), Palabra(texto: "", citada: true),
      ])
    // An escaped quote is a letter, as TAB writes it: the words still join into the name.
    #expect(
      palabras(de: #"Los \"Pibes" d'Ávila"#) == [
        Palabra(texto: "Los"), Palabra(texto: #""Pibes""#), Palabra(texto: "d'Ávila"),
      ])
  }

  /// Quotes settle where a name ends: a quoted word is never joined with its neighbours nor
  /// split, while unquoted words are still joined into the teams (review of ad9d348).
  @Test func unaPalabraEntreComillasNoSeUneNiSeParte() throws {
    let equipos: Set = ["Rayo", "Rayo FC", "Sur", "Unión Sur"]
    func orden(_ linea: String) throws(ErrorDeUso) -> Orden {
      try analizar(palabras(de: linea)) { equipos.contains($0) }.orden
    }
    #expect(
      try orden(#"traspasar Rayo "Ana Unión" Sur"#)
        == .traspasar(
          equipo: "Rayo", jugador: "Ana Unión", destino: "Sur", dorsal: nil, sinDorsal: false))
    #expect(
      try orden(#"traspasar Rayo Ana\ Unión Sur"#)
        == .traspasar(
          equipo: "Rayo", jugador: "Ana Unión", destino: "Sur", dorsal: nil, sinDorsal: false))
    // Unquoted, the longest trailing run names the destination.
    #expect(
      try orden("traspasar Rayo Ana Unión Sur")
        == .traspasar(
          equipo: "Rayo", jugador: "Ana", destino: "Unión Sur", dorsal: nil, sinDorsal: false))
    // A quoted team is the team as it stands, not the start of a longer run.
    #expect(
      try orden(#"editar "Rayo" FC Ana"#)
        == .formulario(PeticionDeFormulario(modo: .edicion(jugador: "FC Ana"), equipo: "Rayo")))
    #expect(throws: ErrorDeUso.sobraArgumento("FC")) { try orden(#"plantilla "Rayo" FC"#) }
    #expect(throws: ErrorDeUso.sobraArgumento("Sur")) {
      try orden(#"editar Rayo "Ana" Sur"#)
    }
    #expect(throws: ErrorDeUso.faltaArgumento(.equipoDestino)) {
      try orden("traspasar Rayo FC Ana")
    }
  }

}
