// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Servidor
import Torneo

/// The league on a PostgreSQL server: every change is one transaction that locks its team's
/// row (`SELECT … FOR UPDATE`), asks the same domain code as the file what the change is
/// (`Reglas.cambio`, `Reglas.nombreDeEquipo`), writes it, appends its `diario` row and
/// commits. The database's UNIQUE constraints are the last word: a violation becomes the same
/// domain error the rules give.
///
/// Undo is row-level: it reverts a change only if every row that change touched is still as
/// the change left it (else `.cambiadaDesde`); repeated, it goes further back.
///
/// The connection opens on first use, so a command that never reads the league (`--help`)
/// never loads libpq.
public final class LigaEnServidor: Liga {
  private let url: String
  private let espera: Double
  private var conexion: Conexion?
  /// The URL with its password hidden.
  public let descripcion: String
  /// A change whose COMMIT got no answer and whose outcome no server could tell yet: the next
  /// `aplicar` asks first, by the change's key (`desenlace(deCambio:)`), so that trying again
  /// never applies it twice.
  var pendiente: (clave: String, operacion: Operacion, resultado: Resultado)?
  /// The key of the change being applied (`Sistema.uuidAleatorio`), kept with its journal row
  /// (`claves_de_cambio`): what a lost answer is settled by.
  var claveEnCurso: String?
  /// The teams this store read last (`equipo(llamado:)`), by the key of the name asked for,
  /// as the change they were read for will see them: what a change in one round trip is
  /// planned against (`enUnaRonda`), the server checking that it still holds.
  var leidos: [String: Equipo] = [:]
  /// The teams' names and sizes as last read (`equipos()`), and the journal's last row
  /// (`version()`): served again, as `leidos` are, while they hold (`vigente`).
  var resumen: [ResumenDeEquipo]?
  var ultimaVersion: Int?
  /// Whether the store's connection listens on the league's channel (`Esquema.escuchaAqui`,
  /// sent with its first read): what it read then holds until another clerk's change is
  /// announced on it (`vigente`), and a change or a command's parsing asks the league again
  /// only then.
  private var escuchando = false
  /// The id of the last transaction whose COMMIT went unanswered (`Conexion.transaccionIncierta`).
  private var ultimaIncierta: String?
  /// Whether the open connection's schema has been checked (`conectada`, `enTubo`).
  private var esquemaComprobado = false
  /// Who the open connection is (`session_user`), learnt with the schema's check: the clerk
  /// whose changes are «own» (`usuario()`).
  var sesion: String?
  /// What this clerk may change, as the open connection last read it (`Derechos.swift`).
  var derechos: Derechos?
  /// Whether a form that changes the league runs (`paraCambiar`): team completion offers only
  /// the teams this clerk may change, and a team read that is not theirs is refused.
  var soloLosQueCambia = false
  /// What the journal row of the change being applied says of it: a redo's says what it redoes
  /// (`rehacer`).
  private var envoltura: ((Cambio) -> Cambio)?
  /// What the change being applied did, as its journal row says it, once that row is on its
  /// way with COMMIT (`anotar`).
  var anotado: Resultado?
  /// Whether the changes being applied are a sync's (`sincronizar`): their journal rows go
  /// without COMMIT, which the sync sends once, after the last of them.
  var sincronizando = false
  /// The offline change a sync is making again (`sincronizar`): its journal row says so (the
  /// copy and the copy's entry) and takes the time it was made offline, as it is written —
  /// a clerk may write journal rows, never rewrite them (`Esquema`'s rights).
  var fueraDeLinea: (copia: String, entrada: Int, cuando: String)?
  /// The connection a check of the league as it is now runs on (`consultar`), kept between
  /// checks; one cancelled in flight closes it.
  private var conexionDeConsultas: Conexion?
  /// The listening connection while anyone follows the league (`vigilar`).
  private weak var vigia: VigiaDeServidor?
  /// What a person is told while the store's connection waits for the server (a connect, a
  /// statement): `Conexion`'s `aviso`.
  public var alEsperar: AvisoDeEspera?
  /// What a change that was saved leaves to be said (`AvisoDelServidor`): said by whoever
  /// runs the command, which still succeeds.
  public var alAvisar: (AvisoDelServidor) -> Void = { _ in }

  /// - Parameter espera: how long a statement's answer is awaited, in seconds
  ///   (`MARCADOR_ESPERA_SERVIDOR`).
  public init(url: String, espera: Double = 30) {
    self.url = url
    self.espera = espera
    descripcion = URLDeServidor.redactada(url)
  }

  deinit { cerrar() }

  /// Closes the connections (call it before `exit()`, which skips `deinit`).
  public func cerrar() {
    conexion?.cerrar()
    conexion = nil
    conexionDeConsultas?.cerrar()
    conexionDeConsultas = nil
  }

  // MARK: Connection

  /// The open connection, or a new one. A connection the server closed while it sat idle (a
  /// restart, a failover) is replaced here, before anything is sent on it: the REPL's next
  /// command, or a wizard's save, simply connects again.
  func abrir() throws(ErrorDeLiga) -> Conexion {
    if let conexion, conexion.abierta { return conexion }
    conexion = nil
    esquemaComprobado = false
    sesion = nil
    derechos = nil
    escuchando = false
    olvidar()
    do {
      let nueva = try Conexion(url: url, espera: espera, aviso: alEsperar)
      conexion = nueva
      return nueva
    } catch {
      throw .servidor(error)
    }
  }

  /// The connection, with the schema checked (once per connection), and brought up to date
  /// when an older marcador made it: the first command of a newer one migrates it.
  func conectada() throws(ErrorDeLiga) -> Conexion {
    let conexion = try abrir()
    if !esquemaComprobado { try comprobarEsquema(en: conexion) }
    return conexion
  }

  /// Checks the schema (`Esquema.comprobar`), bringing an older one up to date.
  private func comprobarEsquema(en conexion: Conexion) throws(ErrorDeLiga) {
    do {
      let (version, usuario) = try Esquema.comprobarConUsuario(en: conexion)
      if version < Esquema.version {
        try Esquema.preparar(en: conexion)
      }
      sesion = usuario
      esquemaComprobado = true
    } catch {
      cerrar()
      throw .servidor(error)
    }
  }

  /// `sentencias` in one round trip (libpq's pipeline mode), and, when this connection's
  /// schema has not been checked yet, the check in front of them in that same round trip: a
  /// command's first read (the team a form opens on, `tieneEquipos`) costs no round trip of
  /// its own for it. Any other answer than the current version (no schema, an older or newer
  /// one, a refusal in that round trip) takes the plain way: the check, which says what is
  /// wrong or migrates an older schema, then `sentencias` again. Reads only: they may run twice.
  func enTubo(
    _ propias: [(sql: String, parametros: [String?])], en conexion: Conexion,
    escuchar: Bool = false
  ) throws(ErrorDeLiga) -> [Filas] {
    // A read outside any transaction: the league's channel is listened to from then on (but on
    // a standby, which refuses LISTEN: there nothing read is served again).
    let escucha: [(sql: String, parametros: [String?])] =
      escuchar && !escuchando ? [(Esquema.escuchaAqui, []), (Esquema.escuchaPosible, [])] : []
    let filas = try enTuboConDerechos(escucha + propias, en: conexion)
    if !escucha.isEmpty { escuchando = filas[1].valor() == "t" }
    return Array(filas.dropFirst(escucha.count))
  }

  /// `enTubo`'s pipeline, the schema's check in front of it when due.
  func enTuboComprobado(
    _ sentencias: [(sql: String, parametros: [String?])], en conexion: Conexion
  ) throws(ErrorDeLiga) -> [Filas] {
    if !esquemaComprobado {
      do {
        let filas = try conexion.consultarEnTubo([(Esquema.consultaDeVersion, [])] + sentencias)
        if filas.first?.valor().flatMap({ Int($0) }) == Esquema.version {
          sesion = filas.first?.valor(0, 1)
          esquemaComprobado = true
          return Array(filas.dropFirst())
        }
      } catch {
        if error.esDeConexion { throw perdida(error) }
        if case .cancelado = error { throw .servidor(error) }
      }
      try comprobarEsquema(en: conexion)
    }
    do {
      return try conexion.consultarEnTubo(sentencias)
    } catch {
      throw .servidor(error)
    }
  }

  /// Runs `cuerpo` in one transaction; BEGIN's and COMMIT's failures become `.servidor`, as
  /// the body's own server calls do (`pedir`).
  func enTransaccion<T>(
    _ conexion: Conexion? = nil, escribe: Bool = true,
    _ cuerpo: (Conexion) throws(ErrorDeLiga) -> T
  ) throws(ErrorDeLiga) -> T {
    let elegida: Conexion
    if let conexion { elegida = conexion } else { elegida = try conectada() }
    ultimaIncierta = nil
    do {
      let valor = try elegida.transaccion(escribe: escribe, fallo: ErrorDeLiga.servidor, cuerpo)
      if let (segundos, replicaSincrona) = elegida.guardadoSinConfirmar {
        alAvisar(.guardadoSinConfirmar(segundos: segundos, replicaSincrona: replicaSincrona))
      }
      return valor
    } catch {
      // Only a COMMIT without an answer leaves the connection a transaction to ask about.
      ultimaIncierta = elegida.transaccionIncierta
      throw perdida(error)
    }
  }

  /// The error as the league's; a lost connection is dropped so the next call (the wizard's
  /// «try again») connects afresh.
  func perdida(_ error: ErrorServidor) -> ErrorDeLiga {
    perdida(.servidor(error))
  }

  /// The league's error; a server not reached or not answering (the failures of the server's
  /// that leave it `noDisponible`) drops the connection too.
  private func perdida(_ error: ErrorDeLiga) -> ErrorDeLiga {
    if error.transitorio == .noDisponible { cerrar() }
    return error
  }

