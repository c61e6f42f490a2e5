// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import Consola
import FormatoDeLiga
import Formatos
import LineaDeEdicion
import Servidor
import Textos
import Torneo

/// `marcador` without a command: the interactive mode at a terminal (prompt `marcador> `, TAB,
/// history), or, from a pipe, commands read line by line; a wizard started there takes its
/// answers from the following lines.
///
/// From a pipe the first failing command ends the run with its status, as `sh -e` would: a
/// script must not go on after an add it relied on was refused. A `buscar` that found nothing
/// did not fail (`CodigoDeSalida.esFallo`): the script goes on, and its status stays 0. At a
/// terminal errors are shown and the prompt comes back.
final class Interprete {
  let aplicacion: Aplicacion
  let torneo: String?
  /// The last team a command named or changed, offered by the next form.
  private var ultimoEquipo: String?
  /// Follows the league while a person works here (`Liga.vigilar`): none from a pipe, nor once
  /// the store could no longer follow it (until a command works again).
  private var vigia: (any Vigia)?
  /// Whether another clerk changed the league since the last command: the prompt says so.
  private var cambiada = false
  /// The team names TAB completes from, read once and kept while the watcher says the league
  /// did not change (a TAB on a league of thousands of teams reads nothing); none without one.
  private var nombresDeEquipos: [String]?

  init(aplicacion: Aplicacion, torneo: String?) {
    self.aplicacion = aplicacion
    self.torneo = torneo
  }

  /// Remembers the team a successful command worked on; after a change, says how many players
  /// it has now (at a terminal).
  private func recordarEquipo(de orden: Orden, cambio: Cambio?) {
    // Only a person is offered the team or told the roster's size: a script reads nothing more.
    guard aplicacion.lector().esInteractivo else { return }
    let nombrado: String?
    switch orden {
    case .plantilla(let equipo, _): nombrado = equipo
    case .formulario(let peticion): nombrado = peticion.equipo
    case .quitar(let equipo, _, _): nombrado = equipo
    default: nombrado = nil
    }
    var equipo = nombrado
    if let cambio {
      switch cambio {
      case .anadido(_, let e), .importado(_, let e), .editado(_, _, let e), .quitado(_, let e):
        equipo = e
      case .equipoCreado(let e), .reemplazado(_, let e, _, _, _, _): equipo = e
      // An undone rename of the team remembered: back to the name it has again.
      case .deshecho(_, .equipoRenombrado(let antes, let despues, _)) where despues == ultimoEquipo:
        equipo = antes
      case .deshecho, .rehecho, .ligaImportada, .temporadaIniciada: break
      case .equipoRenombrado(_, let e, _): equipo = e
      // A team removed is dropped from what is offered by `equipoSugerido`, which asks.
      case .equipoQuitado: equipo = nil
      case .traspasado(_, _, _, let e): equipo = e
      }
    }
    guard let equipo, let plantilla = try? aplicacion.liga(torneo).equipo(llamado: equipo) else {
      return
    }
    ultimoEquipo = plantilla.nombre
    if cambio != nil {
      aplicacion.salida.escribir(
        aplicacion.catalogo.texto(
          .resumenDePlantilla(
            visible(plantilla.nombre), jugadores: plantilla.jugadores.count)) + "\n")
    }
  }

  /// The team the next form offers: the last one named, as the league spells it now; dropped
  /// when the league has it no more (an undo, or another clerk, removed or renamed it since;
  /// a name equal only without accents is another team).
  private func equipoSugerido() -> String? {
    guard let ultimo = ultimoEquipo else { return nil }
    do {
      let ahora = try aplicacion.liga(torneo).equipo(llamado: ultimo).nombre
      ultimoEquipo = NombreDeJugador.clave(ahora) == NombreDeJugador.clave(ultimo) ? ahora : nil
    } catch .equipoDesconocido {
      ultimoEquipo = nil
    } catch {
      // The league did not answer: the form says so itself; the team is offered as it was.
    }
    return ultimoEquipo
  }

