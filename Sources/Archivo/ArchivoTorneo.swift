// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

/// The tournament file on disk: reading it, creating it, and changing it so that the file is
/// never lost, torn or half-written.
///
/// A save, in order, on one thread (`cambiar`): an exclusive `flock` on the sidecar
/// `<file>.lock` (never deleted); the file read and validated under it, or compared with what
/// this process read; the change planned as splices; the new bytes written to a temporary file
/// in the same folder (`O_EXCL|O_NOFOLLOW`, the original's mode and owner) and `fsync`ed; the
/// journal entry appended and `fsync`ed; the temporary file renamed over the file; the folder
/// `fsync`ed. A symlink is followed, not replaced: its target is updated. Nothing else is ever
/// left beside the league than the file, `<file>.diario` and `<file>.lock`.
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

  /// Reads and validates the file.
  /// - Throws: `.noExiste`, `.noLegible` or `.noValido` (with line and column).
  public func leer() throws(ErrorArchivo) -> DocumentoTorneo {
    try DocumentoTorneo(bytes: leerBytes(ruta), ruta: ruta)
  }

  /// A failure to reach the file, naming the path the user gave: missing, or unreadable.
  private func noSePuedeLeer(_ fallo: FalloSistema) -> ErrorArchivo {
    guard fallo.errno == Errno.noExiste else {
      return .noLegible(ruta: ruta, llamada: fallo.llamada, errno: fallo.errno)
    }
    if let destino = ArchivoTorneo.destinoRoto(ruta) {
      return .enlaceRoto(ruta: ruta, destino: destino)
    }
    return .noExiste(ruta: ruta)
  }

  /// Where a symlink at `ruta` points, when what it points at does not exist.
  static func destinoRoto(_ ruta: String) -> String? {
    guard let enlace = try? Sistema.estado(de: ruta, siguiendo: false),
      enlace.esEnlace
    else { return nil }
    do {
      _ = try Sistema.estado(de: ruta)
      return nil
    } catch {
      guard error.errno == Errno.noExiste, let destino = Sistema.destinoDeEnlace(ruta) else {
        return nil
      }
      let carpeta = Sistema.separar(ruta).carpeta
      return destino.hasPrefix("/") || !ruta.contains("/") ? destino : carpeta + "/" + destino
    }
  }

  /// The file's path with its symlinks resolved, a failure as `noSePuedeLeer` names it.
  func rutaReal() throws(ErrorArchivo) -> String {
    do { return try Sistema.rutaReal(ruta) } catch { throw noSePuedeLeer(error) }
  }

  /// Where the file is or will be: its real path (`rutaReal`), or for a file not there yet
  /// (nor, maybe, its folders) the real path of the nearest folder above it that exists, with
  /// the rest of the path after it (through a symlink whose target is missing, the target's).
  func rutaPrevista() throws(ErrorArchivo) -> String {
    do {
      return try Sistema.rutaReal(ruta)
    } catch {
      guard error.errno == Errno.noExiste else { throw noSePuedeLeer(error) }
      var camino = ArchivoTorneo.destinoRoto(ruta) ?? ruta
      var resto: [String] = []
      while true {
        let (carpeta, nombre) = Sistema.separar(camino)
        resto.insert(nombre, at: 0)
        if let real = try? Sistema.rutaReal(carpeta) {
          return ([real == "/" ? "" : real] + resto).joined(separator: "/")
        }
        guard carpeta != camino, carpeta != "." else { throw noSePuedeLeer(error) }
        camino = carpeta
      }
    }
  }

  /// `camino` opened read-only, a failure as `noSePuedeLeer` names it.
  private func abrirParaLeer(_ camino: String) throws(ErrorArchivo) -> Int32 {
    do { return try Sistema.abrir(camino) } catch {
      throw noSePuedeLeer(error)
    }
  }

  /// The bytes of the file (or its symlink's target, `camino`), one past `Reglas.tamanoMaximo`
  /// at most (which `DocumentoTorneo` refuses); a folder is refused as `read(2)` would refuse it.
  func leerBytes(_ camino: String) throws(ErrorArchivo) -> [UInt8] {
    let fd = try abrirParaLeer(camino)
    defer { Sistema.soltar(fd) }
    do throws(FalloSistema) {
      let estado = try Sistema.estado(fd)
      if estado.esCarpeta { throw FalloSistema(llamada: "read", errno: Errno.esCarpeta) }
      return try Sistema.leerTodo(
        fd, tamanoPrevisto: Int(estado.st_size), maximo: Reglas.tamanoMaximo)
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
  /// is read and validated in full.
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
      // A save refused for permission after the check (changed meanwhile) is said as the
      // check says it, when the check now finds what this account may not write.
      if case .noSeEscribio(_, _, let errno) = error,
        [Errno.sinPermiso, Errno.noPermitido].contains(errno)
      {
        do { try comprobarEscritura() } catch { throw .archivo(error) }
      }
      throw .archivo(error)
    }
    return try resultado.get()
  }

  private func transaccion(
    conocido: DocumentoTorneo?,
    _ operar: (DocumentoTorneo, DiarioLeido) throws(ErrorDeLiga) -> Plan?
  ) throws(ErrorArchivo) -> Result<(DocumentoTorneo, EntradaDeDiario?), ErrorDeLiga> {
    // Every change passes the check a form makes before its first question: what this account
    // may not write is said the one way (`sinPermiso`, with its fix), whatever the command.
    try comprobarEscritura()
    let real = try rutaReal()
    let cerrojo = try CerrojoDeLiga.tomar(
      real + ".lock", ruta: ruta, espera: esperaMaxima, alEsperar: alEsperar)
    defer { Sistema.soltar(cerrojo) }
    // Under the lock no other save is running: a temporary file of ours is an orphan of a
    // process that died mid-save.
    for huerfano in CerrojoDeLiga.temporalesHuerfanos(de: real) { Sistema.borrar(huerfano) }
    let documento = try leer(real, conocido: conocido)
    let diario = Diario(ruta: real + ".diario")
    var lectura = try diario.leer()
    let huella = Huella(documento.bytes)
    // An entry whose rename never happened (a crash between the two) describes a change
    // the league does not have: it is dropped.
    var ultima = lectura.ultima()
    if let (entrada, inicio) = ultima, entrada.despues != huella, entrada.antes == huella {
      lectura.tamanoValido = inicio
      ultima = lectura.ultima()
    }
    let plan: Plan?
    do throws(ErrorDeLiga) {
      plan = try operar(documento, DiarioLeido(lectura: lectura, huella: huella))
    } catch {
      return .failure(error)
    }
    guard let plan else { return .success((documento, nil)) }
    let partes = Empalme.partes(de: documento.bytes, con: plan.empalmes)
    try legible(partes)
    let entrada = EntradaDeDiario(
      numero: (ultima?.entrada.numero ?? 0) + 1, cuando: Sistema.ahoraUTC(),
      usuario: Sistema.usuarioActual(), cambio: plan.cambio, antes: huella,
      despues: Huella(partes: partes),
      revertir: Empalme.inversos(de: plan.empalmes, en: documento.bytes))
    let original = try estadoParaSustituir(real)
    var tamano = 0
    do throws(FalloAlSustituir) {
      try Sistema.sustituir(real, con: partes, modo: original.st_mode & 0o7777, dueno: original) {
        () throws(FalloSistema) in
        tamano = try diario.anadir(entrada, tras: lectura.tamanoValido, como: original)
      }
    } catch {
      switch error {
      case .temporal(let f):
        throw .noSeEscribio(ruta: ruta, llamada: f.llamada, errno: f.errno)
      case .antesDeRenombrar(let f):
        throw .noSeEscribio(ruta: diario.ruta, llamada: f.llamada, errno: f.errno)
      case .renombrar(let f):
        diario.cortar(en: tamano)
        throw .noSeEscribio(ruta: ruta, llamada: f.llamada, errno: f.errno)
      case .carpeta(let f):
        GuardadosPropios.anotar(de: entrada.antes, a: entrada.despues, en: real)
        throw .sinConfirmar(ruta: ruta, llamada: f.llamada, errno: f.errno)
      }
    }
    // This process's own save: its watchers do not take it for another's.
    GuardadosPropios.anotar(de: entrada.antes, a: entrada.despues, en: real)
    return .success((documento, entrada))
  }

  /// The league's file at `real` as it is before it is replaced (its mode and owner, which the
  /// new one keeps), refused when it may not be written: rename() needs only the folder to be
  /// writable, so a file its owner made read-only is refused here, not silently replaced.
  func estadoParaSustituir(_ real: String) throws(ErrorArchivo) -> Sistema.Estado {
    do {
      let original = try Sistema.estado(de: real)
      try Sistema.comprobarEscritura(real)
      return original
    } catch {
      throw .noSeEscribio(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
  }

  /// The file at `camino` read and validated, or `conocido` itself when the file holds exactly
  /// the bytes the caller read (compared a piece at a time as it is read,
  /// `Sistema.leerSiCambio`): the same bytes validate the same way.
  private func leer(_ camino: String, conocido: DocumentoTorneo?) throws(ErrorArchivo)
    -> DocumentoTorneo
  {
    guard let conocido else { return try DocumentoTorneo(bytes: leerBytes(camino), ruta: ruta) }
    let fd = try abrirParaLeer(camino)
    defer { Sistema.soltar(fd) }
    let bytes: [UInt8]?
    do {
      bytes = try Sistema.leerSiCambio(
        fd, conocidos: conocido.bytes, maximo: Reglas.tamanoMaximo)
    } catch {
      throw .noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    guard let bytes else { return conocido }
    return try DocumentoTorneo(bytes: bytes, ruta: ruta)
  }

  /// The number of the journal's last entry (0: none), parsed from its end.
  public func version() throws(ErrorDeLiga) -> Int {
    do throws(ErrorArchivo) {
      let real = try rutaReal()
      return try Diario(ruta: real + ".diario").leer().ultima()?.entrada.numero ?? 0
    } catch {
      throw .archivo(error)
    }
  }

  /// Reads the journal beside the file (for `historial` and `deshacer`), with entries whose
  /// change never reached the file left out.
  public func diario() throws(ErrorDeLiga) -> [EntradaDeDiario] {
    let lectura: Diario.Lectura
    do throws(ErrorArchivo) {
      let real = try rutaReal()
      var leida = try Diario(ruta: real + ".diario").leer()
      if let (ultima, inicio) = leida.ultima() {
        let huella = Huella(try leerBytes(real))
        if ultima.despues != huella, ultima.antes == huella { leida.tamanoValido = inicio }
      }
      lectura = leida
    } catch {
      throw .archivo(error)
    }
    return try lectura.todas()
  }

  /// Creates the file with these bytes, never replacing one that exists (a temporary file is
  /// written, synced and hard-linked into place, which fails if the name is taken), and its
  /// missing folders. Through a symlink whose target does not exist yet, the target is created
  /// (the link stays a link). A folder is refused before anything is made: one that is there,
  /// or a path ending in `/` (`esCarpeta`).
  public func crear(con contenido: [UInt8]) throws(ErrorArchivo) {
    let ruta = ArchivoTorneo.destinoRoto(self.ruta) ?? self.ruta
    if let estado = try? Sistema.estado(de: ruta), estado.esCarpeta {
      throw .esCarpeta(ruta: self.ruta, existe: true)
    }
    if ruta.hasSuffix("/") {
      // `afile/` where `afile` is a file names no folder at all: the system's own error.
      if let estado = try? Sistema.estado(de: String(ruta.dropLast())),
        !estado.esCarpeta
      {
        throw .noSeCreo(ruta: self.ruta, llamada: "open", errno: Errno.noEsCarpeta)
      }
      throw .esCarpeta(ruta: self.ruta, existe: false)
    }
    try legible([contenido[...]])
    let (carpeta, nombre) = Sistema.separar(ruta)
    do {
      try Sistema.crearCarpetas(carpeta)
    } catch {
      throw .noSeCreo(ruta: carpeta, llamada: error.llamada, errno: error.errno)
    }
    if (try? Sistema.estado(de: ruta, siguiendo: false)) != nil { throw .yaExiste(ruta: ruta) }
    let modo = Sistema.modoNuevo(en: carpeta)
    let temporal: String
    do {
      temporal = try Sistema.escribirTemporal(
        en: carpeta, nombre: nombre, [contenido[...]], modo: modo)
    } catch {
      throw .noSeCreo(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    defer { Sistema.borrar(temporal) }
    do {
      try Sistema.enlazar(temporal, a: ruta)
    } catch {
      throw error.errno == Errno.yaExiste
        ? .yaExiste(ruta: ruta) : .noSeCreo(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
    // This process's own creation: its watchers do not take it for another's (a file not
    // there is the empty one to them).
    if let real = try? Sistema.rutaReal(ruta) {
      GuardadosPropios.anotar(de: Huella([]), a: Huella(contenido), en: real)
    }
    do {
      try Sistema.sincronizarCarpeta(carpeta)
    } catch {
      throw .noSeCreo(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
  }

  // MARK: The protocol's steps

  /// Refuses bytes for the file that its reader would refuse (`Reglas.tamanoMaximo`), before
  /// anything is written: every league this writes (`cambiar`, `crear`) passes here, so
  /// marcador never leaves a league it cannot read back. The journal has no such bound.
  func legible(_ partes: [ArraySlice<UInt8>]) throws(ErrorArchivo) {
    let tamano = partes.reduce(0) { $0 + $1.count }
    guard tamano <= Reglas.tamanoMaximo else {
      throw .demasiadoGrande(ruta: ruta, tamano: tamano, limite: Reglas.tamanoMaximo)
    }
  }
}

/// The journal as a transaction read it (its last entry, and all of them when asked for), and
/// the league's fingerprint as read under the lock.
public struct DiarioLeido: Sendable {
  let lectura: Diario.Lectura
  public let huella: Huella

  /// The entries after `version` (none, unread, when it is the latest); `nil` when a line of
  /// the journal cannot be read: the change goes on without following its player, as changes
  /// go on then (undo and `historial` refuse).
  func entradas(tras version: Int) -> [EntradaDeDiario]? {
    guard let (ultima, _) = lectura.ultima(), ultima.numero > version else { return [] }
    return try? lectura.todas().filter { $0.numero > version }
  }
}
