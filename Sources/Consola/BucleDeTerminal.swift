// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LineaDeEdicion
import LlamadasAlSistema

/// The one loop that owns the terminal while a line is edited: it waits for whatever comes
/// first — keys, what the line follows besides them (`EnVivo`: the league's changes, a check
/// in flight, a pause in typing that ends), Ctrl-C, a resize —, turns it into one `Evento`,
/// hands keys to the line editor (which only edits: `EditorDeLinea.teclear`) and draws.
/// SIGINT is blocked while it draws and decides, and let in only inside its wait
/// (`CtrlCRetenido.esperarLectura`): a Ctrl-C during a redraw is seen by the next wait, never
/// lost before it.
struct BucleDeTerminal {
  let editor: EditorDeLinea
  /// The terminal's descriptor for keys.
  let entrada: Int32

  /// What woke the loop.
  enum Evento {
    /// What the terminal had (a key, a burst of keys, a paste).
    case teclas([UInt8])
    case ctrlC
    /// Another signal (a resize, a return from Ctrl-Z): the line drawn again.
    case senal
    /// A descriptor of `EnVivo` became readable, or its `plazo` passed.
    case enVivo
    /// The terminal gave an end of file or an error: it is gone.
    case finDeEntrada
  }

  /// Edits `linea` until a key, Ctrl-C or the terminal's end ends it; the cursor starts
  /// `cursorAtras` characters before the end of its text.
  func editar(_ linea: Linea, enVivo: (any EnVivo)?, cursorAtras: Int) -> FinDeLinea {
    var linea = linea
    if let enVivo { linea.debajo = { enVivo.estado($0) } }
    editor.empezar(linea, cursorAtras: cursorAtras)
    // Keys typed ahead, which the line before left, first.
    if let fin = editor.teclear() { return fin }
    // The text `enVivo` last saw.
    var visto = linea.textoInicial
    while true {
      if editor.porDibujar {
        let texto = editor.texto
        if texto != visto, let enVivo {
          visto = texto
          enVivo.escrito(texto)
        }
        editor.dibujar()
      }
      var ctrlC = CtrlCRetenido()
      let evento = esperar(ctrlC, enVivo)
      if case .enVivo = evento, let enVivo {
        let cambio = enVivo.atender(editor.texto)
        if let ahora = enVivo.preguntaAhora() {
          linea.etiqueta = ahora.etiqueta
          linea.validar = ahora.validar
          if linea.encima != nil { linea.encima = ahora.encima }
          editor.cambiar(linea)
        }
        if cambio, let nuevo = enVivo.reemplazo(editor.texto) {
          // Not taken for typing: the live form gave it.
          editor.reemplazarLinea(por: nuevo)
          visto = nuevo
        }
        if cambio { editor.dibujar(encimaTambien: true) }
      }
      ctrlC.soltar()
      switch evento {
      case .teclas(let bytes): if let fin = editor.teclear(bytes) { return fin }
      case .ctrlC: return editor.cancelar()
      case .finDeEntrada: return editor.agotar()
      case .senal: editor.dibujar()
      case .enVivo: continue
      }
    }
  }

  /// Waits, SIGINT held back but inside the wait, for the next event.
  private func esperar(_ ctrlC: CtrlCRetenido, _ enVivo: (any EnVivo)?) -> Evento {
    while true {
      if editor.interrumpido { return .ctrlC }
      switch ctrlC.esperarLectura([entrada] + (enVivo?.descriptores ?? []), plazo: enVivo?.plazo) {
      case .senal: if !editor.interrumpido { return .senal }
      case .listos(let listos) where listos.first != true: return .enVivo
      case .listos, .fallo:
        // The read says what is wrong, if anything.
        switch Sistema.leerLoQueHaya(entrada, maximo: 4096) {
        case .datos(let bytes): return .teclas(bytes)
        case .fin, .fallo: return .finDeEntrada
        case .senal: continue
        }
      }
    }
  }
}