  /// A read outside any transaction.
  func leer<T>(_ cuerpo: (Conexion) throws(ErrorDeLiga) -> T) throws(ErrorDeLiga) -> T {
    let conexion = try conectada()
    do {
      return try cuerpo(conexion)
    } catch {
      throw perdida(error)
    }
  }

  // MARK: Liga

  public func iniciar(ejemplo: Bool) throws(ErrorDeLiga) -> Int {
    try cargar(Array((ejemplo ? LigaDeEjemplo.texto : LigaDeEjemplo.vacio).utf8))
  }

  /// Writes a whole league read from a file into an empty schema (in the caller's
  /// transaction): the league's row, its teams and players in order, every unknown member kept
  /// as JSON. Refuses a league that already holds teams or matches (`yaExiste`).
  private func cargar(_ documento: DocumentoTorneo, en conexion: Conexion) throws(ErrorDeLiga) {
    // A league without teams or matches (what `iniciar` makes) takes the file's name and
    // keys; one with either is refused. The row's lock makes concurrent loads wait for the
    // first one, and then find its matches or its teams.
    let extra = try conexion.pedir("SELECT extra::text FROM liga FOR UPDATE").valor() ?? "{}"
    if Partidos.cuantos(en: Array(extra.utf8)) > 0 {
      throw ErrorDeLiga.almacen(.yaExiste(ruta: descripcion))
    }
    try conexion.pedir(
      """
      INSERT INTO liga (nombre, extra) VALUES ($1, $2::json)
      ON CONFLICT (id) DO UPDATE SET nombre = excluded.nombre, extra = excluded.extra
      """,
      [documento.nombre, documento.desconocidosDeLaLiga])
    guard try conexion.pedir("SELECT EXISTS (SELECT 1 FROM equipos)").valor() == "f"
    else { throw ErrorDeLiga.almacen(.yaExiste(ruta: descripcion)) }
    for posicion in 0..<documento.numeroDeEquipos {
      let equipo: Equipo
      do {
        equipo = try documento.equipo(en: posicion)
      } catch {
        // A roster of the file being copied that breaks the rules: nothing was written.
        throw .archivo(error)
      }
      let id = try conexion.pedir(
        """
        INSERT INTO equipos (nombre, clave, busqueda, extra) VALUES ($1, $2, $3, $4::json)
        RETURNING id
        """,
        LigaEnServidor.columnas(deEquipo: equipo.nombre)
          + [documento.desconocidos(deEquipo: posicion)]
      ).valor()
      for (k, jugador) in equipo.jugadores.enumerated() {
        try conexion.pedir(
          "INSERT INTO jugadores (equipo_id, nombre, clave, dorsal, extra) VALUES ($1, $2, $3, $4, $5::json)",
          [id] + LigaEnServidor.columnas(de: jugador)
            + [documento.desconocidos(deJugador: k, enEquipo: posicion)])
      }
    }
    try conexion.pedir(Esquema.aviso)
  }

  public func comprobarQueSePuedeCambiar() throws(ErrorDeLiga) {
    // Connecting and reading the schema's version is what can fail before the questions; the
    // write itself is checked by the transaction that saves the answers. The version is read
    // with the command's next read (`enTubo`), which every caller makes before any question.
    _ = try abrir()
  }

  public func equipos() throws(ErrorDeLiga) -> [ResumenDeEquipo] {
    if vigente(), let resumen { return resumen }
    let conexion = try abrir()
    let filas: Filas
    do {
      filas = try enTubo(
        [
          (
            """
            SELECT e.nombre, (SELECT count(*) FROM jugadores j WHERE j.equipo_id = e.id)
            FROM equipos e ORDER BY e.posicion
            """, []
          )
        ], en: conexion, escuchar: true)[0]
    } catch {
      throw perdida(error)
    }
    let leido = filas.filas.map {
      ResumenDeEquipo(nombre: $0[0] ?? "", jugadores: Int($0[1] ?? "") ?? 0)
    }
    resumen = leido
    return leido
  }

  public func tieneEquipos() throws(ErrorDeLiga) -> Bool {
    try enTubo([("SELECT EXISTS (SELECT 1 FROM equipos)", [])], en: abrir(), escuchar: true)
      .first?.valor() == "t"
  }

  public func equipo(llamado nombre: String) throws(ErrorDeLiga) -> Equipo {
    let clave = NombreDeJugador.clave(nombre)
    let conexion = try abrir()
    do {
      let equipo: Equipo
      if vigente(), let leido = leidos[clave] {
        equipo = leido
      } else {
        equipo = try equipoConPlantilla(nombre, en: conexion, bloquear: false).equipo
        leidos[clave] = equipo
      }
      // In a form that changes the league, the team it reads first is one the clerk may change.
      if soloLosQueCambia { try exigirDerechos(sobre: [equipo.nombre], en: conexion) }
      return equipo
    } catch {
      throw perdida(error)
    }
  }

  public func torneo() throws(ErrorDeLiga) -> Torneo {
    try enTransaccion(escribe: false) { conexion throws(ErrorDeLiga) in
      let nombre = try conexion.pedir("SELECT nombre FROM liga").valor()
      let filas = try conexion.pedir(
        """
        SELECT e.id, e.nombre, j.nombre, j.dorsal FROM equipos e
        LEFT JOIN jugadores j ON j.equipo_id = e.id ORDER BY e.posicion, j.posicion
        """)
      var equipos: [Equipo] = []
      var ultimo: String?
      for fila in filas.filas {
        if fila[0] != ultimo {
          equipos.append(Equipo(nombre: fila[1] ?? ""))
          ultimo = fila[0]
        }
        if let jugador = fila[2] {
          do {
            try equipos[equipos.count - 1].anadir(
              Jugador(nombre: jugador, dorsal: fila[3].flatMap { Int($0) }))
          } catch {
            // The schema's UNIQUE constraints keep a roster the rules refuse out; were one
            // read, it is told as any failure the server's words name.
            throw .servidor(.otro(codigo: "", mensaje: String(describing: error)))
          }
        }
      }
      return Torneo(nombre: nombre, equipos: equipos)
    }
  }

  public func partidos(deEquipo nombre: String) throws(ErrorDeLiga) -> Int {
    let conexion = try conectada()
    let encontrado: String
    do {
      encontrado = try buscarEquipo(nombre, en: conexion, bloquear: false).nombre
    } catch {
      throw perdida(error)
    }
    let extra = try leer { conexion throws(ErrorDeLiga) in
      try conexion.pedir("SELECT extra::text FROM liga").valor() ?? "{}"
    }
    return Partidos.referencias(a: encontrado, en: Array(extra.utf8)).count
  }

  public func candidatos(deEquipo prefijo: String) -> [String] {
    // By the stored key without accents, as `NombreDeJugador.empiezanPor` compares on the file.
    guard let conexion = try? conectada() else { return [] }
    let filas = try? conexion.pedir(
      soloLosQueCambia ? Esquema.equiposQueCambiaPorPrefijo : Esquema.equiposPorPrefijo,
      [Esquema.patron(prefijo: NombreDeJugador.claveDePrefijo(prefijo)), "1000"])
    return filas?.filas.compactMap { $0[0] } ?? []
  }

  public func candidatos(deJugador prefijo: String, enEquipo equipo: String) -> [String] {
    // The names alone: completion checks no rule, so it builds no roster.
    guard let conexion = try? conectada(),
      let (id, _) = try? buscarEquipo(equipo, en: conexion, bloquear: false),
      let filas = try? conexion.pedir(
        "SELECT nombre FROM jugadores WHERE equipo_id = $1 ORDER BY posicion", [id])
    else { return [] }
    return NombreDeJugador.empiezanPor(prefijo, filas.filas.compactMap { $0[0] })
  }

  /// The server process of the connection this store changes the league through (0 when
  /// none is open): the notifications it sends are this store's own.
  var procesoPropio: Int32 { conexion?.procesoDelServidor ?? 0 }

  /// A follower of the store's listening connection (`VigiaDeServidor`: a connection of its
  /// own that LISTENs on the league's channel, `Esquema.escucha`), opened for the first one
  /// and kept while any follows, or opened again once it failed; the changes this store
  /// makes itself (their notifications come from its own connection's server process) do
  /// not count.
  public func vigilar() throws(ErrorDeLiga) -> any Vigia {
    if let vigia, vigia.fallo == nil { return SeguidorDeServidor(vigia) }
    // The schema checked first: without one there is no channel to listen to.
    _ = try conectada()
    do {
      let nueva = try VigiaDeServidor(url: url, espera: espera, aviso: alEsperar) { [weak self] in
        self?.procesoPropio ?? 0
      }
      vigia = nueva
      return SeguidorDeServidor(nueva)
    } catch {
      throw .servidor(error)
    }
  }

  /// The roster as it is now, asked on a connection of its own without waiting for the answer
  /// (`ConsultaEnServidor`); the team found by its key (`clave`), as a form names it. Without
  /// a connection kept from the last check (none yet, or that check cancelled), a new one is
  /// begun without waiting (`Conexion(sinEsperar:)`): a key never waits on the network.
  public func consultar(equipo nombre: String) throws(ErrorDeLiga) -> any Consulta {
    let conexion: Conexion
    if let libre = conexionDeConsultas, libre.abierta {
      conexion = libre
    } else {
      do {
        conexion = try Conexion(url: url, espera: espera, sinEsperar: true)
      } catch {
        throw .servidor(error)
      }
    }
    conexionDeConsultas = nil
    return try ConsultaEnServidor(conexion: conexion, equipo: nombre) { [weak self] libre in
      guard let self, self.conexionDeConsultas == nil else { return libre.cerrar() }
      self.conexionDeConsultas = libre
    }
  }

