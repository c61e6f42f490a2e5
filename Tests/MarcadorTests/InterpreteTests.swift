import Foundation
import Testing

/// `marcador` without a command and without a terminal: commands from standard input.
struct InterpreteTests {
  @Test func leeOrdenesYUnAsistenteTomaLasLineasSiguientes() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let guion = """
      # una liga de prueba
      equipos
      plantilla Rayo FC
      anadir Rayo FC
      Bea
      7

      añadir "Atlético B" --nombre Pep --dorsal ''
      plantilla 'Atlético B'
      salir
      equipos
      """
    let r = try e.enTorneo([], entrada: guion)
    #expect(r.codigo == 0)
    #expect(r.errores == "")
    #expect(
      r.salida == """
        Rayo FC
        Atlético B
        Peña L'Olivera
        Unión Deportiva Sur
        Ana #9
        Luis
        Marta #1
        Añadido a Rayo FC: Bea #7
        Añadido a Atlético B: Pep
        Iker #10
        Nerea #4
        Pep

        """)
  }

  @Test func elPrimerErrorTerminaConSuEstado() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let r = try e.enTorneo([], entrada: "equipos\nanadir Rayo FC\nBea\n9\nplantilla Rayo FC\n")
    #expect(r.codigo == 65)
    #expect(r.errores.hasPrefix("línea 4 (Dorsal): Ese dorsal ya lo lleva otro jugador"))
    #expect(!r.salida.contains("Ana #9"))
    #expect(try e.bytes() == antes)
    let uso = try e.enTorneo([], entrada: "equipos\nbailar\nequipos\n")
    #expect(uso.codigo == 64)
    #expect(
      uso.errores
        == "marcador: línea 2: no conozco la orden «bailar». Escribe «ayuda» para ver las órdenes.\n"
    )
  }

  @Test func unaLineaQueNoEsUTF8SeNombra() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.ejecutar(
      rutaDelBinario, ["--torneo", e.torneo],
      entrada: Data(Array("equipos\n".utf8) + [0xFF, 0x0A]),
      entorno: e.entorno([:]))
    #expect(r.codigo == 64)
    #expect(r.errores == "marcador: línea 2: no es texto UTF-8 válido\n")
  }
}
