// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// Where one player's object lies in the file and what it says, in 20 bytes (a 10,000-team
/// league has 250,000 of them): offsets fit 32 bits because files past `Reglas.tamanoMaximo`
/// (64 MiB) are refused.
public struct IndiceJugador: Sendable {
  private var inicio32: UInt32
  private var fin32: UInt32
  private var nombreInicio: UInt32
  private var nombreFin: UInt32
  private var dorsal8: UInt8
  private var conEscapes: Bool

  public init(inicio: Int, fin: Int, nombre: RangoTexto, dorsal: Int?) {
    inicio32 = UInt32(truncatingIfNeeded: inicio)
    fin32 = UInt32(truncatingIfNeeded: fin)
    nombreInicio = UInt32(truncatingIfNeeded: nombre.inicio)
    nombreFin = UInt32(truncatingIfNeeded: nombre.fin)
    dorsal8 = UInt8(truncatingIfNeeded: dorsal ?? 0)
    conEscapes = nombre.conEscapes
  }

  public var inicio: Int { Int(inicio32) }
  public var fin: Int { Int(fin32) }
  public var nombre: RangoTexto {
    RangoTexto(inicio: Int(nombreInicio), fin: Int(nombreFin), conEscapes: conEscapes)
  }
  public var dorsal: Int? { dorsal8 == 0 ? nil : Int(dorsal8) }
}

/// Where one team's object lies in the file: enough to read its roster and to insert a player
/// (or a whole `jugadores` member) without touching any other byte.
public struct IndiceEquipo: Sendable {
  public var inicio: Int
  public var fin: Int
  public var nombre: String
  /// Where the name's string starts (its opening quote), for a warning that names its line.
  public var nombreEn: Int
  /// The players of this team, as a range of `DocumentoTorneo.jugadores`.
  public var jugadores: Range<Int>
  /// Offsets of the roster's `[` and `]`, when the team has a `jugadores` member.
  public var lista: (abre: Int, cierra: Int)?
  /// The first member: where its key starts and ends and where its value starts.
  public var primeraClave: (inicio: Int, fin: Int, inicioValor: Int)
  /// The last member: where its key starts; and where the value before it ended, if any.
  public var ultimaClave: Int
  public var finPenultimoValor: Int?
  public var finUltimoValor: Int
}

/// A tournament file as read: its exact bytes and an index of what `marcador` understands.
///
/// Reading validates the whole of JSON's grammar and the tournament's schema but decodes only
/// team names; a roster is decoded when asked for. Unknown keys are validated and skipped, so
/// they are kept byte for byte by every save.
public struct DocumentoTorneo: Sendable {
  /// The path the file was read from, for error messages.
  public let ruta: String
  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  /// The tournament's `nombre`, when it has one.
  public let nombre: String?
  public let equipos: [IndiceEquipo]
  public let jugadores: [IndiceJugador]

