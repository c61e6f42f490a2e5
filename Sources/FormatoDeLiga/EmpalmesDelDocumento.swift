// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The splices (`Empalme`) each change makes to a league file's bytes, worked out on the file
/// as read (`DocumentoTorneo`). Each touches only the bytes of what changes, so unknown keys,
/// the spelling of numbers, key order and spacing everywhere else stay as they were; what is
/// new copies the spacing of its nearest sibling (`PlantillaDeJugador`).
public struct EmpalmesDelDocumento {
  let documento: DocumentoTorneo
  let bytes: [UInt8]
  let equipos: [IndiceEquipo]
  let jugadores: [IndiceJugador]

  init(_ documento: DocumentoTorneo) {
    self.documento = documento
    bytes = documento.bytes
    equipos = documento.equipos
    jugadores = documento.jugadores
  }
}

extension DocumentoTorneo {
  /// What a change makes of this file's bytes.
  public var empalmes: EmpalmesDelDocumento { EmpalmesDelDocumento(self) }
}

/// Adding players and teams.
extension EmpalmesDelDocumento {
  /// The file's bytes with `jugador` added at the end of the roster of the team at `posicion`.
  ///
  /// Only new bytes are inserted; every existing byte stays (the inner white space of an empty
  /// roster is the one exception). The new object copies the spacing of a sibling player —
  /// the last of the same team, else the nearest one — re-indented to its new place, so
  /// compact one-line files stay compact and pretty ones stay pretty.
  public func insertando(_ jugador: Jugador, enEquipo posicion: Int) -> [UInt8] {
    aplicando([insercion(de: [jugador], enEquipo: posicion)], a: bytes)
  }

  /// What adding `nuevos` (in order) to the end of the roster of the team at `posicion`
  /// changes: one splice, an empty range but for an empty roster's inner white space.
  public func insercion(de nuevos: [Jugador], enEquipo posicion: Int) -> Empalme {
    let plantilla = plantillaDeJugador(cercaDe: posicion)
    return insercion(de: nuevos.count, enEquipo: posicion) {
      plantilla.texto(de: nuevos[$0], sangria: $1)
    }
  }

  /// What adding `cuantos` objects (in order) to the end of the roster of the team at
  /// `posicion` changes; `objeto(k, sangria)` is the k-th one's bytes for a place whose line is
  /// indented by `sangria`, made when its turn comes (an import of a million players makes no
  /// million closures, nor keeps each object's bytes but in the splice's text).
  public func insercion(
    de cuantos: Int, enEquipo posicion: Int, objeto: (Int, [UInt8]) -> [UInt8]
  ) -> Empalme {
    let equipo = equipos[posicion]
    let multilinea = bytes[equipo.inicio..<equipo.fin].contains(0x0A)
    guard cuantos > 0 else {
      return Empalme(desde: equipo.fin, hasta: equipo.fin, texto: [])
    }
    let desde: Int
    let hasta: Int
    var texto: [UInt8] = []
    /// What stands between two players of this roster, once it has one.
    var separador: [UInt8]
    var sangria: [UInt8]
    if let lista = equipo.lista, let ultimo = equipo.jugadores.last {
      let anterior = jugadores[ultimo]
      if equipo.jugadores.count >= 2 {
        separador = Array(bytes[jugadores[ultimo - 1].fin..<anterior.inicio])
      } else {
        separador = [0x2C] + bytes[(lista.abre + 1)..<anterior.inicio]
      }
      sangria = documento.sangriaDeLinea(en: anterior.inicio)
      texto.reserveCapacity(largo(cuantos, separador, sangria, objeto))
      for k in 0..<cuantos {
        texto += separador
        texto += objeto(k, sangria)
      }
      (desde, hasta) = (anterior.fin, anterior.fin)
    } else {
      let bajo: [UInt8]
      if let lista = equipo.lista {
        bajo = documento.sangriaDeLinea(en: lista.abre)
        (desde, hasta) = (lista.abre + 1, lista.cierra)
      } else {
        bajo = documento.sangriaDeLinea(en: equipo.ultimaClave)
        (desde, hasta) = (equipo.finUltimoValor, equipo.finUltimoValor)
      }
      sangria = multilinea ? bajo + unidadDeSangria(de: equipo) : []
      separador = multilinea ? [0x2C, 0x0A] + sangria : [0x2C, 0x20]
      // What goes before the players, then the players, then what closes them, written in
      // place: the players' bytes are never copied into a second array.
      if equipo.lista == nil {
        if let penultimo = equipo.finPenultimoValor {
          texto += bytes[penultimo..<equipo.ultimaClave]
        } else {
          texto.append(0x2C)
          texto += bytes[(equipo.inicio + 1)..<equipo.primeraClave.inicio]
        }
        texto += Array("\"jugadores\"".utf8)
        texto += bytes[equipo.primeraClave.fin..<equipo.primeraClave.inicioValor]
        texto.append(0x5B)
      }
      texto.reserveCapacity(
        texto.count + largo(cuantos, separador, sangria, objeto) + 2 + bajo.count)
      let espaciada = !multilinea && equipo.lista.map({ $0.cierra > $0.abre + 1 }) ?? false
      if multilinea {
        texto.append(0x0A)
        texto += sangria
      } else if espaciada {
        texto.append(0x20)
      }
      for k in 0..<cuantos {
        if k > 0 { texto += separador }
        texto += objeto(k, sangria)
      }
      if multilinea {
        texto.append(0x0A)
        texto += bajo
      } else if espaciada {
        texto.append(0x20)
      }
      if equipo.lista == nil { texto.append(0x5D) }
    }
    return Empalme(desde: desde, hasta: hasta, texto: texto)
  }

