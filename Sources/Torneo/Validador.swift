/// The tournament file's validating reader, built for speed: the same checks, the same errors
/// (motive and byte offset) and the same index as `LectorDeTorneo` over `EscanerJSON`, which
/// stay as its test oracle (`make fuzz` feeds both the same bytes, `make test` replays that).
///
/// It walks the bytes once, like the oracle, but the hot paths read eight bytes at a time with
/// plain 64-bit integer arithmetic (runs of spaces, string contents), so it needs nothing of
/// the CPU beyond baseline x86-64 or aarch64. Whatever only a broken file reaches (building the
/// error, naming the character) is kept out of line, and the line and column are computed by
/// `DocumentoTorneo` only on failure, by rescanning up to the offset.
///
/// Two habits keep the offsets in registers. The byte loops are static functions of locals: a
/// loop that updated the stored `i` would have to store it before every read through `p`,
/// which might alias it. And the helpers that read the state are `mutating` although they
/// change nothing: a non-mutating call from a mutating method copies the whole struct, and
/// that copy stayed in the member loops even for failures never reached.
struct Validador {
  /// Deeper nesting than this is refused, as `EscanerJSON` does.
  static let profundidadMaxima = 256

  private let b: UnsafeBufferPointer<UInt8>
  private let p: UnsafePointer<UInt8>
  private let n: Int
  private var i: Int
  /// The tournament's `nombre`, once read.
  private(set) var nombre: String?
  /// The index `DocumentoTorneo` keeps, filled exactly as `LectorDeTorneo` fills it.
  private(set) var equipos: [IndiceEquipo] = []
  private(set) var jugadores: [IndiceJugador] = []
  private var nombresVistos: Set<String> = []
  /// The keys of the objects being read, innermost last: one stack for every object, so a
  /// duplicate-key check allocates nothing.
  private let pila = PilaDeClaves()

  /// Prepares to read `buffer`; an empty buffer is refused at once, as the oracle refuses it.
  init(_ buffer: UnsafeBufferPointer<UInt8>) throws(FalloLectura) {
    guard let base = buffer.baseAddress, !buffer.isEmpty else {
      throw FalloLectura(posicion: 0, motivo: .finInesperado)
    }
    b = buffer
    p = base
    n = buffer.count
    // A UTF-8 byte order mark is not JSON, but harmless: step over it and keep it.
    i = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
    jugadores.reserveCapacity(n / 96)
  }

  // MARK: The schema

  /// Reads the whole file: one tournament object and nothing after it.
  mutating func leer() throws(FalloLectura) {
    espacios()
    guard i < n else { throw fallo(.finInesperado) }
    let inicio = i
    guard p[i] == 0x7B else { throw fallo(.tipoIncorrecto(clave: "torneo", esperado: .objeto)) }
    var conEquipos = false
    i &+= 1
    espacios()
    if i < n, p[i] == 0x7D {
      i &+= 1
    } else {
      let base = pila.cima
      defer { pila.cima = base }
      var muchas: Set<[UInt8]>?
      repeat {
        let clave = try self.clave(base: base, muchas: &muchas)
        switch conocida(clave) {
        case .nombre:
          if try !nulo() {
            guard i < n, p[i] == 0x22 else { throw tipo("nombre", .texto) }
            nombre = decodificar(try cadena())
          }
        case .equipos:
          guard i < n, p[i] == 0x5B else { throw tipo("equipos", .lista) }
          conEquipos = true
          try listaDeEquipos()
        default:
          try valor(profundidad: 1)
        }
      } while try !finDeMiembro()
    }
    guard conEquipos else { throw fallo(.falta(clave: "equipos"), en: inicio) }
    espacios()
    guard i == n else { throw fallo(.sobraContenido) }
  }

  /// The `equipos` array (depth 2), at its `[`.
  private mutating func listaDeEquipos() throws(FalloLectura) {
    i &+= 1
    espacios()
    if i < n, p[i] == 0x5D {
      i &+= 1
      return
    }
    repeat {
      espacios()
      try equipo()
    } while try !finDeElemento()
  }

