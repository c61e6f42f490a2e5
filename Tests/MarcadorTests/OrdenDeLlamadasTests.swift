// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import LlamadasAlSistema
import Testing

/// The save's system calls, as `strace` records them from a real run: what a power cut would
/// test, without a power cut (the property ALICE, OSDI '14, checks). `strace` sees the calls the
/// kernel gets whatever library or wrapper made them (`open` or `openat`, `rename` or
/// `renameat2`), decodes their flags and names each descriptor's path (`-y`); the checks speak
/// only of paths, so calls on other paths (a journal beside the file, the output) may come and
/// go without breaking them.
struct OrdenDeLlamadasTests {
  /// One system call: its name, its arguments as strace printed them, the paths it concerns
  /// (a descriptor's, or the names it was given, made absolute) and its result.
  struct Llamada: CustomStringConvertible {
    /// The thread that made it (`strace -f` names it; 0 if it did not).
    var hilo = 0
    let nombre: String
    let argumentos: String
    let rutas: [String]
    let resultado: Int
    var description: String { "\(nombre)(\(argumentos)) = \(resultado)" }
  }

  static let strace = "/usr/bin/strace"

  /// `orden` (a program and its arguments) as run under strace with `opciones` (which calls,
  /// and a fault to inject in them: `inject=write:delay_exit=500000`), its record discarded.
  static func conStrace(_ opciones: [String], _ orden: [String]) -> [String] {
    [strace, "-o", "/dev/null"] + opciones + orden
  }
  static let llamadas = [
    "open", "openat", "openat2", "creat", "write", "pwrite64", "writev", "pwritev", "pwritev2",
    "fsync", "fdatasync", "rename", "renameat", "renameat2", "flock", "close",
    "ftruncate", "truncate", "link", "linkat", "symlink", "symlinkat", "unlink", "unlinkat",
  ]

