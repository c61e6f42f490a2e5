import Foundation
import Glibc
import Testing

/// A server whose processes are stopped (SIGSTOP) while a person waits: past a second without
/// an answer a line says so, in the interactive mode, the form and plain prompts, for a
/// statement and for the retry's connect, and it goes once the server answers.
@Suite(.conServidor)
struct ServidorQueSeParaTests {
  /// The postmaster and its children (its backends), from /proc.
  func procesos(de servidor: ServidorPropio) throws -> [pid_t] {
    let texto = try String(
      contentsOfFile: servidor.carpeta + "/datos/postmaster.pid", encoding: .utf8)
    let principal = try #require(texto.split(separator: "\n").first.flatMap { pid_t($0) })
    let hijos = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap {
      pid_t($0)
    }
    .filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let cierre = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(after: cierre)...].split(separator: " ").dropFirst(1).first
        == Substring(String(principal))
    }
    return [principal] + hijos
  }

  func senal(_ senal: Int32, a servidor: ServidorPropio) throws {
    for pid in try procesos(de: servidor) { kill(pid, senal) }
  }

  @Test(arguments: ["es", "en"])
  func laEsperaSeDiceYSeBorra(idioma: String) throws {
    let servidor = try ServidorPropio()
    defer {
      try? senal(SIGCONT, a: servidor)
      servidor.parar()
    }
    let e = try Escenario()
    #expect(try e.marcador(["--torneo", servidor.url, "iniciar", "--ejemplo"]).codigo == 0)
    let aviso =
      idioma == "es"
      ? "Esperando al servidor… (Ctrl-C cancela)" : "Waiting for the server… (Ctrl-C cancels)"
    let lang = idioma == "es" ? "es_ES.UTF-8" : "en_US.UTF-8"
    // The interactive mode: a command's statement waits.
    let a = try Terminal(
      ["--torneo", servidor.url], entorno: e.entorno(["TERM": "vt100", "LANG": lang]),
      carpeta: e.carpeta, columnas: 80)
    a.debeMostrar("marcador>")
    try senal(SIGSTOP, a: servidor)
    a.teclear("equipos\r")
    a.debeMostrar(aviso)
    try senal(SIGCONT, a: servidor)
    a.debeMostrar("Unión Deportiva Sur")
    #expect(!a.lineas.contains { $0.contains(aviso) }, "\(a.descripcion)")
    a.teclear("salir\r")
    #expect(a.salida() == 0)
    // The form on plain prompts: the save's statement times out, and its retry's connect
    // waits too.
    let f = try Terminal(
      ["--torneo", servidor.url + "&connect_timeout=30", "anadir", "Rayo FC"],
      entorno: e.entorno(["TERM": "dumb", "LANG": lang, "MARCADOR_ESPERA_SERVIDOR": "3"]),
      carpeta: e.carpeta, columnas: 80)
    f.debeMostrar(idioma == "es" ? "Nombre [0/25]:" : "Name [0/25]:")
    f.teclear("Bea\r")
    f.debeMostrar(idioma == "es" ? "Dorsal (opcional):" : "Number (optional):")
    try senal(SIGSTOP, a: servidor)
    f.teclear("17\r")
    f.debeMostrar(aviso)
    f.debeMostrar(idioma == "es" ? "[S/n]" : "[Y/n]")
    #expect(!f.lineas.contains { $0.contains(aviso) }, "\(f.descripcion)")
    f.teclear("\r")
    f.debeMostrar(aviso)
    try senal(SIGCONT, a: servidor)
    f.debeMostrar(idioma == "es" ? "Añadido a Rayo FC: Bea #17" : "Added to Rayo FC: Bea #17")
    #expect(!f.lineas.contains { $0.contains(aviso) }, "\(f.descripcion)")
    #expect(f.salida() == 0)
  }
}
