// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// Spanish, the app's language and the default.
public struct CatalogoEspanol: Catalogo {
  public var lugar = LugarDeLectura.shell
  public var tramosDeLibres: Int?
  public var horaLocal: @Sendable (String) -> String = { $0 }

  public init() {}

  public let comillas = (abre: "«", cierra: "»")
  public let letrasSiNo = (si: "s", no: "n")
  public let separadorDeMiles = "."
  public let separadorDecimal = ","
  public let comaAntesDeLaUltima = false

  public func esAfirmativa(_ respuesta: String) -> Bool {
    ["s", "si", "sí"].contains(NombreDeJugador.clave(respuesta))
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
      case .vacio: "Escribe un nombre"
      case .largo: "Como mucho \(Reglas.maximoNombre) letras"
      case .repetido: "Ya hay un jugador con ese nombre"
      case .caracteresNoValidos: "El nombre tiene caracteres no válidos"
      case .caracterInvisible(let escalar, let posicion):
        "El nombre tiene un carácter invisible (\(puntoDeCodigo(escalar))) en la posición "
          + "\(posicion)"
      }
    case .errorDeDorsal(let error):
      return switch error {
      case .noEsNumero: "Escribe solo números"
      case .fueraDeRango: "Del \(dorsalMinimo) al \(dorsalMaximo)"
      case .repetido: "Ese dorsal ya lo lleva otro jugador"
      }
    case .equipoVacio: return "Escribe el nombre de un equipo"
    case .equipoDesconocido(let nombre): return "No hay ningún equipo \(cita(nombre))"
    case .quisisteDecir(let nombre): return "¿Quisiste decir \(cita(nombre))?"
    case .libres(let dorsales):
      return "Libres: " + Catalogos.rangos(dorsales, maximo: tramosDeLibres)
    case .ningunDorsalLibre: return "No queda ningún dorsal libre"
    case .campo(let campo):
      return switch campo {
      case .equipo: "Equipo"
      case .nombre: "Nombre"
      case .dorsal: "Dorsal"
      }
    case .preguntaEquipo(let sugerido):
      return sugerido.map { pregunta("Equipo: ", conValor: $0) } ?? "Equipo: "
    case .preguntaNombre(let longitud?, let maximo):
      return "Nombre [\(longitud)/\(maximo)]: "
    case .preguntaNombre(nil, let maximo):
      return "Nombre (hasta \(maximo) letras): "
    case .preguntaDorsal: return "Dorsal (opcional): "
    case .preguntaDescartar: return siNo("¿Descartar los cambios?")
    case .preguntaAnadirDeNuevo: return siNo("¿Añadir con tus respuestas?")
    case .enLinea(let linea, let campo, let mensaje):
      return "línea \(linea) (\(texto(.campo(campo)))): \(texto(mensaje))"
    case .enOpcion(let opcion, let mensaje): return enLugar(opcion) + texto(mensaje)
    case .lineaDeOrdenes(let linea): return "línea \(linea): "
    case .guardado(let jugador, let equipo):
      return "Añadido a \(equipo): \(jugador)"
    case .comprobado(let jugador, let equipo, let editado):
      return "Todo correcto, no se ha guardado nada: \(jugador) "
        + (editado ? "vale" : "puede entrar")
        + " en \(equipo)"
    case .cancelado: return "Cancelado: no se ha guardado nada."
    case .noExiste(let ruta):
      return
        enLugar(ruta)
        + "no existe el archivo del torneo; créalo con \(cita(orden("iniciar"))) (o \(cita(orden("iniciar --ejemplo"))))"
    case .noLegible(let ruta, let causa):
      return enLugar(ruta) + "no se puede leer el archivo del torneo (\(texto(causa)))"
    case .noValido(let ruta, let linea, let columna, let motivo):
      return
        enLugar(ruta, linea: linea, columna: columna)
        + "el archivo del torneo no es válido: \(texto(motivo)). No se ha tocado."
    case .motivoInvalido(let motivo):
      return switch motivo {
      case .finInesperado: "se acaba a medias"
      case .vacio: "está vacío"
      case .noEsJSON(let empieza): "no es JSON (empieza por \(cita(empieza)))"
      case .inesperado(let encontrado, let esperado):
        "\(cita(encontrado)) donde se esperaba \(texto(de: esperado))"
      case .utf8NoValido: "hay bytes que no son UTF-8"
      case .caracterDeControl: "un texto tiene un carácter de control sin escapar"
      case .escapeNoValido: "un escape con barra invertida no es válido"
      case .sustitutoSolitario: "un escape \\u es medio par sustituto"
      case .numeroNoValido: "un número mal escrito"
      case .demasiadoAnidado(let limite): "anidado a más de \(limite) niveles"
      case .claveRepetida(let clave): "la clave \(cita(clave)) está repetida"
      case .sobraContenido: "sobra texto después del final"
      case .tipoIncorrecto(let clave, let tipo): "\(cita(clave)) debe ser \(texto(de: tipo))"
      case .falta(let clave): "falta la clave \(cita(clave))"
      case .dorsalNoValido:
        "un dorsal debe ser un número entero del \(dorsalMinimo) al \(dorsalMaximo)"
      case .demasiadoGrande(let limite): "pasa de \(limite >> 20) MiB, lo más que se lee"
      case .equipoRepetido(let nombre): "el equipo \(cita(nombre)) está repetido"
      case .plantillaNoValida(.nombreRepetido(let nombre)):
        "la plantilla repite el nombre \(cita(nombre))"
      case .plantillaNoValida(.dorsalRepetido(let dorsal)):
        "la plantilla repite el dorsal \(dorsal)"
      }
    case .bloqueado(let ruta, let segundos):
      return enLugar(ruta) + "otro proceso lo ha tenido bloqueado "
        + (segundos == 1
          ? "el 1 s que se ha esperado" : "los \(decimal(segundos)) s que se han esperado")
        + "; no se ha guardado nada (MARCADOR_ESPERA da más tiempo)"
    case .noSeEscribio(let ruta, let causa):
      return enLugar(ruta) + "no se pudo guardar (\(texto(causa))); el archivo sigue como estaba"
    case .noPuedesEscribir(let rutas, let arreglo, let soloRoot):
      return "no puedes escribir en " + lista(rutas, "ni en") + "; lo arregla "
        + cita(arreglo) + (soloRoot ? ", dado por root" : ", dado por su dueño o por root")
        + ". No se ha guardado nada"
    case .sinConfirmar(let ruta, let causa):
      return
        enLugar(ruta)
        + "el cambio está escrito, pero no se pudo asegurar en el disco (\(texto(causa))); un corte de luz podría deshacerlo"
    case .yaExiste(let ruta): return enLugar(ruta) + "ya existe; no se sobrescribe"
    case .ligaDemasiadoGrande(let ruta, let tamano, let limite):
      return enLugar(ruta) + "quedaría en \(decimal(mebibytes(tamano))) MiB, más de los"
        + " \(limite >> 20) MiB que marcador lee de una liga; no se ha guardado nada"
    case .noSeCreo(let ruta, let causa):
      return enLugar(ruta) + "no se pudo crear (\(texto(causa)))"
    case .carpetaComoTorneo(let ruta, let existe):
      return enLugar(ruta) + "no se puede crear el torneo: "
        + (existe ? "es una carpeta" : "es el nombre de una carpeta, y esa carpeta no existe")
        + "; el torneo es un archivo (por ejemplo, \(Catalogos.dentro(de: ruta)))"
    case .creado(let ruta, let equipos):
      return equipos == 0
        ? "Torneo creado en \(ruta)"
        : "Torneo de ejemplo creado en \(ruta) (" + cuenta(equipos, "equipo", "equipos") + ")"
    case .copiado(let destino, let equipos):
      return "Liga copiada a \(destino) (" + cuenta(equipos, "equipo", "equipos")
        + ")"
    case .llevada(let archivo, let desde, let equipos, let ruta):
      return "Liga de \(desde) llevada a \(archivo) (" + cuenta(equipos, "equipo", "equipos")
        + "): se puede usar sin conexión; \(cita(orden("sincronizar " + ruta))) la devuelve"
    case .sincronizada(let archivo, let servidor, let enviados, let yaEstaban, let entrada):
      return "\(archivo) sincronizado con \(servidor): "
        + cuenta(enviados, "cambio enviado", "cambios enviados")
        + (yaEstaban > 0
          ? " (" + cuenta(yaEstaban, "ya estaba", "ya estaban") + " de un intento anterior)" : "")
        + "; el archivo es ahora la liga del servidor (entrada \(entrada))"
    case .sincronizacionRechazada(let archivo, let conflictos):
      return "no se ha enviado nada de \(archivo): "
        + cuenta(
          conflictos, "cambio hecho sin conexión choca", "cambios hechos sin conexión chocan")
        + " con el servidor; el archivo sigue como estaba"
    case .conflictoFueraDeLinea(
      let equipo, let jugador, let campo, let tuyo, let suyo, let usuario, let cuando):
      return "  \(equipo), \(jugador), \(texto(.campo(campo)).lowercased()): tú \(texto(tuyo)), "
        + "\(usuario ?? "otra persona") \(texto(suyo))"
        + (cuando.map { " (\(horaLocal($0)))" } ?? "")
    case .fueraDeLineaRechazado(let cambio, let motivo, let por):
      return "  \(cita(texto(cambio))), sin conexión: \(texto(motivo))" + entreParentesis(por)
    case .conflictosPorResolver(let conflictos):
      return cuenta(
        conflictos, "cambio hecho sin conexión choca", "cambios hechos sin conexión chocan")
        + " con el servidor; elige en cada uno (Ctrl-C no envía nada):"
    case .preguntaConflicto(let tuyo, let suyo):
      return
        "  ¿Cuál? Enter o «t»: el tuyo (\(texto(tuyo))); «s»: el suyo (\(texto(suyo))); u otro: "
    case .preguntaOtroDorsal(let jugador):
      return "  ¿Qué dorsal lleva \(jugador)? Enter: ninguno; «s»: el suyo (no se añade); u otro: "
    case .teclaTuyo: return "t"
    case .teclaSuyo: return "s"
    case .preguntaDescartarFueraDeLinea:
      return "  " + siNo("¿Descartarlo y quedarte con lo del servidor?")
    case .noEsUnaCopia(let archivo):
      return
        "\(archivo) no es una liga llevada con \(cita(orden("llevar"))): no dice de qué servidor viene"
    case .marcaFueraDeLinea: return "(sin conexión)"
    case .causa(let causa):
      return switch causa {
      case .noExiste: "no existe"
      case .sinPermisoDeEscritura: "esta cuenta no tiene permiso de escritura"
      case .sinPermisoDeLectura: "esta cuenta no tiene permiso de lectura"
      case .carpetaConBitSticky:
        "permiso denegado: en una carpeta con el bit sticky solo su dueño puede sustituirlo"
      case .permisoDenegado: "permiso denegado"
      case .esCarpeta: "es una carpeta"
      case .parteNoEsCarpeta: "una parte de la ruta no es una carpeta"
      case .sinEspacio: "no queda espacio en el disco"
      case .sinCuota: "se ha superado la cuota de disco"
      case .demasiadoGrande: "el archivo supera el tamaño permitido"
      case .entradaSalida: "error de entrada/salida"
      case .soloLectura: "el sistema de archivos es de solo lectura"
      case .demasiadosEnlaces: "demasiados enlaces simbólicos"
      case .rutaLarga: "la ruta es demasiado larga"
      case .otroSistemaDeArchivos: "el destino está en otro sistema de archivos"
      case .yaExiste: "ya existe"
      case .errno(let numero): "errno \(numero)"
      }
    case .plantillaVacia(let equipo): return "\(equipo) no tiene jugadores todavía"
    case .sinLibPQ(let detalle):
      return "no se puede usar un servidor: falta libpq (instala el paquete libpq5): \(detalle)"
    case .urlNoValida(let url):
      return
        enLugar(url)
        + "no es una dirección de servidor válida (p. ej. postgresql://usuario@máquina/liga)"
    case .servidorInalcanzable(let destino, let libpq):
      return
        enLugar(destino)
        + "no responde ningún servidor; no se ha guardado nada: comprueba la dirección o inténtalo más tarde"
        + libpq
    case .certificadoNoConfiable(let host):
      return
        "el certificado del servidor no es de confianza para \(cita(host)), así que no se le ha enviado nada, ni la contraseña: comprueba sslrootcert (el certificado de la autoridad de la federación) y el nombre del servidor en la URL"
    case .servidorSinTLS(let host):
      return
        "el servidor de \(cita(host)) no ofrece TLS y la URL lo exige (sslmode), así que no se le ha enviado nada, ni la contraseña"
    case .servidorNoDisponible(let destino):
      return
        enLugar(destino)
        + "el servidor está arrancando o parándose; no se ha guardado nada: inténtalo de nuevo en un momento"
    case .servidorSoloLectura(let destino):
      return
        enLugar(destino)
        + "el servidor solo admite lecturas (es una réplica); no se ha guardado nada: usa la dirección del primario, o varias con target_session_attrs=read-write"
    case .servidorSinRespuesta(let destino, let segundos):
      return
        enLugar(destino)
        + "el servidor no ha contestado en \(segundos) s; no se ha guardado nada: inténtalo más tarde (connect_timeout en la dirección da más tiempo)"
    case .tiempoAgotadoEnElServidor(let segundos, let cambio):
      return switch cambio {
      case .noGuardado:
        "el servidor dejó de contestar durante \(segundos) s; no se ha guardado nada: inténtalo más tarde (MARCADOR_ESPERA_SERVIDOR da más tiempo)"
      case .guardado:
        "el servidor dejó de contestar durante \(segundos) s, pero el cambio quedó guardado"
      case .incierto:
        "el servidor dejó de contestar mientras se guardaba y no se sabe si el cambio quedó guardado: compruébalo con \(cita(orden("historial")))"
      }
    case .canceladoEnElServidor(let cambio):
      return switch cambio {
      case .noGuardado: "cancelado; no se ha guardado nada"
      case .guardado: "cancelado, pero el cambio ya había quedado guardado"
      case .incierto:
        "cancelado mientras se guardaba; no se sabe si el cambio quedó guardado: compruébalo con \(cita(orden("historial")))"
      }
    case .faltaContrasena(let usuario, let baseDeDatos):
      return
        "el servidor pide una contraseña para \(cita(usuario)) en \(cita(baseDeDatos)): ponla en ~/.pgpass o en PGPASSWORD"
    case .contrasenaRechazada(let usuario, let baseDeDatos):
      return
        "el servidor no acepta la contraseña de \(cita(usuario)) en \(cita(baseDeDatos)): revisa ~/.pgpass o PGPASSWORD"
    case .conexionRechazada(let usuario, let baseDeDatos):
      return
        "el servidor no admite a \(cita(usuario)) en \(cita(baseDeDatos)): el usuario o la base de datos no existen, o no pueden conectarse"
    case .sinPermisoEnElServidor:
      return "el servidor no te permite hacer esto; pídeselo a quien administra la base de datos"
    case .sinDerechos(let equipo, let usuario, let delegados, let federacion):
      let quien =
        federacion.isEmpty
        ? "quien administra la base de datos" : "la federación (\(lista(federacion, "y")))"
      guard let equipo else {
        return
          "\(cita(usuario)) no puede crear, renombrar ni quitar equipos ni empezar temporada: eso lo hace \(quien)"
      }
      let deQuien =
        delegados.isEmpty ? "que no tiene delegado" : "que lleva \(lista(delegados, "y"))"
      return
        "\(cita(usuario)) no puede cambiar \(cita(equipo)), \(deQuien): los permisos los da \(quien) con \(cita(orden("permisos")))"
    case .rolDesconocido(let rol):
      return "no hay ningún rol \(cita(rol)) en el servidor: créalo antes (CREATE ROLE)"
    case .permisosDeArchivo(let ruta):
      return
        "\(cita(ruta)) es un archivo: sus permisos son los de Unix, y quien puede escribirlo puede cambiar cualquier equipo (\(cita("chmod")), \(cita("chgrp")))"
    case .permisosDeLaFederacion(let roles):
      return "Federación (todos los equipos): \(lista(roles, "y"))"
    case .permisosDeEquipo(let equipo, let delegados):
      return "\(equipo): \(lista(delegados, "y"))"
    case .permisosCambiados(let dar, let rol, let equipos):
      guard let equipos else {
        return dar
          ? "\(cita(rol)) es de la federación: cambia todos los equipos y da permisos"
          : "\(cita(rol)) ya no es de la federación"
      }
      let nombres = lista(equipos.map(cita), "y")
      return dar
        ? "\(cita(rol)) puede cambiar \(nombres)" : "\(cita(rol)) ya no puede cambiar \(nombres)"
    case .conexionPerdida(let cambio):
      return switch cambio {
      case .noGuardado:
        "se cortó la conexión con el servidor; no se ha guardado nada: vuelve a intentarlo cuando responda"
      case .guardado: "se cortó la conexión con el servidor, pero el cambio quedó guardado"
      case .incierto:
        "se cortó la conexión con el servidor mientras se guardaba y no se sabe si el cambio quedó guardado: compruébalo con \(cita(orden("historial")))"
      }
    case .anteriorSinDecidir:
      return
        "el servidor aún no sabe si el último cambio quedó guardado (su COMMIT no tuvo respuesta); no se ha enviado nada más: vuelve a intentarlo en un momento o compruébalo con \(cita(orden("historial")))"
    case .guardadoSinConfirmar(let segundos, let replicaSincrona):
      return replicaSincrona
        ? "el servidor guardó el cambio, pero en \(segundos) s no confirmó que su réplica síncrona lo tenga: si cae antes de que le llegue, podría perderse (compruébalo con \(cita(orden("historial"))))"
        : "el servidor tardó más de \(segundos) s en confirmar el cambio, pero quedó guardado"
    case .yaGuardado(let cuando):
      return
        "este cambio ya estaba guardado: lo guardó tu intento anterior (\(horaLocal(cuando))); no se ha repetido"
    case .anteriorDecidido(let guardado):
      return guardado
        ? "el servidor dice que tu cambio anterior, cuyo COMMIT no tuvo respuesta, quedó guardado"
        : "el servidor dice que tu cambio anterior, cuyo COMMIT no tuvo respuesta, no se guardó"
    case .datoRepetido(let restriccion):
      return "el servidor rechazó un dato repetido (\(restriccion)); no se ha guardado nada"
    case .datoNoValido(let restriccion):
      return "el servidor rechazó un dato no válido (\(restriccion)); no se ha guardado nada"
    case .conflictoEnElServidor:
      return
        "otro cambio se cruzó con este en el servidor; no se ha guardado nada: vuelve a intentarlo"
    case .ocupadoEnElServidor(let segundos):
      return
        "otro cambio en el servidor retuvo lo que este necesita más de lo que marcador espera (MARCADOR_ESPERA_SERVIDOR, \(segundos) s); no se ha guardado nada: vuelve a intentarlo en un momento"
    case .esquemaMasNuevo(let encontrada, let soportada):
      return
        "la liga del servidor es de un marcador más nuevo (esquema \(encontrada); este entiende hasta el \(soportada)): actualiza marcador"
    case .sinEsquema:
      return "el servidor no tiene ninguna liga todavía: créala con \(cita(orden("iniciar")))"
    case .esquemaSinCrear(let nombre):
      return
        "el esquema \(cita(nombre)) que nombra search_path no existe, y este usuario no puede crearlo: pide a quien administra la base de datos que lo cree (CREATE SCHEMA) y te dé permiso en él"
    case .caracterNulo:
      return "un texto lleva el carácter nulo (U+0000), que el servidor no admite"
    case .errorDelServidor(let codigo, let mensaje):
      return "el servidor respondió con un error (\(codigo)): \(mensaje)"
    case .ordenDesconocida(let orden):
      return "no conozco la orden \(cita(orden))"
    case .opcionDesconocida(let opcion):
      return "no conozco la opción \(cita(opcion))"
    case .faltaValor(let opcion): return "a \(cita(opcion)) le falta su valor"
    case .valorVacio(let opcion): return "\(cita(opcion)) no puede estar vacía"
    case .incompatibles(let una, let otra):
      return "\(cita(una)) y \(cita(otra)) no van juntas"
    case .separadorNoValido(let texto):
      return "«--separador» es un carácter de puntuación (como «|» o «:») o «\\t»,"
        + " no \(cita(texto))"
    case .entradaNoValida(let texto):
      return
        "ENTRADA es el número de un cambio de «historial» (1, 2, 3…), no \(cita(texto))"
    case .sobraArgumento(let argumento):
      return "sobra el argumento \(cita(argumento))"
    case .lecturas(let lineas):
      return
        "esta línea se puede leer de \(cuenta(lineas.count, "manera", "maneras")) y no se ha hecho nada; escribe, con sus comillas, la que quieras:"
        + lineas.map { "\n  " + orden($0) }.joined()
    case .faltaArgumento(let argumento):
      return "falta \(texto(.argumento(argumento)))"
    case .argumentoVacio(let argumento):
      return "\(texto(.argumento(argumento))) no puede estar vacío"
    case .argumento(let argumento): return argumento.palabra
    case .argumentoNoUTF8(let posicion):
      return "el argumento \(posicion) no es texto UTF-8 válido"
    case .lineaNoUTF8: return "no es texto UTF-8 válido"
    case .salidaNoEscrita(let causa):
      return "no se pudo escribir la salida (\(texto(causa)))"
    case .pruebaAyuda:
      return lugar == .shell ? "Prueba «marcador --help»." : "Escribe «ayuda» para ver las órdenes."
    case .lineaSobrante:
      return "esta línea sobra: ya estaban todas las respuestas; no se ha guardado nada"
    case .resumenDeImportacion(let cuantos, let equipo):
      return "importar \(equipo): " + cuenta(cuantos, "jugador", "jugadores")
        + " (la orden entera, en «historial --json»)"
    case .ayudaGeneral(let ordenes, let opciones):
      return """
        Uso: marcador [--torneo RUTA] [ORDEN] [OPCIONES]

        La libreta de Marcador en la terminal: la plantilla de los equipos de una liga,
        y el formulario «Añadir jugador» de la app, campo a campo.

        Órdenes:
        \(ordenes)

        Sin orden, en una terminal: el modo interactivo («marcador> »), con TAB e
        historial. Sin orden y sin terminal: lee órdenes de la entrada, una por línea;
        la primera que falla termina con su estado («buscar» sin nada que mostrar no
        falla).

        Opciones:
        \(tablaDeOpciones(opciones, de: nil))

        Estado de salida: 0 hecho; 1 «buscar» no encontró nada; 64 línea de órdenes
        incorrecta; 65 respuesta no válida, equipo desconocido, cambio rechazado o
        archivo no válido; 66 no hay archivo o no se puede leer; 69 no se llega al
        servidor; 73 no se puede crear; 74 error al escribir; 75 archivo (o fila del
        servidor) bloqueado por otro cambio; 77 el servidor no lo permite;
        130 cancelado.

        Más en marcador(1).

        """
    case .ayudaInteractiva(let ordenes, let conEditor):
      return """
        Órdenes:
        \(ordenes)
          salir                   termina (también: quit, exit, Ctrl-D)
        Los nombres van sin comillas: «editar Peña L'Olivera Carmen»; una línea que
        se puede leer de dos maneras no hace nada y muestra cada una con comillas.

        """
          + (conEditor
            ? "TAB completa órdenes, equipos y jugadores; ↑ y ↓ recorren el historial.\n" : "")
    case .tambien(let alias):
      return "(también: " + alias.joined(separator: ", ") + ")"
    case .tituloDeEjemplos(let cuantos): return cuantos == 1 ? "Ejemplo:" : "Ejemplos:"
    case .formulario(let jugador, let equipo):
      return switch (jugador, equipo) {
      case (let j?, let e?): "Editar a \(j) de \(e)"
      case (nil, let e?): "Añadir jugador a \(e)"
      default: "Añadir jugador"
      }
    case .teclaSiguiente(let guarda):
      return "⏎ siguiente (en el último, \(guarda ? "guarda" : "comprueba"))"
    case .teclaAnterior: return "⇧⇥ anterior"
    case .teclaCancela: return "Ctrl-C cancela"
    case .ayudaListaLasOrdenes: return "«ayuda» lista las órdenes"
    case .tabCompleta: return "TAB completa"
    case .flechasDelHistorial: return "↑↓ historial"
    case .ctrlDSale: return "Ctrl-D sale"
    case .salirOCtrlDSale: return "«salir» o Ctrl-D sale"
    case .enCampo(let campo, let mensaje): return enLugar(texto(.campo(campo))) + texto(mensaje)
    case .jugadorDesconocido(let nombre): return "No hay ningún jugador \(cita(nombre))"
    case .jugadorDesconocidoEn(let nombre, let equipo):
      return "No hay ningún jugador \(cita(nombre)) en \(equipo)"
    case .sinCambios: return "Sin cambios: no se ha guardado nada"
    case .editado(let antes, let despues, let equipo):
      return "Editado en \(equipo): \(antes) → \(despues)"
    case .quitado(let jugador, let equipo):
      return "Quitado de \(equipo): \(jugador)"
    case .preguntaQuitar(let jugador, let equipo):
      return siNo("¿Quitar a \(jugador) de \(equipo)?")
    case .noQuitado: return "No se ha quitado a nadie."
    case .importado(let cuantos, let equipo):
      return cuantos == 1
        ? "Importado a \(equipo): 1 jugador"
        : "Importados a \(equipo): " + cuenta(cuantos, "jugador", "jugadores")
    case .equipoCreado(let nombre): return "Equipo creado: \(nombre)"
    case .equipoRepetido(let nombre): return "Ya hay un equipo \(cita(nombre))"
    case .nombreDeEquipoLargo(let maximo): return "Como mucho \(maximo) letras"
    case .nadaQueDeshacer:
      return
        "No tienes ningún cambio que deshacer (el de otra persona se deshace con \(cita(orden("deshacer N"))), N de «historial»)"
    case .deshecho(let cambio): return "Deshecho: \(texto(cambio))"
    case .nadaQueRehacer: return "No hay nada que rehacer"
    case .entradaDesconocida(let numero):
      return "el historial no tiene el cambio \(numero)"
    case .yaDeshecha(let numero, let cambio):
      return "el cambio \(numero) (\(cita(texto(cambio)))) ya está deshecho"
    case .esUnDeshacer(let numero):
      return
        "el cambio \(numero) es un deshacer: quien lo hizo lo vuelve atrás con \(cita(orden("rehacer")))"
    case .cambiadaDesde(let numero, let cambio, let por):
      return
        "no se deshace el cambio \(numero) (\(cita(texto(cambio)))): lo que tocó ha cambiado desde entonces"
        + entreParentesis(por) + ", y deshacerlo perdería ese cambio"
    case .noSeRehace(let cambio, let por):
      return "no se rehace \(cita(texto(cambio))): lo que tocaría ha cambiado desde que se deshizo"
        + entreParentesis(por) + ", y rehacerlo perdería ese cambio"
    case .hechoPor(let usuario, let cuando, let cambio):
      return "\(usuario), \(horaLocal(cuando)): \(cita(texto(cambio)))"
    case .rehecho(let cambio): return "Rehecho: \(texto(cambio))"
    case .preguntaDeshacer(let numero, let cambio, let usuario, let cuando):
      return
        siNo(
          "El cambio \(numero) lo hizo \(usuario) el \(horaLocal(cuando)): \(cita(texto(cambio))). ¿Deshacerlo?"
        )
    case .noDeshecho: return "No se ha deshecho nada."
    case .conflictoQuitado(let jugador, let equipo, let por):
      return "no se ha guardado nada: " + texto(.yaNoEsta(jugador, equipo: equipo))
        + entreParentesis(por)
    case .yaNoEsta(let jugador, let equipo): return "\(jugador) ya no está en \(equipo)"
    case .conflictoCambiado(let visto, let ahora, let por):
      return "no se ha hecho nada: \(visto) ha cambiado desde que lo viste, ahora es \(ahora)"
        + entreParentesis(por)
    case .conflictoEditado(let jugador, let campos, let por):
      let cambios = campos.map {
        "\(texto(.campo($0.campo))): ahora \(texto($0.suyo)), tú \(texto($0.tuyo))"
      }
      return "no se ha guardado nada: \(jugador) ha cambiado mientras lo editabas"
        + entreParentesis(por) + ": " + cambios.joined(separator: "; ")
    case .sinDorsalComoValor: return "sin dorsal"
    case .equipoCambiado(let equipo, let jugadores):
      return "no se ha quitado nada: \(equipo) tiene ahora "
        + cuenta(jugadores, "jugador", "jugadores") + ", no los que se te dijeron"
    case .conflictoEnCampo(let suyo, let tuyo, let por):
      return "Cambió mientras lo editabas" + entreParentesis(por)
        + ": ahora \(texto(suyo)), tú \(texto(tuyo)). Enter guarda el tuyo; escribe \(texto(suyo)) para quedarte con ese"
    case .cambiadoPorOtro(let usuario, let valor):
      return "(\(usuario) lo cambió a \(texto(valor)) hace un momento)"
    case .diarioNoValido(let ruta, let linea):
      return enLugar(ruta, linea: linea)
        + "el diario de cambios no se puede leer; no se ha tocado nada"
    case .marcaDeshecho: return "(deshecho)"
    case .resumenDePlantilla(let equipo, let jugadores):
      return "\(equipo): " + cuenta(jugadores, "jugador", "jugadores")
    case .preguntaListar(let cuantos):
      return siNo("¿Ver las " + cuenta(cuantos, "posibilidad", "posibilidades") + "?")
    case .ayudaCompletar: return "Completa equipos y órdenes"
    case .ayudaPrellenar: return "Escribe la respuesta anterior"
    case .ayudaFin: return "Termina o borra"
    case .ayudaAceptar: return "Acepta la línea si es válida"
    case .ayudaAnterior: return "Vuelve a la pregunta anterior"
    case .ayudaPegar: return "Pega texto sin enviarlo"
    case .ayudaBorrarAtras: return "Borra el carácter anterior"
    case .ayudaBorrar: return "Borra el carácter del cursor"
    case .ayudaAtras: return "Un carácter a la izquierda"
    case .ayudaAdelante: return "Un carácter a la derecha"
    case .ayudaBorrarPalabra: return "Borra la palabra anterior"
    case .ayudaLimpiar: return "Limpia la pantalla"
    case .enlaceRoto(let ruta, let destino):
      return
        enLugar(ruta)
        + "es un enlace a \(cita(destino)), que no existe; créalo con \(cita(orden("iniciar"))) (o \(cita(orden("iniciar --ejemplo"))))"
    case .comoVerLaPlantilla(let equipo):
      return "\(cita(orden("plantilla " + enOrden(equipo)))) la muestra"
    case .comoVerLosEquipos: return "\(cita(orden("equipos"))) los lista"
    case .ligaSinEquipos:
      return
        "La liga no tiene equipos todavía: crea el primero con \(cita(orden("nuevo-equipo NOMBRE")))"
    case .esperandoCerrojo:
      return "Esperando a que otro proceso suelte el torneo… (Ctrl-C cancela)"
    case .esperandoServidor: return "Esperando al servidor… (Ctrl-C cancela)"
    case .preguntaReintentar: return siNo("¿Volver a intentarlo?", porDefecto: true)
    case .haceUnMomento(let error, let jugador):
      return "\(texto(error)) (\(jugador), hace un momento)"
    case .avisoDorsalTomado(let jugador, let dorsal):
      return "Aviso: \(jugador) acaba de tomar el dorsal \(dorsal)"
    case .avisoNombreTomado(let jugador, let equipo):
      return "Aviso: \(jugador) acaba de entrar en \(equipo)"
    case .comprobando: return "comprobando…"
    case .libre: return "libre"
    case .vistaEnVivoApagada:
      return "La vista en vivo se ha apagado: el formulario sigue con lo que tenía"
    case .errorDeCSV(let error, let archivo):
      return switch error {
      case .noLegible(let causa):
        enLugar(archivo)
          + "no se puede leer (\(texto(.causa(causa))))"
      case .esCarpeta: enLugar(archivo) + "es una carpeta, no un archivo CSV"
      case .comillaSinCerrar(let linea):
        enLugar(archivo, linea: linea) + "la comilla que se abre en esta línea no se cierra nunca"
      case .noUTF8(let linea, let byte):
        enLugar(archivo, linea: linea)
          + "el byte \(byte) del archivo no es UTF-8; guárdalo como «CSV UTF-8»"
      case .demasiadoGrande(let limite):
        enLugar(archivo)
          + "pasa de \(limite >> 20) MiB, lo más que se importa de una vez; pártelo en"
          + " varios archivos"
      case .utf16SinMarca:
        enLugar(archivo) + "parece UTF-16 sin marca de orden de bytes; guárdalo como «CSV UTF-8»"
      case .noUTF16(let linea, let byte):
        enLugar(archivo, linea: linea)
          + "el byte \(byte) del archivo no es UTF-16 válido; guárdalo como"
          + " «CSV UTF-8»"
      case .separadoresMezclados(let linea, let separador, let otraLinea, let otroSeparador):
        enLugar(archivo, linea: linea)
          + "esta fila separa sus columnas con \(nombre(de: separador)) y la"
          + " línea \(otraLinea) con \(nombre(de: otroSeparador)); usa el mismo separador en todo"
          + " el archivo (o pon entre comillas el campo que lleva el otro)"
      case .separadorDudoso(let linea, let separadores):
        enLugar(archivo, linea: linea) + "no se sabe qué separa las columnas, "
          + lista(separadores.map(nombre(de:)), "o")
          + (separadores.count == 2 ? ": los dos sirven" : ": los tres sirven")
          + " para todas las filas; pon "
          + lista(separadores.map(lineaSep(de:)), "o") + " como primera línea"
      case .separadorNoReconocido(let linea, let parecido):
        enLugar(archivo, linea: linea) + "ni «,» ni «;» ni un tabulador separan las columnas, y"
          + " esta fila parece separarlas con \(nombre(de: parecido)): nada se importa por"
          + " suposición; si es así, di \(cita(separador(parecido)))"
      case .guionEnNombres(let linea, let otraLinea):
        enLugar(archivo, linea: linea) + "ni «,» ni «;» ni un tabulador separan las columnas, y"
          + " esta fila parece separarlas con « - », pero "
          + (otraLinea == linea ? "también lleva" : "la línea \(otraLinea) lleva")
          + " «-» dentro de un nombre y «--separador» toma un solo carácter: nada se importa por"
          + " suposición; guarda el archivo con «,» o «;» entre las columnas"
      case .cabeceraSinSeparar(let linea, let separador, let parecido):
        enLugar(archivo, linea: linea) + "esta fila parece una cabecera, pero "
          + (separador.map { "\(nombre(de: $0)) no la separa" }
            ?? "ni «,» ni «;» ni un tabulador la separan")
          + " en columnas conocidas: nada se importa por suposición; "
          + (parecido.map { "si las separa \(nombre(de: $0)), di \(cita(self.separador($0)))" }
            ?? "separa sus columnas con «,» o di con «--separador» el carácter que las separa")
      }
    case .demasiadasColumnas(let columnas, let esperadas):
      return "tiene " + cuenta(columnas, "columna", "columnas")
        + " y se esperan \(esperadas.count): "
        + lista(esperadas.map(nombre(de:)), "y")
    case .cabeceraDeLiga(let archivo):
      return "la cabecera es de una liga entera, con columna equipo:"
        + " \(cita(orden("importar " + enOrden(archivo))))"
    case .cabeceraDeEquipo(let archivo):
      return "la cabecera es de un equipo, sin columna equipo:"
        + " \(cita(orden("importar EQUIPO " + enOrden(archivo))))"
    case .filasDeEquipo(let archivo):
      return "sin cabecera y con dos columnas como mucho es la plantilla de un equipo:"
        + " \(cita(orden("importar EQUIPO " + enOrden(archivo)))); una liga tiene tres columnas,"
        + " «equipo,nombre,dorsal», con su cabecera o sin ella"
    case .niEquipoNiArchivo(let nombre):
      return "No hay ningún equipo ni archivo \(cita(nombre))"
    case .reemplazarSinEquipo(let archivo):
      return "«--reemplazar» necesita el equipo cuya plantilla se reemplaza:"
        + " \(cita(orden("importar EQUIPO " + enOrden(archivo) + " --reemplazar")))"
    case .niCabeceraNiJugador(let texto):
      return
        "la primera fila no es una cabecera conocida (nombre, dorsal) ni un jugador: \(cita(texto)) no es"
        + " un dorsal"
    case .columnaRepetida(let primera, let segunda):
      return primera.lowercased() == segunda.lowercased()
        ? "la cabecera nombra \(cita(segunda)) dos veces"
        : "la cabecera nombra la misma columna dos veces, \(cita(primera)) y \(cita(segunda))"
    case .nadaQueImportar(let archivo):
      return
        "Nada que importar: \(archivo ?? "la entrada estándar") no tiene filas. No se ha guardado nada."
    case .importacionComprobada(let cuantos, let equipo):
      return "Todo correcto, no se ha guardado nada: "
        + cuenta(cuantos, "jugador puede", "jugadores pueden")
        + " entrar en \(equipo)"
    case .lecturaDeCSV(let separador, let columnas, let cabecera):
      let columnasDe =
        separador.map { "Columnas separadas por \(nombre(de: $0))" }
        ?? "Ni «,» ni «;» ni un tabulador parten ninguna fila"
      return columnasDe
        + ": " + lista(columnas.map(nombre(de:)), "y")
        + (cabecera.map { " (cabecera en la línea \($0))" } ?? " (sin cabecera)")
    case .filaPrevista(let jugador, let equipo):
      return "  " + jugador + (equipo.map { " · " + $0 } ?? "")
    case .masFilas(let cuantas):
      return "  … y " + cuenta(cuantas, "fila más", "filas más")
    case .leyendoCSV:
      return "Escribe o pega las filas (nombre,dorsal); Ctrl-D termina y Ctrl-C cancela."
    case .importarSinArchivo:
      return "aquí la entrada trae órdenes: da el archivo, «importar EQUIPO ARCHIVO»"
    case .conflictoAlGuardar:
      return "la plantilla ha cambiado mientras se leía el archivo; no se ha guardado nada"
    case .masFallos(let cuantos, let archivo):
      return enLugar(archivo) + "y " + cuenta(cuantos, "error más", "errores más")
        + " en las filas siguientes"
    case .nombreFueraDeRegla(let nombre, let equipo, let error):
      let quien =
        equipo.map { "el nombre de un jugador de \(cita($0))" } ?? "el nombre de un equipo"
      let cual = "\(quien), \(cita(nombre)),"
      let maximo = equipo == nil ? Reglas.maximoNombreDeEquipo : Reglas.maximoNombre
      return switch error {
      case .vacio: "\(quien) está vacío"
      case .largo: "\(cual) pasa de \(maximo) letras"
      case .caracteresNoValidos: "\(cual) tiene caracteres invisibles o de control"
      case .caracterInvisible(let escalar, let posicion):
        "\(cual) tiene un carácter invisible (\(puntoDeCodigo(escalar))) en la posición \(posicion)"
      case .repetido: "\(cual) está repetido"
      }
    case .aviso(let nombre):
      return "aviso: " + texto(nombre) + "; corrígelo en el archivo"
    case .exportacionNoHecha:
      return
        "no se ha exportado nada: el CSV llevaría esos nombres tal cual y «importar» no los admite;"
        + " corrígelos, o exporta con «--json»"
    case .equipoRenombrado(let antes, let despues, let partidos):
      return "Equipo renombrado: \(antes) → \(despues); partidos que lo nombran: \(partidos)"
    case .preguntaQuitarEquipo(let equipo, let jugadores):
      return switch jugadores {
      case 0: siNo("¿Quitar el equipo \(equipo), que no tiene jugadores?")
      case 1: siNo("¿Quitar el equipo \(equipo) y su único jugador?")
      default:
        siNo("¿Quitar el equipo \(equipo) y sus " + cuenta(jugadores, "jugador", "jugadores") + "?")
      }
    case .equipoQuitado(let equipo, let jugadores):
      return switch jugadores {
      case 0: "Quitado el equipo \(equipo), que no tenía jugadores"
      case 1: "Quitado el equipo \(equipo) y su único jugador"
      default: "Quitado el equipo \(equipo) y sus " + cuenta(jugadores, "jugador", "jugadores")
      }
    case .noQuitadoEquipo: return "No se ha quitado ningún equipo."
    case .equipoEnPartidos(let equipo, let partidos):
      return "no se quita el equipo \(equipo): "
        + (partidos == 1
          ? "lo nombra 1 partido" : "lo nombran " + cuenta(partidos, "partido", "partidos"))
        + " de la liga, y un equipo se queda mientras un partido lo nombre"
    case .nombreEnPartidos(let nombre, let como, let partidos):
      return "no se cambia el nombre a \(nombre): "
        + cuenta(partidos, "partido de la liga ya nombra", "partidos de la liga ya nombran")
        + " un equipo \(como) que no está: ese nombre pasaría a ser el de dos equipos"
    case .traspasado(let antes, let despues, let desde, let hasta):
      return "Traspasado de \(desde) a \(hasta): "
        + (antes == despues ? antes : "\(antes) → \(despues)")
    case .traspasoAlMismoEquipo(let jugador, let equipo):
      return "\(cita(jugador)) ya juega en \(equipo): no hay nada que traspasar"
    case .nombreOcupadoEn(let nombre, let equipo):
      return "ya hay un jugador llamado \(cita(nombre)) en \(equipo)"
    case .dorsalOcupadoEn(let dorsal, let equipo):
      return "el \(dorsal) ya lo lleva otro jugador de \(equipo)"
    case .eligeOtroDorsal: return "Elige otro con --dorsal, o ninguno con --sin-dorsal"
    case .cabeceraDeTraspaso(let jugador, let dorsal, let desde, let hasta):
      return
        "Traspaso de \(jugador) de \(desde) a \(hasta): allí el \(dorsal) ya lo lleva otro; elige"
        + " otro dorsal o déjalo vacío (Ctrl-C cancela)"
    case .equipoEncontrado(let nombre, let jugadores):
      return switch jugadores {
      case 0: "\(nombre) · equipo que no tiene jugadores"
      case 1: "\(nombre) · equipo de 1 jugador"
      default: "\(nombre) · equipo de " + cuenta(jugadores, "jugador", "jugadores")
      }
    case .nadaCoincide(let texto):
      return "Ningún equipo ni jugador tiene \(cita(texto)) en el nombre"
    case .reemplazado(let equipo, let anadidos, let cambiados, let quitados, let movidos):
      return "Plantilla de \(equipo) sustituida: "
        + cuentas(
          anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
    case .planOrden(let movidos):
      return "↕ El orden del archivo: "
        + cuenta(movidos, "jugador cambia de puesto", "jugadores cambian de puesto")
    case .reemplazoComprobado(let equipo, let anadidos, let cambiados, let quitados, let movidos):
      return "Todo correcto, no se ha guardado nada: en \(equipo), "
        + cuentas(
          anadidos: anadidos, cambiados: cambiados, quitados: quitados, movidos: movidos)
    case .ligaImportada(let jugadores, let equipos, let nuevos, let comprobado):
      let cuerpo =
        cuenta(jugadores, "jugador", "jugadores") + " en "
        + cuenta(equipos, "equipo", "equipos")
        + (nuevos == 0 ? "" : " (" + cuenta(nuevos, "nuevo", "nuevos") + ")")
      return comprobado
        ? "Todo correcto, no se ha guardado nada: se importar" + (jugadores == 1 ? "ía " : "ían ")
          + cuerpo
        : "Importados a la liga: " + cuerpo
    case .resumenDeLigaImportada(let jugadores):
      return "importar: " + cuenta(jugadores, "jugador", "jugadores")
        + " (la orden entera, en «historial --json»)"
    case .temporadaIniciada(let destino, let origen, let equipos, let etiqueta, let anterior):
      return "Temporada nueva en \(destino), desde \(origen): "
        + cuenta(equipos, "equipo", "equipos")
        + (etiqueta.map { "; temporada \(cita($0)), " } ?? "")
        + (etiqueta == nil ? "" : anterior.map { "la que sigue a \(cita($0))" } ?? "la indicada")
    case .temporadaSinSiguiente(let anterior):
      return "no se sabe qué temporada sigue a \(cita(anterior)): dila con --temporada; "
        + "no se ha creado nada"
    case .preguntaTemporada(let anterior):
      return "Temporada de la liga nueva (esta es \(cita(anterior))): "
    case .campoTemporada:
      return "Temporada"
    }
  }
}

