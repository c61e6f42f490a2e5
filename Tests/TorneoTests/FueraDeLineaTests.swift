// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import Torneo

/// Which offline changes a sync sends, and which colleague's change a refused one met.
struct FueraDeLineaTests {
  func entrada(_ numero: Int, _ cambio: Cambio, usuario: String = "ana", deshecha: Bool = false)
    -> EntradaDeDiario
  {
    EntradaDeDiario(
      numero: numero, cuando: "2026-12-06T10:00:00Z", usuario: usuario, cambio: cambio,
      deshecha: deshecha)
  }

  @Test func seEnviaLoQueSigueEnPieTrasLoYaEnviado() {
    let bea = Cambio.anadido(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC")
    let eva = Cambio.anadido(Jugador(nombre: "Eva"), equipo: "Rayo FC")
    // Marked as the file's journal marks them when read (`Reversiones.deshechas`): the redo
    // puts Bea's add back in effect, and that entry is the one sent, once.
    let hechas = [
      entrada(1, eva), entrada(2, bea), entrada(3, .deshecho(numero: 2, cambio: bea)),
      entrada(4, .rehecho(numero: 3, cambio: bea)), entrada(5, eva),
    ]
    let marcas = Reversiones.deshechas(hechas)
    let diario = hechas.map { entrada($0.numero, $0.cambio, deshecha: marcas[$0.numero] != nil) }
    #expect(FueraDeLinea.pendientes(diario, tras: 1).map(\.numero) == [2, 5])
    #expect(FueraDeLinea.pendientes(diario, tras: 5).isEmpty)
    // Undone again: neither the add nor its redo goes.
    let otraVez = hechas + [entrada(6, .deshecho(numero: 4, cambio: bea))]
    let deNuevo = Reversiones.deshechas(otraVez)
    let segundo = otraVez.map {
      entrada($0.numero, $0.cambio, deshecha: deNuevo[$0.numero] != nil)
    }
    #expect(FueraDeLinea.pendientes(segundo, tras: 1).map(\.numero) == [5])
  }

  /// A number taken: the change that gave it, not the team's latest.
  @Test func elCulpableDeUnDorsalTomadoEsQuienLoDio() {
    let zoe = entrada(
      8, .anadido(Jugador(nombre: "Zoe", dorsal: 20), equipo: "Rayo FC"), usuario: "gus")
    let renombre = entrada(
      9, .editado(Jugador(nombre: "Marta"), a: Jugador(nombre: "Martita"), equipo: "Rayo FC"))
    let otro = entrada(10, .anadido(Jugador(nombre: "Iker", dorsal: 20), equipo: "Atlético B"))
    let mio = entrada(2, .anadido(Jugador(nombre: "Bea", dorsal: 20), equipo: "rayo fc"))
    let ajenas = [zoe, renombre, otro]
    #expect(
      FueraDeLinea.culpable(de: mio, por: .equipo(.dorsalRepetido(20)), entre: ajenas) == zoe)
    #expect(FueraDeLinea.culpable(de: mio, por: nil, entre: ajenas) == renombre)
    #expect(FueraDeLinea.culpable(de: mio, por: nil, entre: [otro]) == nil)
  }

  /// An edit settled field by field: the clerk's other changes kept, each field in conflict as
  /// chosen, on the player as they are now; nothing to change, discarded.
  @Test func unaEdicionSeResuelveCampoACampo() {
    let conflicto = Conflicto(
      equipo: "Rayo FC", visto: Jugador(nombre: "Ana", dorsal: 9),
      actual: Jugador(nombre: "Anita", dorsal: 11), pedido: Jugador(nombre: "Ana", dorsal: 7),
      campos: [.dorsal])
    #expect(
      conflicto.resuelto { _ in Jugador(nombre: "", dorsal: 12) }
        == .hacer(
          .editar(
            jugador: Jugador(nombre: "Anita", dorsal: 11), equipo: "Rayo FC",
            a: Jugador(nombre: "Anita", dorsal: 12))))
    #expect(conflicto.resuelto { _ in Jugador(nombre: "", dorsal: 11) } == .descartar)
    let quitado = Conflicto(
      equipo: "Rayo FC", visto: Jugador(nombre: "Ana"), actual: nil, pedido: nil, campos: [])
    #expect(quitado.resuelto { _ in Jugador(nombre: "Ana") } == nil)
  }
}
