// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formulario
import Testing
import Textos
import Torneo

/// The messages exactly as PRODUCT.md's table has them.
struct CatalogoTests {
  @Test func mensajesEnEspanol() {
    let c = CatalogoEspanol()
    #expect(c.texto(.errorDeNombre(ErrorNombre.vacio)) == "Escribe un nombre")
    #expect(c.texto(.errorDeNombre(ErrorNombre.largo)) == "Como mucho 25 letras")
    #expect(c.texto(.errorDeNombre(ErrorNombre.repetido)) == "Ya hay un jugador con ese nombre")
    #expect(
      c.texto(.errorDeNombre(ErrorNombre.caracteresNoValidos))
        == "El nombre tiene caracteres no válidos")
    #expect(c.texto(.errorDeDorsal(ErrorDorsal.noEsNumero)) == "Escribe solo números")
    #expect(c.texto(.errorDeDorsal(ErrorDorsal.fueraDeRango)) == "Del 1 al 99")
    #expect(c.texto(.errorDeDorsal(ErrorDorsal.repetido)) == "Ese dorsal ya lo lleva otro jugador")
  }

  @Test func mensajesEnIngles() {
    let c = CatalogoIngles()
    #expect(c.texto(.errorDeNombre(ErrorNombre.vacio)) == "Enter a name")
    #expect(c.texto(.errorDeNombre(ErrorNombre.largo)) == "25 letters at most")
    #expect(
      c.texto(.errorDeNombre(ErrorNombre.repetido)) == "There is already a player with that name")
    #expect(
      c.texto(.errorDeNombre(ErrorNombre.caracteresNoValidos)) == "The name has invalid characters")
    #expect(c.texto(.errorDeDorsal(ErrorDorsal.noEsNumero)) == "Digits only")
    #expect(c.texto(.errorDeDorsal(ErrorDorsal.fueraDeRango)) == "From 1 to 99")
    #expect(
      c.texto(.errorDeDorsal(ErrorDorsal.repetido)) == "Another player already wears that number")
  }

  /// The value an empty answer takes, named in the prompt the same way in both languages:
  /// the team Enter takes, and the values a plain prompt keeps when editing.
  @Test func elValorQueTomaUnaRespuestaVacia() {
    let es = CatalogoEspanol()
    let en = CatalogoIngles()
    #expect(es.texto(.preguntaEquipo(sugerido: "Rayo FC")) == "Equipo [Rayo FC]: ")
    #expect(en.texto(.preguntaEquipo(sugerido: "Rayo FC")) == "Team [Rayo FC]: ")
    #expect(
      es.pregunta(es.texto(.preguntaNombre(longitud: 3, maximo: 25)), conValor: "Ana")
        == "Nombre [3/25] [Ana]: ")
    #expect(en.pregunta(en.texto(.preguntaDorsal), conValor: "9") == "Number (optional) [9]: ")
  }

  /// One team is said in the singular, in both languages.
  @Test func unEquipoCopiado() {
    #expect(
      CatalogoEspanol().texto(.copiado("b.json", equipos: 1)) == "Liga copiada a b.json (1 equipo)")
    #expect(
      CatalogoIngles().texto(.copiado("b.json", equipos: 1)) == "League copied to b.json (1 team)")
    #expect(
      CatalogoIngles().texto(.copiado("b.json", equipos: 2)) == "League copied to b.json (2 teams)")
  }

  /// The lock held by another process for the whole wait, said naturally in both languages.
  @Test func elCerrojoQueNoSeSolto() {
    #expect(
      CatalogoIngles().texto(.bloqueado("liga.json", segundos: 1))
        == "liga.json: another process kept it locked for the whole 1 s marcador waited; nothing"
        + " was saved (MARCADOR_ESPERA gives more time)")
    #expect(
      CatalogoEspanol().texto(.bloqueado("liga.json", segundos: 1))
        == "liga.json: otro proceso lo ha tenido bloqueado el 1 s que se ha esperado; no se ha"
        + " guardado nada (MARCADOR_ESPERA da más tiempo)")
    // Half a second with each language's decimal mark.
    #expect(
      CatalogoEspanol().texto(.bloqueado("liga.json", segundos: 0.5))
        .contains("los 0,5 s que se han esperado"))
    #expect(
      CatalogoIngles().texto(.bloqueado("liga.json", segundos: 0.5)).contains("the whole 0.5 s"))
  }

  @Test func elIdiomaSaleDeLaPrimeraVariableConValor() {
    func idioma(_ v: [String: String]) -> Idioma { Idioma.delEntorno { v[$0] } }
    #expect(idioma([:]) == .espanol)
    #expect(idioma(["LANG": "en_GB.UTF-8"]) == .ingles)
    #expect(idioma(["LANG": "en_GB.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"]) == .espanol)
    #expect(idioma(["LC_ALL": "en", "LC_MESSAGES": "es_ES.UTF-8"]) == .ingles)
    #expect(idioma(["LC_ALL": "", "LANG": "en_US"]) == .ingles)
    #expect(idioma(["LANG": "C"]) == .espanol)
  }

  @Test func losNombresSeMuestranSinCaracteresDeControl() {
    #expect(visible("A\u{1B}]0;x\u{7}B\u{9B}\r") == "A\\u{1B}]0;x\\u{7}B\\u{9B}\\u{D}")
    #expect(visible("\u{202E}abc") == "\\u{202E}abc")
    #expect(visible("Peña 漢 👩‍👩‍👧") == "Peña 漢 👩‍👩‍👧")
    #expect(Jugador(nombre: "A\u{1B}", dorsal: 9).enLista == "A\\u{1B} #9")
  }

  /// The one way free numbers are written: runs, a run of two as two numbers, and in an
  /// error three runs at most.
  @Test func losDorsalesLibresEnTramos() {
    #expect(Catalogos.rangos([2, 3, 4, 5, 6, 7, 8] + Array(10...99)) == "2–8, 10–99")
    #expect(Catalogos.rangos([1, 3, 4, 6]) == "1, 3, 4, 6")
    #expect(Catalogos.rangos([5]) == "5")
    #expect(Catalogos.rangos([]) == "")
    #expect(Catalogos.rangos([1, 3, 5, 7, 9], maximo: 3) == "1, 3, 5, …")
    #expect(Catalogos.rangos(Array(1...3) + Array(5...9) + [11], maximo: 3) == "1–3, 5–9, 11")
  }

  /// Issue 41, item 11: the free numbers are said whole, as `libres` says them, unless the
  /// line would not fit the terminal; then cut after a run, never before the first.
  @Test func losLibresEnterosSalvoQueNoQuepanEnLaTerminal() {
    let repetido = { (libres: [Int]) in
      Mensaje.enCampo(.dorsal, .de(.dorsal(.repetido, libres: libres)))
    }
    let pocos = repetido([4, 6, 8, 10] + Array(12...99))
    for c in [CatalogoEspanol(), CatalogoIngles()] as [any Catalogo] {
      let entero = c.texto(pocos)
      #expect(entero.hasSuffix(": 4, 6, 8, 10, 12–99"))
      // No terminal, a wide one: whole.
      #expect(c.texto(pocos, columnas: nil) == entero)
      #expect(c.texto(pocos, columnas: 79, sangria: 4) == entero)
      // Fifty runs: cut after a run, never before the first, however narrow.
      let impares = repetido(Array(stride(from: 1, through: 99, by: 2)))
      for columnas in [79, 39, 10] {
        let cortado = c.texto(impares, columnas: columnas, sangria: 4)
        #expect(cortado.hasSuffix(", …") && cortado.contains(": 1, "), "\(cortado)")
      }
    }
    // As many runs as keep the line to the rows it takes anyway: one at 80 columns, two at 40
    // (where the Spanish line takes two rows with all five runs too).
    let es = CatalogoEspanol()
    #expect(es.texto(pocos, columnas: 39, sangria: 4) == es.texto(pocos))
    let impares = repetido(Array(stride(from: 1, through: 99, by: 2)))
    #expect(
      es.texto(impares, columnas: 79, sangria: 4)
        == "Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 1, 3, 5, 7, 9, 11, …")
    #expect(
      es.texto(impares, columnas: 39, sangria: 4)
        == "Dorsal: Ese dorsal ya lo lleva otro jugador. Libres: 1, 3, 5, 7, 9, …")
  }

  @Test func sugiereDorsalesLibres() {
    let c = CatalogoEspanol()
    #expect(
      c.texto(.de(.dorsal(.repetido, libres: [2, 3, 4, 5])))
        == "Ese dorsal ya lo lleva otro jugador. Libres: 2–5")
    #expect(
      c.texto(.de(.dorsal(.repetido, libres: [])))
        == "Ese dorsal ya lo lleva otro jugador. No queda ningún dorsal libre")
    #expect(
      CatalogoIngles().texto(.de(.dorsal(.repetido, libres: [98, 99])))
        == "Another player already wears that number. Free: 98, 99")
  }
}
