// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import Formulario

/// Answers from a list; `esInteractivo` chooses how the wizard treats them.
public final class LectorGuionizado: Lector {
  public let esInteractivo: Bool
  public private(set) var lineasLeidas = 0
  /// The prompts asked, as shown with the text they started from.
  public private(set) var preguntas: [String] = []
  /// The texts the questions started from.
  public private(set) var textosIniciales: [String] = []
  private var respuestas: [Respuesta]
  /// Out of answers: every question now reads the end of input.
  public var entradaAgotada: Bool { respuestas.isEmpty }

  /// Whether it stands for the line editor (lines start from `textoInicial`); by default,
  /// when interactive.
  public let editaLineas: Bool

  public init(_ respuestas: [Respuesta], interactivo: Bool, editaLineas: Bool? = nil) {
    self.respuestas = respuestas
    self.esInteractivo = interactivo
    self.editaLineas = editaLineas ?? interactivo
  }

  /// The errors the questions were asked to show from the start (a field sent back).
  public private(set) var errores: [String] = []
  /// The answers remembered, with their history.
  public private(set) var recordados: [(String, Historial)] = []

  public func recordar(_ texto: String, en historial: Historial) {
    recordados.append((texto, historial))
  }

  public func empezar(_ pregunta: Pregunta) {
    if pregunta.errorVisible, let error = pregunta.validar?(pregunta.textoInicial) {
      errores.append(error)
    }
    preguntas.append(pregunta.etiqueta(pregunta.textoInicial))
    textosIniciales.append(pregunta.textoInicial)
  }

  /// The next answer at once: a script waits for nothing.
  public func esperar(_ descriptores: [Int32], plazo: Int32?) -> Suceso {
    guard !respuestas.isEmpty else { return .respuesta(.fin) }
    lineasLeidas += 1
    return .respuesta(respuestas.removeFirst())
  }
}
