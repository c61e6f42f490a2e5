import Glibc

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

  /// Why a CSV text (or the file holding it) cannot be read at all.
  public enum ErrorDeLectura: Error, Equatable, Sendable {
    /// The file cannot be opened or read: the call that failed and its `errno`.
    case noLegible(llamada: String, errno: Int32)
    /// The path names a folder.
    case esCarpeta
    /// A quote opened on `linea` is never closed.
    case comillaSinCerrar(linea: Int)
    /// The byte number `byte` of the file (1-based, as `cmp` counts), on `linea`, starts no
    /// valid UTF-8.
    case noUTF8(linea: Int, byte: Int)
  }

  /// The bytes of a CSV file, or of standard input when `ruta` is `nil`.
  public static func bytes(deArchivo ruta: String?) throws(ErrorDeLectura) -> [UInt8] {
    guard let ruta else {
      do {
        return try Sistema.leerTodo(0, tamanoPrevisto: 0)
      } catch {
        throw .noLegible(llamada: error.llamada, errno: error.errno)
      }
    }
    let fd: Int32
    do {
      fd = try Sistema.abrir(ruta, O_RDONLY | O_CLOEXEC)
    } catch {
      throw .noLegible(llamada: error.llamada, errno: error.errno)
    }
    defer { close(fd) }
    do {
      let estado = try Sistema.estado(fd)
      if estado.st_mode & S_IFMT == S_IFDIR { throw ErrorDeLectura.esCarpeta }
      return try Sistema.leerTodo(fd, tamanoPrevisto: Int(estado.st_size))
    } catch let error as ErrorDeLectura {
      throw error
    } catch let error as FalloSistema {
      throw .noLegible(llamada: error.llamada, errno: error.errno)
    } catch {
      throw .noLegible(llamada: "read", errno: EIO)
    }
  }

  /// Reads CSV as RFC 4180 describes it, and as spreadsheets write it: fields in double quotes
  /// may hold the separator, line breaks and doubled quotes; records end with LF, CRLF or CR; a
  /// UTF-8 byte-order mark at the start is ignored; records with nothing but white space are
  /// skipped. The separator is `,`, `;` or tab, whichever appears most (outside quotes) in the
  /// first record that holds any of them; `,` when none does.
  ///
  /// Lenient where spreadsheets are: a quote inside an unquoted field, or text after a closing
  /// quote, is kept as text.
  public static func leer(_ entrada: [UInt8]) throws(ErrorDeLectura) -> [Registro] {
    let inicio = entrada.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if let (linea, byte) = primerByteNoUTF8(entrada, desde: inicio) {
      throw .noUTF8(linea: linea, byte: byte)
    }
    let separador = separador(de: entrada, desde: inicio)
    var registros: [Registro] = []
    var campos: [String] = []
    var campo: [UInt8] = []
    var linea = 1
    var lineaDelRegistro = 1
    var lineaDeLaComilla = 0
    var entreComillas = false
    var k = inicio
    func cerrarCampo() {
      campos.append(String(decoding: campo, as: UTF8.self))
      campo.removeAll(keepingCapacity: true)
    }
    func cerrarRegistro() {
      cerrarCampo()
      if campos.contains(where: { !NombreDeJugador.limpiar($0).isEmpty }) {
        registros.append(Registro(linea: lineaDelRegistro, campos: campos))
      }
      campos.removeAll(keepingCapacity: true)
    }
    while k < entrada.count {
      let byte = entrada[k]
      k += 1
      if entreComillas {
        if byte == 0x22 {
          if k < entrada.count, entrada[k] == 0x22 {
            campo.append(0x22)
            k += 1
          } else {
            entreComillas = false
          }
        } else {
          if byte == 0x0A || (byte == 0x0D && (k == entrada.count || entrada[k] != 0x0A)) {
            linea += 1
          }
          campo.append(byte)
        }
      } else if byte == 0x22, campo.isEmpty {
        entreComillas = true
        lineaDeLaComilla = linea
      } else if byte == separador {
        cerrarCampo()
      } else if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D, k < entrada.count, entrada[k] == 0x0A { k += 1 }
        cerrarRegistro()
        linea += 1
        lineaDelRegistro = linea
      } else {
        campo.append(byte)
      }
    }
    if entreComillas { throw .comillaSinCerrar(linea: lineaDeLaComilla) }
    // A last record without a line break counts.
    if !campo.isEmpty || !campos.isEmpty { cerrarRegistro() }
    return registros
  }

  /// The separator: the most frequent of `,` `;` tab outside quotes in the first record that
  /// holds one (ties go to `,`, then `;`); `,` when no record does.
  static func separador(de entrada: [UInt8], desde inicio: Int) -> UInt8 {
    var cuentas: [UInt8: Int] = [0x2C: 0, 0x3B: 0, 0x09: 0]
    var entreComillas = false
    for byte in entrada[inicio...] {
      if byte == 0x22 {
        entreComillas.toggle()
      } else if !entreComillas {
        if cuentas[byte] != nil {
          cuentas[byte, default: 0] += 1
        } else if byte == 0x0A || byte == 0x0D, cuentas.values.contains(where: { $0 > 0 }) {
          break
        }
      }
    }
    return [UInt8(0x2C), 0x3B, 0x09].max { cuentas[$0, default: 0] < cuentas[$1, default: 0] }
      .flatMap { cuentas[$0, default: 0] > 0 ? $0 : nil } ?? 0x2C
  }

  /// The first byte that starts no valid UTF-8 sequence (overlong forms, surrogates and values
  /// over U+10FFFF are invalid): its line and its position in the input, both 1-based.
  static func primerByteNoUTF8(_ bytes: [UInt8], desde inicio: Int) -> (linea: Int, byte: Int)? {
    var linea = 1
    var k = inicio
    while k < bytes.count {
      let b = bytes[k]
      if b < 0x80 {
        if b == 0x0A || (b == 0x0D && (k + 1 == bytes.count || bytes[k + 1] != 0x0A)) {
          linea += 1
        }
        k += 1
        continue
      }
      let largo: Int
      var minimo: UInt8 = 0x80
      var maximo: UInt8 = 0xBF
      switch b {
      case 0xC2...0xDF: largo = 2
      case 0xE0:
        largo = 3
        minimo = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: largo = 3
      case 0xED:
        largo = 3
        maximo = 0x9F
      case 0xF0:
        largo = 4
        minimo = 0x90
      case 0xF1...0xF3: largo = 4
      case 0xF4:
        largo = 4
        maximo = 0x8F
      default: return (linea, k + 1)
      }
      guard k + largo <= bytes.count, (minimo...maximo).contains(bytes[k + 1]) else {
        return (linea, k + 1)
      }
      for j in (k + 2)..<(k + largo) where !(0x80...0xBF).contains(bytes[j]) {
        return (linea, k + 1)
      }
      k += largo
    }
    return nil
  }

  /// Whether a record is a header row: `nombre,dorsal` or `name,number`, in any case.
  public static func esCabecera(_ registro: Registro) -> Bool {
    let campos = registro.campos.map { NombreDeJugador.limpiar($0).lowercased() }
    return campos == ["nombre", "dorsal"] || campos == ["name", "number"]
  }
}
