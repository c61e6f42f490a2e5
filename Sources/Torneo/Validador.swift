import CIndiceJSON

/// The tournament file's validating reader, built for speed: it accepts exactly the files
/// `LectorDeTorneo` over `EscanerJSON` accepts, with the same index, and refuses the others
/// with the same error (motive and byte offset), because every error comes from that reader.
///
/// Two stages, as fast JSON parsers do:
/// 1. `CIndiceJSON` classifies the bytes 64 at a time (SSE2, AVX2 or AVX-512BW on x86-64, as
///    the CPU allows; NEON on aarch64) and marks, one 64-bit word per block, the bytes that
///    matter: structural characters and quotes outside strings, the start of each number or
///    literal, and, inside strings, any byte that is not plain printable ASCII. White space
///    and plain string content are never read again.
/// 2. `LecturaRapida` walks those marks through the tournament's schema: it checks the
///    grammar between them, each number and literal, duplicate keys, team names, nesting, and
///    fills the index. The strings stage one flagged are validated byte by byte by
///    `EscanerJSON` (escapes, surrogates, UTF-8).
///
/// Stage two never builds an error: at the first thing it does not accept it gives up, and
/// `LectorDeTorneo` reads the file again from the start, to refuse it with the exact message
/// (or, in the two cases stage two leaves to it, a key written with escapes and an object
/// with more than `LecturaRapida.clavesMaximas` unknown keys, to accept it). Below
/// `LecturaRapida.enParaleloDesde`, stage one marks a window of `LecturaRapida.ventana` bytes
/// at a time on the reader's thread, so the marks take 8 KiB; from there on, it marks the whole
/// text ahead of stage two on a thread of its own (`EtapaUnoAparte`), in one byte of marks for
/// every eight of text.
struct Validador {
  /// Deeper nesting than this is refused, as `EscanerJSON` does.
  static let profundidadMaxima = 256

  private let b: UnsafeBufferPointer<UInt8>
  /// The tournament's `nombre`, once read.
  private(set) var nombre: String?
  /// The index `DocumentoTorneo` keeps, filled exactly as `LectorDeTorneo` fills it.
  private(set) var equipos: [IndiceEquipo] = []
  private(set) var jugadores: [IndiceJugador] = []

  /// Prepares to read `buffer`; an empty buffer is refused at once, as the oracle refuses it.
  init(_ buffer: UnsafeBufferPointer<UInt8>) throws(FalloLectura) {
    guard !buffer.isEmpty else { throw FalloLectura(posicion: 0, motivo: .finInesperado) }
    b = buffer
  }

  /// Reads the whole file: one tournament object and nothing after it.
  mutating func leer() throws(FalloLectura) {
    if case .success(let indice) = LecturaRapida.leer(b) {
      (nombre, equipos, jugadores) = (indice.nombre, indice.equipos, indice.jugadores)
      return
    }
    var lector = LectorDeTorneo(b)
    try lector.leer()
    (nombre, equipos, jugadores) = (lector.nombre, lector.equipos, lector.jugadores)
  }
}

/// Why stage two gave up: the file breaks a rule (the reference reader will name it), or it
/// uses something stage two leaves to the reference reader.
enum Renuncia: Error, Equatable {
  case noValido
  case claveConEscapes
  case demasiadasClaves
}

/// What a reading finds: the tournament's name and the index.
struct IndiceLeido {
  var nombre: String?
  var equipos: [IndiceEquipo] = []
  var jugadores: [IndiceJugador] = []
}

/// Where stage two is in stage one's marks: what is left of the current block's word of marks,
/// and where that block starts in the text. Two words, passed and returned by value and never
/// by address, so that the loops that hand out marks keep it in registers: kept in the reader's
/// fields, every mark handed out was a load and a store.
struct CursorDeMarcas {
  var marcas: UInt64 = 0
  var origen = 0
}

