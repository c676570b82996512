#!/usr/bin/env bash
# The production stack rehearsed in Docker: docker-compose.yml with the images built from the project's
# own Dockerfiles, plus ops/stack-test/docker-compose.stack-test.yml, which replaces only what cannot exist
# on these machines (the database image, public DNS and CA, Stripe, the off-site store, the receivers of
# alerts and e-mail; docs/decisions/0075-the-production-stack-rehearsed-in-docker.md). Then, through Caddy
# over TLS on 127.0.0.1 only, the runbook (docs/operations.md) from an empty database: the first super
# admin (its CLI), a customer's purchase (signed webhook), a rolling deploy and a rollback under a request
# loop, a JWT key rotation with a signed-in customer, a backup sent off-site, the database wiped and
# restored from the off-site copy, a stopped replica's alert and the Watchdog heartbeat at the receiver,
# and `docker compose config` with README's .env. Each step prints its time; the test project's
# containers, volumes and networks are removed at the end, also on failure.
#
#   bash scripts/stack-test.sh              # everything (as root: installs docker.io and starts dockerd if needed)
#   bash scripts/stack-test.sh --prepare    # Docker, Compose and the base images only (cached per machine; .ci/run)
#   bash scripts/stack-test.sh --can-run    # exit 0 when this machine can run it (scripts/test.sh, .ci/run), else the reason
#   STACK_KEEP=1 bash scripts/stack-test.sh # leave the stack running at the end, to look at it
#   bash scripts/stack-test.sh --bench      # sizing instead of the runbook: the first deploy, the demo seed plus
#                                           # seed:large's customers, bench/mixed at STACK_BENCH_RATE req/s (200) for
#                                           # STACK_BENCH_SECONDS (60) through Caddy over TLS, then no container
#                                           # OOM-killed or restarted and each one's peak memory (docs/operations.md 1)
#
# Ports (127.0.0.1 only): STACK_HTTPS_PORT 18443, STACK_HTTP_PORT 18080, STACK_RECEIVER_PORT 18090.
# Cache: STACK_TEST_CACHE (default ~/.cache/freshfuel/docker): base images are rebuilt only when their
# recipe changes; the app images of earlier runs and build leftovers older than a day are removed at the end
# (the newest build's layers stay: they are the next build's cache). Memory: `docker stats` every ~10 s,
# each container's peak (and the step it came in) printed at the end. Exit status 0 only when every step passed.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
CACHE="${STACK_TEST_CACHE:-$HOME/.cache/freshfuel/docker}"
WORK="$ROOT/.data/stack-test"
HERE=ops/stack-test
# The daemon's own builder: no buildx plugin on these machines.
export DOCKER_BUILDKIT=0
export COMPOSE_PROJECT_NAME=freshfuel-stacktest
export COMPOSE_FILE="docker-compose.yml:$HERE/docker-compose.stack-test.yml"
export COMPOSE_ENV_FILES="$WORK/.env"
unset COMPOSE_PROFILES
export STACK_WORK="$WORK" STACK_DOMAIN=freshfuel.test
export STACK_HTTPS_PORT="${STACK_HTTPS_PORT:-18443}" STACK_HTTP_PORT="${STACK_HTTP_PORT:-18080}" STACK_RECEIVER_PORT="${STACK_RECEIVER_PORT:-18090}"
COMPOSE_VERSION=v2.40.3
RESTIC_VERSION=v0.18.0
REST_SERVER_VERSION=v0.14.0
STRIPE_MOCK_VERSION=v0.203.0
NPM_VERSION=11.19.1
GO="${GO:-$(command -v go || echo /usr/local/go/bin/go)}"

T0=$(date +%s)
CURRENT=""
STEP_T0=$T0
TIMES=()
log() { echo "[stack-test $(printf '%4d' $(($(date +%s) - T0)))s] $*"; }
step() {
  end_step
  CURRENT="$*"
  STEP_T0=$(date +%s)
  [ -d "$WORK" ] && echo "$CURRENT" >"$WORK/step"
  log "== $CURRENT"
}
end_step() {
  [ -n "$CURRENT" ] && TIMES+=("$(printf '%5d s  %s' $(($(date +%s) - STEP_T0)) "$CURRENT")")
  CURRENT=""
}
fail() {
  echo "[stack-test] FAILED at step \"$CURRENT\": $*" >&2
  exit 1
}
must() { "$@" || fail "\`$*\` exited with status $?"; }
steps() { node scripts/lib/stack-test/steps.mjs "$@"; }
# One HTTP step: its one-line result logged; its status returned (its error is on stderr).
check() {
  local out
  out=$(steps "$@") || return 1
  log "$out"
}
hash_of() { cat "$@" | sha256sum | cut -c1-12; }
have_image() { docker image inspect "$1" >/dev/null 2>&1; }

