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
#     on the backup.prom it writes for node_exporter.
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
echo "[check-ops] ok"
