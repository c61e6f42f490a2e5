// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Textos

@testable import LineaDeOrdenes

/// `--help`, `ayuda` and `help`, and the interactive mode's own list, in this process.
struct AyudaTests {
  static let idiomas = ["C.UTF-8", "en_US.UTF-8"]

  /// Every command's type is in the one list, once, in `NombreDeOrden`'s order: each name has
  /// its declaration (`DefinicionDeOrden.de`), and `--help` lists them in that order.
  @Test func cadaNombreTieneSuOrden() {
    #expect(DefinicionDeOrden.todas.map(\.orden) == NombreDeOrden.allCases)
  }

  @Test func ayudaYVersion() throws {
    let e = try Ensayo()
    let ayuda = e.marcador(["--help"])
    #expect(ayuda.codigo == .hecho)
    #expect(ayuda.salida.hasPrefix("Uso: marcador"))
    let en = e.marcador(["-h"], entorno: ["LC_ALL": "en_US.UTF-8"])
    #expect(en.salida.hasPrefix("Usage: marcador"))
    let anadir = e.marcador(["añadir", "--help"])
    #expect(anadir.salida.hasPrefix("Uso: marcador anadir"))
    let version = e.marcador(["--version"])
    #expect(version.codigo == .hecho)
    #expect(version.salida == "marcador \(Version.texto)\n")
  }

  /// Issue 21, item 15: `marcador help` and `marcador ayuda` are what a person means by them.
  @Test(arguments: idiomas)
  func helpYAyudaSonLaAyuda(_ lang: String) throws {
    let e = try Ensayo()
    let general = e.marcador(["--help"], entorno: ["LANG": lang])
    #expect(general.codigo == .hecho)
    for palabra in ["help", "ayuda"] {
      let r = e.marcador([palabra], entorno: ["LANG": lang])
      #expect(r.codigo == .hecho, "\(palabra): \(r.errores)")
      #expect(r.salida == general.salida, "\(palabra)")
      for (orden, propia) in [("anadir", "anadir"), ("añadir", "anadir"), ("editar", "editar")] {
        let una = e.marcador([palabra, orden], entorno: ["LANG": lang])
        #expect(una.codigo == .hecho)
        #expect(
          una.salida == e.marcador([propia, "--help"], entorno: ["LANG": lang]).salida,
          "\(palabra) \(orden)")
      }
    }
    let desconocida = e.marcador(["help", "nada"], entorno: ["LANG": lang])
    #expect(desconocida.codigo == .uso)
    #expect(desconocida.errores.contains("nada"))
  }

  /// Every command has help of its own, in both languages, that names it: the completion
  /// entry point too, which the general help lists and the manual documents.
  @Test(arguments: idiomas)
  func cadaOrdenTieneSuAyuda(_ lang: String) throws {
    let e = try Ensayo()
    let general = e.marcador(["--help"], entorno: ["LANG": lang]).salida
    var vistas: Set<String> = [general]
    for definicion in DefinicionDeOrden.todas {
      let r = e.marcador([definicion.nombre, "--help"], entorno: ["LANG": lang])
      #expect(r.codigo == .hecho && r.errores == "")
      #expect(r.salida.contains("marcador \(definicion.nombre)"), "\(definicion.nombre)")
      #expect(vistas.insert(r.salida).inserted, "\(definicion.nombre) repeats another help")
      #expect(e.marcador(["ayuda", definicion.nombre], entorno: ["LANG": lang]).salida == r.salida)
    }
  }

  /// Inside the interactive mode, «ayuda» is that mode's own list: every command is in it.
  @Test(arguments: idiomas)
  func laAyudaDelModoInteractivoNombraCadaOrden(_ lang: String) throws {
    let e = try Ensayo().conLigaDeEjemplo()
    for palabra in ["ayuda", "help", "?", "h"] {
      let propia = e.enTorneo([], entrada: palabra + "\n", entorno: ["LANG": lang])
      #expect(propia.codigo == .hecho)
      for definicion in DefinicionDeOrden.deUso where definicion.orden != .ayuda {
        #expect(propia.salida.contains("\n  \(definicion.nombre) "), "\(lang) \(definicion.nombre)")
      }
      for otra in ["ayuda", "help", "salir", "quit", "exit"] {
        #expect(propia.salida.contains(otra), "\(lang) \(otra)")
      }
      // T3: both forms of `importar`, and `--reemplazar`, as `marcador --help` has them.
      let archivo = lang.hasPrefix("en") ? "FILE" : "ARCHIVO"
      let equipo = lang.hasPrefix("en") ? "TEAM" : "EQUIPO"
      for forma in [
        "\n  importar \(equipo) [\(archivo)] [--reemplazar]", "\n  importar \(archivo) ",
      ] {
        #expect(propia.salida.contains(forma), "\(lang) \(forma)")
      }
    }
  }

  /// T3: every help text fits an 80-column terminal, so none breaks mid-word: the general
  /// help, each command's, and the interactive mode's list, in both languages (characters,
  /// not bytes: «añadir» is six columns).
  @Test(arguments: idiomas)
  func ningunaAyudaPasaDeOchentaColumnas(_ lang: String) throws {
    let e = try Ensayo().conLigaDeEjemplo()
    var textos = [("--help", e.marcador(["--help"], entorno: ["LANG": lang]).salida)]
    for definicion in DefinicionDeOrden.todas {
      textos.append(
        (
          definicion.nombre,
          e.marcador([definicion.nombre, "--help"], entorno: ["LANG": lang]).salida
        ))
    }
    textos.append(
      ("interactiva", e.enTorneo([], entrada: "ayuda\n", entorno: ["LANG": lang]).salida))
    for (cual, texto) in textos {
      #expect(texto.count > 100, "\(lang) \(cual)")
      for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(linea.count <= 80, "\(lang) \(cual): \(linea.count): \(linea)")
      }
    }
  }
}
