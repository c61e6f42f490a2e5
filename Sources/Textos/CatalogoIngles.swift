import Formulario
import Glibc
import Torneo

/// English.
public struct CatalogoIngles: Catalogo {
  public var lugar = LugarDeLectura.shell

  public init() {}

  public func texto(de error: ErrorNombre) -> String {
    switch error {
    case .vacio: "Enter a name"
    case .largo: "\(Reglas.maximoNombre) letters at most"
    case .repetido: "There is already a player with that name"
    case .caracteresNoValidos: "The name has invalid characters"
    case .caracterInvisible(let escalar, let posicion):
      "The name has an invisible character (\(puntoDeCodigo(escalar))) at position \(posicion)"
    }
  }

  public func texto(de error: ErrorDorsal) -> String {
    switch error {
    case .noEsNumero: "Digits only"
    case .fueraDeRango: "From 1 to 99"
    case .repetido: "Another player already wears that number"
    }
  }

  public func equipoVacio() -> String { "Enter a team name" }
  public func equipoDesconocido(_ nombre: String) -> String { "There is no team “\(nombre)”" }
  public func quisisteDecir(_ nombre: String) -> String { "Did you mean “\(nombre)”?" }
  public func libres(_ dorsales: [Int]) -> String {
    "Free: " + Catalogos.rangos(dorsales, maximo: 3)
  }
  public func ningunDorsalLibre() -> String { "No number is free" }

  public func nombre(de campo: Campo) -> String {
    switch campo {
    case .equipo: "Team"
    case .nombre: "Name"
    case .dorsal: "Number"
    }
  }

  public func preguntaEquipo(sugerido: String?) -> String {
    sugerido.map { pregunta("Team: ", conValor: $0) } ?? "Team: "
  }
  public func preguntaNombre(longitud: Int, maximo: Int) -> String {
    "Name [\(longitud)/\(maximo)]: "
  }
  public func preguntaDorsal() -> String { "Number (optional): " }
  public func preguntaDescartar() -> String { "Discard the changes? [y/N] " }
  public func esAfirmativa(_ respuesta: String) -> Bool {
    ["y", "yes"].contains(NombreDeJugador.clave(respuesta))
  }
  public func esNegativa(_ respuesta: String) -> Bool {
    ["n", "no"].contains(NombreDeJugador.clave(respuesta))
  }
  public func enLinea(_ linea: Int, campo: String, _ mensaje: String) -> String {
    "line \(linea) (\(campo)): \(mensaje)"
  }
  public func lineaDeOrdenes(_ linea: Int) -> String { "line \(linea): " }
  public func enOpcion(_ opcion: String, _ mensaje: String) -> String { "\(opcion): \(mensaje)" }
  public func guardado(_ jugador: String, equipo: String) -> String {
    "Added to \(equipo): \(jugador)"
  }
  public func comprobado(_ jugador: String, equipo: String, editado: Bool) -> String {
    "All valid, nothing saved: \(jugador) " + (editado ? "is valid in" : "can join") + " \(equipo)"
  }
  public func cancelado() -> String { "Cancelled: nothing was saved." }

  public func noExiste(_ ruta: String) -> String {
    "\(ruta): there is no tournament file; create it with “\(orden("iniciar"))” (or “\(orden("iniciar --ejemplo"))”)"
  }
  public func noLegible(_ ruta: String, _ causa: String) -> String {
    "\(ruta): cannot read the tournament file (\(causa))"
  }
  public func noValido(_ ruta: String, linea: Int, columna: Int, _ motivo: String) -> String {
    "\(ruta):\(linea):\(columna): the tournament file is not valid: \(motivo). It was not touched."
  }

