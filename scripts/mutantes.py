#!/usr/bin/env python3
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
"""`make mutantes`: breaks marcador on purpose, one way at a time, and requires a test to fail.

Each mutant is a small text replacement (file, exact original snippet, replacement) in the
table below. The tree is copied once to .build/mutantes/arbol (so the working tree is never
touched) and built there once (about as long as a first build; the copy and its .build stay
for the next run); then, for each mutant, every file is put back as in the working
tree, the mutant's replacements are applied, the copy is rebuilt (incrementally: same paths,
same warm .build) and only the tests in its filter are run. A mutant whose snippet is no
longer in the code stops the run: the code moved, and the table must move with it.

Prints a table mutant → test(s) that caught it; exits 1 if any mutant survives.
"""

import argparse
import os
import re
import subprocess
import sys
import time

PROTOCOLO = "OrdenDeLlamadasTests|GarantiasTests|ArchivoTorneoTests"
ARCHIVO = "Sources/Archivo/ArchivoTorneo.swift"
CERROJO = "Sources/Archivo/CerrojoDeLiga.swift"
SISTEMA = "Sources/LlamadasAlSistema/Sistema.swift"
PERMISOS = "Sources/LlamadasAlSistema/Sistema+Permisos.swift"
SUSTITUIR = "Sources/LlamadasAlSistema/Sistema+Sustituir.swift"
ESCANER = "Sources/FormatoDeLiga/EscanerJSON.swift"
LECTOR = "LectorTests|DocumentoTorneoTests"
CSV = "Sources/Formatos/CSV+Lectura.swift"
SEPARADOR = "Sources/Formatos/CSV+Separador.swift"
IMPORTAR = "CSVTests|ImportacionDeJugadoresTests|ImportarDeHojasTests|ImportarExportarTests"

