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

/// A reader whose questions are steps: a test acts while a field is asked (another clerk's
/// change, keys, the wait for a pause) and sees what the form gives the reader to show.
final class LectorEnVivo: Lector {
  enum Paso {
    /// Acts, and says what came (`nil`: nothing, the next step at once).
    case hacer((LectorEnVivo) -> Suceso?)
    /// Waits as a reader would: until nothing is due (no deadline), or until `hasta` holds;
    /// the form woken with `texto` each time the deadline passes.
    case esperarPlazo(String, hasta: (LectorEnVivo) -> Bool = { _ in false })
  }

  let esInteractivo = true
  let editaLineas: Bool
  private(set) var lineasLeidas = 0
  private var preguntas: [[Paso]]
  private var pasos: [Paso] = []
  var entradaAgotada: Bool { preguntas.isEmpty }
  /// What the form last gave to show, the deadline it last waited for, and the notices of
  /// the question being asked.
  private(set) var muestra = Muestra()
  private(set) var plazo: Int32?
  private(set) var avisos: [String] = []

  init(editaLineas: Bool = true, _ preguntas: [[Paso]]) {
    self.editaLineas = editaLineas
    self.preguntas = preguntas
  }

  /// The line under `texto`, as the form last gave it.
  func debajo(_ texto: String) -> String? { muestra.debajo?(texto) }

  func empezar(_ pregunta: Pregunta) {
    pasos = preguntas.isEmpty ? [] : preguntas.removeFirst()
    muestra = Muestra(pregunta: pregunta, debajo: pregunta.debajo)
    avisos = pregunta.avisos
  }

  func esperar(_ descriptores: [Int32], plazo: Int32?) -> Suceso {
    self.plazo = plazo
    while let paso = pasos.first {
      switch paso {
      case .hacer(let hacer):
        pasos.removeFirst()
        guard let suceso = hacer(self) else { continue }
        if case .respuesta = suceso { lineasLeidas += 1 }
        return suceso
      case .esperarPlazo(let texto, let hasta):
        guard !hasta(self), let plazo else {
          pasos.removeFirst()
          continue
        }
        if plazo > 0 { _ = poll(nil, 0, plazo) }
        return .despierto(texto)
      }
    }
    return .respuesta(.fin)
  }

