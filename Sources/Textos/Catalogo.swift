// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Formulario
import LlamadasAlSistema
import Servidor
import Torneo

/// Where a message is read, which decides how its advice names a command: at the shell
/// (`marcador equipos`, `marcador --help`) or inside the interactive mode, whose commands are
/// the bare words (`equipos`, `ayuda`).
public enum LugarDeLectura: Sendable {
  case shell, interactivo
}

/// Every text a person reads, in one language. A new language is one more type conforming to
/// this protocol (the compiler lists whatever it still lacks) and one more case of `Idioma`.
public protocol Catalogo: Sendable {
  // The form's rules.
  /// Where the messages are read: the shell unless the interactive mode says otherwise.
  var lugar: LugarDeLectura { get set }
  func texto(de error: ErrorNombre) -> String
  func texto(de error: ErrorDorsal) -> String
  func equipoVacio() -> String
  func equipoDesconocido(_ nombre: String) -> String
  func quisisteDecir(_ nombre: String) -> String
  func libres(_ dorsales: [Int]) -> String
  func ningunDorsalLibre() -> String

  // The wizard.
  func nombre(de campo: Campo) -> String
  /// The team question; with `sugerido`, Enter takes that team.
  func preguntaEquipo(sugerido: String?) -> String
  func preguntaNombre(longitud: Int, maximo: Int) -> String
  func preguntaDorsal() -> String
  func preguntaDescartar() -> String
  func esAfirmativa(_ respuesta: String) -> Bool
  /// «n», «no»: what a yes-or-no question takes for no (anything else is asked again).
  func esNegativa(_ respuesta: String) -> Bool
  func enLinea(_ linea: Int, campo: String, _ mensaje: String) -> String
  func enOpcion(_ opcion: String, _ mensaje: String) -> String
  /// The prefix of an error about a line of commands read from a pipe: `línea 3: `.
  func lineaDeOrdenes(_ linea: Int) -> String
  func guardado(_ jugador: String, equipo: String) -> String
  /// `--comprobar`'s line: the player as they would be saved, a new one or (`editado`) a
  /// player of the team as edited.
  func comprobado(_ jugador: String, equipo: String, editado: Bool) -> String
  func cancelado() -> String

  // The file.
  func noExiste(_ ruta: String) -> String
  func noLegible(_ ruta: String, _ causa: String) -> String
  func noValido(_ ruta: String, linea: Int, columna: Int, _ motivo: String) -> String
  func texto(de motivo: MotivoInvalido) -> String
  func bloqueado(_ ruta: String, segundos: String) -> String
  func noSeEscribio(_ ruta: String, _ causa: String) -> String
  func sinConfirmar(_ ruta: String, _ causa: String) -> String
  func yaExiste(_ ruta: String) -> String
  func noSeCreo(_ ruta: String, _ causa: String) -> String
  /// A league to create at a folder (`existe`: there is one; else the path ends in `/` and
  /// names none): the league is a file.
  func carpetaComoTorneo(_ ruta: String, existe: Bool) -> String
  func creado(_ ruta: String, equipos: Int) -> String
  /// `copiar` copied the league to `destino`.
  func copiado(_ destino: String, equipos: Int) -> String
  func causa(llamada: String, errno: Int32) -> String
  func plantillaVacia(_ equipo: String) -> String

  // A league on a server (CatalogoX+Servidor.swift).
  func sinLibPQ(_ detalle: String) -> String
  func urlNoValida(_ url: String) -> String
  func servidorInalcanzable(_ destino: String) -> String
  func servidorNoDisponible(_ destino: String) -> String
  func servidorSoloLectura(_ destino: String) -> String
  func servidorSinRespuesta(_ destino: String, segundos: Int) -> String
  func tiempoAgotadoEnElServidor(segundos: Int, _ cambio: EstadoDelCambio) -> String
  func canceladoEnElServidor(_ cambio: EstadoDelCambio) -> String
  func faltaContrasena(usuario: String, baseDeDatos: String) -> String
  func contrasenaRechazada(usuario: String, baseDeDatos: String) -> String
  func conexionRechazada(usuario: String, baseDeDatos: String) -> String
  func sinPermisoEnElServidor() -> String
  func conexionPerdida(_ cambio: EstadoDelCambio) -> String
  func anteriorSinDecidir() -> String
  /// A change saved whose COMMIT's answer did not come within `segundos`: `replicaSincrona`,
  /// the confirmation of a synchronous standby is what never came.
  func guardadoSinConfirmar(segundos: Int, replicaSincrona: Bool) -> String
  /// A change this user's earlier attempt had made already (`hora`, local): not made again.
  func yaGuardado(hora: String) -> String
  func datoRepetido(restriccion: String) -> String
  func datoNoValido(restriccion: String) -> String
  func conflictoEnElServidor() -> String
  /// Another change held rows (or a lock) this one needs on the server past its lock wait, a
  /// little less than `segundos`, the `MARCADOR_ESPERA_SERVIDOR` a clerk can change.
  func ocupadoEnElServidor(segundos: Int) -> String
  func esquemaMasNuevo(encontrada: Int, soportada: Int) -> String
  func sinEsquema() -> String
  /// The schema the URL's search_path names does not exist, and this role may not create it.
  func esquemaSinCrear(_ nombre: String) -> String
  func caracterNulo() -> String
  func errorDelServidor(codigo: String, _ mensaje: String) -> String

