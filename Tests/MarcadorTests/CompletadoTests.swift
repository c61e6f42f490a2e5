// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Foundation
import Testing

/// The repository's root (for man/ and completions/).
let raizDelRepositorio = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The folder of the built binary, to put on PATH.
let carpetaDelBinario = URL(fileURLWithPath: rutaDelBinario).deletingLastPathComponent().path

/// Shell completion: the scripts sourced in real bash, zsh and fish.
@Suite(.serialized)
struct CompletadoTests {
  /// The candidates bash's `_marcador` gives for a line (the cursor at its end).
  func bash(_ e: Escenario, _ linea: String, entorno extra: [String: String] = [:]) throws
    -> [String]
  {
    let guion = """
      source "$1"
      COMP_LINE=$2
      COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(marcador)
      COMP_CWORD=1
      _marcador
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let r = try e.ejecutar(
      "/bin/bash", ["-c", guion, "bash", raizDelRepositorio + "/completions/marcador.bash", linea],
      entrada: Data(),
      entorno: e.entorno(
        ["PATH": carpetaDelBinario + ":/usr/bin:/bin", "MARCADOR_TORNEO": e.torneo].merging(extra) {
          $1
        }))
    #expect(r.errores == "", "\(linea)")
    return r.salida.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  @Test func bashCompletaOrdenesOpcionesEquiposYRutas() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try bash(e, "marcador pla") == ["plantilla"])
    #expect(try bash(e, "marcador a") == ["anadir", "añadir", "ayuda"])
    #expect(try bash(e, "marcador equipos --j") == ["--json"])
    #expect(try bash(e, "marcador anadir Rayo\\ FC --n") == ["--nombre"])
    #expect(try bash(e, "marcador plantilla Ra") == ["Rayo\\ FC"])
    #expect(try bash(e, "marcador plantilla ra") == ["Rayo\\ FC"])
    #expect(try bash(e, "marcador plantilla Rayo\\ F") == ["Rayo\\ FC"])
    #expect(try bash(e, "marcador plantilla 'Atl") == ["Atlético B"])
    #expect(try bash(e, "marcador añadir \"uni") == ["Unión Deportiva Sur"])
    #expect(try bash(e, "marcador anadir pe") == ["Peña\\ L\\'Olivera"])
    #expect(try bash(e, "marcador anadir 'pe") == ["Peña L'\\''Olivera"])
    #expect(try bash(e, "marcador anadir \"pe") == ["Peña L'Olivera"])
    #expect(try bash(e, "marcador plantilla Rayo\\ FC ") == [])
    // Teams renamed, removed and transferred between (issue 25): a transfer's team, its
    // player, then the destination, after --dorsal's value too.
    #expect(try bash(e, "marcador renombrar-equipo ra") == ["Rayo\\ FC"])
    #expect(try bash(e, "marcador quitar-equipo uni") == ["Unión\\ Deportiva\\ Sur"])
    #expect(try bash(e, "marcador traspasar Rayo\\ FC ma") == ["Marta"])
    #expect(try bash(e, "marcador traspasar Rayo\\ FC Marta --dorsal 3 atl") == ["Atlético\\ B"])
    #expect(try bash(e, "marcador traspasar Rayo\\ FC Marta Atlético\\ B ") == [])
    // The season's commands: a team after libres and buscar, a file after temporada, and
    // their own options.
    #expect(try bash(e, "marcador libres ra") == ["Rayo\\ FC"])
    #expect(try bash(e, "marcador dorsales ra") == ["Rayo\\ FC"])
    #expect(try bash(e, "marcador buscar atl") == ["Atlético\\ B"])
    #expect(try bash(e, "marcador temporada \(e.carpeta)/t.js") == ["\(e.carpeta)/t.json"])
    #expect(try bash(e, "marcador temporada x --sin") == ["--sin-dorsales"])
    #expect(try bash(e, "marcador importar Rayo\\ FC x.csv --re") == ["--reemplazar"])
    #expect(try bash(e, "marcador exportar --ex") == ["--excel"])
    // importar's first argument is a team or a whole league's CSV: both; copiar's paths
    // (defects of day one, item 10).
    try e.escribir("Rayo FC,Bea,7\n", en: e.carpeta + "/Ra liga.csv")
    #expect(
      try bash(e, "marcador importar \(e.carpeta)/Ra")
        == ["\(e.carpeta)/Ra\\ liga.csv"])
    #expect(try bash(e, "marcador importar ra") == ["Rayo\\ FC"])
    #expect(try bash(e, "marcador copiar \(e.carpeta)/t.js") == ["\(e.carpeta)/t.json"])
    #expect(
      try bash(e, "marcador copiar x.json \(e.carpeta)/t.js") == ["\(e.carpeta)/t.json"])
    // A league's companions (its journal, its lock) are not leagues.
    try e.escribir("", en: e.carpeta + "/t.json.diario")
    try e.escribir("", en: e.carpeta + "/t.json.lock")
    #expect(try bash(e, "marcador --torneo \(e.carpeta)/t.js") == ["\(e.carpeta)/t.json"])
    #expect(try bash(e, "marcador --torneo=\(e.carpeta)/t.js") == ["\(e.carpeta)/t.json"])
    // --torneo on the line wins over MARCADOR_TORNEO; a missing file gives nothing, silently.
    try e.escribir(#"{"equipos": [{"nombre": "Otro Club"}]}"#, en: e.carpeta + "/otro.json")
    #expect(try bash(e, "marcador --torneo \(e.carpeta)/otro.json plantilla o") == ["Otro\\ Club"])
    #expect(
      try bash(e, "marcador plantilla o", entorno: ["MARCADOR_TORNEO": e.carpeta + "/no.json"])
        == [])
  }

  /// Installs into a temporary prefix with the Makefile, as a user would.
  func instalar(en prefijo: String) throws {
    let r = try Escenario().ejecutar(
      "/usr/bin/make",
      [
        "-s", "-C", raizDelRepositorio, "instalar", "BINARIO=\(rutaDelBinario)",
        "PREFIX=\(prefijo)",
      ],
      entrada: Data(), entorno: ["PATH": "/usr/bin:/bin"])
    #expect(r.codigo == 0, "\(r.errores)")
  }

  /// A new interactive bash on a terminal 200 columns wide, with marcador installed under the
  /// scenario's `prefijo` (`instalar`) and bash-completion loaded, which finds the installed
  /// script through XDG_DATA_DIRS; its prompt `$ `.
  func bashConCompletado(_ e: Escenario) throws -> Terminal {
    let prefijo = e.carpeta + "/prefijo"
    try instalar(en: prefijo)
    try e.escribir(
      "PS1='$ '\nsource /usr/share/bash-completion/bash_completion\n", en: e.carpeta + "/bashrc")
    return try Terminal(
      ["--rcfile", e.carpeta + "/bashrc", "-i"], programa: "/bin/bash",
      entorno: e.entorno([
        "PATH": prefijo + "/bin:/usr/bin:/bin", "TERM": "vt100", "LANG": "C.UTF-8",
        "MARCADOR_TORNEO": e.torneo, "XDG_DATA_DIRS": prefijo + "/share:/usr/share",
      ]), carpeta: e.carpeta, columnas: 200)
  }

  @Test func trasInstalarUnBashNuevoCompletaRayoFC() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try bashConCompletado(e)
    t.debeMostrar("$")
    t.teclear("marcador plantilla Ra\t")
    t.debeMostrar("$ marcador plantilla Rayo\\ FC")
    t.teclear("\r")
    t.debeMostrar("Marta #1")
    t.teclear("exit\r")
    #expect(t.salida() == 0)
  }

  /// A team is not a file: with a folder named like a team in the current folder, bash lists
  /// the team as the word it inserts, never as that folder (`Rayo FC/`), and inserts it with
  /// no slash (issue 21, item 9).
  @Test func bashNoTomaUnEquipoPorUnaCarpeta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    try FileManager.default.createDirectory(
      atPath: e.carpeta + "/Rayo FC", withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      atPath: e.carpeta + "/Atlético B", withIntermediateDirectories: false)
    #expect(try e.enTorneo(["nuevo-equipo", "Atlético C"]).codigo == 0)
    let t = try bashConCompletado(e)
    t.debeMostrar("$")
    t.teclear("marcador plantilla \t\t")
    t.debeMostrar("Rayo\\ FC")
    #expect(!t.lineas.joined().contains("/"), "\(t.descripcion)")
    // Two teams that share a prefix: it is inserted as one shell word, then both are listed.
    t.teclear("\u{15}marcador plantilla atl\t")
    t.debeMostrar("$ marcador plantilla Atlético\\")
    t.teclear("\t\t")
    t.debeMostrar("Atlético\\ C")
    t.teclear("\u{15}marcador plantilla Ra\t")
    t.debeMostrar("$ marcador plantilla Rayo\\ FC")
    #expect(!t.lineas.joined().contains("/"), "\(t.descripcion)")
    t.teclear("\u{15}exit\r")
    #expect(t.salida() == 0)
  }

  /// After an open quote bash's completion inserts what bash reads back as the name: inside
  /// `'…'` a quote as `'\''`, inside `"…"` a backslash before `"`, `$` and `` ` `` (it used
  /// to insert the name as it is there, so `$HOME` was expanded and a quote ended the word).
  @Test func bashLeeElNombreTrasUnaComillaAbierta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["nuevo-equipo", "Caja $HOME \"x\" `y`"]).codigo == 0)
    let t = try bashConCompletado(e)
    t.debeMostrar("$")
    t.teclear("marcador plantilla 'pe\t")
    t.debeMostrar("$ marcador plantilla 'Peña L'\\''Olivera'")
    t.teclear("\r")
    t.debeMostrar("Carmen #7")
    t.teclear("marcador plantilla \"caj\t")
    t.debeMostrar("$ marcador plantilla \"Caja \\$HOME \\\"x\\\" \\`y\\`\"")
    t.teclear("\r")
    t.debeMostrar("Caja $HOME \"x\" `y` no tiene jugadores")
    t.teclear("exit\r")
    #expect(t.salida() == 0)
  }

  /// Issue 41, item 12: names bash's word breaks cut, as a clerk types them: the league with
  /// a team `Sur:Norte`, one starting with `-`, and the players `=Gol` (README's), `Ana María`
  /// and `Hola!Bang` in Rayo FC.
  func conNombresQueBashParte() throws -> Escenario {
    let e = try Escenario().conLigaDeEjemplo()
    for orden in [
      ["nuevo-equipo", "Sur:Norte"], ["nuevo-equipo", "--", "-Menos"],
      ["anadir", "Rayo FC", "--nombre", "=Gol"],
      ["anadir", "Rayo FC", "--nombre", "Ana María", "--dorsal", "5"],
      ["anadir", "Rayo FC", "--nombre", "Hola!Bang", "--dorsal", "6"],
    ] {
      #expect(try e.enTorneo(orden).codigo == 0)
    }
    return e
  }

  /// Issue 41, item 12: readline completes only the text after a word break (`=`, `:`) and
  /// keeps what is before it, so the name's rest goes there (it inserted the whole name after
  /// it: `=\=Gol`); an escaped space typed stays in the prefix (`completar` trimmed it: `Ana`);
  /// a `!` inside `"…"` goes outside the quotes, where bash does not expand it; after `--` a
  /// team starting with `-` completes. Each line, run, reads back as the name.
  @Test func bashCompletaTrasUnCorteDePalabraUnEspacioYDosGuiones() throws {
    let e = try conNombresQueBashParte()
    #expect(try e.enTorneo(["completar", "jugadores", "Rayo FC", "Ana "]).salida == "Ana María\n")
    #expect(
      try e.enTorneo(["completar", "jugadores", "Rayo FC", "Ana"]).salida == "Ana\nAna María\n")
    let t = try bashConCompletado(e)
    t.debeMostrar("$")
    let comprobar = " --dorsal 7 --comprobar\r"
    for (tecleado, esperado, tras, salida) in [
      (#"editar Rayo\ FC ="#, #"editar Rayo\ FC =Gol"#, comprobar, "=Gol #7 vale"),
      ("plantilla Sur:", "plantilla Sur:Norte", "\r", "Sur:Norte no tiene jugadores"),
      ("plantilla Sur:'N", "plantilla Sur:'Norte'", "\r", "Sur:Norte no tiene jugadores"),
      (#"editar Rayo\ FC Ana\ "#, #"editar Rayo\ FC Ana\ María"#, comprobar, "Ana María #7"),
      (#"editar Rayo\ FC "Hol"#, #"editar Rayo\ FC "Hola"\!"Bang""#, comprobar, "Hola!Bang #7"),
      ("plantilla -- -M", "plantilla -- -Menos", "\r", "-Menos no tiene jugadores"),
    ] {
      t.teclear("\u{15}\u{0C}marcador \(tecleado)\t")
      t.debeMostrar("$ marcador " + esperado, tecleado)
      t.teclear(tras)
      t.debeMostrar(salida, tecleado)
    }
    #expect(!t.lineas.joined().contains("event not found"), "\(t.descripcion)")
    t.teclear("\u{15}exit\r")
    #expect(t.salida() == 0)
  }

  /// An interactive zsh on a pty with marcador installed under the scenario (prompt `% `).
  func zshConLoInstalado(_ e: Escenario) throws -> Terminal {
    let prefijo = e.carpeta + "/prefijo"
    try instalar(en: prefijo)
    try e.escribir(
      """
      PS1='%% '
      fpath=(\(prefijo)/share/zsh/site-functions $fpath)
      autoload -Uz compinit && compinit -u -D

      """, en: e.carpeta + "/.zshrc")
    return try Terminal(
      ["-i"], programa: "/usr/bin/zsh",
      entorno: e.entorno([
        "PATH": prefijo + "/bin:/usr/bin:/bin", "TERM": "vt100", "LANG": "C.UTF-8",
        "ZDOTDIR": e.carpeta, "MARCADOR_TORNEO": e.torneo,
      ]), carpeta: e.carpeta, columnas: 200)
  }

  /// An interactive fish on a pty with marcador installed under the scenario (prompt `> `).
  func fishConLoInstalado(_ e: Escenario) throws -> Terminal {
    let prefijo = e.carpeta + "/prefijo"
    try instalar(en: prefijo)
    return try Terminal(
      ["-i", "-C", "function fish_prompt; echo '> '; end"], programa: "/usr/bin/fish",
      entorno: e.entorno([
        "PATH": prefijo + "/bin:/usr/bin:/bin", "TERM": "vt100", "LANG": "C.UTF-8",
        "XDG_DATA_DIRS": prefijo + "/share:/usr/share", "MARCADOR_TORNEO": e.torneo,
        "XDG_CONFIG_HOME": e.carpeta + "/config",
      ]), carpeta: e.carpeta, columnas: 200)
  }

  @Test func zshCompletaConLoInstalado() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try zshConLoInstalado(e)
    t.debeMostrar("%")
    for (tecleado, esperado) in [
      ("marcador pla", "% marcador plantilla"),
      ("Ra", "% marcador plantilla Rayo\\ FC"),
    ] {
      t.teclear(tecleado + "\t")
      t.debeMostrar(esperado)
    }
    t.teclear("\u{15}marcador equipos --j\t")
    t.debeMostrar("% marcador equipos --json")
    t.teclear("\u{15}marcador --torneo \(e.carpeta)/t.j\t")
    t.debeMostrar("% marcador --torneo \(e.carpeta)/t.json")
    t.teclear("\u{15}marcador plantilla 'Atl\t")
    t.debeMostrar("% marcador plantilla 'Atlético B'")
    // Players after the team, for editar and quitar.
    t.teclear("\u{15}marcador editar Rayo\\ FC ma\t")
    t.debeMostrar("% marcador editar Rayo\\ FC Marta")
    // traspasar's destination, after the player.
    t.teclear("\u{15}marcador traspasar Rayo\\ FC Marta atl\t")
    t.debeMostrar("% marcador traspasar Rayo\\ FC Marta Atlético\\ B")
    t.teclear("\u{15}marcador libres Un\t")
    t.debeMostrar("% marcador libres Unión\\ Deportiva\\ Sur")
    // A player by number (issue 41, item 16): the numbers worn, listed with their players.
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Leo", "--dorsal", "10"]).codigo == 0)
    t.teclear("\u{15}marcador quitar Rayo\\ FC 1\t")
    #expect(
      t.esperar {
        $0.contains { $0.contains("1  -- Marta") } && $0.contains { $0.contains("10  -- Leo") }
      },
      "\(t.descripcion)")
    t.teclear("\u{15}exit\r")
    #expect(t.salida() == 0)
  }

  /// zsh takes the names as marcador matched them, ignoring accents (its own matching dropped
  /// `Atlético B` for `atle`), each one shell word that reads back as the name; names that
  /// share less than the word typed are listed, the word kept.
  @Test func zshCompletaIgnorandoAcentos() throws {
    let e = try Escenario().conLigaDeEjemplo()
    for orden in [
      ["nuevo-equipo", "Caja $HOME \"x\" `y`"], ["nuevo-equipo", "Ática"],
      ["anadir", "Peña L'Olivera", "--nombre", "José", "--dorsal", "9"],
    ] {
      #expect(try e.enTorneo(orden).codigo == 0)
    }
    let t = try zshConLoInstalado(e)
    t.debeMostrar("%")
    // Each on a cleared screen (Ctrl-L), then run: what was inserted reads back as the name.
    let caja = "Caja $HOME \"x\" `y` no tiene jugadores"
    for (tecleado, esperado, salida) in [
      ("plantilla atle", #"plantilla Atlético\ B"#, "Iker #10"),
      ("plantilla union", #"plantilla Unión\ Deportiva\ Sur"#, "Sur no tiene jugadores"),
      ("plantilla pena", #"plantilla Peña\ L\'Olivera"#, "José #9"),
      (#"editar Peña\ L\'Olivera jose"#, #"editar Peña\ L\'Olivera José"#, nil),
      ("plantilla 'pe", #"plantilla 'Peña L'\''Olivera'"#, "José #9"),
      ("plantilla caj", #"plantilla Caja\ \$HOME\ \"x\"\ \`y\`"#, caja),
      ("plantilla 'caj", #"plantilla 'Caja $HOME "x" `y`'"#, caja),
      (#"plantilla "caj"#, #"plantilla "Caja \$HOME \"x\" \`y\`""#, caja),
    ] {
      t.teclear("\u{15}\u{0C}marcador \(tecleado)\t")
      t.debeMostrar("% marcador " + esperado)
      if let salida {
        t.teclear("\r")
        t.debeMostrar(salida)
      }
    }
    // Files beside the teams (importar) still complete at once when no team matches.
    t.teclear("\u{15}\u{0C}marcador importar \(e.carpeta)/t.j\t")
    t.debeMostrar("% marcador importar \(e.carpeta)/t.json")
    // Names that share less than the word typed: the word stays, and they are listed.
    t.teclear("\u{15}\u{0C}marcador plantilla at\t")
    #expect(
      t.esperar { $0.contains("% marcador plantilla at") && $0.contains { $0.contains("Ática") } },
      "\(t.descripcion)")
    t.teclear("\u{15}exit\r")
    #expect(t.salida() == 0)
  }

  /// Issue 41, item 12: after `--` a word starting with `-` is an argument, not an option: a
  /// team named so completes in zsh and fish too, and the line runs.
  @Test func zshYFishCompletanTrasDosGuionesUnEquipoConGuion() throws {
    let e = try conNombresQueBashParte()
    for (t, prompt) in [(try zshConLoInstalado(e), "% "), (try fishConLoInstalado(e), "> ")] {
      t.debeMostrar(String(prompt.prefix(1)))
      t.teclear("marcador plantilla -- -M\t")
      t.debeMostrar(prompt + "marcador plantilla -- -Menos")
      t.teclear("\r")
      t.debeMostrar("-Menos no tiene jugadores")
      t.teclear("exit\r")
      #expect(t.salida() == 0, "\(t.descripcion)")
    }
  }

  @Test func fishCompletaConLoInstalado() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let t = try fishConLoInstalado(e)
    t.debeMostrar(">")
    for (tecleado, esperado) in [
      ("marcador pla", "> marcador plantilla"),
      ("Ra", "> marcador plantilla Rayo\\ FC"),
    ] {
      t.teclear(tecleado + "\t")
      t.debeMostrar(esperado)
    }
    t.teclear("\u{15}marcador equipos --j\t")
    t.debeMostrar("> marcador equipos --json")
    t.teclear("\u{15}marcador --torneo \(e.carpeta)/t.j\t")
    t.debeMostrar("\(e.carpeta)/t.json")
    // Players after the team, for editar and quitar.
    t.teclear("\u{15}marcador quitar Rayo\\ FC lu\t")
    t.debeMostrar("> marcador quitar Rayo\\ FC Luis")
    // traspasar: its player, then the destination.
    t.teclear("\u{15}marcador traspasar Rayo\\ FC lu\t")
    t.debeMostrar("> marcador traspasar Rayo\\ FC Luis")
    t.teclear("\u{15}marcador traspasar Rayo\\ FC Luis uni\t")
    t.debeMostrar("> marcador traspasar Rayo\\ FC Luis Unión\\ Deportiva\\ Sur")
    t.teclear("\u{15}marcador libres Un\t")
    t.debeMostrar("> marcador libres Unión\\ Deportiva\\ Sur")
    // fish keeps only the names that match by its own rules, which ignore case but not
    // accents (as the README says): `atlé` completes, `atle` stays as typed (the X after the
    // TAB lands right after it).
    t.teclear("\u{15}marcador plantilla atlé\t")
    t.debeMostrar("> marcador plantilla Atlético\\ B")
    t.teclear("\u{15}marcador plantilla atle\tX")
    t.debeMostrar("> marcador plantilla atleX")
    // A team whose name holds a quote, in every quoting fish knows (issue 21, item 9): the
    // team's token is already unescaped, and must not be unescaped again.
    for equipo in [#"Peña\ L\'Olivera"#, #"'Peña L\'Olivera'"#, #""Peña L'Olivera""#] {
      t.teclear("\u{15}marcador editar \(equipo) \t")
      t.debeMostrar("> marcador editar \(equipo) Carmen")
    }
    // A player by number (issue 41, item 16): the numbers worn, the players as descriptions.
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Leo", "--dorsal", "10"]).codigo == 0)
    t.teclear("\u{15}marcador quitar Rayo\\ FC 1\t")
    #expect(
      t.esperar { $0.contains { $0.contains("(Marta)") } && $0.contains { $0.contains("(Leo)") } },
      "\(t.descripcion)")
    t.teclear("\u{15}exit\r")
    #expect(t.salida() == 0)
  }

  /// The README's steps to use the completions from the checkout without installing, each
  /// typed in its shell started there (a sourced zsh file fails: it needs compinit and fpath).
  @Test func losPasosDelReadmeSinInstalar() throws {
    let readme = try String(contentsOfFile: raizDelRepositorio + "/README.md", encoding: .utf8)
    for (shell, argumentos) in [
      ("bash", ["--norc", "-i"]), ("zsh", ["-i"]),
      ("fish", ["-i", "-C", "function fish_prompt; end"]),
    ] {
      let e = try Escenario().conLigaDeEjemplo()
      try e.escribir("PS1=' '\n", en: e.carpeta + "/.zshrc")
      let paso = readme.split(separator: "\n").first { $0.hasSuffix("# \(shell)") }
        .map { $0.dropFirst(2).split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
      #expect(paso != nil, "README: no step for \(shell)")
      let t = try Terminal(
        argumentos, programa: "/usr/bin/" + shell,
        entorno: e.entorno([
          "PATH": carpetaDelBinario + ":/usr/bin:/bin", "TERM": "vt100", "LANG": "C.UTF-8",
          "ZDOTDIR": e.carpeta, "PS1": " ", "MARCADOR_TORNEO": e.torneo,
          "XDG_CONFIG_HOME": e.carpeta + "/config",
        ]), carpeta: raizDelRepositorio, columnas: 200)
      t.teclear((paso ?? "") + "\rmarcador plantilla Ra\t")
      t.debeMostrar("marcador plantilla Rayo\\ FC", shell)
      t.teclear("\u{15}exit\r")
      #expect(t.salida() == 0, "\(shell)")
    }
  }

  @Test func instalarYDesinstalarDejanLoJusto() throws {
    let e = try Escenario().conLigaDeEjemplo()
    let prefijo = e.carpeta + "/prefijo"
    try instalar(en: prefijo)
    let esperados = [
      "bin/marcador", "share/man/man1/marcador.1", "share/bash-completion/completions/marcador",
      "share/zsh/site-functions/_marcador", "share/fish/vendor_completions.d/marcador.fish",
    ]
    for ruta in esperados {
      #expect(FileManager.default.fileExists(atPath: prefijo + "/" + ruta), "\(ruta)")
    }
    // The installed binary works from any folder.
    let r = try e.ejecutar(
      prefijo + "/bin/marcador", ["--torneo", e.torneo, "equipos"], entrada: Data(),
      entorno: ["PATH": "/usr/bin:/bin"])
    #expect(r.salida.hasPrefix("Rayo FC\n"))
    let desinstalar = try e.ejecutar(
      "/usr/bin/make", ["-s", "-C", raizDelRepositorio, "uninstall", "PREFIX=\(prefijo)"],
      entrada: Data(), entorno: ["PATH": "/usr/bin:/bin"])
    #expect(desinstalar.codigo == 0)
    let quedan = FileManager.default.enumerator(atPath: prefijo)?.allObjects.compactMap {
      $0 as? String
    }
    .filter { ruta in
      var carpeta: ObjCBool = false
      return FileManager.default.fileExists(atPath: prefijo + "/" + ruta, isDirectory: &carpeta)
        && !carpeta.boolValue
    }
    #expect(quedan == [])
  }

  @Test func laCacheDeEquiposSoloSirveMientrasElArchivoNoCambia() throws {
    let e = try Escenario().conLigaDeEjemplo()
    // A file changed in the last two seconds is never cached.
    #expect(try e.enTorneo(["completar", "equipos", "ra"]).salida == "Rayo FC\n")
    let carpeta = e.carpeta + "/.cache/marcador"
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: carpeta)) ?? []).isEmpty)
    // The cache looks at both mtime and ctime, and no call can set a ctime back: so wait, by
    // polling the clock against the file's own times, until it is more than 2 s old.
    let limite = Date().addingTimeInterval(30)
    while Date() < limite {
      var s = stat()
      stat(e.torneo, &s)
      var ahora = timespec()
      clock_gettime(CLOCK_REALTIME, &ahora)
      if max(s.st_mtim.tv_sec, s.st_ctim.tv_sec) < ahora.tv_sec - 2 { break }
      usleep(50_000)
    }
    #expect(try e.enTorneo(["completar", "equipos", "ra"]).salida == "Rayo FC\n")
    let archivos = try FileManager.default.contentsOfDirectory(atPath: carpeta)
    #expect(archivos.count == 1)
    let cache = carpeta + "/" + archivos[0]
    var s = stat()
    stat(cache, &s)
    #expect(s.st_mode & 0o777 == 0o600)
    // The cache is what answers while the file is unchanged...
    let texto = try String(contentsOfFile: cache, encoding: .utf8)
    try e.escribir(texto.replacingOccurrences(of: "Rayo FC", with: "Rayo Cache"), en: cache)
    #expect(try e.enTorneo(["completar", "equipos", "ra"]).salida == "Rayo Cache\n")
    #expect(
      try e.enTorneo(["completar", "equipos", "--escapar", "pe"]).salida == "Peña\\ L\\'Olivera\n")
    // ...and is ignored once the file changes (a save renames a new file into place).
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    #expect(try e.enTorneo(["completar", "equipos", "ra"]).salida == "Rayo FC\n")
  }
}
