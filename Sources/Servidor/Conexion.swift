// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ
import LlamadasAlSistema

/// One connection to a PostgreSQL server (libpq's `PGconn`), opened from a URL.
///
/// Statements take their values only as parameters (`$1`), never spliced into the text.
/// libpq is loaded on the first connection, not before. `cerrar()` (PQfinish) must be called
/// before `exit()`, which skips `deinit`. One connection serves one thread at a time.
public final class Conexion {
  /// libpq's connection, and what closes it.
  private let enlace = Enlace()
  /// The URL's parameters and the passwords no message shows.
  private let parametros: ParametrosDeConexion
  /// The URL with its password hidden, for messages.
  public var destino: String { parametros.destino }
  /// How long a statement may go without an answer before it is given up, in seconds
  /// (`MARCADOR_ESPERA_SERVIDOR`): a server that hangs, or a network that stopped carrying packets.
  public let espera: Double
  /// The transaction whose COMMIT got no answer and whose outcome the server could not be
  /// asked yet (its txid), after `transaccion` threw `.incierto`.
  public private(set) var transaccionIncierta: String?
  /// After `transaccion` returned: its COMMIT got no answer in time, but the server, asked,
  /// says it is committed: how long it waited, and whether a synchronous standby is what never
  /// confirmed it; `nil` otherwise.
  public private(set) var guardadoSinConfirmar: (segundos: Int, replicaSincrona: Bool)?
  /// Statements that go with the next one, in its round trip: an open transaction's BEGIN (and
  /// the query of its id), sent only once the body sends something.
  private var antesDeLaSiguiente: [(sql: String, parametros: [String?])] = []
  /// The open transaction's id (txid_current), when it was asked for with its BEGIN.
  private var transaccionActual: String?
  /// Whether the open transaction's COMMIT went out with its last statements (`confirmar`).
  private var confirmada = false
  /// What a person is told while a connect or a statement waits for the server.
  private let aviso: AvisoDeEspera?

  /// The connection used without waiting: a connection begun so (`sinEsperar`), a statement
  /// in flight, a LISTEN's notifications.
  public let sinEsperar: SinEsperar

  /// Connects to the server `url` names (`postgresql://…` or `postgres://…`, libpq's syntax,
  /// several hosts included).
  ///
  /// The client encoding is always UTF-8, and a connection attempt gives up after
  /// `ParametrosDeConexion.esperaAlConectar` seconds. Notices and warnings the server sends (a shutdown's
  /// «terminating connection…») are never printed.
  /// - Throws: `urlNoValida`, `inalcanzable`, `noDisponible`, `soloLectura`, `sinRespuesta`,
  ///   `rechazado`, or `sinLibPQ`.
  ///
  /// `sinEsperar`: the connection is only begun (PQconnectStartParams), and `avanzar` takes
  /// it on as its socket allows, never waiting on the network (a form's check).
  /// `aviso`: what a person is told while this connection waits (`AvisoDeEspera`).
  public init(
    url: String, espera: Double = 30, sinEsperar: Bool = false, aviso: AvisoDeEspera? = nil
  ) throws(ErrorServidor) {
    self.aviso = aviso
    parametros = try ParametrosDeConexion(url: url)
    self.espera = espera
    self.sinEsperar = SinEsperar(enlace: enlace, parametros: parametros, espera: espera)
    if sinEsperar {
      let pg = try ParametrosDeConexion.conectar(
        parametros.claves, parametros.valores, sinEsperar: true)
      enlace.pg = pg
      guard marcador_PQstatus(pg) != CONNECTION_BAD else {
        let error = diagnostico.fallo(de: pg, tardanza: 0)
        cerrar()
        throw error
      }
      self.sinEsperar.conectando = true
    } else {
      enlace.pg = try conectar()
      // The password libpq used, wherever it came from (URL, PGPASSWORD, ~/.pgpass).
      if let pg = enlace.pg, let usada = marcador_PQpass(pg).map({ String(cString: $0) }),
        usada.count >= 3
      {
        parametros.contrasenas.append(usada)
      }
    }
    enlace.escucharAvisos()
  }