# ------------------------------------------------------------------------------------------ preparation
ensure_docker() {
  if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null; then
    [ "$(id -u)" = 0 ] || fail "Docker is not installed: run as root (apt-get install docker.io debootstrap)"
    log "installing docker.io and debootstrap from Debian"
    # Waits for apt's lock: CI installs other packages at the same time.
    (apt-get -o DPkg::Lock::Timeout=600 update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq docker.io debootstrap >/dev/null) ||
      fail "apt-get install docker.io debootstrap failed"
  fi
  if ! docker info >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || fail "the Docker daemon is not running and this is not root"
    log "starting dockerd (log: /var/log/dockerd.log)"
    # A pid file left by a daemon that is gone (a machine restarted without systemd) makes dockerd refuse to start.
    if [ -f /var/run/docker.pid ] && ! kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then rm -f /var/run/docker.pid; fi
    # In its own session: it outlives this run (and the CI job's process group), as a system daemon does.
    setsid nohup dockerd >>/var/log/dockerd.log 2>&1 </dev/null &
    for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
    docker info >/dev/null 2>&1 || fail "dockerd did not answer within 60 s: $(tail -n 3 /var/log/dockerd.log)"
  fi
}

# Whether this machine can run the test (0), or why not (1, the reason on stderr): a daemon answers, or
# root can install (apt-get) and start it; Go builds the tools (Compose, restic, rest-server, stripe-mock).
can_run() {
  if ! docker info >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || { echo "no Docker daemon answers and this is not root" >&2; return 1; }
    command -v dockerd >/dev/null || command -v apt-get >/dev/null || { echo "no dockerd, and no apt-get to install docker.io" >&2; return 1; }
  fi
  [ -x "$GO" ] || { echo "no Go toolchain ($GO)" >&2; return 1; }
  return 0
}

ensure_compose() {
  docker compose version >/dev/null 2>&1 && return 0
  mkdir -p "$CACHE/bin" "$HOME/.docker/cli-plugins"
  go_tool docker-compose github.com/docker/compose/v2 "$COMPOSE_VERSION" ./cmd "-X github.com/docker/compose/v2/internal.Version=$COMPOSE_VERSION"
  cp "$CACHE/bin/docker-compose-$COMPOSE_VERSION" "$HOME/.docker/cli-plugins/docker-compose"
  docker compose version >/dev/null || fail "docker compose does not run"
}

