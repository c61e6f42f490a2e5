// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import CEditLine

/// The editor's key map: its functions added to libedit (`marcador-` and the name, with the
/// help the caller gives in its language) and the keys bound to them, after ~/.editrc.
enum MapaDeTeclas {
  /// A key sequence no terminal sends; pushed when a line starts, it runs the pre-fill
  /// function.
  static let secuenciaDePrellenado = "\u{1B}[4242~"

  /// The functions added and the keys bound in libedit's `editor`.
  static func instalar(en editor: OpaquePointer, ayuda: (FuncionDelEditor) -> String) {
    // ~/.editrc may rebind keys: read it first, then bind what marcador relies on.
    el_source(editor, nil)
    for (nombre, funcion) in funciones {
      marcador_el_addfn(editor, "marcador-" + nombre.rawValue, ayuda(nombre), funcion)
    }
    let esc = "\u{1B}"
    let teclas: [(String, String)] = [
      ("^M", "marcador-aceptar"), ("^J", "marcador-aceptar"), ("^I", "marcador-completar"),
      ("^D", "marcador-fin"),
      (secuenciaDePrellenado, "marcador-prellenar"),
      (esc + "[Z", "marcador-anterior"), (esc + "[200~", "marcador-pegar"),
      ("^?", "marcador-borrar-atras"), ("^H", "marcador-borrar-atras"),
      (esc + "[3~", "marcador-borrar"), ("^B", "marcador-atras"), (esc + "[D", "marcador-atras"),
      (esc + "OD", "marcador-atras"), ("^F", "marcador-adelante"),
      (esc + "[C", "marcador-adelante"), (esc + "OC", "marcador-adelante"),
      ("^W", "marcador-borrar-palabra"), ("^L", "marcador-limpiar"),
    ]
    for (tecla, funcion) in teclas { marcador_el_bind(editor, tecla, funcion) }
  }

  /// The editor functions the keys are bound to, each named `marcador-` and its name. libedit
  /// calls C functions, which capture nothing: each finds its editor (`en`).
  private static let funciones: [(FuncionDelEditor, marcador_funcion_t)] = [
    (.completar, { e, _ in en(e) { $0.completar() } }),
    (.prellenar, { e, _ in en(e) { $0.prellenar() } }),
    (.fin, { e, _ in en(e, si: CC_EOF) { $0.finPedido() } }),
    (.aceptar, { e, _ in en(e) { $0.aceptar() } }),
    (.anterior, { e, _ in en(e) { $0.volver() } }),
    (.pegar, { e, _ in en(e) { $0.pegar() } }),
    (.borrarAtras, { e, _ in en(e) { $0.borrarAtras() } }),
    (.borrar, { e, _ in en(e) { $0.borrarAdelante() } }),
    (.atras, { e, _ in en(e) { $0.mover(adelante: false) } }),
    (.adelante, { e, _ in en(e) { $0.mover(adelante: true) } }),
    (.borrarPalabra, { e, _ in en(e) { $0.borrarPalabra() } }),
    (.limpiar, { e, _ in en(e) { $0.limpiarPantalla() } }),
  ]

  /// What the editor of libedit's `e` answers to `accion`, or `sinEditor` when `e` has none.
  private static func en(
    _ e: OpaquePointer?, si sinEditor: Int32 = CC_ERROR, _ accion: (EditorDeLinea) -> UInt8
  ) -> UInt8 {
    EditorDeLinea.de(e).map(accion) ?? UInt8(sinEditor)
  }
}
