#!/usr/bin/env bash
# Checks the Helm chart (deploy/helm/freshfuel) offline, with no cluster:
#   - the chart's copies of ops/prometheus/alerts.yml and ops/backup/backup-loop.sh (files/) are equal to
#     them (the PrometheusRule and the backup CronJob read the copies: Helm reads no file outside the chart);
#   - one run of the backup script as the CronJob runs it (--once, BACKUP_MONGODB_URI; a stub mongodump);
#   - `helm lint --strict` and `helm template` with each values-*.yaml;
#   - kubeconform -strict on every rendered object, against JSON schemas generated from the Kubernetes
#     OpenAPI document (the k8s.io/kubernetes Go module's api/openapi-spec/swagger.json, converted by
#     scripts/k8s-json-schemas.mjs); ServiceMonitor and PrometheusRule (CRDs of the Prometheus Operator)
#     are skipped by kubeconform: the rule groups go through `promtool check rules` instead;
#   - scripts/check-helm-env.mjs: the server's production configuration check on the environment the
#     Deployment and the migration Job get, and the probes;
#   - that these checks fail: with a required variable made optional, with the readiness probe removed,
#     and with no existingSecret.
# Helm, kubeconform and the schemas are built once per machine from the Go module proxy, pinned, into
#   ${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel/{helm-<v>,kubeconform-<v>,k8s-schemas-<v>-<hash>}
# (a few minutes of compiling the first time; `--install` does only that, for .ci/run's prebuild).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
HELM_VERSION=v3.22.0
KUBECONFORM_VERSION=v0.8.0
# The oldest Kubernetes the chart targets (managed clusters still offer it): an API removed since then
# would not be caught, one added since would be.
K8S_VERSION=1.34.4
CHART=deploy/helm/freshfuel
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel"

log() { echo "[check-helm] $*"; }
fail() {
  echo "[check-helm] FAILED: $*" >&2
  exit 1
}

# go install <module path>/<cmd>@<version> into $CACHE/<name>-<version>/<name>, once; prints the binary.
go_tool() {
  local name=$1 pkg=$2 version=$3 ldflags=${4:-} dir bin tmp
  dir="$CACHE/$name-$version"
  bin="$dir/$name"
  if [ ! -x "$bin" ]; then
    command -v go >/dev/null || fail "Go is required to build $name: https://go.dev/dl/"
    echo "[check-helm] building $name $version from the Go module proxy into $dir (first run only)" >&2
    mkdir -p "$dir"
    tmp="$(mktemp -d "$dir/.build.XXXXXX")"
    CGO_ENABLED=0 GOBIN="$tmp" GOFLAGS=-buildvcs=false go install -trimpath -ldflags="-s -w $ldflags" "$pkg@$version" >&2 ||
      {
        rm -rf "$tmp"
        fail "go install $pkg@$version"
      }
    mv "$tmp/$name" "$bin"
    rm -rf "$tmp"
  fi
  echo "$bin"
}

# The kubeconform schema folder for K8S_VERSION, generated once (keyed by the converter's own text).
schemas() {
  local key dir spec tmp
  key="$(sha256sum scripts/k8s-json-schemas.mjs | cut -c1-12)"
  dir="$CACHE/k8s-schemas-v$K8S_VERSION-$key"
  if [ ! -d "$dir/v$K8S_VERSION-standalone-strict" ]; then
    echo "[check-helm] generating the Kubernetes $K8S_VERSION JSON schemas into $dir (first run only)" >&2
    # The module's folder in Go's module cache (an 18 MB download, a few seconds).
    spec="$(cd /tmp && go mod download -json "k8s.io/kubernetes@v$K8S_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')/api/openapi-spec/swagger.json"
    [ -f "$spec" ] || fail "no $spec in the k8s.io/kubernetes module"
    mkdir -p "$dir"
    tmp="$(mktemp -d "$dir/.gen.XXXXXX")"
    node scripts/k8s-json-schemas.mjs "$spec" "$tmp/v$K8S_VERSION-standalone-strict" >/dev/null || {
      rm -rf "$tmp"
      fail "converting $spec"
    }
    mv "$tmp/v$K8S_VERSION-standalone-strict" "$dir/"
    rm -rf "$tmp"
  fi
  echo "$dir"
}

HELM="$(go_tool helm helm.sh/helm/v3/cmd/helm "$HELM_VERSION" "-X helm.sh/helm/v3/internal/version.version=$HELM_VERSION")"
KUBECONFORM="$(go_tool kubeconform github.com/yannh/kubeconform/cmd/kubeconform "$KUBECONFORM_VERSION")"
SCHEMAS="$(schemas)"
if [ "${1:-}" = --install ]; then
  echo "$HELM"
  echo "$KUBECONFORM"
  echo "$SCHEMAS"
  exit 0
fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# Helm keeps its caches and settings here, never in the user's home.
export HELM_CACHE_HOME="$TMP/helm/cache" HELM_CONFIG_HOME="$TMP/helm/config" HELM_DATA_HOME="$TMP/helm/data"