  /// Reads `strace -f -y` output. A call that another thread's interrupted (`<unfinished
  /// ...>`, then `<... resumed>`) is put back together, in the place where it ended: a large
  /// file is compared on a thread of its own.
  static func leer(_ traza: String) -> [Llamada] {
    let linea = #/^(?:\d+\s+)?([a-z0-9_]+)\((.*)\)\s+=\s+(-?\d+)(?:<([^>]*)>)?/#
    let reanudada = #/<\.\.\. [a-z0-9_]+ resumed>/#
    var empezadas: [Substring: String] = [:]
    var resultado: [Llamada] = []
    for partida in traza.split(separator: "\n") {
      let hilo = partida.prefix { $0.isNumber }
      var texto = String(partida)
      if let corte = texto.range(of: " <unfinished ...>") {
        empezadas[hilo] = String(texto[..<corte.lowerBound])
        continue
      }
      if let resto = try? reanudada.firstMatch(in: texto), let inicio = empezadas[hilo] {
        empezadas[hilo] = nil
        texto = inicio + texto[resto.range.upperBound...]
      }
      guard let m = try? linea.firstMatch(in: texto) else { continue }
      let argumentos = String(m.2)
      // Descriptors as strace names them: `3</carpeta/t.json>`; AT_FDCWD</carpeta> too.
      let descriptores = argumentos.matches(of: #/<([^>]*)>/#).map { String($0.1) }
      let nombres = argumentos.matches(of: #/"([^"]*)"/#).map { String($0.1) }
      func absoluta(_ nombre: String) -> String {
        nombre.hasPrefix("/") ? nombre : (descriptores.first ?? "") + "/" + nombre
      }
      var rutas: [String]
      switch String(m.1) {
      case "open", "openat", "openat2", "creat":
        rutas = [m.4.map(String.init) ?? nombres.first.map(absoluta) ?? ""]
      case "rename", "renameat", "renameat2", "link", "linkat", "unlink", "unlinkat", "truncate":
        rutas = nombres.map(absoluta)
      default:
        rutas = Array(descriptores.prefix(1))
      }
      resultado.append(
        Llamada(
          hilo: Int(hilo) ?? 0,
          nombre: String(m.1), argumentos: argumentos, rutas: rutas,
          resultado: Int(m.3) ?? -1))
    }
    return resultado
  }

  /// A call interrupted by another thread's is read whole, where it ended.
  @Test func unaLlamadaPartidaPorOtroHiloSeRecompone() {
    let traza = """
      7 openat(AT_FDCWD</c>, "t.json", O_RDONLY|O_CLOEXEC <unfinished ...>
      6 write(5</c/.t.json.tmp-6-a>, ""..., 70) = 70
      7 <... openat resumed>) = 4</c/t.json>
      7 close(4</c/t.json>) = 0
      """
    let llamadas = OrdenDeLlamadasTests.leer(traza)
    #expect(llamadas.map(\.nombre) == ["write", "openat", "close"])
    #expect(llamadas[1].rutas == ["/c/t.json"] && llamadas[1].resultado == 4)
  }

  /// On the sample league, and on a large one (2 MiB): the same calls in the same order.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: strace), "strace (make deps installs it)"),
    arguments: [false, true])
  func unAltaSigueElProtocolo(grande: Bool) throws {
    let e = try grande ? Escenario().conLigaGrande() : Escenario().conLigaDeEjemplo()
    let viejo = try e.bytes()
    let traza = e.carpeta + "/traza"
    let r = try e.ejecutar(
      OrdenDeLlamadasTests.strace,
      [
        "-f", "-y", "-qq", "-s", "0", "-o", traza,
        "-e", "trace=" + OrdenDeLlamadasTests.llamadas.joined(separator: ","),
        rutaDelBinario, "--torneo", e.torneo, "anadir", "Rayo FC", "--nombre", "Bea",
      ], entrada: Data(), entorno: e.entorno([:]))
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try e.bytes() != viejo)
    let todas = OrdenDeLlamadasTests.leer(try String(contentsOfFile: traza, encoding: .utf8))
    let (archivo, cerrojo, carpeta) = (e.torneo, e.torneo + ".lock", e.carpeta)
    func en(_ ruta: String) -> (Llamada) -> Bool { { $0.rutas.first == ruta } }
    func indices(_ condicion: (Llamada) -> Bool) -> [Int] {
      todas.indices.filter { condicion(todas[$0]) }
    }
    let escrituras = ["write", "pwrite64", "writev", "pwritev", "pwritev2"]
    let sincronizaciones = ["fsync", "fdatasync"]
    let contexto = Comment(rawValue: todas.map(\.description).joined(separator: "\n"))

    // 1. The lock: an exclusive flock on <file>.lock.
    let bloqueo = try #require(
      indices {
        $0.nombre == "flock" && en(cerrojo)($0) && $0.argumentos.contains("LOCK_EX")
          && $0.resultado == 0
      }.first, contexto)
    // 2. One rename over the file; what it renames is the temporary file, in the same folder.
    // (Renames of other files, a journal's say, are not this check's business.)
    let renombres = indices {
      ["rename", "renameat", "renameat2"].contains($0.nombre) && $0.rutas.count == 2
        && $0.rutas.last == archivo
    }
    #expect(renombres.count == 1, contexto)
    let renombre = try #require(renombres.first, contexto)
    #expect(todas[renombre].resultado == 0, contexto)
    let temporal = try #require(todas[renombre].rutas.first, contexto)
    #expect(
      URL(fileURLWithPath: temporal).deletingLastPathComponent().path == carpeta, "\(temporal)")
    // 3. Under the lock the file is read again (or compared with what was read), and the
    // reading ends (its descriptor is closed) before the temporary file is even created.
    let aperturaTemporal = try #require(
      indices { $0.nombre.hasPrefix("open") && en(temporal)($0) && $0.resultado >= 0 }.first,
      contexto)
    let banderas = todas[aperturaTemporal].argumentos
    for bandera in ["O_CREAT", "O_EXCL", "O_NOFOLLOW"] {
      #expect(banderas.contains(bandera), "the temporary file's open lacks \(bandera): \(banderas)")
    }
    #expect(bloqueo < aperturaTemporal, contexto)
    let relectura = try #require(
      indices { $0.nombre.hasPrefix("open") && en(archivo)($0) }.first { $0 > bloqueo },
      "the file is re-read under the lock: \(contexto)")
    #expect(
      indices { $0.nombre == "close" && en(archivo)($0) }.contains {
        relectura < $0 && $0 < aperturaTemporal
      }, "the re-reading ends before the temporary file is created: \(contexto)")
    // 4. The bytes go to the temporary file, are synced, and only then renamed.
    let escritos = indices { escrituras.contains($0.nombre) && en(temporal)($0) }
    #expect(!escritos.isEmpty, contexto)
    #expect(escritos.allSatisfy { aperturaTemporal < $0 && $0 < renombre }, contexto)
    let ultimaEscritura = escritos.last ?? renombre
    #expect(
      indices { sincronizaciones.contains($0.nombre) && en(temporal)($0) && $0.resultado == 0 }
        .contains { ultimaEscritura < $0 && $0 < renombre },
      "fsync of the temporary file between its last write and the rename: \(contexto)")
    // 5. The folder is synced after the rename, still under the lock.
    let sincronizacionCarpeta = try #require(
      indices { sincronizaciones.contains($0.nombre) && en(carpeta)($0) && $0.resultado == 0 }
        .first { $0 > renombre }, "fsync of the folder after the rename: \(contexto)")
    let soltado = indices {
      en(cerrojo)($0)
        && ($0.nombre == "close" || ($0.nombre == "flock" && $0.argumentos.contains("LOCK_UN")))
    }.first { $0 > bloqueo }
    #expect(
      soltado.map { $0 > sincronizacionCarpeta } ?? true,
      "the lock is held until the folder is synced: \(contexto)")
    // 6. Nothing but the temporary file, the journal and the lock is ever created in the
    // folder, and no file gets a second name: a large league leaves no hidden copy behind.
    #expect(
      !todas.contains { ["link", "linkat", "symlink", "symlinkat"].contains($0.nombre) }, contexto)
    // (Only in the folder: a sanitizer's runtime makes files of its own in /tmp.)
    let creados = Set(
      indices { $0.nombre.hasPrefix("open") && $0.argumentos.contains("O_CREAT") }.compactMap {
        todas[$0].rutas.first
      }.filter { $0.hasPrefix(carpeta + "/") })
    #expect(creados == [temporal, archivo + ".diario", cerrojo], contexto)
    // 7. The file itself is never opened for writing, written, truncated or removed.
    for k in indices(en(archivo)) {
      let llamada = todas[k]
      let abreParaEscribir =
        llamada.nombre.hasPrefix("open")
        && ["O_WRONLY", "O_RDWR", "O_TRUNC", "O_CREAT", "O_APPEND"].contains {
          llamada.argumentos.contains($0)
        }
      #expect(!abreParaEscribir, "\(llamada)")
      #expect(
        !(escrituras + ["ftruncate", "truncate", "unlink", "unlinkat"]).contains(llamada.nombre)
          || llamada.resultado < 0, "\(llamada)")
    }
    print(
      "orden de las llamadas\(grande ? " (liga grande)" : ""): flock → relectura → open(O_CREAT|O_EXCL|O_NOFOLLOW) del temporal en la misma carpeta → \(escritos.count) write → fsync → diario → rename sobre el archivo → fsync de la carpeta → cerrojo soltado; el archivo nunca abierto para escribir (\(todas.count) llamadas registradas por strace)"
    )
  }

  /// The durable write's calls for the file at `ruta` (`Sistema.sustituir`): a temporary file
  /// in the same folder opened O_CREAT|O_EXCL|O_NOFOLLOW, written, synced, renamed over the
  /// file, then the folder synced.
  static func comprobarSustitucion(de ruta: String, en todas: [Llamada]) throws {
    let contexto = Comment(rawValue: todas.map(\.description).joined(separator: "\n"))
    let carpeta = URL(fileURLWithPath: ruta).deletingLastPathComponent().path
    let renombre = try #require(
      todas.indices.first {
        ["rename", "renameat", "renameat2"].contains(todas[$0].nombre)
          && todas[$0].rutas.last == ruta && todas[$0].resultado == 0
      }, "no rename over \(ruta): \(contexto)")
    let temporal = try #require(todas[renombre].rutas.first)
    #expect(URL(fileURLWithPath: temporal).deletingLastPathComponent().path == carpeta)
    let apertura = try #require(
      todas.indices.first {
        todas[$0].nombre.hasPrefix("open") && todas[$0].rutas.first == temporal
      },
      contexto)
    for bandera in ["O_CREAT", "O_EXCL", "O_NOFOLLOW"] {
      #expect(todas[apertura].argumentos.contains(bandera), "\(todas[apertura])")
    }
    let escrito = try #require(
      todas.indices.last {
        ["write", "pwrite64", "writev"].contains(todas[$0].nombre)
          && todas[$0].rutas.first == temporal
      }, contexto)
    #expect(apertura < escrito && escrito < renombre, contexto)
    #expect(
      todas.indices.contains {
        escrito < $0 && $0 < renombre && todas[$0].nombre == "fsync"
          && todas[$0].rutas.first == temporal && todas[$0].resultado == 0
      }, "fsync of \(temporal) before the rename: \(contexto)")
    #expect(
      todas.indices.contains {
        $0 > renombre && todas[$0].nombre == "fsync" && todas[$0].rutas.first == carpeta
          && todas[$0].resultado == 0
      }, "fsync of \(carpeta) after the rename: \(contexto)")
  }

  /// The team-name cache and the line histories are saved by the league's durable write (they
  /// used to be a temporary file renamed unsynced, the history's opened through any symlink
  /// at its name).
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: strace), "strace (make deps installs it)"))
  func laCacheYElHistorialSeGuardanComoLaLiga() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let opciones = [
      "-f", "-y", "-qq", "-s", "0", "-e",
      "trace=" + OrdenDeLlamadasTests.llamadas.joined(separator: ","),
    ]
    // The history: one command in the interactive mode, under strace on a terminal.
    let trazaDelHistorial = e.carpeta + "/traza-historial"
    let t = try Terminal(
      opciones + ["-o", trazaDelHistorial, rutaDelBinario, "--torneo", e.torneo],
      programa: OrdenDeLlamadasTests.strace,
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
    t.debeMostrar("marcador>")
    t.teclear("equipos\r")
    t.debeMostrar("Rayo FC")
    t.teclearAlEditor("\u{4}")
    #expect(t.salida() == 0)
    try OrdenDeLlamadasTests.comprobarSustitucion(
      de: e.carpeta + "/estado/marcador/historial-ordenes",
      en: OrdenDeLlamadasTests.leer(try String(contentsOfFile: trazaDelHistorial, encoding: .utf8)))
    // The cache: only for a file more than 2 s old (mtime and ctime), so poll the clock.
    let limite = Date().addingTimeInterval(30)
    while Date() < limite {
      var s = stat()
      stat(e.torneo, &s)
      var ahora = timespec()
      clock_gettime(CLOCK_REALTIME, &ahora)
      if max(s.st_mtim.tv_sec, s.st_ctim.tv_sec) < ahora.tv_sec - 2 { break }
      usleep(50_000)
    }
    let trazaDeLaCache = e.carpeta + "/traza-cache"
    let r = try e.ejecutar(
      OrdenDeLlamadasTests.strace,
      opciones + [
        "-o", trazaDeLaCache, rutaDelBinario, "--torneo", e.torneo, "completar", "equipos", "ra",
      ], entrada: Data(), entorno: e.entorno([:]))
    #expect(r.salida == "Rayo FC\n")
    let carpeta = e.carpeta + "/.cache/marcador"
    let archivos = try FileManager.default.contentsOfDirectory(atPath: carpeta)
    #expect(archivos.count == 1, "\(archivos)")
    try OrdenDeLlamadasTests.comprobarSustitucion(
      de: carpeta + "/" + (archivos.first ?? ""),
      en: OrdenDeLlamadasTests.leer(try String(contentsOfFile: trazaDeLaCache, encoding: .utf8)))
  }
}
