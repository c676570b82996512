# Stand-in for caddy:2.11.9-alpine (the runtime stage of ops/caddy/Dockerfile, which replaces its
# /usr/bin/caddy): Debian bookworm with the same layout, environment and command as the official image,
# and wget for the compose health check.
ARG DEBIAN_IMAGE=local/debian-ca:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wget >/dev/null \
  && rm -rf /var/lib/apt/lists/* && mkdir -p /config/caddy /data/caddy /etc/caddy /usr/share/caddy
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
EXPOSE 80 443 443/udp 2019
WORKDIR /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
