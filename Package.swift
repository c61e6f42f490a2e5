// swift-tools-version:6.0
// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import PackageDescription

let package = Package(
  name: "marcador",
  products: [
    .executable(name: "marcador", targets: ["marcador"])
  ],
  targets: [
    // CSV, JSON string literals, UTF-8 and shell words: text formats that know no league; and
    // why a system call failed as a person is told (`Causa`), which a CSV read and a store name.
    .target(name: "Formatos"),
    // The domain: teams, players, the rules, operations and changes, the `Liga` protocol every
    // store implements and what can go wrong with a league in any (`FalloDeAlmacen`), the rows
    // of a CSV import checked with the rules. No Glibc.
    .target(
      name: "Torneo", dependencies: ["Formatos"]),
    // Every system call marcador makes, each checked once (`Sistema`, `FalloSistema`), the
    // one durable write, Ctrl-C held while waiting.
    .target(name: "LlamadasAlSistema"),
    // The tournament file's format: the JSON reader over the byte index (`DocumentoTorneo`),
    // its splices, the one layout of a whole league, a change as JSON. Both stores read it.
    .target(name: "FormatoDeLiga", dependencies: ["LlamadasAlSistema", "Formatos", "Torneo"]),
    // The league in a file: lock, re-read, splice, journal, rename (`LigaEnArchivo`).
    .target(
      name: "Archivo", dependencies: ["Formatos", "Torneo", "FormatoDeLiga", "LlamadasAlSistema"]),
    // The «Añadir jugador» form and the wizard's state machine: rules applied to texts, derived
    // errors, what comes next.
    .target(name: "Formulario", dependencies: ["Formatos", "Torneo"]),
    // Every text a person reads, one catalog per language.
    .target(name: "Textos", dependencies: ["Formatos", "Torneo"]),
    // Debian's libedit, with the few C wrappers Swift needs; only LineaDeEdicion imports it.
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // The line editor: keys, text, history and completion over libedit (prompt, read,
    // pre-fill, signals). Knows no league and no language: its words come from its caller.
    .target(name: "LineaDeEdicion", dependencies: ["CEditLine", "Formatos", "LlamadasAlSistema"]),
    // The wizard's loop and the readers it talks through (pipe, scripted, the line editor).
    .target(
      name: "Consola",
      dependencies: [
        "Formatos", "Torneo", "Formulario", "Textos", "LineaDeEdicion", "LlamadasAlSistema",
      ]),
    // libpq, loaded with dlopen on first use (linking it would cost every process ~6 ms of
    // start-up); types from Debian's libpq-dev at compile time. Only Servidor imports it.
    .target(name: "CLibPQ", linkerSettings: [.linkedLibrary("dl")]),
    // A PostgreSQL connection from a URL: parameterized statements, transactions, errors a
    // person can act on (`ErrorServidor`). Knows nothing of leagues.
    .target(name: "Servidor", dependencies: ["CLibPQ", "LlamadasAlSistema"]),
    // The league on a server: marcador's schema and its migrations.
    .target(
      name: "LigaEnServidor",
      dependencies: ["Servidor", "Formatos", "Torneo", "FormatoDeLiga", "LlamadasAlSistema"]),
    // The command line as a library: the declaration of the commands, parsing, the interactive
    // mode, which reader and store, messages, exit codes, and the runner main.swift calls.
    .target(
      name: "LineaDeOrdenes",
      dependencies: [
        "Formatos", "Torneo", "FormatoDeLiga", "Archivo", "Formulario", "Textos", "Consola",
        "LineaDeEdicion", "Servidor", "LigaEnServidor", "LlamadasAlSistema",
      ]),
    // Writes the manuals, README's table of commands and the three completion scripts from the
    // declarations (`make documentos`); not installed.
    .executableTarget(
      name: "generar-documentos", dependencies: ["LineaDeOrdenes", "LlamadasAlSistema", "Textos"]),
    // The process: arguments as bytes, standard output and error, the exit code.
    .executableTarget(
      name: "marcador", dependencies: ["LineaDeOrdenes", "Consola", "LlamadasAlSistema"]),
    // What several test targets share: the seed's fake repository, a reader of scripted
    // answers, an output kept in memory (test doubles never ship in the product), the
    // spawn action that keeps other tests' descriptors out of a child, and the throwaway
    // server's URL and a schema of one's own on it.
    .target(
      name: "ApoyoDePruebas",
      dependencies: [
        "Formatos", "FormatoDeLiga", "Archivo", "Consola", "Formulario", "Torneo", "Servidor",
      ],
      path: "Tests/ApoyoDePruebas"),
    .testTarget(
      name: "TorneoTests",
      dependencies: [
        "Servidor", "LigaEnServidor", "LlamadasAlSistema", "Formatos", "FormatoDeLiga", "Archivo",
        "Torneo",
      ]),
    .testTarget(
      name: "LineaDeEdicionTests", dependencies: ["LineaDeEdicion", "LlamadasAlSistema"]),
    // The command line in this process: parsing, help, completion, the REPL and the runner.
    .testTarget(
      name: "LineaDeOrdenesTests",
      dependencies: [
        "Formatos", "FormatoDeLiga", "Formulario", "LineaDeOrdenes", "Consola", "Textos",
        "Torneo", "ApoyoDePruebas",
      ]),
    .testTarget(
      name: "FormularioTests",
      dependencies: ["Formatos", "FormatoDeLiga", "Formulario", "Torneo", "ApoyoDePruebas"]),
    .testTarget(
      name: "ConsolaTests",
      dependencies: [
        "LigaEnServidor", "FormatoDeLiga", "Consola", "Formulario", "LineaDeEdicion", "Textos",
        "Torneo", "ApoyoDePruebas", "Servidor",
      ]),
    // A two-question form over the line editor alone, run through a pty by MarcadorTests.
    .executableTarget(
      name: "editor-de-prueba",
      dependencies: ["Consola", "Formulario", "Textos"],
      path: "Tests/EditorDePrueba"),
    .testTarget(
      name: "MarcadorTests",
      dependencies: [
        "LlamadasAlSistema", "Formatos", "FormatoDeLiga", "Archivo", "marcador", "editor-de-prueba",
        "generar-documentos",
        "Torneo", "Servidor", "ApoyoDePruebas",
      ]),
    .testTarget(
      name: "ServidorTests",
      dependencies: ["Formatos", "Servidor", "LigaEnServidor", "Torneo", "ApoyoDePruebas"]),
  ],
  swiftLanguageModes: [.v6]
)
