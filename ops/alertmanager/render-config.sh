#!/bin/sh
# Alertmanager reads no environment variables in its configuration file, so the compose service starts
# with this script: it renders alertmanager.yml (a template) with the ALERT_* settings from .env into a
# private file and then runs Alertmanager on it. POSIX sh and awk only (the image is busybox).
#
#   render-config.sh TEMPLATE OUTPUT [-- COMMAND...]
#
# In TEMPLATE, ${NAME} (a whole YAML value, unquoted) becomes the value of NAME as a double-quoted YAML
# string (so any character is safe), and the lines between "#@if NAME" and "#@end" are kept only when NAME is
# set. Refuses (status 1, naming the variable) a configuration that could never notify anyone.
# scripts/check-ops.sh renders it with test values and runs `amtool check-config` on the result.
set -eu
template=$1
output=$2
shift 2
[ "${1:-}" = -- ] && shift

fail() {
  echo "alertmanager: $*" >&2
  exit 1
}
if [ -z "${ALERT_EMAIL_TO:-}" ] && [ -z "${ALERT_WEBHOOK_URL:-}" ]; then
  # The one way to run without anyone notified: said in .env, and in the log at every start.
  if [ "${ALERTING_DISABLED:-false}" = true ]; then
    echo "alertmanager: WARNING ALERTING_DISABLED=true: alerts are evaluated but sent to no one" >&2
  else
    fail "set ALERT_EMAIL_TO (with ALERT_SMTP_SMARTHOST and ALERT_EMAIL_FROM) or ALERT_WEBHOOK_URL in .env: no alert could reach anyone (or ALERTING_DISABLED=true to run without alerts)"
  fi
fi
if [ -n "${ALERT_EMAIL_TO:-}" ]; then
  [ -n "${ALERT_SMTP_SMARTHOST:-}" ] || fail "ALERT_EMAIL_TO is set but ALERT_SMTP_SMARTHOST (host:port) is empty"
  [ -n "${ALERT_EMAIL_FROM:-}" ] || fail "ALERT_EMAIL_TO is set but ALERT_EMAIL_FROM is empty"
fi

umask 077
awk '
  # A double-quoted YAML string, escaped one character at a time (awks disagree on backslashes
  # in gsub replacements).
  function value(name,    v, out, i, c) {
    v = ENVIRON[name]; out = "\""
    for (i = 1; i <= length(v); i++) {
      c = substr(v, i, 1)
      if (c == "\\") out = out "\\\\"
      else if (c == "\"") out = out "\\\""
      else if (c == "\n") out = out "\\n"
      else out = out c
    }
    return out "\""
  }
  /^[ \t]*#@if [A-Z_][A-Z0-9_]*[ \t]*$/ {
    if (depth > 0) { print "nested #@if at line " NR > "/dev/stderr"; exit 2 }
    split($0, parts, " "); name = parts[2]
    depth = 1; keep = (ENVIRON[name] != "")
    next
  }
  /^[ \t]*#@end[ \t]*$/ { depth = 0; keep = 1; next }
  depth > 0 && !keep { next }
  /^[ \t]*#/ { print; next }
  {
    line = $0; out = ""
    while (match(line, /\$\{[A-Z_][A-Z0-9_]*\}/)) {
      out = out substr(line, 1, RSTART - 1) value(substr(line, RSTART + 2, RLENGTH - 3))
      line = substr(line, RSTART + RLENGTH)
    }
    print out line
  }
' "$template" >"$output.tmp"
mv "$output.tmp" "$output"

if [ "$#" -gt 0 ]; then exec "$@"; fi
