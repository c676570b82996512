#!/usr/bin/env bash
# Prints the path of a Caddy binary of the version production runs (docker-compose.yml's proxy image),
# building it once with `go install` into a cache keyed by version:
#   ${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel/caddy-<version>/caddy
# Needs Go (>= 1.25) and the Go module proxy; a first build takes a few minutes on two cores.
# Usage: CADDY="$(bash scripts/install-caddy.sh)"
set -euo pipefail
CADDY_VERSION="${CADDY_VERSION:-v2.11.9}"
DIR="${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel/caddy-${CADDY_VERSION}"
BIN="$DIR/caddy"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null || { echo "[caddy] Go is required to build Caddy: https://go.dev/dl/" >&2; exit 1; }
  echo "[caddy] building Caddy ${CADDY_VERSION} into $DIR (first run only)" >&2
  mkdir -p "$DIR"
  # Build into a temporary folder and move: an interrupted build never leaves a half-written binary.
  tmp="$(mktemp -d "$DIR/.build.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  GOBIN="$tmp" GOFLAGS=-buildvcs=false go install "github.com/caddyserver/caddy/v2/cmd/caddy@${CADDY_VERSION}" >&2
  mv "$tmp/caddy" "$BIN"
fi
echo "$BIN"