/// Stage two of `Validador` (see there), over the marks stage one writes for a window.
///
/// The helpers that only read the state are `mutating` all the same: a non-mutating call from
/// a mutating method copies the whole struct, retaining and releasing its references, and
/// that copy stayed in the hot loop (it tripled the time). The cursor (`CursorDeMarcas`) is
/// passed `inout` only to helpers that are inlined; the others take it and give it back by
/// value.
struct LecturaRapida {
  /// Bytes stage one marks at a time: 64 KiB, one word of marks per 64 bytes.
  static let ventana = 1 << 16
  /// More unknown keys than this in one object are left to the reference reader, whose
  /// duplicate check does not grow with the square of their number.
  static let clavesMaximas = 64
  /// From this size on, stage one runs on a thread of its own, ahead of stage two
  /// (`EtapaUnoAparte`): a second core then takes its share of the time.
  static let enParaleloDesde = 1 << 20

  private let b: UnsafeBufferPointer<UInt8>
  private let p: UnsafePointer<UInt8>
  private let n: Int
  private var indice = IndiceLeido()
  /// Stage one's marks for the current window, one word per 64-byte block: `bloque` is the
  /// last block handed to a cursor, `bloques` how many the window has. The window is this
  /// reader's own (`propias`), marked here; or, for a large file, the blocks of the whole
  /// text's marks that stage one has published from its own thread (`aparte`) since the last
  /// window (`consumidos` were handed out before).
  private var palabras: UnsafeMutablePointer<UInt64>
  private let propias: UnsafeMutablePointer<UInt64>
  private let aparte: EtapaUnoAparte?
  /// Whether the text may still be arriving (`Llegada`): then only the bytes up to a block past
  /// the marks handed out are sure to be there, and a scan that may run further waits for the
  /// rest first (`textoEntero`).
  private var llegando: Bool
  private var bloque = 0
  private var bloques = 0
  private var consumidos = 0
  /// Where the blocks marked so far end (as if the last one were whole), and stage one on this
  /// thread, when it runs here.
  private var indexado: Int
  private var etapaUno: EtapaUno
  /// The unknown keys of the objects being read, innermost last.
  private let claves: PilaDeClaves

  /// Visits every mark of `buffer` and reads its byte, with no schema: what stage two costs
  /// before it checks anything (`make bench` measures it as the floor of this design). Returns
  /// the sum of the bytes, so the work cannot be optimized away.
  static func recorrerMarcas(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
    var lectura = LecturaRapida(buffer, base, anchura: 2, enParalelo: false)
    defer { lectura.terminar() }
    var c = CursorDeMarcas()
    var suma = 0
    while true {
      guard let posicion = try? lectura.siguiente(&c) else { return suma }
      suma &+= Int(lectura.p[posicion])
    }
  }

  /// Reads `buffer`: the index, or why stage two gave up. Stage one runs on a thread of its
  /// own when `enParalelo` says so, or by default from `enParaleloDesde` bytes.
  static func leer(
    _ buffer: UnsafeBufferPointer<UInt8>, anchura: Int32 = 2, enParalelo: Bool? = nil
  ) -> Result<IndiceLeido, Renuncia> {
    guard let base = buffer.baseAddress, !buffer.isEmpty, buffer.count < Int(UInt32.max) else {
      return .failure(.noValido)
    }
    var lectura = LecturaRapida(
      buffer, base, anchura: anchura,
      enParalelo: enParalelo ?? (buffer.count >= LecturaRapida.enParaleloDesde))
    defer { lectura.terminar() }
    do throws(Renuncia) {
      try lectura.torneo()
    } catch {
      return .failure(error)
    }
    return .success(lectura.indice)
  }

  /// Reads a text still arriving in `buffer` (`llegada` says from where; at least its first
  /// `LecturaRapida.inicioLeido` bytes are in): stage one reads the rest on its own thread as
  /// it marks. Also says how the text arrived: the reading counts only if exactly
  /// `buffer.count` bytes did, without a failure.
  static func leer(
    _ buffer: UnsafeBufferPointer<UInt8>, llegando llegada: Llegada
  ) -> (Result<IndiceLeido, Renuncia>, Llegado) {
    guard let base = buffer.baseAddress, buffer.count >= inicioLeido,
      buffer.count < Int(UInt32.max), llegada.leidos >= inicioLeido
    else { preconditionFailure("un texto que llega empieza leído") }
    var lectura = LecturaRapida(buffer, base, anchura: 2, enParalelo: true, llegada: llegada)
    let resultado: Result<IndiceLeido, Renuncia>
    do throws(Renuncia) {
      try lectura.torneo()
      resultado = .success(lectura.indice)
    } catch {
      resultado = .failure(error)
    }
    lectura.terminar()
    guard let llegado = lectura.aparte?.esperarTexto() else {
      preconditionFailure("un texto que llega tiene su etapa uno aparte")
    }
    return (resultado, llegado)
  }

