// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// Editing, moving and removing players, renaming and removing teams, and replacing a roster.
extension EmpalmesDelDocumento {

  /// What changing the player at `k` into `nuevo` changes: the name's value, the number's value,
  /// or the number's member added or removed. No splice when nothing differs.
  public func edicion(deJugador k: Int, a nuevo: Jugador) -> [Empalme] {
    let actual = documento.jugador(en: k)
    let miembros = documento.miembros(deObjetoEn: jugadores[k].inicio)
    var empalmes: [Empalme] = []
    guard let nombre = miembros.first(where: { $0.clave == .nombre }) else { return [] }
    if actual.nombre != nuevo.nombre {
      empalmes.append(
        Empalme(
          desde: nombre.inicioValor, hasta: nombre.finValor,
          texto: TextoJSON.bytes(nuevo.nombre)))
    }
    guard actual.dorsal != nuevo.dorsal else { return empalmes }
    let posicion = miembros.firstIndex { $0.clave == .dorsal }
    switch (nuevo.dorsal, posicion) {
    case (let dorsal?, let p?):
      let m = miembros[p]
      empalmes.append(
        Empalme(desde: m.inicioValor, hasta: m.finValor, texto: Array("\(dorsal)".utf8)))
    case (let dorsal?, nil):
      // After the name, spaced as this object (or its siblings) space a member.
      let plantilla = PlantillaDeJugador(de: jugadores[k], en: documento)
      let sangria = documento.sangriaDeLinea(en: jugadores[k].inicio)
      var texto = plantilla.antesComa + [0x2C] + plantilla.ajustar(plantilla.trasComa, a: sangria)
      texto += Array("\"dorsal\"".utf8) + plantilla.antesDosPuntos + [0x3A]
      texto += plantilla.trasDosPuntos + Array("\(dorsal)".utf8)
      empalmes.append(Empalme(desde: nombre.finValor, hasta: nombre.finValor, texto: texto))
    case (nil, let p?):
      // The member goes with the comma before it (or, first, with the one after it).
      let m = miembros[p]
      let rango =
        p > 0
        ? miembros[p - 1].finValor..<m.finValor
        : m.inicio..<(p + 1 < miembros.count ? miembros[p + 1].inicio : m.finValor)
      empalmes.append(Empalme(desde: rango.lowerBound, hasta: rango.upperBound, texto: []))
    case (nil, nil):
      break
    }
    return empalmes.sorted { $0.desde < $1.desde }
  }

  /// What removing the player at `k` changes: its object with the separator before it (after
  /// it, for the first player); the last player leaves an empty `[]`.
  public func eliminacion(deJugador k: Int, enEquipo equipo: Int) -> Empalme {
    let indice = equipos[equipo]
    let jugador = jugadores[k]
    if indice.jugadores.count == 1, let lista = indice.lista {
      return Empalme(desde: lista.abre + 1, hasta: lista.cierra, texto: [])
    }
    if k > indice.jugadores.lowerBound {
      return Empalme(desde: jugadores[k - 1].fin, hasta: jugador.fin, texto: [])
    }
    return Empalme(desde: jugador.inicio, hasta: jugadores[k + 1].inicio, texto: [])
  }

  /// What adding a team named `nombre`, with an empty roster, at the end of `equipos` changes.
  /// The new object copies the last team's spacing; in an empty list, the file's.
  public func insercion(deEquipo nombre: String) -> Empalme {
    let cadena = TextoJSON.bytes(nombre)
    guard let ultimo = equipos.last else {
      let (abre, cierra) = listaDeEquipos()
      let multilinea = bytes.contains(0x0A)
      let objeto = Array("{\"nombre\": ".utf8) + cadena + Array(", \"jugadores\": []}".utf8)
      guard multilinea else { return Empalme(desde: abre + 1, hasta: cierra, texto: objeto) }
      let bajo = documento.sangriaDeLinea(en: abre)
      let unidad: [UInt8] = bajo.first == 0x09 ? [0x09] : [0x20, 0x20]
      return Empalme(
        desde: abre + 1, hasta: cierra, texto: [0x0A] + bajo + unidad + objeto + [0x0A] + bajo)
    }
    let separador: [UInt8]
    if equipos.count >= 2 {
      separador = Array(bytes[equipos[equipos.count - 2].fin..<ultimo.inicio])
    } else {
      var abre = ultimo.inicio - 1
      while abre > 0, bytes[abre] != 0x5B { abre -= 1 }
      separador = [0x2C] + bytes[(abre + 1)..<ultimo.inicio]
    }
    let plantilla = PlantillaDeJugador(deObjetoEntre: ultimo.inicio, y: ultimo.fin, en: documento)
    let sangria = documento.sangriaDeLinea(en: ultimo.inicio)
    var texto = separador + [0x7B] + plantilla.ajustar(plantilla.trasLlave, a: sangria)
    texto += Array("\"nombre\"".utf8) + plantilla.antesDosPuntos + [0x3A] + plantilla.trasDosPuntos
    texto +=
      cadena + plantilla.antesComa + [0x2C] + plantilla.ajustar(plantilla.trasComa, a: sangria)
    texto += Array("\"jugadores\"".utf8) + plantilla.antesDosPuntos + [0x3A]
    texto += plantilla.trasDosPuntos + [0x5B, 0x5D]
    texto += plantilla.ajustar(plantilla.antesCierre, a: sangria) + [0x7D]
    return Empalme(desde: ultimo.fin, hasta: ultimo.fin, texto: texto)
  }

