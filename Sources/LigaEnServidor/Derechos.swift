// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Servidor
import Torneo

/// Rights per team (issue 43), enforced by PostgreSQL: their migration grants the league's
/// tables to PUBLIC and puts row-level security on them (`ENABLE` and `FORCE`, so the tables'
/// owner is held to it too; superusers never are). Who may change what is the table
/// `derechos (rol, equipo_id)`: a row without a team is the federation's (every team, teams
/// themselves, new seasons, rights), a row with one a club's delegate; anyone else who may
/// connect to the database is an observer and reads. A role's rows count for its members
/// (`pg_has_role(session_user, …, 'MEMBER')`), so a federation may grant a group role.
///
/// Roles are the cluster's, rights the league's: the rows live in the league's schema, so one
/// role may be a delegate in one league and an observer in the next, and marcador creates no
/// role. Who a clerk is is `session_user`, the role that authenticated, as the journal records
/// it (`marcador_autor`): `SET ROLE` changes nothing. No function is `SECURITY DEFINER`, and
/// the policies name the tables themselves (resolved when they are created), so neither a
/// caller's `search_path` nor a table of theirs called `derechos` can stand in for the league's.
///
/// What marcador reads here only says a refusal before anything is asked, in words
/// (`FalloDeAlmacen.sinDerechos`): the server refuses whatever a clerk sends, psql included.
extension Esquema {
  /// Whether this session's role (or a role it is a member of) may change team `equipo` (an SQL
  /// expression for its id, its table named: a bare `equipo_id` would be the grant's own): a
  /// row of `derechos` for that team or for every team. `NULL` asks for the federation's
  /// right (`federacion`); `d.equipo_id`, for any right at all (`algunDerecho`).
  static func derecho(sobre equipo: String) -> String {
    """
    EXISTS (SELECT FROM derechos d JOIN pg_roles r ON r.rolname = d.rol
      WHERE (d.equipo_id IS NULL OR d.equipo_id = \(equipo))
        AND pg_has_role(session_user, r.oid, 'MEMBER'))
    """
  }

  /// The federation's right: every team, the teams themselves, rights.
  static let federacion = derecho(sobre: "NULL")

  /// Any right at all: who may write the journal (a change's row, an undo's marks, which only
  /// `deshecho_por`'s column grant lets them touch); an observer may not, though an undo's
  /// `FOR UPDATE` finds the row, so that its refusal names the entry's team.
  static let algunDerecho = derecho(sobre: "d.equipo_id")

  /// This clerk's rights: whether they are the federation's, the federation's roles, and the
  /// keys (`clave`, `busqueda`) of the teams they may change when they are not.
  static let derechosDelUsuario = """
    WITH f AS (SELECT \(federacion) AS es)
    SELECT f.es,
      (SELECT string_agg(rol, E'\\n' ORDER BY rol) FROM derechos WHERE equipo_id IS NULL),
      (SELECT string_agg(e.clave, E'\\n') FROM equipos e WHERE NOT f.es AND \(derecho(sobre: "e.id"))),
      (SELECT string_agg(e.busqueda, E'\\n') FROM equipos e WHERE NOT f.es AND \(derecho(sobre: "e.id")))
    FROM f
    """

  /// The team named `$1` (its `clave`; else `$2`, its `busqueda`) and its delegates.
  static let delegados = """
    SELECT e.nombre,
      (SELECT string_agg(d.rol, E'\\n' ORDER BY d.rol) FROM derechos d WHERE d.equipo_id = e.id)
    FROM equipos e WHERE e.clave = $1 OR e.busqueda = $2
    ORDER BY e.clave = $1 DESC, e.posicion LIMIT 1
    """

  /// `equiposPorPrefijo`, of the teams this clerk may change alone.
  static let equiposQueCambiaPorPrefijo = """
    SELECT nombre FROM equipos WHERE busqueda LIKE $1 AND \(derecho(sobre: "equipos.id"))
    ORDER BY busqueda LIMIT $2
    """

