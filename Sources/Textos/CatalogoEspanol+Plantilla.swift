// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario
import Torneo

extension CatalogoEspanol {
  public func enCampo(_ campo: Campo, _ mensaje: String) -> String {
    "\(nombre(de: campo)): \(mensaje)"
  }
  public func cabecera(
    jugador: String?, equipo: String?, conAnterior: Bool, guarda: Bool
  ) -> [String] {
    let que =
      switch (jugador, equipo) {
      case (let j?, let e?): "Editar a \(j) de \(e)"
      case (nil, let e?): "Añadir jugador a \(e)"
      default: "Añadir jugador"
      }
    let anterior = conAnterior ? ["⇧⇥ anterior"] : []
    let ultimo = guarda ? "guarda" : "comprueba"
    return [que, "⏎ siguiente (en el último, \(ultimo))"] + anterior + ["Ctrl-C cancela"]
  }
  public func jugadorDesconocido(_ nombre: String) -> String { "No hay ningún jugador «\(nombre)»" }
  public func jugadorDesconocidoEn(_ nombre: String, equipo: String) -> String {
    "No hay ningún jugador «\(nombre)» en \(equipo)"
  }
  public func sinCambios() -> String { "Sin cambios: no se ha guardado nada" }
  public func editado(_ antes: String, _ despues: String, equipo: String) -> String {
    "Editado en \(equipo): \(antes) → \(despues)"
  }
  public func quitado(_ jugador: String, equipo: String) -> String {
    "Quitado de \(equipo): \(jugador)"
  }
  public func preguntaQuitar(_ jugador: String, equipo: String) -> String {
    "¿Quitar a \(jugador) de \(equipo)? [s/N] "
  }
  public func noQuitado() -> String { "No se ha quitado a nadie." }
  public func importado(_ cuantos: Int, equipo: String) -> String {
    cuantos == 1
      ? "Importado a \(equipo): 1 jugador" : "Importados a \(equipo): \(cuantos) jugadores"
  }
  public func resumenDeImportacion(_ cuantos: Int, equipo: String) -> String {
    "importar \(equipo): \(Catalogos.miles(cuantos, separador: ".")) "
      + (cuantos == 1 ? "jugador" : "jugadores") + " (la orden entera, en «historial --json»)"
  }
  public func equipoCreado(_ nombre: String) -> String { "Equipo creado: \(nombre)" }
  public func equipoRepetido(_ nombre: String) -> String { "Ya hay un equipo «\(nombre)»" }
  public func nombreDeEquipoLargo(maximo: Int) -> String { "Como mucho \(maximo) letras" }
  public func deshecho(_ cambio: String) -> String { "Deshecho: \(cambio)" }
  public func diarioNoValido(_ ruta: String, linea: Int) -> String {
    "\(ruta):\(linea): el diario de cambios no se puede leer; no se ha tocado nada"
  }
  public func marcaDeshecho() -> String { "(deshecho)" }
  public func ligaSinEquipos() -> String {
    "La liga no tiene equipos todavía: crea el primero con «\(orden("nuevo-equipo NOMBRE"))»"
  }
  public func valorVacio(_ opcion: String) -> String { "«\(opcion)» no puede estar vacía" }
  public func incompatibles(_ una: String, _ otra: String) -> String {
    "«\(una)» y «\(otra)» no van juntas"
  }
  public func esperandoCerrojo() -> String {
    "Esperando a que otro proceso suelte el torneo… (Ctrl-C cancela)"
  }
  public func esperandoServidor() -> String { "Esperando al servidor… (Ctrl-C cancela)" }
  public func preguntaReintentar() -> String { "¿Volver a intentarlo? [S/n] " }
  public func comoVerLosEquipos() -> String { "«\(orden("equipos"))» los lista" }
  public func comoVerLaPlantilla(_ equipo: String) -> String {
    "«\(orden("plantilla " + equipo))» la muestra"
  }
  public func enlaceRoto(_ ruta: String, destino: String) -> String {
    "\(ruta): es un enlace a «\(destino)», que no existe; créalo con «\(orden("iniciar"))» (o «\(orden("iniciar --ejemplo"))»)"
  }
  public func resumenDePlantilla(_ equipo: String, jugadores: Int) -> String {
    jugadores == 1 ? "\(equipo): 1 jugador" : "\(equipo): \(jugadores) jugadores"
  }
  public func preguntaListar(_ cuantos: Int) -> String {
    "¿Ver las \(cuantos) posibilidades? [s/N] "
  }
}
