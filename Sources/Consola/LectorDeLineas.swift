// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Formatos
import Formulario
import LineaDeEdicion
import LlamadasAlSistema
import Textos
import Torneo

/// Reads answers line by line from a file descriptor with `read(2)`: for pipes and files, and
/// for terminals that get plain prompts (`TERM=dumb`, the accessible mode). A last line without
/// `\n` counts; a line that is not UTF-8 is `.noValida`, one longer than `longitudMaxima` bytes
/// `.demasiadoLarga`. A line may end in CR LF, and a byte-order mark before the first line is
/// not part of it (files from Windows).
///
/// With plain prompts at a terminal this reader edits the line as the terminal's own line
/// would (its erase, kill, word-erase and end-of-file keys, read from its modes), and never
/// redraws: each key's effect is written once, a character as it is typed, an erase as the
/// terminal writes one (`\b \b`). Every question starts from an empty line (`editaLineas` is
/// false: `Pregunta.textoInicial` is not shown, and the prompt says no count), but one asked
/// again after a Ctrl-C taken back, which starts from what was typed (`Pregunta.escrito`); TAB completes
/// as at the line editor (several candidates: one line listing them, then the prompt and what
/// was typed again, as readline does); bytes of keys a plain line cannot act on (arrows,
/// Shift-Tab) stay in the answer, shown as the terminal shows them (`^[`), as in a pipe, and
/// the question's rule refuses them. Ctrl-C answers `.cancelado` with what was typed; Ctrl-D
/// on an empty line ends that question only, on a line of its own; a notice of the live form
/// is a line of its own, then the prompt and what was typed; and an answer its question's
/// rule refuses is reported as one full line, `✗ …`, and asked again, from an empty line.
public final class LectorDeLineas: Lector {
  /// Lines longer than this are refused (their bytes are skipped, never held).
  public static let longitudMaxima = 1 << 20

  public let esInteractivo: Bool
  public private(set) var lineasLeidas = 0
  /// A pipe's or a file's end (a terminal's Ctrl-D ends one answer only).
  public var entradaAgotada: Bool { agotado }
  private let fd: Int32
  private let eco: Salida?
  private var buffer: [UInt8] = []
  private var inicio = 0
  private var agotado = false
  private var primera = true
  /// Ctrl-C came during the read (plain prompts at a terminal).
  private var interrumpido = false
  /// What the caller follows besides the keys became ready (`esperar`).
  private var despierto = false
  /// A line longer than `longitudMaxima` is being skipped.
  private var demasiadoLarga = false
  /// The question being asked, with prompts, and what is typed so far (shown again after a
  /// notice).
  private var enCurso: EnCurso?
  private var escritoEnCurso: [UInt8] = []
  private struct EnCurso {
    var pregunta: Pregunta
    /// The terminal's modes while it is asked.
    let modo: ModoDeLinea
    /// What the prompt shows next, before the line is read on; `nil` once it shows.
    var porMostrar: [UInt8]?
    /// What the caller follows besides the keys (`esperar`).
    var descriptores: [Int32] = []
    var plazo: Int32?
  }
  /// The words the reader says itself (the question before a long list of TAB's candidates);
  /// without them it lists any number without asking.
  public var catalogo: (any Catalogo)?

  /// A reader of `fd`. With `eco`, each question's prompt is written there first, and the
  /// reader counts as interactive (a person answers, so invalid answers are asked again).
  public init(fd: Int32 = 0, eco: Salida? = nil) {
    self.fd = fd
    self.eco = eco
    self.esInteractivo = eco != nil
  }

  public func empezar(_ pregunta: Pregunta) {
    guard let eco else { return }
    // A field sent back with its error (a failed save) says so first, once.
    if pregunta.errorVisible, let error = pregunta.validar?(pregunta.textoInicial) {
      eco.escribir("✗ " + error + "\n")
    }
    // Ctrl-C is caught from before the prompt is drawn: one typed as soon as it shows is seen
    // by the wait, whenever it came, and never ends the program.
    let modo = ModoDeLinea(fd)
    for aviso in pregunta.avisos { eco.escribir(aviso + "\n") }
    // A read resumed after a Ctrl-C taken back starts from what was typed; an answer asked
    // again after its error, from an empty line.
    enCurso = EnCurso(
      pregunta: pregunta, modo: modo,
      porMostrar: modo.esTerminal ? Array(pregunta.escrito.utf8) : [])
  }

