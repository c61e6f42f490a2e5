// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// Adds to `acciones` the closing of every descriptor from 3 up in the child
/// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34, which Swift does not import: looked
/// up at run time). Every child a test spawns keeps only what its actions give it: a lock, a
/// pipe or a terminal another test holds at that moment, not yet close-on-exec, would otherwise
/// outlive that test in the child (a server the child leaves running, say).
public func cerrarLosDemas(_ acciones: inout posix_spawn_file_actions_t) {
  typealias Funcion =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
  guard
    let simbolo = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
  else { return }
  _ = unsafeBitCast(simbolo, to: Funcion.self)(&acciones, 3)
}
