// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import Torneo

extension CatalogoEspanol {
  public func texto(de error: CSV.ErrorDeLectura, archivo: String) -> String {
    switch error {
    case .noLegible(let llamada, let errno):
      "\(archivo): no se puede leer (\(causa(llamada: llamada, errno: errno)))"
    case .esCarpeta: "\(archivo): es una carpeta, no un archivo CSV"
    case .comillaSinCerrar(let linea):
      "\(archivo):\(linea): la comilla que se abre en esta línea no se cierra nunca"
    case .noUTF8(let linea, let byte):
      "\(archivo):\(linea): el byte \(byte) del archivo no es UTF-8; guárdalo como «CSV UTF-8»"
    case .demasiadoGrande(let limite):
      "\(archivo): pasa de \(limite >> 20) MiB, lo más que se importa de una vez; pártelo en"
        + " varios archivos"
    case .utf16SinMarca:
      "\(archivo): parece UTF-16 sin marca de orden de bytes; guárdalo como «CSV UTF-8»"
    case .noUTF16(let linea, let byte):
      "\(archivo):\(linea): el byte \(byte) del archivo no es UTF-16 válido; guárdalo como"
        + " «CSV UTF-8»"
    case .separadoresMezclados(let linea, let separador, let otraLinea, let otroSeparador):
      "\(archivo):\(linea): esta fila separa sus columnas con \(nombre(de: separador)) y la"
        + " línea \(otraLinea) con \(nombre(de: otroSeparador)); usa el mismo separador en todo"
        + " el archivo (o pon entre comillas el campo que lleva el otro)"
    case .separadorDudoso(let linea, let separadores):
      "\(archivo):\(linea): no se sabe qué separa las columnas, "
        + alternativas(separadores.map(nombre(de:)))
        + (separadores.count == 2 ? ": los dos sirven" : ": los tres sirven")
        + " para todas las filas; pon "
        + alternativas(separadores.map(lineaSep(de:))) + " como primera línea"
    }
  }
  /// `a o b`, `a, b o c`.
  private func alternativas(_ partes: [String]) -> String {
    partes.dropLast().joined(separator: ", ") + (partes.count > 1 ? " o " : "")
      + (partes.last ?? "")
  }
  /// A separator as a message names it.
  private func nombre(de separador: CSV.Separador) -> String {
    switch separador {
    case .coma: "«,»"
    case .puntoYComa: "«;»"
    case .tabulador: "un tabulador"
    }
  }
  /// The first line that names a separator, as a message shows it.
  private func lineaSep(de separador: CSV.Separador) -> String {
    separador == .tabulador ? "«sep=» y un tabulador" : "«sep=\(UnicodeScalar(separador.rawValue))»"
  }
  public func niCabeceraNiJugador(_ texto: String) -> String {
    "la primera fila no es una cabecera conocida (nombre, dorsal) ni un jugador: «\(texto)» no es"
      + " un dorsal"
  }
  public func columnaRepetida(_ primera: String, _ segunda: String) -> String {
    primera.lowercased() == segunda.lowercased()
      ? "la cabecera nombra «\(segunda)» dos veces"
      : "la cabecera nombra la misma columna dos veces, «\(primera)» y «\(segunda)»"
  }
  public func demasiadasColumnas(_ columnas: Int, esperadas: [CSV.Columna]) -> String {
    let nombres = esperadas.map { columna in
      switch columna {
      case .equipo: "equipo"
      case .nombre: "nombre"
      case .dorsal: "dorsal"
      }
    }
    return "tiene \(columnas) columnas y se esperan \(esperadas.count): "
      + nombres.dropLast().joined(separator: ", ") + (nombres.count > 1 ? " y " : "")
      + (nombres.last ?? "")
  }
  public func cabeceraDeLiga(archivo: String) -> String {
    "la cabecera es de una liga entera, con columna equipo:"
      + " «\(orden("importar " + enOrden(archivo)))»"
  }
  public func cabeceraDeEquipo(archivo: String) -> String {
    "la cabecera es de un equipo, sin columna equipo:"
      + " «\(orden("importar EQUIPO " + enOrden(archivo)))»"
  }
  public func filasDeEquipo(archivo: String) -> String {
    "sin cabecera y con dos columnas como mucho es la plantilla de un equipo:"
      + " «\(orden("importar EQUIPO " + enOrden(archivo)))»; una liga tiene tres columnas,"
      + " «equipo,nombre,dorsal», con su cabecera o sin ella"
  }
  public func niEquipoNiArchivo(_ nombre: String) -> String {
    "No hay ningún equipo ni archivo «\(nombre)»"
  }
  public func reemplazarSinEquipo(archivo: String) -> String {
    "«--reemplazar» necesita el equipo cuya plantilla se reemplaza:"
      + " «\(orden("importar EQUIPO " + enOrden(archivo) + " --reemplazar"))»"
  }
  public func nadaQueImportar(_ archivo: String?) -> String {
    "Nada que importar: \(archivo ?? "la entrada estándar") no tiene filas. No se ha guardado nada."
  }
  public func importacionComprobada(_ cuantos: Int, equipo: String) -> String {
    "Todo correcto, no se ha guardado nada: "
      + (cuantos == 1 ? "1 jugador puede" : "\(cuantos) jugadores pueden") + " entrar en \(equipo)"
  }
  public func leyendoCSV() -> String {
    "Escribe o pega las filas (nombre,dorsal); Ctrl-D termina y Ctrl-C cancela."
  }
  public func importarSinArchivo() -> String {
    "aquí la entrada trae órdenes: da el archivo, «importar EQUIPO ARCHIVO»"
  }
  public func masFallos(_ cuantos: Int, archivo: String) -> String {
    "\(archivo): " + (cuantos == 1 ? "y 1 error más" : "y \(cuantos) errores más")
      + " en las filas siguientes"
  }
  public func nombreFueraDeRegla(_ nombre: String, equipo: String?, error: ErrorNombre) -> String {
    let quien =
      equipo.map { "el nombre de un jugador de «\(visible($0))»" } ?? "el nombre de un equipo"
    let cual = "\(quien), «\(visible(nombre))»,"
    let maximo = equipo == nil ? Reglas.maximoNombreDeEquipo : Reglas.maximoNombre
    return switch error {
    case .vacio: "\(quien) está vacío"
    case .largo: "\(cual) pasa de \(maximo) letras"
    case .caracteresNoValidos: "\(cual) tiene caracteres invisibles o de control"
    case .caracterInvisible(let escalar, let posicion):
      "\(cual) tiene un carácter invisible (\(puntoDeCodigo(escalar))) en la posición \(posicion)"
    case .repetido: "\(cual) está repetido"
    }
  }
  public func aviso(de nombre: NombreFueraDeRegla, archivo: String) -> String {
    "\(archivo):\(nombre.linea): aviso: "
      + nombreFueraDeRegla(nombre.nombre, equipo: nombre.equipo, error: nombre.error)
      + "; corrígelo en el archivo"
  }
  public func exportacionNoHecha() -> String {
    "no se ha exportado nada: el CSV llevaría esos nombres tal cual y «importar» no los admite;"
      + " corrígelos, o exporta con «--json»"
  }
  public func conflictoAlGuardar() -> String {
    "la plantilla ha cambiado mientras se leía el archivo; no se ha guardado nada"
  }
}
