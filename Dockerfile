# The production image of the API, the site and the worker (one image, three commands); PostgreSQL,
# the object store and the reverse proxy come from docker-compose.yml. The site (web/dist) and the
# server bundle (server/dist) are built here, once: a container starts the prebuilt bundle with
# node itself, no build and no npm at start (compose runs it under an init, so SIGTERM reaches
# node's ordered shutdown and nothing is left unreaped).
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY server/package.json server/package.json
COPY web/package.json web/package.json
COPY packages/client/package.json packages/client/package.json
# The root's postinstall patches the database driver (scripts/patch-postgres.mjs): it must be here first.
COPY scripts/patch-postgres.mjs scripts/patch-postgres.mjs
RUN npm ci --omit=dev --include-workspace-root --no-audit --no-fund && npm cache clean --force
COPY . .
RUN npm run build
# The code stays root's: the app (user node) reads it and cannot change it. It writes only under
# DATA_DIR, uploads included when STORAGE=local; a named volume mounted at /app/.data/uploads starts
# with this owner instead of root.
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 3000
# The API, and the worker with WORKER_HEALTH_PORT=3000, answer /v1/health on port 3000.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/v1/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]