for pair in ops/prometheus/alerts.yml:files/alerts.yml ops/backup/backup-loop.sh:files/backup-loop.sh; do
  src=${pair%%:*} copy=$CHART/${pair#*:}
  cmp -s "$src" "$copy" || fail "$copy differs from $src: cp $src $copy"
done
log "the chart's copies of alerts.yml and backup-loop.sh equal the originals"

# The CronJob's run dumps the database named by BACKUP_MONGODB_URI (a stub mongodump records its arguments).
mkdir -p "$TMP/bin" "$TMP/backups"
cat >"$TMP/bin/mongodump" <<'STUB'
#!/bin/sh
echo "$@" >"$STUB_ARGS"
for a; do case $a in --archive=*) echo dump >"${a#--archive=}" ;; esac; done
STUB
chmod +x "$TMP/bin/mongodump"
backup_uri='mongodb+srv://backup:0a1b2c@cluster0.ab1cd.mongodb.net/?authSource=admin&readPreference=secondary'
env -i PATH="$TMP/bin:$PATH" STUB_ARGS="$TMP/mongodump.args" BACKUP_DIR="$TMP/backups" BACKUP_MONGODB_URI="$backup_uri" OFFSITE_BACKUP_DISABLED=true \
  bash "$CHART/files/backup-loop.sh" --once >"$TMP/backup.log" 2>&1 || {
  cat "$TMP/backup.log" >&2
  fail "one run of backup-loop.sh --once with BACKUP_MONGODB_URI"
}
grep -qF -- "--uri=$backup_uri --db=freshfuel" "$TMP/mongodump.args" || fail "mongodump was not given BACKUP_MONGODB_URI: $(cat "$TMP/mongodump.args")"
ls "$TMP"/backups/freshfuel-*.archive.gz >/dev/null || fail "backup-loop.sh kept no archive"
log "backup-loop.sh --once dumps BACKUP_MONGODB_URI, as the CronJob runs it"

render() { "$HELM" template freshfuel "$CHART" --namespace freshfuel --kube-version "$K8S_VERSION" "$@"; }
validate() {
  "$KUBECONFORM" -strict -summary -kubernetes-version "$K8S_VERSION" -skip ServiceMonitor,PrometheusRule \
    -schema-location "$SCHEMAS/{{ .NormalizedKubernetesVersion }}-standalone{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json" "$1"
}

for values in "$CHART"/values-*.yaml; do
  name=$(basename "$values" .yaml)
  log "$name: helm lint --strict"
  out=$("$HELM" lint --strict "$CHART" -f "$values" --kube-version "$K8S_VERSION" 2>&1) || {
    echo "$out" >&2
    fail "helm lint with $values"
  }
  render -f "$values" >"$TMP/$name.yaml" 2>"$TMP/$name.err" || {
    cat "$TMP/$name.err" >&2
    fail "helm template with $values"
  }
  log "$name: kubeconform -strict (Kubernetes $K8S_VERSION)"
  validate "$TMP/$name.yaml" || fail "kubeconform on the objects rendered with $values ($TMP/$name.yaml)"
  node scripts/check-helm-env.mjs "$TMP/$name.yaml" || fail "the app's environment rendered with $values"
  node -e '
    const { parseAllDocuments, stringify } = require("yaml");
    const rule = parseAllDocuments(require("fs").readFileSync(process.argv[1], "utf8")).map((d) => d.toJS()).find((d) => d?.kind === "PrometheusRule");
    if (!rule) { console.error("no PrometheusRule rendered"); process.exit(1); }
    process.stdout.write(stringify({ groups: rule.spec.groups }));
  ' "$TMP/$name.yaml" >"$TMP/$name.rules.yml" || fail "reading the PrometheusRule rendered with $values"
  command -v promtool >/dev/null || fail "promtool not found: bash scripts/install-ops-tools.sh installs it"
  out=$(promtool check rules "$TMP/$name.rules.yml" 2>&1) || {
    echo "$out" >&2
    fail "promtool check rules on the PrometheusRule rendered with $values"
  }
  log "$name: promtool check rules on the PrometheusRule ($(grep -c 'alert:' "$TMP/$name.rules.yml") alerts)"
done

# The checks above can fail. Each case must be refused, naming what is wrong.
expect_refused() {
  local what=$1 pattern=$2
  shift 2
  local out
  if out=$("$@" 2>&1); then fail "$what was accepted"; fi
  grep -q -- "$pattern" <<<"$out" || {
    echo "$out" >&2
    fail "$what was refused, but not for \"$pattern\""
  }
  log "refused as it should be: $what"
}
local_values="$CHART/values-local.yaml"
required_minus_trn=$(node -e '
  const { parse } = require("yaml");
  const keys = parse(require("fs").readFileSync(process.argv[1], "utf8")).secretKeys.required.filter((k) => k !== "SUPPLIER_TRN");
  console.log(JSON.stringify(keys));
' "$CHART/values.yaml")
render -f "$local_values" --set-json "secretKeys.required=$required_minus_trn" >"$TMP/no-trn.yaml"
expect_refused "SUPPLIER_TRN left out of the environment" 'SUPPLIER_TRN' node scripts/check-helm-env.mjs "$TMP/no-trn.yaml"
cp -r "$CHART" "$TMP/chart-no-probe"
sed -i '/readinessProbe:/,+4d' "$TMP/chart-no-probe/templates/deployment.yaml"
"$HELM" template freshfuel "$TMP/chart-no-probe" --namespace freshfuel --kube-version "$K8S_VERSION" -f "$local_values" >"$TMP/no-probe.yaml"
expect_refused "a Deployment without its readiness probe" 'no readinessProbe' node scripts/check-helm-env.mjs "$TMP/no-probe.yaml"
expect_refused "no existingSecret (and no dev Secret)" 'existingSecret is required' \
  render -f "$local_values" --set devSecret.create=false
sed 's/^kind: Deployment$/kind: Deployment\nreplica: 2/' "$TMP/values-local.yaml" >"$TMP/unknown-field.yaml"
expect_refused "an unknown field (kubeconform -strict)" 'additional properties' validate "$TMP/unknown-field.yaml"
log "ok"
