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
    case .fueraDeRango: "Del 1 al 99"
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
    case .dorsalNoValido: "un dorsal debe ser un número entero del 1 al 99"
    case .demasiadoGrande: "ocupa 4 GiB o más"
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

  public func ayuda(de orden: NombreDeOrden?, opciones: [NombreDeOpcion]) -> String {
    switch orden {
    case .iniciar?:
      """
      Uso: marcador iniciar [--ejemplo] [--torneo RUTA]

      Crea el archivo del torneo, con sus carpetas. Nunca sobrescribe uno que ya
      exista.

      \(tablaDeOpciones(opciones, de: .iniciar))

      """
    case .equipos?:
      """
      Uso: marcador equipos [--json] [--torneo RUTA]

      Los equipos del torneo, uno por línea, en el orden del archivo.

      \(tablaDeOpciones(opciones, de: .equipos))

      """
    case .plantilla?:
      """
      Uso: marcador plantilla EQUIPO [--json] [--torneo RUTA]

      Los jugadores de un equipo, uno por línea y en el orden del archivo: «Ana #9»,
      «Luis».

      \(tablaDeOpciones(opciones, de: .plantilla))

      """
    case .anadir?:
      """
      Uso: marcador anadir [EQUIPO] [--nombre NOMBRE] [--dorsal DORSAL] [--comprobar]
                           [--torneo RUTA]
           marcador añadir …

      Añade un jugador a la plantilla de un equipo, campo a campo como el formulario
      «Añadir jugador» de la app. Pregunta solo lo que no dan las opciones.

      En una terminal: «Equipo:» (TAB completa), «Nombre [N/25]:» con el contador al
      día, «Dorsal (opcional):». Una respuesta no válida muestra su error y vuelve a
      preguntar con el texto para corregirlo. Ctrl-C, o Ctrl-D en un campo vacío,
      cancela (preguntando si hay algo escrito); con texto, Ctrl-D borra un carácter.

      Sin terminal: una respuesta por línea (EQUIPO si falta, NOMBRE, DORSAL; una
      línea vacía o el final de la entrada es sin dorsal). La primera respuesta no
      válida termina con «línea N (Campo): mensaje» y el estado 65, sin escribir nada.

      Nombre: de 1 a 25 letras, sin repetir en el equipo (sin distinguir mayúsculas).
      Dorsal: opcional, del 1 al 99, sin repetir en el equipo.

      \(tablaDeOpciones(opciones, de: .anadir))

      """
    case .editar?:
      """
      Uso: marcador editar EQUIPO JUGADOR [--nombre NOMBRE]
                           [--dorsal DORSAL | --sin-dorsal] [--comprobar]
                           [--torneo RUTA]

      Cambia un jugador con el mismo formulario que «anadir», con cada campo ya lleno
      con su valor: Enter lo conserva. Las reglas de repetición no cuentan al propio
      jugador (Ana puede pasar a ANA y seguir con el 9). Con --nombre, --dorsal o
      --sin-dorsal cambia solo eso y no pregunta nada. Sin terminal lee Nombre y
      Dorsal, una línea cada uno: una línea vacía conserva el valor y «-» como dorsal
      lo quita. Si nada cambia: «Sin cambios: no se ha guardado nada» y el archivo no
      se toca. Las claves que marcador no conoce dentro del jugador se conservan.

      \(tablaDeOpciones(opciones, de: .editar))

      """
    case .quitar?:
      """
      Uso: marcador quitar EQUIPO JUGADOR [--si] [--torneo RUTA]

      Quita un jugador de la plantilla, después de preguntar «¿Quitar a Ana #9 de
      Rayo FC? [s/N]» (sin terminal, la respuesta es la primera línea de la entrada).
      Una respuesta que no es «s» no quita nada y sale con 130.

      \(tablaDeOpciones(opciones, de: .quitar))

      """
    case .nuevoEquipo?:
      """
      Uso: marcador nuevo-equipo NOMBRE [--torneo RUTA]

      Añade un equipo, sin jugadores, al final de la liga. El nombre sigue las reglas
      de los nombres, con 1 a 40 letras, y no puede repetir el de otro equipo.

      \(tablaDeOpciones(opciones, de: .nuevoEquipo))

      """
    case .importar?:
      """
      Uso: marcador importar EQUIPO [ARCHIVO] [--reemplazar] [--comprobar]
                             [--torneo RUTA]
           marcador importar ARCHIVO [--comprobar] [--torneo RUTA]

      Añade de una vez los jugadores de un CSV (de ARCHIVO, o de la entrada si no se
      da o es «-»): una fila por jugador, «nombre,dorsal» (el dorsal puede ir vacío).
      Acepta comillas (RFC 4180: una comilla al principio de un campo lo abre, y
      entonces puede llevar comas, comillas dobladas o saltos de línea; en otro sitio
      es una letra), CRLF, UTF-8 con o sin marca BOM y UTF-16 con ella (el «Texto
      Unicode» de Excel).

      El separador, «,», «;» o tabulador, sale del archivo entero: el que parte todas
      las filas que parte otro (así «Pérez, Juan;10» es un nombre con coma); si dos
      las parten igual, el que deja números donde va el dorsal; si aun así hay duda, o
      las filas los mezclan, se rechaza diciendo la línea. Una primera línea «sep=;»
      (la de Excel) lo dice. Una fila de cabecera es opcional, con las columnas en
      cualquier orden: nombre, name, jugador o player; dorsal, número, number, nº, no
      o #; la de una liga entera (con equipo) se rechaza, y también una que nombra dos
      veces una columna. Las líneas en blanco no cuentan. En el modo interactivo hay
      que dar ARCHIVO.

      Todo o nada: cada fila se comprueba con las reglas de «anadir» contra la
      plantilla y las filas anteriores. Si alguna no vale, se dicen todas, «ARCHIVO:N:
      Campo: mensaje» («-:N:» para la entrada), sale con 65 y no se escribe nada. Si
      todas valen, es un solo cambio (un «deshacer» lo quita entero). Un archivo sin
      filas no es un error.

      Con --reemplazar la plantilla pasa a ser la del archivo, en su orden: un jugador
      que está en las dos (el mismo nombre sin distinguir mayúsculas) conserva sus
      claves y toma el nombre y el dorsal del archivo; los que no están se quitan; los
      nuevos se añaden. Las filas se comprueban entre sí, no contra la plantilla (dos
      dorsales pueden cambiarse). Otro orden ya es un cambio (cuenta los jugadores que
      cambian de puesto); el mismo orden y los mismos datos, «Sin cambios». Con
      --comprobar dice qué haría («+» añadido, «~» cambiado, «-» quitado, «↕» el orden
      nuevo).

      Con un solo ARCHIVO que no es un equipo («-»: la entrada) lee la liga entera
      como la escribe «exportar»: «equipo,nombre,dorsal», con cabecera opcional en
      cualquier orden (equipo, team o club y las columnas de un equipo; sin la del
      equipo es la cabecera de un equipo y se rechaza, como un archivo sin cabecera de
      dos columnas como mucho); una fila con solo el equipo lo nombra sin jugadores.
      Los equipos que no existen se crean con las reglas de «nuevo-equipo»; todo en un
      solo cambio. Ahí --reemplazar es un error de uso (64): necesita EQUIPO.

      \(tablaDeOpciones(opciones, de: .importar))

      Ejemplo: marcador importar "Rayo FC" plantilla.csv

      """
    case .exportar?:
      """
      Uso: marcador exportar [EQUIPO] [--json | --excel] [--torneo RUTA]

      Un equipo como CSV «nombre,dorsal», o sin EQUIPO la liga entera como
      «equipo,nombre,dorsal» (un equipo sin jugadores, una fila con solo el equipo),
      con cabecera, comillas de RFC 4180 y UTF-8; «importar» lo vuelve a leer igual.
      Un nombre que empieza por =, +, - o @ sale con un apóstrofo delante para que una
      hoja de cálculo no lo ejecute como fórmula; «importar» se lo quita.

      \(tablaDeOpciones(opciones, de: .exportar))

      Ejemplo: marcador exportar "Rayo FC" > rayo.csv

      """
    case .deshacer?:
      """
      Uso: marcador deshacer [--torneo RUTA]

      Deshace el último cambio de la liga (el de cualquier orden que la cambie) que no
      sea un deshacer ni esté deshecho ya, solo si la liga sigue exactamente como ese
      cambio la dejó; si no, no toca nada, dice qué cambio era y sale con 65.
      Repetido, va más atrás. El propio deshacer queda en el diario.

      \(tablaDeOpciones(opciones, de: .deshacer))

      """
    case .copiar?:
      """
      Uso: marcador copiar ORIGEN DESTINO

      Copia la liga entera de un archivo a un servidor (postgresql://…) o de un
      servidor a un archivo: todo o nada. No toca un destino que ya tiene una liga (un
      archivo nunca se sobrescribe). Las claves que marcador no conoce viajan como
      valores JSON.

      \(tablaDeOpciones(opciones, de: .copiar))

      """
    case .ayuda?:
      """
      Uso: marcador ayuda [ORDEN]
           marcador help [ORDEN]

      Lo mismo que «marcador --help», o, con ORDEN, que «marcador ORDEN --help».

      \(tablaDeOpciones(opciones, de: .ayuda))

      """
    case .historial?:
      """
      Uso: marcador historial [--json] [--torneo RUTA]

      El diario de cambios (<archivo>.diario), del más antiguo al más nuevo: número,
      cuándo (UTC), quién, qué, y debajo la orden que lo repite, lista para pegar en
      una shell. Los cambios deshechos llevan «(deshecho)».

      \(tablaDeOpciones(opciones, de: .historial))

      """
    case .renombrarEquipo?:
      """
      Uso: marcador renombrar-equipo EQUIPO NUEVO [--torneo RUTA]

      Cambia el nombre de un equipo. El nombre nuevo sigue las reglas de
      «nuevo-equipo»: de 1 a 40 letras, y no puede ser el de otro equipo (sin
      distinguir mayúsculas, espacios ni acentos); el propio equipo sí puede cambiar
      solo sus mayúsculas o sus acentos. Los partidos de la liga que lo nombran
      («local», «visitante») pasan al nombre nuevo en el mismo cambio, y se dice
      cuántos; si algún partido ya nombra un equipo NUEVO que no está (sin distinguir
      mayúsculas, espacios ni acentos), no se renombra (65). Un «deshacer» lo devuelve
      todo.

      \(tablaDeOpciones(opciones, de: .renombrarEquipo))

      """
    case .buscar?:
      """
      Uso: marcador buscar TEXTO [--json] [--torneo RUTA]

      Los equipos y los jugadores de toda la liga cuyo nombre contiene TEXTO, sin
      distinguir mayúsculas ni acentos: primero los equipos («Rayo FC · equipo de 3
      jugadores»), luego los jugadores («Ana #9 · Rayo FC»), en el orden de la liga.
      Si nada coincide no escribe nada en la salida y sale con 1, como grep (en una
      terminal lo dice en la salida de errores); en el modo interactivo leído de una
      tubería sigue la orden siguiente.

      \(tablaDeOpciones(opciones, de: .buscar))

      """
    case .libres?:
      """
      Uso: marcador libres EQUIPO [--torneo RUTA]

      Los dorsales del 1 al 99 que nadie lleva en el equipo, en tramos: «2–8, 10–99».
      Si no queda ninguno, no escribe nada (en una terminal lo dice).

      \(tablaDeOpciones(opciones, de: .libres))

      """
    case .quitarEquipo?:
      """
      Uso: marcador quitar-equipo EQUIPO [--si] [--torneo RUTA]

      Quita un equipo y todos sus jugadores, después de preguntar «¿Quitar el equipo
      Rayo FC y sus 3 jugadores? [s/N]» (sin terminal, la respuesta es la primera
      línea de la entrada). Una respuesta que no es «s» no quita nada y sale con 130.
      Un equipo que nombra algún partido de la liga no se quita (65, diciendo
      cuántos). Es un solo cambio: un «deshacer» lo devuelve a su sitio, con sus
      jugadores.

      \(tablaDeOpciones(opciones, de: .quitarEquipo))

      """
    case .traspasar?:
      """
      Uso: marcador traspasar EQUIPO JUGADOR DESTINO [--dorsal DORSAL | --sin-dorsal]
                              [--torneo RUTA]

      Pasa un jugador de EQUIPO al final de la plantilla de DESTINO en un solo cambio,
      con todo lo suyo (las claves que marcador no conoce también): nunca queda en los
      dos equipos ni en ninguno, y un «deshacer» lo devuelve a su sitio. En DESTINO se
      aplican las reglas de «anadir»: si ya hay un jugador con su nombre, no se
      traspasa; si su dorsal (o el de --dorsal) ya lo lleva otro, no se traspasa y se
      dicen los libres (65). En una terminal, en cambio, se abre el campo Dorsal del
      formulario para elegir otro.

      \(tablaDeOpciones(opciones, de: .traspasar))

      Ejemplo: marcador traspasar "Rayo FC" Ana "Atlético B" --dorsal 11

      """
    case .temporada?:
      """
      Uso: marcador temporada DESTINO [--nombre NOMBRE] [--sin-dorsales]
                              [--torneo RUTA]

      Empieza la temporada siguiente: una liga nueva en DESTINO (un archivo o la URL
      de un servidor) con los mismos equipos y jugadores, sus claves desconocidas y
      sus dorsales, y sin partidos. Su diario empieza con un cambio que dice de dónde
      viene, con la ruta real de las dos (un «deshacer» allí la deja sin equipos). No
      toca un destino que ya tiene equipos o partidos, ni una carpeta (el destino es
      un archivo).

      \(tablaDeOpciones(opciones, de: .temporada))

      Ejemplo: marcador temporada liga-2027.json --nombre "Liga 2027-28"

      """
    case .completar?:
      """
      Uso: marcador completar equipos [PREFIJO] [--escapar | --comilla C]
                                      [--torneo RUTA]
           marcador completar jugadores EQUIPO [PREFIJO] [--escapar | --comilla C]
                                               [--torneo RUTA]
           marcador completar ordenes | opciones ORDEN | argumentos ORDEN

      Para los scripts de completado de la shell: los nombres de los equipos de la
      liga (o de los jugadores de un equipo) que empiezan por PREFIJO, sin distinguir
      mayúsculas ni acentos, uno por línea; una liga que falta o está rota no tiene
      candidatos (nada en la salida de errores, estado 0). «ordenes» y «opciones
      ORDEN» dan las órdenes y las opciones de una orden, cada una con un tabulador
      y su descripción; «argumentos ORDEN», los nombres de sus argumentos.

      \(tablaDeOpciones(opciones, de: .completar))

      Ejemplo: marcador completar equipos Ra --escapar

      """
    case nil:
      """
      Uso: marcador [--torneo RUTA] [ORDEN] [OPCIONES]

      La libreta de Marcador en la terminal: la plantilla de los equipos de una liga,
      y el formulario «Añadir jugador» de la app, campo a campo.

      Órdenes:
        iniciar [--ejemplo]             crea el archivo del torneo (sin sobrescribir)
        equipos [--json]                los equipos, en el orden del archivo
        plantilla EQUIPO [--json]       la plantilla de un equipo
        anadir [EQUIPO] [--nombre NOMBRE] [--dorsal DORSAL] [--comprobar]
                                        añade un jugador (también: añadir)
        editar EQUIPO JUGADOR [--nombre NOMBRE] [--dorsal DORSAL | --sin-dorsal]
               [--comprobar]
                                        cambia un jugador con el mismo formulario
        quitar EQUIPO JUGADOR [--si]    quita un jugador, después de preguntar
        nuevo-equipo NOMBRE             añade un equipo al final de la liga
        renombrar-equipo EQUIPO NUEVO   cambia el nombre de un equipo (y sus partidos)
        quitar-equipo EQUIPO [--si]     quita un equipo y sus jugadores (pregunta)
        traspasar EQUIPO JUGADOR DESTINO [--dorsal DORSAL | --sin-dorsal]
                                        pasa un jugador a otro equipo en un cambio
        importar EQUIPO [ARCHIVO] [--reemplazar] [--comprobar]
                                        añade los jugadores de un CSV, todo o nada
        importar ARCHIVO [--comprobar]  la liga entera de un CSV, creando sus equipos
        exportar [EQUIPO] [--json | --excel]
                                        un equipo o la liga en CSV (o JSON)
        deshacer                        deshace el último cambio que sigue en pie
        historial [--json]              el diario, con la orden que repite cada cambio
        copiar ORIGEN DESTINO           copia la liga entre un archivo y un servidor
        buscar TEXTO [--json]           equipos y jugadores cuyo nombre contiene TEXTO
        libres EQUIPO                   los dorsales libres de un equipo
        temporada DESTINO [--nombre NOMBRE] [--sin-dorsales]
                                        empieza la temporada siguiente en otra liga
        ayuda [ORDEN]                   esta ayuda, o la de una orden (también: help)
        completar equipos|jugadores|ordenes|opciones [...] [--escapar|--comilla C]
                                        candidatos para el completado de la shell

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
  }

  public func bienvenida(conEditor: Bool) -> [String] {
    conEditor
      ? ["«ayuda» lista las órdenes", "TAB completa", "↑↓ historial", "Ctrl-D sale"]
      : ["«ayuda» lista las órdenes", "«salir» o Ctrl-D sale"]
  }

  public func ayudaInteractiva(conEditor: Bool) -> String {
    """
    Órdenes:
      iniciar [--ejemplo]     crea el torneo
      equipos                 los equipos
      plantilla EQUIPO        la plantilla de un equipo
      anadir [EQUIPO]         añade un jugador (Ctrl-C lo cancela y vuelve aquí)
      editar EQUIPO JUGADOR   cambia un jugador
      quitar EQUIPO JUGADOR   quita un jugador
      nuevo-equipo NOMBRE     añade un equipo
      renombrar-equipo EQUIPO NUEVO
                              cambia el nombre de un equipo
      quitar-equipo EQUIPO    quita un equipo y sus jugadores
      traspasar EQUIPO JUGADOR DESTINO
                              pasa un jugador a otro equipo
      importar EQUIPO ARCHIVO
                              añade los jugadores de un CSV
      importar EQUIPO ARCHIVO --reemplazar
                              la plantilla pasa a ser la del CSV
      importar ARCHIVO        la liga entera de un CSV, creando sus equipos
      exportar [EQUIPO]       un equipo o la liga en CSV
      deshacer                deshace el último cambio
      historial               los cambios hechos
      copiar ORIGEN DESTINO   copia la liga entre un archivo y un servidor
      buscar TEXTO            equipos y jugadores cuyo nombre lo contiene
      libres EQUIPO           los dorsales libres de un equipo
      temporada DESTINO       empieza la temporada siguiente en otra liga
      ayuda                   esta ayuda (también: help)
      salir                   termina (también: quit, exit, Ctrl-D)
    Los nombres van sin comillas: «editar Peña L'Olivera Carmen».

    """
      + (conEditor
        ? "TAB completa órdenes, equipos y jugadores; ↑ y ↓ recorren el historial.\n" : "")
  }

  public func descripcion(deOrden orden: NombreDeOrden) -> String {
    switch orden {
    case .iniciar: "crea el archivo del torneo"
    case .equipos: "los equipos del torneo"
    case .plantilla: "la plantilla de un equipo"
    case .anadir: "añade un jugador a un equipo"
    case .editar: "cambia un jugador"
    case .quitar: "quita un jugador"
    case .nuevoEquipo: "añade un equipo"
    case .importar: "añade los jugadores de un CSV"
    case .exportar: "un equipo o la liga en CSV o JSON"
    case .deshacer: "deshace el último cambio"
    case .historial: "el diario de cambios"
    case .ayuda: "muestra la ayuda"
    case .copiar: "copia la liga entre un archivo y un servidor"
    case .completar: "candidatos para el completado de la shell"
    case .renombrarEquipo: "cambia el nombre de un equipo"
    case .quitarEquipo: "quita un equipo y sus jugadores"
    case .traspasar: "pasa un jugador a otro equipo"
    case .buscar: "equipos y jugadores cuyo nombre contiene un texto"
    case .libres: "los dorsales libres de un equipo"
    case .temporada: "empieza la temporada siguiente en otra liga"
    }
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
