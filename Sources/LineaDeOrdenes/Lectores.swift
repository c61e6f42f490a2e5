// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import LineaDeEdicion
import Textos

/// Standard input's reader, made once (it buffers what it read ahead), and the terminal the
/// wizard's prompts go to, found once.
final class Lectores {
  private let entorno: Entorno
  /// The process's standard output.
  private let salida: any Salida
  private var lector: (any Lector)?

  /// A reader given (a test's, or the interactive mode's lines) or, without one, the one the
  /// terminal calls for. Standard input read by a reader cannot also be a CSV to import.
  init(entorno: Entorno, salida: any Salida, lector: (any Lector)?) {
    self.entorno = entorno
    self.salida = salida
    self.lector = lector
  }

  /// Whether standard input is already read line by line (the interactive mode reads its
  /// commands there): then no command may read it raw.
  var enUso: Bool { lector != nil }

  /// The terminal's descriptor for prompts and the wizard's own lines (see
  /// `Entorno.descriptorDePantalla`), found once.
  private lazy var descriptorDePantalla: Int32? = entorno.descriptorDePantalla()

  /// Where the wizard's prompts, errors and header go: standard output at a terminal, the
  /// terminal itself when standard output is a pipe and standard input a terminal
  /// (`marcador anadir | tee log`), else standard output (nobody sees them).
  private(set) lazy var pantalla: any Salida = {
    guard let fd = descriptorDePantalla, fd != 1 else { return salida }
    return SalidaDescriptor(fd: fd)
  }()

  /// The reader for answers: a line editor at a capable terminal, plain prompts at a dumb
  /// or unknown one or in the accessible mode, no prompts from a pipe. Prompts and editing go
  /// to `pantalla`'s terminal; its own words are `catalogo`'s.
  func lector(catalogo: any Catalogo, accesible: Bool) -> any Lector {
    if let lector { return lector }
    let salida = self.salida
    let pantalla = self.pantalla
    let nuevo: any Lector =
      if let fd = descriptorDePantalla {
        if !entorno.accesible, !accesible, entorno.terminalCapaz,
          let editor = LectorDeTerminal(
            carpetaDeHistorial: entorno.carpetaDeHistorial, salida: fd,
            color: entorno.color(en: fd), catalogo: catalogo,
            antesDeLeer: {
              salida.vaciar()
              pantalla.vaciar()
            })
        {
          editor
        } else {
          LectorDeLineas(fd: 0, eco: pantalla).configurado(con: catalogo)
        }
      } else {
        LectorDeLineas(fd: 0)
      }
    lector = nuevo
    return nuevo
  }
}

extension LectorDeLineas {
  /// Plain prompts with the words they say themselves in the user's language.
  func configurado(con catalogo: any Catalogo) -> LectorDeLineas {
    self.catalogo = catalogo
    return self
  }
}
