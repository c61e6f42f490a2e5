// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import Formulario
import Textos
import Torneo

/// The player form, which `anadir`, `editar` and a refused `traspasar` open.
extension Contexto {
  func formulario(_ liga: any Liga, _ peticion: PeticionDeFormulario) -> Resultado {
    // What can be checked before the first question is: never ask for answers that cannot
    // be saved.
    do {
      if peticion.soloComprobar {
        _ = try liga.tieneEquipos()
      } else {
        try liga.comprobarQueSePuedeCambiar()
      }
      // A team named on the command line is looked up first (on a server, one round trip
      // fewer): found, the league has teams; not found, the league is asked below.
      if peticion.equipo == nil, try !liga.tieneEquipos() {
        fallar(.ligaSinEquipos)
        return Resultado(.datos)
      }
    } catch {
      return Resultado(fallar(error))
    }
    let asistente = Asistente(
      liga: liga, lector: lector(), pantalla: pantalla, catalogo: catalogo,
      sinEntradaSobrante: !interactivo)
    // A form that changes the league offers at TAB the teams this clerk may change, and
    // refuses one not theirs as it first reads it (on a server, the rights ride with that
    // read), before any other question.
    let resultado =
      peticion.soloComprobar
      ? asistente.ejecutar(peticion) : liga.paraCambiar { asistente.ejecutar(peticion) }
    switch resultado {
    case .guardado(let cambio):
      salida.escribir(catalogo.texto(.de(cambio)) + "\n")
      return Resultado(.hecho, cambios: [cambio])
    case .sinCambios:
      salida.escribir(catalogo.texto(.sinCambios) + "\n")
      return Resultado(.hecho)
    case .comprobado(let jugador, let equipo):
      salida.escribir(
        catalogo.texto(
          .comprobado(
            jugador.enLista, equipo: visible(equipo), editado: peticion.modo != .alta))
          + "\n")
      return Resultado(.hecho)
    case .cancelado:
      avisar(.cancelado)
      return Resultado(.cancelado)
    case .entradaSobrante(let linea):
      return Resultado(fallarPorLineaSobrante(linea))
    case .respuestasNoValidas(let fallos):
      return rechazar(fallos, de: peticion, en: liga)
    case .liga(.equipo(let rechazo)) where peticion.modo.esTraspaso:
      let destino = peticion.equipo ?? ""
      return Resultado(
        fallarTraspaso(rechazo, destino: try? liga.equipo(llamado: destino), llamado: destino))
    case .liga(let error):
      return Resultado(fallar(error))
    case .noReintentado(let error):
      return Resultado(CodigoDeSalida(error))
    }
  }

  /// The form's answers refused: each said where it came from (a line of a pipe, an option),
  /// unless the add was this clerk's own earlier attempt, already made.
  private func rechazar(
    _ fallos: [Fallo], de peticion: PeticionDeFormulario, en liga: any Liga
  ) -> Resultado {
    // An add given whole by its options, refused (the name is there): this clerk's earlier
    // attempt may have made it (a server that could not say so then).
    if peticion.modo == .alta, !peticion.soloComprobar, let equipo = peticion.equipo,
      let nombre = peticion.nombre,
      fallos.allSatisfy({ if case .opcion = $0.origen { true } else { false } }),
      let hecha = liga.yaHecha(
        .anadir(
          Jugador(nombre: nombre, dorsal: peticion.dorsal.flatMap { Int($0) }), equipo: equipo))
    {
      salida.escribir(catalogo.texto(.de(hecha.cambio)) + "\n")
      return Resultado(.hecho, cambios: [hecha.cambio])
    }
    if peticion.equipo != nil, fallos.contains(where: { $0.campo == .equipo }) {
      do {
        if try !liga.tieneEquipos() {
          fallar(.ligaSinEquipos)
          return Resultado(.datos)
        }
      } catch {
        return Resultado(fallar(error))
      }
    }
    for fallo in fallos {
      let mensaje = Mensaje.de(fallo.error)
      switch fallo.origen {
      case .linea(let linea):
        salida.vaciar()
        errores.escribir(catalogo.texto(.enLinea(linea, campo: fallo.campo, mensaje)) + "\n")
        errores.vaciar()
      case .opcion("EQUIPO"), .opcion("JUGADOR"):
        fallar(mensaje)
      case .opcion(let opcion):
        fallar(.enOpcion(opcion, mensaje))
      }
    }
    return Resultado(.datos)
  }

  /// A transfer the destination refused, as the command says it (with the form or without).
  func fallarTraspaso(_ rechazo: ErrorEquipo, destino: Equipo?, llamado nombre: String)
    -> CodigoDeSalida
  {
    fallar(
      .traspasoRechazado(
        rechazo, en: destino?.nombre ?? nombre, libres: destino?.dorsalesLibres ?? []))
    return .datos
  }
}
