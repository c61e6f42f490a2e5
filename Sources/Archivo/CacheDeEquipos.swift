// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

/// The team names of a tournament file, remembered for shell completion in a small file so a
/// TAB on a 20 MB league needs no parse.
///
/// The cache is keyed on the file's identity (device, inode, size, and modification and change
/// times in nanoseconds): any save by marcador renames a new inode into place, and any other
/// write changes the times. Like git's index, a file changed in the last two seconds is never
/// trusted nor cached (a second write within the clock's granularity could keep the times).
/// Only completion uses it; reading and saving never do. Every failure is silent: then the
/// file is simply read.
public struct CacheDeEquipos: Sendable {
  /// The cache file.
  public let ruta: String

  /// A cache for `torneo` in `carpeta` (one file per tournament path).
  public init(para torneo: String, en carpeta: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in torneo.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    ruta = carpeta + "/equipos-" + String(hash, radix: 16)
  }

  /// The names whose key (`NombreDeJugador.claveSinAcentos`) starts with `prefijo`'s
  /// (`NombreDeJugador.claveDePrefijo`), if the
  /// cache matches the file as it is now. Lines are compared as bytes; only the names that
  /// match become strings.
  public func candidatos(de torneo: String, prefijo: String) -> [String]? {
    guard let clave = CacheDeEquipos.clave(de: torneo),
      let fd = try? Sistema.abrir(ruta)
    else { return nil }
    defer { Sistema.soltar(fd) }
    guard let bytes = try? Sistema.leerTodo(fd, tamanoPrevisto: 256 * 1024) else { return nil }
    let cabecera = Array(clave.utf8) + [0x0A]
    guard bytes.starts(with: cabecera), bytes.last == 0x0A else { return nil }
    let buscado = Array(NombreDeJugador.claveDePrefijo(prefijo).utf8)
    var resultado: [String] = []
    var k = cabecera.count
    while k < bytes.count {
      guard let tab = bytes[k...].firstIndex(of: 0x09), let fin = bytes[tab...].firstIndex(of: 0x0A)
      else { return nil }
      if tab - k >= buscado.count, bytes[k..<(k + buscado.count)].elementsEqual(buscado) {
        resultado.append(String(decoding: bytes[(tab + 1)..<fin], as: UTF8.self))
      }
      k = fin + 1
    }
    return resultado
  }

  /// Remembers the names for the file as it is now (not when it changed very recently).
  public func guardar(_ nombres: [(clave: String, nombre: String)], de torneo: String) {
    let separadores: Set<Character> = ["\n", "\t"]
    guard let clave = CacheDeEquipos.clave(de: torneo),
      !nombres.contains(where: { $0.nombre.contains(where: separadores.contains) })
    else { return }
    let (carpeta, _) = Sistema.separar(ruta)
    try? Sistema.crearCarpetas(carpeta)
    let contenido =
      ([clave] + nombres.map { $0.clave + "\t" + $0.nombre }).joined(separator: "\n") + "\n"
    GuardadoDuradero.guardar(Array(contenido.utf8), en: ruta, modo: 0o600)
  }

  /// The file's identity, or `nil` if it cannot be trusted (missing, or changed in the last
  /// two seconds).
  static func clave(de torneo: String) -> String? {
    guard let s = try? Sistema.estado(de: torneo) else { return nil }
    let reciente =
      max(s.st_mtim.tv_sec, s.st_ctim.tv_sec) >= Sistema.segundosDesdeLaEpoca() - 2
    guard !reciente else { return nil }
    let partes: [Int] = [
      Int(s.st_dev), Int(s.st_ino), Int(s.st_size), Int(s.st_mtim.tv_sec), Int(s.st_mtim.tv_nsec),
      Int(s.st_ctim.tv_sec), Int(s.st_ctim.tv_nsec),
    ]
    return "marcador-equipos-v3 " + partes.map(String.init).joined(separator: " ")
  }
}
