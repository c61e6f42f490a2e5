// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import Consola
import FormatoDeLiga
import Formatos
import LigaEnServidor
import Textos
import Torneo

/// `sincronizar ARCHIVO`: the offline changes of a file `llevar` wrote, sent to the server it
/// came from in one transaction (`LigaEnServidor.sincronizar`), then the file made the
/// server's league as it is now, with the new origin (`ArchivoTorneo.sustituir`, under the
/// file's lock the whole time). With no change to send, it just brings the file up to date.
/// A change the server cannot take as it was made is a conflict: from a pipe every one is
/// listed and nothing is sent (65); at a terminal each is settled (a field: the clerk's value,
/// the server's, or another typed; anything else: discarded or not) and the sync tried again
/// with the settlements, until it goes through or the clerk stops.
struct Sincronizar: OrdenDeclarada {
  let archivo: String

  static let definicion = DefinicionDeOrden(
    orden: .sincronizar, posicionales: [(.archivo, true)], leeTorneo: false
  ) { a throws(ErrorDeUso) in Sincronizar(archivo: a.posicionales[0]) }

  /// What one try came to.
  private enum Intento {
    case sinOrigen
    case hecho(Mensaje)
    case conflictos([ConflictoFueraDeLinea])
  }

  /// An answer to a field's question: the value chosen (a player holding it), or why it is
  /// not one.
  private enum Eleccion {
    case valor(Jugador)
    case invalida(Mensaje)
  }

  /// How the clerk answered for one conflict.
  private enum Arreglo {
    case resuelto(Resolucion)
    case sinResolver
    case cancelado
  }

  func correr(en contexto: Contexto) -> Resultado {
    var resueltas: [Int: Resolucion] = [:]
    while true {
      let intento: Intento
      do throws(ErrorDeLiga) {
        intento = try intentar(con: resueltas, en: contexto)
      } catch {
        return Resultado(contexto.fallar(error))
      }
      switch intento {
      case .sinOrigen:
        contexto.fallar(.noEsUnaCopia(visible(archivo)))
        return Resultado(.datos)
      case .hecho(let dicho):
        contexto.salida.escribir(contexto.catalogo.texto(dicho) + "\n")
        return Resultado(.hecho)
      case .conflictos(let conflictos):
        let lector = contexto.lector()
        guard lector.esInteractivo else { return rechazar(conflictos, en: contexto) }
        contexto.avisar(.conflictosPorResolver(conflictos.count))
        for conflicto in conflictos {
          for mensaje in Mensaje.de(conflicto) { contexto.avisar(mensaje) }
          switch arreglar(conflicto, con: lector, en: contexto) {
          case .resuelto(let resolucion): resueltas[conflicto.entrada.numero] = resolucion
          case .sinResolver: return rechazar(conflictos, en: contexto)
          case .cancelado:
            contexto.avisar(.cancelado)
            return Resultado(.cancelado)
          }
        }
      }
    }
  }

  /// One try: the changes after the origin's last sent entry, as settled so far, sent; the
  /// file replaced by the server's league when they went through.
  private func intentar(con resueltas: [Int: Resolucion], en contexto: Contexto)
    throws(ErrorDeLiga) -> Intento
  {
    var intento = Intento.sinOrigen
    try contexto.archivo(archivo).sustituir { (documento, diario) throws(ErrorDeLiga) in
      guard let origen = documento.origen else { return nil }
      let servidor = contexto.servidor(origen.servidor)
      let pendientes = FueraDeLinea.pendientes(diario, tras: origen.enviadas)
      let (enviados, yaEstaban): (Int, Int)
      switch try servidor.sincronizar(pendientes, de: origen, resueltas: resueltas) {
      case .conflictos(let hallados):
        intento = .conflictos(hallados)
        return nil
      case .aplicada(let e, let y): (enviados, yaEstaban) = (e, y)
      }
      let (bytes, version) = try servidor.copia { entrada in
        OrigenDeCopia(
          servidor: origen.servidor, entrada: entrada, copia: origen.copia,
          enviadas: max(origen.enviadas, diario.last?.numero ?? 0))
      }
      intento = .hecho(
        .sincronizada(
          visible(archivo), con: visible(servidor.descripcion), enviados: enviados,
          yaEstaban: yaEstaban, entrada: version))
      return bytes
    }
    return intento
  }

  /// Nothing sent: every conflict listed (65).
  private func rechazar(_ conflictos: [ConflictoFueraDeLinea], en contexto: Contexto) -> Resultado {
    contexto.fallar(.sincronizacionRechazada(visible(archivo), conflictos: conflictos.count))
    for conflicto in conflictos {
      for mensaje in Mensaje.de(conflicto) { contexto.avisar(mensaje) }
    }
    return Resultado(.datos)
  }