  /// The words the interactive mode understands besides the commands (`ayuda` is one, whose
  /// help here is this mode's own), and the ones people type by habit for them.
  static let propias = ["salir"]
  static let paraAyuda: Set = ["ayuda", "help", "?", "h"]
  static let paraSalir: Set = ["salir", "quit", "exit", "q", "adios", "adiós"]

  func ejecutar() -> CodigoDeSalida {
    let lector = aplicacion.lector()
    let catalogo = aplicacion.catalogo
    if lector.esInteractivo {
      let piezas = catalogo.bienvenida(conEditor: lector.editaLineas)
      aplicacion.salida.escribir(lector.disponer(piezas) + "\n")
      aplicacion.salida.vaciar()
    }
    var pregunta = Pregunta(
      etiqueta: { [unowned self] _ in self.cambiada ? "marcador*> " : "marcador> " },
      historial: .ordenes, completar: { [unowned self] in self.completar($0) })
    if lector.esInteractivo {
      vigia = try? aplicacion.liga(torneo).vigilar()
      pregunta.enVivo = Despertador(
        descriptor: { [unowned self] in self.vigia?.descriptor },
        alDespertar: { [unowned self] in self.atenderVigia() })
    }
    while true {
      let linea: String
      // What changed while the last command ran (a plain prompt learns it only here).
      _ = atenderVigia()
      switch lector.leer(pregunta) {
      case .texto(let texto): linea = texto
      case .fin: return .hecho
      case .cancelado, .anterior: continue
      case .noValida, .demasiadoLarga:
        aplicacion.fallar(lineaDeContexto(lector.lineasLeidas) + catalogo.texto(.lineaNoUTF8))
        if lector.esInteractivo { continue }
        return .uso
      }
      // Every command line goes to the history, accepted or not (a shell's habit).
      // A server URL typed here is recorded with its password hidden.
      lector.recordar(Interprete.sinContrasenas(linea), en: .ordenes)
      let numero = lector.lineasLeidas
      let contexto = lector.esInteractivo ? "" : lineaDeContexto(numero)
      var palabras = palabras(de: linea)
      guard let primera = palabras.first?.texto, !primera.hasPrefix("#") else { continue }
      let orden = NombreDeJugador.clave(primera)
      if Interprete.paraSalir.contains(orden) { return .hecho }
      if Interprete.paraAyuda.contains(orden) {
        guard palabras.count > 1 else {
          aplicacion.salida.escribir(
            DefinicionDeOrden.ayudaInteractiva(en: catalogo, conEditor: lector.editaLineas))
          aplicacion.salida.vaciar()
          continue
        }
        // `ayuda plantilla`: that command's help, as from the shell.
        palabras[0] = Palabra(texto: "ayuda")
      }
      var invocacion: Invocacion
      do {
        invocacion = try analizar(palabras, conocidos: conocidos())
      } catch {
        fallarEnInterprete(error, contexto: contexto)
        if lector.esInteractivo { continue }
        return .uso
      }
      if invocacion.orden == .interactivo { continue }
      if invocacion.torneo == nil { invocacion.torneo = torneo }
      // Back where you were: a form without a team offers the last one named.
      if case .formulario(var peticion) = invocacion.orden, peticion.equipo == nil,
        lector.esInteractivo
      {
        peticion.equipoSugerido = equipoSugerido()
        invocacion.orden = .formulario(peticion)
      }
      // The command sees the league as it is now: the marker and the names start over.
      cambiada = false
      nombresDeEquipos = nil
      let resultado = aplicacion.ejecutar(invocacion, contexto: contexto)
      if resultado.codigo == .hecho {
        recordarEquipo(de: invocacion.orden, cambio: resultado.cambios.last)
        // The league answered again (a server back after a restart): follow it again. Only
        // after a command that read it: `ayuda` with the server still away would wait for it.
        if lector.esInteractivo, vigia == nil, invocacion.orden.usaLaLiga,
          invocacion.torneo == torneo
        {
          vigia = try? aplicacion.liga(torneo).vigilar()
        }
      }
      aplicacion.salida.vaciar()
      aplicacion.errores.vaciar()
      if resultado.codigo.esFallo && !lector.esInteractivo { return resultado.codigo }
    }
  }

