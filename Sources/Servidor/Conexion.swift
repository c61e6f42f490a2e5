// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ
import Glibc
import LlamadasAlSistema

/// One connection to a PostgreSQL server (libpq's `PGconn`), opened from a URL.
///
/// Statements take their values only as parameters (`$1`), never spliced into the text.
/// libpq is loaded on the first connection, not before. `cerrar()` (PQfinish) must be called
/// before `exit()`, which skips `deinit`. One connection serves one thread at a time.
public final class Conexion {
  private var pg: OpaquePointer?
  private let claves: [String]
  private let valores: [String]
  private var contrasenas: [String]
  /// The URL with its password hidden, for messages.
  public let destino: String
  /// How long a statement may go without an answer before it is given up, in seconds
  /// (`MARCADOR_ESPERA_SERVIDOR`): a server that hangs, or a network that stopped carrying packets.
  public let espera: Double
  /// libpq's `connect_timeout` for this URL, in seconds: the URL's, else `PGCONNECT_TIMEOUT`'s,
  /// else 10.
  public let esperaAlConectar: Int
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
  /// What the server said outside any answer (its notice receiver's).
  private let avisos = Avisos()
  /// The answer `recibir` has taken so far for the statement `enviar` sent.
  private var recibido: OpaquePointer?
  /// What a person is told while a connect or a statement waits for the server.
  private let aviso: AvisoDeEspera?