  public func esperar(_ descriptores: [Int32], plazo: Int32?) -> Suceso {
    guard let eco, let modo = enCurso?.modo else { return .respuesta(respuesta(siguienteLinea())) }
    enCurso?.descriptores = descriptores
    enCurso?.plazo = plazo
    while true {
      if let inicial = enCurso?.porMostrar {
        enCurso?.porMostrar = nil
        escritoEnCurso = inicial
        eco.escribir(etiqueta() + LectorDeLineas.comoSeVe(inicial))
        eco.vaciar()
      }
      let linea = modo.esTerminal ? lineaEditada(modo, eco) : siguienteLinea()
      if despierto {
        despierto = false
        return .despierto("")
      }
      guard let linea, !interrumpido else {
        // Ctrl-C, or Ctrl-D on an empty line: no line break was written, so end the prompt's
        // line.
        eco.escribir("\n")
        eco.vaciar()
        terminar(modo)
        guard interrumpido else { return .respuesta(.fin) }
        interrumpido = false
        let escrito = modo.esTerminal ? escritoEnCurso : linea.flatMap { $0 } ?? []
        return .respuesta(.cancelado(String(decoding: escrito, as: UTF8.self)))
      }
      let leida = respuesta(linea)
      guard case .texto(let texto) = leida, let error = enCurso?.pregunta.validar?(texto) else {
        terminar(modo)
        return .respuesta(leida)
      }
      eco.escribir("✗ " + error + "\n")
      enCurso?.porMostrar = []
    }
  }

  /// Plain prompts never redraw: the question's prompt and rule follow its caller, and each
  /// notice is a line of its own, then the prompt and what was typed again (what was typed
  /// stays in the terminal's line).
  public func mostrar(_ muestra: Muestra) {
    guard let eco, enCurso != nil else { return }
    if let ahora = muestra.pregunta {
      enCurso?.pregunta.etiqueta = ahora.etiqueta
      enCurso?.pregunta.validar = ahora.validar
    }
    guard !muestra.avisos.isEmpty else { return }
    eco.escribir(
      "\n" + muestra.avisos.map { $0 + "\n" }.joined() + etiqueta()
        + LectorDeLineas.comoSeVe(escritoEnCurso))
    eco.vaciar()
  }

  /// The question is answered: the terminal's modes back.
  private func terminar(_ modo: ModoDeLinea) {
    modo.restaurar()
    enCurso = nil
  }

  /// The prompt of the question being asked.
  private func etiqueta() -> String { enCurso?.pregunta.etiqueta("") ?? "" }

  private func respuesta(_ linea: [UInt8]??) -> Respuesta {
    guard let linea else { return .fin }
    lineasLeidas += 1
    guard let bytes = linea else { return .demasiadoLarga }
    guard let texto = TextoUTF8.texto(bytes) else { return .noValida }
    return .texto(texto)
  }

  /// The next line's bytes; `.some(nil)` for one too long; `nil` at the end of input.
  private func siguienteLinea() -> [UInt8]?? {
    guard let linea = lineaCruda() else { return nil }
    guard var bytes = linea else { return .some(nil) }
    if primera { bytes.removeFirst(TextoUTF8.largoDeMarca(bytes)) }
    primera = false
    if bytes.last == 0x0D { bytes.removeLast() }
    return bytes
  }

  private func lineaCruda() -> [UInt8]?? {
    while true {
      if let salto = buffer[inicio...].firstIndex(of: 0x0A) {
        let linea = Array(buffer[inicio..<salto])
        inicio = salto + 1
        defer { demasiadoLarga = false }
        return demasiadoLarga || linea.count > LectorDeLineas.longitudMaxima ? .some(nil) : linea
      }
      if buffer.count - inicio > LectorDeLineas.longitudMaxima {
        demasiadoLarga = true
        buffer.removeAll(keepingCapacity: true)
        inicio = 0
      }
      if agotado {
        guard inicio < buffer.count || demasiadoLarga else { return nil }
        let linea = Array(buffer[inicio...])
        inicio = buffer.count
        defer { demasiadoLarga = false }
        return demasiadoLarga ? .some(nil) : linea
      }
      rellenar()
      if despierto { return nil }
      if interrumpido {
        let escrito = Array(buffer[inicio...])
        inicio = buffer.count
        return .some(escrito)
      }
    }
  }

