// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The version has one home, debian/changelog (what `make paquete` names the .deb after):
/// `marcador --version` says it. Bump both in the same commit.
struct PaqueteTests {
  @Test func laVersionEsLaDelChangelogDeDebian() throws {
    let changelog = try String(
      contentsOfFile: raizDelRepositorio + "/debian/changelog", encoding: .utf8)
    // «marcador (0.1.1) bookworm; urgency=medium»: a native package's version has no Debian
    // revision, it is marcador's own.
    let primera = try #require(changelog.split(separator: "\n").first)
    let version = try #require(primera.firstMatch(of: #/^marcador \(([^()-]+)\) /#)?.output.1)
    let r = try Escenario().marcador(["--version"])
    #expect(r.codigo == 0)
    #expect(r.salida == "marcador \(version)\n")
  }

  /// The `swift build` debian/rules would run (`make -n`: nothing is built), as words.
  func construccionDelPaquete(_ opciones: String) throws -> [String] {
    let make = try Escenario().ejecutar(
      "/usr/bin/make",
      [
        "-s", "-n", "-C", raizDelRepositorio, "-f", "debian/rules",
        "override_dh_auto_build",
      ], entrada: Data(),
      entorno: ["PATH": "/usr/bin:/bin", "DEB_BUILD_OPTIONS": opciones])
    #expect(make.codigo == 0, "\(make.errores)")
    let linea = make.salida.replacingOccurrences(of: "\\\n", with: " ")
      .split(separator: "\n").first { $0.hasPrefix("swift build ") }
    return try #require(linea, "\(make.salida)").split(separator: " ").map(String.init)
  }

  /// dpkg-buildflags' flags (hardening=+all) reach the compilers and the linker, and
  /// DEB_BUILD_OPTIONS' parallel= is swift build's -j; the link adds no RUNPATH of SwiftPM's.
  @Test func elPaqueteSeConstruyeConLasBanderasDeDebian() throws {
    let palabras = try construccionDelPaquete("parallel=3")
    func tras(_ prefijo: [String], _ bandera: String) -> Bool {
      let buscado = prefijo + [bandera]
      return palabras.indices.contains {
        palabras[$0...].starts(with: buscado)
      }
    }
    let enlace = ["-Xswiftc", "-Xclang-linker", "-Xswiftc"]
    #expect(tras(enlace, "-Wl,-z,now"), "\(palabras)")
    #expect(tras(enlace, "-Wl,-z,relro"), "\(palabras)")
    #expect(tras(["-Xcc"], "-D_FORTIFY_SOURCE=2"), "\(palabras)")
    #expect(tras(["-Xcc"], "-fstack-protector-strong"), "\(palabras)")
    #expect(tras(["-j"], "3"), "\(palabras)")
    #expect(palabras.contains("--disable-local-rpath"), "\(palabras)")
    #expect(try !construccionDelPaquete("").contains("-j"))
  }

  /// The C module Swift imports and Glibc's agree under the package's flags (issue 41, item 9:
  /// with dpkg-buildflags' _FORTIFY_SOURCE, CEditLine and SwiftGlibc gave `realpath` two
  /// bodies and `make paquete` failed): the line editor's imports, type-checked with every
  /// `-Xcc` debian/rules gives swift build (clang modules cached under .build).
  @Test func losModulosDeCSeImportanConLasBanderasDelPaquete() throws {
    let palabras = try construccionDelPaquete("")
    let banderas = zip(palabras, palabras.dropFirst()).filter { $0.0 == "-Xcc" }
      .flatMap { [$0.0, $0.1] }
    #expect(banderas.contains("-D_FORTIFY_SOURCE=2"), "\(palabras)")
    let e = try Escenario()
    let fuente = e.carpeta + "/importa.swift"
    try "import CEditLine\nimport Glibc\n\nlet ruta = realpath\n".write(
      toFile: fuente, atomically: false, encoding: .utf8)
    let swiftc = try e.ejecutar(
      "/usr/bin/env",
      [
        "swiftc", "-typecheck", "-module-cache-path", raizDelRepositorio + "/.build/modulos-c",
        "-I", raizDelRepositorio + "/Sources/CEditLine", fuente,
      ] + banderas, entrada: Data(),
      entorno: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
    #expect(swiftc.codigo == 0, "\(swiftc.errores)")
  }

  /// CI builds the package and runs lintian on it after the suite (issue 41, item 9: a package
  /// that no longer built had nothing to notice it): `.ci/run` runs `make paquete` after
  /// `make test`.
  @Test func laIntegracionContinuaConstruyeElPaquete() throws {
    let guion = try String(contentsOfFile: raizDelRepositorio + "/.ci/run", encoding: .utf8)
    let ordenes = guion.split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let suite = try #require(ordenes.firstIndex { $0.hasPrefix("make test ") }, "\(guion)")
    let paquete = try #require(ordenes.firstIndex { $0.hasPrefix("make paquete ") }, "\(guion)")
    #expect(suite < paquete)
  }
}
