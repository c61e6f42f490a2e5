// The structural index of a JSON text, 64 bytes at a time: stage one of the tournament
// reader (Sources/Torneo/Validador.swift is stage two). Header-only `static inline` code, so
// Swift inlines it and `swiftc` can build the fuzz targets from the sources alone.
//
// Per 64-byte block it finds, with SSE2 on x86-64 (baseline: every x86-64 has it) and one byte
// at a time elsewhere, the positions stage two walks:
//   - every `{ } [ ] : ,` outside strings;
//   - every quote that opens or closes a string (a quote after an odd run of backslashes is
//     escaped, and is string content);
//   - inside strings, every byte that is not plain printable ASCII: a backslash, a control
//     character or a byte of a multi-byte UTF-8 sequence (stage two validates those strings
//     byte by byte);
//   - outside strings, the first byte of every run of other bytes (numbers, literals, junk):
//     stage two parses the run and checks it ends where white space or a structural byte does.
// White space outside strings and plain string content are never visited again.
#ifndef C_INDICE_JSON_H
#define C_INDICE_JSON_H

#include <stddef.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#endif
#if defined(__aarch64__)
#include <arm_neon.h>
#endif

/// What one block leaves to the next.
typedef struct {
  /// All ones when the next block starts inside a string, else zero.
  uint64_t dentro;
  /// 1 when the next block's first byte is escaped (the block ended in an odd backslash run).
  uint64_t escapado;
  /// 1 when the block's last byte belonged to a run of scalar bytes.
  uint64_t escalar;
} IndiceJSONEstado;

/// The classes of one block's bytes, one bit per byte (bit k is byte k).
typedef struct {
  uint64_t comillas, barras, blancos, estructurales, raros;
} IndiceJSONClases;

/// Bytes that are escaped: those after an odd run of backslashes (a run may start in an
/// earlier block, through `estado->escapado`). Runs of backslashes are rare, so this walks
/// them one by one.
static inline uint64_t indice_json_escapados(uint64_t barras, IndiceJSONEstado *estado) {
  uint64_t escapados = estado->escapado;
  estado->escapado = 0;
  uint64_t quedan = barras & ~escapados;
  while (quedan) {
    unsigned k = (unsigned)__builtin_ctzll(quedan);
    quedan &= quedan - 1;
    if (k == 63) {
      estado->escapado = 1;
    } else {
      uint64_t siguiente = (uint64_t)1 << (k + 1);
      escapados |= siguiente;
      quedan &= ~siguiente;
    }
  }
  return escapados;
}

/// Bit k set when an odd number of bits at positions 0...k are set.
static inline uint64_t indice_json_paridad(uint64_t x) {
  x ^= x << 1;
  x ^= x << 2;
  x ^= x << 4;
  x ^= x << 8;
  x ^= x << 16;
  x ^= x << 32;
  return x;
}

/// The quotes of one block that are not escaped.
static inline uint64_t indice_json_comillas(IndiceJSONClases c, IndiceJSONEstado *estado) {
  uint64_t escapados =
      (c.barras | estado->escapado) ? indice_json_escapados(c.barras, estado) : 0;
  return c.comillas & ~escapados;
}

/// The marks of one block, given its unescaped quotes and their prefix parity (`paridad`, bit
/// k set when an odd number of them lie at 0...k).
static inline uint64_t indice_json_marcas(IndiceJSONClases c, uint64_t comillas,
                                          uint64_t paridad, IndiceJSONEstado *estado) {
  uint64_t dentro = paridad ^ estado->dentro;
  estado->dentro = (uint64_t)((int64_t)dentro >> 63);
  uint64_t fuera = ~dentro & ~comillas;
  uint64_t escalares = fuera & ~c.blancos & ~c.estructurales;
  uint64_t inicios = escalares & ~((escalares << 1) | estado->escalar);
  estado->escalar = escalares >> 63;
  return (c.estructurales & fuera) | comillas | (c.raros & dentro & ~comillas) | inicios;
}

/// The marks of one block: bit k set when stage two must look at byte k.
static inline uint64_t indice_json_bloque(IndiceJSONClases c, IndiceJSONEstado *estado) {
  uint64_t comillas = indice_json_comillas(c, estado);
  return indice_json_marcas(c, comillas, indice_json_paridad(comillas), estado);
}