  // The command line.
  func ordenDesconocida(_ orden: String) -> String
  func opcionDesconocida(_ opcion: String) -> String
  func faltaValor(_ opcion: String) -> String
  func valorVacio(_ opcion: String) -> String
  func incompatibles(_ una: String, _ otra: String) -> String
  func entradaNoValida(_ texto: String) -> String
  func sobraArgumento(_ argumento: String) -> String
  func faltaArgumento(_ argumento: NombreDeArgumento) -> String
  /// A path argument given empty (`temporada ""`).
  func argumentoVacio(_ argumento: NombreDeArgumento) -> String
  /// A positional argument's name as this language's help writes it (`TEAM`, `EQUIPO`).
  func nombre(deArgumento argumento: NombreDeArgumento) -> String
  func argumentoNoUTF8(_ posicion: Int) -> String
  /// A line read from a pipe that is not UTF-8 (after `lineaDeOrdenes`).
  func lineaNoUTF8() -> String
  /// Standard output could not be written (after the command did its work).
  func salidaNoEscrita(_ causa: String) -> String
  /// Where to find help: «marcador --help» at the shell, «ayuda» in the interactive mode.
  func pruebaAyuda() -> String
  /// A one-shot command's answers were all read from a pipe and this line is left over.
  func lineaSobrante() -> String
  /// `historial`'s second line for an import, instead of its replay (every row of the CSV):
  /// how many players, and where the whole command is.
  func resumenDeImportacion(_ cuantos: Int, equipo: String) -> String
  /// The general help (`marcador --help`): `ordenes`, the list of commands, comes from their
  /// declarations; its table of `opciones` in that order (`DefinicionDeOrden.opcionesDeLaAyuda`).
  func ayudaGeneral(ordenes: String, opciones: [NombreDeOpcion]) -> String
  /// The interactive mode's `ayuda` around its list of commands `ordenes`: it promises TAB and
  /// history only where the reader has them.
  func ayudaInteractiva(ordenes: String, conEditor: Bool) -> String
  /// A command's documentation in this language (`--help`, completion, the manual, README).
  func documentacion(de orden: NombreDeOrden) -> DocumentacionDeOrden
  /// A command's other names, after its one line in a list: `(también: añadir)`.
  func tambien(_ alias: [String]) -> String
  /// The word before a command's usage lines: `Uso:`.
  var tituloDeUso: String { get }
  /// The title of a command's examples: `Ejemplo:` or `Ejemplos:`, by how many.
  func tituloDeEjemplos(_ cuantos: Int) -> String
  /// What an option does in a command (`nil`: the general help), one line: the row of that
  /// command's `--help` table (`tablaDeOpciones`) and its shell completion menu's line.
  func descripcion(deOpcion opcion: NombreDeOpcion, en orden: NombreDeOrden?) -> String
  /// The name of an option's value in the help (`RUTA`), `nil` for a flag.
  func valor(deOpcion opcion: NombreDeOpcion) -> String?
  /// The interactive mode's first line, as pieces (laid out like the form's header); like
  /// `ayudaInteractiva`, it promises TAB and history only where the reader has them.
  func bienvenida(conEditor: Bool) -> [String]

