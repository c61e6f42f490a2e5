import Foundation
import Testing
import Torneo

@testable import LineaDeOrdenes

/// `buscar` and `temporada` as a person and a script meet them, in this process (defects of
/// day one; what they do on the server is `TemporadaTests` in MarcadorTests).
struct BuscarYTemporadaTests {
  /// Item 9: «found nothing» is an answer, not a failure: a script of commands goes on.
  @Test func unBuscarSinNadaNoDetieneUnGuionDeOrdenes() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let r = e.enTorneo([], entrada: "buscar zzz\nequipos\n")
    #expect(r.codigo == .hecho)
    #expect(r.errores == "")
    #expect(r.salida == "Rayo FC\nAtlético B\nPeña L'Olivera\nUnión Deportiva Sur\n")
    // A real failure after it still ends the run with its own status.
    let falla = e.enTorneo([], entrada: "buscar zzz\nplantilla Nadie\nequipos\n")
    #expect(falla.codigo == .datos)
    #expect(falla.salida == "")
    // From the shell, grep's status stays.
    #expect(e.enTorneo(["buscar", "zzz"]).codigo == .ninguno)
  }

  /// Item 11: a team without players is said as everywhere else; one player, in the singular.
  @Test func lasFrasesDeBuscarYDeImportarConCeroYUno() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    #expect(
      e.enTorneo(["buscar", "sur"]).salida
        == "Unión Deportiva Sur · equipo que no tiene jugadores\n")
    #expect(
      e.enTorneo(["buscar", "sur"], entorno: ["LANG": "en_US.UTF-8"]).salida
        == "Unión Deportiva Sur · team that has no players\n")
    #expect(e.enTorneo(["buscar", "atlético"]).salida == "Atlético B · equipo de 2 jugadores\n")
    let csv = e.carpeta + "/uno.csv"
    try e.escribir("Rayo FC,Bea,7\n", en: csv)
    #expect(
      e.enTorneo(["importar", csv, "--comprobar"]).salida
        == "Todo correcto, no se ha guardado nada: se importaría 1 jugador en 1 equipo\n")
    try e.escribir("Rayo FC,Bea,7\nRayo FC,Leo,\n", en: csv)
    #expect(
      e.enTorneo(["importar", csv, "--comprobar"]).salida
        == "Todo correcto, no se ha guardado nada: se importarían 2 jugadores en 1 equipo\n")
  }
}
