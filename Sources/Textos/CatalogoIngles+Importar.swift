// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Torneo

extension CatalogoIngles {
  public func texto(de error: CSV.ErrorDeLectura, archivo: String) -> String {
    switch error {
    case .noLegible(let llamada, let errno):
      "\(archivo): cannot read it (\(causa(llamada: llamada, errno: errno)))"
    case .esCarpeta: "\(archivo): is a folder, not a CSV file"
    case .comillaSinCerrar(let linea):
      "\(archivo):\(linea): the quote that opens on this line is never closed"
    case .noUTF8(let linea, let byte):
      "\(archivo):\(linea): byte \(byte) of the file is not UTF-8; save it as “CSV UTF-8”"
    case .demasiadoGrande(let limite):
      "\(archivo): it is over \(limite >> 20) MiB, the most imported at once; split it into"
        + " several files"
    case .utf16SinMarca:
      "\(archivo): looks like UTF-16 without a byte-order mark; save it as “CSV UTF-8”"
    case .noUTF16(let linea, let byte):
      "\(archivo):\(linea): byte \(byte) of the file is not valid UTF-16; save it as “CSV UTF-8”"
    case .separadoresMezclados(let linea, let separador, let otraLinea, let otroSeparador):
      "\(archivo):\(linea): this row separates its columns with \(nombre(de: separador)) and"
        + " line \(otraLinea) with \(nombre(de: otroSeparador)); use the same separator in the"
        + " whole file (or quote the field that holds the other)"
    case .separadorDudoso(let linea, let separadores):
      "\(archivo):\(linea): cannot tell which separates the columns, "
        + alternativas(separadores.map(nombre(de:)))
        + (separadores.count == 2 ? ": both fit" : ": all three fit") + " every row; put "
        + alternativas(separadores.map(lineaSep(de:))) + " as the first line"
    }
  }
  /// `a o b`, `a, b o c`.
  private func alternativas(_ partes: [String]) -> String {
    partes.dropLast().joined(separator: ", ") + (partes.count > 1 ? " or " : "")
      + (partes.last ?? "")
  }
  /// A separator as a message names it.
  private func nombre(de separador: CSV.Separador) -> String {
    switch separador {
    case .coma: "“,”"
    case .puntoYComa: "“;”"
    case .tabulador: "a tab"
    }
  }
  /// The first line that names a separator, as a message shows it.
  private func lineaSep(de separador: CSV.Separador) -> String {
    separador == .tabulador ? "“sep=” and a tab" : "“sep=\(UnicodeScalar(separador.rawValue))”"
  }
  public func niCabeceraNiJugador(_ texto: String) -> String {
    "the first row is neither a known header (name, number) nor a player: “\(texto)” is not a"
      + " number"
  }
  public func columnaRepetida(_ primera: String, _ segunda: String) -> String {
    primera.lowercased() == segunda.lowercased()
      ? "the header names “\(segunda)” twice"
      : "the header names the same column twice, “\(primera)” and “\(segunda)”"
  }
  public func demasiadasColumnas(_ columnas: Int, esperadas: [CSV.Columna]) -> String {
    let nombres = esperadas.map { columna in
      switch columna {
      case .equipo: "team"
      case .nombre: "name"
      case .dorsal: "number"
      }
    }
    return "it has \(columnas) columns where \(esperadas.count) are expected: "
      + nombres.dropLast().joined(separator: ", ") + (nombres.count > 2 ? "," : "")
      + (nombres.count > 1 ? " and " : "") + (nombres.last ?? "")
  }
  public func cabeceraDeLiga(archivo: String) -> String {
    "the header is a whole league's, with a team column:"
      + " “\(orden("importar " + enOrden(archivo)))”"
  }
  public func cabeceraDeEquipo(archivo: String) -> String {
    "the header is a team's, with no team column:"
      + " “\(orden("importar TEAM " + enOrden(archivo)))”"
  }
  public func filasDeEquipo(archivo: String) -> String {
    "with no header and two columns at most it is a team's roster:"
      + " “\(orden("importar TEAM " + enOrden(archivo)))”; a league has three columns,"
      + " “equipo,nombre,dorsal”, with its header or without"
  }
  public func niEquipoNiArchivo(_ nombre: String) -> String {
    "There is no team or file “\(nombre)”"
  }
  public func reemplazarSinEquipo(archivo: String) -> String {
    "“--reemplazar” needs the team whose roster it replaces:"
      + " “\(orden("importar TEAM " + enOrden(archivo) + " --reemplazar"))”"
  }
  public func nadaQueImportar(_ archivo: String?) -> String {
    "Nothing to import: \(archivo ?? "standard input") has no rows. Nothing was saved."
  }
  public func importacionComprobada(_ cuantos: Int, equipo: String) -> String {
    "All valid, nothing saved: "
      + (cuantos == 1 ? "1 player" : "\(cuantos) players") + " can join \(equipo)"
  }
  public func leyendoCSV() -> String {
    "Type or paste the rows (name,number); Ctrl-D ends, Ctrl-C cancels."
  }
  public func importarSinArchivo() -> String {
    "here the input holds commands: give the file, “importar TEAM FILE”"
  }
  public func masFallos(_ cuantos: Int, archivo: String) -> String {
    "\(archivo): " + (cuantos == 1 ? "and 1 more error" : "and \(cuantos) more errors")
      + " in the rows after these"
  }
  public func nombreFueraDeRegla(_ nombre: String, equipo: String?, error: ErrorNombre) -> String {
    let quien = equipo.map { "the name of a player of “\(visible($0))”" } ?? "a team's name"
    let cual = "\(quien), “\(visible(nombre))”,"
    let maximo = equipo == nil ? Reglas.maximoNombreDeEquipo : Reglas.maximoNombre
    return switch error {
    case .vacio: "\(quien) is empty"
    case .largo: "\(cual) is over \(maximo) letters"
    case .caracteresNoValidos: "\(cual) has invisible or control characters"
    case .caracterInvisible(let escalar, let posicion):
      "\(cual) has an invisible character (\(puntoDeCodigo(escalar))) at position \(posicion)"
    case .repetido: "\(cual) is repeated"
    }
  }
  public func aviso(de nombre: NombreFueraDeRegla, archivo: String) -> String {
    "\(archivo):\(nombre.linea): warning: "
      + nombreFueraDeRegla(nombre.nombre, equipo: nombre.equipo, error: nombre.error)
      + "; fix it in the file"
  }
  public func exportacionNoHecha() -> String {
    "nothing was exported: the CSV would carry those names as they are, and “importar” refuses"
      + " them; fix them, or export with “--json”"
  }
  public func conflictoAlGuardar() -> String {
    "the roster changed while the file was being read; nothing was saved"
  }
}
