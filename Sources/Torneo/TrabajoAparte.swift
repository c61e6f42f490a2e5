import Glibc

/// Work done on a thread of its own while the caller goes on: a save hashes the league's 25 MB
/// (the fingerprints before and after) on the second core while the first compares the file
/// under the lock and writes the new one. `resultado()` waits for it; if no thread can be
/// started, the work is done there, in the caller, and the answer is the same.
///
/// Its answer is read only after `pthread_join`, which orders the thread's writes before the
/// caller's reads. Work that shares memory with the caller before that (`EtapaUnoAparte`'s
/// marks) publishes it with the release and acquire operations of `CIndiceJSON`.
final class TrabajoAparte<Resultado: Sendable>: @unchecked Sendable {
  private let caja: Caja
  private var hilo: pthread_t?
  private var unido = false

  /// Starts `trabajo` on a thread of its own, or, when `enUnHilo` is `false` (little work) or
  /// the process has only one processor, leaves it for `resultado()` to do in the caller.
  init(enUnHilo: Bool = true, _ trabajo: @escaping @Sendable () -> Resultado) {
    caja = Caja(trabajo)
    guard enUnHilo, Procesadores.varios else { return }
    let contexto = Unmanaged.passRetained(caja as Ejecutable).toOpaque()
    // The thread starts with every signal blocked but those a fault raises (it inherits the
    // mask it is created with), so that signals keep going to the caller's thread: Ctrl-C
    // while waiting for the lock is looked for there, and libedit's handlers interrupt the
    // read there. A crash on the thread still reports as one.
    var todas = sigset_t()
    sigfillset(&todas)
    for fallo in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] { sigdelset(&todas, fallo) }
    var anterior = sigset_t()
    precondition(pthread_sigmask(SIG_SETMASK, &todas, &anterior) == 0)
    var hilo = pthread_t()
    let creado = pthread_create(&hilo, nil, trabajoAparteEntrada, contexto) == 0
    precondition(pthread_sigmask(SIG_SETMASK, &anterior, nil) == 0)
    if creado {
      self.hilo = hilo
    } else {
      Unmanaged<Ejecutable>.fromOpaque(contexto).release()
    }
  }

  /// Whether the work runs on a thread of its own (else it waits for `resultado()`).
  var enHilo: Bool { hilo != nil }

  /// Waits for the work (or does it, if it had no thread) and returns its answer.
  func resultado() -> Resultado {
    unir()
    if caja.valor == nil { caja.ejecutar() }
    guard let valor = caja.valor else { preconditionFailure("el trabajo aparte no dejó resultado") }
    return valor
  }

  /// A thread is never left behind: one whose answer nobody asked for is joined here.
  deinit { unir() }

  private func unir() {
    guard let hilo, !unido else { return }
    unido = true
    precondition(pthread_join(hilo, nil) == 0)
  }

  private final class Caja: Ejecutable, @unchecked Sendable {
    let trabajo: @Sendable () -> Resultado
    var valor: Resultado?
    init(_ trabajo: @escaping @Sendable () -> Resultado) { self.trabajo = trabajo }
    override func ejecutar() { valor = trabajo() }
  }
}

/// Whether the machine has more than one processor online, asked once: with only one, a thread
/// of its own would take turns with the caller instead of running beside it. (A process pinned
/// to one processor of several, with `taskset`, still gets threads; Glibc's Swift module does
/// not offer `sched_getaffinity`.)
enum Procesadores {
  static let varios = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
}

/// What the thread's entry point runs, without knowing the work's type.
fileprivate class Ejecutable: @unchecked Sendable {
  func ejecutar() {}
}

private func trabajoAparteEntrada(_ contexto: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
{
  guard let contexto else { return nil }
  Unmanaged<Ejecutable>.fromOpaque(contexto).takeRetainedValue().ejecutar()
  return nil
}
