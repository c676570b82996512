#!/usr/bin/env bash
# Deploys a new app version without dropping requests: builds freshfuel-app:<version>-<git sha>, then
# replaces app-1, waits until Docker reports it healthy (and Caddy's 1 s health check has seen it),
# then app-2. Stops at the first replica that does not become healthy: the other one keeps serving
# the previous version. Run from the repository on the Docker host, beside .env.
#   bash scripts/deploy-rolling.sh                     # build and roll out the checked-out commit
#   APP_VERSION=0.1.0-1a2b3c4 bash scripts/deploy-rolling.sh --no-build    # roll back to an earlier image
# The deployed tag is also tagged freshfuel-app:latest, which a plain `docker compose up -d` uses.
# (Written for Docker Compose v2.24+; Docker cannot run where this was written, so it was checked
# with `bash -n` only: see docs/decisions/0038-production-deployment-https-by-default.md.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BUILD=1
[ "${1:-}" = "--no-build" ] && BUILD=0
REPLICAS=(app-1 app-2)
TIMEOUT="${DEPLOY_HEALTH_TIMEOUT:-180}"

if [ -z "${APP_VERSION:-}" ]; then
  APP_VERSION="$(node -p "require('./package.json').version" 2>/dev/null || echo 0.0.0)-$(git rev-parse --short HEAD)"
  git diff --quiet HEAD || APP_VERSION="${APP_VERSION}-dirty"
fi
export APP_VERSION
previous="$(docker compose images --format json app-1 2>/dev/null | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{const a=JSON.parse(s);const i=(Array.isArray(a)?a:[a])[0];console.log(i?.Tag??"")}catch{console.log("")}})' || true)"
echo "[deploy] freshfuel-app:${APP_VERSION} (running now: ${previous:-unknown})"

if [ "$BUILD" = 1 ]; then
  # One build: both replicas use the same image tag.
  docker compose build app-1
fi

wait_healthy() {
  local svc="$1" id status
  id="$(docker compose ps -q "$svc")"
  for _ in $(seq 1 "$TIMEOUT"); do
    status="$(docker inspect --format '{{.State.Health.Status}}' "$id" 2>/dev/null || echo missing)"
    [ "$status" = healthy ] && return 0
    sleep 1
  done
  echo "[deploy] $svc is not healthy after ${TIMEOUT}s (status: $status); its last log lines:" >&2
  docker compose logs --tail 50 "$svc" >&2 || true
  return 1
}

for svc in "${REPLICAS[@]}"; do
  echo "[deploy] replacing $svc"
  # SIGTERM: the old container turns not-ready, Caddy stops sending it requests, in-flight ones finish.
  docker compose up -d --no-deps --no-build "$svc"
  if ! wait_healthy "$svc"; then
    echo "[deploy] stopped: roll back with APP_VERSION=${previous:-<previous tag>} bash scripts/deploy-rolling.sh --no-build" >&2
    exit 1
  fi
  sleep 3
done
docker tag "freshfuel-app:${APP_VERSION}" freshfuel-app:latest
echo "[deploy] freshfuel-app:${APP_VERSION} serves on ${REPLICAS[*]}; previous: ${previous:-unknown}"
