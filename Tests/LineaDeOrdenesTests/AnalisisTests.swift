// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import Formatos
import Formulario
import Testing
import Torneo

@testable import LineaDeOrdenes

/// The parser over the one declaration (`DefinicionDeOrden.todas`), and the interactive mode's
/// words.
struct AnalisisTests {
  func orden(_ argumentos: [String]) throws -> any Orden {
    try analizar(argumentos).orden
  }

  @Test func lasOpcionesVanAntesODespuesYConOSinIgual() throws {
    let esperada = Invocacion(orden: Equipos(json: true), torneo: "t.json")
    #expect(try analizar(["--torneo", "t.json", "equipos", "--json"]) == esperada)
    #expect(try analizar(["equipos", "--json", "--torneo=t.json"]) == esperada)
    #expect(try analizar(["--json", "equipos", "--torneo", "t.json"]) == esperada)
    #expect(try analizar(["--accesible"]) == Invocacion(orden: Interactivo(), accesible: true))
    #expect(try orden([]) == Interactivo())
    #expect(try orden(["--version", "equipos"]) == Version())
    #expect(try orden(["plantilla", "-h"]) == Ayuda(orden: .plantilla))
    #expect(try orden(["--help"]) == Ayuda(orden: nil))
    #expect(try orden(["añadir", "--help"]) == Ayuda(orden: .anadir))
    #expect(try orden(["help", "añadir"]) == Ayuda(orden: .anadir))
    #expect(try orden(["ayuda", "completar"]) == Ayuda(orden: .completar))
    #expect(try orden(["completar", "--help"]) == Ayuda(orden: .completar))
  }

