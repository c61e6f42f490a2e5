// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
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
    case .fueraDeRango: "From \(dorsalMinimo) to \(dorsalMaximo)"
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
    case .noEsJSON(let empieza): "it is not JSON (it starts with “\(visible(empieza))”)"
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
    case .dorsalNoValido:
      "a number (dorsal) must be a whole number from \(dorsalMinimo) to \(dorsalMaximo)"
    case .demasiadoGrande(let limite): "it is over \(limite >> 20) MiB, the most that is read"
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
      // What access(2) checked is the permission this account lacks.
      case EACCES where llamada == "access": "this account has no write permission"
      case EACCES where llamada == "access(R_OK)": "this account has no read permission"
      case EPERM where llamada == "rename":
        "permission denied: in a folder with the sticky bit only its owner may replace it"
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
    case .entrada: "ENTRY"
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

  public func ayudaGeneral(ordenes: String, opciones: [NombreDeOpcion]) -> String {
    """
    Usage: marcador [--torneo PATH] [COMMAND] [OPTIONS]

    Marcador's notebook in the terminal: the rosters of a league's teams, and the
    app's “Añadir jugador” form, field by field.

    Commands:
    \(ordenes)

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

  public func bienvenida(conEditor: Bool) -> [String] {
    conEditor
      ? ["“ayuda” lists the commands", "TAB completes", "↑↓ history", "Ctrl-D quits"]
      : ["“ayuda” lists the commands", "“salir” or Ctrl-D quits"]
  }

  public func ayudaInteractiva(ordenes: String, conEditor: Bool) -> String {
    """
    Commands:
    \(ordenes)
      salir                   quits (also: quit, exit, Ctrl-D)
    Names need no quotes: “editar Peña L'Olivera Carmen”.

    """
      + (conEditor
        ? "TAB completes commands, teams and players; ↑ and ↓ go through the history.\n" : "")
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
