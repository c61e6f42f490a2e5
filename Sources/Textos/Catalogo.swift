// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// Where a message is read, which decides how its advice names a command: at the shell
/// (`marcador equipos`, `marcador --help`) or inside the interactive mode, whose commands are
/// the bare words (`equipos`, `ayuda`).
public enum LugarDeLectura: Sendable {
  case shell, interactivo
}

/// Every text a person reads, in one language: what marcador says (`Mensaje`), the words of the
/// commands' documentation, and the answers a yes-or-no question takes. A new language is one
/// more type conforming to this protocol (the compiler lists whatever it still lacks, and each
/// `switch` over `Mensaje` every message it does not say yet) and one more case of `Idioma`.
public protocol Catalogo: Sendable {
  /// Where the messages are read: the shell unless the interactive mode says otherwise.
  var lugar: LugarDeLectura { get set }
  /// A journal's time (UTC, `2026-11-30T07:12:03Z`) as the person's clock reads it, with the
  /// zone's offset (`2026-11-30 08:12:03 +0100`): a system call (`Sistema.horaLocal`), so
  /// whoever makes the catalog sets it; left alone, the UTC text as it is.
  var horaLocal: @Sendable (String) -> String { get set }
  /// How many runs a list of free numbers says before its `…`; `nil` for all of them. Set
  /// only by `texto(_:columnas:sangria:)`, which cuts a line to a terminal's width.
  var tramosDeLibres: Int? { get set }
  /// A message in this language's words: one exhaustive function per language.
  func texto(_ mensaje: Mensaje) -> String
  /// «s», «sí»: what a yes-or-no question takes for yes.
  func esAfirmativa(_ respuesta: String) -> Bool
  /// «n», «no»: what a yes-or-no question takes for no (anything else is asked again).
  func esNegativa(_ respuesta: String) -> Bool

  // The words the shapes every message shares take in this language (`Catalogo+Formas`).
  /// The marks around a name or a value quoted in a sentence: `«` `»`, `“` `”`.
  var comillas: (abre: String, cierra: String) { get }
  /// The letters a yes-or-no question offers, yes first: `s`, `n`.
  var letrasSiNo: (si: String, no: String) { get }
  /// What groups a count's thousands: `.` in `5.000`, `,` in `5,000`.
  var separadorDeMiles: String { get }
  /// What parts a number's tenths: `,` in `0,5`, `.` in `0.5`.
  var separadorDecimal: String { get }
  /// Whether a list of three or more puts a comma before its last word (`a, b, and c`).
  var comaAntesDeLaUltima: Bool { get }

  /// A command's documentation in this language (`--help`, completion, the manual, README).
  func documentacion(de orden: NombreDeOrden) -> DocumentacionDeOrden
  /// The word before a command's usage lines: `Uso:`.
  var tituloDeUso: String { get }
  /// What an option does in a command (`nil`: the general help), one line: the row of that
  /// command's `--help` table (`tablaDeOpciones`) and its shell completion menu's line.
  func descripcion(deOpcion opcion: NombreDeOpcion, en orden: NombreDeOrden?) -> String
  /// The name of an option's value in the help (`RUTA`), `nil` for a flag.
  func valor(deOpcion opcion: NombreDeOpcion) -> String?
}

/// How many invalid rows of an import are listed; past them, one line says how many more, as a
/// compiler stops at its first errors (clang's `-ferror-limit` is 20 too).
public let fallosListados = 20

/// How many of its first rows `importar --comprobar` shows as they would be saved.
public let filasMostradas = 5

/// The range of `Reglas.dorsales`, as every message and help that names it writes it.
let dorsalMinimo = Reglas.dorsales.lowerBound
let dorsalMaximo = Reglas.dorsales.upperBound
