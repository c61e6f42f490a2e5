// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// Non-variadic wrappers over libedit's variadic el_set/el_get/history, which Swift cannot
// call, and the SIGINT flag the line editor checks. Each wrapper names the call it maps to.
#ifndef MARCADOR_CEDITLINE_H
#define MARCADOR_CEDITLINE_H

// limits.h first, as Glibc's module has it: with _FORTIFY_SOURCE (Debian's build flags), the
// inline realpath that stdlib.h defines has another body when PATH_MAX is already declared,
// and Swift refuses two modules with two bodies for one function.
#include <limits.h>
#include <errno.h>
#include <histedit.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

typedef unsigned char (*marcador_funcion_t)(EditLine *, int);

/// el_init(programa, fdopen(entrada), fdopen(salida), fdopen(salida)): Swift 6 cannot touch
/// the stdio globals, and the output may be the terminal while standard output is a pipe.
/// The streams live as long as the process (one editor per run).
static inline EditLine *marcador_el_init(const char *programa, int entrada, int salida) {
  FILE *fin = fdopen(entrada, "r");
  FILE *fout = fdopen(salida, "w");
  FILE *ferr = fdopen(salida, "w");
  if (fin == NULL || fout == NULL || ferr == NULL) return NULL;
  return el_init(programa, fin, fout, ferr);
}
// glibc declares fopencookie only for _GNU_SOURCE; the functions' struct as glibc lays it out.
typedef struct {
  ssize_t (*read)(void *, char *, size_t);
  ssize_t (*write)(void *, const char *, size_t);
  int (*seek)(void *, long *, int);
  int (*close)(void *);
} marcador_cookie_io_functions_t;
FILE *fopencookie(void *cookie, const char *modo, marcador_cookie_io_functions_t funciones);

static ssize_t marcador_solo_campana(void *cookie, const char *datos, size_t n) {
  int fd = (int)(intptr_t)cookie;
  for (size_t k = 0; k < n; k++) {
    if (datos[k] == '\a') {
      ssize_t escrito = write(fd, "\a", 1);
      (void)escrito;
    }
  }
  return (ssize_t)n;
}

/// el_set(EL_SETFP, 1, fopencookie(...)): what libedit draws goes to a stream that keeps only
/// the bell, written to `fd`. marcador draws the line itself (its own
/// layout, a mark for an invisible character, a long text cut to the screen); libedit still
/// rings for a key it refuses. Set after el_init, which needs the terminal as output.
static inline int marcador_el_solo_campana(EditLine *e, int fd) {
  marcador_cookie_io_functions_t funciones = {NULL, marcador_solo_campana, NULL, NULL};
  FILE *f = fopencookie((void *)(intptr_t)fd, "w", funciones);
  if (f == NULL) return -1;
  setvbuf(f, NULL, _IONBF, 0);
  return el_set(e, EL_SETFP, 1, f);
}
/// What a get-character function returns to libedit for a Ctrl-C: -1, errno EINTR (libedit
/// then ends the read as interrupted).
static inline int marcador_lectura_interrumpida(void) {
  errno = EINTR;
  return -1;
}
// glibc declares wcwidth only for X/Open; libedit lays the line out with it, so must we.
int wcwidth(wchar_t c);
/// wcwidth(c): the cells libedit gives a character (-1 for an unprintable one).
static inline int marcador_wcwidth(wchar_t c) { return wcwidth(c); }

/// el_set(EL_EDITOR)
static inline int marcador_el_editor(EditLine *e, const char *modo) {
  return el_set(e, EL_EDITOR, modo);
}
/// el_set(EL_SIGNAL): libedit restores the terminal around signals and follows resizes.
static inline int marcador_el_signal(EditLine *e, int activo) {
  return el_set(e, EL_SIGNAL, activo);
}
/// el_set(EL_ADDFN)
static inline int marcador_el_addfn(EditLine *e, const char *nombre, const char *ayuda,
                                    marcador_funcion_t f) {
  return el_set(e, EL_ADDFN, nombre, ayuda, f);
}
/// el_set(EL_BIND, tecla, nombre, NULL)
static inline int marcador_el_bind(EditLine *e, const char *tecla, const char *nombre) {
  return el_set(e, EL_BIND, tecla, nombre, NULL);
}
/// el_set(EL_GETCFN)
static inline int marcador_el_getcfn(EditLine *e, el_rfunc_t f) {
  return el_set(e, EL_GETCFN, f);
}
/// el_set(EL_CLIENTDATA)
static inline int marcador_el_clientdata(EditLine *e, void *datos) {
  return el_set(e, EL_CLIENTDATA, datos);
}
/// el_get(EL_CLIENTDATA)
static inline void *marcador_el_get_clientdata(EditLine *e) {
  void *datos = NULL;
  el_get(e, EL_CLIENTDATA, &datos);
  return datos;
}
/// el_set(EL_UNBUFFERED): on, a fresh line in raw mode (libedit's read_prepare), each el_wgets
/// then running one key's function and keeping the line; off, the terminal's modes back.
static inline int marcador_el_unbuffered(EditLine *e, int activo) {
  return el_set(e, EL_UNBUFFERED, activo);
}
/// el_set(EL_PREP_TERM): the terminal in libedit's raw mode now (1) or back (0).
static inline int marcador_el_prep_term(EditLine *e, int activo) {
  return el_set(e, EL_PREP_TERM, activo);
}
/// el_set(EL_HIST, history, h)
static inline int marcador_el_hist(EditLine *e, History *h) {
  return el_set(e, EL_HIST, history, h);
}
/// history(H_SETSIZE)
static inline int marcador_history_setsize(History *h, int n) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, n);
}
/// history(H_SETUNIQUE)
static inline int marcador_history_setunique(History *h, int activo) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, activo);
}
/// history(H_ENTER)
static inline int marcador_history_enter(History *h, const char *linea) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, linea);
}
/// history(H_LOAD)
static inline int marcador_history_load(History *h, const char *ruta) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, ruta);
}
/// history(H_SAVE_FP): the bytes H_SAVE would write to a file, in a buffer the caller frees
/// (NULL on failure), so the file is written by marcador's one durable write. The stream is a
/// tmpfile(3), not open_memstream(3): libedit fchmods the stream's file descriptor.
static inline char *marcador_history_bytes(History *h, size_t *largo) {
  FILE *f = tmpfile();
  if (f == NULL) return NULL;
  HistEvent ev;
  char *datos = NULL;
  if (history(h, &ev, H_SAVE_FP, f) >= 0 && fflush(f) == 0) {
    long n = ftell(f);
    if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 && (datos = malloc((size_t)n + 1)) != NULL) {
      if (fread(datos, 1, (size_t)n, f) == (size_t)n) {
        *largo = (size_t)n;
      } else {
        free(datos);
        datos = NULL;
      }
    }
  }
  fclose(f);
  return datos;
}