  /// Every right: the federation's first, then each team's delegates in league order.
  static let permisos = """
    SELECT d.rol, e.nombre FROM derechos d LEFT JOIN equipos e ON e.id = d.equipo_id
    WHERE d.equipo_id IS NULL OR e.id IS NOT NULL
    ORDER BY d.equipo_id IS NOT NULL, e.posicion, d.rol
    """
}

/// What this clerk may change, as the server said it on the open connection: kept so a
/// change costs no read of them; a refusal reads them again, and the server decides anyway.
struct Derechos: Sendable {
  let esFederacion: Bool
  let federacion: [String]
  let claves: Set<String>
  let busquedas: Set<String>

  /// From `Esquema.derechosDelUsuario`'s row.
  init(_ filas: Filas) {
    func lineas(_ columna: Int) -> [String] {
      (filas.valor(0, columna) ?? "").split(separator: "\n").map(String.init)
    }
    esFederacion = filas.valor(0, 0) == "t"
    federacion = lineas(1)
    claves = Set(lineas(2))
    busquedas = Set(lineas(3))
  }

  /// What of `equipos` this clerk may not change: `.liga` when `nil` (the federation's), the
  /// first team not theirs, or nothing.
  func rechazo(de equipos: [String]?) -> Rechazo? {
    if esFederacion { return nil }
    guard let equipos else { return .liga }
    return equipos.first {
      !claves.contains(NombreDeJugador.clave($0))
        && !busquedas.contains(NombreDeJugador.claveSinAcentos($0))
    }.map(Rechazo.equipo)
  }

  enum Rechazo: Equatable {
    case liga
    case equipo(String)
  }
}

extension LigaEnServidor {
  /// A clerk who may not change the teams named is told so before any question, by the rights
  /// the connection's first read brought (`enTuboConDerechos`), read here when none was made.
  public func comprobarQueSePuedeCambiar(equipos: [String]?) throws(ErrorDeLiga) {
    if equipos?.isEmpty == true { return try comprobarQueSePuedeCambiar() }
    let conexion = try abrir()
    if derechos == nil { _ = try enTubo([], en: conexion) }
    try exigirDerechos(sobre: equipos, en: conexion)
  }

  /// `enTuboComprobado`, and, while this connection has not read the clerk's rights, those
  /// rights in the same round trip: a command's first read brings them at no cost of its own,
  /// so a form's first read of the team refuses one not theirs (`equipo(llamado:)`), and a
  /// change is checked against them before it is sent.
  func enTuboConDerechos(
    _ sentencias: [(sql: String, parametros: [String?])], en conexion: Conexion
  )
    throws(ErrorDeLiga) -> [Filas]
  {
    guard derechos == nil else {
      return try enTuboComprobado(sentencias, en: conexion)
    }
    let filas = try enTuboComprobado(sentencias + [(Esquema.derechosDelUsuario, [])], en: conexion)
    derechos = filas.last.map(Derechos.init)
    return Array(filas.dropLast())
  }

  /// Refuses a change of `equipos` (`nil`: of the league's teams themselves) that this clerk
  /// may not make, by the rights kept, read again before refusing (they may have been granted
  /// since). An empty list asks nothing (an undo, a redo: their change is asked for itself),
  /// nor does a team that is not there.
  func exigirDerechos(sobre equipos: [String]?, en conexion: Conexion) throws(ErrorDeLiga) {
    if equipos?.isEmpty == true { return }
    if let derechos, derechos.rechazo(de: equipos) == nil { return }
    let leidos = Derechos(try conexion.pedir(Esquema.derechosDelUsuario))
    derechos = leidos
    guard let rechazo = leidos.rechazo(de: equipos) else { return }
    var pedido: String?
    if case .equipo(let nombre) = rechazo { pedido = nombre }
    // No such team: the change itself says so, with the closest name.
    if let error = try sinDerechos(sobre: pedido, en: conexion) { throw error }
  }