/// The classes of 64 bytes, one byte at a time: the reference the SIMD version must equal, and
/// the version used where there is no SSE2.
static inline IndiceJSONClases indice_json_clases_portable(const uint8_t *p) {
  IndiceJSONClases c = {0, 0, 0, 0, 0};
  for (unsigned k = 0; k < 64; k++) {
    uint8_t b = p[k];
    uint64_t bit = (uint64_t)1 << k;
    if (b == 0x22) c.comillas |= bit;
    if (b == 0x5C) c.barras |= bit;
    if (b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D) c.blancos |= bit;
    if (b == 0x7B || b == 0x7D || b == 0x5B || b == 0x5D || b == 0x3A || b == 0x2C)
      c.estructurales |= bit;
    if (b == 0x5C || b < 0x20 || b >= 0x80) c.raros |= bit;
  }
  return c;
}

#if defined(__SSE2__)
static inline IndiceJSONClases indice_json_clases_sse2(const uint8_t *p) {
  IndiceJSONClases c = {0, 0, 0, 0, 0};
  const __m128i comilla = _mm_set1_epi8(0x22), barra = _mm_set1_epi8(0x5C);
  const __m128i espacio = _mm_set1_epi8(0x20), salto = _mm_set1_epi8(0x0A);
  const __m128i tab = _mm_set1_epi8(0x09), retorno = _mm_set1_epi8(0x0D);
  const __m128i minuscula = _mm_set1_epi8(0x20), llaveAbre = _mm_set1_epi8(0x7B);
  const __m128i llaveCierra = _mm_set1_epi8(0x7D), dosPuntos = _mm_set1_epi8(0x3A);
  const __m128i coma = _mm_set1_epi8(0x2C);
  for (unsigned j = 0; j < 4; j++) {
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * j));
    __m128i esComilla = _mm_cmpeq_epi8(v, comilla);
    __m128i esBarra = _mm_cmpeq_epi8(v, barra);
    __m128i esBlanco = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, espacio), _mm_cmpeq_epi8(v, salto)),
                                    _mm_or_si128(_mm_cmpeq_epi8(v, tab), _mm_cmpeq_epi8(v, retorno)));
    // `[` and `]` are `{` and `}` without the 0x20 bit.
    __m128i conMinuscula = _mm_or_si128(v, minuscula);
    __m128i esEstructural =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(conMinuscula, llaveAbre),
                                  _mm_cmpeq_epi8(conMinuscula, llaveCierra)),
                     _mm_or_si128(_mm_cmpeq_epi8(v, dosPuntos), _mm_cmpeq_epi8(v, coma)));
    // Signed, bytes from 0x80 up are negative: below 0x20 takes controls and UTF-8 at once.
    __m128i esRaro = _mm_or_si128(esBarra, _mm_cmplt_epi8(v, espacio));
    unsigned desplazamiento = 16 * j;
    c.comillas |= (uint64_t)(uint16_t)_mm_movemask_epi8(esComilla) << desplazamiento;
    c.barras |= (uint64_t)(uint16_t)_mm_movemask_epi8(esBarra) << desplazamiento;
    c.blancos |= (uint64_t)(uint16_t)_mm_movemask_epi8(esBlanco) << desplazamiento;
    c.estructurales |= (uint64_t)(uint16_t)_mm_movemask_epi8(esEstructural) << desplazamiento;
    c.raros |= (uint64_t)(uint16_t)_mm_movemask_epi8(esRaro) << desplazamiento;
  }
  return c;
}
#endif

#if defined(__aarch64__)
/// One bit per byte of four 16-byte masks (0x00 or 0xFF per byte): each byte keeps its own
/// bit of a weight, and three rounds of pairwise sums gather the weights eight by eight.
static inline uint64_t indice_json_mascara_neon(uint8x16_t a, uint8x16_t b, uint8x16_t c,
                                                uint8x16_t d) {
  const uint8x16_t pesos = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
  uint8x16_t ab = vpaddq_u8(vandq_u8(a, pesos), vandq_u8(b, pesos));
  uint8x16_t cd = vpaddq_u8(vandq_u8(c, pesos), vandq_u8(d, pesos));
  uint8x16_t todo = vpaddq_u8(ab, cd);
  todo = vpaddq_u8(todo, todo);
  return vgetq_lane_u64(vreinterpretq_u64_u8(todo), 0);
}

