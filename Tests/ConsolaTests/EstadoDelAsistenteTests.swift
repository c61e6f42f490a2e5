// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import LigaEnServidor
import Testing
import Torneo

@testable import Formulario

/// The wizard's state machine on its own: state + input → next state and what to do.
struct EstadoDelAsistenteTests {
  let rayo = Equipo(nombre: "Rayo FC").con([
    Jugador(nombre: "Ana", dorsal: 1), Jugador(nombre: "Leo"),
  ])
  typealias Efecto = EstadoDelAsistente.Efecto

  func abierto(interactivo: Bool, editaLineas: Bool = false) -> EstadoDelAsistente {
    var estado = EstadoDelAsistente(
      PeticionDeFormulario(equipo: "Rayo FC"), interactivo: interactivo,
      editaLineas: editaLineas)
    #expect(estado.empezar() == [.buscarEquipo("Rayo FC")])
    _ = estado.tras(.equipo(.success(rayo)))
    return estado
  }

  @Test func unEquipoDadoSeBuscaYLaCabeceraSoloSaleAUnaPersona() {
    var estado = EstadoDelAsistente(
      PeticionDeFormulario(equipo: " Rayo  FC "), interactivo: true, editaLineas: true)
    #expect(estado.empezar() == [.buscarEquipo("Rayo FC")])
    #expect(estado.tras(.equipo(.success(rayo))) == [.cabecera, .preguntar(.nombre)])
    var tuberia = EstadoDelAsistente(
      PeticionDeFormulario(equipo: "Rayo FC"), interactivo: false, editaLineas: false)
    _ = tuberia.empezar()
    #expect(tuberia.tras(.equipo(.success(rayo))) == [.preguntar(.nombre)])
  }

