#!/bin/sh
# A throwaway PostgreSQL server for the tests and for trying marcador on a server.
#
#   scripts/servidor.sh start [NOMBRE]   starts it (wiping any earlier one), prints the URL
#   scripts/servidor.sh url [NOMBRE]     prints the URL of the running one (status 1 if none)
#   scripts/servidor.sh stop [NOMBRE]    stops it and wipes its folder
#
# NOMBRE (default `local`) tells servers apart: `make test` uses its own, so it never wipes
# the one `make servidor` started for trying marcador.
#
# One fixed folder per user, checkout and name (/tmp/marcador-pg-UID-HASH-NOMBRE): a run
# killed outright leaves its server running (it is in its own session), and the next `start`
# stops and wipes it first. No TCP port (listen_addresses=''): only a unix socket inside
# that folder, so nothing collides with other servers or builders. initdb and postgres refuse
# to run as root, so as root they run as the `postgres` user (runuser).
set -eu

raiz=$(cd "$(dirname "$0")/.." && pwd -P)
suma=$(printf %s "$raiz" | cksum | cut -d' ' -f1)
nombre=${2:-local}
case "$nombre" in
*[!a-z0-9]* | '') echo "servidor.sh: nombre no válido: $nombre" >&2; exit 64 ;;
esac
carpeta=/tmp/marcador-pg-$(id -u)-$suma-$nombre
datos=$carpeta/datos
bin=$(pg_config --bindir 2>/dev/null || echo /usr/lib/postgresql/15/bin)
# The roles the tests use: `marcador` owns the database; `marcador_clave` needs a password
# (authentication tests); `marcador_lector` may connect but create nothing.
url="postgresql:///marcador?host=$carpeta&user=marcador"

if [ "$(id -u)" = 0 ]; then
  runuser=$(command -v runuser || echo /usr/sbin/runuser)
  como() { "$runuser" -u postgres -- "$@"; }
else
  como() { "$@"; }
fi

parar() {
  if [ -f "$datos/postmaster.pid" ]; then
    como "$bin/pg_ctl" -D "$datos" stop -m immediate >/dev/null 2>&1 || true
  fi
  rm -rf "$carpeta"
}

case "${1:-}" in
start)
  parar
  if [ "$(id -u)" = 0 ]; then
    install -d -o postgres -g postgres -m 0700 "$carpeta"
  else
    install -d -m 0700 "$carpeta"
  fi
  # Always UTF-8: with an empty environment initdb picks SQL_ASCII, where lower('É') does
  # nothing. --no-sync and fsync=off: this server's data is thrown away.
  como "$bin/initdb" -D "$datos" -U postgres -E UTF8 --locale=C.UTF-8 --auth=trust --no-sync \
    >"$carpeta/initdb.log" 2>&1 || { cat "$carpeta/initdb.log" >&2; exit 1; }
  cat >>"$datos/postgresql.conf" <<CONF
listen_addresses = ''
unix_socket_directories = '$carpeta'
unix_socket_permissions = 0700
max_connections = 200
fsync = off
CONF
  cat >"$datos/pg_hba.conf" <<CONF
local all marcador_clave scram-sha-256
local all all trust
CONF
  # -l: without a log file the server would keep the caller's output open (a piped make hangs).
  como "$bin/pg_ctl" -D "$datos" -l "$carpeta/servidor.log" -w start >/dev/null ||
    { cat "$carpeta/servidor.log" >&2; exit 1; }
  como "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$carpeta" -U postgres -d postgres >/dev/null <<SQL
CREATE ROLE marcador LOGIN;
CREATE DATABASE marcador OWNER marcador;
CREATE ROLE marcador_clave LOGIN PASSWORD 'clave-de-prueba';
CREATE ROLE marcador_lector LOGIN;
SQL
  echo "$url"
  ;;
url)
  [ -f "$datos/postmaster.pid" ] || { echo "servidor.sh: no hay servidor en $carpeta" >&2; exit 1; }
  echo "$url"
  ;;
stop)
  parar
  ;;
*)
  echo "uso: $0 start|url|stop" >&2
  exit 64
  ;;
esac