# name, what it breaks, [(file, original, replacement)], tests to run (swift test --filter)
MUTANTES = [
    (
        "sin-fsync-del-temporal",
        "the temporary file is never fsynced",
        [(SUSTITUIR, "        try sincronizar(fd)\n", "")],
        PROTOCOLO,
    ),
    (
        "sin-fsync-de-la-carpeta",
        "the folder is never fsynced after the rename",
        [(SISTEMA, "if fsync(fd) != 0, errno != EINVAL {", "if fd < 0, errno != EINVAL {")],
        PROTOCOLO,
    ),
    (
        "rename-antes-del-fsync",
        "the rename comes first, the fsync after it",
        [
            (SUSTITUIR, "        try sincronizar(fd)\n", ""),
            (
                SUSTITUIR,
                "      borrar(temporal)\n"
                "      throw .renombrar(error)\n"
                "    }\n",
                "      borrar(temporal)\n"
                "      throw .renombrar(error)\n"
                "    }\n"
                "    let tarde = open(ruta, O_RDONLY | O_CLOEXEC)\n"
                "    _ = fsync(tarde)\n"
                "    close(tarde)\n",
            ),
        ],
        PROTOCOLO,
    ),
    (
        "sin-revalidar-bajo-el-cerrojo",
        "the first read is trusted: the file is not read again under the lock",
        [
            (
                ARCHIVO,
                "    guard let bytes else { return conocido }\n"
                "    return try DocumentoTorneo(bytes: bytes, ruta: ruta)\n",
                "    _ = bytes\n    return conocido\n",
            )
        ],
        PROTOCOLO + "|escenario2",
    ),
    (
        "sin-cerrojo",
        "no flock: every save believes it holds the lock",
        [
            (
                SISTEMA,
                "      if flock(fd, LOCK_EX | LOCK_NB) == 0 { return .tomado }\n      guard",
                "      if fd >= 0 { return .tomado }\n      guard",
            )
        ],
        PROTOCOLO,
    ),
    (
        "escribir-en-el-sitio",
        "the file itself is opened O_TRUNC and written, no temporary file",
        [
            (
                SUSTITUIR,
                "    let temporal: String\n"
                "    do {\n"
                "      temporal = try escribirTemporal(\n"
                "        en: carpeta, nombre: nombre, contenido, modo: modo, dueno: dueno)\n"
                "    } catch {\n"
                "      throw .temporal(error)\n"
                "    }\n"
                "    do {\n"
                "      try antesDeRenombrar()\n"
                "    } catch {\n"
                "      borrar(temporal)\n"
                "      throw .antesDeRenombrar(error)\n"
                "    }\n"
                "    do {\n"
                "      try renombrar(temporal, a: ruta)\n"
                "    } catch {\n"
                "      borrar(temporal)\n"
                "      throw .renombrar(error)\n"
                "    }\n",
                "    _ = (nombre, modo, dueno)\n"
                "    do {\n"
                "      try antesDeRenombrar()\n"
                "    } catch {\n"
                "      throw .antesDeRenombrar(error)\n"
                "    }\n"
                "    do {\n"
                "      let fd = try abrir(ruta, [.escritura, .init(rawValue: O_TRUNC)])\n"
                "      for parte in contenido { try escribirTodo(fd, parte) }\n"
                "      try sincronizar(fd)\n"
                "      try cerrar(fd)\n"
                "    } catch {\n"
                "      throw .temporal(error)\n"
                "    }\n",
            )
        ],
        PROTOCOLO,
    ),
    (
        "repeticion-sensible-a-mayusculas",
        "NombreDeJugador.clave keeps case: «ana» and «Ana» are two players",
        [
            (
                "Sources/Torneo/NombreDeJugador.swift",
                "    return limpiar(sinUniones(nombre)).uppercased().lowercased()",
                "    return limpiar(sinUniones(nombre))",
            ),
            (
                "Sources/Torneo/NombreDeJugador.swift",
                "destino[n] = byte &- 0x41 < 26 ? byte | 0x20 : byte",
                "destino[n] = byte",
            ),
        ],
        "NombreDeJugadorTests|FormularioJugadorTests|AnadirPorTuberiaTests",
    ),
    (
        "dorsales-del-0-al-99",
        "Reglas.dorsal accepts 0",
        [
            (
                "Sources/Torneo/Reglas.swift",
                "guard dorsales.contains(numero) else { return .failure(.fueraDeRango) }",
                "guard numero <= dorsales.upperBound else { return .failure(.fueraDeRango) }",
            )
        ],
        "FormularioJugadorTests|AnadirPorTuberiaTests",
    ),
    (
        "temporal-sin-o-nofollow",
        "the temporary file is opened without O_NOFOLLOW",
        [
            (
                SUSTITUIR,
                "temporal, [.escritura, .crear, .exclusiva, .sinSeguirEnlace], modo: 0o600)",
                "temporal, [.escritura, .crear, .exclusiva], modo: 0o600)",
            )
        ],
        PROTOCOLO,
    ),
    (
        "terminal-sin-restaurar-con-sigterm",
        "libedit's signal handling off: SIGTERM leaves the terminal raw",
        [
            (
                "Sources/LineaDeEdicion/EditorDeLinea.swift",
                "marcador_el_signal(editor, 1)",
                "marcador_el_signal(editor, 0)",
            )
        ],
        "escenario9",
    ),
    # Our own.
    (
        "temporal-que-sigue-enlaces",
        "the temporary file is opened O_CREAT|O_TRUNC: neither O_EXCL nor O_NOFOLLOW",
        [
            (
                SUSTITUIR,
                "temporal, [.escritura, .crear, .exclusiva, .sinSeguirEnlace], modo: 0o600)",
                "temporal, [.escritura, .crear, .init(rawValue: O_TRUNC)], modo: 0o600)",
            )
        ],
        "escenario5_enlacePlantado",
    ),
    (
        "huerfanos-sin-borrar",
        "the temporary files of a killed save are never removed",
        [
            (
                ARCHIVO,
                "    for huerfano in CerrojoDeLiga.temporalesHuerfanos(de: real) { Sistema.borrar(huerfano) }\n",
                "",
            )
        ],
        "escenario1|NadaJuntoALaLigaTests",
    ),
    (
        "restos-por-el-principio-del-nombre",
        "any name that starts like a temporary file's is deleted as one",
        [
            (
                CERROJO,
                "      return partes.count == 2 && !partes[0].isEmpty && !partes[1].isEmpty\n",
                "      return true || partes.isEmpty\n",
            )
        ],
        "ArchivoTorneoTests",
    ),
    (
        "modo-del-umask",
        "the new file gets open()'s 0600, not the original's mode",
        [(SUSTITUIR, "        try cambiarModo(fd, modo)\n", "        _ = modo\n")],
        "escenario5|ArchivoTorneoTests",
    ),
    (
        "cero-sin-asegurar-la-carpeta",
        "a failed folder fsync after the rename is ignored: exit 0",
        [
            (
                ARCHIVO,
                "        throw .sinConfirmar(ruta: ruta, llamada: f.llamada, errno: f.errno)\n",
                "        _ = f\n",
            )
        ],
        "escenario6|ArchivoTorneoTests",
    ),
    (
        "root-reemplaza-un-archivo-de-solo-lectura",
        "a file without a write bit is written when access(2) allows it (as root)",
        [(PERMISOS, "s.st_mode & 0o222 == 0 {", "s.st_mode & 0o222 == 0o1000 {")],
        "escenario5|SistemaTests",
    ),
    (
        "utf8-sobrelargo",
        "TextoUTF8.largo takes E0 80 80, an overlong form of U+0000, for text",
        [
            (
                "Sources/Formatos/TextoUTF8.swift",
                "      case 0xE0: 0xA0...0xBF\n",
                "      case 0xE0: 0x80...0xBF\n",
            )
        ],
        "UtilidadesTests|LectorTests|CSVTests",
    ),
    (
        "sin-controles-bidi",
        "names may hold bidi overrides and isolates",
        [
            (
                "Sources/Formatos/NombreDeJugador.swift",
                "    case .format: return !esUnion(escalar)\n    default: return esControlBidi(escalar)",
                "    case .format: return !esUnion(escalar) && !esControlBidi(escalar)\n"
                "    default: return false",
            )
        ],
        "escenario7|FormularioJugadorTests",
    ),
    # The journal (issue 10).
    (
        "deshacer-sin-comprobar-la-huella",
        "undo reverts even when the league changed after that change",
        [
            (
                "Sources/Archivo/PlanEnArchivo.swift",
                "    if diario.huella != entrada.despues {",
                "    if false {",
            )
        ],
        "deshacerSeNiega|deshacerUnaBajaTrasOtroCambio|DosEmpleadosTests",
    ),
    # Two clerks (issue 35).
    (
        "deshacer-el-cambio-de-cualquiera",
        "deshacer takes back the latest change of anyone, not the caller's",
        [
            (
                "Sources/Torneo/Reversiones.swift",
                "entradas.last { $0.usuario == usuario && !$0.deshecha",
                "entradas.last { !$0.deshecha",
            )
        ],
        "deshacerTomaElCambioPropio|deshacerTomaElUltimoCambio",
    ),
    (
        "editar-sin-conflictos",
        "an edit overwrites a field another clerk changed meanwhile",
        [
            (
                "Sources/Torneo/Seguimiento.swift",
                "    guard campos.isEmpty else {",
                "    guard campos.isEmpty || true else {",
            )
        ],
        "unaEdicionPorTuberiaNoPisa|soloUnCampoQueAmbos",
    ),
    (
        "editar-devuelve-lo-seguido",
        "an edit writes back a value it only followed from another clerk",
        [
            (
                "Sources/Formulario/PeticionDeFormulario.swift",
                "    if let actual = formulario.actual {",
                '    if let actual = formulario.actual, Bool("false")! {',
            )
        ],
        "unValorSeguidoNoSe",
    ),
    (
        "deshacer-pisando-lo-de-despues",
        "an undo whose bytes a later change edited goes ahead, the later change lost",
        [
            (
                "Sources/Archivo/PlanEnArchivo.swift",
                "      if let primero = dentro.values.min(by: { $0.numero < $1.numero }) {",
                "      if let primero = dentro.values.min(by: { $0.numero < $1.numero }), false {",
            )
        ],
        "deshacerNoPisaElCambioDeOtro",
    ),
    (
        "deshacer-sin-comprobar-las-reglas",
        "an undo moved past later changes is saved whatever roster or league it leaves",
        [
            (
                "Sources/Archivo/PlanEnArchivo.swift",
                "    var porEquipo: [Int: [Empalme]] = [:]\n",
                "    if true { return true }\n    var porEquipo: [Int: [Empalme]] = [:]\n",
            )
        ],
        "deshacerNoRompeLasReglasQueOtroCumplio",
    ),
    (
        "editar-sin-seguir-al-jugador",
        "an edit finds its player by the name first read, not by identity",
        [
            (
                "Sources/Torneo/Seguimiento.swift",
                "return (.editar(jugador: visto, equipo: r.equipo, a: pedido, llamado: r.nombre), r.por)",
                "return (.editar(jugador: visto, equipo: r.equipo, a: pedido, llamado: llamado), r.por)",
            )
        ],
        "unaEdicionSigueAlJugador",
    ),
    (
        "diario-con-entradas-huerfanas",
        "an entry whose rename never happened stays in the journal",
        [
            (
                ARCHIVO,
                "if let (entrada, inicio) = ultima, entrada.despues != huella, entrada.antes == huella {",
                "if let (entrada, inicio) = ultima, entrada.despues != huella, entrada.antes != huella {",
            )
        ],
        "GarantiasDeCambiosTests",
    ),
    (
        "diario-sin-saltar-lineas-ilegibles",
        "a change takes the journal's last line for its last entry, even when it cannot be read",
        [("Sources/Archivo/Diario.swift", "        fin = inicio\n", "        fin = 0\n")],
        "DiarioLeidoDesdeElFinalTests|GarantiasDeCambiosTests",
    ),
    (
        "diario-sin-fsync",
        "the journal entry is not synced before the rename",
        [("Sources/Archivo/Diario.swift", "      try Sistema.sincronizar(fd)\n", "")],
        "siElDiarioOElRenombradoFallanNadaCambia",
    ),
    (
        "huella-despues-de-nada",
        "the journal's fingerprint after a change is of nothing instead of the new file",
        [(ARCHIVO, "      despues: Huella(partes: partes),\n", "      despues: Huella(partes: []),\n")],
        PROTOCOLO + "|Huella",
    ),
    # The reader (issue 23).
    (
        "cadena-sin-ver-las-barras",
        "a backslash among eight plain bytes of a string is not seen: its escape goes unchecked",
        [(ESCANER, "        | ((barras &- repetido(1)) & ~barras) | w\n", "        | w\n")],
        LECTOR,
    ),
    (
        "cadena-sin-ver-los-controles",
        "a control character among eight plain bytes of a string is accepted",
        [(ESCANER, "        ((w &- repetido(0x20)) & ~w) | ((comillas", "        ((comillas")],
        LECTOR,
    ),
    (
        "espacios-de-ocho-en-ocho-sin-mirar",
        "after a run of white space, the next eight bytes are skipped whatever they are",
        [(ESCANER, "            i &+= otros.trailingZeroBitCount &>> 3\n", "            i &+= 8\n")],
        LECTOR,
    ),
    (
        "clave-del-esquema-repetida",
        "a schema key twice in one object (two `nombre`) is accepted",
        [(ESCANER, "        repetida = vistas & clave.bit != 0\n", "        repetida = false\n")],
        LECTOR,
    ),
    (
        "clave-del-esquema-por-su-longitud",
        "any six-byte key is taken for `nombre`: the key's word is not compared",
        [(ESCANER, "    case 6 where w == 0x6572_626D_6F6E: return .nombre", "    case 6: return .nombre")],
        LECTOR,
    ),
    (
        "comilla-en-cualquier-sitio",
        "a quote opens a quoted field anywhere, not only at a field's start (`O\"Neil;7`)",
        [(CSV, "      } else if byte == 0x22, alPrincipio {", "      } else if byte == 0x22 {")],
        IMPORTAR,
    ),
    (
        "separador-que-mas-parte",
        "the separator is the one that splits the most rows, not every row another splits",
        [
            (
                SEPARADOR,
                "partidas[k].isSuperset(of: partidas[$0])",
                "partidas[k].count >= partidas[$0].count",
            )
        ],
        IMPORTAR,
    ),
    (
        "nombre-sin-contar-si-el-dorsal-falla",
        "a row refused for its number does not count its name for the rows after it",
        [
            (
                "Sources/Torneo/ImportacionDeJugadores.swift",
                '        Jugador(nombre: nombre ?? "\\u{0}\\(registro.linea)", dorsal: numero ?? nil))',
                '        Jugador(nombre: numero == nil ? "\\u{0}" : nombre ?? "\\u{0}\\(registro.linea)",'
                " dorsal: numero ?? nil))",
            )
        ],
        IMPORTAR,
    ),
    # Issue 41: nothing imported on a guess, no league written that cannot be read back.
    (
        "separador-parecido-sin-mirar",
        "a file no separator splits is one column of names, whatever its rows look split by",
        [
            (
                CSV,
                "    if separador == nil, let (linea, parecido, guion) = separadorParecido(texto) {",
                "    if separador == nil, false,"
                + " let (linea, parecido, guion) = separadorParecido(texto) {",
            )
        ],
        "NadaPorSuposicionTests",
    ),
    (
        "liga-sin-limite-al-escribir",
        "a change writes a league larger than the bound its reader refuses",
        [(ARCHIVO, "    guard tamano <= Reglas.tamanoMaximo else {", "    guard true else {")],
        "NadaPorSuposicionTests",
    ),
    (
        "utf16-como-utf8",
        "a UTF-16 little-endian file is taken for UTF-8 (and refused)",
        [
            (
                CSV,
                "    if bytes.starts(with: [0xFF, 0xFE]) {",
                "    if bytes.starts(with: [0xFF, 0xFE, 0xFF]) {",
            )
        ],
        IMPORTAR,
    ),
    (
        "mensaje-sin-visible",
        "an unknown player's name reaches the message as typed, control characters and all",
        [
            (
                "Sources/Textos/Mensaje+Dominio.swift",
                ".jugadorDesconocidoEn(visible(nombre), equipo: visible(equipo)),",
                ".jugadorDesconocidoEn(nombre, equipo: visible(equipo)),",
            )
        ],
        "MensajeTests",
    ),
    (
        "lista-sin-conjuncion",
        "a list's last word is joined by a comma, not by the language's «y» or «and»",
        [
            (
                "Sources/Textos/Catalogo+Formas.swift",
                'coma + " " + conjuncion + " " + ultima',
                'coma + ", " + ultima',
            )
        ],
        "MensajeTests|ImportarDeHojasTests",
    ),
]

