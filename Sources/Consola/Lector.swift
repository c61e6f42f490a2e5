// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LineaDeEdicion
import Textos
import Torneo

/// One question to ask: the line the line editor edits (`Linea`: the prompt, which may depend
/// on the text being typed, for a live counter; the text to start from; its completions, its
/// rule, what it follows, the lines above it), read through as the question's own members,
/// and its history. Other readers take less of it: plain prompts start from an empty line
/// (`Lector.editaLineas`) and say an error as a line of its own; readers of pipes ignore the
/// rule; only readers that redraw use `sobreLaAnterior` and `encima`.
@dynamicMemberLookup
public struct Pregunta {
  /// What the line editor edits, but the history's file.
  public var linea: Linea
  /// Where Up/Down look and where the answer is remembered; `nil` for none.
  public var historial: Historial?
  /// What is already typed when the question is asked again after a Ctrl-C the person took
  /// back (answering no to discarding): readers that start from an empty line (plain prompts)
  /// start from it, shown after the prompt, as the line editor keeps it in its line.
  public var escrito: String = ""
  /// What the question follows besides the keys, if anything.
  public var enVivo: (any EnVivo)?

  public init(
    etiqueta: @escaping (String) -> String, textoInicial: String = "",
    historial: Historial? = nil, completar: ((String) -> Completado)? = nil,
    anterior: Bool = false, validar: ((String) -> String?)? = nil, errorVisible: Bool = false,
    encima: [LineaDeEncima]? = nil
  ) {
    linea = Linea(
      etiqueta: etiqueta, textoInicial: textoInicial, completar: completar, anterior: anterior,
      validar: validar, errorVisible: errorVisible, encima: encima)
    self.historial = historial
  }

  public subscript<T>(dynamicMember campo: WritableKeyPath<Linea, T>) -> T {
    get { linea[keyPath: campo] }
    set { linea[keyPath: campo] = newValue }
  }
}

/// What a question follows besides the keys while it is asked (the live form): the league's
/// changes and a check in flight. A reader at a terminal waits (`BucleDeTerminal`) on the
/// terminal and on `descriptores`, for at most `plazo`; without a descriptor ready and without a
/// `plazo` it waits for a key alone, for ever (an idle question costs nothing).
public protocol EnVivo: AnyObject {
  /// What to wait on beside the terminal.
  var descriptores: [Int32] { get }
  /// Milliseconds until something is due without a key (the end of a pause in typing, the
  /// moment `comprobando…` shows); `nil` when nothing is.
  var plazo: Int32? { get }
  /// The line's text changed (a key): a check in flight is dropped, silently, and the pause
  /// starts again.
  func escrito(_ texto: String)
  /// A descriptor became readable or `plazo` passed: takes what came; whether what the
  /// question shows changed (the reader then redraws it).
  func atender(_ texto: String) -> Bool
  /// The line under the text when no error follows it (`✗ …` for what another clerk just
  /// took, `comprobando…`, `✓ libre`); `nil` for none. Readers that redraw show it.
  func estado(_ texto: String) -> String?
  /// Lines to say at once, each a line of its own (readers that do not redraw: `Aviso: …`);
  /// taken by the call.
  func avisos() -> [String]
  /// After `atender`: the text the line should hold instead of `texto`, the clerk's untouched
  /// value that another clerk changed (the edit form's), or `nil` to leave it.
  func reemplazo(_ texto: String) -> String?
  /// After `atender`: the question as it is now (its prompt, its rule and the lines above it
  /// follow what `atender` took), or `nil` when it does not change.
  func preguntaAhora() -> Pregunta?
}

extension EnVivo {
  public func reemplazo(_ texto: String) -> String? { nil }
  public func preguntaAhora() -> Pregunta? { nil }
}

/// The simplest live question: one descriptor to wait on and what to do when it is readable
/// (the interactive mode's prompt following the league: `marcador*>`); `descriptor` is asked
/// before each wait, `nil` once there is nothing to wait on.
public final class Despertador: EnVivo {
  private let descriptor: () -> Int32?
  private let alDespertar: () -> Bool

  public init(descriptor: @escaping () -> Int32?, alDespertar: @escaping () -> Bool) {
    self.descriptor = descriptor
    self.alDespertar = alDespertar
  }

  public var descriptores: [Int32] { descriptor().map { [$0] } ?? [] }
  public var plazo: Int32? { nil }
  public func escrito(_ texto: String) {}
  public func atender(_ texto: String) -> Bool { alDespertar() }
  public func estado(_ texto: String) -> String? { nil }
  public func avisos() -> [String] { [] }
}

