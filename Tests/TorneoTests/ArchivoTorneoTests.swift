// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing

@testable import Archivo
@testable import FormatoDeLiga
@testable import Torneo

struct ArchivoTorneoTests {
  @Test func anadeInsertandoSoloLosBytesNuevos() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      let antes = try leer(ruta)
      let equipo = try ArchivoTorneo(ruta: ruta).anadir(
        Jugador(nombre: "Bea", dorsal: 7), aEquipo: "Rayo FC")
      #expect(equipo.jugadores.map(\.nombre) == ["Ana", "Luis", "Marta", "Bea"])
      let despues = try leer(ruta)
      #expect(esInsercion(antes, despues))
      let rayo = try ArchivoTorneo(ruta: ruta).leer().equipo(en: 0)
      #expect(rayo.jugadores.last == Jugador(nombre: "Bea", dorsal: 7))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: carpeta).sorted() == [
          "t.json", "t.json.diario", "t.json.lock",
        ])
    }
  }

  /// Only names of exactly the form a save gives its temporary files (the prefix, a process
  /// number, `-`, a hexadecimal number) are taken for a killed save's orphans and removed:
  /// another file whose name merely starts the same is left alone.
  @Test func soloLosNombresDeUnGuardadoSonTemporalesHuerfanos() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      let ajenos = [
        ".t.json.tmp-x.json", ".t.json.tmp-12-zz", ".t.json.tmp-12", ".t.json.tmp--ab",
        ".t.json.tmp-12-ab-3",
      ]
      for nombre in ajenos + [".t.json.tmp-12-ab"] {
        try escribir("{}", en: carpeta + "/" + nombre)
      }
      try ArchivoTorneo(ruta: ruta).anadir(Jugador(nombre: "Bea"), aEquipo: "Rayo FC")
      let ocultos = try FileManager.default.contentsOfDirectory(atPath: carpeta).filter {
        $0.hasPrefix(".")
      }
      #expect(ocultos.sorted() == ajenos.sorted())
    }
  }

  @Test func unJugadorRechazadoNoCambiaNingunByte() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      let antes = try leer(ruta)
      let archivo = ArchivoTorneo(ruta: ruta)
      #expect(throws: ErrorDeLiga.equipo(.dorsalRepetido(9))) {
        try archivo.anadir(Jugador(nombre: "Bea", dorsal: 9), aEquipo: "Rayo FC")
      }
      #expect(throws: ErrorDeLiga.equipo(.nombreRepetido("Ana"))) {
        try archivo.anadir(Jugador(nombre: "ANA"), aEquipo: "Rayo FC")
      }
      #expect(throws: ErrorDeLiga.equipoDesconocido("Rayo", sugerencia: "Rayo FC")) {
        try archivo.anadir(Jugador(nombre: "Bea"), aEquipo: "Rayo")
      }
      #expect(try leer(ruta) == antes)
    }
  }

  @Test func unArchivoNoValidoNuncaSeEscribe() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      let roto = "{\"equipos\": [{\"nombre\": \"A\", \"jugadores\": []}],\n \"x\": }"
      try escribir(roto, en: ruta)
      #expect(
        throws: ErrorDeLiga.archivo(
          .noValido(
            ruta: ruta, linea: 2, columna: 7, motivo: .inesperado(encontrado: "}", esperado: .valor)
          ))
      ) {
        try ArchivoTorneo(ruta: ruta).anadir(Jugador(nombre: "Bea"), aEquipo: "A")
      }
      #expect(try leer(ruta) == Array(roto.utf8))
    }
  }

  @Test func sinArchivoOConUnaCarpetaDiceQueNoSePuedeLeer() throws {
    try enCarpetaTemporal { carpeta in
      #expect(throws: ErrorArchivo.noExiste(ruta: carpeta + "/no.json")) {
        try ArchivoTorneo(ruta: carpeta + "/no.json").leer()
      }
      #expect(throws: ErrorArchivo.noLegible(ruta: carpeta, llamada: "read", errno: EISDIR)) {
        try ArchivoTorneo(ruta: carpeta).leer()
      }
      #expect(throws: ErrorDeLiga.archivo(.noExiste(ruta: carpeta + "/no.json"))) {
        try ArchivoTorneo(ruta: carpeta + "/no.json").anadir(Jugador(nombre: "A"), aEquipo: "A")
      }
    }
  }

  @Test func conservaElModoYElEnlaceSimbolico() throws {
    try enCarpetaTemporal { carpeta in
      let real = carpeta + "/real.json"
      let enlace = carpeta + "/enlace.json"
      try escribir(LigaDeEjemplo.texto, en: real)
      // 0666: a save that let the process's umask (022 or 002 in practice) decide the mode
      // would lose a bit. The umask is not changed here: it belongs to the whole test process,
      // where other suites run at the same time (umask 000 is covered end to end, scenario 5).
      chmod(real, 0o666)
      try FileManager.default.createSymbolicLink(atPath: enlace, withDestinationPath: "real.json")
      try ArchivoTorneo(ruta: enlace).anadir(Jugador(nombre: "Bea", dorsal: 7), aEquipo: "Rayo FC")
      let destino = try FileManager.default.destinationOfSymbolicLink(atPath: enlace)
      #expect(destino == "real.json")
      var s = stat()
      lstat(real, &s)
      #expect(s.st_mode & 0o7777 == 0o666)
      #expect(try ArchivoTorneo(ruta: real).leer().equipo(en: 0).jugadores.count == 4)
    }
  }

  @Test func otroProcesoConElCerrojoHaceEsperarYLuegoRendirse() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      let antes = try leer(ruta)
      // flock locks belong to an open file description: a second open() conflicts like
      // another process would.
      let fd = open(ruta + ".lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
      #expect(flock(fd, LOCK_EX) == 0)
      #expect(throws: ErrorDeLiga.archivo(.bloqueado(ruta: ruta, segundos: 0.2))) {
        try ArchivoTorneo(ruta: ruta, esperaMaxima: 0.2).anadir(
          Jugador(nombre: "Bea"), aEquipo: "Rayo FC")
      }
      #expect(try leer(ruta) == antes)
      close(fd)
      try ArchivoTorneo(ruta: ruta, esperaMaxima: 0.2).anadir(
        Jugador(nombre: "Bea"), aEquipo: "Rayo FC")
      #expect(try leer(ruta) != antes)
    }
  }

  @Test func borraLosTemporalesQueDejoUnProcesoMuerto() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      try escribir("{medio", en: carpeta + "/.t.json.tmp-999-abc")
      try ArchivoTorneo(ruta: ruta).anadir(Jugador(nombre: "Bea"), aEquipo: "Rayo FC")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: carpeta).sorted() == [
          "t.json", "t.json.diario", "t.json.lock",
        ])
    }
  }

  @Test func crearHaceLasCarpetasYNuncaSobrescribe() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/a/b/torneo.json"
      let archivo = ArchivoTorneo(ruta: ruta)
      try archivo.crear(con: Array(LigaDeEjemplo.texto.utf8))
      #expect(try leer(ruta) == Array(LigaDeEjemplo.texto.utf8))
      #expect(throws: ErrorArchivo.yaExiste(ruta: ruta)) {
        try archivo.crear(con: Array(LigaDeEjemplo.vacio.utf8))
      }
      #expect(try leer(ruta) == Array(LigaDeEjemplo.texto.utf8))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: carpeta + "/a/b") == ["torneo.json"])
    }
  }

  @Test func veinteHilosAnadiendoALaVezLleganTodos() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      let fallos = Atomic()
      DispatchQueue.concurrentPerform(iterations: 20) { k in
        do {
          try ArchivoTorneo(ruta: ruta).anadir(
            Jugador(nombre: "Jugador \(k)", dorsal: 20 + k), aEquipo: "Rayo FC")
        } catch {
          fallos.sumar()
        }
      }
      #expect(fallos.valor == 0)
      let rayo = try ArchivoTorneo(ruta: ruta).leer().equipo(en: 0)
      #expect(rayo.jugadores.count == 23)
      #expect(Set(rayo.jugadores.compactMap(\.dorsal)) == Set([9, 1] + (20..<40)))
    }
  }
}