  func mostrar(_ muestra: Muestra) {
    self.muestra = muestra
    avisos += muestra.avisos
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

  @Test func otroEmpleadoTomaElDorsalEscritoYLoDejaLibre() throws {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      [.hacer { _ in .respuesta(.texto("Bea")) }],
      [
        .hacer { [liga, rayo] l in
          // An idle field waits for nothing but a key.
          vistos.append(l.plazo.map(String.init))
          // Another player (a namesake would be the name's news: `tomadoPorOtro`).
          liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
          return .despierto("7")
        },
        .hacer { [liga, rayo] l in
          vistos.append(l.muestra.redibujar ? "redibujar" : nil)
          vistos.append(l.debajo("7"))
          // The question as it is now, after what the live form took.
          vistos.append(l.muestra.pregunta?.validar?("7"))
          liga.cambiarPorOtro("Rayo FC", rayo)
          return .despierto("7")
        },
        .hacer { l in
          vistos.append(l.debajo("7"))
          return .respuesta(.texto("7"))
        },
      ],
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
      [
        .hacer { [liga, rayo] _ in
          liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "BEA")])
          return .despierto("bea")
        },
        .hacer { l in
          visto = l.debajo("bea")
          return .respuesta(.cancelado("bea"))
        },
      ],
      [.hacer { _ in .respuesta(.texto("s")) }],
    ])
    #expect(ejecutar(lector) == .cancelado)
    #expect(visto == "✗ Nombre: Ya hay un jugador con ese nombre (BEA, hace un momento)")
  }

  /// After a pause in typing the text is checked against the league as it is now.
  @Test func trasUnaPausaLaComprobacionDiceLibre() {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      [
        .hacer { _ in .escrito("Bea") },
        .hacer { l in
          vistos.append(l.plazo == nil ? "sin plazo" : nil)
          return nil
        },
        .esperarPlazo("Bea"),
        .hacer { l in
          vistos.append(l.debajo("Bea"))
          // Another text has not been checked.
          vistos.append(l.debajo("Beatriz"))
          return .respuesta(.texto("Bea"))
        },
      ]
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
      [
        .hacer { _ in .escrito("Bea") },
        .esperarPlazo("Bea", hasta: { $0.debajo("Bea") != nil }),
        .hacer { l in
          vistos.append(l.debajo("Bea"))
          return .escrito("Beat")
        },
        .hacer { [liga] l in
          vistos.append(l.debajo("Beat"))
          vistos.append(l.avisos.first)
          vistos.append("\(liga.cancelaciones)")
          return .respuesta(.cancelado(""))
        },
      ]
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
      [
        .hacer { _ in .escrito("Bea") },
        .esperarPlazo("Bea", hasta: { $0.debajo("Bea") != nil }),
        .hacer { l in
          vistos.append(l.debajo("Bea"))
          return nil
        },
        .esperarPlazo("Bea"),
        .hacer { [liga] l in
          vistos.append(l.debajo("Bea"))
          vistos.append(l.plazo.map(String.init))
          vistos.append(l.avisos.first)
          vistos.append("\(liga.cancelaciones)")
          return .respuesta(.texto("Bea"))
        },
      ],
      [.hacer { _ in .respuesta(.texto("")) }],
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
        [.hacer { _ in .respuesta(.texto("Bea")) }],
        [
          .hacer { [liga, rayo] _ in
            liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
            return .despierto("")
          },
          .hacer { l in
            avisos = l.avisos
            return .respuesta(.texto("7"))
          },
        ],
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
      [.hacer { _ in .respuesta(.texto("Bea")) }],
      [
        .hacer { [liga] _ in
          liga.romperPorOtro()
          return .despierto("7")
        },
        .hacer { [liga, rayo] l in
          vistos.append(l.debajo("7"))
          vistos += l.avisos
          liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
          return .despierto("7")
        },
        .hacer { l in
          vistos.append(l.debajo("7"))
          return .respuesta(.cancelado("7"))
        },
      ],
      [.hacer { _ in .respuesta(.texto("s")) }],
    ])
    #expect(ejecutar(lector) == .cancelado)
    #expect(
      vistos == [nil, "✗ Dorsal: Ese dorsal ya lo lleva otro jugador (Eva, hace un momento)"])
  }

  /// The view going off shows under the question even where a value taken showed.
  @Test func laVistaApagadaSeVeAunqueHubieraUnValorTomado() {
    var vistos: [String?] = []
    let lector = LectorEnVivo([
      [.hacer { _ in .respuesta(.texto("Bea")) }],
      [
        .hacer { [liga, rayo] _ in
          liga.cambiarPorOtro("Rayo FC", rayo + [Jugador(nombre: "Eva", dorsal: 7)])
          return .despierto("7")
        },
        .hacer { [liga, rayo] l in
          vistos.append(l.debajo("7"))
          liga.vigia?.falla = true
          liga.cambiarPorOtro("Rayo FC", rayo)
          return .despierto("7")
        },
        .hacer { l in
          vistos.append(l.debajo("7"))
          return .respuesta(.cancelado("7"))
        },
      ],
      [.hacer { _ in .respuesta(.texto("s")) }],
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
      [
        .hacer { [liga] _ in
          liga.vigia?.falla = true
          liga.cambiarPorOtro("Rayo FC", [])
          return .despierto("Bea")
        },
        .hacer { l in
          vistos.append(l.debajo("Bea"))
          vistos += l.avisos
          vistos.append(l.plazo.map(String.init))
          return .respuesta(.texto("Bea"))
        },
      ],
      [
        .hacer { l in
          vistos.append(l.debajo(""))
          vistos += l.avisos
          return .respuesta(.texto(""))
        }
      ],
    ])
    #expect(ejecutar(lector) == .guardado(.anadido(Jugador(nombre: "Bea"), equipo: "Rayo FC")))
    let apagada = "La vista en vivo se ha apagado: el formulario sigue con lo que tenía"
    #expect(vistos == [apagada, apagada, nil, nil])
  }
}
