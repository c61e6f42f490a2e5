// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LlamadasAlSistema
import Textos
import Torneo

/// `importar`: the rows of a CSV file (or standard input) into a team, all or nothing, in one
/// change (with `reemplazar`, the roster becomes the file's). Every invalid row is reported
/// as `ARCHIVO:N: Campo: mensaje`. One positional that names no team but a file (or `-`) is
/// a whole league's CSV (`importarLiga`), which `reemplazar` cannot take (a usage error); one
/// that names neither is said to be neither.
struct Importar: OrdenDeclarada {
  let equipo: String
  /// `nil`: standard input.
  let archivo: String?
  let soloComprobar: Bool
  let reemplazar: Bool
  let separador: UInt8?

  // One positional that names no team is a whole league's CSV (`-`: standard input).
  static let definicion = DefinicionDeOrden(
    orden: .importar, banderas: [.reemplazar, .comprobar], opciones: [.separador],
    posicionales: [(.equipo, true), (.archivo, false)],
    formas: [
      DefinicionDeOrden.Forma(
        posicionales: [(.equipo, true), (.archivo, false)],
        opciones: [.reemplazar, .comprobar, .separador]),
      DefinicionDeOrden.Forma(
        posicionales: [(.archivo, true)], opciones: [.comprobar, .separador]),
    ]
  ) { a throws(ErrorDeUso) in
    let separador = try a.valores[.separador].map { texto throws(ErrorDeUso) in
      guard let byte = CSV.separador(de: texto) else { throw .separadorNoValido(texto) }
      return byte
    }
    return Importar(
      equipo: a.posicionales[0], archivo: a.posicional(1).flatMap { $0 == "-" ? nil : $0 },
      soloComprobar: a.tiene(.comprobar), reemplazar: a.tiene(.reemplazar), separador: separador)
  }

  func correr(en contexto: Contexto) -> Resultado {
    let liga = contexto.liga()
    let nombre = equipo
    if archivo == nil {
      do throws(ErrorDeLiga) {
        _ = try liga.equipo(llamado: nombre)
      } catch .equipoDesconocido(_, let sugerencia) {
        guard Importar.esEntrada(nombre) else {
          contexto.fallar(.importarDesconocido(nombre, sugerencia: sugerencia))
          return Resultado(.datos)
        }
        if reemplazar {
          contexto.fallar(.frases([.reemplazarSinEquipo(archivo: nombre), .pruebaAyuda]))
          return Resultado(.uso)
        }
        return importarLiga(liga, archivo: nombre == "-" ? nil : nombre, en: contexto)
      } catch {
        // Said below, where a team's import says it.
      }
    }
    // The interactive mode reads its commands from standard input, ahead of time.
    if archivo == nil, contexto.lectores.enUso {
      contexto.fallar(.importarSinArchivo)
      return Resultado(.uso)
    }
    // The team first: a mistyped name must not cost the rows typed after it.
    let leida = leer(liga, equipo: nombre, archivo: archivo, en: contexto) {
      () throws(ErrorDeLiga) in
      try liga.equipo(llamado: nombre)
    }
    guard case (let equipo, let lectura)? = leida.datos else { return Resultado(leida.codigo) }
    // Rows that replace the roster are checked among themselves (numbers may swap); rows
    // added to it, against it.
    let jugadores: [Jugador]
    switch ImportacionDeJugadores.jugadores(
      de: lectura, en: reemplazar ? Equipo(nombre: equipo.nombre) : equipo)
    {
    case .validas(let validos):
      jugadores = validos
    case .noValidas(let fallos):
      informar(fallos, archivo: archivo, en: contexto)
      return Resultado(.datos)
    }
    let catalogo = contexto.catalogo
    // No rows is never «remove everyone»: a roster is emptied one `quitar` at a time.
    if jugadores.isEmpty {
      contexto.salida.escribir(catalogo.texto(.nadaQueImportar(archivo.map(visible))) + "\n")
      return Resultado(.hecho)
    }
    if soloComprobar {
      mostrar(
        lectura, columnas: [.nombre, .dorsal],
        filas: reemplazar ? [] : jugadores.prefix(filasMostradas).map { ($0, nil) },
        total: reemplazar ? 0 : jugadores.count, en: contexto)
    }
    if reemplazar { return reemplazarPlantilla(liga, equipo, jugadores, en: contexto) }
    if soloComprobar {
      contexto.salida.escribir(
        catalogo.texto(.importacionComprobada(jugadores.count, equipo: visible(equipo.nombre)))
          + "\n")
      return Resultado(.hecho)
    }
    do {
      return try contexto.guardar(
        liga, .importar(jugadores, equipo: equipo.nombre),
        sinCambios: .nadaQueImportar(archivo.map(visible)))
    } catch .equipo {
      // Someone changed the roster between the first reading and the lock: the rows that no
      // longer fit it, with their lines, as if the file had been read now.
      if let ahora = try? liga.equipo(llamado: equipo.nombre),
        case .noValidas(let fallos) = ImportacionDeJugadores.jugadores(de: lectura, en: ahora)
      {
        informar(fallos, archivo: archivo, en: contexto)
      }
      contexto.fallar(.conflictoAlGuardar)
      return Resultado(.datos)
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }

  /// Whether `texto` names something an import can read: standard input (`-`) or a file that
  /// is there.
  static func esEntrada(_ texto: String) -> Bool { texto == "-" || Sistema.existe(texto) }

  /// `importar EQUIPO --reemplazar`: the rows (checked among themselves) become the roster in
  /// one change; `--comprobar` prints the plan, a line per player added, changed, removed, and
  /// one for a new order, and writes nothing.
  private func reemplazarPlantilla(
    _ liga: any Liga, _ equipo: Equipo, _ jugadores: [Jugador], en contexto: Contexto
  ) -> Resultado {
    guard soloComprobar else {
      return contexto.cambiar(liga, .reemplazar(jugadores, equipo: equipo.nombre))
    }
    let reemplazo: Reemplazo?
    do {
      reemplazo = try Reglas.reemplazo(de: jugadores, en: equipo)
    } catch {
      return Resultado(contexto.fallar(error))
    }
    let salida = contexto.salida
    let catalogo = contexto.catalogo
    guard let reemplazo,
      case .reemplazado(_, _, let anadidos, let cambiados, let quitados, let movidos) =
        reemplazo.cambio
    else {
      salida.escribir(catalogo.texto(.sinCambios) + "\n")
      return Resultado(.hecho)
    }
    for fila in reemplazo.filas {
      if let k = fila.origen {
        if equipo.jugadores[k] != fila.jugador {
          salida.escribir(
            catalogo.texto(.plan(cambiado: equipo.jugadores[k], a: fila.jugador)) + "\n")
        }
      } else {
        salida.escribir(catalogo.texto(.plan(anadido: fila.jugador)) + "\n")
      }
    }
    for k in reemplazo.quitados {
      salida.escribir(catalogo.texto(.plan(quitado: equipo.jugadores[k])) + "\n")
    }
    if movidos > 0 { salida.escribir(catalogo.texto(.planOrden(movidos: movidos)) + "\n") }
    salida.escribir(
      catalogo.texto(
        .reemplazoComprobado(
          equipo: visible(equipo.nombre), anadidos: anadidos, cambiados: cambiados,
          quitados: quitados, movidos: movidos)) + "\n")
    return Resultado(.hecho)
  }
}
