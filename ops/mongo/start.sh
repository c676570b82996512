#!/bin/bash
# mongod as a single-node replica set with auth. Members of a replica set with auth authenticate to
# each other with a key file; one is generated on first start and kept in the config volume.
set -euo pipefail
KEYFILE=/data/configdb/replica-set.key
if [ ! -s "$KEYFILE" ]; then
  head -c 756 /dev/urandom | base64 -w 0 > "$KEYFILE"
fi
chown mongodb:mongodb "$KEYFILE"
chmod 400 "$KEYFILE"
# The image's entrypoint creates the root user on first start (MONGO_INITDB_ROOT_*), starting a
# temporary mongod without --replSet for that, then runs this command.
exec docker-entrypoint.sh mongod --replSet rs0 --bind_ip_all --keyFile "$KEYFILE"
