// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario
import Textos
import Torneo

/// `traspasar EQUIPO JUGADOR DESTINO`: `--dorsal` by the number rule (an empty one is no
/// number), then one change. A number worn in the destination is refused naming the free ones;
/// at a terminal the form's Dorsal field opens instead, its error shown, and its save is the
/// transfer.
struct Traspasar: OrdenDeclarada {
  let equipo: String
  let jugador: String
  let destino: String
  /// The number as typed (`nil`: the one they wear).
  let dorsal: String?
  let sinDorsal: Bool

  static let definicion = DefinicionDeOrden(
    orden: .traspasar, banderas: [.sinDorsal], opciones: [.dorsal],
    excluyentes: [[.dorsal, .sinDorsal]],
    posicionales: [(.equipo, true), (.jugador, true), (.equipoDestino, true)]
  ) { a throws(ErrorDeUso) in
    Traspasar(
      equipo: a.posicionales[0], jugador: a.posicionales[1], destino: a.posicionales[2],
      dorsal: a.valores[.dorsal], sinDorsal: a.tiene(.sinDorsal))
  }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    var numero = sinDorsal ? DorsalDeTraspaso.ninguno : .elMismo
    if let dorsal {
      switch Reglas.dorsal(dorsal, en: nil) {
      case .success(let n): numero = n.map(DorsalDeTraspaso.otro) ?? .ninguno
      case .failure(let error):
        contexto.fallar(.enOpcion(NombreDeOpcion.dorsal.rawValue, .errorDeDorsal(error)))
        return Resultado(.datos)
      }
    }
    let operacion = Operacion.traspasar(
      jugador: jugador, equipo: equipo, destino: destino, dorsal: numero)
    do throws(ErrorDeLiga) {
      return try contexto.guardar(liga, operacion)
    } catch .equipo(let rechazo) {
      let llegada = try? liga.equipo(llamado: destino)
      let hasta = llegada?.nombre ?? destino
      if case .dorsalRepetido(let n) = rechazo, contexto.lector().esInteractivo,
        let origen = try? liga.equipo(llamado: equipo),
        let k = try? origen.posicionDeJugador(llamado: jugador)
      {
        let quien = origen.jugadores[k]
        contexto.avisar(
          contexto.lector().ajustar(
            contexto.catalogo.texto(
              .cabeceraDeTraspaso(
                quien.enLista, dorsal: n, desde: visible(origen.nombre),
                hasta: visible(hasta)))))
        return contexto.formulario(
          liga,
          PeticionDeFormulario(
            modo: .traspaso(
              jugador: Jugador(nombre: quien.nombre, dorsal: n), desde: origen.nombre,
              visto: quien),
            equipo: hasta))
      }
      return Resultado(contexto.fallarTraspaso(rechazo, destino: llegada, llamado: hasta))
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }
}
