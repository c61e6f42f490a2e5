// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Formatos
import LlamadasAlSistema
import Torneo

/// The paths TAB offers for a file argument in the interactive mode (`importar`'s CSV,
/// `temporada`'s new league), read through `Sistema`.
public enum Rutas {
  /// The paths that start with `prefijo`, sorted: the names in its folder that start with its
  /// last part (names starting with a dot only when that part does), a folder's with `/`
  /// after it. Never fails: a folder that cannot be read offers nothing.
  public static func candidatas(_ prefijo: String) -> [String] {
    let barra = prefijo.lastIndex(of: "/")
    let carpeta = barra.map { String(prefijo[...$0]) } ?? ""
    let parte = barra.map { String(prefijo[prefijo.index(after: $0)...]) } ?? prefijo
    return Sistema.nombres(en: carpeta.isEmpty ? "." : carpeta).filter {
      $0 != "." && $0 != ".." && $0.hasPrefix(parte) && (parte.hasPrefix(".") || !$0.hasPrefix("."))
    }.sorted().map { nombre in
      let ruta = carpeta + nombre
      return (try? Sistema.estado(de: ruta))?.esCarpeta == true ? ruta + "/" : ruta
    }
  }
}
