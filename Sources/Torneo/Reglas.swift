// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// The roster rules and the team-name rule, each decided here and nowhere else: the form, the
/// CSV import and both stores call these functions. A store asks `cambio(de:en:)` what an
/// operation does to the roster it read under its lock, and only persists the answer (splices
/// for the file, SQL for the server); the server's UNIQUE constraints stay the last word, mapped
/// to the same `ErrorEquipo`.
public enum Reglas {
  /// The longest player name allowed, in user-perceived characters.
  public static let maximoNombre = 25
  /// The longest team name allowed, in user-perceived characters.
  public static let maximoNombreDeEquipo = 40
  /// The shirt numbers a player may wear. Every check of a number (the form, the file's
  /// reader, a roster's bit set, the server's CHECK) and every message that names the range
  /// reads it here.
  public static let dorsales = 1...99
  /// The most bytes marcador takes of an input it reads whole, a league's file or a CSV to
  /// import: 64 MiB. A league of 10,000 teams of 25 players is about 25 MB and a real one
  /// tens of kilobytes; past this bound a file is a mistake (`/dev/zero`, a disk image), and
  /// reading it would only grow memory. Both readers refuse it, saying this bound, and so
  /// does the help of the commands that read one.
  public static let tamanoMaximo = 64 << 20

  /// The team a text names, cleaned (`NombreDeJugador.limpiar`): a text that names none
  /// (empty, or only white space) is `.equipoVacio`. Whether the league has it is the store's
  /// to say.
  public static func equipo(_ texto: String) -> Result<String, ErrorDeCampo> {
    let limpio = NombreDeJugador.limpiar(texto)
    return limpio.isEmpty ? .failure(.equipoVacio) : .success(limpio)
  }

  /// The name rule, checked in this order: empty, invalid characters, too long, taken by
  /// another player of `equipo` (`Equipo.choque`; `nil`: not checked). The name is cleaned
  /// first (`NombreDeJugador.limpiar`): the result is the name as it would be saved.
  public static func nombre(_ texto: String, en equipo: Equipo?) -> Result<String, ErrorNombre> {
    forma(texto, maximo: maximoNombre).flatMap { limpio in
      equipo?.choque(nombre: limpio, dorsal: nil) == nil ? .success(limpio) : .failure(.repetido)
    }
  }

  /// What a player's and a team's name both obey: cleaned, not empty, no invalid character,
  /// at most `maximo` characters (`maximoNombre` for a player, `maximoNombreDeEquipo` for a
  /// team); what a file's names are checked with when it is read, and an export's.
  public static func forma(_ texto: String, maximo: Int) -> Result<String, ErrorNombre> {
    let limpio = NombreDeJugador.limpiar(texto)
    if limpio.isEmpty { return .failure(.vacio) }
    if NombreDeJugador.tieneCaracteresNoValidos(limpio) {
      for (k, caracter) in limpio.enumerated() {
        if let escalar = caracter.unicodeScalars.first(where: NombreDeJugador.esNoValido) {
          return .failure(.caracterInvisible(escalar, posicion: k + 1))
        }
      }
    }
    if longitud(deNombre: limpio) > maximo { return .failure(.largo) }
    return .success(limpio)
  }

  /// The length of a name as typed, as the rule and the form's live counter count it: user-
  /// perceived characters (grapheme clusters) of the cleaned name.
  public static func longitud(deNombre texto: String) -> Int {
    NombreDeJugador.limpiar(texto).count
  }

