// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Servidor
import Torneo

/// Everything marcador can say, as a value: what it says and about what, never in which words.
/// Each language turns a message into its words in one exhaustive function
/// (`Catalogo.texto(_:)`); texts a message carries (names, paths) are already `visible`.
public enum Mensaje: Sendable, Equatable {
  // The form's rules.
  case errorDeNombre(ErrorNombre)
  case errorDeDorsal(ErrorDorsal)
  case equipoVacio
  case equipoDesconocido(String)
  case quisisteDecir(String)
  case libres([Int])
  case ningunDorsalLibre

  // The wizard.
  case campo(Campo)
  /// The team question; with `sugerido`, Enter takes that team.
  case preguntaEquipo(sugerido: String?)
  case preguntaNombre(longitud: Int, maximo: Int)
  case preguntaDorsal
  case preguntaDescartar
  case enLinea(Int, campo: String, String)
  case enOpcion(String, String)
  /// The prefix of an error about a line of commands read from a pipe: `línea 3: `.
  case lineaDeOrdenes(Int)
  case guardado(String, equipo: String)
  /// `--comprobar`'s line: the player as they would be saved, a new one or (`editado`) a
  /// player of the team as edited.
  case comprobado(String, equipo: String, editado: Bool)
  case cancelado

  // The file.
  case noExiste(String)
  case noLegible(String, String)
  case noValido(String, linea: Int, columna: Int, String)
  case motivoInvalido(MotivoInvalido)
  case bloqueado(String, segundos: String)
  case noSeEscribio(String, String)
  case sinConfirmar(String, String)
  case yaExiste(String)
  case noSeCreo(String, String)
  /// A league to create at a folder (`existe`: there is one; else the path ends in `/` and
  /// names none): the league is a file.
  case carpetaComoTorneo(String, existe: Bool)
  case creado(String, equipos: Int)
  /// `copiar` copied the league to `destino`.
  case copiado(String, equipos: Int)
  case causa(llamada: String, errno: Int32)
  case plantillaVacia(String)

  // A league on a server.
  case sinLibPQ(String)
  case urlNoValida(String)
  case servidorInalcanzable(String)
  case servidorNoDisponible(String)
  case servidorSoloLectura(String)
  case servidorSinRespuesta(String, segundos: Int)
  case tiempoAgotadoEnElServidor(segundos: Int, EstadoDelCambio)
  case canceladoEnElServidor(EstadoDelCambio)
  case faltaContrasena(usuario: String, baseDeDatos: String)
  case contrasenaRechazada(usuario: String, baseDeDatos: String)
  case conexionRechazada(usuario: String, baseDeDatos: String)
  case sinPermisoEnElServidor
  case conexionPerdida(EstadoDelCambio)
  case anteriorSinDecidir
  /// A change saved whose COMMIT's answer did not come within `segundos`: `replicaSincrona`,
  /// the confirmation of a synchronous standby is what never came.
  case guardadoSinConfirmar(segundos: Int, replicaSincrona: Bool)
  /// A change this user's earlier attempt had made already (`hora`, local): not made again.
  case yaGuardado(hora: String)
  case datoRepetido(restriccion: String)
  case datoNoValido(restriccion: String)
  case conflictoEnElServidor
  /// Another change held rows (or a lock) this one needs on the server past its lock wait, a
  /// little less than `segundos`, the `MARCADOR_ESPERA_SERVIDOR` a clerk can change.
  case ocupadoEnElServidor(segundos: Int)
  case esquemaMasNuevo(encontrada: Int, soportada: Int)
  case sinEsquema
  /// The schema the URL's search_path names does not exist, and this role may not create it.
  case esquemaSinCrear(String)
  case caracterNulo
  case errorDelServidor(codigo: String, String)

  // The command line.
  case ordenDesconocida(String)
  case opcionDesconocida(String)
  case faltaValor(String)
  case valorVacio(String)
  case incompatibles(String, String)
  case entradaNoValida(String)
  case sobraArgumento(String)
  case faltaArgumento(NombreDeArgumento)
  /// A path argument given empty (`temporada ""`).
  case argumentoVacio(NombreDeArgumento)
  /// A positional argument's name as this language's help writes it (`TEAM`, `EQUIPO`).
  case argumento(NombreDeArgumento)
  case argumentoNoUTF8(Int)
  /// A line read from a pipe that is not UTF-8 (after `lineaDeOrdenes`).
  case lineaNoUTF8
  /// Standard output could not be written (after the command did its work).
  case salidaNoEscrita(String)
  /// Where to find help: «marcador --help» at the shell, «ayuda» in the interactive mode.
  case pruebaAyuda
  /// A one-shot command's answers were all read from a pipe and this line is left over.
  case lineaSobrante
  /// `historial`'s second line for an import, instead of its replay (every row of the CSV):
  /// how many players, and where the whole command is.
  case resumenDeImportacion(Int, equipo: String)
  /// The general help (`marcador --help`): `ordenes`, the list of commands, comes from their
  /// declarations; its table of `opciones` in that order (`DefinicionDeOrden.opcionesDeLaAyuda`).
  case ayudaGeneral(ordenes: String, opciones: [NombreDeOpcion])
  /// The interactive mode's `ayuda` around its list of commands `ordenes`: it promises TAB and
  /// history only where the reader has them.
  case ayudaInteractiva(ordenes: String, conEditor: Bool)
  /// A command's other names, after its one line in a list: `(también: añadir)`.
  case tambien([String])
  /// The title of a command's examples: `Ejemplo:` or `Ejemplos:`, by how many.
  case tituloDeEjemplos(Int)

