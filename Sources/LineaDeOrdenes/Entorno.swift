// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LlamadasAlSistema

/// What the process learns from its surroundings: variables, terminals, the home folder.
public struct Entorno: Sendable {
  let variable: @Sendable (String) -> String?
  /// Whether a descriptor (0, 1, 2) is a terminal: `isatty`, unless a test says otherwise.
  var terminal: @Sendable (Int32) -> Bool = { Sistema.esTerminal($0) }

  /// The real environment.
  public static let proceso = Entorno(variable: { Sistema.variable($0) })

  /// Whether both standard input and output are terminals (a person can answer).
  var esTerminal: Bool { terminal(0) && terminal(1) }

  /// Whether standard input is a terminal: a person answers, even if standard output is a
  /// pipe (`marcador anadir | tee log`).
  var entradaEsTerminal: Bool { terminal(0) }

  /// Whether standard output is a terminal.
  var salidaEsTerminal: Bool { terminal(1) }

  /// The screen-reader mode asked for by `MARCADOR_ACCESIBLE` (set, not empty, not `0`):
  /// plain prompts, no redraws, no colour.
  var accesible: Bool {
    guard let valor = noVacia("MARCADOR_ACCESIBLE") else { return false }
    return valor != "0"
  }

  /// Where prompts, editing and the wizard's own lines go when standard input is a terminal:
  /// standard output if it is one; else standard error if it is the same terminal; else the
  /// process's terminal, opened (`/dev/tty`). `nil` when standard input is not a terminal or
  /// no terminal can be written.
  func descriptorDePantalla() -> Int32? {
    guard entradaEsTerminal else { return nil }
    if salidaEsTerminal { return 1 }
    if terminal(2), Sistema.mismoDispositivo(0, 2) { return 2 }
    return Sistema.abrirTerminal()
  }

  /// The pager for output taller than the screen, as git chooses it: `PAGER`, else
  /// `less -FRX`; `nil` for none (`PAGER` empty or `cat`).
  var paginador: String? {
    let orden = variable("PAGER") ?? "less -FRX"
    return orden.isEmpty || orden == "cat" ? nil : orden
  }

  /// Colour on a terminal descriptor: `NO_COLOR` unset or empty, and not the accessible mode.
  func color(en descriptor: Int32) -> Bool {
    terminal(descriptor) && (variable("NO_COLOR") ?? "").isEmpty && !accesible
  }

  /// Whether a line editor can drive this terminal: `TERM` set, not `dumb`, and described in
  /// the terminfo database (libedit would otherwise complain and fall back to a dumb mode).
  var terminalCapaz: Bool {
    guard let term = noVacia("TERM"), term != "dumb", !term.contains("/"),
      let inicial = term.unicodeScalars.first
    else { return false }
    let carpetas =
      [noVacia("TERMINFO"), casa + "/.terminfo"].compactMap { $0 }
      + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    let subcarpetas = [String(inicial), String(inicial.value, radix: 16)]
    return carpetas.contains { carpeta in
      subcarpetas.contains { Sistema.sePuedeLeer(carpeta + "/" + $0 + "/" + term) }
    }
  }

  private func noVacia(_ nombre: String) -> String? {
    guard let valor = variable(nombre), !valor.isEmpty else { return nil }
    return valor
  }

  /// The home folder: `$HOME`, else the password database.
  var casa: String {
    noVacia("HOME") ?? Sistema.carpetaPersonal() ?? "/"
  }

  /// An XDG base folder: the variable if it holds an absolute path, else the default under
  /// the home folder (the XDG spec ignores relative paths).
  func carpetaXDG(_ variable: String, porDefecto: String) -> String {
    if let valor = noVacia(variable), valor.hasPrefix("/") { return valor }
    return casa + "/" + porDefecto
  }

  /// The tournament file: `--torneo`, else `$MARCADOR_TORNEO`, else the XDG data folder's.
  /// A variable set but empty stays empty (no league: `Aplicacion` refuses it, completion
  /// finds nothing), never the default file.
  func rutaDelTorneo(_ opcion: String?) -> String {
    if let opcion, !opcion.isEmpty { return opcion }
    if let variable = variable("MARCADOR_TORNEO") { return variable }
    return carpetaXDG("XDG_DATA_HOME", porDefecto: ".local/share") + "/marcador/torneo.json"
  }

  /// Where histories live: `${XDG_STATE_HOME:-~/.local/state}/marcador`.
  var carpetaDeHistorial: String {
    carpetaXDG("XDG_STATE_HOME", porDefecto: ".local/state") + "/marcador"
  }

  /// How long a save waits for another process's lock: `$MARCADOR_ESPERA` seconds, else 10.
  var esperaDelCerrojo: Double { segundos("MARCADOR_ESPERA", porDefecto: 10) }

  /// How long a server's answer to one statement is awaited before the server is taken for
  /// hung and the connection given up: `$MARCADOR_ESPERA_SERVIDOR` seconds, else 30. (How long
  /// a connection attempt may take is libpq's `connect_timeout`, in the URL.)
  var esperaDelServidor: Double { segundos("MARCADOR_ESPERA_SERVIDOR", porDefecto: 30) }

  /// A wait in seconds from `variable`: the default when unset or not a number ≥ 0; at most
  /// about 24 days, what a server's timeout setting and poll(2) hold in milliseconds.
  private func segundos(_ variable: String, porDefecto: Double) -> Double {
    guard let texto = noVacia(variable), let segundos = Double(texto), segundos >= 0,
      segundos.isFinite
    else { return porDefecto }
    return min(segundos, Double(Int32.max) / 1000)
  }
}
