// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import Textos
import Torneo

/// `temporada DESTINO`: a new league at DESTINO (a file or a server) made from this one
/// (`DocumentoTorneo.temporadaNueva`: same teams and players and their unknown keys, no
/// matches, its season label `etiqueta` or the one after this one's), through the
/// destination's own change: an empty league is made there first if there is none
/// (`iniciar`), then filled in one journaled change that names where it came from (both by
/// their real path, `Liga.ubicacion`), refused if the league there has teams or matches.
struct NuevaTemporada: OrdenDeclarada {
  let destino: String
  let nombre: String?
  /// The new league's label as typed (`nil`: the one after the old league's).
  let etiqueta: String?
  let sinDorsales: Bool

  static let definicion = DefinicionDeOrden(
    orden: .temporada, banderas: [.sinDorsales], opciones: [.nombre, .temporada],
    posicionales: [(.destino, true)]
  ) { a throws(ErrorDeUso) in
    NuevaTemporada(
      destino: a.posicionales[0], nombre: a.valores[.nombre], etiqueta: a.valores[.temporada],
      sinDorsales: a.tiene(.sinDorsales))
  }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    var limpio: String?
    var dada: String?
    for (opcion, valor) in [(NombreDeOpcion.nombre, nombre), (.temporada, etiqueta)] {
      guard let valor else { continue }
      switch Reglas.nombreDeLiga(valor) {
      case .success(let valido):
        if opcion == .nombre { limpio = valido } else { dada = valido }
      case .failure(.vacio): return Resultado(contexto.fallar(.valorVacio(opcion.rawValue)))
      case .failure(let error):
        contexto.fallar(.enOpcion(opcion.rawValue, .de(.nombreDeEquipo(error))))
        return Resultado(.datos)
      }
    }
    let nueva = contexto.liga(enRuta: destino)
    do throws(ErrorDeLiga) {
      let exportado = try liga.exportar()
      let documento: DocumentoTorneo
      do {
        documento = try DocumentoTorneo(bytes: exportado, ruta: liga.descripcion)
      } catch {
        throw .archivo(error)
      }
      // The label is never the old one: the one after it, else asked for, before anything
      // is made.
      let anterior = documento.temporada
      let siguiente = dada == nil ? anterior.flatMap { Reglas.temporada(siguienteA: $0) } : nil
      if dada == nil, siguiente == nil, let anterior {
        guard contexto.lector().esInteractivo else {
          contexto.fallar(.temporadaSinSiguiente(visible(anterior)))
          return Resultado(.datos)
        }
        guard let respuesta = preguntarTemporada(anterior: anterior, en: contexto) else {
          contexto.avisar(.cancelado)
          return Resultado(.cancelado)
        }
        dada = respuesta
      }
      let bytes: [UInt8]
      do {
        bytes = try documento.temporadaNueva(
          nombre: limpio, temporada: dada ?? siguiente, sinDorsales: sinDorsales)
      } catch {
        throw .archivo(error)
      }
      // Made first (a destination that cannot be a league, a folder, is said as one that
      // cannot be created); one that is there already is filled only if it has no teams,
      // and, under its lock, no matches.
      do {
        _ = try nueva.iniciar(ejemplo: false)
      } catch let error {
        guard case .almacen(.yaExiste) = error else { throw error }
        if try nueva.tieneEquipos() { throw .archivo(.yaExiste(ruta: nueva.descripcion)) }
      }
      // Where both are for good: the replay line must not depend on the folder it ran in.
      let temporada = Temporada(
        origen: liga.ubicacion, destino: nueva.ubicacion, nombre: limpio,
        sinDorsales: sinDorsales, equipos: documento.numeroDeEquipos,
        etiqueta: dada ?? siguiente, siguienteA: siguiente == nil ? nil : anterior)
      return contexto.cambiar(nueva, .temporada(bytes: bytes, temporada))
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }

  /// The new league's season label asked at a terminal (the old one's follows no rule), by
  /// the rules of `--temporada`; `nil` when the clerk gives up.
  private func preguntarTemporada(anterior: String, en contexto: Contexto) -> String? {
    let catalogo = contexto.catalogo
    let pregunta = catalogo.texto(.preguntaTemporada(anterior: visible(anterior)))
    let respuesta = contexto.lector().leer(
      Pregunta(
        etiqueta: { _ in pregunta },
        validar: { texto in
          guard case .failure(let error) = Reglas.nombreDeLiga(texto) else { return nil }
          return catalogo.texto(
            .enOpcion(catalogo.texto(.campoTemporada), .de(.nombreDeEquipo(error))))
        }))
    guard case .texto(let texto) = respuesta, case .success(let valida) = Reglas.nombreDeLiga(texto)
    else { return nil }
    return valida
  }
}
