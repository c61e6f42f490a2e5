// The few system calls the Swift Glibc module does not offer (it imports glibc's headers
// without _GNU_SOURCE). Header-only `static inline` wrappers, declared here rather than
// included, so the declarations do not depend on how those headers were built.
#ifndef CSISTEMA_H
#define CSISTEMA_H

#if defined(__linux__)
/// Starts writing the dirty pages of bytes `desde..<desde+cuantos` of `fd` to the disk and
/// returns at once (`sync_file_range(2)` with SYNC_FILE_RANGE_WRITE): a later fsync then waits
/// for less. Only a hint: it syncs no metadata and promises nothing; -1 with errno if the file
/// system refuses it.
static inline int sistema_empezar_a_escribir(int fd, long long desde, long long cuantos) {
  extern int sync_file_range(int fd, long long offset, long long nbytes, unsigned int flags);
  return sync_file_range(fd, desde, cuantos, 2 /* SYNC_FILE_RANGE_WRITE */);
}
#else
static inline int sistema_empezar_a_escribir(int fd, long long desde, long long cuantos) {
  (void)fd;
  (void)desde;
  (void)cuantos;
  return 0;
}
#endif

#endif
