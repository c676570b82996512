#!/usr/bin/env bash
# Runs every test: generated-code check, type checks, server integration tests (real FerretDB or
# MongoDB), client component tests, the REST contract test (schemathesis, bounded) and the browser
# journeys (Playwright + Debian Chromium) against the built app. Starts FerretDB and stripe-mock
# through scripts/services.sh when MONGODB_URI is unset.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
REPORTS="$ROOT/.data/reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ -z "${MONGODB_URI:-}" ]; then
  step "services (FerretDB, stripe-mock)"
  eval "$(bash scripts/services.sh start)"
fi
export STRIPE_API_BASE="${STRIPE_API_BASE:-http://127.0.0.1:12111}"

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing Debian Chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $CHROMIUM: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH" >&2
    exit 1
  fi
fi

step "generated code (schema.graphql, client/src/generated)"
bash scripts/check-generated.sh

step "formatting (prettier --check)"
npm run format:check --silent

step "type check"
npm run typecheck --silent

step "lint (eslint on server and client with the module boundaries, module cycles)"
npm run lint --silent

status=0
step "server: unit and integration tests (jest, real database)"
npm test -w server --silent -- --json --outputFile="$REPORTS/server.json" || status=1

step "client: component tests (vitest)"
npm test -w client --silent -- --reporter=default --reporter=json --outputFile.json="$REPORTS/client.json" || status=1

step "build"
npm run build --silent

step "REST contract (schemathesis, bounded and seeded)"
bash scripts/schemathesis.sh --ci || status=1

step "browser journeys (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json || status=1

if [ -n "${CI_STARTED_AT:-}" ]; then echo "ci: finished in $(( $(date +%s) - CI_STARTED_AT )) s"; fi
node scripts/test-summary.mjs "$REPORTS"
exit $status
