#!/usr/bin/env bash
# Runs every test: generated-code check, type checks, server integration tests (real FerretDB or
# MongoDB), client component tests, the REST contract test (schemathesis, bounded) and the browser
# journeys (Playwright + Debian Chromium) against the built app, and, beside them all, the production
# stack in Docker (scripts/stack-test.sh). Starts FerretDB and stripe-mock through scripts/services.sh
# when MONGODB_URI is unset.
#
# A setup step that fails (services, generated code, formatting, types, lint, ops config, build) stops the run at
# once with a line naming it; the test steps all run and count. The times of the steps are printed at
# the end, and the closing "tests: N passed, N failed" line stays last.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
REPORTS="$ROOT/.data/reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"

TIMES=()
SUBTIMES=() # the times of a step's side-by-side parts, listed under it
CURRENT=""
STARTED=$(date +%s)
step() {
  finish_step
  CURRENT="$*"
  STEP_START=$(date +%s)
  printf '\n\033[1m== %s\033[0m\n' "$CURRENT"
}
finish_step() {
  if [ -n "$CURRENT" ]; then TIMES+=("$(printf '%5d s  %s' "$(( $(date +%s) - STEP_START ))" "$CURRENT")" "${SUBTIMES[@]}"); fi
  CURRENT=""
  SUBTIMES=()
}
print_times() {
  finish_step
  echo
  echo "step times:"
  printf '  %s\n' "${TIMES[@]}"
  printf '%5d s  total\n' "$(( $(date +%s) - STARTED ))" | sed 's/^/  /'
  if [ -n "${CI_STARTED_AT:-}" ]; then echo "ci: finished in $(( $(date +%s) - CI_STARTED_AT )) s"; fi
}
# A setup step that failed: say which, with a reason, and close with the summary line.
stop_at() {
  local name=$CURRENT reason=$1
  # The Docker stack test, when it runs beside: stopped, so that it removes its containers.
  if [ -n "${STACK_PID:-}" ]; then kill "$STACK_PID" 2>/dev/null && wait "$STACK_PID"; fi
  print_times
  echo "test: stopped at step \"$name\": $reason" >&2
  echo "tests: 0 passed, 1 failed"
  exit 1
}
must() { "$@" || stop_at "\`$*\` exited with status $?"; }

if [ -z "${MONGODB_URI:-}" ]; then
  step "services (FerretDB, stripe-mock)"
  SERVICES_LOG="$ROOT/.data/services.log"
  # The environment comes on stdout; progress and errors on stderr, kept for the one-line reason.
  if ! SERVICES_ENV=$(bash scripts/services.sh start 2> >(tee "$SERVICES_LOG" >&2)); then
    sleep 0.2 # let tee finish writing
    reason=$(grep -E 'ERROR|error|failed|not found|[Cc]ould not' "$SERVICES_LOG" | tail -n 1)
    stop_at "the services could not start: ${reason:-$(tail -n 1 "$SERVICES_LOG")} (full log: $SERVICES_LOG)"
  fi
  eval "$SERVICES_ENV"
fi
export STRIPE_API_BASE="${STRIPE_API_BASE:-http://127.0.0.1:12111}"

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  step "installing Debian Chromium for the browser tests"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    must bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'
  else
    stop_at "Chromium not found at $CHROMIUM: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH"
  fi
fi

if ! bash scripts/install-ops-tools.sh --check; then
  step "installing the ops tools from Debian (promtool, amtool, blackbox_exporter, restic, busybox)"
  must bash scripts/install-ops-tools.sh
fi

step "generated code (schema.graphql, client/src/generated)"
must bash scripts/check-generated.sh

# The static checks read the tree and write nothing to it, so they run side by side (both cores: eslint alone
# keeps one busy for about a minute). Each one's output is kept and printed when it fails.
step "static checks, side by side: formatting, types, lint, ops config"
CHECKS="$ROOT/.data/checks"
rm -rf "$CHECKS" && mkdir -p "$CHECKS"
check_names=(
  "formatting (prettier --check)"
  "type check"
  "lint (eslint on server and client with the module boundaries, module cycles, paths named in the docs)"
  "ops config (promtool check/test of the alerts, amtool, blackbox_exporter, backup metrics)"
)
check_commands=("npm run format:check --silent" "npm run typecheck --silent" "npm run lint --silent" "bash scripts/check-ops.sh")
# The Helm chart, offline (scripts/check-helm.sh; its tools are prebuilt by .ci/run).
check_names+=("helm chart (helm lint and template, kubeconform -strict, the server's production config on the rendered environment)")
check_commands+=("bash scripts/check-helm.sh")
check_pids=()
for i in "${!check_commands[@]}"; do
  (
    began=$(date +%s)
    bash -c "${check_commands[$i]}" >"$CHECKS/$i.log" 2>&1
    code=$?
    echo "$code $(( $(date +%s) - began ))" >"$CHECKS/$i.status"
    exit "$code"
  ) &
  check_pids+=("$!")
