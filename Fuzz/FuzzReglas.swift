// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// libFuzzer target for the answer rules (name and number, `Reglas`). Built by `make fuzz` with
// the Torneo sources and the form's files (their `import Torneo` removed: one module).

@_cdecl("LLVMFuzzerTestOneInput")
public func probarReglas(_ datos: UnsafePointer<UInt8>, _ tamano: Int) -> CInt {
  let texto = String(decoding: UnsafeBufferPointer(start: datos, count: tamano), as: UTF8.self)
  let equipo = try? Equipo(
    nombre: "Rayo FC", jugadores: [Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis")])
  if case .success(let limpio) = Reglas.nombre(texto, en: equipo) {
    precondition(limpio == NombreDeJugador.limpiar(texto))
    precondition(!limpio.isEmpty && limpio.count <= Reglas.maximoNombre)
    precondition(!NombreDeJugador.tieneCaracteresNoValidos(limpio))
    precondition(NombreDeJugador.limpiar(limpio) == limpio, "cleaning is not idempotent")
    precondition(equipo?.jugador(llamado: limpio) == nil)
  }
  switch Reglas.dorsal(texto, en: equipo) {
  case .success(let numero?):
    precondition((1...99).contains(numero) && numero != 9)
  case .success(nil):
    precondition(NombreDeJugador.limpiar(texto).isEmpty)
  case .failure:
    break
  }
  return 0
}
