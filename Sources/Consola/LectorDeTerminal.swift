// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario
import LineaDeEdicion
import LlamadasAlSistema
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
  /// The terminal's descriptor for keys.
  private let entrada: Int32
  /// The line being edited, as its question and its caller last gave it.
  private var linea = Linea(etiqueta: { _ in "" })
  /// How the line ended, not yet answered.
  private var fin: FinDeLinea?
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
    self.entrada = entrada
    self.catalogo = catalogo
    self.antesDeLeer = antesDeLeer
  }

  public func empezar(_ pregunta: Pregunta) {
    antesDeLeer()
    linea = pregunta.linea
    linea.historial = pregunta.historial?.archivo
    editar(cursorAtras: 0)
  }

  /// Waits for whatever comes first — keys, one of `descriptores` (what the caller follows
  /// besides them), `plazo`, Ctrl-C, a resize — and hands keys to the line editor (which only
  /// edits: `EditorDeLinea.teclear`). SIGINT is blocked while the caller draws and decides, and
  /// let in only inside the wait (`CtrlCRetenido.esperarLectura`): a Ctrl-C during a redraw is
  /// seen by the next wait, never lost before it.
  public func esperar(_ descriptores: [Int32], plazo: Int32?) -> Suceso {
    while true {
      if let fin {
        self.fin = nil
        if let respuesta = responder(fin) { return .respuesta(respuesta) }
        continue
      }
      if editor.porDibujar { return .escrito(editor.texto) }
      var ctrlC = CtrlCRetenido()
      // A Ctrl-C that came while the caller drew is not waited past.
      let llegado =
        editor.interrumpido ? nil : ctrlC.esperarLectura([entrada] + descriptores, plazo: plazo)
      ctrlC.soltar()
      switch llegado {
      case _ where editor.interrumpido: fin = editor.cancelar()
      case .senal?: editor.dibujar()
      case .listos(let listos)? where listos.first != true: return .despierto(editor.texto)
      default:
        // The read says what is wrong, if anything.
        switch Sistema.leerLoQueHaya(entrada, maximo: 4096) {
        case .datos(let bytes): fin = editor.teclear(bytes)
        case .fin, .fallo: fin = editor.agotar()
        case .senal: continue
        }
      }
    }
  }

  public func mostrar(_ muestra: Muestra) {
    if let ahora = muestra.pregunta {
      linea.etiqueta = ahora.etiqueta
      linea.validar = ahora.validar
      if linea.encima != nil { linea.encima = ahora.encima }
    }
    linea.debajo = muestra.debajo
    editor.cambiar(linea)
    // Not taken for typing: the caller gave it.
    if let nuevo = muestra.reemplazo { editor.reemplazarLinea(por: nuevo) }
    if muestra.redibujar {
      editor.dibujar(encimaTambien: true)
    } else if editor.porDibujar {
      editor.dibujar()
    }
  }

  /// The line started in the editor, the cursor `cursorAtras` characters before the end of
  /// its text; keys typed ahead, which the line before left, run first.
  private func editar(cursorAtras: Int) {
    editor.empezar(linea, cursorAtras: cursorAtras)
    fin = editor.teclear()
  }

  /// The answer a line's end gives; `nil` when the line is edited again: TAB's long list,
  /// asked as every yes-or-no question is (a line), then what was typed comes back under the
  /// list, the cursor where it was, as readline does.
  private func responder(_ fin: FinDeLinea) -> Respuesta? {
    switch fin {
    case .texto(let texto):
      lineasLeidas += 1
      return .texto(texto)
    case .fin: return .fin
    case .cancelado(let escrito): return .cancelado(escrito)
    case .anterior(let escrito): return .anterior(escrito)
    case .listaLarga(let nombres, let antes, let todo):
      let enCurso = linea
      if siNo(catalogo.texto(.preguntaListar(nombres.count)), en: catalogo) == true {
        editor.pantalla.listar(nombres)
      }
      linea = enCurso
      linea.textoInicial = todo
      linea.errorVisible = false
      linea.encima = nil  // the list is between
      linea.sobreLaAnterior = false
      editar(cursorAtras: todo.unicodeScalars.count - antes.unicodeScalars.count)
      return nil
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