  public func texto(de motivo: MotivoInvalido) -> String {
    switch motivo {
    case .finInesperado: "it ends halfway"
    case .vacio: "it is empty"
    case .inesperado(let encontrado, let esperado):
      "“\(visible(encontrado))” where \(texto(de: esperado)) was expected"
    case .utf8NoValido: "some bytes are not UTF-8"
    case .caracterDeControl: "a string holds an unescaped control character"
    case .escapeNoValido: "a backslash escape is not valid"
    case .sustitutoSolitario: "a \\u escape is half a surrogate pair"
    case .numeroNoValido: "a malformed number"
    case .demasiadoAnidado(let limite): "nested more than \(limite) levels deep"
    case .claveRepetida(let clave): "the key “\(visible(clave))” appears twice"
    case .sobraContenido: "there is text after the end"
    case .tipoIncorrecto(let clave, let tipo): "“\(clave)” must be \(texto(de: tipo))"
    case .falta(let clave): "the key “\(clave)” is missing"
    case .dorsalNoValido: "a number (dorsal) must be a whole number from 1 to 99"
    case .demasiadoGrande: "it takes 4 GiB or more"
    case .equipoRepetido(let nombre): "the team “\(visible(nombre))” appears twice"
    case .plantillaNoValida(.nombreRepetido(let nombre)):
      "the roster repeats the name “\(visible(nombre))”"
    case .plantillaNoValida(.dorsalRepetido(let dorsal)): "the roster repeats the number \(dorsal)"
    }
  }

  private func texto(de esperado: Esperado) -> String {
    switch esperado {
    case .valor: "a value"
    case .clave: "a quoted key"
    case .comillas: "a quote"
    case .dosPuntos: "“:”"
    case .comaOFinDeObjeto: "“,” or “}”"
    case .comaOFinDeLista: "“,” or “]”"
    case .inicioDeObjeto: "“{”"
    case .inicioDeLista: "“[”"
    }
  }

  private func texto(de tipo: TipoEsperado) -> String {
    switch tipo {
    case .objeto: "an object"
    case .lista: "a list"
    case .texto: "a string"
    case .numero: "a number"
    }
  }

  public func bloqueado(_ ruta: String, segundos: String) -> String {
    "\(ruta): another process kept it locked for the whole \(segundos) s marcador waited; nothing was saved (MARCADOR_ESPERA gives more time)"
  }
  public func noSeEscribio(_ ruta: String, _ causa: String) -> String {
    "\(ruta): could not save (\(causa)); the file is as it was"
  }
  public func sinConfirmar(_ ruta: String, _ causa: String) -> String {
    "\(ruta): the change is written, but could not be made durable (\(causa)); a power cut could undo it"
  }
  public func yaExiste(_ ruta: String) -> String { "\(ruta): already exists; not overwritten" }
  public func noSeCreo(_ ruta: String, _ causa: String) -> String {
    "\(ruta): could not create (\(causa))"
  }
  public func carpetaComoTorneo(_ ruta: String, existe: Bool) -> String {
    "\(ruta): cannot create the tournament: "
      + (existe ? "it is a folder" : "it names a folder, and that folder does not exist")
      + "; the tournament is a file (for example, \(Catalogos.dentro(de: ruta)))"
  }
  public func copiado(_ destino: String, equipos: Int) -> String {
    "League copied to \(destino) (" + (equipos == 1 ? "1 team" : "\(equipos) teams") + ")"
  }
  public func creado(_ ruta: String, equipos: Int) -> String {
    equipos == 0
      ? "Tournament created at \(ruta)" : "Sample tournament created at \(ruta) (\(equipos) teams)"
  }
  public func plantillaVacia(_ equipo: String) -> String { "\(equipo) has no players yet" }

  public func causa(llamada: String, errno: Int32) -> String {
    let razon: String =
      switch errno {
      case ENOENT: "does not exist"
      case EACCES, EPERM: "permission denied"
      case EISDIR: "is a folder"
      case ENOTDIR: "part of the path is not a folder"
      case ENOSPC: "no space left on the device"
      case EDQUOT: "disk quota exceeded"
      case EFBIG: "the file is larger than allowed"
      case EIO: "input/output error"
      case EROFS: "read-only file system"
      case ELOOP: "too many symbolic links"
      case ENAMETOOLONG: "the path is too long"
      case EXDEV: "the destination is on another file system"
      case EEXIST: "already exists"
      default: "errno \(errno)"
      }
    // The system call's name helps nobody who reads this; the errno's meaning does.
    return razon
  }

