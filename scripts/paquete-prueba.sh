#!/bin/bash
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
#
# make paquete-prueba: the .deb `make paquete` built, installed with apt in a fresh minimal
# Debian bookworm (debootstrap --variant=minbase, in a temporary folder) and used there, with
# no Swift toolchain and no build tools. Prints each step; stops at the first that fails.
#
#   scripts/paquete-prueba.sh PAQUETE.deb
#
# MARCADOR_ESPEJO is the Debian mirror (default: the one this machine's apt uses). The chroot
# gets /proc and /dev, and the socket folder of a throwaway server (scripts/servidor.sh,
# outside the chroot) at the same path; the trap unmounts them and deletes the folder and
# the server whatever happens.
set -euo pipefail

if [ "$(id -u)" != 0 ]; then exec sudo "$0" "$@"; fi
[ $# = 1 ] && [ -f "$1" ] || { echo "uso: $0 PAQUETE.deb" >&2; exit 64; }
deb=$(realpath "$1")
scripts=$(cd "$(dirname "$0")" && pwd -P)

# The mirror that serves bookworm to this machine: deb822 sources first, then sources.list.
espejo_local() {
  local f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk 'BEGIN { RS = ""; FS = "\n" }
      /(^|\n)Suites:[^\n]*bookworm( |\n|$)/ && /(^|\n)Components:[^\n]*main/ {
        for (i = 1; i <= NF; i++) if ($i ~ /^URIs:/) { split($i, u, " "); print u[2]; exit } }' "$f"
  done
  awk '$1 == "deb" && $3 == "bookworm" { print $2 }' /etc/apt/sources.list 2>/dev/null || true
}
espejo=${MARCADOR_ESPEJO:-$(espejo_local | grep -v security | head -n1)}
espejo=${espejo:-http://deb.debian.org/debian}

raiz=$(mktemp -d /tmp/marcador-chroot.XXXXXX)
# A system's root is 0755 (mktemp's 0700 would lock out _apt and man-db's `man` user).
chmod 755 "$raiz"
servidor=
limpiar() {
  local estado=$? punto
  # Deepest first; each mount is ours (made below), under the temporary folder.
  for punto in $(findmnt -rn -o TARGET | grep "^$raiz/" | sort -r); do
    umount "$punto" || umount -l "$punto" || true
  done
  if findmnt -rn -o TARGET | grep -q "^$raiz/"; then
    echo "paquete-prueba: mounts left under $raiz; not deleting it" >&2
  else
    rm -rf --one-file-system "$raiz"
  fi
  [ -z "$servidor" ] || "$scripts/servidor.sh" wipe paquete
  exit "$estado"
}
trap limpiar EXIT
trap 'exit 130' INT TERM

paso() { printf '\n== %s\n' "$*"; }
# A command inside the chroot, with a clean environment: no toolchain on PATH.
dentro() {
  chroot "$raiz" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin HOME=/root LANG=C.UTF-8 \
    TERM=dumb DEBIAN_FRONTEND=noninteractive "$@"
}
falla() { echo "FAIL: $*" >&2; exit 1; }
# A command inside the chroot whose chatter is shown only if it fails.
callado() {
  dentro "$@" >"$raiz/root/salida.log" 2>&1 || { cat "$raiz/root/salida.log" >&2; falla "$*"; }
}
# apt-get inside the chroot, quietly. No pty: /dev/pts is not mounted.
apt() { callado apt-get -o Dpkg::Use-Pty=0 -y -qq "$@"; }

paso "debootstrap --variant=minbase bookworm from $espejo"
debootstrap --variant=minbase bookworm "$raiz" "$espejo" >"$raiz.log" 2>&1 ||
  { tail -n 20 "$raiz.log" >&2; rm -f "$raiz.log"; falla "debootstrap"; }
rm -f "$raiz.log"
mount -t proc proc "$raiz/proc"
mount --bind /dev "$raiz/dev"
cp /etc/resolv.conf "$raiz/etc/resolv.conf"
dentro sh -c 'echo "deb '"$espejo"' bookworm main" > /etc/apt/sources.list'
apt update

paso "apt install ./$(basename "$deb")"
cp "$deb" "$raiz/tmp/"
callado apt -o Dpkg::Use-Pty=0 -y install "./tmp/$(basename "$deb")"
dentro dpkg -s libpq5 | grep '^Status: install ok installed' >/dev/null || falla "libpq5 (Recommends) not installed"
echo "ok: marcador installed, and libpq5 with it (Recommends)"
dentro dpkg -s marcador | grep -E '^(Version|Depends|Recommends):'
dentro dpkg -L marcador >"$raiz/root/dpkg-L-antes"
while IFS= read -r ruta; do [ -d "$raiz$ruta" ] || echo "$ruta"; done <"$raiz/root/dpkg-L-antes"
for orden in swift swiftc cc gcc make; do
  if dentro sh -c "command -v $orden" >/dev/null; then falla "$orden is in the chroot"; fi
done
echo "ok: no swift, swiftc, cc, gcc or make in the chroot"
dentro ldd /usr/bin/marcador
dentro ldd /usr/bin/marcador | grep -E 'swift|not found' && falla "a library the binary needs is missing"
echo "ok: the Swift runtime is in the binary"

paso "marcador --version"
dentro marcador --version
version=$(dentro marcador --version)
[ "$version" = "marcador $(dpkg-deb -f "$deb" Version | sed 's/-[^-]*$//')" ] ||
  falla "marcador --version says «$version», the package $(dpkg-deb -f "$deb" Version)"

paso "marcador --torneo /root/liga.json iniciar --ejemplo"
dentro marcador --torneo /root/liga.json iniciar --ejemplo
dentro marcador --torneo /root/liga.json equipos

paso "printf 'Bea\\n7\\n' | marcador --torneo /root/liga.json anadir 'Rayo FC'"
printf 'Bea\n7\n' | dentro marcador --torneo /root/liga.json anadir 'Rayo FC'
dentro marcador --torneo /root/liga.json plantilla 'Rayo FC' | grep 'Bea' >/dev/null ||
  falla "Bea is not in Rayo FC's roster"
echo "ok: Bea is in Rayo FC's roster"

paso "man marcador (man-db installed in the chroot)"
apt install man-db
dentro sh -c 'MANWIDTH=80 man marcador >/tmp/man.txt 2>/tmp/man.err' ||
  falla "man marcador: $(cat "$raiz/tmp/man.err")"
[ ! -s "$raiz/tmp/man.err" ] || falla "man marcador warns: $(cat "$raiz/tmp/man.err")"
head -n 8 "$raiz/tmp/man.txt"
grep 'EXIT STATUS' "$raiz/tmp/man.txt" >/dev/null || falla "man marcador has no EXIT STATUS"
echo "ok: the page renders, with no warning"

paso "bash completion (bash-completion installed in the chroot)"
apt install bash-completion
dentro env MARCADOR_TORNEO=/root/liga.json bash -c '
  source /usr/share/bash-completion/bash_completion
  __load_completion marcador
  complete -p marcador || exit 1
  funcion=$(complete -p marcador | sed -n "s/.*-F \([^ ]*\) .*/\1/p")
  COMP_LINE="marcador plantilla Ra"; COMP_POINT=${#COMP_LINE}
  COMP_WORDS=(marcador plantilla Ra); COMP_CWORD=2
  "$funcion" marcador Ra plantilla
  printf "marcador plantilla Ra<TAB> -> %s\n" "${COMPREPLY[@]}"
  [ "${COMPREPLY[*]}" = "Rayo\ FC" ]' || falla "bash completion of a team"
echo "ok: a team name completes"

paso "a server URL without libpq5"
"$scripts/servidor.sh" wipe paquete
url=$("$scripts/servidor.sh" start paquete)
servidor=$url
carpeta=${url#*host=}
carpeta=${carpeta%%&*}
mkdir -p "$raiz$carpeta"
mount --bind "$carpeta" "$raiz$carpeta"
apt remove libpq5
dentro dpkg -s marcador >/dev/null || falla "removing libpq5 removed marcador"
for idioma in C.UTF-8 en_US.UTF-8; do
  codigo=0
  salida=$(dentro env LANG=$idioma marcador --torneo "$url" equipos 2>&1) || codigo=$?
  printf '%s (exit %s)\n' "$salida" "$codigo"
  [ "$codigo" = 69 ] || falla "exit $codigo, not 69 (EX_UNAVAILABLE)"
  case $salida in *libpq5*) ;; *) falla "the message does not name libpq5" ;; esac
done

paso "apt install libpq5, then the same URL"
apt install libpq5
dentro marcador --torneo "$url" iniciar --ejemplo
dentro marcador --torneo "$url" equipos
printf 'Bea\n7\n' | dentro marcador --torneo "$url" anadir 'Rayo FC'
dentro marcador --torneo "$url" plantilla 'Rayo FC' | grep 'Bea' >/dev/null ||
  falla "Bea is not in Rayo FC's roster on the server"
echo "ok: the server league works"

paso "apt remove --purge marcador"
apt remove --purge marcador
dentro dpkg -s marcador >/dev/null 2>&1 && falla "marcador is still known to dpkg"
quedan=0
while IFS= read -r ruta; do
  [ "$ruta" != /. ] || continue
  [ -e "$raiz$ruta" ] || [ -L "$raiz$ruta" ] || continue
  # A folder another package owns (/usr/bin, /usr/share/man/man1…) stays, and should.
  dentro dpkg -S "$ruta" >/dev/null 2>&1 && continue
  echo "left behind: $ruta"
  quedan=1
done <"$raiz/root/dpkg-L-antes"
[ "$quedan" = 0 ] || falla "files of the package left behind"
echo "ok: none of the $(wc -l <"$raiz/root/dpkg-L-antes") paths dpkg -L listed is left but folders other packages own"

paso "all steps passed"
