import Consola

/// Text kept in memory.
public final class SalidaEnMemoria: Salida {
  public private(set) var texto = ""
  public init() {}
  public func escribir(_ texto: String) { self.texto += texto }
  public func vaciar() {}
}
