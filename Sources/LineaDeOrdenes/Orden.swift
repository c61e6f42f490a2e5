// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Textos

/// A command as the parser made it from a line (`DefinicionDeOrden.construir`): its arguments,
/// and its run on a context. Each is one type in `Ordenes/`.
protocol Orden: Equatable {
  /// Whether the command works on a league (help and version do not; completion answers
  /// nothing for a league it cannot find).
  var usaLaLiga: Bool { get }
  /// The team the command names, which the interactive mode's next form offers.
  var equipoNombrado: String? { get }
  func correr(en contexto: Contexto) -> Resultado
}

extension Orden {
  var usaLaLiga: Bool { true }
  var equipoNombrado: String? { nil }

  /// Whether `otra` is this same command with the same arguments.
  func esIgual(a otra: any Orden) -> Bool { (otra as? Self) == self }
}

/// A command a line names: its declaration, which parsing, help, the manual and completion
/// read.
protocol OrdenDeclarada: Orden {
  static var definicion: DefinicionDeOrden { get }
}

extension DefinicionDeOrden {
  /// Every command a line names, in `NombreDeOrden`'s order (`--help`'s and completion's).
  static var tipos: [any OrdenDeclarada.Type] {
    [
      Iniciar.self, Equipos.self, Plantilla.self, Anadir.self, Editar.self, Quitar.self,
      NuevoEquipo.self, Importar.self, Exportar.self, Deshacer.self, HistorialDeCambios.self,
      Copiar.self, Ayuda.self, Completar.self, RenombrarEquipo.self, QuitarEquipo.self,
      Traspasar.self, Buscar.self, Libres.self, Dorsales.self, NuevaTemporada.self, Rehacer.self,
      Permisos.self,
      Llevar.self, Sincronizar.self,
    ]
  }

  /// Every command's declaration, in `NombreDeOrden`'s order.
  static let todas = tipos.map { $0.definicion }

  /// A command's declaration, by its name: `todas` holds one for each, in the same order (a
  /// test checks it against `NombreDeOrden.allCases`).
  static func de(_ orden: NombreDeOrden) -> DefinicionDeOrden {
    todas[NombreDeOrden.allCases.firstIndex(of: orden) ?? 0]
  }
}