go_tool() { # NAME MODULE VERSION PACKAGE-DIR: a Go binary built once into $CACHE/bin, from the module proxy
  local name=$1 module=$2 version=$3 pkg=$4 out="$CACHE/bin/$1-$3"
  if [ ! -x "$out" ]; then
    log "building $name $version from the Go module proxy"
    local dir src
    # Built inside its own module: `go install module@version` also asks the proxy for the module's
    # version list, which it refuses for some (rest-server), and refuses modules with exclude directives (compose).
    dir=$(GOFLAGS=-modcacherw "$GO" mod download -json "$module@$version" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
    [ -n "$dir" ] || fail "go mod download $module@$version failed"
    src=$(mktemp -d) && cp -r "$dir/." "$src" && chmod -R u+w "$src"
    (cd "$src" && CGO_ENABLED=0 GOFLAGS="-buildvcs=false -modcacherw -mod=mod" "$GO" build -trimpath -ldflags "-s -w ${5:-}" -o "$out" "$pkg") ||
      fail "building $name $version failed"
    rm -rf "$src"
  fi
}

build_image() { # TAG DOCKERFILE CONTEXT [build args...]
  local tag=$1 file=$2 ctx=$3
  shift 3
  docker build -q --force-rm "$@" -f "$file" -t "$tag" "$ctx" >"$CACHE/build-${tag//[\/:]/_}.log" 2>&1 ||
    {
      tail -n 30 "$CACHE/build-${tag//[\/:]/_}.log" >&2
      fail "docker build $tag failed"
    }
}

# The images every run uses, built once per machine (each tag names a hash of its recipe).
prepare_bases() {
  mkdir -p "$CACHE/bin"
  EMPTY=$(mktemp -d)
  DEBIAN_IMAGE=local/debian:bookworm
  if ! have_image "$DEBIAN_IMAGE"; then
    local mirror rootfs
    mirror=$(sed -n 's/^URIs: \(http[^ ]*debian\)$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1)
    mirror=${mirror:-http://deb.debian.org/debian}
    rootfs=$(mktemp -d)
    log "debootstrap bookworm from $mirror (once per machine)"
    debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$CACHE/debootstrap.log" 2>&1 || fail "debootstrap failed: $(tail -n 3 "$CACHE/debootstrap.log")"
    tar -C "$rootfs" -c . | docker import - "$DEBIAN_IMAGE" >/dev/null || fail "docker import failed"
    rm -rf "$rootfs"
  fi
  # Every stand-in builds on Debian with the host's CAs (a network that inspects TLS has its own).
  local certs
  certs=$(mktemp -d)
  cp /usr/local/share/ca-certificates/*.crt "$certs/" 2>/dev/null
  BASE_IMAGE="local/debian-ca:bookworm-$(cat $HERE/base/debian-ca.Dockerfile "$certs"/* 2>/dev/null | sha256sum | cut -c1-12)"
  have_image "$BASE_IMAGE" || build_image "$BASE_IMAGE" "$ROOT/$HERE/base/debian-ca.Dockerfile" "$certs" --build-arg DEBIAN_IMAGE=$DEBIAN_IMAGE
  rm -rf "$certs"

  NODE_IMAGE="local/node:24-$(echo "$BASE_IMAGE" | cat - $HERE/base/node.Dockerfile | sha256sum | cut -c1-12)"
  if ! have_image "$NODE_IMAGE"; then
    local node_bin ctx
    node_bin=$(bash scripts/ensure-node.sh)
    ctx=$(mktemp -d) && mkdir -p "$ctx/bin" "$ctx/lib/node_modules/npm"
    cp "${node_bin:-$(dirname "$(command -v node)")}/node" "$ctx/bin/"
    (cd "$ctx" && npm pack --silent "npm@$NPM_VERSION" >/dev/null && tar -xzf "npm-$NPM_VERSION.tgz" -C lib/node_modules/npm --strip-components=1 && rm "npm-$NPM_VERSION.tgz")
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ctx/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ctx/bin/npx"
    log "building $NODE_IMAGE (Node $("$ctx/bin/node" -v), npm $NPM_VERSION)"
    build_image "$NODE_IMAGE" $HERE/base/node.Dockerfile "$ctx" --build-arg DEBIAN_IMAGE=$BASE_IMAGE
    rm -rf "$ctx"
  fi

  GO_IMAGE="local/golang:$("$GO" env GOVERSION)-$(hash_of $HERE/base/golang.Dockerfile)"
  if ! have_image "$GO_IMAGE"; then
    log "building $GO_IMAGE (the host's Go toolchain)"
    build_image "$GO_IMAGE" "$ROOT/$HERE/base/golang.Dockerfile" "$("$GO" env GOROOT)" --build-arg DEBIAN_IMAGE=$BASE_IMAGE
  fi

  CADDY_BASE_IMAGE="local/caddy-base:$(hash_of $HERE/base/caddy.Dockerfile)"
  have_image "$CADDY_BASE_IMAGE" || build_image "$CADDY_BASE_IMAGE" $HERE/base/caddy.Dockerfile "$EMPTY" --build-arg DEBIAN_IMAGE=$BASE_IMAGE

  STACK_PROM_IMAGE="local/freshfuel-prom:$(hash_of $HERE/base/prom.Dockerfile)"
  if ! have_image "$STACK_PROM_IMAGE"; then
    log "building $STACK_PROM_IMAGE (Prometheus, Alertmanager and the exporters from Debian)"
    build_image "$STACK_PROM_IMAGE" $HERE/base/prom.Dockerfile "$EMPTY" --build-arg DEBIAN_IMAGE=$BASE_IMAGE
  fi

  STACK_TOOLS_IMAGE="local/freshfuel-stack-tools:restic-${RESTIC_VERSION}-rest-${REST_SERVER_VERSION}-sm-${STRIPE_MOCK_VERSION}-$(hash_of $HERE/base/tools.Dockerfile)"
  if ! have_image "$STACK_TOOLS_IMAGE"; then
    local ctx
    ctx=$(mktemp -d)
    go_tool restic github.com/restic/restic "$RESTIC_VERSION" ./cmd/restic
    go_tool rest-server github.com/restic/rest-server "$REST_SERVER_VERSION" ./cmd/rest-server
    go_tool stripe-mock github.com/stripe/stripe-mock "$STRIPE_MOCK_VERSION" .
    cp "$CACHE/bin/restic-$RESTIC_VERSION" "$ctx/restic"
    cp "$CACHE/bin/rest-server-$REST_SERVER_VERSION" "$ctx/rest-server"
    cp "$CACHE/bin/stripe-mock-$STRIPE_MOCK_VERSION" "$ctx/stripe-mock"
    log "building $STACK_TOOLS_IMAGE"
    build_image "$STACK_TOOLS_IMAGE" "$ROOT/$HERE/base/tools.Dockerfile" "$ctx" --build-arg DEBIAN_IMAGE=$BASE_IMAGE
    rm -rf "$ctx"
  fi

  STACK_FERRETDB_IMAGE="local/freshfuel-ferretdb:2.5.0-$(hash_of scripts/documentdb.sh $HERE/ferretdb/Dockerfile $HERE/ferretdb/entrypoint.sh)"
  if ! have_image "$STACK_FERRETDB_IMAGE"; then
    local ctx vendor
    ctx=$(mktemp -d) && mkdir -p "$ctx/vendor"
    cp scripts/documentdb.sh $HERE/ferretdb/Dockerfile $HERE/ferretdb/entrypoint.sh "$ctx/"
    # The source tarballs scripts/documentdb.sh would use (none: the build downloads them).
    vendor=${VENDOR_DIR:-$ROOT/../shared/vendor}
    [ -d "$vendor" ] || vendor=/work/shared/vendor
    [ -d "$vendor" ] && cp "$vendor"/*.tar.gz "$ctx/vendor/" 2>/dev/null
    log "building $STACK_FERRETDB_IMAGE (FerretDB + DocumentDB: a few minutes, once per machine)"
    build_image "$STACK_FERRETDB_IMAGE" "$ctx/Dockerfile" "$ctx" --build-arg DEBIAN_IMAGE=$BASE_IMAGE
    rm -rf "$ctx"
  fi
  export STACK_NODE_IMAGE=$NODE_IMAGE STACK_PROM_IMAGE STACK_TOOLS_IMAGE STACK_FERRETDB_IMAGE
}

# ----------------------------------------------------------------------------------------- the stack
V1="stack-$(git rev-parse --short HEAD 2>/dev/null || echo 0)-a"
V2="stack-$(git rev-parse --short HEAD 2>/dev/null || echo 0)-b"
OWNER_EMAIL=owner@freshfuel.test
OWNER_PASSWORD="Owner-$(openssl rand -hex 8)-9a"
export STACK_OWNER_EMAIL=$OWNER_EMAIL STACK_OWNER_PASSWORD=$OWNER_PASSWORD

write_env() { # the test's .env: README's variables with test values, and the test's outside services
  JWT_OLD=$(openssl rand -base64 48 | tr -d '\n')
  STRIPE_WEBHOOK_SECRET="whsec_$(openssl rand -hex 16)"
  export STRIPE_WEBHOOK_SECRET
  cat >"$WORK/.env" <<ENV
DOMAIN=$STACK_DOMAIN
CADDY_TLS=internal
HTTP_PORT=127.0.0.1:$STACK_HTTP_PORT
HTTPS_PORT=127.0.0.1:$STACK_HTTPS_PORT
JWT_SECRET=$JWT_OLD
CODES_SECRET=$(openssl rand -base64 48 | tr -d '\n')
MONGO_ROOT_PASSWORD=$(openssl rand -hex 24)
MONGO_APP_PASSWORD=$(openssl rand -hex 24)
SMTP_URL=smtp://receiver:2525
MAIL_FROM='FreshFuel <no-reply@freshfuel.test>'
STRIPE_SECRET_KEY=sk_test_123
STRIPE_PUBLISHABLE_KEY=pk_test_123
STRIPE_WEBHOOK_SECRET=$STRIPE_WEBHOOK_SECRET
STRIPE_API_BASE=http://stripe-mock:12111
SUPPLIER_NAME="FreshFuel Kitchen LLC"
SUPPLIER_ADDRESS="Shop 4, Al Warqa 1, Dubai, United Arab Emirates"
SUPPLIER_TRN=100987654300003
ALERT_WEBHOOK_URL=http://receiver:8080/hooks/alerts
ALERT_HEARTBEAT_URL=http://receiver:8080/hooks/heartbeat
RESTIC_REPOSITORY=rest:http://rest-server:8000/freshfuel
RESTIC_PASSWORD='stack-test \$ecret: a dollar sign stays literal in single quotes'
ENV
  # The bench's load comes from one address (this host, through Docker's port proxy): the per-address limits
  # of the proxy and the app, meant for one person each, would answer it 429 after its first second.
  [ "$BENCH" = 1 ] && cat >>"$WORK/.env" <<ENV
AUTH_RATE_LIMIT_PER_MINUTE=1000000
PROXY_AUTH_RATE_LIMIT_PER_MINUTE=1000000
PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE=1000000
ENV
  return 0
}
env_set() { # NAME VALUE: replaces (or adds, or with no VALUE removes) a line of the test's .env
  local name=$1
  sed -i "/^$name=/d" "$WORK/.env"
  [ $# -gt 1 ] && printf '%s=%s\n' "$name" "$2" >>"$WORK/.env"
  return 0
}

teardown() {
  local status=$?
  end_step
  if [ "${STACK_KEEP:-0}" = 1 ]; then
    log "STACK_KEEP=1: the stack keeps running (docker compose -p $COMPOSE_PROJECT_NAME down -v to remove it)"
  elif docker info >/dev/null 2>&1 && [ -f "$WORK/.env" ]; then
    if [ "$status" != 0 ]; then
      docker compose ps -a >"$WORK/ps.txt" 2>&1
      docker compose logs --no-color --tail 200 >"$WORK/logs.txt" 2>&1
      echo "[stack-test] the stack's last log lines: $WORK/logs.txt; its containers: $WORK/ps.txt" >&2
    fi
    log "tearing down the test project (containers, volumes, networks)"
    docker compose --profile monitoring down -v --remove-orphans --timeout 10 >/dev/null 2>&1 ||
      echo "[stack-test] docker compose down failed" >&2
  fi
  if [ -n "${SAMPLER:-}" ]; then
    touch "$WORK/stats.stop"
    wait "$SAMPLER" 2>/dev/null
  fi
  if docker info >/dev/null 2>&1; then
    # The app images of earlier runs, and build leftovers (untagged images: earlier builds' stages, images
    # whose tag moved) older than a day. The newest build's layers stay, as the next build's cache.
    docker image ls freshfuel-app --format '{{.Tag}}' | grep '^stack-' | grep -vxF -e "$V1" -e "$V2" |
      sed 's/^/freshfuel-app:/' | xargs -r docker rmi >/dev/null 2>&1
    docker image prune -f --filter until=24h >/dev/null 2>&1
  fi
  echo
  echo "stack test step times:"
  printf '  %s\n' "${TIMES[@]}"
  printf '  %5d s  total\n' $(($(date +%s) - T0))
  if [ -n "${CPU0:-}" ] && [ -r "$CPUACCT" ]; then
    printf '  %5d s  CPU time of the containers and image builds (cgroup cpuacct of docker)\n' $((($(cat "$CPUACCT") - CPU0) / 1000000000))
  fi
  if [ -s "$WORK/stats.txt" ]; then
    echo
    echo "peak memory per container (docker stats every ~10 s; the step it came in):"
    memory_peaks "$WORK/stats.txt"
  fi
  if [ "$status" = 0 ]; then echo "stack test: passed"; else echo "stack test: FAILED"; fi
  exit "$status"
}

# Samples every running container's memory and CPU into WORK/stats.txt ("<step>|<container>|<MemUsage>|<CPUPerc>"), every
# ~10 s until WORK/stats.stop exists; bounded at one hour.
sample_memory() {
  local until=$(($(date +%s) + 3600)) ids
  while [ ! -e "$WORK/stats.stop" ] && [ "$(date +%s)" -lt "$until" ]; do
    ids=$(docker ps -q --filter "label=com.docker.compose.project=$COMPOSE_PROJECT_NAME")
    # shellcheck disable=SC2086 # a list of ids
    [ -n "$ids" ] && docker stats --no-stream --format '{{.Name}}|{{.MemUsage}}|{{.CPUPerc}}' $ids 2>/dev/null |
      sed "s|^|$(cat "$WORK/step" 2>/dev/null)\||" >>"$WORK/stats.txt"
    sleep 8
  done
}
# Each container's peak from sample_memory's file, in MiB, with its limit and the step it came in.
memory_peaks() { # FILE
  awk -F'|' -v project="$COMPOSE_PROJECT_NAME-" '
    function mib(v) {
      n = v + 0
      if (v ~ /GiB/) return n * 1024
      if (v ~ /KiB/) return n / 1024
      if (v ~ /MiB/) return n
      return n / 1048576
    }
    {
      split($3, use, " / ")
      name = $2; sub("^" project, "", name); sub(/-1$/, "", name); sub(/-run-[0-9a-f]+$/, " (run)", name)
      step = $1; sub(/ \(.*$/, "", step); if (length(step) > 48) step = substr(step, 1, 45) "..." 
      m = mib(use[1])
      if (!(name in peak) || m > peak[name]) { peak[name] = m; limit[name] = use[2]; during[name] = step }
    }
    END { for (n in peak) printf "  %-16s %7.0f MiB of %-9s (%s)\n", n, peak[n], limit[n], during[n] }
  ' "$1" | sort
  # The highest sum over one sample (all containers at the same moment, as near as docker stats gets).
  awk -F'|' '
    function mib(v) { n = v + 0; if (v ~ /GiB/) return n * 1024; if (v ~ /KiB/) return n / 1024; if (v ~ /MiB/) return n; return n / 1048576 }
    { split($3, use, " / "); if ($2 in seen) { if (sum > best) { best = sum; at = step }; delete seen; sum = 0 }
      seen[$2] = 1; sum += mib(use[1]); step = $1 }
    END { if (sum > best) { best = sum; at = step }; sub(/ \(.*$/, "", at); printf "  %-16s %7.0f MiB (%s)\n", "all together", best, at }
  ' "$1"
}

# Waits (bounded) until every container of the project that has a health check is healthy, the others
# run (mongo-init: exited 0). The backup service's first check comes only after its 5-minute interval:
# "starting" is enough for it. With SERVICES: only theirs (the others may be stopped on purpose).
wait_stack() { # SECONDS [SERVICE...]
  local until=$(($(date +%s) + $1)) id name state health code pending
  shift
  while :; do
    pending=""
    for id in $(docker compose ps -aq "$@"); do
      read -r name state health code <<<"$(docker inspect -f '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}} {{.State.ExitCode}}' "$id")"
      case "$name:$state:$health" in
        */freshfuel-stacktest-mongo-init-*:exited:*) [ "$code" = 0 ] || fail "mongo-init exited with $code" ;;
        *:running:healthy | *:running:none | *backup*:running:starting) ;;
        *) pending="$pending ${name#/}($state/$health)" ;;
      esac
    done
    [ -z "$pending" ] && return 0
    [ "$(date +%s)" -lt "$until" ] || fail "not healthy after $1 s:$pending"
    sleep 2
  done
}

