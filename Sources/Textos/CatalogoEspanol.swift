// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Formulario
import Glibc
import Torneo

/// Spanish, the app's language and the default.
public struct CatalogoEspanol: Catalogo {
  public var lugar = LugarDeLectura.shell

  public init() {}

  public func texto(de error: ErrorNombre) -> String {
    switch error {
    case .vacio: "Escribe un nombre"
    case .largo: "Como mucho \(Reglas.maximoNombre) letras"
    case .repetido: "Ya hay un jugador con ese nombre"
    case .caracteresNoValidos: "El nombre tiene caracteres no válidos"
    case .caracterInvisible(let escalar, let posicion):
      "El nombre tiene un carácter invisible (\(puntoDeCodigo(escalar))) en la posición "
        + "\(posicion)"
    }
  }

  public func texto(de error: ErrorDorsal) -> String {
    switch error {
    case .noEsNumero: "Escribe solo números"
    case .fueraDeRango: "Del \(dorsalMinimo) al \(dorsalMaximo)"
    case .repetido: "Ese dorsal ya lo lleva otro jugador"
    }
  }

  public func equipoVacio() -> String { "Escribe el nombre de un equipo" }
  public func equipoDesconocido(_ nombre: String) -> String { "No hay ningún equipo «\(nombre)»" }
  public func quisisteDecir(_ nombre: String) -> String { "¿Quisiste decir «\(nombre)»?" }
  public func libres(_ dorsales: [Int]) -> String {
    "Libres: " + Catalogos.rangos(dorsales, maximo: 3)
  }
  public func ningunDorsalLibre() -> String { "No queda ningún dorsal libre" }

  public func nombre(de campo: Campo) -> String {
    switch campo {
    case .equipo: "Equipo"
    case .nombre: "Nombre"
    case .dorsal: "Dorsal"
    }
  }

  public func preguntaEquipo(sugerido: String?) -> String {
    sugerido.map { pregunta("Equipo: ", conValor: $0) } ?? "Equipo: "
  }
  public func preguntaNombre(longitud: Int, maximo: Int) -> String {
    "Nombre [\(longitud)/\(maximo)]: "
  }
  public func preguntaDorsal() -> String { "Dorsal (opcional): " }
  public func preguntaDescartar() -> String { "¿Descartar los cambios? [s/N] " }
  public func esAfirmativa(_ respuesta: String) -> Bool {
    ["s", "si", "sí"].contains(NombreDeJugador.clave(respuesta))
  }
  public func esNegativa(_ respuesta: String) -> Bool {
    ["n", "no"].contains(NombreDeJugador.clave(respuesta))
  }
  public func enLinea(_ linea: Int, campo: String, _ mensaje: String) -> String {
    "línea \(linea) (\(campo)): \(mensaje)"
  }
  public func lineaDeOrdenes(_ linea: Int) -> String { "línea \(linea): " }
  public func enOpcion(_ opcion: String, _ mensaje: String) -> String { "\(opcion): \(mensaje)" }
  public func guardado(_ jugador: String, equipo: String) -> String {
    "Añadido a \(equipo): \(jugador)"
  }
  public func comprobado(_ jugador: String, equipo: String, editado: Bool) -> String {
    "Todo correcto, no se ha guardado nada: \(jugador) " + (editado ? "vale" : "puede entrar")
      + " en \(equipo)"
  }
  public func cancelado() -> String { "Cancelado: no se ha guardado nada." }

  public func noExiste(_ ruta: String) -> String {
    "\(ruta): no existe el archivo del torneo; créalo con «\(orden("iniciar"))» (o «\(orden("iniciar --ejemplo"))»)"
  }
  public func noLegible(_ ruta: String, _ causa: String) -> String {
    "\(ruta): no se puede leer el archivo del torneo (\(causa))"
  }
  public func noValido(_ ruta: String, linea: Int, columna: Int, _ motivo: String) -> String {
    "\(ruta):\(linea):\(columna): el archivo del torneo no es válido: \(motivo). No se ha tocado."
  }

  public func texto(de motivo: MotivoInvalido) -> String {
    switch motivo {
    case .finInesperado: "se acaba a medias"
    case .vacio: "está vacío"
    case .noEsJSON(let empieza): "no es JSON (empieza por «\(visible(empieza))»)"
    case .inesperado(let encontrado, let esperado):
      "«\(visible(encontrado))» donde se esperaba \(texto(de: esperado))"
    case .utf8NoValido: "hay bytes que no son UTF-8"
    case .caracterDeControl: "un texto tiene un carácter de control sin escapar"
    case .escapeNoValido: "un escape con barra invertida no es válido"
    case .sustitutoSolitario: "un escape \\u es medio par sustituto"
    case .numeroNoValido: "un número mal escrito"
    case .demasiadoAnidado(let limite): "anidado a más de \(limite) niveles"
    case .claveRepetida(let clave): "la clave «\(visible(clave))» está repetida"
    case .sobraContenido: "sobra texto después del final"
    case .tipoIncorrecto(let clave, let tipo): "«\(clave)» debe ser \(texto(de: tipo))"
    case .falta(let clave): "falta la clave «\(clave)»"
    case .dorsalNoValido:
      "un dorsal debe ser un número entero del \(dorsalMinimo) al \(dorsalMaximo)"
    case .demasiadoGrande(let limite): "pasa de \(limite >> 20) MiB, lo más que se lee"
    case .equipoRepetido(let nombre): "el equipo «\(visible(nombre))» está repetido"
    case .plantillaNoValida(.nombreRepetido(let nombre)):
      "la plantilla repite el nombre «\(visible(nombre))»"
    case .plantillaNoValida(.dorsalRepetido(let dorsal)): "la plantilla repite el dorsal \(dorsal)"
    }
  }

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

