// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// A change as JSON members: the journal's lines on the file and the server's `diario` rows
/// share this one form (`"tipo": "anadir", "equipo": …`).
public enum CambioJSON {
  /// The change's members (`"tipo": …` and what it needs), without braces.
  public static func objeto(de cambio: Cambio) -> String {
    var texto = ""
    objeto(de: cambio) { texto += $0 }
    return texto
  }

  /// The change's members as `objeto(de:)` writes them, given to `parte` in pieces, each
  /// player of a roster one (the journal writes them as they come: an import of a million
  /// players is never one string, nor a string per player).
  public static func objeto<E: Error>(de cambio: Cambio, _ parte: (String) throws(E) -> Void)
    throws(E)
  {
    let jugador = TextoJSON.jugador
    func lista(_ jugadores: [Jugador]) throws(E) {
      try parte("[")
      for (k, j) in jugadores.enumerated() { try parte((k > 0 ? ", " : "") + jugador(j)) }
      try parte("]")
    }
    switch cambio {
    case .anadido(let j, let equipo):
      try parte(
        "\"tipo\": \"anadir\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugador\": \(jugador(j))")
    case .importado(let js, let equipo):
      try parte("\"tipo\": \"importar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugadores\": ")
      try lista(js)
    case .editado(let antes, let despues, let equipo):
      try parte(
        "\"tipo\": \"editar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugador\": \(jugador(antes)), "
          + "\"nuevo\": \(jugador(despues))")
    case .quitado(let j, let equipo):
      try parte(
        "\"tipo\": \"quitar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugador\": \(jugador(j))")
    case .equipoCreado(let nombre):
      try parte("\"tipo\": \"nuevo-equipo\", \"equipo\": \(TextoJSON.cadena(nombre))")
    case .deshecho(let numero, let deshecho):
      try parte("\"tipo\": \"deshacer\", \"deshace\": \(numero), \"cambio\": {")
      try objeto(de: deshecho, parte)
      try parte("}")
    case .rehecho(let numero, let rehecho):
      try parte("\"tipo\": \"rehacer\", \"rehace\": \(numero), \"cambio\": {")
      try objeto(de: rehecho, parte)
      try parte("}")
    case .equipoRenombrado(let antes, let despues, let partidos):
      try parte(
        "\"tipo\": \"renombrar-equipo\", \"equipo\": \(TextoJSON.cadena(antes)), \"nuevo\": \(TextoJSON.cadena(despues)), "
          + "\"partidos\": \(partidos)")
    case .equipoQuitado(let nombre, let jugadores):
      try parte(
        "\"tipo\": \"quitar-equipo\", \"equipo\": \(TextoJSON.cadena(nombre)), "
          + "\"jugadores\": \(jugadores)")
    case .traspasado(let antes, let despues, let desde, let hasta):
      try parte(
        "\"tipo\": \"traspasar\", \"equipo\": \(TextoJSON.cadena(desde)), \"destino\": \(TextoJSON.cadena(hasta)), "
          + "\"jugador\": \(jugador(antes)), \"nuevo\": \(jugador(despues))")
    case .reemplazado(let js, let equipo, let anadidos, let cambiados, let quitados, let movidos):
      try parte(
        "\"tipo\": \"reemplazar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugadores\": ")
      try lista(js)
      try parte(
        ", \"anadidos\": \(anadidos), \"cambiados\": \(cambiados), \"quitados\": \(quitados)"
          + ", \"movidos\": \(movidos)")
    case .ligaImportada(let plantillas, let nuevos):
      try parte("\"tipo\": \"importar-liga\", \"equipos\": [")
      for (k, plantilla) in plantillas.enumerated() {
        try parte(
          (k > 0 ? ", " : "") + "{\"equipo\": \(TextoJSON.cadena(plantilla.equipo)), "
            + "\"jugadores\": ")
        try lista(plantilla.jugadores)
        try parte("}")
      }
      try parte("], \"nuevos\": [" + nuevos.map(TextoJSON.cadena).joined(separator: ", ") + "]")
    case .temporadaIniciada(let t):
      try parte(
        "\"tipo\": \"temporada\", \"origen\": \(TextoJSON.cadena(t.origen)), "
          + "\"destino\": \(TextoJSON.cadena(t.destino)), "
          + (t.nombre.map { "\"nombre\": \(TextoJSON.cadena($0)), " } ?? "")
          + (t.etiqueta.map { "\"temporada\": \(TextoJSON.cadena($0)), " } ?? "")
          + (t.siguienteA.map { "\"sigue_a\": \(TextoJSON.cadena($0)), " } ?? "")
          + "\"sin_dorsales\": \(t.sinDorsales ? 1 : 0), \"equipos\": \(t.equipos)")
    }
  }

