// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import Textos
import Torneo

/// A whole league's CSV, and what every import reads and says of a CSV.
extension Importar {
  /// `importar ARCHIVO`: a whole league's CSV (`equipo,nombre,dorsal`, what `exportar`
  /// writes) into this league, creating the teams it names that do not exist, all or nothing,
  /// in one change.
  func importarLiga(_ liga: any Liga, archivo: String?, en contexto: Contexto) -> Resultado {
    if archivo == nil, contexto.lectores.enUso {
      contexto.fallar(.importarSinArchivo)
      return Resultado(.uso)
    }
    let leida = leer(liga, archivo: archivo, en: contexto) { () throws(ErrorDeLiga) in
      try liga.torneo()
    }
    guard case (let torneo, let lectura)? = leida.datos else { return Resultado(leida.codigo) }
    let plantillas: [PlantillaDeLiga]
    switch ImportacionDeLiga.plantillas(de: lectura.registros, en: torneo) {
    case .validas(let validas):
      plantillas = validas
    case .noValidas(let fallos):
      informar(fallos, archivo: archivo, en: contexto)
      return Resultado(.datos)
    }
    let existentes = Set(torneo.equipos.map(\.nombre))
    let nuevos = plantillas.filter { !existentes.contains($0.equipo) }.count
    let cuantos = plantillas.reduce(0) { $0 + $1.jugadores.count }
    let catalogo = contexto.catalogo
    if cuantos == 0, nuevos == 0 {
      contexto.salida.escribir(catalogo.texto(.nadaQueImportar(archivo.map(visible))) + "\n")
      return Resultado(.hecho)
    }
    if soloComprobar {
      let filas = plantillas.lazy.flatMap { plantilla in
        plantilla.jugadores.lazy.map { ($0, equipo: Optional(plantilla.equipo)) }
      }
      mostrar(
        lectura, columnas: ImportacionDeLiga.columnas, filas: Array(filas.prefix(filasMostradas)),
        total: cuantos, en: contexto)
      contexto.salida.escribir(
        catalogo.texto(
          .ligaImportada(
            jugadores: cuantos, equipos: plantillas.count, nuevos: nuevos, comprobado: true))
          + "\n")
      return Resultado(.hecho)
    }
    do {
      return try contexto.guardar(
        liga, .importarLiga(plantillas), sinCambios: .nadaQueImportar(archivo.map(visible)))
    } catch .equipo, .equipoRepetido {
      // Someone changed the league between the first reading and the lock.
      contexto.fallar(.conflictoAlGuardar)
      return Resultado(.datos)
    } catch {
      return Resultado(contexto.fallar(error))
    }
  }

  /// What an import reads before it checks its rows, in this order: that the league can change
  /// (unless it only checks), and team `equipo` when one is named (its rights on a server),
  /// what `leer` takes from the league, and the CSV (`lecturaCSV`);
  /// `nil` and the exit status once one of them fails, said on standard error.
  func leer<Leido>(
    _ liga: any Liga, equipo: String? = nil, archivo: String?, en contexto: Contexto,
    _ leer: () throws(ErrorDeLiga) -> Leido
  ) -> (datos: (Leido, CSV.Lectura)?, codigo: CodigoDeSalida) {
    let leido: Leido
    do throws(ErrorDeLiga) {
      if !soloComprobar { try liga.comprobarQueSePuedeCambiar(equipos: equipo.map { [$0] } ?? []) }
      leido = try leer()
    } catch {
      return (nil, contexto.fallar(error))
    }
    let leida = lecturaCSV(de: archivo, en: contexto)
    guard let lectura = leida.lectura else { return (nil, leida.codigo) }
    return ((leido, lectura), .hecho)
  }

  /// The reading of a CSV file (`nil`: standard input, with a hint at a terminal) with the
  /// separator `--separador` names (`nil`: found), its records made as they are checked, or
  /// `nil` when it cannot be read, said on standard error, and the exit status for that.
  private func lecturaCSV(de archivo: String?, en contexto: Contexto) -> (
    lectura: CSV.Lectura?, codigo: CodigoDeSalida
  ) {
    if archivo == nil, contexto.entorno.terminal(0) { contexto.avisar(.leyendoCSV) }
    do {
      return (try CSV.lectura(try CSV.bytes(deArchivo: archivo), separador: separador), .hecho)
    } catch {
      let mensaje = contexto.catalogo.texto(.errorDeCSV(error, archivo: visible(archivo ?? "-")))
      switch error {
      case .noLegible, .esCarpeta:
        contexto.fallar(mensaje)
        return (nil, .sinEntrada)
      case .utf16SinMarca, .demasiadoGrande:
        contexto.fallar(mensaje)
        return (nil, .datos)
      case .comillaSinCerrar, .noUTF8, .noUTF16, .separadoresMezclados, .separadorDudoso,
        .separadorNoReconocido, .cabeceraSinSeparar, .guionEnNombres:
        // `ARCHIVO:N: …` at the start of the line, as for an invalid row.
        contexto.salida.vaciar()
        contexto.errores.escribir(mensaje + "\n")
        contexto.errores.vaciar()
        return (nil, .datos)
      }
    }
  }

  /// What `--comprobar` shows of the CSV before its summary: how it was read (the separator,
  /// `columnas` in the rows' order, the header's line), and `filas`, the first rows as they
  /// would be saved (`filasMostradas` of them at most), with how many more of `total` there are.
  func mostrar(
    _ lectura: CSV.Lectura, columnas: [CSV.Columna], filas: [(Jugador, equipo: String?)],
    total: Int, en contexto: Contexto
  ) {
    let catalogo = contexto.catalogo
    let (orden, cabecera) = lectura.columnas(columnas)
    var texto =
      catalogo.texto(
        .lecturaDeCSV(separador: lectura.separador, columnas: orden, cabecera: cabecera)) + "\n"
    for (jugador, equipo) in filas {
      texto += catalogo.texto(.filaPrevista(jugador.enLista, equipo: equipo.map(visible))) + "\n"
    }
    if total > filas.count { texto += catalogo.texto(.masFilas(total - filas.count)) + "\n" }
    contexto.salida.escribir(texto)
  }

  /// The invalid rows, one line each on standard error, in file order, as editors jump to it:
  /// `ARCHIVO:N:`, or `-:N:` for standard input (`nil`); past the first `fallosListados`, one
  /// line says how many more there are.
  func informar(
    _ fallos: [ImportacionDeJugadores.Fallo], archivo: String?, en contexto: Contexto
  ) {
    let catalogo = contexto.catalogo
    let errores = contexto.errores
    contexto.salida.vaciar()
    for fallo in fallos.prefix(fallosListados) {
      errores.escribir(
        catalogo.texto(.de(fallo, archivo: archivo ?? "-"), columnas: contexto.columnasDeErrores)
          + "\n")
    }
    if fallos.count > fallosListados {
      errores.escribir(
        catalogo.texto(.masFallos(fallos.count - fallosListados, archivo: visible(archivo ?? "-")))
          + "\n")
    }
    errores.vaciar()
  }
}
