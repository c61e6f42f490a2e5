// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import FormatoDeLiga
@testable import Torneo

struct DocumentoTorneoTests {
  @Test func leeLaLigaDeEjemplo() throws {
    let d = try documento(LigaDeEjemplo.texto)
    #expect(d.nombre == "Liga de ejemplo")
    #expect(d.nombresDeEquipos.count == LigaDeEjemplo.numeroDeEquipos)
    let rayo = try d.equipo(en: try #require(d.posicionDeEquipo(llamado: "Rayo FC")))
    #expect(
      rayo.jugadores == [
        Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis"),
        Jugador(nombre: "Marta", dorsal: 1),
      ])
  }

  @Test func elTorneoEnteroConTodasSusPlantillas() throws {
    let torneo = try documento(LigaDeEjemplo.texto).torneo()
    #expect(torneo.nombre == "Liga de ejemplo")
    #expect(torneo.equipos.map(\.jugadores.count) == [3, 2, 1, 0])
  }

  @Test func buscaElEquipoExactoYLuegoSinMayusculas() throws {
    let d = try documento(LigaDeEjemplo.texto)
    #expect(d.posicionDeEquipo(llamado: "Rayo FC") == 0)
    #expect(d.posicionDeEquipo(llamado: "rayo  fc") == 0)
    #expect(d.posicionDeEquipo(llamado: "Rayo") == nil)
    #expect(d.sugerencia(para: "Rayo") == "Rayo FC")
    #expect(d.sugerencia(para: "Atletico B") == "Atlético B")
    #expect(d.sugerencia(para: "Zaragoza") == nil)
  }

  @Test func decodificaEscapesYParesSustitutos() throws {
    let d = try documento(
      #"{"equipos":[{"nombre":"Jos\u00e9 \"el\" \ud83d\ude00\/\\","jugadores":[{"nombre":"A\u0301na","dorsal":null}]}]}"#
    )
    #expect(d.nombresDeEquipos == ["José \"el\" 😀/\\"])
    let equipo = try d.equipo(en: 0)
    #expect(equipo.jugadores == [Jugador(nombre: "A\u{301}na")])
  }

