#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the store tests, on a loopback port.
#
#   scripts/pg-test-server.sh start    initdb (first time) + start; prints the URL on stdout
#   scripts/pg-test-server.sh stop     stops it (keeps the data folder)
#   scripts/pg-test-server.sh destroy  stops it and deletes the data folder
#   scripts/pg-test-server.sh url      prints the URL
#   scripts/pg-test-server.sh status   exit 0 when running
#
# Every command is idempotent. Environment:
#   CLINVAL_TEST_PG_DIR   cluster folder                          default /tmp/clinval-pg-test
#   CLINVAL_TEST_PG_PORT  loopback port                           default 54329
#   CLINVAL_TEST_PG_BIN   folder of initdb/pg_ctl                 default: PATH, else the newest
#                                                                 /usr/lib/postgresql/*/bin (Debian)
# PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user that
# Debian's package creates. Trust authentication on 127.0.0.1 only; fsync is off because the
# cluster is disposable. Needs PostgreSQL installed (Debian: apt-get install -y postgresql).
set -euo pipefail

cmd=${1:-}
dir=${CLINVAL_TEST_PG_DIR:-/tmp/clinval-pg-test}
port=${CLINVAL_TEST_PG_PORT:-54329}
db=clinval_test
user=clinval
url="postgres://${user}@127.0.0.1:${port}/${db}"

find_bin() {
  if [ -n "${CLINVAL_TEST_PG_BIN:-}" ]; then echo "$CLINVAL_TEST_PG_BIN"; return; fi
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"; return
  fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$found" ] && [ -x "$found/pg_ctl" ]; then echo "$found"; return; fi
  echo "pg-test-server: PostgreSQL binaries not found; install them (Debian: apt-get install -y postgresql) or set CLINVAL_TEST_PG_BIN" >&2
  exit 2
}

# Runs a command as the cluster owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      (cd / && runuser -u postgres -- "$@")
    else
      (cd / && su postgres -s /bin/sh -c "$(printf '%q ' "$@")")
    fi
  else
    "$@"
  fi
}

running() {
  [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1
}

start() {
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then
      id postgres >/dev/null 2>&1 || { echo "pg-test-server: running as root needs a 'postgres' user (Debian's postgresql package creates it)" >&2; exit 2; }
      chown postgres "$dir"
    fi
    chmod 700 "$dir"
    rm -rf "$dir/data"
    as_owner "$bin/initdb" -D "$dir/data" -U "$user" -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || as_owner "$bin/initdb" -D "$dir/data" -U "$user" -A trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner mkdir -p "$dir/socket"
  fi
  if ! running; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir/socket -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null || { tail -n 20 "$dir/server.log" >&2; exit 1; }
  fi
  if ! as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U "$user" -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1; then
    as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U "$user" -d postgres -qc "CREATE DATABASE $db" >/dev/null
  fi
  echo "$url"
}

stop() {
  if [ -f "$dir/data/PG_VERSION" ] && running; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
  fi
}

case "$cmd" in
  start) bin=$(find_bin); start ;;
  stop) bin=$(find_bin); stop ;;
  destroy) bin=$(find_bin); stop; rm -rf "$dir" ;;
  url) echo "$url" ;;
  status) bin=$(find_bin); running ;;
  *) echo "usage: $0 start|stop|destroy|url|status" >&2; exit 64 ;;
esac