  private func texto(de tipo: TipoEsperado) -> String {
    switch tipo {
    case .objeto: "un objeto"
    case .lista: "una lista"
    case .texto: "un texto"
    case .numero: "un número"
    }
  }

  public func bloqueado(_ ruta: String, segundos: String) -> String {
    "\(ruta): otro proceso lo ha tenido bloqueado "
      + (segundos == "1" ? "el 1 s que se ha esperado" : "los \(segundos) s que se han esperado")
      + "; no se ha guardado nada (MARCADOR_ESPERA da más tiempo)"
  }
  public func noSeEscribio(_ ruta: String, _ causa: String) -> String {
    "\(ruta): no se pudo guardar (\(causa)); el archivo sigue como estaba"
  }
  public func sinConfirmar(_ ruta: String, _ causa: String) -> String {
    "\(ruta): el cambio está escrito, pero no se pudo asegurar en el disco (\(causa)); un corte de luz podría deshacerlo"
  }
  public func yaExiste(_ ruta: String) -> String { "\(ruta): ya existe; no se sobrescribe" }
  public func noSeCreo(_ ruta: String, _ causa: String) -> String {
    "\(ruta): no se pudo crear (\(causa))"
  }
  public func carpetaComoTorneo(_ ruta: String, existe: Bool) -> String {
    "\(ruta): no se puede crear el torneo: "
      + (existe ? "es una carpeta" : "es el nombre de una carpeta, y esa carpeta no existe")
      + "; el torneo es un archivo (por ejemplo, \(Catalogos.dentro(de: ruta)))"
  }
  public func copiado(_ destino: String, equipos: Int) -> String {
    "Liga copiada a \(destino) (" + (equipos == 1 ? "1 equipo" : "\(equipos) equipos") + ")"
  }
  public func creado(_ ruta: String, equipos: Int) -> String {
    equipos == 0
      ? "Torneo creado en \(ruta)" : "Torneo de ejemplo creado en \(ruta) (\(equipos) equipos)"
  }
  public func plantillaVacia(_ equipo: String) -> String { "\(equipo) no tiene jugadores todavía" }

  public func causa(llamada: String, errno: Int32) -> String {
    let razon: String =
      switch errno {
      case ENOENT: "no existe"
      // What access(2) checked is the permission this account lacks.
      case EACCES where llamada == "access": "esta cuenta no tiene permiso de escritura"
      case EACCES where llamada == "access(R_OK)": "esta cuenta no tiene permiso de lectura"
      case EPERM where llamada == "rename":
        "permiso denegado: en una carpeta con el bit sticky solo su dueño puede sustituirlo"
      case EACCES, EPERM: "permiso denegado"
      case EISDIR: "es una carpeta"
      case ENOTDIR: "una parte de la ruta no es una carpeta"
      case ENOSPC: "no queda espacio en el disco"
      case EDQUOT: "se ha superado la cuota de disco"
      case EFBIG: "el archivo supera el tamaño permitido"
      case EIO: "error de entrada/salida"
      case EROFS: "el sistema de archivos es de solo lectura"
      case ELOOP: "demasiados enlaces simbólicos"
      case ENAMETOOLONG: "la ruta es demasiado larga"
      case EXDEV: "el destino está en otro sistema de archivos"
      case EEXIST: "ya existe"
      default: "errno \(errno)"
      }
    // The system call's name helps nobody who reads this; the errno's meaning does.
    return razon
  }

