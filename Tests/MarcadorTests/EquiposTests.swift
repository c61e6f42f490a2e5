// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import FormatoDeLiga
import Foundation
import Glibc
import Servidor
import Testing
import Torneo

/// Teams renamed and removed, players transferred (issue 25), through the built binary on both
/// stores: each happy path, each refusal (exit status, message, nothing written), and undo
/// after each giving back the file's bytes (the server: its rows).
struct EquiposTests {
  /// The league as stored, the league's own unknown members too (the matches): the file's
  /// bytes, or the server's rows and its league row.
  func todo(_ e: Escenario) throws -> [UInt8] {
    guard e.almacen == .servidor else { return try e.bytes() }
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    let liga = try conexion.consultar("SELECT coalesce(nombre, '∅'), extra::text FROM liga")
    return try e.estado() + Array("\n\(liga.valor(0, 0) ?? "")\t\(liga.valor(0, 1) ?? "")".utf8)
  }

  /// The matches of the league, as `copiar` to a file writes them: each `local` and
  /// `visitante`.
  func partidos(_ e: Escenario) throws -> [String] {
    let copia = e.carpeta + "/copia-\(UUID().uuidString).json"
    let r = try e.marcador(["copiar", e.torneo, copia])
    #expect(r.codigo == 0, "\(r.errores)")
    let liga = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: copia)))
        as? [String: Any])
    let lista = liga["partidos"] as? [[String: Any]] ?? []
    return lista.flatMap { [$0["local"] as? String ?? "∅", $0["visitante"] as? String ?? "∅"] }
  }

  /// A refused command: its status, its one error line, and nothing written anywhere (league,
  /// journal).
  func rechazada(
    _ e: Escenario, _ argumentos: [String], _ codigo: Int32, _ mensaje: String,
    entrada: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let antes = try todo(e)
    let historial = try e.enTorneo(["historial", "--json"]).salida
    let r = try e.enTorneo(argumentos, entrada: entrada)
    #expect(r.codigo == codigo, "\(argumentos): \(r.errores)", sourceLocation: sourceLocation)
    #expect(r.errores == mensaje, "\(argumentos)", sourceLocation: sourceLocation)
    #expect(try todo(e) == antes, "\(argumentos)", sourceLocation: sourceLocation)
    #expect(
      try e.enTorneo(["historial", "--json"]).salida == historial, "\(argumentos)",
      sourceLocation: sourceLocation)
  }

  // MARK: renombrar-equipo

  @Test(arguments: Almacen.todos)
  func renombrarUnEquipoSeLlevaSusPartidosYDeshacerLoDevuelve(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try todo(e)
    let r = try e.enTorneo(["renombrar-equipo", "rayo fc", "Rayo CF"])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Equipo renombrado: Rayo FC → Rayo CF; partidos que lo nombran: 1\n")
    if almacen == .archivo {
      #expect(
        try e.bytes()
          == ejemplo([
            (#""nombre": "Rayo FC""#, #""nombre": "Rayo CF""#),
            (#""local": "Rayo FC""#, #""local": "Rayo CF""#),
          ]))
    }
    #expect(
      try partidos(e)
        == ["Rayo CF", "Atlético B", "Peña L'Olivera", "Unión Deportiva Sur"])
    #expect(try e.plantilla("Rayo CF").map { $0["nombre"] ?? "" } == ["Ana", "Luis", "Marta"])
    let historial = try e.enTorneo(["historial"]).salida
    #expect(
      historial.contains("    marcador renombrar-equipo 'Rayo FC' 'Rayo CF'\n"), "\(historial)")
    // A visiting team's matches follow too, and the English words say the same.
    let ingles = try e.enTorneo(
      ["renombrar-equipo", "Atlético B", "Atlético Bis"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.salida == "Team renamed: Atlético B → Atlético Bis; matches naming it: 1\n")
    #expect(
      try partidos(e)
        == ["Rayo CF", "Atlético Bis", "Peña L'Olivera", "Unión Deportiva Sur"])
    // A team no match names: none rewritten.
    let nueva = try e.enTorneo(["nuevo-equipo", "Cantera"])
    #expect(nueva.codigo == 0)
    let sinPartidos = try e.enTorneo(["renombrar-equipo", "Cantera", "Cantera B"])
    #expect(
      sinPartidos.salida == "Equipo renombrado: Cantera → Cantera B; partidos que lo nombran: 0\n")
    for _ in 0..<4 { #expect(try e.enTorneo(["deshacer"]).codigo == 0) }
    #expect(try todo(e) == antes)
  }

  /// `dorsales` through the binary, on both stores and in both languages: the roster by
  /// number, those without one last; an unknown team is 65, as for `plantilla`.
  @Test(arguments: Almacen.todos)
  func dorsalesDaLaPlantillaPorNumero(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    for lang in ["es_ES.UTF-8", "en_US.UTF-8"] {
      let r = try e.enTorneo(["dorsales", "Rayo FC"], entorno: ["LANG": lang])
      #expect(r.codigo == 0, "\(lang): \(r.errores)")
      #expect(r.salida == "Marta #1\nAna #9\nLuis\n", "\(lang)")
    }
    let es = try e.enTorneo(["dorsales", "Atletico"])
    #expect(es.codigo == 65)
    #expect(
      es.errores == "marcador: no hay ningún equipo «Atletico». ¿Quisiste decir «Atlético B»?\n")
    let en = try e.enTorneo(["dorsales", "Atletico"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(en.codigo == 65)
    #expect(en.errores == "marcador: there is no team “Atletico”. Did you mean “Atlético B”?\n")
  }

  @Test(arguments: Almacen.todos)
  func renombrarAOtraGrafiaDeSiMismoVale(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let antes = try todo(e)
    let r = try e.enTorneo(["renombrar-equipo", "Atlético B", "ATLETICO B"])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Equipo renombrado: Atlético B → ATLETICO B; partidos que lo nombran: 1\n")
    #expect(try e.enTorneo(["equipos"]).salida.contains("ATLETICO B\n"))
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try todo(e) == antes)
    // The very name it has: nothing to save.
    let igual = try e.enTorneo(["renombrar-equipo", "Rayo FC", " Rayo  FC "])
    #expect(igual.codigo == 0)
    #expect(igual.salida == "Sin cambios: no se ha guardado nada\n")
    #expect(try todo(e) == antes)
  }

  @Test(arguments: Almacen.todos)
  func renombrarRechazaLoQueNuevoEquipoRechaza(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    try rechazada(
      e, ["renombrar-equipo", "Rayo FC", "atletico  b"], 65,
      "marcador: ya hay un equipo «Atlético B»\n")
    try rechazada(
      e, ["renombrar-equipo", "Rayo FC", "  "], 65, "marcador: NUEVO: Escribe un nombre\n")
    try rechazada(
      e, ["renombrar-equipo", "Rayo FC", String(repeating: "a", count: 41)], 65,
      "marcador: NUEVO: Como mucho 40 letras\n")
    try rechazada(
      e, ["renombrar-equipo", "Rayo FC", "Rayo\u{202E}FC"], 65,
      "marcador: NUEVO: El nombre tiene un carácter invisible (U+202E) en la posición 5\n")
    try rechazada(
      e, ["renombrar-equipo", "Rayo F", "Rayo CF"], 65,
      "marcador: no hay ningún equipo «Rayo F». ¿Quisiste decir «Rayo FC»?\n")
    try rechazada(
      e, ["renombrar-equipo", "Rayo FC"], 64, "marcador: falta NUEVO. Prueba «marcador --help».\n")
  }

  /// Ten clerks renaming ten teams at once to spellings of one name (case, spacing, accents):
  /// exactly one wins, the others are refused naming the winner's team.
  @Test(arguments: Almacen.todos)
  func diezRenombresALaVezAUnMismoNombreDejanUnGanador(_ almacen: Almacen) throws {
    let equipos = (0..<10).map { #"{"nombre": "Equipo \#($0)", "jugadores": []}"# }
    let e = try conLiga(
      #"{"equipos": ["# + equipos.joined(separator: ", ") + "]}\n", en: try Escenario(almacen))
    let grafias = ["Campeón", "campeon", "CAMPEÓN", " Campeon", "campeón ", "CAMPEON"]
    let resultados = Anotaciones<Int32>()
    DispatchQueue.concurrentPerform(iterations: 10) { k in
      // A whole minute for the file's lock: twenty processes queue on it, on a loaded machine.
      let r = try? e.enTorneo(
        ["renombrar-equipo", "Equipo \(k)", grafias[k % grafias.count]],
        entorno: ["MARCADOR_ESPERA": "60"])
      resultados.anotar(r?.codigo ?? -1)
    }
    #expect(resultados.todos.filter { $0 == 0 }.count == 1, "\(resultados.todos)")
    #expect(resultados.todos.filter { $0 == 65 }.count == 9, "\(resultados.todos)")
    let nombres = try e.enTorneo(["equipos"]).salida.split(separator: "\n")
    #expect(nombres.count == 10)
    #expect(nombres.filter { $0.lowercased().hasPrefix("camp") }.count == 1, "\(nombres)")
  }

  /// Defects of day one, item 14: a match naming a team that is not there (`Fantasma`) keeps
  /// that name from being given to a team, which would make its matches `Fantasma` against
  /// `Fantasma`; nothing is written.
  @Test(arguments: Almacen.todos)
  func noSeRenombraAUnNombreQueLosPartidosDanAUnEquipoQueNoEsta(_ almacen: Almacen) throws {
    let e = try Escenario(almacen)
    let archivo = e.carpeta + "/con-fantasma.json"
    try Data(
      ejemplo([(#""visitante": "Atlético B""#, #""visitante": "Fantasma""#)])
    ).write(to: URL(fileURLWithPath: archivo))
    if almacen == .servidor {
      #expect(try e.marcador(["copiar", archivo, e.torneo]).codigo == 0)
    } else {
      try FileManager.default.moveItem(atPath: archivo, toPath: e.torneo)
    }
    try rechazada(
      e, ["renombrar-equipo", "Rayo FC", "Fantasma"], 65,
      "marcador: no se cambia el nombre a Fantasma: 1 partido de la liga ya nombra un equipo"
        + " Fantasma que no está: ese nombre pasaría a ser el de dos equipos\n")
    // T3 defect: the name the matches use is compared as the team-name rule compares names
    // (case, spacing, accents), on both stores.
    try rechazada(
      e, ["renombrar-equipo", "Atlético B", " fántasma "], 65,
      "marcador: no se cambia el nombre a fántasma: 1 partido de la liga ya nombra un equipo"
        + " Fantasma que no está: ese nombre pasaría a ser el de dos equipos\n")
    // A new spelling of the team's own name is no other team's.
    #expect(try e.enTorneo(["renombrar-equipo", "Rayo FC", "RAYO FC"]).codigo == 0)
    #expect(try e.enTorneo(["renombrar-equipo", "Atlético B", "Atlético Bis"]).codigo == 0)
    #expect(try partidos(e).contains("Fantasma"))
  }

  // MARK: quitar-equipo

  /// A league with a team in the middle that no match names, with unknown keys of its own and
  /// of its players: written as a file, or copied to the server.
  static let conCantera = """
    {
      "nombre": "Liga con cantera",
      "equipos": [
        { "nombre": "Rayo FC", "jugadores": [{ "nombre": "Ana", "dorsal": 9 }] },
        {
          "nombre": "Cantera",
          "color": "verde",
          "jugadores": [
            { "nombre": "Leo", "dorsal": 3, "nacido": 2012 },
            { "nombre": "Eva", "apodo": { "corto": "E" } }
          ]
        },
        { "nombre": "Atlético B", "jugadores": [] }
      ],
      "partidos": [{ "local": "Rayo FC", "visitante": "Atlético B" }]
    }

    """

  func conLiga(_ texto: String, en e: Escenario) throws -> Escenario {
    guard e.almacen == .servidor else {
      try e.escribir(texto)
      return e
    }
    let origen = e.carpeta + "/origen.json"
    try e.escribir(texto, en: origen)
    let r = try e.marcador(["copiar", origen, e.torneo])
    #expect(r.codigo == 0, "\(r.errores)")
    return e
  }

  @Test(arguments: Almacen.todos)
  func quitarUnEquipoPreguntaYDeshacerLoDevuelveASuSitio(_ almacen: Almacen) throws {
    let e = try conLiga(EquiposTests.conCantera, en: try Escenario(almacen))
    let antes = try todo(e)
    // «No» removes nothing, and says so.
    try rechazada(
      e, ["quitar-equipo", "cantera"], 130,
      "No se ha quitado ningún equipo.\n",
      entrada: "n\n")
    let r = try e.enTorneo(["quitar-equipo", "cantera"], entrada: "s\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Quitado el equipo Cantera y sus 2 jugadores\n")
    #expect(try e.enTorneo(["equipos"]).salida == "Rayo FC\nAtlético B\n")
    let historial = try e.enTorneo(["historial"]).salida
    #expect(historial.contains("    marcador quitar-equipo Cantera --si\n"), "\(historial)")
    let deshacer = try e.enTorneo(["deshacer"])
    #expect(deshacer.salida == "Deshecho: Quitado el equipo Cantera y sus 2 jugadores\n")
    #expect(try todo(e) == antes)
    // With --si it asks nothing; the English words say the same.
    let ingles = try e.enTorneo(
      ["quitar-equipo", "Cantera", "--si"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.salida == "Removed the team Cantera and its 2 players\n")
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try todo(e) == antes)
    // A team without players, and the league's last team, leave a valid league behind.
    #expect(try e.enTorneo(["nuevo-equipo", "Vacío"]).codigo == 0)
    let vacio = try e.enTorneo(["quitar-equipo", "vacio", "--si"])
    #expect(vacio.salida == "Quitado el equipo Vacío, que no tenía jugadores\n")
    #expect(try e.enTorneo(["equipos"]).salida == "Rayo FC\nCantera\nAtlético B\n")
  }

  @Test(arguments: Almacen.todos)
  func unEquipoQueNombraUnPartidoNoSeQuita(_ almacen: Almacen) throws {
    let e = try Escenario(almacen).conLigaDeEjemplo()
    let mensaje =
      "marcador: no se quita el equipo Rayo FC: lo nombra 1 partido de la liga, y un equipo se queda mientras un partido lo nombre\n"
    // Said before the question, and under the lock with --si.
    try rechazada(e, ["quitar-equipo", "rayo fc"], 65, mensaje, entrada: "s\n")
    try rechazada(e, ["quitar-equipo", "Rayo FC", "--si"], 65, mensaje)
    try rechazada(
      e, ["quitar-equipo", "Rayo", "--si"], 65,
      "marcador: no hay ningún equipo «Rayo». ¿Quisiste decir «Rayo FC»?\n")
    let ingles = try e.enTorneo(
      ["quitar-equipo", "Atlético B", "--si"], entorno: ["LANG": "en_US.UTF-8"])
    #expect(ingles.codigo == 65)
    #expect(
      ingles.errores
        == "marcador: the team Atlético B is not removed: 1 match of the league names it, and a team stays while a match names it\n"
    )
  }

  @Test func enUnaTerminalLaPreguntaNombraLosJugadores() throws {
    let e = try conLiga(EquiposTests.conCantera, en: try Escenario())
    let t = try e.terminal(["quitar-equipo", "Cantera"])
    t.debeMostrar("¿Quitar el equipo Cantera y sus 2 jugadores? [s/N]")
    t.teclear("s\r")
    #expect(t.salida() == 0, "\(t.descripcion)")
    #expect(try e.enTorneo(["equipos"]).salida == "Rayo FC\nAtlético B\n")
  }

  @Test func quitarElUltimoEquipoDejaUnaListaVaciaYDeshacerLosBytes() throws {
    let e = try Escenario()
    try e.escribir(
      "{\"equipos\": [{\"nombre\": \"Solo\", \"jugadores\": [{\"nombre\": \"Uno\"}]}]}\n")
    let antes = try e.bytes()
    #expect(try e.enTorneo(["quitar-equipo", "Solo", "--si"]).codigo == 0)
    #expect(String(decoding: try e.bytes(), as: UTF8.self) == "{\"equipos\": []}\n")
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    #expect(try e.bytes() == antes)
  }

  // MARK: traspasar

  /// A league for transfers: Ana wears 9 and has a key marcador does not know, and so does the
  /// team she plays for; Nerea wears 9 in the other team.
  static let deTraspasos = """
    {
      "nombre": "Liga de traspasos",
      "equipos": [
        {
          "nombre": "Rayo FC",
          "color": "rojo",
          "jugadores": [
            { "nombre": "Ana", "dorsal": 9, "nacida": 2001, "notas": ["zurda"] },
            { "nombre": "Luis" },
            { "nombre": "Marta", "dorsal": 1 }
          ]
        },
        {
          "nombre": "Atlético B",
          "jugadores": [
            { "nombre": "Iker", "dorsal": 10 },
            { "nombre": "Nerea", "dorsal": 9 }
          ]
        },
        {
          "nombre": "Unión Deportiva Sur",
          "jugadores": []
        }
      ]
    }

    """

  /// The text of `deTraspasos` with some lines replaced (a literal oracle).
  func traspasos(_ cambios: [(String, String)]) -> [UInt8] {
    var texto = EquiposTests.deTraspasos
    for (viejo, nuevo) in cambios {
      #expect(texto.contains(viejo), "\(viejo)")
      texto = texto.replacingOccurrences(of: viejo, with: nuevo)
    }
    return Array(texto.utf8)
  }

  /// Every team's players as `copiar` to a file writes them, unknown keys and all.
  func jugadores(_ e: Escenario) throws -> [String: [[String: String]]] {
    let copia = e.carpeta + "/copia-\(UUID().uuidString).json"
    let r = try e.marcador(["copiar", e.torneo, copia])
    #expect(r.codigo == 0, "\(r.errores)")
    let liga = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: copia)))
        as? [String: Any])
    var resultado: [String: [[String: String]]] = [:]
    for equipo in liga["equipos"] as? [[String: Any]] ?? [] {
      resultado[equipo["nombre"] as? String ?? ""] =
        (equipo["jugadores"] as? [[String: Any]] ?? []).map { $0.mapValues { "\($0)" } }
    }
    return resultado
  }

  @Test(arguments: Almacen.todos)
  func traspasarEsUnCambioQueSeLlevaTodoDelJugador(_ almacen: Almacen) throws {
    let e = try conLiga(EquiposTests.deTraspasos, en: try Escenario(almacen))
    let antes = try todo(e)
    let r = try e.enTorneo(["traspasar", "rayo fc", "ana", "Atletico B", "--dorsal", "11"])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Traspasado de Rayo FC a Atlético B: Ana #9 → Ana #11\n")
    if almacen == .archivo {
      #expect(
        try e.bytes()
          == traspasos([
            (
              #"{ "nombre": "Ana", "dorsal": 9, "nacida": 2001, "notas": ["zurda"] },"#
                + "\n        ", ""
            ),
            (
              #"{ "nombre": "Nerea", "dorsal": 9 }"#,
              #"{ "nombre": "Nerea", "dorsal": 9 },"# + "\n"
                + #"        { "nombre": "Ana", "dorsal": 11, "nacida": 2001, "notas": ["zurda"] }"#
            ),
          ]))
    }
    let ahora = try jugadores(e)
    #expect(ahora["Rayo FC"]?.map { $0["nombre"] ?? "" } == ["Luis", "Marta"])
    #expect(
      ahora["Atlético B"]?.last
        == ["nombre": "Ana", "dorsal": "11", "nacida": "2001", "notas": "[\"zurda\"]"])
    let historial = try e.enTorneo(["historial"]).salida
    #expect(
      historial.contains("    marcador traspasar 'Rayo FC' Ana 'Atlético B' --dorsal 11\n"),
      "\(historial)")
    // Into an empty roster keeping the number, and without one; in English too.
    let marta = try e.enTorneo(["traspasar", "Rayo FC", "Marta", "Unión Deportiva Sur"])
    #expect(marta.salida == "Traspasado de Rayo FC a Unión Deportiva Sur: Marta #1\n")
    let luis = try e.enTorneo(
      ["traspasar", "Rayo FC", "Luis", "Unión Deportiva Sur", "--sin-dorsal"],
      entorno: ["LANG": "en_US.UTF-8"])
    #expect(luis.salida == "Transferred from Rayo FC to Unión Deportiva Sur: Luis\n")
    #expect(try e.enTorneo(["plantilla", "Unión Deportiva Sur"]).salida == "Marta #1\nLuis\n")
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).salida == "")
    for _ in 0..<3 { #expect(try e.enTorneo(["deshacer"]).codigo == 0) }
    #expect(try todo(e) == antes)
  }

  @Test(arguments: Almacen.todos)
  func unTraspasoQueElDestinoNoAdmiteNoCambiaNada(_ almacen: Almacen) throws {
    let e = try conLiga(EquiposTests.deTraspasos, en: try Escenario(almacen))
    try rechazada(
      e, ["traspasar", "Rayo FC", "Ana", "Atlético B"], 65,
      "marcador: el 9 ya lo lleva otro jugador de Atlético B. Libres: 1–8, 11–99. Elige otro con --dorsal, o ninguno con --sin-dorsal\n"
    )
    try rechazada(
      e, ["traspasar", "Rayo FC", "Luis", "Atlético B", "--dorsal", "10"], 65,
      "marcador: el 10 ya lo lleva otro jugador de Atlético B. Libres: 1–8, 11–99. Elige otro con --dorsal, o ninguno con --sin-dorsal\n"
    )
    #expect(try e.enTorneo(["anadir", "Unión Deportiva Sur", "--nombre", "LUIS"]).codigo == 0)
    try rechazada(
      e, ["traspasar", "Rayo FC", "Luis", "Unión Deportiva Sur"], 65,
      "marcador: ya hay un jugador llamado «LUIS» en Unión Deportiva Sur\n")
    try rechazada(
      e, ["traspasar", "Rayo FC", "Marta", "rayo fc"], 65,
      "marcador: «Marta» ya juega en Rayo FC: no hay nada que traspasar\n")
    try rechazada(
      e, ["traspasar", "Rayo FC", "Mar", "Atlético B"], 65,
      "marcador: no hay ningún jugador «Mar» en Rayo FC. ¿Quisiste decir «Marta»?\n")
    try rechazada(
      e, ["traspasar", "Rayo FC", "Marta", "Atletico"], 65,
      "marcador: no hay ningún equipo «Atletico». ¿Quisiste decir «Atlético B»?\n")
    try rechazada(
      e, ["traspasar", "Rayo FC", "Marta", "Atlético B", "--dorsal", "100"], 65,
      "marcador: --dorsal: Del 1 al 99\n")
    try rechazada(
      e, ["traspasar", "Rayo FC", "Marta", "Atlético B", "--dorsal", "2", "--sin-dorsal"], 64,
      "marcador: «--dorsal» y «--sin-dorsal» no van juntas. Prueba «marcador --help».\n")
    try rechazada(
      e, ["traspasar", "Rayo FC", "Marta"], 64,
      "marcador: falta DESTINO. Prueba «marcador --help».\n")
  }

  @Test func enUnaTerminalUnDorsalOcupadoAbreElCampoDorsal() throws {
    let e = try conLiga(EquiposTests.deTraspasos, en: try Escenario())
    let t = try e.terminal(["traspasar", "Rayo FC", "Ana", "Atlético B"])
    t.debeMostrar("Traspaso de Ana #9 de Rayo FC a Atlético B")
    t.debeMostrar("✗ Dorsal: Ese dorsal ya lo lleva otro jugador")
    t.debeMostrar("Dorsal (opcional): 9")
    t.teclear("\u{7F}12\r")
    t.debeMostrar("Traspasado de Rayo FC a Atlético B: Ana #9 → Ana #12")
    #expect(t.salida() == 0, "\(t.descripcion)")
    #expect(try e.enTorneo(["plantilla", "Atlético B"]).salida == "Iker #10\nNerea #9\nAna #12\n")
    // Plain prompts start empty, and an empty answer is no number.
    let plano = try e.terminal(
      ["traspasar", "Atlético B", "Ana", "Rayo FC", "--dorsal", "1"], ["TERM": "dumb"])
    plano.debeMostrar("✗ Dorsal: Ese dorsal ya lo lleva otro jugador")
    plano.teclear("\r")
    plano.debeMostrar("Traspasado de Atlético B a Rayo FC: Ana #12 → Ana")
    #expect(plano.salida() == 0, "\(plano.descripcion)")
    #expect(
      try e.enTorneo(["historial", "--json"]).salida.components(separatedBy: "\"n\"").count == 3)
  }

  /// The Dorsal field open, another clerk gives the player's name to someone in the
  /// destination: Enter ends with what `traspasar` says without the form, not an option it
  /// does not have.
  @Test func unNombreTomadoEnElDestinoConElCampoAbiertoEsElRechazoDelTraspaso() throws {
    let e = try conLiga(EquiposTests.deTraspasos, en: try Escenario())
    let t = try e.terminal(["traspasar", "Rayo FC", "Ana", "Atlético B"])
    t.debeMostrar("Dorsal (opcional): 9")
    let b = try e.enTorneo(["anadir", "Atlético B"], entrada: "ANA\n\n")
    #expect(b.codigo == 0, "\(b.errores)")
    t.teclear("\u{7F}12\r")
    t.debeMostrar("marcador: ya hay un jugador llamado «ANA» en Atlético B")
    #expect(!t.lineas.contains { $0.contains("--nombre") }, "\(t.descripcion)")
    #expect(t.salida() == 65, "\(t.descripcion)")
  }

  @Test func enElModoInteractivoLosNombresVanSinComillas() throws {
    let e = try conLiga(EquiposTests.deTraspasos, en: try Escenario())
    let r = try e.enTorneo([], entrada: "traspasar Rayo FC Marta Unión Deportiva Sur\n")
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida == "Traspasado de Rayo FC a Unión Deportiva Sur: Marta #1\n")
  }

  /// SIGKILL before and after each system call a transfer makes on the league's folder: the
  /// file is the old one or the new one, so Ana is in exactly one team, and the next change
  /// works.
  @Test func matarEnCadaLlamadaDeUnTraspasoDejaAlJugadorEnUnSoloEquipo() throws {
    let e = try conLiga(EquiposTests.deTraspasos, en: try Escenario())
    let orden = ["traspasar", "Rayo FC", "Ana", "Unión Deportiva Sur"]
    let viejo = try e.bytes()
    let ensayo = try conLiga(EquiposTests.deTraspasos, en: try Escenario())
    #expect(try ensayo.enTorneo(orden).codigo == 0)
    let nuevo = try ensayo.bytes()
    func equiposDeAna(_ bytes: [UInt8]) throws -> [String] {
      let liga = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
      return (liga["equipos"] as? [[String: Any]] ?? []).filter { equipo in
        (equipo["jugadores"] as? [[String: Any]] ?? []).contains {
          $0["nombre"] as? String == "Ana"
        }
      }.map { $0["nombre"] as? String ?? "" }
    }
    var muertes = 0
    var llamadas: [String: Int] = [:]
    for momento in ["antes", "despues"] {
      var vez = 1
      while vez < 200 {
        try Data(viejo).write(to: URL(fileURLWithPath: e.torneo))
        try? FileManager.default.removeItem(atPath: e.torneo + ".diario")
        let log = e.carpeta + "/registro-" + UUID().uuidString
        let r = try e.conFallo(
          orden,
          [
            "FALLO_LLAMADA": "*", "FALLO_RUTA": e.carpeta, "FALLO_VEZ": String(vez),
            "FALLO_MATAR": momento, "FALLO_REGISTRO": log,
          ])
        let disparo = Inyector.registro(log).filter { $0.hasPrefix("FALLO ") }
        try? FileManager.default.removeItem(atPath: log)
        let ahora = try e.bytes()
        let contexto = "\(momento) de la llamada \(vez)"
        #expect(ahora == viejo || ahora == nuevo, "\(contexto): ni el viejo ni el nuevo")
        #expect(try equiposDeAna(ahora).count == 1, "\(contexto)")
        if disparo.isEmpty {
          #expect(r.codigo == 0, "\(contexto): \(r.errores)")
          #expect(ahora == nuevo, "\(contexto)")
          break
        }
        #expect(r.senal == SIGKILL, "\(contexto): \(disparo)")
        muertes += 1
        // The journal reads, and names no change the file lacks.
        let historial = try e.enTorneo(["historial"]).salida
        #expect((ahora == nuevo) == historial.contains("Traspasado"), "\(contexto): \(historial)")
        vez += 1
      }
      llamadas[momento] = vez - 1
    }
    #expect(llamadas["antes"] == llamadas["despues"])
    #expect((llamadas["antes"] ?? 0) >= 12, "a transfer makes at least 12 calls on its folder")
    print(
      "traspaso: \(llamadas["antes"] ?? 0) llamadas al sistema en la carpeta; \(muertes) muertes con SIGKILL antes y después de cada una, el jugador siempre en un solo equipo"
    )
  }

  /// Ten players each way between two teams, all at once: every transfer saved, nobody lost,
  /// nobody in both teams (on the server, the two teams' rows are locked in one order).
  @Test(arguments: Almacen.todos)
  func veinteTraspasosALaVezNoPierdenNiDuplicanANadie(_ almacen: Almacen) throws {
    let uno = (1...10).map { #"{ "nombre": "A\#($0)", "dorsal": \#($0) }"# }
    let otro = (1...10).map { #"{ "nombre": "B\#($0)", "dorsal": \#(10 + $0) }"# }
    let texto =
      #"{"equipos": [{"nombre": "Uno", "jugadores": ["# + uno.joined(separator: ", ")
      + #"]}, {"nombre": "Otro", "jugadores": ["# + otro.joined(separator: ", ") + "]}]}\n"
    let e = try conLiga(texto, en: try Escenario(almacen))
    let codigos = Anotaciones<String>()
    DispatchQueue.concurrentPerform(iterations: 20) { k in
      let orden =
        k < 10
        ? ["traspasar", "Uno", "A\(k + 1)", "Otro"] : ["traspasar", "Otro", "B\(k - 9)", "Uno"]
      let r = try? e.enTorneo(orden, entorno: ["MARCADOR_ESPERA": "60"])
      codigos.anotar("\(r?.codigo ?? -1) \(r?.errores ?? "")")
    }
    #expect(codigos.todos == Array(repeating: "0 ", count: 20))
    let ahora = try jugadores(e)
    #expect(
      Set(ahora["Uno"]?.map { $0["nombre"] ?? "" } ?? []) == Set((1...10).map { "B\($0)" }))
    #expect(
      Set(ahora["Otro"]?.map { $0["nombre"] ?? "" } ?? []) == Set((1...10).map { "A\($0)" }))
    #expect(ahora["Uno"]?.count == 10 && ahora["Otro"]?.count == 10)
    let historial = try e.enTorneo(["historial"]).salida
    #expect(historial.components(separatedBy: "Traspasado de ").count == 21)
  }

  /// On the server a transfer is one transaction: killed while it holds the first team's row
  /// and waits for the second's (another clerk holds it), it leaves the player where they were
  /// and the journal without it, and the next transfer goes through.
  @Test(.conServidor) func unTraspasoMuertoEnElServidorDejaAlJugadorDondeEstaba() throws {
    let e = try conLiga(EquiposTests.deTraspasos, en: try Escenario(.servidor))
    let antes = try todo(e)
    let otro = try Conexion(url: e.torneo)
    defer { otro.cerrar() }
    try otro.ejecutarGuion("BEGIN")
    try otro.consultar("SELECT 1 FROM equipos WHERE nombre = 'Atlético B' FOR UPDATE")
    let pid = try Hijo.lanzar(
      [rutaDelBinario, "--torneo", e.torneo, "traspasar", "Rayo FC", "Marta", "Atlético B"],
      entorno: e.entorno([:]))
    // Rayo FC's row is the first locked (the lower id): the transfer waits for the second.
    // Watched from a connection of its own: inside a transaction the view is a snapshot.
    let vigia = try Conexion(url: e.torneo)
    defer { vigia.cerrar() }
    let bloqueador = try otro.consultar("SELECT pg_backend_pid()").valor()
    let esperando = try esperar(30) {
      try vigia.consultar(
        """
        SELECT count(*) FROM pg_stat_activity
        WHERE $1::int = ANY (pg_blocking_pids(pid))
          AND query LIKE 'SELECT nombre FROM equipos%FOR UPDATE'
        """, [bloqueador]
      ).valor() == "1"
    }
    #expect(esperando)
    kill(pid, SIGKILL)
    #expect(Hijo.terminacion(pid).senal != nil)
    try otro.ejecutarGuion("ROLLBACK")
    #expect(try todo(e) == antes)
    #expect(try e.enTorneo(["historial", "--json"]).salida == "[]\n")
    let r = try e.enTorneo(["traspasar", "Rayo FC", "Marta", "Atlético B"])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      try jugadores(e)["Atlético B"]?.map { $0["nombre"] ?? "" } == ["Iker", "Nerea", "Marta"])
  }
}