  /// The journal, numbered 1, 2, 3… by position as on a file: the rows' `n` is an identity
  /// column, whose cached values a failover loses (1, then 34), so it stays internal.
  public func diario() throws(ErrorDeLiga) -> [EntradaDeDiario] {
    try leer { conexion throws(ErrorDeLiga) in
      try conexion.pedir(
        """
        SELECT row_number() OVER (ORDER BY n), \(LigaEnServidor.cuando), usuario,
          datos->'cambio', deshecho_por IS NOT NULL, datos ? 'fueraDeLinea'
        FROM diario ORDER BY n
        """
      ).filas.compactMap(LigaEnServidor.entrada(de:))
    }
  }

  /// A journal row read as (number, when, who, change, undone, made offline): the entry it is.
  private static func entrada(de fila: [String?]) -> EntradaDeDiario? {
    guard let numero = fila[0].flatMap({ Int($0) }),
      let cambio = fila[3].flatMap(Cambio.init(json:))
    else { return nil }
    var entrada = EntradaDeDiario(
      numero: numero, cuando: fila[1] ?? "", usuario: fila[2] ?? "", cambio: cambio,
      deshecha: fila[4] == "t")
    entrada.fueraDeLinea = fila[5] == "t"
    return entrada
  }

  /// The role the server authenticated (`session_user`), as the journal records this clerk's
  /// changes (`marcador_autor`): learnt with the connection's schema check, which a command's
  /// first read carries.
  public func usuario() throws(ErrorDeLiga) -> String {
    _ = try conectada()
    if let sesion { return sesion }
    let usuario = try leer { conexion throws(ErrorDeLiga) in
      try conexion.pedir("SELECT session_user").valor() ?? ""
    }
    sesion = usuario
    return usuario
  }

  public func version() throws(ErrorDeLiga) -> Int {
    if vigente(), let ultimaVersion { return ultimaVersion }
    let conexion = try abrir()
    let leida: Int
    do {
      leida =
        Int(
          try enTubo([("SELECT coalesce(max(n), 0) FROM diario", [])], en: conexion, escuchar: true)
            .first?.valor() ?? "") ?? 0
    } catch {
      throw perdida(error)
    }
    ultimaVersion = leida
    return leida
  }

  /// Whether what this store read still holds: its connection listens on the league's channel
  /// and no other clerk's change was announced on it since (read from what its socket already
  /// holds, never waiting). When not, all of it is dropped (`olvidar`).
  func vigente() -> Bool {
    if escuchando, let conexion, conexion.abierta,
      let avisos = try? conexion.sinEsperar.notificaciones(),
      avisos.allSatisfy({ $0.proceso == conexion.procesoDelServidor })
    {
      return true
    }
    olvidar()
    return false
  }

  /// Drops what this store read: the league is asked again.
  func olvidar() {
    leidos = [:]
    resumen = nil
    ultimaVersion = nil
  }

  public func cambios(desde version: Int) throws(ErrorDeLiga) -> [EntradaDeDiario] {
    try leer { conexion throws(ErrorDeLiga) in
      try LigaEnServidor.entradas(tras: version, en: conexion)
    }
  }

  /// The journal's rows after `n` = `version` (of `usuario`'s only, when given), numbered by
  /// `n` (what a change names as the league it was made on), oldest first.
  static func entradas(tras version: Int, en conexion: Conexion, de usuario: String? = nil)
    throws(ErrorDeLiga) -> [EntradaDeDiario]
  {
    try conexion.pedir(consultaDeEntradas(tras: "$1::bigint"), [String(version), usuario])
      .filas.compactMap(LigaEnServidor.entrada(de:))
  }

  /// The statement `entradas` runs, the rows after the `n` that the SQL expression `tras`
  /// gives (`$2`: the clerk whose rows only, or NULL).
  private static func consultaDeEntradas(tras: String) -> String {
    """
    SELECT n, \(LigaEnServidor.cuando), usuario, datos->'cambio', deshecho_por IS NOT NULL,
      datos ? 'fueraDeLinea'
    FROM diario WHERE n > \(tras) AND ($2::text IS NULL OR usuario = $2) ORDER BY n
    """
  }

  public func aplicar(_ operacion: Operacion, desde version: Int?) throws(ErrorDeLiga)
    -> Resultado
  {
    if let anterior = pendiente {
      // The last change's COMMIT got no answer: what did the server decide?
      let estado = try leer { conexion throws(ErrorDeLiga) in
        LigaEnServidor.desenlace(deCambio: anterior.clave, en: conexion)
      }
      switch estado {
      // Still in progress: its connection is gone from here but not yet from the server.
      case .incierto: throw ErrorDeLiga.servidor(.anteriorSinDecidir)
      case .guardado:
        pendiente = nil
        alAvisar(.anteriorDecidido(guardado: true))
        // The same change again (the wizard's «try again»): it is already there.
        if anterior.operacion == operacion { return anterior.resultado }
      case .noGuardado:
        pendiente = nil
        alAvisar(.anteriorDecidido(guardado: false))
      }
    }
    anotado = nil
    let clave = Sistema.uuidAleatorio()
    claveEnCurso = clave
    defer { claveEnCurso = nil }
    do {
      if let hecho = try enUnaRonda(operacion, clave: clave) { return hecho }
    } catch {
      if let anotado, error.incierto {
        pendiente = (clave, operacion, anotado)
      }
      throw error
    }
    olvidar()
    do {
      return try enTransaccion { conexion throws(ErrorDeLiga) in
        // Aimed at the player as they are now, the journal's later rows read in this
        // transaction; a conflict says which row made it (`Rastro`).
        let tras = try version.map { v throws(ErrorDeLiga) in
          try LigaEnServidor.entradas(tras: v, en: conexion)
        }
        let (apuntada, por) = try operacion.apuntada(tras: tras ?? [])
        do throws(ErrorDeLiga) {
          return try cambiar(apuntada, en: conexion)
        } catch ErrorDeLiga.conflicto(let conflicto) where conflicto.por == nil {
          throw ErrorDeLiga.conflicto(conflicto.con(por: por))
        }
      }
    } catch {
      if let anotado, ultimaIncierta != nil {
        pendiente = (clave, operacion, anotado)
      }
      if let rechazo = rechazo(de: operacion, tras: error) { throw rechazo }
      // Refused by the rules (the player is there already, say): this clerk's earlier
      // attempt, whose outcome its run could not know, may have made it.
      if case .almacen = error {
      } else if let hecha = yaHecha(operacion) {
        return .hecho(hecha)
      }
      throw error
    }
  }

  /// How long after it a change is still taken for the one its clerk is trying again.
  static let reintentoReciente = "10 minutes"

  /// The journal's last entry by this clerk (`session_user`), numbered as `diario` numbers
  /// it, when it is recent (`reintentoReciente`), not undone, and the change `operacion` asks
  /// for (`LigaEnServidor.hace`): a retry of a change already made, said
  /// (`AvisoDelServidor.yaGuardado`).
  public func yaHecha(_ operacion: Operacion) -> EntradaDeDiario? {
    let filas = try? leer { conexion throws(ErrorDeLiga) in
      try conexion.pedir(
        """
        SELECT (SELECT count(*) FROM diario t WHERE t.n <= d.n), \(LigaEnServidor.cuando),
          datos->'cambio', usuario
        FROM diario d
        WHERE usuario = session_user AND deshecho_por IS NULL
          AND cuando > now() - $1::interval
          AND n = (SELECT max(n) FROM diario WHERE usuario = session_user)
        """, [LigaEnServidor.reintentoReciente])
    }
    guard let fila = filas?.filas.first, let numero = fila[0].flatMap({ Int($0) }),
      let cambio = fila[2].flatMap(Cambio.init(json:)), LigaEnServidor.hace(operacion, cambio)
    else { return nil }
    alAvisar(.yaGuardado(cuando: fila[1] ?? ""))
    return EntradaDeDiario(
      numero: numero, cuando: fila[1] ?? "", usuario: fila[3] ?? "", cambio: cambio)
  }

  /// Whether `cambio` is what `operacion` does: the same names (by `NombreDeJugador.clave`, as
  /// the rules compare them) and numbers. An undo, an import of a whole league and a season are
  /// never taken for one another's.
  static func hace(_ operacion: Operacion, _ cambio: Cambio) -> Bool {
    func igual(_ a: String, _ b: String) -> Bool {
      NombreDeJugador.clave(a) == NombreDeJugador.clave(b)
    }
    func iguales(_ a: [Jugador], _ b: [Jugador]) -> Bool {
      a.count == b.count
        && zip(a, b).allSatisfy { igual($0.nombre, $1.nombre) && $0.dorsal == $1.dorsal }
    }
    switch (operacion, cambio) {
    case (.anadir(let j, let e), .anadido(let h, let f)):
      return iguales([j], [h]) && igual(e, f)
    case (.importar(let js, let e), .importado(let hs, let f)):
      return iguales(js, hs) && igual(e, f)
    case (.editar(let j, let e, let a, _), .editado(let antes, let despues, let f)):
      return igual(j.nombre, antes.nombre) && iguales([a], [despues]) && igual(e, f)
    case (.quitar(let j, let e, _), .quitado(let h, let f)):
      return igual(j, h.nombre) && igual(e, f)
    case (.nuevoEquipo(let e), .equipoCreado(let f)):
      return igual(e, f)
    case (.renombrarEquipo(let e, let a), .equipoRenombrado(let f, let b, _)):
      return igual(e, f) && igual(a, b)
    case (.quitarEquipo(let e, _), .equipoQuitado(let f, _)):
      return igual(e, f)
    case (
      .traspasar(let j, let e, let destino, let dorsal, _),
      .traspasado(let antes, let despues, let f, let hasta)
    ):
      let numero: Int? =
        switch dorsal {
        case .elMismo: antes.dorsal
        case .otro(let n): n
        case .ninguno: nil
        }
      return igual(j, antes.nombre) && igual(e, f) && igual(destino, hasta)
        && despues.dorsal == numero
    default:
      return false
    }
  }

