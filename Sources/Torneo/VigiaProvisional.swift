// Until the stores' own watchers land (helper S): a Vigia that never wakes and a check
// answered at once. Removed when they do.

public final class VigiaQuieto: Vigia {
  public init() {}
  public var descriptor: Int32 { -1 }
  public func atender() throws(ErrorDeLiga) -> Bool { false }
}

public final class ConsultaInmediata: Consulta {
  private let leer: () throws(ErrorDeLiga) -> Equipo
  public init(_ leer: @escaping () throws(ErrorDeLiga) -> Equipo) { self.leer = leer }
  public var descriptor: Int32 { -1 }
  public func respuesta() throws(ErrorDeLiga) -> Equipo? { try leer() }
  public func cancelar() {}
}

extension LigaEnArchivo {
  public func vigilar() throws(ErrorDeLiga) -> any Vigia { VigiaQuieto() }
  public func consultar(equipo: String) throws(ErrorDeLiga) -> any Consulta {
    ConsultaInmediata { () throws(ErrorDeLiga) in try self.equipo(llamado: equipo) }
  }
}
