// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario
import LineaDeEdicion
import Textos

/// The line editor (`EditorDeLinea`) as a `Lector`: a question becomes a line to edit, its
/// history a file of the state folder (`Historial.archivo`), and what the editor leaves to
/// its caller is asked here with the catalog's words (whether to list TAB's long list). The
/// editor's own words (the help of its functions) come from the catalog too.
///
/// Use one for the whole run: the editor's libedit would throw away typed-ahead input.
public final class LectorDeTerminal: Lector {
  public let esInteractivo = true
  public let editaLineas = true
  public private(set) var lineasLeidas = 0
  /// The terminal gave an end of file or an error (it is gone), not a Ctrl-D.
  public var entradaAgotada: Bool { editor.entradaAgotada }

  private let editor: EditorDeLinea
  private let bucle: BucleDeTerminal
  private let catalogo: any Catalogo
  private let antesDeLeer: () -> Void

  /// A line editor on a terminal, or `nil` if libedit cannot start.
  /// - Parameters:
  ///   - carpetaDeHistorial: where histories are loaded from and saved (mode 0600);
  ///     `nil` keeps them in memory only.
  ///   - entrada: the terminal's descriptor for keys (standard input).
  ///   - salida: the terminal's descriptor for prompts and editing: standard output, or the
  ///     terminal itself when standard output is a pipe (`marcador anadir | tee log`).
  ///   - color: whether error lines are red (they always carry `✗` too).
  ///   - catalogo: the words the editor says (`¿Ver las 10.000 posibilidades? [s/N] `, the
  ///     help of its functions).
  ///   - antesDeLeer: called before each question (to flush pending output).
  public init?(
    carpetaDeHistorial: String?, entrada: Int32 = 0, salida: Int32 = 1, color: Bool = false,
    catalogo: any Catalogo, antesDeLeer: @escaping () -> Void = {}
  ) {
    guard
      let editor = EditorDeLinea(
        carpetaDeHistorial: carpetaDeHistorial, entrada: entrada, salida: salida, color: color,
        ayuda: { catalogo.texto(LectorDeTerminal.ayuda($0)) }, visible: { visible($0) })
    else { return nil }
    self.editor = editor
    bucle = BucleDeTerminal(editor: editor, entrada: entrada)
    self.catalogo = catalogo
    self.antesDeLeer = antesDeLeer
  }

  public func leer(_ pregunta: Pregunta) -> Respuesta {
    antesDeLeer()
    var linea = pregunta.linea
    linea.historial = pregunta.historial?.archivo
    var cursorAtras = 0
    while true {
      switch bucle.editar(linea, enVivo: pregunta.enVivo, cursorAtras: cursorAtras) {
      case .texto(let texto):
        lineasLeidas += 1
        return .texto(texto)
      case .fin: return .fin
      case .cancelado(let escrito): return .cancelado(escrito)
      case .anterior(let escrito): return .anterior(escrito)
      case .listaLarga(let nombres, let antes, let todo):
        // TAB's long list: asked as every yes-or-no question is (a line), then what was typed
        // comes back under the list, the cursor where it was, as readline does.
        if siNo(catalogo.texto(.preguntaListar(nombres.count)), en: catalogo) == true {
          editor.pantalla.listar(nombres)
        }
        linea.textoInicial = todo
        linea.errorVisible = false
        linea.encima = nil  // the list is between
        linea.sobreLaAnterior = false
        cursorAtras = todo.unicodeScalars.count - antes.unicodeScalars.count
      }
    }
  }

  public func recordar(_ texto: String, en historial: Historial) {
    editor.recordar(texto, en: historial.archivo)
  }

  public func disponer(_ piezas: [String]) -> String { editor.pantalla.disponer(piezas) }

  public func ajustar(_ texto: String) -> String { editor.pantalla.ajustar(texto) }

  public var ancho: Int? { editor.pantalla.ancho }

  /// The help libedit lists for one of the editor's functions.
  private static func ayuda(_ funcion: FuncionDelEditor) -> Mensaje {
    switch funcion {
    case .completar: .ayudaCompletar
    case .prellenar: .ayudaPrellenar
    case .fin: .ayudaFin
    case .aceptar: .ayudaAceptar
    case .anterior: .ayudaAnterior
    case .pegar: .ayudaPegar
    case .borrarAtras: .ayudaBorrarAtras
    case .borrar: .ayudaBorrar
    case .atras: .ayudaAtras
    case .adelante: .ayudaAdelante
    case .borrarPalabra: .ayudaBorrarPalabra
    case .limpiar: .ayudaLimpiar
    }
  }
}
