// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Torneo

/// `importar` of a whole league through the built binary, on the file and on the server: the
/// header recognized in any order (a team's header refused), a team's name guarded from
/// spreadsheets given back as it was, the columns a league's row may have, and what one
/// argument that is no team means.
struct ImportarLigaTests {
  // MARK: the header

  /// T3 defect: a header that names a column twice was read as a row of data (`Dorsal:
  /// Escribe solo números`); it is said at its line, for a league's import and a team's, in
  /// both languages, and nothing is written.
  @Test func unaCabeceraConUnaColumnaDosVecesSeDiceEnSuLinea() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.estado()
    try e.escribir("equipo,equipo,dorsal\nRayo,Ana,7\n", en: e.carpeta + "/d.csv")
    let liga = try e.enTorneo(["importar", "d.csv", "--comprobar"])
    #expect(liga.codigo == 65, "\(liga.salida)")
    #expect(liga.errores == "d.csv:1: la cabecera nombra «equipo» dos veces\n")
    let equipo = try e.enTorneo(["importar", "Rayo FC", "-"], entrada: "nombre;nombre\nBea;7\n")
    #expect(equipo.codigo == 65, "\(equipo.salida)")
    #expect(equipo.errores == "-:1: la cabecera nombra «nombre» dos veces\n")
    let ingles = try e.enTorneo(
      ["importar", "Rayo FC", "-", "--reemplazar"], entrada: "\n\nNombre;Jugador\nBea;7\n",
      entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.codigo == 65, "\(ingles.salida)")
    #expect(
      ingles.errores == "-:3: the header names the same column twice, “Nombre” and “Jugador”\n")
    #expect(try e.estado() == antes)
  }

  @Test(arguments: Almacen.todos)
  func unaHojaDeEquipoSeRechazaYUnaCabeceraEnOtroOrdenSeLee(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try e.estado()
    try e.escribir(
      "\u{FEFF}Nombre;Dorsal\r\nANA;7\r\n\"Pérez; Juan\";9\r\nbea;\r\n", en: e.carpeta + "/sem.csv")
    for argumentos in [["importar", "sem.csv"], ["importar", "sem.csv", "--comprobar"]] {
      let r = try e.enTorneo(argumentos)
      #expect(r.codigo == 65, "\(r.salida)")
      #expect(
        r.errores
          == "sem.csv:1: la cabecera es de un equipo, sin columna equipo:"
          + " «marcador importar EQUIPO sem.csv»\n")
      #expect(r.salida == "")
    }
    let ingles = try e.enTorneo(
      ["importar", "-"], entrada: "name\nZoe\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.codigo == 65)
    #expect(
      ingles.errores
        == "-:1: the header is a team's, with no team column: “marcador importar TEAM -”\n")
    #expect(try e.estado() == antes)
    // Without a header, two columns at most is a team's roster too: not a team per player.
    try e.escribir("ANA;7\nBea;12\n", en: e.carpeta + "/fichajes.csv")
    let sinCabecera = try e.enTorneo(["importar", "fichajes.csv"])
    #expect(sinCabecera.codigo == 65)
    #expect(
      sinCabecera.errores
        == "fichajes.csv:1: sin cabecera y con dos columnas como mucho es la plantilla de un"
        + " equipo:"
        + " «marcador importar EQUIPO fichajes.csv»; una liga tiene tres columnas,"
        + " «equipo,nombre,dorsal», con su cabecera o sin ella\n")
    let nombres = try e.enTorneo(
      ["importar", "-"], entrada: "Zoe\nLeo\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(nombres.codigo == 65)
    #expect(
      nombres.errores
        == "-:1: with no header and two columns at most it is a team's roster:"
        + " “marcador importar TEAM -”; a league has three columns, “equipo,nombre,dorsal”, with"
        + " its header or without\n")
    #expect(try e.estado() == antes)
    // The columns by name, in any order: the team's column is found where the header puts it.
    let r = try e.enTorneo(
      ["importar", "-"], entrada: "Nombre;Equipo\r\nZoe;Rayo FC\r\nLeo;rayo fc\r\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Importados a la liga: 2 jugadores en 1 equipo\n")
    #expect(
      try e.enTorneo(["plantilla", "Rayo FC"]).salida == "Ana #9\nLuis\nMarta #1\nZoe\nLeo\n")
    #expect(try e.enTorneo(["equipos"]).salida.split(separator: "\n").count == 4)
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try e.estado() == antes)
  }

  @Test(arguments: Almacen.todos)
  func unaLigaEnteraNoEntraEnUnEquipo(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try e.estado()
    try e.escribir("Equipo,Nombre,Dorsal\nRayo FC,Bea,7\n", en: e.carpeta + "/mi liga.csv")
    let r = try e.enTorneo(["importar", "Rayo FC", "mi liga.csv"])
    #expect(r.codigo == 65)
    #expect(
      r.errores
        == "mi liga.csv:1: la cabecera es de una liga entera, con columna equipo:"
        + " «marcador importar 'mi liga.csv'»\n")
    #expect(try e.estado() == antes)
  }

  // MARK: a team's name guarded from spreadsheets

  @Test(arguments: Almacen.todos)
  func unEquipoQueEmpiezaComoUnaFormulaVuelveIgual(_ almacen: Almacen) throws {
    let e = try Escenario(almacen)
    #expect(try e.enTorneo(["iniciar"]).codigo == 0)
    #expect(try e.enTorneo(["nuevo-equipo", "=Equipo"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "=Equipo", "--nombre", "=Gol"]).codigo == 0)
    let csv = try e.enTorneo(["exportar"]).salida
    #expect(csv == "equipo,nombre,dorsal\n'=Equipo,'=Gol,\n")
    let excel = try e.enTorneo(["exportar", "--excel"]).salida
    try e.escribir(csv, en: e.carpeta + "/liga.csv")
    try e.escribir(excel, en: e.carpeta + "/excel.csv")
    #expect(try e.enTorneo(["quitar", "=Equipo", "=Gol", "--si"]).codigo == 0)
    let sinJugador = try e.estado()
    for archivo in ["liga.csv", "excel.csv"] {
      let r = try e.enTorneo(["importar", archivo])
      #expect(r.codigo == 0, "\(archivo): \(r.errores)")
      #expect(r.salida == "Importados a la liga: 1 jugador en 1 equipo\n", "\(archivo)")
      #expect(try e.enTorneo(["exportar"]).salida == csv, "\(archivo)")
      #expect(try e.enTorneo(["deshacer"]).codigo == 0)
      #expect(try e.estado() == sinJugador, "\(archivo)")
    }
    // The journal's command makes the same change again in another league with the team.
    #expect(try e.enTorneo(["importar", "liga.csv"]).codigo == 0)
    let historial = try e.enTorneo(["historial", "--json"]).salida
    let entradas = try #require(
      try JSONSerialization.jsonObject(with: Data(historial.utf8)) as? [[String: Any]])
    let linea = try #require(entradas.last?["orden"] as? String)
    let otra = try Escenario(almacen)
    #expect(try otra.enTorneo(["iniciar"]).codigo == 0)
    #expect(try otra.enTorneo(["nuevo-equipo", "=Equipo"]).codigo == 0)
    let repetida = try otra.ejecutar(
      "/bin/sh", ["-c", linea], entrada: Data(),
      entorno: otra.entorno([
        "PATH": carpetaDelBinario + ":/usr/bin:/bin", "MARCADOR_TORNEO": otra.torneo,
      ]))
    #expect(repetida.codigo == 0, "\(linea): \(repetida.errores)")
    #expect(try otra.enTorneo(["exportar"]).salida == csv, "\(linea)")
  }

  // MARK: the columns

  @Test func unaFilaDeLigaConColumnasDeMasDiceLasTresQueSeEsperan() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.estado()
    let r = try e.enTorneo(["importar", "-"], entrada: "Rayo FC,Bea,7,extra\n")
    #expect(r.codigo == 65)
    #expect(r.errores == "-:1: tiene 4 columnas y se esperan 3: equipo, nombre y dorsal\n")
    let ingles = try e.enTorneo(
      ["importar", "-"], entrada: "Rayo FC,Bea,7,extra\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.codigo == 65)
    #expect(
      ingles.errores == "-:1: it has 4 columns where 3 are expected: team, name, and number\n")
    // A team's row still expects two.
    let equipo = try e.enTorneo(["importar", "Rayo FC", "-"], entrada: "Bea,7,x\n")
    #expect(equipo.errores == "-:1: tiene 3 columnas y se esperan 2: nombre y dorsal\n")
    #expect(try e.estado() == antes)
  }

  // MARK: one argument that is no team

  @Test(arguments: Almacen.todos)
  func reemplazarSinEquipoEsUnErrorDeUsoYLoQueNoEsNadaLoDice(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try e.estado()
    try e.escribir("equipo,nombre,dorsal\nRayo FC,Bea,7\n", en: e.carpeta + "/lg.csv")
    let reemplazar = try e.enTorneo(["importar", "lg.csv", "--reemplazar"])
    #expect(reemplazar.codigo == 64)
    #expect(
      reemplazar.errores
        == "marcador: «--reemplazar» necesita el equipo cuya plantilla se reemplaza:"
        + " «marcador importar EQUIPO lg.csv --reemplazar». Prueba «marcador --help».\n")
    let ingles = try e.enTorneo(
      ["importar", "-", "--reemplazar"], entrada: "Bea,7\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.codigo == 64)
    #expect(
      ingles.errores
        == "marcador: “--reemplazar” needs the team whose roster it replaces:"
        + " “marcador importar TEAM - --reemplazar”. Try “marcador --help”.\n")
    let nada = try e.enTorneo(["importar", "nada.csv"])
    #expect(nada.codigo == 65)
    #expect(
      nada.errores
        == "marcador: no hay ningún equipo ni archivo «nada.csv». «marcador equipos» los lista\n")
    let parecido = try e.enTorneo(
      ["importar", "rayo"], entrada: "Bea,7\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(parecido.codigo == 65)
    #expect(
      parecido.errores == "marcador: there is no team or file “rayo”. Did you mean “Rayo FC”?\n")
    #expect(try e.estado() == antes)
  }

  @Test func enElModoInteractivoUnArchivoConEspaciosNoEsUnEquipo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try e.escribir("equipo,nombre,dorsal\nNuevo CF,Leo,5\n", en: e.carpeta + "/mi liga.csv")
    try e.escribir("Zoe,3\n", en: e.carpeta + "/lista.csv")
    let liga = try e.enTorneo([], entrada: "importar mi liga.csv --comprobar\n")
    #expect(liga.codigo == 0, "\(liga.errores)")
    #expect(liga.salida.contains("1 nuevo"), "\(liga.salida)")
    let nada = try e.enTorneo([], entrada: "importar mi otra liga.csv\n")
    #expect(
      nada.errores
        == "marcador: línea 1: no hay ningún equipo ni archivo «mi otra liga.csv». «equipos»"
        + " los lista\n")
    // A mistyped team before a file that exists is still a mistyped team.
    let equipo = try e.enTorneo([], entrada: "importar Rayo lista.csv\n")
    #expect(
      equipo.errores
        == "marcador: línea 1: no hay ningún equipo «Rayo». ¿Quisiste decir «Rayo FC»?\n")
  }
}
