// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// The options of the command line, one case each, as typed. The declaration
/// (`DefinicionDeOrden`) says which command takes which, and what each does in a command
/// (`Catalogo.descripcion(deOpcion:en:)`: the help tables' rows and the completion menus' line)
/// switches over every case: an option added here without its description does not compile.
public enum NombreDeOpcion: String, CaseIterable, Sendable {
  case torneo = "--torneo", help = "--help", h = "-h", version = "--version"
  case accesible = "--accesible", ejemplo = "--ejemplo", json = "--json", nombre = "--nombre"
  case dorsal = "--dorsal", comprobar = "--comprobar", sinDorsal = "--sin-dorsal", si = "--si"
  case escapar = "--escapar", comilla = "--comilla", corte = "--corte"
  case reemplazar = "--reemplazar", excel = "--excel", sinDorsales = "--sin-dorsales"
  case temporada = "--temporada"
  case separador = "--separador"
}
