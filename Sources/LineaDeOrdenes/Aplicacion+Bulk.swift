// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import Glibc
import Textos
import Torneo

extension Aplicacion {
  /// `importar`: the rows of a CSV file (or standard input) into a team, all or nothing, in one
  /// change (with `reemplazar`, the roster becomes the file's). Every invalid row is reported
  /// as `ARCHIVO:N: Campo: mensaje`. One positional that names no team but a file (or `-`) is
  /// a whole league's CSV (`importarLiga`), which `reemplazar` cannot take (a usage error); one
  /// that names neither is said to be neither.
  func importar(
    _ liga: any Liga, equipo nombre: String, archivo: String?, soloComprobar: Bool,
    reemplazar: Bool, separador: UInt8?
  )
    -> CodigoDeSalida
  {
    if archivo == nil {
      do throws(ErrorDeLiga) {
        _ = try liga.equipo(llamado: nombre)
      } catch .equipoDesconocido(_, let sugerencia) {
        guard Aplicacion.esEntrada(nombre) else {
          fallar(.importarDesconocido(nombre, sugerencia: sugerencia))
          return .datos
        }
        if reemplazar {
          fallar(.frases([.reemplazarSinEquipo(archivo: nombre), .pruebaAyuda]))
          return .uso
        }
        return importarLiga(
          liga, archivo: nombre == "-" ? nil : nombre, soloComprobar: soloComprobar,
          separador: separador)
      } catch {
        // Said below, where a team's import says it.
      }
    }
    // The interactive mode reads its commands from standard input, ahead of time.
    if archivo == nil, entradaEnUso {
      fallar(.importarSinArchivo)
      return .uso
    }
    // The team first: a mistyped name must not cost the rows typed after it.
    let leida = leerParaImportar(
      liga, archivo: archivo, separador: separador, soloComprobar: soloComprobar
    ) { () throws(ErrorDeLiga) in try liga.equipo(llamado: nombre) }
    guard case (let equipo, let lectura)? = leida.datos else { return leida.codigo }
    // Rows that replace the roster are checked among themselves (numbers may swap); rows
    // added to it, against it.
    let jugadores: [Jugador]
    switch ImportacionDeJugadores.jugadores(
      de: lectura, en: reemplazar ? Equipo(nombre: equipo.nombre) : equipo)
    {
    case .validas(let validos):
      jugadores = validos
    case .noValidas(let fallos):
      informar(fallos, archivo: archivo)
      return .datos
    }
    // No rows is never «remove everyone»: a roster is emptied one `quitar` at a time.
    if jugadores.isEmpty {
      salida.escribir(catalogo.texto(.nadaQueImportar(archivo.map(visible))) + "\n")
      return .hecho
    }
    if soloComprobar {
      mostrar(
        lectura, columnas: [.nombre, .dorsal],
        filas: reemplazar ? [] : jugadores.prefix(filasMostradas).map { ($0, nil) },
        total: reemplazar ? 0 : jugadores.count)
    }
    if reemplazar {
      return reemplazarPlantilla(liga, equipo, jugadores, soloComprobar: soloComprobar)
    }
    if soloComprobar {
      salida.escribir(
        catalogo.texto(.importacionComprobada(jugadores.count, equipo: visible(equipo.nombre)))
          + "\n")
      return .hecho
    }
    do {
      return try guardar(
        liga, .importar(jugadores, equipo: equipo.nombre),
        sinCambios: .nadaQueImportar(archivo.map(visible)))
    } catch .equipo {
      // Someone changed the roster between the first reading and the lock: the rows that no
      // longer fit it, with their lines, as if the file had been read now.
      if let ahora = try? liga.equipo(llamado: equipo.nombre),
        case .noValidas(let fallos) = ImportacionDeJugadores.jugadores(de: lectura, en: ahora)
      {
        informar(fallos, archivo: archivo)
      }
      fallar(.conflictoAlGuardar)
      return .datos
    } catch {
      return fallar(error)
    }
  }

