// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import Consola
import Formatos
import LineaDeEdicion
import Textos
import Torneo

/// TAB in the interactive mode, on one league: what the words of a line complete to, and how a
/// name is written back so that those words read it again.
struct CompletadoInteractivo {
  let liga: any Liga
  /// The team names that start with a text (the interactive mode keeps them while its watcher
  /// follows the league).
  let equiposQueEmpiezan: (String) -> [String]

  /// The candidates for the line before the cursor: the command word first; then a team name after a command
  /// that takes one, and a player name after the team for `editar`, `quitar` and `traspasar`
  /// (after the team and a space, every player), and `traspasar`'s destination after the
  /// player. Names go in as they are, as in the wizard's team field
  /// (see `protegido`).
  func completar(_ antes: String) -> Completado {
    let letras = Array(antes)
    guard let espacio = letras.firstIndex(where: \.isWhitespace) else {
      let nombres = DefinicionDeOrden.deUso.flatMap { [$0.nombre] + $0.alias } + Interprete.propias
      return Completado(
        desde: 0, candidatos: nombres.filter { $0.hasPrefix(antes) }, sufijoSiUnico: " ")
    }
    let orden = String(letras[..<espacio])
    guard let definicion = DefinicionDeOrden.buscar(orden), definicion.deUso else {
      return Completado(desde: letras.count, candidatos: [])
    }
    if definicion.orden == .buscar { return completarBusqueda(letras, tras: espacio) }
    guard definicion.primeroEsEquipo else { return completarRuta(letras, de: definicion) }
    var desde = espacio
    while desde < letras.count, letras[desde].isWhitespace { desde += 1 }
    // What was typed, as the words it stands for (a completed name holds escapes).
    func sinEscapes(_ parte: ArraySlice<Character>) -> String {
      palabras(de: String(parte)).map(\.texto).joined(separator: " ")
    }
    // `anadir`'s team is one the clerk changes: TAB offers those alone, as in its form.
    let equiposDeLaOrden: (String) -> [String] =
      definicion.orden == .anadir
      ? { prefijo in liga.paraCambiar { liga.candidatos(deEquipo: prefijo) } } : equiposQueEmpiezan
    let sigueJugador = definicion.posicionales.dropFirst().first?.nombre == .jugador
    // `importar`: the team's CSV after the team; alone, a whole league's CSV instead of one.
    let sigueArchivo = definicion.posicionales.dropFirst().first?.nombre == .archivo
    if let (comilla, prefijo) = CompletadoInteractivo.comillaAbierta(letras[desde...]) {
      let equipos = equiposDeLaOrden(prefijo)
      return Completado(
        desde: desde, candidatos: equipos.map { CompletadoInteractivo.entreComillas($0, comilla) },
        mostrados: equipos, sufijoSiUnico: definicion.posicionales.count >= 2 ? " " : "")
    }
    let texto = sinEscapes(letras[desde...])
    var equipos = equiposDeLaOrden(texto)
    if letras.last?.isWhitespace == true {
      // A whole team name and a space: the space ends the team (TAB must not take it back),
      // and where a player or a file comes next, that is what TAB offers; a longer team the
      // name begins («Rayo FC B») only where nothing follows.
      let clave = NombreDeJugador.clave(texto)
      let entero = equipos.contains { NombreDeJugador.clave($0) == clave }
      let sigueOtro = entero && (sigueJugador || sigueArchivo)
      equipos.removeAll { sigueOtro || NombreDeJugador.clave($0) == clave }
    }
    let archivos = sigueArchivo ? Rutas.candidatas(texto) : []
    if !equipos.isEmpty || !archivos.isEmpty || !(sigueJugador || sigueArchivo) {
      let unicos =
        definicion.posicionales.count >= 2
          && !(equipos.isEmpty && archivos.first?.hasSuffix("/") == true) ? " " : ""
      return Completado(
        desde: desde,
        candidatos: equipos.map(CompletadoInteractivo.protegido)
          + archivos.map(CompletadoInteractivo.protegidaComoRuta),
        mostrados: equipos + archivos, sufijoSiUnico: unicos)
    }
    // After a whole team name: the player.
    let todos = equiposQueEmpiezan("")
    for corte in stride(from: letras.count - 1, to: desde, by: -1) where letras[corte] == " " {
      let equipo = sinEscapes(letras[desde..<corte])
      guard let k = NombreDeJugador.posicion(de: equipo, en: todos) else { continue }
      let nombre = todos[k]
      if sigueArchivo {
        return CompletadoInteractivo.rutas(sinEscapes(letras[(corte + 1)...]), desde: corte + 1)
      }
      if let (comilla, prefijo) = CompletadoInteractivo.comillaAbierta(letras[(corte + 1)...]) {
        let jugadores = candidatos(deJugador: prefijo, enEquipo: nombre)
        return Completado(
          desde: corte + 1,
          candidatos: jugadores.map { CompletadoInteractivo.entreComillas($0.texto, comilla) },
          mostrados: jugadores.map(\.mostrado))
      }
      // After a whole player (a name or a number: the look-up's), `traspasar`'s destination.
      if definicion.posicionales.dropFirst(2).first?.nombre == .equipoDestino,
        let equipo = try? liga.equipo(llamado: nombre)
      {
        for segundo in stride(from: letras.count - 1, to: corte + 1, by: -1)
        where letras[segundo] == " "
          && (try? equipo.posicionDeJugador(llamado: sinEscapes(letras[(corte + 1)..<segundo])))
            != nil
        {
          let destinos = liga.candidatos(deEquipo: sinEscapes(letras[(segundo + 1)...]))
          return Completado(
            desde: segundo + 1, candidatos: destinos.map(CompletadoInteractivo.protegido),
            mostrados: destinos)
        }
      }
      let prefijo = sinEscapes(letras[(corte + 1)...])
      let jugadores = candidatos(deJugador: prefijo, enEquipo: nombre)
      // `traspasar`: the destination follows the player.
      return Completado(
        desde: corte + 1, candidatos: jugadores.map { CompletadoInteractivo.protegido($0.texto) },
        mostrados: jugadores.map(\.mostrado),
        sufijoSiUnico: definicion.posicionales.count > 2 ? " " : "")
    }
    return Completado(desde: desde, candidatos: [])
  }

