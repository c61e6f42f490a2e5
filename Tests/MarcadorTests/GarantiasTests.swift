import Foundation
import Glibc
import Testing
import Torneo

/// «Qué garantiza marcador»: the file is never lost, torn or silently changed, and no file or
/// answer can attack the person using it. Each scenario prints what it proved; `make stress`
/// (MARCADOR_ESTRES=1) multiplies the iterations by ten.
@Suite(.serialized)
struct GarantiasTests {
  static let escala = ProcessInfo.processInfo.environment["MARCADOR_ESTRES"] == nil ? 1 : 10

  /// The bytes a successful add would leave.
  func tras(_ bytes: [UInt8], _ jugador: Jugador, _ equipo: String = "Rayo FC") throws -> [UInt8] {
    let d = try DocumentoTorneo(bytes: bytes, ruta: "t")
    let posicion = try #require(d.posicionDeEquipo(llamado: equipo))
    return d.insertando(jugador, enEquipo: posicion)
  }

  func temporales(_ e: Escenario) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: e.carpeta)) ?? []).filter {
      $0.contains(".tmp-")
    }
  }

  /// Runs marcador and kills it with SIGKILL after `microsegundos`; true if it exited 0 first.
  func ejecutarYMatar(_ e: Escenario, _ argumentos: [String], tras microsegundos: UInt32) throws
    -> Bool
  {
    let proceso = Process()
    proceso.executableURL = URL(fileURLWithPath: rutaDelBinario)
    proceso.arguments = ["--torneo", e.torneo] + argumentos
    proceso.environment = e.entorno([:])
    proceso.standardInput = FileHandle.nullDevice
    proceso.standardOutput = FileHandle.nullDevice
    proceso.standardError = FileHandle.nullDevice
    try proceso.run()
    usleep(microsegundos)
    kill(proceso.processIdentifier, SIGKILL)
    proceso.waitUntilExit()
    return proceso.terminationReason == .exit && proceso.terminationStatus == 0
  }

  /// Runs marcador with the fault injector set up by `fallo`.
  func conFallo(_ e: Escenario, _ argumentos: [String], _ fallo: [String: String]) throws
    -> Ejecucion
  {
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    return try e.enTorneo(argumentos, entorno: fallo.merging(["LD_PRELOAD": biblioteca]) { $1 })
  }

  // MARK: 1. Kill -9 at random moments, and at each step of the protocol

  @Test func escenario1_matarEnCualquierMomento() throws {
    let e = try Escenario().conLigaDeEjemplo()
    var actual = try e.bytes()
    var confirmados: [String] = []
    var (muertes, intentos) = (0, 0)
    for k in 0..<(200 * GarantiasTests.escala) {
      let jugador = Jugador(nombre: "J\(k)")
      let nuevo = try tras(actual, jugador)
      intentos += 1
      let confirmado = try ejecutarYMatar(
        e, ["anadir", "Rayo FC", "--nombre", "J\(k)"], tras: UInt32.random(in: 0...15_000))
      let ahora = try e.bytes()
      #expect(ahora == actual || ahora == nuevo, "guardado \(k): ni el estado viejo ni el nuevo")
      if confirmado {
        #expect(ahora == nuevo, "guardado \(k): salió 0 sin el estado nuevo")
        confirmados.append(jugador.nombre)
      } else {
        muertes += 1
      }
      actual = ahora
    }
    let plantilla = try e.enTorneo(["plantilla", "Rayo FC"]).salida
    for nombre in confirmados { #expect(plantilla.contains("\n\(nombre)\n")) }
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Final"]).codigo == 0)
    #expect(temporales(e) == [])
    print(
      "escenario 1: \(intentos) guardados intentados, \(muertes) muertes con kill -9, \(confirmados.count) confirmados, 0 archivos rotos"
    )
  }

  @Test func escenario1_matarEnCadaPasoDelProtocolo() throws {
    let pasos: [(String, [String: String])] = [
      ("open", ["FALLO_RUTA": ".tmp-"]), ("write", ["FALLO_RUTA": ".tmp-"]),
      ("fsync", ["FALLO_RUTA": ".tmp-"]), ("close", ["FALLO_RUTA": ".tmp-"]),
      ("rename", ["FALLO_RUTA": ".tmp-"]), ("fsync", ["FALLO_RUTA_EXACTA": ""]),
    ]
    var casos = 0
    for (llamada, ruta) in pasos {
      for momento in ["antes", "despues"] {
        let e = try Escenario().conLigaDeEjemplo()
        let viejo = try e.bytes()
        let nuevo = try tras(viejo, Jugador(nombre: "Bea", dorsal: 7))
        var fallo = ruta.mapValues { $0.isEmpty ? e.carpeta : $0 }
        fallo["FALLO_LLAMADA"] = llamada
        fallo["FALLO_MATAR"] = momento
        let r = try conFallo(e, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"], fallo)
        #expect(r.codigo != 0, "\(llamada) \(momento): no murió")
        let ahora = try e.bytes()
        #expect(ahora == viejo || ahora == nuevo, "\(llamada) \(momento)")
        if llamada == "rename" && momento == "antes" { #expect(ahora == viejo) }
        if llamada == "rename" && momento == "despues" { #expect(ahora == nuevo) }
        // The next run cleans up and works.
        #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Otra"]).codigo == 0)
        #expect(temporales(e) == [], "\(llamada) \(momento)")
        casos += 1
      }
    }
    print(
      "escenario 1: \(casos) muertes deterministas, antes y después de open, write, fsync, close, rename y el fsync de la carpeta"
    )
  }

  // MARK: 2. Concurrency

  @Test func escenario2_cincuentaEscritoresYLectores() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let codigos = Anotaciones<Int32>()
    let lecturas = Anotaciones<Int32>()
    let fin = Bandera()
    let lector = Thread {
      while !fin.valor {
        let r = try? e.enTorneo(["equipos", "--json"])
        lecturas.anotar(r?.codigo ?? -1)
      }
    }
    lector.start()
    DispatchQueue.concurrentPerform(iterations: 50) { k in
      let r = try? e.enTorneo([
        "anadir", "Atlético B", "--nombre", "Escritor \(k)", "--dorsal", "\(k + 40)",
      ])
      codigos.anotar(r?.codigo ?? -1)
    }
    fin.poner()
    while !lector.isFinished { usleep(1000) }
    #expect(codigos.todos == Array(repeating: 0, count: 50))
    #expect(lecturas.todos.allSatisfy { $0 == 0 })
    let plantilla = try e.enTorneo(["plantilla", "Atlético B"]).salida.split(separator: "\n")
    #expect(plantilla.count == 52)
    #expect(Set(plantilla).count == 52)
    print(
      "escenario 2: 50 escritores a la vez, 50 guardados exactamente una vez; \(lecturas.todos.count) lecturas concurrentes, todas válidas"
    )
  }

  @Test func escenario2_cincuentaCompitenPorElMismoDorsal() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let resultados = Anotaciones<Int32>()
    let mensajes = Anotaciones<String>()
    DispatchQueue.concurrentPerform(iterations: 50) { k in
      let r = try? e.enTorneo(["anadir", "Rayo FC", "--nombre", "Rival \(k)", "--dorsal", "50"])
      resultados.anotar(r?.codigo ?? -1)
      if r?.codigo == 65 { mensajes.anotar(r?.errores ?? "") }
    }
    #expect(resultados.todos.filter { $0 == 0 }.count == 1)
    #expect(resultados.todos.filter { $0 == 65 }.count == 49)
    #expect(mensajes.todos.allSatisfy { $0.contains("Ese dorsal ya lo lleva otro jugador") })
    #expect(
      try e.enTorneo(["plantilla", "Rayo FC"]).salida.components(separatedBy: "#50").count == 2)
    print("escenario 2: 50 compiten por el dorsal 50: 1 gana, 49 reciben el error y salen con 65")
  }

  // MARK: 3. The lock

  @Test func escenario3_elCerrojo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let viejo = try e.bytes()
    let fd = open(e.torneo + ".lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
    #expect(flock(fd, LOCK_EX) == 0)
    let inicio = Date()
    let bloqueado = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Bea"], entorno: ["MARCADOR_ESPERA": "0.5"])
    let espera = Date().timeIntervalSince(inicio)
    #expect(bloqueado.codigo == 75)
    #expect(espera >= 0.5)
    #expect(try e.bytes() == viejo)
    // Released during the wait: the save goes through.
    let soltar = Thread {
      usleep(300_000)
      close(fd)
    }
    soltar.start()
    #expect(
      try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"], entorno: ["MARCADOR_ESPERA": "5"])
        .codigo == 0)
    // A lock held by a process that was killed is released with it (-o: the lock stays with
    // flock itself, not with the command it runs).
    var dueno: pid_t = 0
    let palabras: [String] = ["/usr/bin/flock", "-o", e.torneo + ".lock", "sleep", "5"]
    let argv = palabras.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    #expect(posix_spawn(&dueno, "/usr/bin/flock", nil, nil, argv, environ) == 0)
    usleep(200_000)
    let ocupado = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Cris"], entorno: ["MARCADOR_ESPERA": "0.2"])
    #expect(ocupado.codigo == 75)
    kill(dueno, SIGKILL)
    var estado: Int32 = 0
    waitpid(dueno, &estado, 0)
    #expect(
      try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Cris"], entorno: ["MARCADOR_ESPERA": "1"])
        .codigo == 0)
    print(
      "escenario 3: cerrojo retenido → 75 tras \(String(format: "%.2f", espera)) s sin escribir; soltado durante la espera → guardado; dueño muerto → guardado"
    )
  }

  // MARK: 4. Hostile files

  @Test func escenario4_archivosHostiles() throws {
    let e = try Escenario()
    let valido = Array(LigaDeEjemplo.texto.utf8)
    var hostiles: [(String, [UInt8])] = [
      ("vacío", []), ("espacios", Array("  \n ".utf8)),
      (
        "UTF-8 no válido",
        Array("{\"equipos\": [{\"nombre\": \"".utf8) + [0xC3, 0x28] + Array("\"}]}".utf8)
      ),
      ("sustituto solitario", Array(#"{"equipos": [{"nombre": "\ud83d"}]}"#.utf8)),
      (
        "10.000 niveles",
        Array(
          ("{\"x\": " + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + ", \"equipos\": []}").utf8)
      ),
      ("claves repetidas", Array(#"{"equipos": [], "equipos": []}"#.utf8)),
      ("tipos equivocados", Array(#"{"equipos": [{"nombre": 7}]}"#.utf8)),
      (
        "dorsal 0",
        Array(#"{"equipos": [{"nombre": "A", "jugadores": [{"nombre": "B", "dorsal": 0}]}]}"#.utf8)
      ),
      ("NUL", Array("{\"equipos\": []}\u{0}".utf8)),
    ]
    for corte in stride(
      from: 1, to: valido.count - 2, by: max(1, valido.count / (40 * GarantiasTests.escala)))
    {
      hostiles.append(("truncado en \(corte)", Array(valido[0..<corte])))
    }
    var generador = SystemRandomNumberGenerator()
    var mutaciones = 0
    for _ in 0..<(300 * GarantiasTests.escala) {
      var mutado = valido
      for _ in 0..<Int.random(in: 1...4, using: &generador) {
        let k = Int.random(in: 0..<mutado.count, using: &generador)
        switch Int.random(in: 0..<3, using: &generador) {
        case 0: mutado[k] = UInt8.random(in: 0...255, using: &generador)
        case 1: mutado.remove(at: k)
        default: mutado.insert(UInt8.random(in: 0...255, using: &generador), at: k)
        }
      }
      hostiles.append(("mutación", mutado))
      mutaciones += 1
    }
    var validosPorAzar = 0
    for (nombre, bytes) in hostiles {
      try Data(bytes).write(to: URL(fileURLWithPath: e.torneo))
      let r = try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"])
      let ahora = try e.bytes()
      switch r.codigo {
      case 0:
        // A mutation that is still a valid tournament: then it is a plain insertion.
        validosPorAzar += 1
        #expect(try ahora == tras(bytes, Jugador(nombre: "Bea")), "\(nombre)")
      case 65:
        #expect(ahora == bytes, "\(nombre)")
        #expect(
          r.errores.contains("\(e.torneo):") || r.errores.contains("equipo"),
          "\(nombre): \(r.errores)")
        if r.errores.contains("no es válido") {
          #expect(r.errores.firstMatch(of: #/t\.json:\d+:\d+: /#) != nil, "\(nombre): \(r.errores)")
        }
      default:
        Issue.record("\(nombre): salió con \(r.codigo): \(r.errores)")
      }
    }
    // 100 MB in one unterminated string, and a folder where the file should be.
    let grande = e.carpeta + "/grande.json"
    _ = FileManager.default.createFile(atPath: grande, contents: nil)
    let h = try FileHandle(forWritingTo: URL(fileURLWithPath: grande))
    try h.write(contentsOf: Data("{\"x\": \"".utf8))
    let bloque = Data(repeating: 0x61, count: 1 << 20)
    for _ in 0..<100 { try h.write(contentsOf: bloque) }
    try h.close()
    let enorme = try e.marcador(["--torneo", grande, "anadir", "Rayo FC", "--nombre", "Bea"])
    #expect(enorme.codigo == 65)
    #expect(enorme.errores.contains("grande.json:1:"))
    #expect(
      (try FileManager.default.attributesOfItem(atPath: grande)[.size] as? Int) == (100 << 20) + 7)
    let carpeta = try e.marcador(["--torneo", e.carpeta, "anadir", "Rayo FC", "--nombre", "Bea"])
    #expect(carpeta.codigo == 66)
    print(
      "escenario 4: \(hostiles.count + 2) archivos hostiles (\(mutaciones) mutaciones, \(validosPorAzar) válidas por azar), 100 MB y una carpeta: ningún fallo, ningún byte cambiado"
    )
  }

  // MARK: 5. Permissions and links

  /// Runs marcador as `nobody` (root ignores permissions).
  func comoNadie(_ e: Escenario, _ argumentos: [String]) throws -> Ejecucion {
    try e.ejecutar(
      "/usr/bin/setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", rutaDelBinario] + argumentos,
      entrada: Data(), entorno: e.entorno([:]))
  }

  @Test func escenario5_permisosYEnlaces() throws {
    let e = try Escenario()
    chmod(e.carpeta, 0o755)
    // Becoming `nobody` takes root (CI runs as root); run by anyone else, that part is skipped.
    if geteuid() == 0 {
      // A read-only file, in a folder nobody may write: refused, untouched.
      let propia = e.carpeta + "/nadie"
      try FileManager.default.createDirectory(atPath: propia, withIntermediateDirectories: true)
      chown(propia, 65534, 65534)
      let archivo = propia + "/t.json"
      try e.escribir(LigaDeEjemplo.texto, en: archivo)
      chown(archivo, 65534, 65534)
      chmod(archivo, 0o444)
      let soloLectura = try comoNadie(
        e, ["--torneo", archivo, "anadir", "Rayo FC", "--nombre", "Bea"])
      #expect(soloLectura.codigo == 74, "\(soloLectura.errores)")
      #expect(try e.bytes(archivo) == Array(LigaDeEjemplo.texto.utf8))
      // A read-only folder: no lock, no temporary file, untouched.
      chmod(archivo, 0o644)
      try? FileManager.default.removeItem(atPath: archivo + ".lock")
      chmod(propia, 0o555)
      let carpetaSoloLectura = try comoNadie(
        e, ["--torneo", archivo, "anadir", "Rayo FC", "--nombre", "Bea"])
      #expect(carpetaSoloLectura.codigo == 74, "\(carpetaSoloLectura.errores)")
      #expect(try e.bytes(archivo) == Array(LigaDeEjemplo.texto.utf8))
      chmod(propia, 0o755)
    } else {
      print("escenario 5: sin root, se omiten las pruebas como nobody")
    }
    // The modes 0600 and 0640 survive 100 saves under umask 000.
    var guardados = 0
    for modo: mode_t in [0o600, 0o640] {
      let ruta = e.carpeta + "/modo-\(String(modo, radix: 8)).json"
      try e.escribir(LigaDeEjemplo.texto, en: ruta)
      chmod(ruta, modo)
      for k in 0..<(50 * GarantiasTests.escala) {
        let r = try e.ejecutar(
          "/bin/sh",
          [
            "-c", "umask 000; exec \"$0\" \"$@\"", rutaDelBinario, "--torneo", ruta, "anadir",
            "Atlético B", "--nombre", "M\(k)",
          ],
          entrada: Data(), entorno: e.entorno([:]))
        #expect(r.codigo == 0)
        var s = stat()
        stat(ruta, &s)
        #expect(s.st_mode & 0o7777 == modo, "guardado \(k) con modo \(String(modo, radix: 8))")
        guardados += 1
      }
    }
    // Planted symlinks where temporary files go are never followed.
    try e.escribir(LigaDeEjemplo.texto, en: e.torneo)
    let victima = e.carpeta + "/victima"
    try e.escribir("intacta", en: victima)
    for k in 0..<20 {
      try FileManager.default.createSymbolicLink(
        atPath: e.carpeta + "/.t.json.tmp-\(k)-plantado", withDestinationPath: victima)
    }
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    #expect(try String(contentsOfFile: victima, encoding: .utf8) == "intacta")
    #expect(temporales(e) == [])
    // A symlinked file stays a symlink; its target is updated.
    let enlace = e.carpeta + "/enlace.json"
    try FileManager.default.createSymbolicLink(atPath: enlace, withDestinationPath: "t.json")
    #expect(
      try e.marcador(["--torneo", enlace, "anadir", "Rayo FC", "--nombre", "Cris"]).codigo == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: enlace) == "t.json")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Bea\nCris\n"))
    print(
      "escenario 5: archivo y carpeta de solo lectura sin tocar; \(guardados) guardados con umask 000 conservan 0600 y 0640; 20 enlaces plantados sin seguir; el enlace sigue siendo enlace"
    )
  }

  // MARK: 6. Resource faults

  @Test func escenario6_fallosDeRecursos() throws {
    var casos = 0
    for (llamada, errno) in [
      ("open", EIO), ("write", EIO), ("write", ENOSPC), ("fsync", EIO), ("close", EIO),
      ("rename", EIO), ("rename", EXDEV),
    ] {
      let e = try Escenario().conLigaDeEjemplo()
      let viejo = try e.bytes()
      let r = try conFallo(
        e, ["anadir", "Rayo FC", "--nombre", "Bea"],
        ["FALLO_LLAMADA": llamada, "FALLO_RUTA": ".tmp-", "FALLO_ERRNO": String(errno)])
      #expect(r.codigo == 74, "\(llamada) \(errno): \(r.errores)")
      #expect(r.errores.contains("el archivo sigue como estaba"), "\(llamada)")
      #expect(try e.bytes() == viejo, "\(llamada)")
      #expect(temporales(e) == [], "\(llamada)")
      casos += 1
    }
    // Reading fails: 66, nothing written.
    let e = try Escenario().conLigaDeEjemplo()
    let viejo = try e.bytes()
    let lectura = try conFallo(
      e, ["anadir", "Rayo FC", "--nombre", "Bea"],
      ["FALLO_LLAMADA": "open", "FALLO_RUTA_EXACTA": e.torneo, "FALLO_ERRNO": String(EIO)])
    #expect(lectura.codigo == 66)
    #expect(try e.bytes() == viejo)
    // The folder cannot be synced after the rename: the new state, and not a 0.
    let carpeta = try conFallo(
      e, ["anadir", "Rayo FC", "--nombre", "Bea"],
      ["FALLO_LLAMADA": "fsync", "FALLO_RUTA_EXACTA": e.carpeta, "FALLO_ERRNO": String(EIO)])
    #expect(carpeta.codigo == 74)
    #expect(carpeta.errores.contains("no se pudo asegurar en el disco"))
    #expect(try e.bytes() == tras(viejo, Jugador(nombre: "Bea")))
    // A file-size limit: EFBIG, not a silent death, and no partial file. (ThreadSanitizer's
    // own runtime dies of SIGBUS under `ulimit -f`, so `make sanitize` skips this one case.)
    let limitado = try Escenario().conLigaDeEjemplo()
    let antes = try limitado.bytes()
    let bajoTSan = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil
    if bajoTSan { print("escenario 6: ulimit -f omitido bajo ThreadSanitizer") }
    let r =
      bajoTSan
      ? Ejecucion(codigo: 74, salida: "", errores: "supera el tamaño permitido")
      : try limitado.ejecutar(
        "/bin/sh",
        [
          "-c", "ulimit -f 1; exec \"$0\" \"$@\"", rutaDelBinario, "--torneo", limitado.torneo,
          "anadir", "Rayo FC", "--nombre", "Bea",
        ],
        entrada: Data(), entorno: limitado.entorno([:]))
    #expect(r.codigo == 74, "\(r.errores)")
    #expect(r.errores.contains("supera el tamaño permitido"))
    #expect(try limitado.bytes() == antes)
    #expect(temporales(limitado) == [])
    // A full device for the output: the command does not claim success.
    let lleno = try limitado.ejecutar(
      "/bin/sh",
      [
        "-c", "exec \"$0\" \"$@\" > /dev/full", rutaDelBinario, "--torneo", limitado.torneo,
        "equipos",
      ],
      entrada: Data(), entorno: limitado.entorno([:]))
    #expect(lleno.codigo == 74)
    #expect(lleno.errores.contains("no se pudo escribir la salida"))
    print(
      "escenario 6: \(casos + 2) errores de E/S inyectados (open, write, fsync, close, rename, lectura, fsync de la carpeta), ulimit -f y /dev/full: nunca un 0 sin el estado nuevo, nunca un archivo a medias"
    )
  }

  // MARK: 7. Hostile answers and arguments

  @Test func escenario7_respuestasHostiles() throws {
    let e = try Escenario().conLigaDeEjemplo()
    var generador = SystemRandomNumberGenerator()
    var (intentos, guardados) = (0, 0)
    for _ in 0..<(150 * GarantiasTests.escala) {
      // Mostly letters, with spaces, controls, bidi marks, any scalar and stray bytes mixed in.
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...30, using: &generador) {
        switch Int.random(in: 0..<10, using: &generador) {
        case 0...4: bytes.append(UInt8.random(in: 0x61...0x7A, using: &generador))
        case 5: bytes += [0x20, 0x09, 0x0D].shuffled(using: &generador).prefix(1)
        case 6: bytes.append(UInt8.random(in: 0...0x1F, using: &generador))
        case 7: bytes += Array("\u{202E}".utf8)
        case 8:
          let escalar = Unicode.Scalar(UInt32.random(in: 0xA0...0x2FFFF, using: &generador)) ?? "é"
          bytes += Array(String(escalar).utf8)
        default: bytes.append(UInt8.random(in: 0x80...0xFF, using: &generador))
        }
      }
      bytes.append(0x0A)
      let r = try e.ejecutar(
        rutaDelBinario, ["--torneo", e.torneo, "anadir", "Unión Deportiva Sur"],
        entrada: Data(bytes), entorno: e.entorno([:]))
      #expect(r.codigo == 0 || r.codigo == 65, "\(bytes): \(r.codigo) \(r.errores)")
      if r.codigo == 0 { guardados += 1 }
      intentos += 1
    }
    // Everything saved obeys the rules.
    let json = try e.enTorneo(["plantilla", "Unión Deportiva Sur", "--json"]).salida
    let jugadores = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(jugadores.count == guardados)
    for jugador in jugadores {
      let nombre = try #require(jugador["nombre"] as? String)
      #expect(!nombre.isEmpty && nombre.count <= 25)
      #expect(!NombreDeJugador.tieneCaracteresNoValidos(nombre))
      #expect(nombre == NombreDeJugador.limpiar(nombre))
    }
    // The same in arguments: invalid UTF-8 is refused before anything else; a trailing CR
    // is white space and trimmed.
    for valor in ["'\\377'", "'a\\033[2Jb'", "'\\342\\200\\256abc'", "'x\\r'"] {
      let r = try e.ejecutar(
        "/bin/sh",
        [
          "-c", "exec \"$0\" --torneo \"$1\" anadir 'Rayo FC' --nombre \"$(printf \(valor))\"",
          rutaDelBinario, e.torneo,
        ],
        entrada: Data(), entorno: e.entorno([:]))
      #expect([0, 64, 65].contains(r.codigo), "\(valor)")
      #expect(!r.errores.contains("\u{1B}"))
      intentos += 1
    }
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\nx\n")
    print(
      "escenario 7: \(intentos) respuestas y argumentos hostiles: \(guardados) nombres guardados, todos conformes a las reglas; ningún fallo"
    )
  }

  // MARK: 8. Terminal injection

  @Test func escenario8_inyeccionEnLaTerminal() throws {
    let e = try Escenario()
    let malo = "Mal\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m\r"
    let json =
      "{\"equipos\": [{\"nombre\": \(literalJSONPrueba(malo)), \"jugadores\": [{\"nombre\": \(literalJSONPrueba("J" + malo)), \"dorsal\": 3}]}, {\"nombre\": \"Bien\"}]}"
    try e.escribir(json)
    let peligrosos: [[UInt8]] = [
      [0x1B, 0x5D], [0x1B, 0x5B, 0x32, 0x4A], [0x07], [0xC2, 0x9B], [0x0D],
    ]
    var salidas: [(String, Ejecucion)] = []
    salidas.append(("equipos", try e.enTorneo(["equipos"])))
    salidas.append(("equipos --json", try e.enTorneo(["equipos", "--json"])))
    salidas.append(("plantilla", try e.enTorneo(["plantilla", malo])))
    salidas.append(("plantilla --json", try e.enTorneo(["plantilla", malo, "--json"])))
    salidas.append(("plantilla desconocida", try e.enTorneo(["plantilla", "Mal"])))
    salidas.append(("anadir", try e.enTorneo(["anadir", malo, "--nombre", "Bea"])))
    salidas.append(("anadir equipo hostil", try e.enTorneo(["anadir"], entrada: malo + "\n")))
    salidas.append(("interprete", try e.enTorneo([], entrada: "equipos\nplantilla \(malo)\n")))
    salidas.append(("completar", try e.enTorneo(["completar", "equipos", "M"])))
    for (nombre, r) in salidas {
      let bytes = Array((r.salida + r.errores).utf8)
      for peligro in peligrosos {
        #expect(!contiene(bytes, peligro), "\(nombre) imprimió \(peligro): \(r.salida + r.errores)")
      }
    }
    // At the terminal: the wizard's result line and the TAB listing.
    let t = try Terminal(
      ["--torneo", e.torneo, "anadir"], entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]),
      carpeta: e.carpeta)
    #expect(t.esperar("Equipo:"))
    t.teclear("\t")
    #expect(t.esperar("Bien"), "\(t.descripcion)")
    t.teclear("Mal\t\rZoe\r\r")
    #expect(t.salida() == 0)
    let crudo = t.salidaCruda
    for peligro in peligrosos.dropLast() {
      #expect(!contiene(crudo, peligro), "terminal: \(peligro)")
    }
    print(
      "escenario 8: \(salidas.count + 1) salidas con nombres hostiles (ESC, OSC, CSI, BEL, CR, U+009B): todas escapadas"
    )
  }

  func contiene(_ bytes: [UInt8], _ aguja: [UInt8]) -> Bool {
    guard bytes.count >= aguja.count else { return false }
    return (0...(bytes.count - aguja.count)).contains {
      Array(bytes[$0..<($0 + aguja.count)]) == aguja
    }
  }

  func literalJSONPrueba(_ texto: String) -> String {
    "\""
      + texto.unicodeScalars.map {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
          ? String(format: "\\u%04x", $0.value) : String($0)
      }.joined() + "\""
  }

  // MARK: 9. Interactive faults

  @Test func escenario9_fallosInteractivos() throws {
    var casos = 0
    for senal in [SIGHUP, SIGTERM] {
      let e = try Escenario().conLigaDeEjemplo()
      let viejo = try e.bytes()
      let t = try Terminal(
        ["--torneo", e.torneo, "anadir", "Rayo FC"],
        entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
      #expect(t.esperar("Nombre [0/25]:"))
      t.teclear("Bea")
      #expect(t.esperar("Nombre [3/25]: Bea"))
      #expect(!t.modoCocinado, "editing, the terminal is in the editor's mode")
      kill(t.pid, senal)
      #expect(t.salida() == -1, "la señal \(senal) lo termina")
      #expect(t.modoCocinado, "la señal \(senal) deja la terminal como estaba")
      #expect(try e.bytes() == viejo)
      casos += 1
    }
    // Ctrl-Z and fg under a job-control shell (a stop is only possible where someone can
    // resume it): the terminal is sane while stopped, and the wizard goes on after fg.
    let e = try Escenario().conLigaDeEjemplo()
    let t = try Terminal(
      ["--norc", "--noprofile", "--noediting", "-i"], programa: "/bin/bash",
      entorno: e.entorno([
        "TERM": "vt100", "LANG": "C.UTF-8", "PS1": "$ ",
        "PATH": carpetaDelBinario + ":/usr/bin:/bin",
      ]),
      carpeta: e.carpeta, columnas: 200)
    #expect(t.esperar("$"), "\(t.descripcion)")
    t.teclear("marcador --torneo \(e.torneo) anadir 'Rayo FC'\r")
    #expect(t.esperar("Nombre [0/25]:"), "\(t.descripcion)")
    t.teclear("Bea")
    #expect(t.esperar("Nombre [3/25]: Bea"), "\(t.descripcion)")
    #expect(!t.modoCocinado)
    t.teclear("\u{1A}")
    #expect(t.esperar("Stopped"), "Ctrl-Z lo detiene: \(t.descripcion)")
    #expect(t.modoCocinado, "detenido, la terminal vuelve a su modo")
    t.teclear("fg\r")
    #expect(
      t.esperar { $0.filter { $0.contains("Nombre [3/25]: Bea") }.count >= 2 }, "\(t.descripcion)")
    t.teclear("\r7\r")
    #expect(t.esperar("Añadido a Rayo FC: Bea #7"), "\(t.descripcion)")
    t.teclear("exit\r")
    #expect(t.salida() == 0)
    print(
      "escenario 9: SIGHUP y SIGTERM a media edición sin escribir y con la terminal restaurada; Ctrl-Z y fg restauran y retoman (\(casos + 1) casos)"
    )
  }
}

final class Bandera: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var puesta = false
  var valor: Bool { cerrojo.withLock { puesta } }
  func poner() { cerrojo.withLock { puesta = true } }
}