  /// How much of an arriving text must be in before stage two starts: it looks for a byte
  /// order mark in the first three bytes.
  static let inicioLeido = 3

  private init(
    _ buffer: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>, anchura: Int32,
    enParalelo: Bool, llegada: Llegada? = nil
  ) {
    b = buffer
    p = base
    n = buffer.count
    // A UTF-8 byte order mark is not JSON, but harmless: step over it and keep it.
    indexado = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
    etapaUno = EtapaUno(base, desde: indexado, hasta: n, anchura: anchura)
    propias = .allocate(capacity: LecturaRapida.ventana / 64)
    palabras = propias
    // Without a thread to be had, stage one runs here, as for a small file; an arriving text
    // is then read whole first.
    llegando = llegada != nil
    aparte = enParalelo ? EtapaUnoAparte(etapaUno, llegada: llegada) : nil
    claves = PilaDeClaves()
    // Room for every team and player a text of this size is likely to have, reserved and not
    // touched: only the pages used are ever backed, and the arrays never move as they grow
    // (moving the teams cost a fresh copy of each page, page faults included).
    indice.jugadores.reserveCapacity(n / 96)
    indice.equipos.reserveCapacity(n / 256)
  }

  /// Stops stage one's thread, if it has one, and frees the marks.
  private mutating func terminar() {
    aparte?.terminar()
    propias.deallocate()
  }

  // MARK: The positions

  /// The next position stage one marked. Every mark lies inside the text, so its byte is
  /// read without a bounds check; past the last one the text has ended where the grammar
  /// still expects something, and stage two gives up (`alFinal` asks without giving up).
  @inline(__always) private mutating func siguiente(_ c: inout CursorDeMarcas) throws(Renuncia)
    -> Int
  {
    if c.marcas == 0 { c = try siguienteBloque() }
    let posicion = c.origen &+ c.marcas.trailingZeroBitCount
    c.marcas &= c.marcas &- 1
    return posicion
  }

  /// A cursor on the next block that has marks, marking the next window when this one is
  /// used up; `.noValido` once the text is.
  @inline(never) private mutating func siguienteBloque() throws(Renuncia) -> CursorDeMarcas {
    while true {
      bloque &+= 1
      if bloque >= bloques {
        guard marcarVentana() else { throw .noValido }
      }
      let marcas = palabras[bloque]
      if marcas != 0 {
        return CursorDeMarcas(marcas: marcas, origen: indexado &- (bloques &- bloque) &* 64)
      }
    }
  }

  /// Whether no mark is left after `c`: the end of a valid text.
  private mutating func alFinal(_ c: CursorDeMarcas) -> Bool {
    guard c.marcas == 0 else { return false }
    return (try? siguienteBloque()) == nil
  }

  /// The next window of marks: up to `ventana` bytes marked here, or the blocks stage one
  /// has published from its own thread (waiting for one if it is behind). `false` at the end
  /// of the text.
  @inline(never) private mutating func marcarVentana() -> Bool {
    bloque = 0
    if let aparte {
      guard consumidos < aparte.bloques else { return false }
      let hechos = aparte.esperar(masDe: consumidos)
      // More blocks than there are: the arriving text did not arrive whole.
      guard hechos <= aparte.bloques else { return false }
      palabras = aparte.palabras + consumidos
      bloques = hechos &- consumidos
      consumidos = hechos
      // As if the last block were whole: the cursor's `origen` counts back from here.
      indexado = aparte.desde &+ hechos &* 64
      return true
    }
    bloques = etapaUno.marcar(en: palabras, maximo: LecturaRapida.ventana / 64)
    indexado = etapaUno.desde
    return bloques > 0
  }

