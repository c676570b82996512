# Production image: builds server and client, serves both from Nest on :3000.
# Node 24 LTS (24.18.0 at this digest), pinned by digest so a rebuild gets the same base. NODE_IMAGE replaces
# it only where no registry is reachable (scripts/stack-test.sh builds a local one); both stages use it.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV MONGOMS_DISABLE_POSTINSTALL=1
COPY package.json package-lock.json .npmrc ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci
COPY . .
# A workspace's own node_modules holds what it needs in a version other than the hoisted one
# (server/node_modules/intl-messageformat 11 beside the root's 10): the runtime stage copies both.
RUN npm run build && npm prune --omit=dev && mkdir -p server/node_modules

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production PORT=3000 CLIENT_DIST=/app/client/dist
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/node_modules server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/migrations server/migrations
COPY --from=build /app/client/dist client/dist
WORKDIR /app/server
# Uploaded images live in MongoDB GridFS: the container writes no files.
EXPOSE 3000
USER node
# Readiness: 200 while the database answers and the instance is not shutting down.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) starts the graceful shutdown; tracing.js is a no-op unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "./dist/tracing.js", "dist/main.js"]
# Last, so that another version rebuilds only these two lines. The version this image was built from (scripts/deploy-rolling.sh passes <package version>-<git sha>):
# every answer carries it in X-App-Version, and `docker inspect` shows it as the image's label.
ARG APP_VERSION=dev
ENV APP_VERSION=${APP_VERSION}
LABEL org.opencontainers.image.title=freshfuel-app org.opencontainers.image.version=${APP_VERSION}
