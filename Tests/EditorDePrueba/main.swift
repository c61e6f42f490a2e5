// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import Formulario
import Glibc
import Textos

// A two-question form over the line editor alone, for the pty tests of LineaDeEdicion: the
// wizard's rules and texts stay out, so each test sees only what the reader draws.
//
//   editor-de-prueba [--llano] [--error-visible]
//
// Nombre (live counter, 1 to 25 characters) then Dorsal (1 to 99, Shift-Tab goes back to
// Nombre). Each answer is printed as `→ <case>: <text>` on standard output; accepted ones go
// to the history (in $XDG_STATE_HOME/marcador). `--llano` uses plain prompts;
// `--error-visible` starts Dorsal from `100` with its error shown.

let argumentos = Set(CommandLine.arguments.dropFirst())
let salida = SalidaDescriptor(fd: 1)
let carpeta = (getenv("XDG_STATE_HOME").map { String(cString: $0) } ?? "/tmp") + "/marcador"
let lector: any Lector =
  if argumentos.contains("--llano") {
    LectorDeLineas(fd: 0, eco: salida)
  } else if let editor = LectorDeTerminal(
    carpetaDeHistorial: carpeta, color: true, catalogo: CatalogoEspanol(),
    antesDeLeer: { salida.vaciar() })
  {
    editor
  } else {
    LectorDeLineas(fd: 0, eco: salida)
  }

func nombre(_ inicial: String) -> Pregunta {
  Pregunta(
    etiqueta: { "Nombre [\($0.count)/25]: " }, textoInicial: inicial,
    historial: Historial(.nombres),
    validar: { texto in
      let limpio = texto.trimmingCharacters()
      if limpio.isEmpty { return "Nombre: Escribe un nombre" }
      return limpio.count > 25 ? "Nombre: Como mucho 25 letras" : nil
    })
}

func dorsal(_ inicial: String, errorVisible: Bool) -> Pregunta {
  Pregunta(
    etiqueta: { _ in "Dorsal (opcional): " }, textoInicial: inicial,
    historial: Historial(.dorsales),
    anterior: true,
    validar: { texto in
      if texto.isEmpty { return nil }
      guard texto.allSatisfy(\.isASCII), texto.allSatisfy(\.isNumber), let n = Int(texto) else {
        return "Dorsal: Escribe solo números"
      }
      return (1...99).contains(n) ? nil : "Dorsal: Del 1 al 99"
    }, errorVisible: errorVisible)
}

extension String {
  func trimmingCharacters() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

@MainActor func mostrar(_ respuesta: Respuesta) {
  salida.escribir("→ \(respuesta)\n")
  salida.vaciar()
}

var textoNombre = ""
var textoDorsal = argumentos.contains("--error-visible") ? "100" : ""
var campo = argumentos.contains("--error-visible") ? 1 : 0
while true {
  let respuesta =
    campo == 0
    ? lector.leer(nombre(textoNombre))
    : lector.leer(dorsal(textoDorsal, errorVisible: argumentos.contains("--error-visible")))
  mostrar(respuesta)
  switch respuesta {
  case .texto(let texto):
    lector.recordar(texto, en: Historial(campo == 0 ? .nombres : .dorsales))
    if campo == 0 {
      textoNombre = texto
      campo = 1
    } else {
      exit(0)
    }
  case .anterior(let texto):
    textoDorsal = texto
    campo = 0
  case .fin, .cancelado, .noValida, .demasiadoLarga:
    exit(1)
  }
}
