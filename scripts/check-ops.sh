#!/usr/bin/env bash
# Checks the monitoring and backup configuration of the compose stack with the real tools (a few
# seconds; Docker is not needed):
#   - promtool check config / check rules / test rules (ops/prometheus/alerts.test.yml: the alerts fire
#     when they should and stay quiet when all is well);
#   - Alertmanager's template rendered by its own entrypoint script with test values (under busybox, the
#     shell of the image) and `amtool check-config` on each result; the refusal of a configuration
#     with no receiver;
#   - blackbox_exporter --config.check on ops/blackbox/blackbox.yml;
#   - one run of ops/backup/backup-loop.sh (a stub dump, no off-site copy) and `promtool check metrics`
#     on the backup.prom it writes for node_exporter;
#   - an alert delivered end to end: Prometheus (these rules) -> Alertmanager (rendered) -> a webhook.
# The off-site round trip (dump, restic backup, restic restore, restore, counts) is a server
# integration test: server/test/integration/backup-offsite.integration-spec.ts.
# Installs the tools from Debian when missing (scripts/install-ops-tools.sh, root only).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/install-ops-tools.sh
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
SH=(busybox sh)
command -v busybox >/dev/null || SH=(sh)

check() {
  echo "[check-ops] $1"
  shift
  local out
  if ! out=$("$@" 2>&1); then
    echo "$out" >&2
    echo "[check-ops] FAILED: $*" >&2
    exit 1
  fi
}

check "prometheus.yml" promtool check config ops/prometheus/prometheus.yml
check "alerts.yml" promtool check rules ops/prometheus/alerts.yml
check "alert unit tests (alerts.test.yml)" promtool test rules ops/prometheus/alerts.test.yml
check "blackbox.yml" prometheus-blackbox-exporter --config.check --config.file=ops/blackbox/blackbox.yml

render() {
  local out=$1
  shift
  env -i PATH="$PATH" "$@" "${SH[@]}" ops/alertmanager/render-config.sh ops/alertmanager/alertmanager.yml "$out"
}
check "alertmanager.yml rendered with e-mail, webhook and heartbeat" render "$TMP/all.yml" \
  ALERT_EMAIL_TO='ops@freshfuel.example, kitchen@freshfuel.example' ALERT_EMAIL_FROM='FreshFuel alerts <alerts@freshfuel.example>' \
  ALERT_SMTP_SMARTHOST=smtp.example.com:587 ALERT_SMTP_USERNAME=alerts ALERT_SMTP_PASSWORD='p"a\ss: #w0rd' \
  ALERT_WEBHOOK_URL='https://hooks.example.com/services/T000/B000/XXX?a=1&b=2' ALERT_HEARTBEAT_URL=https://hc-ping.example.com/uuid
check "amtool check-config (e-mail, webhook, heartbeat)" amtool check-config "$TMP/all.yml"
grep -qF 'smtp_auth_password: "p\"a\\ss: #w0rd"' "$TMP/all.yml" || {
  echo "[check-ops] FAILED: the SMTP password is not escaped as a YAML string in $TMP/all.yml" >&2
  exit 1
}
check "alertmanager.yml rendered with a webhook only" render "$TMP/webhook.yml" ALERT_WEBHOOK_URL=https://hooks.example.com/x
check "amtool check-config (webhook only)" amtool check-config "$TMP/webhook.yml"
if grep -q 'smtp_\|email_configs' "$TMP/webhook.yml"; then
  echo "[check-ops] FAILED: the e-mail settings were kept without ALERT_EMAIL_TO" >&2
  exit 1
fi
echo "[check-ops] alertmanager refuses to start with no receiver"
if err=$(render "$TMP/none.yml" 2>&1) || ! grep -q 'ALERT_EMAIL_TO' <<<"$err"; then
  echo "[check-ops] FAILED: rendering with no receiver should fail naming ALERT_EMAIL_TO, got: $err" >&2
  exit 1
fi
check "alertmanager.yml with no receiver and ALERTING_DISABLED=true (said, not silent)" render "$TMP/disabled.yml" ALERTING_DISABLED=true
check "amtool check-config (alerting disabled)" amtool check-config "$TMP/disabled.yml"

