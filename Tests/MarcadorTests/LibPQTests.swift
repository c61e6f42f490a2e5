// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Testing

/// The file path never pays for the server: libpq (and its ~36 libraries) is loaded only
/// when a server URL is used, never by a command on a file, a pipe or a prompt.
struct LibPQTests {
  /// The shared objects the dynamic loader reports loading (LD_DEBUG=libs, on stderr).
  func cargadas(_ r: Ejecucion) -> [String] {
    r.errores.split(separator: "\n").filter { $0.contains("calling init:") }.map(String.init)
  }

  @Test func niUnaOrdenNiUnaTuberiaCarganLibPQ() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let entorno = ["LD_DEBUG": "libs"]
    let ejecuciones = [
      try e.enTorneo(["equipos"], entorno: entorno),
      try e.enTorneo(["anadir", "Rayo FC"], entrada: "Bea\n7\n", entorno: entorno),
      try e.enTorneo([], entrada: "plantilla Rayo FC\nsalir\n", entorno: entorno),
      try e.marcador(["completar", "equipos", "Ra"], entorno: entorno),
    ]
    for r in ejecuciones {
      #expect(r.codigo == 0, "\(r.errores)")
      // The loader's report is there (libedit is linked), and libpq is not in it.
      #expect(cargadas(r).contains { $0.contains("libedit") }, "\(r.errores)")
      #expect(!r.errores.contains("libpq"), "\(cargadas(r))")
    }
  }

  @Test func unaPreguntaAbiertaNoTieneLibPQEnMemoria() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try Terminal(
      ["--torneo", e.torneo], entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]),
      carpeta: e.carpeta)
    t.debeMostrar("marcador>")
    // Read to the end: procfs reports a size of 0, and a sized read stops early.
    let archivo = try #require(FileHandle(forReadingAtPath: "/proc/\(t.pid)/maps"))
    let mapas = String(decoding: try archivo.readToEnd() ?? Data(), as: UTF8.self)
    #expect(mapas.contains("libedit"))
    #expect(!mapas.contains("libpq"))
  }

  @Test(.conServidor)
  func unaURLSiCargaLibPQ() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let r = try e.enTorneo(["equipos"], entorno: ["LD_DEBUG": "libs"])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida.hasPrefix("Rayo FC\n"))
    #expect(cargadas(r).contains { $0.contains("libpq") }, "\(cargadas(r))")
  }
}
