#!/usr/bin/env python3
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
"""`make diferencial`: runs an old and a new marcador binary over the same cases and compares.

Issue 42 reshapes the code with behaviour unchanged; this is one of its proofs. The cases are
generated from the tables below, in Spanish (LANG=es_ES.UTF-8) and in English
(LANG=en_US.UTF-8), of two kinds:

- piped: stdin, stdout and stderr are pipes. Every command with valid and invalid arguments,
  `--help`, `ayuda`, `completar`, the interactive mode fed by a pipe, CSV import and export,
  undo/redo, seasons, missing, invalid, locked and read-only leagues.
- terminal: the binary is the session leader of a pseudo-terminal (80 or 40 columns, or
  TERM=dumb), keys are written one step at a time, each step once the output has settled.
  The screen is rendered by a terminal emulator (pyte) at checkpoints and at the end.
- server (with --servidor URL, a throwaway PostgreSQL): every eighth piped case on the sample
  league, each in a schema of its own, seeded by the OLD binary's `iniciar --ejemplo`; its
  rows are compared too (every table, as psql lists them).

Each case runs each binary, one after the other, in a fresh folder (the same path, emptied
and filled again: the form's history files are named after the league's path) holding the
same seed league (made once by the OLD binary's `iniciar --ejemplo`, then copied) and the
same CSV files, with HOME, XDG_*, TMPDIR pointed inside it and a fixed environment (nothing
of the caller's MARCADOR_*, LC_*, NO_COLOR…). Compared: the exit status, stdout, stderr
(terminal: the screens), and afterwards every file in the folder, its kind, mode and bytes.
The raw bytes a terminal received are compared too, but a difference there alone is reported
apart, as a lower-grade finding: a reshaped drawing may write other escape sequences for the
same screen.

Normalized before comparing (both sides alike): the case folder's path becomes `$DIR`;
journal and `historial` times (`2026-12-06T06:32:34Z`, `2026-12-06 06:32:34 +0000`, and the
server's `2026-12-06 06:32:34.663104+00`) become `<CUANDO>`. Nothing else: anything else
that differed between two runs of one binary would show in a run of the old binary against
itself, which must be all identical. What made terminal cases racy was fixed in the cases:
the first key waits for the program's first output, a key after Enter waits for 0.2 s of
quiet (a key typed before the next question is set up is echoed by the terminal itself), and
a wait the program times itself (a locked league) is a pause in the key script.

Prints a summary (cases per language and kind, identical, different) and each difference
with its case, command and a unified diff; exits 1 when a difference is not EXPECTED.
"""

import argparse
import concurrent.futures
import difflib
import fcntl
import os
import pty
import re
import select
import shlex
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

try:
    import pyte
except ImportError:
    # Debian's python3-pyte, when the python3 on PATH is another one (pyenv…).
    sys.path.append("/usr/lib/python3/dist-packages")
    import pyte

# The differences issues 42, 43 and 44 name, and only those: (cases, a regex every changed line of the
# difference must match, why). A difference some of whose changed lines no entry explains is
# unexpected, and the run exits 1.
ESPERADAS = [
    (
        r".*",
        r"^\s*dorsales\b",
        "issue 42 adds the command `dorsales EQUIPO` (the roster by number): a line of its own "
        "in the command lists of --help, ayuda and `completar ordenes`",
    ),
    (
        r" (tubo|servidor) la orden nueva dorsales ",
        r"",
        "issue 42's new command `dorsales EQUIPO`, which the old binary lacks (unknown command)",
    ),
    (
        r" repl TAB órdenes$",
        r"^\|(\S.*\s)?(dorsales|temporada|rehacer|salir)(\s.*)?$",
        "issue 42's new command `dorsales` among the commands TAB lists at the interactive "
        "prompt: the last rows of its columns move by one",
    ),
    (
        r".*",
        r"^(\s*(dorsales|permisos|llevar|sincronizar)\b|\s{20,}\S)",
        "issues 42, 43 and 44 add the commands `dorsales`, `permisos`, `llevar` and "
        "`sincronizar`: their lines (and their descriptions' wrapped lines) in the command "
        "lists of --help, ayuda and `completar ordenes`",
    ),
    (
        r" terminal \S+ ayuda$",
        r"^\|( {2}[a-zñ].*| {20,}\S.*)$",
        "`ayuda` at a terminal with the new commands: the command list is longer, so the rows "
        "of it the final screen shows move up",
    ),
    (
        r" repl TAB órdenes$",
        r"^(\|[a-zñ-]+(\s+[a-zñ-]+)*\s*|cursor \d+,\d+)$",
        "the new commands among the commands TAB lists at the interactive prompt: the rows of "
        "its columns move, one row more (at 40 columns the first rows scroll off), the cursor "
        "lower",
    ),
]

IDIOMAS = {"es": "es_ES.UTF-8", "en": "en_US.UTF-8"}
LIGA = "datos/marcador/torneo.json"  # the default league, under XDG_DATA_HOME=$DIR/datos

# ---------------------------------------------------------------------------------------------
# The seeds: what each case's folder holds before the binary runs.

CSV = {
    "buenos.csv": b"nombre,dorsal\nBea,5\nCris,\n",
    "punto-y-coma.csv": b"nombre;dorsal\r\nDavid;6\r\nElena;\r\n",
    "bom.csv": b"\xef\xbb\xbfname,number\nEli,8\n",
    "malos.csv": b"nombre,dorsal\nAna,9\nXavi,100\n,3\nYago,abc\n",
    "sin-cabecera.csv": b"Fer,11\nGil,12\n",
    "tuberias.csv": b"nombre|dorsal\nHugo|13\n",
    "liga.csv": "equipo;nombre;dorsal\nRayo FC;Iván;14\nNuevo CF;Jon;2\n".encode(),
    "largo.csv": ("nombre,dorsal\n" + "Maximiliano Alejandro Bartolomé,3\n").encode(),
    "comillas.csv": b'"nombre","dorsal"\n"O\'Neil ""Chino""",15\n"Paz, Ana",\n',
    "formula.csv": b"=SUMA(A1),16\n+34,17\n",
    "reemplazo.csv": b"nombre,dorsal\nAna,9\nLuis,3\nNoa,20\n",
    "vacio.csv": b"",
    "latin1.csv": "nombre,dorsal\nMu\u00f1oz,18\n".encode("latin-1"),
}


def fixtures():
    """The files of Tests/Fixtures (real spreadsheets' exports), besides the CSV table."""
    raiz = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures")
    archivos = {}
    for nombre in sorted(os.listdir(raiz)):
        if nombre != "README.md":
            with open(os.path.join(raiz, nombre), "rb") as f:
                archivos["fix-" + nombre] = f.read()
    return archivos


