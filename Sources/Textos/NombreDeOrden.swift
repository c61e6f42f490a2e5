// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// The commands of the command line, one case each, in the order `--help` and completion list
/// them. The declaration (`DefinicionDeOrden.de`) and each language's documentation
/// (`Catalogo.documentacion(de:)`: help, completion line, manual entry) each switch over every case: a
/// command added here without its declaration, its help or its description does not compile.
public enum NombreDeOrden: String, CaseIterable, Sendable {
  case iniciar, equipos, plantilla, anadir, editar, quitar
  case nuevoEquipo = "nuevo-equipo"
  case importar, exportar, deshacer, historial, copiar, ayuda, completar
  case renombrarEquipo = "renombrar-equipo"
  case quitarEquipo = "quitar-equipo"
  case traspasar
  case buscar, libres, dorsales, temporada, rehacer, permisos, llevar, sincronizar
}