  /// The refusal of a change of team `pedido` (`nil`: of the league's teams themselves) to
  /// this clerk: whose team it is and who grants rights; `nil` when there is no such team.
  func sinDerechos(sobre pedido: String?, en conexion: Conexion) throws(ErrorDeLiga)
    -> ErrorDeLiga?
  {
    var delegados: [String] = []
    var nombre: String?
    if let pedido {
      let fila = try conexion.pedir(
        Esquema.delegados, [NombreDeJugador.clave(pedido), NombreDeJugador.claveSinAcentos(pedido)])
      guard let encontrado = fila.valor(0, 0) else { return nil }
      nombre = encontrado
      delegados = (fila.valor(0, 1) ?? "").split(separator: "\n").map(String.init)
    }
    let leidos: Derechos
    if let derechos {
      leidos = derechos
    } else {
      leidos = Derechos(try conexion.pedir(Esquema.derechosDelUsuario))
    }
    return .almacen(
      .sinDerechos(
        equipo: nombre, usuario: try usuario(), delegados: delegados,
        federacion: leidos.federacion))
  }

  /// A change the server refused for want of a privilege (42501: a row-level security policy,
  /// rights taken away since they were read) or whose team it did not let this clerk lock (a
  /// team not theirs is not found `FOR UPDATE`), said as the rights say it: the one place
  /// the server's refusal becomes `sinDerechos`.
  func rechazo(de operacion: Operacion, tras error: ErrorDeLiga) -> ErrorDeLiga? {
    switch error {
    case .almacen(.sinPermisoEnElServidor), .equipoDesconocido: break
    default: return nil
    }
    derechos = nil
    do {
      try leer { conexion throws(ErrorDeLiga) in
        try exigirDerechos(sobre: operacion.equipos, en: conexion)
        // Rights enough for every team named that is there: a team it would make is the
        // federation's to make.
        if case .importarLiga = operacion, error == .almacen(.sinPermisoEnElServidor) {
          try exigirDerechos(sobre: nil, en: conexion)
        }
      }
      return nil
    } catch {
      if case .almacen(.sinDerechos) = error { return error }
      return nil
    }
  }

  /// A form that changes the league, run with `soloLosQueCambia`: TAB offers the teams this
  /// clerk may change, and its first read of its team (`equipo(llamado:)`, the rights riding
  /// on it: `enTubo`) refuses one that is not theirs, before it asks anything more.
  public func paraCambiar<T>(_ cuerpo: () -> T) -> T {
    let antes = soloLosQueCambia
    soloLosQueCambia = true
    defer { soloLosQueCambia = antes }
    return cuerpo()
  }

  // MARK: `permisos`

  public func permisos() throws(ErrorDeLiga) -> [Permiso]? {
    try leer { conexion throws(ErrorDeLiga) in
      try conexion.pedir(Esquema.permisos).filas.map { Permiso(rol: $0[0] ?? "", equipo: $0[1]) }
    }
  }

  /// In one transaction: the federation's right asked first (`sinDerechos` naming no team), the
  /// role found on the server, each team found as every command finds it; then the rows.
  public func cambiarPermisos(dar: Bool, rol: String, equipos: [String]?) throws(ErrorDeLiga)
    -> Bool
  {
    try enTransaccion { conexion throws(ErrorDeLiga) in
      derechos = nil
      try exigirDerechos(sobre: nil, en: conexion)
      let existe = try conexion.pedir(
        "SELECT EXISTS (SELECT FROM pg_roles WHERE rolname = $1)", [rol])
      if dar, existe.valor() != "t" { throw ErrorDeLiga.almacen(.rolDesconocido(rol: rol)) }
      let ids: [String?] =
        try equipos?.map { nombre throws(ErrorDeLiga) in
          try buscarEquipo(nombre, en: conexion, bloquear: false).id
        } ?? [nil]
      for id in ids {
        try conexion.pedir(
          dar
            ? "INSERT INTO derechos (rol, equipo_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
            : "DELETE FROM derechos WHERE rol = $1 AND equipo_id IS NOT DISTINCT FROM $2",
          [rol, id])
      }
    }
    derechos = nil
    return true
  }
}
