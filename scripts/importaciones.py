#!/usr/bin/env python3
"""Fails when a target imports a module that Package.swift does not name among its dependencies.

SwiftPM lets a target import any module its dependencies bring in transitively; marcador's
layout (ARCHITECTURE.md) is what Package.swift declares, so every `import` must be declared.
The toolchain's own modules (Glibc, Synchronization, Testing) need no declaration.
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
for fallo in fallos:
    print(fallo, file=sys.stderr)
sys.exit(1 if fallos else 0)
