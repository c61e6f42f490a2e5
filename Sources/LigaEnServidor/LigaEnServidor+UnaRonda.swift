// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Servidor
import Torneo

/// A roster change in one round trip (issue 43): the rules the client can check are asked
/// before sending (`Reglas`), against the team as this store last read it (`leidos`) or as the
/// operation itself saw it; the rest goes as one statement with data-modifying `WITH` in one
/// pipeline with BEGIN and COMMIT (`Conexion.enUnaRonda`): the team found by its key and
/// name and locked, the row written only if it still holds what the clerk saw (name and
/// number), name and number left to the UNIQUE constraints, the journal row with the change's
/// key, and the notice. When that one request cannot settle it (no such team, the row not as
/// seen, a constraint refused, a rule refused against what was read), nothing is saved and the
/// change takes the full way (`aplicar`'s transaction), the one that names every conflict.
extension LigaEnServidor {
  /// A change planned for one round trip: what it is, its statement's writes (a `WITH` query's
  /// first parts, ending in `escritos`), the `filas` the journal keeps for undo (an expression
  /// over `escritos`), their parameters, and the teams as they will be once it is saved.
  struct PlanDeUnaRonda {
    let cambio: Cambio
    let escritos: String
    let filas: String
    let parametros: [String?]
    let despues: [String: Equipo]
  }

  /// Applies `operacion` in one round trip if it can; `nil` (nothing saved) when it takes the
  /// full way. A lost answer is settled by `clave` on a new connection.
  func enUnaRonda(_ operacion: Operacion, clave: String) throws(ErrorDeLiga) -> Resultado? {
    // What another clerk changed since it was read is not planned against.
    _ = vigente()
    // A change the clerk's rights refuse goes the full way, which says so without sending it.
    if let derechos, derechos.rechazo(de: operacion.equipos) != nil { return nil }
    guard let plan = plan(de: operacion) else { return nil }
    let conexion = try conectada()
    let n = plan.parametros.count
    let sql = """
      WITH \(plan.escritos),
      nueva AS (
        INSERT INTO diario (tipo, orden, datos)
        SELECT $\(n + 2)::jsonb->>'tipo', $\(n + 1),
          jsonb_build_object('cambio', $\(n + 2)::jsonb, 'filas', f.filas)
        FROM (\(plan.filas)) f WHERE EXISTS (SELECT 1 FROM escritos)
        RETURNING n, cuando, usuario),
      clave AS (
        UPDATE claves_de_cambio c SET diario = nueva.n FROM nueva WHERE c.clave = $\(n + 3)::uuid),
      sobrante AS (
        DELETE FROM claves_de_cambio
        WHERE clave = $\(n + 3)::uuid AND NOT EXISTS (SELECT 1 FROM escritos))
      SELECT n, \(LigaEnServidor.cuando), usuario, pg_notify(\(Esquema.canal), '') FROM nueva
      """
    let usuario = sesion ?? ""
    anotado = .hecho(
      EntradaDeDiario(numero: 0, cuando: "", usuario: usuario, cambio: plan.cambio))
    let filas: [Filas]?
    do {
      // The key is taken first: a question about it (`desenlace`) waits for this transaction
      // once it has begun, as `txid_status` would say «in progress»; and, before, for this
      // connection's server process to run what it was sent (its COMMIT names the key).
      let proceso = conexion.procesoDelServidor
      filas = try conexion.enUnaRonda(
        [
          ("INSERT INTO claves_de_cambio (clave) VALUES ($1::uuid)", [clave]),
          (sql, plan.parametros + [plan.cambio.orden, plan.cambio.json, clave]),
        ], marca: clave
      ) { otra in LigaEnServidor.desenlace(deCambio: clave, proceso: proceso, en: otra) }
    } catch {
      olvidar()
      // Lost, cancelled, or a row held too long (the full way would wait as long again).
      if error.esDeConexion || error.cambio != nil { throw perdida(error) }
      if case .ocupado = error { throw perdida(error) }
      // Refused (a name or number taken): the full way says why.
      return nil
    }
    if let (segundos, replicaSincrona) = conexion.guardadoSinConfirmar {
      alAvisar(.guardadoSinConfirmar(segundos: segundos, replicaSincrona: replicaSincrona))
    }
    guard let filas, let fila = filas.last, fila.count == 1 else {
      // Saved, its answer lost; or not as the clerk saw it, or no such team by that name:
      // nothing was written, and the full way decides.
      olvidar()
      return filas == nil ? anotado : nil
    }
    let numero = fila.valor().flatMap { Int($0) } ?? 0
    leidos.merge(plan.despues) { $1 }
    resumen = resumen.flatMap { LigaEnServidor.contados($0, tras: plan.cambio) }
    ultimaVersion = numero
    return .hecho(
      EntradaDeDiario(
        numero: numero, cuando: fila.valor(0, 1) ?? "", usuario: fila.valor(0, 2) ?? usuario,
        cambio: plan.cambio))
  }