  /// A second connection with the same parameters (to ask what became of a transaction);
  /// `alConectar`: giving up connecting after that many seconds, whatever the URL says.
  private init(igualQue otra: Conexion, alConectar segundos: Int? = nil) throws(ErrorServidor) {
    aviso = otra.aviso
    parametros = otra.parametros
    espera = otra.espera
    sinEsperar = SinEsperar(enlace: enlace, parametros: parametros, espera: espera)
    if let segundos {
      // Entries after the URL's override it.
      let pg = try ParametrosDeConexion.conectar(
        parametros.claves + ["connect_timeout"], parametros.valores + [String(max(segundos, 2))])
      guard marcador_PQstatus(pg) == CONNECTION_OK else {
        marcador_PQfinish(pg)
        throw ErrorServidor.noDisponible(destino: parametros.destino)
      }
      enlace.pg = pg
    } else {
      enlace.pg = try conectar()
    }
    enlace.escucharAvisos()
  }

  deinit { cerrar() }

  /// Closes the connection (PQfinish). Later statements fail with `conexionPerdida`.
  public func cerrar() { enlace.cerrar() }

  /// Whether the connection is still open, as far as can be told without a round trip: the
  /// server's goodbye to an idle connection (a restart, a failover, an administrator) is
  /// already on its socket, and is read here. A connection that is not open is closed.
  public var abierta: Bool { enlace.abierta }

  /// Connects with this connection's parameters; a failure is told apart by PQping (which
  /// reads libpq's SQLSTATE, never its translated text) and by trying once more.
  private func conectar() throws(ErrorServidor) -> OpaquePointer {
    guard let aviso else { return try intentarConectar() }
    return try aviso.durante { () throws(ErrorServidor) in try intentarConectar() }
  }

  private func intentarConectar() throws(ErrorServidor) -> OpaquePointer {
    let inicio = CtrlCRetenido.ahora()
    var intento = try ParametrosDeConexion.conectar(parametros.claves, parametros.valores)
    if marcador_PQstatus(intento) == CONNECTION_OK { return intento }
    let tardanza = CtrlCRetenido.ahora() - inicio
    var error = diagnostico.fallo(de: intento, tardanza: tardanza)
    // A server that answers the ping now may have been starting a moment ago (57P03 then):
    // once more before calling it a refusal.
    if case .rechazado(.conexion) = error {
      marcador_PQfinish(intento)
      intento = try ParametrosDeConexion.conectar(parametros.claves, parametros.valores)
      if marcador_PQstatus(intento) == CONNECTION_OK { return intento }
      error = diagnostico.fallo(de: intento, tardanza: 0)
    }
    if case .rechazado(.conexion) = error, diagnostico.soloHayReplicas() {
      error = .soloLectura(destino: destino)
    }
    marcador_PQfinish(intento)
    throw error
  }

  /// Loads libpq if it is not loaded yet.
  public static func cargarLibPQ() throws(ErrorServidor) {
    guard marcador_pq_cargar() == 0 else {
      let detalle = marcador_pq_error_de_carga().map { String(cString: $0) } ?? "libpq.so.5"
      throw .sinLibPQ(detalle: detalle)
    }
  }

  /// The server process serving this connection (PQbackendPID), 0 when closed.
  public var procesoDelServidor: Int32 { enlace.pg.map { marcador_PQbackendPID($0) } ?? 0 }

  /// Runs one statement with `parametros` as `$1`, `$2`… (text, NULL as `nil`).
  ///
  /// The answer is awaited for `espera` seconds at most (`tiempoAgotado`, and the connection
  /// is given up); Ctrl-C meanwhile asks the server to cancel it (`cancelado`).
  @discardableResult
  public func consultar(_ sql: String, _ parametros: [String?] = []) throws(ErrorServidor)
    -> Filas
  {
    if confirmada { throw Conexion.yaConfirmada }
    if !antesDeLaSiguiente.isEmpty {
      return try consultarEnTubo([(sql, parametros)]).last ?? Filas(filas: [], afectadas: 0)
    }
    try Conexion.sinNulos(parametros)
    let (resultados, fin) = try esperaDeRespuesta.enviarYEsperar {
      Conexion.enviar(sql, parametros, a: $0)
    }
    return try lectura.filas(de: resultados[0], fin: fin)
  }