  @Test func guardaLoQueNoConoce() throws {
    let texto = """
      {"x": {"y": [1, 2.5e-3, -0, 123456789012345678901234567890, true, false, null, "\\u0000"]},
       "equipos": [{"nombre": "A", "extra": {"a": [[]]}, "jugadores": [{"nombre": "B", "z": {}}]}]}
      """
    let d = try documento(texto)
    #expect(try d.equipo(en: 0).jugadores == [Jugador(nombre: "B")])
    // After an insertion every unknown key, number spelling and space is still there, byte for
    // byte: the expected file is written out, not computed.
    let esperado = """
      {"x": {"y": [1, 2.5e-3, -0, 123456789012345678901234567890, true, false, null, "\\u0000"]},
       "equipos": [{"nombre": "A", "extra": {"a": [[]]}, "jugadores": [{"nombre": "B", "z": {}},{"nombre": "C", "dorsal": 5}]}]}
      """
    #expect(
      d.empalmes.insertando(Jugador(nombre: "C", dorsal: 5), enEquipo: 0) == Array(esperado.utf8))
  }

  @Test func aceptaUnaMarcaDeOrdenDeBytes() throws {
    let d = try DocumentoTorneo(
      bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"equipos":[]}"#.utf8), ruta: "t")
    #expect(d.numeroDeEquipos == 0)
  }

  /// Each broken file, the line and column the error must name, and why.
  static let rotos: [(String, Int, Int, MotivoInvalido)] = [
    ("", 1, 1, .vacio),
    ("   \n", 1, 1, .vacio),
    (#"{"equipos": ["#, 1, 14, .finInesperado),
    ("{\"equipos\": [],}", 1, 16, .inesperado(encontrado: "}", esperado: .clave)),
    ("{\"equipos\": []} x", 1, 17, .sobraContenido),
    ("{\"equipos\": [], \"equipos\": []}", 1, 17, .claveRepetida("equipos")),
    ("{\"equipos\": [{\"nombre\": \"A\", \"nombre\": \"B\"}]}", 1, 30, .claveRepetida("nombre")),
    ("{\"a\": \"\\x\", \"equipos\": []}", 1, 8, .escapeNoValido),
    ("{\"a\": \"\\ud800\", \"equipos\": []}", 1, 8, .sustitutoSolitario),
    ("{\"a\": \"\\udc00x\", \"equipos\": []}", 1, 8, .sustitutoSolitario),
    ("{\"a\": \"\t\", \"equipos\": []}", 1, 8, .caracterDeControl),
    ("{\"a\": 01, \"equipos\": []}", 1, 7, .numeroNoValido),
    ("{\"a\": 1., \"equipos\": []}", 1, 7, .numeroNoValido),
    ("{\"a\": -, \"equipos\": []}", 1, 7, .numeroNoValido),
    ("{\"a\": 1e, \"equipos\": []}", 1, 7, .numeroNoValido),
    ("{\"a\": tru, \"equipos\": []}", 1, 7, .inesperado(encontrado: "t", esperado: .valor)),
    ("{\"nombre\": 3, \"equipos\": []}", 1, 12, .tipoIncorrecto(clave: "nombre", esperado: .texto)),
    ("{\"equipos\": {}}", 1, 13, .tipoIncorrecto(clave: "equipos", esperado: .lista)),
    ("[]", 1, 1, .tipoIncorrecto(clave: "torneo", esperado: .objeto)),
    ("{}", 1, 1, .falta(clave: "equipos")),
    ("{\"equipos\": [{}]}", 1, 14, .falta(clave: "nombre")),
    ("{\"equipos\": [3]}", 1, 14, .tipoIncorrecto(clave: "equipos", esperado: .objeto)),
    (
      "{\"equipos\": [{\"nombre\": \"A\", \"jugadores\": [{\"nombre\": \"B\", \"dorsal\": 0}]}]}",
      1, 70, .dorsalNoValido
    ),
    (
      "{\"equipos\": [{\"nombre\": \"A\", \"jugadores\": [{\"nombre\": \"B\", \"dorsal\": 7.0}]}]}",
      1, 70, .dorsalNoValido
    ),
    (
      "{\"equipos\": [{\"nombre\": \"A\", \"jugadores\": [{\"nombre\": \"B\", \"dorsal\": 100}]}]}",
      1, 70, .dorsalNoValido
    ),
    (
      "{\"equipos\": [{\"nombre\": \"A\", \"jugadores\": [{\"nombre\": \"B\", \"dorsal\": \"7\"}]}]}",
      1, 70, .tipoIncorrecto(clave: "dorsal", esperado: .numero)
    ),
    (
      "{\"equipos\": [{\"nombre\": \"A\"}, {\"nombre\": \"A\"}]}", 1, 31,
      .equipoRepetido("A")
    ),
    (
      "{\n  \"equipos\": [\n    {\"nombre\": \"ñandú\" \"x\"}]}", 3, 24,
      .inesperado(encontrado: "\"", esperado: .comaOFinDeObjeto)
    ),
  ]

  @Test(arguments: 0..<rotos.count)
  func unArchivoRotoDiceDondeYPorQue(_ k: Int) {
    let (texto, linea, columna, motivo) = DocumentoTorneoTests.rotos[k]
    #expect(
      errorAlLeer(texto)
        == .noValido(ruta: "t.json", linea: linea, columna: columna, motivo: motivo))
  }

  @Test func rechazaBytesQueNoSonUTF8() {
    for malo: [UInt8] in [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      let bytes = Array("{\"a\": \"".utf8) + malo + Array("\", \"equipos\": []}".utf8)
      #expect(
        errorAlLeer(bytes)
          == .noValido(ruta: "t.json", linea: 1, columna: 8, motivo: .utf8NoValido))
    }
  }

  @Test func rechazaElAnidamientoProfundoSinReventar() {
    let hondo = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    guard
      case .noValido(_, _, _, .demasiadoAnidado) = errorAlLeer("{\"a\": \(hondo), \"equipos\": []}")
    else {
      Issue.record("se esperaba demasiadoAnidado")
      return
    }
  }

  @Test func unaPlantillaQueRepiteEsUnArchivoNoValido() throws {
    let d = try documento(
      "{\"equipos\": [{\"nombre\": \"A\", \"jugadores\": [{\"nombre\": \"Ana\"}, {\"nombre\": \"ANA\"}]}]}"
    )
    #expect(
      throws: ErrorArchivo.noValido(
        ruta: "t.json", linea: 1, columna: 63, motivo: .plantillaNoValida(.nombreRepetido("Ana")))
    ) {
      try d.equipo(en: 0)
    }
  }

  @Test func cuentaColumnasEnCaracteresNoEnBytes() {
    // «ñ» is two bytes; the stray «x» is the 10th character of line 1.
    #expect(
      errorAlLeer("{\"ññññ\": x, \"equipos\": []}")
        == .noValido(
          ruta: "t.json", linea: 1, columna: 10,
          motivo: .inesperado(encontrado: "x", esperado: .valor)))
  }
}
