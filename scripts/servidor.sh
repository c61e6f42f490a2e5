#!/bin/sh
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
#
# A local PostgreSQL server for the tests and for trying marcador on a server.
#
#   scripts/servidor.sh start [NOMBRE]   starts it, prints the URL: an earlier one's data is
#                                        kept (running, it is left as it is; stopped, it is
#                                        started again on its data); none, a new one is made
#   scripts/servidor.sh url [NOMBRE]     prints the URL of the running one (status 1 if none)
#   scripts/servidor.sh stop [NOMBRE]    stops it, keeping its data for the next start
#   scripts/servidor.sh wipe [NOMBRE]    stops it and wipes its folder: its data is gone
#   scripts/servidor.sh par [NOMBRE]     starts a primary and a streaming standby with
#                                        synchronous replication (wiping any earlier server),
#                                        prints a URL that follows the primary
#   scripts/servidor.sh promover [NOMBRE] stops the pair's primary at once (a crash) and
#                                        promotes the standby: a failover
#   scripts/servidor.sh tls [NOMBRE]     starts a server (wiping any earlier one) that also
#                                        listens on localhost over TCP with TLS, its certificate
#                                        for `localhost` signed by a CA made here (ca.crt; a
#                                        second, unrelated one in otra-ca.crt); prints a
#                                        verify-full URL for `marcador_clave`, no password in it
#
# NOMBRE (default `local`) tells servers apart: `make test` uses its own (`pruebas`), wiped
# before and after each run (`wipe`, then `start`), so it never touches the league of the one
# `make servidor` started for trying marcador, which `make servidor-parar` and a new
# `make servidor` keep.
#
# One fixed folder per user, checkout and name (/tmp/marcador-pg-UID-HASH-NOMBRE): a run
# killed outright leaves its server running (it is in its own session), and the next `wipe`
# stops it first. A server is only taken as made once its roles are (the file `listo`): a start
# killed half-way is made again. No TCP port (listen_addresses=''): only a unix socket inside
# that folder, so nothing collides with other servers or builders. initdb and postgres refuse
# to run as root, so as root they run as the `postgres` user (runuser). Only the tests' server
# (`pruebas`) lets other local accounts reach its socket (folder 0711, socket 0777): the suite
# runs a second clerk as `nobody`; the others are their user's alone (0700).
set -eu

raiz=$(cd "$(dirname "$0")/.." && pwd -P)
suma=$(printf %s "$raiz" | cksum | cut -d' ' -f1)
nombre=${2:-local}
case "$nombre" in
*[!a-z0-9]* | '') echo "servidor.sh: nombre no válido: $nombre" >&2; exit 64 ;;
esac
carpeta=/tmp/marcador-pg-$(id -u)-$suma-$nombre
datos=$carpeta/datos
if [ "$nombre" = pruebas ]; then permisos=0777 carpeta_modo=0711; else permisos=0700 carpeta_modo=0700; fi
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

# Stops every server of the folder; $1 is pg_ctl's mode (fast: a clean stop, its data kept).
parar() {
  for d in "$datos" "$carpeta/p/datos" "$carpeta/r/datos"; do
    if [ -f "$d/postmaster.pid" ]; then
      como "$bin/pg_ctl" -D "$d" stop -m "$1" >/dev/null 2>&1 || true
    fi
  done
}

borrar() {
  parar immediate
  rm -rf "$carpeta"
}

# The configuration both kinds of server share; $1 is the socket's folder.
configurar() {
  cat <<CONF
listen_addresses = ''
unix_socket_directories = '$1'
unix_socket_permissions = $permisos
max_connections = 200
CONF
}

# Creates the roles and the database the tests and `make servidor` use; $1 is the socket's folder.
roles() {
  como "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$1" -U postgres -d postgres >/dev/null <<SQL
CREATE ROLE marcador LOGIN;
CREATE DATABASE marcador OWNER marcador;
CREATE ROLE marcador_clave LOGIN PASSWORD 'clave-de-prueba';
CREATE ROLE marcador_lector LOGIN;
SQL
}