  /// The teams' sizes after `cambio`, a roster change; `nil` when one it names is not there.
  private static func contados(_ resumen: [ResumenDeEquipo], tras cambio: Cambio)
    -> [ResumenDeEquipo]?
  {
    var cuantos: [String: Int] = [:]
    switch cambio {
    case .anadido(_, let equipo): cuantos[equipo] = 1
    case .importado(let jugadores, let equipo): cuantos[equipo] = jugadores.count
    case .quitado(_, let equipo): cuantos[equipo] = -1
    case .traspasado(_, _, let desde, let hasta): cuantos = [desde: -1, hasta: 1]
    default: break
    }
    guard cuantos.keys.allSatisfy({ nombre in resumen.contains { $0.nombre == nombre } })
    else { return nil }
    return resumen.map {
      ResumenDeEquipo(nombre: $0.nombre, jugadores: $0.jugadores + (cuantos[$0.nombre] ?? 0))
    }
  }

  /// The team `nombre` as last read (`leidos`: `completo`), else as the operation names it,
  /// with only the players given: enough for the rules that are the client's to check, the
  /// server checking the rest.
  private func leido(_ nombre: String, con jugadores: [Jugador] = []) -> (
    equipo: Equipo, completo: Bool
  )? {
    if let equipo = leidos[NombreDeJugador.clave(nombre)] { return (equipo, true) }
    guard let equipo = try? Equipo(nombre: nombre, jugadores: jugadores) else { return nil }
    return (equipo, false)
  }

  /// The team as it will be, under the key it was read by, when it was read whole.
  private static func despues(
    _ nombre: String, _ leido: (equipo: Equipo, completo: Bool), _ jugadores: [Jugador]
  ) -> [String: Equipo] {
    guard leido.completo,
      let equipo = try? Equipo(nombre: leido.equipo.nombre, jugadores: jugadores)
    else { return [:] }
    return [NombreDeJugador.clave(nombre): equipo]
  }

  /// The statement's first part: the team found by the key of its name and its exact name,
  /// locked (`$1`, `$2`).
  private static let elEquipo =
    "equipo AS (SELECT id FROM equipos WHERE clave = $1 AND nombre = $2 FOR UPDATE)"

  /// The player's row (`j`) in the team (`e`) as the clerk saw it (`$3`–`$5`): its key, its
  /// exact name and its number.
  private static let comoLoVio = """
    j.equipo_id = e.id AND j.clave = $3 AND j.nombre = $4
      AND j.dorsal IS NOT DISTINCT FROM $5::smallint
    """

  /// A team's key and name, and a player as seen (their key, name and number): `$1`–`$5`.
  private static func parametros(_ equipo: Equipo, _ antes: Jugador) -> [String?] {
    [
      NombreDeJugador.clave(equipo.nombre), equipo.nombre, NombreDeJugador.clave(antes.nombre),
      antes.nombre, antes.dorsal.map(String.init),
    ]
  }

