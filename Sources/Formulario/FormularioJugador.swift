import Torneo

/// The player form, for a new player or one being edited: the raw text of its two fields,
/// which of them were touched, the original values (edit), the focused field, and which
/// fields have shown their error. Every error, «changed» and «can save» is derived from the
/// text and the team's roster, never stored (seed 003: validity is a function).
public struct FormularioJugador: Equatable, Sendable {
  /// The longest name allowed, in user-perceived characters.
  public static let maximoNombre = 25

  /// The name field's text, as typed.
  public var nombre: String {
    didSet { nombreTocado = true }
  }
  /// The number field's text, as typed.
  public var dorsal: String {
    didSet { dorsalTocado = true }
  }
  /// Whether the name field was written to since the form opened.
  public private(set) var nombreTocado = false
  /// Whether the number field was written to since the form opened.
  public private(set) var dorsalTocado = false

  /// The player being edited, whose values the fields start from (`nil`: a new player).
  public private(set) var original: Jugador?
  /// The field being edited (the seed's `@FocusState`, as a value).
  public var foco: Campo = .nombre
  /// The fields whose error has been shown (after Enter): from then on it follows the text.
  public private(set) var mostrados: Set<Campo> = []

  /// An untouched form with these texts (empty by default).
  public init(nombre: String = "", dorsal: String = "") {
    self.nombre = nombre
    self.dorsal = dorsal
  }

  /// The form for editing a player: every field pre-filled with its value.
  public init(editando jugador: Jugador) {
    self.init(nombre: jugador.nombre, dorsal: jugador.dorsal.map(String.init) ?? "")
    original = jugador
  }

  /// The roster the rules check against: in edit mode, the team without the player edited
  /// (`Ana` may become `ANA` and keep number 9).
  public func contra(_ equipo: Equipo?) -> Equipo? {
    guard let original else { return equipo }
    return equipo?.sin(original)
  }

  /// The field's error for this team, shown or not (`nil` for the team field: the league
  /// resolves it).
  public func error(de campo: Campo, en equipo: Equipo?) -> ErrorDeCampo? {
    switch campo {
    case .equipo:
      return nil
    case .nombre:
      return errorNombre(en: equipo).map(ErrorDeCampo.nombre)
    case .dorsal:
      guard let error = errorDorsal(en: equipo) else { return nil }
      return .dorsal(error, libres: error == .repetido ? contra(equipo)?.dorsalesLibres ?? [] : [])
    }
  }

  /// Marks the field's error as shown (Enter was pressed on it).
  public mutating func mostrar(_ campo: Campo) { mostrados.insert(campo) }

  /// Whether the form differs from what it started with: anything typed for a new player; a
  /// value other than the original's when editing.
  public var cambiado: Bool {
    guard let original else {
      return !nombreLimpio.isEmpty || !NombreDeJugador.limpiar(dorsal).isEmpty
    }
    guard case .success(let numero) = FormularioJugador.dorsal(de: dorsal, en: nil) else {
      return true
    }
    return nombreLimpio != original.nombre || numero != original.dorsal
  }

  /// The name as it would be saved: trimmed, inner white space runs made one space.
  public var nombreLimpio: String { NombreDeJugador.limpiar(nombre) }

  /// The name's length as the rule and the live counter count it (grapheme clusters).
  public var longitudNombre: Int { FormularioJugador.longitud(deNombre: nombre) }

  /// The length of a name as typed, as the rule counts it.
  public static func longitud(deNombre texto: String) -> Int {
    NombreDeJugador.limpiar(texto).count
  }

  /// What is wrong with the name for this team, if anything.
  public func errorNombre(en equipo: Equipo?) -> ErrorNombre? {
    FormularioJugador.error(deNombre: nombre, en: contra(equipo))
  }

  /// What is wrong with the number for this team, if anything.
  public func errorDorsal(en equipo: Equipo?) -> ErrorDorsal? {
    switch FormularioJugador.dorsal(de: dorsal, en: contra(equipo)) {
    case .success: nil
    case .failure(let error): error
    }
  }

  /// The player this form describes, when both fields are valid for the team.
  public func jugador(en equipo: Equipo?) -> Jugador? {
    guard errorNombre(en: equipo) == nil,
      case .success(let numero) = FormularioJugador.dorsal(de: dorsal, en: contra(equipo))
    else { return nil }
    return Jugador(nombre: nombreLimpio, dorsal: numero)
  }

  /// The name rule, checked in this order: empty, invalid characters, too long, taken.
  public static func error(deNombre texto: String, en equipo: Equipo?) -> ErrorNombre? {
    let limpio = NombreDeJugador.limpiar(texto)
    if limpio.isEmpty { return .vacio }
    if NombreDeJugador.tieneCaracteresNoValidos(limpio) { return .caracteresNoValidos }
    if limpio.count > maximoNombre { return .largo }
    if equipo?.jugador(llamado: limpio) != nil { return .repetido }
    return nil
  }

  /// The number rule: trimmed; empty is no number; ASCII digits only; 1 to 99 (`07` is 7);
  /// not worn by another player. Any length of digits is handled without overflow.
  public static func dorsal(de texto: String, en equipo: Equipo?) -> Result<Int?, ErrorDorsal> {
    let limpio = NombreDeJugador.limpiar(texto)
    if limpio.isEmpty { return .success(nil) }
    guard limpio.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return .failure(.noEsNumero)
    }
    let cifras = limpio.utf8.drop { $0 == 0x30 }
    guard (1...2).contains(cifras.count) else { return .failure(.fueraDeRango) }
    let numero = cifras.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    if equipo?.jugador(conDorsal: numero) != nil { return .failure(.repetido) }
    return .success(numero)
  }
}
