// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// A fault injector for the save protocol: a tiny `LD_PRELOAD` library, compiled once by the
/// tests with the system's C compiler (`cc`, from Debian's gcc), that intercepts the C library's
/// `open`, `write`, `fsync`, `close`, `rename`, `link`, `unlink`, `flock`, `fchmod` and
/// `fchown`. It speaks only of system calls and paths, never of the program's own code.
///
/// A call matches when its name is `FALLO_LLAMADA` (`*`: any of them) and its path contains
/// `FALLO_RUTA` or equals `FALLO_RUTA_EXACTA` (for a descriptor, the path it was opened with).
/// The `FALLO_VEZ`-th matching call (1 by default) either fails with `FALLO_ERRNO`, or kills the
/// process with SIGKILL before (`FALLO_MATAR=antes`) or after (`despues`) the real call. Any
/// other value of `FALLO_MATAR` aborts the process with status 99 at once, so a misspelled mode
/// cannot pass for a kill or a failure.
///
/// `FALLO_REGISTRO=file` appends one line per matching call, `llamada ruta resultado` (the
/// `errno` after a failure: `flock t.json.lock -11`), and one line `FALLO accion llamada ruta`
/// when the fault fires: a test confirms the firing instead of inferring it.
/// `FALLO_PLANTAR=destino`: at the first matching `open` with `O_CREAT|O_EXCL`, a symlink to
/// `destino` is planted at the exact path being opened, then the real `open` runs.
enum Inyector {
  static let fuente = #"""
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <errno.h>
    #include <fcntl.h>
    #include <signal.h>
    #include <stdarg.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <sys/file.h>
    #include <sys/stat.h>
    #include <unistd.h>

    static int vistas = 0;
    static int plantado = 0;

    static void *real(const char *nombre) { return dlsym(RTLD_NEXT, nombre); }

    static int coincide_ruta(const char *ruta) {
      const char *parte = getenv("FALLO_RUTA");
      const char *exacta = getenv("FALLO_RUTA_EXACTA");
      if (!ruta) return 0;
      if (exacta) return strcmp(ruta, exacta) == 0;
      return !parte || strstr(ruta, parte) != NULL;
    }

    static int ruta_de(int fd, char *ruta, size_t tamano) {
      char enlace[64];
      snprintf(enlace, sizeof enlace, "/proc/self/fd/%d", fd);
      ssize_t n = readlink(enlace, ruta, tamano - 1);
      if (n < 0) return 0;
      ruta[n] = 0;
      return 1;
    }