  public func ordenDesconocida(_ orden: String) -> String {
    "no conozco la orden «\(visible(orden))»"
  }
  public func opcionDesconocida(_ opcion: String) -> String {
    "no conozco la opción «\(visible(opcion))»"
  }
  public func faltaValor(_ opcion: String) -> String { "a «\(opcion)» le falta su valor" }
  public func sobraArgumento(_ argumento: String) -> String {
    "sobra el argumento «\(visible(argumento))»"
  }
  public func faltaArgumento(_ argumento: NombreDeArgumento) -> String {
    "falta \(nombre(deArgumento: argumento))"
  }
  public func argumentoVacio(_ argumento: NombreDeArgumento) -> String {
    "\(nombre(deArgumento: argumento)) no puede estar vacío"
  }
  public func nombre(deArgumento argumento: NombreDeArgumento) -> String { argumento.palabra }
  public func argumentoNoUTF8(_ posicion: Int) -> String {
    "el argumento \(posicion) no es texto UTF-8 válido"
  }
  public func lineaNoUTF8() -> String { "no es texto UTF-8 válido" }
  public func salidaNoEscrita(_ causa: String) -> String {
    "no se pudo escribir la salida (\(causa))"
  }
  public func pruebaAyuda() -> String {
    lugar == .shell ? "Prueba «marcador --help»." : "Escribe «ayuda» para ver las órdenes."
  }
  public func lineaSobrante() -> String {
    "esta línea sobra: ya estaban todas las respuestas; no se ha guardado nada"
  }

  public func ayudaGeneral(ordenes: String, opciones: [NombreDeOpcion]) -> String {
    """
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
  }

  public func bienvenida(conEditor: Bool) -> [String] {
    conEditor
      ? ["«ayuda» lista las órdenes", "TAB completa", "↑↓ historial", "Ctrl-D sale"]
      : ["«ayuda» lista las órdenes", "«salir» o Ctrl-D sale"]
  }

  public func ayudaInteractiva(ordenes: String, conEditor: Bool) -> String {
    """
    Órdenes:
    \(ordenes)
      salir                   termina (también: quit, exit, Ctrl-D)
    Los nombres van sin comillas: «editar Peña L'Olivera Carmen».

    """
      + (conEditor
        ? "TAB completa órdenes, equipos y jugadores; ↑ y ↓ recorren el historial.\n" : "")
  }

  public func descripcion(deOpcion opcion: NombreDeOpcion, en orden: NombreDeOrden?) -> String {
    switch (opcion, orden) {
    case (.torneo, .iniciar?): "el archivo que se crea"
    case (.torneo, .temporada?): "la liga de la que se parte"
    case (.torneo, nil):
      "el archivo del torneo o la URL del servidor (postgresql://…); si no se da, "
        + "$MARCADOR_TORNEO (definida y vacía es error), y si no, "
        + "${XDG_DATA_HOME:-~/.local/share}/marcador/torneo.json"
    case (.torneo, _): "el archivo del torneo"
    case (.help, nil): "muestra esta ayuda («marcador ORDEN --help»: la de una orden)"
    case (.help, _), (.h, _): "muestra esta ayuda"
    case (.version, _): "muestra la versión"
    case (.accesible, _):
      "preguntas sencillas, sin redibujar ni colores (lectores de pantalla; también "
        + "MARCADOR_ACCESIBLE=1)"
    case (.ejemplo, _): "lo llena con la liga de ejemplo (Rayo FC y otros equipos)"
    case (.json, .buscar?):
      #"como una lista JSON de {"equipo", "jugadores"} y de {"nombre", "dorsal", "#
        + #""equipo"}"#
    case (.json, .exportar?):
      #"en JSON: un equipo, la lista de {"nombre", "dorsal"} de «plantilla --json»; la "#
        + #"liga, una lista de {"nombre", "jugadores"}"#
    case (.json, .historial?):
      #"como una lista JSON de {"n", "cuando", "usuario", "cambio", "orden", "deshecho"}"#
    case (.json, .plantilla?): #"como una lista JSON de {"nombre", "dorsal"}"#
    case (.json, _): #"como una lista JSON de {"nombre", "jugadores"}"#
    case (.nombre, .editar?): "el nombre nuevo"
    case (.nombre, .temporada?):
      "el nombre de la liga nueva (si no, el de esta), con las reglas del nombre de un "
        + "equipo"
    case (.nombre, _): "el nombre del jugador"
    case (.dorsal, .editar?): "el dorsal nuevo"
    case (.dorsal, .traspasar?): "el dorsal que lleva en DESTINO (vacío: sin dorsal)"
    case (.dorsal, _): "su dorsal (vacío: sin dorsal)"
    case (.comprobar, .importar?): "lo comprueba todo y no escribe nada"
    case (.comprobar, _): "lo valida todo y no escribe nada"
    case (.sinDorsal, .traspasar?): "llega sin dorsal"
    case (.sinDorsal, _): "le quita el dorsal"
    case (.si, _): "no pregunta"
    case (.escapar, _): "cada nombre como una palabra de la shell"
    case (.comilla, _): "cada nombre como va tras esa comilla abierta (bash)"
    case (.reemplazar, _): "la plantilla pasa a ser la del archivo"
    case (.excel, _): "para Excel en español: «;» como separador, CRLF y marca BOM"
    case (.sinDorsales, _): "los jugadores empiezan sin dorsal"
    }
  }

  public func valor(deOpcion opcion: NombreDeOpcion) -> String? {
    switch opcion {
    case .torneo: "RUTA"
    case .nombre: "NOMBRE"
    case .dorsal: "DORSAL"
    case .comilla: "C"
    default: nil
    }
  }
}
