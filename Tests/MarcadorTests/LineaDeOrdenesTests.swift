// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing

/// The command line as a process: paths, the file, and every exit status (what it says, in
/// this process: LineaDeOrdenesTests).
struct LineaDeOrdenesTests {
  /// A usage error's status and line (every usage error: `MensajesTests` in LineaDeOrdenesTests).
  @Test func unaLineaDeOrdenesIncorrectaSale64() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let r = try e.enTorneo(["bailar"])
    #expect(r.codigo == 64)
    #expect(r.errores == "marcador: no conozco la orden «bailar». Prueba «marcador --help».\n")
    #expect(r.salida == "")
  }

  @Test func unArgumentoQueNoEsUTF8Sale64() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let r = try e.ejecutar(
      "/bin/sh",
      [
        "-c", "exec \"$0\" --torneo \"$1\" anadir 'Rayo FC' --nombre \"$(printf 'B\\377a')\"",
        rutaDelBinario, e.torneo,
      ],
      entrada: Data(), entorno: e.entorno([:]))
    #expect(r.codigo == 64)
    #expect(r.errores == "marcador: el argumento 6 no es texto UTF-8 válido\n")
    #expect(try e.bytes() == antes)
  }

  @Test func sinArchivoSale66YConUnoRoto65NombrandoLineaYColumna() throws {
    let e = try Escenario()
    let falta = try e.enTorneo(["equipos"])
    #expect(falta.codigo == 66)
    #expect(falta.errores.contains("\(e.torneo): no existe el archivo del torneo"))
    try e.escribir("{\n  \"equipos\": [\n    {\"nombre\": \"A\",}\n  ]\n}\n")
    let antes = try e.bytes()
    for argumentos in [["equipos"], ["plantilla", "A"], ["anadir", "A", "--nombre", "Bea"]] {
      let roto = try e.enTorneo(argumentos)
      #expect(roto.codigo == 65)
      #expect(
        roto.errores
          == "marcador: \(e.torneo):3:20: el archivo del torneo no es válido: «}» donde se esperaba una clave entre comillas. No se ha tocado.\n"
      )
    }
    #expect(try e.bytes() == antes)
    let carpeta = try e.marcador(["--torneo", e.carpeta, "equipos"])
    #expect(carpeta.codigo == 66)
    #expect(carpeta.errores.contains("es una carpeta"))
  }

  @Test func iniciarNuncaSobrescribe() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let r = try e.enTorneo(["iniciar"])
    #expect(r.codigo == 73)
    #expect(r.errores == "marcador: \(e.torneo): ya existe; no se sobrescribe\n")
    #expect(try e.bytes() == antes)
    let otro = try e.marcador(["--torneo", e.carpeta + "/n/u/evo.json", "iniciar"])
    #expect(otro.codigo == 0)
    #expect(try e.marcador(["--torneo", e.carpeta + "/n/u/evo.json", "equipos"]).salida == "")
  }

  @Test func unCerrojoQueNoSeSueltaSale75SinEscribir() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let antes = try e.bytes()
    let fd = open(e.torneo + ".lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    let r = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Bea"], entorno: ["MARCADOR_ESPERA": "0.3"])
    #expect(r.codigo == 75)
    #expect(r.errores.contains("otro proceso lo ha tenido bloqueado los 0,3 s que se han esperado"))
    #expect(try e.bytes() == antes)
    // Reading needs no lock.
    #expect(try e.enTorneo(["plantilla", "Rayo FC"]).codigo == 0)
  }

  @Test func laRutaDelTorneo() throws {
    let e = try Escenario()
    // Default: the XDG data folder (created by iniciar).
    #expect(try e.marcador(["iniciar", "--ejemplo"]).codigo == 0)
    #expect(FileManager.default.fileExists(atPath: e.carpeta + "/datos/marcador/torneo.json"))
    // Without XDG_DATA_HOME: ~/.local/share.
    #expect(try e.marcador(["iniciar"], entorno: ["XDG_DATA_HOME": ""]).codigo == 0)
    #expect(
      FileManager.default.fileExists(atPath: e.carpeta + "/.local/share/marcador/torneo.json"))
    // MARCADOR_TORNEO wins over XDG, --torneo over both.
    try e.escribir(#"{"equipos": [{"nombre": "Variable"}]}"#, en: e.carpeta + "/v.json")
    try e.escribir(#"{"equipos": [{"nombre": "Opcion"}]}"#, en: e.carpeta + "/o.json")
    #expect(
      try e.marcador(["equipos"], entorno: ["MARCADOR_TORNEO": "v.json"]).salida == "Variable\n")
    #expect(
      try e.marcador(["equipos", "--torneo", "o.json"], entorno: ["MARCADOR_TORNEO": "v.json"])
        .salida
        == "Opcion\n")
  }

}
