import Foundation
import Testing

@testable import Torneo

/// `Validador` against its oracle, `LectorDeTorneo` over `EscanerJSON`: for every input, the
/// same verdict, the same error (motive and byte offset) and the same index. `make fuzz` runs
/// the same comparison on millions of inputs; these replay what it keeps and what matters most.
struct ValidadorTests {
  /// The comparison, `nil` when both readers agree.
  static func diferencia(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { Validador.diferenciaConOraculo($0) }
  }

  static func diferencia(_ texto: String) -> String? { diferencia(Array(texto.utf8)) }

  static let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every file of the fuzz corpora and every input a fuzzer ever crashed on.
  @Test(arguments: ["Fuzz/corpus/diferencial", "Fuzz/corpus/lector", "Fuzz/regresiones"])
  func elCorpusYLasRegresionesDelFuzzer(_ carpeta: String) throws {
    let ruta = ValidadorTests.raiz.appendingPathComponent(carpeta)
    let archivos = try FileManager.default.contentsOfDirectory(atPath: ruta.path)
    #expect(!archivos.isEmpty)
    for archivo in archivos {
      let bytes = Array(try Data(contentsOf: ruta.appendingPathComponent(archivo)))
      #expect(ValidadorTests.diferencia(bytes) == nil, "\(carpeta)/\(archivo)")
    }
  }

  /// The valid seeds really are valid: the comparison is about accepted files, not only errors.
  @Test func lasSemillasSonTorneosValidos() throws {
    let ruta = ValidadorTests.raiz.appendingPathComponent("Fuzz/corpus/diferencial")
    for archivo in try FileManager.default.contentsOfDirectory(atPath: ruta.path) {
      let bytes = Array(try Data(contentsOf: ruta.appendingPathComponent(archivo)))
      #expect(throws: Never.self, "\(archivo)") { try DocumentoTorneo(bytes: bytes, ruta: archivo) }
    }
  }

  /// Each broken file of `DocumentoTorneoTests`, whose line and column are checked there.
  @Test(arguments: DocumentoTorneoTests.rotos.indices)
  func losArchivosRotos(_ k: Int) {
    #expect(ValidadorTests.diferencia(DocumentoTorneoTests.rotos[k].0) == nil)
  }

  /// The sample league cut at every byte, and with every byte replaced by each of the bytes
  /// the grammar cares about.
  @Test func cadaCorteYCadaSustitucionDeLaLigaDeEjemplo() {
    let bytes = Array(LigaDeEjemplo.texto.utf8)
    for corte in 0...bytes.count {
      #expect(ValidadorTests.diferencia(Array(bytes[..<corte])) == nil, "corte en \(corte)")
    }
    let sustitutos: [UInt8] = [
      0x00, 0x09, 0x0A, 0x0D, 0x20, 0x22, 0x2C, 0x2D, 0x2E, 0x30, 0x3A, 0x45, 0x5B, 0x5C, 0x5D,
      0x6E, 0x75, 0x7B, 0x7D, 0x80, 0xC3, 0xED, 0xFF,
    ]
    for k in bytes.indices {
      for sustituto in sustitutos where bytes[k] != sustituto {
        var mutado = bytes
        mutado[k] = sustituto
        #expect(ValidadorTests.diferencia(mutado) == nil, "byte \(k) = \(sustituto)")
      }
    }
  }