  // Managing the roster.
  /// An error line's field and message: `Dorsal: Del 1 al 99`.
  func enCampo(_ campo: Campo, _ mensaje: String) -> String
  /// The line the form opens with, in pieces (shown `·`-separated): where the player goes and
  /// which keys do what; Shift-Tab only where the reader has it (`conAnterior`); the last
  /// Enter saves, or with `--comprobar` only checks (`guarda` false).
  func cabecera(jugador: String?, equipo: String?, conAnterior: Bool, guarda: Bool) -> [String]
  func jugadorDesconocido(_ nombre: String) -> String
  func jugadorDesconocidoEn(_ nombre: String, equipo: String) -> String
  func sinCambios() -> String
  func editado(_ antes: String, _ despues: String, equipo: String) -> String
  func quitado(_ jugador: String, equipo: String) -> String
  func preguntaQuitar(_ jugador: String, equipo: String) -> String
  func noQuitado() -> String
  func importado(_ cuantos: Int, equipo: String) -> String
  func equipoCreado(_ nombre: String) -> String
  func equipoRepetido(_ nombre: String) -> String
  /// A team name over 40 characters.
  func nombreDeEquipoLargo(maximo: Int) -> String
  func nadaQueDeshacer() -> String
  func deshecho(_ cambio: String) -> String
  // A colleague's changes: conflicts, undo and redo.
  func nadaQueRehacer() -> String
  func entradaDesconocida(_ numero: Int) -> String
  func yaDeshecha(_ numero: Int, _ cambio: String) -> String
  func esUnDeshacer(_ numero: Int) -> String
  /// `por`: the change that blocks it (`hechoPor`).
  func cambiadaDesde(_ numero: Int, _ cambio: String, por: String?) -> String
  func noSeRehace(_ cambio: String, por: String?) -> String
  /// A journal entry as a conflict names it: `gus, 2026-12-04 20:12:03 +0100: «…»`.
  func hechoPor(_ usuario: String, cuando: String, _ cambio: String) -> String
  func rehecho(_ cambio: String) -> String
  /// `deshacer N` of a change someone else made: the confirmation.
  func preguntaDeshacer(_ numero: Int, _ cambio: String, de usuario: String, cuando: String)
    -> String
  func noDeshecho() -> String
  func conflictoQuitado(_ jugador: String, equipo: String, por: String?) -> String
  func conflictoCambiado(_ visto: String, ahora: String, por: String?) -> String
  func conflictoEditado(
    _ jugador: String, campos: [(campo: String, suyo: String, tuyo: String)], por: String?
  ) -> String
  /// A number field's value when it holds none, in a conflict.
  func sinDorsalComoValor() -> String
  func equipoCambiado(_ equipo: String, jugadores: Int) -> String
  /// The edit form's line under a field in conflict at Enter.
  func conflictoEnCampo(_ suyo: String, tuyo: String, por: String?) -> String
  /// The edit form's line under a field another clerk changed: `(gus lo cambió a 71 hace un
  /// momento)`.
  func cambiadoPorOtro(_ usuario: String, a valor: String) -> String
  func diarioNoValido(_ ruta: String, linea: Int) -> String
  /// `historial`'s marker for a change reverted later.
  func marcaDeshecho() -> String
  /// The interactive mode's line after a change: how many players the team has now.
  func resumenDePlantilla(_ equipo: String, jugadores: Int) -> String
  /// TAB with very many candidates: list them all?
  func preguntaListar(_ cuantos: Int) -> String
  /// A symlink to a file that does not exist.
  func enlaceRoto(_ ruta: String, destino: String) -> String
  /// The next step after an unknown player with no close name: how to list the roster.
  func comoVerLaPlantilla(_ equipo: String) -> String
  /// The next step after an unknown team with no close name: how to list them.
  func comoVerLosEquipos() -> String
  /// A league without teams: how to create the first one.
  func ligaSinEquipos() -> String
  /// Said once a save has waited half a second for another process's lock.
  func esperandoCerrojo() -> String
  /// Said once a connect or a statement has waited a second for the server (cleared when it
  /// answers).
  func esperandoServidor() -> String
  /// At a terminal, after the wait for the lock ran out: try again?
  func preguntaReintentar() -> String

  // The live form.
  /// Who took a field's value since the form read the roster: `(Bea, hace un momento)`.
  func haceUnMomento(_ jugador: String) -> String
  /// Plain prompts: another clerk just took a number the field may give.
  func avisoDorsalTomado(_ jugador: String, dorsal: Int) -> String
  /// Plain prompts: another clerk just added a player whose name the field may give.
  func avisoNombreTomado(_ jugador: String, equipo: String) -> String
  /// A check against the league as it is now that has not answered yet.
  func comprobando() -> String
  /// What a check answered for a free value (after `✓`).
  func libre() -> String
  /// The league can no longer be followed: said once, the form goes on.
  func vistaEnVivoApagada() -> String

  // Bulk.
  /// A CSV file that cannot be read at all, with its name (and line, where there is one).
  func texto(de error: CSV.ErrorDeLectura, archivo: String) -> String
  /// A row with more columns than those `esperadas` (`nombre,dorsal`, or a league's).
  func demasiadasColumnas(_ columnas: Int, esperadas: [CSV.Columna]) -> String
  /// A team's import of a whole league's CSV (its header names the team's column).
  func cabeceraDeLiga(archivo: String) -> String
  /// A whole league's import of a team's CSV (its header names no team's column).
  func cabeceraDeEquipo(archivo: String) -> String
  func filasDeEquipo(archivo: String) -> String
  /// `importar NOMBRE` where NOMBRE is no team and no file.
  func niEquipoNiArchivo(_ nombre: String) -> String
  /// `importar ARCHIVO --reemplazar`: only a team's roster is replaced.
  func reemplazarSinEquipo(archivo: String) -> String
  /// A first row that is neither a header nor a player: `texto` is where the number goes.
  func niCabeceraNiJugador(_ texto: String) -> String
  /// The header names one column twice: the two fields that name it, as written (the same
  /// word, or two words for one column).
  func columnaRepetida(_ primera: String, _ segunda: String) -> String
  /// An import without rows (not an error), from `archivo` or (`nil`) standard input, named
  /// in words: only the `ARCHIVO:N:` lines say `-`.
  func nadaQueImportar(_ archivo: String?) -> String
  func importacionComprobada(_ cuantos: Int, equipo: String) -> String
  /// The hint before reading rows typed at a terminal.
  func leyendoCSV() -> String
  /// `importar` without a file inside the interactive mode, whose input holds commands.
  func importarSinArchivo() -> String
  /// The roster changed under the lock and the rows no longer fit it.
  func conflictoAlGuardar() -> String
  /// The line after the first invalid rows an import lists: how many errors it left unsaid.
  func masFallos(_ cuantos: Int, archivo: String) -> String
  /// A name the rules refuse, said with the rule (`error`: empty, too long, invisible
  /// characters): a player's of team `equipo`, or a team's (`equipo` nil).
  func nombreFueraDeRegla(_ nombre: String, equipo: String?, error: ErrorNombre) -> String
  /// The warning for such a name in a league's file, at its line (`ARCHIVO:N: aviso: …`).
  func aviso(de nombre: NombreFueraDeRegla, archivo: String) -> String
  /// The last line of an export to a file or a pipe refused for such names (said before it).
  func exportacionNoHecha() -> String

