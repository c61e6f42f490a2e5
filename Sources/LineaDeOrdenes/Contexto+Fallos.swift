// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import LlamadasAlSistema
import Textos
import Torneo

/// Saying an error, or a line for the person at the terminal, on standard error.
extension Contexto {
  /// A message as GNU tools write it after the program's name: its first word in lower case
  /// (`marcador: no hay…`), unless it is an acronym (`URL`) or no plain word: a place or a
  /// file (`Liga.json: …`).
  static func enMinuscula(_ mensaje: String) -> String {
    let letras = Array(mensaje.prefix(2))
    let trasLasLetras = mensaje.prefix(while: { $0 != " " }).drop(while: \.isLetter)
    guard letras.count == 2, letras[0].isUppercase, letras[1].isLowercase,
      trasLasLetras.allSatisfy({ ",.:;".contains($0) })
    else { return mensaje }
    return letras[0].lowercased() + mensaje.dropFirst()
  }

  /// Writes an error line, `marcador: …`, to standard error.
  /// While a command read from a pipe runs, every error it says goes after that command's line
  /// (`línea 3: `, `linea`), whichever path says it.
  func fallar(_ mensaje: String) {
    salida.vaciar()
    let linea = "marcador: " + self.linea + Contexto.enMinuscula(mensaje)
    // In the interactive mode, at the terminal, a long message breaks between words.
    let texto = interactivo && Sistema.esTerminal(2) ? lector().ajustar(linea) : linea
    errores.escribir(texto + "\n")
    errores.vaciar()
  }

  /// Writes a message as an error line, in the reader's language, a list of free numbers cut
  /// to the terminal's width.
  func fallar(_ mensaje: Mensaje) {
    let prefijo = "marcador: " + linea
    fallar(catalogo.texto(mensaje, columnas: columnasDeErrores, sangria: prefijo.count))
  }

  /// The width of standard error when a person reads it there (a terminal, not the accessible
  /// mode, whose lines stay whole); `nil` otherwise.
  var columnasDeErrores: Int? {
    guard entorno.terminal(2), !accesible, !entorno.accesible else { return nil }
    return Sistema.tamano(de: 2)?.columnas
  }

  func fallar(_ error: ErrorArchivo) -> CodigoDeSalida { fallar(ErrorDeLiga.archivo(error)) }

  func fallar(_ error: ErrorDeLiga) -> CodigoDeSalida {
    fallar(.de(error))
    return CodigoDeSalida(error)
  }

  func fallar(_ error: ErrorDeUso, contexto: String = "") -> CodigoDeSalida {
    let mensaje: Mensaje =
      switch error {
      case .ordenDesconocida(let orden): .ordenDesconocida(visible(orden))
      case .opcionDesconocida(let opcion): .opcionDesconocida(visible(opcion))
      case .faltaValor(let opcion): .faltaValor(opcion)
      case .valorVacio(let opcion): .valorVacio(opcion)
      case .rutaVacia(let argumento): .argumentoVacio(argumento)
      case .sobraArgumento(let argumento): .sobraArgumento(visible(argumento))
      case .faltaArgumento(let nombre): .faltaArgumento(nombre)
      case .incompatibles(let una, let otra): .incompatibles(una, otra)
      case .entradaNoValida(let texto): .entradaNoValida(visible(texto))
      case .lecturas(let lineas): .lecturas(lineas)
      case .separadorNoValido(let texto): .separadorNoValido(visible(texto))
      }
    // The readings end the message: each is what to type.
    let ayuda: [Mensaje] = if case .lecturas = error { [] } else { [.pruebaAyuda] }
    fallar(contexto + catalogo.texto(.frases([mensaje] + ayuda)))
    return .uso
  }

  /// A line for the person at the terminal (never part of a command's output).
  func avisar(_ texto: String) {
    salida.vaciar()
    errores.escribir(texto + "\n")
    errores.vaciar()
  }

  /// A message for the person at the terminal, in the reader's language.
  func avisar(_ mensaje: Mensaje) { avisar(catalogo.texto(mensaje)) }

  /// Input left after a one-shot command's answers: `línea 3: esta línea sobra…`, 65.
  func fallarPorLineaSobrante(_ linea: Int) -> CodigoDeSalida {
    salida.vaciar()
    errores.escribir(catalogo.texto(.lineaDeOrdenes(linea)) + catalogo.texto(.lineaSobrante) + "\n")
    errores.vaciar()
    return .datos
  }
}
