#!/usr/bin/env bash
# The project's test and development database: FerretDB v2.5.0 (MongoDB wire protocol) on PostgreSQL 15
# with the DocumentDB extension (FerretDB's tag v0.106.0-ferretdb-2.5.0), plus the pg_cron 1.6.3 and
# pgvector 0.8.0 it needs. Called by scripts/services.sh; usable alone:
#   scripts/documentdb.sh build    # apt packages + compile + install into .tools/documentdb (idempotent)
#   scripts/documentdb.sh start    # initdb on first start (.data/documentdb), start PostgreSQL + FerretDB,
#                                  # print `export MONGODB_URI=mongodb://HOST:PORT/`
#   scripts/documentdb.sh stop|status
#
# Why this engine: unlike FerretDB 1.x on SQLite it uses secondary indexes (unique indexes reject
# duplicates with code 11000; compound indexes serve filters and sorts) and applies each single-document
# update atomically. It has NO multi-document transactions (commitTransaction is unknown and writes made
# inside a session transaction are applied at once): the app keeps ordered, idempotent writes.
#
# Sources: the C extensions build from tarballs of their upstream tags. VENDOR_DIR (default: the
# workplace's ../shared/vendor beside this checkout, when present) holds them; without it they are
# downloaded from their upstream repositories into .tools/vendor (same tags). FerretDB comes from the Go
# module proxy; when no Go >= 1.24 is installed the go1.24.6 toolchain module comes from the same proxy.
#
# Environment:
#   ROOT        build output (default .tools/documentdb): bin/ferretdb, stamps, build log
#   DATA        run-time data (default .data/documentdb): pg/data, logs, PID files, FerretDB state
#   PG_ADDR     PostgreSQL listen address (default 127.0.0.1:54320; loopback only)
#   FERRET_ADDR FerretDB listen address (default 127.0.0.1:27017)
#   GO          a Go >= 1.24 binary (default: `go` on PATH when new enough)
#   KEEP_BUILD=1  keep the sources and Go caches after a build
# Build from scratch on 2 cores: about 2.5 min (+80 s when the Go toolchain is downloaded); a second
# `build` takes under a second. Runs as root (apt-get, make install); PostgreSQL runs as user postgres,
# so every directory above DATA must be traversable by it.
#
# Patches applied to upstream:
#   1. Intel decimal math library from Debian (libintelrdfpmath-dev) via a generated intelmathlib.pc,
#      instead of the upstream script that downloads it.
#   2. -DBSON_SUBTYPE_SENSITIVE=0x08: Debian's libbson 1.23 predates this constant (added in 1.25).
#   3. The version header is written by hand with the git sha FerretDB v2.5.0 expects (a tarball has no .git).
#   4. FerretDB: a go1.25+ stub for setGOMAXPROCS (upstream's file is `//go:build !go1.25`).
#   pg_cron 1.6.3 replaces Debian's 1.4.2 (which lacks the '2 seconds' schedules DocumentDB creates);
#   pgvector is not packaged for PostgreSQL 15 in bookworm.
# Settings NOT used on purpose: documentdb.alternate_index_handler_name = 'extended_rum' and
# documentdb.enableIndexOrderbyPushdown break unique indexes in 0.106, so extended_rum is not built.
set -euo pipefail

T0=$(date +%s)
step() { echo "[documentdb $(( $(date +%s) - T0 ))s] $*" >&2; }
die() { echo "[documentdb] ERROR: $*" >&2; exit 1; }

