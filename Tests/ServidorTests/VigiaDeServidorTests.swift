// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import ApoyoDePruebas
import Foundation
import Glibc
import Servidor
import Testing
import Torneo

@testable import LigaEnServidor

/// Whether `fd` becomes readable within `segundos` (poll(2) with that deadline: no sleep).
func legible(_ fd: Int32, en segundos: Double = 5) -> Bool {
  var mirada = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
  return poll(&mirada, 1, Int32(segundos * 1000)) == 1
}

/// `condicion` asked again until it holds, for `segundos` at most.
func hasta(_ segundos: Double = 10, _ condicion: () throws -> Bool) rethrows -> Bool {
  let limite = Date().addingTimeInterval(segundos)
  while Date() < limite {
    if try condicion() { return true }
    usleep(5_000)
  }
  return try condicion()
}

/// The server's watcher (LISTEN on the league's channel, NOTIFY in each change's transaction)
/// and its check in flight, against the throwaway server.
@Suite(.conServidor)
struct VigiaDeServidorTests {
  /// A league with the sample teams in a schema of its own.
  func liga() throws -> (EsquemaDePrueba, LigaEnServidor) {
    let esquema = try EsquemaDePrueba()
    let liga = LigaEnServidor(url: esquema.url)
    _ = try liga.iniciar(ejemplo: true)
    return (esquema, liga)
  }

  /// The answer of `consulta`, read whenever its descriptor is readable, within 5 s.
  func esperar(_ consulta: any Consulta) throws -> Equipo? {
    let limite = Date().addingTimeInterval(5)
    while Date() < limite {
      if let equipo = try consulta.respuesta() { return equipo }
      _ = legible(consulta.descriptor, en: 1)
    }
    return nil
  }

  struct Deshecho: Error {}

  @Test func unCambioDeOtroLoDespiertaYElPropioNo() throws {
    let (esquema, a) = try liga()
    defer { a.cerrar() }
    let vigia = try a.vigilar()
    #expect(!legible(vigia.descriptor, en: 0))
    let b = LigaEnServidor(url: esquema.url)
    defer { b.cerrar() }
    _ = try b.aplicar(.anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
    #expect(legible(vigia.descriptor))
    #expect(try vigia.atender())
    #expect(try !vigia.atender())
    // This store's own change is announced too, but is not another's.
    _ = try a.aplicar(.anadir(Jugador(nombre: "Carla", dorsal: 8), equipo: "Rayo FC"))
    #expect(legible(vigia.descriptor))
    #expect(try !vigia.atender())
    // Undo is a change like any other.
    _ = try b.aplicar(.deshacer())
    #expect(legible(vigia.descriptor))
    #expect(try vigia.atender())
  }

  /// The interactive mode and the form it opens follow the league through one listening
  /// connection, and each learns of a change once, whichever took it from the socket.
  @Test func dosSeguidoresUnaSolaEscucha() throws {
    let (esquema, a) = try liga()
    defer { a.cerrar() }
    let interprete = try a.vigilar()
    let formulario = try a.vigilar()
    #expect(interprete.descriptor == formulario.descriptor)
    let b = LigaEnServidor(url: esquema.url)
    defer { b.cerrar() }
    // The connections listening on this league's channel (other tests' leagues have theirs).
    let mirada = try esquema.conectar()
    defer { mirada.cerrar() }
    let escuchas = try mirada.consultar(
      """
      SELECT count(*) FROM pg_stat_activity
      WHERE query LIKE 'LISTEN %' || md5(current_schema()) || '%'
      """
    ).valor()
    #expect(escuchas == "1")
    _ = try b.aplicar(.anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
    #expect(legible(formulario.descriptor))
    #expect(try formulario.atender())
    #expect(try !formulario.atender())
    // The interactive mode was waiting on the command: the form took the notification, so the
    // socket is not readable for it; it learns of the change when it asks, as it does before
    // every prompt (`Interprete.atenderVigia`).
    #expect(!legible(interprete.descriptor, en: 0))
    #expect(try interprete.atender())
    #expect(try !interprete.atender())
    // A follower that comes later does not learn of what came before it.
    #expect(try !a.vigilar().atender())
  }

  @Test func soloAvisaUnCambioConfirmado() throws {
    let (esquema, liga) = try liga()
    defer { liga.cerrar() }
    let oyente = try esquema.conectar()
    defer { oyente.cerrar() }
    try oyente.ejecutarGuion(try #require(try oyente.consultar(Esquema.escucha).valor()))
    // A transaction that announced and rolled back.
    let otra = try esquema.conectar()
    defer { otra.cerrar() }
    #expect(throws: Deshecho.self) {
      try otra.transaccion(fallo: { $0 }) { conexion in
        try conexion.consultar(Esquema.aviso)
        throw Deshecho()
      }
    }
    // A change the rules refuse (Ana wears 9).
    #expect(throws: ErrorDeLiga.equipo(.dorsalRepetido(9))) {
      try liga.aplicar(.anadir(Jugador(nombre: "Bea", dorsal: 9), equipo: "Rayo FC"))
    }
    // Then one that is saved: the only notification.
    _ = try liga.aplicar(.nuevoEquipo("Club Nuevo"))
    #expect(legible(oyente.sinEsperar.descriptor))
    let avisos = try oyente.sinEsperar.notificaciones()
    #expect(avisos.count == 1)
    #expect(avisos.first?.proceso == liga.procesoPropio)
    let canal = try oyente.consultar("SELECT 'marcador_' || md5(current_schema())").valor()
    #expect(avisos.first?.canal == canal)
  }

  @Test func laConsultaRespondeConLaPlantillaDeAhora() throws {
    let (esquema, a) = try liga()
    defer { a.cerrar() }
    #expect(try a.equipo(llamado: "Rayo FC").jugadores.count == 3)
    let b = LigaEnServidor(url: esquema.url)
    defer { b.cerrar() }
    _ = try b.aplicar(.anadir(Jugador(nombre: "Bea", dorsal: 7), equipo: "Rayo FC"))
    let consulta = try a.consultar(equipo: "rayo fc")
    let equipo = try #require(try esperar(consulta))
    #expect(equipo.nombre == "Rayo FC")
    #expect(equipo.jugadores.last == Jugador(nombre: "Bea", dorsal: 7))
    #expect(equipo.jugadores.count == 4)
    // The connection is reused by the next check; an empty roster and a missing team.
    _ = try b.aplicar(.nuevoEquipo("Vacío CF"))
    #expect(try esperar(try a.consultar(equipo: "Vacío CF")) == Equipo(nombre: "Vacío CF"))
    let ninguno = try a.consultar(equipo: "Atleti")
    #expect(throws: ErrorDeLiga.equipoDesconocido("Atleti", sugerencia: nil)) {
      _ = try esperar(ninguno)
    }
  }

