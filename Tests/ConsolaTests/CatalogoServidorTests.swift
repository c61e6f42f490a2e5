// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import LigaEnServidor
import Servidor
import Testing
import Textos
import Torneo

/// The messages of a league on a server: one for every case, in both languages, none with a
/// password or a raw control character.
struct CatalogoServidorTests {
  static let url = "postgresql://ana:s3cr3t-9@db.example/liga"
  static let errores: [ErrorServidor] = [
    .sinLibPQ(detalle: "libpq.so.5: cannot open shared object file"),
    .urlNoValida(url: URLDeServidor.redactada(url)),
    .inalcanzable(destino: URLDeServidor.redactada(url), detalle: ""),
    .noDisponible(destino: URLDeServidor.redactada(url)),
    .soloLectura(destino: URLDeServidor.redactada(url)),
    .sinRespuesta(destino: URLDeServidor.redactada(url), segundos: 10),
    .tiempoAgotado(segundos: 10, cambio: .noGuardado),
    .tiempoAgotado(segundos: 10, cambio: .guardado),
    .tiempoAgotado(segundos: 10, cambio: .incierto),
    .cancelado(cambio: .noGuardado),
    .cancelado(cambio: .guardado),
    .cancelado(cambio: .incierto),
    .rechazado(.faltaContrasena(usuario: "ana", baseDeDatos: "liga")),
    .rechazado(.contrasenaRechazada(usuario: "ana", baseDeDatos: "liga")),
    .rechazado(.conexion(usuario: "ana\u{1B}[2J", baseDeDatos: "liga")),
    .rechazado(.sinPermiso),
    .conexionPerdida(cambio: .noGuardado),
    .conexionPerdida(cambio: .guardado),
    .conexionPerdida(cambio: .incierto),
    .anteriorSinDecidir,
    .repetido(restriccion: "jugadores_dorsal_repetido"),
    .restriccionIncumplida(restriccion: "jugadores_dorsal_valido"),
    .conflicto,
    .esquemaMasNuevo(encontrada: 3, soportada: 1),
    .sinEsquema,
    .esquemaSinCrear(nombre: "liga2"),
    .caracterNulo(parametro: 1),
    .otro(codigo: "XX000", mensaje: "algo\u{7}raro"),
  ]

  @Test(arguments: [CatalogoEspanol() as any Catalogo, CatalogoIngles()])
  func cadaErrorTieneSuMensaje(catalogo: any Catalogo) {
    let mensajes = CatalogoServidorTests.errores.map { catalogo.texto(.de(FalloDeAlmacen($0))) }
    #expect(Set(mensajes).count == mensajes.count, "dos errores con el mismo mensaje")
    for mensaje in mensajes {
      #expect(!mensaje.isEmpty)
      #expect(!mensaje.contains("s3cr3t-9"))
      // At most one line break: before libpq's detail line.
      let primera = mensaje.split(separator: "\n").first.map(String.init) ?? ""
      #expect(!primera.unicodeScalars.contains { $0.value < 0x20 }, "\(mensaje)")
    }
  }

  @Test func losMensajesDicenQueHacer() {
    let es = CatalogoEspanol()
    #expect(
      es.texto(
        .de(.inalcanzable(destino: URLDeServidor.redactada(CatalogoServidorTests.url), detalle: ""))
      )
        == "postgresql://ana:***@db.example/liga: no responde ningún servidor; no se ha guardado nada: comprueba la dirección o inténtalo más tarde"
    )
    #expect(
      CatalogoIngles().texto(.de(.faltaContrasena(usuario: "ana", baseDeDatos: "liga")))
        == "the server wants a password for “ana” on “liga”: put it in ~/.pgpass or PGPASSWORD")
    #expect(es.texto(.de(.conexionPerdida(cambio: .incierto))).contains("marcador historial"))
    // The last change still undecided: this one was not sent, and the wizard offers to retry.
    #expect(es.texto(.de(.anteriorSinDecidir)).contains("no se ha enviado nada más"))
    #expect(ErrorDeLiga.servidor(.anteriorSinDecidir).transitorio == .noDisponible)
  }

  /// What the server decided of a change whose COMMIT got no answer, said before the next
  /// change: saved or not, in both languages.
  @Test func loQueDecidioElServidorSeDiceEnLosDosIdiomas() {
    let guardado = AvisoDelServidor.anteriorDecidido(guardado: true)
    let noGuardado = AvisoDelServidor.anteriorDecidido(guardado: false)
    #expect(
      CatalogoEspanol().texto(.de(noGuardado))
        == "el servidor dice que tu cambio anterior, cuyo COMMIT no tuvo respuesta, no se guardó")
    #expect(
      CatalogoIngles().texto(.de(guardado))
        == "the server says your last change, whose COMMIT got no answer, was saved")
    #expect(
      CatalogoIngles().texto(.de(noGuardado))
        == "the server says your last change, whose COMMIT got no answer, was not saved")
  }

  /// libpq's text (several lines, tabs, a stray control) is one detail line after the
  /// sentence: never `\u{A}`, never an empty `()`, nothing when it says nothing.
  @Test(arguments: [CatalogoEspanol() as any Catalogo, CatalogoIngles()])
  func elTextoDeLibPQEsUnaLineaDeDetalle(catalogo: any Catalogo) {
    let libpq =
      "server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.\n\u{7}"
    let mensaje = catalogo.texto(.de(.inalcanzable(destino: "postgresql:///liga", detalle: libpq)))
    let lineas = mensaje.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lineas.count == 2, "\(mensaje)")
    #expect(
      lineas.last
        == "  libpq: server closed the connection unexpectedly; This probably means the server terminated abnormally before or while processing the request. \\u{7}"
    )
    let sinSocket = catalogo.texto(
      .de(
        .inalcanzable(
          destino: "d",
          detalle:
            "connection to server on socket \"/tmp/x/.s.PGSQL.5432\" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?\n"
        )))
    #expect(
      sinSocket.hasSuffix(
        "No such file or directory; Is the server running locally and accepting connections on that socket?"
      ))
    #expect(!mensaje.contains("\\u{A}") && !mensaje.contains("()"))
    #expect(!catalogo.texto(.de(.inalcanzable(destino: "d", detalle: " \n\t"))).contains("\n"))
  }

  /// Every failure of the connection says whether anything was saved.
  @Test func cadaCaidaDiceSiSeGuardo() {
    for (catalogo, guardado, nada, noSe) in [
      (CatalogoEspanol() as any Catalogo, "quedó guardado", "no se ha guardado nada", "no se sabe"),
      (CatalogoIngles(), "was saved", "nothing was saved", "is unknown"),
    ] {
      for error in CatalogoServidorTests.errores where error.esDeConexion || error.esCancelado {
        let mensaje = catalogo.texto(.de(FalloDeAlmacen(error)))
        #expect(
          mensaje.contains(guardado) || mensaje.contains(nada) || mensaje.contains(noSe)
            || mensaje.contains("quedado guardado") || mensaje.contains("been saved"),
          "\(mensaje)")
      }
    }
  }
}

extension ErrorServidor {
  var esCancelado: Bool {
    if case .cancelado = self { return true }
    return false
  }
}