app_container_ids() { docker compose ps -q app-1 app-2 | sort | tr '\n' ' '; }

# A request loop through the proxy while COMMAND runs; fails the step on any failed request or when the
# last answers do not come from VERSION. Bounded: the loop stops by itself after 300 s.
under_load() { # NAME VERSION TOKENKEY COMMAND...
  local name=$1 version=$2 token=$3 loop
  shift 3
  rm -f "$WORK/loop-$name.stop" "$WORK/loop-$name.json"
  steps loop "$name" 300 "$token" >/dev/null &
  loop=$!
  "$@" >"$WORK/deploy-$name.log" 2>&1 || {
    touch "$WORK/loop-$name.stop"
    wait "$loop"
    cat "$WORK/deploy-$name.log" >&2
    fail "\`$*\` failed"
  }
  grep '^\[deploy\]' "$WORK/deploy-$name.log" | sed 's/^/    /'
  touch "$WORK/loop-$name.stop"
  wait "$loop" || fail "the request loop failed"
  check loop-report "$name" "$version" || fail "requests failed during \`$*\`"
}

main() {
  [ "${1:-}" = --can-run ] && {
    can_run
    return
  }
  mkdir -p "$CACHE"
  # One preparation at a time on a machine (.ci/run starts one early; the test's own run then waits for it).
  exec 9>"$CACHE/prepare.lock"
  flock 9
  ensure_docker
  ensure_compose
  step "base images (cached per machine)"
  prepare_bases
  flock -u 9
  BENCH=0
  [ "${1:-}" = --bench ] && BENCH=1
  [ "${1:-}" = --prepare ] && {
    end_step
    log "prepared"
    return 0
  }
  rm -rf "$WORK" && mkdir -p "$WORK"
  # Docker's containers' CPU time (cgroup v1), read again at the end: what the test costs the machine's cores.
  CPUACCT=/sys/fs/cgroup/cpuacct/docker/cpuacct.usage
  [ -r "$CPUACCT" ] && CPU0=$(cat "$CPUACCT")
  write_env
  trap teardown EXIT
  trap 'exit 143' TERM INT
  docker compose --profile monitoring down -v --remove-orphans --timeout 5 >/dev/null 2>&1

  step "images from the project's Dockerfiles: app ($V1 and $V2), proxy, backup"
  docker rmi -f freshfuel-app:previous freshfuel-app:current >/dev/null 2>&1
  build_image "freshfuel-app:$V1" Dockerfile . --build-arg "NODE_IMAGE=$NODE_IMAGE" --build-arg "APP_VERSION=$V1"
  build_image "freshfuel-app:$V2" Dockerfile . --build-arg "NODE_IMAGE=$NODE_IMAGE" --build-arg "APP_VERSION=$V2"
  docker tag "freshfuel-app:$V1" freshfuel-app:current
  build_image freshfuel-caddy:2.11.9-ratelimit-0.1.0 ops/caddy/Dockerfile ops/caddy --build-arg "GO_IMAGE=$GO_IMAGE" --build-arg "CADDY_IMAGE=$CADDY_BASE_IMAGE"
  build_image local/freshfuel-mongo-tools:stack-test $HERE/mongo-tools/Dockerfile $HERE/mongo-tools --build-arg "APP_IMAGE=freshfuel-app:$V1"
  build_image freshfuel-backup:restic-0.18.0 ops/backup/Dockerfile ops/backup --build-arg "RESTIC_IMAGE=$STACK_TOOLS_IMAGE" --build-arg MONGO_IMAGE=local/freshfuel-mongo-tools:stack-test

  step "docker compose config with README's .env"
  bash $HERE/compose-config-check.sh "freshfuel-app:$V1" || fail "the compose configuration check failed"

  step "first deploy: docker compose up from an empty database (every service healthy)"
  docker compose up -d --no-build >"$WORK/up.log" 2>&1 || {
    cat "$WORK/up.log" >&2
    fail "docker compose up failed"
  }
  wait_stack 300
  sample_memory &
  SAMPLER=$!
  docker compose cp proxy:/data/caddy/pki/authorities/local/root.crt "$WORK/ca.crt" >/dev/null || fail "no Caddy root CA"
  log "version through the proxy: $(steps version)"
  if [ "$BENCH" = 1 ]; then
    bench_stack
    return 0
  fi

  step "first super admin with the CLI in the image, signed in as staff"
  printf '%s\n' "$OWNER_PASSWORD" | docker compose exec -T app-1 node dist/create-super-admin.cli.js \
    --name "Stack Test Owner" --email "$OWNER_EMAIL" --phone +971501234567 || fail "create-super-admin.cli.js failed"
  if printf '%s\n' "$OWNER_PASSWORD" | docker compose exec -T app-1 node dist/create-super-admin.cli.js \
    --name "Second Owner" --email second@freshfuel.test --phone +971501234568 >/dev/null 2>&1; then
    fail "a second super admin was created without --another"
  fi
  check staff-sign-in || fail "the super admin cannot sign in"

  step "a customer signs up and buys a plan (signed Stripe webhook)"
  check shop || fail "the purchase failed"

  step "rolling deploy of $V2 under a request loop"
  local before
  before=$(app_container_ids)
  under_load deploy "$V2" customerToken env "APP_VERSION=$V2" bash scripts/deploy-rolling.sh --no-build
  docker compose up -d --no-build >/dev/null 2>&1 || fail "docker compose up after the deploy failed"
  local after_up
  after_up=$(app_container_ids)
  sleep 1
  [ "$(app_container_ids)" = "$after_up" ] || fail "a plain docker compose up recreated the app replicas after the deploy"
  [ "$after_up" != "$before" ] || fail "the deploy did not replace the app containers"
  docker compose up -d --no-deps --no-build proxy backup >/dev/null 2>&1 || fail "docker compose up -d --no-deps proxy backup failed"
  [ "$(app_container_ids)" = "$after_up" ] || fail "updating proxy and backup recreated the app replicas"

  step "rollback to $V1 (the previous tag, from docker inspect) under a request loop"
  under_load rollback "$V1" customerToken bash scripts/deploy-rolling.sh --rollback
  [ "$(docker image inspect -f '{{.Id}}' freshfuel-app:previous)" = "$(docker image inspect -f '{{.Id}}' "freshfuel-app:$V2")" ] ||
    fail "after the rollback freshfuel-app:previous is not $V2"

  step "JWT key rotation (docs/operations.md 5): three rolling deploys, the customer stays signed in"
  local jwt_new
  jwt_new=$(openssl rand -base64 48 | tr -d '\n')
  env_set JWT_ACCEPTED_SECRET "$jwt_new"
  under_load rotate-1 "$V1" customerToken bash scripts/deploy-rolling.sh --no-build
  env_set JWT_SECRET "$jwt_new"
  env_set JWT_ACCEPTED_SECRET "$JWT_OLD"
  under_load rotate-2 "$V1" customerToken bash scripts/deploy-rolling.sh --no-build
  check token customerToken ok || fail "the token signed with the old key was refused after the swap"
  check customer-sign-in customerToken2 || fail "sign-in after the swap failed"
  env_set JWT_ACCEPTED_SECRET
  under_load rotate-3 "$V1" customerToken2 bash scripts/deploy-rolling.sh --no-build
  check token customerToken2 ok || fail "the token signed with the new key was refused"
  check token customerToken refused || fail "the old key's token is still accepted after the rotation"

  step "backup sent off-site (append-only rest-server)"
  docker compose exec -T backup bash /ops/backup-loop.sh --once >"$WORK/backup.log" 2>&1 || {
    cat "$WORK/backup.log" >&2
    fail "the backup run failed"
  }
  grep -E ' ok: ' "$WORK/backup.log" | sed 's/^/    /'
  local snapshots
  snapshots=$(docker compose exec -T backup restic snapshots --json --host freshfuel --tag freshfuel-db | grep -o '"short_id"' | wc -l)
  [ "$snapshots" -ge 2 ] || fail "$snapshots off-site snapshots: expected the start-up one and this one"
  # Grouped by host and tag (restic groups by paths by default, and each dump has its own path: nothing to forget).
  if docker compose exec -T backup restic forget --group-by host,tags --keep-last 1 --prune >"$WORK/forget.log" 2>&1; then
    fail "the backup host's credentials could delete off-site snapshots: $(tail -n 3 "$WORK/forget.log")"
  fi
  [ "$(docker compose exec -T backup restic snapshots --json --host freshfuel --tag freshfuel-db | grep -o '"short_id"' | wc -l)" = "$snapshots" ] ||
    fail "restic forget removed off-site snapshots"
  log "$snapshots off-site snapshots; the backup host cannot forget or prune them (append-only: $(grep -m1 -o '[0-9]* Forbidden' "$WORK/forget.log"))"

  step "the database and the local backups wiped, restored from the off-site copy (docs/operations.md 11)"
  docker compose stop app-1 app-2 backup >/dev/null 2>&1
  docker compose rm -f -s mongo backup >/dev/null 2>&1
  docker volume rm "${COMPOSE_PROJECT_NAME}_mongo-data" "${COMPOSE_PROJECT_NAME}_backups" >/dev/null || fail "could not remove the database and backup volumes"
  must docker compose up -d --no-build mongo mongo-init
  wait_stack 120 mongo mongo-init
  docker compose run --rm --no-deps --entrypoint restic backup snapshots >/dev/null || fail "the off-site repository does not answer"
  docker compose run --rm --no-deps --entrypoint restic backup \
    restore latest --host freshfuel --tag freshfuel-db --target /backups/restore || fail "restic restore failed"
  docker compose run --rm --no-deps --entrypoint bash backup -c 'mongorestore \
    --uri="mongodb://$MONGO_INITDB_ROOT_USERNAME:$MONGO_INITDB_ROOT_PASSWORD@mongo:27017/?authSource=admin&replicaSet=rs0" \
    --gzip --archive="$(ls /backups/restore/freshfuel-*.archive.gz)" --nsInclude="freshfuel.*" --drop' | tail -n 1 || fail "mongorestore failed"
  docker compose up -d --no-build >/dev/null 2>&1 || fail "the stack did not come back after the restore"
  wait_stack 300
  check after-restore || fail "the data is not back after the restore"

  step "one replica stopped: its alert and the Watchdog heartbeat reach the receiver through Alertmanager"
  check wait-hook heartbeat FreshFuelWatchdog 120 || fail "no Watchdog heartbeat"
  local stopped_at
  stopped_at=$(date -u +%Y-%m-%dT%H:%M:%S)
  docker compose stop app-2 >/dev/null
  check wait-hook alerts 'FreshFuelInstanceDown,app-2,"status":"firing"' 420 "$stopped_at" || fail "the down-replica alert did not arrive"
  docker compose start app-2 >/dev/null

  no_oom_or_restart
}

