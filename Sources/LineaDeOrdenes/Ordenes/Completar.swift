// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import Consola
import Formatos
import Servidor
import Textos
import Torneo

/// `completar QUE …`, for shell completion scripts: a league missing or broken has no
/// candidates, and says nothing on standard error.
struct Completar: OrdenDeclarada {
  enum Que: Equatable {
    /// `corte`: the start of `prefijo` bash keeps, which each name is written without.
    case equipos(prefijo: String, bash: Shell.Comilla?, corte: String)
    case jugadores(equipo: String, prefijo: String, bash: Shell.Comilla?, corte: String)
    case ordenes
    case opciones(orden: String)
    /// A command's positionals, one per line (for tests that check the scripts).
    case argumentos(orden: String)
  }

  let que: Que

  static let definicion = DefinicionDeOrden(
    orden: .completar, banderas: [.escapar], opciones: [.comilla, .corte],
    posicionales: [(.que, true), (.prefijo, false), (.mas, false)], deUso: false
  ) { a throws(ErrorDeUso) in
    // For bash: --escapar a bare word, --comilla \" or ' one after that quote.
    let bash: Shell.Comilla? =
      switch a.valores[.comilla] {
      case "\"": .doble
      case "'": .simple
      default: a.tiene(.escapar) ? .ninguna : nil
      }
    // --corte: what bash keeps before the word readline completes (after a `=` or `:`).
    let corte = a.valores[.corte] ?? ""
    switch a.posicionales[0] {
    case "equipos":
      return Completar(que: .equipos(prefijo: a.posicional(1) ?? "", bash: bash, corte: corte))
    case "jugadores":
      return Completar(
        que: .jugadores(
          equipo: a.posicional(1) ?? "", prefijo: a.posicional(2) ?? "", bash: bash,
          corte: corte))
    case "ordenes": return Completar(que: .ordenes)
    case "opciones": return Completar(que: .opciones(orden: a.posicional(1) ?? ""))
    case "argumentos": return Completar(que: .argumentos(orden: a.posicional(1) ?? ""))
    default: throw .ordenDesconocida(a.posicionales[0])
    }
  }

  var usaLaLiga: Bool { false }

  func correr(en contexto: Contexto) -> Resultado {
    let salida = contexto.salida
    let catalogo = contexto.catalogo
    switch que {
    case .equipos(let prefijo, let bash, let corte):
      Completar.escribir(equipos(prefijo, en: contexto), bash: bash, corte: corte, en: salida)
    case .jugadores(let equipo, let prefijo, let bash, let corte):
      // A number being typed: the numbers worn too, each with its player's name as the
      // description zsh and fish show.
      let liga = contexto.liga()
      let numeros = Completar.dorsales(queEmpiezan: prefijo, enEquipo: equipo, en: liga)
      Completar.escribir(
        liga.candidatos(deJugador: prefijo, enEquipo: equipo),
        numeros.map { (numero: $0.texto, jugador: $0.jugador.nombre) }, bash: bash, corte: corte,
        en: salida)
    case .ordenes:
      for definicion in DefinicionDeOrden.deUso {
        for nombre in [definicion.nombre] + definicion.alias {
          salida.escribir(
            nombre + "\t" + catalogo.documentacion(de: definicion.orden).resumen + "\n")
        }
      }
    case .opciones(let orden):
      let definicion = DefinicionDeOrden.buscar(orden)
      // That command's `--help` table, from the one place both take it, and the globals.
      let opciones =
        (definicion?.opcionesDeAyuda ?? DefinicionDeOrden.opcionesGlobales + [.help])
        + [.version, .accesible]
      for opcion in opciones {
        let descripcion = catalogo.descripcion(deOpcion: opcion, en: definicion?.orden)
        salida.escribir(opcion.rawValue + "\t" + descripcion + "\n")
      }
    case .argumentos(let orden):
      for posicional in DefinicionDeOrden.buscar(orden)?.posicionales ?? [] {
        salida.escribir(posicional.nombre.palabra + "\n")
      }
    }
    return Resultado(.hecho)
  }

  /// The team names that start with `prefijo` (ignoring case, spacing and accents:
  /// `NombreDeJugador.claveSinAcentos`). Never fails: a missing or broken file simply has no
  /// candidates, and names holding control characters are never offered.
  ///
  /// The names come from a cache in `${XDG_CACHE_HOME:-~/.cache}/marcador` when it matches the
  /// file (see `CacheDeEquipos`), else from reading the file, which refreshes the cache.
  private func equipos(_ prefijo: String, en contexto: Contexto) -> [String] {
    let entorno = contexto.entorno
    let ruta = entorno.rutaDelTorneo(contexto.torneo)
    // The server answers from its index: no cache to keep fresh.
    if URLDeServidor.esURL(ruta) { return contexto.liga().candidatos(deEquipo: prefijo) }
    let cache = CacheDeEquipos(
      para: ruta,
      en: entorno.carpetaXDG("XDG_CACHE_HOME", porDefecto: ".cache") + "/marcador")
    if let candidatos = cache.candidatos(de: ruta, prefijo: prefijo) { return candidatos }
    guard let documento = try? ArchivoTorneo(ruta: ruta).leer() else { return [] }
    let ofrecibles = documento.nombresDeEquipos.filter {
      !NombreDeJugador.tieneCaracteresNoValidos($0)
    }
    let pares = ofrecibles.map { (clave: NombreDeJugador.claveSinAcentos($0), nombre: $0) }
    cache.guardar(pares, de: ruta)
    let buscado = NombreDeJugador.claveDePrefijo(prefijo)
    return pares.filter { $0.clave.hasPrefix(buscado) }.map(\.nombre)
  }

  /// The numbers TAB offers for a player of `equipo` after `prefijo`
  /// (`Equipo.dorsales(queEmpiezan:)`); the roster is read only when a number is being typed.
  /// None when the league does not answer.
  static func dorsales(queEmpiezan prefijo: String, enEquipo equipo: String, en liga: any Liga)
    -> [(texto: String, jugador: Jugador)]
  {
    guard prefijo.first.map({ $0 == "#" || $0.isASCII && $0.isNumber }) == true,
      let equipo = try? liga.equipo(llamado: equipo)
    else { return [] }
    return equipo.dorsales(queEmpiezan: prefijo)
  }

  /// Completion candidates, one a line, each as bash inserts it after `bash`
  /// (`Shell.palabraDeBash`) or else as it is, then the `numeros` worn, each with its player's
  /// name after a tab (the description zsh and fish show; bash gets the number alone). A name
  /// holding characters no name may hold is never offered. For bash, each word without its
  /// first `corte.count` characters: readline completes the word after a word break (`=`,
  /// `:`), and what the line holds before it stays.
  private static func escribir(
    _ nombres: [String], _ numeros: [(numero: String, jugador: String)] = [],
    bash: Shell.Comilla?, corte: String, en salida: any Salida
  ) {
    let lineas =
      nombres.map { (palabra: $0, nombre: $0, descripcion: "") }
      + numeros.map { (palabra: $0.numero, nombre: $0.jugador, descripcion: "\t" + $0.jugador) }
    for (palabra, nombre, descripcion) in lineas
    where !NombreDeJugador.tieneCaracteresNoValidos(nombre) {
      let texto =
        bash.map { Shell.palabraDeBash(String(palabra.dropFirst(corte.count)), tras: $0) }
        ?? palabra + descripcion
      salida.escribir(texto + "\n")
    }
  }
}
