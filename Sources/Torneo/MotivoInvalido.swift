// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos

/// Why the tournament file is not valid, at a given line and column.
public enum MotivoInvalido: Equatable, Sendable {
  /// The file ends in the middle of a value.
  case finInesperado
  /// The file holds nothing but white space.
  case vacio
  /// The file starts with a character no JSON value starts with (`empieza`): it is no JSON.
  case noEsJSON(empieza: String)
  /// A character that cannot stand there; `esperado` says what could.
  case inesperado(encontrado: String, esperado: Esperado)
  /// Bytes that are not UTF-8.
  case utf8NoValido
  /// A raw control character inside a string (JSON requires it escaped).
  case caracterDeControl
  /// A backslash escape JSON does not have, or a malformed `\u` escape.
  case escapeNoValido
  /// A `\u` escape of half a surrogate pair.
  case sustitutoSolitario
  /// A number that does not follow JSON's grammar.
  case numeroNoValido
  /// Arrays and objects nested deeper than the reader allows.
  case demasiadoAnidado(limite: Int)
  /// The same key twice in one object.
  case claveRepetida(String)
  /// Something after the end of the top-level value.
  case sobraContenido
  /// A key of the tournament schema whose value has the wrong type.
  case tipoIncorrecto(clave: String, esperado: TipoEsperado)
  /// A key the schema requires is missing.
  case falta(clave: String)
  /// A `dorsal` that is not a whole number in `Reglas.dorsales`.
  case dorsalNoValido
  /// Two teams with the same name.
  case equipoRepetido(String)
  /// A file of more than `limite` bytes (`Reglas.tamanoMaximo`), read no further.
  case demasiadoGrande(limite: Int)
  /// A roster that repeats a name or a number.
  case plantillaNoValida(ErrorEquipo)
}

/// The JSON type a key of the tournament schema must have.
public enum TipoEsperado: Equatable, Sendable {
  case objeto, lista, texto, numero
}

/// What the reader expected where it found something else.
public enum Esperado: Equatable, Sendable {
  case valor, clave, comillas, dosPuntos, comaOFinDeObjeto, comaOFinDeLista
  case inicioDeObjeto, inicioDeLista
}