  /// What moving the player at `k`, of the team at `origen`, to the end of the roster of the
  /// team at `destino` as `nuevo` changes: the object leaves its roster (`eliminacion`) and
  /// arrives at the other's end with every byte of it kept, unknown keys and all, but the
  /// number's (`edicion`), its inner lines re-indented to its new place.
  public func traspaso(deJugador k: Int, enEquipo origen: Int, a destino: Int, como nuevo: Jugador)
    -> [Empalme]
  {
    let jugador = jugadores[k]
    let propios = edicion(deJugador: k, a: nuevo).map {
      Empalme(desde: $0.desde - jugador.inicio, hasta: $0.hasta - jugador.inicio, texto: $0.texto)
    }
    let objeto = aplicando(propios, a: Array(bytes[jugador.inicio..<jugador.fin]))
    let base = documento.sangriaDeLinea(en: jugador.inicio)
    let llegada = insercion(de: 1, enEquipo: destino) { _, sangria in
      var texto: [UInt8] = []
      var i = 0
      while i < objeto.count {
        texto.append(objeto[i])
        if objeto[i] == 0x0A, objeto[(i + 1)...].starts(with: base) {
          texto += sangria
          i += base.count
        }
        i += 1
      }
      return texto
    }
    return [eliminacion(deJugador: k, enEquipo: origen), llegada].sorted { $0.desde < $1.desde }
  }

  /// What removing the team at `equipo` changes: its object with the separator before it
  /// (after it, for the first team); the last team leaves an empty `[]`.
  public func eliminacion(deEquipo equipo: Int) -> Empalme {
    let indice = equipos[equipo]
    if equipos.count == 1 {
      let (abre, cierra) = listaDeEquipos()
      return Empalme(desde: abre + 1, hasta: cierra, texto: [])
    }
    if equipo > 0 { return Empalme(desde: equipos[equipo - 1].fin, hasta: indice.fin, texto: []) }
    return Empalme(desde: indice.inicio, hasta: equipos[equipo + 1].inicio, texto: [])
  }

  /// What renaming the team at `equipo` to `nuevo` changes: its name's value, and `partidos`,
  /// the splices of the matches that name it (`Partidos.renombrando`).
  public func renombre(deEquipo equipo: Int, a nuevo: String, partidos: [Empalme]) -> [Empalme] {
    let miembros = documento.miembros(deObjetoEn: equipos[equipo].inicio)
    guard let nombre = miembros.first(where: { $0.clave == .nombre }) else { return partidos }
    let propio = Empalme(
      desde: nombre.inicioValor, hasta: nombre.finValor, texto: TextoJSON.bytes(nuevo))
    return (partidos + [propio]).sorted { $0.desde < $1.desde }
  }

  /// What replacing the roster of the team at `posicion` as `reemplazo` says changes: one
  /// splice over its players. A kept player's object keeps its bytes (unknown keys, spacing)
  /// but for the name and number it changes (`edicion`); a new one is written like a sibling
  /// (`PlantillaDeJugador`); the separators are the roster's own.
  public func sustitucion(deJugadoresDe posicion: Int, por reemplazo: Reemplazo) -> Empalme {
    let indice = equipos[posicion]
    guard let primero = indice.jugadores.first, let ultimo = indice.jugadores.last,
      let lista = indice.lista
    else {
      // No player to keep: every row is new.
      return insercion(de: reemplazo.filas.map(\.jugador), enEquipo: posicion)
    }
    if reemplazo.filas.isEmpty {
      return Empalme(desde: lista.abre + 1, hasta: lista.cierra, texto: [])
    }
    let separador: [UInt8] =
      indice.jugadores.count >= 2
      ? Array(bytes[jugadores[primero].fin..<jugadores[primero + 1].inicio])
      : [0x2C] + bytes[(lista.abre + 1)..<jugadores[primero].inicio]
    let plantilla = plantillaDeJugador(cercaDe: posicion)
    let sangria = documento.sangriaDeLinea(en: jugadores[ultimo].inicio)
    var texto: [UInt8] = []
    for (n, fila) in reemplazo.filas.enumerated() {
      if n > 0 { texto += separador }
      guard let k = fila.origen else {
        texto += plantilla.texto(de: fila.jugador, sangria: sangria)
        continue
      }
      let g = primero + k
      let objeto = jugadores[g].inicio..<jugadores[g].fin
      let cambios =
        documento.jugador(en: g) == fila.jugador ? [] : edicion(deJugador: g, a: fila.jugador)
      texto += aplicando(
        cambios.map {
          Empalme(
            desde: $0.desde - objeto.lowerBound, hasta: $0.hasta - objeto.lowerBound,
            texto: $0.texto)
        }, a: Array(bytes[objeto]))
    }
    return Empalme(desde: jugadores[primero].inicio, hasta: jugadores[ultimo].fin, texto: texto)
  }

  /// Offsets of the `[` and `]` of the top-level `equipos` list (read again, on demand: only
  /// a league without teams needs them).
  public func listaDeEquipos() -> (abre: Int, cierra: Int) {
    var resultado = (abre: 0, cierra: 0)
    bytes.withUnsafeBufferPointer { buffer in
      var e = EscanerJSON(buffer, desde: TextoUTF8.largoDeMarca(buffer))
      e.espacios()
      try? e.objeto(profundidad: 0) { (s, clave) throws(FalloLectura) in
        let inicio = s.i
        try s.saltarValor(profundidad: 0)
        if clave.conocida == .equipos { resultado = (inicio, s.i - 1) }
      }
    }
    return resultado
  }
}

/// One member of an object: its key's kind, where the key starts and where its value lies.
public struct Miembro {
  public let clave: ClaveConocida
  public let inicio: Int
  public let inicioValor: Int
  public let finValor: Int
}
