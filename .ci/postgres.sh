#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests and prints its JDBC URL; `.ci/postgres.sh stop DIR` stops it.
# Installs Debian's postgresql package when its binaries are missing. PostgreSQL refuses to run as root, so the
# server runs as the postgres user (or the current user when not root), in a temporary directory, on a free port.
set -euo pipefail
if [ "${1:-}" = stop ]; then
  dir=$2
  runas() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
  bin=$(cat "$dir/bin")
  runas "$bin/pg_ctl -D $dir/data -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
dir=$(mktemp -d /tmp/spindle-pg.XXXXXX)
echo "$bin" > "$dir/bin"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null || echo $((20000 + RANDOM % 30000)))
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  runas() { su postgres -s /bin/sh -c "$*"; }
  user=postgres
else
  runas() { sh -c "$*"; }
  user=$(id -un)
fi
runas "$bin/initdb -D $dir/data -A trust -U $user" >"$dir/initdb.log" 2>&1
runas "$bin/pg_ctl -D $dir/data -l $dir/server.log -w -o '-p $port -k $dir -c listen_addresses=127.0.0.1' start" >&2
echo "$dir" >"$dir/dir"
echo "jdbc:postgresql://127.0.0.1:$port/postgres?user=$user $dir"
