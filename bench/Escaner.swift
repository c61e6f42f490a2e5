// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// `make bench` helper: the tournament reader's in-process throughput beside a memcpy of the same
// buffer. Compiled by bench.py with `swiftc -O` together with Sources/Torneo (one module, so
// it reaches the internal reader); never part of the product.
//
//   escaner LIGA.json [VECES]        prints one JSON object: milliseconds of every run of
//                                    memcpy, of the reader alone (LectorDeTorneo) and of
//                                    DocumentoTorneo (the reader and the checks around it)
//   escaner LIGA.json 1 SOLO         runs only SOLO (lector or ninguno) once, for counting its
//                                    instructions under callgrind
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
      if argumentos[3] == "lector", !leer(bytes) { exit(65) }
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
    let lectorMs = medir {
      guard leer(bytes) else {
        fputs("escaner: el lector rechaza el archivo\n", stderr)
        exit(65)
      }
    }
    let documentoMs = medir {
      equipos = (try? DocumentoTorneo(bytes: bytes, ruta: argumentos[1]))?.numeroDeEquipos ?? -1
    }
    let huellaMs = medir { equipos &+= Huella(bytes).tamano & 1 }
    func lista(_ valores: [Double]) -> String {
      "[" + valores.map { String($0) }.joined(separator: ", ") + "]"
    }
    print(
      "{\"bytes\": \(bytes.count), \"equipos\": \(equipos), \"memcpy\": \(lista(memcpyMs)), "
        + "\"lector\": \(lista(lectorMs)), \"documento\": \(lista(documentoMs)), "
        + "\"huella\": \(lista(huellaMs))}")
  }

  /// One reading of `bytes` by the reader alone: whether it accepts them.
  static func leer(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var lector = LectorDeTorneo(buffer)
      return (try? lector.leer()) != nil
    }
  }
}
