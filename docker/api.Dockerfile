# syntax=docker/dockerfile:1
# The API image. It also runs the BullMQ worker: `node services/api/dist/worker.js`.
# Build from the repository root (the context must be the whole workspace):
#   docker build -f docker/api.Dockerfile -t groombook-api .
# Ignore rules: docker/api.Dockerfile.dockerignore (BuildKit reads it next to this file).

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests, so that dependency layers stay cached while sources change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package.json package-lock.json /manifests/ \
 && find shell mfe-* services libs -maxdepth 2 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

# Build: every dependency (rspack is a dev dependency), then the two bundles.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN cd services/api && npx rspack build -c rspack.config.mjs

# Production dependencies only: the bundles import every npm package at run time.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# The bundle finds the workspace root (WEB_ROOT, .data) from its own location
# (/app/services/api/dist), so the layout below mirrors the repository.
WORKDIR /app
# NODE_OPTIONS: the V8 flags of services/launcher/node-flags.mjs, for the API and the worker alike.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SERVE_WEB=false \
    NODE_OPTIONS=--max-semi-space-size=32
# package.json files carry "type": "module" for the ESM bundles.
COPY --from=prod-deps /app/package.json ./package.json
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/services/api/package.json ./services/api/package.json
COPY --from=build /app/services/api/dist ./services/api/dist
# Embedded Postgres (used only when DATABASE_URL is unset) keeps its files in /app/.data.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# The worker: run this image with the command `node services/api/dist/worker.js`.
CMD ["node", "services/api/dist/main.js"]