/// A counter threads can bump.
final class Atomic: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var cuenta = 0
  var valor: Int { cerrojo.withLock { cuenta } }
  func sumar() { cerrojo.withLock { cuenta += 1 } }
}

/// A change reads only the journal's last entry, from its end; `deshacer` and `historial` read
/// them all. The last entry is the last line that can be read (blank lines and unreadable ones
/// after it are stepped over), and reading them all refuses an unreadable line wherever it is.
struct DiarioLeidoDesdeElFinalTests {
  @Test func laUltimaEntradaEsLaUltimaLineaLegible() throws {
    try enCarpetaTemporal { carpeta in
      let ruta = carpeta + "/t.json"
      try escribir(LigaDeEjemplo.texto, en: ruta)
      let archivo = ArchivoTorneo(ruta: ruta)
      _ = try archivo.anadir(Jugador(nombre: "Bea", dorsal: 7), aEquipo: "Rayo FC")
      _ = try archivo.anadir(Jugador(nombre: "Cris"), aEquipo: "Rayo FC")
      let diario = Diario(ruta: ruta + ".diario")
      let lineas = try leer(diario.ruta)
      let anadido = "\n  \nesto no\n{\"n\": 9"
      try escribir(String(decoding: lineas, as: UTF8.self) + anadido, en: diario.ruta)
      let lectura = try diario.leer()
      #expect(lectura.tamanoValido == lineas.count + 12)
      let ultima = try #require(lectura.ultima())
      #expect(ultima.entrada.numero == 2)
      #expect(ultima.inicio == (lineas.dropLast().lastIndex(of: 0x0A) ?? 0) + 1)
      #expect(throws: ErrorDeLiga.diarioNoValido(ruta: diario.ruta, linea: 5)) {
        try lectura.todas()
      }
      #expect(Diario.Lectura(ruta: "x").ultima()?.inicio == nil)
    }
  }
}
