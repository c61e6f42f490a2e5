// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// libFuzzer target for the tournament reader and every change's splices. Built by `make fuzz`
// together with the Torneo sources (one module). Invariants, not just "no crash": a file that
// reads keeps reading after a player is inserted (with that player last), edited (only that
// player changed), removed (the others in order) or a team is added; and each change's
// inverse splices give back the original bytes exactly (what `deshacer` relies on).

@_cdecl("LLVMFuzzerTestOneInput")
public func probarLector(_ datos: UnsafePointer<UInt8>, _ tamano: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: datos, count: tamano))
  guard let documento = try? DocumentoTorneo(bytes: bytes, ruta: "fuzz") else { return 0 }
  for posicion in 0..<documento.numeroDeEquipos {
    guard let equipo = try? documento.equipo(en: posicion) else { continue }
    var conNuevo = equipo
    let nuevo = Jugador(nombre: "Fuzz \u{1F600} \"\\", dorsal: equipo.dorsalesLibres.first)
    if (try? conNuevo.anadir(nuevo)) != nil {
      let cambio = [
        documento.empalmes.insercion(
          de: [nuevo, Jugador(nombre: "Otro\u{301}")], enEquipo: posicion)
      ]
      let releido = comprobar(documento, cambio)
      let mismo = releido.flatMap { try? $0.equipo(en: posicion) }
      precondition(
        mismo?.jugadores.suffix(2) == [nuevo, Jugador(nombre: "Otro\u{301}")],
        "the inserted players are not last")
    }
    let rango = documento.equipos[posicion].jugadores
    for k in [rango.first, rango.last].compactMap({ $0 }) {
      let antes = documento.jugador(en: k)
      let editado = Jugador(
        nombre: antes.nombre + "é", dorsal: antes.dorsal == nil ? equipo.dorsalesLibres.first : nil)
      let tras = comprobar(documento, documento.empalmes.edicion(deJugador: k, a: editado))
      let roster = tras.flatMap { try? $0.equipo(en: posicion) }
      var esperado = equipo.jugadores
      esperado[k - rango.lowerBound] = editado
      precondition(roster?.jugadores == esperado, "the edit changed more than the player")
      let sin = comprobar(
        documento, [documento.empalmes.eliminacion(deJugador: k, enEquipo: posicion)])
      esperado = equipo.jugadores
      esperado.remove(at: k - rango.lowerBound)
      precondition(
        sin.flatMap { try? $0.equipo(en: posicion) }?.jugadores == esperado,
        "the removal changed more than the player")
    }
  }
  if !documento.nombresDeEquipos.contains("Nuevo \u{1F600}") {
    let tras = comprobar(documento, [documento.empalmes.insercion(deEquipo: "Nuevo \u{1F600}")])
    precondition(
      tras?.nombresDeEquipos == documento.nombresDeEquipos + ["Nuevo \u{1F600}"],
      "the new team is not last")
  }
  return 0
}

/// The document after the splices, which must be valid with the same teams or one more; and
/// the inverse splices must give the original bytes back.
func comprobar(_ documento: DocumentoTorneo, _ empalmes: [Empalme]) -> DocumentoTorneo? {
  precondition(Empalme.sonValidos(empalmes, tamano: documento.bytes.count), "bad splices")
  let nuevos = aplicando(empalmes, a: documento.bytes)
  guard let releido = try? DocumentoTorneo(bytes: nuevos, ruta: "fuzz") else {
    fatalError("a change broke a valid file")
  }
  precondition(
    aplicando(Empalme.inversos(de: empalmes, en: documento.bytes), a: nuevos) == documento.bytes,
    "the inverse splices do not give the original back")
  return releido
}