def semillas(viejo):
    """Each seed: file name (under $DIR) → bytes, made once. The league is the old binary's
    sample league; `diario` adds a journal the old binary wrote (anadir, editar, quitar,
    deshacer), copied, so both binaries read the same entries."""
    with tempfile.TemporaryDirectory() as d:
        liga = os.path.join(d, "torneo.json")
        subprocess.run([viejo, "--torneo", liga, "iniciar", "--ejemplo"], check=True,
                       capture_output=True, env=entorno(d, "es"))
        with open(liga, "rb") as f:
            ejemplo = f.read()
        for orden in (["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "5"],
                      ["editar", "Rayo FC", "Luis", "--dorsal", "3"],
                      ["quitar", "Atlético B", "Iker", "--si"],
                      ["nuevo-equipo", "Nuevo CF"],
                      ["deshacer"]):
            subprocess.run([viejo, "--torneo", liga] + orden, check=True, capture_output=True,
                           env=entorno(d, "es"))
        diario = {}
        for nombre in ("torneo.json", "torneo.json.diario", "torneo.json.lock"):
            with open(os.path.join(d, nombre), "rb") as f:
                diario["datos/marcador/" + nombre] = f.read()
    desconocidas = ejemplo.replace(b"{\n", b'{\n  "liga_id": 7, "extra": {"a": [1, 2]},\n', 1)
    desconocidas = desconocidas.replace(b'{ "nombre": "Ana", "dorsal": 9 }',
                                        b'{ "nombre": "Ana", "dorsal": 9, "foto": "ana.png" }')
    return {
        "ejemplo": {LIGA: ejemplo},
        "sin-liga": {},
        "diario": diario,
        "desconocidas": {LIGA: desconocidas},
        "roto": {LIGA: ejemplo[: len(ejemplo) // 2]},
        "tipo-malo": {LIGA: b'{"nombre": 5, "equipos": {}}\n'},
        "dorsal-repetido": {
            LIGA: ejemplo.replace(b'"Marta", "dorsal": 1', b'"Marta", "dorsal": 9')},
        "vacia": {LIGA: b""},
        "nombre-largo": {LIGA: ejemplo.replace(b'"Luis"', b'"' + b"L" * 30 + b'"')},
        # As root (as this machine runs) the mode does not stop a write: the case still
        # compares whatever both binaries do with it, and the mode they leave.
        "solo-lectura": {LIGA: ejemplo, "@modo": 0o444},
        "enlace": {"liga-real.json": ejemplo, "@enlace": ("../../liga-real.json", LIGA)},
        "carpeta": {"@carpeta": LIGA},
        "bloqueada": {LIGA: ejemplo, "@cerrojo": LIGA + ".lock"},
    }


def preparar(d, semilla):
    """Fills the case folder: the seed, the CSV files, the XDG folders."""
    for sub in ("datos/marcador", "estado", "config", "cache", "tmp"):
        os.makedirs(os.path.join(d, sub), exist_ok=True)
    for nombre, contenido in semilla.items():
        if nombre.startswith("@"):
            continue
        ruta = os.path.join(d, nombre)
        os.makedirs(os.path.dirname(ruta), exist_ok=True)
        with open(ruta, "wb") as f:
            f.write(contenido)
    if "@modo" in semilla:
        os.chmod(os.path.join(d, LIGA), semilla["@modo"])
    if "@enlace" in semilla:
        destino, enlace = semilla["@enlace"]
        os.symlink(destino, os.path.join(d, enlace))
    if "@carpeta" in semilla:
        os.makedirs(os.path.join(d, semilla["@carpeta"]))
    for nombre, contenido in CSV_TODOS.items():
        with open(os.path.join(d, nombre), "wb") as f:
            f.write(contenido)


def entorno(d, idioma, term="xterm-256color", columnas=80, extra=None):
    """The whole environment of a run: nothing of the caller's."""
    e = {
        "PATH": "/usr/bin:/bin",
        "HOME": d,
        "USER": "secretaria",
        "LOGNAME": "secretaria",
        "XDG_DATA_HOME": os.path.join(d, "datos"),
        "XDG_STATE_HOME": os.path.join(d, "estado"),
        "XDG_CONFIG_HOME": os.path.join(d, "config"),
        "XDG_CACHE_HOME": os.path.join(d, "cache"),
        "TMPDIR": os.path.join(d, "tmp"),
        "LANG": IDIOMAS[idioma],
        "TERM": term,
        "COLUMNS": str(columnas),
        "LINES": "24",
        "TZ": "UTC",
        # A pager would wait for keys: output longer than the screen is simply written.
        "PAGER": "cat",
    }
    e.update(extra or {})
    return e


# ---------------------------------------------------------------------------------------------
# The piped cases: (name, arguments, stdin, seed, extra environment).

ORDENES = ["iniciar", "equipos", "plantilla", "anadir", "añadir", "editar", "quitar", "deshacer",
           "rehacer", "historial", "nuevo-equipo", "importar", "exportar", "copiar", "ayuda",
           "help", "completar", "renombrar-equipo", "quitar-equipo", "traspasar", "buscar",
           "libres", "temporada"]
EQUIPOS = ["Rayo FC", "rayo  fc", "Atletico B", "Peña L'Olivera", "Pena L'Olivera",
           "Unión Deportiva Sur", "Rayo", "Nadie", "", "E" * 45, 'Ra"yo', "--"]
JUGADORES = ["Ana", "ANA", "9", "#9", "#1", "Luis", "Nadie", "", "#99", "Marta "]
NOMBRES = ["Bea", "", "   ", "X" * 25, "X" * 26, "José", "Jose\u0301", "Ana", "ana",
           "A\u200bna", "A\u200dna", "  Bea   Luz ", "O'Neil", 'Di "Chino"', "=SUMA(1)",
           "\u202eabc", "Nico\u26bd", "-Bea", "Ñandú Pérez"]
DORSALES = ["5", "07", "0", "100", "abc", "", " 12 ", "-1", "9", "1", "٣", "99", "1e1"]
TEXTOS_BUSCAR = ["an", "AN", "atletico", "ñ", "zzz", "", "Rayo FC", "é"]
NOMBRES_EQUIPO = ["Nuevo CF", "", "E" * 40, "E" * 41, "rayo fc", "Atletico B", "Peña Norte",
                  "A\u200bB", "  Club   Sur  ", "Los \"Tigres\"", "--", "-x"]
ARCHIVOS_CSV = sorted(CSV) + ["no-existe.csv"]
CSV_TODOS = {}


def casos_tubo():
    c = []

    def caso(nombre, args, entrada=b"", semilla="ejemplo", extra=None):
        c.append({"nombre": nombre, "args": args, "entrada": entrada, "semilla": semilla,
                  "extra": extra or {}})

    # Help, version, usage errors, global options.
    for a in (["--help"], ["-h"], ["--version"], ["ayuda"], ["help"], ["--nada"], ["nada"],
              ["--torneo"], ["--torneo="], ["--torneo=otra.json", "equipos"],
              ["--torneo", "otra.json", "equipos"], ["--torneo", LIGA, "equipos"],
              ["--accesible", "equipos"], ["--", "equipos"], ["equipos", "--"],
              ["--version", "equipos"], ["equipos", "--help", "--json"], ["-x"],
              ["--torneo", "postgresql://nadie@/nada?host=/nonexistent", "equipos"],
              ["--torneo", "", "equipos"], ["EQUIPOS"], ["anadir", "-h"]):
        caso("global " + " ".join(a), a)
    caso("global MARCADOR_TORNEO vacía", ["equipos"], extra={"MARCADOR_TORNEO": ""})
    caso("global MARCADOR_TORNEO", ["equipos"], extra={"MARCADOR_TORNEO": "liga-real.json"},
         semilla="enlace")
    for o in ORDENES:
        caso(f"{o} --help", [o, "--help"])
        caso(f"{o} --ayuda-mal", [o, "--nada"])
        caso(f"ayuda {o}", ["ayuda", o])
        caso(f"completar opciones {o}", ["completar", "opciones", o])
        caso(f"completar argumentos {o}", ["completar", "argumentos", o])
    caso("ayuda nada", ["ayuda", "nada"])
    for a in (["dorsales", "Rayo FC"], ["dorsales", "Peña L'Olivera"], ["dorsales", "Nadie"],
              ["dorsales"], ["dorsales", "--help"], ["ayuda", "dorsales"],
              ["completar", "opciones", "dorsales"], ["completar", "argumentos", "dorsales"]):
        caso("la orden nueva dorsales " + " ".join(a), a)
    caso("ayuda dos", ["ayuda", "equipos", "plantilla"])

    # Reading commands against every seed.
    for s in ("ejemplo", "sin-liga", "diario", "desconocidas", "roto", "tipo-malo",
              "dorsal-repetido", "vacia", "nombre-largo", "solo-lectura", "enlace", "carpeta",
              "bloqueada"):
        for a in (["equipos"], ["equipos", "--json"], ["plantilla", "Rayo FC"],
                  ["exportar"], ["exportar", "--json"], ["historial"], ["libres", "Rayo FC"],
                  ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "5"], ["deshacer"]):
            caso(f"[{s}] " + " ".join(a), a, semilla=s, extra={"MARCADOR_ESPERA": "1"})
    for s in ("sin-liga", "vacia", "roto", "carpeta"):
        caso(f"[{s}] iniciar", ["iniciar"], semilla=s)
        caso(f"[{s}] iniciar --ejemplo", ["iniciar", "--ejemplo"], semilla=s)
    caso("iniciar relativo", ["--torneo", "nueva.json", "iniciar", "--ejemplo"])
    caso("iniciar sin carpeta", ["--torneo", "no/hay/nueva.json", "iniciar"])
    caso("iniciar de más", ["iniciar", "--ejemplo", "sobra"])

    # Teams and players, valid and invalid.
    for e in EQUIPOS:
        caso(f"plantilla {e!r}", ["plantilla", e])
        caso(f"plantilla {e!r} --json", ["plantilla", e, "--json"])
        caso(f"libres {e!r}", ["libres", e])
        caso(f"exportar {e!r}", ["exportar", e])
        caso(f"exportar {e!r} --excel", ["exportar", e, "--excel"])
        caso(f"anadir {e!r} por flags", ["anadir", e, "--nombre", "Bea", "--dorsal", "5"])
        caso(f"completar jugadores {e!r}", ["completar", "jugadores", e, ""])
    for n in NOMBRES:
        caso(f"anadir --nombre {n!r}", ["anadir", "Rayo FC", "--nombre", n])
        caso(f"anadir --nombre= {n!r} --comprobar",
             ["anadir", "Rayo FC", f"--nombre={n}", "--dorsal=", "--comprobar"])
        caso(f"anadir tubo nombre {n!r}", ["anadir", "Rayo FC"], (n + "\n\n").encode())
        caso(f"editar --nombre {n!r}", ["editar", "Rayo FC", "Luis", "--nombre", n])
    for d in DORSALES:
        caso(f"anadir --dorsal {d!r}", ["anadir", "Rayo FC", "--nombre", "Bea", "--dorsal", d])
        caso(f"anadir tubo dorsal {d!r}", ["anadir"], f"Rayo FC\nBea\n{d}\n".encode())
        caso(f"editar --dorsal {d!r}", ["editar", "Rayo FC", "Luis", "--dorsal", d])
        caso(f"traspasar --dorsal {d!r}",
             ["traspasar", "Rayo FC", "Ana", "Atlético B", "--dorsal", d])
    for j in JUGADORES:
        caso(f"editar {j!r} sin cambios", ["editar", "Rayo FC", j], b"\n\n")
        caso(f"editar {j!r} tubo", ["editar", "Rayo FC", j], b"Nuevo Nombre\n-\n")
        caso(f"editar {j!r} --sin-dorsal", ["editar", "Rayo FC", j, "--sin-dorsal"])
        caso(f"quitar {j!r} --si", ["quitar", "Rayo FC", j, "--si"])
        caso(f"quitar {j!r} s", ["quitar", "Rayo FC", j], b"s\n")
        caso(f"traspasar {j!r}", ["traspasar", "Rayo FC", j, "Unión Deportiva Sur"])
        caso(f"completar jugadores Rayo {j!r}", ["completar", "jugadores", "Rayo FC", j])
    for a in (["anadir"], ["anadir", "Rayo FC", "--nombre"], ["anadir", "Rayo FC", "--dorsal"],
              ["anadir", "Rayo FC", "--nombre", "Bea", "--nombre", "Cris"],
              ["anadir", "Rayo FC", "sobra", "--nombre", "Bea"], ["anadir", "--", "--nombre"],
              ["anadir", "Rayo FC", "--", "--nombre"], ["anadir", "Rayo FC", "--nada"],
              ["añadir", "Rayo FC", "--nombre", "Bea", "--dorsal", "5"],
              ["anadir", "--nombre", "Bea", "Rayo FC"],
              ["anadir", "Rayo FC", "--nombre=Bea", "--dorsal=9", "--comprobar"],
              ["anadir", "Rayo FC", "--nombre", "Ana", "--dorsal", "9", "--comprobar"],
              ["editar", "Rayo FC"], ["editar"], ["editar", "Rayo FC", "Ana", "--dorsal", "3",
                                                  "--sin-dorsal"],
              ["editar", "Rayo FC", "Ana", "--nombre", "ANA"],
              ["editar", "Rayo FC", "Ana", "--nombre", "Ana", "--dorsal", "9"],
              ["editar", "Rayo FC", "Ana", "--nombre", "Marta", "--comprobar"],
              ["editar", "Rayo FC", "Ana", "--dorsal", "1", "--nombre", "", "--comprobar"],
              ["quitar", "Rayo FC"], ["quitar", "Rayo FC", "Ana"], ["quitar-equipo"],
              ["quitar-equipo", "Rayo FC", "--si"], ["quitar-equipo", "Unión Deportiva Sur"],
              ["quitar-equipo", "Nadie", "--si"], ["renombrar-equipo", "Rayo FC"],
              ["renombrar-equipo", "Rayo FC", "Rayo Norte"],
              ["renombrar-equipo", "Rayo FC", "atletico b"],
              ["renombrar-equipo", "Nadie", "Otro"], ["renombrar-equipo", "Rayo FC", "Rayo FC"],
              ["traspasar", "Rayo FC", "Ana"], ["traspasar", "Rayo FC", "Ana", "Rayo FC"],
              ["traspasar", "Rayo FC", "Ana", "Nadie"],
              ["traspasar", "Peña L'Olivera", "Carmen", "Atlético B", "--sin-dorsal"],
              ["traspasar", "Rayo FC", "Ana", "Atlético B", "--dorsal", "4"],
              ["traspasar", "Rayo FC", "Ana", "Atlético B", "--dorsal", "2", "--sin-dorsal"],
              ["libres"], ["libres", "Rayo FC", "sobra"], ["buscar"], ["historial", "--json"],
              ["historial", "sobra"], ["deshacer", "1"], ["deshacer", "x"], ["rehacer", "1"],
              ["rehacer"], ["copiar"], ["copiar", LIGA], ["copiar", LIGA, "copia.json"],
              ["copiar", "no-existe.json", "copia.json"], ["copiar", LIGA, LIGA]):
        caso(" ".join(a), a)
    for t in TEXTOS_BUSCAR:
        caso(f"buscar {t!r}", ["buscar", t])
        caso(f"buscar {t!r} --json", ["buscar", t, "--json"])
    for n in NOMBRES_EQUIPO:
        caso(f"nuevo-equipo {n!r}", ["nuevo-equipo", n])
        caso(f"renombrar-equipo a {n!r}", ["renombrar-equipo", "Peña L'Olivera", n])

    # CSV import and export.
    for f in ARCHIVOS_CSV:
        caso(f"importar Rayo {f}", ["importar", "Rayo FC", f])
        caso(f"importar Rayo {f} --comprobar", ["importar", "Rayo FC", f, "--comprobar"])
        caso(f"importar Sur {f} --reemplazar", ["importar", "Unión Deportiva Sur", f,
                                                "--reemplazar"])
        caso(f"importar liga {f}", ["importar", f])
        caso(f"importar Rayo stdin {f}", ["importar", "Rayo FC"], CSV_TODOS.get(f, b""))
    for f in sorted(fixtures()):
        caso(f"importar Sur {f} --comprobar", ["importar", "Unión Deportiva Sur", f,
                                               "--comprobar"])
        caso(f"importar Sur {f}", ["importar", "Unión Deportiva Sur", f])
    for a in (["importar", "Rayo FC", "tuberias.csv", "--separador", "|"],
              ["importar", "Rayo FC", "tuberias.csv", "--separador"],
              ["importar", "Rayo FC", "buenos.csv", "--separador", ";;"],
              ["importar", "Rayo FC", "reemplazo.csv", "--reemplazar", "--comprobar"],
              ["importar", "Rayo FC", "reemplazo.csv", "--reemplazar"],
              ["importar", "liga.csv", "--comprobar"], ["importar"],
              ["importar", "Nadie", "buenos.csv"], ["exportar", "--json", "--excel"],
              ["exportar", "--excel"], ["exportar", "Rayo FC", "--json"]):
        caso(" ".join(a), a)

    # Seasons.
    for a in (["temporada", "nueva.json"], ["temporada", "nueva.json", "--temporada", "2030-31"],
              ["temporada", "nueva.json", "--sin-dorsales", "--nombre", "Liga 2"],
              ["temporada", LIGA], ["temporada"], ["temporada", "no/hay/nueva.json"],
              ["temporada", "nueva.json", "--temporada"],
              ["temporada", "nueva.json", "--nombre", ""]):
        caso(" ".join(a), a)
        caso("[diario] " + " ".join(a), a, semilla="diario")

    # Completion entry points.
    for p in ("", "R", "r", "at", "pe", "Peña L", "Peña L'", "Z", "u"):
        for opciones in ([], ["--escapar"], ["--comilla", '"'], ["--comilla", "'"],
                         ["--corte", "x="]):
            caso(f"completar equipos {p!r} {' '.join(opciones)}",
                 ["completar", "equipos", p] + opciones)
    for a in (["completar"], ["completar", "ordenes"], ["completar", "nada"],
              ["completar", "opciones"], ["completar", "argumentos", "nada"],
              ["completar", "jugadores", "Peña L'Olivera", "c", "--comilla", "'"],
              ["completar", "jugadores", "Rayo FC", "#", "--escapar"]):
        caso(" ".join(a), a)
    for s in ("sin-liga", "roto", "bloqueada"):
        caso(f"[{s}] completar equipos", ["completar", "equipos", ""], semilla=s)

    # The journal: undo, redo, history, through sessions.
    for s in ("ejemplo", "diario"):
        for guion in ("deshacer\nrehacer\nhistorial\n", "deshacer\ndeshacer\nhistorial --json\n",
                      "rehacer\n", "deshacer 1\n", "deshacer 1 --si\nhistorial\n",
                      "deshacer 99 --si\n", "anadir Rayo FC --nombre Bea\ndeshacer\nrehacer\n"
                      "rehacer\nhistorial\n"):
            caso(f"[{s}] sesión {guion!r}", [], guion.encode(), semilla=s)

    # The interactive mode fed by a pipe: several commands, forms answered, wrong answers.
    sesiones = [
        "equipos\nplantilla Rayo FC\n",
        "plantilla Peña L'Olivera\nplantilla 'Peña L'\\''Olivera'\n",
        "anadir Rayo FC\nBea\n5\nplantilla Rayo FC\n",
        "anadir\nRayo FC\nBea\n\nequipos\n",
        "anadir Rayo FC\nAna\n5\n",
        "anadir Rayo FC\nBea\n99x\nequipos\n",
        "anadir Rayo FC\n" + "X" * 30 + "\nBea\n",
        "editar Rayo FC Ana\n\n\n",
        "editar Rayo FC Ana\nAna María\n-\nplantilla Rayo FC\n",
        "quitar Rayo FC Luis\ns\nplantilla Rayo FC\n",
        "quitar Rayo FC Luis\nn\nplantilla Rayo FC\n",
        "quitar Rayo FC Luis\nquizá\n",
        "nuevo-equipo Nuevo CF\nanadir Nuevo CF --nombre Jon\nexportar\n",
        "nada\nequipos\n",
        "equipos sobra\nequipos\n",
        "plantilla Rayo\n",
        "buscar zzz\nequipos\n",
        "\n\n   \nequipos\n",
        "# comentario\nequipos\n",
        "plantilla \"Rayo FC\nequipos\n",
        "ayuda\nayuda anadir\n",
        "--help\n",
        "importar Rayo FC buenos.csv\nplantilla Rayo FC\ndeshacer\nplantilla Rayo FC\n",
        "importar Rayo FC\n",
        "traspasar Rayo FC Ana Atlético B\nplantilla Atlético B\n",
        "renombrar-equipo Rayo FC Rayo Norte\nplantilla Rayo Norte\nequipos\n",
        "quitar-equipo Atlético B\ns\nequipos\n",
        "temporada nueva.json --temporada 2031-32\n",
        "libres Rayo FC\nlibres Peña L'Olivera\n",
        "exportar Rayo FC --excel\nexportar --json\n",
        "anadir Rayo FC --nombre Bea --dorsal 5\nanadir Rayo FC --nombre Cris --dorsal 5\n",
        "editar Rayo FC 9 --dorsal 10\nplantilla Rayo FC\n",
        "anadir Rayo FC --nombre\n",
        "iniciar\n",
        "copiar\n",
        "historial\n",
        "\ufeffequipos\n",
        "equipos",
        "anadir Rayo FC\nBea",
        "equipos\r\nplantilla Rayo FC\r\n",
    ]
    for i, guion in enumerate(sesiones):
        caso(f"sesión {i:02} {guion[:40]!r}", [], guion.encode())
    caso("sesión accesible", ["--accesible"], b"anadir Rayo FC\nBea\n5\n")
    for i, entrada in enumerate((b"Rayo FC\nBea\n5\n", b"Rayo FC\nBea\n", b"Rayo FC\nBea",
                                 b"Nadie\nBea\n", b"Rayo FC\n\n", b"",
                                 b"\xef\xbb\xbfRayo FC\nBea\n",
                                 b"Rayo FC\nBea\n5\nsobra\n", b"Rayo FC\r\nBea\r\n7\r\n",
                                 b"Rayo FC\n\xff\xfe\n")):
        caso(f"anadir tubo {i:02} {entrada[:30]!r}", ["anadir"], entrada)
    return c


# ---------------------------------------------------------------------------------------------
# The terminal cases: (name, arguments, keys, seed). A key step is bytes to write, PANTALLA
# (a checkpoint: the screen as it is once the output has settled), or a number of seconds to
# wait (reading), for what the program does on a clock of its own.

PANTALLA = object()
ENTER, TAB, BS, CTRL_C, CTRL_D, CTRL_U, CTRL_W, CTRL_L = (
    b"\r", b"\t", b"\x7f", b"\x03", b"\x04", b"\x15", b"\x17", b"\x0c")
IZQ, DER, ARRIBA, ABAJO, INICIO, FIN, SHIFT_TAB = (
    b"\x1b[D", b"\x1b[C", b"\x1b[A", b"\x1b[B", b"\x01", b"\x05", b"\x1b[Z")


def letras(texto):
    """One write per character, as a person types."""
    return [ch.encode() for ch in texto]


def guiones_terminal():
    g = []

    def guion(nombre, args, teclas, semilla="ejemplo", extra=None):
        g.append({"nombre": nombre, "args": args, "teclas": teclas, "semilla": semilla,
                  "extra": extra or {}})

    rayo = ["anadir", "Rayo FC"]
    guion("anadir válido", rayo, letras("Bea") + [PANTALLA, ENTER, b"5", PANTALLA, ENTER])
    guion("anadir con TAB", ["anadir"], [b"Ra", TAB, PANTALLA, ENTER] + letras("Bea")
          + [ENTER, ENTER])
    guion("anadir TAB ambiguo", ["anadir"], [TAB, TAB, PANTALLA, b"Pe", TAB, ENTER, b"Ola",
                                             ENTER, ENTER])
    guion("anadir TAB sin candidatos", ["anadir"], [b"Zz", TAB, PANTALLA, ENTER, PANTALLA,
                                                    CTRL_U, b"Rayo FC", ENTER, b"Bea", ENTER,
                                                    ENTER])
    guion("anadir respuestas no válidas", rayo,
          [ENTER, PANTALLA, b"Bea", ENTER, b"abc", ENTER, PANTALLA, BS, BS, BS, b"100", ENTER,
           PANTALLA, CTRL_U, b"7", ENTER])
    guion("anadir nombre repetido", rayo, [b"Ana", ENTER, b"3", ENTER, PANTALLA, SHIFT_TAB,
                                           PANTALLA, CTRL_U, b"Ana B", ENTER, ENTER])
    guion("anadir dorsal repetido", rayo, [b"Bea", ENTER] + letras("9") + [ENTER, PANTALLA]
          + [BS, b"8", PANTALLA, ENTER])
    guion("anadir Ctrl-C descarta", rayo, [b"Bea", CTRL_C, PANTALLA, b"s", ENTER])
    guion("anadir Ctrl-C sigue", rayo, [b"Bea", CTRL_C, PANTALLA, b"n", ENTER, PANTALLA, ENTER,
                                        ENTER])
    guion("anadir Ctrl-C vacío", rayo, [CTRL_C])
    guion("anadir Ctrl-D vacío", rayo, [CTRL_D])
    guion("anadir Ctrl-D con texto", rayo, [b"Bea", IZQ, IZQ, CTRL_D, PANTALLA, CTRL_C,
                                            PANTALLA, b"s", ENTER])
    guion("anadir teclas de edición", rayo,
          letras("Bxa") + [IZQ, BS, b"e", FIN, b" Luz", INICIO, b"M", DER, PANTALLA, CTRL_W,
                           CTRL_W, b"Bea", ENTER, b"2", IZQ, b"1", ENTER])
    guion("anadir Shift-Tab", rayo, [b"Bea", ENTER, PANTALLA, SHIFT_TAB, PANTALLA, CTRL_U,
                                     b"Cris", ENTER, ENTER])
    guion("anadir Shift-Tab primero", rayo, [SHIFT_TAB, b"Bea", ENTER, ENTER])
    guion("anadir nombre largo", rayo, letras("X" * 27) + [PANTALLA, ENTER, PANTALLA, CTRL_U,
                                                          b"Dani", ENTER, ENTER])
    guion("anadir acentos", rayo, ["José Ñu".encode(), PANTALLA, ENTER, b"3", ENTER])
    guion("anadir emoji", rayo, ["Nico\u26bd".encode(), PANTALLA, ENTER, ENTER])
    guion("anadir combinante", rayo, ["Jose\u0301".encode(), PANTALLA, ENTER, ENTER])
    guion("anadir Ctrl-L", rayo, [b"Bea", CTRL_L, PANTALLA, ENTER, ENTER])
    guion("anadir --nombre", rayo + ["--nombre", "Bea"], [b"5", ENTER])
    guion("anadir --accesible", ["--accesible"] + rayo, [b"Ana", ENTER, PANTALLA, b"Bea", ENTER,
                                                         b"0", ENTER, b"2", ENTER])
    guion("anadir sin liga", rayo, [b"Bea", ENTER, ENTER], semilla="sin-liga")
    guion("anadir liga bloqueada", rayo, [b"Bea", ENTER, ENTER, 1.5, PANTALLA, b"n", ENTER,
                                          PANTALLA,
                                          CTRL_C, b"s", ENTER], semilla="bloqueada",
          extra={"MARCADOR_ESPERA": "1"})
    guion("editar sin cambios", ["editar", "Rayo FC", "Ana"], [PANTALLA, ENTER, ENTER])
    guion("editar nombre", ["editar", "Rayo FC", "Ana"], [CTRL_U, b"Ana Mar\xc3\xada", ENTER,
                                                          BS, ENTER])
    guion("editar dorsal repetido", ["editar", "Rayo FC", "Luis"], [ENTER, b"1", ENTER,
                                                                    PANTALLA, BS, b"2", ENTER])
    guion("editar Ctrl-C", ["editar", "Rayo FC", "Ana"], [b"x", CTRL_C, PANTALLA, b"s", ENTER])
    guion("editar Ctrl-C sin cambios", ["editar", "Rayo FC", "Ana"], [CTRL_C])
    guion("quitar sí", ["quitar", "Rayo FC", "Luis"], [PANTALLA, b"s", ENTER])
    guion("quitar no", ["quitar", "Rayo FC", "Luis"], [b"n", ENTER])
    guion("quitar Enter", ["quitar", "Rayo FC", "Luis"], [ENTER])
    guion("quitar-equipo", ["quitar-equipo", "Atlético B"], [b"s", ENTER])
    guion("equipos", ["equipos"], [])
    guion("ayuda", ["ayuda"], [])
    repl = []
    guion("repl equipos", repl, [b"equipos", ENTER, PANTALLA, CTRL_D])
    guion("repl TAB órdenes", repl, [TAB, TAB, PANTALLA, b"pla", TAB, PANTALLA, b"Ra", TAB,
                                     PANTALLA, ENTER, CTRL_D])
    guion("repl TAB jugadores", repl, [b"editar Rayo FC ", TAB, TAB, PANTALLA, b"A", TAB,
                                       PANTALLA, CTRL_U, CTRL_D])
    guion("repl anadir", repl, [b"anadir Rayo FC", ENTER, b"Bea", ENTER, ENTER, PANTALLA,
                                b"historial", ENTER, CTRL_D])
    guion("repl errores e historia", repl, [b"xyz", ENTER, b"equipos sobra", ENTER, PANTALLA,
                                            ARRIBA, ARRIBA, PANTALLA, ABAJO, CTRL_U,
                                            b"equipos", ENTER, CTRL_D])
    guion("repl quitar y deshacer", repl, [b"quitar Rayo FC Luis", ENTER, b"s", ENTER,
                                           b"deshacer", ENTER, PANTALLA, CTRL_D])
    guion("repl ayuda Ctrl-L", repl, [b"ayuda anadir", ENTER, CTRL_L, PANTALLA, CTRL_D])
    guion("repl formulario Ctrl-C", repl, [b"anadir", ENTER, b"Ra", TAB, ENTER, b"Bea",
                                           CTRL_C, PANTALLA, b"s", ENTER, PANTALLA, CTRL_D])
    guion("repl editar", repl, [b"editar Rayo FC Ana", ENTER, ENTER, ENTER, PANTALLA, CTRL_D])
    guion("repl ambiguo", repl, [b"nuevo-equipo Rayo", ENTER, b"plantilla Rayo FC", ENTER,
                                 PANTALLA, b"buscar an", ENTER, CTRL_D])
    guion("repl Ctrl-C en la línea", repl, [b"equi", CTRL_C, PANTALLA, b"equipos", ENTER,
                                            CTRL_D])
    return g


# ---------------------------------------------------------------------------------------------
# Running one case.

FECHAS = [re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"),
          re.compile(rb"\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)? [+-]\d{4}"),
          # A timestamptz as psql shows it: the server's journal.
          re.compile(rb"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?[+-]\d\d")]


def normalizar(datos, d):
    datos = datos.replace(d.encode(), b"$DIR")
    for fecha in FECHAS:
        datos = fecha.sub(b"<CUANDO>", datos)
    return datos


def texto(datos):
    return datos.decode("utf-8", "backslashreplace")


def archivos(d):
    """Every file, link and folder under the case folder: kind, mode, normalized bytes."""
    partes = []
    for raiz, carpetas, nombres in os.walk(d):
        carpetas.sort()
        for nombre in sorted(carpetas) + sorted(nombres):
            ruta = os.path.join(raiz, nombre)
            rel = os.path.relpath(ruta, d)
            st = os.lstat(ruta)
            modo = f"{stat.S_IMODE(st.st_mode):04o}"
            if stat.S_ISLNK(st.st_mode):
                partes.append(f"== {rel} -> {os.readlink(ruta)}")
            elif stat.S_ISDIR(st.st_mode):
                partes.append(f"== {rel}/ {modo}")
            else:
                with open(ruta, "rb") as f:
                    contenido = texto(normalizar(f.read(), d))
                partes.append(f"== {rel} {modo}\n{contenido}")
    return "\n".join(partes)


def correr_tubo(binario, caso, d, idioma):
    p = subprocess.run(["marcador"] + caso["args"], executable=binario, cwd=d,
                       input=caso["entrada"], capture_output=True, timeout=60,
                       env=entorno(d, idioma, extra=caso["extra"]))
    return {
        "estado": str(p.returncode),
        "stdout": texto(normalizar(p.stdout, d)),
        "stderr": texto(normalizar(p.stderr, d)),
    }


def leer_hasta_calma(fd, calma, maximo, crudo):
    """Reads what the program writes until it has been quiet `calma` seconds (or `maximo`
    passed, or it closed the terminal). Returns False once the terminal is closed."""
    limite = time.monotonic() + maximo
    while True:
        queda = limite - time.monotonic()
        if queda <= 0:
            return True
        listos, _, _ = select.select([fd], [], [], min(calma, queda))
        if not listos:
            return True
        try:
            datos = os.read(fd, 65536)
        except OSError:
            return False
        if not datos:
            return False
        crudo.append(datos)


def pantalla(crudo, columnas, d):
    """The screen the bytes so far leave: each row's text, the cursor, then the runs of text
    with attributes other than the default (colour, bold, reverse…)."""
    screen = pyte.Screen(columnas, 24)
    stream = pyte.ByteStream(screen)
    stream.feed(b"".join(crudo))
    filas = [f"|{linea.rstrip()}" for linea in screen.display]
    while filas and filas[-1] == "|":
        filas.pop()
    filas.append(f"cursor {screen.cursor.y},{screen.cursor.x}")
    for y in range(screen.lines):
        fila = screen.buffer[y]
        anterior, desde = None, 0
        for x in range(columnas + 1):
            c = fila[x] if x < columnas else None
            attrs = None if c is None else (c.fg, c.bg, c.bold, c.italics, c.underscore,
                                            c.reverse, c.strikethrough)
            if attrs != anterior:
                if anterior is not None and anterior != ("default", "default", False, False,
                                                         False, False, False):
                    filas.append(f"atributos fila {y} columnas {desde}-{x - 1}: {anterior}")
                anterior, desde = attrs, x
    return texto(normalizar("\n".join(filas).encode(), d))


def correr_terminal(binario, caso, d, idioma):
    columnas, term = caso["columnas"], caso["term"]
    env = entorno(d, idioma, term=term, columnas=columnas, extra=caso["extra"])
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.chdir(d)
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columnas, 0, 0))
            os.execve(binario, ["marcador"] + caso["args"], env)
        finally:
            os._exit(127)
    crudo, resultado, abierto = [], {}, True
    try:
        # The first output: the program has set its terminal up (keys typed before would be
        # echoed by the terminal's line discipline, a race, not a behaviour).
        abierto = _primera(fd, crudo)
        marca = 0
        for tecla in caso["teclas"]:
            if not abierto:
                break
            if isinstance(tecla, float):
                abierto = leer_hasta_calma(fd, tecla, tecla, crudo)
                continue
            if tecla is PANTALLA:
                abierto = leer_hasta_calma(fd, 0.3, 3, crudo)
                resultado[f"pantalla {marca}"] = pantalla(crudo, columnas, d)
                marca += 1
                continue
            try:
                os.write(fd, tecla)
            except OSError:
                break
            # After Enter the program may set up another question: a key typed before it
            # does would be echoed by the terminal itself (a race, not a behaviour).
            abierto = leer_hasta_calma(fd, 0.2 if tecla == ENTER else 0.06, 2, crudo)
        estado = None
        limite = time.monotonic() + 5
        while estado is None and time.monotonic() < limite:
            if abierto:
                abierto = leer_hasta_calma(fd, 0.1, 0.5, crudo)
            hecho, codigo = os.waitpid(pid, os.WNOHANG)
            if hecho:
                estado = str(os.waitstatus_to_exitcode(codigo))
            elif not abierto:
                time.sleep(0.02)
        if estado is None:
            estado = "sigue vivo tras la última tecla (matado)"
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        if abierto:
            leer_hasta_calma(fd, 0.05, 0.5, crudo)
    finally:
        os.close(fd)
    resultado["estado"] = estado
    resultado["pantalla final"] = pantalla(crudo, columnas, d)
    bruto = normalizar(b"".join(crudo), d)
    resultado["bytes"] = "\n".join(repr(linea) for linea in bruto.split(b"\n"))
    return resultado


