import CSistema
import Glibc

/// A failed system call: its name and `errno`.
struct FalloSistema: Error {
  let llamada: String
  let errno: Int32
}

/// Thin wrappers over the POSIX calls the storage needs. Each return code is checked once,
/// here, and becomes a `FalloSistema` naming the call; `EINTR` is retried.
enum Sistema {
  /// `open(2)`.
  static func abrir(_ ruta: String, _ flags: Int32, modo: mode_t = 0) throws(FalloSistema) -> Int32
  {
    while true {
      let fd = open(ruta, flags, modo)
      if fd >= 0 { return fd }
      if errno != EINTR { throw FalloSistema(llamada: "open", errno: errno) }
    }
  }

  /// `fstat(2)`.
  static func estado(_ fd: Int32) throws(FalloSistema) -> stat {
    var s = stat()
    guard fstat(fd, &s) == 0 else { throw FalloSistema(llamada: "fstat", errno: errno) }
    return s
  }

  /// The size of the pieces a read or a write that someone watches goes in: small enough that
  /// a piece is still in the processor's cache when it is looked at again (1 MiB).
  static let trozo = 1 << 20

  /// Reads to the end of the file with `read(2)`.
  static func leerTodo(_ fd: Int32, tamanoPrevisto: Int) throws(FalloSistema) -> [UInt8] {
    try leerTodo(fd, tamanoPrevisto: tamanoPrevisto, pieza: Int.max, alLeer: { _ in })
  }

  /// Reads to the end of the file with `read(2)`, in pieces of `trozo` bytes, each shown to
  /// `alLeer` as soon as it arrives, in order.
  static func leerTodo(
    _ fd: Int32, tamanoPrevisto: Int, alLeer: (UnsafeRawBufferPointer) -> Void
  ) throws(FalloSistema) -> [UInt8] {
    try leerTodo(fd, tamanoPrevisto: tamanoPrevisto, pieza: trozo, alLeer: alLeer)
  }

  private static func leerTodo(
    _ fd: Int32, tamanoPrevisto: Int, pieza: Int, alLeer: (UnsafeRawBufferPointer) -> Void
  ) throws(FalloSistema) -> [UInt8] {
    // The expected size is read straight into uninitialized memory (no zero-filling 20 MB
    // first); a file that turns out longer grows the array as it goes.
    let capacidad = max(tamanoPrevisto, 0) + 1
    var error: Int32 = 0
    var datos = [UInt8](unsafeUninitializedCapacity: capacidad) { buffer, inicializados in
      prepararPaginas(UnsafeMutableRawBufferPointer(buffer))
      var hechos = 0
      while hechos < capacidad {
        let inicio = buffer.baseAddress.map { $0 + hechos }
        let n = read(fd, inicio, min(pieza, capacidad - hechos))
        if n > 0 {
          alLeer(UnsafeRawBufferPointer(start: inicio, count: n))
          hechos += n
        } else if n == 0 {
          break
        } else if errno != EINTR {
          error = errno
          break
        }
      }
      inicializados = hechos
    }
    if error != 0 { throw FalloSistema(llamada: "read", errno: error) }
    if datos.count < capacidad { return datos }
    var usados = datos.count
    while true {
      if usados == datos.count { datos += [UInt8](repeating: 0, count: max(datos.count, 4096)) }
      let n = datos.withUnsafeMutableBytes { p in
        let inicio = p.baseAddress.map { $0 + usados }
        let n = read(fd, inicio, min(pieza, p.count - usados))
        if n > 0 { alLeer(UnsafeRawBufferPointer(start: inicio, count: n)) }
        return n
      }
      if n > 0 {
        usados += n
      } else if n == 0 {
        break
      } else if errno != EINTR {
        throw FalloSistema(llamada: "read", errno: errno)
      }
    }
    datos.removeSubrange(usados...)
    return datos
  }

  /// Asks the kernel to back a large fresh buffer with memory in one call
  /// (`madvise(MADV_POPULATE_WRITE)`, Linux 5.14), rather than one page fault per 4 KiB page as
  /// `read(2)` first touches each; and, from 4 MiB, with 2 MiB pages where the kernel has them
  /// (`MADV_HUGEPAGE`, for transparent huge pages in `madvise` mode): a 25 MB league then takes
  /// a dozen pages to fill, walk and free instead of six thousand. Only hints: a kernel without
  /// them says `EINVAL`, and the buffer gets small pages as before.
  static func prepararPaginas(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let (inicio, largo) = paginasEnteras(buffer) else { return }
    if largo >= 4 << 20 { _ = madvise(inicio, largo, MADV_HUGEPAGE) }
    _ = madvise(inicio, largo, MADV_POPULATE_WRITE)
  }