static inline IndiceJSONClases indice_json_clases_neon(const uint8_t *p) {
  uint8x16_t comillas[4], barras[4], blancos[4], estructurales[4], raros[4];
  for (unsigned j = 0; j < 4; j++) {
    uint8x16_t v = vld1q_u8(p + 16 * j);
    uint8x16_t conMinuscula = vorrq_u8(v, vdupq_n_u8(0x20));
    comillas[j] = vceqq_u8(v, vdupq_n_u8(0x22));
    barras[j] = vceqq_u8(v, vdupq_n_u8(0x5C));
    blancos[j] = vorrq_u8(vorrq_u8(vceqq_u8(v, vdupq_n_u8(0x20)), vceqq_u8(v, vdupq_n_u8(0x0A))),
                          vorrq_u8(vceqq_u8(v, vdupq_n_u8(0x09)), vceqq_u8(v, vdupq_n_u8(0x0D))));
    estructurales[j] =
        vorrq_u8(vorrq_u8(vceqq_u8(conMinuscula, vdupq_n_u8(0x7B)),
                          vceqq_u8(conMinuscula, vdupq_n_u8(0x7D))),
                 vorrq_u8(vceqq_u8(v, vdupq_n_u8(0x3A)), vceqq_u8(v, vdupq_n_u8(0x2C))));
    // Unsigned here: below 0x20, or from 0x80 up.
    raros[j] = vorrq_u8(barras[j], vorrq_u8(vcltq_u8(v, vdupq_n_u8(0x20)),
                                            vcgeq_u8(v, vdupq_n_u8(0x80))));
  }
  IndiceJSONClases c;
  c.comillas = indice_json_mascara_neon(comillas[0], comillas[1], comillas[2], comillas[3]);
  c.barras = indice_json_mascara_neon(barras[0], barras[1], barras[2], barras[3]);
  c.blancos = indice_json_mascara_neon(blancos[0], blancos[1], blancos[2], blancos[3]);
  c.estructurales = indice_json_mascara_neon(estructurales[0], estructurales[1],
                                             estructurales[2], estructurales[3]);
  c.raros = indice_json_mascara_neon(raros[0], raros[1], raros[2], raros[3]);
  return c;
}
#endif

#if defined(__x86_64__)
// Wider versions for the CPUs that have them, chosen at run time (the binary itself asks for
// nothing beyond baseline x86-64): the same classes, 32 or 64 bytes per instruction. They
// also have PCLMULQDQ, which gives the quotes' prefix parity in one carry-less multiply by
// all ones; and they keep the carried state in registers for the whole window.
//
// White space and structural characters are found with two 16-entry tables, one indexed by
// each half of the byte: a byte is in a class when both of its halves' entries have the
// class's bit. Bits 0-2 are structural (`,`; `:`; `[ ] { }`), bits 3-4 white space (space;
// tab, line feed, carriage return).
#define INDICE_JSON_BAJOS 8, 0, 0, 0, 0, 0, 0, 0, 0, 16, 18, 4, 1, 20, 0, 0
#define INDICE_JSON_ALTOS 16, 0, 9, 2, 0, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0
#define INDICE_JSON_ESTRUCTURAL 0x07
#define INDICE_JSON_BLANCO 0x18

__attribute__((target("pclmul"))) static inline uint64_t indice_json_paridad_clmul(uint64_t x) {
  return (uint64_t)_mm_cvtsi128_si64(
      _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)x), _mm_set1_epi8(-1), 0));
}

__attribute__((target("pclmul"))) static inline uint64_t indice_json_bloque_clmul(
    IndiceJSONClases c, IndiceJSONEstado *estado) {
  uint64_t comillas = indice_json_comillas(c, estado);
  return indice_json_marcas(c, comillas, indice_json_paridad_clmul(comillas), estado);
}

