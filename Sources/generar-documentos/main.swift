// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// Writes what is made from the commands' declarations: the manual in each language
// (`man/marcador.1`, `man/marcador.es.1`, from `man/plantilla.*.1`), README's table of
// commands and the three completion scripts (`completions/`, from `completions/plantillas/`).
// `make documentos` runs it from the checkout's top folder;
// `ManualTests.losDocumentosHechosDeLasDeclaracionesEstanAlDia` fails when a checked-in file is
// not what it writes.
import LineaDeOrdenes
import LlamadasAlSistema
import Textos

/// Says why on standard error and ends with status 1.
func fallar(_ mensaje: String) -> Never {
  let linea = Array(("generar-documentos: " + mensaje + "\n").utf8)
  try? Sistema.escribirTodo(2, linea[...])
  Sistema.salir(1)
}

func leer(_ ruta: String) -> String {
  do {
    let fd = try Sistema.abrir(ruta)
    defer { Sistema.soltar(fd) }
    return String(decoding: try Sistema.leerTodo(fd, tamanoPrevisto: 0), as: UTF8.self)
  } catch {
    fallar("\(ruta): \(error.llamada) failed (errno \(error.errno))")
  }
}

func escribir(_ texto: String, en ruta: String) {
  guard GuardadoDuradero.guardar(Array(texto.utf8), en: ruta, modo: 0o644) else {
    fallar("\(ruta): could not be written")
  }
}

let fecha = Documentos.fecha(deChangelog: leer("debian/changelog"))
for idioma in Idioma.allCases {
  escribir(
    Documentos.manual(
      plantilla: leer(Documentos.plantilla(idioma)), idioma: idioma, fecha: fecha),
    en: Documentos.manual(idioma))
}
escribir(Documentos.readme(leer("README.md")), en: "README.md")
for guion in Documentos.guiones {
  escribir(Documentos.guion(guion, plantilla: leer(guion.plantilla)), en: guion.destino)
}
