// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Formatos
import Glibc
import Testing
import Torneo

@testable import LineaDeOrdenes

/// The interactive mode splits words as POSIX sh does (issue 36, item 7), checked against the
/// system's `/bin/sh` (dash on Debian), with the two exceptions that keep names typed bare.
struct PalabrasComoShTests {
  /// The words `/bin/sh` makes of `linea` (it parses the line itself: `printf '%s\0' LINE`), or
  /// nil when it cannot parse it.
  func deSh(_ linea: String) throws -> [String]? {
    let salida = "/tmp/marcador-sh-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer { unlink(salida) }
    let pid = try Hijo.lanzar(
      ["/bin/sh", "-c", "printf '%s\\0' " + linea], salida: .archivo(salida))
    guard Hijo.esperar(pid) == 0 else { return nil }
    let fd = open(salida, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    var bytes: [UInt8] = []
    var bloque = [UInt8](repeating: 0, count: 4096)
    while case let n = read(fd, &bloque, bloque.count), n > 0 { bytes += bloque[..<n] }
    return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func textos(_ linea: String) -> [String] { palabras(de: linea).map(\.texto) }

  /// Lines sh parses (nothing to expand in them): the same words, `historial`'s quoting and
  /// bash completion's first.
  @Test(arguments: [
    #"plantilla 'Peña L'\''Olivera'"#,
    #"plantilla "Peña L'Olivera""#,
    #"plantilla Peña\ L\'Olivera"#,
    #"editar 'Rayo FC' Ana --nombre 'Ana María' --dorsal 9"#,
    #"quitar 'Rayo FC' Marta --si"#,
    #"anadir "Atlético B" --dorsal '' --nombre """#,
    #"editar Rayo\ FC 'Ana'\''s' --nombre=\"x\""#,
    #"nuevo-equipo "Los \"Pibes\" d'Ávila""#,
    #"nuevo-equipo "a\b" "a\\b" 'a\b' a\\b"#,
    #"anadir a"b c"d 'e f'g h' 'i"#,
    #"anadir --nombre="Ana María" --dorsal='7'"#,
    "plantilla\tRayo\t FC  ",
    #"plantilla "Rayo"' FC' x\"y x\'y"#,
    #"importar Rayo\ FC mi\ liga.csv"#,
    #"renombrar-equipo 'it'\''s' "O'Neil's""#,
    #"x '' "" ''"" a\"#,
  ])
  func lasPalabrasSonLasDeSh(_ linea: String) throws {
    let sh = try #require(try deSh(linea), "sh could not parse: \(linea)")
    #expect(textos(linea) == sh, "\(linea)")
  }

  /// What `Shell.palabra` writes for `historial` reads back as the name, here and in sh.
  @Test func loQueEscribeHistorialSeLeeIgual() throws {
    for nombre in [
      "Peña L'Olivera", "Rayo FC", "'Tito' O'Neil", #"Los "Pibes" d'Ávila"#, #"a\b"#, "-x",
      "Ana  María", "$HOME `x` *", "'", "''", #"\"#,
    ] {
      let linea = "plantilla " + Shell.palabra(nombre)
      #expect(textos(linea) == ["plantilla", nombre], "\(linea)")
      #expect(try deSh(linea) == ["plantilla", nombre], "\(linea)")
    }
    // A character a name may not hold, from a file: `$'…'` with its bytes (bash's form).
    let invisible = "A\u{2066}b"
    #expect(Shell.palabra(invisible) == #"$'A\xE2\x81\xA6b'"#)
    #expect(textos("plantilla " + Shell.palabra(invisible)) == ["plantilla", invisible])
    #expect(textos(#"plantilla $'it\'s \\ \x41'"#) == ["plantilla", #"it's \ A"#])
  }

  /// Where sh would fail (a quote never closed) or join words (apostrophes of two names), the
  /// names typed bare still read as typed: an apostrophe between letters is a letter, and so is
  /// a quote never closed.
  @Test func losNombresSinComillasSiguenValiendo() throws {
    #expect(try deSh("plantilla Peña L'Olivera") == nil)
    #expect(textos("plantilla Peña L'Olivera") == ["plantilla", "Peña", "L'Olivera"])
    #expect(try deSh("quitar L'Hospitalet N'Golo") == ["quitar", "LHospitalet NGolo"])
    #expect(textos("quitar L'Hospitalet N'Golo") == ["quitar", "L'Hospitalet", "N'Golo"])
    #expect(textos("nuevo-equipo 'Sin cerrar") == ["nuevo-equipo", "'Sin", "cerrar"])
    #expect(textos(#"nuevo-equipo "Sin cerrar"#) == ["nuevo-equipo", #""Sin"#, "cerrar"])
    #expect(textos("editar Jesus' Team") == ["editar", "Jesus'", "Team"])
  }

  /// What TAB inserts (`CompletadoInteractivo.protegido`) reads back as the name, whatever follows it.
  @Test func loQueInsertaTABSeLeeIgual() {
    for nombre in [
      "Peña L'Olivera", "'Tito' O'Neil", #"Los "Pibes" d'Ávila"#, #"a\b"#, "Jesus'", "'",
      #"x"y"#, "L'1", "$'x'",
    ] {
      let insertado = CompletadoInteractivo.protegido(nombre)
      for linea in [insertado, insertado + " D'Souza", insertado + " 'x y'"] {
        #expect(
          textos(linea).prefix(nombre.split(separator: " ").count).joined(separator: " ")
            == nombre, "\(nombre): \(linea)")
      }
    }
    #expect(CompletadoInteractivo.protegido("Peña L'Olivera") == "Peña L'Olivera")
    #expect(CompletadoInteractivo.protegido("'Tito' O'Neil") == #"\'Tito\' O'Neil"#)
    for (nombre, comilla) in [(#"Los "Pibes" \ $x"#, "'"), (#"a\b $x `y`"#, "\"")] {
      let c = Character(comilla)
      #expect(textos(CompletadoInteractivo.entreComillas(nombre, c)) == [nombre], "\(nombre)")
    }
  }
}
