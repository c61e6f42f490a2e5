import Foundation
import Testing

/// The version has one home, debian/changelog (what `make paquete` names the .deb after):
/// `marcador --version` says its upstream part. Bump both in the same commit.
struct PaqueteTests {
  @Test func laVersionEsLaDelChangelogDeDebian() throws {
    let changelog = try String(
      contentsOfFile: raizDelRepositorio + "/debian/changelog", encoding: .utf8)
    // «marcador (0.1.0-1) bookworm; urgency=medium»: 0.1.0, without the Debian revision.
    let primera = try #require(changelog.split(separator: "\n").first)
    let version = try #require(primera.firstMatch(of: #/^marcador \((.+)-[^-]+\) /#)?.output.1)
    let r = try Escenario().marcador(["--version"])
    #expect(r.codigo == 0)
    #expect(r.salida == "marcador \(version)\n")
  }
}
