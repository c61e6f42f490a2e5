extension DocumentoTorneo {
  /// Every team's and player's name that breaks the name rules (`Reglas.forma`: empty, too
  /// long, invisible characters; repetition is the reader's own refusal), in file order, with
  /// its line. A name of printable ASCII that fits is seen to obey them from its bytes alone,
  /// so a league of 250,000 such players decodes none.
  public func nombresFueraDeRegla() -> [NombreFueraDeRegla] {
    var fuera: [(posicion: Int, nombre: String, equipo: String?, error: ErrorNombre)] = []
    for equipo in equipos {
      if !DocumentoTorneo.obedece(equipo.nombre.utf8, maximo: Reglas.maximoNombreDeEquipo),
        case .failure(let error) = Reglas.forma(equipo.nombre, maximo: Reglas.maximoNombreDeEquipo)
      {
        fuera.append((equipo.nombreEn, equipo.nombre, nil, error))
      }
      for k in equipo.jugadores {
        let rango = jugadores[k].nombre
        if !rango.conEscapes,
          DocumentoTorneo.obedece(bytes[rango.inicio..<rango.fin], maximo: Reglas.maximoNombre)
        {
          continue
        }
        let nombre = texto(rango)
        if case .failure(let error) = Reglas.forma(nombre, maximo: Reglas.maximoNombre) {
          fuera.append((rango.inicio, nombre, equipo.nombre, error))
        }
      }
    }
    // A team's name may come after its players: lines counted in one pass, in file order.
    fuera.sort { $0.posicion < $1.posicion }
    var linea = 1
    var k = 0
    return fuera.map { nombre in
      while k < nombre.posicion {
        if bytes[k] == 0x0A { linea += 1 }
        k += 1
      }
      return NombreFueraDeRegla(
        linea: linea, nombre: nombre.nombre, equipo: nombre.equipo, error: nombre.error)
    }
  }

  /// Whether a name's raw bytes obey `Reglas.forma` without decoding them: printable ASCII
  /// (no control or invisible character), a letter that is not a space (not empty once
  /// cleaned) and at most `maximo` bytes (each one character). `false` says only «look closer».
  static func obedece(_ nombre: some Collection<UInt8>, maximo: Int) -> Bool {
    nombre.count <= maximo && nombre.contains { $0 != 0x20 }
      && nombre.allSatisfy { (0x20...0x7E).contains($0) }
  }
}
