import Testing
import Torneo

@testable import LineaDeOrdenes

/// The runner: a command line's exit status and the changes it saved, answers read from a
/// script.
struct EjecucionTests {
  @Test func cadaOrdenDiceLoQueCambio() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let bea = Jugador(nombre: "Bea", dorsal: 7)
    let alta = e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n")
    #expect(alta.codigo == .hecho)
    #expect(alta.cambios == [.anadido(bea, equipo: "Rayo FC")])
    // The last, silent read looks for input left over.
    #expect(alta.preguntas == ["Nombre [0/25]: ", "Dorsal (opcional): ", ""])
    // Checking only, or answering no, changes nothing.
    let comprobado = e.enTorneo(["anadir", "Rayo FC", "--comprobar"], entrada: "Cris\n\n")
    #expect(comprobado.codigo == .hecho && comprobado.cambios == [])
    let no = e.enTorneo(["quitar", "Rayo FC", "Bea"], entrada: "n\n")
    #expect(no.codigo == .cancelado && no.cambios == [])
    let quitado = e.enTorneo(["quitar", "Rayo FC", "Bea"], entrada: "s\n")
    #expect(quitado.cambios == [.quitado(bea, equipo: "Rayo FC")])
    let deshecho = e.enTorneo(["deshacer"])
    #expect(deshecho.cambios.count == 1)
    guard case .deshecho(_, let cambio) = deshecho.cambios.first else {
      Issue.record("\(deshecho.cambios)")
      return
    }
    #expect(cambio == .quitado(bea, equipo: "Rayo FC"))
    // A refused change is said, with its status, and nothing changed.
    let repetido = e.enTorneo(["nuevo-equipo", "rayo fc"])
    #expect(repetido.codigo == .datos && repetido.cambios == [])
    #expect(e.enTorneo(["nuevo-equipo", "Nuevo"]).cambios == [.equipoCreado("Nuevo")])
  }

  /// Answers left over after a one-shot command's last one are an error, and nothing is saved.
  @Test func unaLineaQueSobraNoGuardaNada() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let antes = try e.bytes()
    let r = e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\nbasura\n")
    #expect(r.codigo == .datos && r.cambios == [])
    #expect(
      r.errores
        == "línea 3: esta línea sobra: ya estaban todas las respuestas; no se ha guardado nada\n")
    #expect(try e.bytes() == antes)
  }
}