  // Managing the roster.
  /// An error line's field and message: `Dorsal: Del 1 al 99`.
  case enCampo(Campo, String)
  case jugadorDesconocido(String)
  case jugadorDesconocidoEn(String, equipo: String)
  case sinCambios
  case editado(String, String, equipo: String)
  case quitado(String, equipo: String)
  case preguntaQuitar(String, equipo: String)
  case noQuitado
  case importado(Int, equipo: String)
  case equipoCreado(String)
  case equipoRepetido(String)
  /// A team name over 40 characters.
  case nombreDeEquipoLargo(maximo: Int)
  case nadaQueDeshacer
  case deshecho(String)

  // A colleague's changes: conflicts, undo and redo.
  case nadaQueRehacer
  case entradaDesconocida(Int)
  case yaDeshecha(Int, String)
  case esUnDeshacer(Int)
  /// `por`: the change that blocks it (`hechoPor`).
  case cambiadaDesde(Int, String, por: String?)
  case noSeRehace(String, por: String?)
  /// A journal entry as a conflict names it: `gus, 2026-12-04 20:12:03 +0100: «…»`.
  case hechoPor(String, cuando: String, String)
  case rehecho(String)
  /// `deshacer N` of a change someone else made: the confirmation.
  case preguntaDeshacer(Int, String, de: String, cuando: String)
  case noDeshecho
  case conflictoQuitado(String, equipo: String, por: String?)
  case conflictoCambiado(String, ahora: String, por: String?)
  case conflictoEditado(String, campos: [CampoEnConflicto], por: String?)
  /// A number field's value when it holds none, in a conflict.
  case sinDorsalComoValor
  case equipoCambiado(String, jugadores: Int)
  /// The edit form's line under a field in conflict at Enter.
  case conflictoEnCampo(String, tuyo: String, por: String?)
  /// The edit form's line under a field another clerk changed: `(gus lo cambió a 71 hace un
  /// momento)`.
  case cambiadoPorOtro(String, a: String)
  case diarioNoValido(String, linea: Int)
  /// `historial`'s marker for a change reverted later.
  case marcaDeshecho
  /// The interactive mode's line after a change: how many players the team has now.
  case resumenDePlantilla(String, jugadores: Int)
  /// TAB with very many candidates: list them all?
  case preguntaListar(Int)
  /// A symlink to a file that does not exist.
  case enlaceRoto(String, destino: String)
  /// The next step after an unknown player with no close name: how to list the roster.
  case comoVerLaPlantilla(String)
  /// The next step after an unknown team with no close name: how to list them.
  case comoVerLosEquipos
  /// A league without teams: how to create the first one.
  case ligaSinEquipos
  /// Said once a save has waited half a second for another process's lock.
  case esperandoCerrojo
  /// Said once a connect or a statement has waited a second for the server (cleared when it
  /// answers).
  case esperandoServidor
  /// At a terminal, after the wait for the lock ran out: try again?
  case preguntaReintentar

  // The live form.
  /// Who took a field's value since the form read the roster: `(Bea, hace un momento)`.
  case haceUnMomento(String)
  /// Plain prompts: another clerk just took a number the field may give.
  case avisoDorsalTomado(String, dorsal: Int)
  /// Plain prompts: another clerk just added a player whose name the field may give.
  case avisoNombreTomado(String, equipo: String)
  /// A check against the league as it is now that has not answered yet.
  case comprobando
  /// What a check answered for a free value (after `✓`).
  case libre
  /// The league can no longer be followed: said once, the form goes on.
  case vistaEnVivoApagada

