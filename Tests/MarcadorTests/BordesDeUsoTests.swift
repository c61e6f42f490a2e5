// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing
import Torneo

/// The edges a new user met with scripts and messages (issue 21, items 11 and 13 to 16) that
/// only the built binary shows; the messages, an empty MARCADOR_TORNEO and help are
/// `MensajesTests`, `ListadosTests` and `AyudaTests` in LineaDeOrdenesTests.
struct BordesDeUsoTests {
  /// The league's bytes and its journal's (absent: empty), to show that nothing was written.
  func estado(_ e: Escenario) throws -> [[UInt8]] {
    [try e.bytes(), (try? e.bytes(e.torneo + ".diario")) ?? []]
  }

  /// `ayuda plantilla` in the interactive mode gives that command's help, as from the shell.
  @Test func ayudaDeUnaOrdenEnElModoInteractivo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let desdeLaShell = try e.enTorneo(["ayuda", "plantilla"])
    #expect(desdeLaShell.codigo == 0)
    for palabra in ["ayuda", "help"] {
      let r = try e.enTorneo([], entrada: "\(palabra) plantilla\n")
      #expect(r.codigo == 0, "\(r.errores)")
      #expect(r.salida == desdeLaShell.salida, "\(palabra)")
    }
  }

  /// From entry 10 on the numbers are right-aligned: the dates start in one column.
  @Test func elHistorialAlineaSusColumnas() throws {
    let e = try Escenario().conLigaDeEjemplo()
    for k in 1...10 {
      #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Jugador \(k)"]).codigo == 0)
    }
    let lineas = try e.enTorneo(["historial"]).salida.split(separator: "\n").filter {
      !$0.hasPrefix("    ")
    }
    #expect(lineas.count == 10)
    #expect(lineas.first?.hasPrefix(" 1  2") == true && lineas.last?.hasPrefix("10  2") == true)
    let columnas = lineas.map { linea in
      linea.firstIndex(of: "-").map { linea.distance(from: linea.startIndex, to: $0) }
    }
    #expect(Set(columnas).count == 1, "\(lineas)")
  }

  // MARK: 11. Messages

  /// «el 1 s que se ha esperado», «los 2 s que se han esperado».
  @Test func laEsperaDelCerrojoConcuerdaEnNumero() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let fd = open(e.torneo + ".lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    let uno = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Bea"], entorno: ["MARCADOR_ESPERA": "1"])
    #expect(uno.codigo == 75)
    #expect(uno.errores.contains("bloqueado el 1 s que se ha esperado;"), "\(uno.errores)")
    let medio = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Bea"], entorno: ["MARCADOR_ESPERA": "0.5"])
    // Spanish writes its tenths with a comma.
    #expect(medio.errores.contains("bloqueado los 0,5 s que se han esperado;"), "\(medio.errores)")
  }

  // MARK: 14. Input left over after a one-shot command's answers

  @Test func unaLineaQueSobraEsUnErrorYNoSeGuardaNada() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try estado(e)
    for (argumentos, entrada, linea) in [
      (["anadir", "Rayo FC", "--comprobar"], "Bea\n7\nbasura\n", 3),
      (["anadir", "Rayo FC"], "Bea\n7\nbasura\n", 3),
      (["anadir", "Rayo FC"], "Bea\n7\n\n  \notra\n", 5),
      (["anadir"], "Rayo FC\nBea\n\nbasura", 4),
      (["editar", "Rayo FC", "Ana"], "\n8\nbasura\n", 3),
      (["editar", "Rayo FC", "Ana", "--comprobar"], "Ana María\n\nbasura\n", 3),
      (["quitar", "Rayo FC", "Ana"], "s\nbasura\n", 2),
    ] {
      let r = try e.enTorneo(argumentos, entrada: entrada)
      #expect(r.codigo == 65, "\(argumentos) \(entrada.debugDescription): \(r.salida)")
      #expect(
        r.errores
          == "línea \(linea): esta línea sobra: ya estaban todas las respuestas; no se ha guardado nada\n",
        "\(argumentos) \(entrada.debugDescription)")
      #expect(r.salida == "")
      #expect(try estado(e) == antes, "\(argumentos) \(entrada.debugDescription)")
    }
    let ingles = try e.enTorneo(
      ["anadir", "Rayo FC"], entrada: "Bea\n7\nbasura\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(
      ingles.errores
        == "line 3: this line is left over: every answer had been read; nothing was saved\n")
    // Blank lines after the answers carry nothing; answers from flags read no input at all.
    #expect(try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n\n\n").codigo == 0)
    #expect(
      try e.enTorneo(
        ["anadir", "Rayo FC", "--nombre", "Cris", "--dorsal", ""], entrada: "basura\n"
      )
      .codigo == 0)
    // In the interactive mode read from a pipe, the next line is the next command.
    let repl = try e.enTorneo([], entrada: "anadir Rayo FC\nDani\n8\nplantilla Rayo FC\n")
    #expect(repl.codigo == 0, "\(repl.errores)")
    #expect(repl.salida.hasSuffix("Bea #7\nCris\nDani #8\n"), "\(repl.salida)")
  }

  // MARK: 16. historial of a large import

  @Test func elHistorialDeUnaImportacionGrandeEsUnaLineaYSuJSONLaRepite() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let copia = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Grande"]).codigo == 0)
    // Names holding what a shell treats specially: the replay must quote them right.
    let filas = "nombre,dorsal\n" + (1...5000).map { #"J\#($0) $`!*?~#&|<>'\ «»,"# + "\n" }.joined()
    let importar = try e.enTorneo(["importar", "Grande"], entrada: filas)
    #expect(importar.codigo == 0, "\(importar.errores)")
    let historial = try e.enTorneo(["historial"]).salida
    let lineas = historial.split(separator: "\n")
    #expect(lineas.count == 4)
    #expect(lineas.allSatisfy { $0.count < 120 }, "\(lineas.map(\.count))")
    #expect(
      lineas.last == "    importar Grande: 5.000 jugadores (la orden entera, en «historial --json»)"
    )
    let ingles = try e.enTorneo(["historial"], entorno: ["LANG": "en_US.UTF-8"]).salida
    #expect(ingles.contains("    importar Grande: 5,000 players (the whole command is in"))
    // The whole replay is in --json, and rebuilds the league byte for byte.
    let json = try e.enTorneo(["historial", "--json"]).salida
    let entradas = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let ordenes = entradas.compactMap { $0["orden"] as? String }
    #expect(ordenes.count == 2)
    #expect(ordenes.last.map { $0.count > 80_000 } == true)
    // A script file: the import's one line is longer than one argument may be.
    let guion = copia.carpeta + "/repetir.sh"
    try copia.escribir(ordenes.joined(separator: "\n") + "\n", en: guion)
    let r = try copia.ejecutar(
      "/bin/sh", ["-e", guion], entrada: Data(),
      entorno: copia.entorno([
        "PATH": carpetaDelBinario + ":/usr/bin:/bin", "MARCADOR_TORNEO": copia.torneo,
      ]))
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(try copia.bytes() == e.bytes())
  }
}
