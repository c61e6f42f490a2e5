import Glibc

/// The tournament file on disk: reading it, creating it, and adding a player to it so that the
/// file is never lost, torn or half-written.
///
/// A save takes an exclusive `flock` on the sidecar `<file>.lock` (never deleted), re-reads and
/// re-validates the file under it, writes the new bytes to a temporary file in the same folder
/// (`O_EXCL|O_NOFOLLOW`, the original's mode and owner), `fsync`s it, renames it over the file
/// and `fsync`s the folder. A symlink is followed, not replaced: its target is updated.
///
/// A large file's previous version keeps a hidden name across the rename (`prefijoAnterior`),
/// so that the rename does not free its blocks while the user waits: on a disk mounted with
/// `discard` that is a synchronous TRIM of the whole file (6 to 8 ms for 25 MB here). The next
/// reading deletes it on a thread of its own, beside its validation, or the next save does.
public struct ArchivoTorneo: Sendable {
  /// The path as the user gave it.
  public let ruta: String
  /// How long a save waits for another process's lock before giving up.
  public var esperaMaxima: Double
  /// Runs once when a save has waited half a second for another process's lock.
  public var alEsperar: @Sendable () -> Void = {}

  /// A file at `ruta`; saves wait up to `esperaMaxima` seconds for the lock.
  public init(ruta: String, esperaMaxima: Double = 10) {
    self.ruta = ruta
    self.esperaMaxima = esperaMaxima
  }

  /// The prefix of this file's temporary files, in its folder.
  static func prefijoTemporal(de nombre: String) -> String { "." + nombre + ".tmp-" }

  /// The prefix of the names a save gives this file's previous version, in its folder.
  static func prefijoAnterior(de nombre: String) -> String { "." + nombre + ".anterior-" }

  /// The size from which a save keeps the previous version under a name of its own, for a
  /// later thread to delete: below it, freeing it in the rename costs next to nothing.
  static let anteriorDesde = 1 << 20

  /// Makes something new under a name of this process's: `prefijo` (a folder and the start of
  /// a name), this process's number, `-` and a random hexadecimal number; another random number
  /// when `crear` finds the name taken (`EEXIST`), up to 16 tries.
  private static func conNombreNuevo<T>(
    _ prefijo: String, _ crear: (String) throws(FalloSistema) -> T
  ) throws(FalloSistema) -> (nombre: String, hecho: T) {
    var intentos = 0
    while true {
      let nombre =
        prefijo + String(getpid()) + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
      do {
        return (nombre, try crear(nombre))
      } catch {
        intentos += 1
        if error.errno == EEXIST, intentos < 16 { continue }
        throw error
      }
    }
  }

  /// Reads and validates the file. A large one is validated as it arrives: stage one reads it
  /// on its own thread as it marks it (`leerValidando`). Previous versions that earlier saves
  /// left are deleted beside the reading: what that waits for is the disk, and the reading
  /// keeps both processors busy.
  /// - Throws: `.noExiste`, `.noLegible` or `.noValido` (with line and column).
  public func leer() throws(ErrorArchivo) -> DocumentoTorneo {
    try leer(ruta, borrandoAnteriores: true)
  }