  /// How many bytes `cuantos` objects and the separators between and before them take: the
  /// splice's text is made once at its size (an import's text grown by doubling took up to
  /// three times its size while it was copied).
  private func largo(
    _ cuantos: Int, _ separador: [UInt8], _ sangria: [UInt8], _ objeto: (Int, [UInt8]) -> [UInt8]
  ) -> Int {
    let objetos = (0..<cuantos).reduce(0) { $0 + objeto($1, sangria).count }
    return objetos + cuantos * separador.count + sangria.count
  }

  /// One level of indentation as this team's object uses it (two spaces if it cannot tell).
  public func unidadDeSangria(de equipo: IndiceEquipo) -> [UInt8] {
    let deEquipo = documento.sangriaDeLinea(en: equipo.inicio)
    let deClave = documento.sangriaDeLinea(en: equipo.primeraClave.inicio)
    if deClave.count > deEquipo.count, deClave.starts(with: deEquipo) {
      return Array(deClave[deEquipo.count...])
    }
    return [0x20, 0x20]
  }

  /// The spacing of the player nearest to the team at `posicion`: its own last player, else the
  /// last one of an earlier team, else the first one of a later team, else a one-line default
  /// in the team's own style.
  public func plantillaDeJugador(cercaDe posicion: Int) -> PlantillaDeJugador {
    let antes = equipos[...posicion].reversed().first { !$0.jugadores.isEmpty }
    if let equipo = antes, let k = equipo.jugadores.last {
      return PlantillaDeJugador(de: jugadores[k], en: documento)
    }
    if let equipo = equipos[posicion...].first(where: { !$0.jugadores.isEmpty }) {
      return PlantillaDeJugador(de: jugadores[equipo.jugadores.lowerBound], en: documento)
    }
    let equipo = equipos[posicion]
    let dosPuntos = bytes[equipo.primeraClave.fin..<equipo.primeraClave.inicioValor]
    let partes = dosPuntos.split(separator: 0x3A, maxSplits: 1, omittingEmptySubsequences: false)
    let espacio: [UInt8] = bytes[equipo.inicio..<equipo.fin].contains(0x0A) ? [0x20] : []
    return PlantillaDeJugador(
      trasLlave: espacio, antesDosPuntos: Array(partes.first ?? []),
      trasDosPuntos: Array(partes.dropFirst().first ?? []), antesComa: [],
      trasComa: espacio.isEmpty ? Array(partes.dropFirst().first ?? []) : espacio,
      antesCierre: espacio, sangriaBase: [])
  }
}

/// The white space of a player object, to write a new one the same way.
public struct PlantillaDeJugador {
  public var trasLlave: [UInt8]
  public var antesDosPuntos: [UInt8]
  public var trasDosPuntos: [UInt8]
  public var antesComa: [UInt8]
  public var trasComa: [UInt8]
  public var antesCierre: [UInt8]
  /// The indentation of the line the model object starts on; new-line white space is kept
  /// relative to it.
  public var sangriaBase: [UInt8]

