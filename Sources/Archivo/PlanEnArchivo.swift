// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

/// Each operation as splices of the league's file, decided from the document read under the lock
/// (`ArchivoTorneo.cambiar`) and its journal: what `LigaEnArchivo` saves.
enum PlanEnArchivo {
  /// `decodificados`: rosters already decoded from these very bytes, by team position.
  static func plan(
    de operacion: Operacion, en documento: DocumentoTorneo, diario: DiarioLeido,
    decodificados: [Int: Equipo] = [:]
  ) throws(ErrorDeLiga) -> ArchivoTorneo.Plan? {
    switch operacion {
    case .anadir(_, let nombre), .importar(_, let nombre), .editar(_, let nombre, _, _),
      .quitar(_, let nombre, _):
      let (posicion, equipo) = try equipo(
        llamado: nombre, en: documento, decodificados: decodificados)
      guard let (cambio, k) = try Reglas.cambio(de: operacion, en: equipo) else { return nil }
      // The roster's index `k` as the document's (its players are a range of the file's).
      let jugador = documento.equipos[posicion].jugadores.lowerBound + (k ?? 0)
      let empalmes: [Empalme]
      switch cambio {
      case .anadido(let nuevo, _):
        empalmes = [documento.empalmes.insercion(de: [nuevo], enEquipo: posicion)]
      case .importado(let nuevos, _):
        empalmes = [documento.empalmes.insercion(de: nuevos, enEquipo: posicion)]
      case .editado(_, let nuevo, _):
        empalmes = documento.empalmes.edicion(deJugador: jugador, a: nuevo)
      case .quitado:
        empalmes = [documento.empalmes.eliminacion(deJugador: jugador, enEquipo: posicion)]
      case .equipoCreado, .deshecho, .equipoRenombrado, .equipoQuitado, .traspasado, .reemplazado,
        .ligaImportada, .temporadaIniciada, .rehecho:
        return nil
      }
      return .init(empalmes: empalmes, cambio: cambio)
    case .nuevoEquipo(let texto):
      let nombre = try Reglas.nombreDeEquipo(texto, entre: documento.nombresDeEquipos)
      return .init(
        empalmes: [documento.empalmes.insercion(deEquipo: nombre)], cambio: .equipoCreado(nombre))
    case .reemplazar(let nuevos, let nombre):
      let (posicion, equipo) = try equipo(llamado: nombre, en: documento)
      guard let reemplazo = try Reglas.reemplazo(de: nuevos, en: equipo) else { return nil }
      return .init(
        empalmes: [documento.empalmes.sustitucion(deJugadoresDe: posicion, por: reemplazo)],
        cambio: reemplazo.cambio)
    case .importarLiga(let plantillas):
      return try planDeLiga(plantillas, en: documento)
    case .temporada(let bytes, let temporada):
      // Only into a league without teams or matches (a new file is made empty first).
      guard documento.numeroDeEquipos == 0, Partidos.cuantos(en: documento.bytes) == 0 else {
        throw .archivo(.yaExiste(ruta: documento.ruta))
      }
      do {
        _ = try DocumentoTorneo(bytes: bytes, ruta: documento.ruta)
      } catch {
        throw .archivo(error)
      }
      return .init(
        empalmes: [Empalme(desde: 0, hasta: documento.bytes.count, texto: bytes)],
        cambio: .temporadaIniciada(temporada))
    case .deshacer(let numero):
      let entradas = try diario.lectura.todas()
      let objetivo = try Reversiones.aDeshacer(
        entradas, usuario: Sistema.usuarioActual(), numero: numero)
      return try revertir(
        objetivo, en: documento, diario: diario, entradas: entradas,
        como: .deshecho(numero: objetivo.numero, cambio: objetivo.cambio))
    case .rehacer:
      let entradas = try diario.lectura.todas()
      let (deshecho, original) = try Reversiones.aRehacer(
        entradas, usuario: Sistema.usuarioActual())
      return try revertir(
        deshecho, en: documento, diario: diario, entradas: entradas,
        como: .rehecho(numero: deshecho.numero, cambio: original))
    case .renombrarEquipo(let nombre, let texto):
      let posicion = try posicion(deEquipo: nombre, en: documento)
      var otros = documento.nombresDeEquipos
      let actual = otros.remove(at: posicion)
      guard let nuevo = try Reglas.renombre(de: actual, a: texto, entre: otros) else { return nil }
      let partidos = try Reglas.partidosDelRenombre(de: actual, a: nuevo, en: documento.bytes)
      return .init(
        empalmes: documento.empalmes.renombre(deEquipo: posicion, a: nuevo, partidos: partidos),
        cambio: .equipoRenombrado(actual, a: nuevo, partidos: partidos.count))
    case .quitarEquipo(let nombre, let vistos):
      let posicion = try posicion(deEquipo: nombre, en: documento)
      let cambio = try Reglas.retirada(
        de: documento.nombresDeEquipos[posicion],
        jugadores: documento.numeroDeJugadores(en: posicion), en: documento.bytes, vistos: vistos)
      return .init(empalmes: [documento.empalmes.eliminacion(deEquipo: posicion)], cambio: cambio)
    case .traspasar(let buscado, let nombre, let hacia, let dorsal, let visto):
      let (origen, deOrigen) = try equipo(llamado: nombre, en: documento)
      let (destino, deDestino) = try equipo(llamado: hacia, en: documento)
      let (cambio, k) = try Reglas.traspaso(
        de: buscado, en: deOrigen, a: deDestino, dorsal: dorsal, visto: visto)
      guard case .traspasado(_, let nuevo, _, _) = cambio else { return nil }
      let jugador = documento.equipos[origen].jugadores.lowerBound + k
      return .init(
        empalmes: documento.empalmes.traspaso(
          deJugador: jugador, enEquipo: origen, a: destino, como: nuevo),
        cambio: cambio)
    }
  }