  /// One line typed at a plain prompt, edited here (the terminal echoes nothing while it is
  /// asked: `ModoDeLinea`), on from what is typed (`escritoEnCurso`): `nil` for Ctrl-D on an
  /// empty line, for Ctrl-C (`interrumpido`) and at the terminal's end; anything when the wait
  /// woke for the caller instead (`despierto`).
  private func lineaEditada(_ modo: ModoDeLinea, _ eco: any Salida) -> [UInt8]?? {
    defer { agotado = false }  // Ctrl-D ends one answer, not the terminal
    let tecla = modo.tecla
    while true {
      eco.vaciar()
      guard let byte = siguienteByte() else {
        return interrumpido || escritoEnCurso.isEmpty ? nil : .some(escritoEnCurso)
      }
      switch byte {
      case 0x0A, 0x0D:
        eco.escribir("\n")
        return .some(escritoEnCurso)
      case tecla(.fin):
        if escritoEnCurso.isEmpty { return nil }
      case tecla(.borrar), 0x7F, 0x08:
        borrar(eco) { $0.count - 1 }
      case tecla(.borrarLinea):
        borrar(eco) { _ in 0 }
      case tecla(.borrarPalabra):
        borrar(eco) { caracteres in
          var k = caracteres.count
          while k > 0, caracteres[k - 1].isWhitespace { k -= 1 }
          while k > 0, !caracteres[k - 1].isWhitespace { k -= 1 }
          return k
        }
      case tecla(.interrumpir):
        // Ctrl-C read as a key, in its place among the keys typed before it.
        interrumpido = true
        return nil
      case tecla(.suspender), tecla(.salir):
        modo.senal(de: byte == tecla(.suspender) ? .suspender : .salir)
      case 0x09:
        completar(eco)
      case 0x0C:
        // Ctrl-L: no screen to clear here; the prompt and the line again, on a row of their own.
        eco.escribir("\n" + etiqueta() + LectorDeLineas.comoSeVe(escritoEnCurso))
      default:
        anadir([byte], eco)
      }
    }
  }

  /// The next byte typed, waiting for it; `nil` at the end of input, on Ctrl-C, or when the
  /// wait woke for the caller.
  private func siguienteByte() -> UInt8? {
    while inicio == buffer.count {
      if agotado || interrumpido || despierto { return nil }
      rellenar()
    }
    inicio += 1
    return buffer[inicio - 1]
  }