  /// Reads and validates a tournament from its bytes.
  /// - Throws: `ErrorArchivo.noValido` with the line and column of the first problem.
  public init(bytes: [UInt8], ruta: String) throws(ErrorArchivo) {
    self.ruta = ruta
    self.bytes = bytes
    guard bytes.count <= Reglas.tamanoMaximo else {
      throw .noValido(
        ruta: ruta, linea: 1, columna: 1, motivo: .demasiadoGrande(limite: Reglas.tamanoMaximo))
    }
    // An empty file is told as such, not as a value that ends halfway.
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      throw .noValido(ruta: ruta, linea: 1, columna: 1, motivo: .vacio)
    }
    let resultado: Result<LectorDeTorneo, FalloLectura> = bytes.withUnsafeBufferPointer { buffer in
      do throws(FalloLectura) {
        var lector = LectorDeTorneo(buffer)
        try lector.leer()
        return .success(lector)
      } catch {
        return .failure(error)
      }
    }
    switch resultado {
    case .success(let lector):
      nombre = lector.nombre
      equipos = lector.equipos
      jugadores = lector.jugadores
    case .failure(let fallo):
      throw DocumentoTorneo.noValido(ruta, bytes, en: fallo.posicion, fallo.motivo)
    }
  }

  /// The teams' names, in file order.
  public var nombresDeEquipos: [String] { equipos.map(\.nombre) }

  /// How many teams the file has.
  public var numeroDeEquipos: Int { equipos.count }

  /// The team at a position, with its roster decoded and checked (no repeated name or number).
  public func equipo(en posicion: Int) throws(ErrorArchivo) -> Equipo {
    let indice = equipos[posicion]
    var equipo = Equipo(nombre: indice.nombre)
    equipo.reservar(indice.jugadores.count)
    for k in indice.jugadores {
      let jugador = jugadores[k]
      do {
        try equipo.anadir(Jugador(nombre: texto(jugador.nombre), dorsal: jugador.dorsal))
      } catch {
        throw DocumentoTorneo.noValido(ruta, bytes, en: jugador.inicio, .plantillaNoValida(error))
      }
    }
    return equipo
  }

  /// The whole tournament, every roster decoded and checked.
  public func torneo() throws(ErrorArchivo) -> Torneo {
    var resultado: [Equipo] = []
    resultado.reserveCapacity(equipos.count)
    for posicion in equipos.indices { resultado.append(try equipo(en: posicion)) }
    return Torneo(nombre: nombre, equipos: resultado)
  }

  /// The position of the team with that name, found as `NombreDeJugador.posicion` finds a
  /// name (`rayo  fc` and `atletico b` find `Rayo FC` and `Atlético B`).
  public func posicionDeEquipo(llamado buscado: String) -> Int? {
    NombreDeJugador.posicion(de: buscado, en: equipos.lazy.map(\.nombre))
  }

  /// The team name closest to one that matched none, if one is close enough to suggest.
  public func sugerencia(para buscado: String) -> String? {
    Sugerencia.masParecido(a: buscado, entre: nombresDeEquipos)
  }

  public func texto(_ rango: RangoTexto) -> String {
    bytes.withUnsafeBufferPointer { EscanerJSON($0).decodificar(rango) }
  }

  public static func noValido(
    _ ruta: String, _ bytes: [UInt8], en posicion: Int, _ motivo: MotivoInvalido
  ) -> ErrorArchivo {
    let (linea, columna) = DocumentoTorneo.posicion(de: posicion, en: bytes)
    return .noValido(ruta: ruta, linea: linea, columna: columna, motivo: motivo)
  }

  /// 1-based line and column (in characters, not bytes) of a byte offset.
  public static func posicion(de offset: Int, en bytes: [UInt8]) -> (linea: Int, columna: Int) {
    var linea = 1
    var inicioDeLinea = 0
    let limite = min(offset, bytes.count)
    for k in 0..<limite where bytes[k] == 0x0A {
      linea += 1
      inicioDeLinea = k + 1
    }
    var columna = 1
    for k in inicioDeLinea..<limite where bytes[k] & 0xC0 != 0x80 { columna += 1 }
    return (linea, columna)
  }
}

/// The tournament reader: walks the schema over the scanner (`EscanerJSON`, the whole JSON
/// grammar) in one pass and fills the index; what it refuses, it refuses with the motive and
/// the byte offset of the first problem, which `DocumentoTorneo` turns into line and column.
public struct LectorDeTorneo {
  public var e: EscanerJSON
  public var nombre: String?
  public var equipos: [IndiceEquipo] = []
  public var jugadores: [IndiceJugador] = []
  public var nombresVistos: Set<String> = []

  public init(_ buffer: UnsafeBufferPointer<UInt8>) {
    // A UTF-8 byte order mark is not JSON, but harmless: step over it and keep it.
    e = EscanerJSON(buffer, desde: TextoUTF8.largoDeMarca(buffer))
    // A player object takes at least 20 bytes or so, a team more: room for them up front,
    // instead of growing (and copying, rehashing) the index while reading a large league.
    jugadores.reserveCapacity(buffer.count / 96)
    nombresVistos.reserveCapacity(buffer.count / 2048)
  }

  public mutating func leer() throws(FalloLectura) {
    e.espacios()
    guard e.mira() != nil else { throw e.fallo(.finInesperado) }
    let inicio = e.i
    guard e.mira() == 0x7B else {
      // JSON of another type is the schema's refusal; what no JSON value starts with (a CSV,
      // a web page) is said to be no JSON at all, and a value broken further on, where.
      var valor = e
      do {
        try valor.saltarValor(profundidad: 1)
      } catch let fallo where fallo.posicion == inicio {
        throw e.fallo(.noEsJSON(empieza: e.caracterVisible(en: inicio)))
      }
      throw e.fallo(.tipoIncorrecto(clave: "torneo", esperado: .objeto))
    }
    var conEquipos = false
    var copia = e
    try copia.objeto(profundidad: 1) { (s, clave) throws(FalloLectura) in
      switch clave.conocida {
      case .nombre:
        if try s.nulo() { return }
        guard s.mira() == 0x22 else { throw tipo("nombre", .texto, s) }
        nombre = s.decodificar(try s.cadena())
      case .equipos:
        guard s.mira() == 0x5B else { throw tipo("equipos", .lista, s) }
        conEquipos = true
        try s.lista(profundidad: 2) { (s) throws(FalloLectura) in try equipo(&s) }
      default:
        try s.saltarValor(profundidad: 1)
      }
    }
    e = copia
    guard conEquipos else { throw e.fallo(.falta(clave: "equipos"), en: inicio) }
    e.espacios()
    guard e.i == e.b.count else { throw e.fallo(.sobraContenido) }
  }

