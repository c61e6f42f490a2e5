// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Consola
import Formatos
import Foundation
import Testing
import Textos

@testable import LineaDeOrdenes

/// The words completion offers: the entry point the shell scripts call (`marcador completar`)
/// and TAB in the interactive mode, in this process (the scripts in real shells are
/// `CompletadoTests` in MarcadorTests).
struct CompletadoTests {
  @Test func elPuntoDeEntradaNoFallaNiHablaDeMas() throws {
    let e = try Ensayo()
    for argumentos in [["completar", "equipos", "x"], ["completar", "equipos"]] {
      let r = e.enTorneo(argumentos)
      #expect(r.codigo == .hecho)
      #expect(r.salida == "" && r.errores == "")
    }
    try e.escribir("{roto")
    let roto = e.enTorneo(["completar", "equipos"])
    #expect(roto.codigo == .hecho && roto.salida == "" && roto.errores == "")
    try e.escribir(
      #"{"equipos": [{"nombre": "Rayo FC"}, {"nombre": "Ra\u001b[2J"}, {"nombre": "Racing"}]}"#)
    #expect(e.enTorneo(["completar", "equipos", "RA"]).salida == "Rayo FC\nRacing\n")
    #expect(
      e.enTorneo(["completar", "equipos", "--escapar", "ra"]).salida == "Rayo\\ FC\nRacing\n")
    // An empty MARCADOR_TORNEO: nothing, silently.
    let vacia = e.marcador(["completar", "equipos", "ra"], entorno: ["MARCADOR_TORNEO": ""])
    #expect(vacia.codigo == .hecho && vacia.salida == "" && vacia.errores == "")
  }

