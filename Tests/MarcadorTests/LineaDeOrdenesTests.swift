import Foundation
import Glibc
import Testing

/// The command line: commands, options, paths and every exit status.
struct LineaDeOrdenesTests {
  @Test func unaLineaDeOrdenesIncorrectaSale64() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let casos: [([String], String)] = [
      (["bailar"], "no conozco la orden «bailar»"),
      (["equipos", "--nombre", "x"], "no conozco la opción «--nombre»"),
      (["equipos", "--jsn"], "no conozco la opción «--jsn»"),
      (["plantilla"], "falta EQUIPO"),
      (["plantilla", "Rayo FC", "otro"], "sobra el argumento «otro»"),
      (["anadir", "--nombre"], "a «--nombre» le falta su valor"),
      (["equipos", "--json=sí"], "no conozco la opción «--json=sí»"),
    ]
    for (argumentos, mensaje) in casos {
      let r = try e.enTorneo(argumentos)
      #expect(r.codigo == 64, "\(argumentos)")
      #expect(r.errores == "marcador: \(mensaje). Prueba «marcador --help».\n", "\(argumentos)")
      #expect(r.salida == "")
    }
    let ingles = try e.enTorneo(["bailar"], entorno: ["LANG": "en_GB.UTF-8"])
    #expect(ingles.errores == "marcador: unknown command “bailar”. Try “marcador --help”.\n")
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
    let fd = open(e.torneo + ".lock", O_RDONLY | O_CREAT, 0o644)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    let r = try e.enTorneo(
      ["anadir", "Rayo FC", "--nombre", "Bea"], entorno: ["MARCADOR_ESPERA": "0.3"])
    #expect(r.codigo == 75)
    #expect(r.errores.contains("otro proceso lo ha tenido bloqueado los 0.3 s que se han esperado"))
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

  @Test func ayudaYVersion() throws {
    let e = try Escenario()
    let ayuda = try e.marcador(["--help"])
    #expect(ayuda.codigo == 0)
    #expect(ayuda.salida.hasPrefix("Uso: marcador"))
    let en = try e.marcador(["-h"], entorno: ["LC_ALL": "en_US.UTF-8"])
    #expect(en.salida.hasPrefix("Usage: marcador"))
    let anadir = try e.marcador(["añadir", "--help"])
    #expect(anadir.salida.hasPrefix("Uso: marcador anadir"))
    let version = try e.marcador(["--version"])
    #expect(version.codigo == 0)
    #expect(version.salida.hasPrefix("marcador "))
  }

  @Test func losListadosYElJSON() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(
      try e.enTorneo(["equipos"]).salida
        == "Rayo FC\nAtlético B\nPeña L'Olivera\nUnión Deportiva Sur\n")
    #expect(
      try e.enTorneo(["plantilla", "Rayo FC", "--json"]).salida
        == "[\n  {\"nombre\": \"Ana\", \"dorsal\": 9},\n  {\"nombre\": \"Luis\"},\n  {\"nombre\": \"Marta\", \"dorsal\": 1}\n]\n"
    )
    #expect(try e.enTorneo(["plantilla", "Unión Deportiva Sur", "--json"]).salida == "[]\n")
    let desconocido = try e.enTorneo(["plantilla", "Atletico"])
    #expect(desconocido.codigo == 65)
    #expect(
      desconocido.errores
        == "marcador: no hay ningún equipo «Atletico». ¿Quisiste decir «Atlético B»?\n")
  }

  @Test func losNombresConSecuenciasDeEscapeSeMuestranEscapados() throws {
    let e = try Escenario()
    try e.escribir(
      #"{"equipos": [{"nombre": "Mal\u001b]0;pwned\u0007\u009b2J\r", "jugadores": [{"nombre": "X\u001b[31m", "dorsal": 3}]}]}"#
    )
    let equipos = try e.enTorneo(["equipos"])
    #expect(equipos.salida == "Mal\\u{1B}]0;pwned\\u{7}\\u{9B}2J\\u{D}\n")
    let json = try e.enTorneo(["equipos", "--json"])
    #expect(json.salida.contains(#""Mal\u001b]0;pwned\u0007\u009b2J\r""#) == false)
    #expect(json.salida.contains(#"Mal\u001b]0;pwned\u0007\u009b2J\u000d"#))
    let plantilla = try e.enTorneo(["plantilla", "Mal\u{1B}]0;pwned\u{7}\u{9B}2J\r"])
    #expect(plantilla.salida == "X\\u{1B}[31m #3\n")
    for r in [equipos, json, plantilla] {
      #expect(
        !r.salida.unicodeScalars.contains {
          $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
        })
    }
  }
}
