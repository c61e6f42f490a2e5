// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Servidor
import Testing

/// A league taken from a server to a file to work offline (`llevar`), and its changes brought
/// back (`sincronizar`).
@Suite(.conServidor)
struct LlevarTests {
  /// How many rows the server's journal has.
  func entradas(_ e: Escenario) throws -> Int {
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    return try conexion.consultar("SELECT count(*) FROM diario").valor().flatMap { Int($0) } ?? 0
  }

  /// The league taken to `nombre` in the scenario's folder (through `url`, else the
  /// scenario's), and the file's path.
  func llevar(_ e: Escenario, _ nombre: String, desde url: String? = nil) throws -> String {
    let ruta = e.carpeta + "/" + nombre
    let r = try e.marcador(["llevar", url ?? e.torneo, ruta])
    #expect(r.codigo == 0, "\(r.errores)")
    return ruta
  }

  /// `marcador --torneo ARCHIVO …` offline, expected to succeed.
  func enCopia(_ e: Escenario, _ ruta: String, _ argumentos: [String]) throws {
    let r = try e.marcador(["--torneo", ruta] + argumentos)
    #expect(r.codigo == 0, "\(argumentos): \(r.errores)")
  }

  /// The league's JSON value without its `"origen"` member, and that member.
  func partes(_ bytes: [UInt8]) throws -> (liga: NSDictionary, origen: [String: Any]) {
    let objeto = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
    return (
      objeto.filter { $0.key != "origen" } as NSDictionary,
      objeto["origen"] as? [String: Any] ?? [:]
    )
  }

