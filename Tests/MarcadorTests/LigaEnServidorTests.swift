// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Servidor
import Testing

/// The league on a server, end to end, where only a server can fail: races between many
/// processes, clients killed mid-transaction, a server that stops under an open wizard,
/// hostile names, and the exit statuses of a server that is not there or says no.
@Suite(.conServidor)
struct LigaEnServidorTests {
  /// Starts `marcador` with `argumentos` and no input, without waiting for it.
  func lanzar(_ e: Escenario, _ argumentos: [String]) throws -> (pid_t, String, String) {
    let id = UUID().uuidString
    let salida = e.carpeta + "/.s-" + id
    let errores = e.carpeta + "/.e-" + id
    let pid = try Hijo.lanzar(
      [rutaDelBinario, "--torneo", e.torneo] + argumentos, salida: .archivo(salida),
      errores: .archivo(errores), entorno: e.entorno([:]))
    return (pid, salida, errores)
  }

  /// README's «one league per schema» URL names a schema that does not exist yet: `iniciar`
  /// creates it; a role that may not create it is told so in one sentence (77), not 3F000.
  @Test func iniciarCreaElEsquemaDelCamino() throws {
    let administrador = try ServidorDePrueba.url()
    let nombre = "camino_" + UUID().uuidString.lowercased().replacing("-", with: "")
    defer {
      if let conexion = try? Conexion(url: administrador) {
        try? conexion.ejecutarGuion("DROP SCHEMA IF EXISTS \(nombre) CASCADE")
        conexion.cerrar()
      }
    }
    let e = try Escenario()
    let url = administrador + "&options=-csearch_path%3D" + nombre
    let lector = url.replacing("user=marcador&", with: "user=marcador_lector&")
    let negado = try e.marcador(["--torneo", lector, "iniciar"])
    #expect(negado.codigo == 77, "\(negado.errores)")
    #expect(
      negado.errores.hasSuffix(
        "marcador: el esquema «\(nombre)» que nombra search_path no existe, y este usuario no puede crearlo: pide a quien administra la base de datos que lo cree (CREATE SCHEMA) y te dé permiso en él\n"
      ), "\(negado.errores)")
    let r = try e.marcador(["--torneo", url, "iniciar", "--ejemplo"])
    #expect(r.codigo == 0, "\(r.errores)")
    let equipos = try e.marcador(["--torneo", url, "equipos"])
    #expect(equipos.codigo == 0, "\(equipos.errores)")
    #expect(equipos.salida.contains("Rayo FC"))
  }

  /// A failover loses the identity column's cached values (entries 1, then 34): `historial`
  /// numbers by position, as on a file, and `deshacer` still finds its row.
  @Test func elHistorialNumeraSinHuecosTrasUnaConmutacion() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Uno"]).codigo == 0)
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    try conexion.consultar("SELECT setval(pg_get_serial_sequence('diario', 'n'), 33)")
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Dos"]).codigo == 0)
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Tres"]).codigo == 0)
    #expect(try e.enTorneo(["deshacer"]).codigo == 0)
    let lineas = try e.enTorneo(["historial"]).salida.split(separator: "\n").filter {
      !$0.hasPrefix(" ")
    }
    let numeros = lineas.compactMap { $0.split(separator: " ").first.flatMap { Int($0) } }
    #expect(numeros == Array(1...lineas.count), "\(lineas)")
    #expect(lineas.count == 4 && lineas[2].contains("(deshecho)"), "\(lineas)")
    let json = try e.enTorneo(["historial", "--json"]).salida
    #expect(json.contains("\"n\": 4,") && !json.contains("\"n\": 34"), "\(json)")
  }

  @Test func cincuentaProcesosPorUnDorsalTienenUnSoloGanador() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    // All fifty started before any is waited for: a real race, not two at a time.
    let procesos = try (0..<50).map { k in
      try lanzar(e, ["anadir", "Rayo FC", "--nombre", "Aspirante \(k)", "--dorsal", "50"])
    }
    var ganadores = 0
    var perdedores = 0
    for (pid, _, errores) in procesos {
      let codigo = Hijo.esperar(pid)
      let texto = try String(contentsOfFile: errores, encoding: .utf8)
      switch codigo {
      case 0: ganadores += 1
      case 65:
        #expect(
          texto
            == "marcador: --dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 2–8, 10–49, 51–99\n"
        )
        perdedores += 1
      default: Issue.record("estado \(codigo): \(texto)")
      }
    }
    #expect(ganadores == 1)
    #expect(perdedores == 49)
    let plantilla = try e.plantilla("Rayo FC")
    #expect(plantilla.count == 4)
    #expect(plantilla.filter { $0["dorsal"] == "50" }.count == 1)
    #expect(try e.enTorneo(["historial"]).salida.split(separator: "\n").count == 2)
  }

  @Test func clientesMatadosAMitadNoDejanNadaAMedias() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    var procesos: [pid_t] = []
    for k in 0..<30 {
      let (pid, _, _) = try lanzar(
        e, ["anadir", "Rayo FC", "--nombre", "Víctima \(k)", "--dorsal", "\(20 + k)"])
      procesos.append(pid)
    }
    // Killed at staggered moments: some before connecting, some inside their transaction,
    // some after COMMIT.
    for (k, pid) in procesos.enumerated() {
      usleep(UInt32(k % 7) * 3_000)
      // Not reaped yet (an exited one stays a zombie until `esperar`): the pid is still this
      // child's, never another test's process.
      kill(pid, SIGKILL)
    }
    for pid in procesos { _ = Hijo.esperar(pid) }
    // What the journal says was added is exactly what the roster has beyond the sample.
    let json = try e.enTorneo(["historial", "--json"]).salida
    let entradas = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let anotados = Set(
      entradas.compactMap { ($0["orden"] as? String)?.firstMatch(of: /Víctima \d+/) }.map {
        String($0.output)
      })
    let plantilla = try e.plantilla("Rayo FC").compactMap { $0["nombre"] }
    #expect(Set(plantilla.filter { $0.hasPrefix("Víctima") }) == anotados)
    #expect(plantilla.count == 3 + anotados.count)
    // No lock or half transaction is left behind: the next change goes through.
    let despues = try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Superviviente"])
    #expect(despues.codigo == 0, "\(despues.errores)")
  }

  @Test func nombresHostilesSeGuardanTalCual() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let equipo = "'; DROP TABLE equipos; --"
    let jugadores = ["Bobby'); DROP TABLE x;--", "$1 OR 1=1", "50% _de_ \\todo", "Ñ\"o\" `ls`"]
    #expect(try e.enTorneo(["nuevo-equipo", equipo]).codigo == 0)
    for jugador in jugadores {
      let r = try e.enTorneo(["anadir", equipo, "--nombre", jugador])
      #expect(r.codigo == 0, "\(jugador): \(r.errores)")
    }
    #expect(try e.plantilla(equipo).compactMap { $0["nombre"] } == jugadores)
    #expect(try e.enTorneo(["equipos"]).salida.hasSuffix("\n" + equipo + "\n"))
    // Completion takes `%`, `_` and `\` literally.
    #expect(try e.enTorneo(["completar", "equipos", "'"]).salida == equipo + "\n")
    #expect(try e.enTorneo(["completar", "equipos", "%"]).salida == "")
    #expect(
      try e.enTorneo(["completar", "jugadores", equipo, "50%"]).salida == jugadores[2] + "\n")
    #expect(try e.enTorneo(["completar", "jugadores", equipo, "5_"]).salida == "")
    #expect(try e.enTorneo(["equipos", "--json"]).salida.contains("\"jugadores\": 3"))
  }

  @Test func sinServidorSale69YSiLoRechazaSale77SinMostrarLaContrasena() throws {
    let e = try Escenario()
    let base = try ServidorDePrueba.url()
    let nadie = "postgresql:///marcador?host=/tmp/marcador-no-hay-\(getpid())&user=marcador"
    let inalcanzable = try e.marcador(["--torneo", nadie, "equipos"])
    #expect(inalcanzable.codigo == 69)
    #expect(inalcanzable.errores.contains("no responde ningún servidor"), "\(inalcanzable.errores)")
    let desconocido = try e.marcador(
      ["--torneo", base.replacing("user=marcador", with: "user=nadie"), "equipos"])
    #expect(desconocido.codigo == 77)
    #expect(desconocido.errores.contains("no admite a «nadie»"), "\(desconocido.errores)")
    let sinClave = try e.marcador(
      ["--torneo", base.replacing("user=marcador", with: "user=marcador_clave"), "equipos"])
    #expect(sinClave.codigo == 77)
    #expect(sinClave.errores.contains("~/.pgpass o en PGPASSWORD"), "\(sinClave.errores)")
    let conClaveMala =
      base.replacing("user=marcador", with: "user=marcador_clave")
      + "&password=secreto-malo"
    for argumentos in [["equipos"], ["anadir", "Rayo FC", "--nombre", "Bea"], ["iniciar"]] {
      let r = try e.marcador(["--torneo", conClaveMala] + argumentos)
      #expect(r.codigo == 77)
      #expect(!(r.errores + r.salida).contains("secreto-malo"), "\(r.errores)")
    }
    // A URL in the environment works the same.
    let variable = try e.marcador(["equipos"], entorno: ["MARCADOR_TORNEO": nadie])
    #expect(variable.codigo == 69)
  }

  @Test func laContrasenaNoLlegaNiAlMensajeNiAlDiarioNiAlHistorial() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let conClave = e.torneo + "&password=clave-que-no-se-ve"
    let iniciar = try e.marcador(["--torneo", conClave, "iniciar"])
    #expect(iniciar.codigo == 73)
    #expect(iniciar.errores.contains("password=***"), "\(iniciar.errores)")
    #expect(!iniciar.errores.contains("clave-que-no-se-ve"))
    #expect(
      try e.marcador(["--torneo", conClave, "anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    let historial = try e.marcador(["--torneo", conClave, "historial", "--json"])
    #expect(!historial.salida.contains("clave-que-no-se-ve"))
    // The interactive mode's history records the command line with the password hidden.
    let guion = "equipos --torneo \(conClave)\nsalir\n"
    let r = try e.marcador([], entrada: guion)
    #expect(r.codigo == 0, "\(r.errores)")
    let t = try Terminal(
      ["--torneo", conClave], entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]),
      carpeta: e.carpeta)
    t.debeMostrar("marcador>")
    // An option's value runs to the next option: the league goes last.
    t.teclear("plantilla Rayo FC --torneo \(conClave)\r")
    t.debeMostrar("Bea")
    t.teclearAlEditor("\u{4}")
    #expect(t.salida() == 0)
    let guardado = try String(
      contentsOfFile: e.carpeta + "/estado/marcador/historial-ordenes", encoding: .utf8)
    #expect(guardado.contains("plantilla"), "\(guardado)")
    #expect(!guardado.contains("clave-que-no-se-ve"), "\(guardado)")
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    let diario = try conexion.consultar(
      "SELECT string_agg(datos::text || orden || usuario, ' ') FROM diario")
    #expect(diario.valor()?.contains("clave-que-no-se-ve") == false)
  }

  @Test func unaConexionCortadaEnElAsistenteGuardaAlReintentar() throws {
    let e = try Escenario(.servidor).conLigaDeEjemplo()
    let nombre = "asistente_" + UUID().uuidString.lowercased().replacing("-", with: "")
    let t = try Terminal(
      ["--torneo", e.torneo + "&application_name=" + nombre, "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    // The server ends this wizard's connections (as a restart or a network cut would): the
    // store's, and the live form's own (its LISTEN; a check's too, if a pause started one).
    let administrador = try Conexion(url: try ServidorDePrueba.url())
    defer { administrador.cerrar() }
    let cortadas = try administrador.consultar(
      "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1",
      [nombre])
    #expect((Int(cortadas.valor() ?? "") ?? 0) >= 2, "\(cortadas.valor() ?? "")")
    #expect(
      try esperar {
        try administrador.consultar(
          "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1", [nombre]
        ).valor() == "0"
      })
    // The connection the server closed while the form waited is replaced before the save:
    // no message, nothing lost. Rarely, under load, the client has not yet read the server's
    // goodbye when it sends the save (the server answers it with the goodbye instead): then
    // the wizard says nothing was saved and offers to try again, and Enter saves, once.
    t.teclear("7\r")
    #expect(
      t.esperar(30) { lineas in
        lineas.contains { $0.contains("Añadido a Rayo FC") || $0.contains("¿Volver a intentarlo?") }
      }, "\(t.descripcion)")
    if t.lineas.contains(where: { $0.contains("¿Volver a intentarlo?") }) {
      t.teclear("\r")
    } else {
      #expect(!t.lineas.joined().contains("marcador:"), "\(t.descripcion)")
    }
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
    #expect(try e.plantilla("Rayo FC").last == ["nombre": "Bea", "dorsal": "7"])
  }

  @Test func unServidorParadoEnElAsistenteConservaLasRespuestas() throws {
    let servidor = try ServidorPropio()
    defer { servidor.parar() }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let t = try Terminal(
      ["--torneo", servidor.url, "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "vt100", "LANG": "C.UTF-8"]), carpeta: e.carpeta)
    t.debeMostrar("Nombre [0/25]:")
    t.teclear("Bea\r")
    t.debeMostrar("Dorsal (opcional):")
    try servidor.pg_ctl(["stop", "-m", "fast", "-w"])
    t.teclear("7\r")
    t.debeMostrar("¿Volver a intentarlo? [S/n]")
    // Still stopped: the message says no server answers, and the question comes back.
    t.teclear("\r")
    t.debeMostrar("no responde ningún servidor")
    #expect(
      t.esperar { $0.filter { $0.contains("¿Volver a intentarlo?") }.count >= 2 },
      "\(t.descripcion)")
    try servidor.pg_ctl(["start", "-w", "-l", servidor.carpeta + "/servidor.log"])
    t.teclear("\r")
    t.debeMostrar("Añadido a Rayo FC: Bea #7")
    #expect(t.salida() == 0)
    let plantilla = try e.marcador(["--torneo", servidor.url, "plantilla", "Rayo FC"])
    #expect(plantilla.salida == "Ana #9\nLuis\nMarta #1\nBea #7\n")
  }

  @Test func copiarIdaYVueltaDaElMismoValorJSON() throws {
    let e = try Escenario(.servidor)
    let origen = e.carpeta + "/origen.json"
    let texto = #"""
      {"temporada": "2026-27", "nombre": "Liga \"Ñ\"", "a": {"z": [1, 2.50, null, true], "b": {}},
       "equipos": [
        {"color": "rojo", "nombre": "Rayo FC", "sede": {"ciudad": "Vallecas"},
         "jugadores": [{"apodo": "la rápida", "nombre": "Ana", "dorsal": 9, "x": [{"y": "\u00e9"}]},
                       {"nombre": "Luis"}]},
        {"nombre": "'; DROP TABLE equipos; --", "jugadores": []}
       ],
       "partidos": [{"local": "Rayo FC", "goles": [2, 1]}]}
      """#
    try e.escribir(texto, en: origen)
    let ida = try e.marcador(["copiar", origen, e.torneo])
    #expect(ida.codigo == 0, "\(ida.errores)")
    #expect(ida.salida.hasPrefix("Liga copiada a postgresql://"))
    #expect(try e.plantilla("Rayo FC") == [["nombre": "Ana", "dorsal": "9"], ["nombre": "Luis"]])
    let destino = e.carpeta + "/vuelta.json"
    let vuelta = try e.marcador(["copiar", e.torneo, destino])
    #expect(vuelta.codigo == 0, "\(vuelta.errores)")
    let a = try JSONSerialization.jsonObject(with: Data(texto.utf8)) as? NSDictionary
    let b = try JSONSerialization.jsonObject(with: Data(e.bytes(destino))) as? NSDictionary
    let escrito = String(decoding: try e.bytes(destino), as: UTF8.self)
    #expect(a != nil && a == b, "\(escrito)")
    // Never over a league that is there: not the server's, not a file.
    let antes = try e.estado()
    let otra = try e.marcador(["copiar", origen, e.torneo])
    #expect(otra.codigo == 73)
    #expect(try e.estado() == antes)
    let encima = try e.marcador(["copiar", e.torneo, origen])
    #expect(encima.codigo == 73)
    #expect(try String(decoding: e.bytes(origen), as: UTF8.self) == texto)
  }

  @Test func copiarUnArchivoConUnErrorNoDejaNadaEnElServidor() throws {
    let e = try Escenario(.servidor)
    let origen = e.carpeta + "/malo.json"
    // Valid JSON, but the second team repeats a number: nothing of the first may stay.
    try e.escribir(
      #"{"equipos": [{"nombre": "A", "jugadores": [{"nombre": "Ana"}]}, {"nombre": "B", "jugadores": [{"nombre": "X", "dorsal": 3}, {"nombre": "Y", "dorsal": 3}]}]}"#,
      en: origen)
    let r = try e.marcador(["copiar", origen, e.torneo])
    #expect(r.codigo == 65, "\(r.errores)")
    let conexion = try Conexion(url: e.torneo)
    defer { conexion.cerrar() }
    #expect(try conexion.consultar("SELECT count(*) FROM equipos").valor() == "0")
    #expect(try conexion.consultar("SELECT count(*) FROM liga").valor() == "0")
  }
}

struct FalloDeServidorSh: Error { let accion: String }

/// A server of its own (scripts/servidor.sh with a name of its own), for a test that stops
/// and restarts it.
final class ServidorPropio {
  let nombre = "propio\(getpid())\(UInt32.random(in: 0...999_999))"
  let url: String
  var carpeta: String { url.firstMatch(of: /host=([^&]+)/).map { String($0.output.1) } ?? "" }
  init() throws {
    url = try ServidorPropio.servidorSh("start", nombre)
    try #require(url.hasPrefix("postgresql://"), "servidor.sh start: \(url)")
  }

  /// Runs `scripts/servidor.sh ACCION NOMBRE` (`GuionDeServidor`) and gives what it printed (a
  /// URL), trimmed; throws when it fails (records nothing: `parar` ignores a failed stop).
  @discardableResult
  static func servidorSh(_ accion: String, _ nombre: String) throws -> String {
    guard let salida = try GuionDeServidor.ejecutar([accion, nombre]) else {
      throw FalloDeServidorSh(accion: accion)
    }
    return salida
  }

  /// Runs pg_ctl on this server's data (as the `postgres` user when root, like the script).
  func pg_ctl(_ argumentos: [String]) throws {
    let pgctl = "/usr/lib/postgresql/15/bin/pg_ctl"
    let orden =
      (getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", pgctl] : [pgctl])
      + ["-D", carpeta + "/datos"] + argumentos
    try #require(Hijo.correr(orden, senalesPorDefecto: true) == 0, "pg_ctl \(argumentos)")
  }

  func parar() { _ = try? ServidorPropio.servidorSh("wipe", nombre) }
}