CMD=${1:-}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/.." && pwd)
ROOT=${ROOT:-$REPO/.tools/documentdb}
DATA=${DATA:-$REPO/.data/documentdb}
case "$ROOT" in /*) ;; *) ROOT=$PWD/$ROOT ;; esac
case "$DATA" in /*) ;; *) DATA=$PWD/$DATA ;; esac
if [ -z "${VENDOR_DIR:-}" ]; then
  if [ -f "$REPO/../shared/vendor/SOURCES.md" ]; then VENDOR_DIR=$(cd "$REPO/../shared/vendor" && pwd); else VENDOR_DIR=$REPO/.tools/vendor; fi
fi
PG_ADDR=${PG_ADDR:-127.0.0.1:54320}
FERRET_ADDR=${FERRET_ADDR:-127.0.0.1:27017}
PG_HOST=${PG_ADDR%:*} PG_PORT=${PG_ADDR##*:}

DOCDB_TAG=v0.106.0-ferretdb-2.5.0
DOCDB_GITVER="HEAD sha:beb9d25d98 buildId:0"   # the DocumentDB build FerretDB v2.5.0 expects
PGCRON_TAG=v1.6.3
PGVEC_TAG=v0.8.0
FERRETDB_VERSION=v2.5.0
GO_TOOLCHAIN=go1.24.6                          # FerretDB v2.5.0's go.mod `toolchain` line
APT_PACKAGES="postgresql-15 postgresql-server-dev-15 postgresql-15-rum postgresql-15-postgis-3
  libbson-dev libintelrdfpmath-dev libpcre2-dev pkg-config build-essential
  libkrb5-dev systemtap-sdt-dev curl ca-certificates unzip"   # gssapi.h, sys/sdt.h: PG15 server headers

PGBIN=/usr/lib/postgresql/15/bin
PG_CONFIG=$PGBIN/pg_config
PGROOT=$DATA/pg            # owned by postgres
PGDATA=$PGROOT/data
SRC=$ROOT/src
STAMPS=$ROOT/stamps
FERRET_PID=$DATA/run/ferretdb.pid
JOBS=$(nproc)

[ "$(id -u)" = 0 ] || die "run as root (apt-get, make install, su postgres)"

as_pg() { su postgres -s /bin/sh -c "$*"; }
port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1##*:}") 2>/dev/null; }
pg_up() { [ -f "$PGDATA/postmaster.pid" ] && as_pg "$PGBIN/pg_ctl -D '$PGDATA' status" >/dev/null 2>&1; }
ferret_pid() {   # prints the PID from the PID file if that process is our ferretdb
  local p
  [ -f "$FERRET_PID" ] || return 1
  p=$(cat "$FERRET_PID")
  [ -n "$p" ] && [ "$(readlink "/proc/$p/exe" 2>/dev/null)" = "$ROOT/bin/ferretdb" ] && echo "$p"
}
# stamps/NAME holds what NAME was built from (tarball sha256 or version): a changed tarball rebuilds it
want() { case "$1" in ferretdb) echo "$FERRETDB_VERSION" ;; *) if [ -f "$VENDOR_DIR/$2.tar.gz" ]; then sha256sum "$VENDOR_DIR/$2.tar.gz" | cut -c1-64; else echo "$2"; fi ;; esac; }
done_() { [ -f "$STAMPS/$1" ] && [ "$(cat "$STAMPS/$1")" = "$(want "$1" "${2:-}")" ]; }
mark() { mkdir -p "$STAMPS"; want "$1" "${2:-}" > "$STAMPS/$1"; }
BUILD_LOG=$ROOT/log/build.log
quiet() {   # run a build command with its output in $BUILD_LOG; on failure show the end of it
  mkdir -p "$ROOT/log"; echo "+ $*" >> "$BUILD_LOG"
  "$@" >> "$BUILD_LOG" 2>&1 || { tail -40 "$BUILD_LOG" >&2; die "failed (full log: $BUILD_LOG): $*"; }
}
# Upstream repository of each source tarball, and the top folder the build expects inside it.
upstream() { case "$1" in documentdb-*) echo "FerretDB/documentdb documentdb" ;; pg_cron-*) echo "citusdata/pg_cron pg_cron" ;; pgvector-*) echo "pgvector/pgvector pgvector" ;; esac; }
fetch_source() {   # downloads NAME-TAG.tar.gz of the upstream tag into VENDOR_DIR, re-rooted at its top folder
  local name=$1 repo top tag tmp
  read -r repo top <<<"$(upstream "$name")"
  tag=${name#*-}
  step "downloading $repo $tag (no vendored copy in $VENDOR_DIR)"
  tmp=$(mktemp -d); mkdir -p "$VENDOR_DIR"
  quiet curl -fsSL --retry 3 -o "$tmp/src.tar.gz" "https://github.com/$repo/archive/refs/tags/$tag.tar.gz"
  mkdir -p "$tmp/x/$top" && tar -xzf "$tmp/src.tar.gz" -C "$tmp/x/$top" --strip-components=1
  tar -czf "$VENDOR_DIR/$name.tar.gz" -C "$tmp/x" "$top"
  rm -rf "$tmp"
}
untar() {   # untar NAME-TAG into $SRC (downloading the upstream tag first when it is not vendored)
  local f=$VENDOR_DIR/$1.tar.gz
  [ -f "$f" ] || fetch_source "$1"
  [ -f "$f" ] || die "missing $f (set VENDOR_DIR)"
  mkdir -p "$SRC" && tar -xzf "$f" -C "$SRC"
}

# ----------------------------------------------------------------------------------------------- build
apt_deps() {
  local missing="" p
  for p in $APT_PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    step "apt-get install$missing"
    export DEBIAN_FRONTEND=noninteractive
    quiet apt-get update -qq
    # shellcheck disable=SC2086
    quiet apt-get install -y -qq --no-install-recommends $missing
  else
    step "apt packages present"
  fi
  # Debian's pg_cron 1.4.2 installs the same file names as the 1.6.3 built below
  if dpkg-query -W -f='${Status}' postgresql-15-cron 2>/dev/null | grep -q 'install ok installed'; then
    step "removing Debian's postgresql-15-cron 1.4.2"
    quiet apt-get remove -y -qq postgresql-15-cron
    rm -f "$STAMPS/pg_cron"
  fi
}

build_pg_cron() {
  if done_ pg_cron "pg_cron-$PGCRON_TAG" && [ -f "$($PG_CONFIG --pkglibdir)/pg_cron.so" ]; then step "pg_cron $PGCRON_TAG: already built"; return; fi
  step "pg_cron $PGCRON_TAG"
  rm -rf "$SRC/pg_cron"; untar "pg_cron-$PGCRON_TAG"
  quiet make -C "$SRC/pg_cron" -j"$JOBS" PG_CONFIG="$PG_CONFIG" with_llvm=no
  quiet make -C "$SRC/pg_cron" PG_CONFIG="$PG_CONFIG" with_llvm=no install
  mark pg_cron "pg_cron-$PGCRON_TAG"
}

build_pgvector() {
  if done_ pgvector "pgvector-$PGVEC_TAG" && [ -f "$($PG_CONFIG --pkglibdir)/vector.so" ]; then step "pgvector $PGVEC_TAG: already built"; return; fi
  step "pgvector $PGVEC_TAG"
  rm -rf "$SRC/pgvector"; untar "pgvector-$PGVEC_TAG"
  # OPTFLAGS="": no -march=native, so the .so also runs on other CPUs
  quiet make -C "$SRC/pgvector" -j"$JOBS" PG_CONFIG="$PG_CONFIG" with_llvm=no OPTFLAGS=""
  quiet make -C "$SRC/pgvector" PG_CONFIG="$PG_CONFIG" with_llvm=no OPTFLAGS="" install
  mark pgvector "pgvector-$PGVEC_TAG"
}

build_documentdb() {
  if done_ documentdb "documentdb-$DOCDB_TAG" && [ -f "$($PG_CONFIG --pkglibdir)/pg_documentdb.so" ]; then step "documentdb $DOCDB_TAG: already built"; return; fi
  rm -rf "$SRC/documentdb"; untar "documentdb-$DOCDB_TAG"
  local d=$SRC/documentdb
  # Patch 1: Debian ships Intel's decimal library built CALL_BY_REF=0 GLOBAL_RND=0 GLOBAL_FLAGS=0 PIC
  # as libbidgcc000.a; libbson-static-1.0.pc and libpcre2-8.pc come from Debian itself.
  mkdir -p "$ROOT/pkgconfig"
  cat > "$ROOT/pkgconfig/intelmathlib.pc" <<'EOF'
prefix=/usr
libdir=${prefix}/lib/x86_64-linux-gnu
includedir=${prefix}/include
Name: intelmathlib
Description: Intel Decimal Floating point math library (Debian libintelrdfpmath-dev)
Version: 2.0 Update 2
Cflags: -I${includedir}
Libs: -L${libdir} -lbidgcc000
EOF
  sed -i "s|/x86_64-linux-gnu|/$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)|" "$ROOT/pkgconfig/intelmathlib.pc"
  # Patch 3: the version string FerretDB checks. Makefile.versions would regenerate it from git when the
  # sources sit inside some git work tree (e.g. ROOT in a project); GIT_CEILING_DIRECTORIES stops that.
  mkdir -p "$d/pg_documentdb/build/include/metadata"
  cat > "$d/pg_documentdb/build/include/metadata/documentdb_extension_version.h" <<EOF
// Autogenerated header for versioning
#define EXTENSION_VERSION_STR "0.106.0"
#define GIT_VERSION "$DOCDB_GITVER"
EOF
  # Patch 2: libbson 1.23 (Debian) lacks BSON_SUBTYPE_SENSITIVE (0x08, added in libbson 1.25)
  local copt="-DBSON_SUBTYPE_SENSITIVE=0x08 -Wno-switch" ext
  for ext in pg_documentdb_core pg_documentdb; do
    step "documentdb $DOCDB_TAG: $ext"
    quiet env -u GIT_DIR -u GIT_WORK_TREE -u GIT_INDEX_FILE PKG_CONFIG_PATH="$ROOT/pkgconfig" GIT_CEILING_DIRECTORIES="$SRC" \
      make -C "$d/$ext" -j"$JOBS" PG_CONFIG="$PG_CONFIG" with_llvm=no COPT="$copt"
    quiet env -u GIT_DIR -u GIT_WORK_TREE -u GIT_INDEX_FILE PKG_CONFIG_PATH="$ROOT/pkgconfig" GIT_CEILING_DIRECTORIES="$SRC" \
      make -C "$d/$ext" PG_CONFIG="$PG_CONFIG" with_llvm=no COPT="$copt" install
  done
  mark documentdb "documentdb-$DOCDB_TAG"
}

find_go() {   # sets GO to a Go >= 1.24
  local g
  go_ok() { "$1" version 2>/dev/null | grep -qE ' go1\.(2[4-9]|[3-9][0-9])'; }
  if [ -n "${GO:-}" ]; then go_ok "$GO" || die "GO=$GO is not Go >= 1.24"; return; fi
  for g in "$(command -v go || true)" /usr/local/go/bin/go "$ROOT/go/bin/go"; do
    if [ -n "$g" ] && [ -x "$g" ] && go_ok "$g"; then GO=$g; return; fi
  done
  # The toolchain is itself a module on the Go module proxy (this is what GOTOOLCHAIN downloads).
  local arch proxy zip mod
  arch=$(dpkg --print-architecture)
  # The proxy URL: $GOPROXY, else what any installed (even older) go reports as its default.
  proxy=${GOPROXY:-$( (command -v go >/dev/null && go env GOPROXY) || true)}; proxy=${proxy%%[,|]*}
  case "$proxy" in http*) ;; *) die "no Go >= 1.24 and no Go module proxy known: set GOPROXY (or GO)" ;; esac
  mod=v0.0.1-$GO_TOOLCHAIN.linux-$arch
  step "Go $GO_TOOLCHAIN toolchain from $proxy (golang.org/toolchain@$mod)"
  zip=$ROOT/cache/toolchain.zip
  mkdir -p "$ROOT/cache" && rm -rf "$ROOT/cache/tc" "$ROOT/go"
  quiet curl -fsSL --retry 3 -o "$zip" "$proxy/golang.org/toolchain/@v/$mod.zip"
  quiet unzip -q "$zip" -d "$ROOT/cache/tc"
  mv "$ROOT/cache/tc/golang.org/toolchain@$mod" "$ROOT/go"
  rm -rf "$zip" "$ROOT/cache/tc"
  chmod +x "$ROOT/go/bin/"* "$ROOT/go/pkg/tool/"*/*   # module zips do not keep the executable bits
  GO=$ROOT/go/bin/go
  go_ok "$GO" || die "downloaded toolchain does not run"
}