  /// Reads and validates the file at `camino`: the path as given, or under the lock its real
  /// path (where a save has its own way of deleting previous versions).
  private func leer(_ camino: String, borrandoAnteriores: Bool) throws(ErrorArchivo)
    -> DocumentoTorneo
  {
    let fd = try abrirParaLeer(camino)
    defer { close(fd) }
    let tamano: Int
    do {
      tamano = try tamanoParaLeer(fd)
    } catch {
      throw .noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    let anteriores =
      borrandoAnteriores && tamano >= ArchivoTorneo.anteriorDesde
      ? TrabajoAparte { [ruta] in
        guard let real = try? Sistema.rutaReal(ruta) else { return }
        ArchivoTorneo.borrar(ArchivoTorneo.restos(de: real, temporales: false))
      } : nil
    defer { anteriores?.resultado() }
    if let documento = try leerValidando(fd, tamano: tamano) { return documento }
    // Small, or it did not have the size it said: read from the start, whole.
    let bytes: [UInt8]
    do throws(FalloSistema) {
      guard lseek(fd, 0, SEEK_SET) == 0 else { throw FalloSistema(llamada: "lseek", errno: errno) }
      bytes = try Sistema.leerTodo(fd, tamanoPrevisto: tamano)
    } catch {
      throw .noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    return try DocumentoTorneo(bytes: bytes, ruta: ruta)
  }

  /// The file's size, as `fstat` says; a folder is refused as `read(2)` would refuse it.
  private func tamanoParaLeer(_ fd: Int32) throws(FalloSistema) -> Int {
    let estado = try Sistema.estado(fd)
    if estado.st_mode & S_IFMT == S_IFDIR { throw FalloSistema(llamada: "read", errno: EISDIR) }
    return Int(estado.st_size)
  }

  /// Reads a large file and validates it at once, with the reading overlapped: this thread
  /// reads the start, and stage one's thread reads the rest a window ahead of what it marks,
  /// while stage two validates what is marked (`LecturaRapida.leer(_:llegando:)`). `nil` when
  /// the file is small, or did not turn out to hold exactly `tamano` bytes (it was changing):
  /// the caller then reads it whole, the plain way.
  private func leerValidando(_ fd: Int32, tamano: Int) throws(ErrorArchivo) -> DocumentoTorneo? {
    guard tamano >= LecturaRapida.enParaleloDesde, tamano < Int(UInt32.max) else { return nil }
    var fallo: Int32 = 0
    var lectura: (Result<IndiceLeido, Renuncia>, Llegado)?
    let bytes = [UInt8](unsafeUninitializedCapacity: tamano + 1) { buffer, inicializados in
      guard let destino = buffer.baseAddress else { return }
      Sistema.pedirPaginasGrandes(UnsafeMutableRawBufferPointer(buffer))
      // The start here, the rest on stage one's thread.
      var llegada = Llegada(
        destino: destino, capacidad: tamano + 1, fuente: { read(fd, $0, $1) })
      let entero = llegada.leer(hasta: LecturaRapida.inicioLeido)
      (inicializados, fallo) = (llegada.leidos, llegada.fallo)
      guard entero else { return }
      let resultado = LecturaRapida.leer(
        UnsafeBufferPointer(start: destino, count: tamano), llegando: llegada)
      lectura = resultado
      inicializados = min(max(resultado.1.leidos, llegada.leidos), tamano + 1)
    }
    if let (_, llegado) = lectura, llegado.fallo != 0 { fallo = llegado.fallo }
    if fallo != 0 { throw .noLegible(ruta: ruta, llamada: "read", errno: fallo) }
    guard let (resultado, llegado) = lectura, llegado.leidos == tamano else { return nil }
    if case .success(let indice) = resultado {
      return DocumentoTorneo(bytes: bytes, ruta: ruta, indice: indice, huella: llegado.huella)
    }
    // Refused, or left to the reference reader: read again whole, for the exact answer.
    return try DocumentoTorneo(bytes: bytes, ruta: ruta)
  }

  /// A failure to reach the file, naming the path the user gave: missing, or unreadable.
  private func noSePuedeLeer(_ fallo: FalloSistema) -> ErrorArchivo {
    guard fallo.errno == ENOENT else {
      return .noLegible(ruta: ruta, llamada: fallo.llamada, errno: fallo.errno)
    }
    if let destino = ArchivoTorneo.destinoRoto(ruta) {
      return .enlaceRoto(ruta: ruta, destino: destino)
    }
    return .noExiste(ruta: ruta)
  }

  /// Where a symlink at `ruta` points, when what it points at does not exist.
  static func destinoRoto(_ ruta: String) -> String? {
    var s = stat()
    guard lstat(ruta, &s) == 0, s.st_mode & S_IFMT == S_IFLNK, stat(ruta, &s) != 0,
      errno == ENOENT
    else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(ruta, &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    let destino = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let carpeta = Sistema.separar(ruta).carpeta
    return destino.hasPrefix("/") || !ruta.contains("/") ? destino : carpeta + "/" + destino
  }

  /// Opens the file (or its symlink's target, `camino`) for reading.
  private func abrirParaLeer(_ camino: String) throws(ErrorArchivo) -> Int32 {
    do {
      return try Sistema.abrir(camino, O_RDONLY | O_CLOEXEC)
    } catch {
      throw noSePuedeLeer(error)
    }
  }

  /// The file's bytes, each piece shown to `alLeer` as it is read.
  func leerBytes(
    _ camino: String, alLeer: (UnsafeRawBufferPointer) -> Void
  ) throws(ErrorArchivo) -> [UInt8] {
    let fd = try abrirParaLeer(camino)
    defer { close(fd) }
    do throws(FalloSistema) {
      let tamano = try tamanoParaLeer(fd)
      return try Sistema.leerTodo(fd, tamanoPrevisto: tamano, alLeer: alLeer)
    } catch {
      throw .noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
  }

  /// What a change does to the file: the splices, and what the journal says of it.
  public struct Plan: Sendable {
    public var empalmes: [Empalme]
    public var cambio: Cambio

    public init(empalmes: [Empalme], cambio: Cambio) {
      self.empalmes = empalmes
      self.cambio = cambio
    }
  }

  /// The one transaction every change goes through. Under the lock the file is read and
  /// validated again (what the caller saw earlier may have changed), `operar` decides from the
  /// document and the journal what to change (or `nil`: nothing), and the new bytes are written
  /// to a temporary file, synced, journaled, renamed over the file, and the folder synced.
  ///
  /// `conocido` is the file as the caller read it: if the bytes under the lock are still
  /// exactly those, its reading is reused (the same bytes validate the same way); any change
  /// is read and validated in full. The comparison runs beside the planning and the writing
  /// of the temporary file, so `operar` may be asked twice (first about `conocido`, then about
  /// the file as it turned out to be): it must only decide, and what it decided about bytes
  /// the file no longer holds is never saved nor answered.
  /// - Returns: the document `operar` saw, and the journal entry written (`nil` if none).
  @discardableResult
  public func cambiar(
    conocido: DocumentoTorneo? = nil,
    _ operar: (DocumentoTorneo, DiarioLeido) throws(ErrorDeLiga) -> Plan?
  ) throws(ErrorDeLiga) -> (documento: DocumentoTorneo, entrada: EntradaDeDiario?) {
    let resultado: Result<(DocumentoTorneo, EntradaDeDiario?), ErrorDeLiga>
    do {
      resultado = try transaccion(conocido: conocido, operar)
    } catch {
      throw .archivo(error)
    }
    return try resultado.get()
  }

  private func transaccion(
    conocido: DocumentoTorneo?,
    _ operar: (DocumentoTorneo, DiarioLeido) throws(ErrorDeLiga) -> Plan?
  ) throws(ErrorArchivo) -> Result<(DocumentoTorneo, EntradaDeDiario?), ErrorDeLiga> {
    let real: String
    do {
      real = try Sistema.rutaReal(ruta)
    } catch {
      throw noSePuedeLeer(error)
    }
    // The fingerprint of the bytes the caller read (if they were not hashed as they were read)
    // is computed on the second core while this one takes the lock: if the file still holds
    // them, it is the league's fingerprint.
    let huellaConocida = conocido.map { conocido in
      conocido.huella.map { huella in TrabajoAparte(enUnHilo: false) { huella } }
        ?? Huella.aparte([conocido.bytes[...]])
    }
    let cerrojo = try ArchivoTorneo.tomarCerrojo(
      real + ".lock", ruta: ruta, espera: esperaMaxima, alEsperar: alEsperar)
    defer { close(cerrojo) }
    // What earlier saves left is deleted beside the reading, and gone before the new file is
    // written: a save never needs more room on the disk than the file and its new version.
    // Under the lock no other save is running, so any temporary file of ours is an orphan of
    // a process that died mid-save.
    let restos = ArchivoTorneo.restos(de: real, temporales: true)
    guard let conocido, let huellaConocida else {
      // Read for the first time here, as any reading is: a large file validated and
      // fingerprinted as it arrives; a small one (or one the fast reader left to the reference
      // reader) is hashed once read. What is deleted meanwhile can wait for the disk.
      let borrado = TrabajoAparte(enUnHilo: !restos.isEmpty) { ArchivoTorneo.borrar(restos) }
      let documento = try leer(real, borrandoAnteriores: false)
      borrado.resultado()
      return try aplicar(
        operar, a: documento, huella: documento.huella ?? Huella(documento.bytes), en: real)
    }
    ArchivoTorneo.borrar(restos)
    // The file under the lock is compared with the bytes the caller read on the second core,
    // while this one plans the change from those bytes and writes it to a temporary file, which
    // nobody else sees. Nothing is journaled, renamed or answered before the verdict; if the
    // file changed, the temporary file is removed and the change planned again from the file's
    // bytes, read and validated in full.
    let comparacion = TrabajoAparte(enUnHilo: conocido.bytes.count >= Sistema.trozo) {
      [self] () -> Result<[UInt8]?, ErrorArchivo> in
      do throws(ErrorArchivo) {
        return .success(try leerSiCambio(real, conocido: conocido))
      } catch {
        return .failure(error)
      }
    }
    var cambiados: [UInt8]?
    let optimista = try aplicar(operar, a: conocido, huella: huellaConocida.resultado(), en: real) {
      () throws(ErrorArchivo) -> Bool in
      cambiados = try comparacion.resultado().get()
      return cambiados == nil
    }
    if let optimista { return optimista }
    guard let cambiados else { preconditionFailure("sin veredicto de la comparación") }
    let huellaCambiada = Huella.aparte([cambiados[...]])
    let documento = try DocumentoTorneo(bytes: cambiados, ruta: ruta)
    return try aplicar(operar, a: documento, huella: huellaCambiada.resultado(), en: real)
  }

  /// The rest of the transaction, once the file is known to hold `documento`: the same, but
  /// nothing can turn out to have changed.
  private func aplicar(
    _ operar: (DocumentoTorneo, DiarioLeido) throws(ErrorDeLiga) -> Plan?,
    a documento: DocumentoTorneo, huella: Huella, en real: String
  ) throws(ErrorArchivo) -> Result<(DocumentoTorneo, EntradaDeDiario?), ErrorDeLiga> {
    let hecho = try aplicar(operar, a: documento, huella: huella, en: real) {
      () throws(ErrorArchivo) -> Bool in true
    }
    guard let hecho else { preconditionFailure("un documento leído bajo el cerrojo no cambia") }
    return hecho
  }

  /// Reads the journal, asks `operar` for the change to `documento` (whose fingerprint is
  /// `huella`) and saves it. `vigente` says whether the file still holds `documento`; it is
  /// asked before anything others can see (the journal entry, the rename, or an answer), and
  /// if it says no, nothing was done (the temporary file is removed): `nil`.
  private func aplicar(
    _ operar: (DocumentoTorneo, DiarioLeido) throws(ErrorDeLiga) -> Plan?,
    a documento: DocumentoTorneo, huella: Huella, en real: String,
    vigente: () throws(ErrorArchivo) -> Bool
  ) throws(ErrorArchivo) -> Result<(DocumentoTorneo, EntradaDeDiario?), ErrorDeLiga>? {
    let diario = Diario(ruta: real + ".diario")
    var lectura = try diario.leer()
    // An entry whose rename never happened (a crash between the two) describes a change
    // the league does not have: it is dropped.
    if let ultima = lectura.entradas.last, ultima.despues != huella, ultima.antes == huella {
      lectura.entradas.removeLast()
      lectura.tamanoValido = try ArchivoTorneo.inicioDeUltimaLinea(diario, lectura)
    }
    let plan: Plan?
    do throws(ErrorDeLiga) {
      plan = try operar(
        documento,
        DiarioLeido(
          entradas: lectura.entradas,
          problema: lectura.lineaNoValida.map { .diarioNoValido(ruta: diario.ruta, linea: $0) },
          huella: huella))
    } catch {
      return try vigente() ? .failure(error) : nil
    }
    guard let plan else { return try vigente() ? .success((documento, nil)) : nil }
    let partes = Empalme.partes(de: documento.bytes, con: plan.empalmes)
    let numero = (lectura.entradas.last?.numero ?? 0) + 1
    let cuando = EntradaDeDiario.ahora()
    let usuario = EntradaDeDiario.usuarioActual()
    let revertir = Empalme.inversos(de: plan.empalmes, en: documento.bytes)
    var escrita: EntradaDeDiario?
    // The fingerprint "after" is of the bytes the temporary file got, hashed as they were
    // written; the entry that carries it is journaled before the rename.
    let guardado = try escribirSustituyendo(real, con: partes) {
      (original, despues) throws(ErrorArchivo) -> Int? in
      guard try vigente() else { return nil }
      let entrada = EntradaDeDiario(
        numero: numero, cuando: cuando, usuario: usuario, cambio: plan.cambio, antes: huella,
        despues: despues, revertir: revertir)
      escrita = entrada
      do throws(FalloSistema) {
        return try diario.anadir(entrada, tras: lectura.tamanoValido, como: original)
      } catch {
        throw .noSeEscribio(ruta: diario.ruta, llamada: error.llamada, errno: error.errno)
      }
    } siFalla: { tamano in
      diario.cortar(en: tamano)
    }
    return guardado ? .success((documento, escrita)) : nil
  }

  /// Where the journal's last whole line starts (to drop an entry whose change never happened).
  private static func inicioDeUltimaLinea(_ diario: Diario, _ lectura: Diario.Lectura)
    throws(ErrorArchivo) -> Int
  {
    let fd: Int32
    do {
      fd = try Sistema.abrir(diario.ruta, O_RDONLY | O_CLOEXEC)
    } catch {
      throw .noLegible(ruta: diario.ruta, llamada: error.llamada, errno: error.errno)
    }
    defer { close(fd) }
    let bytes: [UInt8]
    do {
      bytes = try Sistema.leerTodo(fd, tamanoPrevisto: lectura.tamanoValido)
    } catch {
      throw .noLegible(ruta: diario.ruta, llamada: error.llamada, errno: error.errno)
    }
    var k = min(lectura.tamanoValido, bytes.count) - 1
    while k > 0, bytes[k - 1] != 0x0A { k -= 1 }
    return max(k, 0)
  }

  /// Reads the journal beside the file (for `historial` and `deshacer`), with entries whose
  /// change never reached the file left out.
  public func diario() throws(ErrorDeLiga) -> [EntradaDeDiario] {
    let lectura: Diario.Lectura
    let diario: Diario
    do throws(ErrorArchivo) {
      let real: String
      do {
        real = try Sistema.rutaReal(ruta)
      } catch {
        throw noSePuedeLeer(error)
      }
      diario = Diario(ruta: real + ".diario")
      var leida = try diario.leer()
      if let ultima = leida.entradas.last {
        var calculo = Huella.Calculo()
        _ = try leerBytes(real, alLeer: { calculo.anadir($0) })
        let huella = calculo.huella
        if ultima.despues != huella, ultima.antes == huella { leida.entradas.removeLast() }
      }
      lectura = leida
    } catch {
      throw .archivo(error)
    }
    if let linea = lectura.lineaNoValida {
      throw .diarioNoValido(ruta: diario.ruta, linea: linea)
    }
    return lectura.entradas
  }

  /// `nil` if the file holds exactly the known bytes; otherwise its bytes (via `leerBytes`'s
  /// errors when it cannot be read).
  private func leerSiCambio(
    _ camino: String, conocido: DocumentoTorneo
  ) throws(ErrorArchivo) -> [UInt8]? {
    let fd = try abrirParaLeer(camino)
    defer { close(fd) }
    do {
      return try Sistema.leerSiCambio(fd, conocidos: conocido.bytes)
    } catch {
      throw .noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
  }

  /// Checks that a change could be saved, before anyone types answers for it: the file can be
  /// written, and its folder (for the lock, the temporary file and the journal) too.
  public func comprobarEscritura() throws(ErrorArchivo) {
    let real: String
    do {
      real = try Sistema.rutaReal(ruta)
    } catch {
      throw noSePuedeLeer(error)
    }
    guard access(real, W_OK) == 0 else {
      throw .noSeEscribio(ruta: ruta, llamada: "access", errno: errno)
    }
    let (carpeta, _) = Sistema.separar(real)
    guard access(carpeta, W_OK) == 0 else {
      throw .noSeEscribio(ruta: carpeta, llamada: "access", errno: errno)
    }
  }

  /// Creates the file with these bytes, never replacing one that exists (a temporary file is
  /// written, synced and hard-linked into place, which fails if the name is taken).
  /// Through a symlink whose target does not exist yet, the target is created (the link
  /// stays a link).
  public func crear(con contenido: [UInt8]) throws(ErrorArchivo) {
    let ruta = ArchivoTorneo.destinoRoto(self.ruta) ?? self.ruta
    let (carpeta, nombre) = Sistema.separar(ruta)
    do {
      try Sistema.crearCarpetas(carpeta)
    } catch {
      throw .noSeCreo(ruta: carpeta, llamada: error.llamada, errno: error.errno)
    }
    var s = stat()
    if lstat(ruta, &s) == 0 { throw .yaExiste(ruta: ruta) }
    let modo = 0o666 & ~Sistema.mascara()
    let temporal: String
    do {
      temporal = try escribirTemporal(en: carpeta, nombre: nombre, [contenido[...]], modo: modo)
    } catch {
      throw .noSeCreo(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    defer { unlink(temporal) }
    guard link(temporal, ruta) == 0 else {
      throw errno == EEXIST
        ? .yaExiste(ruta: ruta) : .noSeCreo(ruta: ruta, llamada: "link", errno: errno)
    }
    do {
      try Sistema.sincronizarCarpeta(carpeta)
    } catch {
      throw .noSeCreo(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
  }

  // MARK: The protocol's steps

  static func tomarCerrojo(
    _ camino: String, ruta: String, espera: Double, alEsperar: () -> Void = {}
  ) throws(ErrorArchivo) -> Int32 {
    let fd: Int32
    do {
      fd = try Sistema.abrir(camino, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, modo: 0o666)
    } catch {
      throw .noSeEscribio(ruta: camino, llamada: error.llamada, errno: error.errno)
    }
    let fin: Sistema.FinDeEspera
    do {
      fin = try Sistema.bloquear(fd, esperando: espera, alEsperar: alEsperar)
    } catch {
      close(fd)
      throw .noSeEscribio(ruta: camino, llamada: error.llamada, errno: error.errno)
    }
    switch fin {
    case .tomado:
      return fd
    case .agotado:
      close(fd)
      throw .bloqueado(ruta: ruta, segundos: espera)
    case .interrumpido:
      close(fd)
      throw .esperaInterrumpida(ruta: ruta)
    }
  }

  /// What earlier saves left beside the file at `real`, as paths: the previous versions they
  /// kept (`prefijoAnterior`), and with `temporales` their temporary files. Only names of
  /// exactly the form a save gives (the prefix, a process number, `-`, a hexadecimal number):
  /// another file's, whose name merely starts the same, is never taken for one.
  ///
  /// A previous version may be deleted without the lock: its name is only ever an extra name,
  /// of a file that a save has replaced or is replacing, so deleting it never loses anything;
  /// at worst a save between giving it and renaming frees the old blocks in its rename after
  /// all. A temporary file is an orphan only under the lock.
  static func restos(de real: String, temporales: Bool) -> [String] {
    let (carpeta, nombre) = Sistema.separar(real)
    let prefijos =
      [prefijoAnterior(de: nombre)] + (temporales ? [prefijoTemporal(de: nombre)] : [])
    return Sistema.nombres(en: carpeta).filter { resto in
      prefijos.contains { prefijo in
        guard resto.hasPrefix(prefijo) else { return false }
        let partes = resto.dropFirst(prefijo.count).split(
          separator: "-", omittingEmptySubsequences: false)
        return partes.count == 2 && !partes[0].isEmpty && !partes[1].isEmpty
          && partes[0].allSatisfy { $0.isASCII && $0.isNumber }
          && partes[1].allSatisfy { $0.isASCII && $0.isHexDigit }
      }
    }.map { carpeta + "/" + $0 }
  }

  /// Deletes what `restos` found (what is gone already is no matter).
  static func borrar(_ restos: [String]) {
    for resto in restos { unlink(resto) }
  }

  /// Gives the file at `real` a second, hidden name in its folder (`prefijoAnterior`), so that
  /// replacing it does not free its blocks; `nil` if the file system refuses (then the rename
  /// frees them, as it would have).
  private func enlazarAnterior(_ real: String, en carpeta: String, nombre: String) -> String? {
    let prefijo = carpeta + "/" + ArchivoTorneo.prefijoAnterior(de: nombre)
    return try? ArchivoTorneo.conNombreNuevo(prefijo) { anterior throws(FalloSistema) in
      guard link(real, anterior) == 0 else { throw FalloSistema(llamada: "link", errno: errno) }
    }.nombre
  }

  /// Writes the new content to a temporary file and syncs it, runs `antesDeRenombrar` (the
  /// journal) with the file's status and the fingerprint of what was written, renames the
  /// temporary file over the file and syncs the folder. If the rename fails, `siFalla` gets
  /// what `antesDeRenombrar` returned, to undo it. If `antesDeRenombrar` returns `nil` (the
  /// content was planned from bytes the file no longer holds), the temporary file is removed
  /// and nothing else is done: `false`.
  private func escribirSustituyendo(
    _ real: String, con contenido: [ArraySlice<UInt8>],
    antesDeRenombrar: (stat, Huella) throws(ErrorArchivo) -> Int?, siFalla: (Int) -> Void
  ) throws(ErrorArchivo) -> Bool {
    let (carpeta, nombre) = Sistema.separar(real)
    var original = stat()
    guard stat(real, &original) == 0 else {
      throw .noSeEscribio(ruta: ruta, llamada: "stat", errno: errno)
    }
    // rename() needs only the folder to be writable: a file its owner made read-only must be
    // refused here, not silently replaced.
    guard access(real, W_OK) == 0 else {
      throw .noSeEscribio(ruta: ruta, llamada: "access", errno: errno)
    }
    // The fingerprint of the new content is computed on the second core while this one
    // writes it and waits for the disk.
    let huellaNueva = Huella.aparte(contenido)
    let temporal: String
    do {
      temporal = try escribirTemporal(
        en: carpeta, nombre: nombre, contenido, modo: original.st_mode & 0o7777,
        dueno: (original.st_uid, original.st_gid))
    } catch {
      throw .noSeEscribio(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    let hecho: Int
    do {
      guard let antes = try antesDeRenombrar(original, huellaNueva.resultado()) else {
        unlink(temporal)
        return false
      }
      hecho = antes
    } catch {
      unlink(temporal)
      throw error
    }
    // Only when the new version is large too: a reading deletes previous versions only beside
    // a large file's.
    let anterior =
      original.st_size >= ArchivoTorneo.anteriorDesde
        && contenido.reduce(0, { $0 + $1.count }) >= ArchivoTorneo.anteriorDesde
      ? enlazarAnterior(real, en: carpeta, nombre: nombre) : nil
    guard rename(temporal, real) == 0 else {
      let fallo = errno
      unlink(temporal)
      if let anterior { unlink(anterior) }
      siFalla(hecho)
      throw .noSeEscribio(ruta: ruta, llamada: "rename", errno: fallo)
    }
    do {
      try Sistema.sincronizarCarpeta(carpeta)
    } catch {
      throw .sinConfirmar(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    return true
  }

  /// Writes a new temporary file in `carpeta` and syncs it; on any failure it is removed.
  private func escribirTemporal(
    en carpeta: String, nombre: String, _ contenido: [ArraySlice<UInt8>], modo: mode_t,
    dueno: (uid_t, gid_t)? = nil
  ) throws(FalloSistema) -> String {
    let prefijo = carpeta + "/" + ArchivoTorneo.prefijoTemporal(de: nombre)
    let (temporal, fd) = try ArchivoTorneo.conNombreNuevo(prefijo) {
      temporal throws(FalloSistema) in
      try Sistema.abrir(
        temporal, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, modo: 0o600)
    }
    do throws(FalloSistema) {
      if let (uid, gid) = dueno, uid != geteuid() || gid != getegid() {
        _ = fchown(fd, uid, gid)  // only root may give a file away; others keep theirs
      }
      guard fchmod(fd, modo) == 0 else { throw FalloSistema(llamada: "fchmod", errno: errno) }
      try Sistema.escribirEmpezandoASincronizar(fd, contenido)
      try Sistema.sincronizar(fd)
    } catch {
      close(fd)
      unlink(temporal)
      throw error
    }
    do {
      try Sistema.cerrar(fd)
    } catch {
      unlink(temporal)
      throw error
    }
    return temporal
  }
}

/// The journal as a transaction read it: its entries, and what is wrong with it, if anything
/// (a line that cannot be read: changes go on, undo refuses).
public struct DiarioLeido: Sendable {
  public let entradas: [EntradaDeDiario]
  public let problema: ErrorDeLiga?
  /// The league's fingerprint as read under the lock.
  public let huella: Huella
}