  public func ordenDesconocida(_ orden: String) -> String {
    "unknown command “\(visible(orden))”"
  }
  public func opcionDesconocida(_ opcion: String) -> String {
    "unknown option “\(visible(opcion))”"
  }
  public func faltaValor(_ opcion: String) -> String { "“\(opcion)” needs a value" }
  public func sobraArgumento(_ argumento: String) -> String {
    "unexpected argument “\(visible(argumento))”"
  }
  public func faltaArgumento(_ argumento: NombreDeArgumento) -> String {
    "missing \(nombre(deArgumento: argumento))"
  }
  public func argumentoVacio(_ argumento: NombreDeArgumento) -> String {
    "\(nombre(deArgumento: argumento)) cannot be empty"
  }
  public func nombre(deArgumento argumento: NombreDeArgumento) -> String {
    switch argumento {
    case .equipo: "TEAM"
    case .jugador: "PLAYER"
    case .nombre: "NAME"
    case .nuevo: "NEW"
    case .archivo: "FILE"
    case .origen: "SOURCE"
    case .texto: "TEXT"
    case .orden: "COMMAND"
    case .que: "WHAT"
    case .prefijo: "PREFIX"
    case .mas: "MORE"
    case .equipoDestino, .destino: "DESTINATION"
    }
  }
  public func argumentoNoUTF8(_ posicion: Int) -> String {
    "argument \(posicion) is not valid UTF-8 text"
  }
  public func lineaNoUTF8() -> String { "not valid UTF-8 text" }
  public func salidaNoEscrita(_ causa: String) -> String { "could not write the output (\(causa))" }
  public func pruebaAyuda() -> String {
    lugar == .shell ? "Try “marcador --help”." : "Type “ayuda” to see the commands."
  }
  public func lineaSobrante() -> String {
    "this line is left over: every answer had been read; nothing was saved"
  }

