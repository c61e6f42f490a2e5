// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

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

  /// Called with each document this store reads from the file (a command's reading, and one
  /// a change finds different under the lock), for whoever says what it holds (the names the
  /// rules would refuse, `DocumentoTorneo.nombresFueraDeRegla`).
  public var alLeer: ((DocumentoTorneo) -> Void)?

  public init(archivo: ArchivoTorneo) {
    self.archivo = archivo
  }

  public var descripcion: String { archivo.ruta }
  /// The file's real path (symlinks resolved), else the path as given.
  public var ubicacion: String { (try? archivo.rutaReal()) ?? archivo.ruta }

  /// The file as last read, read now if it was not (or was changed by this store since).
  public func leido() throws(ErrorDeLiga) -> DocumentoTorneo {
    if let documento { return documento }
    do {
      let leido = try archivo.leer()
      documento = leido
      alLeer?(leido)
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
    let (posicion, equipo) = try PlanEnArchivo.equipo(
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

  public func aplicar(_ operacion: Operacion, desde version: Int?) throws(ErrorDeLiga)
    -> Resultado
  {
    let conocido = documento
    let decodificados = plantillas
    defer { documento = nil }
    let (_, entrada) = try archivo.cambiar(conocido: conocido) {
      (documento, diario) throws(ErrorDeLiga) in
      // The same bytes (`conocido` reused: its very buffer) give the same rosters.
      let mismos = conocido.map { $0.bytes == documento.bytes } == true
      if !mismos { alLeer?(documento) }
      let tras = version.flatMap { diario.entradas(tras: $0) }
      return try Rastro.condicionada(operacion, tras: tras) { operacion throws(ErrorDeLiga) in
        try PlanEnArchivo.plan(
          de: operacion, en: documento, diario: diario,
          decodificados: mismos ? decodificados : [:])
      }
    }
    return entrada.map(Resultado.hecho) ?? .sinCambios
  }

  public func diario() throws(ErrorDeLiga) -> [EntradaDeDiario] {
    try archivo.diario()
  }

  public func version() throws(ErrorDeLiga) -> Int {
    try archivo.version()
  }

  /// The account (`Sistema.usuarioActual`): a file league's rights are its Unix permissions.
  public func usuario() -> String { Sistema.usuarioActual() }

  public func cambios(desde version: Int) throws(ErrorDeLiga) -> [EntradaDeDiario] {
    try archivo.diario().filter { $0.numero > version }
  }

  public func vigilar() throws(ErrorDeLiga) -> any Vigia {
    do {
      return try VigiaDeArchivo(archivo: archivo)
    } catch {
      throw .archivo(error)
    }
  }

  /// Answered at once, from the file as it is now (not as this store read it before, which
  /// the read replaces).
  public func consultar(equipo nombre: String) throws(ErrorDeLiga) -> any Consulta {
    let resultado = Result { () throws(ErrorDeLiga) -> Equipo in
      let documento: DocumentoTorneo
      do throws(ErrorArchivo) {
        documento = try archivo.leer()
      } catch {
        throw .archivo(error)
      }
      self.documento = documento
      return try PlanEnArchivo.equipo(llamado: nombre, en: documento).equipo
    }
    return try ConsultaInmediata(resultado, ruta: archivo.ruta)
  }

  public func exportar() throws(ErrorDeLiga) -> [UInt8] { try leido().bytes }

  public func partidos(deEquipo nombre: String) throws(ErrorDeLiga) -> Int {
    let documento = try leido()
    let posicion = try PlanEnArchivo.posicion(deEquipo: nombre, en: documento)
    return Partidos.referencias(
      a: documento.nombresDeEquipos[posicion], en: documento.bytes
    ).count
  }

  public func cargar(_ bytes: [UInt8]) throws(ErrorDeLiga) -> Int {
    let documento: DocumentoTorneo
    do {
      documento = try DocumentoTorneo(bytes: bytes, ruta: archivo.ruta)
      try archivo.crear(con: documento.bytes)
    } catch {
      throw .archivo(error)
    }
    return documento.numeroDeEquipos
  }
}
