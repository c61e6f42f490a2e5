// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import FormatoDeLiga
@testable import Torneo

/// The tournament reader against an independent oracle: Foundation's `JSONSerialization` (in
/// the tests only, never in the product) for the verdict, and a few lines of schema over its
/// tree for the index. What the reader accepts, Foundation must accept, with the same teams and
/// players; what it refuses for the grammar, Foundation must refuse too. Positions are checked
/// against the fixtures of `DocumentoTorneoTests`.
struct LectorTests {
  /// How the reader and the oracle disagree about `bytes`, `nil` when they agree.
  static func diferencia(_ bytes: [UInt8]) -> String? {
    let nuestro: Result<DocumentoTorneo, ErrorArchivo>
    do {
      nuestro = .success(try DocumentoTorneo(bytes: bytes, ruta: "t.json"))
    } catch {
      nuestro = .failure(error)
    }
    // The reader steps over a UTF-8 byte order mark; the oracle is given what follows it.
    let sinBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    let arbol = try? JSONSerialization.jsonObject(with: Data(sinBOM), options: .fragmentsAllowed)
    switch nuestro {
    case .success(let documento):
      guard let arbol else { return "accepted, and Foundation refuses it" }
      guard case .success(let esperado) = LectorTests.esquema(arbol) else {
        return "accepted, and its tree breaks the schema"
      }
      var leido: [Equipo] = []
      for k in 0..<documento.numeroDeEquipos {
        guard let equipo = try? documento.equipo(en: k) else { return nil }  // checked later
        leido.append(equipo)
      }
      let visto = Esperado(
        nombre: documento.nombre,
        equipos: leido.map { ($0.nombre, $0.jugadores.map { ($0.nombre, $0.dorsal) }) })
      return visto == esperado ? nil : "index \(visto) ≠ tree \(esperado)"
    case .failure(.noValido(_, _, _, let motivo)):
      switch motivo {
      case .claveRepetida, .demasiadoAnidado, .demasiadoGrande:
        return nil  // Foundation keeps one of two keys, and nests deeper
      case .tipoIncorrecto, .falta, .equipoRepetido, .dorsalNoValido, .plantillaNoValida:
        // (The tree cannot tell a `dorsal` of `7.0` from one of `7`.)
        guard let arbol, motivo != .dorsalNoValido, !LectorTests.conComaDeMas(bytes) else {
          return nil
        }
        if case .failure = LectorTests.esquema(arbol) { return nil }
        return "refused for the schema (\(motivo)), and the tree obeys it"
      default:
        if arbol == nil || LectorTests.conComaDeMas(bytes) { return nil }
        return "refused (\(motivo)), and Foundation accepts it"
      }
    case .failure(let otro):
      return "\(otro)"
    }
  }

  static func diferencia(_ texto: String) -> String? { diferencia(Array(texto.utf8)) }