def _primera(fd, crudo):
    """Waits for the program's first output (8 s at most), then for it to settle."""
    listos, _, _ = select.select([fd], [], [], 8)
    if not listos:
        return True
    return leer_hasta_calma(fd, 0.15, 3, crudo)


# The server's tables, as `psql` lists them (rows in key order).
TABLAS = ["liga", "equipos", "jugadores", "diario", "marcador_esquema"]


def psql(url, *ordenes):
    """Runs SQL on the server; stdout and stderr together (an error is part of the answer)."""
    args = ["psql", "-XAtq", "-F", "\t", url]
    for o in ordenes:
        args += ["-c", o]
    p = subprocess.run(args, capture_output=True, env={"PATH": "/usr/bin:/bin", "TZ": "UTC"})
    return p.stdout + p.stderr


def con_esquema(url, esquema):
    """The server's URL with a schema of its own: marcador creates it at `iniciar`."""
    return url + ("&" if "?" in url else "?") + "options=-csearch_path%3D" + esquema


def correr(binario, caso, semilla, d, viejo, url=None):
    """Runs one binary over one case in a fresh folder `d` (and, on a server, a fresh schema
    at `url` seeded by the OLD binary's `iniciar --ejemplo`); the result, files included."""
    os.mkdir(d)
    cerrojo = None
    try:
        preparar(d, semilla)
        if "@cerrojo" in semilla:
            cerrojo = open(os.path.join(d, semilla["@cerrojo"]), "ab")
            fcntl.flock(cerrojo, fcntl.LOCK_EX)
        if url:
            esquema = url.rsplit("%3D", 1)[1]
            psql(url, f"DROP SCHEMA IF EXISTS {esquema} CASCADE")
            subprocess.run([viejo, "--torneo", url, "iniciar", "--ejemplo"], check=True,
                           capture_output=True, env=entorno(d, "es"))
            caso = dict(caso, extra=dict(caso["extra"], MARCADOR_TORNEO=url))
        if caso["tipo"] == "terminal":
            r = correr_terminal(binario, caso, d, caso["idioma"])
        else:
            r = correr_tubo(binario, caso, d, caso["idioma"])
        r["archivos"] = archivos(d)
        if url:
            r["filas"] = texto(normalizar(
                psql(url, *(f"SELECT * FROM {t} ORDER BY 1" for t in TABLAS)), d))
            psql(url, f"DROP SCHEMA IF EXISTS {esquema} CASCADE")
        return r
    finally:
        if cerrojo:
            cerrojo.close()
        shutil.rmtree(d, ignore_errors=True)