__attribute__((target("avx2,pclmul"))) static inline void indice_json_marcar_avx2(
    const uint8_t *p, size_t bloques, IndiceJSONEstado *estado, uint64_t *marcas) {
  const __m256i comilla = _mm256_set1_epi8(0x22), barra = _mm256_set1_epi8(0x5C);
  const __m256i espacio = _mm256_set1_epi8(0x20), nibble = _mm256_set1_epi8(0x0F);
  const __m256i bajos = _mm256_setr_epi8(INDICE_JSON_BAJOS, INDICE_JSON_BAJOS);
  const __m256i altos = _mm256_setr_epi8(INDICE_JSON_ALTOS, INDICE_JSON_ALTOS);
  const __m256i estructural = _mm256_set1_epi8(INDICE_JSON_ESTRUCTURAL);
  const __m256i blanco = _mm256_set1_epi8(INDICE_JSON_BLANCO);
  const __m256i cero = _mm256_setzero_si256();
  IndiceJSONEstado local = *estado;
  for (size_t k = 0; k < bloques; k++) {
    IndiceJSONClases c = {0, 0, 0, 0, 0};
    for (unsigned j = 0; j < 2; j++) {
      __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(p + 64 * k + 32 * j));
      __m256i clase = _mm256_and_si256(
          _mm256_shuffle_epi8(bajos, _mm256_and_si256(v, nibble)),
          _mm256_shuffle_epi8(altos, _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble)));
      __m256i esBarra = _mm256_cmpeq_epi8(v, barra);
      __m256i noBlanco = _mm256_cmpeq_epi8(_mm256_and_si256(clase, blanco), cero);
      __m256i noEstructural = _mm256_cmpeq_epi8(_mm256_and_si256(clase, estructural), cero);
      __m256i esRaro = _mm256_or_si256(esBarra, _mm256_cmpgt_epi8(espacio, v));
      unsigned d = 32 * j;
      c.comillas |= (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, comilla)) << d;
      c.barras |= (uint64_t)(uint32_t)_mm256_movemask_epi8(esBarra) << d;
      c.blancos |= (uint64_t)(uint32_t)~_mm256_movemask_epi8(noBlanco) << d;
      c.estructurales |= (uint64_t)(uint32_t)~_mm256_movemask_epi8(noEstructural) << d;
      c.raros |= (uint64_t)(uint32_t)_mm256_movemask_epi8(esRaro) << d;
    }
    marcas[k] = indice_json_bloque_clmul(c, &local);
  }
  *estado = local;
}

__attribute__((target("avx512f,avx512bw,pclmul"))) static inline void indice_json_marcar_avx512(
    const uint8_t *p, size_t bloques, IndiceJSONEstado *estado, uint64_t *marcas) {
  const __m512i comilla = _mm512_set1_epi8(0x22), barra = _mm512_set1_epi8(0x5C);
  const __m512i espacio = _mm512_set1_epi8(0x20), nibble = _mm512_set1_epi8(0x0F);
  const __m512i bajos = _mm512_broadcast_i32x4(_mm_setr_epi8(INDICE_JSON_BAJOS));
  const __m512i altos = _mm512_broadcast_i32x4(_mm_setr_epi8(INDICE_JSON_ALTOS));
  const __m512i estructural = _mm512_set1_epi8(INDICE_JSON_ESTRUCTURAL);
  const __m512i blanco = _mm512_set1_epi8(INDICE_JSON_BLANCO);
  IndiceJSONEstado local = *estado;
  for (size_t k = 0; k < bloques; k++) {
    __m512i v = _mm512_loadu_si512((const void *)(p + 64 * k));
    __m512i clase = _mm512_and_si512(
        _mm512_shuffle_epi8(bajos, _mm512_and_si512(v, nibble)),
        _mm512_shuffle_epi8(altos, _mm512_and_si512(_mm512_srli_epi16(v, 4), nibble)));
    IndiceJSONClases c;
    c.comillas = _mm512_cmpeq_epi8_mask(v, comilla);
    c.barras = _mm512_cmpeq_epi8_mask(v, barra);
    c.blancos = _mm512_test_epi8_mask(clase, blanco);
    c.estructurales = _mm512_test_epi8_mask(clase, estructural);
    c.raros = c.barras | _mm512_cmplt_epi8_mask(v, espacio);
    marcas[k] = indice_json_bloque_clmul(c, &local);
  }
  *estado = local;
}

#undef INDICE_JSON_BAJOS
#undef INDICE_JSON_ALTOS
#undef INDICE_JSON_ESTRUCTURAL
#undef INDICE_JSON_BLANCO

