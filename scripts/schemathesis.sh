#!/usr/bin/env bash
# REST contract test: schemathesis (--checks all) against the built server, three runs side by side, each
# with a server and database of its own: anonymously, with the demo customer's token and with the demo admin's.
# Prints schemathesis' report, then the case count and time; exits non-zero on any failure (or when
# a run is cut by its time bound).
#   bash scripts/schemathesis.sh                 full run: 100 examples per operation
#   bash scripts/schemathesis.sh --ci            bounded run for CI (40 examples per operation); also when CI=true
#   bash scripts/schemathesis.sh --seed random   a full run with a new seed (printed): the longer search done
#                                                before a change lands; what it finds becomes a fixed-seed case
#   bash scripts/schemathesis.sh --install       only installs schemathesis (when missing) and exits
# Runs are seeded and deterministic (--seed, --generation-deterministic): a failure reproduces with
# SCHEMATHESIS_SEED=<the printed seed>.
# SCHEMATHESIS_EXAMPLES overrides the examples per operation, SCHEMATHESIS_PORT the first of the three
# servers' ports (3390, then 3391 and 3392).
# Needs: the built server (npm run build -w server), MONGODB_URI (server part used, own database),
# python3. Installs schemathesis once per machine into ~/.cache/freshfuel on first use.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
ST_VERSION=4.32.5
PORT="${SCHEMATHESIS_PORT:-3390}"
MODE=full
SEED="${SCHEMATHESIS_SEED:-20261124}"
while [ $# -gt 0 ]; do
  case "$1" in
    --ci) MODE=ci ;;
    --install) MODE=install ;;
    --seed) shift; SEED="${1:?--seed takes a number or random}" ;;
    *) echo "schemathesis.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
if [ "${CI:-}" = "true" ] && [ "$MODE" != install ]; then MODE=ci; fi
if [ "$SEED" = random ]; then SEED=$(( (RANDOM << 15 | RANDOM) + 1 )); fi
case "$SEED" in ''|*[!0-9]*) echo "schemathesis.sh: --seed takes a number or random, not $SEED" >&2; exit 2 ;; esac
if [ "$MODE" = ci ]; then DEFAULT_EXAMPLES=40; BOUND=420; else DEFAULT_EXAMPLES=100; BOUND=900; fi
EXAMPLES="${SCHEMATHESIS_EXAMPLES:-$DEFAULT_EXAMPLES}"
# Installed once per machine (per version) beside the other test tools of scripts/services.sh.
VENV="${FRESHFUEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel}/schemathesis-$ST_VERSION"
if [ ! -x "$VENV/bin/schemathesis" ] || ! "$VENV/bin/schemathesis" --version | grep -q "$ST_VERSION"; then
  if ! python3 -c 'import ensurepip' 2>/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
  fi
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "schemathesis==$ST_VERSION"
fi
[ "$MODE" != install ] || exit 0

SERVER_URI="$(node -e 'const m=/^(mongodb(?:\+srv)?:\/\/[^/?]+)/.exec(process.argv[1]||"mongodb://127.0.0.1:27017"); console.log(m[1])' "${MONGODB_URI:-}")"
mkdir -p "$ROOT/.data"
# The three runs go side by side (about half the time of one after the other on 2 cores), each against a
# server and a freshly seeded database of its own: no run changes what another sees, so a seed replays the
# same requests on the same data whatever ran beside it. Server logs: .data/schemathesis-server-<run>.log.
RUNS=(anonymous customer admin)
SERVER_PIDS=()
MAIN_PID=$BASHPID
database_of() { echo "ff_schemathesis_$1_$$"; }
cleanup() {
  # Subshells ($(...)) inherit the EXIT trap: only the script itself stops the servers and drops the databases.
  [ "$BASHPID" = "$MAIN_PID" ] || return 0
  for pid in "${SERVER_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${SERVER_PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  for name in "${RUNS[@]}"; do
    node -e 'const m=require("mongoose");m.createConnection(process.argv[1]).asPromise().then(c=>c.dropDatabase().then(()=>c.close()))' "$SERVER_URI/$(database_of "$name")" 2>/dev/null || true
  done
}
trap cleanup EXIT
for i in "${!RUNS[@]}"; do
  (cd server && NODE_ENV=development PORT="$((PORT + i))" HOST=127.0.0.1 MONGODB_URI="$SERVER_URI/$(database_of "${RUNS[$i]}")" SEED_ON_START=true \
    JWT_SECRET="$(node -e 'console.log(require("crypto").randomBytes(48).toString("base64url"))')" \
    STRIPE_API_BASE="${STRIPE_API_BASE:-http://127.0.0.1:12111}" STRIPE_SECRET_KEY="${STRIPE_SECRET_KEY:-sk_test_123}" \
    STRIPE_PUBLISHABLE_KEY="${STRIPE_PUBLISHABLE_KEY:-pk_test_123}" STRIPE_WEBHOOK_SECRET="${STRIPE_WEBHOOK_SECRET:-whsec_test_secret}" \
    AUTH_RATE_LIMIT_PER_MINUTE=100000 FORMS_RATE_LIMIT_PER_MINUTE=100000 CODES_RATE_LIMIT_PER_MINUTE=100000 \
    UPLOADS_DIR="$ROOT/.data/schemathesis-uploads-${RUNS[$i]}" CLIENT_DIST=/nonexistent \
    exec node dist/main.js >"$ROOT/.data/schemathesis-server-${RUNS[$i]}.log" 2>&1) &
  SERVER_PIDS+=("$!")
