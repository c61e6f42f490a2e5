import Glibc

extension Sistema {
  /// Who is making a change now: the effective user's name, else the number.
  public static func usuarioActual() -> String {
    if let entrada = getpwuid(geteuid()), let nombre = entrada.pointee.pw_name {
      return String(cString: nombre)
    }
    return String(geteuid())
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
}
