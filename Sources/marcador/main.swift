// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Consola
import LineaDeOrdenes
import LlamadasAlSistema

Sistema.ignorarLimiteDeTamano()
Sistema.salir(
  Aplicacion.principal(
    argumentos: Sistema.argumentos(), salida: SalidaDescriptor(fd: 1),
    errores: SalidaDescriptor(fd: 2)))
