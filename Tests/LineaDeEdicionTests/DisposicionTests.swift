import Glibc
import Testing

@testable import LineaDeEdicion

/// Where libedit puts the cursor: the redraw and the error line go up and down by these rows,
/// so they must match libedit's own layout cell for cell.
struct DisposicionTests {
  init() { LectorDeTerminal.asegurarLocaleUTF8() }

  @Test func unaFilaLlenaPasaALaSiguiente() {
    #expect(Disposicion.posicion(tras: ["abc"], columnas: 10) == (0, 3))
    #expect(Disposicion.posicion(tras: ["Nombre: ", "ab"], columnas: 10) == (1, 0))
    #expect(Disposicion.posicion(tras: [String(repeating: "x", count: 25)], columnas: 10) == (2, 5))
  }

  @Test func unAnchoQueNoCabeEmpiezaLaFilaSiguiente() {
    // 9 cells, then a wide character that would need cells 10 and 11 of a 10-cell row.
    #expect(Disposicion.posicion(tras: ["123456789漢"], columnas: 10) == (1, 2))
    #expect(Disposicion.posicion(tras: ["12345678漢"], columnas: 10) == (1, 0))
    #expect(Disposicion.posicion(tras: ["😀😀"], columnas: 40) == (0, 4))
  }

  @Test func lasMarcasYLasUnionesNoOcupan() {
    #expect(Disposicion.posicion(tras: ["e\u{301}"], columnas: 40) == (0, 1))
    #expect(Disposicion.posicion(tras: ["👨\u{200D}👩"], columnas: 40) == (0, 4))
  }

  @Test func unaLineaDeErrorSeCortaAlAncho() {
    #expect(Disposicion.recortar("  ✗ Dorsal: Del 1 al 99", a: 10) == "  ✗ Dorsal")
    #expect(Disposicion.recortar("漢字漢字", a: 5) == "漢字")
  }

  @Test func unPegadoNoTraeSaltosNiControles() {
    let bytes = Array("Pablo\r\nQuique\n\n12\tx\u{1B}y\u{7}".utf8)
    #expect(LectorDeTerminal.textoPegado(bytes) == "Pablo Quique 12 xy")
  }
}
