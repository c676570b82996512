#!/usr/bin/env bash
# Serves the built app (npm run build first) in production mode for Lighthouse on LH_PORT (default 3331),
# with its own database (seeded first by the seed command in development mode: production refuses the demo seed). Needs MONGODB_URI pointing at a MongoDB-protocol server.
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT="${LH_PORT:-3331}"
BASE_URI="${MONGODB_URI:-mongodb://127.0.0.1:27017/freshfuel}"
export NODE_ENV=production PORT HOST=127.0.0.1 PUBLIC_URL="https://freshfuel.bench" SEED_ON_START=false CLIENT_DIST=client/dist
export MONGODB_URI="${BASE_URI%/*}/ff_lighthouse"
export JWT_SECRET="${JWT_SECRET:-lighthouse-only-secret-0123456789abcdefgh}" CODES_SECRET="${CODES_SECRET:-lighthouse-only-codes-secret-0123456789abcdef}" SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:2525}"
# Production requires a supplier for tax invoices (and refuses the example TRN).
export SUPPLIER_NAME="FreshFuel Bench Kitchen LLC" SUPPLIER_ADDRESS="Unit 1, Bench Street, Dubai, United Arab Emirates" SUPPLIER_TRN=100000000000003
(cd server && NODE_ENV=development LOG_LEVEL=warn node dist/seed/seed.cli.js)
exec node server/dist/main.js
