// `make neon`: stage one's NEON classes (aarch64) against its byte-at-a-time classes, run
// under qemu-aarch64 on this x86-64 machine. Freestanding (no aarch64 libc needed): 20,000
// random 4 KiB texts of JSON's special bytes and others; the exit status is how many blocks
// differed (capped at 100). `scripts/neon.sh` builds and runs it.
#include "CIndiceJSON.h"
void *memset(void *d, int c, size_t n) { unsigned char *p = d; while (n--) *p++ = (unsigned char)c; return d; }
void *memcpy(void *d, const void *s, size_t n) { unsigned char *p = d; const unsigned char *q = s; while (n--) *p++ = *q++; return d; }
static uint64_t x = 88172645463325252ULL;
static uint64_t rnd(void) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x; }
static long sys_exit(long code) { register long x8 __asm__("x8") = 93; register long x0 __asm__("x0") = code; __asm__ volatile("svc 0" : "+r"(x0) : "r"(x8) : "memory"); return x0; }
// The bytes JSON cares about, and some others, so that every class meets every other.
static const uint8_t alfabeto[] = {'"','\\',' ','\n','{','}','[',']',':',',','a','1',0x80,0xC3,0x01,'\t','\r','-','e',0xFF,0x7F,0x20};
static uint8_t buf[64 * 64];
void _start(void) {
  long fallos = 0;
  for (int it = 0; it < 20000; it++) {
    unsigned sesgo = (unsigned)(rnd() % 4);
    for (int k = 0; k < 64 * 64; k++) {
      uint64_t r = rnd();
      buf[k] = (r & 0x300) == 0 ? (uint8_t)(r >> 16) : alfabeto[(r >> 24) % (sizeof alfabeto - (sesgo ? 6 : 0))];
    }
    IndiceJSONEstado a = {0, 0, 0}, b = {0, 0, 0};
    uint64_t ma[64], mb[64];
    indice_json_marcar(buf, 64, &a, ma, 2);
    indice_json_marcar_portable(buf, 64, &b, mb);
    for (int k = 0; k < 64; k++) if (ma[k] != mb[k]) fallos++;
    if (a.dentro != b.dentro || a.escapado != b.escapado || a.escalar != b.escalar) fallos++;
  }
  sys_exit(fallos > 100 ? 100 : fallos);
}
