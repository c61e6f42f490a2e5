#!/usr/bin/env python3
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
"""Writes a league of N teams with 25 players each and a `partidos` section, pretty-printed
like the sample: `generar.py N RUTA`. Team 0 is Rayo FC, whose numbers leave 7 free."""
import json
import sys

CIUDADES = ["Alcalá", "Badajoz", "Cádiz", "Dénia", "Elche", "Ferrol", "Girona", "Huesca",
            "Irún", "Jaén", "Lugo", "Málaga", "Nájera", "Ourense", "Palencia", "Reus",
            "Soria", "Toledo", "Úbeda", "Vigo", "Zamora", "Ávila", "Béjar", "Cuenca"]


def liga(equipos):
    datos = {"nombre": f"Liga de {equipos} equipos", "temporada": "2026-27", "equipos": [],
             "partidos": []}
    for i in range(equipos):
        nombre = "Rayo FC" if i == 0 else f"{CIUDADES[i % len(CIUDADES)]} {i:05d}"
        dorsales = range(10, 35) if i == 0 else range(1, 26)
        datos["equipos"].append({
            "nombre": nombre,
            "color": ["rojo", "azul", "verde"][i % 3],
            "jugadores": [{"nombre": f"Jugador {i}-{j}", "dorsal": d}
                          for j, d in enumerate(dorsales)],
        })
    for i in range(equipos * 2):
        datos["partidos"].append({"local": datos["equipos"][i % equipos]["nombre"],
                                  "visitante": datos["equipos"][(i * 7 + 1) % equipos]["nombre"],
                                  "fecha": f"2026-{(i % 12) + 1:02d}-{(i % 28) + 1:02d}",
                                  "goles": [i % 5, (i * 3) % 4]})
    return datos


if __name__ == "__main__":
    with open(sys.argv[2], "w", encoding="utf-8") as salida:
        json.dump(liga(int(sys.argv[1])), salida, ensure_ascii=False, indent=2)
        salida.write("\n")