  /// With the text still arriving, waits for all of it (before a scan that may run past the
  /// marks handed out); gives up if it did not arrive whole.
  @inline(__always) private mutating func textoEntero() throws(Renuncia) {
    guard llegando else { return }
    guard let aparte, aparte.esperarTexto().leidos >= n else { throw .noValido }
    llegando = false
  }

  /// The byte at a position worked out from a mark (0 past the end of the text). A mark's own
  /// byte is read as `p[marca]`.
  @inline(__always) private mutating func byte(_ posicion: Int) -> UInt8 {
    posicion < n ? p[posicion] : 0
  }

  /// Whether a number or a literal may end before `posicion`: the text ends there, or white
  /// space, a structural character or a quote comes next.
  @inline(__always) private mutating func terminaEscalar(_ posicion: Int) -> Bool {
    guard posicion < n else { return true }
    let c = p[posicion]
    // One bit per byte that may follow a scalar: below 64, the white space, `"`, `,` and `:`;
    // from 64 to 127, `[`, `]`, `{` and `}`.
    let bits: UInt64 = c < 64 ? 0x0400_1005_0000_2600 : 0x2800_0000_2800_0000
    return c < 128 && (bits &>> UInt64(c & 63)) & 1 != 0
  }

  // MARK: The schema

  /// One tournament object and nothing after it.
  private mutating func torneo() throws(Renuncia) {
    var c = CursorDeMarcas()
    let abre = try siguiente(&c)
    guard p[abre] == 0x7B else { throw .noValido }
    var conEquipos = false
    var t = try siguiente(&c)
    if p[t] != 0x7D {
      let base = claves.cima
      defer { claves.cima = base }
      var vistas: UInt8 = 0
      while true {
        let clave = try self.clave(en: t, base: base, vistas: &vistas, &c)
        let valor = try siguiente(&c)
        switch clave {
        case .nombre:
          if p[valor] == 0x6E {
            _ = try literal(en: valor)
          } else {
            guard p[valor] == 0x22 else { throw .noValido }
            indice.nombre = decodificar(try cadena(en: valor, &c))
          }
        case .equipos:
          guard p[valor] == 0x5B else { throw .noValido }
          conEquipos = true
          try listaDeEquipos(&c)
        default:
          _ = try valorAparte(en: valor, profundidad: 1, &c)
        }
        if try finDeMiembro(&t, &c) { break }
      }
    }
    guard conEquipos, alFinal(c), nombresDistintos() else { throw .noValido }
  }

  /// Whether no two teams have the same name (as `String`s compare: canonically equivalent
  /// names are the same). Asked once the names are all read, so that the set is built at its
  /// final size and no name is hashed twice.
  private mutating func nombresDistintos() -> Bool {
    var vistos = Set<String>(minimumCapacity: indice.equipos.count)
    for equipo in indice.equipos {
      guard vistos.insert(equipo.nombre).inserted else { return false }
    }
    return true
  }

  /// The `equipos` array, after its `[`.
  private mutating func listaDeEquipos(_ c: inout CursorDeMarcas) throws(Renuncia) {
    var t = try siguiente(&c)
    if p[t] == 0x5D { return }
    while true {
      try equipo(en: t, &c)
      if try finDeElemento(&t, &c) { return }
    }
  }

