// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// `importar` and `exportar` at a terminal: the interactive mode's TAB, rows typed at the
/// terminal, and the zsh and fish completion scripts.
@Suite(.serialized)
struct ImportarEnTerminalTests {
  func terminal(_ e: Escenario, _ argumentos: [String], columnas: Int = 80) throws -> Terminal {
    try Terminal(
      ["--torneo", e.torneo] + argumentos,
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta,
      columnas: columnas)
  }

  @Test func filasTecleadasEnLaTerminalConUnAvisoAntes() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try terminal(e, ["importar", "Rayo FC"])
    t.debeMostrar("Ctrl-D termina")
    t.teclear("Bea,7\rEva,8\r\u{4}")
    t.debeMostrar("Importados a Rayo FC: 2 jugadores")
    #expect(t.salida() == 0)
    #expect(
      try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\nBea #7\nEva #8\n")
  }

  @Test func elModoInteractivoCompletaElEquipoYNoOfreceJugadoresComoArchivo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("Bea,7\n", en: e.carpeta + "/nuevos.csv")
    // Wide: the folder's full paths fit on one line.
    let t = try terminal(e, [], columnas: 200)
    t.debeMostrar("marcador>")
    t.teclear("impo\t")
    t.debeMostrar("marcador> importar")
    t.teclear("Ra\t")
    t.debeMostrar("marcador> importar Rayo FC")
    // After the team comes a file, not a player: «A» offers no «Ana» (and no file of the
    // folder starts so).
    t.teclear(" \(e.carpeta)/A\t\r")
    t.debeMostrar("/A: no se puede leer")
    // TAB completes the file (by its full path: the terminal's programs run elsewhere).
    t.teclear("importar Rayo FC \(e.carpeta)/nuev\t")
    t.debeMostrar("marcador> importar Rayo FC \(e.carpeta)/nuevos.csv")
    t.teclear("\r")
    t.debeMostrar("Importado a Rayo FC: 1 jugador")
    t.teclear("expo\t")
    t.debeMostrar("marcador> exportar")
    t.teclear("Ra\t\r")
    t.debeMostrar("Bea,7")
    t.teclearAlEditor("\u{4}")
    #expect(t.salida() == 0)
  }

  @Test func zshYFishCompletanElEquipoYDespuesElArchivo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("Bea,7\n", en: e.carpeta + "/plantilla-rayo.csv")
    let zsh = try CompletadoTests().zshConLoInstalado(e)
    zsh.debeMostrar("%")
    zsh.teclear("cd \(e.carpeta)\r")
    zsh.teclear("marcador importar Ra\t")
    zsh.debeMostrar("% marcador importar Rayo\\ FC")
    zsh.teclear("pla\t")
    zsh.debeMostrar("% marcador importar Rayo\\ FC plantilla-rayo.csv")
    zsh.teclear("\u{15}marcador exportar Ra\t")
    zsh.debeMostrar("% marcador exportar Rayo\\ FC")
    zsh.teclear("\u{15}exit\r")
    #expect(zsh.salida() == 0)

    let fish = try CompletadoTests().fishConLoInstalado(e)
    fish.debeMostrar(">")
    fish.teclear("cd \(e.carpeta)\r")
    fish.teclear("marcador importar Ra\t")
    fish.debeMostrar("marcador importar Rayo\\ FC")
    fish.teclear("pla\t")
    fish.debeMostrar("marcador importar Rayo\\ FC plantilla-rayo.csv")
    fish.teclear("\u{15}marcador exportar Ra\t")
    fish.debeMostrar("marcador exportar Rayo\\ FC")
    fish.teclear("\u{15}exit\r")
    #expect(fish.salida() == 0)
  }
}