  /// Runs a script of several statements without parameters: schema set-up only.
  public func ejecutarGuion(_ sql: String) throws(ErrorServidor) {
    // An open transaction's BEGIN first (a script cannot go in a pipeline).
    if !antesDeLaSiguiente.isEmpty { _ = try consultarEnTubo([]) }
    let (resultados, fin) = try esperaDeRespuesta.enviarYEsperar {
      marcador_PQsendQuery($0, sql) == 1
    }
    _ = try lectura.filas(de: resultados[0], fin: fin)
  }

  /// Runs `cuerpo` in one transaction: BEGIN, the body, COMMIT; ROLLBACK if the body throws
  /// (its error is rethrown). A body may end with `confirmar(con:)`: its last statements then
  /// go with COMMIT, in one round trip.
  ///
  /// If the connection drops, the error says whether the change is in the database: before
  /// COMMIT was sent it is not; after, the server is asked on a new connection
  /// (`txid_status`): committed, the value is returned as if nothing had happened; unknown
  /// (no server to ask), the error is `.incierto` and `transaccionIncierta` keeps the id to
  /// ask later. The body's failures are the caller's own type; BEGIN's and COMMIT's failures
  /// become one of them through `fallo`, so that nothing thrown needs a cast to be told apart.
  public func transaccion<T, E: Error>(
    escribe: Bool = true, fallo: (ErrorServidor) -> E, _ cuerpo: (Conexion) throws(E) -> T
  ) throws(E) -> T {
    transaccionIncierta = nil
    guardadoSinConfirmar = nil
    transaccionActual = nil
    confirmada = false
    defer { confirmada = false }
    // BEGIN (and, for a change, the query of its id) go with the body's first statement.
    // On a standby txid_current() fails (an internal error, XX000): there it is NULL, and the
    // first write says 25006 (read-only), which is the error a person can act on. The same
    // statement sets, for this transaction only (set_config's is_local, as SET LOCAL), that the
    // server ends it once idle for as long as this process waits itself: a change left open
    // (this process gave up, or the network stopped carrying its packets while the server's
    // side stayed up) then keeps no row locked from other clerks until TCP notices, hours later.
    // A row another change holds is waited for a little less than that (`lock_timeout`), so
    // that the server, not this process's deadline, says so: «held by another change», not «the
    // server stopped answering» (55P03, `ErrorServidor.ocupado`).
    antesDeLaSiguiente = [("BEGIN", [])]
    if escribe {
      let sql = """
        SELECT CASE WHEN pg_is_in_recovery() THEN NULL ELSE txid_current()::text END,
          set_config('idle_in_transaction_session_timeout', $1, true),
          set_config('lock_timeout', $2, true)
        """
      let cerrojo = Conexion.esperaDeUnaFila(milisegundos: milisegundosDeEspera)
      antesDeLaSiguiente.append((sql, [String(milisegundosDeEspera), String(cerrojo)]))
    }
    let valor: T
    do {
      valor = try cuerpo(self)
    } catch {
      let empezada = antesDeLaSiguiente.isEmpty
      antesDeLaSiguiente = []
      confirmada = false
      if empezada, let pg = enlace.pg, marcador_PQstatus(pg) == CONNECTION_OK {
        _ = try? consultar("ROLLBACK")
      }
      throw error
    }
    // COMMIT, unless the body's last statements took it with them or the body sent nothing
    // (and so opened no transaction).
    if !confirmada, antesDeLaSiguiente.isEmpty {
      do {
        _ = try confirmar()
      } catch {
        throw fallo(error)
      }
    }
    antesDeLaSiguiente = []
    return valor
  }

  /// A statement sent after `confirmar` in the same transaction's body: a mistake of the
  /// caller's, never sent (it would run outside the transaction).
  private static let yaConfirmada = ErrorServidor.otro(
    codigo: "", mensaje: "la transacción ya se había confirmado")