  /// One team (an object at depth 3).
  private mutating func equipo() throws(FalloLectura) {
    guard i < n, p[i] == 0x7B else { throw tipo("equipos", .objeto) }
    let inicio = i
    let primerJugador = jugadores.count
    var nombreEquipo: String?
    var lista: (abre: Int, cierra: Int)?
    var primera: (inicio: Int, fin: Int, inicioValor: Int)?
    var ultimaClave = 0
    var finPenultimo: Int?
    var finUltimo = 0
    i &+= 1
    espacios()
    if i < n, p[i] == 0x7D {
      i &+= 1
    } else {
      let base = pila.cima
      defer { pila.cima = base }
      var muchas: Set<[UInt8]>?
      repeat {
        let clave = try self.clave(base: base, muchas: &muchas)
        if primera == nil {
          primera = (clave.inicio &- 1, clave.fin &+ 1, i)
        } else {
          finPenultimo = finUltimo
        }
        ultimaClave = clave.inicio &- 1
        switch conocida(clave) {
        case .nombre:
          guard i < n, p[i] == 0x22 else { throw tipo("nombre", .texto) }
          nombreEquipo = decodificar(try cadena())
        case .jugadores:
          guard i < n, p[i] == 0x5B else { throw tipo("jugadores", .lista) }
          let abre = i
          try listaDeJugadores()
          lista = (abre, i &- 1)
        default:
          try valor(profundidad: 3)
        }
        finUltimo = i
      } while try !finDeMiembro()
    }
    guard let nombreEquipo, let primera else { throw fallo(.falta(clave: "nombre"), en: inicio) }
    guard nombresVistos.insert(nombreEquipo).inserted else {
      throw fallo(.equipoRepetido(nombreEquipo), en: inicio)
    }
    equipos.append(
      IndiceEquipo(
        inicio: inicio, fin: i, nombre: nombreEquipo,
        jugadores: primerJugador..<jugadores.count, lista: lista, primeraClave: primera,
        ultimaClave: ultimaClave, finPenultimoValor: finPenultimo, finUltimoValor: finUltimo))
  }

  /// A team's `jugadores` array (depth 4), at its `[`.
  private mutating func listaDeJugadores() throws(FalloLectura) {
    i &+= 1
    espacios()
    if i < n, p[i] == 0x5D {
      i &+= 1
      return
    }
    repeat {
      espacios()
      try jugador()
    } while try !finDeElemento()
  }

  /// One player (an object at depth 5).
  private mutating func jugador() throws(FalloLectura) {
    guard i < n, p[i] == 0x7B else { throw tipo("jugadores", .objeto) }
    let inicio = i
    var nombreJugador: RangoTexto?
    var dorsal: Int?
    i &+= 1
    espacios()
    if i < n, p[i] == 0x7D {
      i &+= 1
    } else {
      let base = pila.cima
      defer { pila.cima = base }
      var muchas: Set<[UInt8]>?
      repeat {
        let clave = try self.clave(base: base, muchas: &muchas)
        switch conocida(clave) {
        case .nombre:
          guard i < n, p[i] == 0x22 else { throw tipo("nombre", .texto) }
          nombreJugador = try cadena()
        case .dorsal:
          if try !nulo() {
            guard i < n, p[i] == 0x2D || Validador.esDigito(p[i]) else {
              throw tipo("dorsal", .numero)
            }
            dorsal = try self.dorsal()
          }
        default:
          try valor(profundidad: 5)
        }
      } while try !finDeMiembro()
    }
    guard let nombreJugador else { throw fallo(.falta(clave: "nombre"), en: inicio) }
    jugadores.append(IndiceJugador(inicio: inicio, fin: i, nombre: nombreJugador, dorsal: dorsal))
  }

  /// A `dorsal`'s number: a whole number from 1 to 99, written without sign, fraction or
  /// exponent (JSON's grammar is checked first, so `01` is a bad number, not a bad dorsal).
  private mutating func dorsal() throws(FalloLectura) -> Int {
    let numero = try self.numero()
    let longitud = numero.fin &- numero.inicio
    guard numero.entero, p[numero.inicio] != 0x2D, longitud <= 2 else {
      throw fallo(.dorsalNoValido, en: numero.inicio)
    }
    let unidades = Int(p[numero.fin &- 1] &- 0x30)
    let valor = longitud == 1 ? unidades : Int(p[numero.inicio] &- 0x30) &* 10 &+ unidades
    guard valor >= 1 && valor <= 99 else { throw fallo(.dorsalNoValido, en: numero.inicio) }
    return valor
  }