  func cambiar(_ operacion: Operacion, en conexion: Conexion) throws(ErrorDeLiga)
    -> Resultado
  {
    try exigirDerechos(sobre: operacion.equipos, en: conexion)
    switch operacion {
    case .anadir(_, let nombre), .importar(_, let nombre), .editar(_, let nombre, _, _),
      .quitar(_, let nombre, _):
      return try cambiarPlantilla(operacion, de: nombre, en: conexion)
    case .nuevoEquipo(let texto):
      return try nuevoEquipo(texto, en: conexion)
    case .deshacer(let numero):
      return try deshacer(numero, en: conexion)
    case .rehacer:
      return try rehacer(en: conexion)
    case .renombrarEquipo(let nombre, let texto):
      return try renombrarEquipo(nombre, a: texto, en: conexion)
    case .quitarEquipo(let nombre, let vistos):
      return try quitarEquipo(nombre, vistos: vistos, en: conexion)
    case .traspasar(let jugador, let origen, let destino, let dorsal, let visto):
      return try traspasar(
        jugador, de: origen, a: destino, dorsal: dorsal, visto: visto, en: conexion)
    case .reemplazar(let jugadores, let nombre):
      return try reemplazar(nombre, por: jugadores, en: conexion)
    case .importarLiga(let plantillas):
      return try importarLiga(plantillas, en: conexion)
    case .temporada(let bytes, let temporada):
      return try cargarTemporada(bytes, temporada, en: conexion)
    }
  }

  // MARK: Reads inside a change

  /// `cuando` in UTC, ISO 8601, like the file's journal.
  static let cuando = #"to_char(cuando AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')"#

  /// The team with that name, as `NombreDeJugador.posicion` finds a name, the one home of the
  /// order (exact, then equal by `clave`, then the one equal by `claveSinAcentos`): every team
  /// it could pick has the name's `busqueda` (`claveSinAcentos`, indexed), so one probe reads
  /// them all and `posicion` picks (then locks it, when `bloquear`). Its id and name.
  func buscarEquipo(_ nombre: String, en conexion: Conexion, bloquear: Bool)
    throws(ErrorDeLiga) -> (id: String, nombre: String)
  {
    let candidatos = try conexion.pedir(
      "SELECT id, nombre FROM equipos WHERE busqueda = $1 ORDER BY id",
      [NombreDeJugador.claveSinAcentos(nombre)]
    ).filas.compactMap { fila in fila[0].flatMap { id in fila[1].map { (id: id, nombre: $0) } } }
    // The team picked among all of them, then locked: a lock taken on the candidates would
    // skip one the clerk may not change (row-level security), and pick another club's team
    // spelled the same but for accents. The one picked, not lockable, is not found.
    if let k = NombreDeJugador.posicion(de: nombre, en: candidatos.map(\.nombre)) {
      guard bloquear else { return candidatos[k] }
      let bloqueado = try conexion.pedir(
        "SELECT id FROM equipos WHERE id = $1 FOR UPDATE", [candidatos[k].id])
      if bloqueado.count == 1 { return candidatos[k] }
      // There, but not lockable by this clerk: another club's team.
      if let error = try sinDerechos(sobre: candidatos[k].nombre, en: conexion) { throw error }
    }
    // Not found: the suggestion needs every name (an error path, not a hot one).
    let nombres = try conexion.pedir("SELECT nombre FROM equipos ORDER BY posicion").filas
      .compactMap { $0[0] }
    throw ErrorDeLiga.equipoDesconocido(
      nombre, sugerencia: Sugerencia.masParecido(a: nombre, entre: nombres))
  }

  /// The names the team-name rule compares `nombre` with (`Reglas.nombreDeEquipo`): the first
  /// team, in file order, whose key without accents is the name's (an index probe on
  /// `busqueda`), team `salvo` aside. None: no team is that name but for accents and case.
  private static func parecidos(a nombre: String, salvo id: String? = nil, en conexion: Conexion)
    throws(ErrorDeLiga) -> [String]
  {
    try conexion.pedir(
      """
      SELECT nombre FROM equipos WHERE busqueda = $1 AND id IS DISTINCT FROM $2::bigint
      ORDER BY posicion LIMIT 1
      """, [NombreDeJugador.claveSinAcentos(nombre), id]
    ).filas.compactMap { $0[0] }
  }

  /// The team with that name (locked, `FOR UPDATE`, when `bloquear`) and its roster with
  /// each player's row id, in one round trip: the roster's statement runs after the lock is
  /// taken, so it sees the roster as the last change that held the lock left it.
  private func equipoConPlantilla(_ nombre: String, en conexion: Conexion, bloquear: Bool)
    throws(ErrorDeLiga) -> (id: String, nombre: String, equipo: Equipo, ids: [String])
  {
    let clave = NombreDeJugador.clave(nombre)
    let filas = try enTubo(
      [
        (
          "SELECT id, nombre FROM equipos WHERE clave = $1" + (bloquear ? " FOR UPDATE" : ""),
          [clave]
        ),
        (
          """
          SELECT nombre, dorsal, id FROM jugadores
          WHERE equipo_id = (SELECT id FROM equipos WHERE clave = $1) ORDER BY posicion
          """, [clave]
        ),
      ], en: conexion, escuchar: !bloquear)
    guard let id = filas[0].valor(0, 0), let encontrado = filas[0].valor(0, 1) else {
      // A team equal by `clave` (unique in the league) is the one `NombreDeJugador.posicion`
      // picks, read with its roster in this one round trip; else the look-up in full (then
      // its roster, read after its lock), or the error naming the closest one.
      let (id, encontrado) = try buscarEquipo(nombre, en: conexion, bloquear: bloquear)
      let (equipo, ids) = try plantilla(de: id, nombre: encontrado, en: conexion)
      return (id, encontrado, equipo, ids)
    }
    let (equipo, ids) = try LigaEnServidor.equipo(encontrado, de: filas[1])
    return (id, encontrado, equipo, ids)
  }

  /// A team's roster in order, with each player's row id.
  private func plantilla(de id: String, nombre: String, en conexion: Conexion)
    throws(ErrorDeLiga) -> (equipo: Equipo, ids: [String])
  {
    let filas: Filas
    do {
      filas = try conexion.consultar(Esquema.plantilla, [id])
    } catch {
      throw .servidor(error)
    }
    return try LigaEnServidor.equipo(nombre, de: filas)
  }

  /// A team from its roster's rows (`nombre, dorsal, id`, in order), with each row's id.
  private static func equipo(_ nombre: String, de filas: Filas)
    throws(ErrorDeLiga) -> (equipo: Equipo, ids: [String])
  {
    var equipo = Equipo(nombre: nombre)
    equipo.reservar(filas.filas.count)
    for fila in filas.filas {
      do {
        try equipo.anadir(Jugador(nombre: fila[0] ?? "", dorsal: fila[1].flatMap { Int($0) }))
      } catch {
        throw .equipo(error)
      }
    }
    return (equipo, filas.filas.map { $0[2] ?? "" })
  }

  // MARK: The changes (each inside the transaction `aplicar` opened)

  /// A roster change: the team locked and read, the rules asked (`Reglas.cambio`), then the
  /// rows written as that answer says, and the journal row.
  private func cambiarPlantilla(_ operacion: Operacion, de nombre: String, en conexion: Conexion)
    throws(ErrorDeLiga) -> Resultado
  {
    let (id, _, equipo, ids) = try equipoConPlantilla(nombre, en: conexion, bloquear: true)
    guard let (cambio, k) = try Reglas.cambio(de: operacion, en: equipo) else {
      return .sinCambios
    }
    let filas: String
    switch cambio {
    case .anadido(let jugador, _):
      filas = "{\"ids\": [\(try insertar(jugador, enEquipo: id, en: conexion))]}"
    case .importado(let jugadores, _):
      let nuevos = try jugadores.map { jugador throws(ErrorDeLiga) in
        try insertar(jugador, enEquipo: id, en: conexion)
      }
      filas = "{\"ids\": [\(nuevos.joined(separator: ", "))]}"
    case .editado(_, let nuevo, _):
      try actualizar(ids[k ?? 0], a: nuevo, en: conexion)
      filas = "{\"id\": \(ids[k ?? 0])}"
    case .quitado:
      let fila = try conexion.pedir(
        "DELETE FROM jugadores WHERE id = $1 RETURNING posicion, extra::text", [ids[k ?? 0]])
      filas =
        "{\"id\": \(ids[k ?? 0]), \"equipo\": \(id), \"posicion\": \(fila.valor(0, 0) ?? "0"), "
        + "\"extra\": \(TextoJSON.cadena(fila.valor(0, 1) ?? "{}"))}"
    case .equipoCreado, .deshecho, .equipoRenombrado, .equipoQuitado, .traspasado, .reemplazado,
      .ligaImportada, .temporadaIniciada, .rehecho:
      return .sinCambios
    }
    return try anotar(cambio, filas: filas, en: conexion)
  }

