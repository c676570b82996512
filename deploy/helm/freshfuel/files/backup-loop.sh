#!/bin/bash
# The compose `backup` service (ops/backup/Dockerfile: mongo:7, which ships mongodump, plus restic).
# Every BACKUP_INTERVAL_SECONDS:
#   1. dumps the freshfuel database (GridFS buckets included: they are ordinary collections) as one
#      gzip archive, $BACKUP_DIR/freshfuel-<UTC time>.archive.gz (written under a temporary name and
#      renamed when complete, so a half-written dump is never kept);
#   2. sends it off the host, encrypted, to the restic repository RESTIC_REPOSITORY (an S3 bucket:
#      s3:https://<endpoint>/<bucket>/<folder>, or a rest-server: rest:https://...) with RESTIC_PASSWORD.
#      With RESTIC_PRUNE_ON_HOST=true it then forgets and prunes snapshots beyond RESTIC_KEEP_DAILY (14)
#      daily and RESTIC_KEEP_WEEKLY (8) weekly ones; by default it only adds snapshots, so that its
#      credentials can be append-only and the retention runs from another machine (docs/operations.md 10).
#      Skipped, with a warning at every run, while RESTIC_REPOSITORY is empty;
#   3. deletes local archives older than BACKUP_RETENTION_DAYS;
#   4. writes $BACKUP_DIR/.last-success (the healthcheck) and, when BACKUP_METRICS_DIR is set,
#      backup.prom there for node_exporter's textfile collector (the stale-backup alerts).
# `bash backup-loop.sh --once` makes one backup now and exits (status 1 when a step failed).
# Restore: docs/operations.md 11 "Restoring from a backup" (its off-site drill too).
# Sourced (`source backup-loop.sh`), it only defines its functions: the round-trip test
# (server/test/integration/backup-offsite.integration-spec.ts) replaces `dump` and runs `backup_once`.
set -uo pipefail

BACKUP_DIR="${BACKUP_DIR:-/backups}"
INTERVAL="${BACKUP_INTERVAL_SECONDS:-86400}"
RETENTION="${BACKUP_RETENTION_DAYS:-14}"
METRICS_DIR="${BACKUP_METRICS_DIR:-}"
KEEP_DAILY="${RESTIC_KEEP_DAILY:-14}"
KEEP_WEEKLY="${RESTIC_KEEP_WEEKLY:-8}"
# Every snapshot carries this host and tag: restic's retention groups by them (the archive's file
# name changes at every run, so the default grouping by path would never forget anything), and a
# recreated container (a new hostname) still continues the same series.
RESTIC_SNAPSHOT_HOST=freshfuel
RESTIC_SNAPSHOT_TAG=freshfuel-db
SUFFIX=.archive.gz

log() { echo "$(date -u +%FT%TZ) $*"; }
warn() { echo "$(date -u +%FT%TZ) $*" >&2; }

# Writes one dump of the freshfuel database to the path $1. BACKUP_MONGODB_URI, when set, is the database
# to dump (the Helm chart's CronJob: Atlas or an operator's replica set); else compose's mongo service
# with its root user.
dump() {
  mongodump --uri="${BACKUP_MONGODB_URI:-mongodb://${MONGO_INITDB_ROOT_USERNAME}:${MONGO_INITDB_ROOT_PASSWORD}@mongo:27017/?authSource=admin&replicaSet=rs0}" \
    --db=freshfuel --gzip --archive="$1" --quiet
}

offsite_enabled() { [ -n "${RESTIC_REPOSITORY:-}" ]; }

# Sends the finished dump $BACKUP_DIR/$1 to the restic repository (created on first use), then applies
# the retention. Restored, the snapshot holds the file under its own name at the top.
offsite() {
  local name=$1 err status
  err=$(restic cat config 2>&1 >/dev/null)
  status=$?
  if [ "$status" != 0 ]; then
    # Only a repository that does not exist is created (restic 0.17+ exits 10; older ones ask "Is
    # there a repository"): a wrong password or an unreachable bucket is reported, never re-created.
    if [ "$status" = 10 ] || grep -q 'Is there a repository at the following location' <<<"$err"; then
      log "off-site: no restic repository at RESTIC_REPOSITORY yet: creating it"
      restic init >/dev/null || return 1
    else
      echo "$err" >&2
      return 1
    fi
  fi
  (cd "$BACKUP_DIR" && restic backup --quiet --host "$RESTIC_SNAPSHOT_HOST" --tag "$RESTIC_SNAPSHOT_TAG" "$name") || return 1
  [ "${RESTIC_PRUNE_ON_HOST:-false}" = true ] || return 0
  restic forget --quiet --host "$RESTIC_SNAPSHOT_HOST" --tag "$RESTIC_SNAPSHOT_TAG" --group-by host,tags \
    --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --prune >/dev/null || return 1
}