  // Teams and transfers (CatalogoX+Equipos.swift).
  /// A team renamed, and how many of the matches' names of it followed.
  func equipoRenombrado(_ antes: String, _ despues: String, partidos: Int) -> String
  /// «¿Quitar el equipo Rayo FC y sus 4 jugadores? [s/N]»
  func preguntaQuitarEquipo(_ equipo: String, jugadores: Int) -> String
  func equipoQuitado(_ equipo: String, jugadores: Int) -> String
  /// The answer to `preguntaQuitarEquipo` was not yes.
  func noQuitadoEquipo() -> String
  /// A team that matches name is not removed.
  func equipoEnPartidos(_ equipo: String, partidos: Int) -> String
  /// A team is not renamed to a name the league's matches already give a missing team.
  func nombreEnPartidos(_ nombre: String, como: String, partidos: Int) -> String
  /// `Ana #9: Rayo FC → Atlético B` (the number she wears there, if it changed).
  func traspasado(_ antes: String, _ despues: String, desde: String, hasta: String) -> String
  /// A transfer to the team the player is in.
  func traspasoAlMismoEquipo(_ jugador: String, equipo: String) -> String
  /// The destination has a player with the transferred one's name.
  func nombreOcupadoEn(_ nombre: String, equipo: String) -> String
  /// The destination has a player who wears the number the transferred one would.
  func dorsalOcupadoEn(_ dorsal: Int, equipo: String) -> String
  /// After `dorsalOcupadoEn` from a command line: what to do instead.
  func eligeOtroDorsal() -> String
  /// The line above the Dorsal field a transfer opens at a terminal.
  func cabeceraDeTraspaso(_ jugador: String, dorsal: Int, desde: String, hasta: String) -> String
  // A season's roster work (CatalogoX+Temporada.swift).
  /// `buscar`: a team that matched, with how many players it has.
  func equipoEncontrado(_ nombre: String, jugadores: Int) -> String
  /// `buscar`: nothing's name holds the text.
  func nadaCoincide(_ texto: String) -> String
  /// `importar --reemplazar`: the roster replaced.
  func reemplazado(equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int)
    -> String
  /// `--comprobar`'s plan, one line per player.
  func planAnadido(_ jugador: String) -> String
  func planCambiado(_ antes: String, _ despues: String) -> String
  func planQuitado(_ jugador: String) -> String
  /// The plan's line for a roster put in the file's order: how many players move.
  func planOrden(movidos: Int) -> String
  /// `--comprobar`'s last line: nothing was written.
  func reemplazoComprobado(
    equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int
  ) -> String
  /// A whole-league import saved, or (`comprobado`) checked without writing.
  func ligaImportada(jugadores: Int, equipos: Int, nuevos: Int, comprobado: Bool) -> String
  /// `historial`'s second line for a whole-league import or a replaced roster.
  func resumenDeLigaImportada(_ jugadores: Int) -> String
  /// The first entry of a new season's journal.
  func temporadaIniciada(_ destino: String, desde origen: String, equipos: Int) -> String
}

extension Catalogo {
  /// A help's table of options: each option with its value's name, and what it does in that
  /// command (`descripcion(deOpcion:en:)`, the words its completion menu shows too), in one
  /// column that wraps between words to stay within 80 columns.
  /// An option as the usage and the table write it: its name, and its value's (`--dorsal DORSAL`).
  public func texto(deOpcion opcion: NombreDeOpcion) -> String {
    opcion.rawValue + (valor(deOpcion: opcion).map { " " + $0 } ?? "")
  }

  public func tablaDeOpciones(_ opciones: [NombreDeOpcion], de orden: NombreDeOrden?) -> String {
    let cabezas = opciones.map { $0 == .help ? "-h, --help" : texto(deOpcion: $0) }
    let columna = 2 + (cabezas.map(\.count).max() ?? 0) + 3
    return zip(opciones, cabezas).map { opcion, cabeza in
      Parrafo.columnas(cabeza, descripcion(deOpcion: opcion, en: orden), columna: columna)
    }.joined(separator: "\n")
  }

  /// A field's value another clerk took since the form read the roster:
  /// `Ese dorsal ya lo lleva otro jugador (Bea, hace un momento)`.
  public func tomadoHaceUnMomento(_ campo: Campo, por jugador: Jugador) -> String {
    let base =
      campo == .nombre ? texto(de: ErrorNombre.repetido) : texto(de: ErrorDorsal.repetido)
    return base + " " + haceUnMomento(visible(jugador.nombre))
  }

  /// Plain prompts: what another clerk just took, as a line of its own.
  public func avisoDeTomado(_ campo: Campo, por jugador: Jugador, equipo: String) -> String {
    guard campo == .dorsal, let dorsal = jugador.dorsal else {
      return avisoNombreTomado(visible(jugador.nombre), equipo: visible(equipo))
    }
    return avisoDorsalTomado(visible(jugador.nombre), dorsal: dorsal)
  }