def diferencias(viejo, nuevo):
    """Per part that differs: its unified diff (lines)."""
    partes = {}
    for parte in viejo:
        if viejo[parte] != nuevo.get(parte):
            partes[parte] = list(difflib.unified_diff(
                viejo[parte].split("\n"), nuevo.get(parte, "").split("\n"),
                f"viejo: {parte}", f"nuevo: {parte}", lineterm="", n=2))
    return partes


def esperada(caso, diff):
    """The EXPECTED entry that explains every changed line, if any."""
    cambiadas = [l[1:] for l in diff if l.startswith(("+", "-"))
                 and not l.startswith(("+++", "---"))]
    for casos, lineas, motivo in ESPERADAS:
        if re.search(casos, caso["nombre"]) and all(re.search(lineas, l) for l in cambiadas):
            return motivo
    return None


def orden(caso):
    linea = "marcador " + shlex.join(caso["args"])
    if caso["tipo"] != "terminal":
        if caso["entrada"]:
            linea = f"printf %s {shlex.quote(texto(caso['entrada']))} | {linea}"
        return linea
    return f"{linea}   (terminal {caso['term']}, {caso['columnas']} columnas; teclas " + \
        " ".join(tecla(t) for t in caso["teclas"]) + ")"


def tecla(t):
    """A key step as the report shows it."""
    if t is PANTALLA:
        return "⟨pantalla⟩"
    if isinstance(t, float):
        return f"⟨{t} s⟩"
    return repr(t)[2:-1]


