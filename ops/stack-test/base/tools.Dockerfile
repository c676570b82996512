# The stack test's helpers, Go binaries built on the host from the Go module proxy (scripts/stack-test.sh):
# restic (the stand-in for restic/restic:0.18.0, the backup image's source of /usr/bin/restic),
# rest-server (the off-site store, append-only) and stripe-mock (Stripe's API for the app).
# Context: a folder holding the three binaries.
ARG DEBIAN_IMAGE=local/debian-ca:bookworm
FROM ${DEBIAN_IMAGE}
COPY restic rest-server stripe-mock /usr/bin/
RUN restic version && rest-server --version
