// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// A change a person asks of the league, in domain terms; every store (the file, the server)
/// carries it out in one transaction, checking the rules again against the league as it is.
public enum Operacion: Equatable, Sendable {
  /// Adds one player to the end of a team's roster.
  case anadir(Jugador, equipo: String)
  /// Adds many players at once, in order (a bulk import): all or nothing.
  case importar([Jugador], equipo: String)
  /// Changes a player's name or number: `jugador` is the player as the command read them
  /// (found by name like a team is, or by `llamado`, the name another clerk gave them since:
  /// `Rastro`), and only the fields in which `a` differs from them are changed, on the player
  /// as the store finds them (`Jugador.cambiado`); one someone else changed too is a conflict.
  case editar(jugador: Jugador, equipo: String, a: Jugador, llamado: String? = nil)
  /// Removes a player; `visto`, the player as the clerk saw them (a question answered), makes
  /// it conditional: a player changed since is not removed (`.conflicto`).
  case quitar(jugador: String, equipo: String, visto: Jugador? = nil)
  /// Adds a team with an empty roster at the end of the league.
  case nuevoEquipo(String)
  /// Reverts the caller's latest change still in effect, or the journal's entry `entrada` (as
  /// `historial` numbers it), if what it touched is still as it left it.
  case deshacer(entrada: Int? = nil)
  /// Re-applies the caller's latest undone change (`Reversiones.aRehacer`), if what it touches is
  /// still as the undo left it.
  case rehacer
  /// Renames a team (the team-name rule); the league's matches that name it follow it.
  case renombrarEquipo(String, a: String)
  /// Removes a team and its players, unless a match of the league names it; `jugadores`, how
  /// many players the clerk was told go with it, makes it conditional: a team with another
  /// number of players now is `.equipoCambiado`.
  case quitarEquipo(String, jugadores: Int? = nil)
  /// Moves a player, every key of theirs with them, to the end of another team's roster;
  /// `visto` as for `quitar`.
  case traspasar(
    jugador: String, equipo: String, destino: String, dorsal: DorsalDeTraspaso,
    visto: Jugador? = nil)
  /// Makes a team's roster the given one, in its order (`importar --reemplazar`): players
  /// matched by name (`NombreDeJugador.clave`) keep their unknown keys and take the new name's
  /// spelling and number; the others are removed; the new ones added (`Reglas.reemplazo`).
  case reemplazar([Jugador], equipo: String)
  /// Adds the rows of a whole-league CSV, team by team, creating the teams that do not exist
  /// yet (`importar ARCHIVO`): all or nothing.
  case importarLiga([PlantillaDeLiga])
  /// Fills a league without teams with a new season's league (`temporada`): `bytes` is its
  /// tournament file (`DocumentoTorneo.temporadaNueva`), `temporada` where it came from.
  case temporada(bytes: [UInt8], Temporada)
}

/// The number a transferred player wears in the team they go to.
public enum DorsalDeTraspaso: Equatable, Sendable {
  /// The one they wear now (or none, if they wear none).
  case elMismo
  case otro(Int)
  case ninguno
}

/// The rows of one team of a whole-league import: the team as named, and its players.
public struct PlantillaDeLiga: Equatable, Sendable {
  public let equipo: String
  public let jugadores: [Jugador]

  public init(equipo: String, jugadores: [Jugador]) {
    self.equipo = equipo
    self.jugadores = jugadores
  }
}

/// Where a new season came from, as its journal's first entry says it.
public struct Temporada: Equatable, Sendable {
  /// The league it was made from (a path, or a URL without its password).
  public let origen: String
  /// Where it was made.
  public let destino: String
  /// `--nombre`, if given.
  public let nombre: String?
  /// `--sin-dorsales`.
  public let sinDorsales: Bool
  /// How many teams it has.
  public let equipos: Int
  /// Its season label (`--temporada`, or the one after the old league's), if it has one.
  public let etiqueta: String?
  /// The old league's label, when `etiqueta` is the one after it (`Reglas.temporada`).
  public let siguienteA: String?

