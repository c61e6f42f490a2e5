// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// A failed system call: its name and `errno`.
public struct FalloSistema: Error {
  public let llamada: String
  public let errno: Int32

  public init(llamada: String, errno: Int32) {
    (self.llamada, self.errno) = (llamada, errno)
  }
}

/// The `errno` values other modules tell apart, by name: no module but this one imports Glibc.
public enum Errno {
  public static let noExiste = ENOENT
  public static let sinPermiso = EACCES
  public static let noPermitido = EPERM
  public static let yaExiste = EEXIST
  public static let esCarpeta = EISDIR
  public static let noEsCarpeta = ENOTDIR
  public static let sinEspacio = ENOSPC
  public static let sinCuota = EDQUOT
  public static let demasiadoGrande = EFBIG
  public static let entradaSalida = EIO
  public static let soloLectura = EROFS
  public static let demasiadosEnlaces = ELOOP
  public static let rutaLarga = ENAMETOOLONG
  public static let otroSistemaDeArchivos = EXDEV
}

/// What a file's `stat` says that other modules ask, so that they need no `S_IF…` constant.
extension stat {
  /// A folder's (`S_IFDIR`).
  public var esCarpeta: Bool { st_mode & S_IFMT == S_IFDIR }
  /// A symlink's (`S_IFLNK`: `lstat`'s answer).
  public var esEnlace: Bool { st_mode & S_IFMT == S_IFLNK }
}

/// Thin wrappers over the POSIX calls marcador makes: no module but this one imports Glibc
/// (scripts/importaciones.py checks it). Each return code is checked once, here, and becomes a
/// `FalloSistema` naming the call; `EINTR` is retried. Descriptors are `Int32`, `errno` values
/// the `Int32` of `FalloSistema.errno` (named in `Errno`), a file's state Glibc's `stat`.
public enum Sistema {
  /// A file's state, as `fstat(2)` and `stat(2)` give it.
  public typealias Estado = stat