  /// Connects to the server `url` names (`postgresql://…` or `postgres://…`, libpq's syntax,
  /// several hosts included).
  ///
  /// The client encoding is always UTF-8, and a connection attempt gives up after
  /// `esperaAlConectar` seconds. Notices and warnings the server sends (a shutdown's
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
    destino = URLDeServidor.redactada(url)
    guard URLDeServidor.esURL(url) else { throw .urlNoValida(url: destino) }
    try Conexion.cargarLibPQ()
    let opciones = try Conexion.opciones(de: url, destino: destino)
    contrasenas = opciones.contrasenas
    // Entries after `dbname` (the URL, expanded) override it; entries before are defaults.
    var claves = ["fallback_application_name", "dbname", "client_encoding"]
    var valores = ["marcador", url, "UTF8"]
    let delEntorno = getenv("PGCONNECT_TIMEOUT").flatMap { Int(String(cString: $0)) }
    if delEntorno == nil {
      claves.insert("connect_timeout", at: 0)
      valores.insert("10", at: 0)
    }
    self.claves = claves
    self.valores = valores
    self.espera = espera
    // libpq waits at least 2 s whatever it is told (0 or less: for ever).
    esperaAlConectar = max(opciones.esperaAlConectar ?? delEntorno ?? 10, 2)
    if sinEsperar {
      let pg = try Conexion.conectar(claves, valores, sinEsperar: true)
      self.pg = pg
      guard marcador_PQstatus(pg) != CONNECTION_BAD else {
        let error = fallo(de: pg, tardanza: 0)
        cerrar()
        throw error
      }
      conectando = true
    } else {
      pg = try conectar()
      // The password libpq used, wherever it came from (URL, PGPASSWORD, ~/.pgpass).
      if let pg, let usada = marcador_PQpass(pg).map({ String(cString: $0) }), usada.count >= 3 {
        contrasenas.append(usada)
      }
    }
    escucharAvisos()
  }

  /// A second connection with the same parameters (to ask what became of a transaction).
  private init(igualQue otra: Conexion) throws(ErrorServidor) {
    aviso = otra.aviso
    destino = otra.destino
    claves = otra.claves
    valores = otra.valores
    contrasenas = otra.contrasenas
    espera = otra.espera
    esperaAlConectar = otra.esperaAlConectar
    pg = try conectar()
    escucharAvisos()
  }

  /// Notices and warnings go to `avisos`, never to stderr: a goodbye (FATAL, or SQLSTATE
  /// 57P0x or class 08, as a server shutting down or an administrator sends before closing an
  /// idle connection) marks the connection as ending.
  private func escucharAvisos() {
    guard let pg else { return }
    _ = marcador_PQsetNoticeReceiver(
      pg,
      { contexto, resultado in
        guard let contexto, let resultado else { return }
        let campo = { (codigo: Int32) in
          marcador_PQresultErrorField(resultado, codigo).map { String(cString: $0) } ?? ""
        }
        let estado = campo(MARCADOR_PG_DIAG_SQLSTATE)
        let gravedad = campo(MARCADOR_PG_DIAG_SEVERITY_NONLOCALIZED)
        if gravedad == "FATAL" || gravedad == "PANIC" || estado.hasPrefix("57P")
          || estado.hasPrefix("08")
        {
          Unmanaged<Avisos>.fromOpaque(contexto).takeUnretainedValue().despedida = true
        }
      }, Unmanaged.passUnretained(avisos).toOpaque())
  }

  deinit { cerrar() }

  /// Closes the connection (PQfinish). Later statements fail with `conexionPerdida`.
  public func cerrar() {
    if let recibido { marcador_PQclear(recibido) }
    recibido = nil
    if let pg { marcador_PQfinish(pg) }
    pg = nil
  }

  /// Whether the connection is still open, as far as can be told without a round trip: the
  /// server's goodbye to an idle connection (a restart, a failover, an administrator) is
  /// already on its socket, and is read here. A connection that is not open is closed.
  public var abierta: Bool {
    guard let pg = try? abierto() else { return false }
    for _ in 0..<4 where Conexion.listo(pg, para: POLLIN) {
      if marcador_PQconsumeInput(pg) == 0 || marcador_PQstatus(pg) != CONNECTION_OK { break }
    }
    // Anything read here (a NOTIFY) stays for whoever asks for it; a goodbye ends it.
    guard marcador_PQstatus(pg) == CONNECTION_OK, !avisos.despedida else {
      cerrar()
      return false
    }
    return true
  }

  /// Connects with this connection's parameters; a failure is told apart by PQping (which
  /// reads libpq's SQLSTATE, never its translated text) and by trying once more.
  private func conectar() throws(ErrorServidor) -> OpaquePointer {
    guard let aviso else { return try intentarConectar() }
    return try aviso.durante { () throws(ErrorServidor) in try intentarConectar() }
  }

  private func intentarConectar() throws(ErrorServidor) -> OpaquePointer {
    let inicio = CtrlCRetenido.ahora()
    var intento = try Conexion.conectar(claves, valores)
    if marcador_PQstatus(intento) == CONNECTION_OK { return intento }
    let tardanza = CtrlCRetenido.ahora() - inicio
    var error = fallo(de: intento, tardanza: tardanza)
    // A server that answers the ping now may have been starting a moment ago (57P03 then):
    // once more before calling it a refusal.
    if case .rechazado(.conexion) = error {
      marcador_PQfinish(intento)
      intento = try Conexion.conectar(claves, valores)
      if marcador_PQstatus(intento) == CONNECTION_OK { return intento }
      error = fallo(de: intento, tardanza: 0)
    }
    if case .rechazado(.conexion) = error, soloHayReplicas() {
      error = .soloLectura(destino: destino)
    }
    marcador_PQfinish(intento)
    throw error
  }

  /// PQconnectdbParams (or, `sinEsperar`, PQconnectStartParams) with the notice processor
  /// set: a PGconn, even a failed one.
  private static func conectar(_ claves: [String], _ valores: [String], sinEsperar: Bool = false)
    throws(ErrorServidor) -> OpaquePointer
  {
    let pg = conCadenas(claves) { c in
      conCadenas(valores) { v in
        sinEsperar ? marcador_PQconnectStartParams(c, v, 1) : marcador_PQconnectdbParams(c, v, 1)
      }
    }
    guard let pg else { throw .otro(codigo: "", mensaje: "PQconnectdbParams: sin memoria") }
    // NOTICEs and WARNINGs (e.g. "relation already exists, skipping", "terminating
    // connection due to immediate shutdown command") would otherwise go to stderr.
    _ = marcador_PQsetNoticeProcessor(pg, { _, _ in }, nil)
    return pg
  }

  /// Whether the URL's servers refused only because it asks for a writable one
  /// (`target_session_attrs`) and all are read-only standbys: a connection without that
  /// requirement works.
  private func soloHayReplicas() -> Bool {
    guard let k = claves.firstIndex(of: "dbname"),
      let opciones = try? Conexion.opciones(de: valores[k], destino: destino),
      let requisito = opciones.requisito, requisito != "any"
    else { return false }
    guard
      let prueba = try? Conexion.conectar(
        claves + ["target_session_attrs"], valores + ["any"])
    else { return false }
    defer { marcador_PQfinish(prueba) }
    return marcador_PQstatus(prueba) == CONNECTION_OK
  }

  /// Loads libpq if it is not loaded yet.
  public static func cargarLibPQ() throws(ErrorServidor) {
    guard marcador_pq_cargar() == 0 else {
      let detalle = marcador_pq_error_de_carga().map { String(cString: $0) } ?? "libpq.so.5"
      throw .sinLibPQ(detalle: detalle)
    }
  }

  /// The server process serving this connection (PQbackendPID), 0 when closed.
  public var procesoDelServidor: Int32 { pg.map { marcador_PQbackendPID($0) } ?? 0 }

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
    let (resultados, fin) = try enviarYEsperar { Conexion.enviar(sql, parametros, a: $0) }
    return try filas(de: resultados[0], fin: fin)
  }

  /// Runs a script of several statements without parameters: schema set-up only.
  public func ejecutarGuion(_ sql: String) throws(ErrorServidor) {
    // An open transaction's BEGIN first (a script cannot go in a pipeline).
    if !antesDeLaSiguiente.isEmpty { _ = try consultarEnTubo([]) }
    let (resultados, fin) = try enviarYEsperar { marcador_PQsendQuery($0, sql) == 1 }
    _ = try filas(de: resultados[0], fin: fin)
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
      if empezada, let pg, marcador_PQstatus(pg) == CONNECTION_OK {
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
    if let pg, marcador_PQtransactionStatus(pg) == PQTRANS_INERROR {
      // The body caught a failed statement and went on: COMMIT would quietly roll back.
      _ = try? consultar("ROLLBACK")
      throw ErrorServidor.otro(codigo: "25P02", mensaje: "la transacción había fallado")
    }
    for sentencia in ultimas { try Conexion.sinNulos(sentencia.parametros) }
    confirmada = true
    let sentencias = ultimas + [("COMMIT", [])]
    // A COMMIT that could not even be sent is asked about too: it may have gone out.
    let (resultados, fin) =
      (try? enviarYEsperar(grupos: sentencias.count, enTubo: true) { pg in
        Conexion.enviarEnTubo(sentencias, a: pg)
      }) ?? ([nil], .respuesta)
    let sinRespuesta = resultados.allSatisfy { $0 == nil }
    // Each statement's rows, then COMMIT's; after the first failure the rest did not run.
    let (filas, error) = self.filas(de: resultados, fin: .respuesta)
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

  /// What became of transaction `id` (txid_status), asked on this connection: `.incierto`
  /// while it is still in progress after a couple of seconds (the server process that ran it
  /// has not noticed its client is gone).
  public func estado(deTransaccion id: String) throws(ErrorServidor) -> EstadoDelCambio {
    for _ in 0..<200 {
      switch try consultar("SELECT txid_status($1::bigint)", [id]).valor() {
      case "committed": return .guardado
      case "aborted": return .noGuardado
      case "in progress": usleep(10_000)
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
    let sincrona = try? otra.consultar(
      """
      SELECT current_setting('synchronous_standby_names') <> ''
        AND current_setting('synchronous_commit') NOT IN ('off', 'local')
      """
    ).valor()
    return (estado, sincrona == "t")
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

  /// How the wait for an answer ended.
  private enum FinDeEspera {
    /// The answer came (it may be an error, or the news that the connection dropped).
    case respuesta
    /// Ctrl-C: the server was asked to cancel the statement.
    case interrumpida
    /// `espera` seconds without an answer.
    case agotada
  }

  /// How long an answer is awaited after Ctrl-C asked the server to cancel the statement: a
  /// server that answers does so at once (the statement cancelled, or done); one that does not
  /// (stopped, unreachable) is not waited for, so that Ctrl-C acts at once. Without an answer
  /// the connection is given up: a statement before COMMIT is then rolled back, and a COMMIT's
  /// outcome is asked before the next change (`transaccionIncierta`).
  private static let esperaTrasCancelar = 0.1

  /// Sends what `enviar` sends (one statement, a script, or `grupos` statements in pipeline
  /// mode: `enTubo`) and waits for the answers: for each statement its first error, else its
  /// last result. SIGINT is held meanwhile and looked for between waits on the socket, so
  /// that Ctrl-C cancels the statement (PQcancel) instead of killing the process with the
  /// answer unknown. With no answer at all (`agotada`, or `interrumpida` without one), the
  /// connection is given up.
  private func enviarYEsperar(
    grupos: Int = 1, enTubo: Bool = false, _ enviar: (OpaquePointer) -> Bool
  ) throws(ErrorServidor) -> ([OpaquePointer?], FinDeEspera) {
    let pg = try abierto()
    // Held before the statement leaves: a Ctrl-C typed as soon as the server has it (waiting
    // for a row, say) is then pending here, never lost to a handler between the two.
    var ctrlC = CtrlCRetenido()
    defer { ctrlC.soltar() }
    guard enviar(pg) else { throw perdida() }
    guard let aviso else { return esperar(pg, grupos: grupos, enTubo: enTubo, ctrlC: &ctrlC) }
    return aviso.durante { esperar(pg, grupos: grupos, enTubo: enTubo, ctrlC: &ctrlC) }
  }

  /// `enviarYEsperar`'s wait for the answers of what was sent on `pg`.
  private func esperar(
    _ pg: OpaquePointer, grupos: Int, enTubo: Bool, ctrlC: inout CtrlCRetenido
  ) -> ([OpaquePointer?], FinDeEspera) {
    var limite = CtrlCRetenido.ahora() + espera
    var fin = FinDeEspera.respuesta
    var resultados = [OpaquePointer?](repeating: nil, count: grupos)
    var grupo = 0
    var sinRespuesta = false
    recibir: while true {
      while marcador_PQisBusy(pg) == 1 {
        if fin == .respuesta, ctrlC.pulsado() {
          fin = .interrumpida
          _ = marcador_pq_cancelar_aparte(pg)
          limite = min(limite, CtrlCRetenido.ahora() + Conexion.esperaTrasCancelar)
        }
        let resto = limite - CtrlCRetenido.ahora()
        if resto <= 0 {
          if fin == .respuesta { fin = .agotada }
          sinRespuesta = true
          break recibir
        }
        // Slices of 50 ms while Ctrl-C is looked for; the answer ends a wait at once.
        let tramo = ctrlC.atento ? min(resto, 0.05) : resto
        if Conexion.listo(pg, para: POLLIN, milisegundos: Int32((tramo * 1000).rounded(.up))),
          marcador_PQconsumeInput(pg) == 0
        {
          break  // the connection dropped: PQgetResult says so
        }
      }
      guard let siguiente = marcador_PQgetResult(pg) else {
        // The end of one statement's results.
        grupo += 1
        if !enTubo || grupo >= grupos || marcador_PQstatus(pg) != CONNECTION_OK { break }
        continue
      }
      if enTubo, marcador_PQresultStatus(siguiente) == PGRES_PIPELINE_SYNC {
        marcador_PQclear(siguiente)
        break
      }
      Conexion.guardar(siguiente, en: &resultados[min(grupo, grupos - 1)])
      if marcador_PQstatus(pg) != CONNECTION_OK { break }
    }
    if enTubo, !sinRespuesta, marcador_PQstatus(pg) == CONNECTION_OK {
      // The sync point's result, when the last statement's NULL came first.
      if grupo >= grupos {
        while let resto = marcador_PQgetResult(pg) {
          let sincronia = marcador_PQresultStatus(resto) == PGRES_PIPELINE_SYNC
          marcador_PQclear(resto)
          if sincronia { break }
        }
      }
      _ = marcador_PQexitPipelineMode(pg)
    }
    if sinRespuesta {
      for resultado in resultados { if let resultado { marcador_PQclear(resultado) } }
      if fin == .agotada { _ = marcador_pq_cancelar_aparte(pg) }
      cerrar()
      return ([nil], fin)
    }
    return (resultados, fin)
  }

  // MARK: Without waiting: a check in flight, a LISTEN

  /// Whether a connection begun without waiting (`sinEsperar`) is not established yet.
  public private(set) var conectando = false
  /// Whether that connection waits to write (its socket's POLLOUT), not for an answer.
  public private(set) var conectandoParaEscribir = false

  /// Takes a connection begun without waiting as far as its socket allows now
  /// (PQconnectPoll, and poll(2) with no wait for a socket that may be written): true once it
  /// is established. Never blocks.
  /// - Throws: what `init` throws when the attempt failed; the connection is closed.
  public func avanzar() throws(ErrorServidor) -> Bool {
    guard conectando else { return pg != nil }
    guard let pg else { throw .conexionPerdida(cambio: .noGuardado) }
    while true {
      let estado = marcador_PQconnectPoll(pg)
      switch estado {
      case PGRES_POLLING_OK:
        conectando = false
        conectandoParaEscribir = false
        return true
      case PGRES_POLLING_READING, PGRES_POLLING_WRITING:
        conectandoParaEscribir = estado == PGRES_POLLING_WRITING
        if !Conexion.listo(pg, para: conectandoParaEscribir ? POLLOUT : POLLIN) { return false }
      default:
        let error = fallo(de: pg, tardanza: 0)
        conectando = false
        cerrar()
        throw error
      }
    }
  }

  /// The connection's socket (PQsocket), to wait on with poll(2); -1 once closed.
  public var descriptor: Int32 { pg.map { marcador_PQsocket($0) } ?? -1 }

  /// Sends one statement with `parametros` and does not wait for its answer
  /// (PQsendQueryParams): `recibir` takes it when the socket is readable.
  public func enviar(_ sql: String, _ parametros: [String?] = []) throws(ErrorServidor) {
    try Conexion.sinNulos(parametros)
    guard Conexion.enviar(sql, parametros, a: try abierto()) else { throw perdida() }
  }

  /// The answer to what `enviar` sent, once it has all arrived; `nil` while it has not. Reads
  /// only what the socket already holds (PQconsumeInput, PQisBusy): never blocks. The
  /// statement's failure is thrown as `consultar` throws it.
  public func recibir() throws(ErrorServidor) -> Filas? {
    let pg = try abierto(leyendo: true)
    while marcador_PQisBusy(pg) == 0 {
      guard let siguiente = marcador_PQgetResult(pg) else {
        // The statement's last result: its first error, else its rows.
        let resultado = recibido
        recibido = nil
        return try filas(de: resultado, fin: .respuesta)
      }
      Conexion.guardar(siguiente, en: &recibido)
    }
    return nil
  }

  /// Drops the statement in flight: the server is asked to cancel it (PQcancel, on a thread
  /// of its own: `marcador_pq_cancelar_aparte`) and the connection is closed.
  public func abandonar() {
    if let pg, marcador_PQtransactionStatus(pg) == PQTRANS_ACTIVE {
      _ = marcador_pq_cancelar_aparte(pg)
    }
    cerrar()
  }

  /// A notification from a channel this connection listens to (`LISTEN`, `pg_notify`).
  public struct Notificacion: Equatable, Sendable {
    public let canal: String
    /// The server process whose transaction sent it (`procesoDelServidor` of its connection).
    public let proceso: Int32
  }

  /// The notifications the server has sent, reading only what the socket already holds
  /// (PQconsumeInput, PQnotifies): never blocks.
  /// - Throws: `conexionPerdida` once the connection is gone (closed, reset, or the server's
  ///   goodbye: a restart, a failover), and the connection is closed.
  public func notificaciones() throws(ErrorServidor) -> [Notificacion] {
    let pg = try abierto(leyendo: true)
    // PQnotifies parses what was read: a goodbye among it reaches the notice receiver there.
    var lista: [Notificacion] = []
    while let aviso = marcador_PQnotifies(pg) {
      lista.append(
        Notificacion(
          canal: String(cString: aviso.pointee.relname),
          proceso: aviso.pointee.be_pid))
      marcador_PQfreemem(aviso)
    }
    guard marcador_PQstatus(pg) == CONNECTION_OK, !avisos.despedida else { throw perdida() }
    return lista
  }

  /// A parameter with a NUL byte cannot reach the server (libpq ends a C string there): refused
  /// naming which one, before anything is sent.
  private static func sinNulos(_ parametros: [String?]) throws(ErrorServidor) {
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
  private static func enviar(_ sql: String, _ parametros: [String?], a pg: OpaquePointer) -> Bool {
    conCadenas(parametros) { valores in
      marcador_PQsendQueryParams(pg, sql, Int32(parametros.count), nil, valores, nil, nil, 0) == 1
    }
  }

  /// The connection's PGconn while it is open, having read what its socket holds when
  /// `leyendo` (PQconsumeInput); else it is closed and `conexionPerdida` thrown.
  private func abierto(leyendo: Bool = false) throws(ErrorServidor) -> OpaquePointer {
    guard let pg, marcador_PQstatus(pg) == CONNECTION_OK,
      !leyendo || marcador_PQconsumeInput(pg) == 1
    else { throw perdida() }
    return pg
  }

  /// Closes the connection, which was lost: the error to throw.
  private func perdida() -> ErrorServidor {
    cerrar()
    return .conexionPerdida(cambio: .noGuardado)
  }

  /// Whether `pg`'s socket is ready for `eventos` within `milisegundos` (poll(2)).
  private static func listo(_ pg: OpaquePointer, para eventos: Int32, milisegundos: Int32 = 0)
    -> Bool
  {
    var mirada = pollfd(fd: marcador_PQsocket(pg), events: Int16(eventos), revents: 0)
    return poll(&mirada, 1, milisegundos) > 0
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
    let (resultados, fin) = try enviarYEsperar(grupos: sentencias.count, enTubo: true) { pg in
      Conexion.enviarEnTubo(sentencias, a: pg)
    }
    let (filas, error) = self.filas(de: resultados, fin: fin)
    if previas.count > 1, filas.count > 1 { transaccionActual = filas[1].valor() }
    if let error { throw error }
    return Array(filas.dropFirst(previas.count))
  }

  /// Each result's rows up to the first that fails, and that failure; every result is cleared.
  private func filas(de resultados: [OpaquePointer?], fin: FinDeEspera)
    -> (filas: [Filas], error: ErrorServidor?)
  {
    var filas: [Filas] = []
    for (k, resultado) in resultados.enumerated() {
      do {
        filas.append(try self.filas(de: resultado, fin: fin))
      } catch {
        for resto in resultados.dropFirst(k + 1) { if let resto { marcador_PQclear(resto) } }
        return (filas, error)
      }
    }
    return (filas, nil)
  }

  /// Keeps in `guardado` what a statement's results come to, one result at a time: its first
  /// error, else its last result. The one not kept is cleared.
  private static func guardar(_ siguiente: OpaquePointer, en guardado: inout OpaquePointer?) {
    if let anterior = guardado, esError(anterior), !esError(siguiente) {
      marcador_PQclear(siguiente)
    } else {
      if let anterior = guardado { marcador_PQclear(anterior) }
      guardado = siguiente
    }
  }

  private static func esError(_ resultado: OpaquePointer) -> Bool {
    let estado = marcador_PQresultStatus(resultado)
    return estado != PGRES_COMMAND_OK && estado != PGRES_TUPLES_OK && estado != PGRES_EMPTY_QUERY
  }

  /// The rows of `resultado`, or the error it carries; clears it either way.
  private func filas(de resultado: OpaquePointer?, fin: FinDeEspera) throws(ErrorServidor)
    -> Filas
  {
    defer { if let resultado { marcador_PQclear(resultado) } }
    switch fin {
    case .agotada: throw .tiempoAgotado(segundos: segundosDeEspera, cambio: .noGuardado)
    case .interrumpida: throw .cancelado(cambio: .noGuardado)
    case .respuesta: break
    }
    let conectada = pg.map { marcador_PQstatus($0) == CONNECTION_OK } ?? false
    guard let resultado else {
      guard conectada else { throw perdida() }
      throw .otro(codigo: "", mensaje: "PQgetResult: sin resultado")
    }
    guard Conexion.esError(resultado) else {
      return Conexion.filas(de: resultado)
    }
    let campo = { (codigo: Int32) in
      marcador_PQresultErrorField(resultado, codigo).map { String(cString: $0) }
    }
    // An error without a SQLSTATE is libpq's own: with the connection gone (closed, reset,
    // or the server's goodbye read first), it is the lost connection.
    let sqlstate = campo(MARCADOR_PG_DIAG_SQLSTATE) ?? ""
    guard conectada, !sqlstate.isEmpty else { throw perdida() }
    let mensaje =
      campo(MARCADOR_PG_DIAG_MESSAGE_PRIMARY)
      ?? String(cString: marcador_PQresultErrorMessage(resultado))
    let error = ErrorServidor.desde(
      sqlstate: sqlstate, restriccion: campo(MARCADOR_PG_DIAG_CONSTRAINT_NAME),
      mensaje: sinContrasenas(mensaje), destino: destino, espera: segundosDeEspera)
    // A server that is going away (57P01…) or a standby: this connection is of no more use.
    if error.esDeConexion { cerrar() }
    throw error
  }

  /// The rows of a successful result, copied out as text.
  private static func filas(de resultado: OpaquePointer) -> Filas {
    let numeroDeFilas = Int(marcador_PQntuples(resultado))
    let columnas = Int(marcador_PQnfields(resultado))
    var lista: [[String?]] = []
    lista.reserveCapacity(numeroDeFilas)
    for f in 0..<Int32(numeroDeFilas) {
      var fila: [String?] = []
      fila.reserveCapacity(columnas)
      for c in 0..<Int32(columnas) {
        if marcador_PQgetisnull(resultado, f, c) == 1 {
          fila.append(nil)
        } else {
          let bytes = UnsafeRawBufferPointer(
            start: marcador_PQgetvalue(resultado, f, c),
            count: Int(marcador_PQgetlength(resultado, f, c)))
          fila.append(String(decoding: bytes, as: UTF8.self))
        }
      }
      lista.append(fila)
    }
    let afectadas = Int(String(cString: marcador_PQcmdTuples(resultado))) ?? 0
    return Filas(filas: lista, afectadas: afectadas)
  }

  /// The error for a connection that failed: PQping tells a server that did not answer from
  /// one that cannot take connections now (57P03: starting, stopping, recovering) and from
  /// one that answered and refused, without reading libpq's (translated) text; an attempt
  /// that lasted the whole `connect_timeout` is a server that did not answer in time.
  private func fallo(de pg: OpaquePointer, tardanza: Double) -> ErrorServidor {
    if tardanza >= Double(esperaAlConectar) - 0.05 {
      return .sinRespuesta(destino: destino, segundos: esperaAlConectar)
    }
    let usuario = marcador_PQuser(pg).map { String(cString: $0) } ?? ""
    let baseDeDatos = marcador_PQdb(pg).map { String(cString: $0) } ?? ""
    let ping = conCadenas(claves) { c in conCadenas(valores) { v in marcador_PQpingParams(c, v, 1) }
    }
    switch ping {
    case PQPING_OK where marcador_PQconnectionNeedsPassword(pg) == 1:
      return .rechazado(.faltaContrasena(usuario: usuario, baseDeDatos: baseDeDatos))
    case PQPING_OK where marcador_PQconnectionUsedPassword(pg) == 1:
      return .rechazado(.contrasenaRechazada(usuario: usuario, baseDeDatos: baseDeDatos))
    case PQPING_OK: return .rechazado(.conexion(usuario: usuario, baseDeDatos: baseDeDatos))
    case PQPING_REJECT: return .noDisponible(destino: destino)
    case PQPING_NO_ATTEMPT: return .urlNoValida(url: destino)
    default:
      if let error = errorDeTLS(de: pg) { return error }
      let detalle = marcador_PQerrorMessage(pg).map { String(cString: $0) } ?? ""
      return .inalcanzable(destino: destino, detalle: sinContrasenas(detalle))
    }
  }

  /// Why a connection that requires TLS (`sslmode` require, verify-ca or verify-full, from the
  /// URL, PGSSLMODE or a service file) reached no server, told without reading libpq's
  /// (translated) text, by asking again for TLS only if the server offers it, unverified
  /// (`sslmode=prefer`, no root certificate, no GSS): a server that completes TLS so has a
  /// certificate not trusted for its host; one that declines it offers none. The attempt is
  /// dropped once TLS is settled, before the startup packet: nothing is sent to a server not
  /// trusted, no password least of all. `nil`: neither, no server answers.
  private func errorDeTLS(de pg: OpaquePointer) -> ErrorServidor? {
    var modo = ""
    if let lista = marcador_PQconninfo(pg) {
      var opcion = lista
      while let clave = opcion.pointee.keyword, String(cString: clave) != "sslmode" { opcion += 1 }
      modo = opcion.pointee.val.map { String(cString: $0) } ?? ""
      marcador_PQconninfoFree(lista)
    }
    guard ["require", "verify-ca", "verify-full"].contains(modo),
      let prueba = try? Conexion.conectar(
        claves + ["sslmode", "sslrootcert", "gssencmode"],
        valores + ["prefer", "/dev/null/ninguno", "disable"], sinEsperar: true)
    else { return nil }
    defer { marcador_PQfinish(prueba) }
    let limite = CtrlCRetenido.ahora() + Double(esperaAlConectar)
    var estado = PGRES_POLLING_WRITING
    var pidioTLS = false
    // CONNECTION_SSL_STARTUP: the SSLRequest is sent; back to CONNECTION_MADE: TLS is
    // settled, one way or the other, and the startup packet is next. Any other state (the
    // startup packet sent) gives up.
    while true {
      let paso = marcador_PQstatus(prueba)
      pidioTLS = pidioTLS || paso == CONNECTION_SSL_STARTUP
      if pidioTLS, paso == CONNECTION_MADE { break }
      let queda = limite - CtrlCRetenido.ahora()
      guard [CONNECTION_STARTED, CONNECTION_MADE, CONNECTION_SSL_STARTUP].contains(paso),
        queda > 0, estado == PGRES_POLLING_READING || estado == PGRES_POLLING_WRITING,
        Conexion.listo(
          prueba, para: estado == PGRES_POLLING_READING ? POLLIN : POLLOUT,
          milisegundos: Int32((queda * 1000).rounded(.up)))
      else { return nil }
      estado = marcador_PQconnectPoll(prueba)
    }
    let host = marcador_PQhost(prueba).map { String(cString: $0) } ?? ""
    if marcador_PQsslInUse(prueba) == 0 { return .sinTLS(host: host) }
    return modo == "require" ? nil : .certificadoNoConfiable(host: host)
  }

  /// `texto` with every password this connection knows replaced by `***`.
  private func sinContrasenas(_ texto: String) -> String {
    contrasenas.reduce(texto) { parcial, contrasena in
      parcial.replacing(contrasena, with: "***")
    }
  }

  /// What the URL says that marcador needs to know, once its syntax is checked
  /// (PQconninfoParse).
  private struct Opciones {
    var contrasenas: [String] = []
    var esperaAlConectar: Int?
    var requisito: String?
  }

  /// Checks the URL's syntax (PQconninfoParse) and reads its password, `connect_timeout` and
  /// `target_session_attrs`.
  private static func opciones(de url: String, destino: String) throws(ErrorServidor)
    -> Opciones
  {
    var error: UnsafeMutablePointer<CChar>?
    guard let lista = marcador_PQconninfoParse(url, &error) else {
      if let error { marcador_PQfreemem(error) }
      throw .urlNoValida(url: destino)
    }
    defer { marcador_PQconninfoFree(lista) }
    var opciones = Opciones()
    var opcion = lista
    while let clave = opcion.pointee.keyword {
      if let valor = opcion.pointee.val {
        switch String(cString: clave) {
        // Short passwords are not hidden in messages: hiding `ab` would garble every word.
        case "password" where strlen(valor) >= 3:
          opciones.contrasenas.append(String(cString: valor))
        case "connect_timeout": opciones.esperaAlConectar = Int(String(cString: valor))
        case "target_session_attrs": opciones.requisito = String(cString: valor)
        default: break
        }
      }
      opcion += 1
    }
    return opciones
  }
}

/// What a connection's notice receiver heard: written and read on the connection's thread
/// (libpq calls the receiver from inside the call that reads the message).
private final class Avisos {
  var despedida = false
}

/// Calls `cuerpo` with `textos` as a C array of C strings (`nil` for each `nil`), followed by
/// a terminating `nil` as libpq's keyword arrays need.
private func conCadenas<R, E: Error>(
  _ textos: [String?], _ cuerpo: ([UnsafePointer<CChar>?]) throws(E) -> R
) throws(E) -> R {
  let copias = textos.map { $0.flatMap { strdup($0) } }
  defer { for copia in copias { free(copia) } }
  return try cuerpo(copias.map { $0.map { UnsafePointer($0) } } + [nil])
}
