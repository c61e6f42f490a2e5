import Glibc

/// The league in a tournament file: reads come from the file as last read (one read per
/// command), every change goes through `ArchivoTorneo.cambiar` (lock, re-read, re-validate,
/// splices, journal, atomic replace). Nothing is remembered apart from the document a read or a
/// transaction saw, so no roster can go stale under another spelling of its team's name.
public final class LigaEnArchivo: Liga {
  /// The longest team name allowed, in user-perceived characters.
  public static let maximoNombreDeEquipo = 40

  public let archivo: ArchivoTorneo
  private var documento: DocumentoTorneo?

  public init(archivo: ArchivoTorneo) {
    self.archivo = archivo
  }

  public var descripcion: String { archivo.ruta }

  /// The file as last read, read now if it was not (or was changed by this store since).
  public func leido() throws(ErrorDeLiga) -> DocumentoTorneo {
    if let documento { return documento }
    do {
      let leido = try archivo.leer()
      documento = leido
      return leido
    } catch {
      throw .archivo(error)
    }
  }

  public func iniciar(ejemplo: Bool) throws(ErrorDeLiga) -> Int {
    do {
      try archivo.crear(
        con: Array((ejemplo ? LigaDeEjemplo.texto : LigaDeEjemplo.vacio).utf8))
    } catch {
      throw .archivo(error)
    }
    return ejemplo ? LigaDeEjemplo.numeroDeEquipos : 0
  }

  public func comprobarQueSePuedeCambiar() throws(ErrorDeLiga) {
    _ = try leido()
    do {
      try archivo.comprobarEscritura()
    } catch {
      throw .archivo(error)
    }
  }

  public func equipos() throws(ErrorDeLiga) -> [ResumenDeEquipo] {
    let documento = try leido()
    return documento.nombresDeEquipos.enumerated().map {
      ResumenDeEquipo(nombre: $0.element, jugadores: documento.numeroDeJugadores(en: $0.offset))
    }
  }

  public func equipo(llamado nombre: String) throws(ErrorDeLiga) -> Equipo {
    let documento = try leido()
    return try LigaEnArchivo.equipo(llamado: nombre, en: documento).equipo
  }

  public func torneo() throws(ErrorDeLiga) -> Torneo {
    let documento = try leido()
    do {
      return try documento.torneo()
    } catch {
      throw .archivo(error)
    }
  }

  public func candidatos(deEquipo prefijo: String) -> [String] {
    guard let documento = try? leido() else { return [] }
    return NombreDeJugador.empiezanPor(prefijo, documento.nombresDeEquipos)
  }

  public func candidatos(deJugador prefijo: String, enEquipo equipo: String) -> [String] {
    guard let documento = try? leido(), let posicion = documento.posicionDeEquipo(llamado: equipo)
    else { return [] }
    return NombreDeJugador.empiezanPor(prefijo, documento.nombresDeJugadores(enEquipo: posicion))
  }

  public func aplicar(_ operacion: Operacion) throws(ErrorDeLiga) -> Resultado {
    defer { documento = nil }
    let (_, entrada) = try archivo.cambiar(conocido: documento) {
      (documento, entradas) throws(ErrorDeLiga) in
      try LigaEnArchivo.plan(de: operacion, en: documento, diario: entradas)
    }
    return entrada.map(Resultado.hecho) ?? .sinCambios
  }

  public func diario() throws(ErrorDeLiga) -> [EntradaDeDiario] {
    try archivo.diario()
  }

  // MARK: The operations, as splices of the document read under the lock