  /// `importar --reemplazar`: the team locked and read, the rules asked (`Reglas.reemplazo`);
  /// the removed rows deleted, the kept ones' numbers freed first (so that two players may
  /// swap them) and then set with their new name and a new position, the new ones inserted,
  /// in the file's order. The journal keeps the old rows whole (ids, positions, unknown keys).
  private func reemplazar(_ nombre: String, por jugadores: [Jugador], en conexion: Conexion)
    throws(ErrorDeLiga) -> Resultado
  {
    let (id, _, equipo, ids) = try equipoConPlantilla(nombre, en: conexion, bloquear: true)
    guard let reemplazo = try Reglas.reemplazo(de: jugadores, en: equipo) else {
      return .sinCambios
    }
    let antes =
      try conexion.pedir(
        """
        SELECT coalesce(json_agg(json_build_object('id', id, 'posicion', posicion,
          'nombre', nombre, 'dorsal', dorsal, 'extra', extra::text) ORDER BY posicion), '[]')::text
        FROM jugadores WHERE equipo_id = $1
        """, [id]
      ).valor() ?? "[]"
    let quitados = reemplazo.quitados.map { ids[$0] }
    let guardados = reemplazo.filas.compactMap { $0.origen.map { ids[$0] } }
    try conexion.pedir(
      "DELETE FROM jugadores WHERE id = ANY($1::bigint[])",
      ["{" + quitados.joined(separator: ",") + "}"])
    try conexion.pedir(
      "UPDATE jugadores SET dorsal = NULL WHERE id = ANY($1::bigint[])",
      ["{" + guardados.joined(separator: ",") + "}"])
    var nuevos: [String] = []
    for fila in reemplazo.filas {
      if let k = fila.origen {
        try actualizar(ids[k], a: fila.jugador, alFinal: true, en: conexion)
        nuevos.append(ids[k])
      } else {
        nuevos.append(try insertar(fila.jugador, enEquipo: id, en: conexion))
      }
    }
    let filas =
      "{\"equipo\": \(id), \"ids\": [\(nuevos.joined(separator: ", "))], \"antes\": \(antes)}"
    return try anotar(reemplazo.cambio, filas: filas, en: conexion)
  }

  /// A whole-league import: the league's row locked (new teams are checked one at a time, as
  /// `nuevo-equipo` does), each team found and locked, the rules asked
  /// (`Reglas.cambio(deLiga:)`), then the new teams and every player inserted.
  private func importarLiga(_ plantillas: [PlantillaDeLiga], en conexion: Conexion)
    throws(ErrorDeLiga)
    -> Resultado
  {
    try conexion.pedir("SELECT 1 FROM liga FOR UPDATE")
    var idsDeEquipos: [String: String] = [:]
    let cambio = try Reglas.cambio(
      deLiga: plantillas,
      equipo: { nombre throws(ErrorDeLiga) in
        do throws(ErrorDeLiga) {
          let (id, encontrado, equipo, _) = try equipoConPlantilla(
            nombre, en: conexion, bloquear: true)
          idsDeEquipos[encontrado] = id
          return equipo
        } catch .equipoDesconocido {
          return nil
        }
      },
      parecidos: { nombre throws(ErrorDeLiga) in
        try LigaEnServidor.parecidos(a: NombreDeJugador.limpiar(nombre), en: conexion)
      })
    guard let cambio, case .ligaImportada(let resueltas, _) = cambio else {
      return .sinCambios
    }
    var equiposNuevos: [String] = []
    var jugadores: [String] = []
    for plantilla in resueltas {
      var id = idsDeEquipos[plantilla.equipo]
      if id == nil {
        id = try insertarEquipo(plantilla.equipo, en: conexion)
        equiposNuevos.append(id ?? "")
      }
      jugadores += try plantilla.jugadores.map { jugador throws(ErrorDeLiga) in
        try insertar(jugador, enEquipo: id ?? "", en: conexion)
      }
    }
    let filas =
      "{\"ids\": [\(jugadores.joined(separator: ", "))], "
      + "\"equipos\": [\(equiposNuevos.joined(separator: ", "))]}"
    return try anotar(cambio, filas: filas, en: conexion)
  }

  /// A new season into a league without teams (`iniciar` made it, or `temporada` just did):
  /// the league's row locked, then loaded as `copiar` loads one (which refuses a league with
  /// teams or matches, as the file's plan does), its journal's first row saying where it
  /// came from. The league row's name and unknown keys before are kept for undo.
  private func cargarTemporada(_ bytes: [UInt8], _ temporada: Temporada, en conexion: Conexion)
    throws(ErrorDeLiga) -> Resultado
  {
    let antes =
      try conexion.pedir(
        "SELECT json_build_object('nombre', nombre, 'extra', extra::text)::text FROM liga FOR UPDATE"
      ).valor() ?? "{}"
    let documento: DocumentoTorneo
    do {
      documento = try DocumentoTorneo(bytes: bytes, ruta: descripcion)
    } catch {
      throw .archivo(error)
    }
    try cargar(documento, en: conexion)
    return try anotar(.temporadaIniciada(temporada), filas: "{\"liga\": \(antes)}", en: conexion)
  }

  /// A new team: the team-name rule (`Reglas.nombreDeEquipo`), against the teams with its
  /// key without accents (`busqueda`, indexed), read with the league's row locked so that two
  /// clerks creating `Atletico B` and `Atlético B` at once are checked one after the other;
  /// UNIQUE on `clave` stays the last word for names equal but for case and spacing.
  private func nuevoEquipo(_ texto: String, en conexion: Conexion) throws(ErrorDeLiga) -> Resultado
  {
    let limpio = try Reglas.nombreDeEquipo(texto, entre: [])
    try conexion.pedir("SELECT 1 FROM liga FOR UPDATE")
    // The index finds the teams the rule would compare with; the rule decides.
    _ = try Reglas.nombreDeEquipo(limpio, entre: LigaEnServidor.parecidos(a: limpio, en: conexion))
    let id = try insertarEquipo(limpio, en: conexion)
    return try anotar(.equipoCreado(limpio), filas: "{\"id\": \(id)}", en: conexion)
  }

  /// A new team's row, its keys computed here (the caller holds the league's row lock and has
  /// asked the rule); its id. UNIQUE on `clave` is the last word (`traducido`).
  private func insertarEquipo(_ nombre: String, en conexion: Conexion) throws(ErrorDeLiga) -> String
  {
    do {
      return try conexion.consultar(
        "INSERT INTO equipos (nombre, clave, busqueda) VALUES ($1, $2, $3) RETURNING id",
        LigaEnServidor.columnas(deEquipo: nombre)
      ).valor() ?? ""
    } catch {
      throw LigaEnServidor.traducido(error, equipo: nombre)
    }
  }

  /// A team renamed: with the league's row locked (as a new team is, so that names equal but
  /// for accents are checked one at a time), the team-name rule (`Reglas.renombre`) against the
  /// other teams with the new name's key without accents; the matches in the league's unknown
  /// members that name it follow (`Partidos`, the file's own reading). Undo needs the old and
  /// new text of those members when they changed.
  private func renombrarEquipo(_ nombre: String, a texto: String, en conexion: Conexion)
    throws(ErrorDeLiga)
    -> Resultado
  {
    let extra = try conexion.pedir("SELECT extra::text FROM liga FOR UPDATE").valor() ?? "{}"
    let (id, actual) = try buscarEquipo(nombre, en: conexion, bloquear: true)
    let limpio = try Reglas.nombreDeEquipo(texto, entre: [])
    let parecidos = try LigaEnServidor.parecidos(a: limpio, salvo: id, en: conexion)
    guard let nuevo = try Reglas.renombre(de: actual, a: limpio, entre: parecidos) else {
      return .sinCambios
    }
    let empalmes = try Reglas.partidosDelRenombre(de: actual, a: nuevo, en: Array(extra.utf8))
    do {
      try conexion.consultar(
        "UPDATE equipos SET nombre = $2, clave = $3, busqueda = $4 WHERE id = $1",
        [id] + LigaEnServidor.columnas(deEquipo: nuevo))
    } catch {
      throw LigaEnServidor.traducido(error, equipo: nuevo)
    }
    var filas = "{\"id\": \(id)"
    if !empalmes.isEmpty {
      let renombrado = String(decoding: aplicando(empalmes, a: Array(extra.utf8)), as: UTF8.self)
      try conexion.pedir("UPDATE liga SET extra = $1::json", [renombrado])
      filas +=
        ", \"extra\": \(TextoJSON.cadena(extra)), \"extraNuevo\": \(TextoJSON.cadena(renombrado))"
    }
    return try anotar(
      .equipoRenombrado(actual, a: nuevo, partidos: empalmes.count), filas: filas + "}",
      en: conexion)
  }

  /// A team removed with its players: the league's row locked (its matches read, and a team
  /// coming back by undo is checked against new ones one at a time), the team's row locked,
  /// the rule asked (`Reglas.retirada`: refused while a match names it), then its rows deleted;
  /// the journal keeps every row, ids and positions too, for undo to put them back as they were.
  private func quitarEquipo(_ nombre: String, vistos: Int?, en conexion: Conexion)
    throws(ErrorDeLiga)
    -> Resultado
  {
    let extra = try conexion.pedir("SELECT extra::text FROM liga FOR UPDATE").valor() ?? "{}"
    let (id, encontrado, equipo, _) = try equipoConPlantilla(nombre, en: conexion, bloquear: true)
    let cambio = try Reglas.retirada(
      de: encontrado, jugadores: equipo.jugadores.count, en: Array(extra.utf8), vistos: vistos)
    let jugadores =
      try conexion.pedir(
        """
        WITH j AS (
          DELETE FROM jugadores WHERE equipo_id = $1
          RETURNING id, posicion, nombre, clave, dorsal, extra::text AS extra)
        SELECT coalesce(jsonb_agg(to_jsonb(j) ORDER BY posicion), '[]')::text FROM j
        """, [id]
      ).valor() ?? "[]"
    let fila = try conexion.pedir(
      "DELETE FROM equipos WHERE id = $1 RETURNING posicion, extra::text", [id])
    let filas =
      "{\"id\": \(id), \"posicion\": \(fila.valor(0, 0) ?? "0"), "
      + "\"extra\": \(TextoJSON.cadena(fila.valor(0, 1) ?? "{}")), \"jugadores\": \(jugadores)}"
    return try anotar(cambio, filas: filas, en: conexion)
  }

