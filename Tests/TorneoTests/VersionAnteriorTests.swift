import Foundation
import Glibc
import Testing

@testable import Torneo

/// A save of a large league keeps the version it replaces under a hidden name, so that the
/// rename does not wait for that version's blocks to be freed; the next reading, or the next
/// save, deletes it. Neither ever loses the league itself.
struct VersionAnteriorTests {
  /// The hidden names of the previous versions of `t.json` in the folder.
  private func anteriores(_ carpeta: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: carpeta)
      .filter { $0.hasPrefix(ArchivoTorneo.prefijoAnterior(de: "t.json")) }
  }

  private func inodo(_ ruta: String) -> ino_t? {
    var s = stat()
    return stat(ruta, &s) == 0 ? s.st_ino : nil
  }

  private let bea = Operacion.anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC")
  private let luis = Operacion.quitar(jugador: "Luis", equipo: "Rayo FC")

  @Test func unGuardadoGrandeDejaLaVersionAnteriorYLaLecturaSiguienteLaBorra() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      let inicio = HuellasDelGuardadoTests.liga
      try Data(inicio).write(to: URL(fileURLWithPath: ruta))
      let antes = inodo(ruta)
      _ = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).aplicar(bea)
      let despues = try leer(ruta)
      #expect(esInsercion(inicio, despues))
      // The very file that was replaced, under its hidden name, whole.
      let dejadas = try anteriores(carpeta)
      #expect(dejadas.count == 1, "\(dejadas)")
      let anterior = carpeta + "/" + (dejadas.first ?? "")
      #expect(inodo(anterior) == antes)
      #expect(try leer(anterior) == inicio)
      #expect(dejadas.first?.hasPrefix(".t.json.anterior-\(getpid())-") == true)

      let leido = try ArchivoTorneo(ruta: ruta).leer()
      #expect(leido.bytes == despues)
      #expect(try anteriores(carpeta).isEmpty)
      #expect(try leer(ruta) == despues)
    }
  }

  /// Saves in a row without a reading in between (`cambiar` with nothing known reads under
  /// the lock): each one deletes the version the one before left, and leaves its own.
  @Test func cadaGuardadoBorraLaAnteriorYDejaLaSuya() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try Data(HuellasDelGuardadoTests.liga).write(to: URL(fileURLWithPath: ruta))
      let archivo = ArchivoTorneo(ruta: ruta)
      var versiones = [try leer(ruta)]
      for operacion in [bea, luis] {
        try archivo.cambiar { documento, diario throws(ErrorDeLiga) in
          try LigaEnArchivo.plan(de: operacion, en: documento, diario: diario)
        }
        versiones.append(try leer(ruta))
        let dejadas = try anteriores(carpeta)
        #expect(dejadas.count == 1, "\(dejadas)")
        #expect(try leer(carpeta + "/" + (dejadas.first ?? "")) == versiones[versiones.count - 2])
      }
      #expect(versiones[0] != versiones[1] && versiones[1] != versiones[2])
    }
  }

  /// Through a symlink, the hidden name is beside the file the link points at, and a reading
  /// through the link deletes it there.
  @Test func conUnEnlaceLaVersionAnteriorQuedaJuntoAlArchivo() throws {
    try enCarpetaTemporal { carpeta in
      try FileManager.default.createDirectory(
        atPath: carpeta + "/datos", withIntermediateDirectories: true)
      let real = carpeta + "/datos/t.json"
      try Data(HuellasDelGuardadoTests.liga).write(to: URL(fileURLWithPath: real))
      let enlace = carpeta + "/liga.json"
      #expect(symlink(real, enlace) == 0)
      _ = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: enlace)).aplicar(bea)
      #expect(try anteriores(carpeta + "/datos").count == 1)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: carpeta).sorted() == [
          "datos", "liga.json",
        ])
      _ = try ArchivoTorneo(ruta: enlace).leer()
      #expect(try anteriores(carpeta + "/datos").isEmpty)
    }
  }

  /// Below `anteriorDesde` the rename frees the old version itself: nothing is left.
  @Test func unaLigaPequenaNoDejaVersionAnterior() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      _ = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).aplicar(bea)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: carpeta).sorted() == [
          "t.json", "t.json.diario", "t.json.lock",
        ])
    }
  }

  /// A save that brings a large league under `anteriorDesde` keeps no previous version: no
  /// reading of a small file would delete it.
  @Test func unGuardadoQueLaDejaPequenaNoDejaVersionAnterior() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      var texto = LigaDeEjemplo.texto
      let llave = texto.firstIndex(of: "{") ?? texto.startIndex
      let sobra = ArchivoTorneo.anteriorDesde + 5 - texto.utf8.count - "\"r\": \"\",\n".utf8.count
      texto.insert(
        contentsOf: "\"r\": \"" + String(repeating: "a", count: sobra) + "\",\n",
        at: texto.index(after: llave))
      try escribir(texto, en: ruta)
      #expect(try leer(ruta).count == ArchivoTorneo.anteriorDesde + 5)
      _ = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).aplicar(luis)
      #expect(try leer(ruta).count < ArchivoTorneo.anteriorDesde)
      #expect(try anteriores(carpeta).isEmpty)
    }
  }

  /// Only names of exactly the form a save gives are taken for previous versions: another
  /// file whose name merely starts the same (a league called `t.json.anterior-x.json` has
  /// temporary files like the first one below) is left alone.
  @Test func soloLosNombresQueDaUnGuardadoSonVersionesAnteriores() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try Data(HuellasDelGuardadoTests.liga).write(to: URL(fileURLWithPath: ruta))
      let ajenos = [
        ".t.json.anterior-x.json.tmp-99-a", ".t.json.anterior-12-zz", ".t.json.anterior-12",
        ".t.json.anterior--ab", ".t.json.anterior-12-ab-3",
      ]
      for ajeno in ajenos + [".t.json.anterior-12-ab"] {
        try escribir("{}", en: carpeta + "/" + ajeno)
      }
      _ = try ArchivoTorneo(ruta: ruta).leer()
      #expect(try anteriores(carpeta).sorted() == ajenos.sorted())
    }
  }

  /// A hidden name is only ever a second name: deleting it while the league has it too (a
  /// save killed between giving it and renaming) leaves the league whole.
  @Test func borrarUnaVersionAnteriorQueEsLaLigaNoPierdeNada() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      let bytes = HuellasDelGuardadoTests.liga
      try Data(bytes).write(to: URL(fileURLWithPath: ruta))
      #expect(link(ruta, carpeta + "/.t.json.anterior-1-abc") == 0)
      let leido = try ArchivoTorneo(ruta: ruta).leer()
      #expect(leido.bytes == bytes)
      #expect(try anteriores(carpeta).isEmpty)
      #expect(try leer(ruta) == bytes)
    }
  }
}