  /// `operacion` planned for one round trip, or `nil` when it is not one that can go so (a
  /// team's change, an undo, a redo, a player found by the name another clerk gave them) or a
  /// rule refused it against what was read (the full way decides, against the team as it is).
  private func plan(de operacion: Operacion) -> PlanDeUnaRonda? {
    switch operacion {
    case .anadir(let jugador, let nombre):
      return alta([jugador], en: nombre, operacion)
    case .importar(let jugadores, let nombre):
      return alta(jugadores, en: nombre, operacion)
    case .editar(let visto, let nombre, _, .none):
      guard let leido = leido(nombre, con: [visto]),
        let (cambio, k) = try? Reglas.cambio(de: operacion, en: leido.equipo), let k,
        case .editado(let antes, let nuevo, _) = cambio
      else { return nil }
      var jugadores = leido.equipo.jugadores
      jugadores[k] = nuevo
      return PlanDeUnaRonda(
        cambio: cambio,
        escritos: LigaEnServidor.elEquipo + """
          , escritos AS (
            UPDATE jugadores j SET nombre = $6, clave = $7, dorsal = $8::smallint FROM equipo e
            WHERE \(LigaEnServidor.comoLoVio) RETURNING j.id)
          """,
        filas: "SELECT jsonb_build_object('id', id) AS filas FROM escritos",
        parametros: LigaEnServidor.parametros(leido.equipo, antes)
          + [nuevo.nombre, NombreDeJugador.clave(nuevo.nombre), nuevo.dorsal.map(String.init)],
        despues: LigaEnServidor.despues(nombre, leido, jugadores))
    case .quitar(_, let nombre, let visto):
      guard let leido = leido(nombre, con: visto.map { [$0] } ?? []),
        let (cambio, k) = try? Reglas.cambio(de: operacion, en: leido.equipo), let k,
        case .quitado(let antes, _) = cambio
      else { return nil }
      var jugadores = leido.equipo.jugadores
      jugadores.remove(at: k)
      return PlanDeUnaRonda(
        cambio: cambio,
        escritos: LigaEnServidor.elEquipo + """
          , escritos AS (
            DELETE FROM jugadores j USING equipo e WHERE \(LigaEnServidor.comoLoVio)
            RETURNING j.id, j.equipo_id, j.posicion, j.extra::text AS extra)
          """,
        filas: """
          SELECT jsonb_build_object('id', id, 'equipo', equipo_id, 'posicion', posicion,
            'extra', extra) AS filas FROM escritos
          """,
        parametros: LigaEnServidor.parametros(leido.equipo, antes),
        despues: LigaEnServidor.despues(nombre, leido, jugadores))
    case .traspasar(let buscado, let nombre, let hacia, let dorsal, let visto):
      guard let origen = leido(nombre, con: visto.map { [$0] } ?? []),
        let destino = leido(hacia),
        let (cambio, k) = try? Reglas.traspaso(
          de: buscado, en: origen.equipo, a: destino.equipo, dorsal: dorsal, visto: visto),
        case .traspasado(let antes, let nuevo, _, _) = cambio
      else { return nil }
      var quedan = origen.equipo.jugadores
      quedan.remove(at: k)
      return PlanDeUnaRonda(
        cambio: cambio,
        escritos: """
          equipo AS (
            SELECT id, clave FROM equipos
            WHERE (clave = $1 AND nombre = $2) OR (clave = $6 AND nombre = $7)
            ORDER BY id FOR UPDATE),
          escritos AS (
            UPDATE jugadores j
            SET equipo_id = d.id, posicion = nextval('posiciones'), dorsal = $8::smallint
            FROM equipo e, equipo d, jugadores antes
            WHERE e.clave = $1 AND d.clave = $6 AND antes.id = j.id
              AND \(LigaEnServidor.comoLoVio)
            RETURNING j.id, e.id AS origen, d.id AS destino, antes.posicion)
          """,
        filas: """
          SELECT jsonb_build_object('id', id, 'equipo', origen, 'destino', destino,
            'posicion', posicion) AS filas FROM escritos
          """,
        parametros: LigaEnServidor.parametros(origen.equipo, antes)
          + [
            NombreDeJugador.clave(destino.equipo.nombre), destino.equipo.nombre,
            nuevo.dorsal.map(String.init),
          ],
        despues: LigaEnServidor.despues(nombre, origen, quedan).merging(
          LigaEnServidor.despues(hacia, destino, destino.equipo.jugadores + [nuevo])
        ) { $1 })
    default:
      return nil
    }
  }