  public init(
    origen: String, destino: String, nombre: String?, sinDorsales: Bool, equipos: Int,
    etiqueta: String? = nil, siguienteA: String? = nil
  ) {
    self.origen = origen
    self.destino = destino
    self.nombre = nombre
    self.sinDorsales = sinDorsales
    self.equipos = equipos
    self.etiqueta = etiqueta
    self.siguienteA = siguienteA
  }
}

/// What a change did, as the journal records it and `historial` shows it.
public indirect enum Cambio: Equatable, Sendable {
  case anadido(Jugador, equipo: String)
  case importado([Jugador], equipo: String)
  case editado(Jugador, a: Jugador, equipo: String)
  case quitado(Jugador, equipo: String)
  case equipoCreado(String)
  /// The change numbered `numero` (which was `cambio`) was reverted.
  case deshecho(numero: Int, cambio: Cambio)
  /// A team renamed; `partidos` is how many names of it in the league's matches followed.
  case equipoRenombrado(String, a: String, partidos: Int)
  /// A team removed, with its `jugadores` players.
  case equipoQuitado(String, jugadores: Int)
  /// A player moved from `desde` to `hasta`: `Jugador` as they were, `a:` as they are now.
  case traspasado(Jugador, a: Jugador, desde: String, hasta: String)
  /// A roster replaced: `jugadores` is the new one; how many were added, changed, removed,
  /// and moved (kept players put in another place: `Reglas.reemplazo`).
  case reemplazado(
    [Jugador], equipo: String, anadidos: Int, cambiados: Int, quitados: Int, movidos: Int)
  /// A whole-league import: each team's new players (teams in `nuevos` were created by it).
  case ligaImportada([PlantillaDeLiga], nuevos: [String])
  /// The league was made as a new season of another (`temporada`).
  case temporadaIniciada(Temporada)
  /// The undo numbered `numero` was taken back (`rehacer`): `cambio` is what was done again.
  case rehecho(numero: Int, cambio: Cambio)

  /// The command line that makes the same change again, each word quoted for a shell so it
  /// can be pasted: `marcador anadir 'Rayo FC' --nombre Bea --dorsal 7`.
  public var orden: String {
    func q(_ palabra: String) -> String { Shell.palabra(palabra) }
    func dorsal(_ jugador: Jugador) -> [String] {
      jugador.dorsal.map { ["--dorsal", "\($0)"] } ?? []
    }
    switch self {
    case .anadido(let jugador, let equipo):
      return Cambio.linea(
        "anadir", [equipo], ["--nombre", q(jugador.nombre)] + dorsal(jugador))
    case .importado, .reemplazado, .ligaImportada:
      var linea = ""
      orden { linea += $0 }
      return linea
    case .editado(let antes, let despues, let equipo):
      return Cambio.linea(
        "editar", [equipo, antes.nombre],
        ["--nombre", q(despues.nombre)]
          + (dorsal(despues).isEmpty ? ["--sin-dorsal"] : dorsal(despues)))
    case .quitado(let jugador, let equipo):
      return Cambio.linea("quitar", [equipo, jugador.nombre], ["--si"])
    case .equipoCreado(let nombre):
      return Cambio.linea("nuevo-equipo", [nombre], [])
    case .deshecho:
      return "marcador deshacer"
    case .rehecho(_, let cambio):
      return cambio.orden
    case .equipoRenombrado(let antes, let despues, _):
      return Cambio.linea("renombrar-equipo", [antes, despues], [])
    case .equipoQuitado(let nombre, _):
      return Cambio.linea("quitar-equipo", [nombre], ["--si"])
    case .traspasado(let antes, let despues, let desde, let hasta):
      return Cambio.linea(
        "traspasar", [desde, antes.nombre, hasta],
        dorsal(despues).isEmpty ? ["--sin-dorsal"] : dorsal(despues))
    case .temporadaIniciada(let t):
      var opciones: [String] = []
      if let nombre = t.nombre { opciones += ["--nombre", q(nombre)] }
      // The label as it came out, so the line repeats it whatever the source says then.
      if let etiqueta = t.etiqueta { opciones += ["--temporada", q(etiqueta)] }
      if t.sinDorsales { opciones.append("--sin-dorsales") }
      return "marcador --torneo " + q(t.origen) + " "
        + Cambio.linea("temporada", [t.destino], opciones).dropFirst("marcador ".count)
    }
  }

  /// `orden` given to `parte` in pieces: an import's, a roster's or a league's rows piped into
  /// `importar` (`printf '%s\n' CABECERA ROWS… | ORDEN`), one piece a row, each quoted for a
  /// shell as it comes, so the journal writes a million rows without the line in memory; any
  /// other change's line as one piece.
  public func orden<E: Error>(_ parte: (String) throws(E) -> Void) throws(E) {
    func campos(_ jugador: Jugador) -> [String] {
      [jugador.nombre, jugador.dorsal.map(String.init) ?? ""]
    }
    func fila(_ jugador: Jugador) -> String { CSV.fila(campos(jugador)) }
    let (cabecera, filas, orden): (String, AnySequence<String>, String)
    switch self {
    case .importado(let jugadores, let equipo):
      (cabecera, filas, orden) = (
        "nombre,dorsal", AnySequence(jugadores.lazy.map(fila)),
        Cambio.linea("importar", [equipo], [])
      )
    case .reemplazado(let jugadores, let equipo, _, _, _, _):
      (cabecera, filas, orden) = (
        "nombre,dorsal", AnySequence(jugadores.lazy.map(fila)),
        Cambio.linea("importar", [equipo], ["--reemplazar"])
      )
    case .ligaImportada(let plantillas, _):
      let lineas = plantillas.lazy.flatMap { plantilla in
        plantilla.jugadores.isEmpty
          ? [CSV.fila([plantilla.equipo, "", ""])]
          : plantilla.jugadores.map { CSV.fila([plantilla.equipo] + campos($0)) }
      }
      (cabecera, filas, orden) = (
        "equipo,nombre,dorsal", AnySequence(lineas), "marcador importar -"
      )
    case .rehecho(_, let cambio):
      return try cambio.orden(parte)
    default:
      return try parte(self.orden)
    }
    try parte("printf '%s\\n' " + Shell.palabra(cabecera))
    for fila in filas { try parte(" " + Shell.palabra(fila)) }
    try parte(" | " + orden)
  }

  /// `marcador ORDEN POSICIONALES OPCIONES` (the options already quoted); when a positional
  /// starts with `-`, which would read as an option, the options come first and `--` ends them.
  static func linea(_ orden: String, _ posicionales: [String], _ opciones: [String]) -> String {
    let palabras = posicionales.map(Shell.palabra)
    let todas =
      posicionales.contains(where: { $0.hasPrefix("-") })
      ? opciones + ["--"] + palabras : palabras + opciones
    return (["marcador", orden] + todas).joined(separator: " ")
  }
}

