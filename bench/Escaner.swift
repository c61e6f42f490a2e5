// `make bench` helper: the tournament reader's in-process throughput beside a memcpy of the same
// buffer. Compiled by bench.py with `swiftc -O` together with Sources/Torneo (one module, so
// it reaches the internal readers); never part of the product.
//
//   escaner LIGA.json [VECES]        prints one JSON object: milliseconds of every run of each
//                                    kernel (memcpy, stage one alone at each width, Validador at
//                                    each width, both stages on one thread, DocumentoTorneo, the
//                                    oracle)
//   escaner LIGA.json 1 SOLO         runs only SOLO (validador, oraculo or ninguno) once, for
//                                    counting its instructions under callgrind
import CIndiceJSON
import Glibc

@main
struct BancoDeEscaner {
  static func main() {
    let argumentos = CommandLine.arguments
    guard argumentos.count >= 2 else {
      fputs("uso: escaner LIGA.json [VECES]\n", stderr)
      exit(64)
    }
    let veces = argumentos.count > 2 ? Int(argumentos[2]) ?? 30 : 30
    guard let archivo = fopen(argumentos[1], "rb") else {
      fputs("escaner: no se puede abrir \(argumentos[1])\n", stderr)
      exit(66)
    }
    var bytes: [UInt8] = []
    var trozo = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let leidos = trozo.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, archivo) }
      if leidos == 0 { break }
      bytes.append(contentsOf: trozo[0..<leidos])
    }
    fclose(archivo)
    var copia = [UInt8](repeating: 1, count: bytes.count)
    if argumentos.count > 3 {
      soloUno(argumentos[3], bytes)
      return
    }

    func medir(_ cuerpo: () -> Void) -> [Double] {
      cuerpo()
      return (0..<veces).map { _ in
        var t0 = timespec()
        var t1 = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t0)
        cuerpo()
        clock_gettime(CLOCK_MONOTONIC, &t1)
        return Double(t1.tv_sec - t0.tv_sec) * 1e3 + Double(t1.tv_nsec - t0.tv_nsec) / 1e6
      }
    }
    var equipos = 0
    let memcpyMs = medir {
      copia.withUnsafeMutableBytes { destino in
        bytes.withUnsafeBytes { destino.copyMemory(from: $0) }
      }
    }
    let validadorMs = medir {
      bytes.withUnsafeBufferPointer { buffer in
        do throws(FalloLectura) {
          var validador = try Validador(buffer)
          try validador.leer()
          equipos = validador.equipos.count
        } catch {
          fputs("escaner: Validador rechaza el archivo en \(error.posicion)\n", stderr)
          exit(65)
        }
      }
    }
    // Stage two at each width of stage one (2 AVX-512BW, 1 AVX2, 0 SSE2, as this CPU allows):
    // the same file, the same index.
    func rapida(_ anchura: Int32) -> [Double] {
      medir {
        bytes.withUnsafeBufferPointer { buffer in
          guard case .success(let indice) = LecturaRapida.leer(buffer, anchura: anchura) else {
            fputs("escaner: la lectura rápida renuncia a la anchura \(anchura)\n", stderr)
            exit(65)
          }
          equipos = indice.equipos.count
        }
      }
    }
    let anchuras = [rapida(2), rapida(1), rapida(0)]
    // Both stages on this thread, as for a file under 1 MiB: what one core does alone.
    let secuencialMs = medir {
      bytes.withUnsafeBufferPointer { buffer in
        guard case .success(let indice) = LecturaRapida.leer(buffer, anchura: 2, enParalelo: false)
        else {
          fputs("escaner: la lectura rápida en un hilo renuncia\n", stderr)
          exit(65)
        }
        equipos = indice.equipos.count
      }
    }
    // Stage one alone, at each width: marking every 64-byte block, as stage two asks for it.
    var palabras = [UInt64](repeating: 0, count: LecturaRapida.ventana / 64)
    var marcas = 0
    func etapaUno(_ anchura: Int32) -> [Double] {
      medir {
        bytes.withUnsafeBufferPointer { buffer in
          palabras.withUnsafeMutableBufferPointer { salida in
            guard let p = buffer.baseAddress, let palabras = salida.baseAddress else { return }
            var estado = IndiceJSONEstado(dentro: 0, escapado: 0, escalar: 0)
            var desde = 0
            marcas = 0
            while desde + 64 <= buffer.count {
              let bloques = min((buffer.count - desde) / 64, salida.count)
              indice_json_marcar(p + desde, bloques, &estado, palabras, anchura)
              for k in 0..<bloques { marcas += palabras[k].nonzeroBitCount }
              desde += bloques * 64
            }
          }
        }
      }
    }
    let etapas = [etapaUno(2), etapaUno(1), etapaUno(0)]
    // Stage one and every mark visited, with no schema: the floor of stage two's walk. The sum of
    // the bytes read is printed, so the walk cannot be optimized away.
    var suma = 0
    let recorridoMs = medir {
      bytes.withUnsafeBufferPointer { suma &+= LecturaRapida.recorrerMarcas($0) }
    }
    let documentoMs = medir {
      equipos = (try? DocumentoTorneo(bytes: bytes, ruta: argumentos[1]))?.numeroDeEquipos ?? -1
    }
    let oraculoMs = medir {
      bytes.withUnsafeBufferPointer { buffer in
        var oraculo = LectorDeTorneo(buffer)
        equipos = (try? oraculo.leer()) == nil ? -1 : oraculo.equipos.count
      }
    }
    func lista(_ valores: [Double]) -> String {
      "[" + valores.map { String($0) }.joined(separator: ", ") + "]"
    }
    print(
      "{\"bytes\": \(bytes.count), \"equipos\": \(equipos), \"memcpy\": \(lista(memcpyMs)), "
        + "\"validador\": \(lista(validadorMs)), \"documento\": \(lista(documentoMs)), "
        + "\"oraculo\": \(lista(oraculoMs)), \"marcas\": \(marcas), "
        + "\"anchuras\": [\(anchuras.map(lista).joined(separator: ", "))], "
        + "\"etapa1\": [\(etapas.map(lista).joined(separator: ", "))], "
        + "\"recorrido\": \(lista(recorridoMs)), \"secuencial\": \(lista(secuencialMs)), "
        + "\"sumaDeMarcas\": \(suma)}")
  }

  /// One kernel once, nothing else: what callgrind counts beyond `ninguno` is that kernel.
  static func soloUno(_ nucleo: String, _ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      switch nucleo {
      case "validador":
        guard var validador = try? Validador(buffer), (try? validador.leer()) != nil else {
          exit(65)
        }
      case "oraculo":
        var oraculo = LectorDeTorneo(buffer)
        guard (try? oraculo.leer()) != nil else { exit(65) }
      default:
        break
      }
    }
  }
}
