// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

extension CatalogoIngles {
  public func documentacion(de orden: NombreDeOrden) -> DocumentacionDeOrden {
    switch orden {
    case .iniciar:
      DocumentacionDeOrden(
        resumen: "creates the tournament file",
        texto: """
          Creates the tournament file, and its folders. Never overwrites an existing one.
          """
      )
    case .equipos:
      DocumentacionDeOrden(
        resumen: "the tournament's teams",
        texto: """
          The tournament's teams, one per line, in file order.
          """
      )
    case .plantilla:
      DocumentacionDeOrden(
        resumen: "a team's roster",
        texto: """
          A team's players, one per line, in file order: “Ana #9”, “Luis”.
          """
      )
    case .anadir:
      DocumentacionDeOrden(
        resumen: "adds a player to a team",
        texto: """
          Adds a player to a team's roster, field by field like the app's “Añadir jugador” form.
          Asks only for what the options did not give.

          At a terminal: “Team:” (TAB completes), “Name [N/\(Reglas.maximoNombre)]:” with a live
          counter, “Number (optional):”. An invalid answer shows its error and asks again with the
          text kept for editing. Ctrl-C, or Ctrl-D on an empty field, cancels (asking first if
          anything was typed); on text, Ctrl-D deletes a character.

          Without a terminal: one answer per line (TEAM if not given, NAME, NUMBER; an empty line
          or the end of input means no number). The first invalid answer stops with “line N
          (Field): message” and status 65, writing nothing.

          Name: 1 to \(Reglas.maximoNombre) letters, not repeated in the team (ignoring case).
          Number: optional, \(dorsalMinimo) to \(dorsalMaximo), not repeated in the team.
          """
      )
    case .editar:
      DocumentacionDeOrden(
        resumen: "changes a player",
        texto: """
          Changes a player with the same form as “anadir”, every field pre-filled with its value:
          Enter keeps it. The repetition rules ignore the player being edited (Ana may become ANA
          and keep number 9). With --nombre, --dorsal or --sin-dorsal it changes just those and
          asks nothing. Without a terminal it reads Nombre and Dorsal, a line each: an empty line
          keeps the value, and “-” as the number removes it. If nothing differs: “No changes:
          nothing was saved”, and the file is not touched. Keys marcador does not know inside the
          player are kept.
          """
      )
    case .quitar:
      DocumentacionDeOrden(
        resumen: "removes a player",
        texto: """
          Removes a player from the roster, after asking “Remove Ana #9 from Rayo FC? [y/N]”
          (without a terminal, the answer is the first line of standard input). An answer other
          than “y” removes nothing and exits 130.
          """
      )
    case .nuevoEquipo:
      DocumentacionDeOrden(
        resumen: "adds a team",
        texto: """
          Adds a team, with no players, at the end of the league. The name follows the name rules,
          with 1 to \(Reglas.maximoNombreDeEquipo) letters, and may not repeat another team's.
          """
      )
    case .importar:
      DocumentacionDeOrden(
        resumen: "adds the players of a CSV file",
        texto: """
          Adds the players of a CSV file at once (FILE, or standard input when it is not given or
          is “-”): one row per player, “name,number” (the number may be empty). Accepts quotes
          (RFC 4180: a quote at the start of a field opens it, which may then hold commas, doubled
          quotes or line breaks; anywhere else it is a letter), CRLF, UTF-8 with or without a
          byte-order mark, and UTF-16 with one (Excel's Unicode text).

          The separator, “,”, “;” or tab, comes from the whole file: the one that splits every row
          another splits (so “Pérez, Juan;10” is a name with a comma); when two split the same
          rows, the one that leaves numbers where the number goes; when still in doubt, or when
          the rows mix them, the file is refused naming the line. A first line “sep=;” (Excel's)
          or --separador names it (any punctuation, or “\\t”). A file none of the three splits
          whose first row would split into a header by another character (“Nombre|Dorsal”,
          “Jugador - Dorsal”), or whose every row holds one of “|”, “:”, “-”, “/”, “\\” or “#”
          with digits after it, is refused (65) naming the line and --separador: nothing is
          imported as a name on a guess. Nor is a first row of header words that the separator
          in use, found or named, does not split into a header (“Name Number”; “Nombre|Dorsal”
          with --separador ';'). With --comprobar it shows the separator and columns it
          found and the first rows as they would be saved. A header row is optional, its columns in either order: nombre, name, jugador
          or player; dorsal, número, number, nº, no or #; a whole league's (with a team) is
          refused, and so is one that names a column twice. Blank lines do not count. In the
          interactive mode FILE is required.

          All or nothing: each row is checked with “anadir”'s rules against the roster and the
          rows before it. If any is invalid, every one is reported, “FILE:N: Field: message”
          (“-:N:” for standard input), it exits 65 and nothing is written. If all are valid, it is
          one change (one “deshacer” removes it all). A file without rows is not an error. Past the
          first \(fallosListados) errors, one line says how many more there are. Over
          \(Reglas.tamanoMaximo >> 20) MiB is refused (65) as soon as that much is read, and so is
          (before anything is written) an import that would make the league's file larger than
          that, which marcador could not read back.

          With --reemplazar the roster becomes the file's, in its order: a player in both (the
          same name ignoring case) keeps their keys and takes the file's name and number; the
          others are removed; the new ones added. The rows are checked among themselves, not
          against the roster (two numbers may swap). A new order alone is a change (it counts the
          players who move); the same order and data, “No changes”. With --comprobar it says what
          it would do (“+” added, “~” changed, “-” removed, “↕” the new order).

          With one FILE that is no team (“-”: standard input) it reads the whole league as
          “exportar” writes it: “equipo,nombre,dorsal”, a header row optional, in any order
          (equipo, team or club and a team's columns; without the team's it is a team's header,
          refused, as is a file with no header and two columns at most); a row with a team alone
          names it without players. Teams that do not exist are created with “nuevo-equipo”'s
          rules; all of it one change. There --reemplazar is a usage error (64): it needs TEAM.
          """,
        ejemplos: ["marcador importar \"Rayo FC\" roster.csv"]
      )
    case .exportar:
      DocumentacionDeOrden(
        resumen: "a team or the league as CSV or JSON",
        texto: """
          A team as CSV “nombre,dorsal”, or without TEAM the whole league as
          “equipo,nombre,dorsal” (a team without players, a row with the team alone), with a
          header row, RFC 4180 quoting and UTF-8; “importar” reads it back the same. A name
          starting with =, +, - or @ gets an apostrophe in front so that a spreadsheet does not
          run it as a formula; “importar” takes it away. At a terminal, a character no name may
          hold is shown escaped (\\u{1B}); a file or a pipe gets the exact names or nothing: if one
          breaks the rules (empty, too long, invisible characters), it is said and it exits 65
          (--json gives any exactly).
          """,
        ejemplos: ["marcador exportar \"Rayo FC\" > rayo.csv"]
      )
    case .deshacer:
      DocumentacionDeOrden(
        resumen: "undoes your latest change, or the one you name",
        texto: """
          Undoes your latest change still in effect (yours: your account's on a file; on a server,
          the role the server authenticated, which it records itself), provided that what it
          touched (its players, its team's name) is still as it left it: someone else's change to
          another player, even in the same team, does not block it. It says which change it
          undoes; if it cannot, it touches nothing, names the change that blocks it and exits 65.
          Repeated, it goes further back. With ENTRY (its number in “historial”) it undoes that change, whoever
          made it: when someone else did, it asks first, saying who and when (--si does not ask;
          with no terminal the answer is the first line of input; one that is not “s” undoes
          nothing and exits 130). The undo itself is recorded in the journal.
          """,
        ejemplos: ["marcador deshacer", "marcador deshacer 12 --si"]
      )
    case .rehacer:
      DocumentacionDeOrden(
        resumen: "redoes what you last undid",
        texto: """
          Makes the change you last undid again, if what it touches is still as the undo left it
          (otherwise it touches nothing and exits 65). Repeated, it redoes the ones before; a new
          change of yours ends what is left to redo, as in an editor.
          """
      )
    case .permisos:
      DocumentacionDeOrden(
        resumen: "who may change which team of a league on a server",
        texto: """
          Alone, lists the federation (changes every team and grants rights) and each team's
          delegates; any other user who may connect only reads. “dar ROLE TEAM” lets role ROLE
          (or its members) change TEAM: add, edit, remove, import, transfer out of it and undo
          their changes; “quitar ROLE TEAM” takes that away. Without TEAM, the role joins (or
          leaves) the federation. Only the federation grants and takes away rights. The server
          itself enforces them (row-level security), on psql too. A transfer into a team you do
          not run is made by whoever may change both: the federation, or a delegate of both. On
          a file, the rights are its Unix permissions.
          """,
        ejemplos: [
          "marcador permisos", "marcador permisos dar ana \"Rayo FC\"",
          "marcador permisos quitar ana \"Rayo FC\"",
        ]
      )
    case .llevar:
      DocumentacionDeOrden(
        resumen: "takes a server's league to a file, to work offline",
        texto: """
          Writes the league of server SOURCE (postgresql://…) to file DESTINATION, as “copiar”
          does, and the file remembers where it came from (its member “origen”): the server,
          without any password, its journal's last entry at that moment and an id for this copy.
          Then everything works on that file offline, as on any other (forms, interactive mode,
          import, undo), and its journal keeps each change. A file that exists is left alone.
          """,
        ejemplos: ["marcador llevar postgresql://ana@liga.example/liga campo.json"]
      )
    case .sincronizar:
      DocumentacionDeOrden(
        resumen: "sends a taken file's offline changes back to its server",
        texto: """
          Sends the changes made on FILE since it was taken to the server it came from (its
          member “origen”), oldest first, each as the conditional change it already is: made on
          the server journal's entry it was taken at and followed through what others did since
          (a renamed player is the same player; a transfer moves them; a removed one is gone).
          All in one transaction, or none; on the server's journal each is the syncing clerk's,
          with the time it was made and marked “(offline)”. What was undone on the file before
          the sync is not sent. If the connection drops, running it again is safe: the server
          remembers which changes of this copy it applied and never applies one twice.

          A field changed offline and on the server to different values, a player removed on one
          side and changed on the other, a number or a name taken meanwhile: a conflict. If there
          is any, each is shown with both values and who made the other (“Rayo FC, Ana #9,
          number: you 7, gus 11”). At a terminal each is settled: a field with Enter (mine), “t”
          (theirs) or another value typed; an add whose number another player took, with another
          number (or none, or “t”: not added); another change by discarding it or not (if not,
          nothing is sent and it exits 65; Ctrl-C, 130). Without a terminal nothing is sent and it
          exits 65.

          Then the file is the server's league as it is now, with the new origin, and work goes
          on on it; with no change to send, it just brings it up to date. A change already sent
          is undone on the server. The password, if one is needed, comes from ~/.pgpass or
          PGPASSWORD: the file never keeps it. While it syncs it holds the file's lock.
          """,
        ejemplos: ["marcador sincronizar pitch.json"]
      )
    case .copiar:
      DocumentacionDeOrden(
        resumen: "copies the league between a file and a server",
        texto: """
          Copies the whole league from a file to a server (postgresql://…) or from a server to a
          file: all or nothing. A destination that already holds a league is left alone (a file is
          never overwritten). Keys marcador does not know travel as JSON values.
          """
      )
    case .ayuda:
      DocumentacionDeOrden(
        resumen: "shows the help",
        texto: """
          The same as “marcador --help”, or, with COMMAND, “marcador COMMAND --help”.
          """
      )
    case .historial:
      DocumentacionDeOrden(
        resumen: "the journal of changes",
        texto: """
          The journal of changes (<file>.diario), oldest first: number, when (in local time, TZ's,
          with its offset from UTC: +0100), who, what, and below it the command that repeats it,
          ready to paste into a shell. Undone changes (not redone) are marked “(undone)”.
          With --json, “cuando” is in UTC (ISO 8601).
          """
      )
    case .renombrarEquipo:
      DocumentacionDeOrden(
        resumen: "renames a team",
        texto: """
          Renames a team. The new name follows the rules of “nuevo-equipo”: 1 to
          \(Reglas.maximoNombreDeEquipo) letters, and not another team's name (ignoring case,
          spacing and accents); the team itself may change only its case or its accents. The
          league's matches that name it (“local”, “visitante”) take the new name in the same
          change, and it says how many; when a match already names a team NEW that is not there
          (ignoring case, spacing and accents), it is refused (65). One “deshacer” reverts it all.
          """
      )
    case .buscar:
      DocumentacionDeOrden(
        resumen: "teams and players whose name contains a text",
        texto: """
          The teams and players of the whole league whose name contains TEXT, ignoring case and
          accents: the teams first (“Rayo FC · team of 3 players”), then the players (“Ana #9 ·
          Rayo FC”), in league order. When nothing matches it writes nothing to standard output
          and exits 1, as grep does (at a terminal it says so on standard error); in the
          interactive mode read from a pipe the next command runs.
          """
      )
    case .libres:
      DocumentacionDeOrden(
        resumen: "a team's free numbers",
        texto: """
          The numbers from \(dorsalMinimo) to \(dorsalMaximo) nobody on the team wears, as runs:
          “2–8, 10–99”. When none is free it writes nothing (at a terminal it says so).
          """
      )
    case .dorsales:
      DocumentacionDeOrden(
        resumen: "a team's roster by number, for a match sheet",
        texto: """
          A team's players, one per line as plantilla writes them, sorted by number for a match
          sheet; those without a number come last, in file order.
          """,
        ejemplos: ["marcador dorsales \"Rayo FC\""]
      )
    case .quitarEquipo:
      DocumentacionDeOrden(
        resumen: "removes a team and its players",
        texto: """
          Removes a team and all its players, after asking “Remove the team Rayo FC and its 3
          players? [y/N]” (without a terminal, the answer is the first line of standard input). An
          answer other than “y” removes nothing and exits 130. A team that a match of the league
          names is not removed (65, saying how many). It is one change: one “deshacer” puts it
          back where it was, with its players.
          """
      )
    case .traspasar:
      DocumentacionDeOrden(
        resumen: "moves a player to another team",
        texto: """
          Moves a player from TEAM to the end of DESTINATION's roster in one change, with
          everything of theirs (the keys marcador does not know too): never in both teams nor in
          neither, and one “deshacer” puts them back. DESTINATION's rules are those of “anadir”: a
          player there with the same name refuses it; a number (theirs, or the one of --dorsal)
          another player wears there refuses it naming the free ones (65). At a terminal the
          form's Number field opens instead, to choose another.
          """,
        ejemplos: ["marcador traspasar \"Rayo FC\" Ana \"Atlético B\" --dorsal 11"]
      )
    case .temporada:
      DocumentacionDeOrden(
        resumen: "starts next season in another league",
        texto: """
          Starts next season: a new league at DESTINATION (a file or a server's URL) with the same
          teams and players, their unknown keys and their numbers, and no matches. Its season is
          --temporada's or the one after this one's (2026-27 → 2027-28, 2026/27 → 2027/28, 2026 →
          2027), never the same: one in another form is asked for at a terminal and, without
          one, refused (65). Its journal starts with one change saying where it came from, both
          by their real path (a “deshacer” there leaves it without teams). A destination that
          already holds teams or matches is left alone, and a folder is refused (the destination
          is a file).
          """,
        ejemplos: ["marcador temporada league-2027.json --nombre \"Liga 2027-28\""]
      )
    case .completar:
      DocumentacionDeOrden(
        resumen: "candidates for shell completion",
        texto: """
          WHAT is “equipos [PREFIX]”, “jugadores TEAM [PREFIX]”, “ordenes”, “opciones COMMAND” or
          “argumentos COMMAND”.

          For shell completion scripts: the names of the league's teams (or of a team's players)
          that start with PREFIX, ignoring case and accents, one per line; a missing or broken
          league has no candidates (nothing on standard error, status 0); after a digit or “#”,
          also the numbers worn, each followed by a tab and its player's name (not with
          --escapar or --comilla). “ordenes” and “opciones COMMAND” give the commands and a
          command's options, each followed by a tab and its description; “argumentos COMMAND”,
          the names of its arguments.
          """,
        ejemplos: ["marcador completar equipos Ra --escapar"]
      )
    }
  }
  public var tituloDeUso: String { "Usage:" }

