// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

/// A check answered as it is made (a file's: read at once): its descriptor is readable from
/// the start, and `respuesta` gives what the read gave, the team or the error.
public final class ConsultaInmediata: Consulta {
  public let descriptor: Int32
  private var resultado: Result<Equipo, ErrorDeLiga>?

  /// A check whose answer is `resultado`; `ruta` names the league if the descriptor cannot
  /// be made (no descriptors left).
  public init(_ resultado: Result<Equipo, ErrorDeLiga>, ruta: String) throws(ErrorDeLiga) {
    do {
      descriptor = try Sistema.descriptorListo()
    } catch {
      throw .archivo(.noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno))
    }
    self.resultado = resultado
  }

  deinit { Sistema.soltar(descriptor) }

  public func respuesta() throws(ErrorDeLiga) -> Equipo? { try resultado?.get() }

  public func cancelar() { resultado = nil }
}
