import Foundation
import Testing

/// A fault injector for the save protocol: a tiny `LD_PRELOAD` library, compiled once by the
/// tests with the system's C compiler, that intercepts `open`, `write`, `fsync`, `close`,
/// `rename` and `link`. When a call matches (`FALLO_LLAMADA`, and a path containing
/// `FALLO_RUTA` or equal to `FALLO_RUTA_EXACTA`; for descriptors, the path they were opened
/// with), its `FALLO_VEZ`-th occurrence either fails with `FALLO_ERRNO`, or kills the process
/// with SIGKILL before (`FALLO_MATAR=antes`) or after (`despues`) the real call.
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
    #include <unistd.h>

    static int vistas = 0;

    static int coincide_ruta(const char *ruta) {
      const char *parte = getenv("FALLO_RUTA");
      const char *exacta = getenv("FALLO_RUTA_EXACTA");
      if (!ruta) return 0;
      if (exacta) return strcmp(ruta, exacta) == 0;
      return !parte || strstr(ruta, parte) != NULL;
    }

    static int coincide_fd(int fd) {
      char enlace[64], ruta[4096];
      snprintf(enlace, sizeof enlace, "/proc/self/fd/%d", fd);
      ssize_t n = readlink(enlace, ruta, sizeof ruta - 1);
      if (n < 0) return 0;
      ruta[n] = 0;
      return coincide_ruta(ruta);
    }

    /* 0: do nothing; 1: fail; 2: kill after the call. Kills at once for "antes". */
    static int decidir(const char *llamada, int coincide) {
      const char *objetivo = getenv("FALLO_LLAMADA");
      if (!objetivo || strcmp(objetivo, llamada) != 0 || !coincide) return 0;
      const char *vez = getenv("FALLO_VEZ");
      if (++vistas != (vez ? atoi(vez) : 1)) return 0;
      const char *matar = getenv("FALLO_MATAR");
      if (matar && strcmp(matar, "antes") == 0) kill(getpid(), SIGKILL);
      if (matar && strcmp(matar, "despues") == 0) return 2;
      const char *e = getenv("FALLO_ERRNO");
      errno = e ? atoi(e) : EIO;
      return 1;
    }

    static void *real(const char *nombre) { return dlsym(RTLD_NEXT, nombre); }

    static int abrir(const char *ruta, int flags, mode_t modo, const char *simbolo) {
      typedef int (*tipo)(const char *, int, ...);
      tipo real = (tipo)dlsym(RTLD_NEXT, simbolo);
      int d = decidir("open", coincide_ruta(ruta));
      if (d == 1) return -1;
      int r = real(ruta, flags, modo);
      if (d == 2) kill(getpid(), SIGKILL);
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
    ssize_t write(int fd, const void *b, size_t n) {
      ssize_t (*real_write)(int, const void *, size_t) = real("write");
      int d = decidir("write", coincide_fd(fd));
      if (d == 1) return -1;
      ssize_t r = real_write(fd, b, n);
      if (d == 2) kill(getpid(), SIGKILL);
      return r;
    }
    int fsync(int fd) {
      int (*real_fsync)(int) = real("fsync");
      int d = decidir("fsync", coincide_fd(fd));
      if (d == 1) return -1;
      int r = real_fsync(fd);
      if (d == 2) kill(getpid(), SIGKILL);
      return r;
    }
    int close(int fd) {
      int (*real_close)(int) = real("close");
      int d = decidir("close", coincide_fd(fd));
      if (d == 1) { real_close(fd); errno = EIO; return -1; }
      int r = real_close(fd);
      if (d == 2) kill(getpid(), SIGKILL);
      return r;
    }
    int rename(const char *de, const char *a) {
      int (*real_rename)(const char *, const char *) = real("rename");
      int d = decidir("rename", coincide_ruta(de));
      if (d == 1) return -1;
      int r = real_rename(de, a);
      if (d == 2) kill(getpid(), SIGKILL);
      return r;
    }
    int link(const char *de, const char *a) {
      int (*real_link)(const char *, const char *) = real("link");
      int d = decidir("link", coincide_ruta(de));
      if (d == 1) return -1;
      int r = real_link(de, a);
      if (d == 2) kill(getpid(), SIGKILL);
      return r;
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
        "/usr/bin/cc", ["-shared", "-fPIC", "-O1", "-o", so, c, "-ldl"], entrada: Data(),
        entorno: ["PATH": "/usr/bin:/bin"]),
      r.codigo == 0
    else { return nil }
    return so
  }()
}