  /// The number rule: trimmed; empty is no number; ASCII digits only; in `dorsales` (`07` is
  /// 7); not worn by another player of `equipo` (`nil`: not checked). Any length of digits is
  /// handled without overflow.
  public static func dorsal(_ texto: String, en equipo: Equipo?) -> Result<Int?, ErrorDorsal> {
    let limpio = NombreDeJugador.limpiar(texto)
    if limpio.isEmpty { return .success(nil) }
    guard limpio.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return .failure(.noEsNumero)
    }
    // More digits than the largest number has (leading zeros aside) is out of range, and
    // too many to add up.
    let cifras = limpio.utf8.drop { $0 == 0x30 }
    guard cifras.count <= String(dorsales.upperBound).utf8.count else {
      return .failure(.fueraDeRango)
    }
    let numero = cifras.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    guard dorsales.contains(numero) else { return .failure(.fueraDeRango) }
    if equipo?.choque(nombre: nil, dorsal: numero) != nil { return .failure(.repetido) }
    return .success(numero)
  }

  /// The number a text names a player by (`quitar "Rayo FC" 9`, `#9`), where no player is
  /// called that text (`Equipo.posicionDeJugador`): the number rule's, after an optional `#`;
  /// `nil` for any other text.
  public static func dorsal(nombrado texto: String) -> Int? {
    let limpio = NombreDeJugador.limpiar(texto)
    let cifras = limpio.hasPrefix("#") ? String(limpio.dropFirst()) : limpio
    guard case .success(let numero?) = dorsal(cifras, en: nil) else { return nil }
    return numero
  }

  /// A new team's name, cleaned, if it obeys the rules: the name rules with 1 to
  /// `maximoNombreDeEquipo` characters, not the name of another team ignoring case, spacing,
  /// canonical equivalence and accents (`NombreDeJugador.claveSinAcentos`). The server passes
  /// no names and asks its index of those keys instead.
  public static func nombreDeEquipo(_ texto: String, entre nombres: [String])
    throws(ErrorDeLiga) -> String
  {
    let limpio: String
    switch forma(texto, maximo: maximoNombreDeEquipo) {
    case .success(let nombre): limpio = nombre
    case .failure(let error): throw .nombreDeEquipo(error)
    }
    let clave = claveDeEquipo(limpio)
    if let otro = nombres.first(where: { claveDeEquipo($0) == clave }) {
      throw .equipoRepetido(otro)
    }
    return limpio
  }

  /// What the team-name rule compares of a name: two names are one team's when their keys are
  /// equal (case, spacing, canonical equivalence and accents ignored:
  /// `NombreDeJugador.claveSinAcentos`). Computed once for the name checked, once per other.
  public static func claveDeEquipo(_ nombre: String) -> String {
    NombreDeJugador.claveSinAcentos(nombre)
  }

  /// A league's name (`temporada --nombre`), cleaned, if it obeys a team name's rules: not
  /// empty, no invalid character, 1 to `maximoNombreDeEquipo` characters.
  public static func nombreDeLiga(_ texto: String) -> Result<String, ErrorNombre> {
    forma(texto, maximo: maximoNombreDeEquipo)
  }

  /// The season after the one `etiqueta` names, written as it is: `2026-27` → `2027-28`,
  /// `2026/2027` → `2027/2028`, `2026` → `2027` (`-`, `/` or `–` between the years). `nil`
  /// for any other label, or one whose second year does not follow its first (`2026-28`):
  /// no season follows it by rule.
  public static func temporada(siguienteA etiqueta: String) -> String? {
    let partes = etiqueta.split(
      maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { "-/–".contains($0) })
    func anio(_ texto: Substring, cifras: Int) -> Int? {
      texto.count == cifras && texto.allSatisfy { $0.isASCII && $0.isNumber } ? Int(texto) : nil
    }
    guard let primero = anio(partes[0], cifras: 4), primero < 9999 else { return nil }
    guard partes.count == 2 else { return String(primero + 1) }
    let separador = etiqueta[partes[0].endIndex]
    if let segundo = anio(partes[1], cifras: 4), segundo == primero + 1 {
      return "\(segundo)\(separador)\(segundo + 1)"
    }
    guard let corto = anio(partes[1], cifras: 2), corto == (primero + 1) % 100 else { return nil }
    let siguiente = (corto + 1) % 100
    return "\(primero + 1)\(separador)\(siguiente < 10 ? "0" : "")\(siguiente)"
  }

  /// A team's new name, cleaned, if it obeys `nombreDeEquipo` against `otros` (every team but
  /// the one renamed, so `Rayo FC` may become `RAYO FC`); `nil` when it is the name it has.
  public static func renombre(de actual: String, a texto: String, entre otros: [String])
    throws(ErrorDeLiga) -> String?
  {
    let limpio = try nombreDeEquipo(texto, entre: otros)
    return limpio == actual ? nil : limpio
  }

  /// What moving the player named `buscado` from `origen` to `destino` (both teams as the
  /// store found them under its locks) is: the change, and the player's index in `origen`'s
  /// roster. They arrive as they are but for the number `dorsal` says, checked against the
  /// destination with the rules of any new player (`Equipo.choque`).
  /// - Throws: `.jugadorDesconocido`, `.traspasoAlMismoEquipo`, `.equipo` for a name or number
  ///   taken in the destination.
  ///   A player who is not `visto` (as the clerk saw them) is a `.conflicto`.
  public static func traspaso(
    de buscado: String, en origen: Equipo, a destino: Equipo, dorsal: DorsalDeTraspaso,
    visto: Jugador? = nil
  ) throws(ErrorDeLiga) -> (cambio: Cambio, posicion: Int) {
    let k = try origen.posicionDeJugador(llamado: buscado)
    let antes = origen.jugadores[k]
    if let conflicto = Conflicto.mismo(visto, que: antes, equipo: origen.nombre) {
      throw .conflicto(conflicto)
    }
    guard origen.nombre != destino.nombre else {
      throw .traspasoAlMismoEquipo(jugador: antes.nombre, equipo: origen.nombre)
    }
    let numero: Int? =
      switch dorsal {
      case .elMismo: antes.dorsal
      case .otro(let n): n
      case .ninguno: nil
      }
    let nuevo = Jugador(nombre: antes.nombre, dorsal: numero)
    try comprobar([nuevo], en: destino)
    return (.traspasado(antes, a: nuevo, desde: origen.nombre, hasta: destino.nombre), k)
  }

  /// What a roster operation (`anadir`, `importar`, `editar`, `quitar`) does to `equipo`, the
  /// team as the store found it under its lock: the change to record and, for an edit or a
  /// removal, the index in the roster of the player it touches. `nil` when nothing would
  /// differ (an empty import, an edit to the same values). Every new player is checked against
  /// the roster and the ones before it; an edited one against the others (`Equipo.sin`), with
  /// only the fields the edit changed (`Jugador.cambiado`).
  /// An edit's field that someone else changed too, or a removal of a player who is not as the
  /// clerk saw them, is a `.conflicto` (`Conflicto`).
  /// - Throws: `.equipo` for a taken name or number, `.jugadorDesconocido`; a team or undo
  ///   operation is not a roster's and changes nothing here.
  public static func cambio(de operacion: Operacion, en equipo: Equipo)
    throws(ErrorDeLiga) -> (cambio: Cambio, posicion: Int?)?
  {
    switch operacion {
    case .anadir(let jugador, _):
      try comprobar([jugador], en: equipo)
      return (.anadido(jugador, equipo: equipo.nombre), nil)
    case .importar(let jugadores, _):
      try comprobar(jugadores, en: equipo)
      guard !jugadores.isEmpty else { return nil }
      return (.importado(jugadores, equipo: equipo.nombre), nil)
    case .editar(let leido, _, let pedido, let llamado):
      let k = try equipo.posicionDeJugador(llamado: llamado ?? leido.nombre)
      let antes = equipo.jugadores[k]
      let nuevo: Jugador
      switch Conflicto.edicion(de: leido, a: pedido, sobre: antes, equipo: equipo.nombre) {
      case .success(let jugador): nuevo = jugador
      case .failure(let conflicto): throw .conflicto(conflicto)
      }
      try comprobar([nuevo], en: equipo.sin(antes))
      guard antes != nuevo else { return nil }
      return (.editado(antes, a: nuevo, equipo: equipo.nombre), k)
    case .quitar(let buscado, _, let visto):
      let k = try equipo.posicionDeJugador(llamado: buscado)
      if let conflicto = Conflicto.mismo(visto, que: equipo.jugadores[k], equipo: equipo.nombre) {
        throw .conflicto(conflicto)
      }
      return (.quitado(equipo.jugadores[k], equipo: equipo.nombre), k)
    case .reemplazar(let jugadores, _):
      guard let reemplazo = try reemplazo(de: jugadores, en: equipo) else { return nil }
      return (reemplazo.cambio, nil)
    case .nuevoEquipo, .deshacer, .rehacer, .renombrarEquipo, .quitarEquipo, .traspasar,
      .importarLiga,
      .temporada:
      return nil
    }
  }

  /// What replacing `equipo`'s roster by `jugadores` (in their order) does: for each new
  /// player, the index of the one they match in the roster (same `NombreDeJugador.clave`: they
  /// keep their unknown keys and take the new spelling and number) or `nil` (added); the
  /// indices of the players no row matches (removed); how many kept players are put in another
  /// place (moved: the fewest whose moving gives the file's order). The new roster is checked as a roster of its own (a name or
  /// number twice is refused), never against the old one: numbers may swap (Ana 7→9, Bea
  /// 9→7). `nil` when it would be the same roster, in the same order.
  public static func reemplazo(de jugadores: [Jugador], en equipo: Equipo)
    throws(ErrorDeLiga) -> Reemplazo?
  {
    do {
      _ = try Equipo(nombre: equipo.nombre, jugadores: jugadores)
    } catch {
      throw .equipo(error)
    }
    var posiciones: [String: Int] = [:]
    posiciones.reserveCapacity(equipo.jugadores.count)
    for (k, jugador) in equipo.jugadores.enumerated() {
      posiciones[NombreDeJugador.clave(jugador.nombre)] = k
    }
    var filas: [(origen: Int?, jugador: Jugador)] = []
    filas.reserveCapacity(jugadores.count)
    var usados = Set<Int>()
    var cambiados = 0
    for jugador in jugadores {
      let k = posiciones[NombreDeJugador.clave(jugador.nombre)]
      if let k {
        usados.insert(k)
        if equipo.jugadores[k] != jugador { cambiados += 1 }
      }
      filas.append((k, jugador))
    }
    let quitados = equipo.jugadores.indices.filter { !usados.contains($0) }
    let anadidos = jugadores.count - usados.count
    let movidos = movidos(filas.map(\.origen))
    if anadidos == 0, quitados.isEmpty, cambiados == 0, movidos == 0 { return nil }
    return Reemplazo(
      filas: filas, quitados: quitados,
      cambio: .reemplazado(
        jugadores, equipo: equipo.nombre, anadidos: anadidos, cambiados: cambiados,
        quitados: quitados.count, movidos: movidos))
  }

  /// How many kept players (of `origenes`: each row's index in the old roster, `nil` for a
  /// new player) leave the old order: the fewest whose moving gives the new one, every kept
  /// row but one longest run of rows whose old indices rise (patience sorting, n log n).
  private static func movidos(_ origenes: [Int?]) -> Int {
    // `colas[l]`: the smallest old index that ends a rising run of length l + 1.
    var colas: [Int] = []
    var guardados = 0
    for case let origen? in origenes {
      guardados += 1
      var bajo = 0
      var alto = colas.count
      while bajo < alto {
        let medio = (bajo + alto) / 2
        if colas[medio] < origen { bajo = medio + 1 } else { alto = medio }
      }
      if bajo == colas.count { colas.append(origen) } else { colas[bajo] = origen }
    }
    return guardados - colas.count
  }

  /// A whole-league import under the lock: each team found as `EQUIPO` is found (`equipo`:
  /// `nil` when none is), its players checked against its roster (`cambio(de: .importar…)`),
  /// and the teams not found created by the team-name rule, against the teams `parecidos`
  /// gives for that name and the ones created before it (each plantilla names another team:
  /// the command groups the rows, `ImportacionDeLiga`). `nil` when there is nothing to add.
  public static func cambio(
    deLiga plantillas: [PlantillaDeLiga],
    equipo: (String) throws(ErrorDeLiga) -> Equipo?,
    parecidos: (String) throws(ErrorDeLiga) -> [String]
  ) throws(ErrorDeLiga) -> Cambio? {
    var resultado: [PlantillaDeLiga] = []
    var nuevos: [String] = []
    for plantilla in plantillas {
      if let existente = try equipo(plantilla.equipo) {
        _ = try cambio(
          de: .importar(plantilla.jugadores, equipo: existente.nombre), en: existente)
        resultado.append(PlantillaDeLiga(equipo: existente.nombre, jugadores: plantilla.jugadores))
      } else {
        let nombre = try nombreDeEquipo(
          plantilla.equipo, entre: try parecidos(plantilla.equipo) + nuevos)
        _ = try cambio(
          de: .importar(plantilla.jugadores, equipo: nombre), en: Equipo(nombre: nombre))
        nuevos.append(nombre)
        resultado.append(PlantillaDeLiga(equipo: nombre, jugadores: plantilla.jugadores))
      }
    }
    guard !nuevos.isEmpty || resultado.contains(where: { !$0.jugadores.isEmpty }) else {
      return nil
    }
    return .ligaImportada(resultado, nuevos: nuevos)
  }

  /// Each new player against the roster and the ones before it (`Equipo.admite`, `anadir`'s
  /// rule without a second roster; it probes a dictionary: an import of n players costs n
  /// checks).
  private static func comprobar(_ jugadores: [Jugador], en equipo: Equipo) throws(ErrorDeLiga) {
    do {
      try equipo.admite(jugadores)
    } catch {
      throw .equipo(error)
    }
  }
}

/// What `importar --reemplazar` does to a roster (`Reglas.reemplazo`): every new player with
/// the index of the player they keep (`nil`: added), and the indices removed.
public struct Reemplazo: Sendable {
  public let filas: [(origen: Int?, jugador: Jugador)]
  public let quitados: [Int]
  public let cambio: Cambio
}
