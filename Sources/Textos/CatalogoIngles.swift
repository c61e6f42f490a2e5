// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// English.
public struct CatalogoIngles: Catalogo {
  public var lugar = LugarDeLectura.shell
  public var tramosDeLibres: Int?
  public var horaLocal: @Sendable (String) -> String = { $0 }

  public init() {}

  public let comillas = (abre: "“", cierra: "”")
  public let letrasSiNo = (si: "y", no: "n")
  public let separadorDeMiles = ","
  public let separadorDecimal = "."
  public let comaAntesDeLaUltima = true

  public func esAfirmativa(_ respuesta: String) -> Bool {
    ["y", "yes"].contains(NombreDeJugador.clave(respuesta))
  }
  public func esNegativa(_ respuesta: String) -> Bool {
    ["n", "no"].contains(NombreDeJugador.clave(respuesta))
  }

  /// This language's words for a message.
  public func texto(_ mensaje: Mensaje) -> String {
    switch mensaje {
    case .frases(let partes): return Catalogos.frases(partes.map(texto))
    case .tal(let tal): return tal
    case .enLugar(let donde, let linea, let columna, let mensaje):
      return enLugar(donde, linea: linea, columna: columna) + texto(mensaje)
    case .errorDeNombre(let error):
      return switch error {
      case .vacio: "Enter a name"
      case .largo: "\(Reglas.maximoNombre) letters at most"
      case .repetido: "There is already a player with that name"
      case .caracteresNoValidos: "The name has invalid characters"
      case .caracterInvisible(let escalar, let posicion):
        "The name has an invisible character (\(puntoDeCodigo(escalar))) at position \(posicion)"
      }
    case .errorDeDorsal(let error):
      return switch error {
      case .noEsNumero: "Digits only"
      case .fueraDeRango: "From \(dorsalMinimo) to \(dorsalMaximo)"
      case .repetido: "Another player already wears that number"
      }
    case .equipoVacio: return "Enter a team name"
    case .equipoDesconocido(let nombre): return "There is no team \(cita(nombre))"
    case .quisisteDecir(let nombre): return "Did you mean \(cita(nombre))?"
    case .libres(let dorsales):
      return "Free: " + Catalogos.rangos(dorsales, maximo: tramosDeLibres)
    case .ningunDorsalLibre: return "No number is free"
    case .campo(let campo):
      return switch campo {
      case .equipo: "Team"
      case .nombre: "Name"
      case .dorsal: "Number"
      }
    case .preguntaEquipo(let sugerido):
      return sugerido.map { pregunta("Team: ", conValor: $0) } ?? "Team: "
    case .preguntaNombre(let longitud?, let maximo):
      return "Name [\(longitud)/\(maximo)]: "
    case .preguntaNombre(nil, let maximo):
      return "Name (up to \(maximo) letters): "
    case .preguntaDorsal: return "Number (optional): "
    case .preguntaDescartar: return siNo("Discard the changes?")
    case .preguntaAnadirDeNuevo: return siNo("Add back with your answers?")
    case .enLinea(let linea, let campo, let mensaje):
      return "line \(linea) (\(texto(.campo(campo)))): \(texto(mensaje))"
    case .enOpcion(let opcion, let mensaje): return enLugar(opcion) + texto(mensaje)
    case .lineaDeOrdenes(let linea): return "line \(linea): "
    case .guardado(let jugador, let equipo):
      return "Added to \(equipo): \(jugador)"
    case .comprobado(let jugador, let equipo, let editado):
      return "All valid, nothing saved: \(jugador) " + (editado ? "is valid in" : "can join")
        + " \(equipo)"
    case .cancelado: return "Cancelled: nothing was saved."
    case .noExiste(let ruta):
      return
        enLugar(ruta)
        + "there is no tournament file; create it with \(cita(orden("iniciar"))) (or \(cita(orden("iniciar --ejemplo"))))"
    case .noLegible(let ruta, let causa):
      return enLugar(ruta) + "cannot read the tournament file (\(texto(causa)))"
    case .noValido(let ruta, let linea, let columna, let motivo):
      return
        enLugar(ruta, linea: linea, columna: columna)
        + "the tournament file is not valid: \(texto(motivo)). It was not touched."
    case .motivoInvalido(let motivo):
      return switch motivo {
      case .finInesperado: "it ends halfway"
      case .vacio: "it is empty"
      case .noEsJSON(let empieza): "it is not JSON (it starts with \(cita(empieza)))"
      case .inesperado(let encontrado, let esperado):
        "\(cita(encontrado)) where \(texto(de: esperado)) was expected"
      case .utf8NoValido: "some bytes are not UTF-8"
      case .caracterDeControl: "a string holds an unescaped control character"
      case .escapeNoValido: "a backslash escape is not valid"
      case .sustitutoSolitario: "a \\u escape is half a surrogate pair"
      case .numeroNoValido: "a malformed number"
      case .demasiadoAnidado(let limite): "nested more than \(limite) levels deep"
      case .claveRepetida(let clave): "the key \(cita(clave)) appears twice"
      case .sobraContenido: "there is text after the end"
      case .tipoIncorrecto(let clave, let tipo): "\(cita(clave)) must be \(texto(de: tipo))"
      case .falta(let clave): "the key \(cita(clave)) is missing"
      case .dorsalNoValido:
        "a number (dorsal) must be a whole number from \(dorsalMinimo) to \(dorsalMaximo)"
      case .demasiadoGrande(let limite): "it is over \(limite >> 20) MiB, the most that is read"
      case .equipoRepetido(let nombre): "the team \(cita(nombre)) appears twice"
      case .plantillaNoValida(.nombreRepetido(let nombre)):
        "the roster repeats the name \(cita(nombre))"
      case .plantillaNoValida(.dorsalRepetido(let dorsal)):
        "the roster repeats the number \(dorsal)"
      }
    case .bloqueado(let ruta, let segundos):
      return
        enLugar(ruta)
        + "another process kept it locked for the whole \(decimal(segundos)) s marcador waited; nothing was saved (MARCADOR_ESPERA gives more time)"
    case .noSeEscribio(let ruta, let causa):
      return enLugar(ruta) + "could not save (\(texto(causa))); the file is as it was"
    case .noPuedesEscribir(let rutas, let arreglo, let soloRoot):
      return "you cannot write to " + lista(rutas, "or") + "; " + cita(arreglo)
        + (soloRoot ? ", run by root" : ", run by its owner or root")
        + ", fixes it. Nothing was saved"
    case .sinConfirmar(let ruta, let causa):
      return
        enLugar(ruta)
        + "the change is written, but could not be made durable (\(texto(causa))); a power cut could undo it"
    case .yaExiste(let ruta): return enLugar(ruta) + "already exists; not overwritten"
    case .ligaDemasiadoGrande(let ruta, let tamano, let limite):
      return enLugar(ruta) + "it would be \(decimal(mebibytes(tamano))) MiB, over the"
        + " \(limite >> 20) MiB marcador reads of a league; nothing was saved"
    case .noSeCreo(let ruta, let causa):
      return enLugar(ruta) + "could not create (\(texto(causa)))"
    case .carpetaComoTorneo(let ruta, let existe):
      return enLugar(ruta) + "cannot create the tournament: "
        + (existe ? "it is a folder" : "it names a folder, and that folder does not exist")
        + "; the tournament is a file (for example, \(Catalogos.dentro(de: ruta)))"
    case .creado(let ruta, let equipos):
      return equipos == 0
        ? "Tournament created at \(ruta)"
        : "Sample tournament created at \(ruta) (" + cuenta(equipos, "team", "teams") + ")"
    case .copiado(let destino, let equipos):
      return "League copied to \(destino) (" + cuenta(equipos, "team", "teams") + ")"
    case .llevada(let archivo, let desde, let equipos, let ruta):
      return "League of \(desde) taken to \(archivo) (" + cuenta(equipos, "team", "teams")
        + "): it works offline; \(cita(orden("sincronizar " + ruta))) brings it back"
    case .sincronizada(let archivo, let servidor, let enviados, let yaEstaban, let entrada):
      return "\(archivo) synced with \(servidor): "
        + cuenta(enviados, "change sent", "changes sent")
        + (yaEstaban > 0
          ? " (" + cuenta(yaEstaban, "was", "were") + " already there from an earlier try)" : "")
        + "; the file is the server's league now (entry \(entrada))"
    case .sincronizacionRechazada(let archivo, let conflictos):
      return "nothing of \(archivo) was sent: "
        + cuenta(conflictos, "change made offline clashes", "changes made offline clash")
        + " with the server; the file is as it was"
    case .conflictoFueraDeLinea(
      let equipo, let jugador, let campo, let tuyo, let suyo, let usuario, let cuando):
      return "  \(equipo), \(jugador), \(texto(.campo(campo)).lowercased()): you \(texto(tuyo)), "
        + "\(usuario ?? "another clerk") \(texto(suyo))"
        + (cuando.map { " (\(horaLocal($0)))" } ?? "")
    case .fueraDeLineaRechazado(let cambio, let motivo, let por):
      return "  \(cita(texto(cambio))), offline: \(texto(motivo))" + entreParentesis(por)
    case .conflictosPorResolver(let conflictos):
      return cuenta(conflictos, "change made offline clashes", "changes made offline clash")
        + " with the server; choose for each (Ctrl-C sends nothing):"
    case .preguntaConflicto(let tuyo, let suyo):
      return
        "  Which? Enter or “m”: mine (\(texto(tuyo))); “t”: theirs (\(texto(suyo))); or another: "
    case .preguntaOtroDorsal(let jugador):
      return
        "  Which number does \(jugador) wear? Enter: none; “t”: theirs (not added); or another: "
    case .teclaTuyo: return "m"
    case .teclaSuyo: return "t"
    case .preguntaDescartarFueraDeLinea:
      return "  " + siNo("Discard it and keep the server's?")
    case .noEsUnaCopia(let archivo):
      return
        "\(archivo) is not a league taken with \(cita(orden("llevar"))): it does not say which server it came from"
    case .marcaFueraDeLinea: return "(offline)"
    case .causa(let causa):
      return switch causa {
      case .noExiste: "does not exist"
      case .sinPermisoDeEscritura: "this account has no write permission"
      case .sinPermisoDeLectura: "this account has no read permission"
      case .carpetaConBitSticky:
        "permission denied: in a folder with the sticky bit only its owner may replace it"
      case .permisoDenegado: "permission denied"
      case .esCarpeta: "is a folder"
      case .parteNoEsCarpeta: "part of the path is not a folder"
      case .sinEspacio: "no space left on the device"
      case .sinCuota: "disk quota exceeded"
      case .demasiadoGrande: "the file is larger than allowed"
      case .entradaSalida: "input/output error"
      case .soloLectura: "read-only file system"
      case .demasiadosEnlaces: "too many symbolic links"
      case .rutaLarga: "the path is too long"
      case .otroSistemaDeArchivos: "the destination is on another file system"
      case .yaExiste: "already exists"
      case .errno(let numero): "errno \(numero)"
      }
    case .plantillaVacia(let equipo): return "\(equipo) has no players yet"
    case .sinLibPQ(let detalle):
      return "cannot use a server: libpq is missing (install the libpq5 package): \(detalle)"
    case .urlNoValida(let url):
      return enLugar(url) + "not a valid server address (e.g. postgresql://user@host/league)"
    case .servidorInalcanzable(let destino, let libpq):
      return
        enLugar(destino)
        + "no server answers; nothing was saved: check the address or try again later" + libpq
    case .certificadoNoConfiable(let host):
      return
        "the server's certificate is not trusted for \(cita(host)), so nothing was sent to it, no password either: check sslrootcert (the federation's authority certificate) and the server's name in the URL"
    case .servidorSinTLS(let host):
      return
        "the server at \(cita(host)) does not offer TLS, which the URL requires (sslmode), so nothing was sent to it, no password either"
    case .servidorNoDisponible(let destino):
      return
        enLugar(destino)
        + "the server is starting up or shutting down; nothing was saved: try again in a moment"
    case .servidorSoloLectura(let destino):
      return
        enLugar(destino)
        + "the server only allows reading (it is a standby); nothing was saved: use the primary's address, or several with target_session_attrs=read-write"
    case .servidorSinRespuesta(let destino, let segundos):
      return
        enLugar(destino)
        + "the server did not answer within \(segundos) s; nothing was saved: try again later (connect_timeout in the address gives more time)"
    case .tiempoAgotadoEnElServidor(let segundos, let cambio):
      return switch cambio {
      case .noGuardado:
        "the server stopped answering for \(segundos) s; nothing was saved: try again later (MARCADOR_ESPERA_SERVIDOR gives more time)"
      case .guardado:
        "the server stopped answering for \(segundos) s, but the change was saved"
      case .incierto:
        "the server stopped answering while saving, and whether the change was saved is unknown: check with \(cita(orden("historial")))"
      }
    case .canceladoEnElServidor(let cambio):
      return switch cambio {
      case .noGuardado: "cancelled; nothing was saved"
      case .guardado: "cancelled, but the change had already been saved"
      case .incierto:
        "cancelled while saving; whether the change was saved is unknown: check with \(cita(orden("historial")))"
      }
    case .faltaContrasena(let usuario, let baseDeDatos):
      return
        "the server wants a password for \(cita(usuario)) on \(cita(baseDeDatos)): put it in ~/.pgpass or PGPASSWORD"
    case .contrasenaRechazada(let usuario, let baseDeDatos):
      return
        "the server does not accept the password of \(cita(usuario)) on \(cita(baseDeDatos)): check ~/.pgpass or PGPASSWORD"
    case .conexionRechazada(let usuario, let baseDeDatos):
      return
        "the server does not let \(cita(usuario)) into \(cita(baseDeDatos)): the user or the database does not exist, or may not connect"
    case .sinPermisoEnElServidor:
      return "the server does not allow you to do this; ask whoever runs the database"
    case .sinDerechos(let equipo, let usuario, let delegados, let federacion):
      let quien =
        federacion.isEmpty
        ? "whoever runs the database" : "the federation (\(lista(federacion, "and")))"
      guard let equipo else {
        return
          "\(cita(usuario)) may not create, rename or remove teams or start a season: \(quien) does that"
      }
      let deQuien =
        delegados.isEmpty
        ? "which has no delegate" : "whose delegate is \(lista(delegados, "and"))"
      return
        "\(cita(usuario)) may not change \(cita(equipo)), \(deQuien): \(quien) grants rights with \(cita(orden("permisos")))"
    case .rolDesconocido(let rol):
      return "there is no role \(cita(rol)) on the server: create it first (CREATE ROLE)"
    case .permisosDeArchivo(let ruta):
      return
        "\(cita(ruta)) is a file: its rights are its Unix permissions, and whoever may write it may change every team (\(cita("chmod")), \(cita("chgrp")))"
    case .permisosDeLaFederacion(let roles):
      return "Federation (every team): \(lista(roles, "and"))"
    case .permisosDeEquipo(let equipo, let delegados):
      return "\(equipo): \(lista(delegados, "and"))"
    case .permisosCambiados(let dar, let rol, let equipos):
      guard let equipos else {
        return dar
          ? "\(cita(rol)) is the federation's: changes every team and grants rights"
          : "\(cita(rol)) is no longer the federation's"
      }
      let nombres = lista(equipos.map(cita), "and")
      return dar
        ? "\(cita(rol)) may change \(nombres)" : "\(cita(rol)) may no longer change \(nombres)"
    case .conexionPerdida(let cambio):
      return switch cambio {
      case .noGuardado:
        "the connection to the server dropped; nothing was saved: try again once it answers"
      case .guardado: "the connection to the server dropped, but the change was saved"
      case .incierto:
        "the connection to the server dropped while saving, and whether the change was saved is unknown: check with \(cita(orden("historial")))"
      }
    case .anteriorSinDecidir:
      return
        "the server does not know yet whether the last change was saved (its COMMIT got no answer); nothing more was sent: try again in a moment or check with \(cita(orden("historial")))"
    case .guardadoSinConfirmar(let segundos, let replicaSincrona):
      return replicaSincrona
        ? "the server saved the change, but did not confirm within \(segundos) s that its synchronous standby has it: a failover before it gets there could lose it (check with \(cita(orden("historial"))))"
        : "the server took more than \(segundos) s to confirm the change, but it was saved"
    case .yaGuardado(let cuando):
      return
        "this change was already saved, by your earlier attempt (\(horaLocal(cuando))); it was not made again"
    case .anteriorDecidido(let guardado):
      return guardado
        ? "the server says your last change, whose COMMIT got no answer, was saved"
        : "the server says your last change, whose COMMIT got no answer, was not saved"
    case .datoRepetido(let restriccion):
      return "the server refused a repeated value (\(restriccion)); nothing was saved"
    case .datoNoValido(let restriccion):
      return "the server refused an invalid value (\(restriccion)); nothing was saved"
    case .conflictoEnElServidor:
      return "another change crossed this one on the server; nothing was saved: try again"
    case .ocupadoEnElServidor(let segundos):
      return
        "another change on the server held what this one needs for longer than marcador waits (MARCADOR_ESPERA_SERVIDOR, \(segundos) s); nothing was saved: try again in a moment"
    case .esquemaMasNuevo(let encontrada, let soportada):
      return
        "the league on the server is from a newer marcador (schema \(encontrada); this one knows up to \(soportada)): upgrade marcador"
    case .sinEsquema:
      return "the server holds no league yet: create it with \(cita(orden("iniciar")))"
    case .esquemaSinCrear(let nombre):
      return
        "the schema \(cita(nombre)) named by search_path does not exist, and this role may not create it: ask the database administrator to create it (CREATE SCHEMA) and grant you rights on it"
    case .caracterNulo:
      return "a text holds the null character (U+0000), which the server does not accept"
    case .errorDelServidor(let codigo, let mensaje):
      return "the server answered with an error (\(codigo)): \(mensaje)"
    case .ordenDesconocida(let orden):
      return "unknown command \(cita(orden))"
    case .opcionDesconocida(let opcion):
      return "unknown option \(cita(opcion))"
    case .faltaValor(let opcion): return "\(cita(opcion)) needs a value"
    case .valorVacio(let opcion): return "\(cita(opcion)) cannot be empty"
    case .incompatibles(let una, let otra):
      return "\(cita(una)) and \(cita(otra)) cannot go together"
    case .separadorNoValido(let texto):
      return "“--separador” is one punctuation character (such as “|” or “:”) or “\\t”,"
        + " not \(cita(texto))"
    case .entradaNoValida(let texto):
      return
        "ENTRY is the number of a change in “historial” (1, 2, 3…), not \(cita(texto))"
    case .sobraArgumento(let argumento):
      return "unexpected argument \(cita(argumento))"
    case .lecturas(let lineas):
      return
        "this line can be read in \(cuenta(lineas.count, "way", "ways")), so nothing was done; type the one you mean, with its quotes:"
        + lineas.map { "\n  " + orden($0) }.joined()
    case .faltaArgumento(let argumento):
      return "missing \(texto(.argumento(argumento)))"
    case .argumentoVacio(let argumento):
      return "\(texto(.argumento(argumento))) cannot be empty"
    case .argumento(let argumento):
      return switch argumento {
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
      case .rol: "ROLE"
      case .equipoDestino, .destino: "DESTINATION"
      }
    case .argumentoNoUTF8(let posicion):
      return "argument \(posicion) is not valid UTF-8 text"
    case .lineaNoUTF8: return "not valid UTF-8 text"
    case .salidaNoEscrita(let causa): return "could not write the output (\(texto(causa)))"
    case .pruebaAyuda:
      return lugar == .shell ? "Try “marcador --help”." : "Type “ayuda” to see the commands."
    case .lineaSobrante:
      return "this line is left over: every answer had been read; nothing was saved"
    case .resumenDeImportacion(let cuantos, let equipo):
      return "importar \(equipo): " + cuenta(cuantos, "player", "players")
        + " (the whole command is in “historial --json”)"
    case .ayudaGeneral(let ordenes, let opciones):
      return """
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
    case .ayudaInteractiva(let ordenes, let conEditor):
      return """
        Commands:
        \(ordenes)
          salir                   quits (also: quit, exit, Ctrl-D)
        Names need no quotes: “editar Peña L'Olivera Carmen”; a line that can be
        read two ways does nothing and shows each with its quotes.

        """
          + (conEditor
            ? "TAB completes commands, teams and players; ↑ and ↓ go through the history.\n" : "")
    case .tambien(let alias):
      return "(also: " + alias.joined(separator: ", ") + ")"
    case .tituloDeEjemplos(let cuantos): return cuantos == 1 ? "Example:" : "Examples:"
    case .formulario(let jugador, let equipo):
      return switch (jugador, equipo) {
      case (let j?, let e?): "Edit \(j) of \(e)"
      case (nil, let e?): "Add a player to \(e)"
      default: "Add a player"
      }
    case .teclaSiguiente(let guarda): return "⏎ next (on the last, \(guarda ? "saves" : "checks"))"
    case .teclaAnterior: return "⇧⇥ back"
    case .teclaCancela: return "Ctrl-C cancels"
    case .ayudaListaLasOrdenes: return "“ayuda” lists the commands"
    case .tabCompleta: return "TAB completes"
    case .flechasDelHistorial: return "↑↓ history"
    case .ctrlDSale: return "Ctrl-D quits"
    case .salirOCtrlDSale: return "“salir” or Ctrl-D quits"
    case .enCampo(let campo, let mensaje): return enLugar(texto(.campo(campo))) + texto(mensaje)
    case .jugadorDesconocido(let nombre): return "There is no player \(cita(nombre))"
    case .jugadorDesconocidoEn(let nombre, let equipo):
      return "There is no player \(cita(nombre)) in \(equipo)"
    case .sinCambios: return "No changes: nothing was saved"
    case .editado(let antes, let despues, let equipo):
      return "Edited in \(equipo): \(antes) → \(despues)"
    case .quitado(let jugador, let equipo):
      return "Removed from \(equipo): \(jugador)"
    case .preguntaQuitar(let jugador, let equipo):
      return siNo("Remove \(jugador) from \(equipo)?")
    case .noQuitado: return "Nobody was removed."
    case .importado(let cuantos, let equipo):
      return "Imported into \(equipo): " + cuenta(cuantos, "player", "players")
    case .equipoCreado(let nombre): return "Team created: \(nombre)"
    case .equipoRepetido(let nombre): return "There is already a team \(cita(nombre))"
    case .nombreDeEquipoLargo(let maximo): return "\(maximo) letters at most"
    case .nadaQueDeshacer:
      return
        "You have no change to undo (someone else's is undone with \(cita(orden("deshacer N"))), N from “historial”)"
    case .deshecho(let cambio): return "Undone: \(texto(cambio))"
    case .nadaQueRehacer: return "There is nothing to redo"
    case .entradaDesconocida(let numero):
      return "the journal has no change \(numero)"
    case .yaDeshecha(let numero, let cambio):
      return "change \(numero) (\(cita(texto(cambio)))) is already undone"
    case .esUnDeshacer(let numero):
      return
        "change \(numero) is an undo: whoever made it takes it back with \(cita(orden("rehacer")))"
    case .cambiadaDesde(let numero, let cambio, let por):
      return
        "change \(numero) (\(cita(texto(cambio)))) is not undone: what it touched has changed since"
        + entreParentesis(por) + ", and undoing it would lose that change"
    case .noSeRehace(let cambio, let por):
      return
        "\(cita(texto(cambio))) is not redone: what it would touch has changed since it was undone"
        + entreParentesis(por) + ", and redoing it would lose that change"
    case .hechoPor(let usuario, let cuando, let cambio):
      return "\(usuario), \(horaLocal(cuando)): \(cita(texto(cambio)))"
    case .rehecho(let cambio): return "Redone: \(texto(cambio))"
    case .preguntaDeshacer(let numero, let cambio, let usuario, let cuando):
      return siNo(
        "Change \(numero) was made by \(usuario) on \(horaLocal(cuando)): \(cita(texto(cambio))). Undo it?"
      )
    case .noDeshecho: return "Nothing was undone."
    case .conflictoQuitado(let jugador, let equipo, let por):
      return "nothing was saved: " + texto(.yaNoEsta(jugador, equipo: equipo))
        + entreParentesis(por)
    case .yaNoEsta(let jugador, let equipo): return "\(jugador) is no longer in \(equipo)"
    case .conflictoCambiado(let visto, let ahora, let por):
      return "nothing was done: \(visto) has changed since you saw them, now \(ahora)"
        + entreParentesis(por)
    case .conflictoEditado(let jugador, let campos, let por):
      let cambios = campos.map {
        "\(texto(.campo($0.campo))): now \(texto($0.suyo)), yours \(texto($0.tuyo))"
      }
      return "nothing was saved: \(jugador) changed while you were editing"
        + entreParentesis(por) + ": " + cambios.joined(separator: "; ")
    case .sinDorsalComoValor: return "no number"
    case .equipoCambiado(let equipo, let jugadores):
      return "nothing was removed: \(equipo) now has "
        + cuenta(jugadores, "player", "players") + ", not the ones you were told of"
    case .conflictoEnCampo(let suyo, let tuyo, let por):
      return "Changed while you were editing" + entreParentesis(por)
        + ": now \(texto(suyo)), yours \(texto(tuyo)). Enter saves yours; type \(texto(suyo)) to keep that one"
    case .cambiadoPorOtro(let usuario, let valor):
      return "(\(usuario) changed it to \(texto(valor)) just now)"
    case .diarioNoValido(let ruta, let linea):
      return enLugar(ruta, linea: linea)
        + "the journal of changes cannot be read; nothing was touched"
    case .marcaDeshecho: return "(undone)"
    case .resumenDePlantilla(let equipo, let jugadores):
      return "\(equipo): " + cuenta(jugadores, "player", "players")
    case .preguntaListar(let cuantos):
      return siNo("Display all " + cuenta(cuantos, "possibility", "possibilities") + "?")
    case .ayudaCompletar: return "Completes teams and commands"
    case .ayudaPrellenar: return "Writes the previous answer"
    case .ayudaFin: return "Ends or deletes"
    case .ayudaAceptar: return "Accepts the line if it is valid"
    case .ayudaAnterior: return "Goes back to the previous question"
    case .ayudaPegar: return "Pastes text without sending it"
    case .ayudaBorrarAtras: return "Deletes the character before"
    case .ayudaBorrar: return "Deletes the character under the cursor"
    case .ayudaAtras: return "One character to the left"
    case .ayudaAdelante: return "One character to the right"
    case .ayudaBorrarPalabra: return "Deletes the word before"
    case .ayudaLimpiar: return "Clears the screen"
    case .enlaceRoto(let ruta, let destino):
      return
        enLugar(ruta)
        + "is a link to \(cita(destino)), which does not exist; create it with \(cita(orden("iniciar"))) (or \(cita(orden("iniciar --ejemplo"))))"
    case .comoVerLaPlantilla(let equipo):
      return "\(cita(orden("plantilla " + enOrden(equipo)))) shows it"
    case .comoVerLosEquipos: return "\(cita(orden("equipos"))) lists them"
    case .ligaSinEquipos:
      return
        "The league has no teams yet: create the first one with \(cita(orden("nuevo-equipo NAME")))"
    case .esperandoCerrojo:
      return "Waiting for another process to release the league… (Ctrl-C cancels)"
    case .esperandoServidor: return "Waiting for the server… (Ctrl-C cancels)"
    case .preguntaReintentar: return siNo("Try again?", porDefecto: true)
    case .haceUnMomento(let error, let jugador):
      return "\(texto(error)) (\(jugador), a moment ago)"
    case .avisoDorsalTomado(let jugador, let dorsal):
      return "Notice: \(jugador) just took number \(dorsal)"
    case .avisoNombreTomado(let jugador, let equipo):
      return "Notice: \(jugador) just joined \(equipo)"
    case .comprobando: return "checking…"
    case .libre: return "free"
    case .vistaEnVivoApagada:
      return "The live view is off: the form goes on with what it had"
    case .errorDeCSV(let error, let archivo):
      return switch error {
      case .noLegible(let causa):
        enLugar(archivo)
          + "cannot read it (\(texto(.causa(causa))))"
      case .esCarpeta: enLugar(archivo) + "is a folder, not a CSV file"
      case .comillaSinCerrar(let linea):
        enLugar(archivo, linea: linea) + "the quote that opens on this line is never closed"
      case .noUTF8(let linea, let byte):
        enLugar(archivo, linea: linea)
          + "byte \(byte) of the file is not UTF-8; save it as “CSV UTF-8”"
      case .demasiadoGrande(let limite):
        enLugar(archivo)
          + "it is over \(limite >> 20) MiB, the most imported at once; split it into"
          + " several files"
      case .utf16SinMarca:
        enLugar(archivo) + "looks like UTF-16 without a byte-order mark; save it as “CSV UTF-8”"
      case .noUTF16(let linea, let byte):
        enLugar(archivo, linea: linea)
          + "byte \(byte) of the file is not valid UTF-16; save it as “CSV UTF-8”"
      case .separadoresMezclados(let linea, let separador, let otraLinea, let otroSeparador):
        enLugar(archivo, linea: linea)
          + "this row separates its columns with \(nombre(de: separador)) and"
          + " line \(otraLinea) with \(nombre(de: otroSeparador)); use the same separator in the"
          + " whole file (or quote the field that holds the other)"
      case .separadorDudoso(let linea, let separadores):
        enLugar(archivo, linea: linea) + "cannot tell which separates the columns, "
          + lista(separadores.map(nombre(de:)), "or")
          + (separadores.count == 2 ? ": both fit" : ": all three fit") + " every row; put "
          + lista(separadores.map(lineaSep(de:)), "or") + " as the first line"
      case .separadorNoReconocido(let linea, let parecido):
        enLugar(archivo, linea: linea) + "neither “,” nor “;” nor a tab separates the columns,"
          + " and this row seems to separate them with \(nombre(de: parecido)): nothing is"
          + " imported on a guess; if so, say \(cita(separador(parecido)))"
      case .guionEnNombres(let linea, let otraLinea):
        enLugar(archivo, linea: linea) + "neither “,” nor “;” nor a tab separates the columns,"
          + " and this row seems to separate them with “ - ”, but "
          + (otraLinea == linea ? "it also holds" : "line \(otraLinea) holds")
          + " “-” inside a name and “--separador” takes one character: nothing is imported on a"
          + " guess; save the file with “,” or “;” between the columns"
      case .cabeceraSinSeparar(let linea, let separador, let parecido):
        enLugar(archivo, linea: linea) + "this row seems a header, but "
          + (separador.map { "\(nombre(de: $0)) does not split it" }
            ?? "neither “,” nor “;” nor a tab splits it")
          + " into known columns: nothing is imported on a guess; "
          + (parecido.map { "if \(nombre(de: $0)) separates them, say \(cita(self.separador($0)))" }
            ?? "separate its columns with “,” or name the character that does with “--separador”")
      }
    case .demasiadasColumnas(let columnas, let esperadas):
      return "it has " + cuenta(columnas, "column", "columns")
        + " where \(esperadas.count) are expected: "
        + lista(esperadas.map(nombre(de:)), "and")
    case .cabeceraDeLiga(let archivo):
      return "the header is a whole league's, with a team column:"
        + " \(cita(orden("importar " + enOrden(archivo))))"
    case .cabeceraDeEquipo(let archivo):
      return "the header is a team's, with no team column:"
        + " \(cita(orden("importar TEAM " + enOrden(archivo))))"
    case .filasDeEquipo(let archivo):
      return "with no header and two columns at most it is a team's roster:"
        + " \(cita(orden("importar TEAM " + enOrden(archivo)))); a league has three columns,"
        + " “equipo,nombre,dorsal”, with its header or without"
    case .niEquipoNiArchivo(let nombre):
      return "There is no team or file \(cita(nombre))"
    case .reemplazarSinEquipo(let archivo):
      return "“--reemplazar” needs the team whose roster it replaces:"
        + " \(cita(orden("importar TEAM " + enOrden(archivo) + " --reemplazar")))"
    case .niCabeceraNiJugador(let texto):
      return
        "the first row is neither a known header (name, number) nor a player: \(cita(texto)) is not a"
        + " number"
    case .columnaRepetida(let primera, let segunda):
      return primera.lowercased() == segunda.lowercased()
        ? "the header names \(cita(segunda)) twice"
        : "the header names the same column twice, \(cita(primera)) and \(cita(segunda))"
    case .nadaQueImportar(let archivo):
      return "Nothing to import: \(archivo ?? "standard input") has no rows. Nothing was saved."
    case .importacionComprobada(let cuantos, let equipo):
      return "All valid, nothing saved: "
        + cuenta(cuantos, "player", "players") + " can join \(equipo)"
    case .lecturaDeCSV(let separador, let columnas, let cabecera):
      let columnasDe =
        separador.map { "Columns separated by \(nombre(de: $0))" }
        ?? "Neither “,” nor “;” nor a tab splits any row"
      return columnasDe
        + ": " + lista(columnas.map(nombre(de:)), "and")
        + (cabecera.map { " (header on line \($0))" } ?? " (no header)")
    case .filaPrevista(let jugador, let equipo):
      return "  " + jugador + (equipo.map { " · " + $0 } ?? "")
    case .masFilas(let cuantas):
      return "  … and " + cuenta(cuantas, "more row", "more rows")
    case .leyendoCSV:
      return "Type or paste the rows (name,number); Ctrl-D ends, Ctrl-C cancels."
    case .importarSinArchivo:
      return "here the input holds commands: give the file, “importar TEAM FILE”"
    case .conflictoAlGuardar:
      return "the roster changed while the file was being read; nothing was saved"
    case .masFallos(let cuantos, let archivo):
      return enLugar(archivo) + "and " + cuenta(cuantos, "more error", "more errors")
        + " in the rows after these"
    case .nombreFueraDeRegla(let nombre, let equipo, let error):
      let quien = equipo.map { "the name of a player of \(cita($0))" } ?? "a team's name"
      let cual = "\(quien), \(cita(nombre)),"
      let maximo = equipo == nil ? Reglas.maximoNombreDeEquipo : Reglas.maximoNombre
      return switch error {
      case .vacio: "\(quien) is empty"
      case .largo: "\(cual) is over \(maximo) letters"
      case .caracteresNoValidos: "\(cual) has invisible or control characters"
      case .caracterInvisible(let escalar, let posicion):
        "\(cual) has an invisible character (\(puntoDeCodigo(escalar))) at position \(posicion)"
      case .repetido: "\(cual) is repeated"
      }
    case .aviso(let nombre):
      return "warning: " + texto(nombre) + "; fix it in the file"
    case .exportacionNoHecha:
      return
        "nothing was exported: the CSV would carry those names as they are, and “importar” refuses"
        + " them; fix them, or export with “--json”"
    case .equipoRenombrado(let antes, let despues, let partidos):
      return "Team renamed: \(antes) → \(despues); matches naming it: \(partidos)"
    case .preguntaQuitarEquipo(let equipo, let jugadores):
      return switch jugadores {
      case 0: siNo("Remove the team \(equipo), which has no players?")
      case 1: siNo("Remove the team \(equipo) and its one player?")
      default:
        siNo("Remove the team \(equipo) and its " + cuenta(jugadores, "player", "players") + "?")
      }
    case .equipoQuitado(let equipo, let jugadores):
      return switch jugadores {
      case 0: "Removed the team \(equipo), which had no players"
      case 1: "Removed the team \(equipo) and its one player"
      default: "Removed the team \(equipo) and its " + cuenta(jugadores, "player", "players")
      }
    case .noQuitadoEquipo: return "No team was removed."
    case .equipoEnPartidos(let equipo, let partidos):
      return "the team \(equipo) is not removed: "
        + cuenta(partidos, "match of the league names it", "matches of the league name it")
        + ", and a team stays while a match names it"
    case .nombreEnPartidos(let nombre, let como, let partidos):
      return "the team is not renamed \(nombre): "
        + cuenta(
          partidos, "match of the league already names", "matches of the league already name")
        + " a team \(como) that is not there: the name would then stand for two teams"
    case .traspasado(let antes, let despues, let desde, let hasta):
      return "Transferred from \(desde) to \(hasta): "
        + (antes == despues ? antes : "\(antes) → \(despues)")
    case .traspasoAlMismoEquipo(let jugador, let equipo):
      return "\(cita(jugador)) already plays for \(equipo): there is nothing to transfer"
    case .nombreOcupadoEn(let nombre, let equipo):
      return "there is already a player called \(cita(nombre)) in \(equipo)"
    case .dorsalOcupadoEn(let dorsal, let equipo):
      return "another player of \(equipo) already wears \(dorsal)"
    case .eligeOtroDorsal:
      return "Choose another with --dorsal, or none with --sin-dorsal"
    case .cabeceraDeTraspaso(let jugador, let dorsal, let desde, let hasta):
      return
        "Transfer of \(jugador) from \(desde) to \(hasta): another player wears \(dorsal) there;"
        + " choose another number or leave it empty (Ctrl-C cancels)"
    case .equipoEncontrado(let nombre, let jugadores):
      return switch jugadores {
      case 0: "\(nombre) · team that has no players"
      case 1: "\(nombre) · team of 1 player"
      default: "\(nombre) · team of " + cuenta(jugadores, "player", "players")
      }
    case .nadaCoincide(let texto):
      return "No team or player has \(cita(texto)) in their name"
    case .reemplazado(let equipo, let anadidos, let cambiados, let quitados, let movidos):
      return "Roster of \(equipo) replaced: "
        + cuentas(
          anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
    case .planOrden(let movidos):
      return "↕ The file's order: " + cuenta(movidos, "player moves", "players move")
    case .reemplazoComprobado(let equipo, let anadidos, let cambiados, let quitados, let movidos):
      return "All valid, nothing saved: in \(equipo), "
        + cuentas(
          anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
    case .ligaImportada(let jugadores, let equipos, let nuevos, let comprobado):
      let cuerpo =
        cuenta(jugadores, "player", "players") + " into "
        + cuenta(equipos, "team", "teams")
        + (nuevos == 0 ? "" : " (" + cuenta(nuevos, "new", "new") + ")")
      return comprobado
        ? "All valid, nothing saved: it would import " + cuerpo
        : "Imported into the league: " + cuerpo
    case .resumenDeLigaImportada(let jugadores):
      return "importar: " + cuenta(jugadores, "player", "players")
        + " (the whole command is in “historial --json”)"
    case .temporadaIniciada(let destino, let origen, let equipos, let etiqueta, let anterior):
      return "New season in \(destino), from \(origen): "
        + cuenta(equipos, "team", "teams")
        + (etiqueta.map { "; season \(cita($0)), " } ?? "")
        + (etiqueta == nil ? "" : anterior.map { "the one after \(cita($0))" } ?? "as given")
    case .temporadaSinSiguiente(let anterior):
      return "there is no telling which season follows \(cita(anterior)): give it with "
        + "--temporada; nothing was created"
    case .preguntaTemporada(let anterior):
      return "The new league's season (this one is \(cita(anterior))): "
    case .campoTemporada:
      return "Season"
    }
  }
}

/// The words some messages are made of.
extension CatalogoIngles {
  /// What the JSON reader expected where a file went wrong.
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

  /// The JSON type a key of the file must have.
  private func texto(de tipo: TipoEsperado) -> String {
    switch tipo {
    case .objeto: "an object"
    case .lista: "a list"
    case .texto: "a string"
    case .numero: "a number"
    }
  }

  /// A separator as a message names it.
  private func nombre(de separador: CSV.Separador) -> String { nombre(de: separador.rawValue) }

  /// A column of a CSV, as messages name it.
  private func nombre(de columna: CSV.Columna) -> String {
    switch columna {
    case .equipo: "team"
    case .nombre: "name"
    case .dorsal: "number"
    }
  }

  /// A separator's character, as a message names it: a tab in words, any other quoted.
  private func nombre(de separador: UInt8) -> String {
    separador == 0x09 ? "a tab" : cita(String(UnicodeScalar(separador)))
  }

  /// The first line that names a separator, as a message shows it.
  private func lineaSep(de separador: CSV.Separador) -> String {
    separador == .tabulador ? "“sep=” and a tab" : "“sep=\(UnicodeScalar(separador.rawValue))”"
  }

  /// Added, changed and removed always; moved only when some are (a new order).
  private func cuentas(anadidos: Int, cambiados: Int, quitados: Int, movidos: Int) -> String {
    cuenta(anadidos, "added", "added") + ", " + cuenta(cambiados, "changed", "changed") + ", "
      + cuenta(quitados, "removed", "removed")
      + (movidos == 0 ? "" : ", " + cuenta(movidos, "moved", "moved"))
  }
}
