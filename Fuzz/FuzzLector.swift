// libFuzzer target for the tournament reader and the insertion. Built by `make fuzz` together
// with the Torneo sources (one module). Invariants, not just "no crash": a file that reads
// must keep reading after a player is inserted, with that player last.

@_cdecl("LLVMFuzzerTestOneInput")
public func probarLector(_ datos: UnsafePointer<UInt8>, _ tamano: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: datos, count: tamano))
  guard let documento = try? DocumentoTorneo(bytes: bytes, ruta: "fuzz") else { return 0 }
  for posicion in 0..<documento.numeroDeEquipos {
    guard var equipo = try? documento.equipo(en: posicion) else { continue }
    let nuevo = Jugador(nombre: "Fuzz \u{1F600} \"\\", dorsal: equipo.dorsalesLibres.first)
    guard (try? equipo.anadir(nuevo)) != nil else { continue }
    let insertado = documento.insertando(nuevo, enEquipo: posicion)
    guard let releido = try? DocumentoTorneo(bytes: insertado, ruta: "fuzz"),
      let mismo = try? releido.equipo(en: posicion)
    else { fatalError("the insertion broke a valid file") }
    precondition(mismo.jugadores.last == nuevo, "the inserted player is not last")
    precondition(releido.nombresDeEquipos == documento.nombresDeEquipos, "teams changed")
  }
  return 0
}
