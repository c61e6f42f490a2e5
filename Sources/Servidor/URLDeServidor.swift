/// Connection URLs: telling one from a file path, and hiding their password.
public enum URLDeServidor {
  /// Whether `texto` names a server (`postgresql://…` or `postgres://…`, libpq's prefixes,
  /// which libpq compares case-sensitively) rather than a file. Loads nothing.
  public static func esURL(_ texto: String) -> Bool {
    texto.hasPrefix("postgresql://") || texto.hasPrefix("postgres://")
  }

  /// The URL with any password replaced by `***`, fit for a message:
  /// `postgresql://ana:s3cr3t@host/liga` → `postgresql://ana:***@host/liga`, and the same for
  /// a `password=` query parameter.
  public static func redactada(_ url: String) -> String {
    guard let esquema = url.firstRange(of: "://") else { return url }
    let prefijo = url[..<esquema.upperBound]
    let resto = url[esquema.upperBound...]
    let finAutoridad = resto.firstIndex { $0 == "/" || $0 == "?" } ?? resto.endIndex
    var autoridad = String(resto[..<finAutoridad])
    var cola = String(resto[finAutoridad...])
    // The user information ends at the authority's last `@` (a host list has none).
    if let arroba = autoridad.lastIndex(of: "@") {
      let usuario = autoridad[..<arroba]
      if let dosPuntos = usuario.firstIndex(of: ":") {
        autoridad = String(usuario[..<dosPuntos]) + ":***" + String(autoridad[arroba...])
      }
    }
    if let interrogacion = cola.firstIndex(of: "?") {
      let parametros = cola[cola.index(after: interrogacion)...].split(
        separator: "&", omittingEmptySubsequences: false
      ).map { parametro -> String in
        let clave = parametro.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        return decodificada(clave).lowercased() == "password" ? clave + "=***" : String(parametro)
      }
      cola = String(cola[...interrogacion]) + parametros.joined(separator: "&")
    }
    return prefijo + autoridad + cola
  }

  /// Percent-decoding, as libpq applies it to URL parts (`pass%77ord` is `password`).
  static func decodificada(_ texto: String) -> String {
    var bytes: [UInt8] = []
    var i = texto.utf8.startIndex
    let utf8 = texto.utf8
    while i < utf8.endIndex {
      let byte = utf8[i]
      if byte == UInt8(ascii: "%"), let a = utf8.index(i, offsetBy: 1, limitedBy: utf8.endIndex),
        a < utf8.endIndex, let b = utf8.index(a, offsetBy: 1, limitedBy: utf8.endIndex),
        b < utf8.endIndex, let alto = hex(utf8[a]), let bajo = hex(utf8[b])
      {
        bytes.append(alto << 4 | bajo)
        i = utf8.index(after: b)
      } else {
        bytes.append(byte)
        i = utf8.index(after: i)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
