#!/usr/bin/env bash
# Installs the tools scripts/check-ops.sh and the off-site backup test use, from Debian's packages,
# when one is missing: prometheus and promtool, prometheus-alertmanager and amtool, blackbox_exporter
# (prometheus-blackbox-exporter), restic, and busybox (the shell and awk of the Prometheus images).
# Needs root (apt-get); elsewhere it names the command to run. Installs nothing when all are there.
#   bash scripts/install-ops-tools.sh           # install what is missing
#   bash scripts/install-ops-tools.sh --check   # status 1 when something is missing, installs nothing
set -euo pipefail
missing=()
command -v promtool >/dev/null && command -v prometheus >/dev/null || missing+=(prometheus)
command -v amtool >/dev/null && command -v prometheus-alertmanager >/dev/null || missing+=(prometheus-alertmanager)
command -v prometheus-blackbox-exporter >/dev/null || missing+=(prometheus-blackbox-exporter)
command -v restic >/dev/null || missing+=(restic)
command -v busybox >/dev/null || missing+=(busybox)
[ ${#missing[@]} -eq 0 ] && exit 0
[ "${1:-}" = --check ] && exit 1
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "[ops-tools] missing: ${missing[*]}: install them (sudo apt-get install -y --no-install-recommends ${missing[*]})" >&2
  exit 1
fi
echo "[ops-tools] installing ${missing[*]} from Debian" >&2
apt-get update -qq
# The packages' own services are never started here (no init system runs them); only the binaries are used.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