  /// Ends the open transaction (inside `transaccion`'s body, as its last step): `ultimas`, its
  /// last statements, and COMMIT in one round trip (libpq's pipeline mode). Returns their
  /// rows, or `nil` when COMMIT's answer was lost and the server, asked afterwards, says the
  /// change was saved. A statement that fails throws its error and COMMIT does not run (the
  /// transaction is rolled back). Without an answer, the outcome is asked as `transaccion`
  /// says; nothing may be sent in the transaction after this.
  public func confirmar(con ultimas: [(sql: String, parametros: [String?])] = [])
    throws(ErrorServidor) -> [Filas]?
  {
    // BEGIN and the query of the transaction's id never go with COMMIT: that id is what to ask
    // about if COMMIT gets no answer.
    if !antesDeLaSiguiente.isEmpty { _ = try consultarEnTubo([]) }
    if let pg = enlace.pg, marcador_PQtransactionStatus(pg) == PQTRANS_INERROR {
      // The body caught a failed statement and went on: COMMIT would quietly roll back.
      _ = try? consultar("ROLLBACK")
      throw ErrorServidor.otro(codigo: "25P02", mensaje: "la transacción había fallado")
    }
    for sentencia in ultimas { try Conexion.sinNulos(sentencia.parametros) }
    confirmada = true
    let sentencias = ultimas + [("COMMIT", [])]
    // A COMMIT that could not even be sent is asked about too: it may have gone out.
    let (resultados, fin) =
      (try? esperaDeRespuesta.enviarYEsperar(grupos: sentencias.count, enTubo: true) { pg in
        Conexion.enviarEnTubo(sentencias, a: pg)
      }) ?? ([nil], .respuesta)
    let sinRespuesta = resultados.allSatisfy { $0 == nil }
    // Each statement's rows, then COMMIT's; after the first failure the rest did not run.
    let (filas, error) = lectura.filas(de: resultados, fin: .respuesta)
    switch (error, fin) {
    case (nil, .respuesta): return Array(filas.dropLast())
    case (nil, .interrumpida): throw ErrorServidor.cancelado(cambio: .guardado)
    case (let error?, .respuesta) where !error.esDeConexion:
      // The server answered no (a statement refused, a deferred constraint, a serialization
      // failure): nothing is committed.
      throw error
    default: break
    }
    // No answer: ask what the server decided; but not after Ctrl-C with no answer at all (a
    // server that does not answer would keep the person waiting on a new connection): the
    // next change asks first.
    let (estado, replicaSincrona) =
      fin == .interrumpida && sinRespuesta
      ? (.incierto, false)
      : transaccionActual.map { desenlace(de: $0) } ?? (.noGuardado, false)
    if estado == .guardado, fin == .respuesta { return nil }
    if estado == .guardado, fin == .agotada {
      // Saved, though late: a success to say with what is not known (69 would send a script
      // to try again a change that is there).
      guardadoSinConfirmar = (segundosDeEspera, replicaSincrona)
      return nil
    }
    if estado == .incierto { transaccionIncierta = transaccionActual }
    switch fin {
    case .agotada: throw ErrorServidor.tiempoAgotado(segundos: segundosDeEspera, cambio: estado)
    case .interrumpida: throw ErrorServidor.cancelado(cambio: estado)
    case .respuesta: throw ErrorServidor.conexionPerdida(cambio: estado)
    }
  }