done
base_of() { echo "http://127.0.0.1:$((PORT + $1))"; }
for i in "${!RUNS[@]}"; do
  for _ in $(seq 1 120); do
    if curl -fsS "$(base_of "$i")/api/health" >/dev/null 2>&1 && curl -fsS "$(base_of "$i")/api/plans" | grep -q '"data":\[{'; then break; fi
    sleep 1
  done
done
# A demo account's access token (seeded from DEMO_PASSWORD) from the server at $1.
token() {
  curl -fsS "$1/graphql" -H 'content-type: application/json' \
    -d '{"query":"mutation L($i: LoginInput!) { login(input: $i) { accessToken } }","variables":{"i":{"identifier":"'"$2"'","password":"'"${DEMO_PASSWORD:-Demo@12345}"'"}}}' \
    | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.login.accessToken))'
}
CUSTOMER_TOKEN="$(token "$(base_of 1)" customer@freshfuel.ae)"
ADMIN_TOKEN="$(token "$(base_of 2)" admin@freshfuel.ae)"
# Signing out would revoke the token the rest of a run uses: the anonymous run covers it.
SIGNED_IN_EXCLUDE="^/api/auth/logout"
RUN_TITLES=("anonymous" "signed in as the demo customer" "signed in as the demo admin")
RUN_ARGS=("" "-H 'Authorization: Bearer $CUSTOMER_TOKEN' --exclude-path-regex '$SIGNED_IN_EXCLUDE'" "-H 'Authorization: Bearer $ADMIN_TOKEN' --exclude-path-regex '$SIGNED_IN_EXCLUDE'")

# Schemathesis closes each run with a pytest-style banner ("==== 2 warnings in 34.92s ===="). CI reads such
# a banner as a test runner that ran no test, so it is reworded; the run's own counts follow it.
banners() { sed -u -E 's/^=+ (.*) in ([0-9.]+)s =+$/schemathesis run: \1 (\2 s)/; s/^=+ (.*) =+$/--- \1 ---/'; }
run() {
  "$VENV/bin/schemathesis" --config-file "$ROOT/scripts/schemathesis.toml" run "$BASE/api/docs-json" --url "$BASE" --checks all --max-examples "$EXAMPLES" \
    --seed "$SEED" --generation-deterministic --no-color "$@"
}
status=0
started=$(date +%s)
OUT="$ROOT/.data/schemathesis-report.txt"
: >"$OUT"
echo "schemathesis $ST_VERSION, $MODE mode: $EXAMPLES examples per operation, seed $SEED, three runs side by side"
RUN_PIDS=()
for i in "${!RUNS[@]}"; do
  timeout "$BOUND" bash -c "$(declare -f run); ROOT='$ROOT' VENV='$VENV' BASE='$(base_of "$i")' EXAMPLES='$EXAMPLES' SEED='$SEED' run ${RUN_ARGS[$i]}" \
    >"$ROOT/.data/schemathesis-${RUNS[$i]}.txt" 2>&1 &
  RUN_PIDS+=("$!")
done
# Each run's report in order, once it has ended.
for i in "${!RUNS[@]}"; do
  wait "${RUN_PIDS[$i]}" || status=1
  echo "-- ${RUN_TITLES[$i]}" | tee -a "$OUT"
  banners <"$ROOT/.data/schemathesis-${RUNS[$i]}.txt" | tee -a "$OUT"
done
cases=$( (grep -Eo '^ *[0-9]+ generated' "$OUT" || true) | awk '{ n += $1 } END { print n + 0 }')
failures=$( (grep -Eo '[0-9]+ found [0-9]+ unique failures?' "$OUT" || true) | awk '{ n += $3 } END { print n + 0 }')
echo "schemathesis: $cases cases in $(( $(date +%s) - started )) s, $failures unique failures ($MODE mode, seed $SEED)"
exit $status