  /// The message for a wizard answer's error, with its suggestion if it has one.
  public func mensaje(de error: ErrorDeCampo) -> String {
    switch error {
    case .conflicto(let campo, let suyo, let tuyo, let por):
      return conflictoEnCampo(
        valor(de: campo, en: suyo), tuyo: valor(de: campo, en: tuyo), por: por.map(hechoPor))
    case .equipoVacio:
      return equipoVacio()
    case .equipoDesconocido(let nombre, let sugerencia):
      return conSugerencia(equipoDesconocido(visible(nombre)), equipo: sugerencia)
    case .nombre(let e):
      return texto(de: e)
    case .jugadorDesconocido(let nombre, let sugerencia):
      let base = jugadorDesconocido(visible(nombre))
      return Catalogos.frases(base, sugerencia.map { quisisteDecir(visible($0)) } ?? "")
    case .dorsal(let e, let libres):
      guard e == .repetido else { return texto(de: e) }
      return Catalogos.frases(
        texto(de: e), libres.isEmpty ? ningunDorsalLibre() : self.libres(libres))
    }
  }

  /// `importar NOMBRE` where NOMBRE names no team and no file, with the team it may mean.
  public func mensaje(deNiEquipoNiArchivo nombre: String, sugerencia: String?) -> String {
    conSugerencia(niEquipoNiArchivo(visible(nombre)), equipo: sugerencia)
  }

  /// A message about an unknown team, then the team it may mean or how to see them all.
  private func conSugerencia(_ base: String, equipo sugerencia: String?) -> String {
    Catalogos.frases(base, sugerencia.map { quisisteDecir(visible($0)) } ?? comoVerLosEquipos())
  }

  /// The message for a store's own failure: the file's or the server's.
  private func mensaje(de fallo: FalloDeAlmacen) -> String {
    switch fallo.valor {
    case let e as ErrorArchivo: mensaje(de: e)
    case let e as ErrorServidor: mensaje(de: e)
    default: String(describing: fallo.valor)
    }
  }

  /// The message for a league error (the file's, or a refused change).
  public func mensaje(de error: ErrorDeLiga) -> String {
    switch error {
    case .almacen(let fallo): mensaje(de: fallo)
    case .equipoDesconocido(let nombre, let sugerencia):
      mensaje(de: ErrorDeCampo.equipoDesconocido(nombre, sugerencia: sugerencia))
    case .jugadorDesconocido(let nombre, let equipo, let sugerencia):
      Catalogos.frases(
        jugadorDesconocidoEn(visible(nombre), equipo: visible(equipo)),
        sugerencia.map { quisisteDecir(visible($0)) }
          ?? comoVerLaPlantilla(
            visible(lugar == .shell ? Shell.palabra(equipo) : equipo)))
    case .equipo(.nombreRepetido): texto(de: ErrorNombre.repetido)
    case .equipo(.dorsalRepetido): texto(de: ErrorDorsal.repetido)
    case .nombreDeEquipo(.largo): nombreDeEquipoLargo(maximo: Reglas.maximoNombreDeEquipo)
    case .nombreDeEquipo(let e): texto(de: e)
    case .equipoRepetido(let nombre): equipoRepetido(visible(nombre))
    case .nadaQueDeshacer: nadaQueDeshacer()
    case .nadaQueRehacer: nadaQueRehacer()
    case .entradaDesconocida(let numero): entradaDesconocida(numero)
    case .yaDeshecha(let entrada) where entrada.cambio.esDeshacer: esUnDeshacer(entrada.numero)
    case .yaDeshecha(let entrada): yaDeshecha(entrada.numero, descripcion(de: entrada.cambio))
    case .cambiadaDesde(let entrada, let por):
      if case .deshecho(_, let original) = entrada.cambio {
        noSeRehace(descripcion(de: original), por: por.map(hechoPor))
      } else {
        cambiadaDesde(entrada.numero, descripcion(de: entrada.cambio), por: por.map(hechoPor))
      }
    case .conflicto(let conflicto): mensaje(de: conflicto)
    case .equipoCambiado(let equipo, let jugadores):
      equipoCambiado(visible(equipo), jugadores: jugadores)
    case .diarioNoValido(let ruta, let linea): diarioNoValido(visible(ruta), linea: linea)
    case .equipoEnPartidos(let equipo, let partidos):
      equipoEnPartidos(visible(equipo), partidos: partidos)
    case .nombreEnPartidos(let nombre, let como, let partidos):
      nombreEnPartidos(visible(nombre), como: visible(como), partidos: partidos)
    case .traspasoAlMismoEquipo(let jugador, let equipo):
      traspasoAlMismoEquipo(visible(jugador), equipo: visible(equipo))
    }
  }

  /// Who made a journal entry, when (local time) and what: what a conflict names.
  public func hechoPor(_ entrada: EntradaDeDiario) -> String {
    hechoPor(
      visible(entrada.usuario), cuando: Sistema.horaLocal(deUTC: entrada.cuando),
      descripcion(de: entrada.cambio))
  }