  // MARK: Objects and arrays

  /// One key of an object, from the white space before it to the white space after its colon;
  /// refuses a key already in the object that started at `base` on the key stack. The key's
  /// quotes are at `rango.inicio - 1` and `rango.fin`.
  private mutating func clave(
    base: Int, muchas: inout Set<[UInt8]>?
  ) throws(FalloLectura) -> RangoTexto {
    espacios()
    let inicio = i
    guard i < n, p[i] == 0x22 else { throw inesperado(.clave) }
    let rango = try cadena()
    if esRepetida(rango, desde: base, muchas: &muchas) {
      throw fallo(.claveRepetida(decodificar(rango)), en: inicio)
    }
    espacios()
    guard i < n, p[i] == 0x3A else { throw inesperado(.dosPuntos) }
    i &+= 1
    espacios()
    return rango
  }

  /// After an object's member: `true` at its `}`, `false` at a `,` (both consumed).
  @inline(__always) private mutating func finDeMiembro() throws(FalloLectura) -> Bool {
    espacios()
    guard i < n else { throw fallo(.finInesperado) }
    let c = p[i]
    if c == 0x2C {
      i &+= 1
      return false
    }
    guard c == 0x7D else { throw inesperado(.comaOFinDeObjeto) }
    i &+= 1
    return true
  }

  /// After an array's element: `true` at its `]`, `false` at a `,` (both consumed).
  @inline(__always) private mutating func finDeElemento() throws(FalloLectura) -> Bool {
    espacios()
    guard i < n else { throw fallo(.finInesperado) }
    let c = p[i]
    if c == 0x2C {
      i &+= 1
      return false
    }
    guard c == 0x5D else { throw inesperado(.comaOFinDeLista) }
    i &+= 1
    return true
  }

  /// Any JSON value at `i`, validated and skipped; `profundidad` is the nesting of its container.
  private mutating func valor(profundidad: Int) throws(FalloLectura) {
    guard i < n else { throw fallo(.finInesperado) }
    switch p[i] {
    case 0x22: _ = try cadena()
    case 0x2D, 0x30...0x39: _ = try numero()
    case 0x7B: try objeto(profundidad: profundidad &+ 1)
    case 0x5B: try lista(profundidad: profundidad &+ 1)
    case 0x74: try literal(0x6575_7274, "true")
    case 0x66: try literal(0x736C_6166, "false")
    case 0x6E: try literal(0x6C6C_756E, "null")
    default: throw inesperado(.valor)
    }
  }

  /// An object outside the schema, at its `{`.
  private mutating func objeto(profundidad: Int) throws(FalloLectura) {
    guard profundidad <= Validador.profundidadMaxima else {
      throw fallo(.demasiadoAnidado(limite: Validador.profundidadMaxima))
    }
    i &+= 1
    espacios()
    if i < n, p[i] == 0x7D {
      i &+= 1
      return
    }
    let base = pila.cima
    defer { pila.cima = base }
    var muchas: Set<[UInt8]>?
    repeat {
      _ = try clave(base: base, muchas: &muchas)
      try valor(profundidad: profundidad)
    } while try !finDeMiembro()
  }

  /// An array outside the schema, at its `[`.
  private mutating func lista(profundidad: Int) throws(FalloLectura) {
    guard profundidad <= Validador.profundidadMaxima else {
      throw fallo(.demasiadoAnidado(limite: Validador.profundidadMaxima))
    }
    i &+= 1
    espacios()
    if i < n, p[i] == 0x5D {
      i &+= 1
      return
    }
    repeat {
      espacios()
      try valor(profundidad: profundidad)
    } while try !finDeElemento()
  }

  // MARK: Keys