  /// The players TAB offers after `prefijo` in a team: the names it starts, then, for a number
  /// being typed, the numbers (`Equipo.dorsales(queEmpiezan:)`), each listed with its player's
  /// name beside it (`9 · Ana`).
  private func candidatos(deJugador prefijo: String, enEquipo equipo: String)
    -> [(texto: String, mostrado: String)]
  {
    let nombres = liga.candidatos(deJugador: prefijo, enEquipo: equipo).map { ($0, $0) }
    let numeros = Completar.dorsales(queEmpiezan: prefijo, enEquipo: equipo, en: liga)
    return nombres + numeros.map { ($0.texto, $0.texto + " · " + $0.jugador.nombre) }
  }

  /// TAB after a command whose first argument is no team: a path where the declaration says
  /// one goes (`temporada`'s DESTINO, `copiar`'s), nothing elsewhere.
  private func completarRuta(_ letras: [Character], de definicion: DefinicionDeOrden)
    -> Completado
  {
    // The word being typed starts after the last white space that no backslash escapes.
    var desde = letras.count
    while desde > 0, !letras[desde - 1].isWhitespace || (desde > 1 && letras[desde - 2] == "\\") {
      desde -= 1
    }
    let antes = palabras(de: String(letras[..<desde])).dropFirst().map(\.texto)
    let conValor = Set(
      definicion.opciones.map(\.rawValue) + DefinicionDeOrden.opcionesGlobales.map(\.rawValue))
    var posicion = 0
    var valor = false
    for palabra in antes {
      if valor {
        valor = false
      } else if palabra.hasPrefix("-") && palabra != "-" {
        valor = conValor.contains(palabra)
      } else {
        posicion += 1
      }
    }
    let actual = palabras(de: String(letras[desde...])).map(\.texto).joined(separator: " ")
    guard !valor, !actual.hasPrefix("-"), posicion < definicion.posicionales.count,
      definicion.posicionales[posicion].nombre.esRuta
    else { return Completado(desde: letras.count, candidatos: []) }
    return CompletadoInteractivo.rutas(actual, desde: desde)
  }

