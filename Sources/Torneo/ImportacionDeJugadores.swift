// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

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
    var comprobacion = Comprobacion(en: equipo, filas: registros.count, columnas: fijas)
    for registro in registros { comprobacion.anadir(registro) }
    return comprobacion.terminar()
  }

  /// The players of a CSV reading, as `jugadores(de:en:)` finds them, each record checked as it
  /// is made and let go: the records are never all in memory.
  public static func jugadores(de lectura: CSV.Lectura, en equipo: Equipo) -> Resultado {
    var comprobacion = Comprobacion(en: equipo, filas: lectura.cuantos, columnas: nil)
    lectura.recorrer { comprobacion.anadir($0) }
    return comprobacion.terminar()
  }

  /// The check of `jugadores(de:en:)`, one record at a time, in file order.
  struct Comprobacion {
    let fijas: CSV.Columnas?
    /// The header's columns, once the first record was seen to be one.
    var cabecera: CSV.Columnas?
    var columnas: CSV.Columnas
    /// Whether the first record was seen.
    var empezada = false
    /// A first record that refuses the whole file (a league's header, a column twice): the
    /// rest is not looked at.
    var rechazo: Fallo?
    // The roster and every row before this one, by what each row made taken: a row counts
    // for the rows after it even when its other field is wrong (its valid name or number is
    // still «taken» once the file is fixed). A row whose name is wrong holds its number under
    // a name no valid name can equal (it has a control character).
    // With no failure, the players after the roster's are the rows' (the result), kept once.
    var ocupados: Equipo
    let previos: Int
    var fallos: [Fallo] = []

    /// A check against `equipo` of `filas` records at most (room is made for them).
    init(en equipo: Equipo, filas: Int, columnas fijas: CSV.Columnas?) {
      self.fijas = fijas
      columnas = fijas ?? .sinCabecera
      ocupados = equipo
      previos = equipo.jugadores.count
      ocupados.reservar(previos + filas)
    }

    /// What the rows gave; the check is used up (the players are taken from its roster without
    /// a copy of them all beside it).
    mutating func terminar() -> Resultado {
      if let rechazo { return .noValidas([rechazo]) }
      guard fallos.isEmpty else { return .noValidas(fallos) }
      var jugadores = ocupados.jugadores
      ocupados = Equipo(nombre: ocupados.nombre)
      jugadores.removeFirst(previos)
      return .validas(jugadores)
    }

    mutating func anadir(_ registro: CSV.Registro) {
      guard rechazo == nil else { return }
      let primera = !empezada
      empezada = true
      if primera, fijas == nil {
        do throws(CSV.ColumnaRepetida) {
          if try CSV.cabecera(de: registro)?.contains(.equipo) == true {
            rechazo = Fallo(linea: registro.linea, error: .cabeceraDeLiga)
            return
          }
          cabecera = try CSV.columnas(de: registro)
        } catch {
          rechazo = Fallo(repetida: error)
          return
        }
        if let cabecera {
          columnas = cabecera
          return
        }
      }
      let columnasUsadas = ultimaNoVacia(registro.campos)
      if columnasUsadas > 2 {
        fallos.append(
          Fallo(
            linea: registro.linea,
            error: .demasiadasColumnas(columnasUsadas, esperadas: [.nombre, .dorsal])))
        return
      }
      func campo(_ k: Int) -> String { k < registro.campos.count ? registro.campos[k] : "" }
      let textoDorsal = campo(columnas.dorsal)
      if fijas == nil, primera, Reglas.dorsal(textoDorsal, en: nil) == .failure(.noEsNumero) {
        fallos.append(
          Fallo(
            linea: registro.linea,
            error: .niCabeceraNiJugador(NombreDeJugador.limpiar(textoDorsal))))
        return
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
      // Free, both: checked just above. Clean already: a removed apostrophe leaves a formula
      // sign in front, never a space.
      try? ocupados.anadir(
        Jugador(nombre: nombre ?? "\u{0}\(registro.linea)", dorsal: numero ?? nil))
    }
  }

  /// How many columns count: up to the last one with something in it.
  static func ultimaNoVacia(_ campos: [String]) -> Int {
    (campos.lastIndex { !NombreDeJugador.limpiar($0).isEmpty } ?? 0) + 1
  }
}

extension ImportacionDeJugadores.Fallo {
  /// A header that names a column twice, at its line.
  init(repetida: CSV.ColumnaRepetida) {
    self.init(linea: repetida.linea, error: .columnaRepetida(repetida.primera, repetida.segunda))
  }
}
