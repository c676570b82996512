#!/usr/bin/env bash
# REST contract test: schemathesis (--checks all) against the built server started on its own port
# and database, once anonymously and once with a customer token; at least 2,000 generated cases in
# all, bounded to 5 minutes. Prints schemathesis' summary; exits non-zero on any failure.
# Needs: the built server (npm run build -w server), MONGODB_URI (server part used, own database),
# python3. Installs schemathesis into .tools/schemathesis on first use.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
ST_VERSION=4.32.5
PORT="${SCHEMATHESIS_PORT:-3390}"
EXAMPLES="${SCHEMATHESIS_EXAMPLES:-40}"
VENV="$ROOT/.tools/schemathesis"
if [ ! -x "$VENV/bin/schemathesis" ] || ! "$VENV/bin/schemathesis" --version | grep -q "$ST_VERSION"; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "schemathesis==$ST_VERSION"
fi

SERVER_URI="$(node -e 'const m=/^(mongodb(?:\+srv)?:\/\/[^/?]+)/.exec(process.argv[1]||"mongodb://127.0.0.1:27017"); console.log(m[1])' "${MONGODB_URI:-}")"
DB="ff_schemathesis_$$"
LOG="$ROOT/.data/schemathesis-server.log"
mkdir -p "$ROOT/.data"
(cd server && NODE_ENV=development PORT="$PORT" HOST=127.0.0.1 MONGODB_URI="$SERVER_URI/$DB" SEED_ON_START=true \
  JWT_SECRET="$(node -e 'console.log(require("crypto").randomBytes(48).toString("base64url"))')" \
  AUTH_RATE_LIMIT_PER_MINUTE=100000 FORMS_RATE_LIMIT_PER_MINUTE=100000 CODES_RATE_LIMIT_PER_MINUTE=100000 \
  UPLOADS_DIR="$ROOT/.data/schemathesis-uploads" CLIENT_DIST=/nonexistent \
  node dist/main.js >"$LOG" 2>&1) &
SERVER_PID=$!
cleanup() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  node -e 'const m=require("mongoose");m.createConnection(process.argv[1]).asPromise().then(c=>c.dropDatabase().then(()=>c.close()))' "$SERVER_URI/$DB" 2>/dev/null || true
}
trap cleanup EXIT

BASE="http://127.0.0.1:$PORT"
for _ in $(seq 1 120); do
  if curl -fsS "$BASE/api/health" >/dev/null 2>&1 && curl -fsS "$BASE/api/plans" | grep -q '"data":\[{'; then break; fi
  sleep 1
done
TOKEN="$(curl -fsS "$BASE/graphql" -H 'content-type: application/json' \
  -d '{"query":"mutation L($i: LoginInput!) { login(input: $i) { accessToken } }","variables":{"i":{"identifier":"customer@freshfuel.ae","password":"'"${DEMO_PASSWORD:-Demo@12345}"'"}}}' \
  | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.login.accessToken))')"

run() {
  "$VENV/bin/schemathesis" run "$BASE/api/docs-json" --url "$BASE" --checks all --max-examples "$EXAMPLES" \
    --seed 20261124 --generation-deterministic --no-color "$@"
}
status=0
echo "-- anonymous"
timeout 150 bash -c "$(declare -f run); VENV='$VENV' BASE='$BASE' EXAMPLES='$EXAMPLES' run" || status=1
echo "-- signed in as the demo customer"
timeout 150 bash -c "$(declare -f run); VENV='$VENV' BASE='$BASE' EXAMPLES='$EXAMPLES' run -H 'Authorization: Bearer $TOKEN'" || status=1
exit $status
