// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// What a clerk is told of a colleague's changes (conflicts, undo and redo) in Spanish.
extension CatalogoEspanol {
  public func nadaQueDeshacer() -> String {
    "No tienes ningún cambio que deshacer (el de otra persona se deshace con «\(orden("deshacer N"))», N de «historial»)"
  }
  public func entradaNoValida(_ texto: String) -> String {
    "ENTRADA es el número de un cambio de «historial» (1, 2, 3…), no «\(visible(texto))»"
  }
  public func nadaQueRehacer() -> String { "No hay nada que rehacer" }
  public func entradaDesconocida(_ numero: Int) -> String {
    "el historial no tiene el cambio \(numero)"
  }
  public func yaDeshecha(_ numero: Int, _ cambio: String) -> String {
    "el cambio \(numero) («\(cambio)») ya está deshecho"
  }
  public func esUnDeshacer(_ numero: Int) -> String {
    "el cambio \(numero) es un deshacer: quien lo hizo lo vuelve atrás con «\(orden("rehacer"))»"
  }
  public func cambiadaDesde(_ numero: Int, _ cambio: String, por: String?) -> String {
    "no se deshace el cambio \(numero) («\(cambio)»): lo que tocó ha cambiado desde entonces"
      + (por.map { " (\($0))" } ?? "") + ", y deshacerlo perdería ese cambio"
  }
  public func noSeRehace(_ cambio: String, por: String?) -> String {
    "no se rehace «\(cambio)»: lo que tocaría ha cambiado desde que se deshizo"
      + (por.map { " (\($0))" } ?? "") + ", y rehacerlo perdería ese cambio"
  }
  public func hechoPor(_ usuario: String, cuando: String, _ cambio: String) -> String {
    "\(usuario), \(cuando): «\(cambio)»"
  }
  public func rehecho(_ cambio: String) -> String { "Rehecho: \(cambio)" }
  public func preguntaDeshacer(_ numero: Int, _ cambio: String, de usuario: String, cuando: String)
    -> String
  {
    "El cambio \(numero) lo hizo \(usuario) el \(cuando): «\(cambio)». ¿Deshacerlo? [s/N]: "
  }
  public func noDeshecho() -> String { "No se ha deshecho nada." }
  public func conflictoQuitado(_ jugador: String, equipo: String, por: String?) -> String {
    "no se ha guardado nada: \(jugador) ya no está en \(equipo)" + (por.map { " (\($0))" } ?? "")
  }
  public func conflictoCambiado(_ visto: String, ahora: String, por: String?) -> String {
    "no se ha hecho nada: \(visto) ha cambiado desde que lo viste, ahora es \(ahora)"
      + (por.map { " (\($0))" } ?? "")
  }
  public func conflictoEditado(
    _ jugador: String, campos: [(campo: String, suyo: String, tuyo: String)], por: String?
  ) -> String {
    let cambios = campos.map { "\($0.campo): ahora \($0.suyo), tú \($0.tuyo)" }
    return "no se ha guardado nada: \(jugador) ha cambiado mientras lo editabas"
      + (por.map { " (\($0))" } ?? "") + ": " + cambios.joined(separator: "; ")
  }
  public func sinDorsalComoValor() -> String { "sin dorsal" }
  public func equipoCambiado(_ equipo: String, jugadores: Int) -> String {
    "no se ha quitado nada: \(equipo) tiene ahora \(jugadores) "
      + (jugadores == 1 ? "jugador" : "jugadores") + ", no los que se te dijeron"
  }
  public func conflictoEnCampo(_ suyo: String, tuyo: String, por: String?) -> String {
    "Cambió mientras lo editabas" + (por.map { " (\($0))" } ?? "")
      + ": ahora \(suyo), tú \(tuyo). Enter guarda el tuyo; escribe \(suyo) para quedarte con ese"
  }
  public func cambiadoPorOtro(_ usuario: String, a valor: String) -> String {
    "(\(usuario) lo cambió a \(valor) hace un momento)"
  }
}
