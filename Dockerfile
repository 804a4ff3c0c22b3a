# The production image: the site, the content API and the auth stand-in on one
# port. docs/deploy.md says how to build and run it; the settings it needs at
# run time are DATABASE_URL, PUBLIC_SITE_URL and SMTP_URL (it refuses to start
# without them). tests/e2e/runtime-image.test.ts starts the runtime stage's file
# set the way CMD does, without dev dependencies.

# --- build: every dependency, then `npm run build` ---------------------------
FROM node:20-bookworm AS build
WORKDIR /src

COPY package.json package-lock.json ./
# npm ci refuses a lockfile that lacks other platforms' optional binaries (see
# .ci/run); npm install then installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

COPY . .
# Read by the build: the origin the static pages are prerendered for (the
# server renders them on first request for any other), and the hosted
# Supabase project the browser talks to (site/auth/config.ts).
ARG PUBLIC_SITE_URL
ARG VITE_SUPABASE_URL
ARG VITE_SUPABASE_PUBLISHABLE_KEY
ARG VITE_VIDEO_CHANNEL_URL
ARG VITE_VIDEO_CHANNEL_NAME
RUN npm run build && node scripts/runtime-files.mjs /runtime

# --- runtime: production dependencies and the runtime file set only -----------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/parchment
WORKDIR /app

# Owned by root and read-only to the server's user; dependencies first, so a
# code change does not reinstall them.
COPY --from=build /runtime/package.json /runtime/package-lock.json ./
# npm ci's postinstall applies these fixes to dependencies (patches/README.md).
COPY --from=build /runtime/patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /runtime/ ./

# The server writes only DATA_DIR (a JWT secret it generates when JWT_SECRET is
# unset; the database is DATABASE_URL's).
RUN mkdir -p /var/lib/parchment && chown node:node /var/lib/parchment && chmod 700 /var/lib/parchment
USER node

EXPOSE 3000
# The slim image has no curl; Node's fetch asks the server's own /healthz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server's bundle (dist/node, from npm run build) as npm start runs it, by
# Node alone; node is PID 1 and the server closes cleanly on SIGTERM. Stack
# traces name the TypeScript sources (the bundle's source maps).
CMD ["node", "--enable-source-maps", "dist/node/index.mjs"]