done
check_failed=""
for i in "${!check_pids[@]}"; do
  wait "${check_pids[$i]}"
  read -r code took <"$CHECKS/$i.status"
  SUBTIMES+=("$(printf '%5d s    %s' "$took" "${check_names[$i]}")")
  if [ "$code" != 0 ] && [ -z "$check_failed" ]; then check_failed=$i; fi
done
if [ -n "$check_failed" ]; then
  cat "$CHECKS/$check_failed.log" >&2
  stop_at "step \"${check_names[$check_failed]}\" failed: \`${check_commands[$check_failed]}\` exited with status $(cut -d' ' -f1 "$CHECKS/$check_failed.status")"
fi
for i in "${!check_names[@]}"; do
  printf '%s: ok\n' "${check_names[$i]}"
done

# The Docker stack test (scripts/stack-test.sh: the compose stack from the project's images, deploy,
# rollback, key rotation, off-site restore, alerts) takes minutes, most of them building images and
# waiting for health checks: it runs beside every test step below and is collected at the end. It runs
# wherever Docker can (root, which installs and starts it, or a daemon this user reaches); STACK_TEST=0
# turns it off, STACK_TEST=1 runs it even where the check says it cannot (and then fails saying why).
STACK_PID=""
if [ "${STACK_TEST:-}" != 0 ] && [ "${STACK_TEST:-}" != 1 ]; then
  if stack_reason=$(bash scripts/stack-test.sh --can-run 2>&1); then STACK_TEST=1; else
    STACK_TEST=0
    echo "Docker stack test: not run here ($stack_reason; STACK_TEST=1 forces it)"
  fi
fi
if [ "$STACK_TEST" = 1 ]; then
  STACK_STARTED=$(date +%s)
  bash scripts/stack-test.sh >"$REPORTS/stack-test.txt" 2>&1 &
  STACK_PID=$!
  echo "Docker stack test started beside the tests (log: $REPORTS/stack-test.txt)"
fi

status=0
step "server: unit and integration tests (jest, real database)"
npm test -w server --silent -- --json --outputFile="$REPORTS/server.json" || status=1

step "client: component tests (vitest)"
npm test -w client --silent -- --reporter=default --reporter=json --outputFile.json="$REPORTS/client.json" || status=1

step "build (server incremental, client bundle: both were type-checked above)"
must npm run build -w server --silent
must npm run bundle -w client --silent

step "production smoke (two instances with compose's environment behind Caddy over TLS)"
bash scripts/smoke-prod.sh 2>&1 | tee "$REPORTS/smoke.txt"
[ "${PIPESTATUS[0]}" = 0 ] || status=1

step "REST contract (schemathesis, bounded and seeded)"
# A failed contract run counts as one failed test in the summary.
bash scripts/schemathesis.sh --ci || { status=1; touch "$REPORTS/schemathesis.failed"; }

step "browser journeys (Playwright, Chromium)"
# The assertion counter prints how many expect() calls the journeys ran (and keeps them per journey beside the report).
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" E2E_ASSERTIONS_FILE="$REPORTS/e2e-assertions.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json,./e2e/support/assertion-count-reporter.ts || status=1

if [ -n "$STACK_PID" ]; then
  step "Docker stack test (started beside the steps above; waiting for the rest of it)"
  if wait "$STACK_PID"; then touch "$REPORTS/stack-test.passed"; else
    status=1
    touch "$REPORTS/stack-test.failed"
    tail -n 60 "$REPORTS/stack-test.txt"
  fi
  SUBTIMES+=("$(printf '%5d s    the whole stack test, from its start' $(($(date +%s) - STACK_STARTED)))")
  while IFS= read -r line; do SUBTIMES+=("    $line"); done < <(sed -n '/^stack test step times:/,/total$/p' "$REPORTS/stack-test.txt" | sed '1d')
  grep -E '^stack test: ' "$REPORTS/stack-test.txt" || echo "stack test: no result line"
fi

print_times
node scripts/test-summary.mjs "$REPORTS" || status=1
exit $status
