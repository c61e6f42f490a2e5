// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Consola
import Formulario
import Glibc
import LineaDeEdicion
import Testing
import Textos
import Torneo

/// A reader whose answers are functions of the question: a test acts while a field is asked
/// (another clerk's change, keys, the wait for a pause) through the question's live form.
final class LectorEnVivo: Lector {
  let esInteractivo = true
  let editaLineas: Bool
  private(set) var lineasLeidas = 0
  private var respuestas: [(Pregunta) -> Respuesta]
  var entradaAgotada: Bool { respuestas.isEmpty }

  init(editaLineas: Bool = true, _ respuestas: [(Pregunta) -> Respuesta]) {
    self.editaLineas = editaLineas
    self.respuestas = respuestas
  }

  func leer(_ pregunta: Pregunta) -> Respuesta {
    guard !respuestas.isEmpty else { return .fin }
    lineasLeidas += 1
    return respuestas.removeFirst()(pregunta)
  }
}

/// The live form in-process: the league's changes and the checks as the wizard's inputs, and
/// what a field shows for them (issue 26).
struct FormularioEnVivoTests {
  let liga = RepositorioFalso()
  let rayo = [
    Jugador(nombre: "Ana", dorsal: 9), Jugador(nombre: "Luis"), Jugador(nombre: "Marta", dorsal: 1),
  ]

  func ejecutar(_ lector: LectorEnVivo) -> ResultadoDelFormulario {
    Asistente(liga: liga, lector: lector, pantalla: SalidaEnMemoria(), catalogo: CatalogoEspanol())
      .ejecutar(PeticionDeFormulario(equipo: "Rayo FC"))
  }

  /// Waits as a reader would: until the live form has nothing due (its `plazo` passed), or
  /// until `hasta` holds.
  func esperarPlazo(_ vivo: any EnVivo, texto: String, hasta: () -> Bool = { false }) {
    while !hasta(), let plazo = vivo.plazo {
      if plazo > 0 { _ = poll(nil, 0, plazo) }
      _ = vivo.atender(texto)
    }
  }

