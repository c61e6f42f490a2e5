// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LineaDeEdicion
import Textos
import Torneo

/// What the player form shows of its state, as texts in the person's language: a pure
/// function of the machine's state (`EstadoDelAsistente`, read only) and the text typed. The
/// line editor's `Vista` turns them into the screen; plain prompts print them.
struct VistaDelFormulario {
  let catalogo: any Catalogo

  /// The prompt of `campo` for the text typed. A plain prompt cannot show the value
  /// pre-filled: it names the value an empty answer keeps, as the team's names the one Enter
  /// takes; nor follow the keys: it says the limit, not a count.
  func etiqueta(_ campo: Campo, _ estado: EstadoDelAsistente, texto: String) -> String {
    let editaLineas = estado.editaLineas
    switch campo {
    case .equipo:
      return catalogo.texto(.preguntaEquipo(sugerido: estado.peticion.equipoSugerido.map(visible)))
    case .nombre, .dorsal:
      let queda = editaLineas ? texto : estado.leido("", en: campo)
      let pregunta =
        campo == .nombre
        ? catalogo.texto(
          .preguntaNombre(
            longitud: editaLineas ? Reglas.longitud(deNombre: queda) : nil,
            maximo: Reglas.maximoNombre))
        : catalogo.texto(.preguntaDorsal)
      return editaLineas || queda.isEmpty
        ? pregunta : catalogo.pregunta(pregunta, conValor: visible(queda))
    }
  }

  /// The form's header, in pieces: the player edited as the league has them now (another
  /// clerk may rename them while the form is open), in their team as it is now.
  func cabecera(_ estado: EstadoDelAsistente) -> [String] {
    let formulario = estado.formulario
    return catalogo.cabecera(
      jugador: formulario.original.flatMap { _ in formulario.actual }.map(\.enLista),
      equipo: estado.lectura.equipo.map { visible($0.nombre) }, conAnterior: estado.editaLineas,
      guarda: !estado.peticion.soloComprobar)
  }

  /// The lines right above the field asked, as they should show now (`Pregunta.encima`): the
  /// header and the fields answered just before, each with its text as the form holds it.
  func encima(_ estado: EstadoDelAsistente) -> [LineaDeEncima] {
    let (conCabecera, campos) = estado.preguntas.encima
    return (conCabecera ? [.cabecera(cabecera(estado))] : [])
      + campos.map { campo in
        let texto =
          switch campo {
          case .equipo: estado.textoDeEquipo
          case .nombre: estado.formulario.nombre
          case .dorsal: estado.formulario.dorsal
          }
        return .campo(prompt: etiqueta(campo, estado, texto: texto), texto: texto)
      }
  }

  /// The line under the text when no error follows it; `nil` for none. The live view going
  /// off (`apagado`) is said once, under the question it went off in: before anything else the
  /// line could show (a value taken, which Enter still says). `comprobando…` only once a check
  /// took long enough (`comprobandoVisible`).
  func debajo(
    _ estado: EstadoDelAsistente, texto: String, apagado: Bool, comprobandoVisible: Bool
  ) -> String? {
    if let campo = estado.lectura.campoPreguntado,
      let conflicto = estado.respuestas.conflictos[campo]
    {
      return "✗ " + catalogo.texto(.enCampo(campo, .de(conflicto)))
    }
    if apagado { return catalogo.texto(.vistaEnVivoApagada) }
    if let perdido = estado.seguida.equipoPerdido {
      return "✗ " + catalogo.texto(.enCampo(.equipo, .de(perdido)))
    }
    if let quitado = estado.seguida.quitado {
      return "✗ " + catalogo.texto(.quitadoHaceUnMomento(quitado))
    }
    if let (otro, campo) = estado.lectura.tomadoPorOtro(texto) {
      return "✗ " + catalogo.texto(.enCampo(campo, .tomadoHaceUnMomento(campo, por: otro)))
    }
    if let campo = estado.lectura.campoPreguntado, let actual = estado.formulario.actual {
      if let por = estado.seguida.cambiadosPorOtro[campo] {
        return catalogo.texto(.cambioAjeno(campo, en: actual, por: por))
      }
      // A field answered before that another clerk changed: this line says who and when,
      // naming the field (its line above follows where the reader redraws it).
      for otro in [Campo.nombre, .dorsal] where otro != campo {
        guard let por = estado.seguida.cambiadosPorOtro[otro] else { continue }
        return catalogo.texto(.enCampo(otro, .cambioAjeno(otro, en: actual, por: por)))
      }
    }
    switch estado.lectura.disponibilidad(texto) {
    case .comprobando where comprobandoVisible: return catalogo.texto(.comprobando)
    case .libre: return "✓ " + catalogo.texto(.libre)
    default: return nil
    }
  }

  /// What a notice says, as one line (which plain prompts print before asking again); `nil`
  /// for the effects that are no notice.
  func aviso(_ efecto: EstadoDelAsistente.Efecto, _ estado: EstadoDelAsistente) -> String? {
    switch efecto {
    case .tomado(let jugador, let campo):
      catalogo.texto(
        .avisoDeTomado(campo, por: jugador, equipo: estado.lectura.equipo?.nombre ?? ""))
    case .cambiado(let campo, let jugador, let por):
      catalogo.texto(.enCampo(campo, .cambioAjeno(campo, en: jugador, por: por)))
    case .perdido(let error): "✗ " + catalogo.texto(.enCampo(.equipo, .de(error)))
    case .quitado(let conflicto): "✗ " + catalogo.texto(.quitadoHaceUnMomento(conflicto))
    case .cabecera, .recordar, .aviso, .preguntar, .buscarEquipo, .guardar, .descartar,
      .anadirDeNuevo, .reintentar, .sobrante, .fin:
      nil
    }
  }
}