  /// An add or an import: the new players inserted in order at the end of the team's roster.
  private func alta(_ nuevos: [Jugador], en nombre: String, _ operacion: Operacion)
    -> PlanDeUnaRonda?
  {
    guard let leido = leido(nombre),
      let (cambio, _) = try? Reglas.cambio(de: operacion, en: leido.equipo)
    else { return nil }
    let filas = nuevos.map { j in
      "{\"nombre\": \(TextoJSON.cadena(j.nombre)), "
        + "\"clave\": \(TextoJSON.cadena(NombreDeJugador.clave(j.nombre))), "
        + "\"dorsal\": \(j.dorsal.map(String.init) ?? "null")}"
    }
    return PlanDeUnaRonda(
      cambio: cambio,
      escritos: LigaEnServidor.elEquipo + """
        , escritos AS (
          INSERT INTO jugadores (equipo_id, nombre, clave, dorsal)
          SELECT e.id, x->>'nombre', x->>'clave', (x->>'dorsal')::smallint
          FROM equipo e, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS n(x, k) ORDER BY n.k
          RETURNING id)
        """,
      filas: "SELECT jsonb_build_object('ids', jsonb_agg(id ORDER BY id)) AS filas FROM escritos",
      parametros: [
        NombreDeJugador.clave(leido.equipo.nombre), leido.equipo.nombre,
        "[" + filas.joined(separator: ", ") + "]",
      ],
      despues: LigaEnServidor.despues(nombre, leido, leido.equipo.jugadores + nuevos))
  }

  /// What became of the change with key `clave` (`claves_de_cambio`), asked on `conexion`:
  /// the key is taken for good if it is free (so that the change, were it still on its way,
  /// fails), which waits for a transaction that holds it; a key with its journal row is a
  /// change saved. Before that, the server process `proceso` that was sent it is given two
  /// seconds at most to run its COMMIT (which names the key: `pg_stat_activity.query`), so that
  /// a change the network delivered is not refused for being late by a few milliseconds; if it
  /// has not by then, or has failed, it is ended (`pg_terminate_backend`, waiting a second for
  /// it): its client, this process, has given it up, and a pipeline cut halfway would otherwise
  /// keep its rows locked with no idle timeout to end it. `incierto` when the server cannot be
  /// asked, or the wait is too long.
  static func desenlace(deCambio clave: String, proceso: Int32 = 0, en conexion: Conexion)
    -> EstadoDelCambio
  {
    // The process is still there and has not finished with its COMMIT.
    let sinTerminar = """
      FROM pg_stat_activity WHERE pid = $1::integer AND NOT (state = 'idle' AND strpos(query, $2) > 0)
      """
    let hasta = CtrlCRetenido.ahora() + 2
    while proceso != 0, CtrlCRetenido.ahora() < hasta {
      let estado = try? conexion.consultar(
        "SELECT state \(sinTerminar)", [String(proceso), clave]
      ).filas.first
      guard let estado, estado[0] != "idle in transaction (aborted)" else { break }
      Sistema.pausar(microsegundos: 10_000)
    }
    if proceso != 0 {
      _ = try? conexion.consultar(
        "SELECT pg_terminate_backend(pid, 1000) \(sinTerminar)", [String(proceso), clave])
    }
    let milisegundos = String(max(Int(conexion.espera * 500), 1))
    guard
      let filas = try? conexion.consultarEnTubo([
        ("SELECT set_config('lock_timeout', $1, true)", [milisegundos]),
        (
          """
          INSERT INTO claves_de_cambio (clave) VALUES ($1::uuid)
          ON CONFLICT (clave) DO NOTHING RETURNING clave
          """, [clave]
        ),
        ("SELECT diario IS NOT NULL FROM claves_de_cambio WHERE clave = $1::uuid", [clave]),
      ]), filas.count == 3
    else { return .incierto }
    if filas[1].count == 1 { return .noGuardado }
    return filas[2].valor() == "t" ? .guardado : .noGuardado
  }
}

extension ErrorDeLiga {
  /// Whether the failure says that nobody knows yet whether the change was saved.
  var incierto: Bool {
    switch self {
    case .almacen(.conexionPerdida(.incierto)), .almacen(.tiempoAgotado(_, .incierto)),
      .almacen(.cancelado(.incierto)):
      true
    default: false
    }
  }
}

extension ErrorServidor {
  /// What the failure says of the change it was making, if it says.
  var cambio: EstadoDelCambio? {
    switch self {
    case .conexionPerdida(let cambio), .tiempoAgotado(_, let cambio), .cancelado(let cambio):
      return cambio
    default: return nil
    }
  }
}