  /// Strings and runs of white space of every length up to three words, with each special
  /// byte at each position, so that every case of the eight-byte reads meets every alignment
  /// and the end of the buffer.
  @Test func cadaByteEspecialEnCadaPosicionDeLaPalabra() {
    let especiales = [
      "\"", "\\n", "\\u00e9", "\\ud83d\\ude00", "\\ud800", "\\x", "\u{01}", "ñ", "😀", "\u{7F}",
      "\\", "\\u12",
    ]
    var casos = 0
    for longitud in 0..<24 {
      for posicion in 0...longitud {
        for especial in especiales {
          let texto =
            String(repeating: "a", count: posicion) + especial
            + String(repeating: "b", count: longitud - posicion)
          for plantilla in [
            "{\"equipos\":[{\"nombre\":\"\(texto)\"}]}", "{\"\(texto)\":1,\"equipos\":[]}",
            "{\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"nombre\":\"\(texto)\"}]}]}",
            "{\"equipos\":[],\"x\":\"\(texto)",
          ] {
            #expect(ValidadorTests.diferencia(plantilla) == nil, "\(plantilla)")
            casos += 1
          }
        }
      }
    }
    for longitud in 0..<20 {
      for posicion in 0...longitud {
        for raro in ["\t", "\r", "\n", "\u{0B}", "x", "\u{A0}"] {
          let espacio =
            String(repeating: " ", count: posicion) + raro
            + String(repeating: " ", count: longitud - posicion)
          for plantilla in [
            "{\(espacio)\"equipos\"\(espacio):\(espacio)[\(espacio)]\(espacio)}\(espacio)",
            "\(espacio){\"equipos\":[{\"nombre\":\"A\",\(espacio)\"jugadores\":[]}]}",
          ] {
            #expect(ValidadorTests.diferencia(plantilla) == nil, "\(plantilla.debugDescription)")
            casos += 1
          }
        }
      }
    }
    #expect(casos > 15_000)
  }

  /// Keys of the schema spelled with escapes, lookalikes of them, and duplicates on both sides
  /// of the sixteen keys where the duplicate check changes method.
  @Test func clavesDelEsquemaYClavesRepetidas() {
    for clave in [
      "nombre", "nombrE", "nombr", "nombres", "dorsal", "equipos", "equipo", "jugadores",
      "jugadoreS", "jugadorez", "otra", "n\\u006fmbre", "\\u0064orsal", "equipo\\u0073",
      "jugadore\\u0073",
    ] {
      for plantilla in [
        "{\"\(clave)\":[],\"equipos\":[]}",
        "{\"equipos\":[{\"nombre\":\"A\",\"\(clave)\":[{\"nombre\":\"B\"}]}]}",
        "{\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"nombre\":\"B\",\"\(clave)\":7}]}]}",
        "{\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"\(clave)\":\"B\",\"nombre\":\"C\"}]}]}",
      ] {
        #expect(ValidadorTests.diferencia(plantilla) == nil, "\(plantilla)")
      }
    }
    for muchas in [1, 15, 16, 17, 40] {
      let claves = (0..<muchas).map { "\"k\($0)\":\($0)" }
      for repetida in ["\"k0\":1", "\"k\(muchas - 1)\":1", "\"k\\u0030\":1", "\"z\":1"] {
        let texto = "{\(claves.joined(separator: ",")),\(repetida),\"equipos\":[]}"
        #expect(ValidadorTests.diferencia(texto) == nil, "\(texto)")
        let enJugador =
          "{\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"nombre\":\"B\","
          + "\(claves.joined(separator: ",")),\(repetida)}]}]}"
        #expect(ValidadorTests.diferencia(enJugador) == nil, "\(enJugador)")
      }
    }
  }

  /// Nesting up to the limit and one past it, in each place the schema nests.
  @Test func elLimiteDeAnidamiento() {
    for hondo in [250, 251, 252, 253, 254, 255, 256, 257] {
      for abre in ["[", "{\"a\":"] {
        let cierra = abre == "[" ? "]" : "}"
        let valor = String(repeating: abre, count: hondo) + String(repeating: cierra, count: hondo)
        for plantilla in [
          "{\"x\":\(valor),\"equipos\":[]}",
          "{\"equipos\":[{\"nombre\":\"A\",\"x\":\(valor)}]}",
          "{\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"nombre\":\"B\",\"x\":\(valor)}]}]}",
        ] {
          #expect(ValidadorTests.diferencia(plantilla) == nil, "\(hondo) \(abre)")
        }
      }
    }
  }

  /// A league shaped like `make bench`'s, large enough for every buffer to grow, with and
  /// without a byte order mark: the whole index is the same.
  @Test func unaLigaComoLaDelBanco() throws {
    var texto = "{\n  \"nombre\": \"Liga de 300 equipos\",\n  \"equipos\": [\n"
    for e in 0..<300 {
      texto += "    {\n      \"nombre\": \"Málaga \(e)\",\n      \"color\": \"rojo\",\n"
      texto += "      \"jugadores\": [\n"
      texto += (0..<25).map { j in
        "        {\n          \"nombre\": \"Jugador \(e)-\(j)\",\n          \"dorsal\": \(j + 1)\n        }"
      }.joined(separator: ",\n")
      texto += "\n      ]\n    }" + (e < 299 ? ",\n" : "\n")
    }
    texto += "  ],\n  \"partidos\": [{\"local\": \"Málaga 1\", \"goles\": [1, 0.5e3]}]\n}\n"
    #expect(ValidadorTests.diferencia(texto) == nil)
    #expect(ValidadorTests.diferencia([0xEF, 0xBB, 0xBF] + Array(texto.utf8)) == nil)
    #expect(try documento(texto).numeroDeJugadores(en: 299) == 25)
  }
}