  /// Whether the object that started at `base` on the key stack already has this key, compared
  /// as decoded bytes. Small objects compare byte ranges; past 16 keys a set takes over.
  @inline(__always) private mutating func esRepetida(
    _ rango: RangoTexto, desde base: Int, muchas: inout Set<[UInt8]>?
  ) -> Bool {
    if muchas != nil { return Validador.esRepetida(rango, en: &muchas, b) }
    let claves = pila.claves
    let cima = pila.cima
    var k = base
    while k < cima {
      if Validador.mismaClave(claves[k], rango, b, p) { return true }
      k &+= 1
    }
    pila.apilar(rango)
    if cima &+ 1 &- base > 16 { muchas = Validador.conjunto(pila.claves, base, cima &+ 1, b) }
    return false
  }

  @inline(never) private static func esRepetida(
    _ rango: RangoTexto, en muchas: inout Set<[UInt8]>?, _ b: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    !(muchas?.insert(bytesDeClave(rango, b)).inserted ?? true)
  }

  @inline(never) private static func conjunto(
    _ claves: UnsafeMutablePointer<RangoTexto>, _ desde: Int, _ hasta: Int,
    _ b: UnsafeBufferPointer<UInt8>
  ) -> Set<[UInt8]> {
    Set((desde..<hasta).map { bytesDeClave(claves[$0], b) })
  }

  @inline(__always) private static func mismaClave(
    _ a: RangoTexto, _ otra: RangoTexto, _ b: UnsafeBufferPointer<UInt8>, _ p: UnsafePointer<UInt8>
  ) -> Bool {
    guard !a.conEscapes && !otra.conEscapes else { return mismaClaveConEscapes(a, otra, b) }
    let longitud = a.fin &- a.inicio
    guard longitud == otra.fin &- otra.inicio else { return false }
    var k = 0
    while k < longitud {
      if p[a.inicio &+ k] != p[otra.inicio &+ k] { return false }
      k &+= 1
    }
    return true
  }

  @inline(never) private static func mismaClaveConEscapes(
    _ a: RangoTexto, _ otra: RangoTexto, _ b: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    bytesDeClave(a, b) == bytesDeClave(otra, b)
  }

  private static func bytesDeClave(_ rango: RangoTexto, _ b: UnsafeBufferPointer<UInt8>) -> [UInt8]
  {
    rango.conEscapes
      ? Array(EscanerJSON(b).decodificar(rango).utf8) : Array(b[rango.inicio..<rango.fin])
  }

  /// Which key of the schema this is, if any: one 64-bit compare for the usual spelling.
  @inline(__always) private mutating func conocida(_ rango: RangoTexto) -> ClaveConocida {
    if rango.conEscapes { return conocidaConEscapes(rango) }
    let longitud = rango.fin &- rango.inicio
    let k = rango.inicio
    switch longitud {
    case 6:
      let palabra = palabraDe(k, 6)
      if palabra == 0x6572_626D_6F6E { return .nombre }
      if palabra == 0x6C61_7372_6F64 { return .dorsal }
    case 7:
      if palabraDe(k, 7) == 0x736F_7069_7571_65 { return .equipos }
    case 9:
      if palabraDe(k, 8) == 0x6572_6F64_6167_756A && p[k &+ 8] == 0x73 { return .jugadores }
    default:
      break
    }
    return .otra
  }

  @inline(never) private mutating func conocidaConEscapes(_ rango: RangoTexto) -> ClaveConocida {
    ClaveConocida(rawValue: decodificar(rango)) ?? .otra
  }

  /// The `longitud` (≤ 8) bytes at `k`, little-endian in a word; they must lie in the buffer.
  @inline(__always) private mutating func palabraDe(_ k: Int, _ longitud: Int) -> UInt64 {
    if k &+ 8 <= n {
      let mascara: UInt64 = longitud == 8 ? ~0 : (1 &<< UInt64(longitud &* 8)) &- 1
      return carga(k) & mascara
    }
    var palabra: UInt64 = 0
    var j = longitud
    while j > 0 {
      j &-= 1
      palabra = palabra &<< 8 | UInt64(p[k &+ j])
    }
    return palabra
  }

