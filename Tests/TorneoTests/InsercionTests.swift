// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import FormatoDeLiga
@testable import Torneo

/// A save inserts the new player's bytes, shaped like its siblings, and changes nothing else.
struct InsercionTests {
  func insertar(_ jugador: Jugador, en equipo: String, _ texto: String) throws -> String {
    let d = try documento(texto)
    let nuevos = d.empalmes.insertando(
      jugador, enEquipo: try #require(d.posicionDeEquipo(llamado: equipo)))
    #expect(esInsercion(Array(texto.utf8), nuevos))
    let releido = try DocumentoTorneo(bytes: nuevos, ruta: "t.json")
    let posicion = try #require(releido.posicionDeEquipo(llamado: equipo))
    #expect(try releido.equipo(en: posicion).jugadores.last == jugador)
    return String(decoding: nuevos, as: UTF8.self)
  }

  @Test func enLaLigaDeEjemploVaEnUnaLineaComoSusHermanos() throws {
    let resultado = try insertar(
      Jugador(nombre: "Bea", dorsal: 7), en: "Rayo FC", LigaDeEjemplo.texto)
    #expect(
      resultado.contains(
        """
                { "nombre": "Marta", "dorsal": 1 },
                { "nombre": "Bea", "dorsal": 7 }
              ]
        """))
  }

  @Test func sinDorsalNoHayClaveDorsal() throws {
    let resultado = try insertar(Jugador(nombre: "Bea"), en: "Rayo FC", LigaDeEjemplo.texto)
    #expect(resultado.contains("{ \"nombre\": \"Bea\" }\n"))
  }

  @Test func copiaLosObjetosDeVariasLineas() throws {
    let texto = """
      {
          "equipos": [
              {
                  "nombre": "A",
                  "jugadores": [
                      {
                          "nombre": "Ana",
                          "dorsal": 9
                      }
                  ]
              }
          ]
      }
      """
    let resultado = try insertar(Jugador(nombre: "Bea", dorsal: 7), en: "A", texto)
    #expect(
      resultado == """
        {
            "equipos": [
                {
                    "nombre": "A",
                    "jugadores": [
                        {
                            "nombre": "Ana",
                            "dorsal": 9
                        },
                        {
                            "nombre": "Bea",
                            "dorsal": 7
                        }
                    ]
                }
            ]
        }
        """)
  }

  @Test func unArchivoCompactoSigueCompacto() throws {
    let texto =
      #"{"equipos":[{"nombre":"A","jugadores":[{"nombre":"Ana","dorsal":9}]},{"nombre":"B","jugadores":[]}]}"#
    #expect(
      try insertar(Jugador(nombre: "Bea", dorsal: 7), en: "A", texto)
        == #"{"equipos":[{"nombre":"A","jugadores":[{"nombre":"Ana","dorsal":9},{"nombre":"Bea","dorsal":7}]},{"nombre":"B","jugadores":[]}]}"#
    )
    #expect(
      try insertar(Jugador(nombre: "Bea"), en: "B", texto)
        == #"{"equipos":[{"nombre":"A","jugadores":[{"nombre":"Ana","dorsal":9}]},{"nombre":"B","jugadores":[{"nombre":"Bea"}]}]}"#
    )
  }

  @Test func unEquipoSinListaRecibeLaClaveJugadores() throws {
    #expect(
      try insertar(Jugador(nombre: "Bea", dorsal: 7), en: "A", #"{"equipos":[{"nombre":"A"}]}"#)
        == #"{"equipos":[{"nombre":"A","jugadores":[{"nombre":"Bea","dorsal":7}]}]}"#)
    let bonito = """
      {
        "equipos": [
          {
            "nombre": "A",
            "color": "azul"
          }
        ]
      }
      """
    #expect(
      try insertar(Jugador(nombre: "Bea", dorsal: 7), en: "A", bonito) == """
        {
          "equipos": [
            {
              "nombre": "A",
              "color": "azul",
              "jugadores": [
                { "nombre": "Bea", "dorsal": 7 }
              ]
            }
          ]
        }
        """)
  }

  @Test func unaListaVaciaEnUnArchivoBonitoSeAbre() throws {
    let texto = """
      {
        "equipos": [
          {
            "nombre": "A",
            "jugadores": [
              {"nombre": "Ana"}
            ]
          },
          {
            "nombre": "B",
            "jugadores": []
          }
        ]
      }
      """
    let resultado = try insertar(Jugador(nombre: "Bea", dorsal: 7), en: "B", texto)
    #expect(
      resultado.hasSuffix(
        """
              "jugadores": [
                {"nombre": "Bea", "dorsal": 7}
              ]
            }
          ]
        }
        """))
  }

  @Test func unSoloHermanoEnLaMismaLinea() throws {
    #expect(
      try insertar(
        Jugador(nombre: "Bea"), en: "A",
        #"{"equipos": [{"nombre": "A", "jugadores": [ {"nombre": "Ana"} ]}]}"#)
        == #"{"equipos": [{"nombre": "A", "jugadores": [ {"nombre": "Ana"}, {"nombre": "Bea"} ]}]}"#
    )
  }

  @Test func escapaComillasYBarrasDelNombre() throws {
    let resultado = try insertar(
      Jugador(nombre: #"Jo "el" \ ñ"#), en: "A", #"{"equipos":[{"nombre":"A","jugadores":[]}]}"#)
    #expect(resultado.contains(#""Jo \"el\" \\ ñ""#))
  }

  @Test func conservaLosBytesConCRLFYClavesDesconocidas() throws {
    let texto =
      "{\r\n  \"v\": 1e400,\r\n  \"equipos\": [\r\n    {\"nombre\": \"A\", \"jugadores\": [\r\n      {\"nombre\": \"Ana\", \"x\": [1]}\r\n    ]}\r\n  ]\r\n}\r\n"
    let resultado = try insertar(Jugador(nombre: "Bea", dorsal: 7), en: "A", texto)
    #expect(
      resultado.contains(
        "{\"nombre\": \"Ana\", \"x\": [1]},\r\n      {\"nombre\": \"Bea\", \"dorsal\": 7}\r\n    ]")
    )
  }
}
