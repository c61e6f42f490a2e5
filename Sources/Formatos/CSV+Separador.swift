// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// How `importar` decides the separator of a CSV text it is not told, and refuses one it
/// cannot decide; `leer` in CSV+Lectura.swift describes the rule.
extension CSV {
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
