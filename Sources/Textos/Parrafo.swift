// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// Text laid out in columns for a terminal of fixed width (`--help`, its tables): the one
/// word wrap of every help.
public enum Parrafo {
  /// `texto`'s words in lines of at most `ancho` characters (a longer word stands alone):
  /// the first line starts after `primera` characters, the others after `sangria` spaces.
  /// Lines carry their indentation (the first, `primera` spaces).
  public static func partir(
    _ texto: String, ancho: Int, primera: Int = 0, sangria: Int = 0
  ) -> [String] {
    partir(
      texto.split(separator: " ").map(String.init), ancho: ancho, primera: primera,
      sangria: sangria)
  }

  /// The same with the words given (a word may hold spaces: `[--dorsal DORSAL]`).
  public static func partir(
    _ palabras: [String], ancho: Int, primera: Int = 0, sangria: Int = 0
  ) -> [String] {
    var lineas: [String] = []
    var linea = String(repeating: " ", count: primera)
    var vacia = true
    for palabra in palabras {
      if !vacia, linea.count + 1 + palabra.count > ancho {
        lineas.append(linea)
        linea = String(repeating: " ", count: sangria)
        vacia = true
      }
      linea += (vacia ? "" : " ") + palabra
      vacia = false
    }
    lineas.append(linea)
    return lineas
  }

  /// Two columns: `izquierda` indented two spaces, `derecha` from `columna` on (on the next
  /// line when `izquierda` reaches it), wrapped at 80.
  public static func columnas(_ izquierda: String, _ derecha: String, columna: Int) -> String {
    var lineas = partir(izquierda, ancho: 80, primera: 2, sangria: 4)
    let ultima = lineas[lineas.count - 1]
    let derechas = partir(derecha, ancho: 80, primera: columna, sangria: columna)
    if ultima.count + 2 <= columna {
      lineas[lineas.count - 1] = ultima + derechas[0].dropFirst(ultima.count)
      lineas += derechas.dropFirst()
    } else {
      lineas += derechas
    }
    return lineas.joined(separator: "\n")
  }
}
