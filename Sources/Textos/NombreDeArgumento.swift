// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

/// The positional arguments of the command line, one case each. The declaration
/// (`DefinicionDeOrden`) says which command takes which, and a message that names one
/// (`Mensaje.argumento`, worded by `NombreDeArgumento.palabra` in Spanish and by
/// `CatalogoIngles`) switches over every case: an argument added here without
/// its name in each language does not compile.
public enum NombreDeArgumento: CaseIterable, Sendable {
  case equipo, jugador, nombre, nuevo, archivo, origen, texto, orden, que, prefijo, mas
  /// `deshacer`'s change, numbered as `historial` numbers them.
  case entrada
  /// `traspasar`'s team the player goes to.
  case equipoDestino
  /// Where `copiar` and `temporada` write a league (a path or a server URL).
  case destino
  /// A role of the server (`permisos`).
  case rol

  /// The word in the declaration, Spanish as the help shows it (`marcador completar
  /// argumentos ORDEN` prints it for the completion scripts' tests).
  public var palabra: String {
    switch self {
    case .equipo: "EQUIPO"
    case .jugador: "JUGADOR"
    case .nombre: "NOMBRE"
    case .nuevo: "NUEVO"
    case .archivo: "ARCHIVO"
    case .origen: "ORIGEN"
    case .texto: "TEXTO"
    case .orden: "ORDEN"
    case .que: "QUE"
    case .prefijo: "PREFIJO"
    case .mas: "MAS"
    case .entrada: "ENTRADA"
    case .equipoDestino, .destino: "DESTINO"
    case .rol: "ROL"
    }
  }

  /// Whether it names a league or a file: empty, it is a script's unset variable, refused as
  /// `--torneo ""` is, never a path the system is asked about.
  public var esRuta: Bool {
    switch self {
    case .archivo, .origen, .destino: true
    default: false
    }
  }
}
