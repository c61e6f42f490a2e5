// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Archivo
import FormatoDeLiga
import LigaEnServidor
import LlamadasAlSistema
import Servidor
import Textos
import Torneo

/// Opening the league a command works on.
extension Contexto {
  /// The league a command works on: a server for a `postgresql://` or `postgres://` URL (libpq
  /// is loaded only then, on first use), else the file.
  func liga() -> any Liga { liga(enRuta: entorno.rutaDelTorneo(torneo)) }

  /// The league at that path or URL, as given (`copiar`'s two).
  func liga(enRuta ruta: String) -> any Liga {
    if URLDeServidor.esURL(ruta) { return servidor(ruta) }
    let liga = LigaEnArchivo(archivo: archivo(ruta))
    liga.alLeer = { documento in avisarDeNombres(de: documento) }
    return liga
  }

  /// The league file at `ruta` (`sincronizar`'s, which replaces it whole), its lock waited
  /// for as `MARCADOR_ESPERA` says.
  func archivo(_ ruta: String) -> ArchivoTorneo {
    var archivo = ArchivoTorneo(ruta: ruta, esperaMaxima: entorno.esperaDelCerrojo)
    // Said on the terminal only: a script's standard error stays for errors.
    if entorno.terminal(2) {
      let aviso = catalogo.texto(.esperandoCerrojo) + "\n"
      archivo.alEsperar = { Sistema.escribirEnTerminal(aviso, en: 2) }
    }
    return archivo
  }

  /// The league on the server at `url` (`llevar`'s and `sincronizar`'s, which need the
  /// server's own snapshot and sync).
  func servidor(_ url: String) -> LigaEnServidor {
    let liga = conexiones.liga(url) {
      let nueva = LigaEnServidor(url: url, espera: entorno.esperaDelServidor)
      // Said on the terminal only, as the file's wait, and cleared when the server answers.
      if entorno.terminal(2) {
        nueva.alEsperar = LineaDeEspera(catalogo.texto(.esperandoServidor)).aviso
      }
      return nueva
    }
    // A saved change's warning: on standard error, the command still succeeds.
    liga.alAvisar = { aviso in fallar(.de(aviso)) }
    return liga
  }

  /// What `cuerpo` makes of the team named `nombre` in the command's league; a team not found
  /// (or a league not read) is said, and is the command's result: the one home of the
  /// commands that show a team.
  func conEquipo(_ nombre: String, _ cuerpo: (Equipo) -> Resultado) -> Resultado {
    let equipo: Equipo
    do throws(ErrorDeLiga) {
      equipo = try liga().equipo(llamado: nombre)
    } catch {
      return Resultado(fallar(error))
    }
    return cuerpo(equipo)
  }

  /// The names of a league's file that the rules refuse, one warning each on standard error
  /// (`ARCHIVO:N: aviso: …`), the first time the command being run reads that file: a form
  /// that follows the league live, and a save's reading under the lock, say nothing again.
  private func avisarDeNombres(de documento: DocumentoTorneo) {
    guard revisados?.primeraVez(documento.ruta) == true else { return }
    for nombre in documento.nombresFueraDeRegla() {
      avisar(.aviso(de: nombre, archivo: documento.ruta))
    }
  }
}

/// The files a command has said the names of (`Contexto.avisarDeNombres`).
final class NombresRevisados {
  private var rutas: Set<String> = []

  /// Whether `ruta` is read for the first time by this command.
  func primeraVez(_ ruta: String) -> Bool { rutas.insert(ruta).inserted }
}

/// The leagues on servers this process talks to, by URL: one connection each, reused by every
/// command of an interactive session.
final class Conexiones {
  private var ligas: [String: LigaEnServidor] = [:]

  /// The league at `url`, made by `nueva` the first time.
  func liga(_ url: String, _ nueva: () -> LigaEnServidor) -> LigaEnServidor {
    if let existente = ligas[url] { return existente }
    let liga = nueva()
    ligas[url] = liga
    return liga
  }

  /// Closes the server connections (before `exit()`, which skips `deinit`).
  func cerrar() {
    for liga in ligas.values { liga.cerrar() }
    ligas = [:]
  }
}
