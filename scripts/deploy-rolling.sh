#!/usr/bin/env bash
# Deploys an app version without dropping requests: replaces the compose services app-1, app-2, ...
# (every service named app-<n>, read from the compose file) one at a time, each after the previous
# one is healthy again (and Caddy's 1 s health check has seen it). Stops at the first replica that
# does not become healthy: the others keep serving. Run from the repository on the Docker host,
# beside .env. Needs Docker and Compose v2 only (no Node on the host).
#   bash scripts/deploy-rolling.sh                               # build the checked-out commit, roll it out
#   bash scripts/deploy-rolling.sh --no-build                    # roll out the running image again (an .env change)
#   APP_VERSION=0.1.0-1a2b3c4 bash scripts/deploy-rolling.sh --no-build   # roll out an image built earlier
#   bash scripts/deploy-rolling.sh --rollback                    # back to the image that ran before the last deploy
# Tags: compose runs freshfuel-app:current. Before a deploy that changes the image, the image the
# replicas run (`docker inspect` of the running container) is tagged freshfuel-app:previous; each build
# is also kept as freshfuel-app:<version>-<git sha>. A rollback swaps the two, so a second one goes forward again.
# APP_BUILD_ARGS adds `docker build` options (scripts/stack-test.sh: the local base image).
# Run by scripts/stack-test.sh (deploy, rollback, and the three deploys of a key rotation) under load.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
IMAGE=freshfuel-app
TIMEOUT="${DEPLOY_HEALTH_TIMEOUT:-180}"
BUILD=1
ROLLBACK=0
case "${1:-}" in
  '') ;;
  --no-build) BUILD=0 ;;
  --rollback) BUILD=0 ROLLBACK=1 ;;
  *)
    sed -n '2,16p' "$0" >&2
    exit 2
    ;;
esac
say() { echo "[deploy] $*"; }
die() {
  echo "[deploy] $*" >&2
  exit 1
}

mapfile -t REPLICAS < <(docker compose config --services | grep -E '^app-[0-9]+$' | sort -V)
[ "${#REPLICAS[@]}" -gt 0 ] || die "no app-<n> service in the compose file (docker compose config --services)"

# The version baked into an image (its label), or its short ID.
version_of() {
  local v
  v="$(docker image inspect --format '{{ index .Config.Labels "org.opencontainers.image.version" }}' "$1" 2>/dev/null || true)"
  [ -n "$v" ] && [ "$v" != '<no value>' ] && echo "$v" || echo "${1:0:19}"
}
# The image ID the first replica's container runs now (empty: none runs).
running_image() {
  local id
  id="$(docker compose ps -q "${REPLICAS[0]}" 2>/dev/null | head -n 1)"
  [ -n "$id" ] && docker inspect --format '{{.Image}}' "$id" 2>/dev/null || true
}

running="$(running_image)"
if [ "$ROLLBACK" = 1 ]; then
  target="$IMAGE:previous"
  docker image inspect "$target" >/dev/null 2>&1 || die "no $target image: nothing to roll back to"
elif [ "$BUILD" = 1 ]; then
  if [ -z "${APP_VERSION:-}" ]; then
    version="$(sed -n 's/^  "version": "\([^"]*\)".*/\1/p' package.json | head -n 1)"
    APP_VERSION="${version:-0.0.0}-$(git rev-parse --short HEAD)"
    git diff --quiet HEAD || APP_VERSION="${APP_VERSION}-dirty"
  fi
  target="$IMAGE:$APP_VERSION"
  say "building $target"
  # shellcheck disable=SC2086 # APP_BUILD_ARGS is a list of options
  docker build ${APP_BUILD_ARGS:-} --build-arg "APP_VERSION=$APP_VERSION" -t "$target" .
elif [ -n "${APP_VERSION:-}" ]; then
  target="$IMAGE:$APP_VERSION"
  docker image inspect "$target" >/dev/null 2>&1 ||
    die "no image $target: build it first (bash scripts/deploy-rolling.sh), or pick one of: $(docker image ls "$IMAGE" --format '{{.Tag}}' | tr '\n' ' ')"
else
  # The running image again, with the current .env.
  target="${running:-$IMAGE:current}"
  docker image inspect "$target" >/dev/null 2>&1 || die "no running replica and no $IMAGE:current image: deploy with a build first"
fi
target_id="$(docker image inspect --format '{{.Id}}' "$target")"
if [ -n "$running" ] && [ "$running" != "$target_id" ]; then
  docker tag "$running" "$IMAGE:previous"
fi
docker tag "$target_id" "$IMAGE:current"
say "$IMAGE:current = $(version_of "$target_id") (running before: $([ -n "$running" ] && version_of "$running" || echo none)) on ${REPLICAS[*]}"

wait_healthy() {
  local svc="$1" id status=missing
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
  say "replacing $svc"
  # SIGTERM: the old container turns not-ready, Caddy stops sending it requests, in-flight ones finish.
  docker compose up -d --no-deps --no-build --force-recreate "$svc"
  if ! wait_healthy "$svc"; then
    die "stopped: the replicas after $svc still run the image from before; roll back with: bash scripts/deploy-rolling.sh --rollback"
  fi
  # One health-check interval of Caddy (1 s) and a margin, so that it routes to the new replica before the next one stops.
  sleep "${DEPLOY_SETTLE_SECONDS:-3}"
done
say "$(version_of "$target_id") serves on ${REPLICAS[*]}; roll back with: bash scripts/deploy-rolling.sh --rollback"
