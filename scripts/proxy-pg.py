#!/usr/bin/env python3
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
"""A PostgreSQL proxy on a unix socket that a test controls, to cut or hang a connection at a
chosen moment (ServidorQueSeVaTests), to put a distance between them (a delay each way), and to
count the round trips a client makes (RondasTests, bench/servidor.py).

    proxy.py CARPETA SERVIDOR

listens on CARPETA/.s.PGSQL.5432 (so `host=CARPETA` reaches it) and forwards every connection
to the server's socket SERVIDOR. It prints `listo` when it listens. Commands, one a line on
standard input, each answered with `ok` (a rule fires once, on the first client message whose
text holds TEXTO, and then prints `hecho`):

    cortar-antes TEXTO      close both sides instead of forwarding that message
    cortar-tras TEXTO       forward it (and the rest of its messages, up to Sync), then close
                            both sides
    cortar-respuesta TEXTO  forward it (the same), then close the client's side and drop the
                            answer
    cortar-respuesta-y-rechazar TEXTO   the same, and from then on as `rechazar`
    colgar TEXTO            stop forwarding anything on that connection (both sides stay open)
    colgar-todo             new connections are accepted and never forwarded
    rechazar                new connections are closed at once
    arrancando              new connections are answered as a server starting up (57P03)
    normal                  no rule; new connections are forwarded again
    retrasar MS             every message after this (both ways, every connection) is delayed
                            MS milliseconds, kept in order: a network MS * 2 ms across
    contar                  the round-trip count starts again from 0
    rondas                  prints `rondas N`: how many times since `contar` a client sent
                            messages and then the server answered (a burst of the client's
                            messages, then the server's answer, is one; the startup packet is
                            not counted, the authentication after it is)

`retrasar` also works as an option before the arguments: `proxy.py --retrasar MS CARPETA SERVIDOR`.
"""
import os
import queue
import socket
import sys
import threading
import time

argumentos = sys.argv[1:]
retraso = 0.0  # seconds, each way
if argumentos[:1] == ["--retrasar"]:
    retraso = int(argumentos[1]) / 1000
    argumentos = argumentos[2:]
carpeta, servidor = argumentos[0], argumentos[1]
cerrojo = threading.Lock()
regla = None  # (kind, text)
entrada = "normal"  # normal, colgar-todo, rechazar
rondas = 0  # round trips since `contar`


class Retrasado:
    """A socket's sending side that delivers each message `retraso` after it was handed over,
    in order (a thread of its own per direction); without a delay it sends at once."""

    def __init__(self, destino):
        self.destino = destino
        self.cola = queue.Queue()
        self.roto = False
        threading.Thread(target=self.repartir, daemon=True).start()

    def sendall(self, datos):
        if self.roto:
            raise OSError("cerrado")
        if retraso == 0:
            self.destino.sendall(datos)
            return
        self.cola.put((time.monotonic() + retraso, datos))

    def repartir(self):
        while True:
            cuando, datos = self.cola.get()
            espera = cuando - time.monotonic()
            if espera > 0:
                time.sleep(espera)
            try:
                self.destino.sendall(datos)
            except OSError:
                self.roto = True


def decir(texto):
    with cerrojo:
        sys.stdout.write(texto + "\n")
        sys.stdout.flush()


def leer_exacto(s, n):
    datos = b""
    while len(datos) < n:
        trozo = s.recv(n - len(datos))
        if not trozo:
            return None
        datos += trozo
    return datos


def cerrar(*socks):
    for s in socks:
        try:
            s.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        try:
            s.close()
        except OSError:
            pass


