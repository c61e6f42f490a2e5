// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Servidor
import Torneo

extension LigaEnServidor {
  /// The league as a copy to take to the pitch (`llevar`, and a file brought up to date by
  /// `sincronizar`): `instantanea`'s bytes with the origin `origen` makes of the journal's last
  /// entry in that same snapshot, and that entry.
  public func copia(_ origen: (_ entrada: Int) -> OrigenDeCopia) throws(ErrorDeLiga)
    -> (bytes: [UInt8], entrada: Int)
  {
    let (bytes, version) = try instantanea()
    do throws(ErrorArchivo) {
      let documento = try DocumentoTorneo(bytes: bytes, ruta: descripcion)
      return (documento.con(origen: origen(version)), version)
    } catch {
      throw .archivo(error)
    }
  }

  /// Makes the offline changes of a copy taken to the pitch (`pendientes`, oldest first, of
  /// the copy `origen` describes) on the server, all in ONE transaction or none: each made
  /// again as the conditional change it was (`Cambio.repeticion(tras:)`), aimed at its player
  /// through what others did since the copy was taken (`Operacion.apuntada(tras:)`, the
  /// server's entries after `origen.entrada`, read once in this transaction), and checked by
  /// the same rules as any change; its journal row is the syncing clerk's (the role the server
  /// authenticated), with the time it was made offline and marked as made offline.
  ///
  /// Each change is tried in a savepoint, so that one the server refuses is listed and the
  /// next is still tried: any refusal and the whole transaction rolls back, every conflict
  /// returned (`Sincronizacion.conflictos`). The copy's entries applied are remembered
  /// (`fuera_de_linea`, by the copy's id and the entry's number) in the same transaction: run
  /// again after a lost COMMIT answer, the sync finds them and applies nothing twice. Two runs
  /// of one copy at once wait for each other (an advisory lock on the copy's id).
  ///
  /// `resueltas`: how the clerk settled conflicts of an earlier try, by the entry's number: a
  /// change discarded is remembered as applied, and not made; one settled is made as the
  /// clerk settled it, on the player as the server has them now (and if they changed again
  /// meanwhile, it is a conflict again).
  public func sincronizar(
    _ pendientes: [EntradaDeDiario], de origen: OrigenDeCopia, resueltas: [Int: Resolucion] = [:]
  ) throws(ErrorDeLiga) -> Sincronizacion {
    var hallados: [ConflictoFueraDeLinea] = []
    // What this session read is not served after the sync changed it (its own changes are
    // not announced to it).
    olvidar()
    defer { olvidar() }
    sincronizando = true
    defer { sincronizando = false }
    do {
      return try enTransaccion { conexion throws(ErrorDeLiga) in
        try conexion.pedir(
          "SELECT pg_advisory_xact_lock(hashtext('marcador:copia:' || $1))", [origen.copia])
        let numeros = "{" + pendientes.map { String($0.numero) }.joined(separator: ",") + "}"
        let yaEstan = Set(
          try conexion.pedir(
            "SELECT entrada FROM fuera_de_linea WHERE copia = $1 AND entrada = ANY($2::bigint[])",
            [origen.copia, numeros]
          ).filas.compactMap { $0[0].flatMap { Int($0) } })
        let ajenas = try LigaEnServidor.entradas(tras: origen.entrada, en: conexion)
        var enviados = 0
        for entrada in pendientes where !yaEstan.contains(entrada.numero) {
          let resolucion = resueltas[entrada.numero]
          if let conflicto = try enviar(
            entrada, resolucion, de: origen, tras: ajenas, en: conexion)
          {
            hallados.append(conflicto)
          } else if resolucion != .descartar {
            enviados += 1
          }
        }
        // The first conflict ends the transaction (ROLLBACK); all of them are returned.
        if let primero = hallados.first { throw primero.motivo }
        return .aplicada(enviados: enviados, yaEstaban: yaEstan.count)
      }
    } catch {
      // The first conflict ends the transaction; any other failure is the store's.
      if case .almacen = error, hallados.first?.motivo != error { throw error }
      return .conflictos(hallados)
    }
  }

  /// One offline change made again in its own savepoint, and remembered as the copy's; `nil`
  /// when applied, else what the server refused (the savepoint rolled back). A failure of
  /// the store (`.almacen`: the connection, the server) is no conflict: it ends the sync.
  private func enviar(
    _ entrada: EntradaDeDiario, _ resolucion: Resolucion?, de origen: OrigenDeCopia,
    tras ajenas: [EntradaDeDiario], en conexion: Conexion
  ) throws(ErrorDeLiga) -> ConflictoFueraDeLinea? {
    // Settled by the clerk: as they said, on the player as they are now.
    var resuelta: Operacion?
    switch resolucion {
    case .descartar?:
      try recordar(entrada, fila: nil, de: origen, en: conexion)
      return nil
    case .hacer(let operacion)?: resuelta = operacion
    case nil: break
    }
    // A whole team set or removed over a colleague's change to it, or a season: no change
    // to make again (`repeticion(tras:)`).
    guard let operacion = resuelta ?? entrada.cambio.repeticion(tras: ajenas) else {
      let culpable = FueraDeLinea.culpable(de: entrada, por: nil, entre: ajenas)
      return ConflictoFueraDeLinea(
        entrada: entrada, motivo: .cambiadaDesde(entrada, por: culpable), por: culpable)
    }
    try conexion.pedir("SAVEPOINT fuera_de_linea")
    fueraDeLinea = (origen.copia, entrada.numero, entrada.cuando)
    defer { fueraDeLinea = nil }
    do {
      let resultado = try Rastro.condicionada(operacion, tras: resuelta == nil ? ajenas : nil) {
        (apuntada) throws(ErrorDeLiga) in try cambiar(apuntada, en: conexion)
      }
      var fila: String?
      if case .hecho(let hecha) = resultado { fila = String(hecha.numero) }
      try recordar(entrada, fila: fila, de: origen, en: conexion)
      try conexion.pedir("RELEASE SAVEPOINT fuera_de_linea")
      return nil
    } catch {
      // A team the clerk may not change is a conflict like any other: listed, and at a
      // terminal discarded or not; the rest of the store's failures end the sync.
      if case .almacen(let fallo) = error, !fallo.esFaltaDeDerechos { throw error }
      try conexion.pedir("ROLLBACK TO SAVEPOINT fuera_de_linea")
      let por: EntradaDeDiario? =
        if case .conflicto(let conflicto) = error, let suyo = conflicto.por { suyo } else {
          FueraDeLinea.culpable(de: entrada, por: error, entre: ajenas)
        }
      return ConflictoFueraDeLinea(entrada: entrada, motivo: error, por: por)
    }
  }

  /// Remembers the copy's entry as applied (`fuera_de_linea`), with the journal row `fila` it
  /// made, if any (which says it was made offline, and when: `anotar`).
  private func recordar(
    _ entrada: EntradaDeDiario, fila: String?, de origen: OrigenDeCopia, en conexion: Conexion
  ) throws(ErrorDeLiga) {
    try conexion.pedir(
      "INSERT INTO fuera_de_linea (copia, entrada, diario) VALUES ($1, $2, $3::bigint)",
      [origen.copia, String(entrada.numero), fila])
  }
}

extension FalloDeAlmacen {
  /// Whether the server refused for want of a right (the rights as read, or its own policy).
  fileprivate var esFaltaDeDerechos: Bool {
    switch self {
    case .sinDerechos, .sinPermisoEnElServidor: true
    default: false
    }
  }
}
