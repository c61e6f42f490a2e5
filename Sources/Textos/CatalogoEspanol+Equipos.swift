extension CatalogoEspanol {
  public func equipoRenombrado(_ antes: String, _ despues: String, partidos: Int) -> String {
    "Equipo renombrado: \(antes) → \(despues); partidos que lo nombran: \(partidos)"
  }
}
