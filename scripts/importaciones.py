#!/usr/bin/env python3
"""The module layout, checked and drawn: fails on an import Package.swift does not declare, on
a broken rule of ARCHITECTURE.md, or on its module table and graph when they are stale;
`--escribir` (`make documentos`) writes that table and graph instead of checking them.

SwiftPM lets a target import any module its dependencies bring in transitively; marcador's
layout is what Package.swift declares, so every `import` must be declared. The toolchain's own
modules (Glibc, Synchronization, Testing, Foundation, Dispatch) need no declaration. Each rule
is one function giving its failures; a rule's known exceptions, which another branch of issue
42 removes, are listed beside it.
"""
import pathlib
import re
import sys

DEL_SISTEMA = {"Glibc", "Synchronization", "Testing", "Foundation", "Dispatch"}
# The stores: the modules whose errors no other module may look inside.
ALMACENES = {"Archivo", "FormatoDeLiga", "Servidor", "LigaEnServidor"}
INICIO = "<!-- importaciones.py: from here to its end mark, `make documentos` writes -->"
FIN = "<!-- importaciones.py: end -->"

raiz = pathlib.Path(__file__).resolve().parent.parent
arquitectura = raiz / "ARCHITECTURE.md"


class Objetivo:
    """A target of Package.swift: its kind, folder, declared dependencies and the comment above
    it; `importa` is what its files import (module → the first file:line that does)."""

    def __init__(self, nombre, clase, carpeta, dependencias, comentario):
        self.nombre, self.clase, self.carpeta = nombre, clase, carpeta
        self.dependencias, self.comentario = dependencias, comentario
        self.importa = {}

    def archivos(self):
        return sorted((raiz / self.carpeta).rglob("*.swift"))


def leer_paquete():
    """The targets of Package.swift, in its order, with what their files import."""
    paquete = (raiz / "Package.swift").read_text()
    objetivos = {}
    patron = (r"((?:[ \t]*//[^\n]*\n)*)[ \t]*"
              r"\.(target|testTarget|executableTarget|systemLibrary)\((.*?)\)(?=,\s*(?://|\.|\]))")
    for m in re.finditer(patron, paquete, re.S):
        comentario = " ".join(l.strip()[2:].strip() for l in m.group(1).splitlines())
        clase, cuerpo = m.group(2), m.group(3)
        nombre = re.search(r'name:\s*"([^"]+)"', cuerpo).group(1)
        deps = re.search(r"dependencies:\s*\[(.*?)\]", cuerpo, re.S)
        ruta = re.search(r'path:\s*"([^"]+)"', cuerpo)
        carpeta = ruta.group(1) if ruta else ("Tests/" if clase == "testTarget" else "Sources/") + nombre
        objetivo = Objetivo(nombre, clase, carpeta,
                            set(re.findall(r'"([^"]+)"', deps.group(1))) if deps else set(), comentario)
        for archivo in objetivo.archivos():
            for n, linea in enumerate(archivo.read_text().splitlines(), 1):
                i = re.match(r"\s*(?:@testable\s+|@_\w+\s+)*import\s+(?:\w+\s+)?(\w+)", linea)
                if i:
                    objetivo.importa.setdefault(i.group(1), f"{archivo.relative_to(raiz)}:{n}")
        objetivos[nombre] = objetivo
    return objetivos


def lineas_de_codigo(objetivo):
    """(file, line number, line) of a target's Swift files, comment lines left out."""
    for archivo in objetivo.archivos():
        for n, linea in enumerate(archivo.read_text().splitlines(), 1):
            if not linea.lstrip().startswith("//"):
                yield archivo.relative_to(raiz), n, linea


def no_declaradas(objetivos):
    """Every `import` is a dependency Package.swift names for its target."""
    fallos = []
    for o in objetivos.values():
        for modulo, lugar in sorted(o.importa.items()):
            if modulo not in DEL_SISTEMA | o.dependencias:
                fallos.append(f"{lugar}: imports {modulo}, which Package.swift does not name for {o.nombre}")
    return fallos


def solo_puede_usar(objetivos, nombre, permitidos, excepciones, regla):
    """`nombre` declares and imports nothing but `permitidos` (system modules included), less
    the `excepciones` not yet removed."""
    o = objetivos[nombre]
    fallos = []
    for modulo in sorted((o.dependencias | set(o.importa)) - permitidos - excepciones):
        lugar = o.importa.get(modulo, "Package.swift")
        fallos.append(f"{lugar}: {nombre} uses {modulo}: {regla}")
    return fallos


