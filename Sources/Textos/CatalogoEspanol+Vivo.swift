// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// The live form's messages in Spanish.
extension CatalogoEspanol {
  public func haceUnMomento(_ jugador: String) -> String { "(\(jugador), hace un momento)" }
  public func avisoDorsalTomado(_ jugador: String, dorsal: Int) -> String {
    "Aviso: \(jugador) acaba de tomar el dorsal \(dorsal)"
  }
  public func avisoNombreTomado(_ jugador: String, equipo: String) -> String {
    "Aviso: \(jugador) acaba de entrar en \(equipo)"
  }
  public func comprobando() -> String { "comprobando…" }
  public func libre() -> String { "libre" }
  public func vistaEnVivoApagada() -> String {
    "La vista en vivo se ha apagado: el formulario sigue con lo que tenía"
  }
}