  /// How `abrir` opens a file (`open(2)`'s flags): for reading when empty. Every descriptor
  /// is close-on-exec as well (`O_CLOEXEC`), so that none leaks into a program marcador runs.
  public struct Apertura: OptionSet, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let escritura = Apertura(rawValue: O_WRONLY)
    public static let crear = Apertura(rawValue: O_CREAT)
    public static let exclusiva = Apertura(rawValue: O_EXCL)
    public static let sinSeguirEnlace = Apertura(rawValue: O_NOFOLLOW)
    public static let carpeta = Apertura(rawValue: O_DIRECTORY)
  }

  /// `open(2)`, close-on-exec.
  public static func abrir(_ ruta: String, _ apertura: Apertura = [], modo: mode_t = 0)
    throws(FalloSistema) -> Int32
  {
    while true {
      let fd = open(ruta, apertura.rawValue | O_CLOEXEC, modo)
      if fd >= 0 { return fd }
      if errno != EINTR { throw FalloSistema(llamada: "open", errno: errno) }
    }
  }

  /// `fstat(2)`.
  public static func estado(_ fd: Int32) throws(FalloSistema) -> stat {
    var s = stat()
    guard fstat(fd, &s) == 0 else { throw FalloSistema(llamada: "fstat", errno: errno) }
    return s
  }

  /// `stat(2)`, or `lstat(2)` with `siguiendo: false` (the link itself).
  public static func estado(de ruta: String, siguiendo: Bool = true) throws(FalloSistema) -> stat {
    var s = stat()
    let hecho = siguiendo ? stat(ruta, &s) : lstat(ruta, &s)
    guard hecho == 0 else {
      throw FalloSistema(llamada: siguiendo ? "stat" : "lstat", errno: errno)
    }
    return s
  }

  /// `open(2)` of a file made if it is not there, with its folder's `modoNuevo` (`fchmod(2)`,
  /// past the umask, by the process that made it: `O_EXCL`).
  public static func abrirOCrear(_ ruta: String, _ apertura: Apertura = [])
    throws(FalloSistema) -> Int32
  {
    while true {
      do {
        return try abrir(ruta, apertura)
      } catch {
        guard error.errno == ENOENT else { throw error }
      }
      let fd: Int32
      do {
        fd = try abrir(ruta, apertura.union([.crear, .exclusiva]), modo: 0o600)
      } catch {
        // Made by another process meanwhile: opened as it is.
        if error.errno == EEXIST { continue }
        throw error
      }
      do {
        try cambiarModo(fd, modoNuevo(en: separar(ruta).carpeta))
      } catch {
        soltar(fd)
        throw error
      }
      return fd
    }
  }

  /// Reads to the end of the file with `read(2)`; `tamanoPrevisto` (what `fstat` said) is
  /// read straight into uninitialized memory, and a file that turns out longer grows the array.
  /// Never more than `maximo + 1` bytes are read: that many say the file is larger than
  /// `maximo` (an endless one, `/dev/zero`, is never read to its end).
  public static func leerTodo(_ fd: Int32, tamanoPrevisto: Int, maximo: Int = .max)
    throws(FalloSistema)
    -> [UInt8]
  {
    let tope = maximo == .max ? maximo : maximo + 1
    let capacidad = min(max(tamanoPrevisto, 0) + 1, tope)
    var error: Int32 = 0
    var datos = [UInt8](unsafeUninitializedCapacity: capacidad) { buffer, inicializados in
      inicializados = leerHasta(fd, buffer.baseAddress, capacidad, &error)
    }
    if error != 0 { throw FalloSistema(llamada: "read", errno: error) }
    while datos.count >= capacidad, datos.count < tope {
      let usados = datos.count
      let pedidos = min(max(usados, 4096), tope - usados)
      datos += [UInt8](repeating: 0, count: pedidos)
      let n = datos.withUnsafeMutableBufferPointer { p in
        leerHasta(fd, p.baseAddress.map { $0 + usados }, pedidos, &error)
      }
      datos.removeSubrange((usados + n)...)
      if error != 0 { throw FalloSistema(llamada: "read", errno: error) }
      if n < pedidos { break }
    }
    return datos
  }

  /// `read(2)` into `destino` until `capacidad` bytes or the end of the file: how many were
  /// read (`error` gets the `errno` of a failure).
  private static func leerHasta(
    _ fd: Int32, _ destino: UnsafeMutablePointer<UInt8>?, _ capacidad: Int, _ error: inout Int32
  ) -> Int {
    var hechos = 0
    while hechos < capacidad {
      let n = read(fd, destino.map { $0 + hechos }, capacidad - hechos)
      if n > 0 {
        hechos += n
      } else if n == 0 {
        break
      } else if errno != EINTR {
        error = errno
        break
      }
    }
    return hechos
  }

  /// The size of the pieces `leerSiCambio` compares: small enough to stay in the processor's
  /// cache, so the known bytes and the file's are compared as each piece arrives.
  public static let trozo = 1 << 20

  /// Reads the file and compares it with `conocidos` as it goes, one `trozo` at a time: `nil`
  /// when the file holds exactly those bytes (nothing else is kept in memory), else its bytes,
  /// `maximo + 1` of them at most (a league's reading: `Reglas.tamanoMaximo`).
  public static func leerSiCambio(_ fd: Int32, conocidos: [UInt8], maximo: Int)
    throws(FalloSistema) -> [UInt8]?
  {
    let s = try estado(fd)
    guard Int(s.st_size) == conocidos.count, s.st_mode & S_IFMT == S_IFREG else {
      return try leerTodo(fd, tamanoPrevisto: Int(s.st_size), maximo: maximo)
    }
    var pieza = [UInt8](repeating: 0, count: min(trozo, max(conocidos.count, 1)))
    var leidos = 0
    while true {
      var error: Int32 = 0
      let n = pieza.withUnsafeMutableBufferPointer {
        leerHasta(fd, $0.baseAddress, $0.count, &error)
      }
      if error != 0 { throw FalloSistema(llamada: "read", errno: error) }
      let iguales = conocidos.withUnsafeBytes { c in
        pieza.withUnsafeBytes { t in
          guard leidos + n <= c.count, let leida = t.baseAddress, let conocida = c.baseAddress
          else { return false }
          return n == 0 || mismosBytes(leida, conocida + leidos, n)
        }
      }
      if !iguales {
        // Changed: the known prefix, this piece, and the rest.
        var todos = Array(conocidos[0..<leidos]) + pieza[0..<n]
        todos += try leerTodo(
          fd, tamanoPrevisto: max(0, Int(s.st_size) - todos.count),
          maximo: maximo - todos.count)
        return todos
      }
      leidos += n
      if n < pieza.count { return leidos == conocidos.count ? nil : Array(conocidos[0..<leidos]) }
    }
  }

  /// Whether the `n` bytes at `a` and at `b` are the same (`memcmp(3)`, which compares many at a
  /// time): the JSON reader's comparison of two keys, and `leerSiCambio`'s.
  @inlinable
  public static func mismosBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ n: Int) -> Bool {
    memcmp(a, b, n) == 0
  }

  /// Writes every byte with `write(2)`, continuing after short writes.
  public static func escribirTodo(_ fd: Int32, _ bytes: ArraySlice<UInt8>) throws(FalloSistema) {
    let error: Int32 = bytes.withUnsafeBytes { p in
      guard let base = p.baseAddress else { return 0 }
      var hecho = 0
      while hecho < p.count {
        let n = write(fd, base + hecho, p.count - hecho)
        if n >= 0 {
          hecho += n
        } else if errno != EINTR {
          return errno
        }
      }
      return 0
    }
    if error != 0 { throw FalloSistema(llamada: "write", errno: error) }
  }

  /// `fsync(2)`.
  public static func sincronizar(_ fd: Int32) throws(FalloSistema) {
    guard fsync(fd) == 0 else { throw FalloSistema(llamada: "fsync", errno: errno) }
  }

  /// `close(2)`; an error here can mean the data never reached the disk.
  public static func cerrar(_ fd: Int32) throws(FalloSistema) {
    guard close(fd) == 0 else { throw FalloSistema(llamada: "close", errno: errno) }
  }

  /// `close(2)` of a descriptor only read from, or on a path that already failed: its answer
  /// changes nothing.
  public static func soltar(_ fd: Int32) { _ = close(fd) }

  /// `fchmod(2)`.
  public static func cambiarModo(_ fd: Int32, _ modo: mode_t) throws(FalloSistema) {
    guard fchmod(fd, modo) == 0 else { throw FalloSistema(llamada: "fchmod", errno: errno) }
  }

  /// `fchown(2)` to the owner and group of `s`, as far as this process may: root gives the
  /// file to that owner and group; anyone else keeps it (only root may give a file away) and
  /// gives it that group when it is one of its own. A refusal leaves the file as it was, which
  /// is no failure.
  public static func darDueno(_ fd: Int32, a s: stat) {
    _ = fchown(fd, geteuid() == 0 ? s.st_uid : uid_t.max, s.st_gid)
  }

  /// `ftruncate(2)`.
  public static func truncar(_ fd: Int32, en tamano: Int) throws(FalloSistema) {
    guard ftruncate(fd, off_t(tamano)) == 0 else {
      throw FalloSistema(llamada: "ftruncate", errno: errno)
    }
  }

  /// `lseek(2)` to an offset from the start.
  public static func irA(_ fd: Int32, _ posicion: Int) throws(FalloSistema) {
    guard lseek(fd, off_t(posicion), SEEK_SET) >= 0 else {
      throw FalloSistema(llamada: "lseek", errno: errno)
    }
  }

  /// `rename(2)`.
  public static func renombrar(_ desde: String, a hasta: String) throws(FalloSistema) {
    guard rename(desde, hasta) == 0 else { throw FalloSistema(llamada: "rename", errno: errno) }
  }

  /// `link(2)`.
  public static func enlazar(_ existente: String, a nuevo: String) throws(FalloSistema) {
    guard link(existente, nuevo) == 0 else { throw FalloSistema(llamada: "link", errno: errno) }
  }

  /// `unlink(2)` of a file of ours that is no longer wanted: one already gone is no matter.
  public static func borrar(_ ruta: String) { _ = unlink(ruta) }

  /// `readlink(2)`: what a symlink points at, as written in it.
  public static func destinoDeEnlace(_ ruta: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(ruta, &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `fsync(2)` on a folder, so a rename or link in it survives a crash. File systems that
  /// cannot sync a folder answer `EINVAL`; that is not a failure of ours.
  public static func sincronizarCarpeta(_ carpeta: String) throws(FalloSistema) {
    let fd = try abrir(carpeta, .carpeta)
    defer { soltar(fd) }
    if fsync(fd) != 0, errno != EINVAL { throw FalloSistema(llamada: "fsync", errno: errno) }
  }

  /// `realpath(3)`: the file a path names, symlinks resolved.
  public static func rutaReal(_ ruta: String) throws(FalloSistema) -> String {
    guard let p = realpath(ruta, nil) else { throw FalloSistema(llamada: "realpath", errno: errno) }
    defer { free(p) }
    return String(cString: p)
  }

  /// How a wait for the lock ended.
  public enum FinDeEspera {
    case tomado, agotado, interrumpido
  }

  /// `flock(2)` with `LOCK_EX`, retried without blocking until `segundos` have passed.
  ///
  /// While it waits, Ctrl-C is looked for between tries in `ctrlC` (SIGINT held by the
  /// caller): it ends the wait (`.interrumpido`) instead of being lost until the save is done.
  /// `alEsperar` runs once, when the wait has lasted half a second (to say so).
  public static func bloquear(
    _ fd: Int32, esperando segundos: Double, ctrlC: inout CtrlCRetenido,
    alEsperar: () -> Void = {}
  ) throws(FalloSistema) -> FinDeEspera {
    let inicio = CtrlCRetenido.ahora()
    let limite = inicio + segundos
    var avisado = false
    var pausa: UInt32 = 1_000
    while true {
      if ctrlC.pulsado() { return .interrumpido }
      if flock(fd, LOCK_EX | LOCK_NB) == 0 { return .tomado }
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw FalloSistema(llamada: "flock", errno: errno)
      }
      let momento = CtrlCRetenido.ahora()
      if momento >= limite { return .agotado }
      if !avisado, momento - inicio >= 0.5 {
        avisado = true
        alEsperar()
      }
      pausar(microsegundos: pausa)
      pausa = min(pausa * 2, 20_000)
    }
  }

  /// `usleep(3)`: this thread waits that long.
  public static func pausar(microsegundos: UInt32) { usleep(microsegundos) }

  /// `mkdir -p`: creates the folder and its missing parents.
  public static func crearCarpetas(_ ruta: String) throws(FalloSistema) {
    var actual = ruta.hasPrefix("/") ? "" : "."
    for parte in ruta.split(separator: "/") {
      actual += "/" + parte
      if mkdir(actual, 0o777) != 0, errno != EEXIST {
        throw FalloSistema(llamada: "mkdir", errno: errno)
      }
    }
  }

  /// The names in a folder (`opendir`/`readdir`), or none if it cannot be read.
  public static func nombres(en carpeta: String) -> [String] {
    guard let d = opendir(carpeta) else { return [] }
    defer { closedir(d) }
    var resultado: [String] = []
    while let entrada = readdir(d) {
      let nombre = withUnsafeBytes(of: entrada.pointee.d_name) { p in
        String(decoding: p.prefix { $0 != 0 }, as: UTF8.self)
      }
      resultado.append(nombre)
    }
    return resultado
  }

  /// The folder and the last component of a path.
  public static func separar(_ ruta: String) -> (carpeta: String, nombre: String) {
    guard let barra = ruta.lastIndex(of: "/") else { return (".", ruta) }
    let carpeta = String(ruta[..<barra])
    return (carpeta.isEmpty ? "/" : carpeta, String(ruta[ruta.index(after: barra)...]))
  }

  /// A terminal's size in rows and columns (`ioctl(TIOCGWINSZ)`); `nil` for a descriptor that
  /// is no terminal or one that says no size.
  public static func tamano(de fd: Int32) -> (filas: Int, columnas: Int)? {
    var tamano = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &tamano) == 0, tamano.ws_col > 0, tamano.ws_row > 0 else {
      return nil
    }
    return (Int(tamano.ws_row), Int(tamano.ws_col))
  }

  /// The process's umask, read without changing it for longer than one call.
  public static func mascara() -> mode_t {
    let actual = umask(0o022)
    umask(actual)
    return actual
  }
}
