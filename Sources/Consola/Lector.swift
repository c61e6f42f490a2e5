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
  /// Notices to say before it is asked, each a line of its own (plain prompts: the live
  /// form's `Aviso: …`); readers that redraw show what the notices are about under the line.
  public var avisos: [String] = []

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

/// What happened to the question being asked (`Lector.esperar`).
public enum Suceso {
  /// It was answered.
  case respuesta(Respuesta)
  /// Its text changed (a key): `mostrar` then draws it, with what the caller gives.
  case escrito(String)
  /// One of the descriptors waited on became readable, or the deadline passed; the text as
  /// it is (empty where the reader keeps the line to itself: plain prompts).
  case despierto(String)
}

/// What the question being asked shows now, given by its caller after a `Suceso`: values,
/// made from the caller's state as it is (the reader never reads that state itself).
public struct Muestra {
  /// The question as it is now (its prompt, its rule and the lines above it follow what its
  /// caller took while it waited); `nil` when it does not change.
  public var pregunta: Pregunta?
  /// The text the line holds instead of the one typed (the clerk's untouched value that
  /// another clerk changed), or `nil` to leave it.
  public var reemplazo: String?
  /// The line under the text (`Linea.debajo`) for the state as it is now.
  public var debajo: ((String) -> String?)?
  /// Lines to say at once, each a line of its own (readers that do not redraw).
  public var avisos: [String] = []
  /// Whether what the question shows changed: readers that redraw draw it again, with the
  /// lines above it.
  public var redibujar = false

  public init(
    pregunta: Pregunta? = nil, reemplazo: String? = nil, debajo: ((String) -> String?)? = nil,
    avisos: [String] = [], redibujar: Bool = false
  ) {
    self.pregunta = pregunta
    self.reemplazo = reemplazo
    self.debajo = debajo
    self.avisos = avisos
    self.redibujar = redibujar
  }
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
  /// Starts asking `pregunta` (its notices said, its prompt shown); `esperar` gives what
  /// happens to it until it is answered.
  func empezar(_ pregunta: Pregunta)
  /// Waits for what happens next to the question being asked: a key (which may answer it),
  /// one of `descriptores` readable, or `plazo` milliseconds gone (`nil`: no deadline). The
  /// caller's loop owns the wait: the reader only says what came.
  func esperar(_ descriptores: [Int32], plazo: Int32?) -> Suceso
  /// Shows the question being asked as its caller has it now, after a `Suceso`.
  func mostrar(_ muestra: Muestra)
  /// Adds an accepted answer to a history (saved at once, merged with other sessions'); a
  /// reader without histories ignores it. Readers never record on their own: only the caller
  /// knows which answers were accepted.
  func recordar(_ texto: String, en historial: Historial)
}

extension Lector {
  /// Asks one question and waits for its answer, following `descriptor` besides the keys
  /// (the interactive mode's watcher of the league): when it is readable, `alDespertar` says
  /// whether the question shows something new (the prompt's mark), and it is drawn again.
  public func leer(
    _ pregunta: Pregunta, siguiendo descriptor: () -> Int32? = { nil },
    alDespertar: () -> Bool = { false }
  ) -> Respuesta {
    empezar(pregunta)
    while true {
      switch esperar(descriptor().map { [$0] } ?? [], plazo: nil) {
      case .respuesta(let respuesta): return respuesta
      case .escrito: mostrar(Muestra())
      case .despierto: mostrar(Muestra(redibujar: alDespertar()))
      }
    }
  }

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
  public func mostrar(_ muestra: Muestra) {}
}
