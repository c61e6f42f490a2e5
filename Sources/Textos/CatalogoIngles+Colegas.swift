// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// What a clerk is told of a colleague's changes (conflicts, undo and redo) in English.
extension CatalogoIngles {
  public func nadaQueDeshacer() -> String {
    "You have no change to undo (someone else's is undone with “\(orden("deshacer N"))”, N from “historial”)"
  }
  public func entradaNoValida(_ texto: String) -> String {
    "ENTRY is the number of a change in “historial” (1, 2, 3…), not “\(visible(texto))”"
  }
  public func nadaQueRehacer() -> String { "There is nothing to redo" }
  public func entradaDesconocida(_ numero: Int) -> String {
    "the journal has no change \(numero)"
  }
  public func yaDeshecha(_ numero: Int, _ cambio: String) -> String {
    "change \(numero) (“\(cambio)”) is already undone"
  }
  public func esUnDeshacer(_ numero: Int) -> String {
    "change \(numero) is an undo: whoever made it takes it back with “\(orden("rehacer"))”"
  }
  public func cambiadaDesde(_ numero: Int, _ cambio: String, por: String?) -> String {
    "change \(numero) (“\(cambio)”) is not undone: what it touched has changed since"
      + (por.map { " (\($0))" } ?? "") + ", and undoing it would lose that change"
  }
  public func noSeRehace(_ cambio: String, por: String?) -> String {
    "“\(cambio)” is not redone: what it would touch has changed since it was undone"
      + (por.map { " (\($0))" } ?? "") + ", and redoing it would lose that change"
  }
  public func hechoPor(_ usuario: String, cuando: String, _ cambio: String) -> String {
    "\(usuario), \(cuando): “\(cambio)”"
  }
  public func rehecho(_ cambio: String) -> String { "Redone: \(cambio)" }
  public func preguntaDeshacer(_ numero: Int, _ cambio: String, de usuario: String, cuando: String)
    -> String
  {
    "Change \(numero) was made by \(usuario) on \(cuando): “\(cambio)”. Undo it? [y/N]: "
  }
  public func noDeshecho() -> String { "Nothing was undone." }
  public func conflictoQuitado(_ jugador: String, equipo: String, por: String?) -> String {
    "nothing was saved: \(jugador) is no longer in \(equipo)" + (por.map { " (\($0))" } ?? "")
  }
  public func conflictoCambiado(_ visto: String, ahora: String, por: String?) -> String {
    "nothing was done: \(visto) has changed since you saw them, now \(ahora)"
      + (por.map { " (\($0))" } ?? "")
  }
  public func conflictoEditado(
    _ jugador: String, campos: [(campo: String, suyo: String, tuyo: String)], por: String?
  ) -> String {
    let cambios = campos.map { "\($0.campo): now \($0.suyo), yours \($0.tuyo)" }
    return "nothing was saved: \(jugador) changed while you were editing"
      + (por.map { " (\($0))" } ?? "") + ": " + cambios.joined(separator: "; ")
  }
  public func sinDorsalComoValor() -> String { "no number" }
  public func equipoCambiado(_ equipo: String, jugadores: Int) -> String {
    "nothing was removed: \(equipo) now has \(jugadores) "
      + (jugadores == 1 ? "player" : "players") + ", not the ones you were told of"
  }
  public func conflictoEnCampo(_ suyo: String, tuyo: String, por: String?) -> String {
    "Changed while you were editing" + (por.map { " (\($0))" } ?? "")
      + ": now \(suyo), yours \(tuyo). Enter saves yours; type \(suyo) to keep that one"
  }
  public func cambiadoPorOtro(_ usuario: String, a valor: String) -> String {
    "(\(usuario) changed it to \(valor) just now)"
  }
}