  /// Whether `texto` names something an import can read: standard input (`-`) or a file that
  /// is there.
  static func esEntrada(_ texto: String) -> Bool { texto == "-" || access(texto, F_OK) == 0 }

  /// What an import reads before it checks its rows, in this order: that the league can change
  /// (unless it only checks), what `leer` takes from the league, and the CSV (`lecturaCSV`);
  /// `nil` and the exit status once one of them fails, said on standard error.
  func leerParaImportar<Leido>(
    _ liga: any Liga, archivo: String?, separador: UInt8?, soloComprobar: Bool,
    _ leer: () throws(ErrorDeLiga) -> Leido
  ) -> (datos: (Leido, CSV.Lectura)?, codigo: CodigoDeSalida) {
    let leido: Leido
    do throws(ErrorDeLiga) {
      if !soloComprobar { try liga.comprobarQueSePuedeCambiar() }
      leido = try leer()
    } catch {
      return (nil, fallar(error))
    }
    let leida = lecturaCSV(de: archivo, separador: separador)
    guard let lectura = leida.lectura else { return (nil, leida.codigo) }
    return ((leido, lectura), .hecho)
  }

  /// The reading of a CSV file (`nil`: standard input, with a hint at a terminal) with the
  /// separator `--separador` names (`nil`: found), its records made as they are checked, or
  /// `nil` when it cannot be read, said on standard error, and the exit status for that.
  func lecturaCSV(de archivo: String?, separador: UInt8?) -> (
    lectura: CSV.Lectura?, codigo: CodigoDeSalida
  ) {
    if archivo == nil, entorno.terminal(0) { avisar(.leyendoCSV) }
    do {
      return (try CSV.lectura(try CSV.bytes(deArchivo: archivo), separador: separador), .hecho)
    } catch {
      let mensaje = catalogo.texto(.errorDeCSV(error, archivo: visible(archivo ?? "-")))
      switch error {
      case .noLegible, .esCarpeta:
        fallar(mensaje)
        return (nil, .sinEntrada)
      case .utf16SinMarca, .demasiadoGrande:
        fallar(mensaje)
        return (nil, .datos)
      case .comillaSinCerrar, .noUTF8, .noUTF16, .separadoresMezclados, .separadorDudoso,
        .separadorNoReconocido, .cabeceraSinSeparar, .guionEnNombres:
        // `ARCHIVO:N: …` at the start of the line, as for an invalid row.
        salida.vaciar()
        errores.escribir(mensaje + "\n")
        errores.vaciar()
        return (nil, .datos)
      }
    }
  }

  /// What `--comprobar` shows of the CSV before its summary: how it was read (the separator,
  /// `columnas` in the rows' order, the header's line), and `filas`, the first rows as they
  /// would be saved (`filasMostradas` of them at most), with how many more of `total` there are.
  func mostrar(
    _ lectura: CSV.Lectura, columnas: [CSV.Columna], filas: [(Jugador, equipo: String?)],
    total: Int
  ) {
    let (orden, cabecera) = lectura.columnas(columnas)
    var texto =
      catalogo.texto(
        .lecturaDeCSV(separador: lectura.separador, columnas: orden, cabecera: cabecera)) + "\n"
    for (jugador, equipo) in filas {
      texto += catalogo.texto(.filaPrevista(jugador.enLista, equipo: equipo.map(visible))) + "\n"
    }
    if total > filas.count { texto += catalogo.texto(.masFilas(total - filas.count)) + "\n" }
    salida.escribir(texto)
  }

