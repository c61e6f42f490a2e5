// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import Formatos
import Formulario
import Glibc
import Servidor
import Textos
import Torneo

/// A season's roster work: find, the free numbers, a roster replaced from a spreadsheet, a
/// whole league imported, the next season started.
extension Aplicacion {
  /// `buscar`: the teams, then the players, whose name holds the text ignoring case and
  /// accents (`NombreDeJugador.claveSinAcentos`), in league order. Nothing found: no output,
  /// status 1 (grep's), and a line for the person at a terminal.
  func buscar(_ liga: any Liga, _ texto: String, json: Bool) -> CodigoDeSalida {
    let torneo: Torneo
    do {
      torneo = try liga.torneo()
    } catch {
      return fallar(error)
    }
    let buscado = NombreDeJugador.claveSinAcentos(texto)
    func coincide(_ nombre: String) -> Bool {
      buscado.isEmpty || NombreDeJugador.claveSinAcentos(nombre).contains(buscado)
    }
    let equipos = torneo.equipos.filter { coincide($0.nombre) }
    let jugadores = torneo.equipos.flatMap { equipo in
      equipo.jugadores.filter { coincide($0.nombre) }.map { (jugador: $0, equipo: equipo.nombre) }
    }
    if json {
      let filas =
        equipos.map {
          "{\"equipo\": \(TextoJSON.cadena($0.nombre)), \"jugadores\": \($0.jugadores.count)}"
        }
        + jugadores.map {
          "{\"nombre\": \(TextoJSON.cadena($0.jugador.nombre))"
            + ($0.jugador.dorsal.map { ", \"dorsal\": \($0)" } ?? "")
            + ", \"equipo\": \(TextoJSON.cadena($0.equipo))}"
        }
      salida.escribir(TextoJSON.lista(filas) + "\n")
    } else {
      for equipo in equipos {
        salida.escribir(
          catalogo.texto(
            .equipoEncontrado(visible(equipo.nombre), jugadores: equipo.jugadores.count))
            + "\n")
      }
      for (jugador, equipo) in jugadores {
        salida.escribir(jugador.enLista + " · " + visible(equipo) + "\n")
      }
    }
    guard equipos.isEmpty, jugadores.isEmpty else { return .hecho }
    if entorno.esTerminal { avisar(.nadaCoincide(visible(texto))) }
    return .ninguno
  }

  /// `libres`: the numbers nobody on the team wears, as runs (`Catalogos.rangos`, the one way
  /// free numbers are written).
  func libres(_ liga: any Liga, equipo nombre: String) -> CodigoDeSalida {
    let equipo: Equipo
    do {
      equipo = try liga.equipo(llamado: nombre)
    } catch {
      return fallar(error)
    }
    let libres = equipo.dorsalesLibres
    if libres.isEmpty {
      if entorno.esTerminal { avisar(.ningunDorsalLibre) }
    } else {
      salida.escribir(Catalogos.rangos(libres) + "\n")
    }
    return .hecho
  }