  /// How typed bytes show: as they are, but a control character as the terminal echoes one
  /// (`^[`, `^?`), and a character still incomplete at the end not yet.
  static func comoSeVe(_ bytes: [UInt8]) -> String {
    var completos = bytes[...]
    if let k = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }), bytes[k] >= 0xC0,
      bytes.count - k < TextoUTF8.largoPrevisto(bytes[k])
    {
      completos = bytes[..<k]
    }
    var texto = String.UnicodeScalarView()
    for escalar in String(decoding: completos, as: UTF8.self).unicodeScalars {
      if escalar.value < 0x20 || escalar.value == 0x7F {
        texto.append("^")
        texto.append(Unicode.Scalar(UInt8(escalar.value ^ 0x40)))
      } else {
        texto.append(escalar)
      }
    }
    return String(texto)
  }

  /// Adds typed bytes to the line and shows what they add.
  private func anadir(_ bytes: [UInt8], _ eco: any Salida) {
    let antes = LectorDeLineas.comoSeVe(escritoEnCurso).unicodeScalars
    escritoEnCurso += bytes
    let despues = LectorDeLineas.comoSeVe(escritoEnCurso).unicodeScalars
    if despues.starts(with: antes) {
      eco.escribir(String(String.UnicodeScalarView(despues.dropFirst(antes.count))))
    }
  }

  /// Erases the typed characters from the one `desde` gives on (given the line's), as the
  /// terminal erases them: `\b \b` for each it showed.
  private func borrar(_ eco: any Salida, desde: ([Character]) -> Int) {
    let caracteres = Array(String(decoding: escritoEnCurso, as: UTF8.self))
    let quedan = String(caracteres[..<min(caracteres.count, max(0, desde(caracteres)))])
    let borrados =
      LectorDeLineas.comoSeVe(escritoEnCurso).count
      - LectorDeLineas.comoSeVe(Array(quedan.utf8)).count
    eco.escribir(String(repeating: "\u{8} \u{8}", count: max(0, borrados)))
    escritoEnCurso = Array(quedan.utf8)
  }

  /// TAB: one candidate replaces the word; several insert what they share, or are listed on
  /// one line (a long list asks first), the prompt and the line written again under it.
  private func completar(_ eco: any Salida) {
    let antes = String(decoding: escritoEnCurso, as: UTF8.self)
    guard let completar = enCurso?.pregunta.completar else { return eco.escribir("\u{7}") }
    let completado = completar(antes)
    let letras = Array(antes)
    let desde = min(max(completado.desde, 0), letras.count)
    let escrito = String(letras[desde...])
    let candidatos = completado.candidatos
    guard let primero = candidatos.first else { return eco.escribir("\u{7}") }
    let comun = Completado.prefijoComun(candidatos)
    if candidatos.count == 1 || comun.count > escrito.count {
      let reemplazo = candidatos.count == 1 ? primero + completado.sufijoSiUnico : comun
      // What was typed stays when the candidate goes on from it; else the word is rewritten.
      if !reemplazo.hasPrefix(escrito) { borrar(eco) { _ in desde } }
      let escritoAhora = String(decoding: escritoEnCurso, as: UTF8.self)
      anadir(Array((String(letras[..<desde]) + reemplazo).dropFirst(escritoAhora.count).utf8), eco)
      return
    }
    eco.escribir("\n")
    if candidatos.count > Completado.listaSinPreguntar, let catalogo {
      let (pregunta, escrito) = (enCurso, escritoEnCurso)
      let quiere = siNo(catalogo.texto(.preguntaListar(candidatos.count)), en: catalogo)
      (enCurso, escritoEnCurso) = (pregunta, escrito)
      guard quiere == true else {
        return eco.escribir(etiqueta() + LectorDeLineas.comoSeVe(escritoEnCurso))
      }
    }
    eco.escribir(
      completado.mostrados.map(visible).joined(separator: "  ") + "\n" + etiqueta()
        + LectorDeLineas.comoSeVe(escritoEnCurso))
  }

  /// Waits for the terminal, Ctrl-C (`ModoDeLinea.ctrlC`: `interrumpido`), or what the caller
  /// follows besides the keys, the descriptors and deadline the question waits on
  /// (`despierto`).
  private func esperarTecla() {
    let descriptores = enCurso?.descriptores ?? []
    let plazo = enCurso?.plazo
    while true {
      let listos: [Bool]
      var ctrlC = CtrlCRetenido()
      let espera = ctrlC.esperarLectura(
        [fd, ModoDeLinea.ctrlC.lectura] + descriptores, plazo: plazo)
      ctrlC.soltar()
      switch espera {
      case .listos(let cuales): listos = cuales
      case .senal: continue
      case .fallo: return  // the read says what is wrong
      }
      // The handler may have run as the wait returned, after it looked at the pipe: a Ctrl-C
      // typed just before more keys comes first.
      if ModoDeLinea.vaciar() {
        interrumpido = true
      } else if !listos[0] {
        despierto = !descriptores.isEmpty || plazo != nil
        if !despierto { continue }
      }
      return
    }
  }

  private func rellenar() {
    if inicio > 0 {
      buffer.removeSubrange(0..<inicio)
      inicio = 0
    }
    while true {
      if eco != nil, enCurso != nil {
        esperarTecla()
        if interrumpido || despierto { return }
      }
      switch Sistema.leerLoQueHaya(fd, maximo: 64 * 1024) {
      case .datos(let bytes):
        buffer.append(contentsOf: bytes)
        return
      case .senal:
        continue  // at a terminal, the wait sees a Ctrl-C
      case .fin, .fallo:
        agotado = true  // end of input, or an error reading it: either way no more lines
        return
      }
    }
  }
}
