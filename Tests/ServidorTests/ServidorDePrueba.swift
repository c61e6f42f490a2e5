import Foundation
import Servidor
import Testing

/// The throwaway server `make test` starts (scripts/servidor.sh), from `MARCADOR_PRUEBAS_PG`.
enum ServidorDePrueba {
  static let url = ProcessInfo.processInfo.environment["MARCADOR_PRUEBAS_PG"].flatMap {
    $0.isEmpty ? nil : $0
  }

  /// Whether the server tests run: with a server, and always in CI, where a missing server
  /// must fail them rather than skip them.
  static let activo = url != nil || ProcessInfo.processInfo.environment["CI"] == "true"

  static let motivo: Comment =
    "sin servidor: MARCADOR_PRUEBAS_PG no está definida (make test arranca uno con scripts/servidor.sh)"

  /// The URL of the test server as `usuario` (one of the roles scripts/servidor.sh creates),
  /// with `extra` query parameters.
  static func url(usuario: String = "marcador", _ extra: String = "") throws -> String {
    let base = try #require(url, "CI=true y no hay servidor: define MARCADOR_PRUEBAS_PG")
    let cambiada = base.replacing("user=marcador", with: "user=" + usuario)
    return extra.isEmpty ? cambiada : cambiada + "&" + extra
  }
}

/// A schema of its own for one test (cheaper than a database: about 20 ms), dropped at the end.
/// Connections opened through `url` see only it.
final class EsquemaDePrueba: Sendable {
  let nombre = "prueba_" + UUID().uuidString.lowercased().replacing("-", with: "")
  let url: String
  private let administrador: String

  init() throws {
    administrador = try ServidorDePrueba.url()
    url = administrador + "&options=-csearch_path%3D" + nombre
    let conexion = try Conexion(url: administrador)
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion("CREATE SCHEMA \(nombre)")
  }

  /// A new connection to this schema.
  func conectar() throws -> Conexion { try Conexion(url: url) }

  /// Lets `usuario` use this schema (not create in it).
  func permitirUso(a usuario: String) throws {
    let conexion = try Conexion(url: administrador)
    defer { conexion.cerrar() }
    try conexion.ejecutarGuion("GRANT USAGE ON SCHEMA \(nombre) TO \(usuario)")
  }

  deinit {
    if let conexion = try? Conexion(url: administrador) {
      try? conexion.ejecutarGuion("DROP SCHEMA \(nombre) CASCADE")
      conexion.cerrar()
    }
  }
}

/// Runs `trabajo(0..<n)` on `n` threads of their own, all at once, and returns the results in
/// order. Real threads: the cooperative pool has as many threads as cores, and a blocking
/// libpq call would hold one.
func enParalelo<T: Sendable>(_ n: Int, _ trabajo: @escaping @Sendable (Int) -> T) -> [T] {
  let resultados = Resultados<T>(n)
  let salida = DispatchGroup()
  let arranque = DispatchSemaphore(value: 0)
  for k in 0..<n {
    salida.enter()
    Thread.detachNewThread {
      arranque.wait()
      resultados.poner(trabajo(k), en: k)
      salida.leave()
    }
  }
  for _ in 0..<n { arranque.signal() }
  salida.wait()
  return resultados.todos()
}

/// A list that several threads fill in.
private final class Resultados<T: Sendable>: @unchecked Sendable {
  private var lista: [T?]
  private let cerrojo = NSLock()

  init(_ n: Int) { lista = Array(repeating: nil, count: n) }

  func poner(_ valor: T, en k: Int) { cerrojo.withLock { lista[k] = valor } }

  func todos() -> [T] { cerrojo.withLock { lista.compactMap { $0 } } }
}
