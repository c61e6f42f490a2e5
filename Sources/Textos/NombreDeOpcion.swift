/// The options of the command line, one case each, as typed. The declaration
/// (`DefinicionDeOrden`) says which command takes which, and the completion menus' line
/// (`Catalogo.descripcion(deOpcion:)`) switches over every case: an option added here without
/// its description does not compile.
public enum NombreDeOpcion: String, CaseIterable, Sendable {
  case torneo = "--torneo"
  case help = "--help"
  case h = "-h"
  case version = "--version"
  case accesible = "--accesible"
  case ejemplo = "--ejemplo"
  case json = "--json"
  case nombre = "--nombre"
  case dorsal = "--dorsal"
  case comprobar = "--comprobar"
  case sinDorsal = "--sin-dorsal"
  case si = "--si"
  case escapar = "--escapar"
}
