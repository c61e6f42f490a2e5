// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CLibPQ
import LlamadasAlSistema

/// How the wait for an answer ended.
enum FinDeEspera {
  /// The answer came (it may be an error, or the news that the connection dropped).
  case respuesta
  /// Ctrl-C: the server was asked to cancel the statement.
  case interrumpida
  /// `espera` seconds without an answer.
  case agotada
}

/// The wait for a statement's answers on one connection: with a deadline (`espera`), Ctrl-C
/// cancelling the statement, and a person told meanwhile (`aviso`).
struct EsperaDeRespuesta {
  /// The connection the statement goes on.
  let enlace: Enlace
  /// How long an answer is awaited, in seconds (`Conexion.espera`).
  let espera: Double
  /// What a person is told while the answer is awaited.
  let aviso: AvisoDeEspera?

  /// How long an answer is awaited after Ctrl-C asked the server to cancel the statement: a
  /// server that answers does so at once (the statement cancelled, or done); one that does not
  /// (stopped, unreachable) is not waited for, so that Ctrl-C acts at once. Without an answer
  /// the connection is given up: a statement before COMMIT is then rolled back, and a COMMIT's
  /// outcome is asked before the next change (`transaccionIncierta`).
  static let esperaTrasCancelar = 0.1

  /// Sends what `enviar` sends (one statement, a script, or `grupos` statements in pipeline
  /// mode: `enTubo`) and waits for the answers: for each statement its first error, else its
  /// last result. SIGINT is held meanwhile and looked for between waits on the socket, so
  /// that Ctrl-C cancels the statement (PQcancel) instead of killing the process with the
  /// answer unknown. With no answer at all (`agotada`, or `interrumpida` without one), the
  /// connection is given up.
  func enviarYEsperar(
    grupos: Int = 1, enTubo: Bool = false, _ enviar: (OpaquePointer) -> Bool
  ) throws(ErrorServidor) -> ([OpaquePointer?], FinDeEspera) {
    let pg = try enlace.abierto()
    // Held before the statement leaves: a Ctrl-C typed as soon as the server has it (waiting
    // for a row, say) is then pending here, never lost to a handler between the two.
    var ctrlC = CtrlCRetenido()
    defer { ctrlC.soltar() }
    guard enviar(pg) else { throw enlace.perdida() }
    guard let aviso else { return esperar(pg, grupos: grupos, enTubo: enTubo, ctrlC: &ctrlC) }
    return aviso.durante { esperar(pg, grupos: grupos, enTubo: enTubo, ctrlC: &ctrlC) }
  }

  /// `enviarYEsperar`'s wait for the answers of what was sent on `pg`.
  private func esperar(
    _ pg: OpaquePointer, grupos: Int, enTubo: Bool, ctrlC: inout CtrlCRetenido
  ) -> ([OpaquePointer?], FinDeEspera) {
    var limite = CtrlCRetenido.ahora() + espera
    var fin = FinDeEspera.respuesta
    var resultados = [OpaquePointer?](repeating: nil, count: grupos)
    var grupo = 0
    var sinRespuesta = false
    recibir: while true {
      while marcador_PQisBusy(pg) == 1 {
        if fin == .respuesta, ctrlC.pulsado() {
          fin = .interrumpida
          _ = marcador_pq_cancelar_aparte(pg)
          limite = min(limite, CtrlCRetenido.ahora() + EsperaDeRespuesta.esperaTrasCancelar)
        }
        let resto = limite - CtrlCRetenido.ahora()
        if resto <= 0 {
          if fin == .respuesta { fin = .agotada }
          sinRespuesta = true
          break recibir
        }
        // Slices of 50 ms while Ctrl-C is looked for; the answer ends a wait at once.
        let tramo = ctrlC.atento ? min(resto, 0.05) : resto
        if Sistema.listo(
          marcador_PQsocket(pg), milisegundos: Int32((tramo * 1000).rounded(.up))),
          marcador_PQconsumeInput(pg) == 0
        {
          break  // the connection dropped: PQgetResult says so
        }
      }
      guard let siguiente = marcador_PQgetResult(pg) else {
        // The end of one statement's results.
        grupo += 1
        if !enTubo || grupo >= grupos || marcador_PQstatus(pg) != CONNECTION_OK { break }
        continue
      }
      if enTubo, marcador_PQresultStatus(siguiente) == PGRES_PIPELINE_SYNC {
        marcador_PQclear(siguiente)
        break
      }
      LecturaDeResultados.guardar(siguiente, en: &resultados[min(grupo, grupos - 1)])
      if marcador_PQstatus(pg) != CONNECTION_OK { break }
    }
    if enTubo, !sinRespuesta, marcador_PQstatus(pg) == CONNECTION_OK {
      // The sync point's result, when the last statement's NULL came first.
      if grupo >= grupos {
        while let resto = marcador_PQgetResult(pg) {
          let sincronia = marcador_PQresultStatus(resto) == PGRES_PIPELINE_SYNC
          marcador_PQclear(resto)
          if sincronia { break }
        }
      }
      _ = marcador_PQexitPipelineMode(pg)
    }
    if sinRespuesta {
      for resultado in resultados { if let resultado { marcador_PQclear(resultado) } }
      if fin == .agotada { _ = marcador_pq_cancelar_aparte(pg) }
      enlace.cerrar()
      return ([nil], fin)
    }
    return (resultados, fin)
  }
}
