// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

extension CSV {
  /// One record of a CSV text: its fields, and the line it starts on (1-based).
  public struct Registro: Equatable, Sendable {
    public let linea: Int
    public let campos: [String]

    public init(linea: Int, campos: [String]) {
      self.linea = linea
      self.campos = campos
    }
  }

  /// A separator `importar` finds by itself; any other only a `sep=` first line or
  /// `--separador` names.
  public enum Separador: UInt8, CaseIterable, Equatable, Sendable {
    case coma = 0x2C
    case puntoYComa = 0x3B
    case tabulador = 0x09
  }

  /// Why a CSV text (or the file holding it) cannot be read at all.
  public enum ErrorDeLectura: Error, Equatable, Sendable {
    /// The file cannot be opened or read, and why.
    case noLegible(Causa)
    /// The path names a folder.
    case esCarpeta
    /// A quote opened on `linea` is never closed.
    case comillaSinCerrar(linea: Int)
    /// The byte number `byte` of the file (1-based, as `cmp` counts), on `linea`, starts no
    /// valid UTF-8.
    case noUTF8(linea: Int, byte: Int)
    /// The file is UTF-16 (its byte-order mark says so), and the code unit at byte `byte`
    /// (1-based), on `linea`, is half of a surrogate pair without the other half, or the file
    /// ends inside a code unit.
    case noUTF16(linea: Int, byte: Int)
    /// The file has no byte-order mark, but its NUL bytes fall every other byte: UTF-16
    /// without one, which cannot be read as text (nor its lines counted) without guessing.
    case utf16SinMarca
    /// No separator splits every row another one splits: `linea` is split by `separador` and
    /// not by `otroSeparador`, which splits `otraLinea`.
    case separadoresMezclados(
      linea: Int, separador: Separador, otraLinea: Int, otroSeparador: Separador)
    /// Several separators split the same rows, and their columns say no more (see `leer`):
    /// `linea` is the first row they split.
    case separadorDudoso(linea: Int, separadores: [Separador])
    /// None of `Separador` splits any row, but the rows look separated by `parecido` (one of
    /// `parecidos`): `linea` is a header split by it, or the first row that holds it with
    /// digits after it, as every row does.
    case separadorNoReconocido(linea: Int, parecido: UInt8)
    /// The first row, on `linea`, reads as a header (`CSV.pareceCabecera`), but `separador`,
    /// the one in use (`nil`: none of `Separador` splits any row), does not split it into one:
    /// its columns are joined by something else, `parecido` when that is one character
    /// `--separador` takes. Refused, whoever named the separator: never imported as a name.
    case cabeceraSinSeparar(linea: Int, separador: UInt8?, parecido: UInt8?)
    /// As `separadorNoReconocido` with `-`, but `otraLinea` holds a `-` inside a word
    /// (`Ana-María - 33`), which `--separador -` would split too: ` - ` separates the columns,
    /// and no separator `--separador` takes would read the file.
    case guionEnNombres(linea: Int, otraLinea: Int)
    /// The input holds more than `limite` bytes (`Reglas.tamanoMaximo`, the bound of every
    /// input read whole); it was read no further.
    case demasiadoGrande(limite: Int)
  }

  /// Reads CSV as RFC 4180 describes it, and as spreadsheets write it: fields in double quotes
  /// may hold the separator, line breaks and doubled quotes; a quote opens a quoted field only
  /// at the start of a field, and is a letter anywhere else (`Tito "Gato`); text after a closing
  /// quote is kept as text; records end with LF, CRLF or CR; records with nothing but white
  /// space are skipped. The text is decoded by `utf8(de:)`.
  ///
  /// The separator is the one a first line `sep=;` names (Excel's: that line is no record);
  /// otherwise it is decided from the whole text, as a sniffer does. Each of `,` `;` and tab
  /// reads it (quotes respected); the one that splits into columns every row any other splits
  /// is the separator (a row without a number may have a single column). When two split the
  /// same rows, the one under which more rows hold a number or nothing where the number goes;
  /// when that still ties, or none splits every row another splits, the text is refused
  /// (`separadorDudoso`, `separadoresMezclados`). When none splits any row, it has one column,
  /// unless the rows look split by another character (`parecidos`): then it is refused
  /// (`separadorNoReconocido`). `separador` (`--separador`) is the separator, a `sep=` line
  /// or not, and nothing is decided.
  public static func leer(_ entrada: [UInt8], separador: UInt8? = nil) throws(ErrorDeLectura)
    -> [Registro]
  {
    try lectura(entrada, separador: separador).registros
  }