def todos_los_casos(servidor):
    casos = []
    for idioma in IDIOMAS:
        for i, c in enumerate(casos_tubo()):
            casos.append(dict(c, tipo="tubo", idioma=idioma, nombre=f"{idioma} tubo {c['nombre']}"))
            # On a server: every eighth piped case on the sample league that names no file
            # of its own as the league.
            if servidor and i % 8 == 0 and c["semilla"] == "ejemplo" and \
                    not any(a.startswith("--torneo") for a in c["args"]):
                casos.append(dict(c, tipo="servidor", idioma=idioma,
                                  nombre=f"{idioma} servidor {c['nombre']}"))
        for g in guiones_terminal():
            for term, columnas in (("xterm-256color", 80), ("xterm-256color", 40), ("dumb", 80)):
                casos.append(dict(g, tipo="terminal", idioma=idioma, term=term, columnas=columnas,
                                  nombre=f"{idioma} terminal {term}/{columnas} {g['nombre']}"))
    return casos


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--viejo", required=True, help="the old binary")
    p.add_argument("--nuevo", required=True, help="the new binary")
    p.add_argument("--solo", help="only the cases whose name matches this regex")
    # Four at once: a terminal case mostly waits for its program to settle.
    p.add_argument("--trabajos", type=int, default=4, help="cases run at once (4)")
    p.add_argument("--informe", help="also write the whole report to this file")
    p.add_argument("--servidor", help="a throwaway PostgreSQL server's URL: also run a subset "
                   "of the piped cases there, each in a schema of its own, comparing the rows")
    a = p.parse_args()
    viejo, nuevo = os.path.abspath(a.viejo), os.path.abspath(a.nuevo)
    CSV_TODOS.update(CSV)
    CSV_TODOS.update(fixtures())
    todas = semillas(viejo)
    casos = [c for c in todos_los_casos(a.servidor)
             if not a.solo or re.search(a.solo, c["nombre"])]
    nombres = [c["nombre"] for c in casos]
    assert len(nombres) == len(set(nombres)), "two cases with one name"

    inicio = time.monotonic()
    base = tempfile.mkdtemp(prefix="diferencial-")
    salida, bloqueo = [], threading.Lock()
    hechos = [0]

    def uno(indice):
        caso = casos[indice]
        semilla = todas[caso["semilla"]]
        # Both binaries in the same folder, one after the other: what is named after the
        # league's path (the form's history files) is named alike.
        d = os.path.join(base, f"{indice:04}")
        url = con_esquema(a.servidor, f"diferencial_{indice:04}") \
            if caso["tipo"] == "servidor" else None
        rv = correr(viejo, caso, semilla, d, viejo, url)
        rn = correr(nuevo, caso, semilla, d, viejo, url)
        with bloqueo:
            hechos[0] += 1
            if sys.stderr.isatty():
                print(f"\r{hechos[0]}/{len(casos)}", end="", file=sys.stderr, flush=True)
        return caso, diferencias(rv, rn)

    try:
        with concurrent.futures.ThreadPoolExecutor(a.trabajos) as pool:
            resultados = list(pool.map(uno, range(len(casos))))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    if sys.stderr.isatty():
        print(file=sys.stderr)

    cuenta = {}
    inesperadas = esperadas = solo_bytes = 0
    for caso, partes in resultados:
        clave = (caso["idioma"], caso["tipo"])
        fila = cuenta.setdefault(clave, [0, 0, 0, 0])
        fila[0] += 1
        graves = {k: v for k, v in partes.items() if k != "bytes"}
        if not partes:
            fila[1] += 1
            continue
        if not graves:
            fila[3] += 1
            solo_bytes += 1
            grado = "SOLO BYTES (misma pantalla, otros bytes: de grado menor)"
        else:
            motivos = {parte: esperada(caso, diff) for parte, diff in graves.items()}
            if all(motivos.values()):
                esperadas += 1
                grado = "ESPERADA: " + "; ".join(sorted(set(motivos.values())))
            else:
                inesperadas += 1
                fila[2] += 1
                grado = "DIFERENTE"
        salida.append(f"\n### {grado}: {caso['nombre']}\n$ {orden(caso)}")
        for parte, diff in partes.items():
            salida.extend(diff)

    resumen = [f"marcador diferencial: {a.viejo} (viejo) frente a {a.nuevo} (nuevo)",
               f"{'idioma':<7}{'tipo':<10}{'casos':>7}{'iguales':>9}{'distintos':>11}"
               f"{'solo bytes':>12}"]
    for (idioma, tipo), (n, iguales, distintos, bytes_) in sorted(cuenta.items()):
        resumen.append(f"{idioma:<7}{tipo:<10}{n:>7}{iguales:>9}{distintos:>11}{bytes_:>12}")
    resumen.append(f"{len(casos)} casos en {time.monotonic() - inicio:.0f} s: "
                   f"{inesperadas} con diferencias no esperadas, {esperadas} con diferencias "
                   f"esperadas, {solo_bytes} solo en los bytes")
    informe = "\n".join(salida + [""] + resumen)
    print(informe)
    if a.informe:
        os.makedirs(os.path.dirname(os.path.abspath(a.informe)), exist_ok=True)
        with open(a.informe, "w") as f:
            f.write(informe + "\n")
    return 1 if inesperadas else 0


if __name__ == "__main__":
    sys.exit(main())