def atender(cliente):
    global regla, entrada
    try:
        remoto = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        remoto.connect(servidor)
    except OSError:
        cerrar(cliente)
        return
    estado = {"colgado": False, "sordo": False, "ultimo": "servidor"}
    hacia_cliente = Retrasado(cliente)
    hacia_servidor = Retrasado(remoto)

    def del_servidor():
        global rondas
        while True:
            try:
                datos = remoto.recv(65536)
            except OSError:
                break
            if not datos:
                break
            if estado["colgado"] or estado["sordo"]:
                continue
            with cerrojo:
                if estado["ultimo"] == "cliente":
                    rondas += 1
                estado["ultimo"] = "servidor"
            try:
                hacia_cliente.sendall(datos)
            except OSError:
                break
        if not estado["colgado"]:
            cerrar(cliente)

    threading.Thread(target=del_servidor, daemon=True).start()
    # The startup packet (or a cancel request): a length and its bytes, no type.
    cabeza = leer_exacto(cliente, 4)
    if cabeza is None:
        cerrar(cliente, remoto)
        return
    resto = leer_exacto(cliente, int.from_bytes(cabeza, "big") - 4)
    if resto is None:
        cerrar(cliente, remoto)
        return
    hacia_servidor.sendall(cabeza + resto)
    while True:
        tipo = leer_exacto(cliente, 1)
        if tipo is None:
            break
        largo = leer_exacto(cliente, 4)
        if largo is None:
            break
        cuerpo = leer_exacto(cliente, int.from_bytes(largo, "big") - 4)
        if cuerpo is None:
            break
        mensaje = tipo + largo + cuerpo
        if estado["colgado"]:
            continue
        disparada = None
        with cerrojo:
            estado["ultimo"] = "cliente"
            if regla is not None and tipo in (b"Q", b"P") and regla[1].encode() in cuerpo:
                disparada, regla = regla, None
        if disparada is None:
            hacia_servidor.sendall(mensaje)
            continue
        clase = disparada[0]
        if clase == "cortar-antes":
            decir("hecho")
            cerrar(cliente, remoto)
            return
        if clase == "colgar":
            estado["colgado"] = True
            decir("hecho")
            continue
        hacia_servidor.sendall(mensaje)

        def hasta_sync():
            # The statement's next messages go on too (Bind, Describe, Execute), up to the Sync
            # that ends its pipeline, whose other statements then go as well.
            if tipo != b"P":
                return
            while True:
                t = leer_exacto(cliente, 1)
                if t is None:
                    break
                l = leer_exacto(cliente, 4)
                c = leer_exacto(cliente, int.from_bytes(l, "big") - 4) if l else None
                if c is None:
                    break
                hacia_servidor.sendall(t + l + c)
                if t == b"S":
                    break

        if clase.startswith("cortar-respuesta"):
            # The answer never reaches the client.
            estado["sordo"] = True
            hasta_sync()
            if clase == "cortar-respuesta-y-rechazar":
                with cerrojo:
                    entrada = "rechazar"
            cerrar(cliente)
            decir("hecho")
            return
        # cortar-tras: the statement's remaining messages (up to Sync) are sent too.
        hasta_sync()
        decir("hecho")
        cerrar(cliente, remoto)
        return
    if not estado["colgado"]:
        cerrar(cliente, remoto)


def arrancando(cliente):
    """Reads the startup packet and answers as a server that is starting up does."""
    cabeza = leer_exacto(cliente, 4)
    if cabeza is not None:
        leer_exacto(cliente, int.from_bytes(cabeza, "big") - 4)
        campos = b"SFATAL\0VFATAL\0C57P03\0Mthe database system is starting up\0\0"
        try:
            cliente.sendall(b"E" + (len(campos) + 4).to_bytes(4, "big") + campos)
        except OSError:
            pass
    cerrar(cliente)


def escuchar():
    ruta = os.path.join(carpeta, ".s.PGSQL.5432")
    if os.path.exists(ruta):
        os.unlink(ruta)
    oyente = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    oyente.bind(ruta)
    oyente.listen(64)
    decir("listo")
    colgados = []
    while True:
        cliente, _ = oyente.accept()
        with cerrojo:
            modo = entrada
        if modo == "rechazar":
            cerrar(cliente)
        elif modo == "arrancando":
            threading.Thread(target=arrancando, args=(cliente,), daemon=True).start()
        elif modo == "colgar-todo":
            colgados.append(cliente)
        else:
            threading.Thread(target=atender, args=(cliente,), daemon=True).start()


threading.Thread(target=escuchar, daemon=True).start()
for linea in sys.stdin:
    partes = linea.rstrip("\n").split(" ", 1)
    if partes[0] == "rondas":
        with cerrojo:
            cuenta = rondas
        decir("rondas %d" % cuenta)
    with cerrojo:
        if partes[0] == "retrasar":
            retraso = int(partes[1]) / 1000
        elif partes[0] == "contar":
            rondas = 0
        elif partes[0] in ("cortar-antes", "cortar-tras", "cortar-respuesta",
                          "cortar-respuesta-y-rechazar", "colgar"):
            regla = (partes[0], partes[1])
        elif partes[0] in ("colgar-todo", "rechazar", "arrancando"):
            entrada = partes[0]
        elif partes[0] == "normal":
            regla = None
            entrada = "normal"
    decir("ok")