  /// Takes `entrada` back (an undo) or an undo back (a redo) by its own splices: as they are
  /// when the league is exactly as it left it, else moved past the journal's later entries
  /// (`Empalme.trasladados`, through each one's splices), so that another clerk's later change
  /// elsewhere, even to another player of the same team, does not block it and every byte it
  /// restores is the one it took (unknown keys, the place in the roster). A later change to
  /// bytes it touches blocks it (`.cambiadaDesde`, naming that change), and so does a league
  /// changed by other means than the journal says (its fingerprints do not follow on) or
  /// splices that would leave a league or a roster the rules refuse. `cambio` is what the
  /// journal records.
  static func revertir(
    _ entrada: EntradaDeDiario, en documento: DocumentoTorneo, diario: DiarioLeido,
    entradas: [EntradaDeDiario], como cambio: Cambio
  ) throws(ErrorDeLiga) -> ArchivoTorneo.Plan {
    let despues = entradas.filter { $0.numero > entrada.numero }
    var empalmes = entrada.revertir
    if diario.huella != entrada.despues {
      // The journal must account for every change since: each entry's fingerprints follow on.
      let huellas = [entrada] + despues
      guard zip(huellas, huellas.dropFirst()).allSatisfy({ $0.despues == $1.antes }),
        despues.last?.despues == diario.huella
      else { throw .cambiadaDesde(entrada, por: nil) }
      // A later change inside what it restores blocks it, unless a later undo took that change
      // back (the bytes are then again as it left them).
      var dentro: [Int: EntradaDeDiario] = [:]
      for posterior in despues {
        guard let (movidos, tocado) = Empalme.trasladados(empalmes, tras: posterior.revertir)
        else { throw .cambiadaDesde(entrada, por: posterior) }
        empalmes = movidos
        if case .deshecho(let numero, _) = posterior.cambio, dentro[numero] != nil {
          dentro[numero] = nil
        } else if tocado {
          dentro[posterior.numero] = posterior
        }
      }
      if let primero = dentro.values.min(by: { $0.numero < $1.numero }) {
        throw .cambiadaDesde(entrada, por: primero)
      }
      guard Empalme.sonValidos(empalmes, tamano: documento.bytes.count),
        sigueValida(documento, con: empalmes)
      else { throw .cambiadaDesde(entrada, por: Reversiones.culpable(de: entrada, entre: despues)) }
    } else if !Empalme.sonValidos(empalmes, tamano: documento.bytes.count) {
      throw .cambiadaDesde(entrada, por: nil)
    }
    return .init(empalmes: empalmes, cambio: cambio)
  }

