#!/bin/sh
# Entrypoint of the compose prometheus service: writes the public health URL (PROBE_URL, from DOMAIN in
# docker-compose.yml) as the target of the public-url job, then runs Prometheus with the arguments given.
set -eu
: "${PROBE_URL:?PROBE_URL must be set (docker-compose.yml derives it from DOMAIN)}"
printf '[{"targets": ["%s"]}]\n' "$PROBE_URL" >/tmp/public-url.json
exec /bin/prometheus "$@"
