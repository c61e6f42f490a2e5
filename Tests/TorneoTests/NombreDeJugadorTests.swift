import Testing

@testable import Torneo

struct NombreDeJugadorTests {
  @Test func limpiaBordesYJuntaEspacios() {
    #expect(NombreDeJugador.limpiar("  Ana \t María\n ") == "Ana María")
    #expect(NombreDeJugador.limpiar(" \u{00A0}\u{2003} ") == "")
  }

  @Test func comparaSinMayusculasYConEquivalenciaCanonica() {
    #expect(NombreDeJugador.mismoNombre("José", "JOSE\u{301}"))
    #expect(NombreDeJugador.mismoNombre("Straße", "STRASSE"))
    #expect(NombreDeJugador.mismoNombre("ana  maría", "Ana María"))
    #expect(!NombreDeJugador.mismoNombre("Ana", "Anna"))
  }

  @Test func detectaControlesYBidi() {
    #expect(NombreDeJugador.tieneCaracteresNoValidos("A\u{1B}[31m"))
    #expect(NombreDeJugador.tieneCaracteresNoValidos("A\u{9B}"))
    #expect(NombreDeJugador.tieneCaracteresNoValidos("A\u{202E}B"))
    #expect(NombreDeJugador.tieneCaracteresNoValidos("A\u{2066}B"))
    #expect(!NombreDeJugador.tieneCaracteresNoValidos("Zoë 漢 👩‍👩‍👧"))
  }

  @Test func unEquipoRechazaRepetidosLoLlameQuienLoLlame() throws {
    var equipo = try Equipo(nombre: "A", jugadores: [Jugador(nombre: "Ana", dorsal: 9)])
    #expect(throws: ErrorEquipo.dorsalRepetido(9)) {
      try equipo.anadir(Jugador(nombre: "B", dorsal: 9))
    }
    #expect(throws: ErrorEquipo.nombreRepetido("Ana")) {
      try equipo.anadir(Jugador(nombre: " ana "))
    }
    #expect(throws: ErrorEquipo.dorsalRepetido(3)) {
      try Equipo(
        nombre: "B", jugadores: [Jugador(nombre: "X", dorsal: 3), Jugador(nombre: "Y", dorsal: 3)])
    }
    #expect(equipo.dorsalesLibres.prefix(3) == [1, 2, 3])
    #expect(!equipo.dorsalesLibres.contains(9))
  }
}
