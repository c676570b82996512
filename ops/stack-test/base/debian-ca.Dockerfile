# The base of every local stand-in image: Debian bookworm (debootstrap, imported as local/debian:bookworm)
# with ca-certificates and the host's own extra CAs (/usr/local/share/ca-certificates; a network that
# inspects TLS has one), so that npm, Go, curl and apt inside builds trust what the host trusts.
# Context: the host's extra .crt files (none is fine).
ARG DEBIAN_IMAGE=local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ca-certificates >/dev/null \
  && rm -rf /var/lib/apt/lists/*
COPY . /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
