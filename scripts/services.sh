#!/usr/bin/env bash
# Installs (when missing) and runs the local services used on machines that cannot download mongod:
#   FerretDB 1.24.2 (MongoDB wire protocol, SQLite backend) on 127.0.0.1:27017, data in .data/ferretdb
#   stripe-mock (Stripe's official mock API) on 127.0.0.1:12111
# Usage: scripts/services.sh start|stop|status|env
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
BIN="$TOOLS/bin"
DATA="$ROOT/.data"
RUN="$DATA/run"
FERRET_VERSION="v1.24.2"
FERRET_ADDR="127.0.0.1:27017"
STRIPE_PORT=12111
mkdir -p "$BIN" "$RUN"

log() { printf '[services] %s\n' "$*" >&2; }

need_go() {
  command -v go >/dev/null || { log "Go (>= 1.24) is required to build FerretDB and stripe-mock: https://go.dev/dl/"; exit 1; }
}

install_ferretdb() {
  [ -x "$BIN/ferretdb" ] && return 0
  need_go
  log "building FerretDB $FERRET_VERSION (first run only, ~2 min)"
  # `go install …@version` panics at start ("Invalid build/version/version.txt"): the module zip
  # lacks that generated file, and some proxies also refuse the version-list lookup it makes. So:
  # download the pinned module, copy it, write version.txt as FerretDB's docs say, and build it.
  local mod src
  mod="$(mktemp -d)"
  src="$(cd "$mod" && GOFLAGS=-mod=mod go mod download -json "github.com/FerretDB/FerretDB@$FERRET_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [ -d "$src" ] || { log "could not download FerretDB $FERRET_VERSION"; exit 1; }
  cp -r "$src/." "$mod/ferretdb" && chmod -R u+w "$mod/ferretdb"
  echo "$FERRET_VERSION" > "$mod/ferretdb/build/version/version.txt"
  (cd "$mod/ferretdb" && go build -o "$BIN/ferretdb" ./cmd/ferretdb)
  rm -rf "$mod"
}

install_stripe_mock() {
  [ -x "$BIN/stripe-mock" ] && return 0
  need_go
  log "installing stripe-mock (first run only)"
  GOBIN="$BIN" go install github.com/stripe/stripe-mock@latest
}

port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1##*:}") 2>/dev/null; }

wait_port() {
  local addr=$1 name=$2
  for _ in $(seq 1 100); do
    port_open "$addr" && return 0
    sleep 0.2
  done
  log "$name did not open $addr; log: $RUN/$name.log"; tail -20 "$RUN/$name.log" >&2 || true; exit 1
}

start_one() {
  local name=$1 addr=$2; shift 2
  if port_open "$addr"; then log "$name already listening on $addr"; return 0; fi
  nohup "$@" >"$RUN/$name.log" 2>&1 &
  echo $! >"$RUN/$name.pid"
  wait_port "$addr" "$name"
  log "$name listening on $addr (pid $(cat "$RUN/$name.pid"))"
}

print_env() {
  cat <<ENV
export MONGODB_URI=mongodb://${FERRET_ADDR}/freshfuel
export STRIPE_API_BASE=http://127.0.0.1:${STRIPE_PORT}
export STRIPE_SECRET_KEY=\${STRIPE_SECRET_KEY:-sk_test_123}
export STRIPE_PUBLISHABLE_KEY=\${STRIPE_PUBLISHABLE_KEY:-pk_test_123}
export STRIPE_WEBHOOK_SECRET=\${STRIPE_WEBHOOK_SECRET:-whsec_test_secret}
ENV
}

case "${1:-start}" in
  start)
    install_ferretdb
    install_stripe_mock
    mkdir -p "$DATA/ferretdb" "$DATA/ferretdb-state"
    start_one ferretdb "$FERRET_ADDR" "$BIN/ferretdb" --handler=sqlite --sqlite-url="file:$DATA/ferretdb/" \
      --listen-addr="$FERRET_ADDR" --telemetry=disable --debug-addr=- --state-dir="$DATA/ferretdb-state" --log-level=warn
    start_one stripe-mock "127.0.0.1:$STRIPE_PORT" "$BIN/stripe-mock" -http-port "$STRIPE_PORT" -https-port 12112
    log "ready; use this environment (eval \"\$(scripts/services.sh env)\"):"
    print_env
    ;;
  stop)
    for name in ferretdb stripe-mock; do
      if [ -f "$RUN/$name.pid" ]; then kill "$(cat "$RUN/$name.pid")" 2>/dev/null || true; rm -f "$RUN/$name.pid"; log "$name stopped"; fi
    done
    ;;
  status)
    port_open "$FERRET_ADDR" && log "ferretdb: up on $FERRET_ADDR" || log "ferretdb: down"
    port_open "127.0.0.1:$STRIPE_PORT" && log "stripe-mock: up on :$STRIPE_PORT" || log "stripe-mock: down"
    ;;
  env) print_env ;;
  *) echo "usage: $0 start|stop|status|env" >&2; exit 2 ;;
esac
