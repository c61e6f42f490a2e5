// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// Where a league file taken to the pitch came from (`marcador llevar`): the server, the
/// entry of its journal the copy was taken at, the copy's own id, and how far the file's
/// journal has been sent back (`sincronizar`). It lives in the league's object as its member
/// `"origen"`, which every reader keeps as any unknown member: written in the same atomic
/// replace as the league itself, it can never disagree with the rosters it describes, and it
/// travels with the file wherever the file is moved or backed up.
public struct OrigenDeCopia: Equatable, Sendable {
  /// The server's URL without any password (`URLDeServidor.sinContrasena`).
  public let servidor: String
  /// The server journal's last entry (its row's `n`) when the copy was taken or last synced:
  /// what every offline change was made on.
  public let entrada: Int
  /// This copy's id: the server remembers each offline entry it applied by it and the entry's
  /// number in the file's journal, so a sync run again applies nothing twice.
  public let copia: String
  /// The file journal's last entry already on the server: the entries after it are the ones
  /// made offline since.
  public let enviadas: Int

  public init(servidor: String, entrada: Int, copia: String, enviadas: Int) {
    self.servidor = servidor
    self.entrada = entrada
    self.copia = copia
    self.enviadas = enviadas
  }

  /// The member's key in the league's object.
  static let clave = "origen"

  /// A new copy's id: 128 random bits in hexadecimal.
  public static func nuevaCopia() -> String {
    var generador = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let texto = String(generador.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - texto.count) + texto
    }.joined()
  }

  /// The member as JSON text (`"origen": {…}`).
  var miembro: String {
    "\"\(OrigenDeCopia.clave)\": {\"servidor\": \(TextoJSON.cadena(servidor)), "
      + "\"entrada\": \(entrada), \"copia\": \(TextoJSON.cadena(copia)), "
      + "\"enviadas\": \(enviadas)}"
  }
}

extension DocumentoTorneo {
  /// The league's `"origen"` member, when it is one a copy's origin reads as.
  public var origen: OrigenDeCopia? {
    guard let miembro = miembroDeOrigen,
      case .objeto(let o)? = ValorJSON.leer(Array(bytes[miembro.inicioValor..<miembro.finValor])),
      case .texto(let servidor)? = o["servidor"], case .numero(let entrada)? = o["entrada"],
      case .texto(let copia)? = o["copia"], case .numero(let enviadas)? = o["enviadas"]
    else { return nil }
    return OrigenDeCopia(servidor: servidor, entrada: entrada, copia: copia, enviadas: enviadas)
  }

  /// The file's bytes with `origen` as the league's `"origen"` member: in place of the one
  /// there, else first in the league's object; every other byte as it is.
  public func con(origen: OrigenDeCopia) -> [UInt8] {
    let empalme: Empalme
    if let miembro = miembroDeOrigen {
      empalme = Empalme(
        desde: miembro.inicio, hasta: miembro.finValor, texto: Array(origen.miembro.utf8))
    } else {
      // A league always has a member after it: its `equipos`.
      let abre = inicioDeLaLiga + 1
      empalme = Empalme(
        desde: abre, hasta: abre, texto: Array(("\n  " + origen.miembro + ",").utf8))
    }
    return aplicando([empalme], a: bytes)
  }

  /// The league's `"origen"` member, if it has one.
  private var miembroDeOrigen: Miembro? {
    let clave = Array(TextoJSON.cadena(OrigenDeCopia.clave).utf8)
    return miembros(deObjetoEn: inicioDeLaLiga).first {
      $0.clave == .otra
        && bytes[$0.inicio..<min($0.inicio + clave.count, bytes.count)].elementsEqual(clave)
    }
  }
}
