// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import Textos
import Torneo

/// What a command runs on: where its league is opened, its reader, its output and errors, its
/// language, and where it came from. A command gets it by value; the interactive mode runs
/// each of its commands on a copy of its own (`interactivo`, the line's `linea`), and a part of
/// a run that needs another (the pager's held output) makes a copy too.
struct Contexto {
  let entorno: Entorno
  /// The messages, in the user's language; inside the interactive mode its advice names the
  /// mode's own words (`LugarDeLectura`).
  var catalogo: any Catalogo
  /// Standard output; held in memory while a command's output may go through the pager
  /// (`paginado`).
  var salida: any Salida
  let errores: any Salida
  /// Standard input's reader and the terminal prompts go to, made once for the process.
  let lectores: Lectores
  /// The server connections, one each, for the process.
  let conexiones: Conexiones
  /// `--torneo`, if given.
  var torneo: String?
  /// Whether commands come from the interactive mode (a terminal's or a pipe's): its input is
  /// commands, and a form's answers are followed by the next command, not by the end of input.
  var interactivo = false
  /// `--accesible`: plain prompts for screen readers, whatever the terminal.
  var accesible = false
  /// Where the command came from, before each of its errors («línea 3: » for a command the
  /// interactive mode read from a pipe).
  var linea = ""
  /// The files whose names the command has said (`avisarDeNombres`), or nil while nothing that
  /// says them runs (completion, help, the interactive mode between commands).
  var revisados: NombresRevisados?

  /// The reader for answers (`Lectores.lector`).
  func lector() -> any Lector { lectores.lector(catalogo: catalogo, accesible: accesible) }

  /// Where the wizard's prompts, errors and header go (`Lectores.pantalla`).
  var pantalla: any Salida { lectores.pantalla }

  /// Runs a parsed command here: a league set but empty is refused, and a command that reads
  /// a league says the names it finds there that the rules refuse, each once.
  func ejecutar(_ invocacion: Invocacion) -> Resultado {
    var contexto = self
    contexto.torneo = invocacion.torneo
    if invocacion.accesible { contexto.accesible = true }
    // The interactive mode reads the league between its commands too (TAB, its watcher):
    // its commands say the names, each once.
    let orden = invocacion.orden
    contexto.revisados = orden.usaLaLiga && !(orden is Interactivo) ? NombresRevisados() : nil
    // Set but empty is a script's unset variable, as `--torneo ""` is: never the default league.
    if invocacion.torneo == nil, entorno.variable("MARCADOR_TORNEO") == "", orden.usaLaLiga {
      return Resultado(contexto.fallar(.valorVacio("MARCADOR_TORNEO")))
    }
    return orden.correr(en: contexto)
  }
}

/// What a command line did: its exit status, and the changes it saved, in order.
public struct Resultado: Equatable, Sendable {
  public let codigo: CodigoDeSalida
  public let cambios: [Cambio]
}

extension Resultado {
  init(_ codigo: CodigoDeSalida, cambios: [Cambio] = []) {
    self.init(codigo: codigo, cambios: cambios)
  }
}