/// Stage one works on 64-byte blocks and hands stage two a window of 64 KiB at a time: what
/// one block or window leaves to the next (inside a string, after an odd run of backslashes,
/// in the middle of a number) must cross every boundary intact.
struct LecturaRapidaTests {
  /// Runs of one to five backslashes, before a quote or a letter, ending at every offset
  /// around the first two block boundaries.
  @Test func barrasYComillasACadaLadoDeUnBloque() {
    var casos = 0
    for relleno in 0..<140 {
      for barras in 1...5 {
        for tras in ["\"", "n", "u00e9", "\\\"", "ñ"] {
          let cadena =
            String(repeating: "a", count: relleno) + String(repeating: "\\", count: barras)
          let texto = "{\"equipos\":[{\"nombre\":\"\(cadena)\(tras)\"}]}"
          #expect(ValidadorTests.diferencia(texto) == nil, "\(texto)")
          casos += 1
        }
      }
    }
    #expect(casos == 3_500)
  }

  /// Numbers, literals, keys and multi-byte characters cut by a block boundary at each of
  /// their bytes.
  @Test func cadaTokenPartidoPorUnBloque() {
    for relleno in 0..<72 {
      let espacios = String(repeating: " ", count: relleno)
      for valor in ["-12.5e+3", "true", "false", "null", "\"Zoë 😀\"", "[1,[2,{}]]", "01", "1x"] {
        let texto =
          "{\(espacios)\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"nombre\":\"B\","
          + "\"x\":\(valor),\"dorsal\":7}]}]}"
        #expect(ValidadorTests.diferencia(texto) == nil, "\(relleno) \(valor)")
      }
    }
  }

  /// A league larger than one window, with the window boundary falling inside a string with
  /// escapes, inside a number and between two tokens; and a file of each length around a
  /// whole number of blocks (the last block is padded).
  @Test func unaVentanaYElUltimoBloque() {
    let ventana = LecturaRapida.ventana
    for desfase in [-3, -2, -1, 0, 1, 2, 5] {
      let cabeza = "{\"equipos\":[{\"nombre\":\"A\",\"x\":\""
      let largo = ventana + desfase - cabeza.utf8.count
      let texto =
        cabeza + String(repeating: "b", count: largo - 4) + "\\\\\\\"" + "\",\"y\":12345}]}"
      #expect(ValidadorTests.diferencia(texto) == nil, "desfase \(desfase)")
    }
    let base = "{\"equipos\":[]}"
    for largo in 60...200 {
      let texto = base + String(repeating: " ", count: largo - base.utf8.count)
      #expect(ValidadorTests.diferencia(texto) == nil, "largo \(largo)")
      #expect(ValidadorTests.diferencia(texto + "x") == nil, "largo \(largo) + x")
    }
  }

  /// Every lead byte with continuation bytes of every range that matters (overlongs,
  /// surrogates, past U+10FFFF, a sequence cut short), in a player's name, on both sides of a
  /// block boundary: stage two checks multi-byte characters from their marks.
  @Test func cadaSecuenciaUTF8() {
    var casos = 0
    for lider in UInt8(0x80)...0xFF {
      for segundo: UInt8 in [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0] {
        for resto: [UInt8] in [[], [0x80], [0xBF, 0x80], [0x80, 0x41], [0x22]] {
          let cabeza = "{\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"nombre\":\""
          // The lead byte inside the first block, and the last and second-last of it.
          for relleno in [0, 63 - cabeza.utf8.count, 62 - cabeza.utf8.count] {
            let texto =
              Array(cabeza.utf8) + Array(repeating: 0x61, count: relleno) + [lider, segundo]
              + resto + Array("z\"}]}]}".utf8)
            #expect(ValidadorTests.diferencia(texto) == nil, "\(texto)")
            casos += 1
          }
        }
      }
    }
    #expect(casos == 17_280)
  }

