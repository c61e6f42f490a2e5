// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ
import LlamadasAlSistema

/// What a URL tells libpq and marcador: the keywords and values a connection opens with (the
/// URL itself as `dbname`, UTF-8, a default `connect_timeout`), the passwords no message may
/// show, the URL without its password, and how long an attempt to connect may take. Checked
/// once (PQconninfoParse), before anything is sent. Shared by the connection's parts: the
/// password libpq used, learnt once connected, is hidden by all of them.
final class ParametrosDeConexion {
  let claves: [String]
  let valores: [String]
  /// The passwords this connection knows, each hidden from every message (`sinContrasenas`).
  var contrasenas: [String]
  /// The URL with its password hidden, for messages.
  let destino: String
  /// libpq's `connect_timeout` for this URL, in seconds: the URL's, else `PGCONNECT_TIMEOUT`'s,
  /// else 10.
  let esperaAlConectar: Int
  /// The parameters of `url` (`postgresql://…` or `postgres://…`, libpq's syntax), libpq
  /// loaded.
  /// - Throws: `urlNoValida`, or `sinLibPQ`.
  init(url: String) throws(ErrorServidor) {
    destino = URLDeServidor.redactada(url)
    guard URLDeServidor.esURL(url) else { throw .urlNoValida(url: destino) }
    try Conexion.cargarLibPQ()
    let opciones = try ParametrosDeConexion.opciones(de: url, destino: destino)
    contrasenas = opciones.contrasenas
    // Entries after `dbname` (the URL, expanded) override it; entries before are defaults.
    var claves = ["fallback_application_name", "dbname", "client_encoding"]
    var valores = ["marcador", url, "UTF8"]
    let delEntorno = Sistema.variable("PGCONNECT_TIMEOUT").flatMap { Int($0) }
    if delEntorno == nil {
      claves.insert("connect_timeout", at: 0)
      valores.insert("10", at: 0)
    }
    self.claves = claves
    self.valores = valores
    // libpq waits at least 2 s whatever it is told (0 or less: for ever).
    esperaAlConectar = max(opciones.esperaAlConectar ?? delEntorno ?? 10, 2)
  }

  /// PQconnectdbParams (or, `sinEsperar`, PQconnectStartParams) with the notice processor
  /// set: a PGconn, even a failed one.
  static func conectar(_ claves: [String], _ valores: [String], sinEsperar: Bool = false)
    throws(ErrorServidor) -> OpaquePointer
  {
    let pg = conCadenas(claves) { c in
      conCadenas(valores) { v in
        sinEsperar ? marcador_PQconnectStartParams(c, v, 1) : marcador_PQconnectdbParams(c, v, 1)
      }
    }
    guard let pg else { throw .otro(codigo: "", mensaje: "PQconnectdbParams: sin memoria") }
    // NOTICEs and WARNINGs (e.g. "relation already exists, skipping", "terminating
    // connection due to immediate shutdown command") would otherwise go to stderr.
    _ = marcador_PQsetNoticeProcessor(pg, { _, _ in }, nil)
    return pg
  }

  /// `texto` with every password this connection knows replaced by `***`.
  func sinContrasenas(_ texto: String) -> String {
    contrasenas.reduce(texto) { parcial, contrasena in
      parcial.replacing(contrasena, with: "***")
    }
  }

  /// What the URL says that marcador needs to know, once its syntax is checked
  /// (PQconninfoParse).
  struct Opciones {
    var contrasenas: [String] = []
    var esperaAlConectar: Int?
    var requisito: String?
  }

  /// Checks the URL's syntax (PQconninfoParse) and reads its password, `connect_timeout` and
  /// `target_session_attrs`.
  static func opciones(de url: String, destino: String) throws(ErrorServidor)
    -> Opciones
  {
    var error: UnsafeMutablePointer<CChar>?
    guard let lista = marcador_PQconninfoParse(url, &error) else {
      if let error { marcador_PQfreemem(error) }
      throw .urlNoValida(url: destino)
    }
    defer { marcador_PQconninfoFree(lista) }
    var opciones = Opciones()
    var opcion = lista
    while let clave = opcion.pointee.keyword {
      if let valor = opcion.pointee.val {
        switch String(cString: clave) {
        // Short passwords are not hidden in messages: hiding `ab` would garble every word.
        // (Three bytes at least: none of the first three is the terminating NUL.)
        case "password" where (0..<3).allSatisfy({ valor[$0] != 0 }):
          opciones.contrasenas.append(String(cString: valor))
        case "connect_timeout": opciones.esperaAlConectar = Int(String(cString: valor))
        case "target_session_attrs": opciones.requisito = String(cString: valor)
        default: break
        }
      }
      opcion += 1
    }
    return opciones
  }
}

/// Calls `cuerpo` with `textos` as a C array of C strings (`nil` for each `nil`), followed by
/// a terminating `nil` as libpq's keyword arrays need.
func conCadenas<R, E: Error>(
  _ textos: [String?], _ cuerpo: ([UnsafePointer<CChar>?]) throws(E) -> R
) throws(E) -> R {
  let copias = textos.map { texto in
    texto.map { texto in
      let bytes = texto.utf8CString
      let copia = UnsafeMutableBufferPointer<CChar>.allocate(capacity: bytes.count)
      _ = copia.initialize(from: bytes)
      return copia
    }
  }
  defer { for copia in copias { copia?.deallocate() } }
  return try cuerpo(copias.map { $0.flatMap { UnsafePointer($0.baseAddress) } } + [nil])
}
