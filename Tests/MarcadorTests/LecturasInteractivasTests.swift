// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// Issue 41, items 1 and 16, through the built binary: the interactive mode's words need no
/// quotes and nothing runs on a guess (an option's value runs to the next option; words that
/// read two ways are refused, each reading shown quoted), and a player is named by number
/// wherever a player is named, completed with the name beside it. On the file and the server.
struct LecturasInteractivasTests {
  /// `editar Rayo FC Marta --nombre Nuria Sol` renamed «Marta Sol» to «Nuria» (the «Sol» glued
  /// onto the player), and `anadir Rayo FC --nombre Luis Gil` looked for the team «Rayo FC
  /// Gil».
  @Test(arguments: Almacen.todos)
  func elValorDeUnaOpcionLlegaHastaLaSiguiente(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let r = try e.enTorneo(
      [],
      entrada: """
        anadir Rayo FC --nombre Marta Sol --dorsal 15
        editar Rayo FC Marta --nombre Nuria Sol
        anadir Rayo FC --nombre Luis Gil --dorsal 4
        plantilla Rayo FC

        """)
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      r.salida == """
        Añadido a Rayo FC: Marta Sol #15
        Editado en Rayo FC: Marta #1 → Nuria Sol #1
        Añadido a Rayo FC: Luis Gil #4
        Ana #9
        Luis
        Nuria Sol #1
        Marta Sol #15
        Luis Gil #4

        """)
    // From a shell each word is one argument still: the leftover word is refused.
    let shell = try e.enTorneo(["editar", "Rayo FC", "Marta Sol", "--nombre", "Nuria", "Sol"])
    #expect(shell.codigo == 64)
    #expect(shell.errores.hasPrefix("marcador: sobra el argumento «Sol»"), "\(shell.errores)")
  }

  /// Two teams, «Rayo» and «Rayo FC», each with a player the words could name: nothing is
  /// removed, and each reading is shown as the line that runs it; that line, pasted, runs.
  @Test(arguments: Almacen.todos)
  func unaLineaQueSeLeeDeDosManerasNoHaceNada(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Rayo"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Rayo", "--nombre", "FC Ana", "--dorsal", ""]).codigo == 0)
    let antes = try e.estado()
    let r = try e.enTorneo([], entrada: "equipos\nquitar Rayo FC Ana --si\nequipos\n")
    #expect(r.codigo == 64)
    #expect(
      r.errores == """
        marcador: línea 2: esta línea se puede leer de 2 maneras y no se ha hecho nada; \
        escribe, con sus comillas, la que quieras:
          quitar Rayo 'FC Ana' --si
          quitar 'Rayo FC' Ana --si

        """)
    // A refused line ends a pipe, as any failing one does.
    #expect(r.salida == "Rayo FC\nAtlético B\nPeña L'Olivera\nUnión Deportiva Sur\nRayo\n")
    let ingles = try e.enTorneo(
      [], entrada: "quitar Rayo FC Ana --si\n", entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.codigo == 64)
    #expect(
      ingles.errores == """
        marcador: line 1: this line can be read in 2 ways, so nothing was done; type the one \
        you mean, with its quotes:
          quitar Rayo 'FC Ana' --si
          quitar 'Rayo FC' Ana --si

        """)
    #expect(try e.estado() == antes)
    let citada = try e.enTorneo([], entrada: "quitar 'Rayo FC' Ana --si\n")
    #expect(citada.salida == "Quitado de Rayo FC: Ana #9\n", "\(citada.errores)")
    // Where no reading names what exists, the command says what it does not find.
    let nadie = try e.enTorneo([], entrada: "quitar Rayo FC Anna --si\n")
    #expect(nadie.codigo == 65)
    #expect(nadie.errores.contains("¿Quisiste decir «FC Ana»?"), "\(nadie.errores)")
  }

  /// `editar Rayo FC Ana --nombre --dorsal 7` renamed Ana «--dorsal 7», and from a shell
  /// `editar "Rayo FC" Marta --nombre --dorsal` renamed Marta «--dorsal»: an option's name is
  /// never the value of the option before it, which was given none; nothing is saved.
  @Test(arguments: Almacen.todos)
  func unaOpcionNoEsElValorDeOtra(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try e.estado()
    for (linea, opcion) in [
      ("editar Rayo FC Ana --nombre --dorsal 7", "--nombre"),
      ("anadir Rayo FC --nombre --dorsal 8", "--nombre"),
      ("anadir Rayo FC --dorsal --nombre Pepe", "--dorsal"),
      ("editar Rayo FC Ana --nombre --dorsal=7", "--nombre"),
      ("anadir Rayo FC --nombre", "--nombre"),
    ] {
      let r = try e.enTorneo([], entrada: linea + "\n")
      #expect(r.codigo == 64, "\(linea): \(r.salida)")
      #expect(
        r.errores.contains("a «\(opcion)» le falta su valor"), "\(linea): \(r.errores)")
      let ingles = try e.enTorneo([], entrada: linea + "\n", entorno: ["LANG": "en_US.UTF-8"])
      #expect(ingles.codigo == 64)
      #expect(ingles.errores.contains("\(opcion)” needs a value"), "\(ingles.errores)")
    }
    for argumentos in [
      ["editar", "Rayo FC", "Marta", "--nombre", "--dorsal"],
      ["anadir", "Rayo FC", "--nombre", "--dorsal", "8"],
    ] {
      let shell = try e.enTorneo(argumentos)
      #expect(shell.codigo == 64, "\(argumentos): \(shell.salida)")
      #expect(shell.errores.hasPrefix("marcador: a «--nombre» le falta su valor"))
    }
    #expect(try e.estado() == antes)
    // `--nombre=--dorsal` is the way to give such a name.
    let dado = try e.enTorneo(["editar", "Rayo FC", "Marta", "--nombre=--dorsal"])
    #expect(dado.salida == "Editado en Rayo FC: Marta #1 → --dorsal #1\n", "\(dado.errores)")
  }

  /// `anadir Rayo FC Pepe` looked for the team «Rayo FC Pepe»: the word left over after the
  /// names that exist is refused as a shell refuses it, and nothing is done.
  @Test(arguments: Almacen.todos)
  func unaPalabraQueSobraSeRechaza(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Rayo"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Nuria Sol Dos"]).codigo == 0)
    let antes = try e.estado()
    for (linea, sobra) in [
      ("anadir Rayo FC Pepe", "Pepe"),
      ("plantilla Rayo FC extra", "extra"),
      ("libres Atlético B extra", "extra"),
      ("editar Rayo FC Nuria Sol Dos extra --dorsal 3", "extra"),
      ("quitar Rayo FC Ana de más --si", "de"),
    ] {
      let r = try e.enTorneo([], entrada: linea + "\n")
      #expect(r.codigo == 64, "\(linea): \(r.salida)")
      #expect(
        r.errores.hasPrefix("marcador: línea 1: sobra el argumento «\(sobra)»."), "\(linea)")
      let ingles = try e.enTorneo([], entrada: linea + "\n", entorno: ["LANG": "en_US.UTF-8"])
      #expect(ingles.codigo == 64)
      #expect(ingles.errores.contains("unexpected argument “\(sobra)”"), "\(ingles.errores)")
    }
    #expect(try e.estado() == antes)
    // Where no reading's names all exist, the command says what it does not find.
    let nadie = try e.enTorneo([], entrada: "plantilla Rayito FC\n")
    #expect(nadie.codigo == 65)
    #expect(nadie.errores.hasPrefix("marcador: línea 1: no hay ningún equipo «Rayito FC»"))
  }

  /// A player by number: from a shell and here, `9` and `#9`, in every command that names a
  /// player; a player called «7» is found by that name before the one who wears 7.
  @Test(arguments: Almacen.todos)
  func unJugadorSeNombraPorSuDorsal(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    #expect(try e.enTorneo(["editar", "Rayo FC", "Luis", "--dorsal", "7"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "7", "--dorsal", "3"]).codigo == 0)
    let r = try e.enTorneo(["editar", "Rayo FC", "#1", "--dorsal", "2"])
    #expect(r.salida == "Editado en Rayo FC: Marta #1 → Marta #2\n", "\(r.errores)")
    let siete = try e.enTorneo(["quitar", "Rayo FC", "7", "--si"])
    #expect(siete.salida == "Quitado de Rayo FC: 7 #3\n", "\(siete.errores)")
    let repl = try e.enTorneo(
      [],
      entrada: """
        traspasar Rayo FC 9 Atlético B
        quitar Rayo FC #7
        s
        deshacer

        """)
    #expect(repl.codigo == 0, "\(repl.errores)")
    #expect(repl.salida.contains("Traspasado"), "\(repl.salida)")
    #expect(repl.salida.contains("Quitado de Rayo FC: Luis #7\n"), "\(repl.salida)")
    #expect(try e.plantilla("Atlético B").contains { $0["nombre"] == "Ana" })
    let nadie = try e.enTorneo(["quitar", "Rayo FC", "42", "--si"])
    #expect(nadie.codigo == 65)
    #expect(nadie.errores.hasPrefix("marcador: no hay ningún jugador «42» en Rayo FC"))
  }

  /// The shells' entry point offers the numbers worn after a digit or `#`, with the player's
  /// name as the description zsh and fish show; for bash, the words alone.
  @Test(arguments: Almacen.todos)
  func completarOfreceLosDorsalesConSuJugador(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let jugadores = { (argumentos: [String]) in
      try e.enTorneo(["completar", "jugadores", "Rayo FC"] + argumentos).salida
    }
    #expect(try jugadores(["9"]) == "9\tAna\n")
    #expect(try jugadores(["#"]) == "#1\tMarta\n#9\tAna\n")
    #expect(try jugadores(["--escapar", "#"]) == "\\#1\n\\#9\n")
    #expect(try jugadores(["M"]) == "Marta\n")
    #expect(try jugadores([""]) == "Ana\nLuis\nMarta\n")
  }

  /// At a terminal: TAB lists the numbers with their players; a line that reads two ways is
  /// refused and the prompt comes back; a number names the player.
  @Test func enLaTerminalTABOfreceDorsalesYNadaSeAdivina() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Rayo"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Rayo", "--nombre", "FC Ana", "--dorsal", ""]).codigo == 0)
    let antes = try e.bytes()
    let t = try e.terminal([])
    t.debeMostrar("marcador>")
    t.teclear("quitar 'Rayo FC' #\t")
    t.debeMostrar("#1 · Marta")
    t.debeMostrar("#9 · Ana")
    t.teclear("\u{15}quitar Rayo FC Ana --si\r")
    t.debeMostrar("  quitar 'Rayo FC' Ana --si")
    #expect(try e.bytes() == antes)
    t.teclear("quitar 'Rayo FC' 9 --si\r")
    t.debeMostrar("Quitado de Rayo FC: Ana #9")
    t.teclearAlEditor("\u{4}")
    #expect(t.salida() == 0)
  }
}
