#!/usr/bin/env bash
# Prints the path of the Caddy binary production runs (docker-compose.yml's proxy image, built by
# ops/caddy/Dockerfile): Caddy with the rate_limit module, from the Go module in ops/caddy (main.go,
# go.mod and go.sum pin every version and checksum). Built once into a cache keyed by those files:
#   ${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel/caddy-<caddy version>-<hash of the module>/caddy
# so a new version or another module set builds anew. Needs Go (>= 1.26, go.mod's `go` line) and the
# Go module proxy; a first build takes a few minutes (about 2.5 min of CPU; up to 10 min on the clock
# on a busy two-core machine).
# Usage: CADDY="$(bash scripts/install-caddy.sh)"
set -euo pipefail
SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")/../ops/caddy" && pwd)"
CADDY_VERSION="$(awk '$1 == "github.com/caddyserver/caddy/v2" { print $2; exit }' "$SRC/go.mod")"
[ -n "$CADDY_VERSION" ] || { echo "[caddy] no github.com/caddyserver/caddy/v2 requirement in $SRC/go.mod" >&2; exit 1; }
KEY="$(cat "$SRC/go.mod" "$SRC/go.sum" "$SRC/main.go" | sha256sum | cut -c1-12)"
DIR="${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel/caddy-${CADDY_VERSION}-${KEY}"
BIN="$DIR/caddy"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null || { echo "[caddy] Go is required to build Caddy: https://go.dev/dl/" >&2; exit 1; }
  echo "[caddy] building Caddy ${CADDY_VERSION} with the modules of ops/caddy into $DIR (first run only)" >&2
  mkdir -p "$DIR"
  # Build into a temporary folder and move: an interrupted build never leaves a half-written binary.
  tmp="$(mktemp -d "$DIR/.build.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  # -mod=readonly: the build uses go.mod and go.sum as committed (a missing checksum is an error, never
  # a silent update). Same flags as ops/caddy/Dockerfile.
  (cd "$SRC" && CGO_ENABLED=0 GOFLAGS="-buildvcs=false -mod=readonly" go build -trimpath -ldflags='-s -w' -o "$tmp/caddy" .) >&2
  mv "$tmp/caddy" "$BIN"
fi
echo "$BIN"