  @Test func llevarEscribeLaLigaYDeDondeViene() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Uno"]).codigo == 0)
    let campo = e.carpeta + "/campo.json"
    // A password in the URL (the test server trusts its clients, so it is ignored) is never
    // written to the file.
    let r = try e.marcador(["llevar", e.torneo + "&password=s3cr3t", campo])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida.hasPrefix("Liga de postgresql://"), "\(r.salida)")
    #expect(
      r.salida.hasSuffix(
        " llevada a \(campo) (4 equipos): se puede usar sin conexión; «marcador sincronizar \(campo)» la devuelve\n"
      ), "\(r.salida)")
    #expect(r.salida.contains("password=***"))
    let copia = e.carpeta + "/copia.json"
    #expect(try e.marcador(["copiar", e.torneo, copia]).codigo == 0)
    let (liga, origen) = try partes(e.bytes(campo))
    #expect(liga == (try partes(e.bytes(copia))).liga)
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    let ultima = try conexion.consultar("SELECT max(n) FROM diario").valor().flatMap { Int($0) }
    #expect(origen["servidor"] as? String == e.torneo)
    #expect(origen["entrada"] as? Int == ultima)
    #expect((origen["copia"] as? String)?.count == 32)
    #expect(origen["enviadas"] as? Int == 0)
    #expect(!String(decoding: try e.bytes(campo), as: UTF8.self).contains("s3cr3t"))
    // A file like any other, offline: a change journaled, the origin kept.
    let offline = try e.marcador(["--torneo", campo, "anadir", "Rayo FC", "--nombre", "Bea"])
    #expect(offline.codigo == 0, "\(offline.errores)")
    #expect(try e.marcador(["--torneo", campo, "historial"]).salida.contains("Bea"))
    #expect(try partes(e.bytes(campo)).origen["entrada"] as? Int == ultima)
    #expect(try !e.plantilla("Rayo FC").contains(["nombre": "Bea"]))
  }

  @Test func llevarNoPisaUnArchivoYPideUnServidor() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let campo = e.carpeta + "/campo.json"
    try e.escribir("no es una liga", en: campo)
    #expect(try e.marcador(["llevar", e.torneo, campo]).codigo == 73)
    #expect(String(decoding: try e.bytes(campo), as: UTF8.self) == "no es una liga")
    let r = try e.marcador(["llevar", e.carpeta + "/otra.json", e.carpeta + "/x.json"])
    #expect(r.codigo == 64, "\(r.errores)")
    #expect(!FileManager.default.fileExists(atPath: e.carpeta + "/x.json"))
  }

  /// Offline: an add, an edit of a player a colleague renamed meanwhile (followed), an add
  /// undone on the copy (not sent). The sync applies the rest once, as this clerk's, at the
  /// time made offline and marked so; the file is then the server's league with the new
  /// origin; a second sync sends nothing.
  @Test func unaSincronizacionLimpia() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let gus = try e.torneo(comoRol: "gus")
    let campo = try llevar(e, "campo.json")
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"])
    try enCopia(e, campo, ["editar", "Rayo FC", "Marta", "--dorsal", "3"])
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Nadie"])
    try enCopia(e, campo, ["deshacer"])
    let rename = try e.marcador([
      "--torneo", gus, "editar", "Rayo FC", "Marta", "--nombre", "Martina",
    ])
    #expect(rename.codigo == 0, "\(rename.errores)")
    let antes = try entradas(e)
    let r = try e.marcador(["sincronizar", campo])
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(
      r.salida.contains(": 2 cambios enviados; el archivo es ahora la liga del servidor"),
      "\(r.salida)")
    #expect(
      try e.plantilla("Rayo FC") == [
        ["nombre": "Ana", "dorsal": "9"], ["nombre": "Luis"], ["nombre": "Martina", "dorsal": "3"],
        ["nombre": "Bea", "dorsal": "7"],
      ])
    #expect(try entradas(e) == antes + 2)
    let historial = try e.enTorneo(["historial"]).salida.split(separator: "\n").filter {
      !$0.hasPrefix(" ")
    }
    #expect(
      historial.suffix(2).allSatisfy { $0.contains("marcador") && $0.contains("(sin conexión)") },
      "\(historial)")
    #expect(!historial.dropLast(2).contains { $0.contains("(sin conexión)") }, "\(historial)")
    let json = try e.enTorneo(["historial", "--json"]).salida
    #expect(json.components(separatedBy: "\"fueraDeLinea\": true").count == 3, "\(json)")
    // The file is the server's league now, with the new origin.
    let copia = e.carpeta + "/copia.json"
    #expect(try e.marcador(["copiar", e.torneo, copia]).codigo == 0)
    let (liga, origen) = try partes(e.bytes(campo))
    #expect(liga == (try partes(e.bytes(copia))).liga)
    #expect(origen["entrada"] as? Int == antes + 2)
    #expect(origen["enviadas"] as? Int == 4)
    // Nothing to send: just brought up to date.
    #expect(try e.enTorneo(["anadir", "Atlético B", "--nombre", "Zoe"]).codigo == 0)
    let otra = try e.marcador(["sincronizar", campo], entorno: ["LANG": "en_US.UTF-8"])
    #expect(otra.codigo == 0, "\(otra.errores)")
    #expect(
      otra.salida.contains(": 0 changes sent; the file is the server's league now"),
      "\(otra.salida)")
    #expect(try entradas(e) == antes + 3)
    #expect(try e.marcador(["--torneo", campo, "plantilla", "Atlético B"]).salida.contains("Zoe"))
    // Own undo after the sync is the server's: the file's entries are no longer undone there.
    #expect(try e.marcador(["--torneo", campo, "deshacer"]).codigo == 65)
  }

  /// A club's delegate (an ordinary role, granted Rayo FC) takes the league and syncs as
  /// themself: their journal rows are written as made offline, which needs no right to rewrite
  /// a journal row. An offline change to a team they do not run is a conflict like any other:
  /// from a pipe it is listed and nothing of the sync is sent (65).
  @Test func unDelegadoSincronizaSusEquiposYNoLosDeOtros() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let delegado = try e.torneo(deRol: "rayo_sinc")
    try #require(try e.enTorneo(["permisos", "dar", "rayo_sinc", "Rayo FC"]).codigo == 0)
    let campo = try llevar(e, "campo.json", desde: delegado)
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"])
    let r = try e.marcador(["sincronizar", campo])
    #expect(r.codigo == 0, "\(r.errores)")
    let ultima =
      try e.enTorneo(["historial"]).salida.split(separator: "\n").last { !$0.hasPrefix(" ") } ?? ""
    #expect(ultima.contains("rayo_sinc") && ultima.contains("(sin conexión)"), "\(ultima)")
    let otra = try llevar(e, "otra.json", desde: delegado)
    try enCopia(e, otra, ["anadir", "Rayo FC", "--nombre", "Cris"])
    try enCopia(e, otra, ["anadir", "Atlético B", "--nombre", "Dani"])
    let antes = try entradas(e)
    let negada = try e.marcador(["sincronizar", otra])
    #expect(negada.codigo == 65, "\(negada.errores)")
    #expect(negada.errores.contains("Atlético B"), "\(negada.errores)")
    #expect(try entradas(e) == antes)
    #expect(try !e.plantilla("Rayo FC").contains(["nombre": "Cris"]))
  }

  /// A field changed on both sides, a number taken meanwhile, a player removed on the server
  /// and edited offline: from a pipe, every conflict listed with both values and who made the
  /// other, nothing sent (65), the file as it was.
  @Test(arguments: ["es", "en"])
  func unConflictoDesdeUnaTuberiaNoEnviaNada(idioma: String) throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let gus = try e.torneo(comoRol: "gus")
    let campo = try llevar(e, "campo.json")
    try enCopia(e, campo, ["editar", "Rayo FC", "Ana", "--dorsal", "7"])
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "20"])
    try enCopia(e, campo, ["editar", "Rayo FC", "Luis", "--dorsal", "5"])
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Sin Conflicto"])
    for orden in [
      ["editar", "Rayo FC", "Ana", "--dorsal", "11"],
      ["anadir", "Rayo FC", "--nombre", "Zoe", "--dorsal", "20"],
      ["quitar", "Rayo FC", "Luis", "--si"],
    ] {
      let r = try e.marcador(["--torneo", gus] + orden)
      #expect(r.codigo == 0, "\(orden): \(r.errores)")
    }
    let servidor = try e.estado()
    let archivo = try e.bytes(campo)
    let r = try e.marcador(
      ["sincronizar", campo], entorno: ["LANG": idioma == "es" ? "es_ES.UTF-8" : "en_US.UTF-8"])
    #expect(r.codigo == 65, "\(r.errores)")
    let lineas = r.errores.split(separator: "\n").map(String.init)
    if idioma == "es" {
      #expect(
        lineas.first
          == "marcador: no se ha enviado nada de \(campo): 3 cambios hechos sin conexión chocan con el servidor; el archivo sigue como estaba",
        "\(lineas)")
      #expect(
        lineas.contains { $0.hasPrefix("  Rayo FC, Ana #9, dorsal: tú 7, gus 11 (") }, "\(lineas)")
      #expect(
        lineas.contains {
          $0.hasPrefix("  «Añadido a Rayo FC: Bea #20», sin conexión: ") && $0.contains("gus")
        }, "\(lineas)")
      #expect(
        lineas.contains {
          $0.hasPrefix("  «Editado en Rayo FC") && $0.contains("Luis") && $0.contains("gus")
        }, "\(lineas)")
    } else {
      #expect(
        lineas.first
          == "marcador: nothing of \(campo) was sent: 3 changes made offline clash with the server; the file is as it was",
        "\(lineas)")
      #expect(
        lineas.contains { $0.hasPrefix("  Rayo FC, Ana #9, number: you 7, gus 11 (") }, "\(lineas)")
    }
    #expect(lineas.count == 4, "\(lineas)")
    #expect(try e.estado() == servidor)
    #expect(try e.bytes(campo) == archivo)
  }

  /// The sync's COMMIT answer cut: asked on a new connection, it was saved (0); cut with no
  /// server to ask (69, the file untouched), run again it applies nothing twice.
  @Test func unCorteDelCommitNoAplicaNadaDosVeces() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let proxy = try ProxyDePrueba(delante: e.torneo)
    let campo = try llevar(e, "campo.json", desde: proxy.url(e.torneo))
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "7"])
    try proxy.orden("cortar-respuesta COMMIT")
    let r = try e.marcador(["sincronizar", campo])
    #expect(proxy.hecho())
    #expect(r.codigo == 0, "\(r.errores)")
    #expect(r.salida.contains(": 1 cambio enviado;"), "\(r.salida)")
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Eva", "--dorsal", "8"])
    try enCopia(e, campo, ["editar", "Rayo FC", "Ana", "--dorsal", "10"])
    let antes = try entradas(e)
    let archivo = try e.bytes(campo)
    try proxy.orden("cortar-respuesta-y-rechazar COMMIT")
    let cortada = try e.marcador(["sincronizar", campo])
    #expect(proxy.hecho())
    #expect(cortada.codigo == 69, "\(cortada.errores)")
    #expect(try e.bytes(campo) == archivo)
    try proxy.orden("normal")
    let otra = try e.marcador(["sincronizar", campo])
    #expect(otra.codigo == 0, "\(otra.errores)")
    #expect(
      otra.salida.contains(": 0 cambios enviados (2 ya estaban de un intento anterior);"),
      "\(otra.salida)")
    #expect(try entradas(e) == antes + 2)
    let rayo = try e.plantilla("Rayo FC")
    #expect(
      rayo.filter { $0["nombre"] == "Bea" }.count == 1
        && rayo.filter { $0["nombre"] == "Eva" }.count == 1)
    #expect(rayo.first == ["nombre": "Ana", "dorsal": "10"])
  }

  /// Two clerks take the league and both work offline: the second to sync meets the first's
  /// changes as any colleague's — a different field is followed, the same field a conflict
  /// naming the first clerk.
  @Test func dosCopiasSincronizan() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let a = try llevar(e, "a.json", desde: try e.torneo(comoRol: "gus"))
    let b = try llevar(e, "b.json")
    try enCopia(e, a, ["editar", "Rayo FC", "Ana", "--dorsal", "7"])
    try enCopia(e, a, ["editar", "Rayo FC", "Luis", "--dorsal", "6"])
    try enCopia(e, b, ["editar", "Rayo FC", "Ana", "--nombre", "Ana María"])
    try enCopia(e, b, ["editar", "Rayo FC", "Luis", "--dorsal", "5"])
    #expect(try e.marcador(["sincronizar", a]).codigo == 0)
    let r = try e.marcador(["sincronizar", b])
    #expect(r.codigo == 65, "\(r.errores)")
    #expect(r.errores.contains("  Rayo FC, Luis, dorsal: tú 5, gus 6 ("), "\(r.errores)")
    #expect(!r.errores.contains("Ana"), "\(r.errores)")
    // B takes back its clashing edit (own undo on the copy) and syncs the rest.
    try enCopia(e, b, ["deshacer"])
    let otra = try e.marcador(["sincronizar", b])
    #expect(otra.codigo == 0, "\(otra.errores)")
    #expect(
      try e.plantilla("Rayo FC").prefix(2) == [
        ["nombre": "Ana María", "dorsal": "7"], ["nombre": "Luis", "dorsal": "6"],
      ])
    #expect(
      try e.marcador(["--torneo", b, "plantilla", "Rayo FC"]).salida.hasPrefix(
        "Ana María #7\nLuis #6\n"))
  }

  @Test func sincronizarPideUnaCopiaLlevada() throws {
    let e = try Escenario()
    #expect(try e.enTorneo(["iniciar", "--ejemplo"]).codigo == 0)
    let r = try e.marcador(["sincronizar", e.torneo])
    #expect(r.codigo == 65)
    #expect(
      r.errores
        == "marcador: \(e.torneo) no es una liga llevada con «marcador llevar»: no dice de qué servidor viene\n"
    )
  }

  /// At a terminal each conflict is settled: a field by the server's value, another by a value
  /// typed, an add whose number was taken by another number, a removal of a player changed
  /// meanwhile discarded; the sync then goes through with them.
  @Test(arguments: [("es", "vt100"), ("en", "dumb"), ("es", "dumb")])
  func enUnaTerminalCadaConflictoSeResuelve(idioma: String, term: String) throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let gus = try e.torneo(comoRol: "gus")
    let campo = try llevar(e, "campo.json")
    try enCopia(e, campo, ["editar", "Rayo FC", "Ana", "--dorsal", "7"])
    try enCopia(e, campo, ["editar", "Rayo FC", "Luis", "--nombre", "Luisito", "--dorsal", "5"])
    try enCopia(e, campo, ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "20"])
    try enCopia(e, campo, ["quitar", "Rayo FC", "Marta", "--si"])
    for orden in [
      ["editar", "Rayo FC", "Ana", "--dorsal", "11"],
      ["editar", "Rayo FC", "Luis", "--nombre", "Luis Miguel"],
      ["anadir", "Rayo FC", "--nombre", "Zoe", "--dorsal", "20"],
      ["editar", "Rayo FC", "Marta", "--dorsal", "2"],
    ] {
      #expect(try e.marcador(["--torneo", gus] + orden).codigo == 0, "\(orden)")
    }
    let es = idioma == "es"
    let t = try Terminal(
      ["sincronizar", campo],
      entorno: e.entorno(["TERM": term, "LANG": es ? "es_ES.UTF-8" : "en_US.UTF-8"]),
      carpeta: e.carpeta, columnas: 200)
    t.debeMostrar(
      es ? "Rayo FC, Ana #9, dorsal: tú 7, gus 11" : "Rayo FC, Ana #9, number: you 7, gus 11")
    t.debeMostrar(
      es
        ? "¿Cuál? Enter o «t»: el tuyo (7); «s»: el suyo (11); u otro:"
        : "Which? Enter or “m”: mine (7); “t”: theirs (11); or another:")
    t.teclear(es ? "s\r" : "t\r")
    t.debeMostrar(
      es
        ? "Rayo FC, Luis, nombre: tú Luisito, gus Luis Miguel"
        : "Rayo FC, Luis, name: you Luisito, gus Luis Miguel")
    t.teclear("Luis Alberto\r")
    t.debeMostrar(
      es
        ? "¿Qué dorsal lleva Bea #20? Enter: ninguno; «s»: el suyo (no se añade); u otro:"
        : "Which number does Bea #20 wear? Enter: none; “t”: theirs (not added); or another:")
    t.teclear("21\r")
    t.debeMostrar(
      es
        ? "¿Descartarlo y quedarte con lo del servidor? [s/N]"
        : "Discard it and keep the server's? [y/N]")
    t.teclear(es ? "s\r" : "y\r")
    t.debeMostrar(es ? ": 2 cambios enviados;" : ": 2 changes sent;")
    #expect(t.salida() == 0)
    #expect(
      try e.plantilla("Rayo FC") == [
        ["nombre": "Ana", "dorsal": "11"], ["nombre": "Luis Alberto", "dorsal": "5"],
        ["nombre": "Marta", "dorsal": "2"], ["nombre": "Zoe", "dorsal": "20"],
        ["nombre": "Bea", "dorsal": "21"],
      ])
    #expect(
      try e.marcador(["--torneo", campo, "plantilla", "Rayo FC"]).salida.contains("Luis Alberto #5")
    )
  }
}
