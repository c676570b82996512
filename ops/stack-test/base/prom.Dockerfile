# Stand-in for the prom/* images of the compose monitoring services where no image registry is
# reachable: the same programs from Debian's packages (Prometheus 2.42, Alertmanager 0.25, blackbox
# exporter 0.23, node exporter 1.5; the compose file pins 3.1, 0.28, 0.27 and 1.9), at the paths the
# compose entrypoints call (/bin/prometheus, /bin/alertmanager) and with the official Prometheus image's
# working directory for its data. The test's override names the two exporters' entrypoints.
ARG DEBIAN_IMAGE=local/debian-ca:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    prometheus prometheus-alertmanager prometheus-blackbox-exporter prometheus-node-exporter >/dev/null \
  && rm -rf /var/lib/apt/lists/* && ln -s /usr/bin/prometheus-alertmanager /usr/bin/alertmanager \
  && mkdir -p /prometheus /alertmanager && chmod 777 /prometheus /alertmanager
WORKDIR /prometheus
RUN prometheus --version && alertmanager --version && prometheus-blackbox-exporter --version && prometheus-node-exporter --version