  public static func cambio(de o: [String: ValorJSON]) -> Cambio? {
    func jugador(_ valor: ValorJSON?) -> Jugador? {
      guard case .objeto(let j)? = valor, case .texto(let nombre)? = j["nombre"] else { return nil }
      if case .numero(let dorsal)? = j["dorsal"] { return Jugador(nombre: nombre, dorsal: dorsal) }
      return Jugador(nombre: nombre)
    }
    guard case .texto(let tipo)? = o["tipo"] else { return nil }
    let equipo: String? = if case .texto(let e)? = o["equipo"] { e } else { nil }
    switch tipo {
    case "anadir":
      guard let equipo, let j = jugador(o["jugador"]) else { return nil }
      return .anadido(j, equipo: equipo)
    case "importar":
      guard let equipo, case .lista(let lista)? = o["jugadores"] else { return nil }
      let js = lista.compactMap { jugador($0) }
      guard js.count == lista.count else { return nil }
      return .importado(js, equipo: equipo)
    case "editar":
      guard let equipo, let antes = jugador(o["jugador"]), let despues = jugador(o["nuevo"]) else {
        return nil
      }
      return .editado(antes, a: despues, equipo: equipo)
    case "quitar":
      guard let equipo, let j = jugador(o["jugador"]) else { return nil }
      return .quitado(j, equipo: equipo)
    case "nuevo-equipo":
      guard let equipo else { return nil }
      return .equipoCreado(equipo)
    case "deshacer":
      guard case .numero(let numero)? = o["deshace"], case .objeto(let dentro)? = o["cambio"],
        let deshecho = cambio(de: dentro)
      else { return nil }
      return .deshecho(numero: numero, cambio: deshecho)
    case "rehacer":
      guard case .numero(let numero)? = o["rehace"], case .objeto(let dentro)? = o["cambio"],
        let rehecho = cambio(de: dentro)
      else { return nil }
      return .rehecho(numero: numero, cambio: rehecho)
    case "renombrar-equipo":
      guard let equipo, case .texto(let nuevo)? = o["nuevo"],
        case .numero(let partidos)? = o["partidos"]
      else { return nil }
      return .equipoRenombrado(equipo, a: nuevo, partidos: partidos)
    case "quitar-equipo":
      guard let equipo, case .numero(let jugadores)? = o["jugadores"] else { return nil }
      return .equipoQuitado(equipo, jugadores: jugadores)
    case "traspasar":
      guard let equipo, case .texto(let destino)? = o["destino"],
        let antes = jugador(o["jugador"]), let despues = jugador(o["nuevo"])
      else { return nil }
      return .traspasado(antes, a: despues, desde: equipo, hasta: destino)
    case "reemplazar":
      guard let equipo, case .lista(let lista)? = o["jugadores"],
        case .numero(let anadidos)? = o["anadidos"], case .numero(let cambiados)? = o["cambiados"],
        case .numero(let quitados)? = o["quitados"]
      else { return nil }
      let js = lista.compactMap { jugador($0) }
      guard js.count == lista.count else { return nil }
      // Entries written before the order was counted have no `movidos`.
      var movidos = 0
      if case .numero(let n)? = o["movidos"] { movidos = n }
      return .reemplazado(
        js, equipo: equipo, anadidos: anadidos, cambiados: cambiados, quitados: quitados,
        movidos: movidos)
    case "importar-liga":
      guard case .lista(let equipos)? = o["equipos"], case .lista(let nuevos)? = o["nuevos"]
      else { return nil }
      var plantillas: [PlantillaDeLiga] = []
      for valor in equipos {
        guard case .objeto(let e) = valor, case .texto(let nombre)? = e["equipo"],
          case .lista(let lista)? = e["jugadores"]
        else { return nil }
        let js = lista.compactMap { jugador($0) }
        guard js.count == lista.count else { return nil }
        plantillas.append(PlantillaDeLiga(equipo: nombre, jugadores: js))
      }
      let nombres: [String] = nuevos.compactMap { if case .texto(let t) = $0 { t } else { nil } }
      guard nombres.count == nuevos.count else { return nil }
      return .ligaImportada(plantillas, nuevos: nombres)
    case "temporada":
      guard case .texto(let origen)? = o["origen"], case .texto(let destino)? = o["destino"],
        case .numero(let sin)? = o["sin_dorsales"], case .numero(let equipos)? = o["equipos"]
      else { return nil }
      func texto(_ clave: String) -> String? {
        if case .texto(let t)? = o[clave] { t } else { nil }
      }
      return .temporadaIniciada(
        Temporada(
          origen: origen, destino: destino, nombre: texto("nombre"), sinDorsales: sin != 0,
          equipos: equipos, etiqueta: texto("temporada"), siguienteA: texto("sigue_a")))
    default:
      return nil
    }
  }
}

