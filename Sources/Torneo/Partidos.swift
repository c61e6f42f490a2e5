/// The league's matches, a member marcador keeps without knowing it (`"partidos": [{"local":
/// "Rayo FC", "visitante": "Atlético B", …}]`), name their teams by name: where they do, so that
/// a renamed team's matches follow it and a team that a match names is not removed. One reading
/// for both stores: the file's whole object, and the server's league row's unknown members.
public enum Partidos {
  /// The byte ranges, in order, of every string value of `local` or `visitante` in the matches
  /// of the JSON object `objeto` that is exactly `equipo` (each range the whole string, quotes
  /// and all: a splice with `TextoJSON.bytes` renames it). Anything else is left alone.
  public static func referencias(a equipo: String, en objeto: [UInt8]) -> [Range<Int>] {
    var rangos: [Range<Int>] = []
    objeto.withUnsafeBufferPointer { buffer in
      func nombre(_ clave: Clave, en e: EscanerJSON) -> String {
        e.decodificar(RangoTexto(inicio: clave.inicio + 1, fin: clave.fin - 1, conEscapes: true))
      }
      var e = EscanerJSON(buffer, desde: TextoUTF8.largoDeMarca(buffer))
      e.espacios()
      try? e.objeto(profundidad: 0) { (s, clave) throws(FalloLectura) in
        guard nombre(clave, en: s) == "partidos", s.mira() == 0x5B else {
          return try s.saltarValor(profundidad: 0)
        }
        try s.lista(profundidad: 1) { (p) throws(FalloLectura) in
          guard p.mira() == 0x7B else { return try p.saltarValor(profundidad: 1) }
          try p.objeto(profundidad: 2) { (m, miembro) throws(FalloLectura) in
            let lado = nombre(miembro, en: m)
            guard lado == "local" || lado == "visitante", m.mira() == 0x22 else {
              return try m.saltarValor(profundidad: 2)
            }
            let inicio = m.i
            let texto = try m.cadena()
            if m.decodificar(texto) == equipo { rangos.append(inicio..<m.i) }
          }
        }
      }
    }
    return rangos
  }

  /// `objeto` with every match naming `equipo` naming `nuevo` instead, as splices.
  public static func renombrando(_ equipo: String, a nuevo: String, en objeto: [UInt8])
    -> [Empalme]
  {
    referencias(a: equipo, en: objeto).map {
      Empalme(desde: $0.lowerBound, hasta: $0.upperBound, texto: TextoJSON.bytes(nuevo))
    }
  }
}