    /* Appends one line to FALLO_REGISTRO with the real open/write/close (not ours). */
    static void anotar(const char *formato, ...) {
      const char *registro = getenv("FALLO_REGISTRO");
      if (!registro) return;
      char linea[8192];
      va_list a; va_start(a, formato); int n = vsnprintf(linea, sizeof linea, formato, a); va_end(a);
      if (n < 0) return;
      if (n >= (int)sizeof linea) n = sizeof linea - 1;
      int guardado = errno;
      int (*r_open)(const char *, int, ...) = real("open");
      ssize_t (*r_write)(int, const void *, size_t) = real("write");
      int (*r_close)(int) = real("close");
      int fd = r_open(registro, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
      if (fd >= 0) { r_write(fd, linea, n); r_close(fd); }
      errno = guardado;
    }

    /* 0: do nothing; 1: fail; 2: kill after the call. Kills at once for "antes". */
    static int decidir(const char *llamada, const char *ruta) {
      const char *objetivo = getenv("FALLO_LLAMADA");
      if (!objetivo || (strcmp(objetivo, "*") != 0 && strcmp(objetivo, llamada) != 0)) return 0;
      const char *vez = getenv("FALLO_VEZ");
      if (++vistas != (vez ? atoi(vez) : 1)) return 0;
      const char *matar = getenv("FALLO_MATAR");
      if (matar) {
        if (strcmp(matar, "antes") == 0) {
          anotar("FALLO matar-antes %s %s\n", llamada, ruta);
          kill(getpid(), SIGKILL);
        }
        if (strcmp(matar, "despues") == 0) {
          anotar("FALLO matar-despues %s %s\n", llamada, ruta);
          return 2;
        }
        anotar("FALLO_MATAR desconocido: %s\n", matar);
        _exit(99);
      }
      const char *e = getenv("FALLO_ERRNO");
      anotar("FALLO errno-%s %s %s\n", e ? e : "EIO", llamada, ruta);
      errno = e ? atoi(e) : EIO;
      return 1;
    }

    /* Every intercepted call: when its path matches, it is logged and maybe failed or killed. */
    #define PREVIO(llamada, ruta) \
      int coincide = coincide_ruta(ruta); \
      int d = coincide ? decidir(llamada, ruta) : 0; \
      if (d == 1) { anotar("%s %s -%d\n", llamada, ruta, errno); return -1; }
    #define POSTERIOR(llamada, ruta, r) \
      if (coincide) anotar("%s %s %ld\n", llamada, ruta, (long)(r) < 0 ? -(long)errno : (long)(r)); \
      if (d == 2) kill(getpid(), SIGKILL);

    static int abrir(const char *ruta, int flags, mode_t modo, const char *simbolo) {
      int (*r_open)(const char *, int, ...) = real(simbolo);
      PREVIO("open", ruta)
      const char *destino = getenv("FALLO_PLANTAR");
      if (coincide && destino && !plantado && (flags & O_CREAT) && (flags & O_EXCL)) {
        plantado = 1;
        int (*r_symlink)(const char *, const char *) = real("symlink");
        int p = r_symlink(destino, ruta);
        anotar("plantado %s %d\n", ruta, p);
      }
      int r = r_open(ruta, flags, modo);
      POSTERIOR("open", ruta, r)
      return r;
    }
    int open(const char *ruta, int flags, ...) {
      va_list a; va_start(a, flags); mode_t m = va_arg(a, mode_t); va_end(a);
      return abrir(ruta, flags, m, "open");
    }
    int open64(const char *ruta, int flags, ...) {
      va_list a; va_start(a, flags); mode_t m = va_arg(a, mode_t); va_end(a);
      return abrir(ruta, flags, m, "open64");
    }

    #define POR_DESCRIPTOR(tipo, nombre, firma, args) \
      tipo nombre firma { \
        tipo (*r) firma = real(#nombre); \
        char ruta[4096]; \
        if (!ruta_de(fd, ruta, sizeof ruta)) return r args; \
        PREVIO(#nombre, ruta) \
        tipo resultado = r args; \
        POSTERIOR(#nombre, ruta, resultado) \
        return resultado; \
      }
    POR_DESCRIPTOR(ssize_t, write, (int fd, const void *b, size_t n), (fd, b, n))
    POR_DESCRIPTOR(int, fsync, (int fd), (fd))
    POR_DESCRIPTOR(int, fdatasync, (int fd), (fd))
    POR_DESCRIPTOR(int, flock, (int fd, int operacion), (fd, operacion))
    POR_DESCRIPTOR(int, fchmod, (int fd, mode_t modo), (fd, modo))
    POR_DESCRIPTOR(int, fchown, (int fd, uid_t u, gid_t g), (fd, u, g))
    POR_DESCRIPTOR(int, ftruncate, (int fd, off_t n), (fd, n))

    int close(int fd) {
      int (*r)(int) = real("close");
      char ruta[4096];
      if (!ruta_de(fd, ruta, sizeof ruta)) return r(fd);
      int coincide = coincide_ruta(ruta);
      int d = coincide ? decidir("close", ruta) : 0;
      /* Linux frees the descriptor even when close fails: so does the injected failure. */
      if (d == 1) { int e = errno; r(fd); anotar("close %s -%d\n", ruta, e); errno = e; return -1; }
      int resultado = r(fd);
      POSTERIOR("close", ruta, resultado)
      return resultado;
    }

    #define POR_RUTAS(nombre) \
      int nombre(const char *de, const char *a) { \
        int (*r)(const char *, const char *) = real(#nombre); \
        PREVIO(#nombre, de) \
        int resultado = r(de, a); \
        POSTERIOR(#nombre, de, resultado) \
        return resultado; \
      }
    POR_RUTAS(rename)
    POR_RUTAS(link)

    int unlink(const char *ruta) {
      int (*r)(const char *) = real("unlink");
      PREVIO("unlink", ruta)
      int resultado = r(ruta);
      POSTERIOR("unlink", ruta, resultado)
      return resultado;
    }
    """#

  /// The compiled library (built once per test process).
  static let biblioteca: String? = {
    let carpeta = FileManager.default.temporaryDirectory
      .appendingPathComponent("marcador-inyector-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: carpeta, withIntermediateDirectories: true)
    let c = carpeta + "/inyector.c"
    let so = carpeta + "/inyector.so"
    guard (try? Data(fuente.utf8).write(to: URL(fileURLWithPath: c))) != nil,
      let e = try? Escenario(),
      let r = try? e.ejecutar(
        "/usr/bin/cc", ["-shared", "-fPIC", "-O1", "-Wall", "-o", so, c, "-ldl"], entrada: Data(),
        entorno: ["PATH": "/usr/bin:/bin"]),
      r.codigo == 0
    else { return nil }
    return so
  }()

  /// The lines of a run's log (`FALLO_REGISTRO`), empty if none was written.
  static func registro(_ ruta: String) -> [String] {
    ((try? String(contentsOfFile: ruta, encoding: .utf8)) ?? "").split(separator: "\n").map(
      String.init)
  }
}

extension Escenario {
  /// Runs `marcador --torneo t.json …` with the fault injector set up by `fallo`.
  func conFallo(_ argumentos: [String], _ fallo: [String: String]) throws -> Ejecucion {
    let biblioteca = try #require(Inyector.biblioteca, "the fault injector did not compile")
    return try enTorneo(argumentos, entorno: fallo.merging(["LD_PRELOAD": biblioteca]) { $1 })
  }
}
