// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import LlamadasAlSistema
import Textos
import Torneo

/// Saving a change, asking before one, and the pager for long output.
extension Contexto {
  /// Carries out a change and prints what it did.
  func cambiar(_ liga: any Liga, _ operacion: Operacion, desde version: Int? = nil) -> Resultado {
    do {
      return try guardar(liga, operacion, desde: version)
    } catch .nombreDeEquipo(let error) {
      // A team's new name the rule refused: said of the argument that carried it, as an
      // option's is (`NUEVO: Escribe un nombre`, `--nombre: Como mucho 40 letras`).
      let mensaje = Mensaje.de(.nombreDeEquipo(error))
      switch operacion {
      case .nuevoEquipo:
        fallar(.enOpcion(catalogo.texto(.argumento(.nombre)), mensaje))
      case .renombrarEquipo:
        fallar(.enOpcion(catalogo.texto(.argumento(.nuevo)), mensaje))
      default:
        fallar(mensaje)
      }
      return Resultado(CodigoDeSalida(ErrorDeLiga.nombreDeEquipo(error)))
    } catch {
      return Resultado(fallar(error))
    }
  }

  /// Carries out a change and prints what it did, or `sinCambios` when nothing differed; a
  /// refusal is the caller's to say.
  func guardar(
    _ liga: any Liga, _ operacion: Operacion, desde version: Int? = nil,
    sinCambios: Mensaje = .sinCambios
  ) throws(ErrorDeLiga) -> Resultado {
    switch try liga.aplicar(operacion, desde: version) {
    case .hecho(let entrada):
      salida.escribir(catalogo.texto(.de(entrada.cambio)) + "\n")
      return Resultado(.hecho, cambios: [entrada.cambio])
    case .sinCambios:
      salida.escribir(catalogo.texto(sinCambios) + "\n")
      return Resultado(.hecho)
    }
  }

  /// A yes-or-no question before a removal (`Lector.siNo`): `nil` for yes; for anything else
  /// `siNo` is said and the status is 130. Answered from a one-shot command's pipe, it must be
  /// all the input.
  func confirmar(_ pregunta: String, siNo: String) -> Resultado? {
    guard lector().siNo(pregunta, en: catalogo) == true else {
      avisar(siNo)
      return Resultado(.cancelado)
    }
    if !interactivo, !lector().esInteractivo, let linea = lector().lineaSobrante() {
      return Resultado(fallarPorLineaSobrante(linea))
    }
    return nil
  }

  /// Runs a command whose output may be long (`plantilla`, `historial`, `buscar`): at a
  /// terminal, output taller than the screen goes through the pager (`Entorno.paginador`), as
  /// git's does, in the interactive mode too; never when standard output is not a terminal, nor
  /// at plain prompts (a pager redraws the screen).
  func paginado(_ correr: (Contexto) -> Resultado) -> Resultado {
    guard let paginador = entorno.paginador, entorno.salidaEsTerminal, entorno.terminalCapaz,
      !accesible, !entorno.accesible, let pantalla = Sistema.tamano(de: 1)
    else { return correr(self) }
    let retenida = SalidaRetenida()
    var retenido = self
    retenido.salida = retenida
    let resultado = correr(retenido)
    let filas = retenida.texto.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().reduce(0) { $0 + max(1, ($1.count + pantalla.columnas - 1) / pantalla.columnas) }
    if filas >= pantalla.filas {
      salida.vaciar()
      errores.vaciar()
      if Sistema.paginar(Array(retenida.texto.utf8), con: paginador) { return resultado }
    }
    salida.escribir(retenida.texto)
    return resultado
  }
}

/// Output kept in memory until it is known whether it fits the screen (`paginado`).
private final class SalidaRetenida: Salida {
  private(set) var texto = ""
  func escribir(_ nuevo: String) { texto += nuevo }
  func vaciar() {}
}