/// Why a store refused or failed a read or a change. The words come from the catalog.
public enum ErrorDeLiga: Error, Equatable, Sendable {
  /// The store could not read, lock, reach or write the league.
  case almacen(FalloDeAlmacen)
  /// No team has that name; `sugerencia` is the closest one, if any is close.
  case equipoDesconocido(String, sugerencia: String?)
  /// The team has no player with that name.
  case jugadorDesconocido(String, equipo: String, sugerencia: String?)
  /// The team refused the player: the name or the number is taken (checked under the lock).
  case equipo(ErrorEquipo)
  /// A team name that breaks the name rules (empty, invalid characters, over 40).
  case nombreDeEquipo(ErrorNombre)
  /// Another team already has that name.
  case equipoRepetido(String)
  /// The journal has no change of the caller's left to undo.
  case nadaQueDeshacer
  /// The caller has undone nothing that could be done again.
  case nadaQueRehacer
  /// The journal has no entry with that number (as `historial` numbers them).
  case entradaDesconocida(Int)
  /// The entry is already undone, or is itself an undo (which `rehacer` takes back).
  case yaDeshecha(EntradaDeDiario)
  /// What `entrada` touched changed after it (in `por`, when the journal says which change),
  /// so undoing or redoing it would lose that change.
  case cambiadaDesde(EntradaDeDiario, por: EntradaDeDiario?)
  /// The player a change was made on changed since the clerk saw them (`Conflicto`).
  case conflicto(Conflicto)
  /// A team removed on condition (`quitarEquipo(_:jugadores:)`) has `jugadores` players now,
  /// not the ones the clerk was told of.
  case equipoCambiado(String, jugadores: Int)
  /// A line of the journal cannot be read.
  case diarioNoValido(ruta: String, linea: Int)
  /// The team is not removed: `partidos` matches of the league name it.
  case equipoEnPartidos(String, partidos: Int)
  /// A team is not renamed `nombre`: `partidos` matches of the league already name a team
  /// that is not there by that name (spelt `como` in the first), and would then name two.
  case nombreEnPartidos(String, como: String, partidos: Int)
  /// A transfer whose destination is the player's own team.
  case traspasoAlMismoEquipo(jugador: String, equipo: String)
}