  public init(
    trasLlave: [UInt8], antesDosPuntos: [UInt8], trasDosPuntos: [UInt8], antesComa: [UInt8],
    trasComa: [UInt8], antesCierre: [UInt8], sangriaBase: [UInt8]
  ) {
    self.trasLlave = trasLlave
    self.antesDosPuntos = antesDosPuntos
    self.trasDosPuntos = trasDosPuntos
    self.antesComa = antesComa
    self.trasComa = trasComa
    self.antesCierre = antesCierre
    self.sangriaBase = sangriaBase
  }

  /// Reads the spacing of an existing (already validated) player object.
  public init(de jugador: IndiceJugador, en documento: DocumentoTorneo) {
    self.init(deObjetoEntre: jugador.inicio, y: jugador.fin, en: documento)
  }

  /// Reads the spacing of an existing (already validated) object of the file.
  public init(deObjetoEntre inicioObjeto: Int, y finObjeto: Int, en documento: DocumentoTorneo) {
    let b = documento.bytes
    func espacio(_ k: inout Int) -> [UInt8] {
      let inicio = k
      while k < b.count, [0x20, 0x09, 0x0A, 0x0D].contains(b[k]) { k += 1 }
      return Array(b[inicio..<k])
    }
    var k = inicioObjeto + 1
    let trasLlave = espacio(&k)
    var antesDosPuntos: [UInt8]?
    var trasDosPuntos: [UInt8] = []
    var antesComa: [UInt8]?
    var trasComa: [UInt8]?
    var antesCierre: [UInt8] = []
    b.withUnsafeBufferPointer { buffer in
      var e = EscanerJSON(buffer, desde: k)
      while e.i < finObjeto {
        _ = try? e.cadena()
        var j = e.i
        let a = espacio(&j)
        j += 1
        let t = espacio(&j)
        if antesDosPuntos == nil { (antesDosPuntos, trasDosPuntos) = (a, t) }
        e.i = j
        try? e.saltarValor(profundidad: 0)
        j = e.i
        let antes = espacio(&j)
        if b[j] == 0x7D {
          antesCierre = antes
          break
        }
        j += 1
        let tras = espacio(&j)
        if antesComa == nil { (antesComa, trasComa) = (antes, tras) }
        e.i = j
      }
    }
    // A one-member model shows no comma: break lines as its brace does, else space the
    // comma as it spaces the colon.
    let comaPorDefecto = trasLlave.contains(0x0A) ? trasLlave : trasDosPuntos.isEmpty ? [] : [0x20]
    self.init(
      trasLlave: trasLlave, antesDosPuntos: antesDosPuntos ?? [], trasDosPuntos: trasDosPuntos,
      antesComa: antesComa ?? [], trasComa: trasComa ?? comaPorDefecto, antesCierre: antesCierre,
      sangriaBase: documento.sangriaDeLinea(en: inicioObjeto))
  }

  /// The bytes of a new player object, for a place whose line is indented by `sangria`.
  /// White space of the model re-indented for a place whose line is indented by `sangria`.
  public func ajustar(_ espacio: [UInt8], a sangria: [UInt8]) -> [UInt8] {
    guard let salto = espacio.lastIndex(of: 0x0A) else { return espacio }
    let cola = espacio[(salto + 1)...]
    guard cola.starts(with: sangriaBase) else { return espacio }
    return Array(espacio[...salto]) + sangria + cola.dropFirst(sangriaBase.count)
  }

  public func texto(de jugador: Jugador, sangria: [UInt8]) -> [UInt8] {
    func ajustar(_ espacio: [UInt8]) -> [UInt8] { self.ajustar(espacio, a: sangria) }
    var t: [UInt8] = [0x7B] + ajustar(trasLlave)
    t += Array("\"nombre\"".utf8) + antesDosPuntos + [0x3A] + trasDosPuntos
    t += TextoJSON.bytes(jugador.nombre)
    if let dorsal = jugador.dorsal {
      t += antesComa + [0x2C] + ajustar(trasComa)
      t += Array("\"dorsal\"".utf8) + antesDosPuntos + [0x3A] + trasDosPuntos
      t += Array(String(dorsal).utf8)
    }
    t += ajustar(antesCierre) + [0x7D]
    return t
  }
}
