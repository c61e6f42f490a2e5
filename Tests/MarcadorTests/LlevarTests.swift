// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Servidor
import Testing

/// A league taken from a server to a file to work offline (`llevar`).
@Suite(.conServidor)
struct LlevarTests {
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
    #expect(r.salida.hasSuffix(" llevada a \(campo) (4 equipos): se puede usar sin conexión\n"))
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
}
