// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// Shell words: the one place a text is quoted for a shell, for a line to paste (`palabra`)
/// and for what bash's completion inserts (`palabraDeBash`). zsh and fish quote completions
/// themselves (`compadd`, `complete -a`): their scripts get the plain names.
public enum Shell {
  /// A word for a shell: bare when it holds only safe characters; else in single quotes (a
  /// quote inside becomes `'\''`); and when it holds a character a name may not
  /// (`NombreDeJugador.esNoValido`: a control, bidi or invisible character, from a file), in
  /// ANSI-C quotes with that character's UTF-8 bytes as `\xHH` (`$'A\xE2\x81\xA6b'`: bash, zsh,
  /// ksh, in any locale), so that the line is plain text to look at and still gives the same
  /// name back. Replay lines (`Cambio.orden`) and messages that show a command use it.
  public static func palabra(_ palabra: String) -> String {
    if !palabra.isEmpty, palabra.utf8.allSatisfy({ palabraSegura[Int($0)] }) {
      return palabra
    }
    guard palabra.unicodeScalars.contains(where: NombreDeJugador.esNoValido) else {
      return "'" + palabra.replacing("'", with: "'\\''") + "'"
    }
    var resultado = "$'"
    for escalar in palabra.unicodeScalars {
      switch escalar {
      case "\\", "'": resultado += "\\" + String(escalar)
      case _ where NombreDeJugador.esNoValido(escalar):
        for byte in String(escalar).utf8 {
          resultado += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
      default: resultado.unicodeScalars.append(escalar)
      }
    }
    return resultado + "'"
  }

  /// Where the word bash is completing stands: bare, or after an opening `'` or `"`.
  public enum Comilla: Sendable, Equatable {
    case ninguna, simple, doble
  }

  /// A name as bash's readline inserts it into the word being completed, so bash reads the
  /// name back. Bare: a backslash before each character bash would split at (readline's word
  /// breaks `=`, `:` and `,` too), expand or treat specially (`Rayo\ FC`). After `"`: a
  /// backslash before `"`, `$`, `` ` `` and `\`, the characters special there, and `!`
  /// outside the quotes (`"\!"`: a backslash inside them stays before the `!`, and the `!`
  /// alone would expand the history). After `'`: a quote inside as `'\''` (readline closes
  /// the quote after the name).
  public static func palabraDeBash(_ nombre: String, tras comilla: Comilla) -> String {
    let especiales: String =
      switch comilla {
      case .ninguna: "'\"\\$`&|;<>()[]*?!#~{}=:,"
      case .doble: "\"\\$`"
      case .simple: "'"
      }
    var resultado = ""
    for c in nombre {
      if comilla == .doble && c == "!" {
        resultado += "\"\\!\""
        continue
      }
      if comilla == .ninguna && c.isWhitespace || especiales.contains(c) {
        resultado += comilla == .simple ? "'\\'" : "\\"
      }
      resultado.append(c)
    }
    return resultado
  }
}

/// The bytes a shell word may hold unquoted, by value (a table, not a set built per call: an
/// import's replay line quotes a thousand rows).
private let palabraSegura: [Bool] = {
  var tabla = [Bool](repeating: false, count: 256)
  for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=+@%".utf8 {
    tabla[Int(c)] = true
  }
  return tabla
}()
