// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// libFuzzer target for the CSV reader of `importar` and the row rules after it. Built by
// `make fuzz` with the Torneo sources and the form's rule files (their `import Torneo`
// removed: one module). Invariants: never crashes; never accepts a row that breaks a rule;
// what it accepts, exported again, reads back the same, as UTF-8, as UTF-16 (either byte
// order) and after a `sep=,` line; the same text as UTF-16 reads the same as in UTF-8.

@_cdecl("LLVMFuzzerTestOneInput")
public func probarCSV(_ datos: UnsafePointer<UInt8>, _ tamano: Int) -> CInt {
  comprobarCSV(Array(UnsafeBufferPointer(start: datos, count: tamano)))
  return 0
}

/// The invariants for one input (FormularioTests replays Fuzz/regresiones/csv-* the same way).
func comprobarCSV(_ bytes: [UInt8]) {
  // The same text in UTF-16 with a byte-order mark reads the same (when it is UTF-8 at all).
  if let texto = try? CSV.utf8(de: bytes), !bytes.starts(with: [0xFF, 0xFE]),
    !bytes.starts(with: [0xFE, 0xFF])
  {
    let unidades = Array(String(decoding: texto, as: UTF8.self).utf16)
    let le: [UInt8] = [0xFF, 0xFE] + unidades.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    precondition(Array(texto) == Array((try? CSV.utf8(de: le)) ?? []), "UTF-16 decodes back")
    precondition(
      (try? CSV.leer(bytes)) == (try? CSV.leer(le)), "UTF-16 reads as UTF-8 does")
  }
  guard let registros = try? CSV.leer(bytes) else { return }
  var anterior = 0
  for registro in registros {
    precondition(registro.linea > anterior, "lines go forward")
    precondition(!registro.campos.isEmpty)
    anterior = registro.linea
  }
  let inicial = try? Equipo(
    nombre: "Rayo FC", jugadores: [Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis")])
  guard let inicial else { return }
  switch ImportacionDeJugadores.jugadores(de: registros, en: inicial) {
  case .validas(let jugadores):
    // Every accepted row obeys the rules against the roster and the rows before it, checked
    // the slow, independent way.
    var equipo = inicial
    for jugador in jugadores {
      precondition(Reglas.nombre(jugador.nombre, en: equipo) == .success(jugador.nombre))
      precondition(NombreDeJugador.limpiar(jugador.nombre) == jugador.nombre)
      if let dorsal = jugador.dorsal { precondition((1...99).contains(dorsal)) }
      do {
        try equipo.anadir(jugador)
      } catch {
        preconditionFailure("accepted a repeated name or number")
      }
    }
    // Accepted rows start with no header naming a column twice (that is refused).
    let cabecera = registros.first.flatMap { (try? CSV.columnas(de: $0)) ?? nil }
    let filas = registros.count - (cabecera == nil ? 0 : 1)
    precondition(jugadores.count == filas, "every row is a player")
    // What exportar would write reads back to the same players.
    let texto =
      "nombre,dorsal\n"
      + jugadores.map { CSV.fila([$0.nombre, $0.dorsal.map(String.init) ?? ""]) + "\n" }
      .joined()
    let unidades = Array(texto.utf16)
    for copia: [UInt8] in [
      Array(texto.utf8), Array(("sep=,\r\n" + texto).utf8),
      [0xFF, 0xFE] + unidades.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
      [0xFE, 0xFF] + unidades.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
    ] {
      guard let otra = try? CSV.leer(copia),
        case .validas(let otros) = ImportacionDeJugadores.jugadores(de: otra, en: inicial)
      else { preconditionFailure("an export does not read back") }
      precondition(otros == jugadores, "the round trip changed a player")
    }
  case .noValidas(let fallos):
    precondition(!fallos.isEmpty)
    let lineas = Set(registros.map(\.linea))
    for fallo in fallos { precondition(lineas.contains(fallo.linea)) }
  }
}
