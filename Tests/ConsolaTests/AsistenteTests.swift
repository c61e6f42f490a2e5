import ApoyoDePruebas
import Consola
import Formulario
import Testing
import Textos
import Torneo

struct AsistenteTests {
  let repositorio = RepositorioFalso()
  let salida = SalidaEnMemoria()

  func asistente(_ lector: LectorGuionizado) -> Asistente {
    Asistente(
      fuente: repositorio, lector: lector, salida: salida, catalogo: CatalogoEspanol(),
      color: false)
  }

  @Test func sinTerminalLaPrimeraRespuestaNoValidaTermina() {
    let lector = LectorGuionizado(
      [.texto("Rayo FC"), .texto("Bea"), .texto("9")], interactivo: false)
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta())
        == .respuestaNoValida(
          .linea(3), .dorsal, .dorsal(.repetido, libres: Array(2...8) + Array(10...99))))
    #expect(repositorio.jugadoresAnadidos.isEmpty)
    #expect(lector.preguntas.count == 3)
  }

  @Test func sinTerminalElFinDeLaEntradaEsSinDorsal() {
    let lector = LectorGuionizado([.texto("Bea")], interactivo: false)
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo FC"))
        == .guardado(Jugador(nombre: "Bea"), equipo: "Rayo FC"))
  }

  @Test func sinTerminalFaltaElNombreEnLaLineaSiguiente() {
    let lector = LectorGuionizado([.texto("Rayo FC")], interactivo: false)
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta())
        == .respuestaNoValida(.linea(2), .nombre, .nombre(.vacio)))
  }

  @Test func unaOpcionNoValidaSeNombraPorSuOpcion() {
    let lector = LectorGuionizado([], interactivo: false)
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo", nombre: "Bea"))
        == .respuestaNoValida(
          .opcion("EQUIPO"), .equipo, .equipoDesconocido("Rayo", sugerencia: "Rayo FC")))
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo FC", nombre: "Bea", dorsal: "0"))
        == .respuestaNoValida(.opcion("--dorsal"), .dorsal, .dorsal(.fueraDeRango, libres: [])))
    #expect(lector.preguntas.isEmpty)
  }

  @Test func conTerminalVuelveAlCampoConElTextoRechazado() {
    let lector = LectorGuionizado(
      [.texto("Ra"), .texto("Rayo FC"), .texto("Bea"), .texto("9"), .texto("0"), .texto("7")],
      interactivo: true)
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta())
        == .guardado(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
    #expect(lector.textosIniciales == ["", "Ra", "", "", "9", "0"])
    #expect(
      lector.preguntas == [
        "Equipo: ", "Equipo: ", "Nombre [0/25]: ", "Dorsal (opcional): ", "Dorsal (opcional): ",
        "Dorsal (opcional): ",
      ])
    #expect(
      salida.texto == """
          ✗ No hay ningún equipo «Ra». ¿Quisiste decir «Rayo FC»?
          ✗ Ese dorsal ya lo lleva otro jugador. Libres: 2, 3, 4…
          ✗ Del 1 al 99

        """)
    #expect(repositorio.jugadoresAnadidos.map(\.jugador) == [Jugador(nombre: "Bea", dorsal: 7)])
  }

  @Test func ctrlCSinNadaEscritoSaleEnseguida() {
    let lector = LectorGuionizado([.cancelado("")], interactivo: true)
    #expect(asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo FC")) == .cancelado)
    #expect(lector.preguntas.count == 1)
  }

  @Test func ctrlCConAlgoEscritoPreguntaYUnNoVuelveAlCampo() {
    let lector = LectorGuionizado(
      [.cancelado("Be"), .texto("n"), .texto("Bea"), .fin, .texto("s")], interactivo: true)
    #expect(asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo FC")) == .cancelado)
    #expect(
      lector.preguntas == [
        "Nombre [0/25]: ", "¿Descartar los cambios? [s/N] ", "Nombre [2/25]: ",
        "Dorsal (opcional): ", "¿Descartar los cambios? [s/N] ",
      ])
    #expect(lector.textosIniciales[2] == "Be")
    #expect(repositorio.jugadoresAnadidos.isEmpty)
  }

  @Test func siOtroOcupaElDorsalAlGuardarVuelveAlDorsal() {
    repositorio.anadidosPorOtro = [Jugador(nombre: "Otro", dorsal: 7)]
    let lector = LectorGuionizado([.texto("Bea"), .texto("7"), .texto("8")], interactivo: true)
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo FC"))
        == .guardado(Jugador(nombre: "Bea", dorsal: 8), equipo: "Rayo FC"))
    #expect(salida.texto.contains("✗ Ese dorsal ya lo lleva otro jugador"))
    #expect(lector.textosIniciales.last == "7")
  }

  @Test func comprobarNoGuarda() {
    let lector = LectorGuionizado([], interactivo: false)
    #expect(
      asistente(lector).ejecutar(
        PeticionDeAlta(equipo: "rayo fc", nombre: "Bea", dorsal: "07", soloComprobar: true))
        == .comprobado(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
    #expect(repositorio.jugadoresAnadidos.isEmpty)
  }

  @Test func laEtiquetaDelNombreCuentaElTextoDelQueParte() {
    // A rejected name comes back pre-filled; the counter counts it as the rule does.
    let lector = LectorGuionizado([.texto("Ana"), .texto("Bea€"), .texto("")], interactivo: true)
    _ = asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo FC"))
    #expect(lector.preguntas.prefix(2) == ["Nombre [0/25]: ", "Nombre [3/25]: "])
    #expect(repositorio.jugadoresAnadidos.map(\.jugador) == [Jugador(nombre: "Bea€")])
  }

  @Test func unaLineaQueNoEsUTF8NoSeGuarda() {
    let lector = LectorGuionizado([.noValida], interactivo: false)
    #expect(
      asistente(lector).ejecutar(PeticionDeAlta(equipo: "Rayo FC"))
        == .respuestaNoValida(.linea(1), .nombre, .nombre(.caracteresNoValidos)))
  }
}