// Ctrl-C: a handler that only raises a flag (async-signal-safe). libedit, with EL_SIGNAL,
// restores the terminal and then calls it; the read in progress fails with EINTR.
static volatile sig_atomic_t marcador_interrumpido = 0;

static void marcador_al_interrumpir(int senal) {
  (void)senal;
  marcador_interrumpido = 1;
}

/// sigaction(SIGINT) without SA_RESTART, so a blocked read returns EINTR.
static inline int marcador_instalar_interrupcion(void) {
  struct sigaction accion;
  memset(&accion, 0, sizeof accion);
  accion.sa_handler = marcador_al_interrumpir;
  sigemptyset(&accion.sa_mask);
  return sigaction(SIGINT, &accion, NULL);
}

static void marcador_al_cambiar_tamano(int senal) { (void)senal; }

/// The SIGWINCH action from before `marcador_seguir_cambios_de_tamano`.
static inline struct sigaction *marcador_cambio_anterior(void) {
  static struct sigaction anterior;
  return &anterior;
}

/// sigaction(SIGWINCH) without SA_RESTART, the handler that was there saved (to put back after
/// the read with `marcador_dejar_cambios_de_tamano`, so no other system call of the program is
/// interrupted by a resize): while reading, a blocked read returns EINTR on every resize.
/// libedit's own handler (with EL_SIGNAL) hands the signal back to this one after the first
/// resize of a read, and would miss the next ones.
static inline int marcador_seguir_cambios_de_tamano(void) {
  struct sigaction accion;
  memset(&accion, 0, sizeof accion);
  accion.sa_handler = marcador_al_cambiar_tamano;
  sigemptyset(&accion.sa_mask);
  return sigaction(SIGWINCH, &accion, marcador_cambio_anterior());
}

/// SIGWINCH's action put back as it was before the read.
static inline int marcador_dejar_cambios_de_tamano(void) {
  return sigaction(SIGWINCH, marcador_cambio_anterior(), NULL);
}

/// Whether Ctrl-C came since the last call; clears the flag.
static inline int marcador_tomar_interrupcion(void) {
  int valor = marcador_interrumpido;
  marcador_interrumpido = 0;
  return valor;
}

/// Whether Ctrl-C came, without clearing the flag.
static inline int marcador_hubo_interrupcion(void) { return marcador_interrumpido; }

// Bracketed paste must not outlive the program: a fatal signal during a read turns it off on
// the terminal before the default action. libedit restores the terminal's modes first (with
// EL_SIGNAL) and then hands the signal to the handler that was there before it.
static volatile sig_atomic_t marcador_fd_de_pegado = -1;

static void marcador_al_terminar(int senal) {
  if (marcador_fd_de_pegado >= 0) {
    static const char apagar[] = "\033[?2004l";
    ssize_t escrito = write(marcador_fd_de_pegado, apagar, sizeof apagar - 1);
    (void)escrito;
  }
  signal(senal, SIG_DFL);
  raise(senal);
}

/// sigaction(SIGTERM, SIGHUP, SIGQUIT) with a handler that turns bracketed paste off on `fd`
/// (while `marcador_pegado_activo(fd)` says it is on) and then dies of the signal.
static inline int marcador_instalar_fin_de_pegado(void) {
  struct sigaction accion;
  memset(&accion, 0, sizeof accion);
  accion.sa_handler = marcador_al_terminar;
  sigemptyset(&accion.sa_mask);
  int senales[] = {SIGTERM, SIGHUP, SIGQUIT};
  for (int k = 0; k < 3; k++) {
    if (sigaction(senales[k], &accion, NULL) != 0) return -1;
  }
  return 0;
}

/// Where the fatal-signal handler turns bracketed paste off; -1 while it is off.
static inline void marcador_pegado_activo(int fd) { marcador_fd_de_pegado = fd; }

#endif
