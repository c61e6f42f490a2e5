// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

extension CatalogoEspanol {
  public func documentacion(de orden: NombreDeOrden) -> DocumentacionDeOrden {
    switch orden {
    case .iniciar:
      DocumentacionDeOrden(
        resumen: "crea el archivo del torneo",
        texto: """
          Crea el archivo del torneo, con sus carpetas. Nunca sobrescribe uno que ya exista.
          """
      )
    case .equipos:
      DocumentacionDeOrden(
        resumen: "los equipos del torneo",
        texto: """
          Los equipos del torneo, uno por línea, en el orden del archivo.
          """
      )
    case .plantilla:
      DocumentacionDeOrden(
        resumen: "la plantilla de un equipo",
        texto: """
          Los jugadores de un equipo, uno por línea y en el orden del archivo: «Ana #9», «Luis».
          """
      )
    case .anadir:
      DocumentacionDeOrden(
        resumen: "añade un jugador a un equipo",
        texto: """
          Añade un jugador a la plantilla de un equipo, campo a campo como el formulario «Añadir
          jugador» de la app. Pregunta solo lo que no dan las opciones.

          En una terminal: «Equipo:» (TAB completa), «Nombre [N/\(Reglas.maximoNombre)]:» con el
          contador al día, «Dorsal (opcional):». Una respuesta no válida muestra su error y vuelve
          a preguntar con el texto para corregirlo. Ctrl-C, o Ctrl-D en un campo vacío, cancela
          (preguntando si hay algo escrito); con texto, Ctrl-D borra un carácter.

          Sin terminal: una respuesta por línea (EQUIPO si falta, NOMBRE, DORSAL; una línea vacía
          o el final de la entrada es sin dorsal). La primera respuesta no válida termina con
          «línea N (Campo): mensaje» y el estado 65, sin escribir nada.

          Nombre: de 1 a \(Reglas.maximoNombre) letras, sin repetir en el equipo (sin distinguir
          mayúsculas). Dorsal: opcional, del \(dorsalMinimo) al \(dorsalMaximo), sin repetir en el
          equipo.
          """
      )
    case .editar:
      DocumentacionDeOrden(
        resumen: "cambia un jugador",
        texto: """
          Cambia un jugador con el mismo formulario que «anadir», con cada campo ya lleno con su
          valor: Enter lo conserva. Las reglas de repetición no cuentan al propio jugador (Ana
          puede pasar a ANA y seguir con el 9). Con --nombre, --dorsal o --sin-dorsal cambia solo
          eso y no pregunta nada. Sin terminal lee Nombre y Dorsal, una línea cada uno: una línea
          vacía conserva el valor y «-» como dorsal lo quita. Si nada cambia: «Sin cambios: no se
          ha guardado nada» y el archivo no se toca. Las claves que marcador no conoce dentro del
          jugador se conservan.
          """
      )
    case .quitar:
      DocumentacionDeOrden(
        resumen: "quita un jugador",
        texto: """
          Quita un jugador de la plantilla, después de preguntar «¿Quitar a Ana #9 de Rayo FC?
          [s/N]» (sin terminal, la respuesta es la primera línea de la entrada). Una respuesta que
          no es «s» no quita nada y sale con 130.
          """
      )
    case .nuevoEquipo:
      DocumentacionDeOrden(
        resumen: "añade un equipo",
        texto: """
          Añade un equipo, sin jugadores, al final de la liga. El nombre sigue las reglas de los
          nombres, con 1 a \(Reglas.maximoNombreDeEquipo) letras, y no puede repetir el de otro
          equipo.
          """
      )
    case .importar:
      DocumentacionDeOrden(
        resumen: "añade los jugadores de un CSV",
        texto: """
          Añade de una vez los jugadores de un CSV (de ARCHIVO, o de la entrada si no se da o es
          «-»): una fila por jugador, «nombre,dorsal» (el dorsal puede ir vacío). Acepta comillas
          (RFC 4180: una comilla al principio de un campo lo abre, y entonces puede llevar comas,
          comillas dobladas o saltos de línea; en otro sitio es una letra), CRLF, UTF-8 con o sin
          marca BOM y UTF-16 con ella (el «Texto Unicode» de Excel).

          El separador, «,», «;» o tabulador, sale del archivo entero: el que parte todas las
          filas que parte otro (así «Pérez, Juan;10» es un nombre con coma); si dos las parten
          igual, el que deja números donde va el dorsal; si aun así hay duda, o las filas los
          mezclan, se rechaza diciendo la línea. Una primera línea «sep=;» (la de Excel) o
          --separador lo dicen (cualquier signo de puntuación, o «\\t»). Un archivo que ninguno
          de los tres parte y cuya primera fila, partida por otro carácter, sería una cabecera
          («Nombre|Dorsal», «Jugador - Dorsal»), o cuyas filas llevan todas «|», «:», «-», «/»,
          «\\» o «#» con cifras detrás, se rechaza (65) diciendo la línea y --separador: nada se
          importa como nombre por suposición. Tampoco entra una primera fila de palabras de
          cabecera que el separador en uso, deducido o dicho, no parte en una cabecera («Jugador
          Dorsal»; «Nombre|Dorsal» con --separador ';'). Con --comprobar muestra el separador y las columnas
          que ha visto y las primeras filas como se guardarían. Una fila de cabecera es opcional, con las columnas en cualquier orden: nombre, name,
          jugador o player; dorsal, número, number, nº, no o #; la de una liga entera (con equipo)
          se rechaza, y también una que nombra dos veces una columna. Las líneas en blanco no
          cuentan. En el modo interactivo hay que dar ARCHIVO.

          Todo o nada: cada fila se comprueba con las reglas de «anadir» contra la plantilla y las
          filas anteriores. Si alguna no vale, se dicen todas, «ARCHIVO:N: Campo: mensaje» («-:N:»
          para la entrada), sale con 65 y no se escribe nada. Si todas valen, es un solo cambio
          (un «deshacer» lo quita entero). Un archivo sin filas no es un error. Pasados los
          \(fallosListados) primeros errores, una línea dice cuántos más hay. Más de
          \(Reglas.tamanoMaximo >> 20) MiB se rechaza (65) en cuanto se han leído, y también (antes
          de escribir nada) una importación que haría el archivo de la liga más grande que eso,
          que marcador no podría volver a leer.

          Con --reemplazar la plantilla pasa a ser la del archivo, en su orden: un jugador que
          está en las dos (el mismo nombre sin distinguir mayúsculas) conserva sus claves y toma
          el nombre y el dorsal del archivo; los que no están se quitan; los nuevos se añaden. Las
          filas se comprueban entre sí, no contra la plantilla (dos dorsales pueden cambiarse).
          Otro orden ya es un cambio (cuenta los jugadores que cambian de puesto); el mismo orden
          y los mismos datos, «Sin cambios». Con --comprobar dice qué haría («+» añadido, «~»
          cambiado, «-» quitado, «↕» el orden nuevo).

          Con un solo ARCHIVO que no es un equipo («-»: la entrada) lee la liga entera como la
          escribe «exportar»: «equipo,nombre,dorsal», con cabecera opcional en cualquier orden
          (equipo, team o club y las columnas de un equipo; sin la del equipo es la cabecera de un
          equipo y se rechaza, como un archivo sin cabecera de dos columnas como mucho); una fila
          con solo el equipo lo nombra sin jugadores. Los equipos que no existen se crean con las
          reglas de «nuevo-equipo»; todo en un solo cambio. Ahí --reemplazar es un error de uso
          (64): necesita EQUIPO.
          """,
        ejemplos: ["marcador importar \"Rayo FC\" plantilla.csv"]
      )
    case .exportar:
      DocumentacionDeOrden(
        resumen: "un equipo o la liga en CSV o JSON",
        texto: """
          Un equipo como CSV «nombre,dorsal», o sin EQUIPO la liga entera como
          «equipo,nombre,dorsal» (un equipo sin jugadores, una fila con solo el equipo), con
          cabecera, comillas de RFC 4180 y UTF-8; «importar» lo vuelve a leer igual. Un nombre que
          empieza por =, +, - o @ sale con un apóstrofo delante para que una hoja de cálculo no lo
          ejecute como fórmula; «importar» se lo quita. En un terminal, un carácter que ningún
          nombre admite se ve escapado (\\u{1B}); a un archivo o una tubería van los nombres
          exactos o nada: si uno incumple las reglas (vacío, largo, caracteres invisibles), se
          dice y sale con 65 (--json los da todos exactos).
          """,
        ejemplos: ["marcador exportar \"Rayo FC\" > rayo.csv"]
      )
    case .deshacer:
      DocumentacionDeOrden(
        resumen: "deshace tu último cambio, o el que digas",
        texto: """
          Deshace tu último cambio que siga en pie (tuyo: de tu cuenta en un archivo; en un
          servidor, del rol con el que el servidor te identificó, que anota él mismo), con tal de
          que lo que tocó (sus jugadores, el nombre de su equipo) siga como lo dejó: el cambio de
          otra persona a otro jugador, aunque sea del mismo equipo, no lo impide. Dice qué cambio
          deshace; si no se puede, no toca nada, dice qué cambio lo impide y sale con 65.
          Repetido, va más atrás.
          Con ENTRADA (su número en «historial») deshace ese cambio, de quien sea: si es de otra
          persona pregunta antes, diciendo quién lo hizo y cuándo (--si no pregunta; sin
          terminal, la respuesta es la primera línea de la entrada; una que no es «s» no deshace
          nada y sale con 130). El propio deshacer queda en el diario.
          """,
        ejemplos: ["marcador deshacer", "marcador deshacer 12 --si"]
      )
    case .rehacer:
      DocumentacionDeOrden(
        resumen: "rehace lo último que deshiciste",
        texto: """
          Vuelve a hacer el último cambio que deshiciste, si lo que toca sigue como el deshacer lo
          dejó (si no, no toca nada y sale con 65). Repetido, rehace los anteriores; un cambio
          nuevo tuyo cierra lo que queda por rehacer, como en un editor.
          """
      )
    case .permisos:
      DocumentacionDeOrden(
        resumen: "quién puede cambiar qué equipo de una liga en un servidor",
        texto: """
          Sin más, lista la federación (cambia todos los equipos y da permisos) y el delegado de
          cada equipo; los demás usuarios que pueden conectarse solo leen. «dar ROL EQUIPO» deja
          al rol ROL (o a sus miembros) cambiar EQUIPO: añadir, editar, quitar, importar,
          traspasar desde él y deshacer sus cambios; «quitar ROL EQUIPO» se lo retira. Sin
          EQUIPO, el rol pasa a ser (o deja de ser) de la federación. Solo la federación da y
          quita permisos. Los hace cumplir el propio servidor (seguridad por filas), también a
          quien use psql. Un traspaso a un equipo que no llevas lo hace quien pueda cambiar los
          dos: la federación, o un delegado de ambos. En un archivo, los permisos son los de Unix.
          """,
        ejemplos: [
          "marcador permisos", "marcador permisos dar ana \"Rayo FC\"",
          "marcador permisos quitar ana \"Rayo FC\"",
        ]
      )
    case .llevar:
      DocumentacionDeOrden(
        resumen: "lleva la liga de un servidor a un archivo, para trabajar sin conexión",
        texto: """
          Escribe la liga del servidor ORIGEN (postgresql://…) en el archivo DESTINO, como
          «copiar», y el archivo recuerda de dónde viene (su miembro «origen»): el servidor, sin
          contraseña, la última entrada de su diario en ese momento y un identificador de esta
          copia. Después todo funciona en ese archivo sin conexión, como en cualquier otro
          (formularios, modo interactivo, importar, deshacer), y su diario guarda cada cambio.
          No toca un archivo que ya existe.
          """,
        ejemplos: ["marcador llevar postgresql://ana@liga.example/liga campo.json"]
      )
    case .sincronizar:
      DocumentacionDeOrden(
        resumen: "devuelve al servidor los cambios hechos sin conexión en un archivo llevado",
        texto: """
          Envía al servidor del que vino (su miembro «origen») los cambios hechos en ARCHIVO
          desde que se llevó, del más antiguo al más nuevo, cada uno como el cambio condicional
          que ya es: hecho sobre la entrada del diario del servidor en que se llevó y seguido a
          través de lo que otros hicieron desde entonces (un jugador renombrado es el mismo; un
          traspaso lo mueve; uno quitado ya no está). Todos en una sola transacción, o ninguno;
          en el diario del servidor cada uno es de quien sincroniza, con la hora en que se hizo
          y marcado «(sin conexión)». Lo deshecho en el archivo antes de sincronizar no se envía.
          Si la conexión se corta, volver a ejecutarlo es seguro: el servidor recuerda qué
          cambios de esta copia aplicó y no aplica ninguno dos veces.

          Un campo cambiado sin conexión y en el servidor a valores distintos, un jugador quitado
          en un lado y cambiado en el otro, un dorsal o un nombre tomado mientras tanto: un
          conflicto, que se muestra con los dos valores y quién hizo el otro («Rayo FC, Ana #9,
          dorsal: tú 7, gus 11»). En una terminal se resuelve cada uno: un campo, con Enter (el
          tuyo), «s» (el suyo) u otro valor escrito; un alta cuyo dorsal tomó otro, con otro dorsal
          (o ninguno, o «s»: no se añade); otro cambio, descartándolo o no (si no, no se envía
          nada y sale con 65; Ctrl-C, con 130). Sin terminal no se envía nada y sale con 65.

          Después el archivo es la liga del servidor tal como está, con el origen nuevo, y se
          sigue trabajando en él; sin cambios que enviar, solo lo pone al día. Un cambio ya
          enviado se deshace en el servidor. La contraseña, si hace falta, sale de ~/.pgpass o
          PGPASSWORD: el archivo no la guarda. Mientras sincroniza tiene el cerrojo del archivo.
          """,
        ejemplos: ["marcador sincronizar campo.json"]
      )
    case .copiar:
      DocumentacionDeOrden(
        resumen: "copia la liga entre un archivo y un servidor",
        texto: """
          Copia la liga entera de un archivo a un servidor (postgresql://…) o de un servidor a un
          archivo: todo o nada. No toca un destino que ya tiene una liga (un archivo nunca se
          sobrescribe). Las claves que marcador no conoce viajan como valores JSON.
          """
      )
    case .ayuda:
      DocumentacionDeOrden(
        resumen: "muestra la ayuda",
        texto: """
          Lo mismo que «marcador --help», o, con ORDEN, que «marcador ORDEN --help».
          """
      )
    case .historial:
      DocumentacionDeOrden(
        resumen: "el diario de cambios",
        texto: """
          El diario de cambios (<archivo>.diario), del más antiguo al más nuevo: número, cuándo
          (en hora local, la de TZ, con su diferencia con UTC: +0100), quién, qué, y debajo la
          orden que lo repite, lista para pegar en una shell. Los cambios deshechos (y no
          rehechos) llevan «(deshecho)». Con --json, «cuando» va en UTC (ISO 8601).
          """
      )
    case .renombrarEquipo:
      DocumentacionDeOrden(
        resumen: "cambia el nombre de un equipo",
        texto: """
          Cambia el nombre de un equipo. El nombre nuevo sigue las reglas de «nuevo-equipo»: de 1
          a \(Reglas.maximoNombreDeEquipo) letras, y no puede ser el de otro equipo (sin
          distinguir mayúsculas, espacios ni acentos); el propio equipo sí puede cambiar solo sus
          mayúsculas o sus acentos. Los partidos de la liga que lo nombran («local», «visitante»)
          pasan al nombre nuevo en el mismo cambio, y se dice cuántos; si algún partido ya nombra
          un equipo NUEVO que no está (sin distinguir mayúsculas, espacios ni acentos), no se
          renombra (65). Un «deshacer» lo devuelve todo.
          """
      )
    case .buscar:
      DocumentacionDeOrden(
        resumen: "equipos y jugadores cuyo nombre contiene un texto",
        texto: """
          Los equipos y los jugadores de toda la liga cuyo nombre contiene TEXTO, sin distinguir
          mayúsculas ni acentos: primero los equipos («Rayo FC · equipo de 3 jugadores»), luego
          los jugadores («Ana #9 · Rayo FC»), en el orden de la liga. Si nada coincide no escribe
          nada en la salida y sale con 1, como grep (en una terminal lo dice en la salida de
          errores); en el modo interactivo leído de una tubería sigue la orden siguiente.
          """
      )
    case .libres:
      DocumentacionDeOrden(
        resumen: "los dorsales libres de un equipo",
        texto: """
          Los dorsales del \(dorsalMinimo) al \(dorsalMaximo) que nadie lleva en el equipo, en
          tramos: «2–8, 10–99». Si no queda ninguno, no escribe nada (en una terminal lo dice).
          """
      )
    case .dorsales:
      DocumentacionDeOrden(
        resumen: "la plantilla por dorsal, para el acta",
        texto: """
          Los jugadores de un equipo, uno por línea como en plantilla, ordenados por dorsal para
          el acta de un partido; los que no tienen dorsal van al final, en el orden del archivo.
          """,
        ejemplos: ["marcador dorsales \"Rayo FC\""]
      )
    case .quitarEquipo:
      DocumentacionDeOrden(
        resumen: "quita un equipo y sus jugadores",
        texto: """
          Quita un equipo y todos sus jugadores, después de preguntar «¿Quitar el equipo Rayo FC y
          sus 3 jugadores? [s/N]» (sin terminal, la respuesta es la primera línea de la entrada).
          Una respuesta que no es «s» no quita nada y sale con 130. Un equipo que nombra algún
          partido de la liga no se quita (65, diciendo cuántos). Es un solo cambio: un «deshacer»
          lo devuelve a su sitio, con sus jugadores.
          """
      )
    case .traspasar:
      DocumentacionDeOrden(
        resumen: "pasa un jugador a otro equipo",
        texto: """
          Pasa un jugador de EQUIPO al final de la plantilla de DESTINO en un solo cambio, con
          todo lo suyo (las claves que marcador no conoce también): nunca queda en los dos equipos
          ni en ninguno, y un «deshacer» lo devuelve a su sitio. En DESTINO se aplican las reglas
          de «anadir»: si ya hay un jugador con su nombre, no se traspasa; si su dorsal (o el de
          --dorsal) ya lo lleva otro, no se traspasa y se dicen los libres (65). En una terminal,
          en cambio, se abre el campo Dorsal del formulario para elegir otro.
          """,
        ejemplos: ["marcador traspasar \"Rayo FC\" Ana \"Atlético B\" --dorsal 11"]
      )
    case .temporada:
      DocumentacionDeOrden(
        resumen: "empieza la temporada siguiente en otra liga",
        texto: """
          Empieza la temporada siguiente: una liga nueva en DESTINO (un archivo o la URL de un
          servidor) con los mismos equipos y jugadores, sus claves desconocidas y sus dorsales, y
          sin partidos. Su temporada es la de --temporada o la siguiente a la de esta (2026-27 →
          2027-28, 2026/27 → 2027/28, 2026 → 2027), nunca la misma: una que no sigue esas formas
          se pregunta en una terminal y, sin terminal, se rechaza (65). Su diario empieza con un
          cambio que dice de dónde viene, con la ruta real de las dos (un «deshacer» allí la deja
          sin equipos). No toca un destino que ya tiene equipos o partidos, ni una carpeta (el
          destino es un archivo).
          """,
        ejemplos: ["marcador temporada liga-2027.json --nombre \"Liga 2027-28\""]
      )
    case .completar:
      DocumentacionDeOrden(
        resumen: "candidatos para el completado de la shell",
        texto: """
          QUE es «equipos [PREFIJO]», «jugadores EQUIPO [PREFIJO]», «ordenes», «opciones ORDEN»
          o «argumentos ORDEN».

          Para los scripts de completado de la shell: los nombres de los equipos de la liga (o de
          los jugadores de un equipo) que empiezan por PREFIJO, sin distinguir mayúsculas ni
          acentos, uno por línea; una liga que falta o está rota no tiene candidatos (nada en la
          salida de errores, estado 0); tras una cifra o «#», también los dorsales que se llevan,
          cada uno con un tabulador y el nombre de su jugador (sin él con --escapar o --comilla).
          «ordenes» y «opciones ORDEN» dan las órdenes y las opciones de una orden, cada una con
          un tabulador y su descripción; «argumentos ORDEN», los nombres de sus argumentos.
          """,
        ejemplos: ["marcador completar equipos Ra --escapar"]
      )
    }
  }
  public var tituloDeUso: String { "Uso:" }

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
    case (.corte, _):
      "el principio de PREFIJO que bash deja en la línea (hasta un «=» o «:»): cada nombre "
        + "sin él"
    case (.reemplazar, _): "la plantilla pasa a ser la del archivo"
    case (.separador, _): "el carácter que separa las columnas («\\t»: tabulador)"
    case (.excel, _): "para Excel en español: «;» como separador, CRLF y marca BOM"
    case (.sinDorsales, _): "los jugadores empiezan sin dorsal"
    case (.temporada, _):
      "la temporada de la liga nueva (si no, la siguiente a la de esta: 2026-27 → 2027-28)"
    }
  }

  public func valor(deOpcion opcion: NombreDeOpcion) -> String? {
    switch opcion {
    case .torneo: "RUTA"
    case .nombre: "NOMBRE"
    case .dorsal: "DORSAL"
    case .comilla, .separador: "C"
    case .corte: "TEXTO"
    case .temporada: "TEMPORADA"
    case .help, .h, .version, .accesible, .ejemplo, .json, .comprobar, .sinDorsal, .si, .escapar,
      .reemplazar, .excel, .sinDorsales:
      nil
    }
  }
}