COPIAR = ["Package.swift", "Package.resolved", "Makefile", "Sources", "Tests", "Fuzz", "man", "completions"]


def ejecutar(orden, cwd, registro):
    with open(registro, "w") as salida:
        return subprocess.run(orden, cwd=cwd, stdout=salida, stderr=subprocess.STDOUT).returncode


def poner_igual(origen, destino):
    """Makes the copied files in `destino` equal to `origen`'s, writing only those that differ
    (in place, so unchanged files keep their inode and times and the build stays warm) and
    removing those `origen` no longer has."""
    for entrada in COPIAR:
        o = os.path.join(origen, entrada)
        if not os.path.exists(o):
            continue
        if os.path.isfile(o):
            pares = [(o, os.path.join(destino, entrada))]
        else:
            pares = []
            for carpeta, _, nombres in os.walk(o):
                for n in nombres:
                    ruta = os.path.join(carpeta, n)
                    pares.append((ruta, os.path.join(destino, os.path.relpath(ruta, origen))))
        # Files gone from the working tree go from the copy too.
        d = os.path.join(destino, entrada)
        if os.path.isdir(d):
            for carpeta, _, nombres in os.walk(d):
                for n in nombres:
                    ruta = os.path.join(carpeta, n)
                    if not os.path.exists(os.path.join(origen, os.path.relpath(ruta, destino))):
                        os.remove(ruta)
        for de, a in pares:
            with open(de, "rb") as f:
                contenido = f.read()
            if os.path.exists(a):
                with open(a, "rb") as f:
                    if f.read() == contenido:
                        continue
            os.makedirs(os.path.dirname(a), exist_ok=True)
            with open(a, "wb") as f:
                f.write(contenido)


