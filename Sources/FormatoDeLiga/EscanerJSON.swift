// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import LlamadasAlSistema
import Torneo

/// A failure while reading JSON, at a byte offset; `DocumentoTorneo` turns it into line and column.
public struct FalloLectura: Error {
  public let posicion: Int
  public let motivo: MotivoInvalido
}

/// Where a JSON string's content lies (between the quotes), and whether it must be unescaped.
public struct RangoTexto: Sendable {
  public let inicio: Int
  public let fin: Int
  public let conEscapes: Bool
}

/// A validating JSON scanner over bytes. It checks JSON's whole grammar (UTF-8, escapes,
/// surrogate pairs, numbers, nesting depth, duplicate keys) but builds no tree: callers pick
/// out what they need and skip the rest, so unknown content costs one pass and no memory.
public struct EscanerJSON {
  /// Deeper nesting than this is refused rather than risking the stack.
  public static let profundidadMaxima = 256

  public let b: UnsafeBufferPointer<UInt8>
  public var i: Int
  /// The keys of the objects being read, innermost last: one stack for every object, so that
  /// checking for duplicate keys allocates nothing per object.
  private var pilaDeClaves: [RangoTexto] = []
  /// How much of `pilaDeClaves` is in use (the array itself never shrinks).
  private var cima = 0

  public init(_ bytes: UnsafeBufferPointer<UInt8>, desde inicio: Int = 0) {
    b = bytes
    i = inicio
  }

  // MARK: Failures

  public func fallo(_ motivo: MotivoInvalido, en posicion: Int? = nil) -> FalloLectura {
    FalloLectura(posicion: posicion ?? i, motivo: motivo)
  }

  /// The failure for an unexpected byte at `i` (or the end of the input).
  public func inesperado(_ esperado: Esperado) -> FalloLectura {
    guard i < b.count else { return fallo(.finInesperado) }
    return fallo(.inesperado(encontrado: caracterVisible(en: i), esperado: esperado))
  }

  /// The character at a byte offset, for an error message (control characters as `U+XXXX`).
  public func caracterVisible(en posicion: Int) -> String {
    var fin = posicion + 1
    while fin < b.count, fin - posicion < 4, b[fin] & 0xC0 == 0x80 { fin += 1 }
    guard let texto = TextoUTF8.texto(b[posicion..<fin]),
      let escalar = texto.unicodeScalars.first
    else { return "U+" + hex(UInt32(b[posicion])) }
    if escalar.properties.generalCategory == .control || escalar.value == 0x20 {
      return "U+" + hex(escalar.value)
    }
    return String(Character(escalar))
  }

