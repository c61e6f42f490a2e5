// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing
import Torneo

@testable import Formatos

/// The one-per-concern utilities every reader and writer shares.
struct UtilidadesTests {
  /// One JSON string rule for the file, the journal, `--json` and the server: a bidi control
  /// is written `\u202e` everywhere (the file store used to write it raw).
  @Test func unaCadenaJSONParaTodos() {
    #expect(TextoJSON.cadena("Peña \"L\"\\\n\t") == #""Peña \"L\"\\\n\t""#)
    #expect(TextoJSON.cadena("a\u{7}\u{7F}b") == #""a\u0007\u007fb""#)
    #expect(TextoJSON.cadena("a\u{202E}b\u{200D}c") == "\"a\\u202eb\u{200D}c\"")
    #expect(TextoJSON.cadena("\u{E0041}") == #""\udb40\udc41""#)
    #expect(TextoJSON.bytes("Ñ") == [0x22, 0xC3, 0x91, 0x22])
  }

  /// One UTF-8 rule: overlong forms, surrogates, values over U+10FFFF and cut sequences are
  /// not text, wherever the bytes come from.
  @Test func unaValidacionUTF8() {
    #expect(TextoUTF8.texto([0x41, 0xC3, 0xB1]) == "Añ")
    for malo: [UInt8] in [
      [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xE2, 0x28, 0xA1],
    ] {
      #expect(TextoUTF8.texto(malo) == nil, "\(malo)")
      #expect(TextoUTF8.primerNoValido([0x41] + malo, desde: 0) == 1, "\(malo)")
    }
    #expect(TextoUTF8.largo(de: [0xF0, 0x9F, 0x98, 0x80], en: 0) == 4)
    #expect(TextoUTF8.largo(de: [0xED, 0x9F, 0xBF], en: 0) == 3)
  }

  /// One byte-order mark.
  @Test func unaMarcaDeOrden() {
    #expect(TextoUTF8.largoDeMarca([0xEF, 0xBB, 0xBF, 0x7B]) == 3)
    #expect(TextoUTF8.largoDeMarca([0xEF, 0xBB]) == 0)
    #expect(TextoUTF8.largoDeMarca(Array("{}".utf8)) == 0)
  }

  /// One shell quoting for lines to paste; bash's completion rules, one per quote, beside it.
  @Test func unaPalabraDeShellYLasDeBash() {
    #expect(Shell.palabra("Rayo FC") == "'Rayo FC'")
    #expect(Shell.palabra("Peña L'Olivera") == #"'Peña L'\''Olivera'"#)
    #expect(Shell.palabra("Bea") == "Bea")
    #expect(Shell.palabraDeBash("Peña L'Olivera", tras: .ninguna) == #"Peña\ L\'Olivera"#)
    #expect(Shell.palabraDeBash("Peña L'Olivera", tras: .simple) == #"Peña L'\''Olivera"#)
    #expect(Shell.palabraDeBash(#"A $B "c" `d`"#, tras: .doble) == #"A \$B \"c\" \`d\`"#)
    #expect(Shell.palabraDeBash("a=b:c,d", tras: .ninguna) == #"a\=b\:c\,d"#)
    // Issue 41, item 12: inside `"…"` a `!` would expand the history, and a backslash there
    // stays: it goes outside the quotes.
    #expect(Shell.palabraDeBash("Hola!Bang", tras: .doble) == #"Hola"\!"Bang"#)
  }
}
