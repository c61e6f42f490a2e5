// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

extension Sistema {
  /// A random UUID (version 4) from the system's random source (`SystemRandomNumberGenerator`:
  /// getrandom(2) on Linux), in its usual text form: the key a change carries so that its outcome can be asked after its answer
  /// was lost.
  public static func uuidAleatorio() -> String {
    var azar = SystemRandomNumberGenerator()
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &azar) }
    bytes[6] = (bytes[6] & 0x0f) | 0x40
    bytes[8] = (bytes[8] & 0x3f) | 0x80
    let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
    return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
  }
}