build_ferretdb() {
  if done_ ferretdb && [ -x "$ROOT/bin/ferretdb" ]; then step "FerretDB $FERRETDB_VERSION: already built"; return; fi
  find_go
  step "FerretDB $FERRETDB_VERSION (Go module proxy, $("$GO" version | cut -d' ' -f3))"
  export GOTOOLCHAIN=local GOPATH=$ROOT/cache/gopath GOMODCACHE=$ROOT/cache/gomod GOCACHE=$ROOT/cache/gobuild
  # `go install .../cmd/ferretdb@v2.5.0` fails on a checksum-database lookup of a dependency's
  # pseudo-version; building inside the downloaded module uses its own complete go.sum instead.
  local fdir
  quiet env GOFLAGS="-mod=mod -modcacherw" "$GO" mod download -json "github.com/FerretDB/FerretDB/v2@$FERRETDB_VERSION"
  fdir=$(GOFLAGS="-mod=mod -modcacherw" "$GO" mod download -json "github.com/FerretDB/FerretDB/v2@$FERRETDB_VERSION" \
         | sed -n 's/.*"Dir": "\(.*\)",/\1/p')
  [ -d "$fdir" ] || die "go mod download of FerretDB failed"
  rm -rf "$SRC/ferretdb"; mkdir -p "$SRC" "$ROOT/bin"
  cp -r "$fdir" "$SRC/ferretdb" && chmod -R u+w "$SRC/ferretdb"
  echo "$FERRETDB_VERSION" > "$SRC/ferretdb/build/version/version.txt"
  echo "local" > "$SRC/ferretdb/build/version/package.txt"
  # Patch 4: cmd/ferretdb/gomaxprocs.go is `//go:build !go1.25`, so Go >= 1.25 lacks setGOMAXPROCS
  cat > "$SRC/ferretdb/cmd/ferretdb/gomaxprocs_go125.go" <<'EOF'
//go:build go1.25

package main

import "log/slog"

// setGOMAXPROCS is a no-op on Go >= 1.25: the runtime is container-aware itself.
func setGOMAXPROCS(logger *slog.Logger) {}
EOF
  (cd "$SRC/ferretdb" && quiet env GOFLAGS="-buildvcs=false -modcacherw" "$GO" build -o "$ROOT/bin/ferretdb.new" ./cmd/ferretdb)
  mv "$ROOT/bin/ferretdb.new" "$ROOT/bin/ferretdb"
  step "FerretDB $("$ROOT/bin/ferretdb" --version | head -1)"
  mark ferretdb
}