  /// One team, at its `{`.
  private mutating func equipo(en inicio: Int, _ c: inout CursorDeMarcas) throws(Renuncia) {
    guard p[inicio] == 0x7B else { throw .noValido }
    let primerJugador = indice.jugadores.count
    var nombreEquipo: String?
    var lista: (abre: Int, cierra: Int)?
    var primera: (inicio: Int, fin: Int, inicioValor: Int)?
    var ultimaClave = 0
    var finPenultimo: Int?
    var finUltimo = 0
    var t = try siguiente(&c)
    if p[t] != 0x7D {
      let base = claves.cima
      defer { claves.cima = base }
      var vistas: UInt8 = 0
      while true {
        let clave = try self.clave(en: t, base: base, vistas: &vistas, &c)
        let valor = try siguiente(&c)
        if primera == nil {
          primera = (t, claveFin, valor)
        } else {
          finPenultimo = finUltimo
        }
        ultimaClave = t
        switch clave {
        case .nombre:
          guard p[valor] == 0x22 else { throw .noValido }
          let rango = try cadena(en: valor, &c)
          nombreEquipo = decodificar(rango)
          finUltimo = rango.fin &+ 1
        case .jugadores:
          guard p[valor] == 0x5B else { throw .noValido }
          let cierra = try listaDeJugadores(&c)
          lista = (valor, cierra)
          finUltimo = cierra &+ 1
        default:
          finUltimo = try valorAparte(en: valor, profundidad: 3, &c)
        }
        if try finDeMiembro(&t, &c) { break }
      }
    }
    guard let nombreEquipo, let primera else { throw .noValido }
    indice.equipos.append(
      IndiceEquipo(
        inicio: inicio, fin: t &+ 1, nombre: nombreEquipo,
        jugadores: primerJugador..<indice.jugadores.count, lista: lista, primeraClave: primera,
        ultimaClave: ultimaClave, finPenultimoValor: finPenultimo, finUltimoValor: finUltimo))
  }

  /// A team's `jugadores` array, after its `[`; returns where its `]` is.
  private mutating func listaDeJugadores(_ c: inout CursorDeMarcas) throws(Renuncia) -> Int {
    var t = try siguiente(&c)
    if p[t] == 0x5D { return t }
    while true {
      try jugador(en: t, &c)
      if try finDeElemento(&t, &c) { return t }
    }
  }

  /// One player, at its `{`.
  private mutating func jugador(en inicio: Int, _ c: inout CursorDeMarcas) throws(Renuncia) {
    guard p[inicio] == 0x7B else { throw .noValido }
    var nombreJugador: RangoTexto?
    var dorsal: Int?
    var t = try siguiente(&c)
    if p[t] != 0x7D {
      let base = claves.cima
      defer { claves.cima = base }
      var vistas: UInt8 = 0
      while true {
        let clave = try self.clave(en: t, base: base, vistas: &vistas, &c)
        let valor = try siguiente(&c)
        switch clave {
        case .nombre:
          guard p[valor] == 0x22 else { throw .noValido }
          nombreJugador = try cadena(en: valor, &c)
        case .dorsal:
          if p[valor] == 0x6E {
            _ = try literal(en: valor)
          } else {
            dorsal = try self.dorsal(en: valor)
          }
        default:
          _ = try valorAparte(en: valor, profundidad: 5, &c)
        }
        if try finDeMiembro(&t, &c) { break }
      }
    }
    guard let nombreJugador else { throw .noValido }
    indice.jugadores.append(
      IndiceJugador(inicio: inicio, fin: t &+ 1, nombre: nombreJugador, dorsal: dorsal))
  }

  /// A `dorsal`: a whole number from 1 to 99 without sign, fraction, exponent or leading zero.
  /// Whatever else the grammar allows is refused by the schema anyway.
  @inline(__always) private mutating func dorsal(en v: Int) throws(Renuncia) -> Int {
    let decenas = p[v] &- 0x31
    guard decenas < 9 else { throw .noValido }
    let unidades = byte(v &+ 1) &- 0x30
    if unidades < 10 {
      guard terminaEscalar(v &+ 2) else { throw .noValido }
      return Int(decenas &+ 1) &* 10 &+ Int(unidades)
    }
    guard terminaEscalar(v &+ 1) else { throw .noValido }
    return Int(decenas &+ 1)
  }