  public func ayuda(de orden: NombreDeOrden?, opciones: [NombreDeOpcion]) -> String {
    switch orden {
    case .iniciar?:
      """
      Usage: marcador iniciar [--ejemplo] [--torneo PATH]

      Creates the tournament file, and its folders. Never overwrites an existing one.

      \(tablaDeOpciones(opciones, de: .iniciar))

      """
    case .equipos?:
      """
      Usage: marcador equipos [--json] [--torneo PATH]

      The tournament's teams, one per line, in file order.

      \(tablaDeOpciones(opciones, de: .equipos))

      """
    case .plantilla?:
      """
      Usage: marcador plantilla TEAM [--json] [--torneo PATH]

      A team's players, one per line, in file order: “Ana #9”, “Luis”.

      \(tablaDeOpciones(opciones, de: .plantilla))

      """
    case .anadir?:
      """
      Usage: marcador anadir [TEAM] [--nombre NAME] [--dorsal NUMBER] [--comprobar]
                             [--torneo PATH]
             marcador añadir …

      Adds a player to a team's roster, field by field like the app's “Añadir jugador”
      form. Asks only for what the options did not give.

      At a terminal: “Team:” (TAB completes), “Name [N/25]:” with a live counter,
      “Number (optional):”. An invalid answer shows its error and asks again with the
      text kept for editing. Ctrl-C, or Ctrl-D on an empty field, cancels (asking
      first if anything was typed); on text, Ctrl-D deletes a character.

      Without a terminal: one answer per line (TEAM if not given, NAME, NUMBER; an
      empty line or the end of input means no number). The first invalid answer stops
      with “line N (Field): message” and status 65, writing nothing.

      Name: 1 to 25 letters, not repeated in the team (ignoring case).
      Number: optional, 1 to 99, not repeated in the team.

      \(tablaDeOpciones(opciones, de: .anadir))

      """
    case .editar?:
      """
      Usage: marcador editar TEAM PLAYER [--nombre NAME]
                             [--dorsal NUMBER | --sin-dorsal] [--comprobar]
                             [--torneo PATH]

      Changes a player with the same form as “anadir”, every field pre-filled with its
      value: Enter keeps it. The repetition rules ignore the player being edited (Ana
      may become ANA and keep number 9). With --nombre, --dorsal or --sin-dorsal it
      changes just those and asks nothing. Without a terminal it reads Nombre and
      Dorsal, a line each: an empty line keeps the value, and “-” as the number
      removes it. If nothing differs: “No changes: nothing was saved”, and the file is
      not touched. Keys marcador does not know inside the player are kept.

      \(tablaDeOpciones(opciones, de: .editar))

      """
    case .quitar?:
      """
      Usage: marcador quitar TEAM PLAYER [--si] [--torneo PATH]

      Removes a player from the roster, after asking “Remove Ana #9 from Rayo FC?
      [y/N]” (without a terminal, the answer is the first line of standard input). An
      answer other than “y” removes nothing and exits 130.

      \(tablaDeOpciones(opciones, de: .quitar))

      """
    case .nuevoEquipo?:
      """
      Usage: marcador nuevo-equipo NAME [--torneo PATH]

      Adds a team, with no players, at the end of the league. The name follows the
      name rules, with 1 to 40 letters, and may not repeat another team's.

      \(tablaDeOpciones(opciones, de: .nuevoEquipo))

      """
    case .importar?:
      """
      Usage: marcador importar TEAM [FILE] [--reemplazar] [--comprobar]
                               [--torneo PATH]
             marcador importar FILE [--comprobar] [--torneo PATH]

      Adds the players of a CSV file at once (FILE, or standard input when it is not
      given or is “-”): one row per player, “name,number” (the number may be empty).
      Accepts quotes (RFC 4180: a quote at the start of a field opens it, which may
      then hold commas, doubled quotes or line breaks; anywhere else it is a letter),
      CRLF, UTF-8 with or without a byte-order mark, and UTF-16 with one (Excel's
      Unicode text).

      The separator, “,”, “;” or tab, comes from the whole file: the one that splits
      every row another splits (so “Pérez, Juan;10” is a name with a comma); when two
      split the same rows, the one that leaves numbers where the number goes; when
      still in doubt, or when the rows mix them, the file is refused naming the line.
      A first line “sep=;” (Excel's) names it. A header row is optional, its columns
      in either order: nombre, name, jugador or player; dorsal, número, number, nº, no
      or #; a whole league's (with a team) is refused, and so is one that names a
      column twice. Blank lines do not count. In the interactive mode FILE is
      required.

      All or nothing: each row is checked with “anadir”'s rules against the roster and
      the rows before it. If any is invalid, every one is reported, “FILE:N: Field:
      message” (“-:N:” for standard input), it exits 65 and nothing is written. If all
      are valid, it is one change (one “deshacer” removes it all). A file without rows
      is not an error.

      With --reemplazar the roster becomes the file's, in its order: a player in both
      (the same name ignoring case) keeps their keys and takes the file's name and
      number; the others are removed; the new ones added. The rows are checked among
      themselves, not against the roster (two numbers may swap). A new order alone is
      a change (it counts the players who move); the same order and data, “No
      changes”. With --comprobar it says what it would do (“+” added, “~” changed, “-”
      removed, “↕” the new order).

      With one FILE that is no team (“-”: standard input) it reads the whole league as
      “exportar” writes it: “equipo,nombre,dorsal”, a header row optional, in any
      order (equipo, team or club and a team's columns; without the team's it is a
      team's header, refused, as is a file with no header and two columns at most); a
      row with a team alone names it without players. Teams that do not exist are
      created with “nuevo-equipo”'s rules; all of it one change. There --reemplazar is
      a usage error (64): it needs TEAM.

      \(tablaDeOpciones(opciones, de: .importar))

      Example: marcador importar "Rayo FC" roster.csv

      """
    case .exportar?:
      """
      Usage: marcador exportar [TEAM] [--json | --excel] [--torneo PATH]

      A team as CSV “nombre,dorsal”, or without TEAM the whole league as
      “equipo,nombre,dorsal” (a team without players, a row with the team alone), with
      a header row, RFC 4180 quoting and UTF-8; “importar” reads it back the same. A
      name starting with =, +, - or @ gets an apostrophe in front so that a
      spreadsheet does not run it as a formula; “importar” takes it away.

      \(tablaDeOpciones(opciones, de: .exportar))

      Example: marcador exportar "Rayo FC" > rayo.csv

      """
    case .deshacer?:
      """
      Usage: marcador deshacer [--torneo PATH]

      Undoes the latest change of the league (by any command that changes it) that is
      neither an undo nor undone already, only if the league is still exactly as that
      change left it; otherwise it touches nothing, names the change and exits 65.
      Repeated, it goes further back. The undo itself is recorded in the journal.

      \(tablaDeOpciones(opciones, de: .deshacer))

      """
    case .copiar?:
      """
      Usage: marcador copiar SOURCE DESTINATION

      Copies the whole league from a file to a server (postgresql://…) or from a
      server to a file: all or nothing. A destination that already holds a league is
      left alone (a file is never overwritten). Keys marcador does not know travel as
      JSON values.

      \(tablaDeOpciones(opciones, de: .copiar))

      """
    case .ayuda?:
      """
      Usage: marcador ayuda [COMMAND]
             marcador help [COMMAND]

      The same as “marcador --help”, or, with COMMAND, “marcador COMMAND --help”.

      \(tablaDeOpciones(opciones, de: .ayuda))

      """
    case .historial?:
      """
      Usage: marcador historial [--json] [--torneo PATH]

      The journal of changes (<file>.diario), oldest first: number, when (UTC), who,
      what, and below it the command that repeats it, ready to paste into a shell.
      Undone changes are marked “(undone)”.

      \(tablaDeOpciones(opciones, de: .historial))

      """
    case .renombrarEquipo?:
      """
      Usage: marcador renombrar-equipo TEAM NEW [--torneo PATH]

      Renames a team. The new name follows the rules of “nuevo-equipo”: 1 to 40
      letters, and not another team's name (ignoring case, spacing and accents); the
      team itself may change only its case or its accents. The league's matches that
      name it (“local”, “visitante”) take the new name in the same change, and it says
      how many; when a match already names a team NEW that is not there (ignoring
      case, spacing and accents), it is refused (65). One “deshacer” reverts it all.

      \(tablaDeOpciones(opciones, de: .renombrarEquipo))

      """
    case .buscar?:
      """
      Usage: marcador buscar TEXT [--json] [--torneo PATH]

      The teams and players of the whole league whose name contains TEXT, ignoring
      case and accents: the teams first (“Rayo FC · team of 3 players”), then the
      players (“Ana #9 · Rayo FC”), in league order. When nothing matches it writes
      nothing to standard output and exits 1, as grep does (at a terminal it says so
      on standard error); in the interactive mode read from a pipe the next command
      runs.

      \(tablaDeOpciones(opciones, de: .buscar))

      """
    case .libres?:
      """
      Usage: marcador libres TEAM [--torneo PATH]

      The numbers from 1 to 99 nobody on the team wears, as runs: “2–8, 10–99”. When
      none is free it writes nothing (at a terminal it says so).

      \(tablaDeOpciones(opciones, de: .libres))

      """
    case .quitarEquipo?:
      """
      Usage: marcador quitar-equipo TEAM [--si] [--torneo PATH]

      Removes a team and all its players, after asking “Remove the team Rayo FC and
      its 3 players? [y/N]” (without a terminal, the answer is the first line of
      standard input). An answer other than “y” removes nothing and exits 130. A team
      that a match of the league names is not removed (65, saying how many). It is one
      change: one “deshacer” puts it back where it was, with its players.

      \(tablaDeOpciones(opciones, de: .quitarEquipo))

      """
    case .traspasar?:
      """
      Usage: marcador traspasar TEAM PLAYER DESTINATION
                                [--dorsal NUMBER | --sin-dorsal] [--torneo PATH]

      Moves a player from TEAM to the end of DESTINATION's roster in one change, with
      everything of theirs (the keys marcador does not know too): never in both teams
      nor in neither, and one “deshacer” puts them back. DESTINATION's rules are those
      of “anadir”: a player there with the same name refuses it; a number (theirs, or
      the one of --dorsal) another player wears there refuses it naming the free ones
      (65). At a terminal the form's Number field opens instead, to choose another.

      \(tablaDeOpciones(opciones, de: .traspasar))

      Example: marcador traspasar "Rayo FC" Ana "Atlético B" --dorsal 11

      """
    case .temporada?:
      """
      Usage: marcador temporada DESTINATION [--nombre NAME] [--sin-dorsales]
                                [--torneo PATH]

      Starts next season: a new league at DESTINATION (a file or a server's URL) with
      the same teams and players, their unknown keys and their numbers, and no
      matches. Its journal starts with one change saying where it came from, both by
      their real path (a “deshacer” there leaves it without teams). A destination that
      already holds teams or matches is left alone, and a folder is refused (the
      destination is a file).

      \(tablaDeOpciones(opciones, de: .temporada))

      Example: marcador temporada league-2027.json --nombre "Liga 2027-28"

      """
    case .completar?:
      """
      Usage: marcador completar equipos [PREFIX] [--escapar | --comilla C]
                                        [--torneo PATH]
             marcador completar jugadores TEAM [PREFIX] [--escapar | --comilla C]
                                               [--torneo PATH]
             marcador completar ordenes | opciones COMMAND | argumentos COMMAND

      For shell completion scripts: the names of the league's teams (or of a team's
      players) that start with PREFIX, ignoring case and accents, one per line; a
      missing or broken league has no candidates (nothing on standard error, status
      0). “ordenes” and “opciones COMMAND” give the commands and a command's
      options, each followed by a tab and its description; “argumentos COMMAND”, the
      names of its arguments.

      \(tablaDeOpciones(opciones, de: .completar))

      Example: marcador completar equipos Ra --escapar

      """
    case nil:
      """
      Usage: marcador [--torneo PATH] [COMMAND] [OPTIONS]

      Marcador's notebook in the terminal: the rosters of a league's teams, and the
      app's “Añadir jugador” form, field by field.

      Commands:
        iniciar [--ejemplo]             creates the tournament file (no overwriting)
        equipos [--json]                the teams, in file order
        plantilla TEAM [--json]         a team's roster
        anadir [TEAM] [--nombre NAME] [--dorsal NUMBER] [--comprobar]
                                        adds a player (also: añadir)
        editar TEAM PLAYER [--nombre NAME] [--dorsal NUMBER | --sin-dorsal]
               [--comprobar]
                                        changes a player with the same form
        quitar TEAM PLAYER [--si]       removes a player, after asking
        nuevo-equipo NAME               adds a team at the end of the league
        renombrar-equipo TEAM NEW       renames a team (and its matches)
        quitar-equipo TEAM [--si]       removes a team and its players, after asking
        traspasar TEAM PLAYER DESTINATION [--dorsal NUMBER | --sin-dorsal]
                                        moves a player to another team, in one change
        importar TEAM [FILE] [--reemplazar] [--comprobar]
                                        adds the players of a CSV file, all or nothing
        importar FILE [--comprobar]     a whole league from a CSV, creating its teams
        exportar [TEAM] [--json | --excel]
                                        a team or the league as CSV (or JSON)
        deshacer                        undoes the latest change still in effect
        historial [--json]              the journal, with each change's command
        copiar SOURCE DESTINATION       copies the league between a file and a server
        buscar TEXT [--json]            teams and players whose name contains TEXT
        libres TEAM                     a team's free numbers
        temporada DESTINATION [--nombre NAME] [--sin-dorsales]
                                        starts next season in another league
        ayuda [COMMAND]                 this help, or a command's (also: help)
        completar equipos|jugadores|ordenes|opciones [...] [--escapar|--comilla C]
                                        candidates for shell completion

      No command, at a terminal: the interactive mode (“marcador> ”), with TAB and
      history. No command, no terminal: reads commands from standard input, one per
      line; the first that fails ends the run with its status (“buscar” finding
      nothing does not fail).

      Options:
      \(tablaDeOpciones(opciones, de: nil))

      Exit status: 0 done; 1 “buscar” found nothing; 64 bad command line; 65 invalid
      answer, unknown team, refused change or invalid file; 66 no file or unreadable;
      69 server unreachable; 73 cannot create; 74 error while writing; 75 file (or a
      server's row) locked by another change; 77 not allowed by the server;
      130 cancelled.

      More in marcador(1).

      """
    }
  }