extension Cambio {
  /// The change as the journal's JSON object (`{"tipo": "anadir", "equipo": …}`), for stores
  /// that keep it elsewhere (the server's `diario` table).
  public var json: String { "{" + CambioJSON.objeto(de: self) + "}" }

  /// The change a `json` text describes, or `nil` if it describes none.
  public init?(json: String) {
    guard case .objeto(let o)? = ValorJSON.leer(Array(json.utf8)),
      let cambio = CambioJSON.cambio(de: o)
    else { return nil }
    self = cambio
  }
}

/// A JSON value, for the journal's lines (small, and written by `marcador` itself).
public enum ValorJSON: Equatable {
  case texto(String)
  case numero(Int)
  case lista([ValorJSON])
  case objeto([String: ValorJSON])
  case otro

  /// The value of a whole text, or `nil` if it is not valid JSON.
  public static func leer(_ bytes: [UInt8]) -> ValorJSON? {
    bytes.withUnsafeBufferPointer { buffer in
      var e = EscanerJSON(buffer)
      do throws(FalloLectura) {
        e.espacios()
        let valor = try leer(&e, profundidad: 1)
        e.espacios()
        return e.i == buffer.count ? valor : nil
      } catch {
        return nil
      }
    }
  }

  private static func leer(_ e: inout EscanerJSON, profundidad: Int) throws(FalloLectura)
    -> ValorJSON
  {
    switch e.mira() {
    case .some(0x22):
      return .texto(e.decodificar(try e.cadena()))
    case .some(0x7B):
      var miembros: [String: ValorJSON] = [:]
      try e.objeto(profundidad: profundidad) { (s, clave) throws(FalloLectura) in
        let nombre = s.decodificar(
          RangoTexto(inicio: clave.inicio + 1, fin: clave.fin - 1, conEscapes: true))
        miembros[nombre] = try leer(&s, profundidad: profundidad + 1)
      }
      return .objeto(miembros)
    case .some(0x5B):
      var elementos: [ValorJSON] = []
      try e.lista(profundidad: profundidad) { (s) throws(FalloLectura) in
        elementos.append(try leer(&s, profundidad: profundidad + 1))
      }
      return .lista(elementos)
    case .some(0x2D), .some(0x30...0x39):
      let numero = try e.numero()
      let texto = String(decoding: e.b[numero.inicio..<numero.fin], as: UTF8.self)
      return Int(texto).map(ValorJSON.numero) ?? .otro
    default:
      try e.saltarValor(profundidad: profundidad)
      return .otro
    }
  }
}

extension TextoJSON {
  /// A player as the journal and `--json` write one: `{"nombre": "Ana", "dorsal": 9}`, with no
  /// `dorsal` member for a player without a number.
  public static func jugador(_ j: Jugador) -> String {
    "{\"nombre\": \(cadena(j.nombre))" + (j.dorsal.map { ", \"dorsal\": \($0)" } ?? "") + "}"
  }
}
