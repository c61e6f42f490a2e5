// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LigaEnServidor
import Servidor
import Testing
import Torneo

@testable import FormatoDeLiga

/// The one home of the roster rules: what an operation does to a roster, the field rules and
/// «taken», and the store-neutral reading of a store's failure.
struct ReglasTests {
  let rayo: Equipo

  init() throws {
    rayo = try Equipo(
      nombre: "Rayo FC",
      jugadores: [
        Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis"),
        Jugador(nombre: "Eva", dorsal: 3),
      ])
  }

  /// Issue 41, item 4: a new season's label follows the old one in the form it is written;
  /// one no rule advances is `nil` (the command asks for it or refuses), never the old one.
  @Test(arguments: [
    ("2026-27", "2027-28"), ("2026/27", "2027/28"), ("2026", "2027"), ("2026–27", "2027–28"),
    ("2026-2027", "2027-2028"), ("2026/2027", "2027/2028"), ("2099-00", "2100-01"),
    ("2008-09", "2009-10"),
  ])
  func laTemporadaSiguienteSigueALaAnteriorEnSuForma(_ anterior: String, _ siguiente: String) {
    #expect(Reglas.temporada(siguienteA: anterior) == siguiente)
  }

  @Test(arguments: [
    "Apertura 2026", "2026-28", "2026/2028", "26-27", "2026-", "-2026", "+202", "2026-27-28",
    "２０２６", "", "9999", "2026 - 27",
  ])
  func unaTemporadaSinReglaNoTieneSiguiente(_ etiqueta: String) {
    #expect(Reglas.temporada(siguienteA: etiqueta) == nil)
  }

