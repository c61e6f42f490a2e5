import Testing

@testable import Torneo

/// The journal keeps fingerprints written by earlier versions: however the computation is
/// arranged (one array, the slices a save writes, the pieces a read gets), the values must
/// stay exactly these.
struct HuellaTests {
  /// 1,000 bytes that are not all alike, the same in every run.
  static let bytes: [UInt8] = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }

  @Test func valoresFijados() {
    #expect(Huella([]).description == "0-8600067cce050d04")
    #expect(Huella(Array("{}\n".utf8)).description == "3-3837d746b5b927bb")
    #expect(Huella(Array(HuellaTests.bytes[0..<31])).description == "31-3eb57dbff36164c0")
    #expect(Huella(Array(HuellaTests.bytes[0..<32])).description == "32-dfa7dc8a6a9a15a3")
    #expect(Huella(HuellaTests.bytes).description == "1000-4822eeed84be7e1e")
  }

  /// Cut anywhere, in pieces of any size, the bytes give the same fingerprint.
  @Test(arguments: [1, 5, 31, 32, 33, 64, 100, 999])
  func igualEnTrozos(tamano: Int) {
    let bytes = HuellaTests.bytes
    let trozos = stride(from: 0, to: bytes.count, by: tamano).map {
      bytes[$0..<min($0 + tamano, bytes.count)]
    }
    #expect(Huella(partes: trozos) == Huella(bytes))
    #expect(Huella(partes: [bytes[0..<0]] + trozos + [bytes[0..<0]]) == Huella(bytes))
  }
}

/// The comparison that rides on the hash (the file under the lock against what was validated).
struct HuellaComparadaTests {
  /// Fed in pieces of `tamano` against a copy with one byte changed at `cambio` (or none):
  /// the same fingerprint as the bytes alone, and «equal» exactly for the pieces that are.
  @Test(arguments: [1, 7, 32, 33, 100, 1000], [nil, 0, 5, 31, 32, 500, 990, 999])
  func comparaYCalculaComoSinComparar(tamano: Int, cambio: Int?) {
    let bytes = HuellaTests.bytes
    var otros = bytes
    if let cambio { otros[cambio] ^= 0x40 }
    var calculo = Huella.Calculo()
    var k = 0
    while k < bytes.count {
      let fin = min(k + tamano, bytes.count)
      let iguales = bytes.withUnsafeBytes { p in
        otros.withUnsafeBytes { q in
          calculo.anadir(
            UnsafeRawBufferPointer(rebasing: p[k..<fin]),
            igualA: UnsafeRawBufferPointer(rebasing: q[k..<fin]))
        }
      }
      #expect(iguales == !(cambio.map { (k..<fin).contains($0) } ?? false), "\(k)..<\(fin)")
      k = fin
    }
    #expect(calculo.huella == Huella(bytes))
  }
}