/// A failure that may pass, as whoever asked can act on it whichever store gave it: what the
/// wizard decides on (the message and the exit status come from the failure itself).
public enum Transitorio: Equatable, Sendable {
  /// Another change holds the league (the file's lock did not come in time): try again soon.
  case ocupado
  /// The store cannot be reached or stopped answering (no server answered, the connection
  /// dropped, a read-only standby): nothing was saved unless the message says so; try again
  /// once it is back.
  case noDisponible
  /// The wait was interrupted (Ctrl-C).
  case interrumpido
}

extension ErrorDeLiga {
  /// The failure as one that may pass (`nil`: a refusal, a rule, bad data, or another fault).
  public var transitorio: Transitorio? {
    if case .almacen(let fallo) = self { fallo.transitorio } else { nil }
  }
}

/// What a change did: the journal entry written for it, or nothing when nothing differed.
public enum Resultado: Equatable, Sendable {
  case hecho(EntradaDeDiario)
  case sinCambios
}

/// A team as `equipos` lists it.
public struct ResumenDeEquipo: Equatable, Sendable {
  public let nombre: String
  public let jugadores: Int

  public init(nombre: String, jugadores: Int) {
    self.nombre = nombre
    self.jugadores = jugadores
  }
}

/// A league: where every command reads and changes rosters. The file is one implementation,
/// the PostgreSQL server another; nothing of either (paths, errno, SQL) shows in this protocol
/// but through `ErrorDeLiga`.
public protocol Liga: AnyObject {
  /// Where the league is, for messages (a path, or a URL without its password).
  var descripcion: String { get }
  /// Where the league is for a record that outlives the folder it was named from (a journal
  /// entry's replay line): a file's real path, a URL without its password.
  var ubicacion: String { get }
  /// Creates the league, empty or with the sample teams; never replaces one.
  /// - Returns: how many teams it has.
  func iniciar(ejemplo: Bool) throws(ErrorDeLiga) -> Int
  /// Checks what can be checked before asking questions whose answers would be saved: that the
  /// league exists, can be read and is valid, and that a change could be written.
  func comprobarQueSePuedeCambiar() throws(ErrorDeLiga)
  /// `comprobarQueSePuedeCambiar()`, and that this clerk may change the teams `equipos` (`nil`:
  /// the league's teams themselves, made, renamed or removed, or a new season): a server's
  /// rights per team, read with the command's first read, so a refusal comes before any
  /// question. A file's rights are its Unix permissions, which the first check covers.
  func comprobarQueSePuedeCambiar(equipos: [String]?) throws(ErrorDeLiga)
  /// The teams in league order, with how many players each has.
  func equipos() throws(ErrorDeLiga) -> [ResumenDeEquipo]
  /// Whether the league has any team (a server answers without listing them all).
  func tieneEquipos() throws(ErrorDeLiga) -> Bool
  /// The team with that name (exact, else the one equal ignoring case and spacing).
  func equipo(llamado nombre: String) throws(ErrorDeLiga) -> Equipo
  /// The whole league, every roster.
  func torneo() throws(ErrorDeLiga) -> Torneo
  /// Team names whose comparison key starts with the prefix's (completion: never fails).
  func candidatos(deEquipo prefijo: String) -> [String]
  /// Player names of a team whose comparison key starts with the prefix's (completion).
  func candidatos(deJugador prefijo: String, enEquipo equipo: String) -> [String]
  /// Carries out a change in one transaction, recorded in the journal. `version` is what the
  /// change was made on (`version()`, read before the clerk's reading): the player it names is
  /// followed through the journal's entries after it (`Rastro`), and one changed since in a
  /// field it sets, or at all for a removal or a transfer, is a `.conflicto`. `nil`: the league
  /// as it is (a change named from the command line alone).
  func aplicar(_ operacion: Operacion, desde version: Int?) throws(ErrorDeLiga) -> Resultado
  /// The number of the journal's latest entry (0 without any): what a change names as the
  /// league it was made on.
  func version() throws(ErrorDeLiga) -> Int
  /// Who the journal records this clerk's changes as, the one whose changes are «own» to
  /// `deshacer` and `rehacer`: on a file the account, on a server the role it authenticated.
  func usuario() throws(ErrorDeLiga) -> String
  /// The journal's entries after `version`, oldest first (whoever follows a player by them).
  func cambios(desde version: Int) throws(ErrorDeLiga) -> [EntradaDeDiario]
  /// The journal, oldest first, undone entries marked.
  func diario() throws(ErrorDeLiga) -> [EntradaDeDiario]
  /// How many names of the team (exact) the league's matches hold (`Partidos`).
  func partidos(deEquipo nombre: String) throws(ErrorDeLiga) -> Int
  /// The whole league as a tournament file's bytes (UTF-8 JSON, the file's format), every
  /// unknown member kept (`copiar`'s source, a new season's).
  func exportar() throws(ErrorDeLiga) -> [UInt8]
  /// Creates the league from a whole one read elsewhere (`copiar`'s destination), all or
  /// nothing; refuses a place that already holds a league (`yaExiste`).
  /// - Returns: how many teams it has.
  func cargar(_ bytes: [UInt8]) throws(ErrorDeLiga) -> Int
  /// Starts following the league's changes (file: inotify on its folder; server: LISTEN).
  func vigilar() throws(ErrorDeLiga) -> any Vigia
  /// Starts checking a team's roster as it is now (file: answered at once).
  func consultar(equipo: String) throws(ErrorDeLiga) -> any Consulta
  /// `cuerpo`, a form that changes the league, with team completion (`candidatos(deEquipo:)`)
  /// offering only the teams this clerk may change, and a team read (`equipo(llamado:)`) that
  /// is not theirs refused (a server's rights per team).
  func paraCambiar<T>(_ cuerpo: () -> T) -> T
  /// Who may change what (`permisos`): `nil` for a file, whose rights are its Unix permissions.
  func permisos() throws(ErrorDeLiga) -> [Permiso]?
  /// Grants (`dar`) or takes away rights of role `rol` over `equipos` (`nil`: every team, the
  /// federation's); the federation's clerk only. `false`: a file, which has no rights of its own.
  func cambiarPermisos(dar: Bool, rol: String, equipos: [String]?) throws(ErrorDeLiga) -> Bool
  /// The journal's entry of `operacion` when this clerk's earlier attempt, whose outcome its run
  /// could not know, made it already (a server's COMMIT without an answer); said by the store.
  /// `nil` for a file, whose saves always know.
  func yaHecha(_ operacion: Operacion) -> EntradaDeDiario?
}

extension Liga {
  public func aplicar(_ operacion: Operacion) throws(ErrorDeLiga) -> Resultado {
    try aplicar(operacion, desde: nil)
  }
  public var ubicacion: String { descripcion }
  public func yaHecha(_ operacion: Operacion) -> EntradaDeDiario? { nil }
  public func tieneEquipos() throws(ErrorDeLiga) -> Bool { try !equipos().isEmpty }
  public func comprobarQueSePuedeCambiar(equipos: [String]?) throws(ErrorDeLiga) {
    try comprobarQueSePuedeCambiar()
  }
  public func paraCambiar<T>(_ cuerpo: () -> T) -> T { cuerpo() }
  public func permisos() throws(ErrorDeLiga) -> [Permiso]? { nil }
  public func cambiarPermisos(dar: Bool, rol: String, equipos: [String]?) throws(ErrorDeLiga)
    -> Bool
  { false }
}

/// A right of a league on a server: role `rol` (or its members) may change team `equipo`, or
/// every team when `nil` (the federation's clerk, who also grants rights).
public struct Permiso: Equatable, Sendable {
  public let rol: String
  public let equipo: String?

  public init(rol: String, equipo: String?) {
    self.rol = rol
    self.equipo = equipo
  }
}
