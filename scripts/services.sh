#!/usr/bin/env bash
# Installs (when missing) and runs the local services used for tests, CI and development on machines
# that cannot download mongod:
#   FerretDB 2.5 + DocumentDB on PostgreSQL 15 (scripts/documentdb.sh): MongoDB wire protocol on
#     127.0.0.1:27017, PostgreSQL on 127.0.0.1:54320, data in .data/documentdb
#   stripe-mock (Stripe's official mock API) on 127.0.0.1:12111
# Both are built once per machine into $FRESHFUEL_CACHE (default ${XDG_CACHE_HOME:-~/.cache}/freshfuel),
# so a fresh clone on the same machine (CI) reuses them; the build stamps there say what they were built from.
# Usage: scripts/services.sh start|stop|status|env|build
# `build` only builds what is missing (CI runs it while npm ci downloads); `start` builds too.
# `start` prints the environment to use: eval "$(bash scripts/services.sh start)"
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${FRESHFUEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel}"
BIN="$CACHE/bin"
DOCDB_ROOT="${DOCDB_ROOT:-$CACHE/documentdb}"
DATA="$ROOT/.data"
RUN="$DATA/run"
FERRET_ADDR="${FERRET_ADDR:-127.0.0.1:27017}"
STRIPE_PORT=12111
DOCDB="$ROOT/scripts/documentdb.sh"
docdb() { ROOT="$DOCDB_ROOT" bash "$DOCDB" "$@"; }
mkdir -p "$BIN" "$RUN"
export FERRET_ADDR

log() { printf '[services] %s\n' "$*" >&2; }

need_go() {
  command -v go >/dev/null || { log "Go (>= 1.22) is required to build stripe-mock: https://go.dev/dl/"; exit 1; }
}

install_stripe_mock() {
  [ -x "$BIN/stripe-mock" ] && return 0
  need_go
  log "installing stripe-mock (first run only)"
  GOBIN="$BIN" go install github.com/stripe/stripe-mock@v0.203.0
}

port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1##*:}") 2>/dev/null; }

start_stripe_mock() {
  local addr="127.0.0.1:$STRIPE_PORT"
  if port_open "$addr"; then log "stripe-mock already listening on $addr"; return 0; fi
  nohup "$BIN/stripe-mock" -http-port "$STRIPE_PORT" -https-port 12112 >"$RUN/stripe-mock.log" 2>&1 &
  echo $! >"$RUN/stripe-mock.pid"
  for _ in $(seq 1 100); do port_open "$addr" && break; sleep 0.2; done
  port_open "$addr" || { log "stripe-mock did not open $addr"; tail -20 "$RUN/stripe-mock.log" >&2; exit 1; }
  log "stripe-mock listening on $addr (pid $(cat "$RUN/stripe-mock.pid"))"
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
    if port_open "$FERRET_ADDR" && ! docdb status >/dev/null 2>&1; then
      log "something else already listens on $FERRET_ADDR; using it as the database"
    else
      docdb build
      docdb start >/dev/null
    fi
    install_stripe_mock
    start_stripe_mock
    log "ready; use this environment (eval \"\$(scripts/services.sh env)\"):"
    print_env
    ;;
  stop)
    docdb stop || true
    if [ -f "$RUN/stripe-mock.pid" ]; then kill "$(cat "$RUN/stripe-mock.pid")" 2>/dev/null || true; rm -f "$RUN/stripe-mock.pid"; log "stripe-mock stopped"; fi
    ;;
  status)
    docdb status || true
    port_open "127.0.0.1:$STRIPE_PORT" && log "stripe-mock: up on :$STRIPE_PORT" || log "stripe-mock: down"
    ;;
  env) print_env ;;
  build)
    docdb build
    install_stripe_mock
    ;;
  *) echo "usage: $0 start|stop|status|env|build" >&2; exit 2 ;;
esac
