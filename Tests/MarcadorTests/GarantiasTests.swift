// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing
import Torneo

/// «Qué garantiza marcador»: the file is never lost, torn or silently changed, and no file or
/// answer can attack the person using it. Each scenario prints what it checked; `make stress`
/// (MARCADOR_ESTRES=1) multiplies the iterations by ten. `make mutantes` breaks the product on
/// purpose, one way at a time, and requires one of these tests to fail each time.
@Suite(.serialized)
struct GarantiasTests {
  static let escala = ProcessInfo.processInfo.environment["MARCADOR_ESTRES"] == nil ? 1 : 10
  static let bajoTSan = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil

  /// The sample league's bytes after adding `objeto` to Rayo FC, its first team: the object on
  /// a line of its own after the last player, indented like its siblings. Written from the
  /// sample's layout (PRODUCT.md: a save inserts the new player's bytes and changes no other),
  /// not computed by the code under test.
  func conJugadorEnRayo(_ viejo: [UInt8], _ objeto: String) throws -> [UInt8] {
    let texto = try #require(String(bytes: viejo, encoding: .utf8))
    let fin = try #require(texto.range(of: "\n      ]"), "the end of Rayo FC's roster")
    return Array(
      (texto[..<fin.lowerBound] + ",\n        " + objeto + texto[fin.lowerBound...]).utf8)
  }

  /// A fresh log path for the injector, inside the scenario's folder.
  func registro(_ e: Escenario) -> String { e.carpeta + "/registro-" + UUID().uuidString }

  /// How a run that the injector was told to kill ended, as the file shows it.
  enum Desenlace: String, CaseIterable {
    case viejoConHuerfano = "estado viejo + temporal huérfano"
    case viejoSinHuerfano = "estado viejo, sin temporal"
    case nuevoSinConfirmar = "estado nuevo sin salir con 0"
  }

  /// Kills marcador with SIGKILL `momento` ("antes"/"despues") its `vez`-th system call on the
  /// scenario's folder (the file, its lock, its temporary file, the folder itself, and the
  /// output files): nil if the run ended before that call (and then it must have saved and
  /// exited 0); otherwise how it ended, after checking that SIGKILL killed it there.
  func matar(
    _ e: Escenario, _ argumentos: [String], vez: Int, _ momento: String,
    viejo: [UInt8], nuevo: [UInt8], _ contexto: String
  ) throws -> Desenlace? {
    let log = registro(e)
    let r = try e.conFallo(
      argumentos,
      [
        "FALLO_LLAMADA": "*", "FALLO_RUTA": e.carpeta, "FALLO_VEZ": String(vez),
        "FALLO_MATAR": momento, "FALLO_REGISTRO": log,
      ])
    let ahora = try e.bytes()
    let disparo = Inyector.registro(log).filter { $0.hasPrefix("FALLO ") }
    try? FileManager.default.removeItem(atPath: log)
    if disparo.isEmpty {
      #expect(r.codigo == 0 && r.senal == nil, "\(contexto): \(r.errores)")
      #expect(ahora == nuevo, "\(contexto): salió 0 sin el estado nuevo")
      return nil
    }
    #expect(disparo.count == 1 && disparo[0].hasPrefix("FALLO matar-\(momento) "), "\(contexto)")
    #expect(r.senal == SIGKILL, "\(contexto): \(disparo) no terminó con SIGKILL: \(r.codigo)")
    #expect(ahora == viejo || ahora == nuevo, "\(contexto) \(disparo): ni el viejo ni el nuevo")
    if ahora == nuevo { return .nuevoSinConfirmar }
    return e.temporales().isEmpty ? .viejoSinHuerfano : .viejoConHuerfano
  }

  // MARK: 1. Kill -9 at every system call of a save, and at random ones