  /// Locks the rows of the teams `ids`, one statement each in the order of their ids, so two
  /// changes that lock the same two teams (transfers either way, their undos) wait for each
  /// other and never deadlock. Each team's name now; a team gone is missing.
  private func bloquear(equipos ids: [String], en conexion: Conexion) throws(ErrorDeLiga)
    -> [String: String]
  {
    var nombres: [String: String] = [:]
    for id in Set(ids).sorted(by: { (Int($0) ?? 0) < (Int($1) ?? 0) }) {
      let fila = try conexion.pedir("SELECT nombre FROM equipos WHERE id = $1 FOR UPDATE", [id])
      if let nombre = fila.valor(0, 0) { nombres[id] = nombre }
    }
    return nombres
  }

  /// A transfer: both teams found, then locked in a fixed order (`bloquear`), their rosters
  /// read, the rules asked (`Reglas.traspaso`), and the player's row moved as it is, id and
  /// unknown keys kept, to the end of the other roster: one UPDATE, so the player is in one
  /// team or the other, never both, never neither. The UNIQUE constraints stay the last word.
  private func traspasar(
    _ buscado: String, de nombre: String, a hacia: String, dorsal: DorsalDeTraspaso,
    visto: Jugador?, en conexion: Conexion
  ) throws(ErrorDeLiga) -> Resultado {
    let origen = try buscarEquipo(nombre, en: conexion, bloquear: false).id
    let destino = try buscarEquipo(hacia, en: conexion, bloquear: false).id
    let nombres = try bloquear(equipos: [origen, destino], en: conexion)
    guard let deOrigen = nombres[origen], let deDestino = nombres[destino] else {
      throw ErrorDeLiga.equipoDesconocido(nombres[origen] == nil ? nombre : hacia, sugerencia: nil)
    }
    let (equipoOrigen, ids) = try plantilla(de: origen, nombre: deOrigen, en: conexion)
    let (equipoDestino, _) = try plantilla(de: destino, nombre: deDestino, en: conexion)
    let (cambio, k) = try Reglas.traspaso(
      de: buscado, en: equipoOrigen, a: equipoDestino, dorsal: dorsal, visto: visto)
    guard case .traspasado(_, let nuevo, _, _) = cambio else { return .sinCambios }
    let fila: Filas
    do {
      fila = try conexion.consultar(
        """
        UPDATE jugadores j SET equipo_id = $2, posicion = nextval('posiciones'), dorsal = $3
        FROM (SELECT id, posicion FROM jugadores WHERE id = $1) antes
        WHERE j.id = antes.id RETURNING antes.posicion
        """, [ids[k], destino, nuevo.dorsal.map(String.init)])
    } catch {
      throw LigaEnServidor.traducido(error, nuevo)
    }
    return try anotar(
      cambio,
      filas:
        "{\"id\": \(ids[k]), \"equipo\": \(origen), \"destino\": \(destino), "
        + "\"posicion\": \(fila.valor(0, 0) ?? "0")}",
      en: conexion)
  }

  /// Reverts the entry `posicion` (as `historial` numbers it), or else the caller's latest
  /// change still in effect (`Reversiones.aDeshacer`, asked in SQL), if every row it touched is
  /// still as it left it; a redo is reverted as the change it made again.
  private func deshacer(_ posicion: Int?, en conexion: Conexion) throws(ErrorDeLiga) -> Resultado {
    // The entry to undo (`$1`: its position, or NULL for the caller's latest in effect), read
    // locked and with the rows after it (what a refusal names) in the transaction's first
    // round trip.
    let elegida = """
      CASE WHEN $1::bigint IS NULL THEN (
        SELECT n FROM diario
        WHERE deshecho_por IS NULL AND tipo <> 'deshacer' AND usuario = session_user
        ORDER BY n DESC LIMIT 1)
      ELSE (SELECT n FROM diario ORDER BY n OFFSET $1::bigint - 1 LIMIT 1) END
      """
    let filas: [Filas]
    do {
      filas = try conexion.consultarEnTubo([
        (
          """
          SELECT n, \(LigaEnServidor.cuando), usuario, datos->'cambio', datos->'filas'->>'id',
            datos->'filas'->>'equipo', datos->'filas'->>'posicion', datos->'filas'->>'extra',
            (SELECT string_agg(x, ',') FROM jsonb_array_elements_text(datos->'filas'->'ids') x),
            (SELECT count(*) FROM diario antes WHERE antes.n <= diario.n),
            (SELECT string_agg(x, ',') FROM jsonb_array_elements_text(datos->'filas'->'equipos') x),
            deshecho_por IS NOT NULL OR tipo = 'deshacer'
          FROM diario WHERE n = (\(elegida)) FOR UPDATE
          """, [posicion.map { String(max($0, 1)) }]
        ),
        (
          LigaEnServidor.consultaDeEntradas(tras: "(\(elegida))"),
          [posicion.map { String(max($0, 1)) }, nil]
        ),
      ])
    } catch {
      throw .servidor(error)
    }
    guard let fila = filas[0].filas.first else {
      throw posicion.map { ErrorDeLiga.entradaDesconocida($0) } ?? ErrorDeLiga.nadaQueDeshacer
    }
    guard let numero = fila[0].flatMap({ Int($0) }),
      let cambio = fila[3].flatMap(Cambio.init(json:))
    else { throw ErrorDeLiga.nadaQueDeshacer }
    // Messages name the entry as `historial` numbers it (by position); `numero` is the row's.
    let entrada = EntradaDeDiario(
      numero: fila[9].flatMap { Int($0) } ?? numero, cuando: fila[1] ?? "",
      usuario: fila[2] ?? "", cambio: cambio)
    if fila[11] == "t" { throw ErrorDeLiga.yaDeshecha(entrada) }
    try exigirDerechos(sobre: cambio.equipos, en: conexion)
    let id = fila[4] ?? ""
    // What a refusal names (read already: a unique violation below ends the transaction's
    // reads).
    let culpable = Reversiones.culpable(
      de: entrada, entre: filas[1].filas.compactMap(LigaEnServidor.entrada(de:)))
    // Each check of a row against what the change left: a failed one means the league changed.
    func exigir(_ siguen: Bool) throws(ErrorDeLiga) {
      if !siguen { throw ErrorDeLiga.cambiadaDesde(entrada, por: culpable) }
    }
    // A row that no longer fits (a unique violation) means the league changed since; the
    // transaction rolls back whatever this undo did so far.
    do throws(ErrorDeLiga) {
      switch cambio.hecho {
      case .anadido(let jugador, _):
        try exigir(borrar(ids: fila[8] ?? "", si: [jugador], en: conexion))
      case .importado(let jugadores, _):
        try exigir(borrar(ids: fila[8] ?? "", si: jugadores, en: conexion))
      case .editado(let antes, let despues, _):
        try exigir(sigue(id, siendo: despues, en: conexion))
        try actualizar(id, a: antes, en: conexion)
      case .quitado(let jugador, _):
        let equipo = fila[5] ?? ""
        try exigir(bloquear(equipos: [equipo], en: conexion).count == 1)
        try conexion.pedir(
          LigaEnServidor.devolucion,
          [id, equipo, fila[6]] + LigaEnServidor.columnas(de: jugador) + [fila[7] ?? "{}"])
      case .equipoCreado(let nombre):
        let borrado = try conexion.pedir(
          """
          DELETE FROM equipos e WHERE e.id = $1 AND e.nombre = $2
            AND NOT EXISTS (SELECT 1 FROM jugadores j WHERE j.equipo_id = e.id)
          """, [id, nombre])
        try exigir(borrado.afectadas == 1)
      case .deshecho, .rehecho:
        throw ErrorDeLiga.nadaQueDeshacer
      case .equipoRenombrado(let antes, let despues, let partidos):
        try deshacerRenombre(
          id, de: antes, a: despues, partidos: partidos, diario: numero, entrada, culpable,
          en: conexion)
      case .traspasado(let antes, let despues, _, _):
        // Both teams locked as the transfer locked them; the player still in the destination
        // as the transfer left them, back to their place in the team they came from.
        let origen = fila[5] ?? ""
        let destino =
          try conexion.pedir(
            "SELECT datos->'filas'->>'destino' FROM diario WHERE n = $1", [String(numero)]
          ).valor() ?? ""
        let nombres = try bloquear(equipos: [origen, destino], en: conexion)
        let donde = try conexion.pedir(
          "SELECT equipo_id FROM jugadores WHERE id = $1 FOR UPDATE", [id])
        try exigir(nombres.count == 2 && donde.valor(0, 0) == destino)
        try exigir(sigue(id, siendo: despues, en: conexion))
        try conexion.pedir(
          "UPDATE jugadores SET equipo_id = $2, posicion = $3, dorsal = $4 WHERE id = $1",
          [id, origen, fila[6], antes.dorsal.map(String.init)])
      case .equipoQuitado(let nombre, _):
        // Back where it was, with its ids: unless a team with its name (or the same but for
        // accents) came meanwhile, which the league's row lock makes wait for this.
        try conexion.pedir("SELECT 1 FROM liga FOR UPDATE")
        try exigir(LigaEnServidor.parecidos(a: nombre, en: conexion).isEmpty)
        try conexion.pedir(
          """
          INSERT INTO equipos (id, posicion, nombre, clave, busqueda, extra)
          VALUES ($1, $2, $3, $4, $5, $6::json)
          """,
          [id, fila[6]] + LigaEnServidor.columnas(deEquipo: nombre) + [fila[7] ?? "{}"])
        try conexion.pedir(
          """
          INSERT INTO jugadores (id, equipo_id, posicion, nombre, clave, dorsal, extra)
          SELECT (j->>'id')::bigint, $2, (j->>'posicion')::bigint, j->>'nombre', j->>'clave',
            (j->>'dorsal')::smallint, (j->>'extra')::json
          FROM diario d, jsonb_array_elements(d.datos->'filas'->'jugadores') j WHERE d.n = $1
          """, [String(numero), id])
      case .reemplazado(let jugadores, _, _, _, _, _):
        try exigir(sigueLaPlantilla(de: fila[5] ?? "", ids: fila[8] ?? "", jugadores, en: conexion))
        try restaurarPlantilla(de: fila[5] ?? "", numero: numero, en: conexion)
      case .ligaImportada(let plantillas, _):
        try exigir(borrar(ids: fila[8] ?? "", si: plantillas.flatMap(\.jugadores), en: conexion))
        let equipos = (fila[10] ?? "").split(separator: ",").map(String.init)
        if !equipos.isEmpty {
          let borrados = try conexion.pedir(
            """
            DELETE FROM equipos e WHERE e.id = ANY($1::bigint[])
              AND NOT EXISTS (SELECT 1 FROM jugadores j WHERE j.equipo_id = e.id)
            """, ["{" + equipos.joined(separator: ",") + "}"])
          try exigir(borrados.afectadas == equipos.count)
        }
      case .temporadaIniciada:
        // Back to the league without teams it filled: every team and player goes, and the
        // league's name and unknown keys are the ones it had.
        try conexion.pedir("DELETE FROM equipos")
        try conexion.pedir(
          """
          UPDATE liga SET nombre = d.datos->'filas'->'liga'->>'nombre',
            extra = (d.datos->'filas'->'liga'->>'extra')::json
          FROM diario d WHERE d.n = $1
          """, [String(numero)])
      }
    } catch .almacen(.repetido) {
      throw ErrorDeLiga.cambiadaDesde(entrada, por: culpable)
    }
    return try anotar(
      .deshecho(numero: numero, cambio: cambio), filas: "{\"deshace\": \(numero)}", en: conexion)
  }

