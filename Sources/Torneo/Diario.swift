import Glibc

/// One change as the journal keeps it: when, who, what, the command that repeats it, and
/// what is needed to revert it.
public struct EntradaDeDiario: Equatable, Sendable {
  /// 1, 2, 3… in the order the changes were made.
  public let numero: Int
  /// When, in UTC, ISO 8601 (`2026-11-30T07:12:03Z`).
  public let cuando: String
  /// The user name of whoever made it.
  public let usuario: String
  public let cambio: Cambio
  /// Whether a later `deshacer` reverted it (derived when the journal is read).
  public internal(set) var deshecha: Bool = false
  /// The league's fingerprint before and after the change.
  let antes: Huella
  let despues: Huella
  /// The splices that take the league after the change back to before it (file store).
  let revertir: [Empalme]

  /// The command line that repeats the change.
  public var orden: String { cambio.orden }

  /// An entry of a store that reverts by other means than splices (the server, a test).
  public init(
    numero: Int, cuando: String, usuario: String, cambio: Cambio, deshecha: Bool = false
  ) {
    self.init(
      numero: numero, cuando: cuando, usuario: usuario, cambio: cambio,
      antes: Huella(tamano: 0, valor: 0), despues: Huella(tamano: 0, valor: 0), revertir: [])
    self.deshecha = deshecha
  }

  init(
    numero: Int, cuando: String, usuario: String, cambio: Cambio, antes: Huella,
    despues: Huella, revertir: [Empalme]
  ) {
    self.numero = numero
    self.cuando = cuando
    self.usuario = usuario
    self.cambio = cambio
    self.antes = antes
    self.despues = despues
    self.revertir = revertir
  }

  /// Who is making a change now: the effective user's name, else the number.
  public static func usuarioActual() -> String {
    if let entrada = getpwuid(geteuid()), let nombre = entrada.pointee.pw_name {
      return String(cString: nombre)
    }
    return String(geteuid())
  }