# A file's first line, or 0 when it does not exist.
read_stamp() { head -n 1 "$1" 2>/dev/null || echo 0; }

# backup.prom for node_exporter's textfile collector, replaced whole (never read half-written).
# $1: 1 when the run that just ended succeeded in full, else 0.
write_metrics() {
  [ -n "$METRICS_DIR" ] || return 0
  local tmp="$METRICS_DIR/.backup.prom.$$"
  {
    echo '# HELP freshfuel_backup_last_success_timestamp_seconds Unix time of the last complete local dump (0: none yet).'
    echo '# TYPE freshfuel_backup_last_success_timestamp_seconds gauge'
    echo "freshfuel_backup_last_success_timestamp_seconds $(read_stamp "$BACKUP_DIR/.last-success")"
    echo '# HELP freshfuel_backup_interval_seconds Time between two backup runs (BACKUP_INTERVAL_SECONDS).'
    echo '# TYPE freshfuel_backup_interval_seconds gauge'
    echo "freshfuel_backup_interval_seconds $INTERVAL"
    echo '# HELP freshfuel_backup_last_run_success 1 when the last run dumped and (if enabled) sent off-site, else 0.'
    echo '# TYPE freshfuel_backup_last_run_success gauge'
    echo "freshfuel_backup_last_run_success $1"
    echo '# HELP freshfuel_backup_offsite_enabled 1 when RESTIC_REPOSITORY is set (dumps are copied off the host).'
    echo '# TYPE freshfuel_backup_offsite_enabled gauge'
    if offsite_enabled; then
      echo 'freshfuel_backup_offsite_enabled 1'
      echo '# HELP freshfuel_backup_offsite_last_success_timestamp_seconds Unix time of the last dump stored in the restic repository (0: none yet).'
      echo '# TYPE freshfuel_backup_offsite_last_success_timestamp_seconds gauge'
      echo "freshfuel_backup_offsite_last_success_timestamp_seconds $(read_stamp "$BACKUP_DIR/.offsite-last-success")"
    else
      echo 'freshfuel_backup_offsite_enabled 0'
    fi
  } >"$tmp" && mv "$tmp" "$METRICS_DIR/backup.prom"
}

# One run: dump, off-site copy, local retention, metrics. Returns 1 when the dump or the copy failed.
backup_once() {
  local name ok=1
  name="freshfuel-$(date -u +%Y%m%dT%H%M%SZ)$SUFFIX"
  if dump "$BACKUP_DIR/.partial-$name"; then
    mv "$BACKUP_DIR/.partial-$name" "$BACKUP_DIR/$name"
    date +%s >"$BACKUP_DIR/.last-success"
    log "backup ok: $name ($(du -sh "$BACKUP_DIR/$name" | cut -f1))"
    if offsite_enabled; then
      if offsite "$name"; then
        date +%s >"$BACKUP_DIR/.offsite-last-success"
        if [ "${RESTIC_PRUNE_ON_HOST:-false}" = true ]; then
          log "off-site ok: $name in the restic repository (kept: $KEEP_DAILY daily, $KEEP_WEEKLY weekly)"
        else
          log "off-site ok: $name in the restic repository (retention: run elsewhere, docs/operations.md 10)"
        fi
      else
        warn "off-site FAILED: $name is only on this host (restic's error above)"
        ok=0
      fi
    else
      warn "WARNING off-site copy disabled: RESTIC_REPOSITORY is empty, so every backup is on this host only (docs/operations.md \"Off-site backups\")"
    fi
  else
    rm -rf "${BACKUP_DIR:?}/.partial-$name"
    warn "backup FAILED"
    ok=0
  fi
  find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -name "freshfuel-*$SUFFIX" -mtime "+$RETENTION" -print -exec rm -rf {} +
  write_metrics "$ok"
  [ "$ok" = 1 ]
}

main() {
  # Production keeps a copy off the host: no repository is a mistake unless said so (docker-compose.yml).
  if ! offsite_enabled && [ "${OFFSITE_BACKUP_DISABLED:-false}" != true ]; then
    warn "refusing to run: set RESTIC_REPOSITORY and RESTIC_PASSWORD in .env for the off-site copy (docs/operations.md 10), or OFFSITE_BACKUP_DISABLED=true to keep backups on this host only"
    exit 1
  fi
  if [ "${1:-}" = --once ]; then
    backup_once
    exit
  fi
  while true; do
    backup_once
    sleep "$INTERVAL"
  done
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
