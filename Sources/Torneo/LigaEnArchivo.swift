import Glibc

/// The league in a tournament file: reads come from the file as last read (one read per
/// command), every change goes through `ArchivoTorneo.cambiar` (lock, re-read, re-validate,
/// splices, journal, atomic replace). Nothing is remembered apart from the document a read or a
/// transaction saw, so no roster can go stale under another spelling of its team's name.
public final class LigaEnArchivo: Liga {
  public let archivo: ArchivoTorneo
  private var documento: DocumentoTorneo? {
    didSet { plantillas = [:] }
  }
  /// The rosters decoded from `documento`, by team position: part of that reading, gone with
  /// it (whatever replaces the document empties them). A change whose file under the lock has
  /// exactly those bytes checks its rules against the roster the form was checked against,
  /// instead of decoding it a second time.
  private var plantillas: [Int: Equipo] = [:]

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
    let (posicion, equipo) = try LigaEnArchivo.equipo(
      llamado: nombre, en: documento, decodificados: plantillas)
    plantillas[posicion] = equipo
    return equipo
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
    let conocido = documento
    let decodificados = plantillas
    defer { documento = nil }
    let (_, entrada) = try archivo.cambiar(conocido: conocido) {
      (documento, entradas) throws(ErrorDeLiga) in
      // The same bytes (`conocido` reused: its very buffer) give the same rosters.
      let mismos = conocido.map { $0.bytes == documento.bytes } == true
      return try LigaEnArchivo.plan(
        de: operacion, en: documento, diario: entradas,
        decodificados: mismos ? decodificados : [:])
    }
    return entrada.map(Resultado.hecho) ?? .sinCambios
  }

  public func diario() throws(ErrorDeLiga) -> [EntradaDeDiario] {
    try archivo.diario()
  }

  public func exportar() throws(ErrorDeLiga) -> DocumentoTorneo { try leido() }

  public func cargar(_ documento: DocumentoTorneo) throws(ErrorDeLiga) -> Int {
    do {
      try archivo.crear(con: documento.bytes)
    } catch {
      throw .archivo(error)
    }
    return documento.numeroDeEquipos
  }

  // MARK: The operations, as splices of the document read under the lock

  /// `decodificados`: rosters already decoded from these very bytes, by team position.
  static func plan(
    de operacion: Operacion, en documento: DocumentoTorneo, diario: DiarioLeido,
    decodificados: [Int: Equipo] = [:]
  ) throws(ErrorDeLiga) -> ArchivoTorneo.Plan? {
    switch operacion {
    case .anadir(_, let nombre), .importar(_, let nombre), .editar(_, let nombre, _),
      .quitar(_, let nombre):
      let (posicion, equipo) = try equipo(
        llamado: nombre, en: documento, decodificados: decodificados)
      guard let (cambio, k) = try Reglas.cambio(de: operacion, en: equipo) else { return nil }
      // The roster's index `k` as the document's (its players are a range of the file's).
      let jugador = documento.equipos[posicion].jugadores.lowerBound + (k ?? 0)
      let empalmes: [Empalme]
      switch cambio {
      case .anadido(let nuevo, _): empalmes = [documento.insercion(de: [nuevo], enEquipo: posicion)]
      case .importado(let nuevos, _):
        empalmes = [documento.insercion(de: nuevos, enEquipo: posicion)]
      case .editado(_, let nuevo, _): empalmes = documento.edicion(deJugador: jugador, a: nuevo)
      case .quitado: empalmes = [documento.eliminacion(deJugador: jugador, enEquipo: posicion)]
      case .equipoCreado, .deshecho: return nil
      }
      return .init(empalmes: empalmes, cambio: cambio)
    case .nuevoEquipo(let texto):
      let nombre = try Reglas.nombreDeEquipo(texto, entre: documento.nombresDeEquipos)
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

  /// The team of that name in the document, its roster decoded (or taken from
  /// `decodificados`, rosters decoded from the same bytes).
  static func equipo(
    llamado nombre: String, en documento: DocumentoTorneo, decodificados: [Int: Equipo] = [:]
  ) throws(ErrorDeLiga) -> (posicion: Int, equipo: Equipo) {
    guard let posicion = documento.posicionDeEquipo(llamado: nombre) else {
      throw .equipoDesconocido(nombre, sugerencia: documento.sugerencia(para: nombre))
    }
    if let equipo = decodificados[posicion] { return (posicion, equipo) }
    do {
      return (posicion, try documento.equipo(en: posicion))
    } catch {
      throw .archivo(error)
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
