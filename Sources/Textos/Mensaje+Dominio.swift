// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// What marcador says of the domain's values and errors, in no language: each maps a value to
/// its message once, every text it carries made `visible`. The words come later, from
/// `Catalogo.texto(_:)`; tests compare these values.
extension Mensaje {
  /// A change as one line: `Añadido a Rayo FC: Bea #7`.
  public static func de(_ cambio: Cambio) -> Mensaje {
    switch cambio {
    case .anadido(let j, let equipo): .guardado(j.enLista, equipo: visible(equipo))
    case .importado(let js, let equipo): .importado(js.count, equipo: visible(equipo))
    case .editado(let antes, let despues, let equipo):
      .editado(antes.enLista, despues.enLista, equipo: visible(equipo))
    case .quitado(let j, let equipo): .quitado(j.enLista, equipo: visible(equipo))
    case .equipoCreado(let nombre): .equipoCreado(visible(nombre))
    case .deshecho(_, let otro): .deshecho(.de(otro.hecho))
    case .rehecho(_, let otro): .rehecho(.de(otro.hecho))
    case .equipoRenombrado(let antes, let despues, let partidos):
      .equipoRenombrado(visible(antes), visible(despues), partidos: partidos)
    case .equipoQuitado(let equipo, let jugadores):
      .equipoQuitado(visible(equipo), jugadores: jugadores)
    case .traspasado(let antes, let despues, let desde, let hasta):
      .traspasado(antes.enLista, despues.enLista, desde: visible(desde), hasta: visible(hasta))
    case .reemplazado(_, let equipo, let anadidos, let cambiados, let quitados, let movidos):
      .reemplazado(
        equipo: visible(equipo), anadidos: anadidos, cambiados: cambiados, quitados: quitados,
        movidos: movidos)
    case .ligaImportada(let plantillas, let nuevos):
      .ligaImportada(
        jugadores: plantillas.reduce(0) { $0 + $1.jugadores.count }, equipos: plantillas.count,
        nuevos: nuevos.count, comprobado: false)
    case .temporadaIniciada(let t):
      .temporadaIniciada(
        visible(t.destino), desde: visible(t.origen), equipos: t.equipos,
        etiqueta: t.etiqueta.map(visible), siguienteA: t.siguienteA.map(visible))
    }
  }

  /// A wizard answer's error, with its suggestion if it has one.
  public static func de(_ error: ErrorDeCampo) -> Mensaje {
    switch error {
    case .conflicto(let campo, let suyo, let tuyo, let por):
      .conflictoEnCampo(
        .valor(de: campo, en: suyo), tuyo: .valor(de: campo, en: tuyo),
        por: por.map(Mensaje.autor(de:)))
    case .equipoVacio: .equipoVacio
    case .equipoDesconocido(let nombre, let sugerencia):
      .frases([.equipoDesconocido(visible(nombre)), .queEquipo(sugerencia)])
    case .nombre(let e): .errorDeNombre(e)
    case .jugadorDesconocido(let nombre, let sugerencia):
      .frases(
        [.jugadorDesconocido(visible(nombre))]
          + (sugerencia.map { [.quisisteDecir(visible($0))] } ?? []))
    case .dorsal(.repetido, let libres):
      .frases([.errorDeDorsal(.repetido), libres.isEmpty ? .ningunDorsalLibre : .libres(libres)])
    case .dorsal(let e, _): .errorDeDorsal(e)
    }
  }

  /// `importar NOMBRE` where NOMBRE names no team and no file, with the team it may mean.
  public static func importarDesconocido(_ nombre: String, sugerencia: String?) -> Mensaje {
    .frases([.niEquipoNiArchivo(visible(nombre)), .queEquipo(sugerencia)])
  }

  /// After an unknown team: the team it may mean, or how to see them all.
  private static func queEquipo(_ sugerencia: String?) -> Mensaje {
    sugerencia.map { .quisisteDecir(visible($0)) } ?? .comoVerLosEquipos
  }

