import CLibPQ
import Glibc
import Torneo

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

  /// Connects to the server `url` names (`postgresql://…` or `postgres://…`, libpq's syntax).
  ///
  /// The client encoding is always UTF-8 and a connection attempt gives up after 10 s unless
  /// the URL says otherwise (`connect_timeout`).
  /// - Throws: `urlNoValida`, `inalcanzable`, `rechazado`, or `sinLibPQ`.
  public init(url: String) throws(ErrorServidor) {
    destino = URLDeServidor.redactada(url)
    guard URLDeServidor.esURL(url) else { throw .urlNoValida(url: destino) }
    try Conexion.cargarLibPQ()
    contrasenas = try Conexion.contrasenas(de: url, destino: destino)
    // Entries after `dbname` (the URL, expanded) override it; entries before are defaults.
    claves = ["connect_timeout", "fallback_application_name", "dbname", "client_encoding"]
    valores = ["10", "marcador", url, "UTF8"]
    let pg = conCadenas(claves) { c in
      conCadenas(valores) { v in marcador_PQconnectdbParams(c, v, 1) }
    }
    guard let pg else { throw .otro(codigo: "", mensaje: "PQconnectdbParams: sin memoria") }
    guard marcador_PQstatus(pg) == CONNECTION_OK else {
      let error = fallo(de: pg)
      marcador_PQfinish(pg)
      throw error
    }
    self.pg = pg
    // The password libpq used, wherever it came from (URL, PGPASSWORD, ~/.pgpass).
    if let usada = marcador_PQpass(pg).map({ String(cString: $0) }), usada.count >= 3 {
      contrasenas.append(usada)
    }
    // NOTICEs (e.g. "relation already exists, skipping") would otherwise go to stderr.
    _ = marcador_PQsetNoticeProcessor(pg, { _, _ in }, nil)
  }

  deinit { cerrar() }

  /// Closes the connection (PQfinish). Later statements fail with `conexionPerdida`.
  public func cerrar() {
    if let pg { marcador_PQfinish(pg) }
    pg = nil
  }

  /// Loads libpq if it is not loaded yet.
  public static func cargarLibPQ() throws(ErrorServidor) {
    guard marcador_pq_cargar() == 0 else {
      let detalle = marcador_pq_error_de_carga().map { String(cString: $0) } ?? "libpq.so.5"
      throw .sinLibPQ(detalle: detalle)
    }
  }

  /// Whether libpq is loaded in this process, by marcador or anyone else.
  public static var libPQCargada: Bool { marcador_pq_cargada() == 1 }

  /// The server process serving this connection (PQbackendPID), 0 when closed.
  public var procesoDelServidor: Int32 { pg.map { marcador_PQbackendPID($0) } ?? 0 }

  /// Runs one statement with `parametros` as `$1`, `$2`… (PQexecParams; text, NULL as `nil`).
  @discardableResult
  public func consultar(_ sql: String, _ parametros: [String?] = []) throws(ErrorServidor)
    -> Filas
  {
    if let nulo = parametros.firstIndex(where: { $0?.utf8.contains(0) == true }) {
      throw .caracterNulo(parametro: nulo + 1)
    }
    let pg = try abierta()
    let enTransaccion = estaEnTransaccion
    let resultado = conCadenas(parametros) { valores in
      marcador_PQexecParams(pg, sql, Int32(parametros.count), nil, valores, nil, nil, 0)
    }
    return try filas(de: resultado, enTransaccion: enTransaccion)
  }

  /// Runs a script of several statements without parameters (PQexec): schema set-up only.
  public func ejecutarGuion(_ sql: String) throws(ErrorServidor) {
    let pg = try abierta()
    let enTransaccion = estaEnTransaccion
    _ = try filas(de: marcador_PQexec(pg, sql), enTransaccion: enTransaccion)
  }

  /// Runs `cuerpo` in one transaction: BEGIN, the body, COMMIT; ROLLBACK if the body throws
  /// (its error is rethrown).
  ///
  /// If the connection drops, the error says whether the change is in the database: before
  /// COMMIT was sent it is not; after, the server is asked on a new connection
  /// (`txid_status`), and only when that fails too is the answer `incierto`.
  public func transaccion<T>(_ cuerpo: (Conexion) throws -> T) throws -> T {
    do {
      try consultar("BEGIN")
    } catch .conexionPerdida {
      throw ErrorServidor.conexionPerdida(cambio: .noGuardado)
    }
    let valor: T
    do {
      valor = try cuerpo(self)
    } catch {
      if let pg, marcador_PQstatus(pg) == CONNECTION_OK { _ = try? consultar("ROLLBACK") }
      throw error
    }
    if let pg, marcador_PQtransactionStatus(pg) == PQTRANS_INERROR {
      // The body caught a failed statement and went on: COMMIT would quietly roll back.
      _ = try? consultar("ROLLBACK")
      throw ErrorServidor.otro(codigo: "25P02", mensaje: "la transacción había fallado")
    }
    // The transaction's id, if it wrote anything: what to ask about if COMMIT gets no answer.
    let transaccion = try consultar("SELECT txid_current_if_assigned()::text").valor()
    do {
      try consultar("COMMIT")
    } catch .conexionPerdida {
      guard let transaccion else { throw ErrorServidor.conexionPerdida(cambio: .noGuardado) }
      throw ErrorServidor.conexionPerdida(cambio: desenlace(de: transaccion))
    }
    return valor
  }

  /// Asks the server, on a new connection, what became of transaction `id` (txid_status).
  private func desenlace(de id: String) -> EstadoDelCambio {
    let pg = conCadenas(claves) { c in
      conCadenas(valores) { v in marcador_PQconnectdbParams(c, v, 1) }
    }
    guard let pg else { return .incierto }
    defer { marcador_PQfinish(pg) }
    guard marcador_PQstatus(pg) == CONNECTION_OK else { return .incierto }
    // A server process that is going away may not have written its abort yet: wait a little.
    for _ in 0..<200 {
      let resultado = conCadenas([id]) { v in
        marcador_PQexecParams(pg, "SELECT txid_status($1::bigint)", 1, nil, v, nil, nil, 0)
      }
      guard let resultado else { return .incierto }
      defer { marcador_PQclear(resultado) }
      guard marcador_PQresultStatus(resultado) == PGRES_TUPLES_OK,
        marcador_PQntuples(resultado) == 1, marcador_PQgetisnull(resultado, 0, 0) == 0
      else { return .incierto }
      switch String(cString: marcador_PQgetvalue(resultado, 0, 0)) {
      case "committed": return .guardado
      case "aborted": return .noGuardado
      default: usleep(10_000)
      }
    }
    return .incierto
  }

  private var estaEnTransaccion: Bool {
    guard let pg else { return false }
    let estado = marcador_PQtransactionStatus(pg)
    return estado == PQTRANS_INTRANS || estado == PQTRANS_INERROR
  }

  private func abierta() throws(ErrorServidor) -> OpaquePointer {
    guard let pg, marcador_PQstatus(pg) == CONNECTION_OK else {
      throw .conexionPerdida(cambio: estaEnTransaccion ? .noGuardado : .incierto)
    }
    return pg
  }

  /// The rows of `resultado`, or the error it carries; clears it either way.
  private func filas(de resultado: OpaquePointer?, enTransaccion: Bool) throws(ErrorServidor)
    -> Filas
  {
    defer { if let resultado { marcador_PQclear(resultado) } }
    let conectada = pg.map { marcador_PQstatus($0) == CONNECTION_OK } ?? false
    guard let resultado else {
      throw conectada
        ? .otro(codigo: "", mensaje: "PQexecParams: sin memoria")
        : .conexionPerdida(cambio: enTransaccion ? .noGuardado : .incierto)
    }
    let estado = marcador_PQresultStatus(resultado)
    guard estado == PGRES_COMMAND_OK || estado == PGRES_TUPLES_OK || estado == PGRES_EMPTY_QUERY
    else {
      guard conectada else {
        throw .conexionPerdida(cambio: enTransaccion ? .noGuardado : .incierto)
      }
      let campo = { (codigo: Int32) in
        marcador_PQresultErrorField(resultado, codigo).map { String(cString: $0) }
      }
      let mensaje =
        campo(MARCADOR_PG_DIAG_MESSAGE_PRIMARY)
        ?? String(cString: marcador_PQresultErrorMessage(resultado))
      throw ErrorServidor.desde(
        sqlstate: campo(MARCADOR_PG_DIAG_SQLSTATE) ?? "",
        restriccion: campo(MARCADOR_PG_DIAG_CONSTRAINT_NAME),
        mensaje: sinContrasenas(mensaje), enTransaccion: enTransaccion)
    }
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
  /// one that answered and refused, without reading libpq's (translated) text.
  private func fallo(de pg: OpaquePointer) -> ErrorServidor {
    let usuario = marcador_PQuser(pg).map { String(cString: $0) } ?? ""
    let baseDeDatos = marcador_PQdb(pg).map { String(cString: $0) } ?? ""
    let faltaContrasena = marcador_PQconnectionNeedsPassword(pg) == 1
    let usoContrasena = marcador_PQconnectionUsedPassword(pg) == 1
    let ping = conCadenas(claves) { c in conCadenas(valores) { v in marcador_PQpingParams(c, v, 1) }
    }
    switch ping {
    case PQPING_OK:
      if faltaContrasena {
        return .rechazado(.faltaContrasena(usuario: usuario, baseDeDatos: baseDeDatos))
      }
      if usoContrasena {
        return .rechazado(.contrasenaRechazada(usuario: usuario, baseDeDatos: baseDeDatos))
      }
      return .rechazado(.conexion(usuario: usuario, baseDeDatos: baseDeDatos))
    case PQPING_NO_ATTEMPT: return .urlNoValida(url: destino)
    default: return .inalcanzable(destino: destino)
    }
  }

  /// `texto` with every password this connection knows replaced by `***`.
  private func sinContrasenas(_ texto: String) -> String {
    contrasenas.reduce(texto) { parcial, contrasena in
      parcial.replacing(contrasena, with: "***")
    }
  }

  /// Checks the URL's syntax (PQconninfoParse) and returns the password it holds, if any.
  private static func contrasenas(de url: String, destino: String) throws(ErrorServidor)
    -> [String]
  {
    var error: UnsafeMutablePointer<CChar>?
    guard let opciones = marcador_PQconninfoParse(url, &error) else {
      if let error { marcador_PQfreemem(error) }
      throw .urlNoValida(url: destino)
    }
    defer { marcador_PQconninfoFree(opciones) }
    var lista: [String] = []
    var opcion = opciones
    while let clave = opcion.pointee.keyword {
      // Short passwords are not hidden in messages: hiding `ab` would garble every word.
      if String(cString: clave) == "password", let valor = opcion.pointee.val,
        strlen(valor) >= 3
      {
        lista.append(String(cString: valor))
      }
      opcion += 1
    }
    return lista
  }
}

/// Calls `cuerpo` with `textos` as a C array of C strings (`nil` for each `nil`), followed by
/// a terminating `nil` as libpq's keyword arrays need.
private func conCadenas<R>(_ textos: [String?], _ cuerpo: ([UnsafePointer<CChar>?]) -> R) -> R {
  let copias = textos.map { $0.flatMap { strdup($0) } }
  defer { for copia in copias { free(copia) } }
  return cuerpo(copias.map { $0.map { UnsafePointer($0) } } + [nil])
}