  /// A league over `LecturaRapida.enParaleloDesde`, read with stage one on its own thread as
  /// the product reads it: whole, with a trailing byte, cut around window boundaries and near
  /// the end (stage two gives up while the thread still marks), with a control byte planted at
  /// those places, with a byte order mark, and with two teams of the same name.
  @Test func unaLigaGrandeConLaEtapaUnoEnSuHilo() {
    var texto = "{\"nombre\":\"Liga\",\"equipos\":["
    for equipo in 0..<900 {
      texto += (equipo > 0 ? "," : "") + "{\"nombre\":\"Cádiz \(equipo)\",\"jugadores\":["
      for jugador in 0..<25 {
        texto +=
          (jugador > 0 ? "," : "")
          + "{\"nombre\":\"Jugador \(jugador)\",\"dorsal\":\(jugador + 1),"
          + "\"x\":[1.5e3,true,null,{\"k\":\"v\\n\"}]}"
      }
      texto += "]}"
    }
    let liga = Array((texto + "]}").utf8)
    #expect(liga.count > LecturaRapida.enParaleloDesde + LecturaRapida.ventana * 4)
    var casos = [
      liga, liga + [0x20], liga + [0x78], Array(liga.dropLast()), [0xEF, 0xBB, 0xBF] + liga,
    ]
    let ventana = LecturaRapida.ventana
    for corte in [
      LecturaRapida.enParaleloDesde, LecturaRapida.enParaleloDesde + ventana - 1,
      LecturaRapida.enParaleloDesde + 3 * ventana + 5, liga.count - 100,
    ] {
      casos.append(Array(liga[..<corte]))
      var roto = liga
      roto[corte] = 0x01
      casos.append(roto)
    }
    casos.append(
      Array(
        String(decoding: liga, as: UTF8.self)
          .replacingOccurrences(of: "Cádiz 800\"", with: "Cádiz 801\"").utf8))
    for (k, caso) in casos.enumerated() {
      #expect(ValidadorTests.diferencia(caso) == nil, "caso \(k)")
    }
    let (conHilo, sinHilo) = liga.withUnsafeBufferPointer {
      (LecturaRapida.leer($0), LecturaRapida.leer($0, enParalelo: false))
    }
    guard case .success(let a) = conHilo, case .success(let b) = sinHilo else {
      Issue.record("la lectura rápida renuncia a una liga válida")
      return
    }
    #expect(a.jugadores.count == 900 * 25 && b.jugadores.count == a.jugadores.count)
  }

  /// A text still arriving from its file, handed over slowly: a number and a string with an
  /// escape, each longer than what the thread reads ahead of its marks, with the bytes not yet
  /// arrived set to what would make them invalid. Stage two waits for them, and accepts.
  @Test func loQueLlegaDespacioSeEspera() {
    let largo = 4 * LecturaRapida.ventana
    let numero = "{\"equipos\":[],\"x\":1" + String(repeating: "7", count: largo) + "}"
    let cadena = "{\"equipos\":[],\"x\":\"\\n" + String(repeating: "a", count: largo) + "\"}"
    for (texto, relleno) in [(numero, UInt8(ascii: "x")), (cadena, 0x01)] {
      let bytes = Array(texto.utf8)
      #expect(ValidadorTests.diferencia(bytes) == nil)
      let (lectura, llegado) = bytes.withUnsafeBufferPointer {
        Validador.lecturaQueLlega($0, piezas: [4096], pausa: 300, relleno: relleno)
      }
      #expect(llegado.leidos == bytes.count && llegado.fallo == 0)
      guard case .success(let indice) = lectura else {
        Issue.record("la lectura no esperó al texto: \(lectura)")
        continue
      }
      #expect(indice.equipos.isEmpty)
    }
  }