  /// A CSV text read as `leer` reads it, its records still to be made: the separator is
  /// decided and every error found, and `recorrer` makes them one at a time (a roster of a
  /// million rows is never all in memory as records, which take several times its text).
  public struct Lectura: Sendable {
    let texto: ArraySlice<UInt8>
    /// The separator of its columns; `nil`: none splits any row, one column.
    public let separador: UInt8?
    let primera: Int
    /// How many records it has.
    public let cuantos: Int

    /// Each record, in order, given to `alRegistro`.
    public func recorrer(_ alRegistro: (Registro) -> Void) {
      _ = CSV.recorrer(
        texto, separador: separador ?? Separador.coma.rawValue, linea: primera,
        alRegistro: alRegistro)
    }

    /// Every record.
    public var registros: [Registro] {
      var todos: [Registro] = []
      todos.reserveCapacity(cuantos)
      recorrer { todos.append(Registro(linea: $0.linea, campos: Array($0.campos[...]))) }
      return todos
    }
  }

  /// The reading of `entrada` that `leer` describes, its records not yet made.
  public static func lectura(_ entrada: [UInt8], separador pedido: UInt8? = nil)
    throws(ErrorDeLectura) -> Lectura
  {
    let texto = try utf8(de: entrada)
    let (separador, primera, inicio): (UInt8?, Int, Int)
    if let (sep, resto) = lineaSep(texto) {
      (separador, primera, inicio) = (pedido ?? sep, 2, resto)
    } else if let pedido {
      (separador, primera, inicio) = (pedido, 1, texto.startIndex)
    } else {
      (separador, primera, inicio) = (try separadorDeducido(texto), 1, texto.startIndex)
    }
    var cuantos = 0
    var primero: Registro?
    let sinCerrar = recorrer(
      texto[inicio...], separador: separador ?? Separador.coma.rawValue, linea: primera
    ) {
      if primero == nil { primero = Registro(linea: $0.linea, campos: Array($0.campos[...])) }
      cuantos += 1
    }
    if let linea = sinCerrar { throw .comillaSinCerrar(linea: linea) }
    if separador == nil, let (linea, parecido, guion) = separadorParecido(texto) {
      if parecido == 0x2D, let guion { throw .guionEnNombres(linea: linea, otraLinea: guion) }
      throw .separadorNoReconocido(linea: linea, parecido: parecido)
    }
    if let primero, let error = cabeceraSinSeparar(primero, separador: separador) { throw error }
    return Lectura(
      texto: texto[inicio...], separador: separador, primera: primera, cuantos: cuantos)
  }

  /// The text of a CSV file as UTF-8, whatever it was saved as; the one place the import looks
  /// at a byte-order mark. UTF-8's is dropped; UTF-16's (little- or big-endian; Excel's «Texto
  /// Unicode» is UTF-16LE) makes the rest UTF-16, turned into UTF-8 here. Without one the
  /// bytes must be UTF-8: Windows-1252 and other 8-bit encodings are refused, never guessed.
  public static func utf8(de bytes: [UInt8]) throws(ErrorDeLectura) -> ArraySlice<UInt8> {
    if bytes.starts(with: [0xFF, 0xFE]) { return try desdeUTF16(bytes, alReves: false)[...] }
    if bytes.starts(with: [0xFE, 0xFF]) { return try desdeUTF16(bytes, alReves: true)[...] }
    let inicio = TextoUTF8.largoDeMarca(bytes)
    if inicio == 0, pareceUTF16(bytes) { throw .utf16SinMarca }
    if let (linea, byte) = primerByteNoUTF8(bytes, desde: inicio) {
      throw .noUTF8(linea: linea, byte: byte)
    }
    return bytes[inicio...]
  }

