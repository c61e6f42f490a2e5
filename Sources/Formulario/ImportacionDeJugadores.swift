import Torneo

/// The rows of a CSV import turned into players with the form's rules, each row checked
/// against the roster and the rows before it (two rows with number 7: the second is wrong).
/// All or nothing: either every row is a valid player, or every invalid row is reported.
public enum ImportacionDeJugadores {
  /// What is wrong with one row.
  public enum ErrorDeFila: Equatable, Sendable {
    /// A field breaks its rule (`campo` is `.nombre` or `.dorsal`).
    case campo(Campo, ErrorDeCampo)
    /// The row has more than two non-empty columns.
    case demasiadasColumnas(Int)
    /// The first row is no header `columnas(de:)` knows, nor a player: its number column holds
    /// this text, which is not a number.
    case niCabeceraNiJugador(String)
  }

  /// One invalid row: the line it starts on and what is wrong (a row may have two errors).
  public struct Fallo: Equatable, Sendable {
    public let linea: Int
    public let error: ErrorDeFila

    public init(linea: Int, error: ErrorDeFila) {
      self.linea = linea
      self.error = error
    }
  }

  /// What the rows gave: every player, or every invalid row.
  public enum Resultado: Equatable, Sendable {
    case validas([Jugador])
    case noValidas([Fallo])
  }

  /// The players the records describe (a header row first is skipped), or every failure.
  ///
  /// The columns are `nombre`, `dorsal`, or the order a header row gives (`CSV.columnas`);
  /// empty columns after those are ignored (spreadsheets write them). A name `exportar`
  /// protected from spreadsheets (`'=A1`) loses its apostrophe. A first row that is no header
  /// and has text that is not a number where the number goes is said to be neither. Repetition
  /// is checked with keys in sets, so a thousand rows cost a thousand checks.
  public static func jugadores(de registros: [CSV.Registro], en equipo: Equipo)
    -> Resultado
  {
    let cabecera = registros.first.flatMap(CSV.columnas(de:))
    let columnas = cabecera ?? .sinCabecera
    let filas = cabecera == nil ? registros[...] : registros.dropFirst()
    var claves = Set(equipo.jugadores.map { NombreDeJugador.clave($0.nombre) })
    var dorsales = Set(equipo.jugadores.compactMap(\.dorsal))
    var jugadores: [Jugador] = []
    var fallos: [Fallo] = []
    jugadores.reserveCapacity(filas.count)
    for registro in filas {
      let columnasUsadas = ultimaNoVacia(registro.campos)
      if columnasUsadas > 2 {
        fallos.append(Fallo(linea: registro.linea, error: .demasiadasColumnas(columnasUsadas)))
        continue
      }
      func campo(_ k: Int) -> String { k < registro.campos.count ? registro.campos[k] : "" }
      let nombre = CSV.sinProteccion(NombreDeJugador.limpiar(campo(columnas.nombre)))
      let textoDorsal = campo(columnas.dorsal)
      if cabecera == nil, registro.linea == registros.first?.linea,
        FormularioJugador.dorsal(de: textoDorsal, en: nil) == .failure(.noEsNumero)
      {
        fallos.append(
          Fallo(
            linea: registro.linea,
            error: .niCabeceraNiJugador(NombreDeJugador.limpiar(textoDorsal))))
        continue
      }
      var valida = true
      let clave = NombreDeJugador.clave(nombre)
      let errorDeNombre = FormularioJugador.error(deNombre: nombre, en: nil)
      if let error = errorDeNombre ?? (claves.contains(clave) ? .repetido : nil) {
        fallos.append(Fallo(linea: registro.linea, error: .campo(.nombre, .nombre(error))))
        valida = false
      }
      var numero: Int?
      switch FormularioJugador.dorsal(de: textoDorsal, en: nil) {
      case .success(let n?) where dorsales.contains(n):
        let libres = (1...99).filter { !dorsales.contains($0) }
        fallos.append(
          Fallo(linea: registro.linea, error: .campo(.dorsal, .dorsal(.repetido, libres: libres))))
        valida = false
      case .success(let n):
        numero = n
      case .failure(let error):
        fallos.append(
          Fallo(linea: registro.linea, error: .campo(.dorsal, .dorsal(error, libres: []))))
        valida = false
      }
      // A row counts for the rows after it even when its other field is wrong: its valid
      // name or number is still «taken» once the file is fixed.
      if errorDeNombre == nil { claves.insert(clave) }
      if let numero { dorsales.insert(numero) }
      if valida {
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