  /// A change that met a player changed since the clerk saw them: what changed, and by whom.
  public func mensaje(de conflicto: Conflicto) -> String {
    let por = conflicto.por.map(hechoPor)
    guard let actual = conflicto.actual else {
      return conflictoQuitado(
        jugador(conflicto.visto), equipo: visible(conflicto.equipo), por: por)
    }
    guard let pedido = conflicto.pedido else {
      return conflictoCambiado(jugador(conflicto.visto), ahora: jugador(actual), por: por)
    }
    return conflictoEditado(
      jugador(conflicto.visto),
      campos: conflicto.campos.map {
        (nombre(de: $0), valor(de: $0, en: actual), valor(de: $0, en: pedido))
      }, por: por)
  }

  /// The edit form's line for a field another clerk (`por`) changed: `(gus lo cambió a 71 hace
  /// un momento)`, the value as `jugador` has it now.
  public func cambiadoPorOtro(_ campo: Campo, en jugador: Jugador, por: EntradaDeDiario?)
    -> String
  {
    cambiadoPorOtro(visible(por?.usuario ?? "?"), a: valor(de: campo, en: jugador))
  }

  /// A player's name or number as a conflict shows it.
  public func valor(de campo: Campo, en jugador: Jugador) -> String {
    switch campo {
    case .dorsal: jugador.dorsal.map(String.init) ?? sinDorsalComoValor()
    case .nombre, .equipo: visible(jugador.nombre)
    }
  }

  /// A change as one line: `Añadido a Rayo FC: Bea #7`.
  public func descripcion(de cambio: Cambio) -> String {
    switch cambio {
    case .anadido(let j, let equipo): guardado(jugador(j), equipo: visible(equipo))
    case .importado(let js, let equipo): importado(js.count, equipo: visible(equipo))
    case .editado(let antes, let despues, let equipo):
      editado(jugador(antes), jugador(despues), equipo: visible(equipo))
    case .quitado(let j, let equipo): quitado(jugador(j), equipo: visible(equipo))
    case .equipoCreado(let nombre): equipoCreado(visible(nombre))
    case .deshecho(_, let otro): deshecho(descripcion(de: otro.hecho))
    case .rehecho(_, let otro): rehecho(descripcion(de: otro))
    case .equipoRenombrado(let antes, let despues, let partidos):
      equipoRenombrado(visible(antes), visible(despues), partidos: partidos)
    case .equipoQuitado(let equipo, let jugadores):
      equipoQuitado(visible(equipo), jugadores: jugadores)
    case .traspasado(let antes, let despues, let desde, let hasta):
      traspasado(jugador(antes), jugador(despues), desde: visible(desde), hasta: visible(hasta))
    case .reemplazado(_, let equipo, let anadidos, let cambiados, let quitados, let movidos):
      reemplazado(
        equipo: visible(equipo), anadidos: anadidos, cambiados: cambiados, quitados: quitados,
        movidos: movidos)
    case .ligaImportada(let plantillas, let nuevos):
      ligaImportada(
        jugadores: plantillas.reduce(0) { $0 + $1.jugadores.count }, equipos: plantillas.count,
        nuevos: nuevos.count, comprobado: false)
    case .temporadaIniciada(let t):
      temporadaIniciada(
        visible(t.destino), desde: visible(t.origen),
        equipos: t.equipos)
    }
  }

  /// A journal entry as `historial` lists it: number (right-aligned in `ancho` columns, the
  /// widest number's, so the columns stay in line from entry 10 on), date in local time with its
  /// offset (`Sistema.horaLocal`), user, change, and
  /// the command that repeats it on the next line.
  public func lineaDeHistorial(_ entrada: EntradaDeDiario, ancho: Int = 1) -> String {
    let marca = entrada.deshecha ? " " + marcaDeshecho() : ""
    // An import's replay holds every row of its CSV (80 kB for 5,000 players): one readable
    // line here, the whole command in `historial --json`.
    let orden =
      switch entrada.cambio {
      case .importado(let jugadores, let equipo),
        .reemplazado(let jugadores, let equipo, _, _, _, _):
        resumenDeImportacion(jugadores.count, equipo: visible(equipo))
      case .ligaImportada(let plantillas, _):
        resumenDeLigaImportada(plantillas.reduce(0) { $0 + $1.jugadores.count })
      default:
        visible(entrada.orden)
      }
    let numero = String(entrada.numero)
    let relleno = String(repeating: " ", count: max(0, ancho - numero.count))
    return
      "\(relleno)\(numero)  \(Sistema.horaLocal(deUTC: entrada.cuando))  \(visible(entrada.usuario))  "
      + descripcion(de: entrada.cambio) + marca + "\n    " + orden + "\n"
  }

  /// The message for a file error.
  public func mensaje(de error: ErrorArchivo) -> String {
    switch error {
    case .noExiste(let ruta):
      noExiste(visible(ruta))
    case .enlaceRoto(let ruta, let destino):
      enlaceRoto(visible(ruta), destino: visible(destino))
    case .noLegible(let ruta, let llamada, let errno):
      noLegible(visible(ruta), causa(llamada: llamada, errno: errno))
    case .noValido(let ruta, let linea, let columna, let motivo):
      noValido(visible(ruta), linea: linea, columna: columna, texto(de: motivo))
    case .bloqueado(let ruta, let segundos):
      bloqueado(visible(ruta), segundos: Catalogos.decimal(segundos))
    case .esperaInterrumpida:
      cancelado()
    case .noSeEscribio(let ruta, let llamada, let errno):
      noSeEscribio(visible(ruta), causa(llamada: llamada, errno: errno))
    case .sinConfirmar(let ruta, let llamada, let errno):
      sinConfirmar(visible(ruta), causa(llamada: llamada, errno: errno))
    case .yaExiste(let ruta):
      yaExiste(visible(ruta))
    case .esCarpeta(let ruta, let existe):
      carpetaComoTorneo(visible(ruta), existe: existe)
    case .noSeCreo(let ruta, let llamada, let errno):
      noSeCreo(visible(ruta), causa(llamada: llamada, errno: errno))
    }
  }