  /// A roster query held by a lock on `jugadores` another transaction took: the waiting
  /// server process's id. The check is taken on meanwhile, as the form's loop does: its
  /// connection is opened without waiting and the query sent once it is open.
  func bloqueada(en bloqueo: Conexion, _ consulta: any Consulta) throws -> String? {
    var pid: String?
    _ = try hasta {
      #expect(try consulta.respuesta() == nil)
      pid = try bloqueo.consultar(
        "SELECT pid FROM pg_locks WHERE relation = 'jugadores'::regclass AND NOT granted"
      ).valor()
      return pid != nil
    }
    return pid
  }

  @Test func unaConsultaCanceladaNoDejaNadaDetras() throws {
    let (esquema, liga) = try liga()
    defer { liga.cerrar() }
    let bloqueo = try esquema.conectar()
    defer { bloqueo.cerrar() }
    try bloqueo.ejecutarGuion("BEGIN; LOCK TABLE jugadores IN ACCESS EXCLUSIVE MODE")
    let consulta = try liga.consultar(equipo: "Rayo FC")
    let pid = try #require(try bloqueada(en: bloqueo, consulta))
    #expect(try consulta.respuesta() == nil)
    consulta.cancelar()
    #expect(try consulta.respuesta() == nil)
    // Asked outside any transaction: inside one, pg_stat_activity is read once.
    let mirador = try esquema.conectar()
    defer { mirador.cerrar() }
    #expect(
      try hasta {
        try mirador.consultar("SELECT count(*) FROM pg_stat_activity WHERE pid = $1", [pid])
          .valor() == "0"
      })
    try bloqueo.consultar("ROLLBACK")
    #expect(try esperar(try liga.consultar(equipo: "Rayo FC"))?.jugadores.count == 3)
  }

  @Test func unServidorQueSeVaSeDiceAlAtender() throws {
    let (esquema, liga) = try liga()
    defer { liga.cerrar() }
    let administrador = try esquema.conectar()
    defer { administrador.cerrar() }
    let vigia = try liga.vigilar()
    // The watcher's server process, by the LISTEN it ran last.
    let canal = try #require(
      try administrador.consultar("SELECT 'marcador_' || md5(current_schema())").valor())
    let oyente = try #require(
      try administrador.consultar(
        "SELECT pid FROM pg_stat_activity WHERE query = $1", ["LISTEN " + canal]
      ).valor())
    try administrador.consultar("SELECT pg_terminate_backend($1)", [oyente])
    #expect(legible(vigia.descriptor))
    #expect(throws: ErrorDeLiga.servidor(.conexionPerdida(cambio: .noGuardado))) {
      _ = try vigia.atender()
    }
    // A check in flight whose connection is cut.
    try administrador.ejecutarGuion("BEGIN; LOCK TABLE jugadores IN ACCESS EXCLUSIVE MODE")
    let consulta = try liga.consultar(equipo: "Rayo FC")
    let pid = try #require(try bloqueada(en: administrador, consulta))
    try administrador.consultar("SELECT pg_terminate_backend($1)", [pid])
    #expect(throws: ErrorDeLiga.servidor(.conexionPerdida(cambio: .noGuardado))) {
      _ = try esperar(consulta)
    }
    try administrador.consultar("ROLLBACK")
    // The store itself carries on.
    #expect(try liga.equipo(llamado: "Rayo FC").jugadores.count == 3)
  }
}
