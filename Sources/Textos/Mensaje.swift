// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// Everything marcador can say, as a value: what it says and about what, never in which words.
/// Each language turns a message into its words in one exhaustive function
/// (`Catalogo.texto(_:)`). The texts a message carries (names, paths) are made `visible` where
/// it is built, never in a catalog; the one exception is a word of a command the message
/// suggests, which `Catalogo.orden` quotes for the shell first and then makes visible whole, so
/// the command works pasted (`comoVerLaPlantilla`, and `archivo` in the import's suggestions).
public indirect enum Mensaje: Sendable, Equatable {
  // The shapes messages are put together with.
  /// Sentences said one after the other, each ending in its mark (`Catalogos.frases`).
  case frases([Mensaje])
  /// A text said as it is, in every language: a number, a name.
  case tal(String)
  /// What a message is about, before it: a file, or a line or a character of it
  /// (`lista.csv:4: …`).
  case enLugar(String, linea: Int? = nil, columna: Int? = nil, Mensaje)

  // The form's rules.
  /// A name the rules refuse, and why: «Escribe un nombre», «Como mucho 25 letras».
  case errorDeNombre(ErrorNombre)
  /// A number the rules refuse, and why: «Del 1 al 99».
  case errorDeDorsal(ErrorDorsal)
  /// The team field left empty.
  case equipoVacio
  /// No team has that name: «No hay ningún equipo «Rayo»».
  case equipoDesconocido(String)
  /// The known name closest to what was typed: «¿Quisiste decir «Rayo FC»?».
  case quisisteDecir(String)
  /// The numbers still free in a team, as runs: «Libres: 2–8, 10–99».
  case libres([Int])
  /// A team wears every number.
  case ningunDorsalLibre

  // The wizard.
  /// A field's name: «Equipo», «Nombre», «Dorsal».
  case campo(Campo)
  /// The team question; with `sugerido`, Enter takes that team.
  case preguntaEquipo(sugerido: String?)
  /// The name question, with the live count: «Nombre [3/25]: »; without a count (plain
  /// prompts, which cannot follow the keys), the limit said once: «Nombre (hasta 25 letras): ».
  case preguntaNombre(longitud: Int?, maximo: Int)
  /// The number question: «Dorsal (opcional): ».
  case preguntaDorsal
  /// Ctrl-C with something typed: discard it?
  case preguntaDescartar
  /// Enter in the edit form of a player another clerk removed (said just above): add them back
  /// with the form's answers? (No: the answers are discarded.) Short: it fits 40 columns.
  case preguntaAnadirDeNuevo
  /// An answer read from a pipe refused, at its line: «línea 3 (Dorsal): Del 1 al 99».
  case enLinea(Int, campo: Campo, Mensaje)
  /// An option's value refused: «--dorsal: Del 1 al 99».
  case enOpcion(String, Mensaje)
  /// The prefix of an error about a line of commands read from a pipe: `línea 3: `.
  case lineaDeOrdenes(Int)
  /// A player added: «Añadido a Rayo FC: Ana #9».
  case guardado(String, equipo: String)
  /// `--comprobar`'s line: the player as they would be saved, a new one or (`editado`) a
  /// player of the team as edited.
  case comprobado(String, equipo: String, editado: Bool)
  /// The form or a wait cancelled: nothing was saved.
  case cancelado

  // The file.
  /// The tournament file does not exist, and how to create it.
  case noExiste(String)
  /// The tournament file cannot be read, and the system's reason (`causa`).
  case noLegible(String, Mensaje)
  /// The tournament file is not valid JSON or not a league, at a line and column.
  case noValido(String, linea: Int, columna: Int, Mensaje)
  /// What is wrong in a tournament file that is not valid.
  case motivoInvalido(MotivoInvalido)
  /// Another process held the league's lock for the whole wait.
  case bloqueado(String, segundos: Double)
  /// A save that failed, the file left as it was.
  case noSeEscribio(String, Mensaje)
  /// The league's files or folder this account may not write, found before anything is
  /// asked, and the command that would let it, run by the files' owner or root, or by root
  /// alone (`FalloDeAlmacen.sinPermiso`).
  case noPuedesEscribir([String], arreglo: String, soloRoot: Bool)
  /// A save written but not made durable (fsync failed).
  case sinConfirmar(String, Mensaje)
  /// `iniciar` over a file that exists: never overwritten.
  case yaExiste(String)
  /// A file or folder that could not be created.
  case noSeCreo(String, Mensaje)
  /// A change that would leave the league's file larger than the bound its reader takes:
  /// the size it would have and the bound, in bytes; nothing was written.
  case ligaDemasiadoGrande(String, tamano: Int, limite: Int)
  /// A league to create at a folder (`existe`: there is one; else the path ends in `/` and
  /// names none): the league is a file.
  case carpetaComoTorneo(String, existe: Bool)
  /// `iniciar` made the league (`equipos`: the sample's teams, or 0).
  case creado(String, equipos: Int)
  /// `copiar` copied the league to `destino`.
  case copiado(String, equipos: Int)
  /// `llevar` wrote the league of server `desde` to file `archivo`, a copy to work on
  /// offline; `ruta` is the file's path quoted for the `sincronizar` line that brings it back.
  case llevada(String, desde: String, equipos: Int, ruta: String)
  /// `sincronizar` sent `enviados` offline changes of `archivo` to server `con` (and found
  /// `yaEstaban` already there, from a run whose answer was lost); the file is the server's
  /// league now, taken at its journal's entry `entrada`.
  case sincronizada(String, con: String, enviados: Int, yaEstaban: Int, entrada: Int)
  /// `sincronizar` sent nothing: `conflictos` offline changes of `archivo` the server cannot
  /// take as they were made (each said after this).
  case sincronizacionRechazada(String, conflictos: Int)
  /// A field changed offline and on the server to different values: the team, the player as
  /// the copy was taken, the field, the clerk's value, the server's, and who made the server's
  /// and when (`nil`: not known).
  case conflictoFueraDeLinea(
    equipo: String, jugador: String, campo: Campo, tuyo: Mensaje, suyo: Mensaje,
    usuario: String?, cuando: String?)
  /// An offline change the server refuses (`cambio`, its words) for `motivo` (a player removed
  /// on one side and changed on the other, a number or name taken, a team gone), with who made
  /// the server's change it met, when known.
  case fueraDeLineaRechazado(Mensaje, motivo: Mensaje, por: Mensaje?)
  /// At a terminal, before the questions: `conflictos` offline changes clash with the server,
  /// each to be settled.
  case conflictosPorResolver(Int)
  /// A field in conflict, settled: the clerk's value (`tuyo`, Enter), the server's (`suyo`), or
  /// another typed.
  case preguntaConflicto(tuyo: Mensaje, suyo: Mensaje)
  /// An offline add whose number another player took meanwhile: which one `jugador` wears
  /// (none, another typed), or the server's way (the add discarded).
  case preguntaOtroDorsal(jugador: String)
  /// The answers to `preguntaConflicto` that take the clerk's value and the server's.
  case teclaTuyo, teclaSuyo
  /// An offline change the server refuses, not a field: discard it, keeping the server's?
  case preguntaDescartarFueraDeLinea
  /// `sincronizar` on a file that no `llevar` wrote (no `"origen"`).
  case noEsUnaCopia(String)
  /// `historial`'s mark of a change made offline and sent by `sincronizar`.
  case marcaFueraDeLinea
  /// A system call's failure in words: «no queda espacio en el disco».
  case causa(Causa)
  /// A team without players.
  case plantillaVacia(String)

  // A league on a server.
  /// A server URL given where libpq cannot be loaded.
  case sinLibPQ(String)
  /// A server address that is not a PostgreSQL URL.
  case urlNoValida(String)
  /// No server answers at the address; `libpq`, libpq's own words as a line of detail
  /// (`Catalogos.lineaDeDetalle`), or nothing.
  case servidorInalcanzable(String, libpq: String)
  /// The server's TLS certificate is not trusted for `host`; nothing was sent to it.
  case certificadoNoConfiable(host: String)
  /// The URL requires TLS and the server at `host` offers none; nothing was sent to it.
  case servidorSinTLS(host: String)
  /// The server is starting up or shutting down.
  case servidorNoDisponible(String)
  /// The server is a standby that only reads.
  case servidorSoloLectura(String)
  /// No answer to the connection within `segundos`.
  case servidorSinRespuesta(String, segundos: Int)
  /// The server stopped answering a statement; what became of the change.
  case tiempoAgotadoEnElServidor(segundos: Int, EstadoDelGuardado)
  /// Ctrl-C during a statement; what became of the change.
  case canceladoEnElServidor(EstadoDelGuardado)
  /// The server asks for a password marcador does not have.
  case faltaContrasena(usuario: String, baseDeDatos: String)
  /// The server refuses the password.
  case contrasenaRechazada(usuario: String, baseDeDatos: String)
  /// The server admits no such user on that database.
  case conexionRechazada(usuario: String, baseDeDatos: String)
  /// The role lacks a privilege the command needs.
  case sinPermisoEnElServidor
  /// Clerk `usuario` may not change team `equipo` (`nil`: the league's teams themselves), whose
  /// `delegados` may, as may the federation's roles `federacion`, who grant rights.
  case sinDerechos(equipo: String?, usuario: String, delegados: [String], federacion: [String])
  /// No such role on the server (`permisos dar`).
  case rolDesconocido(String)
  /// `permisos` on a file: its rights are its Unix permissions.
  case permisosDeArchivo(String)
  /// `permisos`' line of the federation's roles, who change every team and grant rights.
  case permisosDeLaFederacion([String])
  /// `permisos`' line of a team and its delegates.
  case permisosDeEquipo(String, delegados: [String])
  /// Rights granted (`dar`) or taken away to role `rol` over `equipos` (`nil`: every team).
  case permisosCambiados(dar: Bool, rol: String, equipos: [String]?)
  /// The connection broke; what became of the change.
  case conexionPerdida(EstadoDelGuardado)
  /// The last COMMIT's fate is still unknown: nothing more is sent.
  case anteriorSinDecidir
  /// A change saved whose COMMIT's answer did not come within `segundos`: `replicaSincrona`,
  /// the confirmation of a synchronous standby is what never came.
  case guardadoSinConfirmar(segundos: Int, replicaSincrona: Bool)
  /// A change this user's earlier attempt had made already (`cuando`, UTC, said in local time
  /// by the catalog's `horaLocal`): not made again.
  case yaGuardado(cuando: String)
  /// What the server decided of the last change, whose COMMIT got no answer: said before the
  /// next change is made.
  case anteriorDecidido(guardado: Bool)
  /// A UNIQUE constraint refused a row (the constraint's name).
  case datoRepetido(restriccion: String)
  /// A CHECK constraint refused a row (the constraint's name).
  case datoNoValido(restriccion: String)
  /// A serialization failure: another change crossed this one.
  case conflictoEnElServidor
  /// Another change held rows (or a lock) this one needs on the server past its lock wait, a
  /// little less than `segundos`, the `MARCADOR_ESPERA_SERVIDOR` a clerk can change.
  case ocupadoEnElServidor(segundos: Int)
  /// The server's league was made by a newer marcador.
  case esquemaMasNuevo(encontrada: Int, soportada: Int)
  /// The server holds no league yet, and how to create one.
  case sinEsquema
  /// The schema the URL's search_path names does not exist, and this role may not create it.
  case esquemaSinCrear(String)
  /// A text with U+0000, which PostgreSQL cannot store.
  case caracterNulo
  /// Any other server error, with its SQLSTATE and text.
  case errorDelServidor(codigo: String, String)

  // The command line.
  /// A command marcador does not know.
  case ordenDesconocida(String)
  /// An option marcador does not know.
  case opcionDesconocida(String)
  /// An option given without its value.
  case faltaValor(String)
  /// An option given an empty value.
  case valorVacio(String)
  /// Two options that cannot go together.
  case incompatibles(String, String)
  /// `deshacer ENTRADA` with something that is not an entry's number.
  case entradaNoValida(String)
  /// `importar --separador` with what cannot separate columns (shown as `visible`).
  case separadorNoValido(String)
  /// An argument the command does not take.
  case sobraArgumento(String)
  /// An interactive line whose words read more than one way, nothing run: each reading as the
  /// quoted line that runs it.
  case lecturas([String])
  /// A positional argument missing.
  case faltaArgumento(NombreDeArgumento)
  /// A path argument given empty (`temporada ""`).
  case argumentoVacio(NombreDeArgumento)
  /// A positional argument's name as this language's help writes it (`TEAM`, `EQUIPO`).
  case argumento(NombreDeArgumento)
  /// The argument at `posicion` is not UTF-8.
  case argumentoNoUTF8(Int)
  /// A line read from a pipe that is not UTF-8 (after `lineaDeOrdenes`).
  case lineaNoUTF8
  /// Standard output could not be written (after the command did its work).
  case salidaNoEscrita(Mensaje)
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
  /// The form's first piece, what it does and where (`Catalogo.cabecera`): «Editar a Ana #9 de
  /// Rayo FC», «Añadir jugador a Rayo FC», «Añadir jugador».
  case formulario(jugador: String?, equipo: String?)
  /// The header's keys: Enter goes on, and on the last field saves (`guarda`) or only checks.
  case teclaSiguiente(guarda: Bool)
  /// Shift-Tab goes back, where the reader has it.
  case teclaAnterior
  /// Ctrl-C cancels.
  case teclaCancela
  /// The interactive mode's first line, in pieces (`Catalogo.bienvenida`): `ayuda` lists the
  /// commands; then TAB, the arrows and Ctrl-D where the reader edits lines, else `salir`.
  case ayudaListaLasOrdenes
  /// TAB completes.
  case tabCompleta
  /// The arrows walk the history.
  case flechasDelHistorial
  /// Ctrl-D leaves.
  case ctrlDSale
  /// Without a line editor: `salir` or Ctrl-D leaves.
  case salirOCtrlDSale
  /// An error line's field and message: `Dorsal: Del 1 al 99`.
  case enCampo(Campo, Mensaje)
  /// No player has that name.
  case jugadorDesconocido(String)
  /// No player of that team has that name.
  case jugadorDesconocidoEn(String, equipo: String)
  /// An edit that changed nothing: nothing was saved.
  case sinCambios
  /// A player changed: «Editado en Rayo FC: Ana #9 → Ana #10».
  case editado(String, String, equipo: String)
  /// A player removed: «Quitado de Rayo FC: Ana #9».
  case quitado(String, equipo: String)
  /// `quitar` at a terminal: remove this player?
  case preguntaQuitar(String, equipo: String)
  /// The answer to `preguntaQuitar` was not yes.
  case noQuitado
  /// A team's CSV imported: how many players.
  case importado(Int, equipo: String)
  /// A team created.
  case equipoCreado(String)
  /// A team's name already taken (ignoring case and accents).
  case equipoRepetido(String)
  /// A team name over 40 characters.
  case nombreDeEquipoLargo(maximo: Int)
  /// `deshacer` with no change of this clerk's left to undo.
  case nadaQueDeshacer
  /// A change undone: «Deshecho: Añadido a Rayo FC: Ana #9».
  case deshecho(Mensaje)

  // A colleague's changes: conflicts, undo and redo.
  /// `rehacer` with no undo of this clerk's to redo.
  case nadaQueRehacer
  /// `deshacer N` where the journal has no entry N.
  case entradaDesconocida(Int)
  /// `deshacer N` of an entry already undone.
  case yaDeshecha(Int, Mensaje)
  /// `deshacer N` where entry N is itself an undo.
  case esUnDeshacer(Int)
  /// `deshacer` refused: what the change touched changed since (`por`: the entry that did it).
  case cambiadaDesde(Int, Mensaje, por: Mensaje?)
  /// A redo refused: what it would touch changed since the undo (`por`: by whom).
  case noSeRehace(Mensaje, por: Mensaje?)
  /// A journal entry as a conflict names it: `gus, 2026-12-04 20:12:03 +0100: «…»` (`cuando`
  /// is the journal's UTC time; the catalog's `horaLocal` says it in local time).
  case hechoPor(String, cuando: String, Mensaje)
  /// A change redone: «Rehecho: …».
  case rehecho(Mensaje)
  /// `deshacer N` of a change someone else made: the confirmation (`cuando` is the journal's UTC
  /// time, said in local time by the catalog's `horaLocal`).
  case preguntaDeshacer(Int, Mensaje, de: String, cuando: String)
  /// The answer to `preguntaDeshacer` was not yes.
  case noDeshecho
  /// A change refused: the player it names left the team (`por`: who did it).
  case conflictoQuitado(String, equipo: String, por: Mensaje?)
  /// A player no longer in a team: «Ana #9 ya no está en Rayo FC».
  case yaNoEsta(String, equipo: String)
  /// A removal or transfer refused: the player changed since they were seen.
  case conflictoCambiado(String, ahora: String, por: Mensaje?)
  /// An edit refused: fields another clerk changed to other values, theirs and yours.
  case conflictoEditado(String, campos: [CampoEnConflicto], por: Mensaje?)
  /// A number field's value when it holds none, in a conflict.
  case sinDorsalComoValor
  /// `quitar-equipo` refused: the team has another number of players than asked about.
  case equipoCambiado(String, jugadores: Int)
  /// The edit form's line under a field in conflict at Enter.
  case conflictoEnCampo(Mensaje, tuyo: Mensaje, por: Mensaje?)
  /// The edit form's line under a field another clerk changed: `(gus lo cambió a 71 hace un
  /// momento)`.
  case cambiadoPorOtro(String, a: Mensaje)
  /// A journal line that cannot be read: undo and history refuse.
  case diarioNoValido(String, linea: Int)
  /// `historial`'s marker for a change reverted later.
  case marcaDeshecho
  /// The interactive mode's line after a change: how many players the team has now.
  case resumenDePlantilla(String, jugadores: Int)
  /// TAB with very many candidates: list them all?
  case preguntaListar(Int)
  /// The help libedit lists (`bind -l` in ~/.editrc) for each of the line editor's functions:
  /// TAB, the pre-fill, Ctrl-D, Enter, Shift-Tab, the paste, Backspace, Delete, ←, →, Ctrl-W,
  /// Ctrl-L.
  case ayudaCompletar, ayudaPrellenar, ayudaFin, ayudaAceptar, ayudaAnterior, ayudaPegar
  case ayudaBorrarAtras, ayudaBorrar, ayudaAtras, ayudaAdelante, ayudaBorrarPalabra
  case ayudaLimpiar
  /// A symlink to a file that does not exist.
  case enlaceRoto(String, destino: String)
  /// The next step after an unknown player with no close name: how to list the roster. The
  /// team's name comes as stored: a word of the command (`$'A\x1BB'` at the shell).
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
  /// What another clerk did since the form read the roster, and who: a field's value taken
  /// (`Ese dorsal ya lo lleva otro jugador (Bea, hace un momento)`, the player who has it), the
  /// player being edited removed (`… (gus, hace un momento)`, the clerk who did it).
  case haceUnMomento(Mensaje, por: String)
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
  /// A team's import of a whole league's CSV (its header names the team's column); `archivo`,
  /// as given, is a word of the command it suggests.
  case cabeceraDeLiga(archivo: String)
  /// A whole league's import of a team's CSV (its header names no team's column).
  case cabeceraDeEquipo(archivo: String)
  /// A league import given a team's rows (no header, two columns).
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
  /// `importar --comprobar` of a team: all the rows can join.
  case importacionComprobada(Int, equipo: String)
  /// `importar --comprobar`'s first line: how the CSV was read, its separator (`nil`: none
  /// splits a row, one column), its columns in the file's order, and its header's line if any.
  case lecturaDeCSV(separador: UInt8?, columnas: [CSV.Columna], cabecera: Int?)
  /// `importar --comprobar`: one of the first rows as it would be saved (a player as lists show
  /// them, and its team in a whole league's import).
  case filaPrevista(String, equipo: String?)
  /// `importar --comprobar`: how many rows there are past the ones shown.
  case masFilas(Int)
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
  /// The warning for such a name (`nombreFueraDeRegla`) in a league's file, after its line
  /// (`Mensaje.aviso(de:archivo:)`: `ARCHIVO:N: aviso: …`).
  case aviso(Mensaje)
  /// The last line of an export to a file or a pipe refused for such names (said before it).
  case exportacionNoHecha

  // Teams and transfers.
  /// A team renamed, and how many of the matches' names of it followed.
  case equipoRenombrado(String, String, partidos: Int)
  /// «¿Quitar el equipo Rayo FC y sus 4 jugadores? [s/N]»
  case preguntaQuitarEquipo(String, jugadores: Int)
  /// A team removed, with how many players it had.
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
  /// The plan's line for a roster put in the file's order: how many players move.
  case planOrden(movidos: Int)
  /// `--comprobar`'s last line: nothing was written.
  case reemplazoComprobado(
    equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int)
  /// A whole-league import saved, or (`comprobado`) checked without writing.
  case ligaImportada(jugadores: Int, equipos: Int, nuevos: Int, comprobado: Bool)
  /// `historial`'s second line for a whole-league import or a replaced roster.
  case resumenDeLigaImportada(Int)
  /// The first entry of a new season's journal: where, from where, how many teams, and its
  /// season label, if any, with the old one when it is the one after it.
  case temporadaIniciada(
    String, desde: String, equipos: Int, etiqueta: String?, siguienteA: String?)
  /// The old league's season label follows no rule (`Reglas.temporada`): from a pipe, the
  /// new one must be given.
  case temporadaSinSiguiente(String)
  /// At a terminal, the question for the new league's season, the old one's label shown.
  case preguntaTemporada(anterior: String)
  /// The field the answer to `preguntaTemporada` is, as its errors name it.
  case campoTemporada
}

/// A field both clerks changed, as a conflict names it: the field, their value and yours.
public struct CampoEnConflicto: Sendable, Equatable {
  public let campo: Campo
  public let suyo: Mensaje
  public let tuyo: Mensaje
}