def torneo_sin_sistema(objetivos):
    """The domain knows no system call, no Foundation and no store: Torneo uses Formatos alone."""
    return solo_puede_usar(objetivos, "Torneo", {"Formatos"}, set(),
                           "the domain uses Formatos alone (no Glibc, no Foundation, no store)")


def c_en_su_sitio(objetivos):
    """Only the line editor sees libedit, only the server's connection sees libpq."""
    duenos = {"CEditLine": "LineaDeEdicion", "CLibPQ": "Servidor"}
    return [f"Package.swift: {o.nombre} depends on {c}, which only {dueno} may use"
            for c, dueno in duenos.items() for o in objetivos.values()
            if c in o.dependencias and o.nombre != dueno]


# Textos' imports allowed beyond the rule (none: the size limit is `Reglas.tamanoMaximo`, and
# a journal entry's local time comes in as the catalog's `horaLocal`).
EXCEPCIONES_TEXTOS = set()


def textos_sin_almacenes(objetivos):
    """The words a person reads depend on the domain and the text formats alone."""
    return solo_puede_usar(objetivos, "Textos", {"Torneo", "Formatos"}, EXCEPCIONES_TEXTOS,
                           "Textos uses only Torneo and Formatos")


# LineaDeEdicion's imports allowed beyond the rule (none).
EXCEPCIONES_EDICION = set()


def edicion_sin_formulario(objetivos):
    """The line editor knows keys, text, history and completion, not forms nor catalogs."""
    o = objetivos["LineaDeEdicion"]
    prohibidos = {"Consola", "Formulario", "Textos"}
    usados = (o.dependencias | set(o.importa)) & prohibidos - EXCEPCIONES_EDICION
    return [f"{o.importa.get(m, 'Package.swift')}: LineaDeEdicion uses {m}: the line editor "
            "knows no form, wizard or catalog" for m in sorted(usados)]


# Files that still name an exit status outside the command layer.
EXCEPCIONES_SALIDA = set()


def forma_sin_almacenes(objetivos):
    """The form, its loop, the line editor and the words know no store: they see a league
    through the domain's `Liga` alone."""
    return [f"{o.importa.get(m, 'Package.swift')}: {o.nombre} uses {m}, a store: the form and "
            "the words see a league through `Liga` alone"
            for nombre in ("Formulario", "Consola", "LineaDeEdicion", "Textos")
            for o in [objetivos[nombre]]
            for m in sorted((o.dependencias | set(o.importa)) & ALMACENES)]


def salida_solo_en_ordenes(objetivos):
    """Exit statuses are the command layer's: `CodigoDeSalida` is named in LineaDeOrdenes alone,
    and `exit(` is called there, in the system layer (the call itself) and in an executable's
    main.swift, which passes the status on."""
    fallos = []
    for o in objetivos.values():
        if not o.carpeta.startswith("Sources/") or o.nombre == "LineaDeOrdenes":
            continue
        for archivo, n, linea in lineas_de_codigo(o):
            llamada = o.nombre == "LlamadasAlSistema" or (
                o.clase == "executableTarget" and archivo.name == "main.swift")
            if re.search(r"\bexit\(", linea) and not llamada:
                fallos.append(f"{archivo}:{n}: exit( outside the command layer and a main.swift")
            if "CodigoDeSalida" in linea and str(archivo) not in EXCEPCIONES_SALIDA:
                fallos.append(f"{archivo}:{n}: CodigoDeSalida outside LineaDeOrdenes")
    return fallos


# Files allowed to import the C library outside the system layer.
EXCEPCIONES_LIBC = set()


def sin_libc(objetivos):
    """Every system call is made in LlamadasAlSistema (`Sistema`), checked once there: no other
    file of Sources imports the C library (Glibc, Musl, Darwin). The C wrappers are C; tests
    may use it."""
    fallos = []
    for o in objetivos.values():
        if not o.carpeta.startswith("Sources/") or o.nombre == "LlamadasAlSistema":
            continue
        for archivo, n, linea in lineas_de_codigo(o):
            m = re.match(r"\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?(Glibc|Musl|Darwin)\b", linea)
            if m and str(archivo) not in EXCEPCIONES_LIBC:
                fallos.append(f"{archivo}:{n}: imports {m.group(1)}: a system call belongs in "
                              "LlamadasAlSistema (Sistema)")
    return fallos