  /// Makes the caller's latest undone change again (`Reversiones.aRehacer`, from their rows since
  /// their latest change of their own), as the change it was, aimed and checked like any other
  /// (`Rastro`) against what the undo left; its journal row says what it redoes (`envoltura`).
  private func rehacer(en conexion: Conexion) throws(ErrorDeLiga) -> Resultado {
    let usuario = try self.usuario()
    // The caller's rows from their latest change of their own on (`$1`, `$2`: the caller).
    let propias = try conexion.pedir(
      LigaEnServidor.consultaDeEntradas(
        tras: """
          (SELECT coalesce(max(n), 1) - 1 FROM diario
          WHERE usuario = $1 AND tipo NOT IN ('deshacer', 'rehacer'))
          """), [usuario, usuario]
    ).filas.compactMap(LigaEnServidor.entrada(de:))
    let (deshecho, original) = try Reversiones.aRehacer(propias, usuario: usuario)
    let despues = try LigaEnServidor.entradas(tras: deshecho.numero, en: conexion)
    let culpable = Reversiones.culpable(de: deshecho, entre: despues)
    guard let operacion = original.repeticion(tras: despues) else {
      throw ErrorDeLiga.cambiadaDesde(deshecho, por: culpable)
    }
    envoltura = { .rehecho(numero: deshecho.numero, cambio: $0) }
    defer { envoltura = nil }
    do {
      let (apuntada, _) = try operacion.apuntada(tras: despues)
      return try cambiar(apuntada, en: conexion)
    } catch {
      if case .almacen = error { throw error }
      throw ErrorDeLiga.cambiadaDesde(deshecho, por: culpable)
    }
  }

  /// Undoes a rename (`renombrarEquipo`): the team still named as it left it, no other team
  /// since with the old name's key without accents, and the league's unknown members, when the
  /// rename changed them, still its text.
  private func deshacerRenombre(
    _ id: String, de antes: String, a despues: String, partidos: Int, diario numero: Int,
    _ entrada: EntradaDeDiario, _ culpable: EntradaDeDiario?, en conexion: Conexion
  ) throws(ErrorDeLiga) {
    let extra = try conexion.pedir(
      """
      SELECT liga.extra::text, d.datos->'filas'->>'extra', d.datos->'filas'->>'extraNuevo'
      FROM liga, diario d WHERE d.n = $1 FOR UPDATE OF liga
      """, [String(numero)])
    let otros = try LigaEnServidor.parecidos(a: antes, salvo: id, en: conexion)
    guard otros.isEmpty, partidos == 0 || extra.valor(0, 0) == extra.valor(0, 2) else {
      throw ErrorDeLiga.cambiadaDesde(entrada, por: culpable)
    }
    let vuelta = try conexion.pedir(
      "UPDATE equipos SET nombre = $3, clave = $4, busqueda = $5 WHERE id = $1 AND nombre = $2",
      [id, despues] + LigaEnServidor.columnas(deEquipo: antes))
    guard vuelta.afectadas == 1 else { throw ErrorDeLiga.cambiadaDesde(entrada, por: culpable) }
    if partidos > 0 {
      try conexion.pedir("UPDATE liga SET extra = $1::json", [extra.valor(0, 1) ?? "{}"])
    }
  }

  // MARK: Rows

  /// A team's columns from its name: `nombre`, `clave` and `busqueda`, both keys computed here.
  private static func columnas(deEquipo nombre: String) -> [String?] {
    [nombre, NombreDeJugador.clave(nombre), NombreDeJugador.claveSinAcentos(nombre)]
  }

  /// A player's columns: `nombre`, `clave` (computed here) and `dorsal`.
  private static func columnas(de jugador: Jugador) -> [String?] {
    [jugador.nombre, NombreDeJugador.clave(jugador.nombre), jugador.dorsal.map(String.init)]
  }

  private func insertar(_ jugador: Jugador, enEquipo equipo: String, en conexion: Conexion)
    throws(ErrorDeLiga)
    -> String
  {
    do {
      return try conexion.consultar(
        "INSERT INTO jugadores (equipo_id, nombre, clave, dorsal) VALUES ($1, $2, $3, $4) RETURNING id",
        [equipo] + LigaEnServidor.columnas(de: jugador)
      ).valor() ?? ""
    } catch {
      throw LigaEnServidor.traducido(error, jugador)
    }
  }

  /// Row `id` holds `jugador` now; `alFinal`: and goes after every other row of its team
  /// (a replaced roster takes the file's order).
  private func actualizar(
    _ id: String, a jugador: Jugador, alFinal: Bool = false, en conexion: Conexion
  ) throws(ErrorDeLiga) {
    do {
      try conexion.consultar(
        "UPDATE jugadores SET nombre = $2, clave = $3, dorsal = $4"
          + (alFinal ? ", posicion = nextval('posiciones')" : "") + " WHERE id = $1",
        [id] + LigaEnServidor.columnas(de: jugador))
    } catch {
      throw LigaEnServidor.traducido(error, jugador)
    }
  }

  /// Whether row `id` still holds that player.
  private func sigue(_ id: String, siendo jugador: Jugador, en conexion: Conexion)
    throws(ErrorDeLiga) -> Bool
  {
    let fila = try conexion.pedir(
      "SELECT nombre, dorsal FROM jugadores WHERE id = $1 FOR UPDATE", [id])
    return fila.count == 1 && fila.valor(0, 0) == jugador.nombre
      && fila.valor(0, 1).flatMap { Int($0) } == jugador.dorsal
  }

  /// Whether team `equipo` still exists and its roster is exactly the rows `ids`
  /// (comma-separated) holding `jugadores`, in order (locked).
  private func sigueLaPlantilla(
    de equipo: String, ids: String, _ jugadores: [Jugador], en conexion: Conexion
  ) throws(ErrorDeLiga) -> Bool {
    guard try bloquear(equipos: [equipo], en: conexion).count == 1 else { return false }
    let filas = try conexion.pedir(
      "SELECT id, nombre, dorsal FROM jugadores WHERE equipo_id = $1 ORDER BY posicion FOR UPDATE",
      [equipo])
    let lista = ids.split(separator: ",").map(String.init)
    guard filas.count == jugadores.count, lista.count == jugadores.count else { return false }
    return zip(filas.filas, zip(lista, jugadores)).allSatisfy { fila, esperado in
      fila[0] == esperado.0 && fila[1] == esperado.1.nombre
        && fila[2].flatMap { Int($0) } == esperado.1.dorsal
    }
  }

  /// A player's row put back as a change's journal row kept it: its id, team and position,
  /// its columns (`columnas(de:)`) and its unknown keys.
  private static let devolucion = """
    INSERT INTO jugadores (id, equipo_id, posicion, nombre, clave, dorsal, extra)
    VALUES ($1, $2, $3, $4, $5, $6, $7::json)
    """

  /// Puts back the roster of team `equipo` as journal row `numero` kept it (`antes`: ids,
  /// positions, names, numbers, unknown keys), replacing whatever it has.
  private func restaurarPlantilla(de equipo: String, numero: Int, en conexion: Conexion)
    throws(ErrorDeLiga)
  {
    try conexion.pedir("DELETE FROM jugadores WHERE equipo_id = $1", [equipo])
    let filas = try conexion.pedir(
      """
      SELECT x->>'id', x->>'posicion', x->>'nombre', x->>'dorsal', x->>'extra'
      FROM diario d, jsonb_array_elements(d.datos->'filas'->'antes') x WHERE d.n = $1
      """, [String(numero)])
    for fila in filas.filas {
      try conexion.pedir(
        LigaEnServidor.devolucion,
        [
          fila[0], equipo, fila[1], fila[2], NombreDeJugador.clave(fila[2] ?? ""), fila[3],
          fila[4] ?? "{}",
        ])
    }
  }

