// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The player form, for a new player or one being edited: the raw text of its two fields,
/// which of them were touched, the original values (edit), and which fields have shown their
/// error. Every error, «changed» and «can save» is derived from the text and the team's
/// roster, never stored (seed 003: validity is a function). The focused field is the
/// wizard's state (`EstadoDelAsistente`), which asks one field at a time.
public struct FormularioJugador: Equatable, Sendable {
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

  /// The player being edited as the clerk first saw them, whose values the fields start from
  /// (`nil`: a new player): what the save names as seen (`Operacion.editar`), but for a field
  /// whose conflict the clerk settled (`resolver`).
  public private(set) var original: Jugador?
  /// The player being edited as the league has them now (the live form follows them by
  /// identity: `seguir`), or last had them once removed (`reanadir`); while they are edited,
  /// the one the rules leave out of the roster checked against.
  public private(set) var actual: Jugador?
  /// The fields whose error has been shown (after Enter): from then on it follows the text.
  public private(set) var mostrados: Set<Campo> = []

  /// An untouched form with these texts (empty by default).
  public init(nombre: String = "", dorsal: String = "") {
    self.nombre = nombre
    self.dorsal = dorsal
  }

  /// Whether the player edited is in the roster checked against (not for a transfer: she
  /// comes from another team, and a namesake in the destination is someone else).
  private var enLaPlantilla = true

  /// The form for editing a player: every field pre-filled with its value.
  public init(editando jugador: Jugador) {
    self.init(nombre: jugador.nombre, dorsal: jugador.dorsal.map(String.init) ?? "")
    original = jugador
    actual = jugador
  }

  /// The form for a player arriving from another team, checked against the destination
  /// whole: edited from `jugador`'s values.
  public init(traspasando jugador: Jugador) {
    self.init(editando: jugador)
    enLaPlantilla = false
  }

  /// The roster the rules check against: in edit mode, the team without the player edited
  /// (`Ana` may become `ANA` and keep number 9). The player edited is found by the name she
  /// has now (`actual`, its key), as the save finds her: in a roster read since, another clerk
  /// may have renamed her or changed her number, and she is still not another player.
  public func contra(_ equipo: Equipo?) -> Equipo? {
    guard original != nil, let actual, enLaPlantilla, let equipo else { return equipo }
    return equipo.sin(equipo.jugador(llamado: actual.nombre) ?? actual)
  }

  /// The player edited, as another clerk's change left them: a field the clerk has not
  /// touched (its text still the value the league gave it) takes the new value.
  /// - Returns: the fields whose text changed so.
  public mutating func seguir(_ ahora: Jugador) -> [Campo] {
    guard let anterior = actual, ahora != anterior else { return [] }
    actual = ahora
    var tomados: [Campo] = []
    if ahora.nombre != anterior.nombre, nombreLimpio == anterior.nombre {
      nombre = ahora.nombre
      tomados.append(.nombre)
    }
    let numero = Reglas.dorsal(dorsal, en: nil)
    if ahora.dorsal != anterior.dorsal, case .success(anterior.dorsal) = numero {
      dorsal = ahora.dorsal.map(String.init) ?? ""
      tomados.append(.dorsal)
    }
    return tomados
  }

  /// The player being edited, removed by another clerk, added back with the form's answers:
  /// from now on the form is a new player's (its texts and shown errors kept; `actual` what
  /// an empty answer at a plain prompt keeps).
  public mutating func reanadir() { original = nil }

  /// A field in conflict that the clerk settled: what the save names as seen takes the
  /// league's value there, so the clerk's text (theirs, or the colleague's value typed back)
  /// is what is saved, knowingly.
  public mutating func resolver(_ campo: Campo, con ahora: Jugador) {
    guard let visto = original else { return }
    actual = ahora
    switch campo {
    case .nombre: original = Jugador(nombre: ahora.nombre, dorsal: visto.dorsal)
    case .dorsal: original = Jugador(nombre: visto.nombre, dorsal: ahora.dorsal)
    case .equipo: break
    }
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

  /// Writes a player's field (the team field is not the form's: nothing).
  public mutating func escribir(_ texto: String, en campo: Campo) {
    switch campo {
    case .equipo: break
    case .nombre: nombre = texto
    case .dorsal: dorsal = texto
    }
  }

  /// Marks the field's error as shown (Enter was pressed on it).
  public mutating func mostrar(_ campo: Campo) { mostrados.insert(campo) }

  /// Whether the clerk asks for anything: anything typed for a new player; when editing, a
  /// value other than the player's as the league has them now (`actual`), so a value only
  /// followed from a colleague is no change of the clerk's (no «¿Descartar?», «Sin cambios»).
  public var cambiado: Bool {
    guard original != nil, let actual else {
      return !nombreLimpio.isEmpty || !NombreDeJugador.limpiar(dorsal).isEmpty
    }
    guard case .success(let numero) = Reglas.dorsal(dorsal, en: nil) else {
      return true
    }
    return nombreLimpio != actual.nombre || numero != actual.dorsal
  }

  /// The name as it would be saved: trimmed, inner white space runs made one space.
  public var nombreLimpio: String { NombreDeJugador.limpiar(nombre) }

  /// What is wrong with the name for this team, if anything.
  public func errorNombre(en equipo: Equipo?) -> ErrorNombre? {
    guard case .failure(let error) = Reglas.nombre(nombre, en: contra(equipo)) else { return nil }
    return error
  }

  /// What is wrong with the number for this team, if anything.
  public func errorDorsal(en equipo: Equipo?) -> ErrorDorsal? {
    switch Reglas.dorsal(dorsal, en: contra(equipo)) {
    case .success: nil
    case .failure(let error): error
    }
  }

  /// The player this form describes, when both fields are valid for the team.
  public func jugador(en equipo: Equipo?) -> Jugador? {
    guard case .success(let limpio) = Reglas.nombre(nombre, en: contra(equipo)),
      case .success(let numero) = Reglas.dorsal(dorsal, en: contra(equipo))
    else { return nil }
    return Jugador(nombre: limpio, dorsal: numero)
  }
}