  public func bienvenida(conEditor: Bool) -> [String] {
    conEditor
      ? ["“ayuda” lists the commands", "TAB completes", "↑↓ history", "Ctrl-D quits"]
      : ["“ayuda” lists the commands", "“salir” or Ctrl-D quits"]
  }

  public func ayudaInteractiva(conEditor: Bool) -> String {
    """
    Commands:
      iniciar [--ejemplo]     creates the tournament
      equipos                 the teams
      plantilla TEAM          a team's roster
      anadir [TEAM]           adds a player (Ctrl-C cancels it and comes back here)
      editar TEAM PLAYER      changes a player
      quitar TEAM PLAYER      removes a player
      nuevo-equipo NAME       adds a team
      renombrar-equipo TEAM NEW
                              renames a team
      quitar-equipo TEAM      removes a team and its players
      traspasar TEAM PLAYER DESTINATION
                              moves a player to another team
      importar TEAM FILE      adds the players of a CSV file
      importar TEAM FILE --reemplazar
                              the roster becomes the CSV's
      importar FILE           a whole league from a CSV, creating its teams
      exportar [TEAM]         a team or the league as CSV
      deshacer                undoes the latest change
      historial               the changes made
      copiar SOURCE DEST      copies the league between a file and a server
      buscar TEXT             teams and players whose name contains it
      libres TEAM             a team's free numbers
      temporada DEST          starts next season in another league
      ayuda                   this help (also: help)
      salir                   quits (also: quit, exit, Ctrl-D)
    Names need no quotes: “editar Peña L'Olivera Carmen”.

    """
      + (conEditor
        ? "TAB completes commands, teams and players; ↑ and ↓ go through the history.\n" : "")
  }