  /// A league error: the store's failure, or a refused change.
  public static func de(_ error: ErrorDeLiga) -> Mensaje {
    switch error {
    case .almacen(let fallo): .de(fallo)
    case .equipoDesconocido(let nombre, let sugerencia):
      .de(ErrorDeCampo.equipoDesconocido(nombre, sugerencia: sugerencia))
    case .jugadorDesconocido(let nombre, let equipo, let sugerencia):
      .frases([
        .jugadorDesconocidoEn(visible(nombre), equipo: visible(equipo)),
        sugerencia.map { .quisisteDecir(visible($0)) } ?? .comoVerLaPlantilla(equipo),
      ])
    case .equipo(.nombreRepetido): .errorDeNombre(.repetido)
    case .equipo(.dorsalRepetido): .errorDeDorsal(.repetido)
    case .nombreDeEquipo(.largo): .nombreDeEquipoLargo(maximo: Reglas.maximoNombreDeEquipo)
    case .nombreDeEquipo(let e): .errorDeNombre(e)
    case .equipoRepetido(let nombre): .equipoRepetido(visible(nombre))
    case .nadaQueDeshacer: .nadaQueDeshacer
    case .nadaQueRehacer: .nadaQueRehacer
    case .entradaDesconocida(let numero): .entradaDesconocida(numero)
    case .yaDeshecha(let entrada) where entrada.cambio.esDeshacer: .esUnDeshacer(entrada.numero)
    case .yaDeshecha(let entrada): .yaDeshecha(entrada.numero, .de(entrada.cambio))
    case .cambiadaDesde(let entrada, let por):
      if case .deshecho(_, let original) = entrada.cambio {
        .noSeRehace(.de(original), por: por.map(Mensaje.autor(de:)))
      } else {
        .cambiadaDesde(entrada.numero, .de(entrada.cambio), por: por.map(Mensaje.autor(de:)))
      }
    case .conflicto(let conflicto): .de(conflicto)
    case .equipoCambiado(let equipo, let jugadores):
      .equipoCambiado(visible(equipo), jugadores: jugadores)
    case .diarioNoValido(let ruta, let linea): .diarioNoValido(visible(ruta), linea: linea)
    case .equipoEnPartidos(let equipo, let partidos):
      .equipoEnPartidos(visible(equipo), partidos: partidos)
    case .nombreEnPartidos(let nombre, let como, let partidos):
      .nombreEnPartidos(visible(nombre), como: visible(como), partidos: partidos)
    case .traspasoAlMismoEquipo(let jugador, let equipo):
      .traspasoAlMismoEquipo(visible(jugador), equipo: visible(equipo))
    }
  }

  /// Who made a journal entry, when (local time) and what: what a conflict names.
  public static func autor(de entrada: EntradaDeDiario) -> Mensaje {
    .hechoPor(
      visible(entrada.usuario), cuando: entrada.cuando,
      .de(entrada.cambio))
  }

  /// A change that met a player changed since the clerk saw them: what changed, and by whom.
  public static func de(_ conflicto: Conflicto) -> Mensaje {
    let por = conflicto.por.map(Mensaje.autor(de:))
    guard let actual = conflicto.actual else {
      return .conflictoQuitado(
        conflicto.visto.enLista, equipo: visible(conflicto.equipo), por: por)
    }
    guard let pedido = conflicto.pedido else {
      return .conflictoCambiado(conflicto.visto.enLista, ahora: actual.enLista, por: por)
    }
    return .conflictoEditado(
      conflicto.visto.enLista,
      campos: conflicto.campos.map {
        CampoEnConflicto(
          campo: $0, suyo: .valor(de: $0, en: actual), tuyo: .valor(de: $0, en: pedido))
      }, por: por)
  }

  /// The edit form's line for a field another clerk (`por`) changed: `(gus lo cambió a 71 hace
  /// un momento)`, the value as `jugador` has it now.
  public static func cambioAjeno(_ campo: Campo, en jugador: Jugador, por: EntradaDeDiario?)
    -> Mensaje
  {
    .cambiadoPorOtro(visible(por?.usuario ?? "?"), a: .valor(de: campo, en: jugador))
  }

  /// A player's name or number as a conflict shows it.
  public static func valor(de campo: Campo, en jugador: Jugador) -> Mensaje {
    switch campo {
    case .dorsal: jugador.dorsal.map { .tal(String($0)) } ?? .sinDorsalComoValor
    case .nombre, .equipo: .tal(visible(jugador.nombre))
    }
  }

  /// A field's value another clerk took since the form read the roster:
  /// `Ese dorsal ya lo lleva otro jugador (Bea, hace un momento)`.
  public static func tomadoHaceUnMomento(_ campo: Campo, por jugador: Jugador) -> Mensaje {
    .haceUnMomento(
      campo == .nombre ? .errorDeNombre(.repetido) : .errorDeDorsal(.repetido),
      por: visible(jugador.nombre))
  }

  /// The edit form's line for the player another clerk removed while it was open:
  /// `Ana #9 ya no está en Rayo FC (gus, hace un momento)`.
  public static func quitadoHaceUnMomento(_ conflicto: Conflicto) -> Mensaje {
    .haceUnMomento(
      .yaNoEsta(conflicto.visto.enLista, equipo: visible(conflicto.equipo)),
      por: visible(conflicto.por?.usuario ?? "?"))
  }