  /// A conflict settled at the terminal: an edit field by field (`preguntaConflicto`), an add
  /// whose number was taken by another number (`preguntaOtroDorsal`), any other change
  /// discarded or not (`preguntaDescartarFueraDeLinea`).
  private func arreglar(
    _ conflicto: ConflictoFueraDeLinea, con lector: any Lector, en contexto: Contexto
  ) -> Arreglo {
    let catalogo = contexto.catalogo
    if case .equipo(.dorsalRepetido) = conflicto.motivo,
      case .anadido(let jugador, let equipo) = conflicto.entrada.cambio.hecho
    {
      return otroDorsal(para: jugador, en: equipo, con: lector, en: contexto)
    }
    guard case .conflicto(let c) = conflicto.motivo, let actual = c.actual,
      let pedido = c.pedido, !c.campos.isEmpty
    else {
      switch lector.siNo(catalogo.texto(.preguntaDescartarFueraDeLinea), en: catalogo) {
      case true?: return .resuelto(.descartar)
      case false?: return .sinResolver
      case nil: return .cancelado
      }
    }
    var elegidos: [Campo: Jugador] = [:]
    for campo in c.campos {
      let pregunta = Pregunta(
        etiqueta: { _ in
          catalogo.texto(
            .preguntaConflicto(
              tuyo: .valor(de: campo, en: pedido), suyo: .valor(de: campo, en: actual)))
        },
        validar: { texto in
          if case .invalida(let error) = elegido(texto, campo, pedido, actual, catalogo) {
            return catalogo.texto(error)
          }
          return nil
        })
      while elegidos[campo] == nil {
        switch lector.leer(pregunta) {
        case .texto(let texto):
          switch elegido(texto, campo, pedido, actual, catalogo) {
          case .valor(let jugador): elegidos[campo] = jugador
          case .invalida(let error): contexto.avisar(error)
          }
        case .cancelado, .fin: return .cancelado
        case .noValida, .demasiadoLarga, .anterior: continue
        }
      }
    }
    return c.resuelto { elegidos[$0] ?? pedido }.map(Arreglo.resuelto) ?? .sinResolver
  }

  /// The number an offline add wears instead of the one taken meanwhile: none (nothing
  /// typed), another by the number's rule, or the server's way (`teclaSuyo`: not added).
  private func otroDorsal(
    para jugador: Jugador, en equipo: String, con lector: any Lector, en contexto: Contexto
  ) -> Arreglo {
    let catalogo = contexto.catalogo
    let eleccion = { (texto: String) -> Eleccion? in
      let limpio = NombreDeJugador.limpiar(texto)
      if limpio.lowercased() == catalogo.texto(.teclaSuyo) { return nil }
      if limpio.isEmpty { return .valor(Jugador(nombre: jugador.nombre)) }
      switch Reglas.dorsal(limpio, en: nil) {
      case .success(let dorsal): return .valor(Jugador(nombre: jugador.nombre, dorsal: dorsal))
      case .failure(let error): return .invalida(.errorDeDorsal(error))
      }
    }
    let pregunta = Pregunta(
      etiqueta: { _ in catalogo.texto(.preguntaOtroDorsal(jugador: jugador.enLista)) },
      validar: { texto in
        if case .invalida(let error)? = eleccion(texto) { return catalogo.texto(error) }
        return nil
      })
    while true {
      switch lector.leer(pregunta) {
      case .texto(let texto):
        switch eleccion(texto) {
        case nil: return .resuelto(.descartar)
        case .valor(let nuevo)?: return .resuelto(.hacer(.anadir(nuevo, equipo: equipo)))
        case .invalida(let error)?: contexto.avisar(error)
        }
      case .cancelado, .fin: return .cancelado
      case .noValida, .demasiadoLarga, .anterior: continue
      }
    }
  }

  /// An answer to `preguntaConflicto`: the clerk's value (nothing, or `teclaTuyo`), the
  /// server's (`teclaSuyo`), or another, by the field's rule; a player holding it.
  private func elegido(
    _ texto: String, _ campo: Campo, _ tuyo: Jugador, _ suyo: Jugador, _ catalogo: any Catalogo
  ) -> Eleccion {
    let limpio = NombreDeJugador.limpiar(texto)
    if limpio.isEmpty || limpio.lowercased() == catalogo.texto(.teclaTuyo) { return .valor(tuyo) }
    if limpio.lowercased() == catalogo.texto(.teclaSuyo) { return .valor(suyo) }
    switch campo {
    case .dorsal:
      switch Reglas.dorsal(limpio, en: nil) {
      case .success(let dorsal): return .valor(Jugador(nombre: tuyo.nombre, dorsal: dorsal))
      case .failure(let error): return .invalida(.errorDeDorsal(error))
      }
    case .nombre, .equipo:
      switch Reglas.nombre(limpio, en: nil) {
      case .success(let nombre): return .valor(Jugador(nombre: nombre, dorsal: tuyo.dorsal))
      case .failure(let error): return .invalida(.errorDeNombre(error))
      }
    }
  }
}