  /// `sentencias` as one transaction in one round trip: BEGIN, this transaction's settings
  /// (as `transaccion` sets them), `sentencias` and COMMIT in one pipeline; `marca` (letters,
  /// digits and `-` only) goes in a comment of that COMMIT, so that the server's list of
  /// sessions says when this one has run it (`pg_stat_activity.query`). Returns their rows,
  /// or `nil` when the answer was lost and `desenlace`, asked on a new connection, says the
  /// change was saved. A statement the server refuses throws its error, and nothing is saved.
  /// Without an answer, `desenlace` is asked as `confirmar` asks `txid_status` (no transaction
  /// id is known here: the caller's key for the change settles it), and the error says what it
  /// answered.
  public func enUnaRonda(
    _ sentencias: [(sql: String, parametros: [String?])], marca: String,
    desenlace: (Conexion) -> EstadoDelCambio
  ) throws(ErrorServidor) -> [Filas]? {
    guardadoSinConfirmar = nil
    let ajustes = """
      SELECT set_config('idle_in_transaction_session_timeout', $1, true),
        set_config('lock_timeout', $2, true)
      """
    let cerrojo = Conexion.esperaDeUnaFila(milisegundos: milisegundosDeEspera)
    let todas =
      [("BEGIN", []), (ajustes, [String(milisegundosDeEspera), String(cerrojo)])] + sentencias
      + [("COMMIT /* \(marca.filter { $0.isLetter || $0.isNumber || $0 == "-" }) */", [])]
    for sentencia in todas { try Conexion.sinNulos(sentencia.parametros) }
    let (resultados, fin) =
      (try? esperaDeRespuesta.enviarYEsperar(grupos: todas.count, enTubo: true) { pg in
        Conexion.enviarEnTubo(todas, a: pg)
      }) ?? ([nil], .respuesta)
    let sinRespuesta = resultados.allSatisfy { $0 == nil }
    let (filas, error) = lectura.filas(de: resultados, fin: .respuesta)
    // The server said a statement failed (a rule, a read-only standby, a cancel): the pipeline
    // stopped there, and COMMIT never ran; unless what failed is COMMIT itself with the
    // connection going (it may have committed first), or no answer came at all.
    let rechazada: Bool
    switch error {
    case .conexionPerdida?, nil: rechazada = false
    case let error?: rechazada = !(error.esDeConexion && filas.count == todas.count - 1)
    }
    switch (error, fin) {
    case (nil, .respuesta): return Array(filas.dropFirst(2).dropLast())
    case (nil, .interrumpida): throw ErrorServidor.cancelado(cambio: .guardado)
    case (let error?, .respuesta) where rechazada:
      // The transaction is left failed until it is ended.
      _ = try? consultar("ROLLBACK")
      throw error
    case (_?, .interrumpida) where rechazada:
      _ = try? consultar("ROLLBACK")
      throw ErrorServidor.cancelado(cambio: .noGuardado)
    default: break
    }
    // Asked on a new connection that waits to connect no longer than a statement's answer is
    // waited for: a server that stopped answering is not waited for twice as long.
    var estado = EstadoDelCambio.incierto
    var replicaSincrona = false
    if !(fin == .interrumpida && sinRespuesta),
      let otra = try? Conexion(igualQue: self, alConectar: segundosDeEspera)
    {
      estado = desenlace(otra)
      if estado == .guardado, fin == .agotada {
        replicaSincrona = Conexion.replicaSincrona(en: otra)
      }
      otra.cerrar()
    }
    if estado == .guardado, fin == .respuesta { return nil }
    if estado == .guardado, fin == .agotada {
      guardadoSinConfirmar = (segundosDeEspera, replicaSincrona)
      return nil
    }
    switch fin {
    case .agotada: throw ErrorServidor.tiempoAgotado(segundos: segundosDeEspera, cambio: estado)
    case .interrumpida: throw ErrorServidor.cancelado(cambio: estado)
    case .respuesta: throw ErrorServidor.conexionPerdida(cambio: estado)
    }
  }

  /// What became of transaction `id` (txid_status), asked on this connection: `.incierto`
  /// while it is still in progress after a couple of seconds (the server process that ran it
  /// has not noticed its client is gone).
  private func estado(deTransaccion id: String) throws(ErrorServidor) -> EstadoDelCambio {
    for _ in 0..<200 {
      switch try consultar("SELECT txid_status($1::bigint)", [id]).valor() {
      case "committed": return .guardado
      case "aborted": return .noGuardado
      case "in progress": Sistema.pausar(microsegundos: 10_000)
      default: return .incierto
      }
    }
    return .incierto
  }

  /// Asks the server, on a new connection, what became of transaction `id`, and whether it
  /// makes each COMMIT wait for a synchronous standby (`synchronous_standby_names` set, and
  /// `synchronous_commit` neither off nor local): what a COMMIT that took too long waited for.
  private func desenlace(de id: String) -> (EstadoDelCambio, replicaSincrona: Bool) {
    guard let otra = try? Conexion(igualQue: self) else { return (.incierto, false) }
    defer { otra.cerrar() }
    let estado = (try? otra.estado(deTransaccion: id)) ?? .incierto
    return (estado, Conexion.replicaSincrona(en: otra))
  }