  /// The paths that start with `prefijo`, written from `desde` as this mode's words read them
  /// back; a lone file gets a space after it, a lone folder none (its names come next).
  static func rutas(_ prefijo: String, desde: Int) -> Completado {
    let rutas = Rutas.candidatas(prefijo)
    return Completado(
      desde: desde, candidatos: rutas.map(protegidaComoRuta), mostrados: rutas,
      sufijoSiUnico: rutas.first?.hasSuffix("/") == true ? "" : " ")
  }

  /// TAB after `buscar`: the names of teams and players that start with what was typed,
  /// ignoring case and accents, each once.
  private func completarBusqueda(_ letras: [Character], tras espacio: Int) -> Completado {
    var desde = espacio
    while desde < letras.count, letras[desde].isWhitespace { desde += 1 }
    let prefijo = palabras(de: String(letras[desde...])).map(\.texto).joined(separator: " ")
    var vistos = Set<String>()
    let nombres =
      (liga.candidatos(deEquipo: prefijo)
      + liga.candidatos(deEquipo: "").flatMap {
        liga.candidatos(deJugador: prefijo, enEquipo: $0)
      }).filter { vistos.insert($0).inserted }
    return Completado(
      desde: desde, candidatos: nombres.map(CompletadoInteractivo.protegido), mostrados: nombres)
  }

  /// A word that opens a quote it does not close (`"Atl`, `'Pe`): the quote, and the text
  /// after it as typed (quotes hold their text literally, as `palabras(de:)` reads them).
  static func comillaAbierta(_ parte: ArraySlice<Character>) -> (Character, String)? {
    guard let comilla = parte.first, comilla == "'" || comilla == "\"",
      !parte.dropFirst().contains(comilla)
    else { return nil }
    return (comilla, String(parte.dropFirst()))
  }

  /// A completed name inside the quote the person opened, closed: in the other quote when
  /// the name holds that one (`'Pe` gives `"Peña L'Olivera"`), escaped when it holds both.
  /// Inside `"…"` a backslash, `$` and `` ` `` get a backslash, as sh reads them there.
  static func entreComillas(_ nombre: String, _ comilla: Character) -> String {
    let otra: Character = comilla == "'" ? "\"" : "'"
    func cerrado(_ c: Character) -> String {
      guard c == "\"" else { return "'\(nombre)'" }
      var texto = ""
      for letra in nombre {
        if "\\$`".contains(letra) { texto.append("\\") }
        texto.append(letra)
      }
      return "\"\(texto)\""
    }
    if !nombre.contains(comilla) { return cerrado(comilla) }
    if !nombre.contains(otra) { return cerrado(otra) }
    return protegido(nombre)
  }

  /// A name as this mode's words read it back (`palabras(de:)`), the one rule for what TAB
  /// inserts: as it is but for what those words would read otherwise, a backslash, a `"` and
  /// an apostrophe that is not between two letters, each escaped with a backslash (`Los
  /// \"Pibes\" d'Ávila`, `\'Tito\' O'Neil`; `Peña L'Olivera` as it is). The words after a
  /// command are joined into the team and then the player, so spaces stay as they are.
  static func protegido(_ nombre: String) -> String {
    protegido(nombre, espacios: false)
  }

  /// A path as this mode's words read it back: as a name (`protegido`), and its white space
  /// escaped too (`copiar`'s two paths are two words).
  static func protegidaComoRuta(_ ruta: String) -> String {
    protegido(ruta, espacios: true)
  }

  private static func protegido(_ texto: String, espacios: Bool) -> String {
    let letras = Array(texto)
    var resultado = ""
    for (k, c) in letras.enumerated() {
      let deNombre =
        c == "'" && k > 0 && k + 1 < letras.count && esLetra(letras[k - 1])
        && esLetra(letras[k + 1])
      if c == "\\" || c == "\"" || (c == "'" && !deNombre) || (espacios && c.isWhitespace) {
        resultado.append("\\")
      }
      resultado.append(c)
    }
    return resultado
  }
}
