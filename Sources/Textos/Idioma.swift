// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// The languages `marcador` speaks.
public enum Idioma: String, CaseIterable, Sendable {
  case espanol = "es"
  case ingles = "en"

  /// The language the environment asks for: the first non-empty of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG`; `en…` is English, anything else (unset, `C`, `POSIX`, `es_ES`, …) Spanish.
  public static func delEntorno(_ variable: (String) -> String?) -> Idioma {
    let valor = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(variable).first { !$0.isEmpty }
    return (valor ?? "").hasPrefix("en") ? .ingles : .espanol
  }

  /// This language's catalog.
  public var catalogo: any Catalogo {
    switch self {
    case .espanol: CatalogoEspanol()
    case .ingles: CatalogoIngles()
    }
  }
}