  @Test func otroEmpleadoTomaElDorsalEscritoYLoDejaLibre() throws {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      { _ in .texto("Bea") },
      { [liga, rayo] pregunta in
        guard let vivo = pregunta.enVivo else { return .fin }
        // An idle field waits for nothing but a key.
        vistos.append(vivo.plazo.map(String.init))
        // Another player (a namesake would be the name's news: `tomadoPorOtro`).
        liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
        vistos.append(vivo.atender("7") ? "redibujar" : nil)
        vistos.append(vivo.estado("7"))
        // The question as it is now, after what the live form took.
        vistos.append(vivo.preguntaAhora()?.validar?("7"))
        liga.cambiarPorOtro("Rayo FC", rayo)
        _ = vivo.atender("7")
        vistos.append(vivo.estado("7"))
        return .texto("7")
      },
    ])
    #expect(
      ejecutar(lector) == .guardado(.anadido(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC")))
    #expect(
      vistos == [
        nil, "redibujar",
        "✗ Dorsal: Ese dorsal ya lo lleva otro jugador (Eva, hace un momento)",
        "Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 2–6, 8, 10–99", nil,
      ])
  }

  @Test func otroEmpleadoTomaElNombreEscrito() {
    var visto: String?
    let lector = LectorEnVivo([
      { [liga, rayo] pregunta in
        liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "BEA")])
        _ = pregunta.enVivo?.atender("bea")
        visto = pregunta.enVivo?.estado("bea")
        return .cancelado("bea")
      },
      { _ in .texto("s") },
    ])
    #expect(ejecutar(lector) == .cancelado)
    #expect(visto == "✗ Nombre: Ya hay un jugador con ese nombre (BEA, hace un momento)")
  }

  /// After a pause in typing the text is checked against the league as it is now.
  @Test func trasUnaPausaLaComprobacionDiceLibre() {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      { pregunta in
        guard let vivo = pregunta.enVivo else { return .fin }
        vivo.escrito("Bea")
        vistos.append(vivo.plazo == nil ? "sin plazo" : nil)
        esperarPlazo(vivo, texto: "Bea")
        vistos.append(vivo.estado("Bea"))
        // Another text has not been checked.
        vistos.append(vivo.estado("Beatriz"))
        return .texto("Bea")
      }
    ])
    _ = ejecutar(lector)
    #expect(vistos == [nil, "✓ libre", nil])
  }

  /// A check that takes long shows `comprobando…` past the threshold; the next key cancels it
  /// and nothing is said of it.
  @Test func unaComprobacionLentaSeVeYLaSiguienteTeclaLaCancelaEnSilencio() {
    liga.consultasSinRespuesta = true
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      { [liga] pregunta in
        guard let vivo = pregunta.enVivo else { return .fin }
        vivo.escrito("Bea")
        esperarPlazo(vivo, texto: "Bea") { vivo.estado("Bea") != nil }
        vistos.append(vivo.estado("Bea"))
        vivo.escrito("Beat")
        vistos.append(vivo.estado("Beat"))
        vistos.append(vivo.avisos().first)
        vistos.append("\(liga.cancelaciones)")
        return .cancelado("")
      }
    ])
    #expect(ejecutar(lector) == .cancelado)
    #expect(vistos == ["comprobando…", nil, nil, "1"])
  }

  /// A check that never answers is given up past its deadline: `comprobando…` goes (the
  /// seed's `error` state, silent), nothing is left due, the view stays on, Enter saves.
  @Test func unaComprobacionQueNuncaContestaSeAbandonaYEnterGuarda() {
    liga.consultasSinRespuesta = true
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      { [liga] pregunta in
        guard let vivo = pregunta.enVivo else { return .fin }
        vivo.escrito("Bea")
        esperarPlazo(vivo, texto: "Bea") { vivo.estado("Bea") != nil }
        vistos.append(vivo.estado("Bea"))
        esperarPlazo(vivo, texto: "Bea")
        vistos.append(vivo.estado("Bea"))
        vistos.append(vivo.plazo.map(String.init))
        vistos.append(vivo.avisos().first)
        vistos.append("\(liga.cancelaciones)")
        return .texto("Bea")
      },
      { _ in .texto("") },
    ])
    #expect(ejecutar(lector) == .guardado(.anadido(Jugador(nombre: "Bea"), equipo: "Rayo FC")))
    #expect(vistos == ["comprobando…", nil, nil, nil, "1"])
  }

  /// Plain prompts never redraw: a change that concerns the field asked is one line.
  @Test func enModoLlanoElCambioEsUnaLinea() {
    var avisos: [String] = []
    let lector = LectorEnVivo(
      editaLineas: false,
      [
        { _ in .texto("Bea") },
        { [liga, rayo] pregunta in
          liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
          _ = pregunta.enVivo?.atender("")
          avisos = pregunta.enVivo?.avisos() ?? []
          return .texto("7")
        },
      ])
    // «7» is refused at Enter against the roster as it is now; no more answers: cancelled.
    #expect(ejecutar(lector) == .cancelado)
    #expect(avisos == ["Aviso: Eva acaba de tomar el dorsal 7"])
  }

  /// A file another program briefly leaves invalid is «not now»: nothing is said, and once it
  /// is valid again the view follows it as before.
  @Test func unArchivoInvalidoUnMomentoNoApagaLaVista() {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      { _ in .texto("Bea") },
      { [liga, rayo] pregunta in
        guard let vivo = pregunta.enVivo else { return .fin }
        liga.romperPorOtro()
        _ = vivo.atender("7")
        vistos.append(vivo.estado("7"))
        vistos += vivo.avisos()
        liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
        _ = vivo.atender("7")
        vistos.append(vivo.estado("7"))
        return .cancelado("7")
      },
      { _ in .texto("s") },
    ])
    #expect(ejecutar(lector) == .cancelado)
    #expect(
      vistos == [nil, "✗ Dorsal: Ese dorsal ya lo lleva otro jugador (Eva, hace un momento)"])
  }

  /// The view going off shows under the question even where a value taken showed.
  @Test func laVistaApagadaSeVeAunqueHubieraUnValorTomado() {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      { _ in .texto("Bea") },
      { [liga, rayo] pregunta in
        guard let vivo = pregunta.enVivo else { return .fin }
        liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
        _ = vivo.atender("7")
        vistos.append(vivo.estado("7"))
        liga.vigia?.falla = true
        liga.cambiarPorOtro("Rayo FC", rayo)
        _ = vivo.atender("7")
        vistos.append(vivo.estado("7"))
        return .cancelado("7")
      },
      { _ in .texto("s") },
    ])
    #expect(ejecutar(lector) == .cancelado)
    #expect(
      vistos == [
        "✗ Dorsal: Ese dorsal ya lo lleva otro jugador (Eva, hace un momento)",
        "La vista en vivo se ha apagado: el formulario sigue con lo que tenía",
      ])
  }

  /// A watcher that fails turns the live view off, said once; the form goes on.
  @Test func unVigiaQueFallaApagaLaVistaUnaVez() {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      { [liga] pregunta in
        liga.vigia?.falla = true
        liga.cambiarPorOtro("Rayo FC", [])
        _ = pregunta.enVivo?.atender("Bea")
        vistos.append(pregunta.enVivo?.estado("Bea"))
        vistos += pregunta.enVivo?.avisos() ?? []
        vistos.append(pregunta.enVivo?.plazo.map(String.init))
        return .texto("Bea")
      },
      { pregunta in
        vistos.append(pregunta.enVivo?.estado(""))
        vistos += pregunta.enVivo?.avisos() ?? []
        return .texto("")
      },
    ])
    #expect(ejecutar(lector) == .guardado(.anadido(Jugador(nombre: "Bea"), equipo: "Rayo FC")))
    let apagada = "La vista en vivo se ha apagado: el formulario sigue con lo que tenía"
    #expect(vistos == [apagada, apagada, nil, nil])
  }
}
