// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import FormatoDeLiga
import Servidor
import Testing
import Textos
import Torneo

/// What marcador says, as values: the domain's errors map to messages once, in no language, and
/// the shapes every message shares (quoting, counts, lists, yes-or-no questions, a place in a
/// file) are written once for both languages.
struct MensajeTests {
  /// An unknown player of a team: the player and the team, then the closest name or how to see
  /// the roster; every text made visible on the way in.
  @Test func unJugadorDesconocidoEsUnValor() {
    #expect(
      Mensaje.de(ErrorDeLiga.jugadorDesconocido("Ana", equipo: "Rayo FC", sugerencia: "Anna"))
        == .frases([.jugadorDesconocidoEn("Ana", equipo: "Rayo FC"), .quisisteDecir("Anna")]))
    #expect(
      Mensaje.de(ErrorDeLiga.jugadorDesconocido("A\u{1B}na", equipo: "Rayo FC", sugerencia: nil))
        == .frases([
          .jugadorDesconocidoEn("A\\u{1B}na", equipo: "Rayo FC"),
          .comoVerLaPlantilla("Rayo FC"),
        ]))
  }

  /// The roster's command a message suggests works pasted, even for a team whose name holds a
  /// control character: quoted for the shell first, only then made visible.
  @Test func laOrdenSugeridaFuncionaPegada() {
    let mensaje = Mensaje.de(
      ErrorDeLiga.jugadorDesconocido("Zoe", equipo: "A\u{1B}B", sugerencia: nil))
    #expect(
      CatalogoEspanol().texto(mensaje)
        == "No hay ningún jugador «Zoe» en A\\u{1B}B. «marcador plantilla $'A\\x1BB'» la muestra")
    var interactivo = CatalogoIngles()
    interactivo.lugar = .interactivo
    #expect(
      interactivo.texto(mensaje)
        == "There is no player “Zoe” in A\\u{1B}B. “plantilla A\\u{1B}B” shows it")
  }

  /// A taken number says the numbers still free, or that none is; any other number error is
  /// said alone.
  @Test func unDorsalRepetidoDiceLosLibres() {
    #expect(
      Mensaje.de(ErrorDeCampo.dorsal(.repetido, libres: [2, 3]))
        == .frases([.errorDeDorsal(.repetido), .libres([2, 3])]))
    #expect(
      Mensaje.de(ErrorDeCampo.dorsal(.repetido, libres: []))
        == .frases([.errorDeDorsal(.repetido), .ningunDorsalLibre]))
    #expect(
      Mensaje.de(ErrorDeCampo.dorsal(.fueraDeRango, libres: [])) == .errorDeDorsal(.fueraDeRango))
  }

  /// A file that cannot be written names its path and the system's reason, as a message inside
  /// the message.
  @Test func unErrorDeArchivoLlevaSuCausa() {
    #expect(
      Mensaje.de(
        FalloDeAlmacen(ErrorArchivo.noSeEscribio(ruta: "liga.json", llamada: "write", errno: 28)))
        == .noSeEscribio("liga.json", .causa(.sinEspacio)))
    #expect(
      CatalogoEspanol().texto(
        .de(
          FalloDeAlmacen(ErrorArchivo.noSeEscribio(ruta: "liga.json", llamada: "write", errno: 28)))
      )
        == "liga.json: no se pudo guardar (no queda espacio en el disco); el archivo sigue como estaba"
    )
  }

  /// A server that does not answer: libpq's words are one detail line of the value.
  @Test func unServidorQueNoRespondeLlevaElDetalleDeLibPQ() {
    #expect(
      Mensaje.de(
        FalloDeAlmacen.inalcanzable(destino: "postgresql:///liga", detalle: "no\n\tsocket"))
        == .servidorInalcanzable("postgresql:///liga", libpq: "\n  libpq: no socket"))
  }

  /// A change is one message, an undo the message of what it undid.
  @Test func unCambioDeshechoDiceQueDeshizo() {
    let anadido = Cambio.anadido(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC")
    #expect(Mensaje.de(anadido) == .guardado("Bea #7", equipo: "Rayo FC"))
    #expect(
      CatalogoEspanol().texto(.deshecho(.de(anadido))) == "Deshecho: Añadido a Rayo FC: Bea #7")
    #expect(CatalogoIngles().texto(.deshecho(.de(anadido))) == "Undone: Added to Rayo FC: Bea #7")
    // A redo of a redo names the change itself, once.
    let rehecho = Cambio.rehecho(numero: 3, cambio: .rehecho(numero: 2, cambio: anadido))
    #expect(Mensaje.de(rehecho) == .rehecho(.guardado("Bea #7", equipo: "Rayo FC")))
  }

  /// Each language gives the shapes only their words: its quotes, its yes and no, how it groups
  /// thousands, whether a list takes a comma before its last word.
  @Test func lasFormasSeEscribenUnaVez() {
    let es = CatalogoEspanol()
    let en = CatalogoIngles()
    #expect(es.cita("Rayo FC") == "«Rayo FC»")
    #expect(en.cita("Rayo FC") == "“Rayo FC”")
    #expect(es.cuenta(1, "jugador", "jugadores") == "1 jugador")
    #expect(es.cuenta(5000, "jugador", "jugadores") == "5.000 jugadores")
    #expect(en.cuenta(5000, "player", "players") == "5,000 players")
    #expect(en.cuenta(0, "player", "players") == "0 players")
    #expect(es.lista(["a"], "y") == "a")
    #expect(es.lista(["a", "b"], "o") == "a o b")
    #expect(es.lista(["a", "b", "c"], "y") == "a, b y c")
    #expect(en.lista(["a", "b"], "or") == "a or b")
    #expect(en.lista(["a", "b", "c"], "and") == "a, b, and c")
    #expect(es.siNo("¿Quitar a Ana?") == "¿Quitar a Ana? [s/N] ")
    #expect(en.siNo("Try again?", porDefecto: true) == "Try again? [Y/n] ")
    #expect(es.enLugar("lista.csv", linea: 4) == "lista.csv:4: ")
    #expect(en.enLugar("liga.json", linea: 3, columna: 7) == "liga.json:3:7: ")
    #expect(
      es.texto(.enLugar("lista.csv", linea: 4, .enCampo(.dorsal, .errorDeDorsal(.fueraDeRango))))
        == "lista.csv:4: Dorsal: Del 1 al 99")
  }

  /// Sentences end in their own mark or a full stop, in both languages alike.
  @Test func lasFrasesSeUnenIgualEnLosDosIdiomas() {
    let frases = Mensaje.frases([.equipoDesconocido("Rayo"), .quisisteDecir("Rayo FC")])
    #expect(
      CatalogoEspanol().texto(frases)
        == "No hay ningún equipo «Rayo». ¿Quisiste decir «Rayo FC»?")
    #expect(
      CatalogoIngles().texto(frases) == "There is no team “Rayo”. Did you mean “Rayo FC”?")
  }
}