  /// Plain prompts: what another clerk just took, as a line of its own.
  public static func avisoDeTomado(_ campo: Campo, por jugador: Jugador, equipo: String)
    -> Mensaje
  {
    guard campo == .dorsal, let dorsal = jugador.dorsal else {
      return .avisoNombreTomado(visible(jugador.nombre), equipo: visible(equipo))
    }
    return .avisoDorsalTomado(visible(jugador.nombre), dorsal: dorsal)
  }

  /// What went wrong where the league is kept. Every text from a path, the server or the URL
  /// goes through `visible`; none holds a password (the server's store hides them).
  public static func de(_ error: FalloDeAlmacen) -> Mensaje {
    switch error {
    case .noExiste(let ruta): .noExiste(visible(ruta))
    case .enlaceRoto(let ruta, let destino): .enlaceRoto(visible(ruta), destino: visible(destino))
    case .noLegible(let ruta, let causa):
      .noLegible(visible(ruta), .causa(causa))
    case .noValido(let ruta, let linea, let columna, let motivo):
      .noValido(visible(ruta), linea: linea, columna: columna, .motivoInvalido(mostrable(motivo)))
    case .bloqueado(let ruta, let segundos):
      .bloqueado(visible(ruta), segundos: segundos)
    case .esperaInterrumpida: .cancelado
    case .noSeEscribio(let ruta, let causa):
      .noSeEscribio(visible(ruta), .causa(causa))
    case .sinPermiso(let rutas, let arreglo, let soloRoot):
      .noPuedesEscribir(rutas.map(visible), arreglo: visible(arreglo), soloRoot: soloRoot)
    case .sinConfirmar(let ruta, let causa):
      .sinConfirmar(visible(ruta), .causa(causa))
    case .yaExiste(let ruta): .yaExiste(visible(ruta))
    case .esCarpeta(let ruta, let existe): .carpetaComoTorneo(visible(ruta), existe: existe)
    case .noSeCreo(let ruta, let causa):
      .noSeCreo(visible(ruta), .causa(causa))
    case .demasiadoGrande(let ruta, let tamano, let limite):
      .ligaDemasiadoGrande(visible(ruta), tamano: tamano, limite: limite)
    case .sinLibPQ(let detalle): .sinLibPQ(visible(detalle))
    case .urlNoValida(let url): .urlNoValida(visible(url))
    case .inalcanzable(let destino, let detalle):
      .servidorInalcanzable(visible(destino), libpq: Catalogos.lineaDeDetalle(detalle))
    case .certificadoNoConfiable(let host): .certificadoNoConfiable(host: visible(host))
    case .sinTLS(let host): .servidorSinTLS(host: visible(host))
    case .noDisponible(let destino): .servidorNoDisponible(visible(destino))
    case .soloLectura(let destino): .servidorSoloLectura(visible(destino))
    case .sinRespuesta(let destino, let segundos):
      .servidorSinRespuesta(visible(destino), segundos: segundos)
    case .tiempoAgotado(let segundos, let cambio):
      .tiempoAgotadoEnElServidor(segundos: segundos, cambio)
    case .cancelado(let cambio): .canceladoEnElServidor(cambio)
    case .faltaContrasena(let usuario, let baseDeDatos):
      .faltaContrasena(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos))
    case .contrasenaRechazada(let usuario, let baseDeDatos):
      .contrasenaRechazada(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos))
    case .conexionRechazada(let usuario, let baseDeDatos):
      .conexionRechazada(usuario: visible(usuario), baseDeDatos: visible(baseDeDatos))
    case .sinPermisoEnElServidor: .sinPermisoEnElServidor
    case .sinDerechos(let equipo, let usuario, let delegados, let federacion):
      .sinDerechos(
        equipo: equipo.map(visible), usuario: visible(usuario), delegados: delegados.map(visible),
        federacion: federacion.map(visible))
    case .rolDesconocido(let rol): .rolDesconocido(visible(rol))
    case .conexionPerdida(let cambio): .conexionPerdida(cambio)
    case .anteriorSinDecidir: .anteriorSinDecidir
    case .repetido(let restriccion): .datoRepetido(restriccion: visible(restriccion))
    case .restriccionIncumplida(let restriccion): .datoNoValido(restriccion: visible(restriccion))
    case .conflicto: .conflictoEnElServidor
    case .ocupado(let segundos): .ocupadoEnElServidor(segundos: segundos)
    case .esquemaMasNuevo(let encontrada, let soportada):
      .esquemaMasNuevo(encontrada: encontrada, soportada: soportada)
    case .sinEsquema: .sinEsquema
    case .esquemaSinCrear(let nombre): .esquemaSinCrear(visible(nombre))
    case .caracterNulo: .caracterNulo
    case .otro(let codigo, let mensaje):
      .errorDelServidor(codigo: visible(codigo), visible(mensaje))
    }
  }

  /// What a saved change leaves to be said on a server.
  public static func de(_ aviso: AvisoDelServidor) -> Mensaje {
    switch aviso {
    case .guardadoSinConfirmar(let segundos, let replicaSincrona):
      .guardadoSinConfirmar(segundos: segundos, replicaSincrona: replicaSincrona)
    case .yaGuardado(let cuando): .yaGuardado(cuando: cuando)
    case .anteriorDecidido(let guardado): .anteriorDecidido(guardado: guardado)
    }
  }

  /// A transfer the destination refused, as the command line says it: the name taken there,
  /// or the number worn there with the numbers free there (`libres`) and what to do.
  public static func traspasoRechazado(_ error: ErrorEquipo, en equipo: String, libres: [Int])
    -> Mensaje
  {
    switch error {
    case .nombreRepetido(let nombre): .nombreOcupadoEn(visible(nombre), equipo: visible(equipo))
    case .dorsalRepetido(let dorsal):
      .frases([
        .dorsalOcupadoEn(dorsal, equipo: visible(equipo)),
        libres.isEmpty ? .ningunDorsalLibre : .libres(libres), .eligeOtroDorsal,
      ])
    }
  }

  /// `--comprobar`'s plan for a replaced roster, one line per player, the same in every
  /// language: a player added, `+ Ana #9`.
  public static func plan(anadido jugador: Jugador) -> Mensaje { .tal("+ " + jugador.enLista) }

  /// The plan's line for a player changed: `~ Ana #9 → Ana #10`.
  public static func plan(cambiado antes: Jugador, a despues: Jugador) -> Mensaje {
    .tal("~ " + antes.enLista + " → " + despues.enLista)
  }

  /// The plan's line for a player removed: `- Luis`.
  public static func plan(quitado jugador: Jugador) -> Mensaje { .tal("- " + jugador.enLista) }

  /// A name in a league's file the rules refuse, warned about at its line: `liga.json:7: aviso:
  /// el nombre de un equipo, «», está vacío; corrígelo en el archivo`.
  public static func aviso(de nombre: NombreFueraDeRegla, archivo: String) -> Mensaje {
    .enLugar(
      visible(archivo), linea: nombre.linea,
      .aviso(
        .nombreFueraDeRegla(
          visible(nombre.nombre), equipo: nombre.equipo.map(visible), error: nombre.error)))
  }

  /// An invalid row of an import, as editors jump to it: `lista.csv:4: Dorsal: Del 1 al 99`;
  /// `archivo` as given (`-` for standard input), a word of the commands its advice suggests.
  public static func de(_ fallo: ImportacionDeJugadores.Fallo, archivo: String) -> Mensaje {
    let mensaje: Mensaje =
      switch fallo.error {
      case .campo(let campo, let error): .enCampo(campo, .de(error))
      case .demasiadasColumnas(let columnas, let esperadas):
        .demasiadasColumnas(columnas, esperadas: esperadas)
      case .cabeceraDeLiga: .cabeceraDeLiga(archivo: archivo)
      case .cabeceraDeEquipo: .cabeceraDeEquipo(archivo: archivo)
      case .filasDeEquipo: .filasDeEquipo(archivo: archivo)
      case .niCabeceraNiJugador(let primera): .niCabeceraNiJugador(visible(primera))
      case .columnaRepetida(let primera, let segunda):
        .columnaRepetida(visible(primera), visible(segunda))
      case .equipo(let error): .enCampo(.equipo, .de(error))
      }
    return .enLugar(visible(archivo), linea: fallo.linea, mensaje)
  }
}

extension Mensaje {
  /// What is wrong in a tournament file, with the file's own texts in it made visible.
  fileprivate static func mostrable(_ motivo: MotivoInvalido) -> MotivoInvalido {
    switch motivo {
    case .noEsJSON(let empieza): .noEsJSON(empieza: visible(empieza))
    case .inesperado(let encontrado, let esperado):
      .inesperado(encontrado: visible(encontrado), esperado: esperado)
    case .claveRepetida(let clave): .claveRepetida(visible(clave))
    case .tipoIncorrecto(let clave, let esperado):
      .tipoIncorrecto(clave: visible(clave), esperado: esperado)
    case .falta(let clave): .falta(clave: visible(clave))
    case .equipoRepetido(let nombre): .equipoRepetido(visible(nombre))
    case .plantillaNoValida(.nombreRepetido(let nombre)):
      .plantillaNoValida(.nombreRepetido(visible(nombre)))
    case .finInesperado, .vacio, .utf8NoValido, .caracterDeControl, .escapeNoValido,
      .sustitutoSolitario, .numeroNoValido, .demasiadoAnidado, .sobraContenido, .dorsalNoValido,
      .demasiadoGrande, .plantillaNoValida(.dorsalRepetido):
      motivo
    }
  }
}
