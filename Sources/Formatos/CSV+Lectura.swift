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

  /// Whether `byte` may separate columns when a `sep=` line or `--separador` names it: a tab,
  /// or ASCII punctuation but the quote (never a letter, a digit or a space, which names hold).
  public static func esSeparador(_ byte: UInt8) -> Bool {
    let esLetraOCifra =
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    return byte == 0x09 || ((0x21...0x7E).contains(byte) && byte != 0x22 && !esLetraOCifra)
  }

  /// The separator `--separador` names: one character `esSeparador` takes, or `\t` for a tab;
  /// `nil` for anything else.
  public static func separador(de texto: String) -> UInt8? {
    if texto == "\\t" { return 0x09 }
    guard texto.utf8.count == 1, let byte = texto.utf8.first, esSeparador(byte) else { return nil }
    return byte
  }

  /// Characters a spreadsheet may have been told to separate columns with, that `importar`
  /// does not take by itself: a file none of `Separador` splits, whose first row splits by one
  /// of these into a header, or whose every row holds one with digits after it, is refused
  /// (`separadorNoReconocido`), never imported as names. `-` is also ` - `'s.
  static let parecidos: [UInt8] = Array("|:-/\\#".utf8)

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

  /// The refusal of a first row that reads as a header (`pareceCabecera`) but is none as
  /// `separador` split it (a header naming a column twice is the import's to say), or `nil`.
  static func cabeceraSinSeparar(_ primero: Registro, separador: UInt8?) -> ErrorDeLectura? {
    do throws(ColumnaRepetida) {
      if try cabecera(de: primero) != nil { return nil }
    } catch {
      return nil
    }
    let texto = primero.campos.joined(separator: separador.map { String(UnicodeScalar($0)) } ?? ",")
    guard pareceCabecera(texto) else { return nil }
    // What joins its words but spaces: one character --separador takes, or nothing to suggest.
    let juntas = Set(
      texto.utf8.filter { esSeparador($0) && $0 != 0x23 && $0 != 0x2E && $0 != separador })
    return .cabeceraSinSeparar(
      linea: primero.linea, separador: separador, parecido: juntas.count == 1 ? juntas.first : nil)
  }

  /// For a text none of `Separador` splits: the character of `parecidos` its rows look split
  /// by, and the line that shows it, or `nil`. A first row that is a header (`cabecera(de:)`,
  /// either language) once split by it; else one that every row holds with digits after it
  /// (spaces between), the first row aside when it is not the only one (an unknown header).
  /// `guion` is the first row with a `-` between two characters but spaces (`Ana-María`),
  /// which `--separador -` would split; a header's own is no name's.
  static func separadorParecido(_ texto: ArraySlice<UInt8>)
    -> (linea: Int, parecido: UInt8, guion: Int?)?
  {
    var guion: Int?
    var primera: (linea: Int, campo: [UInt8])?
    // Per character: whether the first row holds it with digits after, and how many after it do.
    var enLaPrimera = [Bool](repeating: false, count: parecidos.count)
    var tras = [Int](repeating: 0, count: parecidos.count)
    // Per character: the first line after the first row that holds it with digits after.
    var lineaTras = [Int?](repeating: nil, count: parecidos.count)
    var filas = 0
    _ = recorrer(texto, separador: Separador.coma.rawValue, linea: 1) { registro in
      let campo = Array(registro.campos.first?.utf8 ?? "".utf8)
      filas += 1
      if primera == nil { primera = (registro.linea, campo) }
      if guion == nil, conGuionDentro(campo) { guion = registro.linea }
      for (k, c) in parecidos.enumerated() where conCifrasTras(c, en: campo) {
        if filas == 1 {
          enLaPrimera[k] = true
        } else {
          tras[k] += 1
          if lineaTras[k] == nil { lineaTras[k] = registro.linea }
        }
      }
    }
    guard let primera else { return nil }
    // Under a header: the first row after it.
    var guionTras = guion
    if guion == primera.linea {
      guionTras = nil
      _ = recorrer(texto, separador: Separador.coma.rawValue, linea: 1) { registro in
        let campo = Array(registro.campos.first?.utf8 ?? "".utf8)
        if guionTras == nil, registro.linea != primera.linea, conGuionDentro(campo) {
          guionTras = registro.linea
        }
      }
    }
    for c in parecidos {
      let partes = primera.campo.split(separator: c, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      let registro = Registro(linea: primera.linea, campos: partes)
      guard partes.count > 1 else { continue }
      do throws(ColumnaRepetida) {
        if try cabecera(de: registro) != nil { return (primera.linea, c, guionTras) }
      } catch {
        return (primera.linea, c, guionTras)
      }
    }
    for k in parecidos.indices where filas == 1 ? enLaPrimera[k] : tras[k] == filas - 1 {
      // The first row that holds it: the first row itself, or (an unknown header, or a name
      // alone) the next that does.
      return (enLaPrimera[k] ? primera.linea : lineaTras[k] ?? primera.linea, parecidos[k], guion)
    }
    return nil
  }

  /// Whether `campo` holds a `-` with something but a space on both sides (`Ana-María`).
  static func conGuionDentro(_ campo: [UInt8]) -> Bool {
    campo.indices.dropFirst().dropLast().contains {
      campo[$0] == 0x2D && campo[$0 - 1] != 0x20 && campo[$0 + 1] != 0x20
    }
  }

  /// Whether `campo` holds `c` followed, after any spaces, by an ASCII digit.
  static func conCifrasTras(_ c: UInt8, en campo: [UInt8]) -> Bool {
    var k = 0
    while let i = campo[k...].firstIndex(of: c) {
      var j = i + 1
      while j < campo.count, campo[j] == 0x20 { j += 1 }
      if j < campo.count, (0x30...0x39).contains(campo[j]) { return true }
      k = i + 1
    }
    return false
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

  /// The separator of a text without a `sep=` line, as `leer` describes it (a quote it leaves
  /// open is `lectura`'s to say); `nil` when none splits any row.
  static func separadorDeducido(_ texto: ArraySlice<UInt8>) throws(ErrorDeLectura) -> UInt8? {
    let candidatos = Separador.allCases
    // Each reading only looked at, for the lines it splits into columns: no reading's records
    // are kept (they take several times the text), but for a tie's.
    let partidas = candidatos.map { candidato in
      var suyas = Lineas()
      _ = recorrer(texto, separador: candidato.rawValue, linea: 1) {
        if $0.campos.count > 1 { suyas.insert($0.linea) }
      }
      return suyas
    }
    let usados = candidatos.indices.filter { !partidas[$0].isEmpty }
    // One column: every reading is the same.
    if usados.isEmpty { return nil }
    var mejores = usados.filter { k in
      usados.allSatisfy { partidas[k].isSuperset(of: partidas[$0]) }
    }
    if mejores.count > 1 {
      let conNumero = mejores.map {
        filasConNumero(partir(texto, separador: candidatos[$0].rawValue, linea: 1))
      }
      let maximo = conNumero.max() ?? 0
      mejores = zip(mejores, conNumero).filter { $0.1 == maximo }.map(\.0)
    }
    if mejores.count == 1 { return candidatos[mejores[0]].rawValue }
    if mejores.count > 1 {
      throw .separadorDudoso(
        linea: partidas[mejores[0]].min() ?? 1, separadores: mejores.map { candidatos[$0] })
    }
    // None holds every other's rows: the one that splits the earliest row, against the one
    // that splits the earliest row it does not.
    let primeras = partidas.map { $0.min() ?? Int.max }
    let uno = usados.min { primeras[$0] < primeras[$1] } ?? usados[0]
    let otros = usados.filter { $0 != uno }.map { k in
      (k, partidas[k].subtracting(partidas[uno]).min() ?? Int.max)
    }
    let (otro, linea) = otros.min { $0.1 < $1.1 } ?? (uno, primeras[uno])
    throw .separadoresMezclados(
      linea: linea, separador: candidatos[otro],
      otraLinea: partidas[uno].subtracting(partidas[otro]).min() ?? primeras[uno],
      otroSeparador: candidatos[uno])
  }

  /// How many records of a reading hold a number, or nothing, in the column a header puts the
  /// number in (the second without one); a reading with a quote never closed, none.
  static func filasConNumero(_ lectura: Particion) -> Int {
    guard lectura.sinCerrar == nil, let primero = lectura.registros.first else { return -1 }
    // A header naming a column twice is said by the import; here it is no header.
    let columnas = (try? columnas(de: primero)) ?? nil
    let dorsal = (columnas ?? .sinCabecera).dorsal
    return lectura.registros.dropFirst(columnas == nil ? 0 : 1).count { registro in
      guard dorsal < registro.campos.count else { return true }
      return NombreDeJugador.limpiar(registro.campos[dorsal]).utf8.allSatisfy {
        (0x30...0x39).contains($0)
      }
    }
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

/// Line numbers as bits, bit `l % 64` of word `l / 64`, for what `separadorDeducido` asks of
/// the lines each separator splits: a million rows take 16 KB (a `Set<Int>` took 16 MB).
struct Lineas {
  private var palabras: [UInt64] = []

  mutating func insert(_ linea: Int) {
    let k = linea >> 6
    if k >= palabras.count { palabras += repeatElement(0, count: k + 1 - palabras.count) }
    palabras[k] |= 1 << UInt64(linea & 63)
  }

  var isEmpty: Bool { palabras.allSatisfy { $0 == 0 } }

  /// How many lines.
  var count: Int { palabras.reduce(0) { $0 + $1.nonzeroBitCount } }

  func isSuperset(of otras: Lineas) -> Bool {
    otras.palabras.indices.allSatisfy { k in
      otras.palabras[k] & ~(k < palabras.count ? palabras[k] : 0) == 0
    }
  }

  func subtracting(_ otras: Lineas) -> Lineas {
    var resto = self
    for k in resto.palabras.indices where k < otras.palabras.count {
      resto.palabras[k] &= ~otras.palabras[k]
    }
    return resto
  }

  /// The first line, if any.
  func min() -> Int? {
    guard let k = palabras.firstIndex(where: { $0 != 0 }) else { return nil }
    return k << 6 + palabras[k].trailingZeroBitCount
  }
}