  /// The invalid rows, one line each on standard error, in file order, as editors jump to it:
  /// `ARCHIVO:N:`, or `-:N:` for standard input (`nil`); past the first `fallosListados`, one
  /// line says how many more there are.
  func informar(_ fallos: [ImportacionDeJugadores.Fallo], archivo: String?) {
    salida.vaciar()
    for fallo in fallos.prefix(fallosListados) {
      errores.escribir(
        catalogo.texto(.de(fallo, archivo: archivo ?? "-"), columnas: columnasDeErrores) + "\n")
    }
    if fallos.count > fallosListados {
      errores.escribir(
        catalogo.texto(.masFallos(fallos.count - fallosListados, archivo: visible(archivo ?? "-")))
          + "\n")
    }
    errores.vaciar()
  }

  /// `exportar`: one team as `nombre,dorsal`, or the whole league as `equipo,nombre,dorsal`
  /// (a team without players as a row with the team alone), with a header row; or JSON (a
  /// team: its roster list; the league: its teams with theirs). With `excel`, the CSV as Excel
  /// in a Spanish locale opens it: `;`, CRLF and a byte-order mark.
  func exportar(_ liga: any Liga, equipo nombre: String?, json: Bool, excel: Bool)
    -> CodigoDeSalida
  {
    let equipos: [Equipo]
    do {
      if let nombre {
        equipos = [try liga.equipo(llamado: nombre)]
      } else {
        equipos = try liga.torneo().equipos
      }
    } catch {
      return fallar(error)
    }
    // CSV holds a name as it is: at a terminal it is shown escaped (`visible`), but a file or a
    // pipe gets the exact names or nothing, since one the rules refuse would come back from
    // `importar` as neither itself nor an error. JSON escapes any name exactly.
    if !json, !entorno.salidaEsTerminal {
      var fuera: [(nombre: String, equipo: String?, error: ErrorNombre)] = []
      for equipo in equipos {
        if nombre == nil,
          case .failure(let error) = Reglas.forma(
            equipo.nombre, maximo: Reglas.maximoNombreDeEquipo)
        {
          fuera.append((equipo.nombre, nil, error))
        }
        for jugador in equipo.jugadores {
          if case .failure(let error) = Reglas.forma(jugador.nombre, maximo: Reglas.maximoNombre) {
            fuera.append((jugador.nombre, equipo.nombre, error))
          }
        }
      }
      if !fuera.isEmpty {
        for (nombre, equipo, error) in fuera {
          fallar(
            .nombreFueraDeRegla(visible(nombre), equipo: equipo.map(visible), error: error))
        }
        fallar(.exportacionNoHecha)
        return .datos
      }
    }
    func dorsal(_ jugador: Jugador) -> String { jugador.dorsal.map(String.init) ?? "" }
    let separador = excel ? ";" : ","
    let fin = excel ? "\r\n" : "\n"
    func fila(_ campos: [String]) -> String { CSV.fila(campos, separador: separador) + fin }
    var texto = ""
    switch (nombre, json) {
    case (.some, false):
      texto = fila(["nombre", "dorsal"])
      for jugador in equipos[0].jugadores {
        texto += fila([visible(jugador.nombre), dorsal(jugador)])
      }
    case (nil, false):
      texto = fila(["equipo", "nombre", "dorsal"])
      for equipo in equipos {
        if equipo.jugadores.isEmpty { texto += fila([visible(equipo.nombre), "", ""]) }
        for jugador in equipo.jugadores {
          texto += fila([visible(equipo.nombre), visible(jugador.nombre), dorsal(jugador)])
        }
      }
    case (.some, true):
      texto = TextoJSON.lista(equipos[0].jugadores.map(TextoJSON.jugador)) + "\n"
    case (nil, true):
      let filas = equipos.map {
        "{\"nombre\": \(TextoJSON.cadena($0.nombre)), \"jugadores\": "
          + TextoJSON.lista($0.jugadores.map(TextoJSON.jugador), sangria: "    ") + "}"
      }
      texto = TextoJSON.lista(filas) + "\n"
    }
    salida.escribir((excel && !json ? "\u{FEFF}" : "") + texto)
    return .hecho
  }
}