  /// Whether the server `otra` reaches makes each COMMIT wait for a synchronous standby.
  private static func replicaSincrona(en otra: Conexion) -> Bool {
    let sincrona = try? otra.consultar(
      """
      SELECT current_setting('synchronous_standby_names') <> ''
        AND current_setting('synchronous_commit') NOT IN ('off', 'local')
      """
    ).valor()
    return sincrona == "t"
  }

  /// How long a change waits for a row another change holds (`lock_timeout`), in
  /// milliseconds, when it waits `milisegundos` for an answer: a tenth less, and half a second
  /// less at least, so that the server's answer (55P03) comes in time over a slow network or
  /// a busy server; half of a wait under a second.
  static func esperaDeUnaFila(milisegundos: Int) -> Int {
    let margen = min(max(milisegundos / 10, 500), milisegundos / 2)
    return max(milisegundos - margen, 1)
  }

  /// `espera` in whole seconds, for messages.
  private var segundosDeEspera: Int { Int(espera.rounded(.up)) }

  /// `espera` in whole milliseconds, one at least, for the server's own timeouts (the command
  /// line caps a wait at what such a setting holds: `Entorno.segundos`).
  private var milisegundosDeEspera: Int { max(Int((espera * 1000).rounded(.up)), 1) }

  /// Why this connection failed, asked of its parameters.
  private var diagnostico: DiagnosticoDeConexion { DiagnosticoDeConexion(parametros: parametros) }
  /// The wait for this connection's answers.
  private var esperaDeRespuesta: EsperaDeRespuesta {
    EsperaDeRespuesta(enlace: enlace, espera: espera, aviso: aviso)
  }
  /// The reading of this connection's results.
  private var lectura: LecturaDeResultados {
    LecturaDeResultados(enlace: enlace, parametros: parametros, segundosDeEspera: segundosDeEspera)
  }

  /// A parameter with a NUL byte cannot reach the server (libpq ends a C string there): refused
  /// naming which one, before anything is sent.
  static func sinNulos(_ parametros: [String?]) throws(ErrorServidor) {
    if let nulo = parametros.firstIndex(where: { $0?.utf8.contains(0) == true }) {
      throw .caracterNulo(parametro: nulo + 1)
    }
  }

  /// Puts `sentencias` on the wire as one pipeline: pipeline mode, each statement with its
  /// parameters, one Sync, flushed. False if libpq refused any step.
  private static func enviarEnTubo(
    _ sentencias: [(sql: String, parametros: [String?])], a pg: OpaquePointer
  ) -> Bool {
    marcador_PQenterPipelineMode(pg) == 1
      && sentencias.allSatisfy { enviar($0.sql, $0.parametros, a: pg) }
      && marcador_PQpipelineSync(pg) == 1 && marcador_PQflush(pg) == 0
  }

  /// Puts one statement with its parameters on the wire (PQsendQueryParams): false if libpq
  /// refused it.
  static func enviar(_ sql: String, _ parametros: [String?], a pg: OpaquePointer) -> Bool {
    conCadenas(parametros) { valores in
      marcador_PQsendQueryParams(pg, sql, Int32(parametros.count), nil, valores, nil, nil, 0) == 1
    }
  }

  /// Sends `sentencias` in one round trip (libpq's pipeline mode) and returns each one's rows;
  /// the first that fails throws its error (the ones after it did not run). Inside a
  /// transaction, a failure leaves it failed, as one statement's would.
  public func consultarEnTubo(_ propias: [(sql: String, parametros: [String?])])
    throws(ErrorServidor) -> [Filas]
  {
    if confirmada { throw Conexion.yaConfirmada }
    // An open transaction's BEGIN goes first, in the same round trip.
    let previas = antesDeLaSiguiente
    antesDeLaSiguiente = []
    let sentencias = previas + propias
    for sentencia in sentencias { try Conexion.sinNulos(sentencia.parametros) }
    let (resultados, fin) = try esperaDeRespuesta.enviarYEsperar(
      grupos: sentencias.count, enTubo: true
    ) { pg in
      Conexion.enviarEnTubo(sentencias, a: pg)
    }
    let (filas, error) = lectura.filas(de: resultados, fin: fin)
    if previas.count > 1, filas.count > 1 { transaccionActual = filas[1].valor() }
    if let error { throw error }
    return Array(filas.dropFirst(previas.count))
  }
}