  // Bulk.
  /// A CSV file that cannot be read at all, with its name (and line, where there is one).
  case errorDeCSV(CSV.ErrorDeLectura, archivo: String)
  /// A row with more columns than those `esperadas` (`nombre,dorsal`, or a league's).
  case demasiadasColumnas(Int, esperadas: [CSV.Columna])
  /// A team's import of a whole league's CSV (its header names the team's column).
  case cabeceraDeLiga(archivo: String)
  /// A whole league's import of a team's CSV (its header names no team's column).
  case cabeceraDeEquipo(archivo: String)
  case filasDeEquipo(archivo: String)
  /// `importar NOMBRE` where NOMBRE is no team and no file.
  case niEquipoNiArchivo(String)
  /// `importar ARCHIVO --reemplazar`: only a team's roster is replaced.
  case reemplazarSinEquipo(archivo: String)
  /// A first row that is neither a header nor a player: `texto` is where the number goes.
  case niCabeceraNiJugador(String)
  /// The header names one column twice: the two fields that name it, as written (the same
  /// word, or two words for one column).
  case columnaRepetida(String, String)
  /// An import without rows (not an error), from `archivo` or (`nil`) standard input, named
  /// in words: only the `ARCHIVO:N:` lines say `-`.
  case nadaQueImportar(String?)
  case importacionComprobada(Int, equipo: String)
  /// The hint before reading rows typed at a terminal.
  case leyendoCSV
  /// `importar` without a file inside the interactive mode, whose input holds commands.
  case importarSinArchivo
  /// The roster changed under the lock and the rows no longer fit it.
  case conflictoAlGuardar
  /// The line after the first invalid rows an import lists: how many errors it left unsaid.
  case masFallos(Int, archivo: String)
  /// A name the rules refuse, said with the rule (`error`: empty, too long, invisible
  /// characters): a player's of team `equipo`, or a team's (`equipo` nil).
  case nombreFueraDeRegla(String, equipo: String?, error: ErrorNombre)
  /// The warning for such a name in a league's file, at its line (`ARCHIVO:N: aviso: …`).
  case aviso(de: NombreFueraDeRegla, archivo: String)
  /// The last line of an export to a file or a pipe refused for such names (said before it).
  case exportacionNoHecha

  // Teams and transfers.
  /// A team renamed, and how many of the matches' names of it followed.
  case equipoRenombrado(String, String, partidos: Int)
  /// «¿Quitar el equipo Rayo FC y sus 4 jugadores? [s/N]»
  case preguntaQuitarEquipo(String, jugadores: Int)
  case equipoQuitado(String, jugadores: Int)
  /// The answer to `preguntaQuitarEquipo` was not yes.
  case noQuitadoEquipo
  /// A team that matches name is not removed.
  case equipoEnPartidos(String, partidos: Int)
  /// A team is not renamed to a name the league's matches already give a missing team.
  case nombreEnPartidos(String, como: String, partidos: Int)
  /// `Ana #9: Rayo FC → Atlético B` (the number she wears there, if it changed).
  case traspasado(String, String, desde: String, hasta: String)
  /// A transfer to the team the player is in.
  case traspasoAlMismoEquipo(String, equipo: String)
  /// The destination has a player with the transferred one's name.
  case nombreOcupadoEn(String, equipo: String)
  /// The destination has a player who wears the number the transferred one would.
  case dorsalOcupadoEn(Int, equipo: String)
  /// After `dorsalOcupadoEn` from a command line: what to do instead.
  case eligeOtroDorsal
  /// The line above the Dorsal field a transfer opens at a terminal.
  case cabeceraDeTraspaso(String, dorsal: Int, desde: String, hasta: String)

  // A season's roster work.
  /// `buscar`: a team that matched, with how many players it has.
  case equipoEncontrado(String, jugadores: Int)
  /// `buscar`: nothing's name holds the text.
  case nadaCoincide(String)
  /// `importar --reemplazar`: the roster replaced.
  case reemplazado(equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int)
  /// `--comprobar`'s plan, one line per player.
  case planAnadido(String)
  case planCambiado(String, String)
  case planQuitado(String)
  /// The plan's line for a roster put in the file's order: how many players move.
  case planOrden(movidos: Int)
  /// `--comprobar`'s last line: nothing was written.
  case reemplazoComprobado(
    equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int)
  /// A whole-league import saved, or (`comprobado`) checked without writing.
  case ligaImportada(jugadores: Int, equipos: Int, nuevos: Int, comprobado: Bool)
  /// `historial`'s second line for a whole-league import or a replaced roster.
  case resumenDeLigaImportada(Int)
  /// The first entry of a new season's journal.
  case temporadaIniciada(String, desde: String, equipos: Int)
}

/// A field both clerks changed, as a conflict names it: its name, their value and yours.
public struct CampoEnConflicto: Sendable, Equatable {
  public let campo: String
  public let suyo: String
  public let tuyo: String

  public init(campo: String, suyo: String, tuyo: String) {
    self.campo = campo
    self.suyo = suyo
    self.tuyo = tuyo
  }
}
