# Stand-in for golang:1.26-alpine (the build stage of ops/caddy/Dockerfile): Debian bookworm plus the
# host's Go toolchain. Context: a GOROOT (bin, pkg, src, ...).
ARG DEBIAN_IMAGE=local/debian-ca:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git >/dev/null \
  && rm -rf /var/lib/apt/lists/*
COPY . /usr/local/go/
ENV PATH=/usr/local/go/bin:$PATH GOTOOLCHAIN=local
RUN go version