  /// What a line's words may name, found as the commands find it (`NombreDeJugador.posicion`
  /// among the league's teams, `Equipo.posicionDeJugador`), asked of the league only when the
  /// words read several ways or may leave some over: its team names once a line, each text looked up once, the roster
  /// of each team named once. A league that does not answer knows nothing: the command run
  /// says why.
  private func conocidos() -> Conocidos {
    let liga = aplicacion.liga(torneo)
    var nombres: [String]?
    var hallados: [String: String?] = [:]
    var plantillas: [String: Equipo?] = [:]
    func nombre(_ texto: String) -> String? {
      if let hallado = hallados[texto] { return hallado }
      let todos = nombres ?? ((try? liga.equipos()) ?? []).map(\.nombre)
      nombres = todos
      let hallado = NombreDeJugador.posicion(de: texto, en: todos).map { todos[$0] }
      hallados[texto] = hallado
      return hallado
    }
    func equipo(_ texto: String) -> Equipo? {
      guard let nombre = nombre(texto) else { return nil }
      if let leida = plantillas[nombre] { return leida }
      let leida = try? liga.equipo(llamado: nombre)
      plantillas[nombre] = leida
      return leida
    }
    return Conocidos(
      equipo: { nombre($0) != nil },
      jugador: { jugador, nombre in
        (try? equipo(nombre)?.posicionDeJugador(llamado: jugador)) != nil
      },
      ruta: { URLDeServidor.esURL($0) || Aplicacion.esEntrada($0) })
  }

  /// What the league's watcher has to say, never blocking: whether the prompt must be drawn
  /// again (another clerk changed the league, and the marker was not up yet). The names TAB
  /// completes from are dropped at any change. A watcher that can no longer follow the league
  /// (a server gone) is dropped: the marker stops, the commands go on as ever.
  private func atenderVigia() -> Bool {
    guard let vigia else { return false }
    do {
      guard try vigia.atender() else { return false }
    } catch {
      self.vigia = nil
      nombresDeEquipos = nil
      return false
    }
    nombresDeEquipos = nil
    if cambiada { return false }
    cambiada = true
    return true
  }

  /// The team names that start with `prefijo` for TAB: from the names kept while the watcher
  /// follows the league, else asked of the league each time.
  private func candidatos(deEquipo prefijo: String, en liga: any Liga) -> [String] {
    _ = atenderVigia()
    guard vigia != nil else { return liga.candidatos(deEquipo: prefijo) }
    if nombresDeEquipos == nil { nombresDeEquipos = (try? liga.equipos())?.map(\.nombre) }
    guard let nombres = nombresDeEquipos else { return liga.candidatos(deEquipo: prefijo) }
    return NombreDeJugador.empiezanPor(prefijo, nombres)
  }

  /// A usage error here: an unknown word gets the closest command (the advice is the catalog's
  /// for this mode: «ayuda», not «marcador --help»).
  private func fallarEnInterprete(_ error: ErrorDeUso, contexto: String) {
    let catalogo = aplicacion.catalogo
    guard case .ordenDesconocida(let palabra) = error else {
      _ = aplicacion.fallar(error, contexto: contexto)
      return
    }
    let nombres = DefinicionDeOrden.deUso.flatMap { [$0.nombre] + $0.alias } + Interprete.propias
    let sugerencia = Sugerencia.masParecido(a: palabra, entre: nombres)
    aplicacion.fallar(
      contexto
        + catalogo.texto(
          .frases(
            [.ordenDesconocida(visible(palabra))] + (sugerencia.map { [.quisisteDecir($0)] } ?? [])
              + [.pruebaAyuda])))
  }

  private func lineaDeContexto(_ numero: Int) -> String {
    aplicacion.catalogo.texto(.lineaDeOrdenes(numero))
  }

