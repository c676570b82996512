#!/bin/bash
# The compose `backup` service (image mongo:7, which ships mongodump): every BACKUP_INTERVAL_SECONDS
# dumps the freshfuel database (GridFS buckets included: they are ordinary collections) as one gzip
# archive, /backups/freshfuel-<UTC time>.archive.gz, then deletes archives older than
# BACKUP_RETENTION_DAYS. /backups/.last-success holds the time of the last good dump (healthcheck).
# Restore: docs/operations.md "Restoring from a backup".
set -uo pipefail
INTERVAL="${BACKUP_INTERVAL_SECONDS:-86400}"
RETENTION="${BACKUP_RETENTION_DAYS:-14}"
URI="mongodb://${MONGO_INITDB_ROOT_USERNAME}:${MONGO_INITDB_ROOT_PASSWORD}@mongo:27017/?authSource=admin&replicaSet=rs0"

while true; do
  name="freshfuel-$(date -u +%Y%m%dT%H%M%SZ).archive.gz"
  # Written under a temporary name and renamed when complete, so a half-written dump is never kept.
  if mongodump --uri="$URI" --db=freshfuel --gzip --archive="/backups/.partial-$name" --quiet; then
    mv "/backups/.partial-$name" "/backups/$name"
    date +%s > /backups/.last-success
    echo "$(date -u +%FT%TZ) backup ok: $name ($(du -h "/backups/$name" | cut -f1))"
  else
    rm -f "/backups/.partial-$name"
    echo "$(date -u +%FT%TZ) backup FAILED" >&2
  fi
  find /backups -maxdepth 1 -name 'freshfuel-*.archive.gz' -mtime "+$RETENTION" -print -delete
  sleep "$INTERVAL"
done
