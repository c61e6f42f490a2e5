extension CatalogoIngles {
  public func equipoRenombrado(_ antes: String, _ despues: String, partidos: Int) -> String {
    "Team renamed: \(antes) → \(despues); matches naming it: \(partidos)"
  }
}
