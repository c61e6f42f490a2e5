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
    #expect(t.esperar("Ctrl-D termina"), "\(t.descripcion)")
    t.teclear("Bea,7\rEva,8\r\u{4}")
    #expect(t.esperar("Importados a Rayo FC: 2 jugadores"), "\(t.descripcion)")
    #expect(t.salida() == 0)
    #expect(
      try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\nBea #7\nEva #8\n")
  }

  @Test func elModoInteractivoCompletaElEquipoYNoOfreceJugadoresComoArchivo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("Bea,7\n", en: e.carpeta + "/nuevos.csv")
    // Wide: the folder's full paths fit on one line.
    let t = try terminal(e, [], columnas: 200)
    #expect(t.esperar("marcador>"), "\(t.descripcion)")
    t.teclear("impo\t")
    #expect(t.esperar("marcador> importar"), "\(t.descripcion)")
    t.teclear("Ra\t")
    #expect(t.esperar("marcador> importar Rayo FC"), "\(t.descripcion)")
    // After the team comes a file, not a player: «A» offers no «Ana» (and no file of the
    // folder starts so).
    t.teclear(" \(e.carpeta)/A\t\r")
    #expect(t.esperar("/A: no se puede leer"), "\(t.descripcion)")
    // TAB completes the file (by its full path: the terminal's programs run elsewhere).
    t.teclear("importar Rayo FC \(e.carpeta)/nuev\t")
    #expect(t.esperar("marcador> importar Rayo FC \(e.carpeta)/nuevos.csv"), "\(t.descripcion)")
    t.teclear("\r")
    #expect(t.esperar("Importado a Rayo FC: 1 jugador"), "\(t.descripcion)")
    t.teclear("expo\t")
    #expect(t.esperar("marcador> exportar"), "\(t.descripcion)")
    t.teclear("Ra\t\r")
    #expect(t.esperar("Bea,7"), "\(t.descripcion)")
    t.teclearAlEditor("\u{4}")
    #expect(t.salida() == 0)
  }

  @Test func zshYFishCompletanElEquipoYDespuesElArchivo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("Bea,7\n", en: e.carpeta + "/plantilla-rayo.csv")
    let zsh = try CompletadoTests().zshConLoInstalado(e)
    #expect(zsh.esperar("%"), "\(zsh.descripcion)")
    zsh.teclear("cd \(e.carpeta)\r")
    zsh.teclear("marcador importar Ra\t")
    #expect(zsh.esperar("% marcador importar Rayo\\ FC"), "\(zsh.descripcion)")
    zsh.teclear("pla\t")
    #expect(zsh.esperar("% marcador importar Rayo\\ FC plantilla-rayo.csv"), "\(zsh.descripcion)")
    zsh.teclear("\u{15}marcador exportar Ra\t")
    #expect(zsh.esperar("% marcador exportar Rayo\\ FC"), "\(zsh.descripcion)")
    zsh.teclear("\u{15}exit\r")
    #expect(zsh.salida() == 0)

    let fish = try CompletadoTests().fishConLoInstalado(e)
    #expect(fish.esperar(">"), "\(fish.descripcion)")
    fish.teclear("cd \(e.carpeta)\r")
    fish.teclear("marcador importar Ra\t")
    #expect(fish.esperar("marcador importar Rayo\\ FC"), "\(fish.descripcion)")
    fish.teclear("pla\t")
    #expect(fish.esperar("marcador importar Rayo\\ FC plantilla-rayo.csv"), "\(fish.descripcion)")
    fish.teclear("\u{15}marcador exportar Ra\t")
    #expect(fish.esperar("marcador exportar Rayo\\ FC"), "\(fish.descripcion)")
    fish.teclear("\u{15}exit\r")
    #expect(fish.salida() == 0)
  }
}
