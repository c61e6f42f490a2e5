// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

extension Sistema {
  /// Shows `bytes` through a pager, as git does: `/bin/sh -c orden` (`posix_spawn`) with them
  /// on its standard input and the process's standard output and error as its own, waited
  /// for. Meanwhile SIGINT and SIGQUIT are ignored here, as system(3) does (Ctrl-C is the
  /// pager's), and SIGPIPE too (a pager quit early only stops the writing); the child starts
  /// with every signal at its default and none blocked. Whether the pager took them: false when
  /// it could not start or its command was not found (status 127), for the caller to write
  /// them itself.
  public static func paginar(_ bytes: [UInt8], con orden: String) -> Bool {
    var extremos: [Int32] = [-1, -1]
    guard pipe(&extremos) == 0 else { return false }
    for extremo in extremos { _ = fcntl(extremo, F_SETFD, FD_CLOEXEC) }
    var acciones = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&acciones)
    defer { posix_spawn_file_actions_destroy(&acciones) }
    posix_spawn_file_actions_adddup2(&acciones, extremos[0], 0)
    var atributos = posix_spawnattr_t()
    posix_spawnattr_init(&atributos)
    defer { posix_spawnattr_destroy(&atributos) }
    posix_spawnattr_setflags(&atributos, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var ninguna = sigset_t()
    sigemptyset(&ninguna)
    posix_spawnattr_setsigmask(&atributos, &ninguna)
    var todas = sigset_t()
    sigfillset(&todas)
    posix_spawnattr_setsigdefault(&atributos, &todas)

    var ignorar = sigaction()
    ignorar.__sigaction_handler.sa_handler = SIG_IGN
    var (interrupcion, salida, tubo) = (sigaction(), sigaction(), sigaction())
    sigaction(SIGINT, &ignorar, &interrupcion)
    sigaction(SIGQUIT, &ignorar, &salida)
    sigaction(SIGPIPE, &ignorar, &tubo)
    defer {
      sigaction(SIGINT, &interrupcion, nil)
      sigaction(SIGQUIT, &salida, nil)
      sigaction(SIGPIPE, &tubo, nil)
    }

    let palabras: [String] = ["sh", "-c", orden]
    let argv: [UnsafeMutablePointer<CChar>?] = palabras.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let lanzado = posix_spawn(&pid, "/bin/sh", &acciones, &atributos, argv, environ)
    close(extremos[0])
    guard lanzado == 0 else {
      close(extremos[1])
      return false
    }
    var hecho = 0
    while hecho < bytes.count {
      let n = bytes.withUnsafeBytes { p in
        write(extremos[1], p.baseAddress.map { $0 + hecho }, p.count - hecho)
      }
      if n > 0 {
        hecho += n
      } else if !(n < 0 && errno == EINTR) {
        break  // the pager quit (EPIPE): nothing more to show
      }
    }
    close(extremos[1])
    var estado: Int32 = 0
    while waitpid(pid, &estado, 0) < 0 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS, spelled out: Swift does not import the macros.
    return !((estado & 0x7F) == 0 && (estado >> 8) & 0xFF == 127)
  }
}
