// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc
import Testing
import Torneo

/// One league, two Unix accounts: root and `nobody`, each a process of the built binary, in a
/// folder both may write.
struct LigaCompartidaTests {
  /// `marcador` as nobody (uid and gid 65534, no other groups).
  func comoNadie(_ e: Escenario, _ argumentos: [String], entrada: String = "") throws
    -> Ejecucion
  {
    try e.ejecutar(
      "/usr/bin/setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", rutaDelBinario] + argumentos,
      entrada: Data(entrada.utf8), entorno: e.entorno(["HOME": "/nonexistent"]))
  }

  func modo(_ ruta: String) throws -> (modo: mode_t, dueno: uid_t) {
    var s = stat()
    try #require(stat(ruta, &s) == 0, "\(ruta)")
    return (s.st_mode & 0o7777, s.st_uid)
  }

  /// A league, its journal and its lock made by root with mode 0666, in a folder of mode 0777:
  /// nobody saves into it and root again after, the league's mode kept (its owner the account
  /// that last replaced it, but root, who keeps the owner); the journal (root's) keeps its
  /// mode and owner.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func dosCuentasGuardanEnLaMismaLiga() throws {
    let e = try Escenario().conLigaDeEjemplo()
    chmod(e.carpeta, 0o777)
    chmod(e.torneo, 0o666)
    let umask0 = ["/bin/sh", "-c", "umask 000; exec \"$0\" \"$@\"", rutaDelBinario]
    let primero = try e.ejecutar(
      umask0[0],
      Array(umask0.dropFirst()) + [
        "--torneo", e.torneo, "anadir", "Rayo FC",
        "--nombre", "Ana Root", "--dorsal", "20",
      ], entrada: Data(), entorno: e.entorno([:]))
    #expect(primero.codigo == 0, "\(primero.errores)")
    #expect(try modo(e.torneo + ".diario") == (0o666, 0))
    let nadie = try comoNadie(
      e, ["--torneo", e.torneo, "anadir", "Rayo FC", "--nombre", "Bea Nadie", "--dorsal", "21"])
    #expect(nadie.codigo == 0, "\(nadie.errores)")
    #expect(nadie.errores.isEmpty)
    #expect(try modo(e.torneo) == (0o666, 65534))
    #expect(try modo(e.torneo + ".diario") == (0o666, 0))
    let otraVez = try e.enTorneo(["anadir", "Rayo FC", "--nombre", "Cris Root", "--dorsal", "22"])
    #expect(otraVez.codigo == 0, "\(otraVez.errores)")
    // Root keeps the owner a file has; another account's save makes the league its own.
    #expect(try modo(e.torneo) == (0o666, 65534))
    let nombres = try e.plantilla("Rayo FC").compactMap { $0["nombre"] }
    #expect(nombres.suffix(3) == ["Ana Root", "Bea Nadie", "Cris Root"])
    let historial = try comoNadie(e, ["--torneo", e.torneo, "historial"])
    #expect(historial.salida.contains("nobody"), "\(historial.salida)")
  }

  /// Shared by a group instead (mode 0664, folder 0775, both of group 4242): nobody, in that
  /// group, saves, and the league it leaves keeps the group and the mode (its owner nobody).
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func unGrupoComparteLaLigaYLaConserva() throws {
    let e = try Escenario().conLigaDeEjemplo()
    chown(e.carpeta, 0, 4242)
    chmod(e.carpeta, 0o775)
    #expect(try e.enTorneo(["nuevo-equipo", "Lunes"]).codigo == 0)
    for ruta in [e.torneo, e.torneo + ".diario", e.torneo + ".lock"] {
      chown(ruta, 0, 4242)
      chmod(ruta, 0o664)
    }
    let r = try e.ejecutar(
      "/usr/bin/setpriv",
      [
        "--reuid=65534", "--regid=65534", "--groups=4242", rutaDelBinario, "--torneo", e.torneo,
        "anadir", "Lunes", "--nombre", "Bea",
      ], entrada: Data(), entorno: e.entorno(["HOME": "/nonexistent"]))
    #expect(r.codigo == 0, "\(r.errores)")
    var s = stat()
    #expect(stat(e.torneo, &s) == 0)
    #expect(s.st_uid == 65534 && s.st_gid == 4242 && s.st_mode & 0o7777 == 0o664)
    #expect(stat(e.torneo + ".diario", &s) == 0)
    #expect(s.st_uid == 0 && s.st_gid == 4242 && s.st_mode & 0o7777 == 0o664)
  }

  /// A journal or a lock this account may not use, or another account's league in a folder
  /// with the sticky bit, is said before the first question, naming the file and the
  /// permission, in both languages; nothing changes.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func loQueNoSePuedeEscribirSeDiceAntesDePreguntar() throws {
    let e = try Escenario().conLigaDeEjemplo()
    chmod(e.carpeta, 0o777)
    chmod(e.torneo, 0o666)
    #expect(try e.enTorneo(["nuevo-equipo", "Lunes"]).codigo == 0)
    let antes = try e.bytes()
    chmod(e.torneo + ".diario", 0o644)
    let diario = e.torneo + ".diario"
    for (lang, texto) in [
      ("es_ES.UTF-8", "no puedes escribir en \(diario); lo arregla «chmod o+w \(diario)»"),
      ("en_US.UTF-8", "you cannot write to \(diario); “chmod o+w \(diario)”, run by its owner"),
    ] {
      let r = try e.ejecutar(
        "/usr/bin/setpriv",
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", rutaDelBinario, "--torneo", e.torneo,
          "anadir", "Rayo FC",
        ], entrada: Data("Bea\n7\n".utf8), entorno: e.entorno(["LANG": lang]))
      #expect(r.codigo == 74, "\(r.errores)")
      #expect(r.salida.isEmpty, "nothing asked: \(r.salida)")
      #expect(r.errores.contains(texto), "\(r.errores)")
    }
    chmod(e.torneo + ".diario", 0o666)
    chmod(e.torneo + ".lock", 0o600)
    let cerrojo = try comoNadie(e, ["--torneo", e.torneo, "anadir", "Rayo FC"], entrada: "Bea\n")
    #expect(cerrojo.codigo == 74)
    #expect(
      cerrojo.errores.contains(
        e.torneo + ".lock: no se pudo guardar (esta cuenta no tiene permiso de lectura)"),
      "\(cerrojo.errores)")
    chmod(e.torneo + ".lock", 0o666)
    chmod(e.carpeta, 0o1777)
    let pegajosa = try comoNadie(e, ["--torneo", e.torneo, "anadir", "Rayo FC"], entrada: "Bea\n")
    #expect(pegajosa.codigo == 74)
    #expect(
      pegajosa.errores.contains(
        e.torneo + ": no se pudo guardar (permiso denegado: en una carpeta con el bit sticky"),
      "\(pegajosa.errores)")
    chmod(e.carpeta, 0o777)
    #expect(try e.bytes() == antes)
  }

  /// Issue 41, item 14: in a folder a group shares (set-group-ID, group-writable, as `git init
  /// --shared=group` leaves one) the league, its lock and its journal are made writable by the
  /// group whatever the umask, so a second account of the group saves (it was told «no se
  /// pudo guardar» before anything was asked: the files were 0644).
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func enUnaCarpetaDeGrupoLaLigaEsDelGrupo() throws {
    let e = try Escenario()
    let carpeta = e.carpeta + "/club"
    let liga = carpeta + "/liga.json"
    #expect(mkdir(carpeta, 0o755) == 0)
    chown(carpeta, 0, 4242)
    chmod(carpeta, 0o2775)
    let umask022 = ["-c", "umask 022; exec \"$0\" \"$@\"", rutaDelBinario, "--torneo", liga]
    for orden in [["iniciar", "--ejemplo"], ["nuevo-equipo", "Lunes"]] {
      let r = try e.ejecutar("/bin/sh", umask022 + orden, entrada: Data(), entorno: e.entorno([:]))
      #expect(r.codigo == 0, "\(r.errores)")
    }
    for ruta in [liga, liga + ".lock", liga + ".diario"] {
      var s = stat()
      #expect(stat(ruta, &s) == 0)
      #expect(s.st_gid == 4242 && s.st_mode & 0o7777 == 0o664, "\(ruta): \(s.st_mode & 0o7777)")
    }
    let segunda = try e.ejecutar(
      "/usr/bin/setpriv",
      [
        "--reuid=65534", "--regid=65534", "--groups=4242", rutaDelBinario, "--torneo", liga,
        "anadir", "Lunes",
      ], entrada: Data("Bea\n7\n".utf8), entorno: e.entorno(["HOME": "/nonexistent"]))
    #expect(segunda.codigo == 0, "\(segunda.errores)")
    #expect(segunda.salida.contains("Bea #7"), "\(segunda.salida)")
  }

  /// Issue 41, item 14: a league the account cannot write (made 0644 before, in the group's
  /// folder) is said at a terminal before the first question, as «no puedes escribir en …»
  /// with the `chmod` that would let it; nothing changes.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func unaLigaQueNoPuedesEscribirSeDiceAntesDeLaPrimeraPregunta() throws {
    let e = try Escenario().conLigaDeEjemplo()
    chown(e.carpeta, 0, 4242)
    chmod(e.carpeta, 0o2775)
    #expect(try e.enTorneo(["nuevo-equipo", "Lunes"]).codigo == 0)
    for ruta in [e.torneo, e.torneo + ".diario", e.torneo + ".lock"] {
      chown(ruta, 0, 4242)
      chmod(ruta, 0o644)
    }
    let antes = try e.bytes()
    let t = try Terminal(
      [
        "--reuid=65534", "--regid=65534", "--groups=4242", rutaDelBinario, "--torneo", e.torneo,
        "anadir", "Lunes",
      ], programa: "/usr/bin/setpriv",
      entorno: e.entorno(["HOME": "/nonexistent", "TERM": "vt100", "LANG": "C.UTF-8"]),
      carpeta: e.carpeta, columnas: 400)
    let diario = e.torneo + ".diario"
    t.debeMostrar(
      "no puedes escribir en \(e.torneo) ni en \(diario); lo arregla «chmod g+w \(e.torneo)"
        + " \(diario)», dado por su dueño o por root")
    #expect(t.salida() == 74, "\(t.descripcion)")
    #expect(!t.lineas.joined().contains("Nombre"), "nothing asked: \(t.descripcion)")
    #expect(try e.bytes() == antes)
  }

  /// Issue 41, item 14: every command that changes a league says what this account cannot
  /// write the one way, «no puedes escribir en …» with its fix, before anything changes, in
  /// both languages: not only the forms, also `quitar --si`, `nuevo-equipo`,
  /// `renombrar-equipo`, `traspasar`, `quitar-equipo --si` and `deshacer`.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func todaOrdenQueCambiaDiceQueNoPuedesEscribir() throws {
    let e = try Escenario().conLigaDeEjemplo()
    chmod(e.carpeta, 0o777)
    #expect(try e.enTorneo(["nuevo-equipo", "Lunes"]).codigo == 0)
    let diario = e.torneo + ".diario"
    for ruta in [e.torneo, diario] { chmod(ruta, 0o644) }
    chmod(e.torneo + ".lock", 0o666)
    let antes = try e.bytes()
    let ordenes = [
      ["quitar", "Rayo FC", "Ana", "--si"], ["nuevo-equipo", "Martes"],
      ["renombrar-equipo", "Lunes", "Martes"], ["traspasar", "Rayo FC", "Ana", "Lunes"],
      ["quitar-equipo", "Lunes", "--si"], ["deshacer"],
    ]
    for (lang, texto) in [
      (
        "es_ES.UTF-8",
        "no puedes escribir en \(e.torneo) ni en \(diario); lo arregla «chmod o+w \(e.torneo)"
          + " \(diario)», dado por su dueño o por root"
      ),
      (
        "en_US.UTF-8",
        "you cannot write to \(e.torneo) or \(diario); “chmod o+w \(e.torneo) \(diario)”, run by"
          + " its owner or root"
      ),
    ] {
      for orden in ordenes {
        let r = try e.ejecutar(
          "/usr/bin/setpriv",
          [
            "--reuid=65534", "--regid=65534", "--clear-groups", rutaDelBinario, "--torneo",
            e.torneo,
          ]
            + orden, entrada: Data(), entorno: e.entorno(["LANG": lang, "HOME": "/nonexistent"]))
        #expect(r.codigo == 74, "\(orden): \(r.errores)")
        #expect(r.errores.contains(texto), "\(orden): \(r.errores)")
      }
    }
    #expect(try e.bytes() == antes)
  }

  /// Issue 41, item 14: an account outside the group that shares a set-group-ID folder is told
  /// to join the group (root's `usermod -a -G`), never to open the league to everyone
  /// (`chmod o+w`); files of the group it could not write either also get `chmod g+w`.
  @Test(.enabled(if: geteuid() == 0, "becoming nobody takes root"))
  func fueraDelGrupoSeProponeEntrarEnElGrupo() throws {
    let e = try Escenario().conLigaDeEjemplo()
    chown(e.carpeta, 0, 4242)
    chmod(e.carpeta, 0o2775)
    #expect(try e.enTorneo(["nuevo-equipo", "Lunes"]).codigo == 0)
    let diario = e.torneo + ".diario"
    for ruta in [e.torneo, diario, e.torneo + ".lock"] {
      chown(ruta, 0, 4242)
      chmod(ruta, 0o664)
    }
    let antes = try e.bytes()
    func comoNadie(_ orden: [String], _ lang: String) throws -> Ejecucion {
      try e.ejecutar(
        "/usr/bin/setpriv",
        ["--reuid=65534", "--regid=65534", "--clear-groups", rutaDelBinario, "--torneo", e.torneo]
          + orden, entrada: Data("Bea\n7\n".utf8),
        entorno: e.entorno(["LANG": lang, "HOME": "/nonexistent"]))
    }
    for orden in [["nuevo-equipo", "Martes"], ["anadir", "Lunes"]] {
      let es = try comoNadie(orden, "es_ES.UTF-8")
      #expect(es.codigo == 74, "\(es.errores)")
      #expect(
        es.errores.contains(
          "no puedes escribir en \(e.torneo), \(diario) ni en \(e.carpeta); lo arregla «usermod"
            + " -a -G 4242 nobody», dado por root."), "\(es.errores)")
      #expect(!es.errores.contains("chmod"), "\(es.errores)")
      let en = try comoNadie(orden, "en_US.UTF-8")
      #expect(en.errores.contains("“usermod -a -G 4242 nobody”, run by root,"), "\(en.errores)")
    }
    chmod(e.torneo, 0o644)
    let ambos = try comoNadie(["nuevo-equipo", "Martes"], "es_ES.UTF-8")
    #expect(
      ambos.errores.contains("«usermod -a -G 4242 nobody; chmod g+w \(e.torneo)», dado por root"),
      "\(ambos.errores)")
    #expect(try e.bytes() == antes)
  }
}
