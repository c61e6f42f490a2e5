// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Glibc

/// Where one of a child's standard descriptors comes from.
public enum Extremo: Sendable {
  /// `/dev/null`.
  case nulo
  /// A file created or truncated (mode 0600), for the test to read afterwards.
  case archivo(String)
  /// A path opened for reading and writing: a pseudo-terminal's, which becomes the
  /// controlling terminal of a child started as a session leader.
  case terminal(String)
  /// A copy of a descriptor as the child has it by then: a pipe's end of ours, or 0 for the
  /// terminal just opened.
  case copia(Int32)
  /// Whatever this process has there.
  case heredado
}

/// A child `lanzar` could not start: posix_spawn's error number.
public struct FalloAlLanzar: Error {
  public let codigo: Int32
}

/// The tests' own children (a shell, a script, flock(1), a proxy, the built binary on a
/// terminal): the one place they are spawned and reaped.
public enum Hijo {
  /// Starts `argumentos[0]` (a path) with the rest as its arguments. The child keeps its three
  /// standard descriptors as given and no other (`cerrarLosDemas`), and the environment
  /// `entorno` (this process's when nil). `senalesPorDefecto`: no signal blocked and every one
  /// at its default action, whatever this process blocks or ignores (an ignored or blocked
  /// signal is inherited: a tmux server started so never took its own kill-server's SIGTERM).
  /// `sesion`: a session leader, so the first terminal it opens is its controlling one (Ctrl-C
  /// a real SIGINT). `carpeta`: its working folder (this process's when nil). Returns its pid,
  /// for `esperar` or a signal.
  public static func lanzar(
    _ argumentos: [String], entrada: Extremo = .nulo, salida: Extremo = .nulo,
    errores: Extremo = .nulo, entorno: [String: String]? = nil, senalesPorDefecto: Bool = false,
    sesion: Bool = false, carpeta: String? = nil
  ) throws -> pid_t {
    var acciones = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&acciones)
    defer { posix_spawn_file_actions_destroy(&acciones) }
    if let carpeta {
      guard cambiarDeCarpeta(&acciones, carpeta) else { throw FalloAlLanzar(codigo: ENOSYS) }
    }
    for (fd, extremo) in [(Int32(0), entrada), (1, salida), (2, errores)] {
      switch extremo {
      case .nulo:
        posix_spawn_file_actions_addopen(
          &acciones, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
      case .archivo(let ruta):
        posix_spawn_file_actions_addopen(&acciones, fd, ruta, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      case .terminal(let ruta):
        posix_spawn_file_actions_addopen(&acciones, fd, ruta, O_RDWR, 0)
      case .copia(let origen):
        posix_spawn_file_actions_adddup2(&acciones, origen, fd)
      case .heredado:
        break
      }
    }
    cerrarLosDemas(&acciones)
    var atributos = posix_spawnattr_t()
    posix_spawnattr_init(&atributos)
    defer { posix_spawnattr_destroy(&atributos) }
    // POSIX_SPAWN_SETSID (glibc's 0x80) is a GNU extension Swift does not import.
    var banderas: Int32 = sesion ? 0x80 : 0
    if senalesPorDefecto {
      banderas |= POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
      var vacio = sigset_t()
      sigemptyset(&vacio)
      posix_spawnattr_setsigmask(&atributos, &vacio)
      var todas = sigset_t()
      sigfillset(&todas)
      posix_spawnattr_setsigdefault(&atributos, &todas)
    }
    posix_spawnattr_setflags(&atributos, Int16(banderas))
    let argv = argumentos.map { strdup($0) } + [nil]
    let envp = entorno.map { $0.map { strdup($0.key + "=" + $0.value) } + [nil] }
    defer { for a in argv + (envp ?? []) { free(a) } }
    var pid: pid_t = 0
    let codigo =
      if let envp {
        posix_spawn(&pid, argumentos[0], &acciones, &atributos, argv, envp)
      } else {
        posix_spawn(&pid, argumentos[0], &acciones, &atributos, argv, environ)
      }
    guard codigo == 0 else { throw FalloAlLanzar(codigo: codigo) }
    return pid
  }

  /// Waits for the child `pid` alone (waitpid, again after EINTR): its exit status, or -1 when
  /// a signal ended it.
  public static func esperar(_ pid: pid_t) -> Int32 {
    terminacion(pid).codigo
  }

  /// Waits for the child `pid` alone (waitpid, again after EINTR): its exit status (-1 when a
  /// signal ended it) and that signal (WTERMSIG), nil when it exited.
  public static func terminacion(_ pid: pid_t) -> (codigo: Int32, senal: Int32?) {
    var estado: Int32 = 0
    while waitpid(pid, &estado, 0) == -1 && errno == EINTR {}
    return estado & 0x7F == 0 ? ((estado >> 8) & 0xFF, nil) : (-1, estado & 0x7F)
  }

  /// Whether the child `pid` is still running: not yet exited, and not reaped (its
  /// `/proc/PID/stat` state is not `Z`). Leaves it for `esperar` to reap.
  public static func vivo(_ pid: pid_t) -> Bool {
    guard let archivo = fopen("/proc/\(pid)/stat", "r") else { return false }
    defer { fclose(archivo) }
    var linea = [CChar](repeating: 0, count: 512)
    guard fgets(&linea, Int32(linea.count), archivo) != nil else { return false }
    // `PID (NAME) STATE …`: the name may hold spaces and parentheses; the state follows the last.
    let texto = String(
      decoding: linea.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let cierre = texto.lastIndex(of: ")") else { return false }
    return texto[cierre...].dropFirst().drop(while: { $0 == " " }).first != "Z"
  }

  /// `lanzar` and `esperar`: the child's exit status, -1 when a signal ended it or it could not
  /// start.
  public static func correr(
    _ argumentos: [String], salida: Extremo = .nulo, entorno: [String: String]? = nil,
    senalesPorDefecto: Bool = false
  ) -> Int32 {
    guard
      let pid = try? lanzar(
        argumentos, salida: salida, entorno: entorno, senalesPorDefecto: senalesPorDefecto)
    else { return -1 }
    return esperar(pid)
  }
}

/// Adds to `acciones` the closing of every descriptor from 3 up in the child
/// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34, which Swift does not import: looked
/// up at run time). Every child a test spawns keeps only what its actions give it: a lock, a
/// pipe or a terminal another test holds at that moment, not yet close-on-exec, would otherwise
/// outlive that test in the child (a server the child leaves running, say).
private func cerrarLosDemas(_ acciones: inout posix_spawn_file_actions_t) {
  typealias Funcion =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
  guard
    let simbolo = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
  else { return }
  _ = unsafeBitCast(simbolo, to: Funcion.self)(&acciones, 3)
}

/// Adds to `acciones` the child's change to the folder `ruta`
/// (`posix_spawn_file_actions_addchdir_np`, glibc 2.29, which Swift does not import: looked up
/// at run time). False when this C library lacks it.
private func cambiarDeCarpeta(_ acciones: inout posix_spawn_file_actions_t, _ ruta: String) -> Bool
{
  typealias Funcion =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) ->
    Int32
  guard
    let simbolo = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
  else { return false }
  return unsafeBitCast(simbolo, to: Funcion.self)(&acciones, ruta) == 0
}