  @Test func jugadoresSinAcentosYEscapados() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    #expect(e.enTorneo(["completar", "jugadores", "Rayo FC", "m"]).salida == "Marta\n")
    #expect(e.enTorneo(["completar", "jugadores", "rayo fc", ""]).salida == "Ana\nLuis\nMarta\n")
    #expect(e.enTorneo(["completar", "jugadores", "Nadie", ""]).salida == "")
    #expect(
      e.enTorneo(["completar", "equipos", "--escapar", "pe"]).salida == "Peña\\ L\\'Olivera\n")
  }

  /// Commands, options and positionals come from the declaration, with the catalog's line.
  @Test func ordenesOpcionesYArgumentosSalenDeLaDeclaracion() throws {
    let e = try Ensayo()
    let ordenes = e.marcador(["completar", "ordenes"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(ordenes.salida.contains("plantilla\ta team's roster\n"))
    let nombres = ordenes.salida.split(separator: "\n").map { $0.split(separator: "\t")[0] }
    #expect(
      nombres == DefinicionDeOrden.deUso.flatMap { [$0.nombre] + $0.alias }.map { Substring($0) })
    #expect(!nombres.contains("completar"))
    let opciones = e.marcador(["completar", "opciones", "editar"]).salida
    #expect(
      opciones.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        == [
          "--nombre", "--dorsal", "--sin-dorsal", "--comprobar", "--torneo", "--help", "--version",
          "--accesible",
        ])
    #expect(opciones.contains("--sin-dorsal\tle quita el dorsal\n"))
    #expect(e.marcador(["completar", "argumentos", "editar"]).salida == "EQUIPO\nJUGADOR\n")
    #expect(e.marcador(["completar", "argumentos", "nada"]).salida == "")
  }

  /// Every option the declaration knows has its own line in both languages, one line each
  /// (the completion menus' format is an option, a tab and the line).
  @Test func cadaOpcionTieneSuDescripcion() {
    for catalogo in Idioma.allCases.map(\.catalogo) {
      for opcion in NombreDeOpcion.allCases {
        for orden in [nil] + NombreDeOrden.allCases.map(Optional.some) {
          let linea = catalogo.descripcion(deOpcion: opcion, en: orden)
          #expect(!linea.isEmpty && !linea.contains("\t") && !linea.contains("\n"), "\(opcion)")
        }
      }
    }
  }

  /// T3: an option's completion line is what that command's `--help` says of it, word for word
  /// (`temporada --nombre` is the new league's name, not a player's), in both languages; and
  /// both list the options the declaration lists (`opcionesDeAyuda`), in its order.
  @Test(arguments: ["C.UTF-8", "en_US.UTF-8"])
  func cadaOpcionDiceEnElCompletadoLoQueDiceSuAyuda(_ lang: String) throws {
    let e = try Ensayo()
    for definicion in DefinicionDeOrden.deUso {
      let ayuda = e.marcador([definicion.nombre, "--help"], entorno: ["LANG": lang]).salida
      // The help's table with each row's wrapped lines joined, as one line per option.
      var filas: [String] = []
      for linea in ayuda.split(separator: "\n")
      where linea.hasPrefix("   ") || linea.hasPrefix("  -") {
        if linea.hasPrefix("  -") {
          filas.append(String(linea))
        } else if !filas.isEmpty {
          filas[filas.count - 1] += " " + linea.trimmingCharacters(in: .whitespaces)
        }
      }
      let completado = e.marcador(
        ["completar", "opciones", definicion.nombre], entorno: ["LANG": lang]
      ).salida
      // The same options, in the same order, as the declaration's list, and every option the
      // command takes among them (`copiar` reads no tournament, so offers no --torneo).
      let ofrecidas = completado.split(separator: "\n").map {
        $0.split(separator: "\t").map(String.init)
      }.filter { $0.count == 2 && $0[0] != "--version" && $0[0] != "--accesible" }
      let cabezas = filas.map { fila in
        fila.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init) ?? fila
      }
      #expect(cabezas == ofrecidas.map { $0[0] }, "\(lang) \(definicion.nombre)")
      #expect(
        cabezas == definicion.opcionesDeAyuda.map(\.rawValue), "\(lang) \(definicion.nombre)")
      #expect(
        Set(definicion.banderas + definicion.opciones).isSubset(of: definicion.opcionesDeAyuda))
      for (fila, partes) in zip(filas, ofrecidas) {
        #expect(fila.hasSuffix("   " + partes[1]), "\(lang) \(definicion.nombre) \(partes)")
      }
    }
    let temporada = e.marcador(["completar", "opciones", "temporada"]).salida
    #expect(temporada.contains("--nombre\tel nombre de la liga nueva"))
    #expect(temporada.contains("--torneo\tla liga de la que se parte\n"))
  }

  /// The interactive mode on `e`'s league, in this process, as at a terminal.
  func interprete(de e: Ensayo) -> Interprete {
    let variables = e.variables([:])
    let aplicacion = Aplicacion(
      entorno: Entorno(variable: { variables[$0] }, terminal: { _ in false }),
      salida: SalidaEnMemoria(), errores: SalidaEnMemoria(),
      lector: LectorGuionizado([], interactivo: true))
    var contexto = aplicacion.contexto
    contexto.torneo = e.torneo
    return Interprete(contexto: contexto)
  }

  /// `anadir <TAB>` in the interactive mode on a server offers the teams the clerk may change
  /// (issue 43), as its form does; `plantilla <TAB>` every team.
  @Test(.conServidor) func tabDeAnadirOfreceLosEquiposQuePuedeCambiar() throws {
    let esquema = try EsquemaDePrueba()
    let e = try Ensayo()
    #expect(e.marcador(["--torneo", esquema.url, "iniciar", "--ejemplo"]).codigo == .hecho)
    let url = try esquema.url(deRol: "rayo_43")
    #expect(
      e.marcador(["--torneo", esquema.url, "permisos", "dar", "rayo_43", "Rayo FC"]).codigo
        == .hecho)
    let variables = e.variables([:])
    var contexto = Aplicacion(
      entorno: Entorno(variable: { variables[$0] }, terminal: { _ in false }),
      salida: SalidaEnMemoria(), errores: SalidaEnMemoria(),
      lector: LectorGuionizado([], interactivo: true)
    ).contexto
    contexto.torneo = url
    let interprete = Interprete(contexto: contexto)
    #expect(interprete.completar("anadir ").candidatos == ["Rayo FC"])
    #expect(interprete.completar("plantilla ").candidatos.count == 4)
  }

  /// TAB in the interactive mode.
  @Test func tabEnElModoInteractivo() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let interprete = interprete(de: e)
    func candidatos(_ antes: String) -> [String] { interprete.completar(antes).candidatos }
    #expect(candidatos("pla") == ["plantilla"])
    #expect(interprete.completar("pla").sufijoSiUnico == " ")
    #expect(candidatos("a") == ["anadir", "añadir", "ayuda"])
    #expect(candidatos("sa") == ["salir"])
    #expect(candidatos("comp") == [])
    #expect(candidatos("plantilla ra") == ["Rayo FC"])
    #expect(candidatos("plantilla atletico") == ["Atlético B"])
    #expect(candidatos("plantilla Pe") == ["Peña L'Olivera"])
    #expect(interprete.completar("plantilla Pe").desde == 10)
    // After the team, its players, for the commands that take one.
    #expect(candidatos("editar Peña L'Olivera c") == ["Carmen"])
    #expect(candidatos("quitar Rayo FC ") == ["Ana", "Luis", "Marta"])
    #expect(interprete.completar("quitar Rayo FC M").desde == 15)
    #expect(candidatos("plantilla Rayo FC ") == [])
    #expect(candidatos("deshacer ") == [])
    // traspasar: the team, its player, then the team they go to.
    #expect(candidatos("traspasar Rayo FC m") == ["Marta"])
    #expect(candidatos("traspasar Rayo FC Marta atl") == ["Atlético B"])
    #expect(interprete.completar("traspasar Rayo FC Marta atl").desde == 24)
    // `buscar`: teams and players of the whole league, without accents, each once.
    #expect(candidatos("buscar ma") == ["Marta"])
    #expect(candidatos("buscar pe") == ["Peña L'Olivera"])
    #expect(candidatos("buscar ").count == 10)
    #expect(candidatos("libres un") == ["Unión Deportiva Sur"])
    #expect(candidatos("dorsales un") == ["Unión Deportiva Sur"])
    // A name the words would read otherwise gets its quotes escaped.
    #expect(CompletadoInteractivo.protegido("Peña L'Olivera") == "Peña L'Olivera")
    #expect(CompletadoInteractivo.protegido("'Los' de siempre") == "\\'Los\\' de siempre")
  }

  /// Issue 41, item 16: after a digit or `#`, TAB offers the numbers worn, listed with their
  /// players; a number is a whole player for what follows (`traspasar`'s destination).
  @Test func tabOfreceDorsalesConSuJugador() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    let interprete = interprete(de: e)
    let numeros = interprete.completar("quitar Rayo FC #")
    #expect(numeros.candidatos == ["#1", "#9"])
    #expect(numeros.mostrados == ["#1 · Marta", "#9 · Ana"])
    #expect(interprete.completar("editar 'Rayo FC' 9").candidatos == ["9"])
    #expect(interprete.completar("quitar Rayo FC 5").candidatos == [])
    #expect(interprete.completar("traspasar Rayo FC 9 atl").candidatos == ["Atlético B"])
    #expect(interprete.completar("traspasar Rayo FC #1 atl").candidatos == ["Atlético B"])
  }

  /// A whole team name and a space, where a longer team begins with it («Rayo FC B»): its
  /// players come next where a player follows; the longer team only where nothing does.
  @Test func trasUnEquipoEnteroVanSusJugadoresAunqueOtroEmpieceIgual() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    #expect(e.enTorneo(["nuevo-equipo", "Rayo FC B"]).codigo == .hecho)
    let interprete = interprete(de: e)
    #expect(interprete.completar("quitar Rayo FC ").candidatos == ["Ana", "Luis", "Marta"])
    #expect(interprete.completar("traspasar Rayo FC ").candidatos == ["Ana", "Luis", "Marta"])
    #expect(interprete.completar("plantilla Rayo FC ").candidatos == ["Rayo FC B"])
    #expect(interprete.completar("quitar Rayo FC").candidatos == ["Rayo FC", "Rayo FC B"])
  }

  /// Defects of day one, item 10: one rule for what TAB inserts (`palabras(de:)` reads each
  /// back as the name), a space after `traspasar`'s player, and files where a path goes.
  @Test func tabInsertaLoQueLasPalabrasLeenYCompletaArchivos() throws {
    let e = try Ensayo().conLigaDeEjemplo()
    for orden in [
      ["nuevo-equipo", "Los \"Pibes\" d'Ávila"],
      ["anadir", "Rayo FC", "--nombre", "'Tito' O'Neil"],
    ] {
      #expect(e.enTorneo(orden).codigo == .hecho)
    }
    let interprete = interprete(de: e)
    for (linea, nombre) in [
      ("plantilla Los", "Los \"Pibes\" d'Ávila"), ("plantilla Peña", "Peña L'Olivera"),
      ("editar Rayo FC \\'ti", "'Tito' O'Neil"),
    ] {
      let c = interprete.completar(linea)
      #expect(c.candidatos.count == 1, "\(linea)")
      // What the words read back from what TAB inserted: the name.
      let insertado = c.candidatos.first ?? ""
      #expect(
        palabras(de: insertado).map(\.texto).joined(separator: " ") == nombre,
        "\(linea): \(insertado)")
    }
    #expect(interprete.completar("plantilla Peña").candidatos == ["Peña L'Olivera"])
    #expect(interprete.completar("plantilla Los").candidatos == ["Los \\\"Pibes\\\" d'Ávila"])
    // traspasar: a space after the player, so the destination follows.
    let jugador = interprete.completar("traspasar Rayo FC ma")
    #expect(jugador.candidatos == ["Marta"] && jugador.sufijoSiUnico == " ")
    #expect(interprete.completar("editar Rayo FC ma").sufijoSiUnico == "")
    // Files: importar's first argument (a team or a whole league's CSV) and its CSV after a
    // team, temporada's and copiar's paths; a folder ends in a slash and takes no space.
    try e.escribir("Rayo FC,Bea,7\n", en: e.carpeta + "/liga semana.csv")
    try FileManager.default.createDirectory(
      atPath: e.carpeta + "/ligas", withIntermediateDirectories: true)
    let c = e.carpeta
    #expect(
      interprete.completar("importar \(c)/liga").candidatos == [
        "\(c)/liga\\ semana.csv", "\(c)/ligas/",
      ])
    let solo = interprete.completar("importar \(c)/liga\\ s")
    #expect(solo.candidatos == ["\(c)/liga\\ semana.csv"] && solo.sufijoSiUnico == " ")
    #expect(interprete.completar("importar ra").candidatos == ["Rayo FC"])
    let trasEquipo = interprete.completar("importar Rayo FC \(c)/liga\\ ")
    #expect(trasEquipo.candidatos == ["\(c)/liga\\ semana.csv"])
    #expect(trasEquipo.desde == "importar Rayo FC ".count)
    let carpeta = interprete.completar("temporada \(c)/ligas")
    #expect(carpeta.candidatos == ["\(c)/ligas/"] && carpeta.sufijoSiUnico == "")
    #expect(interprete.completar("temporada --nombre \(c)/li").candidatos == [])
    #expect(interprete.completar("copiar \(c)/t.json \(c)/t.js").candidatos.first == "\(c)/t.json")
    #expect(interprete.completar("equipos \(c)/t").candidatos == [])
    // What TAB inserted reads back as the path.
    #expect(
      palabras(de: "copiar \(c)/liga\\ semana.csv x").map(\.texto) == [
        "copiar", "\(c)/liga semana.csv", "x",
      ])
  }
}
