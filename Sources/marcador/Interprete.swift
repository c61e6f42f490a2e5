import Consola
import Textos
import Torneo

/// `marcador` without a command: the interactive mode at a terminal (prompt `marcador> `, TAB,
/// history), or, from a pipe, commands read line by line; a wizard started there takes its
/// answers from the following lines.
///
/// From a pipe the first failing command ends the run with its status, as `sh -e` would: a
/// script must not go on after an add it relied on was refused. At a terminal errors are shown
/// and the prompt comes back.
struct Interprete {
  let aplicacion: Aplicacion
  let torneo: String?

  /// The words the interactive mode understands besides the commands.
  static let propias = ["ayuda", "salir"]

  func ejecutar() -> CodigoDeSalida {
    let lector = aplicacion.lector()
    let catalogo = aplicacion.catalogo
    if lector.esInteractivo { aplicacion.salida.escribir(catalogo.bienvenida()) }
    let pregunta = Pregunta(
      etiqueta: { _ in "marcador> " }, historial: .ordenes,
      completar: { completar($0) })
    while true {
      let linea: String
      switch lector.leer(pregunta) {
      case .texto(let texto): linea = texto
      case .fin: return .hecho
      case .cancelado, .anterior: continue
      case .noValida, .demasiadoLarga:
        aplicacion.fallar(lineaDeContexto(lector.lineasLeidas) + catalogo.lineaNoUTF8())
        if lector.esInteractivo { continue }
        return .uso
      }
      // Every command line goes to the history, accepted or not (a shell's habit).
      lector.recordar(linea, en: .ordenes)
      let numero = lector.lineasLeidas
      let contexto = lector.esInteractivo ? "" : lineaDeContexto(numero)
      guard let palabras = palabras(de: linea) else {
        aplicacion.fallar(contexto + catalogo.sobraArgumento(linea))
        if lector.esInteractivo { continue }
        return .uso
      }
      guard let primera = palabras.first, !primera.hasPrefix("#") else { continue }
      if primera == "salir" { return .hecho }
      if primera == "ayuda" {
        aplicacion.salida.escribir(catalogo.ayudaInteractiva())
        continue
      }
      var invocacion: Invocacion
      do {
        invocacion = try analizar(palabras, unirPosicionales: true)
      } catch {
        let codigo = aplicacion.fallar(error, contexto: contexto)
        if lector.esInteractivo { continue }
        return codigo
      }
      if invocacion.orden == .interactivo { continue }
      if invocacion.torneo == nil { invocacion.torneo = torneo }
      let codigo = aplicacion.ejecutar(invocacion)
      aplicacion.salida.vaciar()
      if codigo != .hecho && !lector.esInteractivo { return codigo }
    }
  }

  private func lineaDeContexto(_ numero: Int) -> String {
    aplicacion.catalogo.lineaDeOrdenes(numero)
  }

  /// TAB in the interactive mode: the command word first, then a team name after a command
  /// that takes one (inserted whole: a name with spaces needs no quotes here).
  func completar(_ antes: String) -> Completado {
    let letras = Array(antes)
    guard let espacio = letras.firstIndex(where: \.isWhitespace) else {
      let nombres = DefinicionDeOrden.deUso.flatMap { [$0.nombre] + $0.alias } + Interprete.propias
      return Completado(
        desde: 0, candidatos: nombres.filter { $0.hasPrefix(antes) }, sufijoSiUnico: " ")
    }
    let orden = String(letras[..<espacio])
    guard let definicion = DefinicionDeOrden.buscar(orden), !definicion.posicionales.isEmpty,
      definicion.nombre != "completar"
    else {
      return Completado(desde: letras.count, candidatos: [])
    }
    var desde = espacio
    while desde < letras.count, letras[desde].isWhitespace { desde += 1 }
    let texto = String(letras[desde...])
    let ruta = aplicacion.entorno.rutaDelTorneo(torneo)
    guard let documento = try? ArchivoTorneo(ruta: ruta).leer() else {
      return Completado(desde: desde, candidatos: [])
    }
    let candidatos = Asistente.equipos(documento.nombresDeEquipos, empiezanPor: texto)
    return Completado(
      desde: desde, candidatos: candidatos.map(Interprete.protegido), mostrados: candidatos)
  }

  /// A team name as one word of this mode's syntax: quotes and backslashes escaped.
  static func protegido(_ nombre: String) -> String {
    var resultado = ""
    for c in nombre {
      if c == "'" || c == "\"" || c == "\\" { resultado.append("\\") }
      resultado.append(c)
    }
    return resultado
  }
}