  /// After an object's member: `true` at its `}` (then at `t`), `false` past a `,` (`t` is
  /// then the next key's quote).
  @inline(__always) private mutating func finDeMiembro(
    _ t: inout Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> Bool {
    t = try siguiente(&c)
    if p[t] == 0x2C {
      t = try siguiente(&c)
      return false
    }
    guard p[t] == 0x7D else { throw .noValido }
    return true
  }

  /// After an array's element: `true` at its `]` (then at `t`), `false` past a `,` (`t` is
  /// then the next element).
  @inline(__always) private mutating func finDeElemento(
    _ t: inout Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> Bool {
    t = try siguiente(&c)
    if p[t] == 0x2C {
      t = try siguiente(&c)
      return false
    }
    guard p[t] == 0x5D else { throw .noValido }
    return true
  }

  // MARK: Keys

  /// Where the last key read by `clave` ends: one past its closing quote.
  private var claveFin = 0

  /// The key at `t` (its opening quote) and the colon after it; refuses a key the object
  /// already has. Schema keys are remembered in `vistas`, one bit each; the others on the key
  /// stack from `base`, compared byte for byte (no key here has escapes).
  @inline(__always) private mutating func clave(
    en t: Int, base: Int, vistas: inout UInt8, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> ClaveConocida {
    guard p[t] == 0x22 else { throw .noValido }
    let rango = try cadena(en: t, &c)
    guard !rango.conEscapes else { throw .claveConEscapes }
    claveFin = rango.fin &+ 1
    let conocida = self.conocida(rango)
    if conocida == .otra {
      try nuevaClave(rango, base: base)
    } else {
      let bit: UInt8 =
        switch conocida {
        case .nombre: 1
        case .equipos: 2
        case .jugadores: 4
        default: 8
        }
      guard vistas & bit == 0 else { throw .noValido }
      vistas |= bit
    }
    guard p[try siguiente(&c)] == 0x3A else { throw .noValido }
    return conocida
  }

  /// An unknown key: refused if the object has it already, else pushed.
  private mutating func nuevaClave(_ rango: RangoTexto, base: Int) throws(Renuncia) {
    let cima = claves.cima
    guard cima &- base < LecturaRapida.clavesMaximas else { throw .demasiadasClaves }
    let longitud = rango.fin &- rango.inicio
    var k = base
    while k < cima {
      let otra = claves.claves[k]
      if otra.fin &- otra.inicio == longitud, iguales(otra.inicio, rango.inicio, longitud) {
        throw .noValido
      }
      k &+= 1
    }
    claves.apilar(rango)
  }

  @inline(__always) private mutating func iguales(_ a: Int, _ b: Int, _ longitud: Int) -> Bool {
    var k = 0
    while k < longitud {
      if p[a &+ k] != p[b &+ k] { return false }
      k &+= 1
    }
    return true
  }

  /// Which key of the schema this is, if any: one 64-bit compare for each. The words read
  /// lie between the key's quotes, both included, so inside the text.
  @inline(__always) private mutating func conocida(_ rango: RangoTexto) -> ClaveConocida {
    let k = rango.inicio
    switch rango.fin &- k {
    case 6:
      // `"nombre"` and `"dorsal"`, with their quotes.
      let palabra = palabra(en: k &- 1)
      if palabra == 0x2265_7262_6D6F_6E22 { return .nombre }
      if palabra == 0x226C_6173_726F_6422 { return .dorsal }
    case 7:
      // `equipos"`, with its closing quote.
      if palabra(en: k) == 0x2273_6F70_6975_7165 { return .equipos }
    case 9:
      if palabra(en: k) == 0x6572_6F64_6167_756A && p[k &+ 8] == 0x73 { return .jugadores }
    default:
      break
    }
    return .otra
  }

  /// The 8 bytes at `k`, little-endian in a word; they must lie in the text.
  @inline(__always) private mutating func palabra(en k: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self))
  }

  // MARK: Values

  /// A value the schema does not name, at position `v`: `valor` with the cursor taken and
  /// given back by value, so that the schema's loops never pass theirs by address.
  @inline(__always) private mutating func valorAparte(
    en v: Int, profundidad: Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> Int {
    let (fin, despues) = try valorAparte(en: v, profundidad: profundidad, c)
    c = despues
    return fin
  }

  @inline(never) private mutating func valorAparte(
    en v: Int, profundidad: Int, _ c: CursorDeMarcas
  ) throws(Renuncia) -> (Int, CursorDeMarcas) {
    var c = c
    let fin = try valor(en: v, profundidad: profundidad, &c)
    return (fin, c)
  }

  /// Any value at position `v`, validated; returns where it ends.
  private mutating func valor(
    en v: Int, profundidad: Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> Int {
    switch p[v] {
    case 0x22: return try cadena(en: v, &c).fin &+ 1
    case 0x7B: return try objeto(profundidad: profundidad &+ 1, &c)
    case 0x5B: return try lista(profundidad: profundidad &+ 1, &c)
    case 0x74, 0x66, 0x6E: return try literal(en: v)
    default: return try numero(en: v)
    }
  }

  /// An object outside the schema, after its `{`; returns where it ends.
  private mutating func objeto(
    profundidad: Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> Int {
    guard profundidad <= Validador.profundidadMaxima else { throw .noValido }
    var t = try siguiente(&c)
    if p[t] == 0x7D { return t &+ 1 }
    let base = claves.cima
    defer { claves.cima = base }
    var vistas: UInt8 = 0
    while true {
      _ = try clave(en: t, base: base, vistas: &vistas, &c)
      _ = try valor(en: try siguiente(&c), profundidad: profundidad, &c)
      if try finDeMiembro(&t, &c) { return t &+ 1 }
    }
  }

  /// An array outside the schema, after its `[`; returns where it ends.
  private mutating func lista(
    profundidad: Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> Int {
    guard profundidad <= Validador.profundidadMaxima else { throw .noValido }
    var t = try siguiente(&c)
    if p[t] == 0x5D { return t &+ 1 }
    while true {
      _ = try valor(en: t, profundidad: profundidad, &c)
      if try finDeElemento(&t, &c) { return t &+ 1 }
    }
  }

  /// The string whose opening quote is at `t`. Its next position is its closing quote when
  /// its content is plain ASCII; otherwise `EscanerJSON` validates it byte by byte, and the
  /// positions inside it are passed over.
  @inline(__always) private mutating func cadena(
    en t: Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> RangoTexto {
    let cierre = try siguiente(&c)
    if p[cierre] == 0x22 {
      return RangoTexto(inicio: t &+ 1, fin: cierre, conEscapes: false)
    }
    let (rango, despues) = try cadenaLenta(en: t, primera: cierre, c)
    c = despues
    return rango
  }

  /// A string with marks inside it. Multi-byte UTF-8 characters are checked here, from their
  /// marks (each of their bytes is one); the first escape or control character hands the
  /// whole string to `EscanerJSON`.
  @inline(never) private mutating func cadenaLenta(
    en t: Int, primera: Int, _ c: CursorDeMarcas
  ) throws(Renuncia) -> (RangoTexto, CursorDeMarcas) {
    var c = c
    var marca = primera
    while true {
      let byte = p[marca]
      if byte == 0x22 { return (RangoTexto(inicio: t &+ 1, fin: marca, conEscapes: false), c) }
      guard byte >= 0x80 else { return (try cadenaConEscaner(en: t, desde: marca, &c), c) }
      let largo = try secuenciaUTF8(en: marca)
      for k in 1..<largo {
        guard try siguiente(&c) == marca &+ k else { throw .noValido }
      }
      marca = try siguiente(&c)
    }
  }

  /// The length of the UTF-8 sequence at `k`, checked as `EscanerJSON` checks it: no
  /// overlongs, no surrogates, nothing past U+10FFFF.
  @inline(__always) private mutating func secuenciaUTF8(en k: Int) throws(Renuncia) -> Int {
    let menor: UInt8
    let mayor: UInt8
    let continuaciones: Int
    switch p[k] {
    case 0xC2...0xDF: (menor, mayor, continuaciones) = (0x80, 0xBF, 1)
    case 0xE0: (menor, mayor, continuaciones) = (0xA0, 0xBF, 2)
    case 0xE1...0xEC, 0xEE...0xEF: (menor, mayor, continuaciones) = (0x80, 0xBF, 2)
    case 0xED: (menor, mayor, continuaciones) = (0x80, 0x9F, 2)
    case 0xF0: (menor, mayor, continuaciones) = (0x90, 0xBF, 3)
    case 0xF1...0xF3: (menor, mayor, continuaciones) = (0x80, 0xBF, 3)
    case 0xF4: (menor, mayor, continuaciones) = (0x80, 0x8F, 3)
    default: throw .noValido
    }
    guard k &+ continuaciones < n, p[k &+ 1] >= menor, p[k &+ 1] <= mayor else {
      throw .noValido
    }
    var j = 2
    while j <= continuaciones {
      guard p[k &+ j] & 0xC0 == 0x80 else { throw .noValido }
      j &+= 1
    }
    return continuaciones &+ 1
  }

  /// The string at `t`, validated by `EscanerJSON`; the marks up to its closing quote (from
  /// `marca`, the first not yet passed) are passed over.
  private mutating func cadenaConEscaner(
    en t: Int, desde marca: Int, _ c: inout CursorDeMarcas
  ) throws(Renuncia) -> RangoTexto {
    try textoEntero()
    var escaner = EscanerJSON(b, desde: t)
    let rango: RangoTexto
    do {
      rango = try escaner.cadena()
    } catch {
      throw .noValido
    }
    var posicion = marca
    while posicion < rango.fin { posicion = try siguiente(&c) }
    guard posicion == rango.fin else { throw .noValido }
    return rango
  }

  /// `true`, `false` or `null` at `v`; returns where it ends.
  @inline(__always) private mutating func literal(en v: Int) throws(Renuncia) -> Int {
    guard v &+ 4 <= n else { throw .noValido }
    let cuatro = UInt32(littleEndian: UnsafeRawPointer(p + v).loadUnaligned(as: UInt32.self))
    let fin: Int
    switch cuatro {
    case 0x6C6C_756E, 0x6575_7274: fin = v &+ 4  // null, true
    case 0x736C_6166 where v &+ 5 <= n && p[v &+ 4] == 0x65: fin = v &+ 5  // false
    default: throw .noValido
    }
    guard terminaEscalar(fin) else { throw .noValido }
    return fin
  }

  /// A number at `v`, checked against JSON's grammar; returns where it ends.
  private mutating func numero(en v: Int) throws(Renuncia) -> Int {
    try textoEntero()
    var i = v
    if byte(i) == 0x2D { i &+= 1 }
    let primero = byte(i)
    guard LecturaRapida.esDigito(primero) else { throw .noValido }
    i &+= 1
    if primero != 0x30 { i = digitos(desde: i) }
    if byte(i) == 0x2E {
      guard LecturaRapida.esDigito(byte(i &+ 1)) else { throw .noValido }
      i = digitos(desde: i &+ 2)
    }
    if byte(i) | 0x20 == 0x65 {
      i &+= 1
      if byte(i) == 0x2B || byte(i) == 0x2D { i &+= 1 }
      guard LecturaRapida.esDigito(byte(i)) else { throw .noValido }
      i = digitos(desde: i &+ 1)
    }
    guard terminaEscalar(i) else { throw .noValido }
    return i
  }

  @inline(__always) private mutating func digitos(desde inicio: Int) -> Int {
    var i = inicio
    while LecturaRapida.esDigito(byte(i)) { i &+= 1 }
    return i
  }

  @inline(__always) private static func esDigito(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

  /// The text of a string already validated.
  private mutating func decodificar(_ rango: RangoTexto) -> String {
    guard rango.conEscapes else {
      return String(
        decoding: UnsafeBufferPointer(rebasing: b[rango.inicio..<rango.fin]), as: UTF8.self)
    }
    return EscanerJSON(b).decodificar(rango)
  }
}

/// The stack of keys `LecturaRapida` checks for duplicates: a manually grown buffer, so pushing
/// a key costs no uniqueness check and reading one copies nothing.
private final class PilaDeClaves {
  private(set) var claves: UnsafeMutablePointer<RangoTexto>
  private var capacidad = 64
  /// How much of the stack is in use.
  var cima = 0

  init() { claves = .allocate(capacity: capacidad) }

  deinit { claves.deallocate() }

  @inline(__always) func apilar(_ clave: RangoTexto) {
    if cima == capacidad { crecer() }
    (claves + cima).initialize(to: clave)
    cima &+= 1
  }

  @inline(never) private func crecer() {
    let nuevas = UnsafeMutablePointer<RangoTexto>.allocate(capacity: capacidad * 2)
    nuevas.moveInitialize(from: claves, count: cima)
    claves.deallocate()
    claves = nuevas
    capacidad *= 2
  }
}
