// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Textos

/// Runs one command line: parses it, runs its command on the process's context, and turns
/// every outcome into an exit status. Nothing below the command layer knows about exit codes.
public final class Aplicacion {
  /// What every command of this process runs on (the interactive mode's, on copies).
  let contexto: Contexto

  /// Commands that write to `salida` and `errores` and read their answers (and the
  /// interactive mode its commands) from `lector`, or else from standard input, with the
  /// reader the terminal calls for (`Lectores`). Standard input read by `lector` cannot also
  /// be a CSV to import.
  public init(
    entorno: Entorno, salida: any Salida, errores: any Salida, lector: (any Lector)? = nil
  ) {
    var catalogo = Idioma.delEntorno(entorno.variable).catalogo
    catalogo.horaLocal = Sistema.horaLocal(deUTC:)
    contexto = Contexto(
      entorno: entorno, catalogo: catalogo, salida: salida,
      errores: errores, lectores: Lectores(entorno: entorno, salida: salida, lector: lector),
      conexiones: Conexiones())
  }

  /// Runs a command line (the arguments after the program's name): parses it, runs it, and
  /// says a usage error on `errores`. Gives the exit status and the changes it saved (several
  /// from the interactive mode).
  public func ejecutar(argumentos: [String]) -> Resultado {
    do throws(ErrorDeUso) {
      return contexto.ejecutar(try analizar(argumentos))
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }

  /// The whole process: the arguments' bytes, which must be UTF-8 (a name must never be saved
  /// altered), run as a command line; then what it printed, which is part of its work: output
  /// that could not be written (a full device) is a failure, even when the file was saved.
  /// Gives the process's exit status.
  public static func principal(
    argumentos: [[UInt8]], salida: SalidaDescriptor, errores: SalidaDescriptor
  ) -> Int32 {
    let aplicacion = Aplicacion(entorno: .proceso, salida: salida, errores: errores)
    var codigo: CodigoDeSalida
    var textos: [String] = []
    for bytes in argumentos {
      guard let texto = TextoUTF8.texto(bytes) else { break }
      textos.append(texto)
    }
    if textos.count < argumentos.count {
      aplicacion.contexto.fallar(.argumentoNoUTF8(textos.count + 1))
      codigo = .uso
    } else {
      codigo = aplicacion.ejecutar(argumentos: textos).codigo
    }
    salida.vaciar()
    if let fallo = salida.fallo, codigo == .hecho {
      // Said as the command's own errors were: after the interactive mode, as it says them.
      var contexto = aplicacion.contexto
      if (try? analizar(textos))?.orden is Interactivo { contexto = Interactivo.contexto(contexto) }
      contexto.fallar(.salidaNoEscrita(.causa(Causa(llamada: "write", errno: fallo))))
      codigo = .entradaSalida
    }
    errores.vaciar()
    aplicacion.cerrar()
    return codigo.rawValue
  }

  /// Closes the server connections (before `exit()`, which skips `deinit`).
  public func cerrar() { contexto.conexiones.cerrar() }
}
