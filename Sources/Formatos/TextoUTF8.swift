// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// UTF-8: the one place bytes are checked to be text, and the one byte-order mark.
public enum TextoUTF8 {
  /// UTF-8's byte-order mark, U+FEFF: not part of the text after it, wherever bytes come from
  /// (a league file, a CSV file, piped answers).
  public static let marcaDeOrden: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// How many bytes at the start of `bytes` are a byte-order mark: 3 or 0.
  @inlinable public static func largoDeMarca(_ bytes: some Collection<UInt8>) -> Int {
    bytes.starts(with: marcaDeOrden) ? 3 : 0
  }

  /// How long a sequence starting with `primero` is (1…4), or 0 when no sequence starts with it
  /// (a continuation byte, C0, C1, F5…FF).
  @inlinable public static func largoPrevisto(_ primero: UInt8) -> Int {
    switch primero {
    case 0x00...0x7F: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }

  /// The length of the valid UTF-8 sequence at `k`, or 0 when the bytes there are not one: a
  /// byte no sequence starts with, an overlong form, a surrogate, a value over U+10FFFF, or a
  /// sequence the end cuts short.
  @inlinable public static func largo<C: RandomAccessCollection<UInt8>>(de b: C, en k: Int) -> Int
  where C.Index == Int {
    let c = b[k]
    let largo = largoPrevisto(c)
    guard largo > 1 else { return largo }
    guard k + largo <= b.endIndex else { return 0 }
    let segundo: ClosedRange<UInt8> =
      switch c {
      case 0xE0: 0xA0...0xBF
      case 0xED: 0x80...0x9F
      case 0xF0: 0x90...0xBF
      case 0xF4: 0x80...0x8F
      default: 0x80...0xBF
      }
    guard segundo.contains(b[k + 1]) else { return 0 }
    for j in (k + 2)..<(k + largo) where b[j] & 0xC0 != 0x80 { return 0 }
    return largo
  }

  /// The offset of the first byte at or after `inicio` that starts no valid sequence, if any.
  @inlinable public static func primerNoValido<C: RandomAccessCollection<UInt8>>(
    _ b: C, desde inicio: Int
  ) -> Int? where C.Index == Int {
    var k = inicio
    while k < b.endIndex {
      if b[k] < 0x80 {
        k += 1
        continue
      }
      let n = largo(de: b, en: k)
      if n == 0 { return k }
      k += n
    }
    return nil
  }

  /// The text `bytes` spell, or `nil` when they are not all valid UTF-8.
  public static func texto<C: RandomAccessCollection<UInt8>>(_ bytes: C) -> String?
  where C.Index == Int {
    primerNoValido(bytes, desde: bytes.startIndex) == nil
      ? String(decoding: bytes, as: UTF8.self) : nil
  }
}

/// A character's code point as a person reads it in a message or a mark: `U+202E` (at least
/// four hex digits).
public func puntoDeCodigo(_ escalar: Unicode.Scalar) -> String {
  let cifras = String(escalar.value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - cifras.count)) + cifras
}
