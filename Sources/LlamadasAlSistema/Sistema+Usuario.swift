// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

extension Sistema {
  /// Who is making a change now: the effective user's name, else the number.
  public static func usuarioActual() -> String {
    if let entrada = getpwuid(geteuid()), let nombre = entrada.pointee.pw_name {
      return String(cString: nombre)
    }
    return String(geteuid())
  }

  /// The name of group `gid` (its number when it has none).
  public static func nombreDeGrupo(_ gid: gid_t) -> String {
    if let entrada = getgrgid(gid), let nombre = entrada.pointee.gr_name {
      return String(cString: nombre)
    }
    return String(gid)
  }

  /// Whether this process may change the mode of the file `s` describes (`chmod(2)`'s rule):
  /// it is the file's owner, or root.
  public static func puedeCambiarModo(de s: stat) -> Bool {
    s.st_uid == geteuid() || geteuid() == 0
  }

  /// Now, in whole seconds since the epoch (`clock_gettime(CLOCK_REALTIME)`), as a file's times
  /// are kept.
  public static func segundosDesdeLaEpoca() -> Int {
    var ahora = timespec()
    clock_gettime(CLOCK_REALTIME, &ahora)
    return ahora.tv_sec
  }

  /// Now, in UTC, ISO 8601.
  public static func ahoraUTC() -> String {
    var t = time(nil)
    var partes = tm()
    gmtime_r(&t, &partes)
    func dos(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(partes.tm_year + 1900)-\(dos(partes.tm_mon + 1))-\(dos(partes.tm_mday))T"
      + "\(dos(partes.tm_hour)):\(dos(partes.tm_min)):\(dos(partes.tm_sec))Z"
  }

  /// A time the journal keeps (UTC, ISO 8601: `2026-11-30T07:12:03Z`) in local time (`TZ`
  /// honoured, as `localtime_r` reads it) with the zone's offset from UTC, for a person:
  /// `2026-11-30 08:12:03 +0100`. A text not of that form is given as it is.
  public static func horaLocal(deUTC cuando: String) -> String {
    let numeros = cuando.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int32($0) }
    guard cuando.utf8.count == 20, cuando.hasSuffix("Z"), numeros.count == 6 else { return cuando }
    var partes = tm()
    let n = numeros
    (partes.tm_year, partes.tm_mon, partes.tm_mday) = (n[0] - 1900, n[1] - 1, n[2])
    (partes.tm_hour, partes.tm_min, partes.tm_sec) = (n[3], n[4], n[5])
    var t = timegm(&partes)
    tzset()
    var local = tm()
    guard localtime_r(&t, &local) != nil else { return cuando }
    var texto = [CChar](repeating: 0, count: 64)
    let largo = strftime(&texto, texto.count, "%Y-%m-%d %H:%M:%S %z", &local)
    guard largo > 0 else { return cuando }
    return String(decoding: texto[..<largo].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