def sin_conversion_de_errores(objetivos):
    """Nothing downcasts to a store's error (`as? ErrorArchivo`, `is ErrorServidor`, …); a
    store catches its own errors at its boundary (`catch let e as ErrorServidor`) and nobody
    else names them in a cast."""
    tipos = r"(?:ErrorArchivo|ErrorServidor)\b"
    fallos = []
    for o in objetivos.values():
        if not o.carpeta.startswith("Sources/"):
            continue
        for archivo, n, linea in lineas_de_codigo(o):
            expresion = re.search(r"\b(?:as[?!]|is)\s+" + tipos, linea)
            fuera = o.nombre not in ALMACENES and re.search(r"\bas\s+" + tipos, linea)
            if expresion or fuera:
                fallos.append(f"{archivo}:{n}: a store's error downcast: {linea.strip()}")
    return fallos


def reduccion(aristas):
    """The edges not implied by others (A → C dropped when A → B → … → C)."""
    def alcanzables(desde, sin):
        vistos, pila = set(), [b for b in aristas[desde] if b != sin]
        while pila:
            b = pila.pop()
            if b not in vistos:
                vistos.add(b)
                pila.extend(aristas.get(b, ()))
        return vistos
    return {a: {b for b in bs if b not in alcanzables(a, b)} for a, bs in aristas.items()}


def documento(objetivos):
    """The generated part of ARCHITECTURE.md: the product's modules (Sources/) as a table and a
    graph, both from Package.swift and the imports."""
    modulos = [o for o in objetivos.values() if o.carpeta.startswith("Sources/")]
    nombres = {o.nombre for o in modulos}
    filas = ["| module | what it is (Package.swift) | imports | and of the toolchain |",
             "|---|---|---|---|"]
    aristas = {}
    for o in modulos:
        propios = sorted(set(o.importa) & nombres, key=list(objetivos).index)
        ajenos = sorted(set(o.importa) - nombres)
        if o.clase == "systemLibrary" or o.nombre == "CLibPQ":
            propios, ajenos = [], ["C"]
        aristas[o.nombre] = set(propios)
        filas.append(f"| `{o.nombre}` | {o.comentario} | {', '.join(propios) or '—'} | "
                     f"{', '.join(ajenos) or '—'} |")
    def nodo(nombre):  # mermaid's ids take no hyphen
        return nombre.replace("-", "_") + (f'["{nombre}"]' if "-" in nombre else "")
    grafo = ["```mermaid", "graph TD"]
    for a, bs in reduccion(aristas).items():
        grafo += [f"  {nodo(a)} --> {nodo(b)}" for b in sorted(bs, key=list(objetivos).index)]
    grafo.append("```")
    return "\n".join([INICIO, "", *filas, "",
                      "An arrow is an import not implied by the others (the table has them all).",
                      "", *grafo, "", FIN])


def seccion_desfasada(texto, generado):
    """Whether ARCHITECTURE.md's generated part differs from `generado` (None: no marks)."""
    if INICIO not in texto or FIN not in texto:
        return None
    actual = texto[texto.index(INICIO):texto.index(FIN) + len(FIN)]
    return actual != generado


def main():
    objetivos = leer_paquete()
    generado = documento(objetivos)
    texto = arquitectura.read_text()
    if sys.argv[1:] == ["--escribir"]:
        desfase = seccion_desfasada(texto, generado)
        if desfase is None:
            sys.exit(f"ARCHITECTURE.md has no marks {INICIO!r} … {FIN!r}")
        if desfase:
            inicio, fin = texto.index(INICIO), texto.index(FIN) + len(FIN)
            arquitectura.write_text(texto[:inicio] + generado + texto[fin:])
        return
    fallos = []
    for regla in (no_declaradas, c_en_su_sitio, torneo_sin_sistema, textos_sin_almacenes,
                  edicion_sin_formulario, forma_sin_almacenes, salida_solo_en_ordenes, sin_libc,
                  sin_conversion_de_errores):
        fallos += regla(objetivos)
    desfase = seccion_desfasada(texto, generado)
    if desfase is None:
        fallos.append(f"ARCHITECTURE.md: no marks {INICIO!r} … {FIN!r} around the module table")
    elif desfase:
        fallos.append("ARCHITECTURE.md: the module table and graph are stale; "
                      "`make documentos` (scripts/importaciones.py --escribir) writes them")
    for fallo in fallos:
        print(fallo, file=sys.stderr)
    sys.exit(1 if fallos else 0)


main()
