// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos

/// The help a person reads at the terminal, made from each command's declaration (its usage
/// and options) and its documentation in the catalog's language (its words): `--help`,
/// `ayuda ORDEN`, the general help's list and the interactive mode's. The manual and README's
/// table come from the same two (`Documentos`).
extension DefinicionDeOrden {
  /// Each usage's words after `marcador NAME`, one list per shape (`formas`): the positionals
  /// (`[EQUIPO]` when optional), the options with a value, then the flags (`[--comprobar]`;
  /// options that exclude each other as one group, `[--dorsal DORSAL | --sin-dorsal]`, where
  /// the first of them stands), then `[--torneo RUTA]` when it reads a league and `torneo`.
  func usos(en catalogo: any Catalogo, torneo: Bool = true) -> [[String]] {
    let texto = catalogo.texto(deOpcion:)
    let todas =
      formas.isEmpty ? [Forma(posicionales: posicionales, opciones: opciones + banderas)] : formas
    return todas.map { forma in
      var palabras = forma.posicionales.map { p in
        p.obligatorio
          ? catalogo.texto(.argumento(p.nombre))
          : "[" + catalogo.texto(.argumento(p.nombre)) + "]"
      }
      for opcion in forma.opciones {
        guard let grupo = excluyentes.first(where: { $0.contains(opcion) }) else {
          palabras.append("[" + texto(opcion) + "]")
          continue
        }
        if grupo.first == opcion {
          palabras.append("[" + grupo.map(texto).joined(separator: " | ") + "]")
        }
      }
      if leeTorneo, torneo { palabras.append("[" + texto(.torneo) + "]") }
      return palabras
    }
  }

  /// `Uso: marcador anadir [EQUIPO] …`, each shape wrapped at 80 columns under its first
  /// argument, and a line for each alias (`marcador añadir …`).
  func uso(en catalogo: any Catalogo) -> String {
    let margen = String(repeating: " ", count: catalogo.tituloDeUso.count + 1)
    let lineas = usos(en: catalogo).enumerated().flatMap { k, palabras in
      let cabeza = (k == 0 ? catalogo.tituloDeUso + " " : margen) + "marcador " + nombre
      var lineas = Parrafo.partir(
        palabras, ancho: 80, primera: cabeza.count + 1, sangria: cabeza.count + 1)
      lineas[0] = cabeza + " " + lineas[0].dropFirst(cabeza.count + 1)
      return lineas
    }
    return (lineas + alias.map { margen + "marcador " + $0 + " …" }).joined(separator: "\n")
  }

  /// `marcador ORDEN --help`: its usage, its documentation's paragraphs, its table of options,
  /// its examples.
  func ayuda(en catalogo: any Catalogo) -> String {
    let documentacion = catalogo.documentacion(de: orden)
    var partes = [uso(en: catalogo)]
    partes += documentacion.parrafos.map { Parrafo.partir($0, ancho: 80).joined(separator: "\n") }
    partes.append(catalogo.tablaDeOpciones(opcionesDeAyuda, de: orden))
    switch documentacion.ejemplos.count {
    case 0: break
    case 1: partes.append(catalogo.texto(.tituloDeEjemplos(1)) + " " + documentacion.ejemplos[0])
    default:
      partes.append(
        ([catalogo.texto(.tituloDeEjemplos(documentacion.ejemplos.count))]
          + documentacion.ejemplos.map { "  " + $0 }).joined(separator: "\n"))
    }
    return partes.joined(separator: "\n\n") + "\n"
  }

  /// `marcador --help`: the general help around the list of the commands a person types,
  /// each usage beside its one line.
  static func ayudaGeneral(en catalogo: any Catalogo) -> String {
    catalogo.texto(
      .ayudaGeneral(ordenes: lista(en: catalogo, columna: 34), opciones: opcionesDeLaAyuda))
  }

  /// The interactive mode's `ayuda` around the same list, in narrower columns.
  static func ayudaInteractiva(en catalogo: any Catalogo, conEditor: Bool) -> String {
    catalogo.texto(
      .ayudaInteractiva(ordenes: lista(en: catalogo, columna: 26), conEditor: conEditor))
  }

  /// Every command a person types, each shape of its usage (without `--torneo`, which all
  /// take) and, beside the first, its one line from `columna` on.
  private static func lista(en catalogo: any Catalogo, columna: Int) -> String {
    deUso.flatMap { definicion in
      let usos = definicion.usos(en: catalogo, torneo: false).map {
        ([definicion.nombre] + $0).joined(separator: " ")
      }
      let resumen = catalogo.documentacion(de: definicion.orden).resumen
      let alias = definicion.alias.isEmpty ? "" : " " + catalogo.texto(.tambien(definicion.alias))
      return [Parrafo.columnas(usos[0], resumen + alias, columna: columna)]
        + usos.dropFirst().map {
          Parrafo.partir($0, ancho: 80, primera: 2, sangria: 4).joined(separator: "\n")
        }
    }.joined(separator: "\n")
  }
}
