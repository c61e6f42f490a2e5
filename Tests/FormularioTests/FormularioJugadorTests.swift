// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Formulario
import Foundation
import Testing
import Torneo

struct FormularioJugadorTests {
  let rayo = try? Equipo(
    nombre: "Rayo FC",
    jugadores: [
      Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis"),
      Jugador(nombre: "José", dorsal: 1),
    ])

  func errorNombre(_ texto: String) -> ErrorNombre? {
    Reglas.nombre(texto, en: rayo).error
  }

  func dorsal(_ texto: String) -> Result<Int?, ErrorDorsal> {
    Reglas.dorsal(texto, en: rayo)
  }

  @Test func elNombre() {
    #expect(errorNombre("") == .vacio)
    #expect(errorNombre(" \t ") == .vacio)
    #expect(errorNombre("Bea") == nil)
    #expect(errorNombre(String(repeating: "a", count: 25)) == nil)
    #expect(errorNombre(String(repeating: "a", count: 26)) == .largo)
    #expect(errorNombre("  " + String(repeating: "a", count: 25) + "  ") == nil)
    #expect(errorNombre("ana") == .repetido)
    #expect(errorNombre("  LUIS ") == .repetido)
    #expect(errorNombre("Jose\u{301}") == .repetido)
    // The first such character is named, with its position among the cleaned name's.
    #expect(errorNombre("Bea\u{1B}[2J") == .caracterInvisible("\u{1B}", posicion: 4))
    #expect(errorNombre("Bea\u{0}") == .caracterInvisible("\u{0}", posicion: 4))
    #expect(errorNombre("\u{202E}aeB") == .caracterInvisible("\u{202E}", posicion: 1))
    #expect(errorNombre("  Be\u{7F}a") == .caracterInvisible("\u{7F}", posicion: 3))
  }

  @Test func cuentaCaracteresQueVeLaPersonaNoBytes() {
    #expect(Reglas.longitud(deNombre: "Bea") == 3)
    #expect(Reglas.longitud(deNombre: "Bea€") == 4)
    #expect(Reglas.longitud(deNombre: "  Ana   María ") == 9)
    #expect(Reglas.longitud(deNombre: "漢字") == 2)
    #expect(Reglas.longitud(deNombre: "👩‍👩‍👧🇪🇸") == 2)
    #expect(Reglas.longitud(deNombre: "Jose\u{301}") == 4)
    // 25 family emoji: 25 characters, far more bytes and scalars.
    #expect(errorNombre(String(repeating: "👩‍👩‍👧", count: 25)) == nil)
    #expect(errorNombre(String(repeating: "👩‍👩‍👧", count: 26)) == .largo)
  }

  @Test func elDorsal() {
    #expect(dorsal("") == .success(nil))
    #expect(dorsal("   ") == .success(nil))
    #expect(dorsal("7") == .success(7))
    #expect(dorsal(" 07 ") == .success(7))
    #expect(dorsal("99") == .success(99))
    // 1 is the lowest number (taken in this team; free in a new one).
    #expect(dorsal("1") == .failure(.repetido))
    #expect(Reglas.dorsal("1", en: nil) == .success(1))
    #expect(Reglas.dorsal("01", en: nil) == .success(1))
    #expect(dorsal("0000000000000000000000000000007") == .success(7))
    #expect(dorsal("0") == .failure(.fueraDeRango))
    #expect(dorsal("00") == .failure(.fueraDeRango))
    #expect(dorsal("100") == .failure(.fueraDeRango))
    #expect(dorsal(String(repeating: "9", count: 10_000)) == .failure(.fueraDeRango))
    #expect(dorsal("9") == .failure(.repetido))
    #expect(dorsal("-1") == .failure(.noEsNumero))
    #expect(dorsal("+7") == .failure(.noEsNumero))
    #expect(dorsal("7a") == .failure(.noEsNumero))
    #expect(dorsal("٣") == .failure(.noEsNumero))
    #expect(dorsal("７") == .failure(.noEsNumero))
    #expect(dorsal("1 2") == .failure(.noEsNumero))
  }

  @Test func elJugadorSoloExisteSiTodoEsValido() {
    var formulario = FormularioJugador()
    #expect(formulario.jugador(en: rayo) == nil)
    formulario.nombre = "  Bea   Ruiz "
    formulario.dorsal = "07"
    #expect(formulario.jugador(en: rayo) == Jugador(nombre: "Bea Ruiz", dorsal: 7))
    #expect(formulario.nombreTocado && formulario.dorsalTocado)
    formulario.dorsal = "9"
    #expect(formulario.jugador(en: rayo) == nil)
  }

  /// Inputs the fuzzers found (Fuzz/regresiones), kept as cases.
  /// A value only followed from a colleague is not the clerk's change: Ctrl-C does not ask,
  /// Enter says «Sin cambios»; what the clerk typed still is one.
  @Test func loSeguidoNoEsUnCambioDelEmpleado() {
    var formulario = FormularioJugador(editando: Jugador(nombre: "Ana", dorsal: 9))
    #expect(formulario.seguir(Jugador(nombre: "Anita", dorsal: 12)) == [.nombre, .dorsal])
    #expect(!formulario.cambiado)
    formulario.escribir("Bea", en: .nombre)
    #expect(formulario.cambiado)
    formulario.escribir("Anita", en: .nombre)
    formulario.escribir("9", en: .dorsal)
    #expect(formulario.cambiado)
  }

  @Test func regresionesDelFuzzer() {
    // A tab and a combining mark: cleaning must be idempotent.
    let texto = ";0\t\t\t\tA\t\t\u{740}\"lzis"
    let limpio = NombreDeJugador.limpiar(texto)
    #expect(NombreDeJugador.limpiar(limpio) == limpio)
    #expect(NombreDeJugador.clave(limpio) == NombreDeJugador.clave(texto))
  }

  /// Every input a fuzzer ever crashed on (Fuzz/regresiones, where `make fuzz` writes them)
  /// goes through both fuzzers' invariants.
  @Test func todasLasRegresionesDeFuzz() throws {
    let carpeta = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Fuzz/regresiones")
    let archivos = try FileManager.default.contentsOfDirectory(atPath: carpeta.path)
    #expect(!archivos.isEmpty)
    for archivo in archivos {
      let bytes = Array(try Data(contentsOf: carpeta.appendingPathComponent(archivo)))
      let texto = String(decoding: bytes, as: UTF8.self)
      let limpio = NombreDeJugador.limpiar(texto)
      #expect(NombreDeJugador.limpiar(limpio) == limpio, "\(archivo)")
      if Reglas.nombre(texto, en: nil).error == nil {
        #expect(
          !NombreDeJugador.tieneCaracteresNoValidos(limpio) && limpio.count <= 25, "\(archivo)")
      }
      if let documento = try? DocumentoTorneo(bytes: bytes, ruta: archivo) {
        for posicion in 0..<documento.numeroDeEquipos {
          guard var equipo = try? documento.equipo(en: posicion) else { continue }
          let nuevo = Jugador(nombre: "Fuzz")
          guard (try? equipo.anadir(nuevo)) != nil else { continue }
          let releido = try DocumentoTorneo(
            bytes: documento.empalmes.insertando(nuevo, enEquipo: posicion), ruta: archivo)
          #expect(try releido.equipo(en: posicion).jugadores.last == nuevo, "\(archivo)")
        }
      }
    }
  }
}

extension Result {
  /// The failure, if it is one (what the rule tests compare).
  var error: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
