// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

/// Undo and redo are the clerk's own (`Reversiones`), a player is followed by identity through
/// the journal (`Rastro`), and an edit meets a colleague's change to the same field as a
/// conflict (`Conflicto`): the decisions both stores ask, without a store.
struct ReversionesTests {
  let ana = Jugador(nombre: "Ana", dorsal: 9)

  func entrada(_ numero: Int, _ usuario: String, _ cambio: Cambio, deshecha: Bool = false)
    -> EntradaDeDiario
  {
    EntradaDeDiario(
      numero: numero, cuando: "2026-12-04T20:00:0\(numero % 10)Z", usuario: usuario,
      cambio: cambio, deshecha: deshecha)
  }

  @Test func deshacerTomaElUltimoCambioDeQuienLoPide() throws {
    let mia = entrada(1, "ana", .anadido(Jugador(nombre: "Mía", dorsal: 40), equipo: "Rayo FC"))
    let pablo = entrada(
      2, "gus", .anadido(Jugador(nombre: "Pablo Otro", dorsal: 42), equipo: "Rayo FC"))
    #expect(try Reversiones.aDeshacer([mia, pablo], usuario: "ana", numero: nil) == mia)
    #expect(try Reversiones.aDeshacer([mia, pablo], usuario: "gus", numero: nil) == pablo)
    #expect(throws: ErrorDeLiga.nadaQueDeshacer) {
      try Reversiones.aDeshacer([mia, pablo], usuario: "luis", numero: nil)
    }
    // Named, anyone's; an undone one or an undo is not taken back again.
    #expect(try Reversiones.aDeshacer([mia, pablo], usuario: "luis", numero: 2) == pablo)
    let deshecha = entrada(1, "ana", mia.cambio, deshecha: true)
    let deshacer = entrada(3, "ana", .deshecho(numero: 1, cambio: mia.cambio))
    #expect(throws: ErrorDeLiga.yaDeshecha(deshecha)) {
      try Reversiones.aDeshacer([deshecha, pablo, deshacer], usuario: "ana", numero: 1)
    }
    #expect(throws: ErrorDeLiga.yaDeshecha(deshacer)) {
      try Reversiones.aDeshacer([deshecha, pablo, deshacer], usuario: "ana", numero: 3)
    }
    #expect(throws: ErrorDeLiga.entradaDesconocida(9)) {
      try Reversiones.aDeshacer([mia], usuario: "ana", numero: 9)
    }
    // Repeated, it goes further back: the undone one is skipped.
    #expect(
      try Reversiones.aDeshacer([deshecha, pablo, deshacer], usuario: "gus", numero: nil) == pablo)
    #expect(throws: ErrorDeLiga.nadaQueDeshacer) {
      try Reversiones.aDeshacer([deshecha, pablo, deshacer], usuario: "ana", numero: nil)
    }
  }

  /// As in an editor: the undos of one's own since one's last change, latest first; a new
  /// change of one's own ends them; a colleague's changes meanwhile do not.
  @Test func rehacerSigueLaPilaDeDeshaceresPropios() throws {
    let a = Cambio.equipoCreado("A")
    let b = Cambio.equipoCreado("B")
    var diario = [
      entrada(1, "ana", a), entrada(2, "ana", b),
      entrada(3, "ana", .deshecho(numero: 2, cambio: b)),
      entrada(4, "gus", .equipoCreado("C")), entrada(5, "ana", .deshecho(numero: 1, cambio: a)),
    ]
    #expect(try Reversiones.aRehacer(diario, usuario: "ana").deshecho.numero == 5)
    #expect(throws: ErrorDeLiga.nadaQueRehacer) { try Reversiones.aRehacer(diario, usuario: "gus") }
    diario.append(entrada(6, "ana", .rehecho(numero: 5, cambio: a)))
    #expect(try Reversiones.aRehacer(diario, usuario: "ana").deshecho.numero == 3)
    diario.append(entrada(7, "ana", .equipoCreado("D")))
    #expect(throws: ErrorDeLiga.nadaQueRehacer) { try Reversiones.aRehacer(diario, usuario: "ana") }
  }

  /// A redo on the server is the change made again, conditional on what the undo left; one
  /// that sets or takes a whole team is not redone over a later change to that team.
  @Test func cadaCambioSeRehaceSobreLoQueDejoElDeshacer() {
    let ana7 = Jugador(nombre: "Ana", dorsal: 7)
    #expect(
      Cambio.editado(ana, a: ana7, equipo: "Rayo FC").repeticion(tras: [])
        == .editar(jugador: ana, equipo: "Rayo FC", a: ana7))
    #expect(
      Cambio.quitado(ana, equipo: "Rayo FC").repeticion(tras: [])
        == .quitar(jugador: "Ana", equipo: "Rayo FC", visto: ana))
    #expect(
      Cambio.traspasado(ana, a: ana7, desde: "Rayo FC", hasta: "Sur").repeticion(tras: [])
        == .traspasar(
          jugador: "Ana", equipo: "Rayo FC", destino: "Sur", dorsal: .otro(7), visto: ana))
    #expect(Cambio.rehecho(numero: 3, cambio: .equipoCreado("L")).hecho == .equipoCreado("L"))
    let quitado = Cambio.equipoQuitado("Lunes", jugadores: 1)
    #expect(quitado.repeticion(tras: []) == .quitarEquipo("Lunes", jugadores: 1))
    let otro = entrada(5, "gus", .anadido(ana, equipo: "LUNES"))
    #expect(quitado.repeticion(tras: [otro]) == nil)
    #expect(
      Cambio.reemplazado([ana], equipo: "Lunes", anadidos: 1, cambiados: 0, quitados: 0, movidos: 0)
        .repeticion(tras: [otro]) == nil)
    #expect(
      Cambio.temporadaIniciada(
        Temporada(origen: "a", destino: "b", nombre: nil, sinDorsales: false, equipos: 1)
      ).repeticion(tras: []) == nil)
  }

  /// An undo's splices moved past a later change elsewhere; one inside them says so; one across
  /// a boundary blocks them.
  @Test func losEmpalmesSeTrasladanPasadoUnCambioPosterior() throws {
    func tras(_ e: [Empalme], _ r: [Empalme]) -> [Empalme]? {
      Empalme.trasladados(e, tras: r)?.empalmes
    }
    // The undo deletes 10..<20; a later change replaced 2..<4 by 5 bytes (its revert: 2..<7 ← 2 bytes).
    let mio = [Empalme(desde: 10, hasta: 20, texto: [])]
    #expect(
      tras(mio, [Empalme(desde: 2, hasta: 7, texto: [0x61, 0x62])]) == [
        Empalme(desde: 13, hasta: 23, texto: [])
      ])
    // After it: nothing moves; an insertion right at its end goes after it, at its start before.
    #expect(tras(mio, [Empalme(desde: 30, hasta: 31, texto: [])]) == mio)
    #expect(tras(mio, [Empalme(desde: 20, hasta: 25, texto: [])]) == mio)
    #expect(
      tras(mio, [Empalme(desde: 10, hasta: 12, texto: [])]) == [
        Empalme(desde: 12, hasta: 22, texto: [])
      ])
    // Replaced before it, however long it became: moved.
    #expect(
      tras(mio, [Empalme(desde: 5, hasta: 12, texto: [0x61])]) == [
        Empalme(desde: 16, hasta: 26, texto: [])
      ])
    // Inside it: it grows with it, and says so; across a boundary: blocked.
    let dentro = try #require(
      Empalme.trasladados(mio, tras: [Empalme(desde: 15, hasta: 16, texto: [])]))
    #expect(dentro.empalmes == [Empalme(desde: 10, hasta: 21, texto: [])] && dentro.dentro)
    #expect(
      Empalme.trasladados(mio, tras: [Empalme(desde: 2, hasta: 7, texto: [])])?.dentro == false)
    #expect(tras(mio, [Empalme(desde: 8, hasta: 9, texto: [1, 2, 3, 4, 5])]) == nil)
    // An insertion's point inside a later change: blocked; at the same point: before it.
    let insercion = [Empalme(desde: 10, hasta: 10, texto: [0x61])]
    #expect(tras(insercion, [Empalme(desde: 8, hasta: 9, texto: [0x61, 0x62, 0x63])]) == nil)
    #expect(tras(insercion, [Empalme(desde: 10, hasta: 14, texto: [])]) == insercion)
  }

  /// A colleague's rename is the same player renamed; a transfer takes her to the other team;
  /// an undo of the rename gives her her name back; a removal takes her off.
  @Test func unJugadorSeSiguePorSuIdentidad() {
    let anabel = Jugador(nombre: "Anabel", dorsal: 9)
    let renombre = entrada(2, "gus", .editado(ana, a: anabel, equipo: "Rayo FC"))
    var rastro = Rastro.de("Ana", en: "Rayo FC", tras: [renombre])
    #expect(rastro.nombre == "Anabel" && rastro.presente && rastro.por == renombre)
    let vuelta = entrada(3, "gus", .deshecho(numero: 2, cambio: renombre.cambio))
    #expect(Rastro.de("Ana", en: "Rayo FC", tras: [renombre, vuelta]).nombre == "Ana")
    let traspaso = entrada(4, "gus", .traspasado(anabel, a: anabel, desde: "RAYO FC", hasta: "Sur"))
    rastro = Rastro.de("Ana", en: "Rayo FC", tras: [renombre, traspaso])
    #expect(rastro.equipo == "Sur" && rastro.nombre == "Anabel")
    let equipo = entrada(5, "luis", .equipoRenombrado("Sur", a: "Sur CF", partidos: 0))
    #expect(Rastro.de("Ana", en: "Rayo FC", tras: [renombre, traspaso, equipo]).equipo == "Sur CF")
    let baja = entrada(6, "gus", .quitado(ana, equipo: "Rayo FC"))
    rastro = Rastro.de("Ana", en: "Rayo FC", tras: [baja])
    #expect(!rastro.presente && rastro.por == baja)
    // Another player of the team, another team's Ana: not her.
    let otra = entrada(7, "gus", .editado(Jugador(nombre: "Luis"), a: ana, equipo: "Rayo FC"))
    let deFuera = entrada(8, "gus", .quitado(ana, equipo: "Sur"))
    #expect(
      Rastro.de("Ana", en: "Rayo FC", tras: [otra, deFuera])
        == Rastro(equipo: "Rayo FC", nombre: "Ana"))
  }

  /// Only a field both changed, to different values, is a conflict; one the edit left keeps
  /// the colleague's value; one both set alike is no conflict.
  @Test func soloUnCampoQueAmbosCambiaronEsConflicto() {
    let visto = ana
    let actual = Jugador(nombre: "Ana", dorsal: 71)
    #expect(
      Conflicto.edicion(de: visto, a: Jugador(nombre: "Ana", dorsal: 5), sobre: actual, equipo: "R")
        == .failure(
          Conflicto(
            equipo: "R", visto: visto, actual: actual, pedido: Jugador(nombre: "Ana", dorsal: 5),
            campos: [.dorsal])))
    #expect(
      Conflicto.edicion(
        de: visto, a: Jugador(nombre: "Ana B", dorsal: 9), sobre: actual, equipo: "R")
        == .success(Jugador(nombre: "Ana B", dorsal: 71)))
    #expect(
      Conflicto.edicion(de: visto, a: actual, sobre: actual, equipo: "R") == .success(actual))
    // A removal or a transfer needs the player as seen.
    #expect(Conflicto.mismo(visto, que: actual, equipo: "R")?.campos == [.dorsal])
    #expect(Conflicto.mismo(visto, que: visto, equipo: "R") == nil)
    #expect(Conflicto.mismo(nil, que: actual, equipo: "R") == nil)
  }

  /// The rules the stores ask: an edit of a player renamed since, found by her new name, keeps
  /// the new name; a number changed since, which the edit changes too, is a conflict; a
  /// removal of a player changed since is refused.
  @Test func lasReglasAplicanElConflicto() throws {
    let cinco = Jugador(nombre: "Ana", dorsal: 5)
    let renombrada = try Equipo(
      nombre: "Rayo FC", jugadores: [Jugador(nombre: "Anabel", dorsal: 9), Jugador(nombre: "Luis")])
    let cambio = try Reglas.cambio(
      de: .editar(jugador: ana, equipo: "Rayo FC", a: cinco, llamado: "Anabel"), en: renombrada)
    #expect(
      cambio?.cambio
        == .editado(
          Jugador(nombre: "Anabel", dorsal: 9), a: Jugador(nombre: "Anabel", dorsal: 5),
          equipo: "Rayo FC"))
    let otroDorsal = try Equipo(
      nombre: "Rayo FC", jugadores: [Jugador(nombre: "Anabel", dorsal: 71)])
    #expect(throws: ErrorDeLiga.self) {
      try Reglas.cambio(
        de: .editar(jugador: ana, equipo: "Rayo FC", a: cinco, llamado: "Anabel"), en: otroDorsal)
    }
    #expect(throws: ErrorDeLiga.self) {
      try Reglas.cambio(
        de: .quitar(jugador: "Anabel", equipo: "Rayo FC", visto: ana), en: renombrada)
    }
  }
}
