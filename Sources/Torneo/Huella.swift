// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// A fingerprint of a file's whole content: its size and a 64-bit hash of its bytes. The
/// journal keeps the fingerprint of the league before and after each change, so that `deshacer`
/// reverts a change only while the league is still exactly as that change left it.
///
/// The hash is not cryptographic (no one gains by forging a collision here); it reads four
/// 64-bit lanes at a time so a 25 MB league costs a few milliseconds, and it gives the same
/// value for one array as for the slices a save writes (`Calculo`, fed them in order). A save
/// computes it once for the file under the lock and once for the new bytes.
public struct Huella: Equatable, Hashable, Sendable, CustomStringConvertible {
  public let tamano: Int
  public let valor: UInt64

  /// The fingerprint of `bytes`.
  public init(_ bytes: [UInt8]) { self.init(partes: [bytes[...]]) }

  /// The fingerprint of the concatenation of `partes`.
  public init(partes: [ArraySlice<UInt8>]) {
    var calculo = Calculo()
    for parte in partes { parte.withUnsafeBytes { calculo.anadir($0) } }
    (tamano, valor) = (calculo.total, calculo.resultado())
  }

  public init(tamano: Int, valor: UInt64) {
    self.tamano = tamano
    self.valor = valor
  }

  /// `tamaño-hash`, as the journal writes it.
  public var description: String { "\(tamano)-" + String(valor, radix: 16) }

  /// Reads `description` back.
  public init?(_ texto: String) {
    let partes = texto.utf8.split(separator: UInt8(ascii: "-")).map { Substring($0) }
    guard partes.count == 2, let tamano = Int(partes[0]), let valor = UInt64(partes[1], radix: 16)
    else { return nil }
    self.init(tamano: tamano, valor: valor)
  }

  /// The running state: four lanes over 32-byte blocks, a tail carried between slices. Fed
  /// the bytes in order, in pieces of any size, `huella` is the fingerprint of all of them.
  public struct Calculo {
    static let primo1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let primo2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let primo3: UInt64 = 0x1656_67B1_9E37_79F9
    var carriles: (UInt64, UInt64, UInt64, UInt64) = (
      0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
    )
    var cola: [UInt8] = []
    var total = 0

    static func ronda(_ carril: UInt64, _ palabra: UInt64) -> UInt64 {
      let x = carril &+ palabra &* primo2
      return ((x << 31) | (x >> 33)) &* primo1
    }

    mutating func bloque(_ p: UnsafeRawBufferPointer, _ k: Int) {
      carriles.0 = Calculo.ronda(carriles.0, p.loadUnaligned(fromByteOffset: k, as: UInt64.self))
      carriles.1 = Calculo.ronda(
        carriles.1, p.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self))
      carriles.2 = Calculo.ronda(
        carriles.2, p.loadUnaligned(fromByteOffset: k + 16, as: UInt64.self))
      carriles.3 = Calculo.ronda(
        carriles.3, p.loadUnaligned(fromByteOffset: k + 24, as: UInt64.self))
    }

    mutating func anadir(_ p: UnsafeRawBufferPointer) {
      total += p.count
      var k = 0
      if !cola.isEmpty {
        let faltan = min(32 - cola.count, p.count)
        cola += p[0..<faltan]
        k = faltan
        guard cola.count == 32 else { return }
        let llena = cola
        llena.withUnsafeBytes { bloque($0, 0) }
        cola.removeAll(keepingCapacity: true)
      }
      // The lanes live in locals for the loop: kept in `self`, the release build stored and
      // reloaded them every round.
      var (c0, c1, c2, c3) = carriles
      if let pp = p.baseAddress {
        while k &+ 32 <= p.count {
          c0 = Calculo.ronda(c0, pp.loadUnaligned(fromByteOffset: k, as: UInt64.self))
          c1 = Calculo.ronda(c1, pp.loadUnaligned(fromByteOffset: k &+ 8, as: UInt64.self))
          c2 = Calculo.ronda(c2, pp.loadUnaligned(fromByteOffset: k &+ 16, as: UInt64.self))
          c3 = Calculo.ronda(c3, pp.loadUnaligned(fromByteOffset: k &+ 24, as: UInt64.self))
          k &+= 32
        }
      }
      carriles = (c0, c1, c2, c3)
      cola += p[k...]
    }

    func resultado() -> UInt64 {
      var h = Calculo.ronda(carriles.0, carriles.1) ^ Calculo.ronda(carriles.2, carriles.3)
      h = (h ^ UInt64(truncatingIfNeeded: total)) &* Calculo.primo3
      for byte in cola { h = (h ^ UInt64(byte)) &* Calculo.primo1 }
      h ^= h >> 29
      h = h &* Calculo.primo2
      h ^= h >> 32
      return h
    }
  }
}
