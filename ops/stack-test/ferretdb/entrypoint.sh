#!/bin/bash
# Starts PostgreSQL and FerretDB (initdb on the first start of the volume) and stays in the
# foreground while FerretDB runs; SIGTERM (docker stop) stops both cleanly.
set -uo pipefail
stopping=0
stop() { stopping=1; bash /opt/documentdb.sh stop; exit 0; }
trap stop TERM INT
bash /opt/documentdb.sh start || exit 1
pid=$(cat "$DATA/run/ferretdb.pid")
while [ "$stopping" = 0 ] && kill -0 "$pid" 2>/dev/null; do sleep 2 & wait $!; done
tail -20 "$DATA/log/ferretdb.log" >&2
echo "ferretdb exited" >&2
exit 1