  @Test func anadirDaElCambioOElJugadorQueChoca() throws {
    let bea = Jugador(nombre: "Bea", dorsal: 7)
    let hecho = try Reglas.cambio(de: .anadir(bea, equipo: "rayo fc"), en: rayo)
    #expect(hecho?.cambio == .anadido(bea, equipo: "Rayo FC"))
    #expect(hecho?.posicion == nil)
    #expect(throws: ErrorDeLiga.equipo(.nombreRepetido("Ana"))) {
      try Reglas.cambio(de: .anadir(Jugador(nombre: "ANA "), equipo: "Rayo FC"), en: rayo)
    }
    #expect(throws: ErrorDeLiga.equipo(.dorsalRepetido(9))) {
      try Reglas.cambio(de: .anadir(Jugador(nombre: "Zoe", dorsal: 9), equipo: "Rayo FC"), en: rayo)
    }
  }

  @Test func importarCompruebaCadaJugadorContraLosAnteriores() throws {
    let filas = [Jugador(nombre: "Bea", dorsal: 7), Jugador(nombre: "Teo", dorsal: 7)]
    #expect(throws: ErrorDeLiga.equipo(.dorsalRepetido(7))) {
      try Reglas.cambio(de: .importar(filas, equipo: "Rayo FC"), en: rayo)
    }
    #expect(try Reglas.cambio(de: .importar([], equipo: "Rayo FC"), en: rayo) == nil)
  }

  /// The edited player is left out of the check: Ana may become ANA and keep her number; only
  /// the fields the edit changed are changed, on the player as the store found them.
  /// A roster replaced: players matched by the rules' equivalence keep their place in the
  /// mapping, numbers may swap, the missing are removed; a roster that repeats itself is
  /// refused; the same roster is no change.
  @Test func reemplazarEmparejaPorNombreYPermiteCambiarDorsales() throws {
    let nuevos = [
      Jugador(nombre: "EVA", dorsal: 9), Jugador(nombre: "Ana", dorsal: 3),
      Jugador(nombre: "Bea"),
    ]
    let r = try #require(try Reglas.reemplazo(de: nuevos, en: rayo))
    #expect(r.filas.map(\.origen) == [2, 0, nil])
    #expect(r.quitados == [1])
    #expect(
      r.cambio
        == .reemplazado(
          nuevos, equipo: "Rayo FC", anadidos: 1, cambiados: 2, quitados: 1, movidos: 1))
    #expect(try Reglas.reemplazo(de: rayo.jugadores, en: rayo) == nil)
    #expect(
      throws: ErrorDeLiga.equipo(.dorsalRepetido(9)),
      performing: {
        try Reglas.reemplazo(
          de: [Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Bea", dorsal: 9)], en: rayo)
      })
    // A new order alone is a change.
    let otroOrden = try #require(try Reglas.reemplazo(de: rayo.jugadores.reversed(), en: rayo))
    #expect(
      otroOrden.cambio
        == .reemplazado(
          rayo.jugadores.reversed(), equipo: "Rayo FC", anadidos: 0, cambiados: 0, quitados: 0,
          movidos: 2))
    // Moved are the fewest rows whose moving gives the new order: one row taken to the end
    // moves one, whoever is added or removed around it.
    let j = rayo.jugadores
    let unoAlFinal = try #require(
      try Reglas.reemplazo(de: [j[1], Jugador(nombre: "Zoe"), j[2], j[0]], en: rayo))
    #expect(
      unoAlFinal.cambio
        == .reemplazado(
          [j[1], Jugador(nombre: "Zoe"), j[2], j[0]], equipo: "Rayo FC", anadidos: 1,
          cambiados: 0, quitados: 0, movidos: 1))
  }

  @Test func editarNoSeComparaConsigoMismo() throws {
    let ana = Jugador(nombre: "Ana", dorsal: 9)
    let hecho = try Reglas.cambio(
      de: .editar(jugador: ana, equipo: "Rayo FC", a: Jugador(nombre: "ANA", dorsal: 9)), en: rayo)
    #expect(hecho?.cambio == .editado(ana, a: Jugador(nombre: "ANA", dorsal: 9), equipo: "Rayo FC"))
    #expect(hecho?.posicion == 0)
    #expect(
      try Reglas.cambio(de: .editar(jugador: ana, equipo: "Rayo FC", a: ana), en: rayo) == nil)
    #expect(throws: ErrorDeLiga.equipo(.dorsalRepetido(3))) {
      try Reglas.cambio(
        de: .editar(jugador: ana, equipo: "Rayo FC", a: Jugador(nombre: "Ana", dorsal: 3)),
        en: rayo)
    }
    // Read as Ana #9 while someone gave her #10: a name-only edit keeps the 10.
    let ahora = try Equipo(nombre: "Rayo FC", jugadores: [Jugador(nombre: "Ana", dorsal: 10)])
    let soloNombre = try Reglas.cambio(
      de: .editar(jugador: ana, equipo: "Rayo FC", a: Jugador(nombre: "Ana María", dorsal: 9)),
      en: ahora)
    #expect(
      soloNombre?.cambio
        == .editado(
          Jugador(nombre: "Ana", dorsal: 10), a: Jugador(nombre: "Ana María", dorsal: 10),
          equipo: "Rayo FC"))
  }

  @Test func quitarEncuentraAlJugadorOloSugiere() throws {
    let hecho = try Reglas.cambio(de: .quitar(jugador: "eva", equipo: "Rayo FC"), en: rayo)
    #expect(hecho?.cambio == .quitado(Jugador(nombre: "Eva", dorsal: 3), equipo: "Rayo FC"))
    #expect(hecho?.posicion == 2)
    #expect(throws: ErrorDeLiga.jugadorDesconocido("Luiz", equipo: "Rayo FC", sugerencia: "Luis")) {
      try Reglas.cambio(de: .quitar(jugador: "Luiz", equipo: "Rayo FC"), en: rayo)
    }
  }

  @Test func lasReglasDeCampoUsanElMismoOcupado() {
    #expect(Reglas.nombre("  Bea  ", en: rayo) == .success("Bea"))
    #expect(Reglas.nombre("ana", en: rayo) == .failure(.repetido))
    #expect(Reglas.nombre(String(repeating: "a", count: 26), en: nil) == .failure(.largo))
    #expect(Reglas.dorsal("09", en: rayo) == .failure(.repetido))
    #expect(Reglas.dorsal("09", en: nil) == .success(9))
    #expect(rayo.choque(nombre: "ANA", dorsal: nil) == .nombreRepetido("Ana"))
    #expect(rayo.choque(nombre: nil, dorsal: 3) == .dorsalRepetido(3))
    #expect(rayo.choque(nombre: "Bea", dorsal: 7) == nil)
  }

  /// `sin` sets a player apart without copying the roster's index: that player's name and
  /// number are free for the edited player, everyone else's stay taken, and the team it gives
  /// is the roster without that player, equal to one built without them.
  @Test func sinApartaAlJugadorYSoloAEl() throws {
    let eva = Jugador(nombre: "Eva", dorsal: 3)
    var sinEva = rayo.sin(eva)
    #expect(sinEva.jugadores == rayo.jugadores.filter { $0 != eva })
    #expect(sinEva == (try Equipo(nombre: "Rayo FC", jugadores: sinEva.jugadores)))
    #expect(sinEva.choque(nombre: "EVA", dorsal: 3) == nil)
    #expect(sinEva.jugador(llamado: "eva") == nil)
    #expect(sinEva.choque(nombre: "ana", dorsal: nil) == .nombreRepetido("Ana"))
    #expect(sinEva.dorsalesLibres.contains(3))
    #expect(rayo.choque(nombre: "EVA", dorsal: 3) == .nombreRepetido("Eva"))
    // Setting apart someone who is not on the roster changes nothing.
    #expect(rayo.sin(Jugador(nombre: "Eva", dorsal: 4)) == rayo)
    // The name set apart is taken again once added, and refused a second time.
    try sinEva.anadir(Jugador(nombre: "Eva María", dorsal: 3))
    #expect(throws: ErrorEquipo.dorsalRepetido(3)) {
      try sinEva.anadir(Jugador(nombre: "Zoe", dorsal: 3))
    }
    try sinEva.anadir(Jugador(nombre: "eva"))
    #expect(throws: ErrorEquipo.nombreRepetido("eva")) { try sinEva.anadir(Jugador(nombre: "EVA")) }
    // A refused player leaves nothing behind: name and number still free.
    var otra = rayo.sin(eva)
    #expect(throws: ErrorEquipo.dorsalRepetido(9)) {
      try otra.anadir(Jugador(nombre: "Eva", dorsal: 9))
    }
    #expect(otra.choque(nombre: "Eva", dorsal: 3) == nil)
    // Two set apart, one after the other.
    let sinDos = rayo.sin(eva).sin(Jugador(nombre: "Ana", dorsal: 9))
    #expect(sinDos.choque(nombre: "eva", dorsal: 9) == nil)
    #expect(sinDos.choque(nombre: "ana", dorsal: nil) == nil)
    #expect(sinDos.jugadores.count == rayo.jugadores.count - 2)
  }

  @Test func elNombreDeEquipoNoRepiteNiConOtrosAcentos() {
    #expect(throws: ErrorDeLiga.equipoRepetido("Atlético B")) {
      try Reglas.nombreDeEquipo(" atletico  b", entre: ["Rayo FC", "Atlético B"])
    }
    #expect(throws: ErrorDeLiga.nombreDeEquipo(.largo)) {
      try Reglas.nombreDeEquipo(String(repeating: "x", count: 41), entre: [])
    }
    #expect((try? Reglas.nombreDeEquipo(" Peña  Sur ", entre: ["Rayo FC"])) == "Peña Sur")
  }

  @Test func unFalloPasajeroSeLeeIgualVengaDeDondeVenga() {
    #expect(ErrorDeLiga.archivo(.bloqueado(ruta: "t.json", segundos: 10)).transitorio == .ocupado)
    #expect(ErrorDeLiga.archivo(.esperaInterrumpida(ruta: "t.json")).transitorio == .interrumpido)
    #expect(ErrorDeLiga.servidor(.cancelado(cambio: .noGuardado)).transitorio == .interrumpido)
    #expect(
      ErrorDeLiga.servidor(.sinRespuesta(destino: "pg", segundos: 30)).transitorio == .noDisponible)
    #expect(ErrorDeLiga.nadaQueDeshacer.transitorio == nil)
  }
}
