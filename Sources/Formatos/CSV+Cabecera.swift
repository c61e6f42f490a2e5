// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

extension CSV {
  /// A column a header row may name: a whole league's CSV has the three, a team's the last two.
  public enum Columna: CaseIterable, Equatable, Sendable {
    case equipo
    case nombre
    case dorsal
  }

  /// Where a player's name and number are in a record.
  public struct Columnas: Equatable, Sendable {
    public let nombre: Int
    public let dorsal: Int

    /// Rows without a header: `nombre,dorsal`.
    public static let sinCabecera = Columnas(nombre: 0, dorsal: 1)
  }

  /// A header row that names one column twice (`equipo,equipo`, `nombre,jugador`): its line
  /// and the two fields that name it, cleaned, as written.
  public struct ColumnaRepetida: Error, Equatable, Sendable {
    public let linea: Int
    public let primera: String
    public let segunda: String
  }

  /// The columns a record names when it is a header row, in its order, or nil when it is none:
  /// every field a word for a column (`palabras`), in any case and spacing, with or without
  /// accents; empty fields after them are ignored (spreadsheets write them). A row of such
  /// words that names a column twice is a header written wrong, not data: it throws. The one
  /// place a header is recognized: a team's import and a league's both ask it.
  public static func cabecera(de registro: Registro) throws(ColumnaRepetida) -> [Columna]? {
    var campos = registro.campos.map(NombreDeJugador.limpiar)
    while campos.last?.isEmpty == true { campos.removeLast() }
    var columnas: [Columna] = []
    var repetida: ColumnaRepetida?
    for campo in campos {
      let palabra = campo.lowercased()
      guard let columna = Columna.allCases.first(where: { palabras[$0]?.contains(palabra) == true })
      else { return nil }
      if let k = columnas.firstIndex(of: columna), repetida == nil {
        repetida = ColumnaRepetida(linea: registro.linea, primera: campos[k], segunda: campo)
      }
      columnas.append(columna)
    }
    if let repetida { throw repetida }
    return columnas.isEmpty ? nil : columnas
  }

  /// Where each of `columnas` is in the records under `cabecera` (nil: no header): where the
  /// header names it, else the next position the header leaves free, in the order asked.
  /// `[nombre]` asked for `nombre, dorsal` is `0, 1`; `[nombre, equipo]` asked for
  /// `equipo, nombre, dorsal` is `1, 0, 2`.
  public static func posiciones(de columnas: [Columna], bajo cabecera: [Columna]?) -> [Int] {
    var libre = cabecera?.count ?? 0
    return columnas.map { columna in
      if let k = cabecera?.firstIndex(of: columna) { return k }
      defer { libre += 1 }
      return libre
    }
  }

  /// The columns of a team's header row, or nil when the record is none: it names the name,
  /// and the number or not, and no team (`cabecera(de:)`, which throws for a column twice).
  public static func columnas(de registro: Registro) throws(ColumnaRepetida) -> Columnas? {
    guard let cabecera = try cabecera(de: registro), cabecera.contains(.nombre),
      !cabecera.contains(.equipo)
    else { return nil }
    let k = posiciones(de: [.nombre, .dorsal], bajo: cabecera)
    return Columnas(nombre: k[0], dorsal: k[1])
  }

  /// Whether `texto` (a first row's fields, joined) reads as a header of two columns or more
  /// written as one: its words, split at anything but a letter, a digit or `#.º°` (spaces,
  /// `|`, ` - `, …), are in order words of `palabras` for two different columns or more
  /// (`Jugador Dorsal`, `Name Number`, `Nombre|Dorsal`); `player name`, one column's words, is
  /// not. A row that reads so but that the separator did not split into a header is refused.
  public static func pareceCabecera(_ texto: String) -> Bool {
    let trozos = trozosDeCabecera(texto)
    guard trozos.count > 1 else { return false }
    // The sets of columns (bits) the first `k` words can make.
    var alcanzados = [Set<Int>](repeating: [], count: trozos.count + 1)
    alcanzados[0] = [0]
    for k in trozos.indices where !alcanzados[k].isEmpty {
      for (bit, frases) in frasesDeCabecera {
        for frase in frases where trozos[k...].starts(with: frase) {
          for hechos in alcanzados[k] { alcanzados[k + frase.count].insert(hechos | bit) }
        }
      }
    }
    return alcanzados[trozos.count].contains { $0.nonzeroBitCount > 1 }
  }

  /// The words of `texto` as `pareceCabecera` splits it, cleaned, in lower case.
  static func trozosDeCabecera(_ texto: String) -> [String] {
    NombreDeJugador.limpiar(texto).lowercased().split {
      !($0.isLetter || $0.isNumber || "#.º°".contains($0))
    }.map(String.init)
  }

  /// Each column's bit and its words split as `trozosDeCabecera` splits a row.
  static let frasesDeCabecera: [(Int, [[String]])] = Columna.allCases.enumerated().map {
    k, columna in (1 << k, (palabras[columna] ?? []).map(trozosDeCabecera))
  }

  /// The usual words for each column, in lower case (a `String` compares canonically
  /// equivalent spellings as equal), the number's with and without accents.
  static let palabras: [Columna: Set<String>] = [
    .equipo: ["equipo", "equipos", "team", "club"],
    .nombre: [
      "nombre", "nombres", "nombre completo", "nombre y apellidos", "apellidos y nombre",
      "jugador", "jugadora", "jugadores", "name", "full name", "player", "player name",
    ],
    .dorsal: [
      "dorsal", "número", "numero", "núm", "núm.", "num", "num.", "nº", "n.º", "n°", "n.°", "no",
      "no.", "nro", "nro.", "#", "number", "nr", "nr.", "shirt", "shirt number", "jersey",
    ],
  ]
}

extension CSV.Lectura {
  /// The columns `esperadas` (a team's `[nombre, dorsal]`, a whole league's
  /// `[equipo, nombre, dorsal]`) in the order the rows hold them, and the line of the header
  /// row that says so: one that names the first of them (`CSV.cabecera`); without one, the
  /// order asked.
  public func columnas(_ esperadas: [CSV.Columna]) -> (orden: [CSV.Columna], cabecera: Int?) {
    var primero: CSV.Registro?
    recorrer { if primero == nil { primero = $0 } }
    guard let primero, let cabecera = (try? CSV.cabecera(de: primero)) ?? nil,
      let clave = esperadas.first, cabecera.contains(clave)
    else { return (columnasLeidas(esperadas), nil) }
    let posiciones = CSV.posiciones(de: esperadas, bajo: cabecera)
    let orden = zip(esperadas, posiciones).sorted { $0.1 < $1.1 }.map(\.0)
    return (columnasLeidas(orden), primero.linea)
  }

  /// `orden` as far as the rows hold it: its first column alone when no separator splits any.
  func columnasLeidas(_ orden: [CSV.Columna]) -> [CSV.Columna] {
    separador == nil ? Array(orden.prefix(1)) : orden
  }
}