  /// Only asks for 2 MiB pages, from 4 MiB (see `prepararPaginas`), for a buffer filled a
  /// piece at a time on another thread, where populating it all first would come before it.
  static func pedirPaginasGrandes(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let (inicio, largo) = paginasEnteras(buffer), largo >= 4 << 20 else { return }
    _ = madvise(inicio, largo, MADV_HUGEPAGE)
  }

  /// The whole pages inside a buffer of at least 1 MiB.
  private static func paginasEnteras(
    _ buffer: UnsafeMutableRawBufferPointer
  ) -> (UnsafeMutableRawPointer, Int)? {
    let pagina = Int(sysconf(Int32(_SC_PAGESIZE)))
    guard buffer.count >= 1 << 20, pagina > 0, let base = buffer.baseAddress else { return nil }
    let desde = (Int(bitPattern: base) + pagina - 1) / pagina * pagina
    let hasta = (Int(bitPattern: base) + buffer.count) / pagina * pagina
    guard hasta > desde, let inicio = UnsafeMutableRawPointer(bitPattern: desde) else { return nil }
    return (inicio, hasta - desde)
  }

  /// Reads the file and compares it with `conocidos` as it goes, in pieces of `trozo` bytes
  /// (each compared while it is still in the cache): `nil` when the file holds exactly those
  /// bytes (nothing else is kept in memory), else its bytes.
  static func leerSiCambio(_ fd: Int32, conocidos: [UInt8]) throws(FalloSistema) -> [UInt8]? {
    let s = try estado(fd)
    guard Int(s.st_size) == conocidos.count, s.st_mode & S_IFMT == S_IFREG else {
      return try leerTodo(fd, tamanoPrevisto: Int(s.st_size))
    }
    var pieza = [UInt8](repeating: 0, count: min(trozo, max(conocidos.count, 1)))
    var leidos = 0
    while true {
      let n = pieza.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw FalloSistema(llamada: "read", errno: errno)
      }
      if n == 0 { return leidos == conocidos.count ? nil : Array(conocidos[0..<leidos]) }
      let iguales = conocidos.withUnsafeBytes { c in
        pieza.withUnsafeBytes { t in
          guard leidos + n <= c.count, let leida = t.baseAddress, let conocida = c.baseAddress
          else { return false }
          return memcmp(leida, conocida + leidos, n) == 0
        }
      }
      if !iguales {
        // Changed: the known prefix, this piece, and the rest.
        var todos = Array(conocidos[0..<leidos]) + pieza[0..<n]
        todos += try leerTodo(fd, tamanoPrevisto: max(0, Int(s.st_size) - todos.count))
        return todos
      }
      leidos += n
    }
  }

  /// Writes every byte with `write(2)`, continuing after short writes, at most `trozo` bytes
  /// a call: with a whole league in one call, the kernel's copy ran up to ten times slower
  /// whenever another thread of the process was busy (measured here under `perf`).
  static func escribirTodo(_ fd: Int32, _ bytes: ArraySlice<UInt8>) throws(FalloSistema) {
    let error: Int32 = bytes.withUnsafeBytes { p in
      guard let base = p.baseAddress else { return 0 }
      var hecho = 0
      while hecho < p.count {
        let n = write(fd, base + hecho, min(trozo, p.count - hecho))
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

  /// Writes `partes` one after the other (`escribirTodo`) and asks the kernel to start writing
  /// each `trozo` to the disk as soon as it is in the page cache (`sync_file_range(2)`,
  /// SYNC_FILE_RANGE_WRITE), so that the disk works while the rest is still being copied and
  /// the `fsync` that must follow waits only for the last pieces (on this machine's disk, a
  /// 25 MB league's fsync went from about 12 ms to 4). Only a hint, whose failure is ignored:
  /// it neither replaces the `fsync` nor syncs any metadata.
  static func escribirEmpezandoASincronizar(
    _ fd: Int32, _ partes: [ArraySlice<UInt8>]
  ) throws(FalloSistema) {
    var escritos = 0
    var empezados = 0
    for parte in partes {
      var desde = parte.startIndex
      while desde < parte.endIndex {
        let hasta = min(desde + trozo - (escritos - empezados), parte.endIndex)
        try escribirTodo(fd, parte[desde..<hasta])
        escritos += hasta - desde
        desde = hasta
        if escritos - empezados >= trozo {
          _ = sistema_empezar_a_escribir(fd, Int64(empezados), Int64(escritos - empezados))
          empezados = escritos
        }
      }
    }
  }

  /// `fsync(2)`.
  static func sincronizar(_ fd: Int32) throws(FalloSistema) {
    guard fsync(fd) == 0 else { throw FalloSistema(llamada: "fsync", errno: errno) }
  }

  /// `close(2)`; an error here can mean the data never reached the disk.
  static func cerrar(_ fd: Int32) throws(FalloSistema) {
    guard close(fd) == 0 else { throw FalloSistema(llamada: "close", errno: errno) }
  }

  /// `fsync(2)` on a folder, so a rename or link in it survives a crash. File systems that
  /// cannot sync a folder answer `EINVAL`; that is not a failure of ours.
  static func sincronizarCarpeta(_ carpeta: String) throws(FalloSistema) {
    let fd = try abrir(carpeta, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { close(fd) }
    if fsync(fd) != 0, errno != EINVAL { throw FalloSistema(llamada: "fsync", errno: errno) }
  }

  /// `realpath(3)`: the file a path names, symlinks resolved.
  static func rutaReal(_ ruta: String) throws(FalloSistema) -> String {
    guard let p = realpath(ruta, nil) else { throw FalloSistema(llamada: "realpath", errno: errno) }
    defer { free(p) }
    return String(cString: p)
  }

  /// How a wait for the lock ended.
  enum FinDeEspera {
    case tomado, agotado, interrumpido
  }

  /// `flock(2)` with `LOCK_EX`, retried without blocking until `segundos` have passed.
  ///
  /// While it waits, SIGINT is held (blocked) and looked for between tries: Ctrl-C ends the
  /// wait (`.interrumpido`) instead of being lost until the save is done. `alEsperar` runs
  /// once, when the wait has lasted half a second (to say so).
  static func bloquear(_ fd: Int32, esperando segundos: Double, alEsperar: () -> Void = {})
    throws(FalloSistema) -> FinDeEspera
  {
    if flock(fd, LOCK_EX | LOCK_NB) == 0 { return .tomado }
    guard errno == EWOULDBLOCK || errno == EINTR else {
      throw FalloSistema(llamada: "flock", errno: errno)
    }
    var interrupcion = sigset_t()
    sigemptyset(&interrupcion)
    sigaddset(&interrupcion, SIGINT)
    var anterior = sigset_t()
    pthread_sigmask(SIG_BLOCK, &interrupcion, &anterior)
    defer { pthread_sigmask(SIG_SETMASK, &anterior, nil) }
    let inicio = ahora()
    let limite = inicio + segundos
    var avisado = false
    var pausa: UInt32 = 1_000
    while true {
      var pendientes = sigset_t()
      sigpending(&pendientes)
      if sigismember(&pendientes, SIGINT) == 1, sigismember(&anterior, SIGINT) == 0 {
        var cero = timespec()
        _ = sigtimedwait(&interrupcion, nil, &cero)
        return .interrumpido
      }
      if flock(fd, LOCK_EX | LOCK_NB) == 0 { return .tomado }
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw FalloSistema(llamada: "flock", errno: errno)
      }
      let momento = ahora()
      if momento >= limite { return .agotado }
      if !avisado, momento - inicio >= 0.5 {
        avisado = true
        alEsperar()
      }
      usleep(pausa)
      pausa = min(pausa * 2, 20_000)
    }
  }

  /// Seconds on the monotonic clock.
  static func ahora() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// `mkdir -p`: creates the folder and its missing parents.
  static func crearCarpetas(_ ruta: String) throws(FalloSistema) {
    var actual = ruta.hasPrefix("/") ? "" : "."
    for parte in ruta.split(separator: "/") {
      actual += "/" + parte
      if mkdir(actual, 0o777) != 0, errno != EEXIST {
        throw FalloSistema(llamada: "mkdir", errno: errno)
      }
    }
  }

  /// The names in a folder (`opendir`/`readdir`), or none if it cannot be read.
  static func nombres(en carpeta: String) -> [String] {
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
  static func separar(_ ruta: String) -> (carpeta: String, nombre: String) {
    guard let barra = ruta.lastIndex(of: "/") else { return (".", ruta) }
    let carpeta = String(ruta[..<barra])
    return (carpeta.isEmpty ? "/" : carpeta, String(ruta[ruta.index(after: barra)...]))
  }

  /// The process's umask, read without changing it for longer than one call.
  static func mascara() -> mode_t {
    let actual = umask(0o022)
    umask(actual)
    return actual
  }
}
