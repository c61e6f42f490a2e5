import Glibc

/// Work done on a thread of its own while the caller goes on: a save hashes the league's 25 MB
/// (the fingerprints before and after) on the second core while the first compares the file
/// under the lock and writes the new one. `resultado()` waits for it; if no thread can be
/// started, the work is done there, in the caller, and the answer is the same.
///
/// The work only reads what its closure captured (immutable arrays), and its answer is read
/// only after `pthread_join`, which orders the thread's writes before the caller's reads.
final class TrabajoAparte<Resultado: Sendable>: @unchecked Sendable {
  private let caja: Caja
  private var hilo: pthread_t?
  private var unido = false

  /// Starts `trabajo` on a thread of its own, or, when `enUnHilo` is `false` (little work),
  /// leaves it for `resultado()` to do in the caller.
  init(enUnHilo: Bool = true, _ trabajo: @escaping @Sendable () -> Resultado) {
    caja = Caja(trabajo)
    guard enUnHilo else { return }
    let contexto = Unmanaged.passRetained(caja as Ejecutable).toOpaque()
    // The thread starts with every signal blocked (it inherits the mask it is created with),
    // so that signals keep going to the caller's thread: Ctrl-C while waiting for the lock is
    // looked for there, and libedit's handlers interrupt the read there.
    var todas = sigset_t()
    sigfillset(&todas)
    var anterior = sigset_t()
    pthread_sigmask(SIG_SETMASK, &todas, &anterior)
    var hilo = pthread_t()
    let creado = pthread_create(&hilo, nil, trabajoAparteEntrada, contexto) == 0
    pthread_sigmask(SIG_SETMASK, &anterior, nil)
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
    pthread_join(hilo, nil)
  }

  private final class Caja: Ejecutable, @unchecked Sendable {
    let trabajo: @Sendable () -> Resultado
    var valor: Resultado?
    init(_ trabajo: @escaping @Sendable () -> Resultado) { self.trabajo = trabajo }
    override func ejecutar() { valor = trabajo() }
  }
}

/// What the thread's entry point runs, without knowing the work's type.
class Ejecutable: @unchecked Sendable {
  func ejecutar() {}
}

private func trabajoAparteEntrada(_ contexto: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
{
  guard let contexto else { return nil }
  Unmanaged<Ejecutable>.fromOpaque(contexto).takeRetainedValue().ejecutar()
  return nil
}