crear_carpeta() {
  if [ "$(id -u)" = 0 ]; then
    install -d -o postgres -g postgres -m "$carpeta_modo" "$@"
  else
    install -d -m "$carpeta_modo" "$@"
  fi
}

case "${1:-}" in
start)
  if [ -f "$carpeta/listo" ]; then
    # An earlier server's data: started again on it, unless it runs already.
    if ! como "$bin/pg_ctl" -D "$datos" status >/dev/null 2>&1; then
      como "$bin/pg_ctl" -D "$datos" -l "$carpeta/servidor.log" -w start >/dev/null ||
        { cat "$carpeta/servidor.log" >&2; exit 1; }
    fi
    echo "$url"
    exit 0
  fi
  borrar
  crear_carpeta "$carpeta"
  # Always UTF-8: with an empty environment initdb picks SQL_ASCII, where lower('É') does
  # nothing. --no-sync and fsync=off: a server stopped, killed or restarted keeps its data, a
  # machine that crashes may not (this server is for tests and for trying marcador).
  como "$bin/initdb" -D "$datos" -U postgres -E UTF8 --locale=C.UTF-8 --auth=trust --no-sync \
    >"$carpeta/initdb.log" 2>&1 || { cat "$carpeta/initdb.log" >&2; exit 1; }
  { configurar "$carpeta"; echo "fsync = ${MARCADOR_FSYNC:-off}"; } >>"$datos/postgresql.conf"
  cat >"$datos/pg_hba.conf" <<CONF
local all marcador_clave scram-sha-256
local all all trust
CONF
  # -l: without a log file the server would keep the caller's output open (a piped make hangs).
  como "$bin/pg_ctl" -D "$datos" -l "$carpeta/servidor.log" -w start >/dev/null ||
    { cat "$carpeta/servidor.log" >&2; exit 1; }
  roles "$carpeta"
  : >"$carpeta/listo"
  echo "$url"
  ;;
par)
  # A primary in $carpeta/p and a standby in $carpeta/r, each with its socket in its folder.
  # Synchronous replication: a COMMIT is acknowledged only once the standby has applied it,
  # so a failover loses no acknowledged change and a read on the standby sees it.
  # fsync stays on (a pair is for trying failover).
  borrar
  crear_carpeta "$carpeta" "$carpeta/p" "$carpeta/r"
  como "$bin/initdb" -D "$carpeta/p/datos" -U postgres -E UTF8 --locale=C.UTF-8 --auth=trust \
    --no-sync >"$carpeta/initdb.log" 2>&1 || { cat "$carpeta/initdb.log" >&2; exit 1; }
  {
    configurar "$carpeta/p"
    echo "wal_level = replica"
    echo "max_wal_senders = 5"
    echo "synchronous_commit = remote_apply"
  } >>"$carpeta/p/datos/postgresql.conf"
  cat >"$carpeta/p/datos/pg_hba.conf" <<CONF
