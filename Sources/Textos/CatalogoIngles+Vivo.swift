// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// The live form's messages in English.
extension CatalogoIngles {
  public func haceUnMomento(_ jugador: String) -> String { "(\(jugador), a moment ago)" }
  public func avisoDorsalTomado(_ jugador: String, dorsal: Int) -> String {
    "Notice: \(jugador) just took number \(dorsal)"
  }
  public func avisoNombreTomado(_ jugador: String, equipo: String) -> String {
    "Notice: \(jugador) just joined \(equipo)"
  }
  public func comprobando() -> String { "checking…" }
  public func libre() -> String { "free" }
  public func vistaEnVivoApagada() -> String {
    "The live view is off: the form goes on with what it had"
  }
}
