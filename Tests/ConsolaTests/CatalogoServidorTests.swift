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
    .inalcanzable(destino: URLDeServidor.redactada(url)),
    .rechazado(.faltaContrasena(usuario: "ana", baseDeDatos: "liga")),
    .rechazado(.contrasenaRechazada(usuario: "ana", baseDeDatos: "liga")),
    .rechazado(.conexion(usuario: "ana\u{1B}[2J", baseDeDatos: "liga")),
    .rechazado(.sinPermiso),
    .conexionPerdida(cambio: .noGuardado),
    .conexionPerdida(cambio: .guardado),
    .conexionPerdida(cambio: .incierto),
    .repetido(restriccion: "jugadores_dorsal_repetido"),
    .restriccionIncumplida(restriccion: "jugadores_dorsal_valido"),
    .conflicto,
    .esquemaMasNuevo(encontrada: 3, soportada: 1),
    .sinEsquema,
    .caracterNulo(parametro: 1),
    .otro(codigo: "XX000", mensaje: "algo\u{7}raro"),
  ]

  @Test(arguments: [CatalogoEspanol() as any Catalogo, CatalogoIngles()])
  func cadaErrorTieneSuMensaje(catalogo: any Catalogo) {
    let mensajes = CatalogoServidorTests.errores.map { catalogo.mensaje(de: $0) }
    #expect(Set(mensajes).count == mensajes.count, "dos errores con el mismo mensaje")
    for mensaje in mensajes {
      #expect(!mensaje.isEmpty)
      #expect(!mensaje.contains("s3cr3t-9"))
      #expect(!mensaje.unicodeScalars.contains { $0.value < 0x20 }, "\(mensaje)")
    }
  }

  @Test func losMensajesDicenQueHacer() {
    let es = CatalogoEspanol()
    #expect(
      es.mensaje(de: .inalcanzable(destino: URLDeServidor.redactada(CatalogoServidorTests.url)))
        == "postgresql://ana:***@db.example/liga: no responde ningún servidor; comprueba la dirección o inténtalo más tarde"
    )
    #expect(
      CatalogoIngles().mensaje(
        de: .rechazado(.faltaContrasena(usuario: "ana", baseDeDatos: "liga")))
        == "the server wants a password for “ana” on “liga”: put it in ~/.pgpass or PGPASSWORD")
    #expect(es.mensaje(de: .conexionPerdida(cambio: .incierto)).contains("marcador historial"))
  }
}
