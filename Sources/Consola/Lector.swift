/// What a reader got for one question.
public enum Respuesta: Equatable, Sendable {
  /// A line of text (without its newline).
  case texto(String)
  /// The end of input: Ctrl-D on an empty line, or no more lines in a pipe.
  case fin
  /// Ctrl-C, or Ctrl-D with text on the line; carries what was typed.
  case cancelado(String)
  /// A line that is not valid UTF-8.
  case noValida
  /// A line longer than a reader accepts (its bytes were skipped, never held).
  case demasiadoLarga
  /// Shift-Tab: back to the previous field; carries what was typed in this one.
  case anterior(String)
}

/// Which history a question's answers go to and come back from.
public enum Historial: String, Sendable, CaseIterable {
  case ordenes, equipos, nombres, dorsales
}

/// The completions for the text before the cursor: the candidates replace the text from the
/// `desde`-th character on.
public struct Completado: Equatable, Sendable {
  public var desde: Int
  /// The texts to insert.
  public var candidatos: [String]
  /// How each candidate is shown when several are listed (the name, not its escaped form).
  public var mostrados: [String]
  /// Appended after a lone candidate (a space after a command word, so the next word follows).
  public var sufijoSiUnico: String

  public init(
    desde: Int, candidatos: [String], mostrados: [String]? = nil, sufijoSiUnico: String = ""
  ) {
    self.desde = desde
    self.candidatos = candidatos
    self.mostrados = mostrados ?? candidatos
    self.sufijoSiUnico = sufijoSiUnico
  }
}

/// One question to ask: the prompt (which may depend on the text being typed, for a live
/// counter), the text to start from, its history and its completions.
public struct Pregunta {
  /// The prompt for the current text of the line.
  public var etiqueta: (String) -> String
  /// The text the line starts with (a rejected answer, to edit).
  public var textoInicial: String
  /// Where Up/Down look and where the answer is remembered; `nil` for none.
  public var historial: Historial?
  /// Completions for the text before the cursor; `nil` for none (TAB then inserts nothing).
  public var completar: ((String) -> Completado)?
  /// Whether the prompt depends on the text (a live counter): redrawn on every key.
  public var vivo: Bool
  /// The error of a text, already naming its field (`Dorsal: Del 1 al 99`), `nil` when valid.
  /// A person's reader does not accept Enter on an invalid text: it shows the error under the
  /// line, and from then on the error follows the text until it is valid.
  public var validar: ((String) -> String?)?
  /// Show `validar`'s error from the start (a field sent back after a refused save).
  public var errorVisible: Bool
  /// Whether there is a previous field Shift-Tab can go back to.
  public var anterior: Bool

  public init(
    etiqueta: @escaping (String) -> String, textoInicial: String = "",
    historial: Historial? = nil, completar: ((String) -> Completado)? = nil, vivo: Bool = false,
    validar: ((String) -> String?)? = nil, errorVisible: Bool = false, anterior: Bool = false
  ) {
    self.etiqueta = etiqueta
    self.textoInicial = textoInicial
    self.historial = historial
    self.completar = completar
    self.vivo = vivo
    self.validar = validar
    self.errorVisible = errorVisible
    self.anterior = anterior
  }
}

/// Where answers come from: a line editor at a terminal, a plain line reader for pipes, a
/// script in tests.
public protocol Lector: AnyObject {
  /// Whether a person is answering: invalid answers are asked again instead of ending the run.
  var esInteractivo: Bool { get }
  /// How many lines have been read so far (for `línea N` in errors).
  var lineasLeidas: Int { get }
  /// Asks one question and waits for its answer.
  func leer(_ pregunta: Pregunta) -> Respuesta
  /// Remembers an accepted answer in its history (readers without history ignore it).
  func recordar(_ texto: String, en historial: Historial)
}