  /// What a saved change leaves to be said on a server.
  public func mensaje(de aviso: AvisoDelServidor) -> String {
    switch aviso {
    case .guardadoSinConfirmar(let segundos, let replicaSincrona):
      guardadoSinConfirmar(segundos: segundos, replicaSincrona: replicaSincrona)
    case .yaGuardado(let cuando): yaGuardado(hora: Sistema.horaLocal(deUTC: cuando))
    }
  }

  /// The message for a server error. Every text from the server or the URL goes through
  /// `visible`; none holds a password (Servidor hides them).
  public func mensaje(de error: ErrorServidor) -> String {
    switch error {
    case .sinLibPQ(let detalle): sinLibPQ(visible(detalle))
    case .urlNoValida(let url): urlNoValida(visible(url))
    case .inalcanzable(let destino, let detalle):
      servidorInalcanzable(visible(destino)) + lineaDeDetalle(detalle)
    case .noDisponible(let destino): servidorNoDisponible(visible(destino))
    case .soloLectura(let destino): servidorSoloLectura(visible(destino))
    case .sinRespuesta(let destino, let segundos):
      servidorSinRespuesta(visible(destino), segundos: segundos)
    case .tiempoAgotado(let segundos, let cambio):
      tiempoAgotadoEnElServidor(segundos: segundos, cambio)
    case .cancelado(let cambio): canceladoEnElServidor(cambio)
    case .rechazado(.faltaContrasena(let usuario, let baseDeDatos)):
      faltaContrasena(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos))
    case .rechazado(.contrasenaRechazada(let usuario, let baseDeDatos)):
      contrasenaRechazada(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos))
    case .rechazado(.conexion(let usuario, let baseDeDatos)):
      conexionRechazada(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos))
    case .rechazado(.sinPermiso): sinPermisoEnElServidor()
    case .conexionPerdida(let cambio): conexionPerdida(cambio)
    case .anteriorSinDecidir: anteriorSinDecidir()
    case .repetido(let restriccion): datoRepetido(restriccion: visible(restriccion))
    case .restriccionIncumplida(let restriccion): datoNoValido(restriccion: visible(restriccion))
    case .conflicto: conflictoEnElServidor()
    case .ocupado(let segundos): ocupadoEnElServidor(segundos: segundos)
    case .esquemaMasNuevo(let encontrada, let soportada):
      esquemaMasNuevo(encontrada: encontrada, soportada: soportada)
    case .sinEsquema: sinEsquema()
    case .esquemaSinCrear(let nombre): esquemaSinCrear(visible(nombre))
    case .caracterNulo: caracterNulo()
    case .otro(let codigo, let mensaje): errorDelServidor(codigo: visible(codigo), visible(mensaje))
    }
  }

  /// libpq's own text (English, several lines, a tab before each but the first) as one
  /// detail line after the message: a line that goes on with the sentence (lowercase) or
  /// follows a finished one joins with a space, another joins with `; ` (so `…No such file
  /// or directory; Is the server running…` reads); tabs become spaces, any other control
  /// is shown escaped; nothing at all when it says nothing.
  public func lineaDeDetalle(_ texto: String) -> String {
    let lineas = texto.split(whereSeparator: \.isNewline).map {
      $0.split(whereSeparator: { $0 == "\t" || $0 == " " }).joined(separator: " ")
    }.filter { !$0.isEmpty }
    guard var unido = lineas.first else { return "" }
    for linea in lineas.dropFirst() {
      let sigue =
        linea.first?.isLowercase == true || unido.last.map { ".?!:;".contains($0) } == true
      unido += (sigue ? " " : "; ") + linea
    }
    return "\n  libpq: " + visible(unido)
  }

  /// A transfer the destination refused, as the command line says it: the name taken there,
  /// or the number worn there with the numbers free there (`libres`) and what to do.
  public func mensaje(deTraspasoRechazado error: ErrorEquipo, en equipo: String, libres: [Int])
    -> String
  {
    switch error {
    case .nombreRepetido(let nombre): nombreOcupadoEn(visible(nombre), equipo: visible(equipo))
    case .dorsalRepetido(let dorsal):
      Catalogos.frases(
        dorsalOcupadoEn(dorsal, equipo: visible(equipo)),
        libres.isEmpty ? ningunDorsalLibre() : self.libres(libres), eligeOtroDorsal())
    }
  }

  /// A player as lists show it: `Ana #9`, `Luis`.
  public func jugador(_ jugador: Jugador) -> String {
    // Without a number, the name itself (`plantilla` prints thousands: no joining).
    guard let dorsal = jugador.dorsal else { return visible(jugador.nombre) }
    return visible(jugador.nombre) + " #" + String(dorsal)
  }
}