  private func hex(_ valor: UInt32) -> String {
    let digitos = String(valor, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digitos.count)) + digitos
  }

  // MARK: Tokens

  @inline(__always) mutating func espacios() {
    while i < b.count {
      switch b[i] {
      case 0x20, 0x09, 0x0A, 0x0D:
        i &+= 1
        // Indentation comes in runs of spaces: eight at a time, and the rest of the run at once
        // (the lowest byte of the word that is not a space).
        while i &+ 8 <= b.count {
          let otros = EscanerJSON.palabra(b, i) ^ EscanerJSON.repetido(0x20)
          if otros != 0 {
            i &+= otros.trailingZeroBitCount &>> 3
            break
          }
          i &+= 8
        }
      default: return
      }
    }
  }

  /// The eight bytes at `k` as one little-endian word (byte `k` lowest); `k + 8 <= b.count`.
  @inline(__always) static func palabra(_ b: UnsafeBufferPointer<UInt8>, _ k: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawPointer(b.baseAddress.unsafelyUnwrapped + k).loadUnaligned(
        as: UInt64.self))
  }

  /// `byte` in each of a word's eight bytes.
  @inline(__always) static func repetido(_ byte: UInt8) -> UInt64 {
    0x0101_0101_0101_0101 &* UInt64(byte)
  }

  /// The first offset from `k` whose byte is not plain string content: a quote, a backslash,
  /// a control character or a byte of a multi-byte character. Eight bytes at a time, as integer
  /// arithmetic on a word: a byte's high bit is set in `raros` where it is below 0x20 (the
  /// borrow of `w - 0x20…` reaches it only when it is, or when a lower byte already was), or
  /// equal to `"` or `\` (the same test on `w` XOR the byte), or 0x80 and above; the lowest
  /// set bit is the first such byte.
  @inline(__always) static func finDeLoSimple(_ b: UnsafeBufferPointer<UInt8>, desde k: Int) -> Int
  {
    let altos: UInt64 = 0x8080_8080_8080_8080
    var k = k
    while k &+ 8 <= b.count {
      let w = palabra(b, k)
      let comillas = w ^ repetido(0x22)
      let barras = w ^ repetido(0x5C)
      let raros =
        ((w &- repetido(0x20)) & ~w) | ((comillas &- repetido(1)) & ~comillas)
        | ((barras &- repetido(1)) & ~barras) | w
      let marcados = raros & altos
      if marcados != 0 { return k &+ marcados.trailingZeroBitCount &>> 3 }
      k &+= 8
    }
    while k < b.count {
      let c = b[k]
      if c < 0x20 || c == 0x22 || c == 0x5C || c >= 0x80 { return k }
      k &+= 1
    }
    return k
  }

  @inline(__always) func mira() -> UInt8? { i < b.count ? b[i] : nil }

  @inline(__always) mutating func consumir(_ byte: UInt8, _ esperado: Esperado)
    throws(FalloLectura)
  {
    guard i < b.count, b[i] == byte else { throw inesperado(esperado) }
    i += 1
  }

  /// Reads a string starting at its opening quote; returns where its content lies.
  @inline(__always) mutating func cadena() throws(FalloLectura) -> RangoTexto {
    guard i < b.count, b[i] == 0x22 else { throw inesperado(.comillas) }
    i += 1
    let inicio = i
    var conEscapes = false
    while true {
      i = EscanerJSON.finDeLoSimple(b, desde: i)
      guard i < b.count else { throw fallo(.finInesperado) }
      let c = b[i]
      if c == 0x22 {
        let rango = RangoTexto(inicio: inicio, fin: i, conEscapes: conEscapes)
        i += 1
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

  private mutating func escape() throws(FalloLectura) {
    let barra = i
    guard i + 1 < b.count else { throw fallo(.finInesperado) }
    switch b[i + 1] {
    case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
      i += 2
    case 0x75:
      let unidad = try hex4(desde: i + 2, barra: barra)
      i += 6
      if (0xD800...0xDBFF).contains(unidad) {
        guard i + 1 < b.count, b[i] == 0x5C, b[i + 1] == 0x75 else {
          throw fallo(.sustitutoSolitario, en: barra)
        }
        let baja = try hex4(desde: i + 2, barra: i)
        guard (0xDC00...0xDFFF).contains(baja) else { throw fallo(.sustitutoSolitario, en: barra) }
        i += 6
      } else if (0xDC00...0xDFFF).contains(unidad) {
        throw fallo(.sustitutoSolitario, en: barra)
      }
    default:
      throw fallo(.escapeNoValido, en: barra)
    }
  }

  private func hex4(desde inicio: Int, barra: Int) throws(FalloLectura) -> UInt32 {
    guard inicio + 4 <= b.count else { throw fallo(.finInesperado) }
    var valor: UInt32 = 0
    for k in inicio..<(inicio + 4) {
      guard let digito = EscanerJSON.valorHex(b[k]) else { throw fallo(.escapeNoValido, en: barra) }
      valor = valor << 4 | digito
    }
    return valor
  }

  public static func valorHex(_ c: UInt8) -> UInt32? {
    switch c {
    case 0x30...0x39: UInt32(c - 0x30)
    case 0x41...0x46: UInt32(c - 0x41 + 10)
    case 0x61...0x66: UInt32(c - 0x61 + 10)
    default: nil
    }
  }

  /// Steps over one multi-byte UTF-8 sequence at `i`, validated (`TextoUTF8.largo`).
  @inline(__always) private mutating func secuenciaUTF8() throws(FalloLectura) {
    let largo = TextoUTF8.largo(de: b, en: i)
    guard largo > 0 else { throw fallo(.utf8NoValido) }
    i += largo
  }

  /// Reads a number; returns its bytes and whether it is written as a whole number.
  public mutating func numero() throws(FalloLectura) -> (inicio: Int, fin: Int, entero: Bool) {
    let inicio = i
    var entero = true
    if mira() == 0x2D { i += 1 }
    guard let primero = mira(), isDigit(primero) else { throw fallo(.numeroNoValido, en: inicio) }
    i += 1
    if primero == 0x30 {
      if let siguiente = mira(), isDigit(siguiente) { throw fallo(.numeroNoValido, en: inicio) }
    } else {
      while let c = mira(), isDigit(c) { i += 1 }
    }
    if mira() == 0x2E {
      entero = false
      i += 1
      guard let c = mira(), isDigit(c) else { throw fallo(.numeroNoValido, en: inicio) }
      while let c = mira(), isDigit(c) { i += 1 }
    }
    if mira() == 0x65 || mira() == 0x45 {
      entero = false
      i += 1
      if mira() == 0x2B || mira() == 0x2D { i += 1 }
      guard let c = mira(), isDigit(c) else { throw fallo(.numeroNoValido, en: inicio) }
      while let c = mira(), isDigit(c) { i += 1 }
    }
    return (inicio, i, entero)
  }

  @inline(__always) private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

  private mutating func literal(_ palabra: StaticString) throws(FalloLectura) {
    let inicio = i
    let n = palabra.utf8CodeUnitCount
    let p = palabra.utf8Start
    for k in 0..<n {
      guard i < b.count else { throw fallo(.finInesperado) }
      guard b[i] == p[k] else {
        throw fallo(
          .inesperado(encontrado: caracterVisible(en: inicio), esperado: .valor), en: inicio)
      }
      i += 1
    }
  }

  /// Whether the value at `i` is the literal `null` (consumed if so).
  public mutating func nulo() throws(FalloLectura) -> Bool {
    guard mira() == 0x6E else { return false }
    try literal("null")
    return true
  }

  // MARK: Values

  /// Skips any JSON value at `i`, validating it. `profundidad` is the nesting of its container.
  public mutating func saltarValor(profundidad: Int) throws(FalloLectura) {
    guard let c = mira() else { throw fallo(.finInesperado) }
    switch c {
    case 0x7B:
      try objeto(profundidad: profundidad + 1) { (e, _) throws(FalloLectura) in
        try e.saltarValor(profundidad: profundidad + 1)
      }
    case 0x5B:
      try lista(profundidad: profundidad + 1) { (e) throws(FalloLectura) in
        try e.saltarValor(profundidad: profundidad + 1)
      }
    case 0x22: _ = try cadena()
    case 0x2D, 0x30...0x39: _ = try numero()
    case 0x74: try literal("true")
    case 0x66: try literal("false")
    case 0x6E: try literal("null")
    default: throw inesperado(.valor)
    }
  }

  /// Walks an object at `i` (its `{`), calling `miembro` with the scanner on each value and its
  /// key. Refuses duplicate keys and nesting past `profundidadMaxima`. Keys are compared as
  /// bytes (decoded only when they hold escapes), so reading a key allocates nothing.
  @inline(__always) mutating func objeto(
    profundidad: Int, _ miembro: (inout EscanerJSON, Clave) throws(FalloLectura) -> Void
  ) throws(FalloLectura) {
    guard profundidad <= EscanerJSON.profundidadMaxima else {
      throw fallo(.demasiadoAnidado(limite: EscanerJSON.profundidadMaxima))
    }
    try consumir(0x7B, .inicioDeObjeto)
    espacios()
    if mira() == 0x7D {
      i += 1
      return
    }
    let base = cima
    defer { cima = base }
    var muchas: Set<[UInt8]>?
    // The schema's keys seen so far, one bit each: only the other keys need comparing.
    var vistas: UInt8 = 0
    while true {
      espacios()
      let inicioClave = i
      guard mira() == 0x22 else { throw inesperado(.clave) }
      let rango = try cadena()
      let finClave = i
      let clave = conocida(rango)
      let repetida: Bool
      if clave == .otra {
        repetida = esRepetida(rango, desde: base, muchas: &muchas)
      } else {
        repetida = vistas & clave.bit != 0
        vistas |= clave.bit
      }
      if repetida { throw fallo(.claveRepetida(decodificar(rango)), en: inicioClave) }
      espacios()
      try consumir(0x3A, .dosPuntos)
      espacios()
      let inicioValor = i
      try miembro(
        &self,
        Clave(conocida: clave, inicio: inicioClave, fin: finClave, inicioValor: inicioValor))
      espacios()
      guard let c = mira() else { throw fallo(.finInesperado) }
      if c == 0x2C {
        i += 1
      } else if c == 0x7D {
        i += 1
        return
      } else {
        throw inesperado(.comaOFinDeObjeto)
      }
    }
  }

  /// Whether the object that started at `base` on the key stack already has this key (one
  /// the schema does not know). Small objects compare byte ranges; past 16 keys a set takes
  /// over.
  private mutating func esRepetida(
    _ rango: RangoTexto, desde base: Int, muchas: inout Set<[UInt8]>?
  ) -> Bool {
    if muchas != nil { return !(muchas?.insert(bytesDeClave(rango)).inserted ?? true) }
    for k in base..<cima where mismaClave(pilaDeClaves[k], rango) { return true }
    if cima < pilaDeClaves.count {
      pilaDeClaves[cima] = rango
    } else {
      pilaDeClaves.append(rango)
    }
    cima += 1
    if cima - base > 16 {
      muchas = Set(pilaDeClaves[base..<cima].map(bytesDeClave))
    }
    return false
  }

  private func mismaClave(_ a: RangoTexto, _ otra: RangoTexto) -> Bool {
    if !a.conEscapes && !otra.conEscapes {
      let n = a.fin - a.inicio
      guard n == otra.fin - otra.inicio else { return false }
      guard n > 0, let base = b.baseAddress else { return true }
      return base[a.inicio] == base[otra.inicio]
        && Sistema.mismosBytes(base + a.inicio, base + otra.inicio, n)
    }
    return bytesDeClave(a) == bytesDeClave(otra)
  }

  private func bytesDeClave(_ rango: RangoTexto) -> [UInt8] {
    rango.conEscapes ? Array(decodificar(rango).utf8) : Array(b[rango.inicio..<rango.fin])
  }

  /// Which key of the schema this is, if any. Unescaped, its first eight bytes are read as one
  /// word (a key followed by its `:` has its closing quote and one more byte in the buffer),
  /// masked to its length and compared with the schema keys' bytes as little-endian words.
  @inline(__always) private func conocida(_ rango: RangoTexto) -> ClaveConocida {
    if rango.conEscapes {
      return ClaveConocida(rawValue: decodificar(rango)) ?? .otra
    }
    let n = rango.fin &- rango.inicio
    guard n >= 6, n <= 9, rango.inicio &+ 8 <= b.count else { return .otra }
    let w = EscanerJSON.palabra(b, rango.inicio) & (n >= 8 ? ~0 : (1 &<< (n &* 8)) &- 1)
    switch n {
    case 6 where w == 0x6572_626D_6F6E: return .nombre  // "nombre"
    case 6 where w == 0x6C61_7372_6F64: return .dorsal  // "dorsal"
    case 7 where w == 0x73_6F70_6975_7165: return .equipos  // "equipos"
    case 9 where w == 0x6572_6F64_6167_756A && b[rango.inicio &+ 8] == 0x73: return .jugadores
    default: return .otra
    }
  }

  /// Walks an array at `i` (its `[`), calling `elemento` with the scanner on each element.
  @inline(__always) mutating func lista(
    profundidad: Int, _ elemento: (inout EscanerJSON) throws(FalloLectura) -> Void
  ) throws(FalloLectura) {
    guard profundidad <= EscanerJSON.profundidadMaxima else {
      throw fallo(.demasiadoAnidado(limite: EscanerJSON.profundidadMaxima))
    }
    try consumir(0x5B, .inicioDeLista)
    espacios()
    if mira() == 0x5D {
      i += 1
      return
    }
    while true {
      espacios()
      try elemento(&self)
      espacios()
      guard let c = mira() else { throw fallo(.finInesperado) }
      if c == 0x2C {
        i += 1
      } else if c == 0x5D {
        i += 1
        return
      } else {
        throw inesperado(.comaOFinDeLista)
      }
    }
  }

  // MARK: Decoding

  /// The text of a string already validated by `cadena()`.
  public func decodificar(_ rango: RangoTexto) -> String {
    let contenido = UnsafeBufferPointer(rebasing: b[rango.inicio..<rango.fin])
    guard rango.conEscapes else { return String(decoding: contenido, as: UTF8.self) }
    var salida: [UInt8] = []
    salida.reserveCapacity(contenido.count)
    var k = rango.inicio
    while k < rango.fin {
      let c = b[k]
      guard c == 0x5C else {
        salida.append(c)
        k += 1
        continue
      }
      let tipo = b[k + 1]
      k += 2
      switch tipo {
      case 0x62: salida.append(0x08)
      case 0x66: salida.append(0x0C)
      case 0x6E: salida.append(0x0A)
      case 0x72: salida.append(0x0D)
      case 0x74: salida.append(0x09)
      case 0x75:
        var valor = leerHex4(k)
        k += 4
        if (0xD800...0xDBFF).contains(valor) {
          let baja = leerHex4(k + 2)
          k += 6
          valor = 0x10000 + ((valor - 0xD800) << 10) + (baja - 0xDC00)
        }
        if let escalar = Unicode.Scalar(valor) {
          salida.append(contentsOf: Array(String(Character(escalar)).utf8))
        }
      default: salida.append(tipo)
      }
    }
    return String(decoding: salida, as: UTF8.self)
  }

  private func leerHex4(_ inicio: Int) -> UInt32 {
    var valor: UInt32 = 0
    for k in inicio..<(inicio + 4) { valor = valor << 4 | (EscanerJSON.valorHex(b[k]) ?? 0) }
    return valor
  }
}

/// An object key: which schema key it is, and where it and its value start.
public struct Clave {
  public let conocida: ClaveConocida
  public let inicio: Int
  public let fin: Int
  public let inicioValor: Int
}

/// The keys the tournament schema reads; every other key is `.otra` and kept as it is.
public enum ClaveConocida: String {
  case nombre, equipos, jugadores, dorsal, otra

  /// Its bit in the set of schema keys an object has shown (`.otra` has none).
  public var bit: UInt8 {
    switch self {
    case .nombre: 1
    case .equipos: 2
    case .jugadores: 4
    case .dorsal: 8
    case .otra: 0
    }
  }
}