  // MARK: Tokens

  /// Eight bytes at `k` as a little-endian word (`k + 8 <= n`).
  @inline(__always) private mutating func carga(_ k: Int) -> UInt64 { Validador.carga(p, k) }

  @inline(__always) private static func carga(_ p: UnsafePointer<UInt8>, _ k: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self))
  }

  private static let bajos: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
  private static let altos: UInt64 = 0x8080_8080_8080_8080

  /// The top bit of each byte of `x` that is not zero (exact: no carry crosses a byte).
  @inline(__always) private static func noCeros(_ x: UInt64) -> UInt64 {
    (((x & bajos) &+ bajos) | x) & altos
  }

  /// The top bit of each byte of `w` that a string cannot take as is: `"`, `\`, a control
  /// character (below 0x20) or the start or middle of a multi-byte UTF-8 sequence. Only the
  /// lowest flag is exact (a borrow may flag bytes above it): callers look at no other.
  @inline(__always) private static func especiales(_ w: UInt64) -> UInt64 {
    let unos: UInt64 = 0x0101_0101_0101_0101
    let comillas = w ^ 0x2222_2222_2222_2222
    let barras = w ^ 0x5C5C_5C5C_5C5C_5C5C
    let esComilla = (comillas &- unos) & ~comillas
    let esBarra = (barras &- unos) & ~barras
    let esControl = (w &- 0x2020_2020_2020_2020) & ~w
    return (esComilla | esBarra | esControl | w) & altos
  }

  @inline(__always) private static func esDigito(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

  /// Skips JSON white space.
  @inline(__always) private mutating func espacios() {
    guard i < n, p[i] <= 0x20 else { return }
    // The two shapes a pretty-printed file is made of: one space after a colon, and a line
    // break before an indentation.
    if i &+ 1 < n, p[i &+ 1] > 0x20 {
      let c = p[i]
      if c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D { i &+= 1 }
      return
    }
    i = Validador.trasEspacios(p, n, p[i] == 0x0A ? i &+ 1 : i)
  }

  /// Where the white space from `desde` ends; runs of spaces (indentation) eight at a time. A
  /// pure function of locals, so the offset stays in a register: a loop that updated a stored
  /// property would have to store it before every read through `p`, which might alias it.
  @inline(__always) private static func trasEspacios(
    _ p: UnsafePointer<UInt8>, _ n: Int, _ desde: Int
  ) -> Int {
    var i = desde
    while true {
      while i &+ 8 <= n {
        let otros = noCeros(carga(p, i) ^ 0x2020_2020_2020_2020)
        if otros == 0 {
          i &+= 8
          continue
        }
        i &+= otros.trailingZeroBitCount &>> 3
        break
      }
      guard i < n else { return i }
      switch p[i] {
      case 0x20, 0x0A, 0x09, 0x0D: i &+= 1
      default: return i
      }
    }
  }

  /// Where the bytes a string takes as they are (see `especiales`) stop, from `desde`.
  @inline(__always) private static func trasLlanos(
    _ p: UnsafePointer<UInt8>, _ n: Int, _ desde: Int
  ) -> Int {
    var i = desde
    while i &+ 8 <= n {
      let especiales = especiales(carga(p, i))
      if especiales != 0 { return i &+ especiales.trailingZeroBitCount &>> 3 }
      i &+= 8
    }
    while i < n {
      let c = p[i]
      if c == 0x22 || c == 0x5C || c < 0x20 || c >= 0x80 { return i }
      i &+= 1
    }
    return i
  }

  /// Reads a string at its opening quote; returns where its content lies. The usual string,
  /// plain ASCII up to its closing quote, costs no call.
  @inline(__always) private mutating func cadena() throws(FalloLectura) -> RangoTexto {
    let inicio = i &+ 1
    let fin = Validador.trasLlanos(p, n, inicio)
    if fin < n, p[fin] == 0x22 {
      i = fin &+ 1
      return RangoTexto(inicio: inicio, fin: fin, conEscapes: false)
    }
    i = fin
    return try cadenaLenta(desde: inicio)
  }

  /// The rest of a string that holds escapes, multi-byte characters or an error, from `i`.
  @inline(never) private mutating func cadenaLenta(
    desde inicio: Int
  ) throws(FalloLectura) -> RangoTexto {
    var conEscapes = false
    while true {
      i = Validador.trasLlanos(p, n, i)
      guard i < n else { throw fallo(.finInesperado) }
      let c = p[i]
      if c == 0x22 {
        let rango = RangoTexto(inicio: inicio, fin: i, conEscapes: conEscapes)
        i &+= 1
        return rango
      } else if c == 0x5C {
        conEscapes = true
        try escape()
      } else if c < 0x20 {
        throw fallo(.caracterDeControl)
      } else {
        try secuenciaUTF8()
      }
    }
  }

  /// A backslash escape at `i`, with `\u` surrogates paired as the oracle pairs them.
  private mutating func escape() throws(FalloLectura) {
    let barra = i
    guard i &+ 1 < n else { throw fallo(.finInesperado) }
    switch p[i &+ 1] {
    case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
      i &+= 2
    case 0x75:
      let unidad = try hex4(desde: i &+ 2, barra: barra)
      i &+= 6
      if unidad >= 0xD800 && unidad <= 0xDBFF {
        guard i &+ 1 < n, p[i] == 0x5C, p[i &+ 1] == 0x75 else {
          throw fallo(.sustitutoSolitario, en: barra)
        }
        let baja = try hex4(desde: i &+ 2, barra: i)
        guard baja >= 0xDC00 && baja <= 0xDFFF else { throw fallo(.sustitutoSolitario, en: barra) }
        i &+= 6
      } else if unidad >= 0xDC00 && unidad <= 0xDFFF {
        throw fallo(.sustitutoSolitario, en: barra)
      }
    default:
      throw fallo(.escapeNoValido, en: barra)
    }
  }

  private mutating func hex4(desde inicio: Int, barra: Int) throws(FalloLectura) -> UInt32 {
    guard inicio &+ 4 <= n else { throw fallo(.finInesperado) }
    var valor: UInt32 = 0
    for k in inicio..<(inicio &+ 4) {
      guard let digito = EscanerJSON.valorHex(p[k]) else {
        throw fallo(.escapeNoValido, en: barra)
      }
      valor = valor &<< 4 | digito
    }
    return valor
  }

  /// One multi-byte UTF-8 sequence at `i`: no overlongs, no surrogates, nothing past U+10FFFF.
  @inline(__always) private mutating func secuenciaUTF8() throws(FalloLectura) {
    let c = p[i]
    let menor: UInt8
    let mayor: UInt8
    let continuaciones: Int
    switch c {
    case 0xC2...0xDF: (menor, mayor, continuaciones) = (0x80, 0xBF, 1)
    case 0xE0: (menor, mayor, continuaciones) = (0xA0, 0xBF, 2)
    case 0xE1...0xEC, 0xEE...0xEF: (menor, mayor, continuaciones) = (0x80, 0xBF, 2)
    case 0xED: (menor, mayor, continuaciones) = (0x80, 0x9F, 2)
    case 0xF0: (menor, mayor, continuaciones) = (0x90, 0xBF, 3)
    case 0xF1...0xF3: (menor, mayor, continuaciones) = (0x80, 0xBF, 3)
    case 0xF4: (menor, mayor, continuaciones) = (0x80, 0x8F, 3)
    default: throw fallo(.utf8NoValido)
    }
    guard i &+ continuaciones < n else { throw fallo(.utf8NoValido) }
    let segundo = p[i &+ 1]
    guard segundo >= menor && segundo <= mayor else { throw fallo(.utf8NoValido) }
    var k = i &+ 2
    while k <= i &+ continuaciones {
      guard p[k] & 0xC0 == 0x80 else { throw fallo(.utf8NoValido) }
      k &+= 1
    }
    i &+= continuaciones &+ 1
  }

  /// A number at `i` (its `-` or first digit); returns its bytes and whether it is whole.
  @inline(__always) private mutating func numero() throws(FalloLectura) -> (
    inicio: Int, fin: Int, entero: Bool
  ) {
    let inicio = i
    var entero = true
    if p[i] == 0x2D { i &+= 1 }
    guard i < n, Validador.esDigito(p[i]) else { throw fallo(.numeroNoValido, en: inicio) }
    let primero = p[i]
    i &+= 1
    if primero == 0x30 {
      if i < n, Validador.esDigito(p[i]) { throw fallo(.numeroNoValido, en: inicio) }
    } else {
      digitos()
    }
    if i < n, p[i] == 0x2E {
      entero = false
      i &+= 1
      guard i < n, Validador.esDigito(p[i]) else { throw fallo(.numeroNoValido, en: inicio) }
      digitos()
    }
    if i < n, p[i] | 0x20 == 0x65 {
      entero = false
      i &+= 1
      if i < n, p[i] == 0x2B || p[i] == 0x2D { i &+= 1 }
      guard i < n, Validador.esDigito(p[i]) else { throw fallo(.numeroNoValido, en: inicio) }
      digitos()
    }
    return (inicio, i, entero)
  }

  @inline(__always) private mutating func digitos() {
    while i < n, Validador.esDigito(p[i]) { i &+= 1 }
  }

  /// `true`, `false` or `null` at `i`; `palabra` holds its first four bytes, little-endian.
  @inline(__always) private mutating func literal(
    _ palabra: UInt32, _ texto: StaticString
  ) throws(FalloLectura) {
    let longitud = texto.utf8CodeUnitCount
    if i &+ longitud <= n,
      UInt32(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt32.self)) == palabra,
      longitud == 4 || p[i &+ 4] == texto.utf8Start[4]
    {
      i &+= longitud
      return
    }
    try literalLento(texto)
  }

  /// The oracle's byte-by-byte literal, for the error it names.
  @inline(never) private mutating func literalLento(_ texto: StaticString) throws(FalloLectura) {
    let inicio = i
    for k in 0..<texto.utf8CodeUnitCount {
      guard i < n else { throw fallo(.finInesperado) }
      guard p[i] == texto.utf8Start[k] else {
        throw fallo(.inesperado(encontrado: visible(en: inicio), esperado: .valor), en: inicio)
      }
      i &+= 1
    }
  }

  /// Whether the value at `i` is the literal `null` (consumed if so).
  @inline(__always) private mutating func nulo() throws(FalloLectura) -> Bool {
    guard i < n, p[i] == 0x6E else { return false }
    try literal(0x6C6C_756E, "null")
    return true
  }

  // MARK: Text and failures

  /// The text of a string already validated.
  private mutating func decodificar(_ rango: RangoTexto) -> String {
    guard rango.conEscapes else {
      return String(
        decoding: UnsafeBufferPointer(rebasing: b[rango.inicio..<rango.fin]), as: UTF8.self)
    }
    return EscanerJSON(b).decodificar(rango)
  }

  @inline(never) private mutating func visible(en posicion: Int) -> String {
    EscanerJSON(b).caracterVisible(en: posicion)
  }

  @inline(never) private mutating func fallo(_ motivo: MotivoInvalido) -> FalloLectura {
    FalloLectura(posicion: i, motivo: motivo)
  }

  @inline(never) private mutating func fallo(_ motivo: MotivoInvalido, en posicion: Int)
    -> FalloLectura
  {
    FalloLectura(posicion: posicion, motivo: motivo)
  }

  /// The failure for an unexpected byte at `i` (or the end of the input).
  @inline(never) private mutating func inesperado(_ esperado: Esperado) -> FalloLectura {
    guard i < n else { return fallo(.finInesperado) }
    return fallo(.inesperado(encontrado: visible(en: i), esperado: esperado))
  }

  /// A schema key whose value has the wrong type (or the end of the input).
  @inline(never) private mutating func tipo(_ clave: String, _ esperado: TipoEsperado)
    -> FalloLectura
  {
    i < n ? fallo(.tipoIncorrecto(clave: clave, esperado: esperado)) : fallo(.finInesperado)
  }
}

/// The stack of keys `Validador` checks for duplicates: a manually grown buffer, so pushing a
/// key costs no uniqueness check and reading one copies nothing.
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
