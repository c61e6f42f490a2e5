// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

extension Operacion {
  /// The teams whose rights this change needs (a server's rights per team): `nil` for the
  /// league's teams themselves (made, renamed, removed, a new season), which the federation
  /// changes; none for an undo or a redo, whose change is asked for itself (`Cambio.equipos`).
  public var equipos: [String]? {
    switch self {
    case .anadir(_, let equipo), .importar(_, let equipo), .editar(_, let equipo, _, _),
      .quitar(_, let equipo, _), .reemplazar(_, let equipo):
      [equipo]
    case .traspasar(_, let origen, let destino, _, _): [origen, destino]
    case .importarLiga(let plantillas): plantillas.map(\.equipo)
    case .deshacer, .rehacer: []
    case .nuevoEquipo, .renombrarEquipo, .quitarEquipo, .temporada: nil
    }
  }
}

extension Cambio {
  /// The teams whose rights undoing (or redoing) this change needs, as `Operacion.equipos`
  /// says them: an import that made teams takes them away again, which is the federation's.
  public var equipos: [String]? {
    switch self {
    case .anadido(_, let equipo), .importado(_, let equipo), .editado(_, _, let equipo),
      .quitado(_, let equipo), .reemplazado(_, let equipo, _, _, _, _):
      [equipo]
    case .traspasado(_, _, let origen, let destino): [origen, destino]
    case .ligaImportada(let plantillas, let nuevos): nuevos.isEmpty ? plantillas.map(\.equipo) : nil
    case .deshecho(_, let cambio), .rehecho(_, let cambio): cambio.equipos
    case .equipoCreado, .equipoRenombrado, .equipoQuitado, .temporadaIniciada: nil
    }
  }
}
