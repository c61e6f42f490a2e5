// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Torneo

/// A whole league written as a tournament file: the one layout of every writer of a whole
/// league (a new season's file, the server's export), pretty as the sample league. Each
/// object's unknown members come as their JSON text (`"clave": valor`), after the known ones.
public enum TextoDeTorneo {
  public struct Jugador {
    public let nombre: String
    public let dorsal: Int?
    public let otros: [String]

    public init(nombre: String, dorsal: Int?, otros: [String]) {
      (self.nombre, self.dorsal, self.otros) = (nombre, dorsal, otros)
    }
  }

  public struct Equipo {
    public let nombre: String
    public let otros: [String]
    public let jugadores: [Jugador]

    public init(nombre: String, otros: [String], jugadores: [Jugador]) {
      (self.nombre, self.otros, self.jugadores) = (nombre, otros, jugadores)
    }
  }

  /// The file's text: `nombre`, the league's unknown members `otros`, `equipos`, then `cola`
  /// (members written after the teams).
  public static func texto(
    nombre: String?, otros: [String], equipos: [Equipo], cola: [String] = []
  ) -> String {
    var miembros = nombre.map { ["  \"nombre\": " + TextoJSON.cadena($0)] } ?? []
    miembros += otros.map { "  " + $0 }
    let textos = equipos.map { equipo in
      let filas = equipo.jugadores.map { j in
        var campos = ["\"nombre\": " + TextoJSON.cadena(j.nombre)]
        if let dorsal = j.dorsal { campos.append("\"dorsal\": \(dorsal)") }
        return "        { " + (campos + j.otros).joined(separator: ", ") + " }"
      }
      let partes =
        ["      \"nombre\": " + TextoJSON.cadena(equipo.nombre)]
        + equipo.otros.map { "      " + $0 }
        + [
          filas.isEmpty
            ? "      \"jugadores\": []"
            : "      \"jugadores\": [\n" + filas.joined(separator: ",\n") + "\n      ]"
        ]
      return "    {\n" + partes.joined(separator: ",\n") + "\n    }"
    }
    miembros.append(
      textos.isEmpty
        ? "  \"equipos\": []" : "  \"equipos\": [\n" + textos.joined(separator: ",\n") + "\n  ]")
    miembros += cola.map { "  " + $0 }
    return "{\n" + miembros.joined(separator: ",\n") + "\n}\n"
  }
}
