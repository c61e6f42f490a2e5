// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import FormatoDeLiga
import Formatos
import Glibc
import LineaDeOrdenes
import Textos
import Torneo

// A file-size limit must turn into EFBIG (reported, nothing replaced), not a silent death.
signal(SIGXFSZ, SIG_IGN)

let salida = SalidaDescriptor(fd: 1)
let errores = SalidaDescriptor(fd: 2)
let aplicacion = Aplicacion(entorno: .proceso, salida: salida, errores: errores)

/// The arguments as bytes, validated: `CommandLine.arguments` would silently turn invalid
/// UTF-8 into U+FFFD, and a name must never be saved altered.
func argumentos() -> Result<[String], ArgumentoNoUTF8> {
  var resultado: [String] = []
  for k in 1..<Int(CommandLine.argc) {
    guard let puntero = CommandLine.unsafeArgv[k] else { continue }
    let bytes = UnsafeBufferPointer(start: puntero, count: strlen(puntero))
    guard
      let texto = bytes.withMemoryRebound(to: UInt8.self, { TextoUTF8.texto($0) })
    else { return .failure(ArgumentoNoUTF8(posicion: k)) }
    resultado.append(texto)
  }
  return .success(resultado)
}

/// The position of an argument that is not UTF-8.
struct ArgumentoNoUTF8: Error {
  let posicion: Int
}

var codigo: CodigoDeSalida
switch argumentos() {
case .failure(let error):
  aplicacion.fallar(.argumentoNoUTF8(error.posicion))
  codigo = .uso
case .success(let lista):
  codigo = aplicacion.ejecutar(argumentos: lista).codigo
}
salida.vaciar()
// What a command printed is part of its work: output that could not be written (a full
// device) is a failure, even when the file was saved.
if let fallo = salida.fallo, codigo == .hecho {
  aplicacion.fallar(.salidaNoEscrita(.causa(Causa(llamada: "write", errno: fallo))))
  codigo = .entradaSalida
}
errores.vaciar()
aplicacion.cerrar()
exit(codigo.rawValue)
