// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

/// The journal beside a tournament file (`<file>.diario`): one JSON object per line, appended
/// under the file's lock, fsynced before the file is renamed into place. A line that the
/// rename never followed (a crash between the two) is recognised by its fingerprints — the
/// league is still as it was *before* that entry — and dropped by the next change.
struct Diario {
  let ruta: String

  /// The journal as read: its bytes and how many of them hold whole lines. A change needs only
  /// the last entry (`ultima`, parsed from the end); `deshacer` and `historial` read them all.
  struct Lectura: Sendable {
    let ruta: String
    var bytes: [UInt8] = []
    var tamanoValido = 0

    /// The last entry that can be read before `tamanoValido`, and where its line starts.
    func ultima() -> (entrada: EntradaDeDiario, inicio: Int)? {
      var fin = tamanoValido
      while fin > 0 {
        let inicio = bytes[..<(fin - 1)].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        if let entrada = Diario.entrada(de: Array(bytes[inicio..<(fin - 1)])) {
          return (entrada, inicio)
        }
        fin = inicio
      }
      return nil
    }

    /// The entries before `tamanoValido`, undone ones marked; a line of the journal that
    /// cannot be read throws (changes go on, undo and `historial` refuse).
    func todas() throws(ErrorDeLiga) -> [EntradaDeDiario] {
      var entradas: [EntradaDeDiario] = []
      var inicio = 0
      var linea = 0
      while let salto = bytes[inicio...].firstIndex(of: 0x0A) {
        linea += 1
        let texto = Array(bytes[inicio..<salto])
        let inicioDeLinea = inicio
        inicio = salto + 1
        if texto.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) { continue }
        guard let entrada = Diario.entrada(de: texto) else {
          throw .diarioNoValido(ruta: ruta, linea: linea)
        }
        if inicioDeLinea < tamanoValido { entradas.append(entrada) }
      }
      let deshechas = Reversiones.deshechas(entradas)
      for k in entradas.indices where deshechas[entradas[k].numero] != nil {
        entradas[k].deshecha = true
      }
      return entradas
    }
  }

  /// Reads the journal; a missing journal is an empty one. A last line without its line break
  /// (a crash while appending) is ignored.
  func leer() throws(ErrorArchivo) -> Lectura {
    do {
      let fd = try Sistema.abrir(ruta)
      defer { Sistema.soltar(fd) }
      let bytes = try Sistema.leerTodo(fd, tamanoPrevisto: Int(try Sistema.estado(fd).st_size))
      return Lectura(
        ruta: ruta, bytes: bytes, tamanoValido: bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
    } catch {
      if error.errno == Errno.noExiste { return Lectura(ruta: ruta) }
      throw .noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
  }

  /// Appends an entry and syncs it, first cutting what follows `tamanoValido` (a torn line or
  /// an entry whose change never happened). The journal gets the league file's mode and owner
  /// where this process may give them (`Sistema.darDueno`; the mode only to a journal of its own).
  /// - Returns: the journal's size before, to cut it back if the change then fails.
  func anadir(_ entrada: EntradaDeDiario, tras tamanoValido: Int, como original: Sistema.Estado)
    throws(FalloSistema) -> Int
  {
    let fd = try Sistema.abrir(ruta, [.escritura, .crear, .sinSeguirEnlace], modo: 0o600)
    defer { Sistema.soltar(fd) }
    let estado = try Sistema.estado(fd)
    if estado.st_uid != original.st_uid || estado.st_gid != original.st_gid {
      Sistema.darDueno(fd, a: original)
    }
    // Only its owner (or root) may change a file's mode: another account that shares the
    // league appends to a journal that is not its own, with the mode it has.
    let modo = original.st_mode & 0o7777
    if estado.st_mode & 0o7777 != modo, Sistema.puedeCambiarModo(de: estado) {
      try Sistema.cambiarModo(fd, modo)
    }
    if Int(estado.st_size) != tamanoValido {
      try Diario.cortar(fd, en: tamanoValido)
    }
    try Sistema.irA(fd, tamanoValido)
    do {
      var pendiente: [UInt8] = []
      try Diario.linea(de: entrada) { (parte) throws(FalloSistema) in
        pendiente += parte
        if pendiente.count >= 1 << 16 {
          try Sistema.escribirTodo(fd, pendiente[...])
          pendiente.removeAll(keepingCapacity: true)
        }
      }
      try Sistema.escribirTodo(fd, pendiente[...])
      try Sistema.sincronizar(fd)
    } catch {
      // Not a half entry: back to what it was (and if even that fails, the next change
      // recognises the entry as one whose change never happened).
      try? Diario.cortar(fd, en: tamanoValido)
      throw error
    }
    return tamanoValido
  }

  /// Cuts the journal back to `tamano` bytes (an entry whose change failed).
  func cortar(en tamano: Int) {
    guard let fd = try? Sistema.abrir(ruta, [.escritura, .sinSeguirEnlace]) else { return }
    defer { Sistema.soltar(fd) }
    try? Diario.cortar(fd, en: tamano)
  }

  private static func cortar(_ fd: Int32, en tamano: Int) throws(FalloSistema) {
    try Sistema.truncar(fd, en: tamano)
    try Sistema.sincronizar(fd)
  }

  // MARK: The line format

  /// An entry's line, with its line break.
  static func linea(de e: EntradaDeDiario) -> [UInt8] {
    var t: [UInt8] = []
    linea(de: e) { t += $0 }
    return t
  }

  /// An entry's line given to `escribir` in pieces (a roster's players one each,
  /// `CambioJSON.objeto(de:_:)`): an import's players are never one string in memory, nor
  /// joined with its replay line into one line (a journal line of 100 MB took three times that).
  static func linea<E: Error>(de e: EntradaDeDiario, _ escribir: ([UInt8]) throws(E) -> Void)
    throws(E)
  {
    try escribir(
      Array(
        ("{\"n\": \(e.numero), \"cuando\": \(TextoJSON.cadena(e.cuando)), "
          + "\"usuario\": \(TextoJSON.cadena(e.usuario)), ").utf8))
    try CambioJSON.objeto(de: e.cambio) { (parte) throws(E) in try escribir(Array(parte.utf8)) }
    // The replay line as one JSON string, its pieces escaped one by one (escaping goes a
    // character at a time, so the pieces' quotes dropped, it is the whole line's).
    try escribir(Array(", \"orden\": \"".utf8))
    try e.cambio.orden { (parte) throws(E) in
      try escribir(Array(TextoJSON.bytes(parte).dropFirst().dropLast()))
    }
    try escribir([0x22])
    var t = ", \"antes\": \"\(e.antes)\", \"despues\": \"\(e.despues)\", \"revertir\": ["
    t += e.revertir.map {
      "[\($0.desde), \($0.hasta), \(TextoJSON.cadena(String(decoding: $0.texto, as: UTF8.self)))]"
    }
    .joined(separator: ", ")
    t += "]}\n"
    try escribir(Array(t.utf8))
  }

  static func entrada(de linea: [UInt8]) -> EntradaDeDiario? {
    guard case .objeto(let o)? = ValorJSON.leer(linea),
      case .numero(let numero)? = o["n"], case .texto(let cuando)? = o["cuando"],
      case .texto(let usuario)? = o["usuario"], let cambio = CambioJSON.cambio(de: o),
      case .texto(let antes)? = o["antes"], let huellaAntes = Huella(antes),
      case .texto(let despues)? = o["despues"], let huellaDespues = Huella(despues),
      case .lista(let revertir)? = o["revertir"]
    else { return nil }
    var empalmes: [Empalme] = []
    for valor in revertir {
      guard case .lista(let partes) = valor, partes.count == 3, case .numero(let desde) = partes[0],
        case .numero(let hasta) = partes[1], case .texto(let texto) = partes[2]
      else { return nil }
      empalmes.append(Empalme(desde: desde, hasta: hasta, texto: Array(texto.utf8)))
    }
    return EntradaDeDiario(
      numero: numero, cuando: cuando, usuario: usuario, cambio: cambio, antes: huellaAntes,
      despues: huellaDespues, revertir: empalmes)
  }
}