  /// When, in local time (`TZ` honoured, as `localtime_r` reads it) and with the zone's offset
  /// from UTC, for a person: `2026-11-30 08:12:03 +0100`. The journal keeps UTC; a `cuando` not
  /// of its form is given as it is.
  public var cuandoLocal: String {
    let numeros = cuando.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int32($0) }
    guard cuando.utf8.count == 20, cuando.hasSuffix("Z"), numeros.count == 6 else { return cuando }
    var partes = tm()
    let n = numeros
    (partes.tm_year, partes.tm_mon, partes.tm_mday) = (n[0] - 1900, n[1] - 1, n[2])
    (partes.tm_hour, partes.tm_min, partes.tm_sec) = (n[3], n[4], n[5])
    var t = timegm(&partes)
    tzset()
    var local = tm()
    guard localtime_r(&t, &local) != nil else { return cuando }
    var texto = [CChar](repeating: 0, count: 64)
    let largo = strftime(&texto, texto.count, "%Y-%m-%d %H:%M:%S %z", &local)
    guard largo > 0 else { return cuando }
    return String(decoding: texto[..<largo].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Now, in UTC, ISO 8601.
  public static func ahora() -> String {
    var t = time(nil)
    var partes = tm()
    gmtime_r(&t, &partes)
    func dos(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(partes.tm_year + 1900)-\(dos(partes.tm_mon + 1))-\(dos(partes.tm_mday))T"
      + "\(dos(partes.tm_hour)):\(dos(partes.tm_min)):\(dos(partes.tm_sec))Z"
  }
}

/// The journal beside a tournament file (`<file>.diario`): one JSON object per line, appended
/// under the file's lock, fsynced before the file is renamed into place. A line that the
/// rename never followed (a crash between the two) is recognised by its fingerprints — the
/// league is still as it was *before* that entry — and dropped by the next change.
struct Diario {
  let ruta: String

  /// The journal as read: its bytes and how many of them hold whole lines. A change needs only
  /// the last entry (`ultima`, parsed from the end); `deshacer` and `historial` read them all.
  struct Lectura: Sendable {
    let ruta: String
    var bytes: [UInt8] = []
    var tamanoValido = 0

    /// The last entry that can be read before `tamanoValido`, and where its line starts.
    func ultima() -> (entrada: EntradaDeDiario, inicio: Int)? {
      var fin = tamanoValido
      while fin > 0 {
        let inicio = bytes[..<(fin - 1)].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        if let entrada = Diario.entrada(de: Array(bytes[inicio..<(fin - 1)])) {
          return (entrada, inicio)
        }
        fin = inicio
      }
      return nil
    }

    /// The entries before `tamanoValido`, undone ones marked; a line of the journal that
    /// cannot be read throws (changes go on, undo and `historial` refuse).
    func todas() throws(ErrorDeLiga) -> [EntradaDeDiario] {
      var entradas: [EntradaDeDiario] = []
      var inicio = 0
      var linea = 0
      while let salto = bytes[inicio...].firstIndex(of: 0x0A) {
        linea += 1
        let texto = Array(bytes[inicio..<salto])
        let inicioDeLinea = inicio
        inicio = salto + 1
        if texto.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) { continue }
        guard let entrada = Diario.entrada(de: texto) else {
          throw .diarioNoValido(ruta: ruta, linea: linea)
        }
        if inicioDeLinea < tamanoValido { entradas.append(entrada) }
      }
      var deshechas = Set<Int>()
      for entrada in entradas {
        if case .deshecho(let numero, _) = entrada.cambio { deshechas.insert(numero) }
      }
      for k in entradas.indices where deshechas.contains(entradas[k].numero) {
        entradas[k].deshecha = true
      }
      return entradas
    }
  }

  /// Reads the journal; a missing journal is an empty one. A last line without its line break
  /// (a crash while appending) is ignored.
  func leer() throws(ErrorArchivo) -> Lectura {
    do {
      let fd = try Sistema.abrir(ruta, O_RDONLY | O_CLOEXEC)
      defer { Sistema.soltar(fd) }
      let bytes = try Sistema.leerTodo(fd, tamanoPrevisto: Int(try Sistema.estado(fd).st_size))
      return Lectura(
        ruta: ruta, bytes: bytes, tamanoValido: bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
    } catch {
      if error.errno == ENOENT { return Lectura(ruta: ruta) }
      throw .noLegible(ruta: ruta, llamada: error.llamada, errno: error.errno)
    }
  }

  /// Appends an entry and syncs it, first cutting what follows `tamanoValido` (a torn line or
  /// an entry whose change never happened). The journal gets the league file's mode and owner.
  /// - Returns: the journal's size before, to cut it back if the change then fails.
  func anadir(_ entrada: EntradaDeDiario, tras tamanoValido: Int, como original: stat)
    throws(FalloSistema) -> Int
  {
    let fd = try Sistema.abrir(
      ruta, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, modo: 0o600)
    defer { Sistema.soltar(fd) }
    let estado = try Sistema.estado(fd)
    if estado.st_uid != original.st_uid || estado.st_gid != original.st_gid {
      Sistema.darDueno(fd, a: original)
    }
    try Sistema.cambiarModo(fd, original.st_mode & 0o7777)
    if Int(estado.st_size) != tamanoValido {
      try Diario.cortar(fd, en: tamanoValido)
    }
    try Sistema.irA(fd, tamanoValido)
    do {
      try Sistema.escribirTodo(fd, Diario.linea(de: entrada)[...])
      try Sistema.sincronizar(fd)
    } catch {
      // Not a half entry: back to what it was (and if even that fails, the next change
      // recognises the entry as one whose change never happened).
      try? Diario.cortar(fd, en: tamanoValido)
      throw error
    }
    return tamanoValido
  }

  /// Cuts the journal back to `tamano` bytes (an entry whose change failed).
  func cortar(en tamano: Int) {
    guard let fd = try? Sistema.abrir(ruta, O_WRONLY | O_NOFOLLOW | O_CLOEXEC) else { return }
    defer { Sistema.soltar(fd) }
    try? Diario.cortar(fd, en: tamano)
  }

  private static func cortar(_ fd: Int32, en tamano: Int) throws(FalloSistema) {
    try Sistema.truncar(fd, en: tamano)
    try Sistema.sincronizar(fd)
  }

  // MARK: The line format

  static func linea(de e: EntradaDeDiario) -> [UInt8] {
    var t =
      "{\"n\": \(e.numero), \"cuando\": \(TextoJSON.cadena(e.cuando)), \"usuario\": \(TextoJSON.cadena(e.usuario)), "
    t += objeto(de: e.cambio)
    t +=
      ", \"orden\": \(TextoJSON.cadena(e.orden)), \"antes\": \"\(e.antes)\", \"despues\": \"\(e.despues)\", "
    t += "\"revertir\": ["
    t += e.revertir.map {
      "[\($0.desde), \($0.hasta), \(TextoJSON.cadena(String(decoding: $0.texto, as: UTF8.self)))]"
    }
    .joined(separator: ", ")
    t += "]}\n"
    return Array(t.utf8)
  }

  /// The change's members (`"tipo": …` and what it needs), without braces.
  static func objeto(de cambio: Cambio) -> String {
    let jugador = TextoJSON.jugador
    switch cambio {
    case .anadido(let j, let equipo):
      return
        "\"tipo\": \"anadir\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugador\": \(jugador(j))"
    case .importado(let js, let equipo):
      return "\"tipo\": \"importar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugadores\": ["
        + js.map(jugador).joined(separator: ", ") + "]"
    case .editado(let antes, let despues, let equipo):
      return
        "\"tipo\": \"editar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugador\": \(jugador(antes)), "
        + "\"nuevo\": \(jugador(despues))"
    case .quitado(let j, let equipo):
      return
        "\"tipo\": \"quitar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugador\": \(jugador(j))"
    case .equipoCreado(let nombre):
      return "\"tipo\": \"nuevo-equipo\", \"equipo\": \(TextoJSON.cadena(nombre))"
    case .deshecho(let numero, let deshecho):
      return "\"tipo\": \"deshacer\", \"deshace\": \(numero), \"cambio\": {" + objeto(de: deshecho)
        + "}"
    case .equipoRenombrado(let antes, let despues, let partidos):
      return
        "\"tipo\": \"renombrar-equipo\", \"equipo\": \(TextoJSON.cadena(antes)), \"nuevo\": \(TextoJSON.cadena(despues)), "
        + "\"partidos\": \(partidos)"
    case .equipoQuitado(let nombre, let jugadores):
      return
        "\"tipo\": \"quitar-equipo\", \"equipo\": \(TextoJSON.cadena(nombre)), \"jugadores\": \(jugadores)"
    case .traspasado(let antes, let despues, let desde, let hasta):
      return
        "\"tipo\": \"traspasar\", \"equipo\": \(TextoJSON.cadena(desde)), \"destino\": \(TextoJSON.cadena(hasta)), "
        + "\"jugador\": \(jugador(antes)), \"nuevo\": \(jugador(despues))"
    case .reemplazado(let js, let equipo, let anadidos, let cambiados, let quitados, let movidos):
      return "\"tipo\": \"reemplazar\", \"equipo\": \(TextoJSON.cadena(equipo)), \"jugadores\": ["
        + js.map(jugador).joined(separator: ", ")
        + "], \"anadidos\": \(anadidos), \"cambiados\": \(cambiados), \"quitados\": \(quitados)"
        + ", \"movidos\": \(movidos)"
    case .ligaImportada(let plantillas, let nuevos):
      let equipos = plantillas.map {
        "{\"equipo\": \(TextoJSON.cadena($0.equipo)), \"jugadores\": ["
          + $0.jugadores.map(jugador).joined(separator: ", ") + "]}"
      }
      return "\"tipo\": \"importar-liga\", \"equipos\": [" + equipos.joined(separator: ", ")
        + "], \"nuevos\": [" + nuevos.map(TextoJSON.cadena).joined(separator: ", ") + "]"
    case .temporadaIniciada(let t):
      return "\"tipo\": \"temporada\", \"origen\": \(TextoJSON.cadena(t.origen)), "
        + "\"destino\": \(TextoJSON.cadena(t.destino)), "
        + (t.nombre.map { "\"nombre\": \(TextoJSON.cadena($0)), " } ?? "")
        + "\"sin_dorsales\": \(t.sinDorsales ? 1 : 0), \"equipos\": \(t.equipos)"
    }
  }

  static func entrada(de linea: [UInt8]) -> EntradaDeDiario? {
    guard case .objeto(let o)? = ValorJSON.leer(linea),
      case .numero(let numero)? = o["n"], case .texto(let cuando)? = o["cuando"],
      case .texto(let usuario)? = o["usuario"], let cambio = cambio(de: o),
      case .texto(let antes)? = o["antes"], let huellaAntes = Huella(antes),
      case .texto(let despues)? = o["despues"], let huellaDespues = Huella(despues),
      case .lista(let revertir)? = o["revertir"]
    else { return nil }
    var empalmes: [Empalme] = []
    for valor in revertir {
      guard case .lista(let partes) = valor, partes.count == 3, case .numero(let desde) = partes[0],
        case .numero(let hasta) = partes[1], case .texto(let texto) = partes[2]
      else { return nil }
      empalmes.append(Empalme(desde: desde, hasta: hasta, texto: Array(texto.utf8)))
    }
    return EntradaDeDiario(
      numero: numero, cuando: cuando, usuario: usuario, cambio: cambio, antes: huellaAntes,
      despues: huellaDespues, revertir: empalmes)
  }

  static func cambio(de o: [String: ValorJSON]) -> Cambio? {
    func jugador(_ valor: ValorJSON?) -> Jugador? {
      guard case .objeto(let j)? = valor, case .texto(let nombre)? = j["nombre"] else { return nil }
      if case .numero(let dorsal)? = j["dorsal"] { return Jugador(nombre: nombre, dorsal: dorsal) }
      return Jugador(nombre: nombre)
    }
    guard case .texto(let tipo)? = o["tipo"] else { return nil }
    let equipo: String? = if case .texto(let e)? = o["equipo"] { e } else { nil }
    switch tipo {
    case "anadir":
      guard let equipo, let j = jugador(o["jugador"]) else { return nil }
      return .anadido(j, equipo: equipo)
    case "importar":
      guard let equipo, case .lista(let lista)? = o["jugadores"] else { return nil }
      let js = lista.compactMap { jugador($0) }
      guard js.count == lista.count else { return nil }
      return .importado(js, equipo: equipo)
    case "editar":
      guard let equipo, let antes = jugador(o["jugador"]), let despues = jugador(o["nuevo"]) else {
        return nil
      }
      return .editado(antes, a: despues, equipo: equipo)
    case "quitar":
      guard let equipo, let j = jugador(o["jugador"]) else { return nil }
      return .quitado(j, equipo: equipo)
    case "nuevo-equipo":
      guard let equipo else { return nil }
      return .equipoCreado(equipo)
    case "deshacer":
      guard case .numero(let numero)? = o["deshace"], case .objeto(let dentro)? = o["cambio"],
        let deshecho = cambio(de: dentro)
      else { return nil }
      return .deshecho(numero: numero, cambio: deshecho)
    case "renombrar-equipo":
      guard let equipo, case .texto(let nuevo)? = o["nuevo"],
        case .numero(let partidos)? = o["partidos"]
      else { return nil }
      return .equipoRenombrado(equipo, a: nuevo, partidos: partidos)
    case "quitar-equipo":
      guard let equipo, case .numero(let jugadores)? = o["jugadores"] else { return nil }
      return .equipoQuitado(equipo, jugadores: jugadores)
    case "traspasar":
      guard let equipo, case .texto(let destino)? = o["destino"],
        let antes = jugador(o["jugador"]), let despues = jugador(o["nuevo"])
      else { return nil }
      return .traspasado(antes, a: despues, desde: equipo, hasta: destino)
    case "reemplazar":
      guard let equipo, case .lista(let lista)? = o["jugadores"],
        case .numero(let anadidos)? = o["anadidos"], case .numero(let cambiados)? = o["cambiados"],
        case .numero(let quitados)? = o["quitados"]
      else { return nil }
      let js = lista.compactMap { jugador($0) }
      guard js.count == lista.count else { return nil }
      // Entries written before the order was counted have no `movidos`.
      var movidos = 0
      if case .numero(let n)? = o["movidos"] { movidos = n }
      return .reemplazado(
        js, equipo: equipo, anadidos: anadidos, cambiados: cambiados, quitados: quitados,
        movidos: movidos)
    case "importar-liga":
      guard case .lista(let equipos)? = o["equipos"], case .lista(let nuevos)? = o["nuevos"]
      else { return nil }
      var plantillas: [PlantillaDeLiga] = []
      for valor in equipos {
        guard case .objeto(let e) = valor, case .texto(let nombre)? = e["equipo"],
          case .lista(let lista)? = e["jugadores"]
        else { return nil }
        let js = lista.compactMap { jugador($0) }
        guard js.count == lista.count else { return nil }
        plantillas.append(PlantillaDeLiga(equipo: nombre, jugadores: js))
      }
      let nombres: [String] = nuevos.compactMap { if case .texto(let t) = $0 { t } else { nil } }
      guard nombres.count == nuevos.count else { return nil }
      return .ligaImportada(plantillas, nuevos: nombres)
    case "temporada":
      guard case .texto(let origen)? = o["origen"], case .texto(let destino)? = o["destino"],
        case .numero(let sin)? = o["sin_dorsales"], case .numero(let equipos)? = o["equipos"]
      else { return nil }
      let nombre: String? = if case .texto(let n)? = o["nombre"] { n } else { nil }
      return .temporadaIniciada(
        Temporada(
          origen: origen, destino: destino, nombre: nombre, sinDorsales: sin != 0,
          equipos: equipos))
    default:
      return nil
    }
  }
}

extension Cambio {
  /// The change as the journal's JSON object (`{"tipo": "anadir", "equipo": …}`), for stores
  /// that keep it elsewhere (the server's `diario` table).
  public var json: String { "{" + Diario.objeto(de: self) + "}" }

  /// The change a `json` text describes, or `nil` if it describes none.
  public init?(json: String) {
    guard case .objeto(let o)? = ValorJSON.leer(Array(json.utf8)), let cambio = Diario.cambio(de: o)
    else { return nil }
    self = cambio
  }
}

/// A JSON value, for the journal's lines (small, and written by `marcador` itself).
enum ValorJSON: Equatable {
  case texto(String)
  case numero(Int)
  case lista([ValorJSON])
  case objeto([String: ValorJSON])
  case otro

  /// The value of a whole text, or `nil` if it is not valid JSON.
  static func leer(_ bytes: [UInt8]) -> ValorJSON? {
    bytes.withUnsafeBufferPointer { buffer in
      var e = EscanerJSON(buffer)
      do throws(FalloLectura) {
        e.espacios()
        let valor = try leer(&e, profundidad: 1)
        e.espacios()
        return e.i == buffer.count ? valor : nil
      } catch {
        return nil
      }
    }
  }

  private static func leer(_ e: inout EscanerJSON, profundidad: Int) throws(FalloLectura)
    -> ValorJSON
  {
    switch e.mira() {
    case .some(0x22):
      return .texto(e.decodificar(try e.cadena()))
    case .some(0x7B):
      var miembros: [String: ValorJSON] = [:]
      try e.objeto(profundidad: profundidad) { (s, clave) throws(FalloLectura) in
        let nombre = s.decodificar(
          RangoTexto(inicio: clave.inicio + 1, fin: clave.fin - 1, conEscapes: true))
        miembros[nombre] = try leer(&s, profundidad: profundidad + 1)
      }
      return .objeto(miembros)
    case .some(0x5B):
      var elementos: [ValorJSON] = []
      try e.lista(profundidad: profundidad) { (s) throws(FalloLectura) in
        elementos.append(try leer(&s, profundidad: profundidad + 1))
      }
      return .lista(elementos)
    case .some(0x2D), .some(0x30...0x39):
      let numero = try e.numero()
      let texto = String(decoding: e.b[numero.inicio..<numero.fin], as: UTF8.self)
      return Int(texto).map(ValorJSON.numero) ?? .otro
    default:
      try e.saltarValor(profundidad: profundidad)
      return .otro
    }
  }
}