  /// Whether bytes without a byte-order mark look like UTF-16: in its first kilobyte, NULs
  /// (never in a CSV's text) make at least a third of the bytes at odd offsets (little-endian
  /// ASCII, `N\0o\0`) or at even ones (big-endian). A NUL here and there is left to the
  /// row's own error.
  static func pareceUTF16(_ bytes: [UInt8]) -> Bool {
    let inicio = bytes.prefix(1024)
    guard inicio.count >= 2 else { return false }
    var nulos = [0, 0]
    for (k, b) in inicio.enumerated() where b == 0 { nulos[k % 2] += 1 }
    let pares = (inicio.count + 1) / 2
    let impares = inicio.count / 2
    return nulos[1] * 3 >= impares && nulos[1] > 0 || nulos[0] * 3 >= pares && nulos[0] > 0
  }

  /// UTF-16 after its byte-order mark as UTF-8: little-endian, or big-endian when `alReves`.
  static func desdeUTF16(_ bytes: [UInt8], alReves: Bool) throws(ErrorDeLectura) -> [UInt8] {
    var salida: [UInt8] = []
    salida.reserveCapacity(bytes.count)
    var linea = 1
    var k = 2
    func unidad(_ k: Int) -> UInt32? {
      guard k + 1 < bytes.count else { return nil }
      let (alto, bajo) = alReves ? (bytes[k], bytes[k + 1]) : (bytes[k + 1], bytes[k])
      return UInt32(alto) << 8 | UInt32(bajo)
    }
    while k < bytes.count {
      guard let u = unidad(k) else { throw .noUTF16(linea: linea, byte: k + 1) }
      var valor = u
      var largo = 2
      if (0xD800...0xDBFF).contains(u) {
        guard let v = unidad(k + 2), (0xDC00...0xDFFF).contains(v) else {
          throw .noUTF16(linea: linea, byte: k + 1)
        }
        valor = 0x10000 + ((u - 0xD800) << 10) + (v - 0xDC00)
        largo = 4
      }
      guard let escalar = Unicode.Scalar(valor) else { throw .noUTF16(linea: linea, byte: k + 1) }
      // Lines as `partir` counts them: CR, LF and CRLF each end one.
      if valor == 0x0D || (valor == 0x0A && salida.last != 0x0D) { linea += 1 }
      UTF8.encode(escalar) { salida.append($0) }
      k += largo
    }
    return salida
  }

  /// Excel's first line `sep=X` (any case, X one ASCII punctuation character or a tab, then
  /// the line's end): the separator it names and where the records start.
  static func lineaSep(_ texto: ArraySlice<UInt8>) -> (separador: UInt8, resto: Int)? {
    let i = texto.startIndex
    guard texto.count >= 5, texto[i..<i + 3].map({ $0 | 0x20 }) == Array("sep".utf8),
      texto[i + 3] == 0x3D
    else { return nil }
    let separador = texto[i + 4]
    guard esSeparador(separador) else { return nil }
    var k = i + 5
    if k < texto.endIndex {
      switch texto[k] {
      case 0x0D:
        k += 1
        if k < texto.endIndex, texto[k] == 0x0A { k += 1 }
      case 0x0A: k += 1
      default: return nil
      }
    }
    return (separador, k)
  }

