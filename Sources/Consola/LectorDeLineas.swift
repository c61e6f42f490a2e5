import Glibc

/// Reads answers line by line from a file descriptor with `read(2)`: for pipes and files, and
/// for terminals that get plain prompts (`TERM=dumb`). A last line without `\n` counts; a line
/// that is not UTF-8 is `.noValida`, one longer than `longitudMaxima` bytes `.demasiadoLarga`.
public final class LectorDeLineas: Lector {
  /// Lines longer than this are refused (their bytes are skipped, never held).
  public static let longitudMaxima = 1 << 20

  public let esInteractivo: Bool
  public private(set) var lineasLeidas = 0
  private let fd: Int32
  private let eco: Salida?
  private var buffer: [UInt8] = []
  private var inicio = 0
  private var agotado = false

  /// A reader of `fd`. With `eco`, each question's prompt is written there first, and the
  /// reader counts as interactive (a person answers, so invalid answers are asked again).
  public init(fd: Int32 = 0, eco: Salida? = nil) {
    self.fd = fd
    self.eco = eco
    self.esInteractivo = eco != nil
  }

  public func leer(_ pregunta: Pregunta) -> Respuesta {
    if let eco {
      if pregunta.errorVisible, let error = pregunta.validar?(pregunta.textoInicial) {
        eco.escribir("✗ " + error + "\n")
      }
      eco.escribir(pregunta.etiqueta(pregunta.textoInicial))
      eco.vaciar()
    }
    guard let linea = siguienteLinea() else { return .fin }
    lineasLeidas += 1
    guard let bytes = linea else { return .demasiadoLarga }
    guard let texto = String(validating: bytes, as: UTF8.self) else { return .noValida }
    return .texto(texto)
  }

  public func recordar(_ texto: String, en historial: Historial) {}

  /// The next line's bytes; `.some(nil)` for one too long; `nil` at the end of input.
  private func siguienteLinea() -> [UInt8]?? {
    var demasiadoLarga = false
    while true {
      if let salto = buffer[inicio...].firstIndex(of: 0x0A) {
        let linea = Array(buffer[inicio..<salto])
        inicio = salto + 1
        return demasiadoLarga || linea.count > LectorDeLineas.longitudMaxima ? .some(nil) : linea
      }
      if buffer.count - inicio > LectorDeLineas.longitudMaxima {
        demasiadoLarga = true
        buffer.removeAll(keepingCapacity: true)
        inicio = 0
      }
      if agotado {
        guard inicio < buffer.count || demasiadoLarga else { return nil }
        let linea = Array(buffer[inicio...])
        inicio = buffer.count
        return demasiadoLarga ? .some(nil) : linea
      }
      rellenar()
    }
  }

  private func rellenar() {
    if inicio > 0 {
      buffer.removeSubrange(0..<inicio)
      inicio = 0
    }
    var trozo = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let n = trozo.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        buffer.append(contentsOf: trozo[0..<n])
        return
      }
      if n < 0 && errno == EINTR { continue }
      agotado = true  // end of input, or an error reading it: either way no more lines
      return
    }
  }
}

/// Answers from a list, for tests; `esInteractivo` chooses how the wizard treats them.
public final class LectorGuionizado: Lector {
  public let esInteractivo: Bool
  public private(set) var lineasLeidas = 0
  /// The prompts asked, as shown with the text they started from.
  public private(set) var preguntas: [String] = []
  /// The errors the questions were asked to show from the start (a field sent back).
  public private(set) var errores: [String] = []
  /// The texts the questions started from.
  public private(set) var textosIniciales: [String] = []
  private var respuestas: [Respuesta]

  public init(_ respuestas: [Respuesta], interactivo: Bool) {
    self.respuestas = respuestas
    self.esInteractivo = interactivo
  }

  /// The answers remembered, with their history.
  public private(set) var recordados: [(String, Historial)] = []

  public func recordar(_ texto: String, en historial: Historial) {
    recordados.append((texto, historial))
  }

  public func leer(_ pregunta: Pregunta) -> Respuesta {
    if pregunta.errorVisible, let error = pregunta.validar?(pregunta.textoInicial) {
      errores.append(error)
    }
    preguntas.append(pregunta.etiqueta(pregunta.textoInicial))
    textosIniciales.append(pregunta.textoInicial)
    guard !respuestas.isEmpty else { return .fin }
    lineasLeidas += 1
    return respuestas.removeFirst()
  }
}
