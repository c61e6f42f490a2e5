// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// The form's answers and their checks: the player's fields as answered, where each answer
/// came from (an option, a line), the errors kept for the end of the run, and the fields the
/// save found changed by someone else too. It says what an answer stands for and whether it
/// holds against the roster it is given; the machine (`EstadoDelAsistente`) says what comes
/// next.
public struct Respuestas: Equatable, Sendable {
  public internal(set) var formulario = FormularioJugador()
  /// The edit form's fields the save found changed by someone else too (`.conflicto`), shown
  /// under the field (not an error of its text: Enter is what settles it,
  /// `FormularioJugador.resolver`).
  public internal(set) var conflictos: [Campo: ErrorDeCampo] = [:]
  /// Where each accepted answer came from: what an error names, and what makes an empty line
  /// keep the value answered before (`leido`).
  var origenes: [Campo: Origen] = [:]
  /// The errors kept for the end of the run: the options', and the answers `--comprobar` from
  /// a pipe passed over.
  var fallos: [Fallo] = []
  /// Whether the reader edits the line (`Lector.editaLineas`).
  let editaLineas: Bool

  /// The command's name and number written in and checked against `equipo`: the fields they
  /// answer.
  mutating func escribir(_ peticion: PeticionDeFormulario, contra equipo: Equipo?) -> [Campo] {
    var dados: [Campo] = []
    for (campo, valor, opcion) in [
      (Campo.nombre, peticion.nombre, "--nombre"),
      (
        .dorsal, peticion.sinDorsal ? "" : peticion.dorsal,
        peticion.sinDorsal ? "--sin-dorsal" : "--dorsal"
      ),
    ] {
      guard let valor else { continue }
      formulario.escribir(valor, en: campo)
      origenes[campo] = .opcion(opcion)
      dados.append(campo)
      if let error = formulario.error(de: campo, en: equipo) {
        fallos.append(Fallo(origen: .opcion(opcion), campo: campo, error: error))
      }
    }
    return dados
  }

  /// What an answer to a player's field stands for. On a line that did not start from the
  /// field's value (a pipe, plain prompts: `editaLineas` false), an empty line keeps the value
  /// the field holds, and `-` as the number removes it: the value answered or given before
  /// (a field asked again after the save or Enter sent the form back), else the player's;
  /// a new player's field asked the first time has none. On the line editor's, the line is
  /// the value.
  public func leido(_ texto: String, en campo: Campo) -> String {
    guard !editaLineas else { return texto }
    let valor: String
    if origenes[campo] != nil {
      valor = campo == .nombre ? formulario.nombre : formulario.dorsal
    } else if let actual = formulario.actual {
      valor = campo == .nombre ? actual.nombre : actual.dorsal.map(String.init) ?? ""
    } else {
      return texto
    }
    if texto.isEmpty { return valor }
    if campo == .dorsal, NombreDeJugador.limpiar(texto) == "-" { return "" }
    return texto
  }

  /// The error `campo` has with `texto` as its answer (as `leido` reads it, or as typed:
  /// `comoLeido` false), against `equipo`'s roster (`nil`: only the rules that need none).
  func error(de texto: String, en campo: Campo, contra equipo: Equipo?, comoLeido: Bool = true)
    -> ErrorDeCampo?
  {
    var copia = formulario
    copia.escribir(comoLeido ? leido(texto, en: campo) : texto, en: campo)
    return copia.error(de: campo, en: equipo)
  }

  /// The first of `campos` answered and accepted that no longer holds against `equipo`, with
  /// its error.
  func anteriorQueYaNoVale(entre campos: ArraySlice<Campo>, contra equipo: Equipo?)
    -> (campo: Campo, error: ErrorDeCampo)?
  {
    for campo in campos where campo != .equipo && origenes[campo] != nil {
      if let error = formulario.error(de: campo, en: equipo) { return (campo, error) }
    }
    return nil
  }

  /// A conflict shown under `campo`, settled by its Enter: what the field holds is saved.
  mutating func resolver(_ campo: Campo) {
    if case .conflicto(_, let suyo, _, _)? = conflictos.removeValue(forKey: campo) {
      formulario.resolver(campo, con: suyo)
    }
  }

  /// The save found that someone else changed fields this edit changed too: the form follows
  /// them as they are now (`suyo`), and each field shows their value and the clerk's.
  mutating func enConflicto(_ conflicto: Conflicto, suyo: Jugador, tuyo: Jugador) {
    _ = formulario.seguir(suyo)
    for campo in conflicto.campos {
      conflictos[campo] = .conflicto(campo, suyo: suyo, tuyo: tuyo, por: conflicto.por)
      formulario.mostrar(campo)
    }
  }

  /// `campo`'s error, naming where its answer came from (the option it would be, if none).
  func fallo(_ campo: Campo, _ error: ErrorDeCampo) -> Fallo {
    let opcion = campo == .nombre ? "--nombre" : campo == .dorsal ? "--dorsal" : "EQUIPO"
    return Fallo(origen: origenes[campo] ?? .opcion(opcion), campo: campo, error: error)
  }
}