mkdir -p "$TMP/backups" "$TMP/metrics"
backup_run() {
  # shellcheck source=/dev/null
  env -i PATH="$PATH" BACKUP_DIR="$TMP/backups" BACKUP_METRICS_DIR="$TMP/metrics" BACKUP_INTERVAL_SECONDS=3600 \
    bash -c 'source ops/backup/backup-loop.sh && dump() { echo dump >"$1"; } && backup_once' 2>&1
}
check "one backup run (stub dump, no off-site copy)" backup_run
check "promtool check metrics (backup.prom)" bash -c "promtool check metrics <'$TMP/metrics/backup.prom'"
for metric in freshfuel_backup_last_success_timestamp_seconds freshfuel_backup_interval_seconds 'freshfuel_backup_offsite_enabled 0'; do
  grep -q "^$metric" "$TMP/metrics/backup.prom" || {
    echo "[check-ops] FAILED: backup.prom lacks $metric" >&2
    exit 1
  }
done
# The whole chain with real processes: Prometheus on the real prometheus.yml and alerts.yml (only the
# Alertmanager address and the evaluation interval changed), Alertmanager on the rendered template,
# and a local webhook; FreshFuelWatchdog (always firing) must arrive at ALERT_HEARTBEAT_URL.
# Ports OPS_CHECK_PORT (19290) .. +2 on 127.0.0.1.
PORT=${OPS_CHECK_PORT:-19290}
PIDS=()
stop_all() {
  local p
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  # A killed process waits with 143: not this script's outcome (errexit would make it so).
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$TMP"
}
trap stop_all EXIT
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_for() {
  local what=$1 deadline=$((SECONDS + 20))
  shift
  until "$@"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "[check-ops] FAILED: $what within 20 s; logs:" >&2
      tail -n 20 "$TMP"/*.log >&2
      echo "webhook received: $(cat "$TMP/hooks.txt" 2>/dev/null || echo nothing)" >&2
      exit 1
    fi
    sleep 0.2
  done
}
echo "[check-ops] an alert goes from Prometheus through Alertmanager to a webhook (real processes)"
node -e '
  const [port, file] = process.argv.slice(1);
  require("node:http").createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c)).on("end", () => {
      const alerts = JSON.parse(body).alerts.map((a) => a.labels.alertname).join(",");
      require("node:fs").appendFileSync(file, `${req.url} ${alerts}\n`);
      res.end();
    });
  }).listen(Number(port), "127.0.0.1");
' "$((PORT + 2))" "$TMP/hooks.txt" >"$TMP/webhook.log" 2>&1 &
PIDS+=($!)
render "$TMP/chain-am.yml" ALERT_WEBHOOK_URL="http://127.0.0.1:$((PORT + 2))/ops" ALERT_HEARTBEAT_URL="http://127.0.0.1:$((PORT + 2))/heartbeat"
prometheus-alertmanager --config.file="$TMP/chain-am.yml" --storage.path="$TMP/am-data" \
  --web.listen-address="127.0.0.1:$((PORT + 1))" --cluster.listen-address= >"$TMP/alertmanager.log" 2>&1 &
PIDS+=($!)
mkdir -p "$TMP/prometheus"
cp ops/prometheus/alerts.yml "$TMP/prometheus/"
sed -e "s/'alertmanager:9093'/'127.0.0.1:$((PORT + 1))'/" -e 's/evaluation_interval: 30s/evaluation_interval: 1s/' \
  ops/prometheus/prometheus.yml >"$TMP/prometheus/prometheus.yml"
grep -q "127.0.0.1:$((PORT + 1))" "$TMP/prometheus/prometheus.yml" || {
  echo "[check-ops] FAILED: no alertmanager:9093 target in prometheus.yml's alerting block" >&2
  exit 1
}
wait_for "Alertmanager and the webhook listening" eval 'listening $((PORT + 1)) && listening $((PORT + 2))'
prometheus --config.file="$TMP/prometheus/prometheus.yml" --storage.tsdb.path="$TMP/prom-data" \
  --web.listen-address="127.0.0.1:$PORT" --rules.alert.resend-delay=1s >"$TMP/prometheus.log" 2>&1 &
PIDS+=($!)
wait_for "FreshFuelWatchdog at the heartbeat webhook" grep -qs '^/heartbeat FreshFuelWatchdog' "$TMP/hooks.txt"
echo "[check-ops] ok"
