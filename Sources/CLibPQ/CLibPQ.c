// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

#include "CLibPQ.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

static struct {
#define MARCADOR_PQ_CAMPO(tipo, nombre, parametros, argumentos) tipo(*nombre) parametros;
  MARCADOR_PQ_FUNCIONES(MARCADOR_PQ_CAMPO)
#undef MARCADOR_PQ_CAMPO
} tabla;

static pthread_once_t una_vez = PTHREAD_ONCE_INIT;
static int cargada = 0;
static char error_de_carga[512];

static void cargar(void) {
  // RTLD_LOCAL: libpq's own dependencies (OpenSSL, Kerberos, LDAP) stay out of the global
  // namespace. The handle is never closed: the process keeps libpq once it needed it.
  void *biblioteca = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
  if (biblioteca == NULL) {
    const char *motivo = dlerror();
    strncpy(error_de_carga, motivo ? motivo : "dlopen(libpq.so.5)", sizeof error_de_carga - 1);
    return;
  }
#define MARCADOR_PQ_BUSCAR(tipo, nombre, parametros, argumentos)                                \
  *(void **)(&tabla.nombre) = dlsym(biblioteca, #nombre);                                      \
  if (tabla.nombre == NULL) {                                                                  \
    strncpy(error_de_carga, "dlsym(" #nombre ")", sizeof error_de_carga - 1);                  \
    return;                                                                                    \
  }
  MARCADOR_PQ_FUNCIONES(MARCADOR_PQ_BUSCAR)
#undef MARCADOR_PQ_BUSCAR
  cargada = 1;
}

int marcador_pq_cargar(void) {
  pthread_once(&una_vez, cargar);
  return cargada ? 0 : -1;
}

const char *marcador_pq_error_de_carga(void) {
  return error_de_carga[0] ? error_de_carga : NULL;
}

#define MARCADOR_PQ_DEFINIR(tipo, nombre, parametros, argumentos)                               \
  tipo marcador_##nombre parametros { return tabla.nombre argumentos; }
MARCADOR_PQ_FUNCIONES(MARCADOR_PQ_DEFINIR)
#undef MARCADOR_PQ_DEFINIR

static void *cancelar(void *contexto) {
  char error[256];
  (void)tabla.PQcancel((PGcancel *)contexto, error, (int)sizeof error);
  tabla.PQfreeCancel((PGcancel *)contexto);
  return NULL;
}

int marcador_pq_cancelar_aparte(PGconn *conn) {
  PGcancel *peticion = tabla.PQgetCancel(conn);
  if (peticion == NULL) return -1;
  sigset_t todas, anterior;
  sigfillset(&todas);
  pthread_sigmask(SIG_SETMASK, &todas, &anterior);
  pthread_attr_t atributos;
  pthread_attr_init(&atributos);
  pthread_attr_setdetachstate(&atributos, PTHREAD_CREATE_DETACHED);
  pthread_t hilo;
  int creado = pthread_create(&hilo, &atributos, cancelar, peticion) == 0;
  pthread_attr_destroy(&atributos);
  pthread_sigmask(SIG_SETMASK, &anterior, NULL);
  if (!creado) {
    tabla.PQfreeCancel(peticion);
    return -1;
  }
  return 0;
}