extension Catalogo {
  /// A prompt (every one ends in «: ») that names the value an empty answer takes: the team
  /// Enter takes, «Equipo [Rayo FC]: », and, in plain prompts, the value editing keeps,
  /// «Nombre [5/25] [Marta]: », «Dorsal (opcional) [1]: ».
  public func pregunta(_ pregunta: String, conValor valor: String) -> String {
    (pregunta.hasSuffix(": ") ? String(pregunta.dropLast(2)) : pregunta) + " [\(valor)]: "
  }

  /// An invalid row of an import, as editors jump to it: `lista.csv:4: Dorsal: Del 1 al 99`.
  public func mensaje(de fallo: ImportacionDeJugadores.Fallo, archivo: String) -> String {
    let texto: String =
      switch fallo.error {
      case .campo(let campo, let error): enCampo(campo, mensaje(de: error))
      case .demasiadasColumnas(let columnas, let esperadas):
        demasiadasColumnas(columnas, esperadas: esperadas)
      case .cabeceraDeLiga: cabeceraDeLiga(archivo: archivo)
      case .cabeceraDeEquipo: cabeceraDeEquipo(archivo: archivo)
      case .filasDeEquipo: filasDeEquipo(archivo: archivo)
      case .niCabeceraNiJugador(let texto): niCabeceraNiJugador(visible(texto))
      case .columnaRepetida(let primera, let segunda):
        columnaRepetida(visible(primera), visible(segunda))
      case .equipo(let error): enCampo(.equipo, mensaje(de: error))
      }
    return "\(archivo):\(fallo.linea): " + texto
  }
}

extension Catalogo {
  /// A command as the reader types it where the message is read: `marcador equipos` at the
  /// shell, `equipos` in the interactive mode.
  public func orden(_ palabras: String) -> String {
    lugar == .shell ? "marcador " + palabras : palabras
  }

  /// One word of a command `orden` shows: quoted for a shell at the shell (`'mi liga.csv'`).
  func enOrden(_ palabra: String) -> String {
    lugar == .shell ? Shell.palabra(palabra) : palabra
  }
}

/// Helpers shared by the catalogs.
public enum Catalogos {
  /// Sentences joined into one message: each ends with a full stop unless it already ends
  /// with its own mark (`¿Quisiste decir «plantilla»?`, never `?.`); empty ones are left out.
  public static func frases(_ partes: String...) -> String {
    var resultado = ""
    for parte in partes where !parte.isEmpty {
      if let ultimo = resultado.last {
        if !".?!…".contains(ultimo) { resultado += "." }
        resultado += " "
      }
      resultado += parte
    }
    return resultado
  }

  /// A count with its thousands grouped: `5.000` in Spanish, `5,000` in English.
  static func miles(_ numero: Int, separador: String) -> String {
    let cifras = Array(String(numero.magnitude))
    var texto = ""
    for (k, cifra) in cifras.enumerated() {
      if k > 0, (cifras.count - k) % 3 == 0 { texto += separador }
      texto.append(cifra)
    }
    return (numero < 0 ? "-" : "") + texto
  }

  /// A tournament file inside the folder `carpeta`, as an example: `/tmp` → `/tmp/liga.json`.
  static func dentro(de carpeta: String) -> String {
    var texto = carpeta
    while texto.count > 1, texto.hasSuffix("/") { texto.removeLast() }
    return (texto == "/" ? "" : texto) + "/liga.json"
  }

  static func decimal(_ valor: Double) -> String {
    let redondeado = (valor * 10).rounded() / 10
    return redondeado == redondeado.rounded() ? String(Int(redondeado)) : String(redondeado)
  }

  /// Numbers as runs, the one way free numbers are written (in errors and by `libres`):
  /// `2–8, 10–99`, a run of two as two numbers (`4, 5`); with `maximo`, that many runs at most
  /// and an ellipsis of its own when there are more (`1–4, 6–8, 10, …`: never `10…`, which
  /// would read as «10 and up»).
  public static func rangos(_ numeros: [Int], maximo: Int? = nil) -> String {
    var tramos: [ClosedRange<Int>] = []
    for numero in numeros.sorted() {
      if let ultimo = tramos.last, ultimo.upperBound + 1 == numero {
        tramos[tramos.count - 1] = ultimo.lowerBound...numero
      } else if tramos.last?.contains(numero) != true {
        tramos.append(numero...numero)
      }
    }
    let textos = tramos.flatMap { tramo -> [String] in
      switch tramo.count {
      case 1: ["\(tramo.lowerBound)"]
      case 2: ["\(tramo.lowerBound)", "\(tramo.upperBound)"]
      default: ["\(tramo.lowerBound)–\(tramo.upperBound)"]
      }
    }
    guard let maximo, textos.count > maximo else { return textos.joined(separator: ", ") }
    return (textos.prefix(maximo) + ["…"]).joined(separator: ", ")
  }
}

/// How many invalid rows of an import are listed; past them, one line says how many more, as a
/// compiler stops at its first errors (clang's `-ferror-limit` is 20 too).
public let fallosListados = 20

/// The range of `Reglas.dorsales`, as every message and help that names it writes it.
let dorsalMinimo = Reglas.dorsales.lowerBound
let dorsalMaximo = Reglas.dorsales.upperBound
