#!/usr/bin/env bash
# Production smoke test without Docker: two built app instances with exactly the environment
# docker-compose.yml gives the app (test .env, the database replaced by MONGODB_URI's server, fresh
# secrets), behind ops/caddy/Caddyfile on this machine with a throwaway CA (`tls internal`), then
# checks over https what production must do. One line per check; exit status 1 if any fails.
#   npm run build && eval "$(bash scripts/services.sh env)" && bash scripts/smoke-prod.sh
# Needs MONGODB_URI (a MongoDB-protocol server; the smoke uses its own database there, dropped at the
# end), stripe-mock on STRIPE_API_BASE (default http://127.0.0.1:12111), and Go the first time (Caddy
# is built once into the cache by scripts/install-caddy.sh). Ports: SMOKE_PORT_BASE (3400) .. +99.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
for f in server/dist/main.js server/dist/seed/seed.cli.js client/dist/index.html; do
  [ -f "$ROOT/$f" ] || { echo "smoke-prod: $f is missing: run npm run build first" >&2; exit 1; }
done
: "${MONGODB_URI:?smoke-prod: set MONGODB_URI (eval \"\$(bash scripts/services.sh env)\")}"
CADDY="$(bash "$ROOT/scripts/install-caddy.sh")"
exec node "$ROOT/scripts/smoke-prod.mjs" "$CADDY"
