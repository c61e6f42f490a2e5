// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// Follows a league's changes while a form or the interactive mode stays open, without
/// polling: its descriptor becomes readable when the league may have changed.
public protocol Vigia: AnyObject {
  /// What to wait on with poll(2), beside the terminal.
  var descriptor: Int32 { get }
  /// Takes what made the descriptor readable, never blocking; whether the league changed
  /// (the caller then reads again what it shows). A store that can no longer follow the
  /// league throws (the live view is off; the form goes on with what it had).
  func atender() throws(ErrorDeLiga) -> Bool
}

/// A check against the league as it is now, in flight (a server's round trip; a file's is
/// answered at once). The next keystroke cancels it.
public protocol Consulta: AnyObject {
  /// What to wait on with poll(2) for the answer.
  var descriptor: Int32 { get }
  /// The team as it is now once the answer came; nil while it has not. Never blocks.
  func respuesta() throws(ErrorDeLiga) -> Equipo?
  /// Drops the check in flight; silent.
  func cancelar()
  /// Whether the check waits to write (a connection being opened), which poll(2) on
  /// `descriptor` for reading does not see: it is asked again after a short while.
  var escribiendo: Bool { get }
}

extension Consulta {
  public var escribiendo: Bool { false }
}
