#!/usr/bin/env bash
# Regenerates schema.graphql (from the server's code-first types) and the client's typed documents.
# With CI=true it fails when either differs from what is committed (style rule 7).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
run() { "$@" >"$log" 2>&1 || { cat "$log" >&2; echo "failed: $*" >&2; exit 1; }; }
run npm run schema --silent
run npx graphql-codegen --config codegen.ts --silent
if [ "${CI:-}" = "true" ]; then
  if ! git diff --quiet -- schema.graphql client/src/generated || [ -n "$(git ls-files --others --exclude-standard -- client/src/generated)" ]; then
    echo "schema.graphql or client/src/generated is stale: run 'npm run generate' and commit the result." >&2
    git --no-pager diff --stat -- schema.graphql client/src/generated >&2
    exit 1
  fi
  echo "generated code is up to date"
else
  echo "regenerated schema.graphql and client/src/generated"
fi
