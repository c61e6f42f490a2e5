#!/usr/bin/env python3
"""Fails when a target imports a module that Package.swift does not name among its dependencies,
or when Sources outside the system layer import the C library.

SwiftPM lets a target import any module its dependencies bring in transitively; marcador's
layout (ARCHITECTURE.md) is what Package.swift declares, so every `import` must be declared.
The toolchain's own modules (Glibc, Synchronization, Testing) need no declaration.

Every system call goes through LlamadasAlSistema (`Sistema`), checked once there: no other
file of Sources imports Glibc (nor Musl or Darwin). The C wrappers (CLibPQ, CEditLine) are C;
tests may use Glibc.
"""
import pathlib
import re
import sys

DEL_SISTEMA = {"Glibc", "Synchronization", "Testing", "Foundation", "Dispatch"}

raiz = pathlib.Path(__file__).resolve().parent.parent
paquete = (raiz / "Package.swift").read_text()
objetivos = {}
for m in re.finditer(r"\.(target|testTarget|executableTarget|systemLibrary)\((.*?)\)(?=,\s*(?://|\.|\]))",
                     paquete, re.S):
    clase, cuerpo = m.group(1), m.group(2)
    nombre = re.search(r'name:\s*"([^"]+)"', cuerpo).group(1)
    deps = re.search(r"dependencies:\s*\[(.*?)\]", cuerpo, re.S)
    ruta = re.search(r'path:\s*"([^"]+)"', cuerpo)
    carpeta = ruta.group(1) if ruta else ("Tests/" if clase == "testTarget" else "Sources/") + nombre
    objetivos[nombre] = (carpeta, set(re.findall(r'"([^"]+)"', deps.group(1))) if deps else set())

fallos = []
for nombre, (carpeta, deps) in sorted(objetivos.items()):
    for archivo in sorted((raiz / carpeta).rglob("*.swift")):
        for n, linea in enumerate(archivo.read_text().splitlines(), 1):
            m = re.match(r"\s*(?:@testable\s+|@_\w+\s+)*import\s+(?:\w+\s+)?(\w+)", linea)
            if m and m.group(1) not in DEL_SISTEMA | deps:
                fallos.append(f"{archivo.relative_to(raiz)}:{n}: imports {m.group(1)}, "
                              f"which Package.swift does not name for {nombre}")

def importaciones_de_la_libc():
    """`import Glibc` (or Musl, Darwin) in Sources outside LlamadasAlSistema, as file:line."""
    capa = raiz / "Sources" / "LlamadasAlSistema"
    # Files whose system calls other branches of issue 42 are moving into Sistema right now:
    # the merge empties this list.
    pendientes = {
        "Sources/Consola/LectorDeLineas.swift",  # i42-bucle
        "Sources/Consola/Salida.swift",  # i42-bucle
        "Sources/LineaDeEdicion/LectorDeTerminal.swift",  # i42-bucle
    }
    fallos = []
    for archivo in sorted((raiz / "Sources").rglob("*.swift")):
        nombre = str(archivo.relative_to(raiz))
        if capa in archivo.parents or nombre in pendientes:
            continue
        for n, linea in enumerate(archivo.read_text().splitlines(), 1):
            m = re.match(r"\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?(Glibc|Musl|Darwin)\b", linea)
            if m:
                fallos.append(f"{nombre}:{n}: imports {m.group(1)}: a system call belongs in "
                              "LlamadasAlSistema (Sistema)")
    return fallos


fallos += importaciones_de_la_libc()
for fallo in fallos:
    print(fallo, file=sys.stderr)
sys.exit(1 if fallos else 0)
