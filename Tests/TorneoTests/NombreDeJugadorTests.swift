// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import Formatos
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

  @Test func laClaveSinAcentosQuitaLosAcentosYNadaMas() {
    #expect(NombreDeJugador.claveSinAcentos("  Atlético   B ") == "atletico b")
    #expect(NombreDeJugador.claveSinAcentos("Atle\u{301}tico B") == "atletico b")
    #expect(NombreDeJugador.claveSinAcentos("Peña Ñandú Çà Ǖ") == "pena nandu ca u")
    #expect(NombreDeJugador.claveSinAcentos("Ἀθῆναι") == "αθηναι")
    // Not accents: a letter of its own (ø, ß folded as `clave` folds it) and the joiners.
    #expect(NombreDeJugador.claveSinAcentos("Søren Straße") == "søren strasse")
    #expect(NombreDeJugador.claveSinAcentos("A\u{200D}na") == "ana")
    // Every letter of the table lands on its letter, with no accent left (`ᾳ` folds to `αι` as
    // `clave` folds it: its iota is a letter once upper-cased).
    for (compuesta, base) in Acentos.letras {
      let letra = String(Unicode.Scalar(compuesta)!)
      let clave = NombreDeJugador.claveSinAcentos(letra)
      #expect(clave.hasPrefix(NombreDeJugador.clave(String(Unicode.Scalar(base)!))), "\(letra)")
      #expect(!clave.unicodeScalars.contains { (0x300...0x36F).contains($0.value) }, "\(letra)")
    }
    #expect(Acentos.letras.map(\.compuesta) == Acentos.letras.map(\.compuesta).sorted())
  }

  @Test func unNombreSeEncuentraExactoLuegoPorClaveLuegoSinAcentos() {
    let nombres = ["José", "Jose", "Ana", "ana", "Núria"]
    #expect(NombreDeJugador.posicion(de: "ana", en: nombres) == 3)
    #expect(NombreDeJugador.posicion(de: "JOSE", en: nombres) == 1)
    #expect(NombreDeJugador.posicion(de: " josé ", en: nombres) == 0)
    #expect(NombreDeJugador.posicion(de: "nuria", en: nombres) == 4)
    // Two equal by the same key, and none closer: neither is taken.
    #expect(NombreDeJugador.posicion(de: "ANA", en: nombres) == nil)
    #expect(NombreDeJugador.posicion(de: "jóse", en: nombres) == nil)
    #expect(NombreDeJugador.posicion(de: "Marta", en: nombres) == nil)
    #expect(NombreDeJugador.empiezanPor("nu", nombres) == ["Núria"])
    #expect(NombreDeJugador.empiezanPor("JOS", nombres) == ["José", "Jose"])
    // Issue 41, item 12: a space typed at the end is part of the prefix, not trimmed.
    #expect(NombreDeJugador.empiezanPor("Ana ", ["Ana", "Anabel", "Ana María"]) == ["Ana María"])
    #expect(NombreDeJugador.empiezanPor("  ", ["Ana", "Bea"]) == ["Ana", "Bea"])
  }

  /// Issue 41, item 16: a player is also named by number (`9`, `#9`) where no player is called
  /// that, in the one look-up every command and both stores use; TAB offers the numbers.
  @Test func unJugadorSeNombraPorSuDorsalSiNadieSeLlamaAsi() throws {
    let equipo = try Equipo(
      nombre: "Rayo FC",
      jugadores: [
        Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis", dorsal: 7),
        Jugador(nombre: "7", dorsal: 3), Jugador(nombre: "Marta", dorsal: 1),
        Jugador(nombre: "Leo", dorsal: 10),
      ])
    #expect(try equipo.posicionDeJugador(llamado: "9") == 0)
    #expect(try equipo.posicionDeJugador(llamado: " #09 ") == 0)
    #expect(try equipo.posicionDeJugador(llamado: "#7") == 1)
    // A name first: «7» is the player called so, not the one who wears 7.
    #expect(try equipo.posicionDeJugador(llamado: "7") == 2)
    for texto in ["42", "#", "9a", "0", "#-1"] {
      #expect(throws: ErrorDeLiga.self, "\(texto)") { try equipo.posicionDeJugador(llamado: texto) }
    }
    #expect(Reglas.dorsal(nombrado: "#10") == 10)
    #expect(Reglas.dorsal(nombrado: "Ana") == nil)
    let numeros = { (prefijo: String) in equipo.dorsales(queEmpiezan: prefijo).map(\.texto) }
    #expect(numeros("1") == ["1", "10"])
    #expect(numeros("#") == ["#1", "#3", "#7", "#9", "#10"])
    // «7» names the player called so: the number 7 is not offered for Luis.
    #expect(numeros("7") == [])
    #expect(numeros("") == [] && numeros("A") == [])
    #expect(equipo.dorsales(queEmpiezan: "9").map(\.jugador.nombre) == ["Ana"])
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
