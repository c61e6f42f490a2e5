#!/bin/sh
# Checks stage one's NEON code (Sources/CIndiceJSON) on this x86-64 machine: cross-compiles
# scripts/neon.c for aarch64 with the toolchain's clang and lld, and runs it under
# qemu-aarch64-static (installed if missing). The x86-64 kernels are checked by `make test`.
set -eu
raiz=$(cd "$(dirname "$0")/.." && pwd -P)
clang=$(dirname "$(command -v swiftc)")/clang
if ! command -v qemu-aarch64-static >/dev/null; then
  sudo=$([ "$(id -u)" = 0 ] || echo sudo)
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qemu-user-static >/dev/null
fi
salida=$(mktemp -d)
trap 'rm -rf "$salida"' EXIT
"$clang" -target aarch64-linux-gnu -fuse-ld=lld -ffreestanding -fno-builtin -nostdlib -static \
  -O2 -Wall -Wextra -I "$raiz/Sources/CIndiceJSON/include" "$raiz/scripts/neon.c" \
  -o "$salida/neon"
if qemu-aarch64-static "$salida/neon"; then
  echo "neon: las clases NEON coinciden con las de byte en byte en 20000 textos"
else
  echo "neon: $? textos con bloques distintos" >&2
  exit 1
fi
