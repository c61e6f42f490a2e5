// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Torneo

/// The form's questions: the fields to ask, in order, which one is asked, and where on the
/// screen it is asked (right under the previous field's line, in its own line's place, or on a
/// row of its own). The machine (`EstadoDelAsistente`) says when to move; this says where.
public struct Preguntas: Equatable, Sendable {
  /// The fields to ask, in order, and the index of the one asked.
  public internal(set) var pasos: [Campo] = [.nombre, .dorsal]
  public internal(set) var k = 0
  /// Whether the question takes the place of the line just answered (the last field, sent
  /// back by the save).
  public internal(set) var sobreLaAnterior = false
  /// What was typed at the field before a Ctrl-C the person took back («No» to discarding):
  /// the field is asked again with it still typed. Readers that start from an empty line
  /// (plain prompts) start from it (`Pregunta.escrito`); `""` otherwise.
  public internal(set) var yaEscrito = ""
  /// The fields whose line sits right under the previous field's line on the screen (asked as
  /// soon as that one was answered, and not elsewhere since; the first field, under the
  /// header): Shift-Tab from one of them goes back up to that line instead of asking it again
  /// below.
  private var bajoElAnterior: Set<Campo> = []
  /// The team field sent back: the step the form goes on at once it is answered, past the
  /// fields answered before (all of them when the save sent it back: the form saves with the
  /// answers it has, checked against the team picked, and any that no longer holds is sent
  /// back in turn; the live form at an Enter: the field after that one).
  var reanudacion: Int?

  /// The field being asked, if any (none once the questions are over).
  public var campoPreguntado: Campo? { pasos.indices.contains(k) ? pasos[k] : nil }
  /// The field asked, while one is.
  var campo: Campo { pasos[k] }

  /// Whether the name was answered before the focused field (at the Dorsal field, after
  /// Nombre): another clerk entering that name is news there too.
  var nombreAntes: Bool { pasos.prefix(k).contains(.nombre) }

  /// What is right above the field asked on the screen, top first: the header (`true`: the
  /// first field is right under it, and it was written knowing the team, so that it reads as it
  /// did but for a change), and the fields answered just before, each right under the previous
  /// one (`bajoElAnterior`).
  public var encima: (cabecera: Bool, campos: [Campo]) {
    guard k < pasos.count else { return (false, []) }
    var desde = k
    while desde > 0, bajoElAnterior.contains(pasos[desde]) { desde -= 1 }
    let cabecera = desde == 0 && pasos[0] != .equipo && bajoElAnterior.contains(pasos[0])
    return (cabecera, Array(pasos[desde..<k]))
  }

  /// The field at `k`, asked right under the previous field's line (`seguido`), in its own
  /// line's place (`sobreLaAnterior`), or on a row of its own below whatever was said.
  mutating func preguntar(seguido: Bool = false) -> Campo {
    if seguido {
      bajoElAnterior.insert(pasos[k])
    } else if !sobreLaAnterior {
      bajoElAnterior.remove(pasos[k])
    }
    return pasos[k]
  }

  /// Marks that the question was asked: the next one is asked on a row of its own.
  mutating func preguntado() {
    sobreLaAnterior = false
    yaEscrito = ""
  }

  /// Shift-Tab: back to the previous field, up to its line when it is right above this one
  /// (the reader takes this line off the screen).
  mutating func atras() {
    guard k > 0 else { return }
    sobreLaAnterior = bajoElAnterior.contains(pasos[k])
    k -= 1
  }

  /// `campo` answered: on to the next step (past those answered before, when it is the team
  /// sent back). Whether that one is asked right under this one.
  mutating func respondido(_ campo: Campo) -> Bool {
    k += 1
    guard campo == .equipo, let reanudacion else { return true }
    self.reanudacion = nil
    let seguido = reanudacion <= k
    k = max(k, reanudacion)
    return seguido
  }

  /// Back to `campo` (a field that no longer holds), in its line's place when it is the last
  /// one; the team, once the form asks a person anything, even when the command gave it, with
  /// the steps not yet answered (from `respondidos` on) asked after it. Whether it is asked.
  mutating func volver(a campo: Campo, respondidos: Int?, interactivo: Bool) -> Bool {
    var respondidos = respondidos ?? pasos.count
    if campo == .equipo, interactivo, !pasos.isEmpty, !pasos.contains(.equipo) {
      pasos.insert(.equipo, at: 0)
      respondidos += 1
    }
    guard interactivo, let vuelta = pasos.firstIndex(of: campo) else { return false }
    if campo == .equipo { reanudacion = respondidos }
    sobreLaAnterior = vuelta == pasos.count - 1
    k = vuelta
    return true
  }

  /// Back to the last field, on a row of its own; `false` when there is none.
  mutating func alUltimo() -> Bool {
    guard !pasos.isEmpty else { return false }
    k = pasos.count - 1
    sobreLaAnterior = false
    return true
  }
}