build() {
  mkdir -p "$ROOT"
  apt_deps
  # Installing over .so files a running postmaster has loaded is safe (install(1) replaces the file),
  # but a mixed old/new set is not: stop our own cluster if anything is about to be rebuilt.
  if { ! done_ pg_cron "pg_cron-$PGCRON_TAG" || ! done_ pgvector "pgvector-$PGVEC_TAG" \
       || ! done_ documentdb "documentdb-$DOCDB_TAG"; } && pg_up; then
    step "stopping this ROOT's PostgreSQL before installing extensions"; stop
  fi
  build_pg_cron
  build_pgvector
  build_documentdb
  build_ferretdb
  if [ "${KEEP_BUILD:-0}" != 1 ]; then rm -rf "$SRC" "$ROOT/cache" "$ROOT/go"; fi
  step "build done ($ROOT)"
}

# ----------------------------------------------------------------------------------------------- run
init_cluster() {
  if [ ! -f "$PGDATA/PG_VERSION" ]; then
    step "initdb $PGDATA"
    mkdir -p "$PGROOT" && chown postgres:postgres "$PGROOT" && chmod 700 "$PGROOT"
    as_pg "test -w '$PGROOT'" || die "user postgres cannot reach $PGROOT (a parent directory is not traversable)"
    as_pg "$PGBIN/initdb -D '$PGDATA' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
    echo "include = 'documentdb.conf'   # written by build.sh on every start" >> "$PGDATA/postgresql.conf"
  fi
  # Regenerated on every start so that PG_ADDR can change; ROOT can be moved too.
  local sock=$PGROOT
  [ ${#sock} -le 90 ] || sock=""     # Unix socket paths are limited to 107 bytes; TCP is used anyway
  cat > "$PGDATA/documentdb.conf" <<EOF
listen_addresses                              = '$PG_HOST'
port                                          = $PG_PORT
unix_socket_directories                       = '$sock'
shared_buffers                                = ${PG_SHARED_BUFFERS:-256MB}
# from FerretDB's packaging/10-preload.sh (documentdb_extended_rum deliberately not loaded)
shared_preload_libraries                      = 'pg_cron,pg_documentdb_core,pg_documentdb'
cron.database_name                            = 'postgres'
documentdb.enableCompact                      = true
documentdb.enableLetAndCollationForQueryMatch = true
documentdb.enableNowSystemVariable            = true
documentdb.enableSchemaValidation             = true
documentdb.enableBypassDocumentValidation     = true
documentdb.enableUserCrud                     = true
documentdb.maxUserLimit                       = 100
# composite (ordered) index terms, so compound indexes can serve sort()
documentdb.defaultUseCompositeOpClass         = true
# FerretDB's default 'true' turns a trailing _id sort key into a plain column, which blocks index sorts
documentdb.enableSortbyIdPushDownToPrimaryKey = false
# NOT set on purpose (they break unique indexes in 0.106):
#   documentdb.alternate_index_handler_name = 'extended_rum'
#   documentdb.enableIndexOrderbyPushdown   = true
# the planner picks index scans for filtered sorts once a collection is ANALYZEd: autovacuum soon
autovacuum_naptime                            = 10s
EOF
  chown postgres:postgres "$PGDATA/documentdb.conf"
}

start() {
  [ -x "$ROOT/bin/ferretdb" ] && [ -f "$STAMPS/documentdb" ] || die "not built in $ROOT: run '$0 build' first"
  init_cluster
  if pg_up; then step "PostgreSQL already running ($PGDATA)"
  else
    port_open "$PG_ADDR" && die "$PG_ADDR is already taken by another process"
    step "start PostgreSQL on $PG_ADDR"
    as_pg "$PGBIN/pg_ctl -D '$PGDATA' -l '$PGROOT/postgresql.log' -w -t 60 start" >/dev/null \
      || { tail -20 "$PGROOT/postgresql.log" >&2; die "PostgreSQL did not start"; }
  fi
  if [ ! -f "$PGDATA/documentdb.created" ]; then
    step "CREATE EXTENSION documentdb CASCADE"
    "$PGBIN/psql" -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt \
      -c "CREATE EXTENSION IF NOT EXISTS documentdb CASCADE;" \
      -c "SELECT documentdb_api.binary_extended_version();" >&2
    touch "$PGDATA/documentdb.created"
  fi
  if ferret_pid >/dev/null; then step "FerretDB already running (pid $(ferret_pid))"
  else
    port_open "$FERRET_ADDR" && die "$FERRET_ADDR is already taken by another process"
    step "start FerretDB on $FERRET_ADDR"
    mkdir -p "$DATA/run" "$DATA/log" "$DATA/ferretdb-state"
    nohup "$ROOT/bin/ferretdb" \
      --postgresql-url="postgres://postgres@$PG_HOST:$PG_PORT/postgres" \
      --listen-addr="$FERRET_ADDR" --debug-addr=- --state-dir="$DATA/ferretdb-state" \
      --telemetry=disable --no-auth --log-level=warn \
      </dev/null >> "$DATA/log/ferretdb.log" 2>&1 &
    echo $! > "$FERRET_PID"
    local i
    for i in $(seq 1 150); do
      port_open "$FERRET_ADDR" && break
      ferret_pid >/dev/null || { tail -20 "$DATA/log/ferretdb.log" >&2; die "FerretDB exited"; }
      sleep 0.2
    done
    port_open "$FERRET_ADDR" || { tail -20 "$DATA/log/ferretdb.log" >&2; die "FerretDB does not accept connections"; }
    step "FerretDB accepts connections (pid $(cat "$FERRET_PID"))"
  fi
  echo "export MONGODB_URI=mongodb://$FERRET_ADDR/"
}

stop() {
  local p i
  if p=$(ferret_pid); then
    step "stop FerretDB (pid $p)"
    kill "$p"
    for i in $(seq 1 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.2; done
    kill -0 "$p" 2>/dev/null && kill -9 "$p"
  fi
  rm -f "$FERRET_PID"
  if pg_up; then   # pg_ctl signals the PID in $PGDATA/postmaster.pid
    step "stop PostgreSQL ($PGDATA)"
    as_pg "$PGBIN/pg_ctl -D '$PGDATA' -m fast -w -t 60 stop" >/dev/null
  fi
  step "stopped"
}

status() {
  local rc=0
  if pg_up; then echo "postgresql: up   $PG_ADDR  pid $(head -1 "$PGDATA/postmaster.pid")  $PGDATA"
  else echo "postgresql: down ($PGDATA)"; rc=3; fi
  if ferret_pid >/dev/null && port_open "$FERRET_ADDR"; then echo "ferretdb:   up   $FERRET_ADDR  pid $(ferret_pid)  mongodb://$FERRET_ADDR/"
  else echo "ferretdb:   down"; rc=3; fi
  return $rc
}

case "$CMD" in
  build|start|stop|status) "$CMD" ;;
  *) echo "usage: $0 build|start|stop|status   (see the header of this file)" >&2; exit 2 ;;
esac
