// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LineaDeEdicion
import Textos
import Torneo

/// One question to ask: the prompt (which may depend on the text being typed, for a live
/// counter), the text to start from, its history and its completions.
public struct Pregunta {
  /// The prompt for the current text of the line.
  public var etiqueta: (String) -> String
  /// The text the line starts with (a rejected answer or the current value, to edit), where
  /// the reader edits lines (`Lector.editaLineas`); other readers start from an empty line.
  public var textoInicial: String
  /// Where Up/Down look and where the answer is remembered; `nil` for none.
  public var historial: Historial?
  /// Completions for the text before the cursor; `nil` for none (TAB then inserts nothing).
  public var completar: ((String) -> Completado)?
  /// Whether the question has a previous field: Shift-Tab then answers `.anterior` (else it
  /// only rings the bell).
  public var anterior: Bool
  /// The error for a text, a whole line that names its field («Dorsal: Del 1 al 99»); `nil`
  /// when the text is valid. Interactive readers do not accept an invalid text: the error
  /// shows under the line and follows the text from then on. Readers of pipes ignore it.
  public var validar: ((String) -> String?)?
  /// Whether the error shows from the start (a field sent back after a failed save).
  public var errorVisible: Bool
  /// Whether the question takes the place of the line left just before it (the last field,
  /// sent back by the save; the previous field, after Shift-Tab took the current one's line
  /// off the screen): readers that redraw put it there, not on a new row under a stale copy.
  public var sobreLaAnterior: Bool = false
  /// What is already typed when the question is asked again after a Ctrl-C the person took
  /// back (answering no to discarding): readers that start from an empty line (plain prompts)
  /// start from it, shown after the prompt, as the line editor keeps it in its line.
  public var escrito: String = ""
  /// What the question follows besides the keys (the live form), if anything.
  public var enVivo: (any EnVivo)?
  /// The lines right above the question, top first, as they should show now (the form's
  /// header and the fields answered just before, which follow another clerk's change);
  /// readers that redraw write them again when the live form changes them. `nil`: not known.
  public var encima: (() -> [LineaDeEncima])?

  public init(
    etiqueta: @escaping (String) -> String, textoInicial: String = "",
    historial: Historial? = nil, completar: ((String) -> Completado)? = nil,
    anterior: Bool = false, validar: ((String) -> String?)? = nil, errorVisible: Bool = false
  ) {
    self.etiqueta = etiqueta
    self.textoInicial = textoInicial
    self.historial = historial
    self.completar = completar
    self.anterior = anterior
    self.validar = validar
    self.errorVisible = errorVisible
  }
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
