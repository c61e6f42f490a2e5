// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing

@testable import Archivo
@testable import FormatoDeLiga
@testable import Torneo

/// Whether `fd` becomes readable within `segundos` (poll(2) with that deadline: no sleep).
func legible(_ fd: Int32, en segundos: Double = 5) -> Bool {
  var mirada = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
  return poll(&mirada, 1, Int32(segundos * 1000)) == 1
}

/// The file watcher: inotify on the league's folder, and the check answered at once.
struct VigiaDeArchivoTests {
  static let liga = """
    {"equipos": [{"nombre": "Rayo FC", "jugadores": [{"nombre": "Ana", "dorsal": 9}]}]}

    """
  static let conBea = """
    {"equipos": [{"nombre": "Rayo FC", "jugadores": [{"nombre": "Ana", "dorsal": 9}, \
    {"nombre": "Bea", "dorsal": 7}]}]}

    """

  /// What another program's save does: new bytes in a temporary file, renamed over the league.
  func guardarComoOtro(_ texto: String, en ruta: String) throws {
    try escribir(texto, en: ruta + ".otro")
    #expect(rename(ruta + ".otro", ruta) == 0)
  }

  @Test func elGuardadoDeOtroLoDespierta() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(VigiaDeArchivoTests.liga, en: ruta)
      let vigia = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).vigilar()
      #expect(!legible(vigia.descriptor, en: 0))
      try guardarComoOtro(VigiaDeArchivoTests.conBea, en: ruta)
      #expect(legible(vigia.descriptor))
      #expect(try vigia.atender())
      // Drained: nothing more until the next save.
      #expect(!legible(vigia.descriptor, en: 0))
      #expect(try !vigia.atender())
      // Written in place, as an editor may (IN_CLOSE_WRITE).
      try escribir(VigiaDeArchivoTests.liga, en: ruta)
      #expect(legible(vigia.descriptor))
      #expect(try vigia.atender())
    }
  }

  @Test func elGuardadoPropioYUnToqueNoSonCambios() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(VigiaDeArchivoTests.liga, en: ruta)
      let liga = LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta))
      let vigia = try liga.vigilar()
      // This process's own save, through another store of the same file as a command makes.
      _ = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).aplicar(
        .anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
      #expect(legible(vigia.descriptor))
      #expect(try !vigia.atender())
      // The same bytes saved again: no change.
      try guardarComoOtro(String(decoding: try leer(ruta), as: UTF8.self), en: ruta)
      #expect(legible(vigia.descriptor))
      #expect(try !vigia.atender())
      // Another file in the folder (the journal, a neighbour) is not the league.
      try escribir("{}", en: carpeta + "/otra.json")
      #expect(try !vigia.atender())
      // Then another's save counts.
      try guardarComoOtro(VigiaDeArchivoTests.liga, en: ruta)
      #expect(legible(vigia.descriptor))
      #expect(try vigia.atender())
    }
  }

  @Test func sinElArchivoEsUnCambioYSinLaCarpetaSeAcaba() throws {
    try enCarpetaTemporal { raiz in
      let carpeta = raiz + "/liga"
      try FileManager.default.createDirectory(atPath: carpeta, withIntermediateDirectories: true)
      let ruta = carpeta + "/t.json"
      try escribir(VigiaDeArchivoTests.liga, en: ruta)
      let vigia = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).vigilar()
      #expect(unlink(ruta) == 0)
      #expect(legible(vigia.descriptor))
      #expect(try vigia.atender())
      #expect(rmdir(carpeta) == 0)
      #expect(legible(vigia.descriptor))
      #expect(throws: ErrorDeLiga.archivo(.noExiste(ruta: carpeta))) { try vigia.atender() }
    }
  }

  /// A file not there yet is watched for: the nearest folder above it that exists, then its
  /// own once made; the file made then is a change.
  @Test func seVigilaUnArchivoQueAunNoExiste() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/nueva/no.json"
      let vigia = try LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta)).vigilar()
      #expect(!legible(vigia.descriptor, en: 0))
      #expect(mkdir(carpeta + "/nueva", 0o755) == 0)
      #expect(legible(vigia.descriptor))
      #expect(try !vigia.atender())
      try escribir(VigiaDeArchivoTests.liga, en: ruta)
      #expect(legible(vigia.descriptor))
      #expect(try vigia.atender())
      #expect(try !vigia.atender())
    }
  }

  @Test func laConsultaDeUnArchivoRespondeEnSeguidaConElArchivoDeAhora() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(VigiaDeArchivoTests.liga, en: ruta)
      let liga = LigaEnArchivo(archivo: ArchivoTorneo(ruta: ruta))
      #expect(try liga.equipo(llamado: "Rayo FC").jugadores.count == 1)
      try guardarComoOtro(VigiaDeArchivoTests.conBea, en: ruta)
      let consulta = try liga.consultar(equipo: "rayo fc")
      #expect(legible(consulta.descriptor, en: 0))
      let equipo = try #require(try consulta.respuesta())
      #expect(equipo.nombre == "Rayo FC")
      #expect(equipo.jugadores.map(\.nombre) == ["Ana", "Bea"])
      // The store reads what the check read.
      #expect(try liga.equipo(llamado: "Rayo FC").jugadores.count == 2)
      consulta.cancelar()
      #expect(try consulta.respuesta() == nil)
      let otra = try liga.consultar(equipo: "Atleti")
      #expect(legible(otra.descriptor, en: 0))
      #expect(throws: ErrorDeLiga.equipoDesconocido("Atleti", sugerencia: nil)) {
        try otra.respuesta()
      }
    }
  }
}