  /// The same machine for every reader: the same answers give the same effects, but for an
  /// invalid one, asked again of a person and the end of the run for a pipe.
  @Test func unaRespuestaNoValidaSeVuelveAPreguntarSoloAUnaPersona() {
    for interactivo in [true, false] {
      var estado = abierto(interactivo: interactivo)
      #expect(
        estado.tras(.respuesta(.texto("Bea"), linea: 1))
          == [.recordar("Bea", .nombres), .preguntar(.dorsal)])
      let efectos = estado.tras(.respuesta(.texto("1"), linea: 2))
      if interactivo {
        #expect(efectos == [.preguntar(.dorsal)])
        #expect(estado.formulario.mostrados == [.dorsal])
        #expect(
          estado.tras(.respuesta(.texto("7"), linea: 3))
            == [
              .recordar("7", .dorsales),
              .guardar(.anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC")),
            ])
      } else {
        let error = ErrorDeCampo.dorsal(.repetido, libres: Array(2...99))
        #expect(
          efectos == [
            .fin(.respuestasNoValidas([Fallo(origen: .linea(2), campo: .dorsal, error: error)]))
          ])
      }
    }
  }

  @Test func ctrlCSinNadaEscritoSaleYConAlgoPreguntaAntes() {
    var vacio = abierto(interactivo: true)
    #expect(vacio.tras(.respuesta(.cancelado(""), linea: 0)) == [.fin(.cancelado)])
    var escrito = abierto(interactivo: true)
    #expect(escrito.tras(.respuesta(.cancelado("Be"), linea: 0)) == [.descartar])
    // «No»: the same field again, with what was typed.
    #expect(escrito.tras(.confirmado(false)) == [.preguntar(.nombre)])
    #expect(escrito.formulario.nombre == "Be")
    #expect(escrito.tras(.respuesta(.cancelado("Be"), linea: 0)) == [.descartar])
    #expect(escrito.tras(.confirmado(true)) == [.fin(.cancelado)])
  }

  /// Another clerk took the number before the save: back to that field, in its place, with
  /// its error shown and the roster as it is now.
  @Test func unDorsalTomadoAlGuardarVuelveASuCampo() {
    var estado = abierto(interactivo: true)
    _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
    _ = estado.tras(.respuesta(.texto("7"), linea: 2))
    let ahora = rayo.con([Jugador(nombre: "Eva", dorsal: 7)])
    #expect(
      estado.tras(.guardado(.failure(.equipo(.dorsalRepetido(7))), ahora: ahora))
        == [.preguntar(.dorsal)])
    #expect(estado.preguntas.sobreLaAnterior)
    #expect(estado.lectura.equipo == ahora)
    #expect(estado.formulario.mostrados.contains(.dorsal))
    estado.preguntado()
    #expect(!estado.preguntas.sobreLaAnterior)
  }

  @Test func unServidorQueSeVaSeDiceYSeOfreceReintentar() {
    let caida = ErrorDeLiga.servidor(.conexionPerdida(cambio: .noGuardado))
    var estado = abierto(interactivo: true)
    _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
    let guardar = estado.tras(.respuesta(.texto(""), linea: 2)).last
    #expect(estado.tras(.guardado(.failure(caida), ahora: nil)) == [.aviso(caida), .reintentar])
    #expect(estado.tras(.confirmado(true)) == [guardar])
    // «No»: back to the last field, every answer kept (issue 41, item 8); leaving is the
    // form's own Ctrl-C.
    _ = estado.tras(.guardado(.failure(caida), ahora: nil))
    #expect(estado.tras(.confirmado(false)) == [.preguntar(.dorsal)])
    #expect(estado.formulario.nombre == "Bea")
    #expect(estado.tras(.respuesta(.texto(""), linea: 3)).last == guardar)
    // Ctrl-C while the save waited: the same, after saying whether anything was saved.
    let cancelado = ErrorDeLiga.servidor(.cancelado(cambio: .noGuardado))
    #expect(
      estado.tras(.guardado(.failure(cancelado), ahora: nil))
        == [.aviso(cancelado), .preguntar(.dorsal)])
    #expect(estado.tras(.respuesta(.cancelado(""), linea: 3)) == [.descartar])
    #expect(estado.tras(.confirmado(true)) == [.fin(.cancelado)])
    // Without a person, the failure ends the run at once.
    var tuberia = abierto(interactivo: false)
    _ = tuberia.tras(.respuesta(.texto("Bea"), linea: 1))
    _ = tuberia.tras(.respuesta(.fin, linea: 1))
    #expect(tuberia.tras(.guardado(.failure(caida), ahora: nil)) == [.fin(.liga(caida))])
  }

  /// What a field shows is one decision, the machine's, live and at Enter: the error under
  /// the field while it is typed (`error(de:en:)`, `errorDeEquipo`) is the one Enter gives.
  @Test func loQueMuestraUnCampoSeDecideUnaVezEnVivoYAlPulsarEnter() {
    for (texto, esperado) in [
      ("1", ErrorDeCampo.dorsal(.repetido, libres: Array(2...99))),
      ("100", .dorsal(.fueraDeRango, libres: [])), ("7", nil),
    ] as [(String, ErrorDeCampo?)] {
      var estado = abierto(interactivo: true)
      _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
      let enVivo = estado.lectura.error(de: texto, en: .dorsal)
      #expect(enVivo?.sinLibres == esperado?.sinLibres, "\(texto)")
      let efectos = estado.tras(.respuesta(.texto(texto), linea: 2))
      #expect(estado.formulario.mostrados.contains(.dorsal) == (esperado != nil), "\(texto)")
      #expect(
        (efectos == [.preguntar(.dorsal)]) == (esperado != nil), "\(texto): \(efectos)")
    }
    // The team: none named, one the league lacks (its suggestion), one that did not answer.
    var estado = EstadoDelAsistente(PeticionDeFormulario(), interactivo: true, editaLineas: true)
    _ = estado.empezar()
    #expect(estado.peticion.errorDeEquipo("  ", buscado: { _ in nil }) == .equipoVacio)
    #expect(estado.tras(.respuesta(.texto("  "), linea: 1)) == [.preguntar(.equipo)])
    let desconocido = ErrorDeLiga.equipoDesconocido("Rayo", sugerencia: "Rayo FC")
    #expect(
      estado.peticion.errorDeEquipo("Rayo", buscado: { _ in .failure(desconocido) })
        == .equipoDesconocido("Rayo", sugerencia: "Rayo FC"))
    let caido = ErrorDeLiga.servidor(.inalcanzable(destino: "x", detalle: ""))
    #expect(estado.peticion.errorDeEquipo("Rayo", buscado: { _ in .failure(caido) }) == nil)
    #expect(estado.peticion.errorDeEquipo("Rayo", buscado: { _ in .success(rayo) }) == nil)
    var sugerido = PeticionDeFormulario()
    sugerido.equipoSugerido = "Rayo FC"
    let conOferta = EstadoDelAsistente(sugerido, interactivo: true, editaLineas: true)
    #expect(conOferta.peticion.errorDeEquipo("", buscado: { _ in nil }) == nil)
  }

  /// The seed's five states of a check that takes time, in the machine's state; validity
  /// stays a function of the text and the roster.
  @Test func lasCincoDisponibilidadesDeUnaComprobacion() {
    var estado = abierto(interactivo: true)
    _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
    #expect(estado.lectura.disponibilidad("7") == .sinComprobar)
    #expect(
      estado.lectura.debeComprobar("7") && !estado.lectura.debeComprobar("1")
        && !estado.lectura.debeComprobar(""))
    #expect(estado.tras(.comprobacion("7", nil)) == [])
    #expect(estado.lectura.disponibilidad("7") == .comprobando)
    #expect(estado.lectura.disponibilidad("8") == .sinComprobar)
    _ = estado.tras(.comprobacion("7", .success(rayo)))
    #expect(estado.lectura.disponibilidad("7") == .libre)
    let ahora = rayo.con([Jugador(nombre: "Eva", dorsal: 7)])
    _ = estado.tras(.comprobacion("7", .success(ahora)))
    #expect(estado.lectura.disponibilidad("7") == .ocupado)
    #expect(estado.lectura.tomadoPorOtro("7")?.jugador == Jugador(nombre: "Eva", dorsal: 7))
    // Known before the form read the roster: not «a moment ago».
    #expect(estado.lectura.tomadoPorOtro("1") == nil)
    #expect(estado.formulario.error(de: .dorsal, en: estado.lectura.equipo) == nil)
    _ = estado.tras(.comprobacion("7", .failure(.archivo(.noExiste(ruta: "t.json")))))
    #expect(estado.lectura.disponibilidad("7") == .error)
  }

  /// The league's change is one more input: the roster as it is now, the same state
  /// otherwise; plain prompts get what the focused field may give, the line editor nothing.
  @Test func unCambioDeLaLigaEsUnaEntradaMasNoUnModo() {
    let ahora = rayo.con([Jugador(nombre: "Eva", dorsal: 7), Jugador(nombre: "Fede")])
    for editaLineas in [true, false] {
      var estado = abierto(interactivo: true, editaLineas: editaLineas)
      _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
      let efectos = estado.tras(.liga(ahora))
      #expect(efectos == (editaLineas ? [] : [.tomado(Jugador(nombre: "Eva", dorsal: 7), .dorsal)]))
      #expect(estado.lectura.equipo == ahora && estado.seguida.conocido == rayo)
      #expect(estado.preguntas.k == 1)
      // Outside a question (the save in flight) it changes nothing.
      let guardar = estado.tras(.respuesta(.texto("8"), linea: 2)).last
      #expect(guardar == .guardar(.anadir(Jugador(nombre: "Bea", dorsal: 8), equipo: "Rayo FC")))
      let antes = estado
      #expect(estado.tras(.liga(rayo)) == [])
      #expect(estado == antes)
    }
  }

  /// Another clerk entered the very player being typed (the name answered, and the number):
  /// what is said, live and in plain notices, is the name, and Enter on the number goes back
  /// to the name first, before the number's own error.
  @Test func otroEmpleadoAnadeAlMismoJugadorYSeDiceElNombrePrimero() {
    let ahora = rayo.con([Jugador(nombre: "Ona", dorsal: 60)])
    for editaLineas in [true, false] {
      var estado = abierto(interactivo: true, editaLineas: editaLineas)
      _ = estado.tras(.respuesta(.texto("Ona"), linea: 1))
      let efectos = estado.tras(.liga(ahora))
      #expect(
        efectos == (editaLineas ? [] : [.tomado(Jugador(nombre: "Ona", dorsal: 60), .nombre)]))
      #expect(estado.lectura.tomadoPorOtro("60")?.campo == .nombre)
      #expect(estado.lectura.tomadoPorOtro("61")?.campo == .nombre)
      #expect(estado.lectura.anteriorQueYaNoVale()?.campo == .nombre)
      #expect(estado.tras(.respuesta(.texto("60"), linea: 2)) == [.preguntar(.nombre)])
      #expect(estado.formulario.mostrados.contains(.nombre))
      // The number typed is kept for when the name is answered again: an empty answer there
      // keeps it on plain prompts too.
      #expect(estado.formulario.dorsal == "60")
      _ = estado.tras(.respuesta(.texto("Ona2"), linea: 3))
      #expect(estado.leido("", en: .dorsal) == (editaLineas ? "" : "60"))
    }
  }

  /// A transfer asks only the number, without a header, and saves as the transfer.
  @Test func unTraspasoPreguntaSoloElDorsalYGuardaElTraspaso() {
    var estado = EstadoDelAsistente(
      PeticionDeFormulario(
        modo: .traspaso(jugador: Jugador(nombre: "Ana", dorsal: 1), desde: "Rayo FC"),
        equipo: "Atlético B"),
      interactivo: true, editaLineas: true)
    _ = estado.empezar()
    #expect(
      estado.tras(
        .equipo(.success(Equipo(nombre: "Atlético B").con([Jugador(nombre: "Eva", dorsal: 1)]))))
        == [.preguntar(.dorsal)])
    #expect(estado.formulario.dorsal == "1" && estado.formulario.mostrados == [.dorsal])
    #expect(
      estado.tras(.respuesta(.texto(""), linea: 1))
        == [
          .guardar(
            .traspasar(jugador: "Ana", equipo: "Rayo FC", destino: "Atlético B", dorsal: .ninguno))
        ])
  }

  /// The live form brought a roster where a field answered before no longer holds: Enter
  /// sends that field back with its error (a person), or ends naming where it came from (a
  /// pipe, an option), as the save does when it finds the same; never an empty refusal.
  @Test func unCampoQueLaLigaEnVivoInvalidaVuelveConSuError() {
    let bea = rayo.con([Jugador(nombre: "Bea", dorsal: 3)])
    for interactivo in [true, false] {
      var estado = abierto(interactivo: interactivo, editaLineas: interactivo)
      _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
      _ = estado.tras(.liga(bea))
      let efectos = estado.tras(.respuesta(.texto("7"), linea: 2))
      if interactivo {
        #expect(efectos.last == .preguntar(.nombre))
        #expect(estado.formulario.mostrados.contains(.nombre) && estado.preguntas.k == 0)
      } else {
        let fallo = Fallo(origen: .linea(1), campo: .nombre, error: .nombre(.repetido))
        #expect(efectos.last == .fin(.respuestasNoValidas([fallo])))
      }
    }
    // An option: its own message, from a person's form as from a pipe.
    var opcion = EstadoDelAsistente(
      PeticionDeFormulario(equipo: "Rayo FC", nombre: "Yola"), interactivo: true,
      editaLineas: true)
    _ = opcion.empezar()
    _ = opcion.tras(.equipo(.success(rayo)))
    _ = opcion.tras(.liga(rayo.con([Jugador(nombre: "Yola")])))
    let fallo = Fallo(origen: .opcion("--nombre"), campo: .nombre, error: .nombre(.repetido))
    #expect(
      opcion.tras(.respuesta(.texto("7"), linea: 1)).last == .fin(.respuestasNoValidas([fallo])))
  }

  /// Editing a player another clerk just changed: in the roster as it is now she is still
  /// the player edited (found by the name the form opened on), not a namesake.
  @Test func laJugadoraEditadaQueOtroCambioSigueSiendoEllaMisma() {
    var estado = EstadoDelAsistente(
      PeticionDeFormulario(modo: .edicion(jugador: "Ana"), equipo: "Rayo FC"),
      interactivo: true, editaLineas: false)
    _ = estado.empezar()
    _ = estado.tras(.equipo(.success(rayo)))
    let ahora =
      (try? Equipo(
        nombre: "Rayo FC", jugadores: [Jugador(nombre: "Ana", dorsal: 5), Jugador(nombre: "Leo")]))!
    #expect(estado.tras(.liga(ahora)) == [])
    #expect(estado.lectura.tomadoPorOtro("Ana") == nil && estado.lectura.debeComprobar("Ana"))
    #expect(estado.tras(.respuesta(.texto(""), linea: 1)).last == .preguntar(.dorsal))
  }

  /// Issue 41, item 6: the player being edited, removed by another clerk, seen by the live view
  /// (`Evento.quitado`) or by the save (a conflict with no player now): Enter says so and asks
  /// whether to add her back; yes goes on with the answers as a new player's form and saves an
  /// add; no discards them. The player's fields are no longer checked against her own.
  @Test func laJugadoraEditadaQueOtroQuitaSePuedeAnadirDeNuevo() {
    func editando() -> EstadoDelAsistente {
      var estado = EstadoDelAsistente(
        PeticionDeFormulario(modo: .edicion(jugador: "Ana"), equipo: "Rayo FC"),
        interactivo: true, editaLineas: true)
      _ = estado.empezar()
      _ = estado.tras(.equipo(.success(rayo)))
      return estado
    }
    let ana = Jugador(nombre: "Ana", dorsal: 1)
    let quitada = Conflicto(
      equipo: "Rayo FC", visto: ana, actual: nil, pedido: nil, campos: [], por: nil)
    // The live view: shown, then asked at the next Enter, the answer taken once she says yes.
    let sinAna = Equipo(nombre: "Rayo FC").con([Jugador(nombre: "Leo")])
    var estado = editando()
    #expect(estado.tras(.quitado(por: nil)) == [])
    #expect(estado.tras(.liga(sinAna)) == [])
    #expect(estado.seguida.quitado == quitada)
    #expect(
      estado.tras(.respuesta(.texto("Ana"), linea: 1))
        == [.aviso(.conflicto(quitada)), .anadirDeNuevo])
    #expect(estado.tras(.confirmado(true)) == [.recordar("Ana", .nombres), .preguntar(.dorsal)])
    #expect(estado.seguida.quitado == nil && estado.formulario.original == nil)
    #expect(
      estado.tras(.respuesta(.texto("1"), linea: 2)).last
        == .guardar(.anadir(ana, equipo: "Rayo FC")))
    // The save: the same question; no discards.
    var guardando = editando()
    _ = guardando.tras(.respuesta(.texto("Ana"), linea: 1))
    _ = guardando.tras(.respuesta(.texto("7"), linea: 2))
    #expect(
      guardando.tras(.guardado(.failure(.conflicto(quitada)), ahora: sinAna))
        == [.aviso(.conflicto(quitada)), .anadirDeNuevo])
    var descartando = guardando
    #expect(descartando.tras(.confirmado(false)) == [.fin(.cancelado)])
    #expect(
      guardando.tras(.confirmado(true))
        == [.guardar(.anadir(Jugador(nombre: "Ana", dorsal: 7), equipo: "Rayo FC"))])
  }

  /// Issue 41, item 18: a value the edit form only followed from another clerk is never
  /// written back: the save names the value seen, so the store keeps the league's, whatever
  /// it is by then (another change may come between the follow and Enter).
  @Test func unValorSeguidoNoSeDevuelveAlGuardar() {
    var estado = EstadoDelAsistente(
      PeticionDeFormulario(modo: .edicion(jugador: "Ana"), equipo: "Rayo FC"),
      interactivo: true, editaLineas: true)
    _ = estado.empezar()
    _ = estado.tras(.equipo(.success(rayo)))
    _ = estado.tras(.respuesta(.texto("Anita"), linea: 1))
    _ = estado.tras(.seguido(Jugador(nombre: "Ana", dorsal: 71), por: nil))
    #expect(estado.formulario.dorsal == "71")
    #expect(
      estado.tras(.respuesta(.texto("71"), linea: 2)).last
        == .guardar(
          .editar(
            jugador: Jugador(nombre: "Ana", dorsal: 1), equipo: "Rayo FC",
            a: Jugador(nombre: "Anita", dorsal: 1))))
  }

  /// A transfer asks no name: a name taken in the destination meanwhile ends the form with
  /// the destination's refusal, never an option the command does not have.
  @Test func unNombreTomadoEnElDestinoDeUnTraspasoEsElRechazoDelTraspaso() {
    var estado = EstadoDelAsistente(
      PeticionDeFormulario(
        modo: .traspaso(jugador: Jugador(nombre: "Iker", dorsal: 1), desde: "Atlético B"),
        equipo: "Rayo FC"),
      interactivo: true, editaLineas: true)
    _ = estado.empezar()
    _ = estado.tras(.equipo(.success(rayo)))
    _ = estado.tras(.liga(rayo.con([Jugador(nombre: "Iker")])))
    #expect(
      estado.tras(.respuesta(.texto("8"), linea: 1)).last
        == .fin(.liga(.equipo(.nombreRepetido("Iker")))))
    // The save finding the same says the same.
    var guardando = EstadoDelAsistente(
      PeticionDeFormulario(
        modo: .traspaso(jugador: Jugador(nombre: "Iker", dorsal: 1), desde: "Atlético B"),
        equipo: "Rayo FC"),
      interactivo: true, editaLineas: true)
    _ = guardando.empezar()
    _ = guardando.tras(.equipo(.success(rayo)))
    _ = guardando.tras(.respuesta(.texto("8"), linea: 1))
    #expect(
      guardando.tras(.guardado(.failure(.equipo(.nombreRepetido("Iker"))), ahora: nil))
        == [.fin(.liga(.equipo(.nombreRepetido("Iker"))))])
  }

  /// Another clerk renamed (or removed) the team the form adds to, given as EQUIPO: the save
  /// sends the Equipo field back with its error and the name it had, the answers kept; the
  /// team picked, the form saves with them. No person to ask (a pipe, or options only): the
  /// end of the run, naming EQUIPO, as before.
  @Test func unEquipoRenombradoAlGuardarVuelveAlCampoEquipoConLasRespuestas() {
    let perdido = ErrorDeLiga.equipoDesconocido("Rayo FC", sugerencia: "Rayo CF")
    let rayoCF = (try? Equipo(nombre: "Rayo CF", jugadores: rayo.jugadores))!
    var estado = abierto(interactivo: true, editaLineas: true)
    _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
    _ = estado.tras(.respuesta(.texto("7"), linea: 2))
    #expect(estado.tras(.guardado(.failure(perdido), ahora: nil)) == [.preguntar(.equipo)])
    #expect(estado.preguntas.pasos == [.equipo, .nombre, .dorsal] && estado.preguntas.k == 0)
    #expect(estado.textoDeEquipo == "Rayo FC" && estado.lectura.equipo == nil)
    #expect(estado.formulario.mostrados.contains(.equipo))
    #expect(estado.formulario.nombre == "Bea" && estado.formulario.dorsal == "7")
    #expect(!estado.preguntas.sobreLaAnterior)
    #expect(estado.tras(.respuesta(.texto("Rayo CF"), linea: 3)) == [.buscarEquipo("Rayo CF")])
    #expect(
      estado.tras(.equipo(.success(rayoCF)))
        == [
          .recordar("Rayo CF", .equipos),
          .guardar(.anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo CF")),
        ])
    // The team picked holds the number: that field goes back in turn.
    let atletico = Equipo(nombre: "Atlético B").con([Jugador(nombre: "Eva", dorsal: 7)])
    var tomado = abierto(interactivo: true, editaLineas: true)
    _ = tomado.tras(.respuesta(.texto("Bea"), linea: 1))
    _ = tomado.tras(.respuesta(.texto("7"), linea: 2))
    _ = tomado.tras(.guardado(.failure(perdido), ahora: nil))
    _ = tomado.tras(.respuesta(.texto("Atlético B"), linea: 3))
    #expect(tomado.tras(.equipo(.success(atletico))).last == .preguntar(.dorsal))
    #expect(tomado.preguntas.k == 2 && tomado.formulario.mostrados.contains(.dorsal))
    // No person to ask: the end, as before.
    var tuberia = abierto(interactivo: false)
    _ = tuberia.tras(.respuesta(.texto("Bea"), linea: 1))
    _ = tuberia.tras(.respuesta(.fin, linea: 1))
    let fallo = Fallo(
      origen: .opcion("EQUIPO"), campo: .equipo,
      error: .equipoDesconocido("Rayo FC", sugerencia: "Rayo CF"))
    #expect(
      tuberia.tras(.guardado(.failure(perdido), ahora: nil))
        == [.fin(.respuestasNoValidas([fallo]))])
    var opciones = EstadoDelAsistente(
      PeticionDeFormulario(equipo: "Rayo FC", nombre: "Bea", dorsal: "7"), interactivo: true,
      editaLineas: true)
    _ = opciones.empezar()
    #expect(opciones.tras(.equipo(.success(rayo))).last?.esGuardar == true)
    #expect(
      opciones.tras(.guardado(.failure(perdido), ahora: nil))
        == [.fin(.respuestasNoValidas([fallo]))])
  }

  /// The live form saw the team go: its error is the machine's (said under the field), the
  /// next Enter sends the team back at once, the answer kept; the team back clears it.
  @Test func elEquipoQueLaLigaEnVivoPierdeVuelveAlSiguienteEnter() {
    let error = ErrorDeCampo.equipoDesconocido("Rayo FC", sugerencia: nil)
    var estado = abierto(interactivo: true, editaLineas: true)
    _ = estado.tras(.respuesta(.texto("Bea"), linea: 1))
    #expect(estado.tras(.equipoPerdido("Atlético B", sugerencia: nil)) == [])
    #expect(estado.seguida.equipoPerdido == nil)
    #expect(estado.tras(.equipoPerdido("Rayo FC", sugerencia: nil)) == [])
    #expect(estado.seguida.equipoPerdido == error && estado.preguntas.k == 1)
    #expect(estado.tras(.liga(rayo)) == [] && estado.seguida.equipoPerdido == nil)
    _ = estado.tras(.equipoPerdido("Rayo FC", sugerencia: nil))
    #expect(estado.tras(.respuesta(.texto("7"), linea: 2)) == [.preguntar(.equipo)])
    #expect(estado.formulario.dorsal == "7" && estado.textoDeEquipo == "Rayo FC")
    #expect(estado.seguida.equipoPerdido == nil && estado.formulario.mostrados.contains(.equipo))
  }

  /// The team the live form saw go, sent back at an Enter before the last field: once it is
  /// answered, the form goes on at the field after that Enter (its answer kept) and asks
  /// every field not yet answered before it saves; adding and editing alike.
  @Test func elEquipoDevueltoEnVivoSigueConLosCamposSinResponder() {
    let rayoCF = (try? Equipo(nombre: "Rayo CF", jugadores: rayo.jugadores))!
    var estado = abierto(interactivo: true, editaLineas: true)
    _ = estado.tras(.equipoPerdido("Rayo FC", sugerencia: "Rayo CF"))
    #expect(estado.tras(.respuesta(.texto("Zoe"), linea: 1)) == [.preguntar(.equipo)])
    #expect(estado.tras(.respuesta(.texto("Rayo CF"), linea: 2)) == [.buscarEquipo("Rayo CF")])
    #expect(
      estado.tras(.equipo(.success(rayoCF))) == [
        .recordar("Rayo CF", .equipos), .preguntar(.dorsal),
      ])
    #expect(estado.formulario.nombre == "Zoe")
    #expect(
      estado.tras(.respuesta(.texto("22"), linea: 3))
        == [
          .recordar("22", .dorsales),
          .guardar(.anadir(Jugador(nombre: "Zoe", dorsal: 22), equipo: "Rayo CF")),
        ])
    var edicion = EstadoDelAsistente(
      PeticionDeFormulario(modo: .edicion(jugador: "Ana"), equipo: "Rayo FC"),
      interactivo: true, editaLineas: true)
    _ = edicion.empezar()
    _ = edicion.tras(.equipo(.success(rayo)))
    _ = edicion.tras(.equipoPerdido("Rayo FC", sugerencia: "Rayo CF"))
    #expect(edicion.tras(.respuesta(.texto("Anabel"), linea: 1)) == [.preguntar(.equipo)])
    _ = edicion.tras(.respuesta(.texto("Rayo CF"), linea: 2))
    #expect(edicion.tras(.equipo(.success(rayoCF))).last == .preguntar(.dorsal))
    #expect(
      edicion.tras(.respuesta(.texto("5"), linea: 3)).last
        == .guardar(
          .editar(
            jugador: Jugador(nombre: "Ana", dorsal: 1), equipo: "Rayo CF",
            a: Jugador(nombre: "Anabel", dorsal: 5))))
    // The team not given: the same, the Equipo field already a step.
    var sinEquipo = EstadoDelAsistente(
      PeticionDeFormulario(), interactivo: true, editaLineas: true)
    _ = sinEquipo.empezar()
    _ = sinEquipo.tras(.respuesta(.texto("Rayo FC"), linea: 1))
    _ = sinEquipo.tras(.equipo(.success(rayo)))
    _ = sinEquipo.tras(.equipoPerdido("Rayo FC", sugerencia: "Rayo CF"))
    #expect(sinEquipo.tras(.respuesta(.texto("Zoe"), linea: 2)) == [.preguntar(.equipo)])
    _ = sinEquipo.tras(.respuesta(.texto("Rayo CF"), linea: 3))
    #expect(sinEquipo.tras(.equipo(.success(rayoCF))).last == .preguntar(.dorsal))
  }

  /// Editing a player whose team was renamed: the same field back; the player is looked for
  /// by the name the form opened on, in the team picked. A transfer whose destination went
  /// asks for the destination; its origin gone is the transfer's refusal.
  @Test func editarOTraspasarConElEquipoRenombradoVuelveAlCampoEquipo() {
    let perdido = ErrorDeLiga.equipoDesconocido("Rayo FC", sugerencia: "Rayo CF")
    let rayoCF = (try? Equipo(nombre: "Rayo CF", jugadores: rayo.jugadores))!
    var edicion = EstadoDelAsistente(
      PeticionDeFormulario(modo: .edicion(jugador: "Ana"), equipo: "Rayo FC"),
      interactivo: true, editaLineas: true)
    _ = edicion.empezar()
    _ = edicion.tras(.equipo(.success(rayo)))
    _ = edicion.tras(.respuesta(.texto("Anabel"), linea: 1))
    _ = edicion.tras(.respuesta(.texto("1"), linea: 2))
    #expect(edicion.tras(.guardado(.failure(perdido), ahora: nil)) == [.preguntar(.equipo)])
    _ = edicion.tras(.respuesta(.texto("Rayo CF"), linea: 3))
    #expect(
      edicion.tras(.equipo(.success(rayoCF))).last
        == .guardar(
          .editar(
            jugador: Jugador(nombre: "Ana", dorsal: 1), equipo: "Rayo CF",
            a: Jugador(nombre: "Anabel", dorsal: 1))))
    func traspaso() -> EstadoDelAsistente {
      var estado = EstadoDelAsistente(
        PeticionDeFormulario(
          modo: .traspaso(jugador: Jugador(nombre: "Iker", dorsal: 1), desde: "Atlético B"),
          equipo: "Rayo FC"),
        interactivo: true, editaLineas: true)
      _ = estado.empezar()
      _ = estado.tras(.equipo(.success(rayo)))
      _ = estado.tras(.respuesta(.texto("8"), linea: 1))
      return estado
    }
    var destino = traspaso()
    #expect(destino.tras(.guardado(.failure(perdido), ahora: nil)) == [.preguntar(.equipo)])
    _ = destino.tras(.respuesta(.texto("Rayo CF"), linea: 2))
    #expect(
      destino.tras(.equipo(.success(rayoCF))).last
        == .guardar(
          .traspasar(jugador: "Iker", equipo: "Atlético B", destino: "Rayo CF", dorsal: .otro(8))))
    var origen = traspaso()
    let sinOrigen = ErrorDeLiga.equipoDesconocido("Atlético B", sugerencia: "Atlético C")
    #expect(origen.tras(.guardado(.failure(sinOrigen), ahora: rayo)) == [.fin(.liga(sinOrigen))])
  }

  /// Editing from a pipe or plain prompts, an empty answer keeps the value; on the line
  /// editor's line (which starts from the value) the line is the value.
  @Test func editandoUnaLineaVaciaConservaElValorSoloSinEditorDeLineas() {
    for editaLineas in [false, true] {
      var estado = EstadoDelAsistente(
        PeticionDeFormulario(modo: .edicion(jugador: "Ana"), equipo: "Rayo FC"),
        interactivo: true, editaLineas: editaLineas)
      _ = estado.empezar()
      _ = estado.tras(.equipo(.success(rayo)))
      _ = estado.tras(.respuesta(.texto(""), linea: 1))
      #expect(estado.formulario.nombre == (editaLineas ? "" : "Ana"))
    }
  }
}

extension EstadoDelAsistente.Efecto {
  fileprivate var esGuardar: Bool { if case .guardar = self { true } else { false } }
}

extension Equipo {
  /// The team with these players added (the test's rosters are valid).
  fileprivate func con(_ jugadores: [Jugador]) -> Equipo {
    (try? Equipo(nombre: nombre, jugadores: self.jugadores + jugadores)) ?? self
  }
}

extension ErrorDeCampo {
  /// The error without the free numbers it lists (which depend on the roster the test built).
  fileprivate var sinLibres: ErrorDeCampo {
    if case .dorsal(let error, _) = self { return .dorsal(error, libres: []) }
    return self
  }
}
