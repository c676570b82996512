#!/usr/bin/env bash
# `docker compose config` with README's .env, by the real Compose (scripts/stack-test.sh):
#   1. README "Production with Docker Compose" .env, written as an operator would (the heredoc run by
#      bash, its placeholders filled), resolves without error;
#   2. the app's environment, as Compose hands it to app-1, passes the server's own configuration check
#      (run in the app image APP_IMAGE), so a default the app refuses fails here;
#   3. no value of that .env holds a `$` outside single quotes (Compose would read it as a variable),
#      and a single-quoted `$` reaches the app as written while an unquoted one does not;
#   4. the check can fail: a refused default put back (JWT_EXPIRES_IN 7d) is caught by step 2.
# Usage: compose-config-check.sh APP_IMAGE
set -euo pipefail
IMAGE=$1
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
unset COMPOSE_FILE COMPOSE_ENV_FILES COMPOSE_PROJECT_NAME COMPOSE_PROFILES
say() { echo "    $*"; }
die() {
  echo "compose config check: $*" >&2
  exit 1
}

# 1. README's .env: the heredoc between `cat > .env <<ENV` and `ENV`, run by bash as the operator would.
block=$(sed -n '/^cat > \.env <<ENV$/,/^ENV$/p' "$ROOT/README.md")
[ -n "$block" ] || die "README has no \`cat > .env <<ENV\` block"
(cd "$DIR" && bash -c "$block") || die "README's .env block does not run"
sed -i 's/^SUPPLIER_TRN=<.*>$/SUPPLIER_TRN=100987654300003/' "$DIR/.env"
# A placeholder is a value written as <what to put here> (a sender such as "Alerts <a@b.ae>" is a real value).
grep -qE '^[A-Z_]+=<' "$DIR/.env" && die "README's .env keeps a placeholder: $(grep -E '^[A-Z_]+=<' "$DIR/.env" | head -n 1)"

# 3a. A `$` that Compose would interpolate: any value holding one must be single-quoted.
unquoted=$(grep -nE '^[A-Z_]+=[^'"'"'].*\$|^[A-Z_]+=$' "$DIR/.env" | grep '\$' || true)
[ -z "$unquoted" ] || die "README's .env has a value with \`\$\` outside single quotes (Compose reads it as a variable): $unquoted"
cp "$ROOT/docker-compose.yml" "$DIR/"
resolve() { docker compose --project-directory "$DIR" -f "$DIR/docker-compose.yml" config --format json; }
resolve >"$DIR/config.json" 2>"$DIR/config.err" || die "docker compose config failed with README's .env: $(cat "$DIR/config.err")"
say "docker compose config with README's .env: ok ($(node -e 'console.log(Object.keys(require(process.argv[1]).services).length)' "$DIR/config.json") services)"

# 2 and 4. The server's configuration check on app-1's environment, in the app image.
env_of() { node -e 'const c = require(process.argv[1]); process.stdout.write(JSON.stringify(c.services["app-1"].environment))' "$1"; }
check_env() { # JSON environment on stdin; prints "ok" or the configuration error
  docker run --rm -i --network none --entrypoint node "$IMAGE" --input-type=module -e '
    const { readFileSync } = await import("node:fs");
    const env = JSON.parse(readFileSync(0, "utf8"));
    const { loadConfig } = await import("/app/server/dist/common/config/config.schema.js");
    try { const cfg = loadConfig(env); console.log("ok", cfg.PUBLIC_URL, cfg.SMTP_URL); } catch (err) { console.log("refused:", err.message); }
  ' 2>&1
}
verdict=$(env_of "$DIR/config.json" | check_env)
case "$verdict" in ok*) say "the app accepts app-1's environment (PUBLIC_URL ${verdict#ok })" ;; *) die "the app refuses app-1's environment from README's .env: $verdict" ;; esac

sed -i 's/^    TRUST_PROXY: .1.$/&\n    JWT_EXPIRES_IN: ${JWT_EXPIRES_IN:-7d}/' "$DIR/docker-compose.yml"
grep -q 'JWT_EXPIRES_IN: ${JWT_EXPIRES_IN:-7d}' "$DIR/docker-compose.yml" || die "could not put the refused default in a copy"
resolve >"$DIR/refused.json" || die "compose config failed on the copy"
verdict=$(env_of "$DIR/refused.json" | check_env)
case "$verdict" in *JWT_EXPIRES_IN*) say "a refused default put back is caught (${verdict%%$'\n'*})" ;; *) die "a refused default (JWT_EXPIRES_IN 7d) was not caught: $verdict" ;; esac
cp "$ROOT/docker-compose.yml" "$DIR/"

# 3b. What Compose does with `$`: quoted, as written; unquoted, a variable (so 3a's rule matters).
sed -i '/^SMTP_URL=/d' "$DIR/.env"
echo "SMTP_URL='smtps://user:Pa\$word1@smtp.example.com:465'" >>"$DIR/.env"
# `docker compose config` prints a literal `$` as `$$` (its output is itself a compose file): read it back as one.
smtp_url_of() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).services["app-1"].environment.SMTP_URL.replaceAll("$$","$")))'; }
quoted=$(resolve | smtp_url_of)
[ "$quoted" = 'smtps://user:Pa$word1@smtp.example.com:465' ] || die "a single-quoted \$ reached the app as $quoted"
sed -i '/^SMTP_URL=/d' "$DIR/.env"
echo 'SMTP_URL=smtps://user:Pa$word1@smtp.example.com:465' >>"$DIR/.env"
plain=$(resolve 2>/dev/null | smtp_url_of)
[ "$plain" != 'smtps://user:Pa$word1@smtp.example.com:465' ] || die "Compose no longer interpolates unquoted values: revisit README's rule"
say "a \`\$\` in single quotes reaches the app as written; unquoted it became ${plain}"