def fallidos(registro):
    """The tests that failed, from swift test's output."""
    nombres = []
    with open(registro, errors="replace") as f:
        for linea in f:
            m = re.search(r"✘ Test (\S+?)\(.*\) (?:failed|recorded an issue)", linea)
            if m and m.group(1) not in nombres:
                nombres.append(m.group(1))
    return nombres


def main():
    argumentos = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    argumentos.add_argument("--solo", help="comma-separated mutant names")
    argumentos.add_argument(
        "--comprobar", action="store_true",
        help="only check that every snippet is in the code once (make test runs this)")
    opciones = argumentos.parse_args()
    raiz = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    lista = MUTANTES
    if opciones.solo:
        pedidos = opciones.solo.split(",")
        desconocidos = [n for n in pedidos if n not in [m[0] for m in MUTANTES]]
        if desconocidos:
            sys.exit(f"mutantes: unknown: {', '.join(desconocidos)}")
        lista = [m for m in MUTANTES if m[0] in pedidos]

    # Every snippet must still be in the code, exactly once, before anything is built.
    for nombre, _, cambios, _ in lista:
        for archivo, original, _ in cambios:
            with open(os.path.join(raiz, archivo)) as f:
                veces = f.read().count(original)
            if veces != 1:
                sys.exit(
                    f"mutantes: {nombre}: the snippet is {'not' if veces == 0 else 'not only once'}"
                    f" in {archivo}; the code moved, update scripts/mutantes.py:\n{original}"
                )
    if opciones.comprobar:
        return

    base = os.path.join(raiz, ".build", "mutantes")
    arbol = os.path.join(base, "arbol")
    os.makedirs(arbol, exist_ok=True)
    poner_igual(raiz, arbol)
    print("mutantes: building the unmodified copy in .build/mutantes/arbol …", flush=True)
    registro = os.path.join(base, "base.log")
    if ejecutar(["swift", "build", "--build-tests"], arbol, registro) != 0:
        sys.exit(f"mutantes: the unmodified copy does not build; see {registro}")
    filtros = "|".join(sorted({m[3] for m in lista}))
    if ejecutar(["swift", "test", "--skip-build", "--filter", filtros], arbol, registro) != 0:
        sys.exit(f"mutantes: the unmodified copy fails its tests ({fallidos(registro)}); see {registro}")

    filas = []
    for nombre, descripcion, cambios, filtro in lista:
        inicio = time.monotonic()
        poner_igual(raiz, arbol)
        for archivo, original, reemplazo in cambios:
            ruta = os.path.join(arbol, archivo)
            with open(ruta) as f:
                texto = f.read()
            if texto.count(original) != 1:
                sys.exit(f"mutantes: {nombre}: snippet not found in {archivo}")
            with open(ruta, "w") as f:
                f.write(texto.replace(original, reemplazo))
        registro = os.path.join(base, nombre + ".log")
        if ejecutar(["swift", "build", "--build-tests"], arbol, registro) != 0:
            filas.append((nombre, descripcion, None, "does not compile"))
        else:
            codigo = ejecutar(["swift", "test", "--skip-build", "--filter", filtro], arbol, registro)
            cazadores = fallidos(registro)
            if codigo != 0 and cazadores:
                filas.append((nombre, descripcion, cazadores, None))
            elif codigo != 0:
                # The test process died before any test reported (a precondition, say): the
                # suite fails, so it is caught, but no test can be named.
                filas.append((nombre, descripcion, [f"(test process ended with {codigo})"], None))
            else:
                filas.append((nombre, descripcion, None, "SURVIVED"))
        fila = filas[-1]
        estado = ", ".join(fila[2]) if fila[2] else fila[3]
        print(f"  {nombre}: {estado} ({time.monotonic() - inicio:.0f} s)", flush=True)
    poner_igual(raiz, arbol)

    print()
    print("| mutant | what it breaks | caught by |")
    print("|---|---|---|")
    for nombre, descripcion, cazadores, problema in filas:
        if cazadores:
            celda = ", ".join(f"`{c}`" for c in cazadores[:3])
            celda += f" and {len(cazadores) - 3} more" if len(cazadores) > 3 else ""
        else:
            celda = f"**{problema}**"
        print(f"| `{nombre}` | {descripcion.replace('|', chr(92) + '|')} | {celda} |")
    vivos = [f[0] for f in filas if not f[2]]
    print()
    if vivos:
        print(f"mutantes: {len(vivos)} of {len(filas)} not caught: {', '.join(vivos)}")
        return 1
    print(f"mutantes: {len(filas)} of {len(filas)} caught")
    return 0


if __name__ == "__main__":
    sys.exit(main())