/// The words some messages are made of.
extension CatalogoEspanol {
  /// What the JSON reader expected where a file went wrong.
  private func texto(de esperado: Esperado) -> String {
    switch esperado {
    case .valor: "un valor"
    case .clave: "una clave entre comillas"
    case .comillas: "unas comillas"
    case .dosPuntos: "«:»"
    case .comaOFinDeObjeto: "«,» o «}»"
    case .comaOFinDeLista: "«,» o «]»"
    case .inicioDeObjeto: "«{»"
    case .inicioDeLista: "«[»"
    }
  }

  /// The JSON type a key of the file must have.
  private func texto(de tipo: TipoEsperado) -> String {
    switch tipo {
    case .objeto: "un objeto"
    case .lista: "una lista"
    case .texto: "un texto"
    case .numero: "un número"
    }
  }

  /// A separator as a message names it.
  private func nombre(de separador: CSV.Separador) -> String { nombre(de: separador.rawValue) }

  /// A column of a CSV, as messages name it.
  private func nombre(de columna: CSV.Columna) -> String {
    switch columna {
    case .equipo: "equipo"
    case .nombre: "nombre"
    case .dorsal: "dorsal"
    }
  }

  /// A separator's character, as a message names it: a tab in words, any other quoted.
  private func nombre(de separador: UInt8) -> String {
    separador == 0x09 ? "un tabulador" : cita(String(UnicodeScalar(separador)))
  }

  /// The first line that names a separator, as a message shows it.
  private func lineaSep(de separador: CSV.Separador) -> String {
    separador == .tabulador ? "«sep=» y un tabulador" : "«sep=\(UnicodeScalar(separador.rawValue))»"
  }

  /// Added, changed and removed always; moved only when some are (a new order).
  private func cuentas(anadidos: Int, cambiados: Int, quitados: Int, movidos: Int) -> String {
    cuenta(anadidos, "añadido", "añadidos") + ", "
      + cuenta(cambiados, "cambiado", "cambiados") + ", "
      + cuenta(quitados, "quitado", "quitados")
      + (movidos == 0
        ? "" : ", " + cuenta(movidos, "movido de puesto", "movidos de puesto"))
  }
}
