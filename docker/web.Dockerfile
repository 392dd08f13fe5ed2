# syntax=docker/dockerfile:1
# The web image: the shell at /, each remote at /remotes/<name>/, the sign-in page and the customers' public pages at
# /login, /sms-opt-in, /sms-privacy-policy, /book and /my-appointment (assets under /opt-in/), served by nginx, which also
# proxies /api/ to the `api` service. Build from the repository root:
#   docker build -f docker/web.Dockerfile -t groombook-web .
# Ignore rules: docker/web.Dockerfile.dockerignore (BuildKit reads it next to this file).

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:stable-alpine

# Only the package manifests, so that the dependency layer stays cached while sources change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package.json package-lock.json /manifests/ \
 && find shell mfe-* services libs -maxdepth 2 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN set -e; for project in shell mfe-scheduling mfe-customers mfe-marketing mfe-admin; do \
      (cd "$project" && npx rspack build); \
    done; \
    (cd mfe-marketing && npx rspack build -c rspack.public-pages.config.mjs)

FROM ${NGINX_IMAGE} AS runtime
COPY docker/web/nginx.conf /etc/nginx/conf.d/default.conf
# Operators may replace it with a volume: -v ./config.json:/etc/groombook/config.json:ro
COPY docker/web/config.json /etc/groombook/config.json
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/mfe-scheduling/dist /usr/share/nginx/html/remotes/scheduling
COPY --from=build /app/mfe-customers/dist /usr/share/nginx/html/remotes/customers
COPY --from=build /app/mfe-marketing/dist /usr/share/nginx/html/remotes/marketing
COPY --from=build /app/mfe-admin/dist /usr/share/nginx/html/remotes/admin
# The customers' public pages bundle: its pages beside the site (nginx.conf gives each its address),
# its scripts and styles at /opt-in/.
# Each page with its precompressed copies (.html.gz, .html.br), which gzip_static sends.
COPY --from=build /app/mfe-marketing/public-pages/dist/*.html* /usr/share/nginx/opt-in/
COPY --from=build /app/mfe-marketing/public-pages/dist/opt-in /usr/share/nginx/html/opt-in
EXPOSE 80