  /// TAB in the interactive mode: the command word first; then a team name after a command
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
    let liga = aplicacion.liga(torneo)
    let sigueJugador = definicion.posicionales.dropFirst().first?.nombre == .jugador
    // `importar`: the team's CSV after the team; alone, a whole league's CSV instead of one.
    let sigueArchivo = definicion.posicionales.dropFirst().first?.nombre == .archivo
    if let (comilla, prefijo) = Interprete.comillaAbierta(letras[desde...]) {
      let equipos = candidatos(deEquipo: prefijo, en: liga)
      return Completado(
        desde: desde, candidatos: equipos.map { Interprete.entreComillas($0, comilla) },
        mostrados: equipos, sufijoSiUnico: definicion.posicionales.count >= 2 ? " " : "")
    }
    let texto = sinEscapes(letras[desde...])
    var equipos = candidatos(deEquipo: texto, en: liga)
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
        candidatos: equipos.map(Interprete.protegido) + archivos.map(Interprete.protegidaComoRuta),
        mostrados: equipos + archivos, sufijoSiUnico: unicos)
    }
    // After a whole team name: the player.
    let todos = candidatos(deEquipo: "", en: liga)
    for corte in stride(from: letras.count - 1, to: desde, by: -1) where letras[corte] == " " {
      let equipo = sinEscapes(letras[desde..<corte])
      guard let k = NombreDeJugador.posicion(de: equipo, en: todos) else { continue }
      let nombre = todos[k]
      if sigueArchivo {
        return Interprete.rutas(sinEscapes(letras[(corte + 1)...]), desde: corte + 1)
      }
      if let (comilla, prefijo) = Interprete.comillaAbierta(letras[(corte + 1)...]) {
        let jugadores = candidatos(deJugador: prefijo, enEquipo: nombre, en: liga)
        return Completado(
          desde: corte + 1,
          candidatos: jugadores.map { Interprete.entreComillas($0.texto, comilla) },
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
            desde: segundo + 1, candidatos: destinos.map(Interprete.protegido),
            mostrados: destinos)
        }
      }
      let prefijo = sinEscapes(letras[(corte + 1)...])
      let jugadores = candidatos(deJugador: prefijo, enEquipo: nombre, en: liga)
      // `traspasar`: the destination follows the player.
      return Completado(
        desde: corte + 1, candidatos: jugadores.map { Interprete.protegido($0.texto) },
        mostrados: jugadores.map(\.mostrado),
        sufijoSiUnico: definicion.posicionales.count > 2 ? " " : "")
    }
    return Completado(desde: desde, candidatos: [])
  }

  /// The players TAB offers after `prefijo` in a team: the names it starts, then, for a number
  /// being typed, the numbers (`Equipo.dorsales(queEmpiezan:)`), each listed with its player's
  /// name beside it (`9 · Ana`).
  private func candidatos(deJugador prefijo: String, enEquipo equipo: String, en liga: any Liga)
    -> [(texto: String, mostrado: String)]
  {
    let nombres = liga.candidatos(deJugador: prefijo, enEquipo: equipo).map { ($0, $0) }
    let numeros = Aplicacion.dorsales(queEmpiezan: prefijo, enEquipo: equipo, en: liga)
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
    return Interprete.rutas(actual, desde: desde)
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
    let liga = aplicacion.liga(torneo)
    var vistos = Set<String>()
    let nombres =
      (liga.candidatos(deEquipo: prefijo)
      + liga.candidatos(deEquipo: "").flatMap {
        liga.candidatos(deJugador: prefijo, enEquipo: $0)
      }).filter { vistos.insert($0).inserted }
    return Completado(
      desde: desde, candidatos: nombres.map(Interprete.protegido), mostrados: nombres)
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

  /// The line with the password of every server URL in it hidden (`postgresql://ana:***@…`).
  static func sinContrasenas(_ linea: String) -> String {
    guard linea.contains("://") else { return linea }
    var resultado = ""
    var palabra = ""
    func cerrarPalabra() {
      if let inicio = palabra.firstRange(of: "postgres") {
        let url = String(palabra[inicio.lowerBound...])
        resultado += palabra[..<inicio.lowerBound] + URLDeServidor.redactada(url)
      } else {
        resultado += palabra
      }
      palabra = ""
    }
    for caracter in linea {
      if caracter.isWhitespace {
        cerrarPalabra()
        resultado.append(caracter)
      } else {
        palabra.append(caracter)
      }
    }
    cerrarPalabra()
    return resultado
  }
}
