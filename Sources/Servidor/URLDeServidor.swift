// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
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
  public static func redactada(_ url: String) -> String { redactada(url, marca: "***") }

  /// The URL with no password at all: `postgresql://ana:s3cr3t@host/liga` →
  /// `postgresql://ana@host/liga`, and no `password=` parameter. What a file keeps of the
  /// server it was taken from (`llevar`): connecting again takes the password from where libpq
  /// finds one (`~/.pgpass`, `PGPASSWORD`), never from the file.
  public static func sinContrasena(_ url: String) -> String { redactada(url, marca: nil) }

  /// The URL with its password replaced by `marca`, or dropped with its separator (`nil`).
  private static func redactada(_ url: String, marca: String?) -> String {
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
        autoridad =
          String(usuario[..<dosPuntos]) + (marca.map { ":" + $0 } ?? "")
          + String(autoridad[arroba...])
      }
    }
    if let interrogacion = cola.firstIndex(of: "?") {
      let parametros = cola[cola.index(after: interrogacion)...].split(
        separator: "&", omittingEmptySubsequences: false
      ).compactMap { parametro -> String? in
        let clave = parametro.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        guard decodificada(clave).lowercased() == "password" else { return String(parametro) }
        return marca.map { clave + "=" + $0 }
      }
      cola = String(cola[...interrogacion]) + parametros.joined(separator: "&")
    }
    return prefijo + autoridad + cola
  }

  /// Percent-decoding, as libpq applies it to URL parts (`pass%77ord` is `password`).
  static func decodificada(_ texto: String) -> String {
    let utf8 = Array(texto.utf8)
    let hex = { (k: Int) in UInt8(String(UnicodeScalar(utf8[k])), radix: 16) }
    var bytes: [UInt8] = []
    var i = 0
    while i < utf8.count {
      if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let alto = hex(i + 1),
        let bajo = hex(i + 2)
      {
        bytes.append(alto << 4 | bajo)
        i += 3
      } else {
        bytes.append(utf8[i])
        i += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
