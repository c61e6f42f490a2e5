// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing

/// `historial` shows when in local time, with the zone's offset (issue 36, item 14); the
/// journal and `--json` keep UTC.
struct HistorialEnHoraLocalTests {
  /// `TZ` moves the listed time by its offset and names it; `--json` keeps the UTC instant.
  @Test func elHistorialVaEnHoraLocalYSuJSONEnUTC() throws {
    let e = try Escenario().conLigaDeEjemplo()
    #expect(try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Bea"]).codigo == 0)
    let json = try e.enTorneo(["historial", "--json"], entorno: ["TZ": "<+0530>-5:30"]).salida
    let entradas = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let cuando = try #require(entradas.first?["cuando"] as? String)
    #expect(cuando.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil, "\(cuando)")
    // The same instant, 5 h 30 min later on the clock, in the form `historial` uses.
    let n = cuando.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int32($0) }
    try #require(n.count == 6)
    var partes = tm()
    (partes.tm_year, partes.tm_mon, partes.tm_mday) = (n[0] - 1900, n[1] - 1, n[2])
    (partes.tm_hour, partes.tm_min, partes.tm_sec) = (n[3], n[4], n[5])
    var t = timegm(&partes) + 5 * 3600 + 30 * 60
    var desplazada = tm()
    gmtime_r(&t, &desplazada)
    var texto = [CChar](repeating: 0, count: 32)
    let largo = strftime(&texto, texto.count, "%Y-%m-%d %H:%M:%S", &desplazada)
    let esperada = String(decoding: texto[..<largo].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    for (tz, hora) in [("<+0530>-5:30", esperada + " +0530"), ("UTC", cuando.utc + " +0000")] {
      let listado = try e.enTorneo(["historial"], entorno: ["TZ": tz]).salida
      #expect(listado.hasPrefix("1  \(hora)  "), "\(tz): \(listado)")
    }
  }
}

extension String {
  /// `2026-11-30T07:12:03Z` as `2026-11-30 07:12:03`.
  fileprivate var utc: String { replacing("T", with: " ").replacing("Z", with: "") }
}