no_oom_or_restart() {
  step "no container was OOM-killed or restarted"
  local id name oom restarts bad=""
  for id in $(docker compose ps -aq); do
    read -r name oom restarts <<<"$(docker inspect -f '{{.Name}} {{.State.OOMKilled}} {{.RestartCount}}' "$id")"
    [ "$oom" = false ] && [ "$restarts" = 0 ] || bad="$bad $name(oom=$oom,restarts=$restarts)"
  done
  [ -z "$bad" ] || fail "containers OOM-killed or restarted:$bad"
  # shellcheck disable=SC2046 # a list of ids
  docker stats --no-stream --format '    {{.Name}}: {{.MemUsage}}' $(docker compose ps -q)
  end_step
}

# Sizing (--bench): bench/mixed through Caddy over TLS on the stack just deployed, on the demo seed plus
# seed:large's customers (run in a one-off app container in development mode: production refuses the demo seed).
bench_stack() {
  step "the demo seed and ${STACK_BENCH_CUSTOMERS:-400} customers with ten orders each (seed:large, one-off container)"
  docker compose run --rm --no-deps -e NODE_ENV=development -e LOG_LEVEL=warn \
    -e LARGE_CUSTOMERS="${STACK_BENCH_CUSTOMERS:-400}" -e LARGE_ORDERS="$((${STACK_BENCH_CUSTOMERS:-400} * 10))" \
    app-1 node dist/seed/seed-large.cli.js >"$WORK/seed.log" 2>&1 || {
    tail -n 20 "$WORK/seed.log" >&2
    fail "seed:large failed"
  }
  tail -n 1 "$WORK/seed.log" | sed 's/^/    /'
  step "bench/mixed at ${STACK_BENCH_RATE:-200} req/s for ${STACK_BENCH_SECONDS:-60} s through Caddy over TLS"
  BENCH_TARGET="https://127.0.0.1:$STACK_HTTPS_PORT" BENCH_HOST="$STACK_DOMAIN" BENCH_CA="$WORK/ca.crt" \
    BENCH_RATES="${STACK_BENCH_RATE:-200}" BENCH_DURATION="${STACK_BENCH_SECONDS:-60}" BENCH_FAIL_ON_BREAK=1 \
    node bench/mixed/run.mjs 2>&1 | tee "$WORK/bench.log" | sed 's/^/    /'
  local held=${PIPESTATUS[0]}
  # Each container's mean CPU over the bench's samples (100% = one core), busiest first.
  echo "    CPU per container during the bench (docker stats samples, 100% = one core):"
  awk -F'|' -v project="$COMPOSE_PROJECT_NAME-" '$1 ~ /^bench\/mixed/ {
      name = $2; sub("^" project, "", name); sub(/-1$/, "", name); sum[name] += $4 + 0; n[name]++ }
    END { for (c in sum) printf "      %-16s %4.0f%%\n", c, sum[c] / n[c] }' "$WORK/stats.txt" | sort -k2 -nr
  [ "$held" = 0 ] || fail "the stack did not hold ${STACK_BENCH_RATE:-200} req/s (p95 over 300 ms or a failed request)"
  no_oom_or_restart
}

main "$@"
