import Consola
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
  }

  @Test func dobleGuionTerminaLasOpcionesYGuionEsUnArgumento() throws {
    #expect(try orden(["nuevo-equipo", "--", "--raro"]) == .nuevoEquipo("--raro"))
    #expect(
      try orden(["importar", "Rayo FC", "-"])
        == .importar(equipo: "Rayo FC", archivo: nil, soloComprobar: false, reemplazar: false))
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
      (["ayuda", "completar"], .ordenDesconocida("completar")),
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
    #expect(palabras(de: "  plantilla   'Rayo FC'  ") == ["plantilla", "Rayo FC"])
    #expect(
      palabras(de: #"anadir "Atlético B" --dorsal ''"#) == ["anadir", "Atlético B", "--dorsal", ""])
    #expect(palabras(de: #"editar Rayo\ FC Ana"#) == ["editar", "Rayo FC", "Ana"])
    // A quote inside a word, or never closed, is a letter.
    #expect(palabras(de: "plantilla Peña L'Olivera") == ["plantilla", "Peña", "L'Olivera"])
    #expect(palabras(de: "nuevo-equipo 'Sin cerrar") == ["nuevo-equipo", "'Sin", "cerrar"])
    #expect(palabras(de: "") == [])
  }
}