  /// Deletes the rows `ids` (comma-separated) if each still holds its player; `false`, and
  /// nothing deleted, when one does not.
  private func borrar(ids: String, si jugadores: [Jugador], en conexion: Conexion)
    throws(ErrorDeLiga) -> Bool
  {
    let lista = ids.split(separator: ",").map(String.init)
    guard lista.count == jugadores.count else { return false }
    for (id, jugador) in zip(lista, jugadores) {
      guard try sigue(id, siendo: jugador, en: conexion) else { return false }
    }
    try conexion.pedir(
      "DELETE FROM jugadores WHERE id = ANY($1::bigint[])", ["{" + ids + "}"])
    return true
  }

  /// A unique violation on a team row (its name, `clave`) as the rule it breaks.
  private static func traducido(_ error: ErrorServidor, equipo nombre: String) -> ErrorDeLiga {
    error == .repetido(restriccion: Esquema.Restriccion.equipoRepetido)
      ? .equipoRepetido(nombre) : .servidor(error)
  }

  /// A unique violation on a player row as the rule it breaks.
  private static func traducido(_ error: ErrorServidor, _ jugador: Jugador) -> ErrorDeLiga {
    switch error {
    case .repetido(Esquema.Restriccion.dorsalRepetido):
      return ErrorDeLiga.equipo(.dorsalRepetido(jugador.dorsal ?? 0))
    case .repetido(Esquema.Restriccion.nombreRepetido):
      return ErrorDeLiga.equipo(.nombreRepetido(jugador.nombre))
    default:
      return .servidor(error)
    }
  }

  /// Appends the journal row for `cambio`, the last step of its transaction: it goes with
  /// COMMIT, in one round trip (`Conexion.confirmar`), and so does the league's channel's
  /// notice (`Esquema.aviso`: delivered at COMMIT, to whoever follows the league). `filas` is
  /// what undo needs (JSON). Who made it is the server's to write (`marcador_autor`). In the
  /// same statement, the rows whose change is no longer in effect are marked as
  /// `Reversiones.deshechas` says: an undo marks the row it undoes and, when that is a redo,
  /// the change it made again (and so on back); a redo clears what its undo marked. The
  /// result is kept in `anotado` before COMMIT is sent, so a COMMIT without an answer can be
  /// asked about by the next `aplicar`.
  private func anotar(_ cambio: Cambio, filas: String, en conexion: Conexion) throws(ErrorDeLiga)
    -> Resultado
  {
    let cambio = envoltura?(cambio) ?? cambio
    var (deshace, rehace): (Int?, Int?) = (nil, nil)
    switch cambio {
    case .deshecho(let numero, _): deshace = numero
    case .rehecho(let numero, _): rehace = numero
    default: break
    }
    let usuario = try self.usuario()
    let entrada = { (fila: Filas?) in
      EntradaDeDiario(
        numero: fila?.valor().flatMap { Int($0) } ?? 0, cuando: fila?.valor(0, 1) ?? "",
        usuario: fila?.valor(0, 2) ?? usuario, cambio: cambio)
    }
    anotado = .hecho(entrada(nil))
    let devueltas: [Filas]?
    do {
      // A sync's changes share one COMMIT, which it sends after the last (`sincronizar`).
      let enviar: ([(sql: String, parametros: [String?])]) throws(ErrorServidor) -> [Filas]? =
        sincronizando
        ? { (sentencias) throws(ErrorServidor) in
          try sentencias.map { (s) throws(ErrorServidor) in
            try conexion.consultar(s.sql, s.parametros)
          }
        } : { (sentencias) throws(ErrorServidor) in try conexion.confirmar(con: sentencias) }
      devueltas = try enviar(
        [
          (
            """
            WITH RECURSIVE nueva AS (
              INSERT INTO diario (tipo, orden, datos, cuando)
              VALUES ($2::jsonb->>'tipo', $1,
                jsonb_build_object('cambio', $2::jsonb, 'filas', $3::jsonb)
                  || CASE WHEN $6::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object(
                    'fueraDeLinea', jsonb_build_object('copia', $6::text, 'entrada', $7::bigint))
                  END,
                coalesce($8::timestamptz, now()))
              RETURNING n, cuando, usuario),
            tomadas (n) AS (
              SELECT $4::bigint
              UNION
              SELECT (u.datos->'cambio'->>'deshace')::bigint FROM tomadas t
              JOIN diario r ON r.n = t.n AND r.tipo = 'rehacer'
              JOIN diario u ON u.n = (r.datos->'cambio'->>'rehace')::bigint AND u.tipo = 'deshacer'),
            deshechas AS (
              UPDATE diario SET deshecho_por = (SELECT n FROM nueva)
              WHERE n IN (SELECT n FROM tomadas)),
            devueltas AS (
              UPDATE diario SET deshecho_por = NULL WHERE deshecho_por = $5::bigint),
            clave AS (
              INSERT INTO claves_de_cambio (clave, diario) SELECT $9::uuid, n FROM nueva
              WHERE $9 IS NOT NULL)
            SELECT n, \(LigaEnServidor.cuando), usuario FROM nueva
            """,
            [
              cambio.orden, cambio.json, filas, deshace.map(String.init), rehace.map(String.init),
              fueraDeLinea?.copia, fueraDeLinea.map { String($0.entrada) }, fueraDeLinea?.cuando,
              claveEnCurso,
            ]
          ),
          (Esquema.aviso, []),
        ])
    } catch {
      throw .servidor(error)
    }
    return .hecho(entrada(devueltas?.first))
  }
}

extension LigaEnServidor {
  /// Writes a whole league read from a file into this server (`marcador copiar`): the schema
  /// is created if missing, then everything in one transaction, or nothing. Refuses a server
  /// whose league already holds teams (`yaExiste`); an empty one (`iniciar`) is filled.
  /// - Returns: how many teams were copied.
  public func cargar(_ bytes: [UInt8]) throws(ErrorDeLiga) -> Int {
    let documento: DocumentoTorneo
    do {
      documento = try DocumentoTorneo(bytes: bytes, ruta: descripcion)
    } catch {
      throw .archivo(error)
    }
    let conexion = try abrir()
    olvidar()
    do {
      try Esquema.preparar(en: conexion)
      esquemaComprobado = true
    } catch {
      throw .servidor(error)
    }
    try enTransaccion(conexion) { conexion throws(ErrorDeLiga) in
      try cargar(documento, en: conexion)
    }
    return documento.numeroDeEquipos
  }

  /// The whole league as a tournament file's text (pretty, like the sample), every unknown
  /// member kept: read in one snapshot.
  public func exportar() throws(ErrorDeLiga) -> [UInt8] { try instantanea().bytes }

  /// `exportar`'s bytes and the journal's last entry (`version()`), read in the same snapshot:
  /// the entry a copy taken to the pitch was made on (`llevar`).
  public func instantanea() throws(ErrorDeLiga) -> (bytes: [UInt8], version: Int) {
    let (texto, version) = try enTransaccion(escribe: false) { conexion throws(ErrorDeLiga) in
      try conexion.pedir("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
      let liga = try conexion.pedir(
        """
        SELECT l.nombre, l.extra::text, d.n
        FROM (SELECT coalesce(max(n), 0) AS n FROM diario) d LEFT JOIN liga l ON true
        """)
      let equipos = try conexion.pedir(
        "SELECT id, nombre, extra::text FROM equipos ORDER BY posicion")
      let jugadores = try conexion.pedir(
        "SELECT equipo_id, nombre, dorsal, extra::text FROM jugadores ORDER BY posicion")
      var porEquipo: [String: [[String?]]] = [:]
      for fila in jugadores.filas { porEquipo[fila[0] ?? "", default: []].append(fila) }
      // An `extra` object's members as one text (none when it is empty).
      func dentro(_ extra: String?) -> [String] {
        let texto = (extra ?? "{}").trimmingPrefix(while: \.isWhitespace)
        guard texto.first == "{", let cierre = texto.lastIndex(of: "}") else { return [] }
        let interior = texto[texto.index(after: texto.startIndex)..<cierre]
        return interior.allSatisfy(\.isWhitespace) ? [] : [String(interior)]
      }
      let texto = TextoDeTorneo.texto(
        nombre: liga.valor(0, 0), otros: dentro(liga.valor(0, 1)),
        equipos: equipos.filas.map { equipo in
          TextoDeTorneo.Equipo(
            nombre: equipo[1] ?? "", otros: dentro(equipo[2]),
            jugadores: (porEquipo[equipo[0] ?? ""] ?? []).map { j in
              TextoDeTorneo.Jugador(
                nombre: j[1] ?? "", dorsal: j[2].flatMap { Int($0) },
                otros: dentro(j[3]))
            })
        })
      return (texto, liga.valor(0, 2).flatMap { Int($0) } ?? 0)
    }
    return (Array(texto.utf8), version)
  }
}

extension Conexion {
  /// `consultar` inside the league's work: its failure as the league's (`.servidor`), so that a
  /// change's body throws one type, the domain's, and nothing is cast back.
  @discardableResult
  func pedir(_ sql: String, _ parametros: [String?] = []) throws(ErrorDeLiga) -> Filas {
    do {
      return try consultar(sql, parametros)
    } catch {
      throw .servidor(error)
    }
  }
}