  public func descripcion(deOrden orden: NombreDeOrden) -> String {
    switch orden {
    case .iniciar: "creates the tournament file"
    case .equipos: "the tournament's teams"
    case .plantilla: "a team's roster"
    case .anadir: "adds a player to a team"
    case .editar: "changes a player"
    case .quitar: "removes a player"
    case .nuevoEquipo: "adds a team"
    case .importar: "adds the players of a CSV file"
    case .exportar: "a team or the league as CSV or JSON"
    case .deshacer: "undoes the latest change"
    case .historial: "the journal of changes"
    case .ayuda: "shows the help"
    case .copiar: "copies the league between a file and a server"
    case .completar: "candidates for shell completion"
    case .renombrarEquipo: "renames a team"
    case .quitarEquipo: "removes a team and its players"
    case .traspasar: "moves a player to another team"
    case .buscar: "teams and players whose name contains a text"
    case .libres: "a team's free numbers"
    case .temporada: "starts next season in another league"
    }
  }

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
    case (.reemplazar, _): "the roster becomes the file's"
    case (.excel, _): "for Excel in a Spanish locale: “;”, CRLF and a BOM"
    case (.sinDorsales, _): "the players start without numbers"
    }
  }

  public func valor(deOpcion opcion: NombreDeOpcion) -> String? {
    switch opcion {
    case .torneo: "PATH"
    case .nombre: "NAME"
    case .dorsal: "NUMBER"
    case .comilla: "C"
    default: nil
    }
  }
}
