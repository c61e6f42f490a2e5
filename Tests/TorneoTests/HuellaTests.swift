// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

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
