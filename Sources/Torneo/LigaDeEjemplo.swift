// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
/// The sample league `marcador iniciar --ejemplo` writes: Rayo FC with exactly Ana #9, Luis
/// and Marta #1, and teams whose names test spaces, accents and apostrophes.
public enum LigaDeEjemplo {
  /// The file's text.
  public static let texto = """
    {
      "nombre": "Liga de ejemplo",
      "temporada": "2026-27",
      "equipos": [
        {
          "nombre": "Rayo FC",
          "color": "rojo",
          "jugadores": [
            { "nombre": "Ana", "dorsal": 9 },
            { "nombre": "Luis" },
            { "nombre": "Marta", "dorsal": 1 }
          ]
        },
        {
          "nombre": "Atlético B",
          "jugadores": [
            { "nombre": "Iker", "dorsal": 10 },
            { "nombre": "Nerea", "dorsal": 4 }
          ]
        },
        {
          "nombre": "Peña L'Olivera",
          "jugadores": [
            { "nombre": "Carmen", "dorsal": 7 }
          ]
        },
        {
          "nombre": "Unión Deportiva Sur",
          "jugadores": []
        }
      ],
      "partidos": [
        { "local": "Rayo FC", "visitante": "Atlético B", "fecha": "2026-12-05", "goles": [2, 1] },
        { "local": "Peña L'Olivera", "visitante": "Unión Deportiva Sur", "fecha": "2026-12-06" }
      ]
    }

    """

  /// How many teams it has.
  public static let numeroDeEquipos = 4

  /// An empty tournament, for `marcador iniciar`.
  public static let vacio = """
    {
      "nombre": "Torneo",
      "equipos": [],
      "partidos": []
    }

    """
}