  /// Whether the text has a comma JSON does not allow, which Foundation accepts (`[,1]`,
  /// `[1,]`, `{"a":1,}`): there, only the reader's refusal can be checked, not Foundation's.
  /// (Strings are not told apart: at worst a check is skipped.)
  static func conComaDeMas(_ bytes: [UInt8]) -> Bool {
    var anterior: UInt8 = 0
    for byte in bytes where ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
      if byte == 0x2C, [0x5B, 0x7B, 0x2C].contains(anterior) { return true }
      if [0x5D, 0x7D].contains(byte), anterior == 0x2C { return true }
      anterior = byte
    }
    return false
  }

  /// What the tree says: the league's name and its teams with their players.
  struct Esperado: Equatable, CustomStringConvertible {
    var nombre: String?
    var equipos: [(String, [(String, Int?)])]

    static func == (a: Esperado, b: Esperado) -> Bool {
      a.nombre == b.nombre && a.equipos.count == b.equipos.count
        && zip(a.equipos, b.equipos).allSatisfy { x, y in
          x.0 == y.0 && x.1.count == y.1.count && zip(x.1, y.1).allSatisfy { $0 == $1 }
        }
    }

    var description: String { "\(nombre ?? "-") \(equipos)" }
  }

  /// A schema rule the tree breaks: its shape, a repeated team name, or a `dorsal`.
  enum Roto: Error { case forma, nombreDeEquipo, dorsal }

  /// The schema over Foundation's tree, as PRODUCT.md and README word it.
  static func esquema(_ arbol: Any) -> Result<Esperado, Roto> {
    guard let raiz = arbol as? [String: Any], let lista = raiz["equipos"] as? [Any] else {
      return .failure(.forma)
    }
    var esperado = Esperado(nombre: nil, equipos: [])
    switch raiz["nombre"] {
    case nil, is NSNull: break
    case let texto as String: esperado.nombre = texto
    default: return .failure(.forma)
    }
    var vistos = Set<String>()
    for elemento in lista {
      guard let equipo = elemento as? [String: Any], let nombre = equipo["nombre"] as? String
      else { return .failure(.forma) }
      var jugadores: [(String, Int?)] = []
      if let valor = equipo["jugadores"] {
        guard let lista = valor as? [Any] else { return .failure(.forma) }
        for elemento in lista {
          guard let jugador = elemento as? [String: Any],
            let nombreJugador = jugador["nombre"] as? String
          else { return .failure(.forma) }
          switch jugador["dorsal"] {
          case nil, is NSNull:
            jugadores.append((nombreJugador, nil))
          // (`true` is an NSNumber too, of the C type `char`.)
          case let numero as NSNumber where String(cString: numero.objCType) != "c":
            let valor = numero.doubleValue
            guard valor == valor.rounded(), (1...99).contains(valor) else {
              return .failure(.dorsal)
            }
            jugadores.append((nombreJugador, Int(valor)))
          default:
            return .failure(.forma)
          }
        }
      }
      guard vistos.insert(nombre).inserted else { return .failure(.nombreDeEquipo) }
      esperado.equipos.append((nombre, jugadores))
    }
    return .success(esperado)
  }

  static let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every file of the reader's fuzz corpus and every input a fuzzer ever crashed on.
  @Test(arguments: ["Fuzz/corpus/lector", "Fuzz/regresiones"])
  func elCorpusYLasRegresionesDelFuzzer(_ carpeta: String) throws {
    let ruta = LectorTests.raiz.appendingPathComponent(carpeta)
    let archivos = try FileManager.default.contentsOfDirectory(atPath: ruta.path)
    #expect(!archivos.isEmpty)
    for archivo in archivos {
      let bytes = Array(try Data(contentsOf: ruta.appendingPathComponent(archivo)))
      #expect(LectorTests.diferencia(bytes) == nil, "\(carpeta)/\(archivo)")
    }
  }

  /// The corpus's seeds really are valid: the comparison is about accepted files, not only
  /// errors.
  @Test func lasSemillasSonTorneosValidos() throws {
    let ruta = LectorTests.raiz.appendingPathComponent("Fuzz/corpus/lector")
    for archivo in try FileManager.default.contentsOfDirectory(atPath: ruta.path) {
      let bytes = Array(try Data(contentsOf: ruta.appendingPathComponent(archivo)))
      #expect(throws: Never.self, "\(archivo)") { try DocumentoTorneo(bytes: bytes, ruta: archivo) }
    }
  }

  /// Each broken file of `DocumentoTorneoTests`, whose line and column are checked there.
  @Test(arguments: DocumentoTorneoTests.rotos.indices)
  func losArchivosRotos(_ k: Int) {
    #expect(LectorTests.diferencia(DocumentoTorneoTests.rotos[k].0) == nil)
  }

  /// The sample league cut at every byte, and with every byte replaced by each of the bytes
  /// the grammar cares about.
  @Test func cadaCorteYCadaSustitucionDeLaLigaDeEjemplo() {
    let bytes = Array(LigaDeEjemplo.texto.utf8)
    for corte in 0...bytes.count {
      #expect(LectorTests.diferencia(Array(bytes[..<corte])) == nil, "corte en \(corte)")
    }
    let sustitutos: [UInt8] = [
      0x00, 0x09, 0x0A, 0x0D, 0x20, 0x22, 0x2C, 0x2D, 0x2E, 0x30, 0x3A, 0x45, 0x5B, 0x5C, 0x5D,
      0x6E, 0x75, 0x7B, 0x7D, 0x80, 0xC3, 0xED, 0xFF,
    ]
    for k in bytes.indices {
      for sustituto in sustitutos where bytes[k] != sustituto {
        var mutado = bytes
        mutado[k] = sustituto
        #expect(LectorTests.diferencia(mutado) == nil, "byte \(k) = \(sustituto)")
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
            #expect(LectorTests.diferencia(plantilla) == nil, "\(plantilla)")
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
            #expect(LectorTests.diferencia(plantilla) == nil, "\(plantilla.debugDescription)")
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
        #expect(LectorTests.diferencia(plantilla) == nil, "\(plantilla)")
      }
    }
    for muchas in [1, 15, 16, 17, 40] {
      let claves = (0..<muchas).map { "\"k\($0)\":\($0)" }
      for repetida in ["\"k0\":1", "\"k\(muchas - 1)\":1", "\"k\\u0030\":1", "\"z\":1"] {
        let texto = "{\(claves.joined(separator: ",")),\(repetida),\"equipos\":[]}"
        #expect(LectorTests.diferencia(texto) == nil, "\(texto)")
        let enJugador =
          "{\"equipos\":[{\"nombre\":\"A\",\"jugadores\":[{\"nombre\":\"B\","
          + "\(claves.joined(separator: ",")),\(repetida)}]}]}"
        #expect(LectorTests.diferencia(enJugador) == nil, "\(enJugador)")
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
          #expect(LectorTests.diferencia(plantilla) == nil, "\(hondo) \(abre)")
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
    #expect(LectorTests.diferencia(texto) == nil)
    #expect(LectorTests.diferencia([0xEF, 0xBB, 0xBF] + Array(texto.utf8)) == nil)
    #expect(try documento(texto).numeroDeJugadores(en: 299) == 25)
  }

  /// Every lead byte with continuation bytes of every range that matters (overlongs,
  /// surrogates, past U+10FFFF, a sequence cut short), in a player's name, at
  /// several distances from the start.
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
            #expect(LectorTests.diferencia(texto) == nil, "\(texto)")
            casos += 1
          }
        }
      }
    }
    #expect(casos == 17_280)
  }
}