local all marcador_clave scram-sha-256
local all all trust
local replication all trust
CONF
  como "$bin/pg_ctl" -D "$carpeta/p/datos" -l "$carpeta/p/servidor.log" -w start >/dev/null ||
    { cat "$carpeta/p/servidor.log" >&2; exit 1; }
  roles "$carpeta/p"
  # The standby: a copy of the primary that follows it (-R writes standby.signal and
  # primary_conninfo); cluster_name is the name synchronous_standby_names waits for.
  como "$bin/pg_basebackup" -h "$carpeta/p" -U postgres -D "$carpeta/r/datos" -R -X stream -c fast \
    >"$carpeta/r/basebackup.log" 2>&1 || { cat "$carpeta/r/basebackup.log" >&2; exit 1; }
  {
    configurar "$carpeta/r"
    echo "cluster_name = 'replica'"
  } >>"$carpeta/r/datos/postgresql.conf"
  como "$bin/pg_ctl" -D "$carpeta/r/datos" -l "$carpeta/r/servidor.log" -w start >/dev/null ||
    { cat "$carpeta/r/servidor.log" >&2; exit 1; }
  # Synchronous from now on (set before, CREATE DATABASE would wait for a standby not there
  # yet); until the standby is the synchronous one, a COMMIT would not wait for it.
  como "$bin/psql" -X -q -h "$carpeta/p" -U postgres -d postgres >/dev/null \
    -c "ALTER SYSTEM SET synchronous_standby_names = 'replica'" -c "SELECT pg_reload_conf()"
  k=0
  until [ "$(como "$bin/psql" -X -At -h "$carpeta/p" -U postgres -d postgres -c \
    "SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'")" = 1 ]; do
    k=$((k + 1))
    [ "$k" -lt 300 ] || { echo "servidor.sh: la réplica no se sincroniza" >&2; exit 1; }
    sleep 0.1
  done
  echo "postgresql:///marcador?host=$carpeta/p,$carpeta/r&user=marcador&target_session_attrs=read-write"
  ;;
tls)
  # TLS needs TCP: a port of its own (from this checkout's hash, the next free one if taken),
  # only on localhost. The certificates are made here by openssl, as the postgres user when
  # root, since the server must own its key.
  borrar
  crear_carpeta "$carpeta"
  como "$bin/initdb" -D "$datos" -U postgres -E UTF8 --locale=C.UTF-8 --auth=trust --no-sync \
    >"$carpeta/initdb.log" 2>&1 || { cat "$carpeta/initdb.log" >&2; exit 1; }
  como sh -c '
    cd "$1" && for ca in ca otra-ca; do
      openssl req -x509 -new -nodes -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 2 -subj "/CN=marcador $ca" \
        -keyout $ca.key -out $ca.crt
    done &&
    openssl req -new -nodes -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -subj /CN=localhost -keyout servidor.key \
      -out servidor.csr &&
    printf "subjectAltName=DNS:localhost\n" >extension.cnf &&
    openssl x509 -req -in servidor.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 \
      -extfile extension.cnf -out servidor.crt && chmod 0600 servidor.key' sh "$carpeta" \
    >"$carpeta/openssl.log" 2>&1 || { cat "$carpeta/openssl.log" >&2; exit 1; }
  {
    configurar "$carpeta"
    echo "fsync = off"
    echo "listen_addresses = 'localhost'"
    echo "ssl = on"
    echo "log_connections = on"
    echo "ssl_cert_file = '$carpeta/servidor.crt'"
    echo "ssl_key_file = '$carpeta/servidor.key'"
  } >>"$datos/postgresql.conf"
  cat >"$datos/pg_hba.conf" <<CONF
local all all trust
host all marcador_clave 127.0.0.1/32 scram-sha-256
host all marcador_clave ::1/128 scram-sha-256
CONF
  puerto=$((20000 + suma % 20000))
  until como "$bin/pg_ctl" -D "$datos" -l "$carpeta/servidor.log" -o "-p $puerto" -w start \
    >/dev/null 2>&1; do
    puerto=$((puerto + 1))
    [ "$puerto" -lt $((20000 + suma % 20000 + 20)) ] || { cat "$carpeta/servidor.log" >&2; exit 1; }
  done
  como "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$carpeta" -p "$puerto" -U postgres -d postgres \
    >/dev/null <<SQL
CREATE ROLE marcador_clave LOGIN PASSWORD 'clave-de-prueba';
CREATE DATABASE marcador OWNER marcador_clave;
SQL
  echo "postgresql://marcador_clave@localhost:$puerto/marcador?sslmode=verify-full&sslrootcert=$carpeta/ca.crt"
  ;;
promover)
  como "$bin/pg_ctl" -D "$carpeta/p/datos" stop -m immediate >/dev/null 2>&1 || true
  como "$bin/pg_ctl" -D "$carpeta/r/datos" promote -w >/dev/null
  ;;
url)
  [ -f "$datos/postmaster.pid" ] || { echo "servidor.sh: no hay servidor en $carpeta" >&2; exit 1; }
  echo "$url"
  ;;
stop)
  parar fast
  ;;
wipe)
  borrar
  ;;
*)
  echo "uso: $0 start|url|stop|wipe|par|promover|tls" >&2
  exit 64
  ;;
esac
