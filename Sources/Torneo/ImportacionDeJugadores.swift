import Formatos

/// The rows of a CSV import turned into players with the form's rules, each row checked
/// against the roster and the rows before it (two rows with number 7: the second is wrong).
/// All or nothing: either every row is a valid player, or every invalid row is reported.
public enum ImportacionDeJugadores {
  /// What is wrong with one row.
  public enum ErrorDeFila: Equatable, Sendable {
    /// A field breaks its rule (`campo` is `.nombre` or `.dorsal`).
    case campo(Campo, ErrorDeCampo)
    /// The row has this many columns, up to its last non-empty one, more than `esperadas`.
    case demasiadasColumnas(Int, esperadas: [CSV.Columna])
    /// A team's import whose first row is a whole league's header (it names the team's
    /// column): the file is a league's, to import without `EQUIPO`.
    case cabeceraDeLiga
    /// A whole league's import whose first row is a team's header (the name's column and no
    /// team's): the file is a team's roster, to import into `EQUIPO`.
    case cabeceraDeEquipo
    /// A whole league's import without a header whose every row has two columns at most
    /// (`Bea;12`): a team's roster in shape, which would make a team of each player.
    case filasDeEquipo
    /// The first row is no header `columnas(de:)` knows, nor a player: its number column holds
    /// this text, which is not a number.
    case niCabeceraNiJugador(String)
    /// The first row is a header that names one column twice: the two fields that name it
    /// (`CSV.ColumnaRepetida`), as written.
    case columnaRepetida(String, String)
    /// A whole-league row's team: a new team's name breaks the team-name rule.
    case equipo(ErrorDeLiga)
  }

  /// One invalid row: the line it starts on and what is wrong (a row may have two errors).
  public struct Fallo: Equatable, Sendable {
    public let linea: Int
    public let error: ErrorDeFila

    public init(linea: Int, error: ErrorDeFila) {
      self.linea = linea
      self.error = error
    }

    /// A header that names a column twice, at its line.
    public init(repetida: CSV.ColumnaRepetida) {
      self.init(linea: repetida.linea, error: .columnaRepetida(repetida.primera, repetida.segunda))
    }
  }

  /// What the rows gave: every player, or every invalid row.
  public enum Resultado: Equatable, Sendable {
    case validas([Jugador])
    case noValidas([Fallo])
  }

  /// The players the records describe (a header row first is skipped), or every failure.
  ///
  /// The columns are `nombre`, `dorsal`, or the order a header row gives (`CSV.columnas`;
  /// a whole league's header refuses the file, `cabeceraDeLiga`, and one naming a column twice,
  /// `columnaRepetida`);
  /// empty columns after those are ignored (spreadsheets write them). A name `exportar`
  /// protected from spreadsheets (`'=A1`) loses its apostrophe. A first row that is no header
  /// and has text that is not a number where the number goes is said to be neither. Each field
  /// is checked by its rule (`Reglas`) against a roster that grows row by row, which probes
  /// dictionaries: a thousand rows cost a thousand checks.
  ///
  /// With `fijas`, the records have no header and those are the columns (a whole league's
  /// rows, whose header was read already).
  public static func jugadores(
    de registros: [CSV.Registro], en equipo: Equipo, columnas fijas: CSV.Columnas? = nil
  )
    -> Resultado
  {
    var cabecera: CSV.Columnas?
    if fijas == nil, let primera = registros.first {
      do throws(CSV.ColumnaRepetida) {
        if try CSV.cabecera(de: primera)?.contains(.equipo) == true {
          return .noValidas([Fallo(linea: primera.linea, error: .cabeceraDeLiga)])
        }
        cabecera = try CSV.columnas(de: primera)
      } catch {
        return .noValidas([Fallo(repetida: error)])
      }
    }
    let columnas = fijas ?? cabecera ?? .sinCabecera
    let filas = cabecera == nil ? registros[...] : registros.dropFirst()
    // The roster and every row before this one, by what each row made taken: a row counts
    // for the rows after it even when its other field is wrong (its valid name or number is
    // still «taken» once the file is fixed). A row whose name is wrong holds its number under
    // a name no valid name can equal (it has a control character).
    var ocupados = equipo
    ocupados.reservar(equipo.jugadores.count + filas.count)
    var jugadores: [Jugador] = []
    var fallos: [Fallo] = []
    jugadores.reserveCapacity(filas.count)
    for registro in filas {
      let columnasUsadas = ultimaNoVacia(registro.campos)
      if columnasUsadas > 2 {
        fallos.append(
          Fallo(
            linea: registro.linea,
            error: .demasiadasColumnas(columnasUsadas, esperadas: [.nombre, .dorsal])))
        continue
      }
      func campo(_ k: Int) -> String { k < registro.campos.count ? registro.campos[k] : "" }
      let textoDorsal = campo(columnas.dorsal)
      if fijas == nil, cabecera == nil, registro.linea == registros.first?.linea,
        Reglas.dorsal(textoDorsal, en: nil) == .failure(.noEsNumero)
      {
        fallos.append(
          Fallo(
            linea: registro.linea,
            error: .niCabeceraNiJugador(NombreDeJugador.limpiar(textoDorsal))))
        continue
      }
      let textoNombre = CSV.texto(de: campo(columnas.nombre))
      var nombre: String?
      switch Reglas.nombre(textoNombre, en: ocupados) {
      case .success(let limpio): nombre = limpio
      case .failure(let error):
        fallos.append(Fallo(linea: registro.linea, error: .campo(.nombre, .nombre(error))))
      }
      var numero: Int??
      switch Reglas.dorsal(textoDorsal, en: ocupados) {
      case .success(let n): numero = n
      case .failure(let error):
        let libres = error == .repetido ? ocupados.dorsalesLibres : []
        fallos.append(
          Fallo(linea: registro.linea, error: .campo(.dorsal, .dorsal(error, libres: libres))))
      }
      // Free, both: checked just above.
      try? ocupados.anadir(
        Jugador(nombre: nombre ?? "\u{0}\(registro.linea)", dorsal: numero ?? nil))
      if let nombre, let numero {
        // Clean already: a removed apostrophe leaves a formula sign in front, never a space.
        jugadores.append(Jugador(nombre: nombre, dorsal: numero))
      }
    }
    return fallos.isEmpty ? .validas(jugadores) : .noValidas(fallos)
  }

  /// How many columns count: up to the last one with something in it.
  static func ultimaNoVacia(_ campos: [String]) -> Int {
    (campos.lastIndex { !NombreDeJugador.limpiar($0).isEmpty } ?? 0) + 1
  }
}