  /// One reading of a text with one separator: its records and, when a quote never closes, the
  /// line it opens on (the records then end with the one it opened in, as far as it got).
  struct Particion {
    var registros: [Registro]
    var sinCerrar: Int?
  }

  /// The records of `texto` read with `separador`, the first on line `primera`.
  static func partir(_ texto: ArraySlice<UInt8>, separador: UInt8, linea primera: Int)
    -> Particion
  {
    var registros: [Registro] = []
    let sinCerrar = recorrer(texto, separador: separador, linea: primera) {
      // Its fields copied to an array of their own size: the reader's keeps its room for the
      // next record, and a roster of a million rows would keep that room a million times.
      registros.append(Registro(linea: $0.linea, campos: Array($0.campos[...])))
    }
    return Particion(registros: registros, sinCerrar: sinCerrar)
  }

  /// Each record of `texto` read with `separador`, the first on line `primera`, given to
  /// `alRegistro` in order (nothing is kept here: a reading that only looks at its records
  /// costs no memory); the line a quote never closed opens on, if any (the last record is then
  /// the one it opened in, as far as it got).
  static func recorrer(
    _ texto: ArraySlice<UInt8>, separador: UInt8, linea primera: Int,
    alRegistro: (Registro) -> Void
  ) -> Int? {
    var campos: [String] = []
    var campo: [UInt8] = []
    var linea = primera
    var lineaDelRegistro = primera
    var lineaDeLaComilla = 0
    var entreComillas = false
    // At the start of a field: the only place a quote opens a quoted one (RFC 4180).
    var alPrincipio = true
    var k = texto.startIndex
    func cerrarCampo() {
      campos.append(String(decoding: campo, as: UTF8.self))
      campo.removeAll(keepingCapacity: true)
      alPrincipio = true
    }
    func cerrarRegistro() {
      cerrarCampo()
      if campos.contains(where: { !NombreDeJugador.limpiar($0).isEmpty }) {
        alRegistro(Registro(linea: lineaDelRegistro, campos: campos))
      }
      campos.removeAll(keepingCapacity: true)
    }
    while k < texto.endIndex {
      let byte = texto[k]
      k += 1
      if entreComillas {
        if byte == 0x22 {
          if k < texto.endIndex, texto[k] == 0x22 {
            campo.append(0x22)
            k += 1
          } else {
            entreComillas = false
          }
        } else {
          if byte == 0x0A || (byte == 0x0D && (k == texto.endIndex || texto[k] != 0x0A)) {
            linea += 1
          }
          campo.append(byte)
        }
      } else if byte == 0x22, alPrincipio {
        entreComillas = true
        alPrincipio = false
        lineaDeLaComilla = linea
      } else if byte == separador {
        cerrarCampo()
      } else if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D, k < texto.endIndex, texto[k] == 0x0A { k += 1 }
        cerrarRegistro()
        linea += 1
        lineaDelRegistro = linea
      } else {
        campo.append(byte)
        alPrincipio = false
      }
    }
    if entreComillas {
      cerrarCampo()
      alRegistro(Registro(linea: lineaDelRegistro, campos: campos))
      return lineaDeLaComilla
    }
    // A last record without a line break counts.
    if !campo.isEmpty || !campos.isEmpty { cerrarRegistro() }
    return nil
  }

  /// The first byte that starts no valid UTF-8 sequence (`TextoUTF8.primerNoValido`): its line
  /// (CR, LF and CRLF each end one) and its position in the input, both 1-based.
  static func primerByteNoUTF8(_ bytes: [UInt8], desde inicio: Int) -> (linea: Int, byte: Int)? {
    guard let k = TextoUTF8.primerNoValido(bytes, desde: inicio) else { return nil }
    var linea = 1
    for j in inicio..<k
    where bytes[j] == 0x0A || (bytes[j] == 0x0D && (j + 1 == bytes.count || bytes[j + 1] != 0x0A)) {
      linea += 1
    }
    return (linea, k + 1)
  }
}
