// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "marcador",
  products: [
    .executable(name: "marcador", targets: ["marcador"])
  ],
  targets: [
    // The domain and the tournament file: no terminal, no command line.
    .target(name: "Torneo"),
    // The «Añadir jugador» form: rules, derived errors, the view model.
    .target(name: "Formulario", dependencies: ["Torneo"]),
    // Every text a person reads, one catalog per language.
    .target(name: "Textos", dependencies: ["Torneo", "Formulario"]),
    // The wizard and the readers it talks through (pipe, scripted, line editor).
    .target(name: "Consola", dependencies: ["Torneo", "Formulario", "Textos"]),
    // Debian's libedit, with the few C wrappers Swift needs; only LineaDeEdicion imports it.
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // Every libedit call: prompt, read, pre-fill, history, completion, signals.
    .target(name: "LineaDeEdicion", dependencies: ["CEditLine", "Consola", "Torneo"]),
    // libpq, loaded with dlopen on first use (linking it would cost every process ~6 ms of
    // start-up); types from Debian's libpq-dev at compile time. Only Servidor imports it.
    .target(name: "CLibPQ", linkerSettings: [.linkedLibrary("dl")]),
    // A PostgreSQL connection from a URL: parameterized statements, transactions, errors a
    // person can act on (ErrorServidor, which lives in Torneo so the league protocol can carry
    // it). Knows nothing of leagues.
    .target(name: "Servidor", dependencies: ["CLibPQ", "Torneo"]),
    // The league on a server: marcador's schema and its migrations.
    .target(name: "LigaEnServidor", dependencies: ["Servidor", "Torneo"]),
    // The command line as a library: the declaration of the commands, parsing, the interactive
    // mode, which reader and store, messages, exit codes, and the runner main.swift calls.
    .target(
      name: "LineaDeOrdenes",
      dependencies: [
        "Torneo", "Formulario", "Textos", "Consola", "LineaDeEdicion", "Servidor", "LigaEnServidor",
      ]),
    // The process: arguments as bytes, standard output and error, the exit code.
    .executableTarget(name: "marcador", dependencies: ["LineaDeOrdenes", "Consola", "Textos"]),
    // What several test targets share: the seed's fake repository, a reader of scripted
    // answers, an output kept in memory (test doubles never ship in the product) and the
    // spawn action that keeps other tests' descriptors out of a child.
    .target(
      name: "ApoyoDePruebas", dependencies: ["Consola", "Formulario", "Torneo"],
      path: "Tests/ApoyoDePruebas"),
    .testTarget(name: "TorneoTests", dependencies: ["Torneo"]),
    .testTarget(name: "LineaDeEdicionTests", dependencies: ["LineaDeEdicion"]),
    // The command line in this process: parsing, help, completion, the REPL and the runner.
    .testTarget(
      name: "LineaDeOrdenesTests",
      dependencies: ["LineaDeOrdenes", "Consola", "Textos", "Torneo", "ApoyoDePruebas"]),
    .testTarget(name: "FormularioTests", dependencies: ["Formulario", "Torneo", "ApoyoDePruebas"]),
    .testTarget(
      name: "ConsolaTests",
      dependencies: ["Consola", "Formulario", "Textos", "Torneo", "ApoyoDePruebas", "Servidor"]),
    // A two-question form over the line editor alone, run through a pty by MarcadorTests.
    .executableTarget(
      name: "editor-de-prueba", dependencies: ["Consola", "LineaDeEdicion"],
      path: "Tests/EditorDePrueba"),
    .testTarget(
      name: "MarcadorTests",
      dependencies: ["marcador", "editor-de-prueba", "Torneo", "Servidor", "ApoyoDePruebas"]),
    .testTarget(
      name: "ServidorTests",
      dependencies: ["Servidor", "LigaEnServidor", "Torneo", "ApoyoDePruebas"]),
  ],
  swiftLanguageModes: [.v6]
)