  @Test func dobleGuionTerminaLasOpcionesYGuionEsUnArgumento() throws {
    #expect(try orden(["nuevo-equipo", "--", "--raro"]) == NuevoEquipo(nombre: "--raro"))
    #expect(
      try orden(["importar", "Rayo FC", "-"])
        == Importar(
          equipo: "Rayo FC", archivo: nil, soloComprobar: false, reemplazar: false, separador: nil))
    #expect(
      try orden(["anadir", "Rayo FC", "--nombre=Ana=María", "--dorsal", ""])
        == Anadir(
          peticion: PeticionDeFormulario(equipo: "Rayo FC", nombre: "Ana=María", dorsal: "")))
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

  /// A league to read lines against: its teams and rosters found as the commands find them
  /// (`NombreDeJugador.posicion`, `Equipo.posicionDeJugador`: by name or number), and the
  /// files that exist.
  func conocidos(_ equipos: [Equipo], rutas: Set<String> = []) -> Conocidos {
    func equipo(_ nombre: String) -> Equipo? {
      NombreDeJugador.posicion(de: nombre, en: equipos.map(\.nombre)).map { equipos[$0] }
    }
    return Conocidos(
      equipo: { equipo($0) != nil },
      jugador: { jugador, nombre in
        (try? equipo(nombre)?.posicionDeJugador(llamado: jugador)) != nil
      },
      ruta: { rutas.contains($0) })
  }

  func equipo(_ nombre: String, _ jugadores: String...) throws -> Equipo {
    try Equipo(nombre: nombre, jugadores: jugadores.map { Jugador(nombre: $0) })
  }

  /// The interactive mode: words need no quotes; they are read the one way that names teams and
  /// players that exist.
  @Test func enElModoInteractivoLasPalabrasSeUnen() throws {
    let liga = conocidos([
      try equipo("Rayo FC", "Ana María"), try equipo("Rayo"),
      try equipo("Peña L'Olivera", "Carmen"),
    ])
    func orden(_ linea: String) throws -> any Orden {
      try analizar(palabras(de: linea), conocidos: liga).orden
    }
    #expect(try orden("plantilla Rayo FC") == Plantilla(equipo: "Rayo FC", json: false))
    #expect(
      try orden("editar Rayo FC Ana María --dorsal 3")
        == Editar(
          peticion: PeticionDeFormulario(
            modo: .edicion(jugador: "Ana María"), equipo: "Rayo FC", dorsal: "3")))
    #expect(
      try orden("quitar Peña L'Olivera Carmen")
        == Quitar(equipo: "Peña L'Olivera", jugador: "Carmen", sinPreguntar: false))
    #expect(try orden("nuevo-equipo Club Nuevo") == NuevoEquipo(nombre: "Club Nuevo"))
  }

  /// Issue 41, item 1: an option's value is every word up to the next option, and the other
  /// words are never glued onto a player (`editar Rayo FC Marta --nombre Nuria Sol` renamed
  /// «Marta Sol» to «Nuria» before).
  @Test func elValorDeUnaOpcionLlegaHastaLaSiguiente() throws {
    let liga = conocidos([
      try Equipo(
        nombre: "Rayo FC",
        jugadores: [Jugador(nombre: "Marta", dorsal: 1), Jugador(nombre: "Marta Sol", dorsal: 15)]),
      try equipo("Atlético B"),
    ])
    func orden(_ linea: String) throws(ErrorDeUso) -> any Orden {
      try analizar(palabras(de: linea), conocidos: liga).orden
    }
    #expect(
      try orden("editar Rayo FC Marta --nombre Nuria Sol")
        == Editar(
          peticion: PeticionDeFormulario(
            modo: .edicion(jugador: "Marta"), equipo: "Rayo FC", nombre: "Nuria Sol")))
    #expect(
      try orden("anadir Rayo FC --nombre Luis Gil --dorsal 4")
        == Anadir(
          peticion: PeticionDeFormulario(equipo: "Rayo FC", nombre: "Luis Gil", dorsal: "4")))
    #expect(
      try orden("editar --nombre=Nuria  Sol --comprobar Rayo FC Marta Sol")
        == Editar(
          peticion: PeticionDeFormulario(
            modo: .edicion(jugador: "Marta Sol"), equipo: "Rayo FC", nombre: "Nuria Sol",
            soloComprobar: true)))
    // Quoted, as ever; the words an option stands between are two arguments, and one too many
    // is refused as from a shell.
    #expect(
      try orden(#"anadir 'Rayo FC' --nombre "Luis Gil""#)
        == Anadir(peticion: PeticionDeFormulario(equipo: "Rayo FC", nombre: "Luis Gil")))
    #expect(throws: ErrorDeUso.sobraArgumento("Marta")) {
      try orden("plantilla Rayo FC --json Marta")
    }
    // From a shell, each word is one argument still.
    #expect(throws: ErrorDeUso.sobraArgumento("Sol")) {
      try analizar(["editar", "Rayo FC", "Marta", "--nombre", "Nuria", "Sol"])
    }
  }

  /// Where the words name what exists in two ways (a team, a player or a value that is the
  /// start of another), nothing runs: each reading is shown as the quoted line that runs it.
  @Test func dosLecturasNoSeAdivinan() throws {
    let liga = conocidos([
      try equipo("Rayo", "FC Ana"), try equipo("Rayo FC", "Ana"), try equipo("Sur"),
      try equipo("Unión Sur"), try equipo("Norte", "Ana", "Ana Unión"),
    ])
    func orden(_ linea: String) throws(ErrorDeUso) -> any Orden {
      try analizar(palabras(de: linea), conocidos: liga).orden
    }
    #expect(
      throws: ErrorDeUso.lecturas(["quitar Rayo 'FC Ana' --si", "quitar 'Rayo FC' Ana --si"])
    ) {
      try orden("quitar Rayo FC Ana --si")
    }
    #expect(
      throws: ErrorDeUso.lecturas([
        "traspasar Norte Ana 'Unión Sur'", "traspasar Norte 'Ana Unión' Sur",
      ])
    ) { try orden("traspasar Norte Ana Unión Sur") }
    #expect(
      throws: ErrorDeUso.lecturas([
        "renombrar-equipo Rayo 'FC Rayo B'", "renombrar-equipo 'Rayo FC' 'Rayo B'",
      ])
    ) { try orden("renombrar-equipo Rayo FC Rayo B") }
    // Quotes settle it.
    #expect(
      try orden("quitar 'Rayo FC' Ana --si")
        == Quitar(equipo: "Rayo FC", jugador: "Ana", sinPreguntar: true))
    #expect(
      try orden(#"traspasar Norte Ana Unión\ Sur"#)
        == Traspasar(
          equipo: "Norte", jugador: "Ana", destino: "Unión Sur", dorsal: nil, sinDorsal: false))
  }

  /// Where no reading names what exists, the closest one runs, so that the command says what
  /// it does not find as it would from a shell; a line no cut fits is refused as there.
  @Test func sinLecturaQueExistaDiceLoQueFalta() throws {
    let liga = conocidos(
      [try Equipo(nombre: "Rayo FC", jugadores: [Jugador(nombre: "Ana", dorsal: 9)])],
      rutas: ["lista.csv"])
    func orden(_ linea: String) throws(ErrorDeUso) -> any Orden {
      try analizar(palabras(de: linea), conocidos: liga).orden
    }
    #expect(
      try orden("quitar Rayo FC Anna")
        == Quitar(equipo: "Rayo FC", jugador: "Anna", sinPreguntar: false))
    #expect(throws: ErrorDeUso.faltaArgumento(.jugador)) { try orden("quitar Rayo FC") }
    #expect(throws: ErrorDeUso.faltaArgumento(.equipoDestino)) {
      try orden("traspasar Rayo FC Ana")
    }
    #expect(
      try orden("editar Rayo F Ana")
        == Editar(peticion: PeticionDeFormulario(modo: .edicion(jugador: "F Ana"), equipo: "Rayo")))
    // A player named by number (`Equipo.posicionDeJugador`) is a player found.
    #expect(
      try orden("quitar Rayo FC #9")
        == Quitar(equipo: "Rayo FC", jugador: "#9", sinPreguntar: false))
    // A paste of hundreds of words is not weighed cut by cut: read as from a shell.
    #expect(throws: ErrorDeUso.faltaArgumento(.jugador)) {
      try orden("traspasar " + String(repeating: "Rayo FC ", count: 300))
    }
    // `importar`: a team and its file, a whole league's file, or the team mistyped.
    #expect(
      try orden("importar Rayo FC lista.csv")
        == Importar(
          equipo: "Rayo FC", archivo: "lista.csv", soloComprobar: false, reemplazar: false,
          separador: nil))
    #expect(
      try orden("importar mi liga.csv")
        == Importar(
          equipo: "mi liga.csv", archivo: nil, soloComprobar: false, reemplazar: false,
          separador: nil))
    #expect(
      try orden("importar Rayo lista.csv")
        == Importar(
          equipo: "Rayo", archivo: "lista.csv", soloComprobar: false, reemplazar: false,
          separador: nil))
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
    let liga = conocidos([
      try equipo("Rayo", "Ana", "FC Ana"), try equipo("Rayo FC"), try equipo("Sur"),
      try equipo("Unión Sur"),
    ])
    func orden(_ linea: String) throws(ErrorDeUso) -> any Orden {
      try analizar(palabras(de: linea), conocidos: liga).orden
    }
    #expect(
      try orden(#"traspasar Rayo "Ana Unión" Sur"#)
        == Traspasar(
          equipo: "Rayo", jugador: "Ana Unión", destino: "Sur", dorsal: nil, sinDorsal: false))
    #expect(
      try orden(#"traspasar Rayo Ana\ Unión Sur"#)
        == Traspasar(
          equipo: "Rayo", jugador: "Ana Unión", destino: "Sur", dorsal: nil, sinDorsal: false))
    // Unquoted, the one reading whose player and destination exist.
    #expect(
      try orden("traspasar Rayo Ana Unión Sur")
        == Traspasar(
          equipo: "Rayo", jugador: "Ana", destino: "Unión Sur", dorsal: nil, sinDorsal: false))
    // A quoted team is the team as it stands, not the start of a longer run.
    #expect(
      try orden(#"editar "Rayo" FC Ana"#)
        == Editar(peticion: PeticionDeFormulario(modo: .edicion(jugador: "FC Ana"), equipo: "Rayo"))
    )
    #expect(throws: ErrorDeUso.sobraArgumento("FC")) { try orden(#"plantilla "Rayo" FC"#) }
    #expect(throws: ErrorDeUso.sobraArgumento("Sur")) {
      try orden(#"editar Rayo "Ana" Sur"#)
    }
    #expect(throws: ErrorDeUso.faltaArgumento(.equipoDestino)) {
      try orden("traspasar Rayo FC Ana")
    }
  }

}

/// Whether a parsed command is that one, with the same arguments.
func == (leida: any Orden, esperada: some Orden) -> Bool { leida.esIgual(a: esperada) }