/// Where answers come from: a line editor at a terminal, a plain line reader for pipes, a
/// script in tests.
public protocol Lector: AnyObject {
  /// Whether a person is answering: invalid answers are asked again instead of ending the run.
  var esInteractivo: Bool { get }
  /// How many lines have been read so far (for `línea N` in errors).
  var lineasLeidas: Int { get }
  /// Whether the input is over for good (a pipe's end, a terminal gone, a script out of
  /// answers), not for one answer only (Ctrl-D): an end of input at a yes-or-no question then
  /// ends the form rather than taking the question's default (nothing more can be typed).
  var entradaAgotada: Bool { get }
  /// Whether the person edits the line here (TAB, ↑↓ history, Shift-Tab, a line that starts
  /// from `Pregunta.textoInicial`): only the line editor does. Plain prompts get the terminal's
  /// own line (typing and Backspace), always empty at first, and take exactly what it holds.
  var editaLineas: Bool { get }
  /// A line of `·`-separated pieces (the form's header) as it goes on the screen: the line
  /// editor breaks it into rows of the terminal's width between pieces, never inside a word;
  /// plain prompts keep it one line (a screen reader or braille display lays it out).
  func disponer(_ piezas: [String]) -> String
  /// A message as it goes on the screen: the line editor breaks each of its lines into rows of
  /// the terminal's width between words (a line's leading indent repeated on its rows); plain
  /// prompts keep it as it is.
  func ajustar(_ texto: String) -> String
  /// The cells a message's line takes at most on the screen (the line editor's error line);
  /// `nil` where lines are kept whole (plain prompts, pipes). A list of free numbers is cut to
  /// it (`Catalogo.texto(_:columnas:sangria:)`).
  var ancho: Int? { get }
  /// Asks one question and waits for its answer.
  func leer(_ pregunta: Pregunta) -> Respuesta
  /// Adds an accepted answer to a history (saved at once, merged with other sessions'); a
  /// reader without histories ignores it. Readers never record on their own: only the caller
  /// knows which answers were accepted.
  func recordar(_ texto: String, en historial: Historial)
}

extension Lector {
  /// After a one-shot command's last answer from a pipe: reads the rest of the input and gives
  /// the number of its first line that holds anything (blank lines carry no answer), or `nil`
  /// when nothing is left. A line here is never an answer: the command's answers are complete.
  public func lineaSobrante() -> Int? {
    while true {
      switch leer(Pregunta(etiqueta: { _ in "" })) {
      case .fin: return nil
      case .texto(let texto) where texto.allSatisfy(\.isWhitespace): continue
      default: return lineasLeidas
      }
    }
  }

  /// A yes-or-no question (`pregunta`, its words ending in `[s/N]`), the one way marcador asks
  /// one: a whole line answers it, at a terminal as in plain prompts and from a pipe, so a key
  /// typed ahead is never taken alone for the answer (`n` then `x` is `nx`, not no). An empty
  /// line takes `porDefecto` (the capital letter), and so does Ctrl-D; yes and no take theirs
  /// (`Catalogo.esAfirmativa`, `esNegativa`); anything else is asked again of a person, and is
  /// no from a pipe (nothing is done on a guess). `nil` for Ctrl-C, or the input gone for
  /// good (`entradaAgotada`): the caller knows which way that goes.
  public func siNo(_ pregunta: String, porDefecto: Bool = false, en catalogo: any Catalogo)
    -> Bool?
  {
    while true {
      switch leer(Pregunta(etiqueta: { _ in pregunta })) {
      case .texto(let respuesta):
        if NombreDeJugador.limpiar(respuesta).isEmpty { return porDefecto }
        if catalogo.esAfirmativa(respuesta) { return true }
        if catalogo.esNegativa(respuesta) || !esInteractivo { return false }
      case .fin: return entradaAgotada ? nil : porDefecto
      case .cancelado: return nil
      case .noValida, .demasiadoLarga, .anterior: if !esInteractivo { return false }
      }
    }
  }

  public var editaLineas: Bool { false }
  public var entradaAgotada: Bool { false }
  public var ancho: Int? { nil }
  public func disponer(_ piezas: [String]) -> String { piezas.joined(separator: " · ") }
  public func ajustar(_ texto: String) -> String { texto }
  public func recordar(_ texto: String, en historial: Historial) {}
}