/// 0: SSE2 only; 1: AVX2; 2: AVX-512BW (both with PCLMULQDQ), as the CPU and the kernel allow
/// (the kernel must save the wider registers: XGETBV). Asked once; a relaxed atomic, so threads
/// may race to ask.
static inline int indice_json_nivel(void) {
  static int nivel = -1;
  int visto = __atomic_load_n(&nivel, __ATOMIC_RELAXED);
  if (visto >= 0) return visto;
  unsigned a, b, c, d;
  int hallado = 0;
  if (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_OSXSAVE) && (c & bit_AVX) &&
      (c & bit_PCLMUL)) {
    unsigned bajo, alto;
    __asm__("xgetbv" : "=a"(bajo), "=d"(alto) : "c"(0));
    if ((bajo & 0x6) == 0x6 && __get_cpuid_count(7, 0, &a, &b, &c, &d)) {
      if (b & bit_AVX2) hallado = 1;
      if ((bajo & 0xE6) == 0xE6 && (b & bit_AVX512F) && (b & bit_AVX512BW)) hallado = 2;
    }
  }
  __atomic_store_n(&nivel, hallado, __ATOMIC_RELAXED);
  return hallado;
}
#endif

/// Marks `bloques` whole blocks from `p`: one word per block in `marcas`. `anchura` caps the
/// instructions used: 0 SSE2 (NEON on aarch64, bytes elsewhere), 1 AVX2, 2 AVX-512BW, as the
/// CPU allows (the tests ask for each one to compare them).
static inline void indice_json_marcar(const uint8_t *p, size_t bloques, IndiceJSONEstado *estado,
                                      uint64_t *marcas, int anchura) {
#if defined(__x86_64__)
  int nivel = indice_json_nivel();
  if (anchura < nivel) nivel = anchura;
  if (nivel == 2) {
    indice_json_marcar_avx512(p, bloques, estado, marcas);
    return;
  }
  if (nivel == 1) {
    indice_json_marcar_avx2(p, bloques, estado, marcas);
    return;
  }
#else
  (void)anchura;
#endif
  IndiceJSONEstado local = *estado;
  for (size_t k = 0; k < bloques; k++) {
#if defined(__SSE2__)
    marcas[k] = indice_json_bloque(indice_json_clases_sse2(p + 64 * k), &local);
#elif defined(__aarch64__)
    marcas[k] = indice_json_bloque(indice_json_clases_neon(p + 64 * k), &local);
#else
    marcas[k] = indice_json_bloque(indice_json_clases_portable(p + 64 * k), &local);
#endif
  }
  *estado = local;
}

/// The same, one byte at a time everywhere: the reference the tests compare the others with.
static inline void indice_json_marcar_portable(const uint8_t *p, size_t bloques,
                                               IndiceJSONEstado *estado, uint64_t *marcas) {
  for (size_t k = 0; k < bloques; k++) {
    marcas[k] = indice_json_bloque(indice_json_clases_portable(p + 64 * k), estado);
  }
}

/// Stage one run ahead on a thread of its own (a large file): it publishes how many blocks it
/// has marked with a release store, and stage two reads that count with an acquire load, so
/// the marks it then reads are the ones written.
static inline void indice_json_publicar(uint64_t *contador, uint64_t valor) {
  __atomic_store_n(contador, valor, __ATOMIC_RELEASE);
}

static inline uint64_t indice_json_leer(const uint64_t *contador) {
  return __atomic_load_n(contador, __ATOMIC_ACQUIRE);
}

/// Waits until `*contador` is more than `mas_que` and returns it: a short spin (stage one is
/// several times faster than stage two, so it is rarely behind), then yielding the processor
/// (POSIX's `sched_yield`, declared here rather than included: `make neon` builds this header
/// freestanding).
static inline uint64_t indice_json_esperar(const uint64_t *contador, uint64_t mas_que) {
  extern int sched_yield(void);
  unsigned vueltas = 0;
  uint64_t visto;
  while ((visto = __atomic_load_n(contador, __ATOMIC_ACQUIRE)) <= mas_que) {
    if (++vueltas < 256) {
#if defined(__x86_64__)
      __builtin_ia32_pause();
#elif defined(__aarch64__)
      __asm__ __volatile__("yield");
#endif
    } else {
      sched_yield();
    }
  }
  return visto;
}

#endif
