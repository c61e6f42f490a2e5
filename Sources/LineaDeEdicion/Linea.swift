// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// One line to edit (a question, as the line editor sees it): the prompt (which may depend on
/// the text being typed, for a live counter), the text to start from, its history, its
/// completions, its rule, and what it follows besides the keys. The words in it are the
/// caller's: the editor knows keys, text, history and completion, not what they are for.
public struct Linea {
  /// The prompt for the current text of the line.
  public var etiqueta: (String) -> String
  /// The text the line starts with (a rejected answer or the current value, to edit).
  public var textoInicial: String
  /// The name of the history's file (in the editor's folder) Up/Down look in; `nil` for none.
  public var historial: String?
  /// Completions for the text before the cursor; `nil` for none (TAB then rings the bell).
  public var completar: ((String) -> Completado)?
  /// Whether Shift-Tab leaves the line (`FinDeLinea.anterior`); else it only rings the bell.
  public var anterior: Bool
  /// The error for a text, a whole line that names its field («Dorsal: Del 1 al 99»); `nil`
  /// when the text is valid. Enter does not accept an invalid text: the error shows under the
  /// line and follows the text from then on.
  public var validar: ((String) -> String?)?
  /// Whether the error shows from the start (a field sent back after a failed save).
  public var errorVisible: Bool
  /// Whether the line takes the place of the line left just before it (the last field, sent
  /// back by the save; the previous field, after Shift-Tab took the current one's line off the
  /// screen), which is taken off the screen first, not left as a stale copy above.
  public var sobreLaAnterior: Bool
  /// The line under the text when no error follows it, for the text (what the caller follows
  /// besides the keys: `✗ …` for what another clerk just took, `comprobando…`, `✓ libre`);
  /// `nil` for none.
  public var debajo: ((String) -> String?)?
  /// The lines right above this one, top first, as they should show now (a form's header and
  /// the fields answered just before, which follow another clerk's change); written again
  /// when the caller draws them after giving the line as it is now
  /// (`EditorDeLinea.cambiar`, `dibujar(encimaTambien:)`), and after Ctrl-L. `nil`: not known.
  public var encima: [LineaDeEncima]?

  public init(
    etiqueta: @escaping (String) -> String, textoInicial: String = "", historial: String? = nil,
    completar: ((String) -> Completado)? = nil, anterior: Bool = false,
    validar: ((String) -> String?)? = nil, errorVisible: Bool = false,
    sobreLaAnterior: Bool = false, debajo: ((String) -> String?)? = nil,
    encima: [LineaDeEncima]? = nil
  ) {
    self.etiqueta = etiqueta
    self.textoInicial = textoInicial
    self.historial = historial
    self.completar = completar
    self.anterior = anterior
    self.validar = validar
    self.errorVisible = errorVisible
    self.sobreLaAnterior = sobreLaAnterior
    self.debajo = debajo
    self.encima = encima
  }
}

/// How the editing of a line ended.
public enum FinDeLinea: Equatable {
  /// Enter on a valid text.
  case texto(String)
  /// Ctrl-D on an empty line, or the terminal gone (`EditorDeLinea.entradaAgotada`).
  case fin
  /// Ctrl-C; carries what was typed.
  case cancelado(String)
  /// Shift-Tab (`Linea.anterior`); carries what was typed.
  case anterior(String)
  /// TAB found more candidates than `Completado.listaSinPreguntar`: the line is left for the
  /// caller to ask whether to list them (`PantallaDeLinea.listar`), then to edit `todo` again
  /// with the cursor after `antes`.
  case listaLarga(nombres: [String], antes: String, todo: String)
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

extension Completado {
  /// How many candidates TAB lists without asking first (readline asks past 100 too).
  public static let listaSinPreguntar = 100

  /// What TAB does with these completions of `antes`, the text before the cursor.
  public enum Accion: Equatable, Sendable {
    /// Nothing to complete: the bell.
    case campana
    /// The last `borrados` code points replaced by `por`: a lone candidate, or what several share.
    case reemplazar(borrados: Int, por: String)
    /// Several that share no more than what is typed: listed under the line.
    case listar
    /// More of them than `listaSinPreguntar`: asked first, as readline does (10,000 teams
    /// would scroll everything away).
    case preguntar
  }

  public func accion(tras antes: String) -> Accion {
    let letras = Array(antes)
    let escrito = String(letras[min(max(desde, 0), letras.count)...])
    guard let primero = candidatos.first else { return .campana }
    let borrados = escrito.unicodeScalars.count
    if candidatos.count == 1 {
      return .reemplazar(borrados: borrados, por: primero + sufijoSiUnico)
    }
    let comun = Completado.prefijoComun(candidatos)
    guard comun.count > escrito.count else {
      return candidatos.count > Completado.listaSinPreguntar ? .preguntar : .listar
    }
    return .reemplazar(borrados: borrados, por: comun)
  }

  /// The characters every text starts with.
  public static func prefijoComun(_ textos: [String]) -> String {
    guard var comun = textos.first.map(Array.init) else { return "" }
    for texto in textos.dropFirst() {
      comun = zip(comun, texto).prefix { $0 == $1 }.map(\.0)
    }
    return String(comun)
  }
}

/// A line right above a question (`Linea.encima`): a header, in pieces laid out as
/// `PantallaDeLinea.disponer` does, or a field answered, its prompt and text as the editor left
/// it.
public enum LineaDeEncima: Equatable, Sendable {
  case cabecera([String])
  case campo(prompt: String, texto: String)
}

/// The editor's own functions, which its keys are bound to (libedit lists them, `marcador-`
/// and the name, with the help the caller gives in its language).
public enum FuncionDelEditor: String, CaseIterable, Sendable {
  case completar, prellenar, fin, aceptar, anterior, pegar
  case borrarAtras = "borrar-atras"
  case borrar, atras, adelante
  case borrarPalabra = "borrar-palabra"
  case limpiar
}
