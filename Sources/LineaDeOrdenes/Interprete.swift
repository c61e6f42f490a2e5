// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
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
  /// What each command runs on, but for the line it came from; `--accesible` on a line stays
  /// for the lines after it.
  private var contexto: Contexto
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

  init(contexto: Contexto) { self.contexto = contexto }

  /// Remembers the team a successful command worked on; after a change, says how many players
  /// it has now (at a terminal).
  private func recordarEquipo(de orden: any Orden, cambio: Cambio?) {
    // Only a person is offered the team or told the roster's size: a script reads nothing more.
    guard contexto.lector().esInteractivo else { return }
    var equipo = orden.equipoNombrado
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
    guard let equipo, let plantilla = try? contexto.liga().equipo(llamado: equipo) else {
      return
    }
    ultimoEquipo = plantilla.nombre
    if cambio != nil {
      contexto.salida.escribir(
        contexto.catalogo.texto(
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
      let ahora = try contexto.liga().equipo(llamado: ultimo).nombre
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

  /// Runs the commands read until the end of input, `salir`, or (from a pipe) the first that
  /// fails; gives the status and every change they saved.
  func ejecutar() -> Resultado {
    var cambios: [Cambio] = []
    let lector = contexto.lector()
    let catalogo = contexto.catalogo
    if lector.esInteractivo {
      let piezas = catalogo.bienvenida(conEditor: lector.editaLineas)
      contexto.salida.escribir(lector.disponer(piezas) + "\n")
      contexto.salida.vaciar()
    }
    let pregunta = Pregunta(
      etiqueta: { [unowned self] _ in self.cambiada ? "marcador*> " : "marcador> " },
      historial: .ordenes, completar: { [unowned self] in self.completar($0) })
    if lector.esInteractivo { vigia = try? contexto.liga().vigilar() }
    while true {
      let linea: String
      // What changed while the last command ran (a plain prompt learns it only here).
      _ = atenderVigia()
      switch lector.leer(pregunta, siguiendo: { vigia?.descriptor }, alDespertar: atenderVigia) {
      case .texto(let texto): linea = texto
      case .fin: return Resultado(.hecho, cambios: cambios)
      case .cancelado, .anterior: continue
      case .noValida, .demasiadoLarga:
        contexto.fallar(lineaDeContexto(lector.lineasLeidas) + catalogo.texto(.lineaNoUTF8))
        if lector.esInteractivo { continue }
        return Resultado(.uso, cambios: cambios)
      }
      // Every command line goes to the history, accepted or not (a shell's habit).
      // A server URL typed here is recorded with its password hidden.
      lector.recordar(Interprete.sinContrasenas(linea), en: .ordenes)
      let numero = lector.lineasLeidas
      let deLaLinea = lector.esInteractivo ? "" : lineaDeContexto(numero)
      var palabras = palabras(de: linea)
      guard let primera = palabras.first?.texto, !primera.hasPrefix("#") else { continue }
      let orden = NombreDeJugador.clave(primera)
      if Interprete.paraSalir.contains(orden) { return Resultado(.hecho, cambios: cambios) }
      if Interprete.paraAyuda.contains(orden) {
        guard palabras.count > 1 else {
          contexto.salida.escribir(
            DefinicionDeOrden.ayudaInteractiva(en: catalogo, conEditor: lector.editaLineas))
          contexto.salida.vaciar()
          continue
        }
        // `ayuda plantilla`: that command's help, as from the shell.
        palabras[0] = Palabra(texto: "ayuda")
      }
      var invocacion: Invocacion
      do {
        invocacion = try analizar(palabras, conocidos: conocidos())
      } catch {
        fallarEnInterprete(error, linea: deLaLinea)
        if lector.esInteractivo { continue }
        return Resultado(.uso, cambios: cambios)
      }
      if invocacion.orden is Interactivo { continue }
      if invocacion.torneo == nil { invocacion.torneo = contexto.torneo }
      // Back where you were: a form without a team offers the last one named.
      if var alta = invocacion.orden as? Anadir, alta.peticion.equipo == nil, lector.esInteractivo {
        alta.peticion.equipoSugerido = equipoSugerido()
        invocacion.orden = alta
      }
      // The command sees the league as it is now: the marker and the names start over.
      cambiada = false
      nombresDeEquipos = nil
      var delComando = contexto
      delComando.linea = deLaLinea
      let resultado = delComando.ejecutar(invocacion)
      if invocacion.accesible { contexto.accesible = true }
      cambios += resultado.cambios
      if resultado.codigo == .hecho {
        recordarEquipo(de: invocacion.orden, cambio: resultado.cambios.last)
        // The league answered again (a server back after a restart): follow it again. Only
        // after a command that read it: `ayuda` with the server still away would wait for it.
        if lector.esInteractivo, vigia == nil, invocacion.orden.usaLaLiga,
          invocacion.torneo == contexto.torneo
        {
          vigia = try? contexto.liga().vigilar()
        }
      }
      contexto.salida.vaciar()
      contexto.errores.vaciar()
      if resultado.codigo.esFallo && !lector.esInteractivo {
        return Resultado(resultado.codigo, cambios: cambios)
      }
    }
  }

  /// What a line's words may name, found as the commands find it (`NombreDeJugador.posicion`
  /// among the league's teams, `Equipo.posicionDeJugador`), asked of the league only when the
  /// words read several ways or may leave some over: its team names once a line, each text looked up once, the roster
  /// of each team named once. A league that does not answer knows nothing: the command run
  /// says why.
  private func conocidos() -> Conocidos {
    let liga = contexto.liga()
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
      ruta: { URLDeServidor.esURL($0) || Importar.esEntrada($0) })
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
  private func fallarEnInterprete(_ error: ErrorDeUso, linea: String) {
    let catalogo = contexto.catalogo
    guard case .ordenDesconocida(let palabra) = error else {
      _ = contexto.fallar(error, contexto: linea)
      return
    }
    let nombres = DefinicionDeOrden.deUso.flatMap { [$0.nombre] + $0.alias } + Interprete.propias
    let sugerencia = Sugerencia.masParecido(a: palabra, entre: nombres)
    contexto.fallar(
      linea
        + catalogo.texto(
          .frases(
            [.ordenDesconocida(visible(palabra))] + (sugerencia.map { [.quisisteDecir($0)] } ?? [])
              + [.pruebaAyuda])))
  }

  private func lineaDeContexto(_ numero: Int) -> String {
    contexto.catalogo.texto(.lineaDeOrdenes(numero))
  }

  /// TAB in the interactive mode, on the league as it is now (`CompletadoInteractivo`), the
  /// team names from those kept while the watcher follows it.
  func completar(_ antes: String) -> Completado {
    let liga = contexto.liga()
    return CompletadoInteractivo(
      liga: liga, equiposQueEmpiezan: { [unowned self] in self.candidatos(deEquipo: $0, en: liga) }
    ).completar(antes)
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