  /// Like SQLite's crash tests: the N-th system call on the file's folder is the last one, for
  /// N = 1, 2, … until the save completes, before and after the call.
  @Test func escenario1_matarEnCadaLlamadaDelGuardado() throws {
    let e = try Escenario().conLigaDeEjemplo()
    var cuentas: [Desenlace: Int] = [:]
    var llamadas: [String: Int] = [:]
    for momento in ["antes", "despues"] {
      var vez = 1
      while vez < 200 {
        // Every run starts from the same journal (none), so the N-th call is the same call.
        try? FileManager.default.removeItem(atPath: e.torneo + ".diario")
        let viejo = try e.bytes()
        let nuevo = try conJugadorEnRayo(viejo, #"{ "nombre": "Bea", "dorsal": 7 }"#)
        let contexto = "\(momento) de la llamada \(vez)"
        guard
          let desenlace = try matar(
            e, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"], vez: vez, momento,
            viejo: viejo, nuevo: nuevo, contexto)
        else { break }
        cuentas[desenlace, default: 0] += 1
        // The next run cleans up and works; Bea is taken out again by starting over from the
        // state before (a copy, as the user would restore one).
        let otro = try e.bytes()
        #expect(
          try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Otra"]).codigo == 0, "\(contexto)")
        #expect(try e.bytes() == conJugadorEnRayo(otro, #"{ "nombre": "Otra" }"#), "\(contexto)")
        #expect(e.temporales() == [], "\(contexto)")
        try Data(viejo).write(to: URL(fileURLWithPath: e.torneo))
        vez += 1
      }
      llamadas[momento] = vez - 1
      // The run that outlived every call saved Bea: undo it for the next sweep.
      try Data(LigaDeEjemplo.texto.utf8).write(to: URL(fileURLWithPath: e.torneo))
    }
    #expect(llamadas["antes"] == llamadas["despues"])
    #expect((llamadas["antes"] ?? 0) >= 12, "a save makes at least 12 calls on its folder")
    // Every kind of crash happened, several times: before the temporary file, while it was
    // being written, and after the rename.
    #expect(cuentas[.viejoSinHuerfano, default: 0] >= 4)
    #expect(cuentas[.viejoConHuerfano, default: 0] >= 8)
    #expect(cuentas[.nuevoSinConfirmar, default: 0] >= 4)
    let resumen = Desenlace.allCases.map { "\(cuentas[$0, default: 0]) \($0.rawValue)" }
    print(
      "escenario 1: \(llamadas["antes"] ?? 0) llamadas al sistema en la carpeta durante un alta; SIGKILL antes y después de cada una: \(resumen.joined(separator: ", ")); nunca un archivo roto, y el siguiente guardado limpia"
    )
  }

  /// Random kills, each aimed at one system call of the run (never at start-up), with the
  /// players of the runs that exited 0 all still there at the end.
  @Test func escenario1_matarEnCualquierMomento() throws {
    let e = try Escenario().conLigaDeEjemplo()
    // How many calls a save makes on the folder (the cleanup of orphans adds a few).
    let log = registro(e)
    let referencia = try e.conFallo(
      ["anadir", "Rayo FC", "--nombre", "Cero"],
      ["FALLO_RUTA": e.carpeta, "FALLO_REGISTRO": log])
    #expect(referencia.codigo == 0)
    let porGuardado = Inyector.registro(log).count
    #expect(porGuardado >= 12)
    var confirmados = 0
    var cuentas: [Desenlace: Int] = [:]
    // A kill aimed past the last call lets the add finish. Eight such aims, not four: each
    // orphan a killed add leaves costs the next add one more call (its cleanup), so with four
    // about one add in twenty finished (3 to 14 of 200 in seven runs), too near the minimum.
    let blancos = porGuardado + 8
    // In rounds of 200 from the sample league (`make stress`: ten rounds): an add takes longer
    // as a roster grows, and a chain of 2,000 would test that more than the kills.
    for ronda in 0..<GarantiasTests.escala {
      try Data(LigaDeEjemplo.texto.utf8).write(to: URL(fileURLWithPath: e.torneo))
      var deLaRonda: [String] = []
      for k in 0..<200 {
        let viejo = try e.bytes()
        let nuevo = try conJugadorEnRayo(viejo, #"{ "nombre": "J\#(k)" }"#)
        let desenlace = try matar(
          e, ["anadir", "Rayo FC", "--nombre", "J\(k)"], vez: Int.random(in: 1...blancos),
          Bool.random() ? "antes" : "despues", viejo: viejo, nuevo: nuevo,
          "ronda \(ronda), alta \(k)")
        if let desenlace { cuentas[desenlace, default: 0] += 1 } else { deLaRonda.append("J\(k)") }
      }
      let plantilla = try e.enTorneo(["plantilla", "Rayo FC"]).salida
      for nombre in deLaRonda { #expect(plantilla.contains("\n\(nombre)\n")) }
      #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Final"]).codigo == 0)
      #expect(e.temporales() == [])
      confirmados += deLaRonda.count
    }
    for desenlace in Desenlace.allCases {
      #expect(cuentas[desenlace, default: 0] >= 10 * GarantiasTests.escala, "\(desenlace)")
    }
    #expect(confirmados >= 5 * GarantiasTests.escala)
    let resumen = Desenlace.allCases.map { "\(cuentas[$0, default: 0]) \($0.rawValue)" }
    print(
      "escenario 1: \(200 * GarantiasTests.escala) altas, cada una con un SIGKILL apuntado a una de sus \(porGuardado) llamadas al azar o sin matar: \(resumen.joined(separator: ", ")), \(confirmados) salieron con 0 y siguen en la plantilla"
    )
  }

  // MARK: 2. Concurrency

  @Test func escenario2_cincuentaEscritoresYLectores() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let codigos = Anotaciones<Int32>()
    let lecturas = Anotaciones<String>()
    // Fifty writers and fifty readers started together, so the reads overlap the saves.
    DispatchQueue.concurrentPerform(iterations: 100) { k in
      if k % 2 == 0 {
        let r = try? e.enTorneo([
          "anadir", "Atlético B", "--nombre", "Escritor \(k / 2)", "--dorsal", "\(k / 2 + 40)",
        ])
        codigos.anotar(r?.codigo ?? -1)
      } else {
        let r = try? e.enTorneo(["equipos", "--json"])
        lecturas.anotar(r?.codigo == 0 ? r?.salida ?? "" : "salió con \(r?.codigo ?? -1)")
      }
    }
    #expect(codigos.todos == Array(repeating: 0, count: 50))
    // Each read is a whole league: JSON that lists the four sample teams.
    #expect(lecturas.todos.count == 50)
    for lectura in lecturas.todos {
      let equipos = try? JSONSerialization.jsonObject(with: Data(lectura.utf8)) as? [Any]
      #expect(equipos?.count == 4, "\(lectura)")
      #expect(lectura.contains("Atlético B"), "\(lectura)")
    }
    let plantilla = try e.enTorneo(["plantilla", "Atlético B"]).salida.split(separator: "\n")
    #expect(plantilla.count == 52)
    #expect(Set(plantilla).count == 52)
    print(
      "escenario 2: 50 escritores a la vez, 50 guardados exactamente una vez; 50 lecturas a la vez que ellos, cada una un JSON con los 4 equipos"
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

  /// Polls `condicion` every 5 ms until it holds or `segundos` pass.
  func esperarHasta(_ segundos: Double = 20, _ condicion: () -> Bool) -> Bool {
    let limite = Date().addingTimeInterval(segundos)
    while Date() < limite {
      if condicion() { return true }
      usleep(5_000)
    }
    return condicion()
  }

  /// Starts marcador with the injector logging to `log` and returns at once.
  func lanzar(_ e: Escenario, _ argumentos: [String], _ fallo: [String: String]) throws -> pid_t {
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    return try Hijo.lanzar(
      [rutaDelBinario, "--torneo", e.torneo] + argumentos,
      entorno: e.entorno(fallo.merging(["LD_PRELOAD": biblioteca]) { $1 }))
  }

  @Test func escenario3_elCerrojo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let viejo = try e.bytes()
    let cerrojo = e.torneo + ".lock"
    let fd = open(cerrojo, O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
    #expect(flock(fd, LOCK_EX) == 0)
    // Held: it tries, gives up with 75, and never opens a temporary file.
    let log = registro(e)
    let bloqueado = try e.conFallo(
      ["anadir", "Rayo FC", "--nombre", "Bea"],
      ["MARCADOR_ESPERA": "0.5", "FALLO_RUTA": e.carpeta, "FALLO_REGISTRO": log])
    #expect(bloqueado.codigo == 75)
    #expect(
      bloqueado.errores.contains("otro proceso lo ha tenido bloqueado los 0,5 s"),
      "\(bloqueado.errores)")
    let intentos = Inyector.registro(log).filter { $0 == "flock \(cerrojo) -\(EWOULDBLOCK)" }
    #expect(intentos.count >= 2, "it retried while waiting")
    #expect(!Inyector.registro(log).contains { $0.contains(".tmp-") })
    #expect(try e.bytes() == viejo)
    // Released while it waits (its log shows a refused flock first): the save goes through.
    let log2 = registro(e)
    let esperando = try lanzar(
      e, ["anadir", "Rayo FC", "--nombre", "Bea"],
      ["MARCADOR_ESPERA": "30", "FALLO_RUTA": ".lock", "FALLO_REGISTRO": log2])
    #expect(
      esperarHasta { Inyector.registro(log2).contains("flock \(cerrojo) -\(EWOULDBLOCK)") },
      "it is waiting for the lock")
    close(fd)
    #expect(Hijo.esperar(esperando) == 0)
    #expect(Inyector.registro(log2).contains("flock \(cerrojo) 0"))
    let conBea = try conJugadorEnRayo(viejo, #"{ "nombre": "Bea" }"#)
    #expect(try e.bytes() == conBea)
    // A lock held by a process that was killed is released with it (-o: the lock stays with
    // flock itself, not with the command it runs).
    let dueno = try Hijo.lanzar(
      ["/usr/bin/flock", "-o", cerrojo, "sleep", "30"], entrada: .heredado, salida: .heredado,
      errores: .heredado)
    // Until our own non-blocking try is refused, flock(1) does not hold it yet.
    let sonda = open(cerrojo, O_RDONLY | O_CLOEXEC)
    defer { close(sonda) }
    #expect(
      esperarHasta {
        if flock(sonda, LOCK_EX | LOCK_NB) == 0 {
          flock(sonda, LOCK_UN)
          return false
        }
        return errno == EWOULDBLOCK
      }, "flock(1) holds the lock")
    let ocupado = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Cris"], entorno: ["MARCADOR_ESPERA": "0.2"])
    #expect(ocupado.codigo == 75)
    #expect(try e.bytes() == conBea)
    kill(dueno, SIGKILL)
    _ = Hijo.esperar(dueno)
    #expect(
      try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Cris"], entorno: ["MARCADOR_ESPERA": "1"])
        .codigo == 0)
    #expect(try e.bytes() == conJugadorEnRayo(conBea, #"{ "nombre": "Cris" }"#))
    print(
      "escenario 3: cerrojo retenido → 75 tras \(intentos.count) intentos, sin abrir un temporal ni cambiar un byte; soltado mientras esperaba → guardado; dueño con el cerrojo → 75, muerto → guardado"
    )
  }

  // MARK: 4. Hostile files

  /// The teams as Foundation's JSON reader (independent of the product's) sees the file, or
  /// nil if it cannot read it; and which of them is «Rayo FC», ignoring case and spacing as
  /// PRODUCT.md says team names are found.
  func equiposSegunFoundation(_ bytes: [UInt8]) -> [[String: Any]]? {
    (try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?["equipos"]
      as? [[String: Any]]
  }

  func esRayoFC(_ equipo: [String: Any]) -> Bool {
    ((equipo["nombre"] as? String) ?? "").lowercased().split(separator: " ").joined(separator: " ")
      == "rayo fc"
  }

  /// Whether a file refused for having no team «Rayo FC» is readable and really has none.
  func sinRayoFC(_ bytes: [UInt8]) -> Bool {
    equiposSegunFoundation(bytes).map { !$0.contains(where: esRayoFC) } ?? false
  }

  /// The last player of the team «Rayo FC».
  func ultimoDeRayoFC(_ bytes: [UInt8]) -> String? {
    let rayo = equiposSegunFoundation(bytes)?.first(where: esRayoFC)
    return (rayo?["jugadores"] as? [[String: Any]])?.last?["nombre"] as? String
  }

  @Test func escenario4_archivosHostiles() throws {
    let e = try Escenario()
    let valido = Array(LigaDeEjemplo.texto.utf8)
    // Each has a team «Rayo FC» where a parser that let the flaw through would find it: the
    // run must stop at the flaw (65, `t.json:L:C:`), not at the team lookup.
    let rayo = #"{"nombre": "Rayo FC", "jugadores": []}"#
    var hostiles: [(String, [UInt8])] = [
      ("vacío", []), ("espacios", Array("  \n ".utf8)),
      (
        "UTF-8 no válido",
        Array("{\"equipos\": [\(rayo), {\"nombre\": \"".utf8) + [0xC3, 0x28] + Array("\"}]}".utf8)
      ),
      ("sustituto solitario", Array(#"{"equipos": [\#(rayo), {"nombre": "\ud83d"}]}"#.utf8)),
      (
        "10.000 niveles",
        Array(
          ("{\"x\": " + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + ", \"equipos\": [\(rayo)]}").utf8)
      ),
      ("claves repetidas", Array(#"{"equipos": [\#(rayo)], "equipos": [\#(rayo)]}"#.utf8)),
      (
        "tipos equivocados",
        Array(#"{"equipos": [{"nombre": "Rayo FC", "jugadores": [{"nombre": 7}]}]}"#.utf8)
      ),
      (
        "jugadores no es una lista",
        Array(#"{"equipos": [{"nombre": "Rayo FC", "jugadores": {}}]}"#.utf8)
      ),
      (
        "dorsal 0",
        Array(
          #"{"equipos": [{"nombre": "Rayo FC", "jugadores": [{"nombre": "B", "dorsal": 0}]}]}"#.utf8
        )
      ),
      ("coma final", Array(#"{"equipos": [\#(rayo),]}"#.utf8)),
      ("NUL", Array("{\"equipos\": [\(rayo)]}\u{0}".utf8)),
    ]
    for corte in stride(
      from: 1, to: valido.count - 2, by: max(1, valido.count / (40 * GarantiasTests.escala)))
    {
      hostiles.append(("truncado en \(corte)", Array(valido[0..<corte])))
    }
    let deLista = hostiles.count
    var generador = SystemRandomNumberGenerator()
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
    }
    var (validosPorAzar, sinEquipo, conPosicion) = (0, 0, 0)
    for (indice, (nombre, bytes)) in hostiles.enumerated() {
      try Data(bytes).write(to: URL(fileURLWithPath: e.torneo))
      let r = try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"])
      let ahora = try e.bytes()
      let posicion = r.errores.firstMatch(of: #/t\.json:\d+:\d+: /#) != nil
      switch r.codigo {
      case 0 where indice >= deLista:
        // A mutation that is still a valid tournament: then bytes are only inserted, the old
        // file is JSON to a reader that is not the product's, and to that reader the new one
        // has Bea as Rayo FC's last player (spacing copied from the siblings may vary).
        validosPorAzar += 1
        #expect(esInsercion(bytes, ahora), "\(nombre)")
        #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) != nil, "\(nombre)")
        #expect(ultimoDeRayoFC(ahora) == "Bea", "\(nombre)")
      case 65:
        #expect(ahora == bytes, "\(nombre)")
        if posicion {
          conPosicion += 1
        } else if indice >= deLista && r.errores.contains("no hay ningún equipo") {
          // A mutation that hit the team's name: the file must be valid and really without it.
          #expect(sinRayoFC(bytes), "\(nombre): \(r.errores)")
          sinEquipo += 1
        } else {
          Issue.record("\(nombre): sin archivo:línea:columna: \(r.errores)")
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
      "escenario 4: \(hostiles.count) archivos hostiles (\(deLista) escritos a mano o truncados, \(hostiles.count - deLista) mutaciones): \(conPosicion) rechazados con 65 y archivo:línea:columna, \(sinEquipo) mutaciones sin «Rayo FC» (comprobado con otro lector), \(validosPorAzar) válidas por azar con solo Bea insertada; 100 MB (65, línea 1) y una carpeta (66): ningún byte de un archivo rechazado cambiado"
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

  /// Becoming `nobody` takes root (CI runs as root); run by anyone else, this test shows as
  /// skipped.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func escenario5_soloLecturaComoNadie() throws {
    let e = try Escenario()
    chmod(e.carpeta, 0o755)
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
    #expect(try FileManager.default.contentsOfDirectory(atPath: propia) == ["t.json"])
    chmod(propia, 0o755)
    print(
      "escenario 5: como nobody, archivo de solo lectura → 74 y carpeta de solo lectura → 74, sin tocar nada"
    )
  }

  /// A file without a write bit is one its owner made read-only: refused whoever runs the
  /// command — root too, whom `access(2)` lets write anything — with the message and status a
  /// user without permission gets, before the wizard asks anything, and left untouched.
  @Test func escenario5_soloLecturaAunqueSeaRoot() throws {
    let e = try Escenario().conLigaDeEjemplo()
    chmod(e.carpeta, 0o755)
    chmod(e.torneo, 0o444)
    let antes = try e.bytes()
    let piped = try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n")
    #expect(piped.codigo == 74, "\(piped.errores)")
    #expect(piped.salida.isEmpty)
    #expect(piped.errores.contains(e.torneo), "\(piped.errores)")
    let porOpciones = try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"])
    #expect(porOpciones.codigo == 74 && porOpciones.errores == piped.errores)
    if geteuid() == 0 {
      let nadie = try comoNadie(e, ["--torneo", e.torneo, "anadir", "Rayo FC", "--nombre", "Bea"])
      #expect(nadie.codigo == 74)
      // The same refusal; the command that would mend it is each one's (issue 41, item 14).
      #expect(piped.errores.contains("no puedes escribir en \(e.torneo); lo arregla «chmod u+w"))
      #expect(nadie.errores.contains("no puedes escribir en \(e.torneo)"), "\(nadie.errores)")
    }
    // At a terminal: the refusal comes before the first question.
    let t = try e.terminal(["anadir", "Rayo FC"], [:])
    #expect(t.salida() == 74, "\(t.descripcion)")
    #expect(!t.lineas.contains { $0.contains("Nombre") }, "\(t.descripcion)")
    #expect(try e.bytes() == antes)
    #expect(e.junto() == ["t.json"])
    print(
      "escenario 5: archivo sin bit de escritura, como \(geteuid() == 0 ? "root" : "su dueño") → 74 antes de preguntar, con el mensaje de quien no tiene permiso; sin tocar nada"
    )
  }

  @Test func escenario5_modosBajoUmask000() throws {
    let e = try Escenario()
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
    print("escenario 5: \(guardados) guardados con umask 000 conservan 0600 y 0640")
  }

  /// The injector plants a symlink at the exact name the program opens for its temporary file,
  /// just before it opens it: the open must refuse it (`O_EXCL`, `O_NOFOLLOW`), and the program
  /// either tries another name or fails cleanly; the link's target is never written.
  @Test func escenario5_enlacePlantadoEnElTemporal() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let viejo = try e.bytes()
    let victima = e.carpeta + "/victima"
    try e.escribir("intacta", en: victima)
    let log = registro(e)
    let r = try e.conFallo(
      ["anadir", "Rayo FC", "--nombre", "Bea"],
      ["FALLO_RUTA": ".t.json.tmp-", "FALLO_PLANTAR": victima, "FALLO_REGISTRO": log])
    let lineas = Inyector.registro(log)
    let plantado = try #require(
      lineas.first { $0.hasPrefix("plantado ") && $0.hasSuffix(" 0") }, "\(lineas)")
    let ruta = String(plantado.dropFirst("plantado ".count).dropLast(" 0".count))
    // The very open that met the link failed: EEXIST (O_EXCL) or ELOOP (O_NOFOLLOW).
    let apertura = lineas.first { $0.hasPrefix("open \(ruta) ") }
    #expect(apertura == "open \(ruta) -\(EEXIST)" || apertura == "open \(ruta) -\(ELOOP)")
    #expect(try String(contentsOfFile: victima, encoding: .utf8) == "intacta")
    var s = stat()
    #expect(lstat(ruta, &s) == 0 && s.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
    if r.codigo == 0 {
      #expect(try e.bytes() == conJugadorEnRayo(viejo, #"{ "nombre": "Bea" }"#))
    } else {
      #expect(r.codigo == 74, "\(r.errores)")
      #expect(try e.bytes() == viejo)
    }
    // The next save removes the planted link as an orphan, without following it either.
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Cris"]).codigo == 0)
    #expect(try String(contentsOfFile: victima, encoding: .utf8) == "intacta")
    #expect(e.temporales() == [])
    print(
      "escenario 5: un enlace plantado en el nombre exacto del temporal: open lo rechaza (\(apertura ?? "")), \(r.codigo == 0 ? "otro nombre y guardado" : "74 sin tocar nada"); el destino sigue intacto"
    )
  }

  @Test func escenario5_unArchivoEnlazadoSigueEnlazado() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let enlace = e.carpeta + "/enlace.json"
    try FileManager.default.createSymbolicLink(atPath: enlace, withDestinationPath: "t.json")
    #expect(
      try e.marcador(["--torneo", enlace, "anadir", "Rayo FC", "--nombre", "Cris"]).codigo == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: enlace) == "t.json")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida.hasSuffix("Marta #1\nCris\n"))
    print(
      "escenario 5: un archivo que es un enlace sigue siendo un enlace; se actualiza su destino")
  }

  // MARK: 6. Resource faults

  /// What each injected errno is called in the Spanish messages (written here, not taken from
  /// the catalog under test).
  static let causa: [Int32: String] = [
    EIO: "error de entrada/salida", ENOSPC: "no queda espacio en el disco",
    EXDEV: "el destino está en otro sistema de archivos",
  ]

  @Test func escenario6_fallosDeRecursos() throws {
    var casos = 0
    for (llamada, errno) in [
      ("open", EIO), ("write", EIO), ("write", ENOSPC), ("fsync", EIO), ("close", EIO),
      ("rename", EIO), ("rename", EXDEV),
    ] {
      let e = try Escenario().conLigaDeEjemplo()
      let viejo = try e.bytes()
      let log = registro(e)
      let r = try e.conFallo(
        ["anadir", "Rayo FC", "--nombre", "Bea"],
        [
          "FALLO_LLAMADA": llamada, "FALLO_RUTA": ".tmp-", "FALLO_ERRNO": String(errno),
          "FALLO_REGISTRO": log,
        ])
      // The fault fired (the injector's log says so), and the message says what failed in
      // words, not in system-call names.
      #expect(
        Inyector.registro(log).contains { $0.hasPrefix("FALLO errno-\(errno) \(llamada) ") },
        "\(llamada) \(errno): the injector did not fire")
      #expect(r.codigo == 74, "\(llamada) \(errno): \(r.errores)")
      #expect(
        r.errores.contains("(\(GarantiasTests.causa[errno] ?? "?"))"), "\(llamada): \(r.errores)")
      #expect(r.errores.contains("el archivo sigue como estaba"), "\(llamada)")
      #expect(try e.bytes() == viejo, "\(llamada)")
      #expect(e.temporales() == [], "\(llamada)")
      casos += 1
    }
    // Reading fails: 66, nothing written.
    let e = try Escenario().conLigaDeEjemplo()
    let viejo = try e.bytes()
    let log = registro(e)
    let lectura = try e.conFallo(
      ["anadir", "Rayo FC", "--nombre", "Bea"],
      [
        "FALLO_LLAMADA": "open", "FALLO_RUTA_EXACTA": e.torneo, "FALLO_ERRNO": String(EIO),
        "FALLO_REGISTRO": log,
      ])
    #expect(Inyector.registro(log).contains("FALLO errno-\(EIO) open \(e.torneo)"))
    #expect(lectura.codigo == 66)
    #expect(lectura.errores.contains("(error de entrada/salida)"), "\(lectura.errores)")
    #expect(try e.bytes() == viejo)
    // The folder cannot be synced after the rename: the new state, and not a 0.
    let log2 = registro(e)
    let carpeta = try e.conFallo(
      ["anadir", "Rayo FC", "--nombre", "Bea"],
      [
        "FALLO_LLAMADA": "fsync", "FALLO_RUTA_EXACTA": e.carpeta, "FALLO_ERRNO": String(EIO),
        "FALLO_REGISTRO": log2,
      ])
    #expect(Inyector.registro(log2).contains("FALLO errno-\(EIO) fsync \(e.carpeta)"))
    #expect(carpeta.codigo == 74)
    #expect(carpeta.errores.contains("no se pudo asegurar en el disco (error de entrada/salida)"))
    #expect(try e.bytes() == conJugadorEnRayo(viejo, #"{ "nombre": "Bea" }"#))
    // A full device for the output: the command does not claim success.
    let lleno = try e.ejecutar(
      "/bin/sh",
      ["-c", "exec \"$0\" \"$@\" > /dev/full", rutaDelBinario, "--torneo", e.torneo, "equipos"],
      entrada: Data(), entorno: e.entorno([:]))
    #expect(lleno.codigo == 74)
    #expect(lleno.errores.contains("no se pudo escribir la salida"))
    print(
      "escenario 6: \(casos + 2) errores de E/S inyectados y confirmados (open, write, fsync, close, rename en el temporal; open del archivo; fsync de la carpeta) y /dev/full: siempre 74 (66 al leer) nombrando la llamada, el archivo intacto y sin temporales, o tras el rename el estado nuevo sin un 0"
    )
  }

  /// ThreadSanitizer's own runtime dies of SIGBUS under `ulimit -f`: skipped there, and shown
  /// as skipped.
  @Test(.enabled(if: !GarantiasTests.bajoTSan, "ThreadSanitizer's runtime dies under ulimit -f"))
  func escenario6_limiteDeTamano() throws {
    let limitado = try Escenario().conLigaDeEjemplo()
    let antes = try limitado.bytes()
    let r = try limitado.ejecutar(
      "/bin/sh",
      [
        "-c", "ulimit -f 1; exec \"$0\" \"$@\"", rutaDelBinario, "--torneo", limitado.torneo,
        "anadir", "Rayo FC", "--nombre", "Bea",
      ],
      entrada: Data(), entorno: limitado.entorno([:]))
    #expect(r.senal == nil, "not a silent death by SIGXFSZ")
    #expect(r.codigo == 74, "\(r.errores)")
    #expect(r.errores.contains("supera el tamaño permitido"))
    #expect(try limitado.bytes() == antes)
    #expect(limitado.temporales() == [])
    print("escenario 6: ulimit -f 1 → 74 «supera el tamaño permitido», sin archivo a medias")
  }

  // MARK: 7. Hostile answers and arguments

  /// PRODUCT.md's name rules, written from the contract and not from the product's code: why a
  /// saved name breaks them, or nil. (Invisible format characters are `invisible`.)
  static func incumpleLasReglas(_ nombre: String) -> String? {
    if nombre.isEmpty { return "vacío" }
    if nombre.count > 25 { return "más de 25 caracteres" }
    let escalares = Array(nombre.unicodeScalars)
    if let primero = escalares.first, let ultimo = escalares.last,
      primero.properties.isWhitespace || ultimo.properties.isWhitespace
    {
      return "blanco en un extremo"
    }
    for (k, escalar) in escalares.enumerated() {
      if escalar.properties.generalCategory == .control { return "carácter de control" }
      if escalar.properties.isWhitespace {
        if escalar != " " { return "blanco que no es un espacio" }
        if k > 0 && escalares[k - 1] == " " { return "dos blancos seguidos" }
      }
    }
    return nil
  }

  /// PRODUCT.md: no bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) nor
  /// any other format character (category Cf), except U+200C and U+200D.
  static func invisible(_ escalar: Unicode.Scalar) -> Bool {
    let bidi: [ClosedRange<UInt32>] = [
      0x061C...0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069,
    ]
    if bidi.contains(where: { $0.contains(escalar.value) }) { return true }
    return escalar.properties.generalCategory == .format && escalar.value != 0x200C
      && escalar.value != 0x200D
  }

  /// Records invisible characters that were saved or accepted: every one is a failure.
  static func anotarInvisibles(_ escalares: [Unicode.Scalar], _ que: String) {
    guard !escalares.isEmpty else { return }
    Issue.record("\(que): \(escalares)")
  }

  @Test func escenario7_respuestasHostiles() throws {
    let e = try Escenario().conLigaDeEjemplo()
    var generador = SystemRandomNumberGenerator()
    var (intentos, guardados, rechazados) = (0, 0, 0)
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
      if r.codigo == 65 { rechazados += 1 }
      intentos += 1
    }
    // Everything saved obeys the rules, as PRODUCT.md states them.
    let json = try e.enTorneo(["plantilla", "Unión Deportiva Sur", "--json"]).salida
    let jugadores = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(jugadores.count == guardados)
    for jugador in jugadores {
      let nombre = try #require(jugador["nombre"] as? String)
      #expect(GarantiasTests.incumpleLasReglas(nombre) == nil, "\(Array(nombre.unicodeScalars))")
      GarantiasTests.anotarInvisibles(
        nombre.unicodeScalars.filter(GarantiasTests.invisible),
        "guardado: \(nombre.debugDescription)")
    }
    // Each invisible character PRODUCT.md names, inside a name given as an argument.
    var invisibles = 0
    for escalar: UInt32 in [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x00AD, 0x200B, 0x2060, 0x2064,
      0xFEFF,
    ] {
      let nombre = "A" + String(Character(Unicode.Scalar(escalar) ?? "?")) + "na"
      let r = try e.enTorneo(["anadir", "Rayo FC", "--nombre", nombre, "--comprobar"])
      let mensaje =
        "El nombre tiene un carácter invisible (U+\(String(format: "%04X", escalar))) en la "
        + "posición 2"
      if r.codigo == 65 && r.errores.contains(mensaje) {
        invisibles += 1
      } else {
        GarantiasTests.anotarInvisibles(
          Unicode.Scalar(escalar).map { [$0] } ?? [], "aceptado con \(r.codigo)")
      }
    }
    #expect(invisibles == 12, "every invisible character PRODUCT.md names is refused")
    // U+200C and U+200D are allowed.
    for escalar in ["\u{200C}", "\u{200D}"] {
      #expect(
        try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Ka\(escalar)i", "--comprobar"]).codigo
          == 0)
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
      "escenario 7: \(intentos) respuestas y argumentos hostiles: \(guardados) nombres guardados, todos conformes a las reglas escritas desde PRODUCT.md, \(rechazados) rechazados con 65; \(invisibles) de 12 caracteres invisibles rechazados"
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
    t.debeMostrar("Equipo:")
    t.teclear("\t")
    t.debeMostrar("Bien")
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
      t.debeMostrar("Nombre [0/25]:")
      t.teclear("Bea")
      t.debeMostrar("Nombre [3/25]: Bea")
      #expect(!t.modoCocinado, "editing, the terminal is in the editor's mode")
      kill(t.pid, senal)
      #expect(t.fin() == .senal(senal), "la señal \(senal) lo termina")
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
    t.debeMostrar("$")
    t.teclear("marcador --torneo \(e.torneo) anadir 'Rayo FC'\r")
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea")
    t.debeMostrar("Nombre [3/25]: Bea")
    #expect(!t.modoCocinado)
    t.teclear("\u{1A}")
    t.debeMostrar("Stopped", "Ctrl-Z lo detiene")
    #expect(t.modoCocinado, "detenido, la terminal vuelve a su modo")
    t.teclear("fg\r")
    #expect(
      t.esperar { $0.filter { $0.contains("Nombre [3/25]: Bea") }.count >= 2 }, "\(t.descripcion)")
    t.teclear("\r7\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
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