  private func tipo(_ clave: String, _ esperado: TipoEsperado, _ s: EscanerJSON) -> FalloLectura {
    s.mira() == nil
      ? s.fallo(.finInesperado) : s.fallo(.tipoIncorrecto(clave: clave, esperado: esperado))
  }

  private mutating func equipo(_ s: inout EscanerJSON) throws(FalloLectura) {
    guard s.mira() == 0x7B else { throw tipo("equipos", .objeto, s) }
    let inicio = s.i
    let primerJugador = jugadores.count
    var nombreEquipo: String?
    var nombreEn = inicio
    var lista: (abre: Int, cierra: Int)?
    var primera: (inicio: Int, fin: Int, inicioValor: Int)?
    var ultimaClave = 0
    var finPenultimo: Int?
    var finUltimo = 0
    try s.objeto(profundidad: 3) { (s, clave) throws(FalloLectura) in
      if primera == nil {
        primera = (clave.inicio, clave.fin, clave.inicioValor)
      } else {
        finPenultimo = finUltimo
      }
      ultimaClave = clave.inicio
      switch clave.conocida {
      case .nombre:
        guard s.mira() == 0x22 else { throw tipo("nombre", .texto, s) }
        nombreEn = s.i
        nombreEquipo = s.decodificar(try s.cadena())
      case .jugadores:
        guard s.mira() == 0x5B else { throw tipo("jugadores", .lista, s) }
        let abre = s.i
        try s.lista(profundidad: 4) { (s) throws(FalloLectura) in try jugador(&s) }
        lista = (abre, s.i - 1)
      default:
        try s.saltarValor(profundidad: 3)
      }
      finUltimo = s.i
    }
    guard let nombreEquipo, let primera else {
      throw s.fallo(.falta(clave: "nombre"), en: inicio)
    }
    guard nombresVistos.insert(nombreEquipo).inserted else {
      throw s.fallo(.equipoRepetido(nombreEquipo), en: inicio)
    }
    equipos.append(
      IndiceEquipo(
        inicio: inicio, fin: s.i, nombre: nombreEquipo, nombreEn: nombreEn,
        jugadores: primerJugador..<jugadores.count, lista: lista, primeraClave: primera,
        ultimaClave: ultimaClave, finPenultimoValor: finPenultimo, finUltimoValor: finUltimo))
  }

  private mutating func jugador(_ s: inout EscanerJSON) throws(FalloLectura) {
    guard s.mira() == 0x7B else { throw tipo("jugadores", .objeto, s) }
    let inicio = s.i
    var nombreJugador: RangoTexto?
    var dorsal: Int?
    try s.objeto(profundidad: 5) { (s, clave) throws(FalloLectura) in
      switch clave.conocida {
      case .nombre:
        guard s.mira() == 0x22 else { throw tipo("nombre", .texto, s) }
        nombreJugador = try s.cadena()
      case .dorsal:
        if try s.nulo() { return }
        guard let c = s.mira(), c == 0x2D || (0x30...0x39).contains(c) else {
          throw tipo("dorsal", .numero, s)
        }
        let numero = try s.numero()
        dorsal = try LectorDeTorneo.dorsal(s.b, numero, s)
      default:
        try s.saltarValor(profundidad: 5)
      }
    }
    guard let nombreJugador else { throw s.fallo(.falta(clave: "nombre"), en: inicio) }
    jugadores.append(IndiceJugador(inicio: inicio, fin: s.i, nombre: nombreJugador, dorsal: dorsal))
  }

  private static func dorsal(
    _ b: UnsafeBufferPointer<UInt8>, _ numero: (inicio: Int, fin: Int, entero: Bool),
    _ s: EscanerJSON
  ) throws(FalloLectura) -> Int {
    let longitud = numero.fin - numero.inicio
    guard numero.entero, b[numero.inicio] != 0x2D, longitud <= 2 else {
      throw s.fallo(.dorsalNoValido, en: numero.inicio)
    }
    var valor = 0
    for k in numero.inicio..<numero.fin { valor = valor * 10 + Int(b[k] - 0x30) }
    guard Reglas.dorsales.contains(valor) else { throw s.fallo(.dorsalNoValido, en: numero.inicio) }
    return valor
  }
}

extension DocumentoTorneo {
  /// How many players the team at `posicion` has, without decoding them.
  public func numeroDeJugadores(en posicion: Int) -> Int { equipos[posicion].jugadores.count }
}
