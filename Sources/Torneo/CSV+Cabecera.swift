extension CSV {
  /// Where a player's name and number are in a record.
  public struct Columnas: Equatable, Sendable {
    public let nombre: Int
    public let dorsal: Int

    public init(nombre: Int, dorsal: Int) {
      self.nombre = nombre
      self.dorsal = dorsal
    }

    /// Rows without a header: `nombre,dorsal`.
    public static let sinCabecera = Columnas(nombre: 0, dorsal: 1)
  }

  /// The columns a header row names, or nil when the record is no header: a word for the name
  /// alone, or one for the name and one for the number in either order, in any case and
  /// spacing, with or without accents; empty columns after them are ignored (spreadsheets
  /// write them).
  public static func columnas(de registro: Registro) -> Columnas? {
    var palabras = registro.campos.map { NombreDeJugador.limpiar($0).lowercased() }
    while palabras.last?.isEmpty == true { palabras.removeLast() }
    switch palabras.count {
    case 1 where palabrasDeNombre.contains(palabras[0]):
      return .sinCabecera
    case 2 where palabrasDeNombre.contains(palabras[0]) && palabrasDeDorsal.contains(palabras[1]):
      return .sinCabecera
    case 2 where palabrasDeDorsal.contains(palabras[0]) && palabrasDeNombre.contains(palabras[1]):
      return Columnas(nombre: 1, dorsal: 0)
    default:
      return nil
    }
  }

  /// The usual words for the name's column, in lower case (a `String` compares canonically
  /// equivalent spellings as equal).
  static let palabrasDeNombre: Set<String> = [
    "nombre", "nombres", "nombre completo", "nombre y apellidos", "apellidos y nombre",
    "jugador", "jugadora", "jugadores", "name", "full name", "player", "player name",
  ]

  /// The usual words for the number's column, in lower case, with and without accents.
  static let palabrasDeDorsal: Set<String> = [
    "dorsal", "número", "numero", "núm", "núm.", "num", "num.", "nº", "n.º", "n°", "n.°", "no",
    "no.", "nro", "nro.", "#", "number", "nr", "nr.", "shirt", "shirt number", "jersey",
  ]
}
