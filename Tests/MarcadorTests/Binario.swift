// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import FormatoDeLiga
import Foundation
import Glibc
import Testing

/// What one run of the built `marcador` did.
struct Ejecucion {
  /// The exit status; -1 when a signal ended the process.
  let codigo: Int32
  let salida: String
  let errores: String
  /// The signal that ended the process (WIFSIGNALED, WTERMSIG), or nil if it exited.
  var senal: Int32? = nil
}

/// The `marcador` built next to this test bundle.
let rutaDelBinario: String = {
  if let propia = ProcessInfo.processInfo.environment["MARCADOR_BIN"] { return propia }
  let ejecutable =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
  return URL(fileURLWithPath: ejecutable).deletingLastPathComponent().appendingPathComponent(
    "marcador"
  ).path
}()

/// A temporary folder for one test, with a tournament path inside it.
final class Escenario: Sendable {
  let carpeta: String
  /// Where the league is: the file `t.json` in the folder, or a fresh schema on the test server.
  let almacen: Almacen
  private let esquema: EsquemaDePrueba?
  var torneo: String { esquema?.url ?? carpeta + "/t.json" }

  /// A child that exits without reading all its input must not kill the test process with
  /// SIGPIPE when the rest is written: the write fails with EPIPE instead.
  private static let sinSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

  init(_ almacen: Almacen = .archivo) throws {
    Escenario.sinSIGPIPE
    self.almacen = almacen
    esquema = almacen == .servidor ? try EsquemaDePrueba() : nil
    carpeta =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("marcador-e2e-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: carpeta, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: carpeta) }

  /// The environment of a run: a clean one (no inherited language, terminal or tournament),
  /// with HOME and the XDG folders inside the scenario.
  func entorno(_ extra: [String: String]) -> [String: String] {
    var e = [
      "PATH": "/usr/bin:/bin", "HOME": carpeta, "XDG_DATA_HOME": carpeta + "/datos",
      "XDG_STATE_HOME": carpeta + "/estado", "MARCADOR_ESPERA": "5",
    ]
    // Sanitizer settings reach the binary too (make sanitize).
    for clave in ["ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
      if let valor = ProcessInfo.processInfo.environment[clave] { e[clave] = valor }
    }
    for (clave, valor) in extra { e[clave] = valor }
    return e.filter { !$0.value.isEmpty }
  }

  /// Runs `marcador` with `argumentos`, `entrada` on a pipe, and waits for it.
  @discardableResult
  func marcador(_ argumentos: [String], entrada: String = "", entorno extra: [String: String] = [:])
    throws -> Ejecucion
  {
    try ejecutar(rutaDelBinario, argumentos, entrada: Data(entrada.utf8), entorno: entorno(extra))
  }

  /// Runs `marcador --torneo t.json …`.
  @discardableResult
  func enTorneo(_ argumentos: [String], entrada: String = "", entorno extra: [String: String] = [:])
    throws -> Ejecucion
  {
    try marcador(["--torneo", torneo] + argumentos, entrada: entrada, entorno: extra)
  }

  func ejecutar(
    _ programa: String, _ argumentos: [String], entrada: Data, entorno: [String: String]
  )
    throws -> Ejecucion
  {
    // Output goes to files the child opens: no pipe can fill up and block it, and this process
    // holds no descriptor of them.
    let id = UUID().uuidString
    let rutaSalida = carpeta + "/.salida-" + id
    let rutaErrores = carpeta + "/.errores-" + id
    defer {
      try? FileManager.default.removeItem(atPath: rutaSalida)
      try? FileManager.default.removeItem(atPath: rutaErrores)
    }
    // Every descriptor of the run is closed here, by this call, before it returns: none is
    // left for a deinit on another thread to close later, when its number may already be a
    // concurrent test's pipe (a close of a reused number once made Foundation's own
    // `closeFile()` in `Process.run()` fail with EBADF and abort the whole test process).
    var tuberia: [Int32] = [0, 0]
    guard pipe(&tuberia) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    for fd in tuberia { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let (lectura, escritura) = (tuberia[0], tuberia[1])
    let pid: pid_t
    do {
      pid = try Hijo.lanzar(
        [programa] + argumentos, entrada: .copia(lectura), salida: .archivo(rutaSalida),
        errores: .archivo(rutaErrores), entorno: entorno, carpeta: carpeta)
    } catch {
      close(lectura)
      close(escritura)
      throw error
    }
    close(lectura)
    let escrito = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let bytes = [UInt8](entrada)
      var hecho = 0
      while hecho < bytes.count {
        let n = bytes[hecho...].withUnsafeBytes { write(escritura, $0.baseAddress, $0.count) }
        if n > 0 {
          hecho += n
        } else if n == -1 && errno == EINTR {
          continue
        } else {
          break
        }
      }
      close(escritura)
      escrito.signal()
    }
    let (codigo, senal) = Hijo.terminacion(pid)
    escrito.wait()
    let salida = try String(contentsOfFile: rutaSalida, encoding: .utf8)
    let errores = try String(contentsOfFile: rutaErrores, encoding: .utf8)
    return Ejecucion(codigo: codigo, salida: salida, errores: errores, senal: senal)
  }

  func bytes(_ ruta: String? = nil) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: ruta ?? torneo)))
  }

  func escribir(_ texto: String, en ruta: String? = nil) throws {
    try Data(texto.utf8).write(to: URL(fileURLWithPath: ruta ?? torneo))
  }

  /// The league's URL as server role `rol` (`EsquemaDePrueba.url(comoRol:)`): another clerk.
  func torneo(comoRol rol: String) throws -> String {
    try #require(esquema, "solo en el servidor").url(comoRol: rol)
  }

  /// The league's URL as server role `rol` with no rights but the league's own
  /// (`EsquemaDePrueba.url(deRol:)`).
  func torneo(deRol rol: String) throws -> String {
    try #require(esquema, "solo en el servidor").url(deRol: rol)
  }

  /// Creates the sample league at the scenario's tournament path.
  func conLigaDeEjemplo() throws -> Escenario {
    let r = try enTorneo(["iniciar", "--ejemplo"])
    #expect(r.codigo == 0)
    return self
  }

  /// The temporary files of saves in the scenario's folder.
  func temporales() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: carpeta)) ?? []).filter {
      $0.contains(".tmp-")
    }
  }

  /// Every name in the scenario's folder but the test's own (`datos`, `estado`, logs).
  func junto() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: carpeta)) ?? []).filter {
      $0.hasPrefix("t.json") || $0.hasPrefix(".t.json")
    }.sorted()
  }

  /// The sample league with an unknown member of 2 MiB: a large league, read and written in
  /// many pieces.
  func conLigaGrande() throws -> Escenario {
    var bytes = try conLigaDeEjemplo().bytes()
    let llave = try #require(bytes.firstIndex(of: UInt8(ascii: "{")))
    let relleno = "\"relleno\": \"" + String(repeating: "a", count: 2 << 20) + "\",\n"
    bytes.insert(contentsOf: Array(relleno.utf8), at: llave + 1)
    try Data(bytes).write(to: URL(fileURLWithPath: torneo))
    return self
  }
}

/// Whether `nuevo` is `viejo` with one run of bytes inserted.
func esInsercion(_ viejo: [UInt8], _ nuevo: [UInt8]) -> Bool {
  guard nuevo.count > viejo.count else { return false }
  var inicio = 0
  while inicio < viejo.count, viejo[inicio] == nuevo[inicio] { inicio += 1 }
  return Array(viejo[inicio...]) == Array(nuevo[(inicio + nuevo.count - viejo.count)...])
}