  /// A `true` across the end of the first window of a text arriving a window at a time,
  /// slowly: stage two reads its last bytes before the second window is marked, so the thread
  /// must have read one block past the window before publishing it.
  @Test func unaVentanaLeidaYUnBloqueMas() {
    let ventana = LecturaRapida.ventana
    var texto = "{\"equipos\":[],\"x\":["
    while texto.utf8.count < ventana + 1 - 5 { texto += "null," }
    texto += String(repeating: " ", count: ventana + 1 - texto.utf8.count) + "true"
    while texto.utf8.count < 3 * ventana { texto += ",null" }
    let bytes = Array((texto + "]}").utf8)
    #expect(Array(bytes[(ventana + 1)..<(ventana + 5)]) == Array("true".utf8))
    #expect(ValidadorTests.diferencia(bytes) == nil)
    let (lectura, llegado) = bytes.withUnsafeBufferPointer {
      Validador.lecturaQueLlega($0, piezas: [ventana], pausa: 20_000)
    }
    #expect(llegado.leidos == bytes.count)
    guard case .success = lectura else {
      Issue.record("la etapa dos leyó más allá de lo llegado: \(lectura)")
      return
    }
  }

  /// A text that does not arrive as expected: it ends early (stage two gives up instead of
  /// waiting forever), it has more (the reading says so), or a read fails (its `errno`).
  @Test func unTextoQueNoLlegaComoSeEsperaba() {
    let liga = Array(LigaDeEjemplo.texto.utf8)
    let inicio = LecturaRapida.inicioLeido
    func llegar(_ esperados: Int, fuente: @escaping @Sendable (UnsafeMutableRawPointer, Int) -> Int)
      -> (Result<IndiceLeido, Renuncia>, Llegado)
    {
      let destino = UnsafeMutablePointer<UInt8>.allocate(capacity: esperados + 1)
      defer { destino.deallocate() }
      destino.initialize(repeating: 0x20, count: esperados + 1)
      liga.withUnsafeBufferPointer { destino.update(from: $0.baseAddress!, count: inicio) }
      let llegada = Llegada(
        destino: destino, capacidad: esperados + 1, leidos: inicio, fuente: fuente)
      return LecturaRapida.leer(
        UnsafeBufferPointer(start: destino, count: esperados), llegando: llegada)
    }
    func desde(_ bytes: [UInt8], fallo: Int32 = 0)
      -> @Sendable (UnsafeMutableRawPointer, Int) -> Int
    {
      let fuente = FuenteDePrueba(bytes, entregados: inicio, piezas: [700], pausa: 0)
      return { destino, pedidos in
        let n = fuente.entregar(en: destino, pedidos)
        if n == 0, fallo != 0 {
          errno = fallo
          return -1
        }
        return n
      }
    }
    func renuncia(_ lectura: Result<IndiceLeido, Renuncia>) -> Bool {
      if case .failure(.noValido) = lectura { return true }
      return false
    }
    let corta = llegar(liga.count + 5000, fuente: desde(liga))
    #expect(corta.1.leidos == liga.count && corta.1.fallo == 0)
    #expect(renuncia(corta.0))
    let larga = llegar(liga.count - 10, fuente: desde(liga))
    #expect(larga.1.leidos == liga.count - 9 && larga.1.fallo == 0)
    let rota = llegar(liga.count, fuente: desde(Array(liga[..<500]), fallo: EIO))
    #expect(rota.1.leidos == 500 && rota.1.fallo == EIO)
    #expect(renuncia(rota.0))
  }

  /// What stage two leaves to the oracle on purpose is read, and accepted, all the same.
  @Test func loQueLaLecturaRapidaDejaAlOraculo() throws {
    let conEscape = "{\"equipos\":[{\"nombre\":\"A\",\"jugadore\\u0073\":[{\"nombre\":\"B\"}]}]}"
    let muchas = (0...LecturaRapida.clavesMaximas).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    let conMuchas = "{\(muchas),\"equipos\":[{\"nombre\":\"A\"}]}"
    for (texto, renuncia) in [
      (conEscape, Renuncia.claveConEscapes), (conMuchas, .demasiadasClaves),
    ] {
      let bytes = Array(texto.utf8)
      bytes.withUnsafeBufferPointer {
        guard case .failure(let motivo) = LecturaRapida.leer($0) else {
          Issue.record("la lectura rápida no renuncia: \(texto)")
          return
        }
        #expect(motivo == renuncia)
      }
      #expect(ValidadorTests.diferencia(bytes) == nil)
      #expect(try DocumentoTorneo(bytes: bytes, ruta: "x").numeroDeEquipos == 1)
    }
  }
}