  /// `importar EQUIPO --reemplazar`: the rows (checked by `importar`, among themselves) become
  /// the roster in one change; `--comprobar` prints the plan, a line per player added, changed,
  /// removed, and one for a new order, and writes nothing.
  func reemplazarPlantilla(
    _ liga: any Liga, _ equipo: Equipo, _ jugadores: [Jugador], soloComprobar: Bool
  ) -> CodigoDeSalida {
    if soloComprobar {
      let reemplazo: Reemplazo?
      do {
        reemplazo = try Reglas.reemplazo(de: jugadores, en: equipo)
      } catch {
        return fallar(error)
      }
      guard let reemplazo,
        case .reemplazado(_, _, let anadidos, let cambiados, let quitados, let movidos) =
          reemplazo.cambio
      else {
        salida.escribir(catalogo.texto(.sinCambios) + "\n")
        return .hecho
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
      return .hecho
    }
    return cambiar(liga, .reemplazar(jugadores, equipo: equipo.nombre))
  }

  /// `importar ARCHIVO`: a whole league's CSV (`equipo,nombre,dorsal`, what `exportar` writes)
  /// into this league, creating the teams it names that do not exist, all or nothing, in one
  /// change.
  func importarLiga(_ liga: any Liga, archivo: String?, soloComprobar: Bool, separador: UInt8?)
    -> CodigoDeSalida
  {
    if archivo == nil, entradaEnUso {
      fallar(.importarSinArchivo)
      return .uso
    }
    let leida = leerParaImportar(
      liga, archivo: archivo, separador: separador, soloComprobar: soloComprobar
    ) { () throws(ErrorDeLiga) in try liga.torneo() }
    guard case (let torneo, let lectura)? = leida.datos else { return leida.codigo }
    let plantillas: [PlantillaDeLiga]
    switch ImportacionDeLiga.plantillas(de: lectura.registros, en: torneo) {
    case .validas(let validas):
      plantillas = validas
    case .noValidas(let fallos):
      informar(fallos, archivo: archivo)
      return .datos
    }
    let existentes = Set(torneo.equipos.map(\.nombre))
    let nuevos = plantillas.filter { !existentes.contains($0.equipo) }.count
    let cuantos = plantillas.reduce(0) { $0 + $1.jugadores.count }
    if cuantos == 0, nuevos == 0 {
      salida.escribir(catalogo.texto(.nadaQueImportar(archivo.map(visible))) + "\n")
      return .hecho
    }
    if soloComprobar {
      let filas = plantillas.lazy.flatMap { plantilla in
        plantilla.jugadores.lazy.map { ($0, equipo: Optional(plantilla.equipo)) }
      }
      mostrar(
        lectura, columnas: ImportacionDeLiga.columnas, filas: Array(filas.prefix(filasMostradas)),
        total: cuantos)
      salida.escribir(
        catalogo.texto(
          .ligaImportada(
            jugadores: cuantos, equipos: plantillas.count, nuevos: nuevos, comprobado: true))
          + "\n")
      return .hecho
    }
    do {
      return try guardar(
        liga, .importarLiga(plantillas), sinCambios: .nadaQueImportar(archivo.map(visible)))
    } catch .equipo, .equipoRepetido {
      // Someone changed the league between the first reading and the lock.
      fallar(.conflictoAlGuardar)
      return .datos
    } catch {
      return fallar(error)
    }
  }

  /// `temporada DESTINO`: a new league at DESTINO (a file or a server) made from this one
  /// (`DocumentoTorneo.temporadaNueva`: same teams and players and their unknown keys, no
  /// matches, its season label `etiqueta` or the one after this one's), through the
  /// destination's own change: an empty league is made there first if there is none
  /// (`iniciar`), then filled in one journaled change that names where it came from (both by
  /// their real path, `Liga.ubicacion`), refused if the league there has teams or matches.
  func temporada(
    de liga: any Liga, a destino: String, nombre: String?, etiqueta: String?, sinDorsales: Bool
  ) -> CodigoDeSalida {
    var limpio: String?
    var dada: String?
    for (opcion, valor) in [(NombreDeOpcion.nombre, nombre), (.temporada, etiqueta)] {
      guard let valor else { continue }
      switch Reglas.nombreDeLiga(valor) {
      case .success(let valido):
        if opcion == .nombre { limpio = valido } else { dada = valido }
      case .failure(.vacio): return fallar(.valorVacio(opcion.rawValue))
      case .failure(let error):
        fallar(.enOpcion(opcion.rawValue, .de(.nombreDeEquipo(error))))
        return .datos
      }
    }
    let nueva = self.liga(enRuta: destino)
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
        guard lector().esInteractivo else {
          fallar(.temporadaSinSiguiente(visible(anterior)))
          return .datos
        }
        guard let respuesta = preguntarTemporada(anterior: anterior) else {
          avisar(.cancelado)
          return .cancelado
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
      return cambiar(nueva, .temporada(bytes: bytes, temporada))
    } catch {
      return fallar(error)
    }
  }

  /// The new league's season label asked at a terminal (the old one's follows no rule), by
  /// the rules of `--temporada`; `nil` when the clerk gives up.
  private func preguntarTemporada(anterior: String) -> String? {
    let catalogo = self.catalogo
    let pregunta = catalogo.texto(.preguntaTemporada(anterior: visible(anterior)))
    let respuesta = lector().leer(
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