  /// Whether the league the splices give is one the rules accept. Splices inside teams (a
  /// roster's change): each such team's object after them, read as a league of its own, and
  /// its roster decoded (a name or number twice refused); any other (a team added or removed
  /// whole, the league's own members): the whole league read again, every roster decoded and
  /// no two teams' names equal by the team-name rule.
  private static func sigueValida(_ documento: DocumentoTorneo, con empalmes: [Empalme]) -> Bool {
    var porEquipo: [Int: [Empalme]] = [:]
    for empalme in empalmes {
      guard
        let k = documento.equipos.firstIndex(where: {
          $0.inicio < empalme.desde && empalme.hasta < $0.fin
        })
      else {
        let nuevo = try? DocumentoTorneo(
          bytes: aplicando(empalmes, a: documento.bytes), ruta: documento.ruta)
        // The team-name rule too: no two teams the same but for case, spacing or accents.
        return nuevo.map { nuevo in
          Set(nuevo.nombresDeEquipos.map(Reglas.claveDeEquipo)).count == nuevo.numeroDeEquipos
            && nuevo.equipos.indices.allSatisfy { (try? nuevo.equipo(en: $0)) != nil }
        } ?? false
      }
      let inicio = documento.equipos[k].inicio
      porEquipo[k, default: []].append(
        Empalme(desde: empalme.desde - inicio, hasta: empalme.hasta - inicio, texto: empalme.texto))
    }
    for (k, propios) in porEquipo {
      let equipo = documento.equipos[k]
      let objeto = aplicando(propios, a: Array(documento.bytes[equipo.inicio..<equipo.fin]))
      let sola = Array(#"{"equipos": ["#.utf8) + objeto + Array("]}\n".utf8)
      guard let leida = try? DocumentoTorneo(bytes: sola, ruta: documento.ruta),
        leida.numeroDeEquipos == 1, (try? leida.equipo(en: 0)) != nil
      else { return false }
    }
    return true
  }

  /// The position of the team with that name, or `.equipoDesconocido` with the closest one.
  static func posicion(deEquipo nombre: String, en documento: DocumentoTorneo)
    throws(ErrorDeLiga) -> Int
  {
    guard let posicion = documento.posicionDeEquipo(llamado: nombre) else {
      throw .equipoDesconocido(nombre, sugerencia: documento.sugerencia(para: nombre))
    }
    return posicion
  }
  /// A whole-league import: the rules decide (`Reglas.cambio(deLiga:)`), then each team's rows
  /// are inserted (a new team first added at the end), each step on the bytes of the one
  /// before, and the whole is one splice (`Empalme.diferencia`).
  static func planDeLiga(_ plantillas: [PlantillaDeLiga], en documento: DocumentoTorneo)
    throws(ErrorDeLiga) -> ArchivoTorneo.Plan?
  {
    let cambio = try Reglas.cambio(
      deLiga: plantillas,
      equipo: { nombre throws(ErrorDeLiga) in
        guard let posicion = documento.posicionDeEquipo(llamado: nombre) else { return nil }
        do throws(ErrorArchivo) {
          return try documento.equipo(en: posicion)
        } catch {
          throw .archivo(error)
        }
      },
      parecidos: { _ throws(ErrorDeLiga) in documento.nombresDeEquipos })
    guard let cambio, case .ligaImportada(let resueltas, _) = cambio else { return nil }
    var actual = documento
    do throws(ErrorArchivo) {
      for plantilla in resueltas {
        var posicion = actual.nombresDeEquipos.firstIndex(of: plantilla.equipo)
        if posicion == nil {
          actual = try DocumentoTorneo(
            bytes: aplicando(
              [actual.empalmes.insercion(deEquipo: plantilla.equipo)], a: actual.bytes),
            ruta: documento.ruta)
          posicion = actual.numeroDeEquipos - 1
        }
        guard let posicion, !plantilla.jugadores.isEmpty else { continue }
        actual = try DocumentoTorneo(
          bytes: aplicando(
            [actual.empalmes.insercion(de: plantilla.jugadores, enEquipo: posicion)],
            a: actual.bytes),
          ruta: documento.ruta)
      }
    } catch {
      throw .archivo(error)
    }
    return .init(
      empalmes: [Empalme.diferencia(de: documento.bytes, a: actual.bytes)], cambio: cambio)
  }

  /// The team of that name in the document, its roster decoded (or taken from
  /// `decodificados`, rosters decoded from the same bytes).
  static func equipo(
    llamado nombre: String, en documento: DocumentoTorneo, decodificados: [Int: Equipo] = [:]
  ) throws(ErrorDeLiga) -> (posicion: Int, equipo: Equipo) {
    let posicion = try posicion(deEquipo: nombre, en: documento)
    if let equipo = decodificados[posicion] { return (posicion, equipo) }
    do {
      return (posicion, try documento.equipo(en: posicion))
    } catch {
      throw .archivo(error)
    }
  }
}