  public func descripcion(deOpcion opcion: NombreDeOpcion, en orden: NombreDeOrden?) -> String {
    switch (opcion, orden) {
    case (.torneo, .iniciar?): "the file to create"
    case (.torneo, .temporada?): "the league it starts from"
    case (.torneo, nil):
      "the tournament file, or a server's URL (postgresql://…); if not given, "
        + "$MARCADOR_TORNEO (set but empty is an error), else "
        + "${XDG_DATA_HOME:-~/.local/share}/marcador/torneo.json"
    case (.torneo, _): "the tournament file"
    case (.help, nil): "shows this help (“marcador COMMAND --help”: a command's)"
    case (.help, _), (.h, _): "shows this help"
    case (.version, _): "shows the version"
    case (.accesible, _):
      "plain prompts, no redraws or colour (screen readers; also MARCADOR_ACCESIBLE=1)"
    case (.ejemplo, _): "fills it with the sample league (Rayo FC and other teams)"
    case (.json, .buscar?):
      #"as a JSON list of {"equipo", "jugadores"} and of {"nombre", "dorsal", "equipo"}"#
    case (.json, .exportar?):
      #"as JSON: a team, the list of {"nombre", "dorsal"} of “plantilla --json”; the "#
        + #"league, a list of {"nombre", "jugadores"}"#
    case (.json, .historial?):
      #"as a JSON list of {"n", "cuando", "usuario", "cambio", "orden", "deshecho"}"#
    case (.json, .plantilla?): #"as a JSON list of {"nombre", "dorsal"}"#
    case (.json, _): #"as a JSON list of {"nombre", "jugadores"}"#
    case (.nombre, .editar?): "the new name"
    case (.nombre, .temporada?): "the new league's name (else this one's), by a team name's rules"
    case (.nombre, _): "the player's name"
    case (.dorsal, .editar?): "the new number"
    case (.dorsal, .traspasar?): "the number they wear in DESTINATION (empty: none)"
    case (.dorsal, _): "the shirt number (empty: none)"
    case (.comprobar, .importar?): "checks everything and writes nothing"
    case (.comprobar, _): "validates everything and writes nothing"
    case (.sinDorsal, .traspasar?): "they arrive without a number"
    case (.sinDorsal, _): "removes the number"
    case (.si, _): "does not ask"
    case (.escapar, _): "each name as one shell word"
    case (.comilla, _): "each name as it goes after that open quote (bash)"
    case (.corte, _):
      "the start of PREFIX bash keeps on the line (up to a “=” or “:”): each name without it"
    case (.reemplazar, _): "the roster becomes the file's"
    case (.separador, _): "the character that separates the columns (“\\t”: a tab)"
    case (.excel, _): "for Excel in a Spanish locale: “;”, CRLF and a BOM"
    case (.sinDorsales, _): "the players start without numbers"
    case (.temporada, _):
      "the new league's season (else the one after this one's: 2026-27 → 2027-28)"
    }
  }

  public func valor(deOpcion opcion: NombreDeOpcion) -> String? {
    switch opcion {
    case .torneo: "PATH"
    case .nombre: "NAME"
    case .dorsal: "NUMBER"
    case .comilla, .separador: "C"
    case .corte: "TEXT"
    case .temporada: "SEASON"
    case .help, .h, .version, .accesible, .ejemplo, .json, .comprobar, .sinDorsal, .si, .escapar,
      .reemplazar, .excel, .sinDorsales:
      nil
    }
  }
}