  static func plan(
    de operacion: Operacion, en documento: DocumentoTorneo, diario: DiarioLeido
  ) throws(ErrorDeLiga) -> ArchivoTorneo.Plan? {
    switch operacion {
    case .anadir(let jugador, let nombre):
      let (posicion, equipo) = try equipo(llamado: nombre, en: documento)
      try comprobar([jugador], en: equipo)
      return .init(
        empalmes: [documento.insercion(de: [jugador], enEquipo: posicion)],
        cambio: .anadido(jugador, equipo: equipo.nombre))
    case .importar(let jugadores, let nombre):
      let (posicion, equipo) = try equipo(llamado: nombre, en: documento)
      try comprobar(jugadores, en: equipo)
      guard !jugadores.isEmpty else { return nil }
      return .init(
        empalmes: [documento.insercion(de: jugadores, enEquipo: posicion)],
        cambio: .importado(jugadores, equipo: equipo.nombre))
    case .editar(let leido, let nombre, let pedido):
      let (posicion, equipo) = try equipo(llamado: nombre, en: documento)
      let k = try jugador(llamado: leido.nombre, enEquipo: posicion, de: equipo, en: documento)
      let antes = documento.jugador(en: k)
      let nuevo = antes.cambiado(de: leido, a: pedido)
      try comprobar([nuevo], en: equipo.sin(antes))
      guard antes != nuevo else { return nil }
      return .init(
        empalmes: documento.edicion(deJugador: k, a: nuevo),
        cambio: .editado(antes, a: nuevo, equipo: equipo.nombre))
    case .quitar(let buscado, let nombre):
      let (posicion, equipo) = try equipo(llamado: nombre, en: documento)
      let k = try jugador(llamado: buscado, enEquipo: posicion, de: equipo, en: documento)
      return .init(
        empalmes: [documento.eliminacion(deJugador: k, enEquipo: posicion)],
        cambio: .quitado(documento.jugador(en: k), equipo: equipo.nombre))
    case .nuevoEquipo(let texto):
      let nombre = try nombreDeEquipoNuevo(texto, entre: documento.nombresDeEquipos)
      return .init(
        empalmes: [documento.insercion(deEquipo: nombre)], cambio: .equipoCreado(nombre))
    case .deshacer:
      let entradas = try diario.lectura.todas()
      guard let ultima = entradas.last(where: { !$0.deshecha && !$0.cambio.esDeshacer }) else {
        throw .nadaQueDeshacer
      }
      guard diario.huella == ultima.despues,
        Empalme.sonValidos(ultima.revertir, tamano: documento.bytes.count)
      else { throw .cambiadaDesde(ultima) }
      return .init(
        empalmes: ultima.revertir, cambio: .deshecho(numero: ultima.numero, cambio: ultima.cambio))
    }
  }

  /// A new team's name, cleaned, if it obeys the rules: the name rules with 1 to 40
  /// characters, not the name of another team ignoring case, spacing, canonical equivalence
  /// and accents (`NombreDeJugador.claveSinAcentos`). The server store checks with this too.
  public static func nombreDeEquipoNuevo(_ texto: String, entre nombres: [String])
    throws(ErrorDeLiga) -> String
  {
    let limpio = NombreDeJugador.limpiar(texto)
    if limpio.isEmpty { throw .nombreDeEquipo(.vacio) }
    if NombreDeJugador.tieneCaracteresNoValidos(limpio) {
      throw .nombreDeEquipo(.caracteresNoValidos)
    }
    if limpio.count > maximoNombreDeEquipo { throw .nombreDeEquipo(.largo) }
    let clave = NombreDeJugador.claveSinAcentos(limpio)
    if let otro = nombres.first(where: { NombreDeJugador.claveSinAcentos($0) == clave }) {
      throw .equipoRepetido(otro)
    }
    return limpio
  }

  static func equipo(llamado nombre: String, en documento: DocumentoTorneo)
    throws(ErrorDeLiga) -> (posicion: Int, equipo: Equipo)
  {
    guard let posicion = documento.posicionDeEquipo(llamado: nombre) else {
      throw .equipoDesconocido(nombre, sugerencia: documento.sugerencia(para: nombre))
    }
    do {
      return (posicion, try documento.equipo(en: posicion))
    } catch {
      throw .archivo(error)
    }
  }

  private static func jugador(
    llamado nombre: String, enEquipo posicion: Int, de equipo: Equipo,
    en documento: DocumentoTorneo
  ) throws(ErrorDeLiga) -> Int {
    guard let k = documento.posicionDeJugador(llamado: nombre, enEquipo: posicion) else {
      throw .jugadorDesconocido(
        nombre, equipo: equipo.nombre,
        sugerencia: Sugerencia.masParecido(a: nombre, entre: equipo.jugadores.map(\.nombre)))
    }
    return k
  }

  /// The team's rules for new players, each checked against the roster and the ones before it
  /// (by `Equipo.anadir`, which probes dictionaries: an import of n players costs n checks).
  private static func comprobar(_ jugadores: [Jugador], en equipo: Equipo) throws(ErrorDeLiga) {
    var equipo = equipo
    // Room for an import up front; a single player fits without regrowing (and rehashing)
    // the roster's dictionaries.
    if jugadores.count > 1 { equipo.reservar(equipo.jugadores.count + jugadores.count) }
    for jugador in jugadores {
      do {
        try equipo.anadir(jugador)
      } catch {
        throw .equipo(error)
      }
    }
  }
}

extension Cambio {
  /// Whether this is an undo (which `deshacer` never reverts).
  public var esDeshacer: Bool {
    if case .deshecho = self { return true }
    return false
  }
}

extension Equipo {
  /// The index of the player with that name, found as `NombreDeJugador.posicion` finds a name.
  /// - Throws: `.jugadorDesconocido` with the closest name, if one is close.
  public func posicionDeJugador(llamado nombre: String) throws(ErrorDeLiga) -> Int {
    if let k = NombreDeJugador.posicion(de: nombre, en: jugadores.lazy.map(\.nombre)) {
      return k
    }
    throw .jugadorDesconocido(
      nombre, equipo: self.nombre,
      sugerencia: Sugerencia.masParecido(a: nombre, entre: jugadores.map(\.nombre)))
  }
}
